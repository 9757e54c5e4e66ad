-- The back office's order search (issue 25, order.Staff.StaffOrders):
-- what a free-text search looks in, kept with the order as one
-- lower-cased text, a line each: the number, the email address, the
-- billing name and the items' SKUs, each after a unit separator
-- (order.searchText). Written when the order is placed, its email line
-- again when the customer is erased. One pass over one column instead of
-- four over three tables; PostgreSQL's is indexed by trigrams.

-- +goose Up
ALTER TABLE sales_order ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE sales_order SET search_text = LOWER(increment_id || char(10) || email || char(10)
    || COALESCE((SELECT a.firstname || ' ' || a.lastname FROM sales_order_address a WHERE a.order_id = sales_order.id AND a.kind = 'billing'), '')
    || COALESCE((SELECT group_concat(char(10) || char(31) || i.sku, '') FROM (SELECT sku FROM sales_order_item WHERE order_id = sales_order.id ORDER BY position) i), ''));

-- +goose Down
ALTER TABLE sales_order DROP COLUMN search_text;
