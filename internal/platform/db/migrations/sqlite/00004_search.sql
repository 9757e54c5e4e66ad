-- The tables of PostgreSQL's search engine (internal/platform/search),
-- created here only to keep the migration folders in lockstep. On SQLite
-- the embedded Bleve index searches and these tables stay empty.

-- +goose Up
CREATE TABLE search_document (
    product_id      INTEGER NOT NULL,
    locale          TEXT    NOT NULL,
    document        TEXT    NOT NULL,
    skus            TEXT    NOT NULL DEFAULT '[]',
    name_key        TEXT    NOT NULL,
    category_ids    TEXT    NOT NULL DEFAULT '[]',
    manufacturer_id INTEGER NOT NULL DEFAULT 0,
    color_ids       TEXT    NOT NULL DEFAULT '[]',
    size_ids        TEXT    NOT NULL DEFAULT '[]',
    price           INTEGER NOT NULL,
    in_stock        BOOLEAN NOT NULL,
    new_since       TEXT    NOT NULL,
    positions       TEXT    NOT NULL DEFAULT '{}',
    PRIMARY KEY (locale, product_id)
);

CREATE TABLE search_word (
    locale TEXT NOT NULL,
    word   TEXT NOT NULL,
    PRIMARY KEY (locale, word)
);

-- +goose Down
DROP TABLE search_word;
DROP TABLE search_document;
