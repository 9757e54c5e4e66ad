-- Remote shopping assistance (issue 25, point 10; Magento's
-- allow_remote_shopping_assistance): when the customer allowed staff to
-- open the shop as them, null while not allowed (the default).

-- +goose Up
ALTER TABLE customer ADD COLUMN remote_assistance_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE customer DROP COLUMN remote_assistance_at;
