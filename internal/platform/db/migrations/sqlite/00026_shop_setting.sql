-- The shop's settings (package settings), one row per group: "legal" (the
-- seller's company, address, contact, register, VAT id, managing
-- directors and bank account, which invoices, mails and the Impressum
-- show) and "payment" (the bank-transfer reminder and cancel days). value
-- is the group as JSON, checked by the settings package before it is
-- written; revision counts its writes, so an instance that keeps a group
-- in memory can tell with one small read that another changed it.
--
-- The content API shows the legal data on the Impressum (its LegalNotice
-- block), so every write moves content_revision as well: the API's
-- response cache and the legal PDFs made per content revision follow a
-- change at once, on every instance.

-- +goose Up
CREATE TABLE shop_setting (
    name       TEXT      PRIMARY KEY,
    value      TEXT      NOT NULL,
    revision   BIGINT    NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- +goose StatementBegin
CREATE TRIGGER shop_setting_insert_revision AFTER INSERT ON shop_setting
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER shop_setting_update_revision AFTER UPDATE ON shop_setting
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER shop_setting_delete_revision AFTER DELETE ON shop_setting
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER shop_setting_insert_revision;
DROP TRIGGER shop_setting_update_revision;
DROP TRIGGER shop_setting_delete_revision;
DROP TABLE shop_setting;
