-- Bank statements (issue 34 part 2, ARCHITECTURE §12): the credits a creator imports from the
-- exports of their bank accounts (an account is one of their payment methods), matched against the
-- payment reports waiting for them.

-- How an account's statements are read (0-based columns: one signed amount column, or a credit
-- column and an optional debit column) and matched (tolerance in basis points of the report's
-- amount, 100 = 1%; the date window in days either side). Set once per account, kept for the next.
CREATE TABLE statement_settings (
  payment_method_id   TEXT PRIMARY KEY REFERENCES payment_methods (id) ON DELETE CASCADE,
  owner_id            TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
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
CREATE INDEX statement_settings_owner_idx ON statement_settings (owner_id);

-- One credit of a statement, stored once: a re-import of the same movement (account, day, reference,
-- amount) adds nothing. description is kept as text, whatever it holds (a formula included). A
-- movement pays at most one report (payment_id UNIQUE, claimed by a conditional update), and records
-- the rule it matched by and who verified it.
CREATE TABLE statement_movements (
  id                 TEXT PRIMARY KEY,
  owner_id           TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  payment_method_id  TEXT NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  movement_date      TEXT NOT NULL CHECK (movement_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  reference          TEXT NOT NULL,
  description        TEXT NOT NULL DEFAULT '',
  amount_cents       INTEGER NOT NULL CHECK (amount_cents > 0),
  imported_at        TEXT NOT NULL CHECK (imported_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  payment_id         TEXT UNIQUE REFERENCES payment_details (id) ON DELETE SET NULL,
  match_rule         TEXT CHECK (match_rule IN ('reference', 'reference_suffix', 'amount_date')),
  verified_by        TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  verified_at        TEXT CHECK (verified_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  UNIQUE (payment_method_id, movement_date, reference, amount_cents)
) STRICT;
CREATE INDEX statement_movements_open_idx ON statement_movements (owner_id, payment_method_id, movement_date)
  WHERE payment_id IS NULL;
