-- The draw (issue 10): the rule fixed before the first sale, sales closed and the sold numbers sealed,
-- the lottery result and every draw attempt, ratings of organisers, and public receipt codes.

-- The rule: the lottery draw that decides (at or after end_date) and what happens when the drawn
-- number has no paid ticket. Raffles created before this get their end date as the draw.
ALTER TABLE raffles ADD COLUMN draw_at TEXT CHECK (draw_at IS NULL OR draw_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
UPDATE raffles SET draw_at = end_date;
ALTER TABLE raffles ADD COLUMN unsold_rule TEXT NOT NULL DEFAULT 'next_draw' CHECK (unsold_rule IN ('next_draw', 'nearest_sold', 'void'));

-- Sales closed and sealed (set once by the job runner or the draw); the seal's text lives in raffle_seals.
ALTER TABLE raffles ADD COLUMN sales_closed_at TEXT CHECK (sales_closed_at IS NULL OR sales_closed_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE raffles ADD COLUMN seal_sha256 TEXT CHECK (seal_sha256 IS NULL OR length(seal_sha256) = 64);
CREATE INDEX raffles_unsealed_idx ON raffles (end_date) WHERE sales_closed_at IS NULL AND status IN ('active', 'waiting');

-- The latest draw (its attempts are in raffle_draws): the published result, the number it gives, the
-- outcome of the rule, the winning ticket, the official result's link and photo, a super admin's
-- correction, and the winner's confirmation of the prize.
ALTER TABLE raffles ADD COLUMN lottery_result TEXT;
ALTER TABLE raffles ADD COLUMN drawn_number INTEGER CHECK (drawn_number IS NULL OR drawn_number >= 0);
ALTER TABLE raffles ADD COLUMN draw_outcome TEXT CHECK (draw_outcome IS NULL OR draw_outcome IN ('winner', 'nearest_sold', 'void', 'next_draw'));
ALTER TABLE raffles ADD COLUMN winner_ticket_id TEXT REFERENCES tickets (id) ON DELETE SET NULL;
ALTER TABLE raffles ADD COLUMN result_url TEXT;
ALTER TABLE raffles ADD COLUMN result_image_url TEXT;
ALTER TABLE raffles ADD COLUMN drawn_at TEXT CHECK (drawn_at IS NULL OR drawn_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE raffles ADD COLUMN draw_correction_reason TEXT;
ALTER TABLE raffles ADD COLUMN draw_corrected_at TEXT CHECK (draw_corrected_at IS NULL OR draw_corrected_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
ALTER TABLE raffles ADD COLUMN prize_confirmed_at TEXT CHECK (prize_confirmed_at IS NULL OR prize_confirmed_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');

-- The sealed list: exactly the bytes hashed (one line "NNNN;<ticket id>;<paid|pending>\n" per sold
-- number, sorted by number).
CREATE TABLE raffle_seals (
  raffle_id      TEXT PRIMARY KEY REFERENCES raffles (id) ON DELETE CASCADE,
  sha256         TEXT NOT NULL CHECK (length(sha256) = 64),
  body           TEXT NOT NULL,
  line_count     INTEGER NOT NULL CHECK (line_count >= 0),
  paid_count     INTEGER NOT NULL CHECK (paid_count >= 0),
  sealed_at      TEXT NOT NULL CHECK (sealed_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;

-- Every draw attempt and correction, append-only.
CREATE TABLE raffle_draws (
  id                 TEXT PRIMARY KEY,
  raffle_id          TEXT NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  lottery_result     TEXT,
  drawn_number       INTEGER NOT NULL CHECK (drawn_number >= 0),
  outcome            TEXT NOT NULL CHECK (outcome IN ('winner', 'nearest_sold', 'void', 'next_draw')),
  winner_number      INTEGER CHECK (winner_number IS NULL OR winner_number >= 0),
  winner_ticket_id   TEXT REFERENCES tickets (id) ON DELETE SET NULL,
  winner_id          TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  result_url         TEXT,
  result_image_url   TEXT,
  entered_by         TEXT REFERENCES profiles (id) ON DELETE SET NULL,
  correction_reason  TEXT,
  created_at         TEXT NOT NULL CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
CREATE INDEX raffle_draws_raffle_idx ON raffle_draws (raffle_id, created_at);

-- Tickets: the public receipt code (128 random bits, hex) and when a ticket became paid.
ALTER TABLE tickets ADD COLUMN receipt_code TEXT;
UPDATE tickets SET receipt_code = lower(hex(randomblob(16))) WHERE receipt_code IS NULL;
CREATE UNIQUE INDEX tickets_receipt_code_idx ON tickets (receipt_code);
ALTER TABLE tickets ADD COLUMN paid_at TEXT CHECK (paid_at IS NULL OR paid_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z');
UPDATE tickets SET paid_at = updated_at WHERE status = 'paid';

-- Ratings: nothing wrote the old table; it now records who rated whom, for which raffle, and a comment.
DROP TABLE ratings;
CREATE TABLE ratings (
  id          TEXT PRIMARY KEY,
  ticket_id   TEXT NOT NULL UNIQUE REFERENCES tickets (id) ON DELETE CASCADE,
  raffle_id   TEXT NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  rater_id    TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  creator_id  TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  rating      INTEGER NOT NULL CHECK (rating >= 1 AND rating <= 5),
  comment     TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]Z')
) STRICT;
CREATE INDEX ratings_creator_idx ON ratings (creator_id, created_at DESC);

-- The organiser's record, kept by the draw and the prize confirmation.
ALTER TABLE profiles ADD COLUMN raffles_completed INTEGER NOT NULL DEFAULT 0 CHECK (raffles_completed >= 0);
ALTER TABLE profiles ADD COLUMN prizes_delivered INTEGER NOT NULL DEFAULT 0 CHECK (prizes_delivered >= 0);
