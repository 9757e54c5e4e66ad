-- The content system (Payload-shaped): images, the sites' logo, navigation,
-- header and footer, pages of blocks, clubs, sales events (flash sales),
-- forms with their submissions and uploads. Texts are kept per locale; a
-- locale without its own row or value falls back to German. Nested
-- structures (navigation, header and footer entries, blocks, meta, form
-- fields) are JSON documents in TEXT columns, validated by the service
-- before they are written; images are referenced by content_media id.

-- +goose Up
CREATE TABLE content_media (
    id         INTEGER PRIMARY KEY,
    blob_key   TEXT      NOT NULL UNIQUE,
    width      INTEGER   NOT NULL,
    height     INTEGER   NOT NULL,
    mime_type  TEXT      NOT NULL,
    alt        TEXT      NOT NULL DEFAULT '{}',
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

ALTER TABLE site ADD COLUMN logo_id INTEGER REFERENCES content_media (id) ON DELETE SET NULL;
ALTER TABLE site ADD COLUMN google_analytics_id TEXT;
ALTER TABLE site ADD COLUMN clarity_id TEXT;

CREATE TABLE site_locale (
    site_id    INTEGER NOT NULL REFERENCES site (id) ON DELETE CASCADE,
    locale     TEXT    NOT NULL,
    navigation TEXT    NOT NULL DEFAULT '',
    header     TEXT    NOT NULL DEFAULT '',
    footer     TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (site_id, locale)
);

CREATE TABLE page (
    id           INTEGER PRIMARY KEY,
    site_code    TEXT      NOT NULL REFERENCES site (code) ON UPDATE CASCADE,
    parent_id    INTEGER   REFERENCES page (id),
    status       TEXT      NOT NULL,
    header_style TEXT      NOT NULL,
    layout       TEXT      NOT NULL,
    published_at TIMESTAMP,
    created_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX page_parent ON page (parent_id);

CREATE TABLE page_locale (
    page_id   INTEGER NOT NULL REFERENCES page (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    site_code TEXT    NOT NULL,
    title     TEXT    NOT NULL,
    slug      TEXT    NOT NULL,
    url       TEXT    NOT NULL,
    meta      TEXT    NOT NULL DEFAULT '{}',
    blocks    TEXT    NOT NULL DEFAULT '[]',
    PRIMARY KEY (page_id, locale),
    UNIQUE (site_code, locale, url)
);

CREATE TABLE club (
    id                    INTEGER PRIMARY KEY,
    slug                  TEXT      NOT NULL UNIQUE,
    name                  TEXT      NOT NULL,
    list_name             TEXT      NOT NULL,
    sku_prefix            TEXT      NOT NULL,
    status                TEXT      NOT NULL,
    visibility            TEXT      NOT NULL,
    logo_id               INTEGER   REFERENCES content_media (id) ON DELETE SET NULL,
    banner_color          TEXT      NOT NULL,
    shop_root_category_id TEXT      NOT NULL,
    created_at            TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at            TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX club_listed ON club (status, visibility);

CREATE TABLE club_locale (
    club_id INTEGER NOT NULL REFERENCES club (id) ON DELETE CASCADE,
    locale  TEXT    NOT NULL,
    meta    TEXT    NOT NULL DEFAULT '{}',
    blocks  TEXT    NOT NULL DEFAULT '[]',
    PRIMARY KEY (club_id, locale)
);

CREATE TABLE sales_event (
    id                 INTEGER PRIMARY KEY,
    slug               TEXT      NOT NULL UNIQUE,
    status             TEXT      NOT NULL,
    starts_at          TIMESTAMP NOT NULL,
    ends_at            TIMESTAMP NOT NULL,
    repeat_mode        TEXT      NOT NULL,
    is_private         BOOLEAN   NOT NULL DEFAULT FALSE,
    access_key         TEXT,
    sales_type         TEXT      NOT NULL,
    category_id        TEXT,
    single_product_sku TEXT,
    created_at         TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at         TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE sales_event_locale (
    sales_event_id INTEGER NOT NULL REFERENCES sales_event (id) ON DELETE CASCADE,
    locale         TEXT    NOT NULL,
    title          TEXT    NOT NULL,
    meta           TEXT    NOT NULL DEFAULT '{}',
    blocks         TEXT    NOT NULL DEFAULT '[]',
    PRIMARY KEY (sales_event_id, locale)
);

CREATE TABLE form (
    id         INTEGER PRIMARY KEY,
    code       TEXT      NOT NULL UNIQUE,
    definition TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE form_submission (
    id         INTEGER PRIMARY KEY,
    form_id    INTEGER   NOT NULL REFERENCES form (id),
    locale     TEXT      NOT NULL,
    data       TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX form_submission_form ON form_submission (form_id, created_at);

-- An upload waits (submission_id NULL) until a submission claims it; one
-- left unclaimed for a day is pruned with its file.
CREATE TABLE form_upload (
    id            TEXT      PRIMARY KEY,
    form_id       INTEGER   NOT NULL REFERENCES form (id) ON DELETE CASCADE,
    field_name    TEXT      NOT NULL,
    blob_key      TEXT      NOT NULL,
    filename      TEXT      NOT NULL,
    content_type  TEXT      NOT NULL,
    size          INTEGER   NOT NULL,
    submission_id INTEGER   REFERENCES form_submission (id) ON DELETE SET NULL,
    created_at    TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX form_upload_submission ON form_upload (submission_id);
CREATE INDEX form_upload_created ON form_upload (created_at);

-- +goose Down
DROP TABLE form_upload;
DROP TABLE form_submission;
DROP TABLE form;
DROP TABLE sales_event_locale;
DROP TABLE sales_event;
DROP TABLE club_locale;
DROP TABLE club;
DROP TABLE page_locale;
DROP TABLE page;
DROP TABLE site_locale;
-- SQLite cannot drop a column that references another table: the site
-- table is rebuilt without the three columns.
CREATE TABLE site_before_content (
    id          INTEGER PRIMARY KEY,
    code        TEXT    NOT NULL UNIQUE,
    base_url    TEXT    NOT NULL,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO site_before_content (id, code, base_url, created_at, updated_at)
    SELECT id, code, base_url, created_at, updated_at FROM site;
DROP TABLE site;
ALTER TABLE site_before_content RENAME TO site;
DROP TABLE content_media;
