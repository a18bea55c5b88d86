-- Moderation by the super administrator (issue 37 part 4).
--
-- 1. A suspended organiser (profiles.suspended_at, with the reason) cannot sign in; a raffle taken
--    down (raffles.taken_down_at, with the reason) takes no purchase. Either makes the raffle
--    blocked: raffles.is_blocked, kept by the server (taken down, or its creator suspended), is what
--    every public list and the purchase read, in the statement that already reads the raffle.
ALTER TABLE profiles ADD COLUMN suspended_at TEXT CHECK (suspended_at IS NULL OR suspended_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE profiles ADD COLUMN suspension_reason TEXT;
ALTER TABLE raffles ADD COLUMN taken_down_at TEXT CHECK (taken_down_at IS NULL OR taken_down_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE raffles ADD COLUMN takedown_reason TEXT;
ALTER TABLE raffles ADD COLUMN is_blocked INTEGER NOT NULL DEFAULT 0 CHECK (is_blocked IN (0, 1));

-- 2. The lists' indexes and counts leave blocked raffles out: (is_private, is_blocked) lead the
--    indexes, and raffle_counts counts per (is_private, is_blocked, status).
DROP INDEX raffles_public_idx;
DROP INDEX raffles_public_status_idx;
CREATE INDEX raffles_public_idx ON raffles (is_private, is_blocked, created_at DESC, id DESC);
CREATE INDEX raffles_public_status_idx ON raffles (is_private, is_blocked, status, created_at DESC, id DESC);

DROP TRIGGER raffle_counts_insert;
DROP TRIGGER raffle_counts_delete;
DROP TRIGGER raffle_counts_update;
DROP TABLE raffle_counts;
CREATE TABLE raffle_counts (
  is_private INTEGER NOT NULL CHECK (is_private IN (0, 1)),
  is_blocked INTEGER NOT NULL CHECK (is_blocked IN (0, 1)),
  status     TEXT NOT NULL CHECK (status IN ('active', 'waiting', 'completed', 'cancelled')),
  n          INTEGER NOT NULL DEFAULT 0 CHECK (n >= 0),
  PRIMARY KEY (is_private, is_blocked, status)
) STRICT;
INSERT INTO raffle_counts (is_private, is_blocked, status, n)
SELECT v.is_private, b.is_blocked, s.status,
       (SELECT COUNT(*) FROM raffles r
        WHERE r.is_private = v.is_private AND r.is_blocked = b.is_blocked AND r.status = s.status)
FROM (SELECT 0 AS is_private UNION ALL SELECT 1) v,
     (SELECT 0 AS is_blocked UNION ALL SELECT 1) b,
     (SELECT 'active' AS status UNION ALL SELECT 'waiting' UNION ALL SELECT 'completed' UNION ALL SELECT 'cancelled') s;

CREATE TRIGGER raffle_counts_insert AFTER INSERT ON raffles BEGIN
  UPDATE raffle_counts SET n = n + 1
  WHERE is_private = NEW.is_private AND is_blocked = NEW.is_blocked AND status = NEW.status;
END;
CREATE TRIGGER raffle_counts_delete AFTER DELETE ON raffles BEGIN
  UPDATE raffle_counts SET n = n - 1
  WHERE is_private = OLD.is_private AND is_blocked = OLD.is_blocked AND status = OLD.status;
END;
CREATE TRIGGER raffle_counts_update AFTER UPDATE OF is_private, is_blocked, status ON raffles
WHEN OLD.is_private IS NOT NEW.is_private OR OLD.is_blocked IS NOT NEW.is_blocked OR OLD.status IS NOT NEW.status BEGIN
  UPDATE raffle_counts SET n = n - 1
  WHERE is_private = OLD.is_private AND is_blocked = OLD.is_blocked AND status = OLD.status;
  UPDATE raffle_counts SET n = n + 1
  WHERE is_private = NEW.is_private AND is_blocked = NEW.is_blocked AND status = NEW.status;
END;

-- 3. The user lookup by cédula or RIF: the digits of a payment method's id_number ('V-18.456.789'
--    and '18456789' alike), computed by the database, indexed.
ALTER TABLE payment_methods ADD COLUMN id_number_digits TEXT GENERATED ALWAYS AS (
  replace(replace(replace(replace(replace(replace(replace(replace(
    upper(json_extract(details, '$.id_number')), '-', ''), '.', ''), ' ', ''), 'V', ''), 'E', ''), 'J', ''), 'G', ''),
    'P', '')) VIRTUAL;
CREATE INDEX payment_methods_id_number_idx ON payment_methods (id_number_digits) WHERE id_number_digits IS NOT NULL;

-- 4. "Denunciar rifa": a signed-in user's report, queued for the super admin until dismissed or
--    acted on (the raffle taken down). One open report per user and raffle.
CREATE TABLE raffle_reports (
  id           TEXT PRIMARY KEY,
  raffle_id    TEXT NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  reporter_id  TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reason       TEXT NOT NULL CHECK (reason <> ''),
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status = 'open' OR status = 'dismissed' OR status = 'actioned'),
  created_at   TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  resolved_at  TEXT CHECK (resolved_at IS NULL OR resolved_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  resolved_by  TEXT REFERENCES profiles (id) ON DELETE SET NULL
) STRICT;
CREATE UNIQUE INDEX raffle_reports_open_idx ON raffle_reports (raffle_id, reporter_id) WHERE status = 'open';
CREATE INDEX raffle_reports_status_idx ON raffle_reports (status, created_at DESC);
CREATE INDEX raffle_reports_reporter_idx ON raffle_reports (reporter_id, created_at);

-- 5. Buyers and creators are told: three notification types. A rebuild, as V014 (SQLite cannot
--    change a CHECK in place).
CREATE TABLE notifications_v17 (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type        TEXT NOT NULL CHECK (
                type = 'new_purchase' OR type = 'ticket_paid' OR type = 'ticket_cancelled'
                OR type = 'raffle_sold_out' OR type = 'raffle_completed' OR type = 'ticket_winner'
                OR type = 'payment_received' OR type = 'verification_approved'
                OR type = 'verification_rejected' OR type = 'raffle_ending' OR type = 'raffle_cancelled'
                OR type = 'winner_announced' OR type = 'hold_expiring' OR type = 'subscription_expiring'
                OR type = 'subscription_expired' OR type = 'sales_closed' OR type = 'draw_reminder'
                OR type = 'raffle_taken_down' OR type = 'raffle_restored' OR type = 'organiser_suspended'),
  title       TEXT NOT NULL,
  message     TEXT NOT NULL,
  priority    TEXT NOT NULL DEFAULT 'medium' CHECK (priority = 'high' OR priority = 'medium' OR priority = 'low'),
  data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object'),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO notifications_v17 SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_v17 RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
