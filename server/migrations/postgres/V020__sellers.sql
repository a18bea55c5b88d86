-- Sellers (vendedores, issue 36 part 1). A raffle's creator (a business owner for its raffles)
-- invites a seller by e-mail or phone: a registered e-mail is a seller at once (active); anyone
-- else gets an invitation link (token stored hashed, expiring) that they accept or decline once
-- signed in. Each seller has a personal link code (online purchases through it are credited to
-- them), a commission (percent in basis points, or fixed cents per number) and optionally a block
-- of numbers [block_start, block_end] that only they sell at the counter while active (block_locked:
-- online buyers cannot take its numbers either). Blocks of one raffle never overlap among active
-- and invited sellers: checked under the raffle's row lock (sellers_repository).
CREATE TABLE raffle_sellers (
  id                 text PRIMARY KEY,
  raffle_id          text NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  user_id            text REFERENCES profiles (id) ON DELETE CASCADE,  -- null: an invitation not yet accepted
  status             text NOT NULL CHECK (status IN ('invited', 'active', 'declined', 'removed')),
  invite_email       text NOT NULL DEFAULT '' CHECK (invite_email = lower(invite_email)),
  invite_phone       text NOT NULL DEFAULT '',
  invite_token_hash  text UNIQUE,
  invite_expires_at  timestamptz,
  code               text NOT NULL UNIQUE CHECK (length(code) BETWEEN 6 AND 32),
  commission_type    text NOT NULL CHECK (commission_type IN ('percent', 'fixed')),
  commission_value   bigint NOT NULL CHECK (commission_value >= 0),  -- basis points, or cents per number
  block_start        integer CHECK (block_start >= 0),
  block_end          integer,
  block_locked       boolean NOT NULL DEFAULT false,
  invited_by         text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CHECK ((block_start IS NULL) = (block_end IS NULL) AND (block_end IS NULL OR block_end >= block_start)),
  CHECK (commission_type = 'fixed' OR commission_value <= 10000),
  CHECK (user_id IS NOT NULL OR status <> 'active')
);
-- One live seller row per person and raffle.
CREATE UNIQUE INDEX raffle_sellers_person_idx ON raffle_sellers (raffle_id, user_id)
  WHERE user_id IS NOT NULL AND status IN ('invited', 'active');
CREATE INDEX raffle_sellers_raffle_idx ON raffle_sellers (raffle_id, status);
CREATE INDEX raffle_sellers_user_idx ON raffle_sellers (user_id);

-- Who a ticket is credited to: the seller whose link the buyer came through, or who sold it at the counter.
ALTER TABLE tickets ADD COLUMN seller_id text REFERENCES profiles (id) ON DELETE SET NULL;
CREATE INDEX tickets_seller_idx ON tickets (seller_id, raffle_id) WHERE seller_id IS NOT NULL;

-- Commissions paid to a seller by the creator: what, to whom, by whom and when.
CREATE TABLE seller_settlements (
  id            text PRIMARY KEY,
  seller_id     text NOT NULL REFERENCES raffle_sellers (id) ON DELETE CASCADE,
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  note          text NOT NULL DEFAULT '',
  settled_by    text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX seller_settlements_seller_idx ON seller_settlements (seller_id, created_at);
