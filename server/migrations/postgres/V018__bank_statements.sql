-- Bank statements (issue 34 part 2, ARCHITECTURE §12): the credits a creator imports from the
-- exports of their bank accounts (an account is one of their payment methods), matched against the
-- payment reports waiting for them.

-- How an account's statements are read (0-based columns: one signed amount column, or a credit
-- column and an optional debit column) and matched (tolerance in basis points of the report's
-- amount, 100 = 1%; the date window in days either side). Set once per account, kept for the next.
CREATE TABLE statement_settings (
  payment_method_id   text PRIMARY KEY REFERENCES payment_methods (id) ON DELETE CASCADE,
  owner_id            text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
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
CREATE INDEX statement_settings_owner_idx ON statement_settings (owner_id);

-- One credit of a statement, stored once: a re-import of the same movement (account, day, reference,
-- amount) adds nothing. description is kept as text, whatever it holds (a formula included). A
-- movement pays at most one report (payment_id UNIQUE, claimed by a conditional update), and records
-- the rule it matched by and who verified it.
CREATE TABLE statement_movements (
  id                 text PRIMARY KEY,
  owner_id           text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  payment_method_id  text NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  movement_date      text NOT NULL CHECK (movement_date ~ '^[0-9]{4}-[01][0-9]-[0-3][0-9]$'),
  reference          text NOT NULL,
  description        text NOT NULL DEFAULT '',
  amount_cents       bigint NOT NULL CHECK (amount_cents > 0),
  imported_at        timestamptz NOT NULL,
  payment_id         text UNIQUE REFERENCES payment_details (id) ON DELETE SET NULL,
  match_rule         text CHECK (match_rule IN ('reference', 'reference_suffix', 'amount_date')),
  verified_by        text REFERENCES profiles (id) ON DELETE SET NULL,
  verified_at        timestamptz,
  UNIQUE (payment_method_id, movement_date, reference, amount_cents)
);
CREATE INDEX statement_movements_open_idx ON statement_movements (owner_id, payment_method_id, movement_date)
  WHERE payment_id IS NULL;
