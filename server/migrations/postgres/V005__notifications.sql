-- Notifications (issue 8). A per-user switch for e-mailing high-priority notifications (on by
-- default), and the claim of the one-time `raffle_ending` notifications: the job runner sets
-- ending_notified_at with a conditional update, so one instance sends them, once per raffle.
ALTER TABLE profiles ADD COLUMN email_notifications boolean NOT NULL DEFAULT true;
ALTER TABLE raffles ADD COLUMN ending_notified_at timestamptz;
CREATE INDEX raffles_ending_soon_idx ON raffles (end_date) WHERE ending_notified_at IS NULL AND status IN ('active', 'waiting');
