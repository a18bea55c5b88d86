-- Nothing to change on PostgreSQL (issue 13). SQLite's V012 writes the notification CHECKs'
-- `type IN (…)` and `priority IN (…)` as comparisons joined by OR: SQLite built a temporary index
-- of the constants at each INSERT. PostgreSQL compares against the list directly.
SELECT 1;
