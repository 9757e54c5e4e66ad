-- Dependencies between a product's customizable options (issue 24, point
-- 16): a value of a drop-down or checkbox option may need values of options
-- above it, as sublimation extras need the logo type "sublimation print".
-- A value with rows here is offered only when, for every option its
-- required values belong to, one of them is chosen; the cart and the wish
-- list refuse it otherwise. Magento's custom options have no such rule
-- (extensions such as MageWorx's add it); the storefront API adds it as a
-- field of its own.

-- +goose Up
CREATE TABLE product_custom_option_value_requirement (
    value_id          INTEGER NOT NULL REFERENCES product_custom_option_value (id) ON DELETE CASCADE,
    required_value_id INTEGER NOT NULL REFERENCES product_custom_option_value (id) ON DELETE CASCADE,
    PRIMARY KEY (value_id, required_value_id)
);

CREATE INDEX product_custom_option_value_requirement_required ON product_custom_option_value_requirement (required_value_id);

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_requirement_insert_catalog_revision AFTER INSERT ON product_custom_option_value_requirement
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_requirement_delete_catalog_revision AFTER DELETE ON product_custom_option_value_requirement
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER product_custom_option_value_requirement_delete_catalog_revision;
DROP TRIGGER product_custom_option_value_requirement_insert_catalog_revision;
DROP TABLE product_custom_option_value_requirement;
