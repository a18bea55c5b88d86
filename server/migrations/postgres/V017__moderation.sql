-- Moderation by the super administrator (issue 37 part 4).
--
-- 1. A suspended organiser (profiles.suspended_at, with the reason) cannot sign in; a raffle taken
--    down (raffles.taken_down_at, with the reason) takes no purchase. Either makes the raffle
--    blocked: raffles.is_blocked, kept by the server (taken down, or its creator suspended), is what
--    every public list and the purchase read, in the statement that already reads the raffle.
ALTER TABLE profiles ADD COLUMN suspended_at timestamptz;
ALTER TABLE profiles ADD COLUMN suspension_reason text;
ALTER TABLE raffles ADD COLUMN taken_down_at timestamptz;
ALTER TABLE raffles ADD COLUMN takedown_reason text;
ALTER TABLE raffles ADD COLUMN is_blocked boolean NOT NULL DEFAULT false;

-- 2. The lists' indexes and counts leave blocked raffles out: (is_private, is_blocked) lead the
--    indexes, and raffle_counts counts per (is_private, is_blocked, status).
DROP INDEX raffles_public_idx;
DROP INDEX raffles_public_status_idx;
CREATE INDEX raffles_public_idx ON raffles (is_private, is_blocked, created_at DESC, id DESC);
CREATE INDEX raffles_public_status_idx ON raffles (is_private, is_blocked, status, created_at DESC, id DESC);

DROP TRIGGER raffle_counts_insert_delete ON raffles;
DROP TRIGGER raffle_counts_update ON raffles;
DROP FUNCTION raffle_counts_track();
DROP TABLE raffle_counts;
CREATE TABLE raffle_counts (
  is_private boolean NOT NULL,
  is_blocked boolean NOT NULL,
  status     text NOT NULL CHECK (status IN ('active', 'waiting', 'completed', 'cancelled')),
  n          bigint NOT NULL DEFAULT 0 CHECK (n >= 0),
  PRIMARY KEY (is_private, is_blocked, status)
);
INSERT INTO raffle_counts (is_private, is_blocked, status, n)
SELECT v.is_private, b.is_blocked, s.status,
       (SELECT COUNT(*) FROM raffles r
        WHERE r.is_private = v.is_private AND r.is_blocked = b.is_blocked AND r.status = s.status)
FROM (VALUES (false), (true)) AS v (is_private),
     (VALUES (false), (true)) AS b (is_blocked),
     (VALUES ('active'), ('waiting'), ('completed'), ('cancelled')) AS s (status);

CREATE FUNCTION raffle_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE raffle_counts SET n = n - 1
    WHERE is_private = OLD.is_private AND is_blocked = OLD.is_blocked AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE raffle_counts SET n = n + 1
    WHERE is_private = NEW.is_private AND is_blocked = NEW.is_blocked AND status = NEW.status;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER raffle_counts_insert_delete AFTER INSERT OR DELETE ON raffles
  FOR EACH ROW EXECUTE FUNCTION raffle_counts_track();
CREATE TRIGGER raffle_counts_update AFTER UPDATE OF is_private, is_blocked, status ON raffles
  FOR EACH ROW WHEN (OLD.is_private IS DISTINCT FROM NEW.is_private OR OLD.is_blocked IS DISTINCT FROM NEW.is_blocked
                     OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION raffle_counts_track();

-- 3. The user lookup by cédula or RIF: the digits of a payment method's id_number ('V-18.456.789'
--    and '18456789' alike), computed by the database, indexed.
ALTER TABLE payment_methods ADD COLUMN id_number_digits text
  GENERATED ALWAYS AS (regexp_replace(details ->> 'id_number', '[^0-9]', '', 'g')) STORED;
CREATE INDEX payment_methods_id_number_idx ON payment_methods (id_number_digits) WHERE id_number_digits IS NOT NULL;

-- 4. "Denunciar rifa": a signed-in user's report, queued for the super admin until dismissed or
--    acted on (the raffle taken down). One open report per user and raffle.
CREATE TABLE raffle_reports (
  id           text PRIMARY KEY,
  raffle_id    text NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  reporter_id  text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  reason       text NOT NULL CHECK (reason <> ''),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  created_at   timestamptz NOT NULL,
  resolved_at  timestamptz,
  resolved_by  text REFERENCES profiles (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX raffle_reports_open_idx ON raffle_reports (raffle_id, reporter_id) WHERE status = 'open';
CREATE INDEX raffle_reports_status_idx ON raffle_reports (status, created_at DESC);
CREATE INDEX raffle_reports_reporter_idx ON raffle_reports (reporter_id, created_at);

-- 5. Buyers and creators are told: three notification types.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired', 'sales_closed', 'draw_reminder',
  'raffle_taken_down', 'raffle_restored', 'organiser_suspended'));
