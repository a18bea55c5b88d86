-- Issue 36: a registered person invited as a business's cashier hears of it in the app too
-- (`cashier_invited`, with the token of the invitation's link), and one added as a raffle's seller
-- (`seller_added`).
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_purchase', 'ticket_paid', 'ticket_cancelled', 'raffle_sold_out',
  'raffle_completed', 'ticket_winner', 'payment_received', 'verification_approved',
  'verification_rejected', 'raffle_ending', 'raffle_cancelled', 'winner_announced',
  'hold_expiring', 'subscription_expiring', 'subscription_expired', 'sales_closed', 'draw_reminder',
  'raffle_taken_down', 'raffle_restored', 'organiser_suspended', 'ticket_reinstated',
  'cashier_invited', 'seller_added'));
