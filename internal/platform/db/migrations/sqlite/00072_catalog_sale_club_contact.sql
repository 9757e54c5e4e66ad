-- Sale prices of the content system's sales events (issue 27, point 3) and
-- the clubs' contact data (point 2).
--
-- catalog_sale is the catalogue's price rule of a sales event: a whole per
-- cent off the regular price of the SKUs and categories (with their
-- subcategories) of catalog_sale_scope while a window of the event runs.
-- Rows are versions: a save closes the current version (valid_until) and
-- adds a new one, a delete only closes it, so the sale prices charged in
-- the past stay known for the 30-day lowest price (PAngV § 11). The
-- storefront prices by them, so a change moves catalog_revision.

-- +goose Up
CREATE TABLE catalog_sale (
    id          INTEGER PRIMARY KEY,
    event_id    BIGINT    NOT NULL,
    percent     INTEGER   NOT NULL CHECK (percent BETWEEN 1 AND 99),
    starts_at   TIMESTAMP NOT NULL,
    ends_at     TIMESTAMP NOT NULL,
    repeat_mode TEXT      NOT NULL,
    valid_from  TIMESTAMP NOT NULL,
    valid_until TIMESTAMP
);
CREATE INDEX catalog_sale_event ON catalog_sale (event_id, valid_until);

CREATE TABLE catalog_sale_scope (
    sale_id     INTEGER NOT NULL REFERENCES catalog_sale (id) ON DELETE CASCADE,
    sku         TEXT    NOT NULL DEFAULT '',
    category_id BIGINT,
    CHECK ((sku <> '' AND category_id IS NULL) OR (sku = '' AND category_id IS NOT NULL))
);
CREATE INDEX catalog_sale_scope_sale ON catalog_sale_scope (sale_id);

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_insert_catalog_revision AFTER INSERT ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_update_catalog_revision AFTER UPDATE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_delete_catalog_revision AFTER DELETE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_insert_catalog_revision AFTER INSERT ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_delete_catalog_revision AFTER DELETE ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

ALTER TABLE club ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE club ADD COLUMN contact_email TEXT NOT NULL DEFAULT '';
ALTER TABLE club ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE club DROP COLUMN contact_phone;
ALTER TABLE club DROP COLUMN contact_email;
ALTER TABLE club DROP COLUMN contact_name;
DROP TRIGGER catalog_sale_scope_delete_catalog_revision;
DROP TRIGGER catalog_sale_scope_insert_catalog_revision;
DROP TRIGGER catalog_sale_delete_catalog_revision;
DROP TRIGGER catalog_sale_update_catalog_revision;
DROP TRIGGER catalog_sale_insert_catalog_revision;
DROP TABLE catalog_sale_scope;
DROP TABLE catalog_sale;
