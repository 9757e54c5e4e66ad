-- Coupons (package coupon). code is upper case; amount is hundredths of a
-- per cent for 'percent', cents for 'fixed', 0 for 'free_shipping'; the
-- coupon applies from valid_from (inclusive) until valid_to (exclusive),
-- either open when NULL; usage_limit and per_customer_limit 0 mean no
-- limit; times_used counts the orders that used it (counted when an order
-- is placed). coupon_category limits a coupon to products assigned to one
-- of its categories; sku_prefix to products whose SKU begins with it.
-- coupon_usage counts a signed-in customer's uses.

-- +goose Up
CREATE TABLE coupon (
    id                 INTEGER PRIMARY KEY,
    code               TEXT      NOT NULL UNIQUE,
    type               TEXT      NOT NULL CHECK (type IN ('percent', 'fixed', 'free_shipping')),
    amount             BIGINT    NOT NULL DEFAULT 0,
    min_subtotal       BIGINT    NOT NULL DEFAULT 0,
    valid_from         TIMESTAMP,
    valid_to           TIMESTAMP,
    usage_limit        INTEGER   NOT NULL DEFAULT 0,
    per_customer_limit INTEGER   NOT NULL DEFAULT 0,
    times_used         INTEGER   NOT NULL DEFAULT 0,
    sku_prefix         TEXT      NOT NULL DEFAULT '',
    combinable         BOOLEAN   NOT NULL DEFAULT FALSE,
    is_active          BOOLEAN   NOT NULL DEFAULT TRUE,
    created_at         TIMESTAMP NOT NULL,
    updated_at         TIMESTAMP NOT NULL
);

CREATE TABLE coupon_label (
    coupon_id INTEGER NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    label     TEXT    NOT NULL,
    PRIMARY KEY (coupon_id, locale)
);

CREATE TABLE coupon_category (
    coupon_id   INTEGER NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES category (id) ON DELETE CASCADE,
    PRIMARY KEY (coupon_id, category_id)
);

CREATE TABLE coupon_usage (
    coupon_id   INTEGER NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    times_used  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (coupon_id, customer_id)
);

-- +goose Down
DROP TABLE coupon_usage;
DROP TABLE coupon_category;
DROP TABLE coupon_label;
DROP TABLE coupon;
