-- A payment its customer gave up (issue 24, point 5): set before the
-- payment is cancelled at its provider, so the canceled status that a
-- webhook or a second request then reads is known as the customer's own
-- choice and sends no payment-failed mail. Cleared when the provider keeps
-- the payment open and when the order's payment is tried again.

-- +goose Up
ALTER TABLE payment ADD COLUMN given_up BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE payment DROP COLUMN given_up;
