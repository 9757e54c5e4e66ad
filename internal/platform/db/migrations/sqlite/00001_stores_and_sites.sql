-- Stores (commerce store views: site code + locale, each with a root category)
-- and content sites. The catalogue and content issues extend both sides.

-- +goose Up
CREATE TABLE category (
    id          INTEGER PRIMARY KEY,
    parent_id   INTEGER REFERENCES category (id) ON DELETE CASCADE,
    path        TEXT    NOT NULL DEFAULT '',
    level       INTEGER NOT NULL DEFAULT 0,
    position    INTEGER NOT NULL DEFAULT 0,
    is_active   BOOLEAN NOT NULL DEFAULT TRUE,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX category_parent ON category (parent_id, position);

CREATE TABLE store (
    id               INTEGER PRIMARY KEY,
    code             TEXT    NOT NULL UNIQUE,
    site_code        TEXT    NOT NULL,
    locale           TEXT    NOT NULL,
    name             TEXT    NOT NULL,
    root_category_id INTEGER NOT NULL REFERENCES category (id),
    is_default       BOOLEAN NOT NULL DEFAULT FALSE,
    sort_order       INTEGER NOT NULL DEFAULT 0,
    UNIQUE (site_code, locale)
);

CREATE TABLE site (
    id          INTEGER PRIMARY KEY,
    code        TEXT    NOT NULL UNIQUE,
    base_url    TEXT    NOT NULL,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- +goose Down
DROP TABLE site;
DROP TABLE store;
DROP TABLE category;
