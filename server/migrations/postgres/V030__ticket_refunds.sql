-- Money returned (issue 34 part 3): the raffle's creator, or its business's owner or a cashier,
-- records that the amount to return of a ticket (cancelled after money was verified, or paid more than
-- its price) was returned to the buyer. Each row is what the server computed then: the amount in USD
-- cents, in Bs cents at the creator's rate (hundredths of a Bs per USD; null without a rate), who and
-- when. `returned_upto_cents` is the ticket's whole amount returned once this row counts: unique per
-- ticket, so the same amount is never recorded twice, also by two requests at once.
-- The buyer is told with a new notification type, `money_returned`.
CREATE TABLE ticket_refunds (
  id                   text PRIMARY KEY,
  ticket_id            text NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  amount_cents         bigint NOT NULL CHECK (amount_cents > 0),
  amount_bs_cents      bigint CHECK (amount_bs_cents IS NULL OR amount_bs_cents >= 0),
  exchange_rate_cents  bigint CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0),
  returned_upto_cents  bigint NOT NULL CHECK (returned_upto_cents >= amount_cents),
  returned_by          text REFERENCES profiles (id) ON DELETE SET NULL,
  returned_at          timestamptz NOT NULL,
  UNIQUE (ticket_id, returned_upto_cents)
);
CREATE INDEX ticket_refunds_returned_by_idx ON ticket_refunds (returned_by);

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired', 'sales_closed', 'draw_reminder',
  'raffle_taken_down', 'raffle_restored', 'organiser_suspended', 'ticket_reinstated',
  'cashier_invited', 'seller_added', 'money_returned'));
