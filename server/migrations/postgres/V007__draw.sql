-- The draw (issue 10): the rule fixed before the first sale, sales closed and the sold numbers sealed,
-- the lottery result and every draw attempt, ratings of organisers, and public receipt codes.

-- The rule: the lottery draw that decides (at or after end_date) and what happens when the drawn
-- number has no paid ticket. Raffles created before this get their end date as the draw.
ALTER TABLE raffles ADD COLUMN draw_at timestamptz;
UPDATE raffles SET draw_at = end_date;
ALTER TABLE raffles ALTER COLUMN draw_at SET NOT NULL;
ALTER TABLE raffles ADD COLUMN unsold_rule text NOT NULL DEFAULT 'next_draw' CHECK (unsold_rule IN ('next_draw', 'nearest_sold', 'void'));

-- Sales closed and sealed (set once by the job runner or the draw); the seal's text lives in raffle_seals.
ALTER TABLE raffles ADD COLUMN sales_closed_at timestamptz;
ALTER TABLE raffles ADD COLUMN seal_sha256 text CHECK (seal_sha256 IS NULL OR length(seal_sha256) = 64);
CREATE INDEX raffles_unsealed_idx ON raffles (end_date) WHERE sales_closed_at IS NULL AND status IN ('active', 'waiting');

-- The latest draw (its attempts are in raffle_draws): the published result, the number it gives, the
-- outcome of the rule, the winning ticket, the official result's link and photo, a super admin's
-- correction, and the winner's confirmation of the prize.
ALTER TABLE raffles ADD COLUMN lottery_result text;
ALTER TABLE raffles ADD COLUMN drawn_number integer CHECK (drawn_number IS NULL OR drawn_number >= 0);
ALTER TABLE raffles ADD COLUMN draw_outcome text CHECK (draw_outcome IS NULL OR draw_outcome IN ('winner', 'nearest_sold', 'void', 'next_draw'));
ALTER TABLE raffles ADD COLUMN winner_ticket_id text REFERENCES tickets (id) ON DELETE SET NULL;
ALTER TABLE raffles ADD COLUMN result_url text;
ALTER TABLE raffles ADD COLUMN result_image_url text;
ALTER TABLE raffles ADD COLUMN drawn_at timestamptz;
ALTER TABLE raffles ADD COLUMN draw_correction_reason text;
ALTER TABLE raffles ADD COLUMN draw_corrected_at timestamptz;
ALTER TABLE raffles ADD COLUMN prize_confirmed_at timestamptz;

-- The sealed list: exactly the bytes hashed (one line "NNNN;<ticket id>;<paid|pending>\n" per sold
-- number, sorted by number).
CREATE TABLE raffle_seals (
  raffle_id      text PRIMARY KEY REFERENCES raffles (id) ON DELETE CASCADE,
  sha256         text NOT NULL CHECK (length(sha256) = 64),
  body           text NOT NULL,
  line_count     integer NOT NULL CHECK (line_count >= 0),
  paid_count     integer NOT NULL CHECK (paid_count >= 0),
  sealed_at      timestamptz NOT NULL
);

-- Every draw attempt and correction, append-only.
CREATE TABLE raffle_draws (
  id                 text PRIMARY KEY,
  raffle_id          text NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  lottery_result     text,
  drawn_number       integer NOT NULL CHECK (drawn_number >= 0),
  outcome            text NOT NULL CHECK (outcome IN ('winner', 'nearest_sold', 'void', 'next_draw')),
  winner_number      integer CHECK (winner_number IS NULL OR winner_number >= 0),
  winner_ticket_id   text REFERENCES tickets (id) ON DELETE SET NULL,
  winner_id          text REFERENCES profiles (id) ON DELETE SET NULL,
  result_url         text,
  result_image_url   text,
  entered_by         text REFERENCES profiles (id) ON DELETE SET NULL,
  correction_reason  text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX raffle_draws_raffle_idx ON raffle_draws (raffle_id, created_at);

-- Tickets: the public receipt code (128 random bits, hex) and when a ticket became paid.
ALTER TABLE tickets ADD COLUMN receipt_code text;
UPDATE tickets SET receipt_code = substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32)
 WHERE receipt_code IS NULL;
CREATE UNIQUE INDEX tickets_receipt_code_idx ON tickets (receipt_code);
ALTER TABLE tickets ADD COLUMN paid_at timestamptz;
UPDATE tickets SET paid_at = updated_at WHERE status = 'paid';

-- Ratings: nothing wrote the old table; it now records who rated whom, for which raffle, and a comment.
DROP TABLE ratings;
CREATE TABLE ratings (
  id          text PRIMARY KEY,
  ticket_id   text NOT NULL UNIQUE REFERENCES tickets (id) ON DELETE CASCADE,
  raffle_id   text NOT NULL REFERENCES raffles (id) ON DELETE CASCADE,
  rater_id    text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  creator_id  text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  rating      integer NOT NULL CHECK (rating >= 1 AND rating <= 5),
  comment     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ratings_creator_idx ON ratings (creator_id, created_at DESC);

-- The organiser's record, kept by the draw and the prize confirmation.
ALTER TABLE profiles ADD COLUMN raffles_completed integer NOT NULL DEFAULT 0 CHECK (raffles_completed >= 0);
ALTER TABLE profiles ADD COLUMN prizes_delivered integer NOT NULL DEFAULT 0 CHECK (prizes_delivered >= 0);
