-- The back office's coupons and shipping rates (issue 27, points 7 and 8).
--
-- coupon_batch is a batch of single-use codes generated for a coupon (its
-- rule): each code is a coupon of its own (coupon_batch_code), with the
-- rule's conditions and a usage limit of 1, so the cart and the checkout
-- treat it as any other code. Deleting the rule deletes its batches and
-- their codes (the back office deletes only what no order used).
--
-- shipping_rate.is_active switches a method off for one country while its
-- rate is kept. shipping_revision is moved by every write of the rates
-- (package shipping, in the write's transaction): each process's short
-- cache of the rates compares it, so a change made by one process is
-- charged by every other within seconds.

-- +goose Up
CREATE TABLE coupon_batch (
    id         INTEGER PRIMARY KEY,
    coupon_id  INTEGER   NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    prefix     TEXT      NOT NULL,
    quantity   INTEGER   NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX coupon_batch_coupon ON coupon_batch (coupon_id);

CREATE TABLE coupon_batch_code (
    coupon_id INTEGER NOT NULL PRIMARY KEY REFERENCES coupon (id) ON DELETE CASCADE,
    batch_id  INTEGER NOT NULL REFERENCES coupon_batch (id) ON DELETE CASCADE
);
CREATE INDEX coupon_batch_code_batch ON coupon_batch_code (batch_id);

ALTER TABLE shipping_rate ADD COLUMN is_active BOOLEAN NOT NULL DEFAULT TRUE;

CREATE TABLE shipping_revision (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT  NOT NULL
);
INSERT INTO shipping_revision (id, n) VALUES (1, 1);

-- +goose Down
DROP TABLE shipping_revision;
ALTER TABLE shipping_rate DROP COLUMN is_active;
DROP TABLE coupon_batch_code;
DROP TABLE coupon_batch;
