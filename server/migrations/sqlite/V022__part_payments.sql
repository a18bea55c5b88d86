-- Part payments (abonos, issue 34 part 3, ARCHITECTURE §12): a ticket takes several payment reports.
-- What is owed is the price minus the verified parts, each at the currency and rate stored with it.
-- payment_details.ticket_id is no longer unique; a ticket has at most one report waiting for review
-- (a partial unique index), and its reports are read by ticket (an index).
-- SQLite cannot drop a column's UNIQUE in place: the table is rebuilt with every column, CHECK, FK and
-- index it had (V001, V006). Dropping the old table with foreign keys on sets the bank movements'
-- claims (statement_movements.payment_id, ON DELETE SET NULL) to NULL: they are kept aside and put
-- back once the new table has the old one's name.
CREATE TABLE payment_claims_v22 AS SELECT id, payment_id FROM statement_movements WHERE payment_id IS NOT NULL;
CREATE TABLE payment_details_v22 (
  id                    TEXT PRIMARY KEY,
  ticket_id             TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  method                TEXT NOT NULL,
  reference             TEXT,
  amount_cents          INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency              TEXT NOT NULL DEFAULT 'USD',
  payment_date          TEXT CHECK (payment_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),  -- the spec's "date"
  bank                  TEXT,
  account_number        TEXT,
  phone_number          TEXT,
  email                 TEXT,
  notes                 TEXT,         -- the payer's notes
  screenshot_url        TEXT,         -- storage path of the proof (verification-documents)
  verification_status   TEXT NOT NULL DEFAULT 'pending'
                        CHECK (verification_status IN ('pending', 'verified', 'rejected')),
  verified_by           TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  verified_at           TEXT CHECK (verified_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  verification_notes    TEXT,         -- the verifier's notes on rejection
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  payee_id              TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  payment_method_id     TEXT REFERENCES payment_methods (id) ON DELETE SET NULL,
  expected_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (expected_amount_cents >= 0),
  exchange_rate_cents   INTEGER CHECK (exchange_rate_cents IS NULL OR exchange_rate_cents > 0),
  reference_key         TEXT,
  bank_key              TEXT,
  screenshot_sha256     TEXT,
  screenshot_dhash      INTEGER,
  duplicate_flags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(duplicate_flags) AND json_type(duplicate_flags) = 'array')
) STRICT;
INSERT INTO payment_details_v22 (id, ticket_id, method, reference, amount_cents, currency, payment_date, bank,
    account_number, phone_number, email, notes, screenshot_url, verification_status, verified_by, verified_at,
    verification_notes, created_at, updated_at, payee_id, payment_method_id, expected_amount_cents,
    exchange_rate_cents, reference_key, bank_key, screenshot_sha256, screenshot_dhash, duplicate_flags)
  SELECT id, ticket_id, method, reference, amount_cents, currency, payment_date, bank,
    account_number, phone_number, email, notes, screenshot_url, verification_status, verified_by, verified_at,
    verification_notes, created_at, updated_at, payee_id, payment_method_id, expected_amount_cents,
    exchange_rate_cents, reference_key, bank_key, screenshot_sha256, screenshot_dhash, duplicate_flags
  FROM payment_details;
DROP TABLE payment_details;
ALTER TABLE payment_details_v22 RENAME TO payment_details;
CREATE INDEX payment_details_status_idx ON payment_details (verification_status, created_at);
CREATE INDEX payment_details_verified_by_idx ON payment_details (verified_by);
CREATE INDEX payment_details_payee_status_idx ON payment_details (payee_id, verification_status, created_at);
CREATE INDEX payment_details_reference_idx ON payment_details (payee_id, reference_key) WHERE reference_key IS NOT NULL;
CREATE INDEX payment_details_sha256_idx ON payment_details (screenshot_sha256) WHERE screenshot_sha256 IS NOT NULL;
CREATE INDEX payment_details_ticket_idx ON payment_details (ticket_id, created_at);
CREATE UNIQUE INDEX payment_details_one_pending_idx ON payment_details (ticket_id) WHERE verification_status = 'pending';
UPDATE statement_movements SET payment_id = (SELECT c.payment_id FROM payment_claims_v22 c WHERE c.id = statement_movements.id)
 WHERE id IN (SELECT id FROM payment_claims_v22);
DROP TABLE payment_claims_v22;
