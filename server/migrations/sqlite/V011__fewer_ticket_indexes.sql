-- Two fewer indexes written by every purchase (issue 13). Their queries keep an index:
-- tickets_raffle_idx (raffle_id, created_at DESC) serves a raffle's tickets by status (the creator's
-- list, the draw's paid tickets) and by seller (the business's summaries), reading the raffle's
-- tickets and filtering them. On SQLite's single writer these two leaf pages per purchase, one for
-- each of the raffle's regions, were a fifth of the CPU per purchase (bench/RESULTS.md).
DROP INDEX tickets_raffle_status_idx;
DROP INDEX tickets_raffle_sold_by_idx;
