-- Product search on PostgreSQL full-text search (internal/platform/search),
-- for installations with several instances. One row per product and
-- locale: a weighted tsvector (name and SKUs A, manufacturer and
-- categories B, description C) and the columns the filters, facets and
-- sorts read. search_word is each locale's vocabulary, which pg_trgm
-- searches for words a typo may have meant.

-- +goose Up
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE search_document (
    product_id      BIGINT      NOT NULL,
    locale          TEXT        NOT NULL,
    document        TSVECTOR    NOT NULL,
    skus            TEXT[]      NOT NULL,            -- lowercased, the product's own first
    name_key        TEXT        NOT NULL COLLATE "C", -- folded name, ordered by bytes
    category_ids    BIGINT[]    NOT NULL,
    manufacturer_id BIGINT      NOT NULL DEFAULT 0,
    color_ids       BIGINT[]    NOT NULL,
    size_ids        BIGINT[]    NOT NULL,
    price           BIGINT      NOT NULL,            -- cents
    in_stock        BOOLEAN     NOT NULL,
    new_since       TIMESTAMPTZ NOT NULL,
    positions       JSONB       NOT NULL,            -- {"<category id>": position}
    PRIMARY KEY (locale, product_id)
);
CREATE INDEX search_document_product ON search_document (product_id);
CREATE INDEX search_document_text ON search_document USING GIN (document);
CREATE INDEX search_document_categories ON search_document USING GIN (category_ids);
CREATE INDEX search_document_skus ON search_document USING GIN (skus);

CREATE TABLE search_word (
    locale TEXT NOT NULL,
    word   TEXT NOT NULL,
    PRIMARY KEY (locale, word)
);
CREATE INDEX search_word_trigrams ON search_word USING GIN (word gin_trgm_ops);

-- +goose Down
DROP TABLE search_word;
DROP TABLE search_document;
