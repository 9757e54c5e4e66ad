-- The country an order goes to (the shipping address's, else the billing
-- address's for an order without shipping) kept on the order, so the
-- staff's order list filters by it without reading the addresses.

-- +goose Up
ALTER TABLE sales_order ADD COLUMN ship_country TEXT NOT NULL DEFAULT '';
UPDATE sales_order SET ship_country = COALESCE(
    (SELECT a.country_code FROM sales_order_address a WHERE a.order_id = sales_order.id AND a.kind = 'shipping'),
    (SELECT a.country_code FROM sales_order_address a WHERE a.order_id = sales_order.id AND a.kind = 'billing'), '');
CREATE INDEX sales_order_ship_country ON sales_order (ship_country, created_at, id);

-- +goose Down
DROP INDEX sales_order_ship_country;
ALTER TABLE sales_order DROP COLUMN ship_country;
