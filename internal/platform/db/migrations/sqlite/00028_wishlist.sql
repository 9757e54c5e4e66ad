-- Wish lists (package wishlist): one per customer, made on first use. A
-- wish list item names what was chosen (product_id: a simple or virtual
-- product, a configurable product's variant, whose configurable product
-- is then parent_product_id, or a configurable product kept without a
-- chosen variant), the chosen customizable options as canonical JSON
-- (value ids and entered texts) with options_key a hash of it (equal
-- choices, equal keys: adding the same again raises the quantity), the
-- customer's description, and added_price, the gross unit price with
-- options when it was added. Prices and stock now are never stored: they
-- come from the catalogue when the wish list is read.

-- +goose Up
CREATE TABLE wishlist (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL UNIQUE REFERENCES customer (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);

CREATE TABLE wishlist_item (
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
CREATE INDEX wishlist_item_newest ON wishlist_item (wishlist_id, added_at DESC, id DESC);

-- +goose Down
DROP TABLE wishlist_item;
DROP TABLE wishlist;
