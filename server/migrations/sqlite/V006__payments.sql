-- Payments (issue 9): holds that expire, payment reports with proof and their review, the creator's
-- exchange rate, image fingerprints for duplicate-proof detection and small WebP variants of images.

-- Holds: how long a purchase holds its numbers without a reported payment (15 min … 72 h; locked
-- after the first sale). A pending ticket carries expires_at while it waits for a report; NULL while a
-- report is under review, once paid or cancelled, and for counter sales. reminded_at claims the one
-- reminder before expiry.
ALTER TABLE raffles ADD COLUMN reservation_minutes INTEGER NOT NULL DEFAULT 1440 CHECK (reservation_minutes BETWEEN 15 AND 4320);
ALTER TABLE tickets ADD COLUMN expires_at TEXT CHECK (expires_at IS NULL OR expires_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE tickets ADD COLUMN reminded_at TEXT CHECK (reminded_at IS NULL OR reminded_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
CREATE INDEX tickets_hold_expiry_idx ON tickets (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;
-- Tickets bought before holds existed get the default window from their purchase.
UPDATE tickets SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+1440 minutes')
 WHERE status = 'pending' AND user_id IS NOT NULL AND sold_by IS NULL
   AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = tickets.id);

-- The creator's Bs-per-USD rate (tasa), in hundredths of a bolívar, and when it was set.
ALTER TABLE profiles ADD COLUMN exchange_rate_cents INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE profiles ADD COLUMN exchange_rate_at TEXT CHECK (exchange_rate_at IS NULL OR exchange_rate_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');

-- Image variants: a small WebP avatar, and WebP widths of a raffle's image ([{"width": w, "url": u}]).
ALTER TABLE profiles ADD COLUMN avatar_thumb_url TEXT;
ALTER TABLE raffles ADD COLUMN image_variants TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(image_variants) AND json_type(image_variants) = 'array');

-- Fingerprints of uploaded proofs: SHA-256 (hex) of the bytes received and a 64-bit dHash of the
-- decoded pixels (stored as a signed integer).
ALTER TABLE storage_objects ADD COLUMN content_sha256 TEXT;
ALTER TABLE storage_objects ADD COLUMN perceptual_hash INTEGER;

-- A payment report: who it pays (payee_id: the raffle's creator), which of their methods, the amount
-- expected in the reported currency (and the rate used for VES), the keys duplicate detection compares
-- (reference as digits only, bank folded), the proof's fingerprints, and the flags found at report time.
ALTER TABLE payment_details ADD COLUMN payee_id TEXT REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE payment_details ADD COLUMN payment_method_id TEXT REFERENCES payment_methods (id) ON DELETE SET NULL;
ALTER TABLE payment_details ADD COLUMN expected_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (expected_amount_cents >= 0);
ALTER TABLE payment_details ADD COLUMN exchange_rate_cents INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE payment_details ADD COLUMN reference_key TEXT;
ALTER TABLE payment_details ADD COLUMN bank_key TEXT;
ALTER TABLE payment_details ADD COLUMN screenshot_sha256 TEXT;
ALTER TABLE payment_details ADD COLUMN screenshot_dhash INTEGER;
ALTER TABLE payment_details ADD COLUMN duplicate_flags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(duplicate_flags) AND json_type(duplicate_flags) = 'array');
CREATE INDEX payment_details_payee_status_idx ON payment_details (payee_id, verification_status, created_at);
CREATE INDEX payment_details_reference_idx ON payment_details (payee_id, reference_key) WHERE reference_key IS NOT NULL;
CREATE INDEX payment_details_sha256_idx ON payment_details (screenshot_sha256) WHERE screenshot_sha256 IS NOT NULL;
UPDATE payment_details SET payee_id = (SELECT r.creator_id FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = payment_details.ticket_id);

-- A new notification type, the reminder before a hold expires: SQLite rebuilds the table to change
-- its CHECK.
CREATE TABLE notifications_v6 (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type        TEXT NOT NULL CHECK (type IN (
                'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
                'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
                'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
                'hold_expiring')),
  title       TEXT NOT NULL,
  message     TEXT NOT NULL,
  priority    TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
  data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object'),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO notifications_v6 SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_v6 RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
