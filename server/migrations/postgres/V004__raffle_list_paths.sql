-- The timeline's read path, measured in bench/ (RESULTS.md).

-- 1. The lists order by (created_at DESC, id DESC): with id in the index no sort step is needed.
DROP INDEX raffles_public_idx;
DROP INDEX raffles_public_status_idx;
CREATE INDEX raffles_public_idx ON raffles (is_private, created_at DESC, id DESC);
CREATE INDEX raffles_public_status_idx ON raffles (is_private, status, created_at DESC, id DESC);

-- 2. How many raffles there are per (visibility, status), kept by a trigger in the same transaction
-- as the change, so the timeline's `count` is a lookup instead of a scan of every raffle.
CREATE TABLE raffle_counts (
  is_private boolean NOT NULL,
  status     text NOT NULL CHECK (status IN ('active', 'waiting', 'completed', 'cancelled')),
  n          bigint NOT NULL DEFAULT 0 CHECK (n >= 0),
  PRIMARY KEY (is_private, status)
);
INSERT INTO raffle_counts (is_private, status, n)
SELECT v.is_private, s.status,
       (SELECT COUNT(*) FROM raffles r WHERE r.is_private = v.is_private AND r.status = s.status)
FROM (VALUES (false), (true)) AS v (is_private),
     (VALUES ('active'), ('waiting'), ('completed'), ('cancelled')) AS s (status);

CREATE FUNCTION raffle_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE raffle_counts SET n = n - 1 WHERE is_private = OLD.is_private AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE raffle_counts SET n = n + 1 WHERE is_private = NEW.is_private AND status = NEW.status;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER raffle_counts_insert_delete AFTER INSERT OR DELETE ON raffles
  FOR EACH ROW EXECUTE FUNCTION raffle_counts_track();
CREATE TRIGGER raffle_counts_update AFTER UPDATE OF is_private, status ON raffles
  FOR EACH ROW WHEN (OLD.is_private IS DISTINCT FROM NEW.is_private OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION raffle_counts_track();
