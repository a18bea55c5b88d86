-- Proof readings (issue 34, ARCHITECTURE §12): what the proof reader read in each stored payment
-- screenshot (bucket verification-documents), one row per object. status 'reading' while a worker
-- holds it (claimed_at: a claim older than the job's timeout is taken again), then 'read' or
-- 'failed'. A reading by an older reader_version is read again. fields: the reader's JSON (value,
-- text and confidence per field); text: the lines read. Information for people, never a decision.
CREATE TABLE proof_readings (
  bucket          text NOT NULL,
  path            text NOT NULL,
  status          text NOT NULL CHECK (status IN ('reading', 'read', 'failed')),
  reader_version  integer NOT NULL CHECK (reader_version > 0),
  receipt         boolean,
  fields          jsonb CHECK (fields IS NULL OR jsonb_typeof(fields) = 'object'),
  text            text,
  error           text,
  claimed_at      timestamptz NOT NULL,
  read_at         timestamptz,
  PRIMARY KEY (bucket, path),
  FOREIGN KEY (bucket, path) REFERENCES storage_objects (bucket, path) ON DELETE CASCADE
);
