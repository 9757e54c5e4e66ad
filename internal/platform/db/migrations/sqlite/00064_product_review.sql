-- Product reviews (package review): a customer who bought a product
-- writes one review of it (rating 1 to 5, title, text, the nickname shown),
-- kept against the product the storefront shows (a configurable product
-- for a variant bought). A review is pending until staff approve or reject
-- it (moderated_by, moderated_at); the shop may reply (reply, replied_by,
-- replied_at). verified_purchase marks a review checked against the
-- customer's paid orders when written (every review is: none is taken
-- without a purchase). One review per product and customer; erasing the
-- customer deletes their reviews. Approved reviews are what the
-- storefront shows, so a change to one moves catalog_revision (the
-- commerce API's answer cache), as migration 00012 does for the catalogue.

-- +goose Up
CREATE TABLE product_review (
    id                INTEGER PRIMARY KEY,
    product_id        INTEGER   NOT NULL REFERENCES product (id) ON DELETE CASCADE,
    customer_id       INTEGER   NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    locale            TEXT      NOT NULL,
    nickname          TEXT      NOT NULL,
    title             TEXT      NOT NULL,
    text              TEXT      NOT NULL,
    rating            INTEGER   NOT NULL CHECK (rating BETWEEN 1 AND 5),
    status            TEXT      NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    verified_purchase BOOLEAN   NOT NULL DEFAULT FALSE,
    reply             TEXT      NOT NULL DEFAULT '',
    replied_by        TEXT      NOT NULL DEFAULT '',
    replied_at        TIMESTAMP,
    moderated_by      TEXT      NOT NULL DEFAULT '',
    moderated_at      TIMESTAMP,
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL,
    UNIQUE (product_id, customer_id)
);
CREATE INDEX product_review_shown ON product_review (product_id, status, created_at DESC, id DESC);
CREATE INDEX product_review_queue ON product_review (status, created_at, id);
CREATE INDEX product_review_customer ON product_review (customer_id, created_at DESC, id DESC);

-- +goose StatementBegin
CREATE TRIGGER product_review_insert_catalog_revision AFTER INSERT ON product_review
WHEN NEW.status = 'approved'
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_review_update_catalog_revision AFTER UPDATE ON product_review
WHEN OLD.status = 'approved' OR NEW.status = 'approved'
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER product_review_delete_catalog_revision AFTER DELETE ON product_review
WHEN OLD.status = 'approved'
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER product_review_insert_catalog_revision;
DROP TRIGGER product_review_update_catalog_revision;
DROP TRIGGER product_review_delete_catalog_revision;
DROP TABLE product_review;
