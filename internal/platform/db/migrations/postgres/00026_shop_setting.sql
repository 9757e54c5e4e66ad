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
    name       TEXT        PRIMARY KEY,
    value      TEXT        NOT NULL,
    revision   BIGINT      NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

CREATE TRIGGER shop_setting_revision AFTER INSERT OR UPDATE OR DELETE ON shop_setting
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

-- +goose Down
DROP TRIGGER shop_setting_revision ON shop_setting;
DROP TABLE shop_setting;
