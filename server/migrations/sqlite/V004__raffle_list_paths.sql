-- The timeline's read path, measured in bench/ (RESULTS.md).

-- 1. The lists order by (created_at DESC, id DESC): with id in the index no sort step is needed.
DROP INDEX raffles_public_idx;
DROP INDEX raffles_public_status_idx;
CREATE INDEX raffles_public_idx ON raffles (is_private, created_at DESC, id DESC);
CREATE INDEX raffles_public_status_idx ON raffles (is_private, status, created_at DESC, id DESC);

-- 2. How many raffles there are per (visibility, status), kept by triggers in the same transaction
-- as the change, so the timeline's `count` is a lookup instead of a scan of every raffle.
CREATE TABLE raffle_counts (
  is_private INTEGER NOT NULL CHECK (is_private IN (0, 1)),
  status     TEXT NOT NULL CHECK (status IN ('active', 'waiting', 'completed', 'cancelled')),
  n          INTEGER NOT NULL DEFAULT 0 CHECK (n >= 0),
  PRIMARY KEY (is_private, status)
) STRICT;
INSERT INTO raffle_counts (is_private, status, n)
SELECT v.is_private, s.status,
       (SELECT COUNT(*) FROM raffles r WHERE r.is_private = v.is_private AND r.status = s.status)
FROM (SELECT 0 AS is_private UNION ALL SELECT 1) v,
     (SELECT 'active' AS status UNION ALL SELECT 'waiting' UNION ALL SELECT 'completed' UNION ALL SELECT 'cancelled') s;

CREATE TRIGGER raffle_counts_insert AFTER INSERT ON raffles BEGIN
  UPDATE raffle_counts SET n = n + 1 WHERE is_private = NEW.is_private AND status = NEW.status;
END;
CREATE TRIGGER raffle_counts_delete AFTER DELETE ON raffles BEGIN
  UPDATE raffle_counts SET n = n - 1 WHERE is_private = OLD.is_private AND status = OLD.status;
END;
CREATE TRIGGER raffle_counts_update AFTER UPDATE OF is_private, status ON raffles
WHEN OLD.is_private IS NOT NEW.is_private OR OLD.status IS NOT NEW.status BEGIN
  UPDATE raffle_counts SET n = n - 1 WHERE is_private = OLD.is_private AND status = OLD.status;
  UPDATE raffle_counts SET n = n + 1 WHERE is_private = NEW.is_private AND status = NEW.status;
END;
