-- Orders (package order) and their payments (package payment).
--
-- sales_order is an order as placed: its number (increment_id, sequential
-- per website from order_sequence, used in URLs), who placed it (a
-- customer, or a guest by email), the cart it was placed from (unique:
-- one cart makes one order, however often it is placed), the language and
-- store, the shipping and payment method, the totals in cents (gross, VAT
-- included) with the VAT and discount lines as JSON, the coupon codes and
-- the status. Its items, addresses and status history are snapshots:
-- nothing in them follows later changes of the catalogue, the address
-- book or the coupons. product_id is kept for links and for returning
-- stock, and set to NULL when the product is deleted.
--
-- payment is one payment of an order through a provider: its method,
-- the provider's reference, where the customer pays (redirect_url), its
-- status, and the payment token (32 random bytes) the return URL carries,
-- kept as it is, like a cart's id: placing the same cart again must
-- answer it again.
-- payment_test_transaction is the built-in test provider's own record of
-- a payment (its hosted page under /payment/test/).

-- +goose Up
CREATE TABLE order_sequence (
    website TEXT    PRIMARY KEY,
    n       INTEGER NOT NULL
);

CREATE TABLE sales_order (
    id                    INTEGER PRIMARY KEY,
    increment_id          TEXT      NOT NULL UNIQUE,
    cart_id               INTEGER   UNIQUE REFERENCES cart (id) ON DELETE SET NULL,
    customer_id           INTEGER   REFERENCES customer (id) ON DELETE SET NULL,
    email                 TEXT      NOT NULL,
    website               TEXT      NOT NULL,
    locale                TEXT      NOT NULL,
    status                TEXT      NOT NULL CHECK (status IN ('pending_payment', 'processing', 'complete', 'canceled', 'closed')),
    payment_method        TEXT      NOT NULL,
    shipping_carrier_code TEXT      NOT NULL DEFAULT '',
    shipping_method_code  TEXT      NOT NULL DEFAULT '',
    shipping_title        TEXT      NOT NULL DEFAULT '',
    shipping_incl_tax     BIGINT    NOT NULL DEFAULT 0,
    shipping_excl_tax     BIGINT    NOT NULL DEFAULT 0,
    subtotal_incl_tax     BIGINT    NOT NULL,
    subtotal_excl_tax     BIGINT    NOT NULL,
    discount              BIGINT    NOT NULL DEFAULT 0,
    tax                   BIGINT    NOT NULL,
    grand_total           BIGINT    NOT NULL,
    grand_total_excl_tax  BIGINT    NOT NULL,
    tax_lines             TEXT      NOT NULL DEFAULT '[]',
    discount_lines        TEXT      NOT NULL DEFAULT '[]',
    coupon_codes          TEXT      NOT NULL DEFAULT '',
    is_virtual            BOOLEAN   NOT NULL DEFAULT FALSE,
    delivery_earliest     TEXT      NOT NULL DEFAULT '',
    delivery_latest       TEXT      NOT NULL DEFAULT '',
    stock_returned        BOOLEAN   NOT NULL DEFAULT FALSE,
    restored_cart_id      INTEGER   REFERENCES cart (id) ON DELETE SET NULL,
    created_at            TIMESTAMP NOT NULL,
    updated_at            TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_customer ON sales_order (customer_id, created_at) WHERE customer_id IS NOT NULL;

CREATE TABLE sales_order_item (
    id                 INTEGER PRIMARY KEY,
    order_id           INTEGER NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    product_id         INTEGER REFERENCES product (id) ON DELETE SET NULL,
    parent_product_id  INTEGER REFERENCES product (id) ON DELETE SET NULL,
    sku                TEXT    NOT NULL,
    parent_sku         TEXT    NOT NULL DEFAULT '',
    name               TEXT    NOT NULL,
    variant            TEXT    NOT NULL DEFAULT '[]',
    options            TEXT    NOT NULL DEFAULT '[]',
    qty_ordered        INTEGER NOT NULL CHECK (qty_ordered > 0),
    qty_canceled       INTEGER NOT NULL DEFAULT 0,
    unit_price         BIGINT  NOT NULL,
    regular_unit_price BIGINT  NOT NULL,
    row_total          BIGINT  NOT NULL,
    discount           BIGINT  NOT NULL DEFAULT 0,
    tax_rate           INTEGER NOT NULL,
    is_virtual         BOOLEAN NOT NULL DEFAULT FALSE,
    position           INTEGER NOT NULL
);
CREATE INDEX sales_order_item_order ON sales_order_item (order_id, position);

CREATE TABLE sales_order_address (
    order_id     INTEGER NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    kind         TEXT    NOT NULL CHECK (kind IN ('shipping', 'billing')),
    firstname    TEXT    NOT NULL,
    lastname     TEXT    NOT NULL,
    company      TEXT    NOT NULL DEFAULT '',
    street_line1 TEXT    NOT NULL,
    street_line2 TEXT    NOT NULL DEFAULT '',
    postcode     TEXT    NOT NULL,
    city         TEXT    NOT NULL,
    country_code TEXT    NOT NULL,
    region_code  TEXT    NOT NULL DEFAULT '',
    region_name  TEXT    NOT NULL DEFAULT '',
    telephone    TEXT    NOT NULL DEFAULT '',
    vat_id       TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (order_id, kind)
);

CREATE TABLE sales_order_status_history (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER   NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    status     TEXT      NOT NULL,
    comment    TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_status_history_order ON sales_order_status_history (order_id, id);

CREATE TABLE payment (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER   NOT NULL UNIQUE REFERENCES sales_order (id) ON DELETE CASCADE,
    method       TEXT      NOT NULL,
    token        TEXT      NOT NULL UNIQUE,
    provider_ref TEXT      NOT NULL DEFAULT '',
    redirect_url TEXT      NOT NULL DEFAULT '',
    status       TEXT      NOT NULL,
    amount       BIGINT    NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX payment_provider_ref ON payment (method, provider_ref);

CREATE TABLE payment_test_transaction (
    id          TEXT      PRIMARY KEY,
    amount      BIGINT    NOT NULL,
    description TEXT      NOT NULL,
    locale      TEXT      NOT NULL,
    return_url  TEXT      NOT NULL,
    status      TEXT      NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE payment_test_transaction;
DROP TABLE payment;
DROP TABLE sales_order_status_history;
DROP TABLE sales_order_address;
DROP TABLE sales_order_item;
DROP TABLE sales_order;
DROP TABLE order_sequence;
