-- The bank-transfer life cycle (package order, SettleBankTransfers): an
-- order paid by bank transfer in advance that is still waiting for the
-- money gets one payment reminder after the settings' reminder days
-- (payment_reminded_at: when it was sent; set in the transaction that
-- enqueues the mail, so concurrent runs send it once) and is cancelled
-- after the cancel days. The partial index finds the waiting transfers
-- without reading the other orders.

-- +goose Up
ALTER TABLE sales_order ADD COLUMN payment_reminded_at TIMESTAMPTZ;
CREATE INDEX sales_order_awaiting_transfer ON sales_order (created_at)
    WHERE status = 'pending_payment' AND payment_method = 'banktransfer';

-- +goose Down
DROP INDEX sales_order_awaiting_transfer;
ALTER TABLE sales_order DROP COLUMN payment_reminded_at;
