-- Carts and wish lists keep what they hold when a product stops being
-- sold (package cart, package wishlist): an item of a product that is
-- disabled, deleted, or whose chosen variant went away stays, marked
-- unavailable, until the shopper removes it. So deleting a product no
-- longer deletes the items that name it: product_id and
-- parent_product_id are set NULL instead (a variant deleted alone leaves
-- its configurable product), and each item keeps what it shows then, as
-- it was when added: sku (what is bought, the variant's for a variant),
-- parent_sku (the configurable product's, '' for none), product_type and
-- product_name (of the product as added, in the language it was added
-- in) and image_key (the picture's blob: the variant's first, else the
-- product's). Items saved before are filled from the catalogue as it is
-- now.

-- +goose Up
ALTER TABLE cart_item ALTER COLUMN product_id DROP NOT NULL;
ALTER TABLE cart_item DROP CONSTRAINT cart_item_product_id_fkey;
ALTER TABLE cart_item DROP CONSTRAINT cart_item_parent_product_id_fkey;
ALTER TABLE cart_item ADD CONSTRAINT cart_item_product_id_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE SET NULL;
ALTER TABLE cart_item ADD CONSTRAINT cart_item_parent_product_id_fkey FOREIGN KEY (parent_product_id) REFERENCES product (id) ON DELETE SET NULL;
ALTER TABLE cart_item ADD COLUMN sku TEXT NOT NULL DEFAULT '',
    ADD COLUMN parent_sku TEXT NOT NULL DEFAULT '',
    ADD COLUMN product_type TEXT NOT NULL DEFAULT '',
    ADD COLUMN product_name TEXT NOT NULL DEFAULT '',
    ADD COLUMN image_key TEXT NOT NULL DEFAULT '';
UPDATE cart_item i SET
    sku = COALESCE((SELECT p.sku FROM product p WHERE p.id = i.product_id), ''),
    parent_sku = COALESCE((SELECT p.sku FROM product p WHERE p.id = i.parent_product_id), ''),
    product_type = COALESCE((SELECT p.type FROM product p WHERE p.id = COALESCE(i.parent_product_id, i.product_id)), ''),
    product_name = COALESCE((SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id)
        AND t.locale = (SELECT c.locale FROM cart c WHERE c.id = i.cart_id) AND t.name <> ''),
        (SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id) AND t.locale = 'de'), ''),
    image_key = COALESCE((SELECT m.image_key FROM product_image m WHERE m.product_id = i.product_id ORDER BY m.position LIMIT 1),
        (SELECT m.image_key FROM product_image m WHERE m.product_id = i.parent_product_id ORDER BY m.position LIMIT 1), '');

ALTER TABLE wishlist_item ALTER COLUMN product_id DROP NOT NULL;
ALTER TABLE wishlist_item DROP CONSTRAINT wishlist_item_product_id_fkey;
ALTER TABLE wishlist_item DROP CONSTRAINT wishlist_item_parent_product_id_fkey;
ALTER TABLE wishlist_item ADD CONSTRAINT wishlist_item_product_id_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE SET NULL;
ALTER TABLE wishlist_item ADD CONSTRAINT wishlist_item_parent_product_id_fkey FOREIGN KEY (parent_product_id) REFERENCES product (id) ON DELETE SET NULL;
ALTER TABLE wishlist_item ADD COLUMN sku TEXT NOT NULL DEFAULT '',
    ADD COLUMN parent_sku TEXT NOT NULL DEFAULT '',
    ADD COLUMN product_type TEXT NOT NULL DEFAULT '',
    ADD COLUMN product_name TEXT NOT NULL DEFAULT '',
    ADD COLUMN image_key TEXT NOT NULL DEFAULT '';
UPDATE wishlist_item i SET
    sku = COALESCE((SELECT p.sku FROM product p WHERE p.id = i.product_id), ''),
    parent_sku = COALESCE((SELECT p.sku FROM product p WHERE p.id = i.parent_product_id), ''),
    product_type = COALESCE((SELECT p.type FROM product p WHERE p.id = COALESCE(i.parent_product_id, i.product_id)), ''),
    product_name = COALESCE((SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id) AND t.locale = 'de'), ''),
    image_key = COALESCE((SELECT m.image_key FROM product_image m WHERE m.product_id = i.product_id ORDER BY m.position LIMIT 1),
        (SELECT m.image_key FROM product_image m WHERE m.product_id = i.parent_product_id ORDER BY m.position LIMIT 1), '');

-- +goose Down
-- Items whose product was deleted meanwhile cannot name it again: they go.
DELETE FROM cart_item WHERE product_id IS NULL OR (parent_sku <> '' AND parent_product_id IS NULL);
ALTER TABLE cart_item DROP COLUMN sku, DROP COLUMN parent_sku, DROP COLUMN product_type, DROP COLUMN product_name, DROP COLUMN image_key;
ALTER TABLE cart_item DROP CONSTRAINT cart_item_product_id_fkey;
ALTER TABLE cart_item DROP CONSTRAINT cart_item_parent_product_id_fkey;
ALTER TABLE cart_item ADD CONSTRAINT cart_item_product_id_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE CASCADE;
ALTER TABLE cart_item ADD CONSTRAINT cart_item_parent_product_id_fkey FOREIGN KEY (parent_product_id) REFERENCES product (id) ON DELETE CASCADE;
ALTER TABLE cart_item ALTER COLUMN product_id SET NOT NULL;

DELETE FROM wishlist_item WHERE product_id IS NULL OR (parent_sku <> '' AND parent_product_id IS NULL);
ALTER TABLE wishlist_item DROP COLUMN sku, DROP COLUMN parent_sku, DROP COLUMN product_type, DROP COLUMN product_name, DROP COLUMN image_key;
ALTER TABLE wishlist_item DROP CONSTRAINT wishlist_item_product_id_fkey;
ALTER TABLE wishlist_item DROP CONSTRAINT wishlist_item_parent_product_id_fkey;
ALTER TABLE wishlist_item ADD CONSTRAINT wishlist_item_product_id_fkey FOREIGN KEY (product_id) REFERENCES product (id) ON DELETE CASCADE;
ALTER TABLE wishlist_item ADD CONSTRAINT wishlist_item_parent_product_id_fkey FOREIGN KEY (parent_product_id) REFERENCES product (id) ON DELETE CASCADE;
ALTER TABLE wishlist_item ALTER COLUMN product_id SET NOT NULL;
