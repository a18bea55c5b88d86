-- Late payments (issue 34 part 4): a ticket the hold-expiry job cancelled records when (expired_at),
-- so its raffle's creator can reinstate it when its numbers are still free; the buyer is told with a
-- new notification type, `ticket_reinstated`.
ALTER TABLE tickets ADD COLUMN expired_at timestamptz;
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired', 'sales_closed', 'draw_reminder',
  'raffle_taken_down', 'raffle_restored', 'organiser_suspended', 'ticket_reinstated'));
