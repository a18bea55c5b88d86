-- Closing sales (issue 39): the creator is told when sales close (`sales_closed`, by the end date or
-- early) and reminded to enter the result once draw_at has passed (`draw_reminder`), once per
-- raffle: the reminder job claims draw_reminded_at with a conditional update.
ALTER TABLE raffles ADD COLUMN draw_reminded_at timestamptz;
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired', 'sales_closed', 'draw_reminder'));
