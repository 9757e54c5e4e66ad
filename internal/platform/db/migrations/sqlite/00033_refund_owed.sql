-- Refunds owed (issue 23, points 13 and 14). A row of sales_refund is now
-- money the shop owes a customer from the moment it is decided (a
-- cancellation, a return, staff), written in the transaction that decides
-- it, until it is paid:
--   state      owed (decided, not yet accepted by the provider, or a bank
--              transfer for staff to make), paying (the provider accepted
--              it), paid, failed (the provider refused it or its refund
--              failed: still owed, for staff to retry or record paid) or
--              canceled (not owed: staff dropped it; before this change, a
--              failed or canceled refund, whose amount was given back);
--   method     provider (paid through the order's payment provider) or
--              transfer (a bank transfer staff make and record);
--   parts      what it gives back of each thing the order charged, JSON
--              ([{"item": id, "units": n, "amount": cents} or {"shipping":
--              true, "category": "S", "rate": 19, "amount": cents}]), so
--              returns and refunds add up to what was paid; '' before this
--              change;
--   attempts, last_error, next_attempt_at
--              how often the provider was asked, what went wrong last and
--              when the next attempt is due after an outage;
--   attempting_until
--              the lease of the attempt under way, so concurrent attempts
--              ask the provider once.
-- status stays the provider's own (queued until it answered).
-- Bank transfers of cancelled orders owed back before this change (the
-- history said so, nothing else did) become transfer refunds owed.

-- +goose Up
ALTER TABLE sales_refund ADD COLUMN state TEXT NOT NULL DEFAULT 'owed'
    CHECK (state IN ('owed', 'paying', 'paid', 'failed', 'canceled'));
ALTER TABLE sales_refund ADD COLUMN method TEXT NOT NULL DEFAULT 'provider' CHECK (method IN ('provider', 'transfer'));
ALTER TABLE sales_refund ADD COLUMN parts TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_refund ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sales_refund ADD COLUMN last_error TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_refund ADD COLUMN next_attempt_at TIMESTAMP;
ALTER TABLE sales_refund ADD COLUMN attempting_until TIMESTAMP;
UPDATE sales_refund SET
    state = CASE WHEN status = 'refunded' THEN 'paid'
                 WHEN status IN ('failed', 'canceled') THEN 'canceled'
                 WHEN provider_ref = '' THEN 'owed'
                 ELSE 'paying' END,
    attempts = CASE WHEN provider_ref = '' THEN 0 ELSE 1 END;
INSERT INTO sales_refund (order_id, payment_id, amount, reason, status, request_key, created_at, updated_at, state, method)
SELECT o.id, p.id, p.amount, '', 'queued', 'paddock-refund-' || o.id || '-transfer', o.updated_at, o.updated_at, 'owed', 'transfer'
FROM sales_order o JOIN payment p ON p.order_id = o.id
WHERE o.status = 'canceled' AND p.method = 'banktransfer' AND p.status = 'paid' AND p.amount > 0
  AND NOT EXISTS (SELECT 1 FROM sales_refund r WHERE r.order_id = o.id);
CREATE INDEX sales_refund_owed ON sales_refund (created_at, id) WHERE state IN ('owed', 'paying', 'failed');

-- +goose Down
DROP INDEX sales_refund_owed;
DELETE FROM sales_refund WHERE method = 'transfer' AND state <> 'paid';
ALTER TABLE sales_refund DROP COLUMN attempting_until;
ALTER TABLE sales_refund DROP COLUMN next_attempt_at;
ALTER TABLE sales_refund DROP COLUMN last_error;
ALTER TABLE sales_refund DROP COLUMN attempts;
ALTER TABLE sales_refund DROP COLUMN parts;
ALTER TABLE sales_refund DROP COLUMN method;
ALTER TABLE sales_refund DROP COLUMN state;
