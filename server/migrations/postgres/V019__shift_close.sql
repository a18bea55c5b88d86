-- Settling and closing counter sales (issue 36 part 3).
-- A counter sale records how it was paid: the method, and for bolívares (efectivo_bs, pago_movil,
-- transferencia) the business's rate used (hundredths of a Bs per USD) and the amount in Bs
-- (hundredths); null on online purchases and on counter sales made before this migration.
ALTER TABLE tickets ADD COLUMN counter_method text CHECK (counter_method IS NULL OR counter_method IN ('efectivo_usd', 'efectivo_bs', 'pago_movil', 'transferencia', 'zelle', 'usdt'));
ALTER TABLE tickets ADD COLUMN counter_rate_cents bigint CHECK (counter_rate_cents IS NULL OR counter_rate_cents > 0);
ALTER TABLE tickets ADD COLUMN counter_amount_ves_cents bigint CHECK (counter_amount_ves_cents IS NULL OR counter_amount_ves_cents >= 0);

-- A shift close (cierre de caja): a seller's counter sales of a period, what was counted per method
-- against what the paid sales expect, what the pending ones still owe (USD cents) and the owner's
-- sign-off. Lines hold one method each, in that method's currency (Bs for efectivo_bs, pago_movil,
-- transferencia; USD otherwise), in hundredths; sin_metodo: sales made before methods were recorded.
CREATE TABLE shift_closes (
  id             text PRIMARY KEY,
  business_id    text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  seller_id      text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  period_from    timestamptz NOT NULL,
  period_to      timestamptz NOT NULL CHECK (period_to > period_from),
  owed_cents     bigint NOT NULL CHECK (owed_cents >= 0),
  closed_by      text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  signed_off_by  text REFERENCES profiles (id) ON DELETE SET NULL,
  signed_off_at  timestamptz
);
CREATE INDEX shift_closes_business_idx ON shift_closes (business_id, created_at DESC);

CREATE TABLE shift_close_lines (
  close_id        text NOT NULL REFERENCES shift_closes (id) ON DELETE CASCADE,
  method          text NOT NULL CHECK (method IN ('efectivo_usd', 'efectivo_bs', 'pago_movil', 'transferencia', 'zelle', 'usdt', 'sin_metodo')),
  expected_cents  bigint NOT NULL CHECK (expected_cents >= 0),
  counted_cents   bigint NOT NULL CHECK (counted_cents >= 0),
  PRIMARY KEY (close_id, method)
);
