-- The proof reader's queue, oldest first (issue 34): the job runner looks for the proofs still unread
-- at every tick (ProofReadingsRepository::due, ORDER BY created_at). The index serves that order
-- without sorting every proof of the bucket (as on SQLite, where it also keeps the scan off the
-- pictures' bytes).
CREATE INDEX storage_objects_created_idx ON storage_objects (bucket, created_at, path);
