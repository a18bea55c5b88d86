-- Issue 36: a registered person invited as a business's cashier hears of it in the app too
-- (`cashier_invited`, with the token of the invitation's link), and one added as a raffle's seller
-- (`seller_added`). The notification CHECK gains both, keeping every earlier type (V021's list): a
-- rebuild, as V021 (SQLite cannot change a CHECK in place).
CREATE TABLE notifications_v27 (
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
                OR type = 'ticket_reinstated' OR type = 'cashier_invited' OR type = 'seller_added'),
  title       TEXT NOT NULL,
  message     TEXT NOT NULL,
  priority    TEXT NOT NULL DEFAULT 'medium' CHECK (priority = 'high' OR priority = 'medium' OR priority = 'low'),
  data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data) AND json_type(data) = 'object'),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
INSERT INTO notifications_v27 SELECT * FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_v27 RENAME TO notifications;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
