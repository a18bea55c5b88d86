-- Subscriptions paid by pago móvil (issue 11): the platform's Bs-per-USD rate, what a subscription
-- payment report says (amount and currency, the expected amount in bolívares and the rate used), the
-- keys duplicate detection compares, the reminder before a term ends, and two notification types.

-- The platform's settings: one row.
CREATE TABLE platform_settings (
  id                   integer PRIMARY KEY CHECK (id = 1),
  exchange_rate_cents  bigint CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0),
  exchange_rate_at     timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_settings (id) VALUES (1);

ALTER TABLE subscription_mobile_payments ADD COLUMN amount_ves_cents bigint CHECK (amount_ves_cents IS NULL OR amount_ves_cents >= 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN exchange_rate_cents bigint CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN reported_amount_cents bigint NOT NULL DEFAULT 0 CHECK (reported_amount_cents >= 0);
ALTER TABLE subscription_mobile_payments ADD COLUMN reported_currency text NOT NULL DEFAULT 'VES' CHECK (reported_currency IN ('USD', 'VES'));
ALTER TABLE subscription_mobile_payments ADD COLUMN reference_key text;
ALTER TABLE subscription_mobile_payments ADD COLUMN screenshot_sha256 text;
ALTER TABLE subscription_mobile_payments ADD COLUMN screenshot_dhash bigint;
ALTER TABLE subscription_mobile_payments ADD COLUMN duplicate_flags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(duplicate_flags) = 'array');
CREATE INDEX subscription_mobile_payments_reference_idx ON subscription_mobile_payments (reference_key) WHERE reference_key IS NOT NULL;
CREATE INDEX subscription_mobile_payments_sha256_idx ON subscription_mobile_payments (screenshot_sha256) WHERE screenshot_sha256 IS NOT NULL;
-- One payment under review per subscription, one pending subscription per user.
CREATE UNIQUE INDEX subscription_mobile_payments_one_pending_idx ON subscription_mobile_payments (subscription_id) WHERE status = 'pending';
CREATE UNIQUE INDEX user_subscriptions_one_pending_idx ON user_subscriptions (user_id) WHERE status = 'pending';

-- The reminder before the end of a term is sent once.
ALTER TABLE user_subscriptions ADD COLUMN reminded_at timestamptz;

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired'));
