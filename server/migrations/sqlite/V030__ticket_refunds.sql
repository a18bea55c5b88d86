-- Money returned (issue 34 part 3): the raffle's creator, or its business's owner or a cashier,
-- records that the amount to return of a ticket (cancelled after money was verified, or paid more than
-- its price) was returned to the buyer. Each row is what the server computed then: the amount in USD
-- cents, in Bs cents at the creator's rate (hundredths of a Bs per USD; null without a rate), who and
-- when. `returned_upto_cents` is the ticket's whole amount returned once this row counts: unique per
-- ticket, so the same amount is never recorded twice, also by two requests at once.
-- The buyer is told with a new notification type, `money_returned`: the CHECK is rebuilt with every
-- earlier type (V027's list), as V027 (SQLite cannot change a CHECK in place).
CREATE TABLE ticket_refunds (
  id                   TEXT PRIMARY KEY,
  ticket_id            TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  amount_cents         INTEGER NOT NULL CHECK (amount_cents > 0),
  amount_bs_cents      INTEGER CHECK (amount_bs_cents IS NULL OR amount_bs_cents >= 0),
  exchange_rate_cents  INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0),
  returned_upto_cents  INTEGER NOT NULL CHECK (returned_upto_cents >= amount_cents),
  returned_by          TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  returned_at          TEXT NOT NULL CHECK (returned_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  UNIQUE (ticket_id, returned_upto_cents)
) STRICT;
CREATE INDEX ticket_refunds_returned_by_idx ON ticket_refunds (returned_by);

CREATE TABLE notifications_v30 (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  type        TEXT NOT NULL CHECK (
                type = 'new_purchase' OR type = 'ticket_paid' OR type = 'ticket_cancelled'
                OR type = 'raffle_sold_out' OR type = 'raffle_completed' OR type = 'ticket_winner'
                OR type = 'payment_received' OR type = 'verification_approved'
                OR type = 'verification_rejected' OR type = 'raffle_ending' OR type = 'raffle_cancelled'
                OR type = 'winner_announced' OR type = 'hold_expiring' OR type = 'subscription_expiring'
                OR type = 'subscription_expired' OR type = 'sales_closed' OR type = 'draw_reminder'
                OR type = 'raffle_taken_down' OR type = 'raffle_restored' OR type = 'organiser_suspended'
                OR type = 'ticket_reinstated' OR type = 'cashier_invited' OR type = 'seller_added'
                OR type = 'money_returned'),
  title       TEXT NOT NULL,
  message     TEXT NOT NULL,
  priority    TEXT NOT NULL DEFAULT 'medium' CHECK (priority = 'high' OR priority = 'medium' OR priority = 'low'),
  data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object'),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO notifications_v30 SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_v30 RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
