-- Part payments (abonos, issue 34 part 3, ARCHITECTURE §12): a ticket takes several payment reports.
-- What is owed is the price minus the verified parts, each at the currency and rate stored with it.
-- payment_details.ticket_id is no longer unique; a ticket has at most one report waiting for review
-- (a partial unique index), and its reports are read by ticket (an index).
ALTER TABLE payment_details DROP CONSTRAINT payment_details_ticket_id_key;
CREATE INDEX payment_details_ticket_idx ON payment_details (ticket_id, created_at);
CREATE UNIQUE INDEX payment_details_one_pending_idx ON payment_details (ticket_id) WHERE verification_status = 'pending';
