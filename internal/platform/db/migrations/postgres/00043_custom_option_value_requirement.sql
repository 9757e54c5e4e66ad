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
    value_id          BIGINT NOT NULL REFERENCES product_custom_option_value (id) ON DELETE CASCADE,
    required_value_id BIGINT NOT NULL REFERENCES product_custom_option_value (id) ON DELETE CASCADE,
    PRIMARY KEY (value_id, required_value_id)
);

CREATE INDEX product_custom_option_value_requirement_required ON product_custom_option_value_requirement (required_value_id);

CREATE TRIGGER product_custom_option_value_requirement_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON product_custom_option_value_requirement
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

-- +goose Down
DROP TRIGGER product_custom_option_value_requirement_catalog_revision ON product_custom_option_value_requirement;
DROP TABLE product_custom_option_value_requirement;
