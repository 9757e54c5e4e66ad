-- VAT rates exact to a hundredth of a per cent, for the destination VAT of
-- the EU One-Stop-Shop (Finland's 25.5 %, Ireland's 4.8 % for feed): an
-- order item's tax_rate is kept in hundredths of a per cent (1900 is
-- 19 %), and an order keeps the member state whose VAT it carries
-- (vat_country; '' for orders placed before, which carry Germany's).
-- Rates inside JSON (tax_lines, refund parts, document sheets) stay in
-- per cent, now with decimals (vat.Rate's JSON), so they need no change.

-- +goose Up
UPDATE sales_order_item SET tax_rate = tax_rate * 100;
ALTER TABLE sales_order ADD COLUMN vat_country TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE sales_order DROP COLUMN vat_country;
UPDATE sales_order_item SET tax_rate = tax_rate / 100;
