-- A payment that ended without money (failed, canceled, expired) can be
-- tried again for the same order (the customer's "pay now"): the payment
-- keeps its row and token and counts its attempts; each earlier attempt's
-- provider reference and outcome stay in payment_attempt, so staff can
-- find every transaction the provider holds for an order.

-- +goose Up
ALTER TABLE payment ADD COLUMN attempt INTEGER NOT NULL DEFAULT 0;

CREATE TABLE payment_attempt (
    payment_id   BIGINT    NOT NULL REFERENCES payment (id) ON DELETE CASCADE,
    attempt      INTEGER   NOT NULL,
    provider_ref TEXT      NOT NULL,
    status       TEXT      NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (payment_id, attempt)
);
CREATE INDEX payment_attempt_provider_ref ON payment_attempt (provider_ref);

-- +goose Down
DROP TABLE payment_attempt;
ALTER TABLE payment DROP COLUMN attempt;
