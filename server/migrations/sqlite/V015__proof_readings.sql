-- Proof readings (issue 34, ARCHITECTURE §12): what the proof reader read in each stored payment
-- screenshot (bucket verification-documents), one row per object. status 'reading' while a worker
-- holds it (claimed_at: a claim older than the job's timeout is taken again), then 'read' or
-- 'failed'. A reading by an older reader_version is read again. fields: the reader's JSON (value,
-- text and confidence per field); text: the lines read. Information for people, never a decision.
CREATE TABLE proof_readings (
  bucket          TEXT NOT NULL,
  path            TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status = 'reading' OR status = 'read' OR status = 'failed'),
  reader_version  INTEGER NOT NULL CHECK (reader_version > 0),
  receipt         INTEGER CHECK (receipt IN (0, 1)),
  fields          TEXT CHECK (fields IS NULL OR (json_valid(fields) AND json_type(fields) = 'object')),
  text            TEXT,
  error           TEXT,
  claimed_at      TEXT NOT NULL CHECK (claimed_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  read_at         TEXT CHECK (read_at IS NULL OR read_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  PRIMARY KEY (bucket, path),
  FOREIGN KEY (bucket, path) REFERENCES storage_objects (bucket, path) ON DELETE CASCADE
) STRICT;
