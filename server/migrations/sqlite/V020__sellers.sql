-- Sellers (vendedores, issue 36 part 1). A raffle's creator (a business owner for its raffles)
-- invites a seller by e-mail or phone: a registered e-mail is a seller at once (active); anyone
-- else gets an invitation link (token stored hashed, expiring) that they accept or decline once
-- signed in. Each seller has a personal link code (online purchases through it are credited to
-- them), a commission (percent in basis points, or fixed cents per number) and optionally a block
-- of numbers [block_start, block_end] that only they sell at the counter while active (block_locked:
-- online buyers cannot take its numbers either). Blocks of one raffle never overlap among active
-- and invited sellers: checked under the raffle's lock by the only writer (sellers_repository).
CREATE TABLE raffle_sellers (
  id                 TEXT PRIMARY KEY,
  raffle_id          TEXT NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  user_id            TEXT REFERENCES profiles (id) ON DELETE CASCADE,  -- null: an invitation not yet accepted
  status             TEXT NOT NULL CHECK (status IN ('invited', 'active', 'declined', 'removed')),
  invite_email       TEXT NOT NULL DEFAULT '' CHECK (invite_email NOT GLOB '*[A-Z]*'),
  invite_phone       TEXT NOT NULL DEFAULT '',
  invite_token_hash  TEXT UNIQUE,
  invite_expires_at  TEXT CHECK (invite_expires_at IS NULL OR invite_expires_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  code               TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 6 AND 32),
  commission_type    TEXT NOT NULL CHECK (commission_type IN ('percent', 'fixed')),
  commission_value   INTEGER NOT NULL CHECK (commission_value >= 0),  -- basis points, or cents per number
  block_start        INTEGER CHECK (block_start >= 0),
  block_end          INTEGER,
  block_locked       INTEGER NOT NULL DEFAULT 0 CHECK (block_locked IN (0, 1)),
  invited_by         TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at         TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  updated_at         TEXT NOT NULL CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z'),
  CHECK ((block_start IS NULL) = (block_end IS NULL) AND (block_end IS NULL OR block_end >= block_start)),
  CHECK (commission_type = 'fixed' OR commission_value <= 10000),
  CHECK (user_id IS NOT NULL OR status <> 'active')
) STRICT;
-- One live seller row per person and raffle.
CREATE UNIQUE INDEX raffle_sellers_person_idx ON raffle_sellers (raffle_id, user_id)
  WHERE user_id IS NOT NULL AND status IN ('invited', 'active');
CREATE INDEX raffle_sellers_raffle_idx ON raffle_sellers (raffle_id, status);
CREATE INDEX raffle_sellers_user_idx ON raffle_sellers (user_id);

-- Who a ticket is credited to: the seller whose link the buyer came through, or who sold it at the counter.
ALTER TABLE tickets ADD COLUMN seller_id TEXT REFERENCES profiles (id) ON DELETE SET NULL;
CREATE INDEX tickets_seller_idx ON tickets (seller_id, raffle_id) WHERE seller_id IS NOT NULL;

-- Commissions paid to a seller by the creator: what, to whom, by whom and when.
CREATE TABLE seller_settlements (
  id            TEXT PRIMARY KEY,
  seller_id     TEXT NOT NULL REFERENCES raffle_sellers (id) ON DELETE CASCADE,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  note          TEXT NOT NULL DEFAULT '',
  settled_by    TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
CREATE INDEX seller_settlements_seller_idx ON seller_settlements (seller_id, created_at);
