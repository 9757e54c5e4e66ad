-- CMS blocks (Magento's cms_block): small pieces of sanitised HTML the
-- storefront shows by identifier. Title and content are per locale; a field
-- missing in a locale falls back to German.

-- +goose Up
CREATE TABLE cms_block (
    id         INTEGER PRIMARY KEY,
    identifier TEXT    NOT NULL UNIQUE,
    is_active  BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE cms_block_content (
    block_id INTEGER NOT NULL REFERENCES cms_block (id) ON DELETE CASCADE,
    locale   TEXT    NOT NULL,
    title    TEXT    NOT NULL DEFAULT '',
    content  TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (block_id, locale)
);

-- +goose Down
DROP TABLE cms_block_content;
DROP TABLE cms_block;
