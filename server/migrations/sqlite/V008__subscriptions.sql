-- Subscriptions paid by pago móvil (issue 11): the platform's Bs-per-USD rate, what a subscription
-- payment report says (amount and currency, the expected amount in bolívares and the rate used), the
-- keys duplicate detection compares, the reminder before a term ends, and two notification types.

-- The platform's settings: one row.
CREATE TABLE platform_settings (
  id                   INTEGER PRIMARY KEY CHECK (id = 1),
  exchange_rate_cents  INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0),
  exchange_rate_at     TEXT CHECK (exchange_rate_at IS NULL OR exchange_rate_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO platform_settings (id) VALUES (1);

ALTER TABLE subscription_mobile_payments ADD COLUMN amount_ves_cents INTEGER CHECK (amount_ves_cents IS NULL OR amount_ves_cents >= 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN exchange_rate_cents INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN reported_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (reported_amount_cents >= 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN reported_currency TEXT NOT NULL DEFAULT 'VES' CHECK (reported_currency IN ('USD', 'VES'));
ALTER TABLE subscription_mobile_payments ADD COLUMN reference_key TEXT;
ALTER TABLE subscription_mobile_payments ADD COLUMN screenshot_sha256 TEXT;
ALTER TABLE subscription_mobile_payments ADD COLUMN screenshot_dhash INTEGER;
ALTER TABLE subscription_mobile_payments ADD COLUMN duplicate_flags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(duplicate_flags) AND json_type(duplicate_flags) = 'array');
CREATE INDEX subscription_mobile_payments_reference_idx ON subscription_mobile_payments (reference_key) WHERE reference_key IS NOT NULL;
CREATE INDEX subscription_mobile_payments_sha256_idx ON subscription_mobile_payments (screenshot_sha256) WHERE screenshot_sha256 IS NOT NULL;
-- One payment under review per subscription, one pending subscription per user.
CREATE UNIQUE INDEX subscription_mobile_payments_one_pending_idx ON subscription_mobile_payments (subscription_id) WHERE status = 'pending';
CREATE UNIQUE INDEX user_subscriptions_one_pending_idx ON user_subscriptions (user_id) WHERE status = 'pending';

-- The reminder before the end of a term is sent once.
ALTER TABLE user_subscriptions ADD COLUMN reminded_at TEXT CHECK (reminded_at IS NULL OR reminded_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');

-- Two new notification types: SQLite rebuilds the table to change its CHECK.
CREATE TABLE notifications_v8 (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type        TEXT NOT NULL CHECK (type IN (
                'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
                'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
                'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
                'hold_expiring', 'subscription_expiring', 'subscription_expired')),
  title       TEXT NOT NULL,
  message     TEXT NOT NULL,
  priority    TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
  data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object'),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO notifications_v8 SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_v8 RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
