-- A raffle's sellers close their shift too (issue 36 part 3): a close with raffle_id is a raffle
-- seller's, of their counter sales in that raffle, signed off by the raffle's creator (business_id
-- holds the creator, who signs off); raffle_id null is the business's counter (a cashier's close,
-- or the owner's of her own sales).
ALTER TABLE shift_closes ADD COLUMN raffle_id text REFERENCES raffles (id) ON DELETE CASCADE;
CREATE INDEX shift_closes_raffle_idx ON shift_closes (raffle_id, seller_id, created_at DESC) WHERE raffle_id IS NOT NULL;
