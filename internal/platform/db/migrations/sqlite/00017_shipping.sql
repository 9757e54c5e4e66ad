-- Shipping methods and their rates per destination country (package
-- shipping). Prices are gross cents; free_from 0 means no free-shipping
-- threshold; bulky_surcharge is added for bulky goods; extra_min_days and
-- extra_max_days are the working days a parcel to the country takes beyond
-- the products' delivery times (which are the times to a German address);
-- export marks destinations outside the EU.

-- +goose Up
CREATE TABLE shipping_method (
    id            INTEGER PRIMARY KEY,
    carrier_code  TEXT    NOT NULL,
    carrier_title TEXT    NOT NULL,
    method_code   TEXT    NOT NULL,
    sort_order    INTEGER NOT NULL DEFAULT 0,
    is_active     BOOLEAN NOT NULL DEFAULT TRUE,
    UNIQUE (carrier_code, method_code)
);

CREATE TABLE shipping_method_title (
    method_id INTEGER NOT NULL REFERENCES shipping_method (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    title     TEXT    NOT NULL,
    PRIMARY KEY (method_id, locale)
);

CREATE TABLE shipping_rate (
    method_id       INTEGER NOT NULL REFERENCES shipping_method (id) ON DELETE CASCADE,
    country_code    TEXT    NOT NULL,
    price           BIGINT  NOT NULL,
    free_from       BIGINT  NOT NULL DEFAULT 0,
    bulky_surcharge BIGINT  NOT NULL DEFAULT 0,
    extra_min_days  INTEGER NOT NULL DEFAULT 0,
    extra_max_days  INTEGER NOT NULL DEFAULT 0,
    export          BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (method_id, country_code)
);

-- +goose Down
DROP TABLE shipping_rate;
DROP TABLE shipping_method_title;
DROP TABLE shipping_method;
