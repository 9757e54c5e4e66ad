-- The payment method the checkout chose for a cart (package cart,
-- checkout.go): an enabled method's code, '' until chosen; a method the
-- shop has since disabled counts as not chosen.

-- +goose Up
ALTER TABLE cart ADD COLUMN payment_method TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE cart DROP COLUMN payment_method;
