-- The back office's catalogue (issue 26): a product's revision, which a
-- staff save names so that a second save of what it did not see is
-- refused ("changed meanwhile"); its shipping weight and an explicit
-- bulky-goods flag; its EAN (GTIN-13); its own low-stock threshold (NULL: the shop's
-- default); and every change of stock with who made it and why.

-- +goose Up
ALTER TABLE product ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN weight_grams INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN bulky BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE product ADD COLUMN low_stock_threshold INTEGER;
ALTER TABLE product ADD COLUMN ean TEXT NOT NULL DEFAULT '';
CREATE INDEX product_ean ON product (ean);

CREATE TABLE product_stock_movement (
    id         INTEGER PRIMARY KEY,
    product_id BIGINT    NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    at         TIMESTAMP NOT NULL,
    change     INTEGER   NOT NULL,
    qty_after  INTEGER   NOT NULL,
    -- staff, order, cancel, import
    reason     TEXT      NOT NULL,
    -- the order's number, the import's file name
    reference  TEXT      NOT NULL DEFAULT '',
    -- the member of staff's name, "" for orders
    actor      TEXT      NOT NULL DEFAULT ''
);
CREATE INDEX product_stock_movement_product ON product_stock_movement (product_id, id);

-- +goose Down
DROP TABLE product_stock_movement;
DROP INDEX product_ean;
ALTER TABLE product DROP COLUMN ean;
ALTER TABLE product DROP COLUMN low_stock_threshold;
ALTER TABLE product DROP COLUMN bulky;
ALTER TABLE product DROP COLUMN weight_grams;
ALTER TABLE product DROP COLUMN revision;
