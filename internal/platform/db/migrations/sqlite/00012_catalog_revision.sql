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
CREATE TRIGGER store_insert_catalog_revision AFTER INSERT ON store
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER store_update_catalog_revision AFTER UPDATE ON store
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER store_delete_catalog_revision AFTER DELETE ON store
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_insert_catalog_revision AFTER INSERT ON category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_update_catalog_revision AFTER UPDATE ON category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_delete_catalog_revision AFTER DELETE ON category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_text_insert_catalog_revision AFTER INSERT ON category_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_text_update_catalog_revision AFTER UPDATE ON category_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER category_text_delete_catalog_revision AFTER DELETE ON category_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_insert_catalog_revision AFTER INSERT ON attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_update_catalog_revision AFTER UPDATE ON attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_delete_catalog_revision AFTER DELETE ON attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_label_insert_catalog_revision AFTER INSERT ON attribute_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_label_update_catalog_revision AFTER UPDATE ON attribute_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_label_delete_catalog_revision AFTER DELETE ON attribute_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_insert_catalog_revision AFTER INSERT ON attribute_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_update_catalog_revision AFTER UPDATE ON attribute_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_delete_catalog_revision AFTER DELETE ON attribute_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_label_insert_catalog_revision AFTER INSERT ON attribute_option_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_label_update_catalog_revision AFTER UPDATE ON attribute_option_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER attribute_option_label_delete_catalog_revision AFTER DELETE ON attribute_option_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_insert_catalog_revision AFTER INSERT ON product
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_update_catalog_revision AFTER UPDATE ON product
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_delete_catalog_revision AFTER DELETE ON product
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_text_insert_catalog_revision AFTER INSERT ON product_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_text_update_catalog_revision AFTER UPDATE ON product_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_text_delete_catalog_revision AFTER DELETE ON product_text
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_category_insert_catalog_revision AFTER INSERT ON product_category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_category_update_catalog_revision AFTER UPDATE ON product_category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_category_delete_catalog_revision AFTER DELETE ON product_category
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_insert_catalog_revision AFTER INSERT ON product_image
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_update_catalog_revision AFTER UPDATE ON product_image
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_delete_catalog_revision AFTER DELETE ON product_image
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_label_insert_catalog_revision AFTER INSERT ON product_image_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_label_update_catalog_revision AFTER UPDATE ON product_image_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_image_label_delete_catalog_revision AFTER DELETE ON product_image_label
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_upsell_insert_catalog_revision AFTER INSERT ON product_upsell
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_upsell_update_catalog_revision AFTER UPDATE ON product_upsell
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_upsell_delete_catalog_revision AFTER DELETE ON product_upsell
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_configurable_attribute_insert_catalog_revision AFTER INSERT ON product_configurable_attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_configurable_attribute_update_catalog_revision AFTER UPDATE ON product_configurable_attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_configurable_attribute_delete_catalog_revision AFTER DELETE ON product_configurable_attribute
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_multiselect_insert_catalog_revision AFTER INSERT ON product_multiselect
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_multiselect_update_catalog_revision AFTER UPDATE ON product_multiselect
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_multiselect_delete_catalog_revision AFTER DELETE ON product_multiselect
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_insert_catalog_revision AFTER INSERT ON product_custom_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_update_catalog_revision AFTER UPDATE ON product_custom_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_delete_catalog_revision AFTER DELETE ON product_custom_option
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_title_insert_catalog_revision AFTER INSERT ON product_custom_option_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_title_update_catalog_revision AFTER UPDATE ON product_custom_option_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_title_delete_catalog_revision AFTER DELETE ON product_custom_option_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER url_rewrite_insert_catalog_revision AFTER INSERT ON url_rewrite
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER url_rewrite_update_catalog_revision AFTER UPDATE ON url_rewrite
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER url_rewrite_delete_catalog_revision AFTER DELETE ON url_rewrite
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER search_document_insert_catalog_revision AFTER INSERT ON search_document
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER search_document_update_catalog_revision AFTER UPDATE ON search_document
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER search_document_delete_catalog_revision AFTER DELETE ON search_document
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER store_insert_catalog_revision;
DROP TRIGGER store_update_catalog_revision;
DROP TRIGGER store_delete_catalog_revision;
DROP TRIGGER category_insert_catalog_revision;
DROP TRIGGER category_update_catalog_revision;
DROP TRIGGER category_delete_catalog_revision;
DROP TRIGGER category_text_insert_catalog_revision;
DROP TRIGGER category_text_update_catalog_revision;
DROP TRIGGER category_text_delete_catalog_revision;
DROP TRIGGER attribute_insert_catalog_revision;
DROP TRIGGER attribute_update_catalog_revision;
DROP TRIGGER attribute_delete_catalog_revision;
DROP TRIGGER attribute_label_insert_catalog_revision;
DROP TRIGGER attribute_label_update_catalog_revision;
DROP TRIGGER attribute_label_delete_catalog_revision;
DROP TRIGGER attribute_option_insert_catalog_revision;
DROP TRIGGER attribute_option_update_catalog_revision;
DROP TRIGGER attribute_option_delete_catalog_revision;
DROP TRIGGER attribute_option_label_insert_catalog_revision;
DROP TRIGGER attribute_option_label_update_catalog_revision;
DROP TRIGGER attribute_option_label_delete_catalog_revision;
DROP TRIGGER product_insert_catalog_revision;
DROP TRIGGER product_update_catalog_revision;
DROP TRIGGER product_delete_catalog_revision;
DROP TRIGGER product_text_insert_catalog_revision;
DROP TRIGGER product_text_update_catalog_revision;
DROP TRIGGER product_text_delete_catalog_revision;
DROP TRIGGER product_category_insert_catalog_revision;
DROP TRIGGER product_category_update_catalog_revision;
DROP TRIGGER product_category_delete_catalog_revision;
DROP TRIGGER product_image_insert_catalog_revision;
DROP TRIGGER product_image_update_catalog_revision;
DROP TRIGGER product_image_delete_catalog_revision;
DROP TRIGGER product_image_label_insert_catalog_revision;
DROP TRIGGER product_image_label_update_catalog_revision;
DROP TRIGGER product_image_label_delete_catalog_revision;
DROP TRIGGER product_upsell_insert_catalog_revision;
DROP TRIGGER product_upsell_update_catalog_revision;
DROP TRIGGER product_upsell_delete_catalog_revision;
DROP TRIGGER product_configurable_attribute_insert_catalog_revision;
DROP TRIGGER product_configurable_attribute_update_catalog_revision;
DROP TRIGGER product_configurable_attribute_delete_catalog_revision;
DROP TRIGGER product_multiselect_insert_catalog_revision;
DROP TRIGGER product_multiselect_update_catalog_revision;
DROP TRIGGER product_multiselect_delete_catalog_revision;
DROP TRIGGER product_custom_option_insert_catalog_revision;
DROP TRIGGER product_custom_option_update_catalog_revision;
DROP TRIGGER product_custom_option_delete_catalog_revision;
DROP TRIGGER product_custom_option_title_insert_catalog_revision;
DROP TRIGGER product_custom_option_title_update_catalog_revision;
DROP TRIGGER product_custom_option_title_delete_catalog_revision;
DROP TRIGGER url_rewrite_insert_catalog_revision;
DROP TRIGGER url_rewrite_update_catalog_revision;
DROP TRIGGER url_rewrite_delete_catalog_revision;
DROP TRIGGER search_document_insert_catalog_revision;
DROP TRIGGER search_document_update_catalog_revision;
DROP TRIGGER search_document_delete_catalog_revision;
DROP TABLE catalog_revision;
