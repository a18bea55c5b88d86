-- Payments (issue 9): holds that expire, payment reports with proof and their review, the creator's
-- exchange rate, image fingerprints for duplicate-proof detection and small WebP variants of images.
-- The same columns as the SQLite migration; see it for what each holds.
ALTER TABLE raffles ADD COLUMN reservation_minutes integer NOT NULL DEFAULT 1440 CHECK (reservation_minutes BETWEEN 15 AND 4320);
ALTER TABLE tickets ADD COLUMN expires_at timestamptz;
ALTER TABLE tickets ADD COLUMN reminded_at timestamptz;
CREATE INDEX tickets_hold_expiry_idx ON tickets (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;
UPDATE tickets SET expires_at = created_at + interval '1440 minutes'
 WHERE status = 'pending' AND user_id IS NOT NULL AND sold_by IS NULL
   AND NOT EXISTS (SELECT 1 FROM payment_details p WHERE p.ticket_id = tickets.id);

ALTER TABLE profiles ADD COLUMN exchange_rate_cents bigint CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE profiles ADD COLUMN exchange_rate_at timestamptz;

ALTER TABLE profiles ADD COLUMN avatar_thumb_url text;
ALTER TABLE raffles ADD COLUMN image_variants jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(image_variants) = 'array');

ALTER TABLE storage_objects ADD COLUMN content_sha256 text;
ALTER TABLE storage_objects ADD COLUMN perceptual_hash bigint;

ALTER TABLE payment_details ADD COLUMN payee_id text REFERENCES profiles (id) ON DELETE SET NULL;
ALTER TABLE payment_details ADD COLUMN payment_method_id text REFERENCES payment_methods (id) ON DELETE SET NULL;
ALTER TABLE payment_details ADD COLUMN expected_amount_cents bigint NOT NULL DEFAULT 0 CHECK (expected_amount_cents >= 0);
ALTER TABLE payment_details ADD COLUMN exchange_rate_cents bigint CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE payment_details ADD COLUMN reference_key text;
ALTER TABLE payment_details ADD COLUMN bank_key text;
ALTER TABLE payment_details ADD COLUMN screenshot_sha256 text;
ALTER TABLE payment_details ADD COLUMN screenshot_dhash bigint;
ALTER TABLE payment_details ADD COLUMN duplicate_flags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(duplicate_flags) = 'array');
CREATE INDEX payment_details_payee_status_idx ON payment_details (payee_id, verification_status, created_at);
CREATE INDEX payment_details_reference_idx ON payment_details (payee_id, reference_key) WHERE reference_key IS NOT NULL;
CREATE INDEX payment_details_sha256_idx ON payment_details (screenshot_sha256) WHERE screenshot_sha256 IS NOT NULL;
UPDATE payment_details p SET payee_id = r.creator_id FROM tickets t JOIN raffles r ON r.id = t.raffle_id WHERE t.id = p.ticket_id;

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring'));
