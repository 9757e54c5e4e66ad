-- catalog_revision counts the changes to what the commerce API's
-- catalogue reads answer from: stores, categories, attributes, products with
-- everything they carry, url rewrites and the PostgreSQL search index.
-- Triggers move it on every write, whichever process or instance makes it
-- (an import, a seed, the admin, a reindex job), so the response cache of
-- every instance can tell with one read that its answers are stale, on
-- PostgreSQL as on SQLite.

-- +goose Up
CREATE TABLE catalog_revision (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT  NOT NULL
);
INSERT INTO catalog_revision (id, n) VALUES (1, 0);

-- +goose StatementBegin
CREATE FUNCTION bump_catalog_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER store_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON store
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER category_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON category
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER category_text_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON category_text
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER attribute_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON attribute
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER attribute_label_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON attribute_label
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER attribute_option_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON attribute_option
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER attribute_option_label_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON attribute_option_label
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_text_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_text
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_category_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_category
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_image_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_image
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_image_label_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_image_label
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_upsell_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_upsell
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_configurable_attribute_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_configurable_attribute
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_multiselect_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_multiselect
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_custom_option_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_custom_option
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER product_custom_option_title_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_custom_option_title
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER url_rewrite_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON url_rewrite
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE TRIGGER search_document_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON search_document
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

-- +goose Down
DROP TRIGGER store_catalog_revision ON store;
DROP TRIGGER category_catalog_revision ON category;
DROP TRIGGER category_text_catalog_revision ON category_text;
DROP TRIGGER attribute_catalog_revision ON attribute;
DROP TRIGGER attribute_label_catalog_revision ON attribute_label;
DROP TRIGGER attribute_option_catalog_revision ON attribute_option;
DROP TRIGGER attribute_option_label_catalog_revision ON attribute_option_label;
DROP TRIGGER product_catalog_revision ON product;
DROP TRIGGER product_text_catalog_revision ON product_text;
DROP TRIGGER product_category_catalog_revision ON product_category;
DROP TRIGGER product_image_catalog_revision ON product_image;
DROP TRIGGER product_image_label_catalog_revision ON product_image_label;
DROP TRIGGER product_upsell_catalog_revision ON product_upsell;
DROP TRIGGER product_configurable_attribute_catalog_revision ON product_configurable_attribute;
DROP TRIGGER product_multiselect_catalog_revision ON product_multiselect;
DROP TRIGGER product_custom_option_catalog_revision ON product_custom_option;
DROP TRIGGER product_custom_option_title_catalog_revision ON product_custom_option_title;
DROP TRIGGER url_rewrite_catalog_revision ON url_rewrite;
DROP TRIGGER search_document_catalog_revision ON search_document;
DROP FUNCTION bump_catalog_revision();
DROP TABLE catalog_revision;
