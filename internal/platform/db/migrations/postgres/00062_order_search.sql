-- The back office's order search (issue 25, order.Staff.StaffOrders):
-- what a free-text search looks in, kept with the order as one
-- lower-cased text, a line each: the number, the email address, the
-- billing name and the items' SKUs, each after a unit separator
-- (order.searchText). Written when the order is placed, its email line
-- again when the customer is erased. One pass over one column instead of
-- four over three tables, indexed by trigrams (pg_trgm, 00004) so that
-- LIKE '%…%' reads only the orders that may match.

-- +goose Up
ALTER TABLE sales_order ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
UPDATE sales_order o SET search_text = LOWER(o.increment_id || E'\n' || o.email || E'\n'
    || COALESCE((SELECT a.firstname || ' ' || a.lastname FROM sales_order_address a WHERE a.order_id = o.id AND a.kind = 'billing'), '')
    || COALESCE((SELECT string_agg(E'\n' || chr(31) || i.sku, '' ORDER BY i.position) FROM sales_order_item i WHERE i.order_id = o.id), ''));
CREATE INDEX sales_order_search ON sales_order USING GIN (search_text gin_trgm_ops);

-- +goose Down
DROP INDEX sales_order_search;
ALTER TABLE sales_order DROP COLUMN search_text;
