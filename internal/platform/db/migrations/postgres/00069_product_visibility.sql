-- Products per store view, visibility and related products (issue 26): a
-- product can be switched off in single store views (product_store_off,
-- enabled everywhere else while is_active holds), the storefront's reads of
-- that store view's language leave it out and its page answers 404 there;
-- visibility is Magento's (1 not visible individually, 2 catalog, 3
-- search, 4 catalog and search), and visible stays "has a page of its
-- own" (visibility <> 1 and not a variant); related products are kept
-- like upsells. Their writes move catalog_revision like the catalogue's
-- other tables (00012). The search index's rows say whether a category
-- listing (in_catalog) or a search (in_search) finds the product; a
-- locale's row is missing where its store view switched the product off.

-- +goose Up
ALTER TABLE product ADD COLUMN visibility INTEGER NOT NULL DEFAULT 4;
UPDATE product SET visibility = 1 WHERE NOT visible;

CREATE TABLE product_store_off (
    product_id BIGINT NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    store_id   BIGINT NOT NULL REFERENCES store (id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, store_id)
);
CREATE INDEX product_store_off_store ON product_store_off (store_id);

CREATE TABLE product_related (
    product_id BIGINT  NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    related_id BIGINT  NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, related_id)
);
CREATE INDEX product_related_related ON product_related (related_id);

CREATE TRIGGER product_store_off_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_store_off
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER product_related_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_related
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

ALTER TABLE search_document ADD COLUMN in_catalog BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE search_document ADD COLUMN in_search BOOLEAN NOT NULL DEFAULT TRUE;

-- +goose Down
ALTER TABLE search_document DROP COLUMN in_search;
ALTER TABLE search_document DROP COLUMN in_catalog;
DROP TRIGGER product_related_catalog_revision ON product_related;
DROP TRIGGER product_store_off_catalog_revision ON product_store_off;
DROP TABLE product_related;
DROP TABLE product_store_off;
ALTER TABLE product DROP COLUMN visibility;
