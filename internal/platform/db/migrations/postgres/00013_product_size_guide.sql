-- A product names the CMS block with its size guide instead of only saying
-- that it has one: the storefront no longer guesses the guide from the
-- product's categories. Products that had a guide get the horse's when
-- they sit below the category "pferd", as the storefront guessed, and the
-- riding-wear guide otherwise.

-- +goose Up
ALTER TABLE product ADD COLUMN size_guide TEXT NOT NULL DEFAULT '';
UPDATE product SET size_guide = CASE
    WHEN EXISTS (SELECT 1 FROM product_category pc JOIN category_text t ON t.category_id = pc.category_id AND t.locale = 'de'
                 WHERE pc.product_id = product.id AND (t.url_path = 'pferd' OR t.url_path LIKE 'pferd/%'))
    THEN 'size-guide-horse' ELSE 'size-guide-riding-wear' END
WHERE has_size_guide;
ALTER TABLE product DROP COLUMN has_size_guide;

-- +goose Down
ALTER TABLE product ADD COLUMN has_size_guide BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE product SET has_size_guide = (size_guide <> '');
ALTER TABLE product DROP COLUMN size_guide;
