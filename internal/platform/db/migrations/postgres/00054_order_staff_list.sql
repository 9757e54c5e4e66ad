-- The staff's order list (issue 25, point 7): newest first, or by status
-- newest first, without sorting the whole table; a club's goods by the
-- items' SKU prefix.

-- +goose Up
CREATE INDEX sales_order_created ON sales_order (created_at, id);
CREATE INDEX sales_order_total ON sales_order (grand_total, id);
CREATE INDEX sales_order_status_created ON sales_order (status, created_at, id);
CREATE INDEX sales_order_item_sku ON sales_order_item (sku, order_id);

-- +goose Down
DROP INDEX sales_order_item_sku;
DROP INDEX sales_order_status_created;
DROP INDEX sales_order_created;
DROP INDEX sales_order_total;
