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
-- now. SQLite cannot change a foreign key, so both tables are made anew.

-- +goose Up
CREATE TABLE cart_item_new (
    id                INTEGER PRIMARY KEY,
    cart_id           INTEGER   NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
    product_id        INTEGER   REFERENCES product (id) ON DELETE SET NULL,
    parent_product_id INTEGER   REFERENCES product (id) ON DELETE SET NULL,
    quantity          INTEGER   NOT NULL CHECK (quantity > 0),
    options           TEXT      NOT NULL DEFAULT '',
    options_key       TEXT      NOT NULL DEFAULT '',
    added_price       BIGINT    NOT NULL,
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL,
    sku               TEXT      NOT NULL DEFAULT '',
    parent_sku        TEXT      NOT NULL DEFAULT '',
    product_type      TEXT      NOT NULL DEFAULT '',
    product_name      TEXT      NOT NULL DEFAULT '',
    image_key         TEXT      NOT NULL DEFAULT '',
    UNIQUE (cart_id, product_id, options_key)
);
INSERT INTO cart_item_new (id, cart_id, product_id, parent_product_id, quantity, options, options_key, added_price, created_at, updated_at,
    sku, parent_sku, product_type, product_name, image_key)
SELECT i.id, i.cart_id, i.product_id, i.parent_product_id, i.quantity, i.options, i.options_key, i.added_price, i.created_at, i.updated_at,
    COALESCE((SELECT p.sku FROM product p WHERE p.id = i.product_id), ''),
    COALESCE((SELECT p.sku FROM product p WHERE p.id = i.parent_product_id), ''),
    COALESCE((SELECT p.type FROM product p WHERE p.id = COALESCE(i.parent_product_id, i.product_id)), ''),
    COALESCE((SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id)
        AND t.locale = c.locale AND t.name <> ''),
        (SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id) AND t.locale = 'de'), ''),
    COALESCE((SELECT m.image_key FROM product_image m WHERE m.product_id = i.product_id ORDER BY m.position LIMIT 1),
        (SELECT m.image_key FROM product_image m WHERE m.product_id = i.parent_product_id ORDER BY m.position LIMIT 1), '')
FROM cart_item i JOIN cart c ON c.id = i.cart_id ORDER BY i.id;
DROP TABLE cart_item;
ALTER TABLE cart_item_new RENAME TO cart_item;

CREATE TABLE wishlist_item_new (
    id                INTEGER PRIMARY KEY,
    wishlist_id       INTEGER NOT NULL REFERENCES wishlist (id) ON DELETE CASCADE,
    product_id        INTEGER REFERENCES product (id) ON DELETE SET NULL,
    parent_product_id INTEGER REFERENCES product (id) ON DELETE SET NULL,
    quantity          INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
    options           TEXT    NOT NULL DEFAULT '',
    options_key       TEXT    NOT NULL DEFAULT '',
    description       TEXT    NOT NULL DEFAULT '',
    added_price       BIGINT  NOT NULL,
    added_at          TIMESTAMP NOT NULL,
    sku               TEXT    NOT NULL DEFAULT '',
    parent_sku        TEXT    NOT NULL DEFAULT '',
    product_type      TEXT    NOT NULL DEFAULT '',
    product_name      TEXT    NOT NULL DEFAULT '',
    image_key         TEXT    NOT NULL DEFAULT '',
    UNIQUE (wishlist_id, product_id, options_key)
);
INSERT INTO wishlist_item_new (id, wishlist_id, product_id, parent_product_id, quantity, options, options_key, description, added_price,
    added_at, sku, parent_sku, product_type, product_name, image_key)
SELECT i.id, i.wishlist_id, i.product_id, i.parent_product_id, i.quantity, i.options, i.options_key, i.description, i.added_price, i.added_at,
    COALESCE((SELECT p.sku FROM product p WHERE p.id = i.product_id), ''),
    COALESCE((SELECT p.sku FROM product p WHERE p.id = i.parent_product_id), ''),
    COALESCE((SELECT p.type FROM product p WHERE p.id = COALESCE(i.parent_product_id, i.product_id)), ''),
    COALESCE((SELECT t.name FROM product_text t WHERE t.product_id = COALESCE(i.parent_product_id, i.product_id) AND t.locale = 'de'), ''),
    COALESCE((SELECT m.image_key FROM product_image m WHERE m.product_id = i.product_id ORDER BY m.position LIMIT 1),
        (SELECT m.image_key FROM product_image m WHERE m.product_id = i.parent_product_id ORDER BY m.position LIMIT 1), '')
FROM wishlist_item i ORDER BY i.id;
DROP TABLE wishlist_item;
ALTER TABLE wishlist_item_new RENAME TO wishlist_item;
CREATE INDEX wishlist_item_newest ON wishlist_item (wishlist_id, added_at DESC, id DESC);

-- +goose Down
-- Items whose product was deleted meanwhile cannot name it again: they go.
CREATE TABLE cart_item_old (
    id                INTEGER PRIMARY KEY,
    cart_id           INTEGER   NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
    product_id        INTEGER   NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    parent_product_id INTEGER   REFERENCES product (id) ON DELETE CASCADE,
    quantity          INTEGER   NOT NULL CHECK (quantity > 0),
    options           TEXT      NOT NULL DEFAULT '',
    options_key       TEXT      NOT NULL DEFAULT '',
    added_price       BIGINT    NOT NULL,
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL,
    UNIQUE (cart_id, product_id, options_key)
);
INSERT INTO cart_item_old (id, cart_id, product_id, parent_product_id, quantity, options, options_key, added_price, created_at, updated_at)
SELECT id, cart_id, product_id, parent_product_id, quantity, options, options_key, added_price, created_at, updated_at
FROM cart_item WHERE product_id IS NOT NULL AND (parent_sku = '' OR parent_product_id IS NOT NULL) ORDER BY id;
DROP TABLE cart_item;
ALTER TABLE cart_item_old RENAME TO cart_item;

CREATE TABLE wishlist_item_old (
    id                INTEGER PRIMARY KEY,
    wishlist_id       INTEGER NOT NULL REFERENCES wishlist (id) ON DELETE CASCADE,
    product_id        INTEGER NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    parent_product_id INTEGER REFERENCES product (id) ON DELETE CASCADE,
    quantity          INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
    options           TEXT    NOT NULL DEFAULT '',
    options_key       TEXT    NOT NULL DEFAULT '',
    description       TEXT    NOT NULL DEFAULT '',
    added_price       BIGINT  NOT NULL,
    added_at          TIMESTAMP NOT NULL,
    UNIQUE (wishlist_id, product_id, options_key)
);
INSERT INTO wishlist_item_old (id, wishlist_id, product_id, parent_product_id, quantity, options, options_key, description, added_price, added_at)
SELECT id, wishlist_id, product_id, parent_product_id, quantity, options, options_key, description, added_price, added_at
FROM wishlist_item WHERE product_id IS NOT NULL AND (parent_sku = '' OR parent_product_id IS NOT NULL) ORDER BY id;
DROP TABLE wishlist_item;
ALTER TABLE wishlist_item_old RENAME TO wishlist_item;
CREATE INDEX wishlist_item_newest ON wishlist_item (wishlist_id, added_at DESC, id DESC);
