-- Bank statements of the platform (issue 34 part 2): the super admin imports the statements of the
-- platform's payment accounts (mobile_payment_config, pago móvil or transferencia) and matches
-- them against the subscriptions' pending mobile payments. The same reading settings and
-- movements as a creator's (V018), keyed by the platform's account.

CREATE TABLE platform_statement_settings (
  config_id           TEXT PRIMARY KEY REFERENCES mobile_payment_config (id) ON DELETE CASCADE,
  updated_by          TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  date_column         INTEGER NOT NULL CHECK (date_column BETWEEN 0 AND 49),
  reference_column    INTEGER NOT NULL CHECK (reference_column BETWEEN 0 AND 49),
  description_column  INTEGER CHECK (description_column BETWEEN 0 AND 49),
  amount_column       INTEGER CHECK (amount_column BETWEEN 0 AND 49),
  credit_column       INTEGER CHECK (credit_column BETWEEN 0 AND 49),
  debit_column        INTEGER CHECK (debit_column BETWEEN 0 AND 49),
  tolerance_bp        INTEGER NOT NULL DEFAULT 100 CHECK (tolerance_bp BETWEEN 0 AND 5000),
  window_days         INTEGER NOT NULL DEFAULT 3 CHECK (window_days BETWEEN 0 AND 30),
  updated_at          TEXT NOT NULL CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  CHECK ((amount_column IS NULL) <> (credit_column IS NULL))
) STRICT;
CREATE INDEX platform_statement_settings_updated_by_idx ON platform_statement_settings (updated_by);

-- One credit of the platform's statement, stored once per (account, day, reference, amount). A
-- movement pays at most one subscription mobile payment (payment_id UNIQUE, claimed by a
-- conditional update) and records the rule it matched by and the super admin who approved it.
CREATE TABLE platform_statement_movements (
  id                 TEXT PRIMARY KEY,
  config_id          TEXT NOT NULL REFERENCES mobile_payment_config (id) ON DELETE CASCADE,
  movement_date      TEXT NOT NULL CHECK (movement_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  reference          TEXT NOT NULL,
  description        TEXT NOT NULL DEFAULT '',
  amount_cents       INTEGER NOT NULL CHECK (amount_cents > 0),
  imported_at        TEXT NOT NULL CHECK (imported_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  payment_id         TEXT UNIQUE REFERENCES subscription_mobile_payments (id) ON DELETE SET NULL,
  match_rule         TEXT CHECK (match_rule IN ('reference', 'reference_suffix', 'amount_date')),
  verified_by        TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  verified_at        TEXT CHECK (verified_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  UNIQUE (config_id, movement_date, reference, amount_cents)
) STRICT;
CREATE INDEX platform_statement_movements_open_idx ON platform_statement_movements (config_id, movement_date)
  WHERE payment_id IS NULL;
CREATE INDEX platform_statement_movements_verified_by_idx ON platform_statement_movements (verified_by);
