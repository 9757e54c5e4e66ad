-- Customizable options of three types, as Magento's catalogue has them: a
-- text field (what there was), a drop-down of values and checkboxes of
-- values (the club merchandise's logo type and position, sublimation
-- extras). A drop-down's or checkbox's values carry their own surcharge,
-- FIXED in cents or PERCENT in hundredths of a per cent of the product's
-- price. Values are updated in place by position, so that a cart item that
-- chose one keeps it while it keeps its place.

-- +goose Up
ALTER TABLE product_custom_option ADD COLUMN type TEXT NOT NULL DEFAULT 'field'
    CHECK (type IN ('field', 'drop_down', 'checkbox'));

CREATE TABLE product_custom_option_value (
    id         INTEGER PRIMARY KEY,
    option_id  INTEGER NOT NULL REFERENCES product_custom_option (id) ON DELETE CASCADE,
    sort_order INTEGER NOT NULL,
    price      BIGINT  NOT NULL DEFAULT 0,
    price_type TEXT    NOT NULL DEFAULT 'FIXED',
    UNIQUE (option_id, sort_order)
);

CREATE TABLE product_custom_option_value_title (
    value_id INTEGER NOT NULL REFERENCES product_custom_option_value (id) ON DELETE CASCADE,
    locale   TEXT    NOT NULL,
    title    TEXT    NOT NULL,
    PRIMARY KEY (value_id, locale)
);

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_insert_catalog_revision AFTER INSERT ON product_custom_option_value
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_update_catalog_revision AFTER UPDATE ON product_custom_option_value
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_delete_catalog_revision AFTER DELETE ON product_custom_option_value
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_title_insert_catalog_revision AFTER INSERT ON product_custom_option_value_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_title_update_catalog_revision AFTER UPDATE ON product_custom_option_value_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_custom_option_value_title_delete_catalog_revision AFTER DELETE ON product_custom_option_value_title
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER product_custom_option_value_title_delete_catalog_revision;
DROP TRIGGER product_custom_option_value_title_update_catalog_revision;
DROP TRIGGER product_custom_option_value_title_insert_catalog_revision;
DROP TRIGGER product_custom_option_value_delete_catalog_revision;
DROP TRIGGER product_custom_option_value_update_catalog_revision;
DROP TRIGGER product_custom_option_value_insert_catalog_revision;
DROP TABLE product_custom_option_value_title;
DROP TABLE product_custom_option_value;
ALTER TABLE product_custom_option DROP COLUMN type;
