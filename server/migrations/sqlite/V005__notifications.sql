-- Notifications (issue 8). A per-user switch for e-mailing high-priority notifications (on by
-- default), and the claim of the one-time `raffle_ending` notifications: the job runner sets
-- ending_notified_at with a conditional update, so one instance sends them, once per raffle.
ALTER TABLE profiles ADD COLUMN email_notifications INTEGER NOT NULL DEFAULT 1 CHECK (email_notifications IN (0, 1));
ALTER TABLE raffles ADD COLUMN ending_notified_at TEXT CHECK (ending_notified_at IS NULL OR ending_notified_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
CREATE INDEX raffles_ending_soon_idx ON raffles (end_date) WHERE ending_notified_at IS NULL AND status IN ('active', 'waiting');
