-- Bank movements that look alike are kept apart (issue 34 leftovers): two credits of one day with the
-- same amount and no reference (two Bs 100,00 cash deposits) were one movement under the key
-- (account, day, reference, amount). `occurrence` numbers the identical lines within the file that
-- brought them (1, 2, …), and is part of the key: a re-import of the same file (or of a longer export
-- holding the same day) finds the same numbers and adds nothing, while two deposits stay two.
-- SQLite cannot change a table's UNIQUE in place: both movement tables are rebuilt with every column,
-- CHECK, FK and index they had (V018, V026). No table references them, so dropping loses nothing.
CREATE TABLE statement_movements_v29 (
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
  occurrence         INTEGER NOT NULL DEFAULT 1 CHECK (occurrence >= 1),
  UNIQUE (payment_method_id, movement_date, reference, amount_cents, occurrence)
) STRICT;
INSERT INTO statement_movements_v29 (id, owner_id, payment_method_id, movement_date, reference, description,
    amount_cents, imported_at, payment_id, match_rule, verified_by, verified_at, occurrence)
  SELECT id, owner_id, payment_method_id, movement_date, reference, description, amount_cents, imported_at,
    payment_id, match_rule, verified_by, verified_at, 1
  FROM statement_movements;
DROP TABLE statement_movements;
ALTER TABLE statement_movements_v29 RENAME TO statement_movements;
CREATE INDEX statement_movements_open_idx ON statement_movements (owner_id, payment_method_id, movement_date)
  WHERE payment_id IS NULL;

CREATE TABLE platform_statement_movements_v29 (
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
  occurrence         INTEGER NOT NULL DEFAULT 1 CHECK (occurrence >= 1),
  UNIQUE (config_id, movement_date, reference, amount_cents, occurrence)
) STRICT;
INSERT INTO platform_statement_movements_v29 (id, config_id, movement_date, reference, description, amount_cents,
    imported_at, payment_id, match_rule, verified_by, verified_at, occurrence)
  SELECT id, config_id, movement_date, reference, description, amount_cents, imported_at, payment_id, match_rule,
    verified_by, verified_at, 1
  FROM platform_statement_movements;
DROP TABLE platform_statement_movements;
ALTER TABLE platform_statement_movements_v29 RENAME TO platform_statement_movements;
CREATE INDEX platform_statement_movements_open_idx ON platform_statement_movements (config_id, movement_date)
  WHERE payment_id IS NULL;
CREATE INDEX platform_statement_movements_verified_by_idx ON platform_statement_movements (verified_by);
