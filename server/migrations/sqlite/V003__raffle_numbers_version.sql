-- A counter bumped by every change to a raffle's rows in ticket_numbers (purchase, cancellation,
-- counter sale). GET /raffles/{id}/numbers keys its in-memory copy and its ETag on it, so a grid
-- that did not change is served without reading 10,000 rows, and a phone that polls gets a 304.
ALTER TABLE raffles ADD COLUMN numbers_version INTEGER NOT NULL DEFAULT 0 CHECK (numbers_version >= 0);
