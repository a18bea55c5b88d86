-- Bank movements that look alike are kept apart (issue 34 leftovers): two credits of one day with the
-- same amount and no reference (two Bs 100,00 cash deposits) were one movement under the key
-- (account, day, reference, amount). `occurrence` numbers the identical lines within the file that
-- brought them (1, 2, …), and is part of the key: a re-import of the same file (or of a longer export
-- holding the same day) finds the same numbers and adds nothing, while two deposits stay two.
-- The old four-column UNIQUE constraints were named by PostgreSQL (V018, V026): found by their columns.
ALTER TABLE statement_movements ADD COLUMN occurrence integer NOT NULL DEFAULT 1 CHECK (occurrence >= 1);
ALTER TABLE platform_statement_movements ADD COLUMN occurrence integer NOT NULL DEFAULT 1 CHECK (occurrence >= 1);
DO $$
DECLARE
  found record;
BEGIN
  FOR found IN
    SELECT c.conrelid::regclass::text AS tab, c.conname
    FROM pg_constraint c
    WHERE c.contype = 'u'
      AND c.conrelid IN ('statement_movements'::regclass, 'platform_statement_movements'::regclass)
      AND array_length(c.conkey, 1) = 4
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', found.tab, found.conname);
  END LOOP;
END $$;
ALTER TABLE statement_movements ADD CONSTRAINT statement_movements_key_v29
  UNIQUE (payment_method_id, movement_date, reference, amount_cents, occurrence);
ALTER TABLE platform_statement_movements ADD CONSTRAINT platform_statement_movements_key_v29
  UNIQUE (config_id, movement_date, reference, amount_cents, occurrence);
