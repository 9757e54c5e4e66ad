-- Products per store view, visibility and related products (issue 26): a
-- product can be switched off in single store views (product_store_off,
-- enabled everywhere else while is_active holds), the storefront's reads of
-- that store view's language leave it out and its page answers 404 there;
-- visibility is Magento's (1 not visible individually, 2 catalog, 3
-- search, 4 catalog and search), and visible stays "has a page of its
-- own" (visibility <> 1 and not a variant); related products are kept
-- like upsells. Their writes move catalog_revision like the catalogue's
-- other tables (00012).

-- +goose Up
ALTER TABLE product ADD COLUMN visibility INTEGER NOT NULL DEFAULT 4;
UPDATE product SET visibility = 1 WHERE NOT visible;

CREATE TABLE product_store_off (
    product_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    store_id   INTEGER NOT NULL REFERENCES store (id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, store_id)
);
CREATE INDEX product_store_off_store ON product_store_off (store_id);

CREATE TABLE product_related (
    product_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    related_id INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, related_id)
);
CREATE INDEX product_related_related ON product_related (related_id);

-- +goose StatementBegin
CREATE TRIGGER product_store_off_insert_catalog_revision AFTER INSERT ON product_store_off
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_store_off_delete_catalog_revision AFTER DELETE ON product_store_off
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_related_insert_catalog_revision AFTER INSERT ON product_related
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_related_update_catalog_revision AFTER UPDATE ON product_related
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_related_delete_catalog_revision AFTER DELETE ON product_related
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER product_related_delete_catalog_revision;
DROP TRIGGER product_related_update_catalog_revision;
DROP TRIGGER product_related_insert_catalog_revision;
DROP TRIGGER product_store_off_delete_catalog_revision;
DROP TRIGGER product_store_off_insert_catalog_revision;
DROP TABLE product_related;
DROP TABLE product_store_off;
ALTER TABLE product DROP COLUMN visibility;
