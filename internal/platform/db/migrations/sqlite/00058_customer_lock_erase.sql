-- Staff's side of customer accounts (issue 25, point 9).
--
-- customer.locked_at is when staff locked the account (null while open),
-- locked_reason why, for the back office: a locked account cannot sign
-- in and its sessions ended with the lock. customer.erased_at is when the
-- account was erased (GDPR Art. 17): its row stays, anonymised and
-- locked, so that the orders keep their link to it.
--
-- sales_order.anonymised_at marks the orders of an erased customer: the
-- order keeps its number, its customer link (to the anonymised account)
-- and the billing name and address its invoice printed (§147 AO), its
-- email address becomes the account's erased one, and staff see the
-- order as "anonymised". The column belongs to package order, which
-- writes it (order.Staff.AnonymiseCustomer); it is here to keep the
-- change in one migration.

-- +goose Up
ALTER TABLE customer ADD COLUMN locked_at TIMESTAMP;
ALTER TABLE customer ADD COLUMN locked_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE customer ADD COLUMN erased_at TIMESTAMP;
ALTER TABLE sales_order ADD COLUMN anonymised_at TIMESTAMP;

-- +goose Down
ALTER TABLE sales_order DROP COLUMN anonymised_at;
ALTER TABLE customer DROP COLUMN erased_at;
ALTER TABLE customer DROP COLUMN locked_reason;
ALTER TABLE customer DROP COLUMN locked_at;
