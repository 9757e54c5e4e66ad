-- Sales events, issue 27 point 3 continued: a reduction by a fixed amount
-- per piece (catalog_sale.amount_off, the alternative to percent) and the
-- event's version for the back office's save check; see the SQLite
-- migration.

-- +goose Up
ALTER TABLE catalog_sale DROP CONSTRAINT catalog_sale_percent_check;
ALTER TABLE catalog_sale ALTER COLUMN percent SET DEFAULT 0;
ALTER TABLE catalog_sale ADD COLUMN amount_off BIGINT NOT NULL DEFAULT 0;
ALTER TABLE catalog_sale ADD CONSTRAINT catalog_sale_reduction_check
    CHECK ((percent BETWEEN 1 AND 99 AND amount_off = 0) OR (percent = 0 AND amount_off >= 1));

ALTER TABLE sales_event ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE sales_event DROP COLUMN version;
DELETE FROM catalog_sale WHERE amount_off <> 0;
ALTER TABLE catalog_sale DROP CONSTRAINT catalog_sale_reduction_check;
ALTER TABLE catalog_sale DROP COLUMN amount_off;
ALTER TABLE catalog_sale ALTER COLUMN percent DROP DEFAULT;
ALTER TABLE catalog_sale ADD CONSTRAINT catalog_sale_percent_check CHECK (percent BETWEEN 1 AND 99);
