-- Tier prices (issue 26): a product or a configurable product's variant
-- costs less per piece from a quantity on, for every customer (Magento's
-- "ALL GROUPS"): a fixed gross unit price in cents, or a whole per cent off
-- its regular price. A variant without tiers of its own takes its parent's.
-- The storefront shows them and carts price by them, so a change moves
-- catalog_revision (the commerce API's answer cache), as migration 00012
-- does for the rest of the catalogue.

-- +goose Up
CREATE TABLE product_tier_price (
    product_id BIGINT  NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    quantity   INTEGER NOT NULL CHECK (quantity >= 2),
    -- the unit price in cents, 0 for a percentage
    price      BIGINT  NOT NULL DEFAULT 0,
    -- whole per cent off the regular price, 0 for a fixed price
    percent    INTEGER NOT NULL DEFAULT 0,
    CHECK ((price > 0 AND percent = 0) OR (price = 0 AND percent BETWEEN 1 AND 99)),
    PRIMARY KEY (product_id, quantity)
);

-- +goose StatementBegin
CREATE TRIGGER product_tier_price_insert_catalog_revision AFTER INSERT ON product_tier_price
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_tier_price_update_catalog_revision AFTER UPDATE ON product_tier_price
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_tier_price_delete_catalog_revision AFTER DELETE ON product_tier_price
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER product_tier_price_insert_catalog_revision;
DROP TRIGGER product_tier_price_update_catalog_revision;
DROP TRIGGER product_tier_price_delete_catalog_revision;
DROP TABLE product_tier_price;
