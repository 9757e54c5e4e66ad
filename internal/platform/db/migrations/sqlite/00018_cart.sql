-- Carts (package cart). masked_id is the cart's id for clients (24 random
-- bytes in base64url); the numeric id never leaves the server. A guest
-- cart has no customer_id; a customer has at most one active cart.
-- coupon_codes holds the applied codes, comma-separated, in order. A cart
-- item names what is bought (product_id: a simple or virtual product, or a
-- configurable product's variant, whose parent is parent_product_id), the
-- chosen customizable options as canonical JSON with options_key a hash
-- of it (equal choices, equal keys), and added_price, the gross unit
-- price the customer saw when adding it or last changing its quantity.
-- Prices, stock and totals are never stored: the cart computes them from
-- the catalogue when it is read.

-- +goose Up
CREATE TABLE cart (
    id           INTEGER PRIMARY KEY,
    masked_id    TEXT      NOT NULL UNIQUE,
    customer_id  INTEGER   REFERENCES customer (id) ON DELETE CASCADE,
    website      TEXT      NOT NULL,
    locale       TEXT      NOT NULL,
    email        TEXT      NOT NULL DEFAULT '',
    coupon_codes TEXT      NOT NULL DEFAULT '',
    is_active    BOOLEAN   NOT NULL DEFAULT TRUE,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX cart_customer_active ON cart (customer_id) WHERE customer_id IS NOT NULL AND is_active;
CREATE INDEX cart_guest_updated ON cart (updated_at) WHERE customer_id IS NULL;

CREATE TABLE cart_item (
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

-- +goose Down
DROP TABLE cart_item;
DROP TABLE cart;
