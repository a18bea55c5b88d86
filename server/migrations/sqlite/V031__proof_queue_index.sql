-- The proof reader's queue, oldest first (issue 34): the job runner looks for the proofs still unread
-- at every tick (ProofReadingsRepository::due, ORDER BY created_at). Without this index SQLite
-- sorted every proof of the bucket, reading each row's created_at, which lies after the picture's
-- bytes: the whole overflow chain of every unread picture read again at every tick (1–6 ms of a core
-- for 60 proofs waiting, growing with the backlog). The index covers the query (bucket, created_at,
-- path): it stops after the first proofs due and never touches a picture.
CREATE INDEX storage_objects_created_idx ON storage_objects (bucket, created_at, path);
