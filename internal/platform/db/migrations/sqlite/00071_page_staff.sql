-- The back office's pages (issue 27, point 1). page_draft holds what an
-- editor works on, apart from the published texts in page_locale that the
-- content API answers from: the editable document (every language, blocks
-- as the block input JSON), its revision (each save moves it on, so a save
-- from a stale revision is refused, naming who saved meanwhile), and a
-- scheduled publication. page_version keeps each publish and each explicit
-- save for the history. page_redirect keeps a page's former urls, which
-- answer with a 301 to the current one; the storefront reads it, so its
-- writes move content_revision (00010).

-- +goose Up
CREATE TABLE page_draft (
    page_id    INTEGER   PRIMARY KEY REFERENCES page (id) ON DELETE CASCADE,
    revision   BIGINT    NOT NULL,
    published_revision BIGINT,
    document   TEXT      NOT NULL,
    publish_at TIMESTAMP,
    saved_at   TIMESTAMP NOT NULL,
    saved_by   TEXT      NOT NULL DEFAULT ''
);
CREATE INDEX page_draft_publish_at ON page_draft (publish_at);

CREATE TABLE page_version (
    id       INTEGER   PRIMARY KEY,
    page_id  INTEGER   NOT NULL REFERENCES page (id) ON DELETE CASCADE,
    kind     TEXT      NOT NULL,
    document TEXT      NOT NULL,
    saved_at TIMESTAMP NOT NULL,
    saved_by TEXT      NOT NULL DEFAULT ''
);
CREATE INDEX page_version_page ON page_version (page_id, id);

CREATE TABLE page_redirect (
    site_code  TEXT      NOT NULL,
    locale     TEXT      NOT NULL,
    url        TEXT      NOT NULL,
    page_id    INTEGER   NOT NULL REFERENCES page (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (site_code, locale, url)
);
CREATE INDEX page_redirect_page ON page_redirect (page_id);

-- +goose StatementBegin
CREATE TRIGGER page_redirect_insert_revision AFTER INSERT ON page_redirect
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_redirect_update_revision AFTER UPDATE ON page_redirect
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_redirect_delete_revision AFTER DELETE ON page_redirect
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER page_redirect_delete_revision;
DROP TRIGGER page_redirect_update_revision;
DROP TRIGGER page_redirect_insert_revision;
DROP TABLE page_redirect;
DROP TABLE page_version;
DROP TABLE page_draft;
