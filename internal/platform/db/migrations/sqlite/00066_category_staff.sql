-- The back office's categories (issue 26): a version per category that
-- every save moves on, so that a second member of staff saving what they
-- read before the first one's save is refused ("changed meanwhile")
-- instead of overwriting it; and the store views a category is switched
-- off in (enabled everywhere else, while is_active holds), which the
-- storefront's reads of that store view's language honour. Its writes move
-- catalog_revision like the catalogue's other tables (00012).

-- +goose Up
ALTER TABLE category ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

CREATE TABLE category_store_off (
    category_id INTEGER NOT NULL REFERENCES category (id) ON DELETE CASCADE,
    store_id    INTEGER NOT NULL REFERENCES store (id) ON DELETE CASCADE,
    PRIMARY KEY (category_id, store_id)
);

-- +goose StatementBegin
CREATE TRIGGER category_store_off_insert_catalog_revision AFTER INSERT ON category_store_off
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_store_off_delete_catalog_revision AFTER DELETE ON category_store_off
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER category_store_off_delete_catalog_revision;
DROP TRIGGER category_store_off_insert_catalog_revision;
DROP TABLE category_store_off;
ALTER TABLE category DROP COLUMN version;
