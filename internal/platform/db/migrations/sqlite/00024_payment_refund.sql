-- Refunds of the built-in test provider (package payment/testpay), which
-- keeps its own record as Mollie keeps its refunds: the payment it gives
-- back (payment_test_transaction), the amount, the status as Mollie names
-- them, and the idempotency key of the request that made it, so a
-- repeated request answers the same refund. The shop's record of a refund
-- is the order's (sales_refund).

-- +goose Up
CREATE TABLE payment_test_refund (
    id              TEXT      PRIMARY KEY,
    transaction_id  TEXT      NOT NULL REFERENCES payment_test_transaction (id) ON DELETE CASCADE,
    amount          BIGINT    NOT NULL CHECK (amount > 0),
    description     TEXT      NOT NULL DEFAULT '',
    status          TEXT      NOT NULL CHECK (status IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
    idempotency_key TEXT      NOT NULL UNIQUE,
    created_at      TIMESTAMP   NOT NULL
);
CREATE INDEX payment_test_refund_transaction ON payment_test_refund (transaction_id);

-- +goose Down
DROP TABLE payment_test_refund;
