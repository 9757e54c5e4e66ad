-- Directory (Magento's Directory module): the countries the shop delivers to
-- and their regions. Country names are not stored: they come from CLDR
-- (golang.org/x/text/language/display) in the reader's language. Region
-- names are stored per locale; German is the fallback.

-- +goose Up
CREATE TABLE directory_country (
    code       TEXT NOT NULL PRIMARY KEY CHECK (length(code) = 2 AND code = upper(code)),
    iso3_code  TEXT NOT NULL CHECK (length(iso3_code) = 3),
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE directory_region (
    id           INTEGER PRIMARY KEY,
    country_code TEXT NOT NULL REFERENCES directory_country (code) ON DELETE CASCADE,
    code         TEXT NOT NULL UNIQUE
);
CREATE INDEX directory_region_country ON directory_region (country_code);

CREATE TABLE directory_region_name (
    region_id INTEGER NOT NULL REFERENCES directory_region (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    PRIMARY KEY (region_id, locale)
);

-- +goose Down
DROP TABLE directory_region_name;
DROP TABLE directory_region;
DROP TABLE directory_country;
