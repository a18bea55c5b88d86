-- Bank statements of the platform (issue 34 part 2): the super admin imports the statements of the
-- platform's payment accounts (mobile_payment_config, pago móvil or transferencia) and matches
-- them against the subscriptions' pending mobile payments. The same reading settings and
-- movements as a creator's (V018), keyed by the platform's account.

CREATE TABLE platform_statement_settings (
  config_id           text PRIMARY KEY REFERENCES mobile_payment_config (id) ON DELETE CASCADE,
  updated_by          text REFERENCES profiles (id) ON DELETE SET NULL,
  date_column         integer NOT NULL CHECK (date_column BETWEEN 0 AND 49),
  reference_column    integer NOT NULL CHECK (reference_column BETWEEN 0 AND 49),
  description_column  integer CHECK (description_column BETWEEN 0 AND 49),
  amount_column       integer CHECK (amount_column BETWEEN 0 AND 49),
  credit_column       integer CHECK (credit_column BETWEEN 0 AND 49),
  debit_column        integer CHECK (debit_column BETWEEN 0 AND 49),
  tolerance_bp        integer NOT NULL DEFAULT 100 CHECK (tolerance_bp BETWEEN 0 AND 5000),
  window_days         integer NOT NULL DEFAULT 3 CHECK (window_days BETWEEN 0 AND 30),
  updated_at          timestamptz NOT NULL,
  CHECK ((amount_column IS NULL) <> (credit_column IS NULL))
);
CREATE INDEX platform_statement_settings_updated_by_idx ON platform_statement_settings (updated_by);

-- One credit of the platform's statement, stored once per (account, day, reference, amount). A
-- movement pays at most one subscription mobile payment (payment_id UNIQUE, claimed by a
-- conditional update) and records the rule it matched by and the super admin who approved it.
CREATE TABLE platform_statement_movements (
  id                 text PRIMARY KEY,
  config_id          text NOT NULL REFERENCES mobile_payment_config (id) ON DELETE CASCADE,
  movement_date      text NOT NULL CHECK (movement_date ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$'),
  reference          text NOT NULL,
  description        text NOT NULL DEFAULT '',
  amount_cents       bigint NOT NULL CHECK (amount_cents > 0),
  imported_at        timestamptz NOT NULL,
  payment_id         text UNIQUE REFERENCES subscription_mobile_payments (id) ON DELETE SET NULL,
  match_rule         text CHECK (match_rule IN ('reference', 'reference_suffix', 'amount_date')),
  verified_by        text REFERENCES profiles (id) ON DELETE SET NULL,
  verified_at        timestamptz,
  UNIQUE (config_id, movement_date, reference, amount_cents)
);
CREATE INDEX platform_statement_movements_open_idx ON platform_statement_movements (config_id, movement_date)
  WHERE payment_id IS NULL;
CREATE INDEX platform_statement_movements_verified_by_idx ON platform_statement_movements (verified_by);
