-- Nothing to change on SQLite (issue 13). PostgreSQL's V010 moves the raffles CHECKs that do not
-- read the sale counters to a trigger on the columns they read, so a purchase's
-- `UPDATE raffles SET sold_tickets = …, numbers_version = …` no longer checks all fifteen. SQLite
-- already checks, on UPDATE, only the CHECK constraints that name a column the statement sets.
SELECT 1;
