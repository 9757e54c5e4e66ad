-- The manufacturer's country of the product-safety address (GPSR) as an
-- ISO 3166-1 alpha-2 code beside the address, so each language names it
-- ("Germany", "Allemagne") instead of printing the German "Deutschland".
-- An address whose last line is Germany's German or English name moves
-- that line into the code.

-- +goose Up
ALTER TABLE product ADD COLUMN safety_country TEXT NOT NULL DEFAULT '';

UPDATE product
SET safety_country = 'DE',
    safety_address = substr(safety_address, 1, length(safety_address) - length('Deutschland') - 1)
WHERE safety_address LIKE '%' || char(10) || 'Deutschland';

UPDATE product
SET safety_country = 'DE',
    safety_address = substr(safety_address, 1, length(safety_address) - length('Germany') - 1)
WHERE safety_address LIKE '%' || char(10) || 'Germany';

-- +goose Down
UPDATE product
SET safety_address = safety_address || char(10) || 'Deutschland'
WHERE safety_country = 'DE' AND safety_address <> '';

ALTER TABLE product DROP COLUMN safety_country;
