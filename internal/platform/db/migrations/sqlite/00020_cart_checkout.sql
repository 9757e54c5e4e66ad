-- What the checkout sets on a cart (package cart, checkout.go): its
-- shipping and billing address (cart_address, one of each kind, checked
-- as the address book checks addresses; customer_address_id names the
-- saved address it was taken from, save_in_address_book asks the order to
-- add a typed address to the customer's book), whether the billing
-- address is the shipping address (billing_same_as_shipping: it follows
-- every change of the shipping address), and the chosen shipping method
-- (carrier and method code, kept only while the shipping address's country
-- offers it). has_address spares reading cart_address for the many carts
-- that never reach the checkout.

-- +goose Up
CREATE TABLE cart_address (
    cart_id              BIGINT  NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
    kind                 TEXT    NOT NULL CHECK (kind IN ('shipping', 'billing')),
    customer_address_id  BIGINT  REFERENCES customer_address (id) ON DELETE SET NULL,
    firstname            TEXT    NOT NULL,
    lastname             TEXT    NOT NULL,
    company              TEXT    NOT NULL DEFAULT '',
    street_line1         TEXT    NOT NULL,
    street_line2         TEXT    NOT NULL DEFAULT '',
    postcode             TEXT    NOT NULL,
    city                 TEXT    NOT NULL,
    country_code         TEXT    NOT NULL,
    region_id            BIGINT  REFERENCES directory_region (id),
    region_name          TEXT    NOT NULL DEFAULT '',
    telephone            TEXT    NOT NULL DEFAULT '',
    vat_id               TEXT    NOT NULL DEFAULT '',
    save_in_address_book BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (cart_id, kind)
);

ALTER TABLE cart ADD COLUMN has_address BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE cart ADD COLUMN billing_same_as_shipping BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE cart ADD COLUMN shipping_carrier_code TEXT NOT NULL DEFAULT '';
ALTER TABLE cart ADD COLUMN shipping_method_code TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE cart DROP COLUMN shipping_method_code;
ALTER TABLE cart DROP COLUMN shipping_carrier_code;
ALTER TABLE cart DROP COLUMN billing_same_as_shipping;
ALTER TABLE cart DROP COLUMN has_address;
DROP TABLE cart_address;
