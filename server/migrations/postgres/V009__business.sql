-- The business back-office (issue 12): the business's WhatsApp number (shown on its raffles with
-- its phone), and what the sold-tickets search reads: the buyer's name normalised (lower case,
-- accents removed, written by the server on every purchase and counter sale) followed by the
-- phone's digits.

ALTER TABLE profiles ADD COLUMN whatsapp text;

ALTER TABLE tickets ADD COLUMN buyer_search text NOT NULL DEFAULT '';
-- Rows sold before this column: lower case and digits only (the server rewrites accents on new rows).
UPDATE tickets SET buyer_search = lower(buyer_name) || ' ' ||
  replace(replace(replace(replace(replace(buyer_phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '');

-- A business's sales by seller and by date.
CREATE INDEX tickets_raffle_sold_by_idx ON tickets (raffle_id, sold_by);

-- A counter sale's Idempotency-Key is the seller's (a guest buyer has no user_id to scope it by).
CREATE UNIQUE INDEX tickets_counter_idempotency_idx ON tickets (sold_by, idempotency_key)
  WHERE sold_by IS NOT NULL AND idempotency_key IS NOT NULL;
