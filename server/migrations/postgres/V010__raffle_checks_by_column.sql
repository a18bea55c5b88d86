-- A purchase's UPDATE of the raffle's sale counters checks the counters' constraints only
-- (issue 13).
--
-- PostgreSQL 15 checks every CHECK constraint of a table on every UPDATE, whatever the SET names,
-- and re-reads each one from its stored text for every statement: raffles has fifteen, and each
-- purchase's `UPDATE raffles SET sold_tickets = …, numbers_version = …` paid for all of them (a
-- fifth to a quarter of PostgreSQL's CPU per purchase, bench/RESULTS.md "PostgreSQL purchases").
-- SQLite already skips a CHECK that names no column the UPDATE sets. Here the two constraints on
-- the counters stay CHECKs, and the other thirteen, unchanged, move to a trigger that runs on
-- INSERT and on an UPDATE that sets one of the columns they read (a plpgsql function keeps its
-- expressions compiled per connection). The rules and the SQLSTATE (23514, check_violation, with
-- the constraint's name) are the same; a NULL passes, as it does a CHECK.
ALTER TABLE raffles
  DROP CONSTRAINT raffles_check1,
  DROP CONSTRAINT raffles_draw_outcome_check,
  DROP CONSTRAINT raffles_drawn_number_check,
  DROP CONSTRAINT raffles_image_variants_check,
  DROP CONSTRAINT raffles_lottery_check,
  DROP CONSTRAINT raffles_reservation_minutes_check,
  DROP CONSTRAINT raffles_seal_sha256_check,
  DROP CONSTRAINT raffles_status_check,
  DROP CONSTRAINT raffles_tags_check,
  DROP CONSTRAINT raffles_ticket_price_cents_check,
  DROP CONSTRAINT raffles_title_check,
  DROP CONSTRAINT raffles_total_tickets_check,
  DROP CONSTRAINT raffles_unsold_rule_check;

CREATE FUNCTION raffles_check_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  failed text;
BEGIN
  IF NOT (NEW.title <> '') THEN failed := 'raffles_title_check';
  ELSIF NOT (NEW.ticket_price_cents > 0) THEN failed := 'raffles_ticket_price_cents_check';
  ELSIF NOT (NEW.total_tickets IN (100, 1000, 10000)) THEN failed := 'raffles_total_tickets_check';
  ELSIF NOT (NEW.status IN ('active', 'waiting', 'completed', 'cancelled')) THEN failed := 'raffles_status_check';
  ELSIF NOT (NEW.lottery IN ('nacional', 'zulia', 'caracas', 'tachira', 'oriente')) THEN failed := 'raffles_lottery_check';
  ELSIF NOT (jsonb_typeof(NEW.tags) = 'array') THEN failed := 'raffles_tags_check';
  ELSIF NOT (NEW.winner_number >= 0 AND NEW.winner_number < NEW.total_tickets) THEN failed := 'raffles_check1';
  ELSIF NOT (NEW.reservation_minutes BETWEEN 15 AND 4320) THEN failed := 'raffles_reservation_minutes_check';
  ELSIF NOT (jsonb_typeof(NEW.image_variants) = 'array') THEN failed := 'raffles_image_variants_check';
  ELSIF NOT (NEW.unsold_rule IN ('next_draw', 'nearest_sold', 'void')) THEN failed := 'raffles_unsold_rule_check';
  ELSIF NOT (NEW.seal_sha256 IS NULL OR length(NEW.seal_sha256) = 64) THEN failed := 'raffles_seal_sha256_check';
  ELSIF NOT (NEW.drawn_number IS NULL OR NEW.drawn_number >= 0) THEN failed := 'raffles_drawn_number_check';
  ELSIF NOT (NEW.draw_outcome IS NULL OR NEW.draw_outcome IN ('winner', 'nearest_sold', 'void', 'next_draw')) THEN
    failed := 'raffles_draw_outcome_check';
  END IF;
  IF failed IS NOT NULL THEN
    RAISE EXCEPTION 'new row for relation "raffles" violates check constraint "%"', failed
      USING ERRCODE = 'check_violation', TABLE = 'raffles', CONSTRAINT = failed;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER raffles_check_row BEFORE INSERT OR UPDATE OF
  title, ticket_price_cents, total_tickets, status, lottery, tags, winner_number, reservation_minutes,
  image_variants, unsold_rule, seal_sha256, drawn_number, draw_outcome
  ON raffles FOR EACH ROW EXECUTE FUNCTION raffles_check_row();
