-- content_revision counts the changes to what the content API answers
-- from: sites, pages, clubs, sales events, forms and media. Triggers move it
-- on every write, whichever process or instance makes it (the admin, a
-- seed, `paddock site`), so the API's response cache can tell with one read
-- that its answers are stale. Form submissions and uploads do not move it.

-- +goose Up
CREATE TABLE content_revision (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT  NOT NULL
);
INSERT INTO content_revision (id, n) VALUES (1, 0);

-- +goose StatementBegin
CREATE TRIGGER site_insert_revision AFTER INSERT ON site
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER site_update_revision AFTER UPDATE ON site
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER site_delete_revision AFTER DELETE ON site
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER site_locale_insert_revision AFTER INSERT ON site_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER site_locale_update_revision AFTER UPDATE ON site_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER site_locale_delete_revision AFTER DELETE ON site_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER content_media_insert_revision AFTER INSERT ON content_media
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER content_media_update_revision AFTER UPDATE ON content_media
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER content_media_delete_revision AFTER DELETE ON content_media
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_insert_revision AFTER INSERT ON page
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_update_revision AFTER UPDATE ON page
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_delete_revision AFTER DELETE ON page
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_locale_insert_revision AFTER INSERT ON page_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_locale_update_revision AFTER UPDATE ON page_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER page_locale_delete_revision AFTER DELETE ON page_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_insert_revision AFTER INSERT ON club
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_update_revision AFTER UPDATE ON club
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_delete_revision AFTER DELETE ON club
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_locale_insert_revision AFTER INSERT ON club_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_locale_update_revision AFTER UPDATE ON club_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER club_locale_delete_revision AFTER DELETE ON club_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_insert_revision AFTER INSERT ON sales_event
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_update_revision AFTER UPDATE ON sales_event
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_delete_revision AFTER DELETE ON sales_event
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_locale_insert_revision AFTER INSERT ON sales_event_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_locale_update_revision AFTER UPDATE ON sales_event_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_event_locale_delete_revision AFTER DELETE ON sales_event_locale
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER form_insert_revision AFTER INSERT ON form
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER form_update_revision AFTER UPDATE ON form
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER form_delete_revision AFTER DELETE ON form
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER site_insert_revision;
DROP TRIGGER site_update_revision;
DROP TRIGGER site_delete_revision;
DROP TRIGGER site_locale_insert_revision;
DROP TRIGGER site_locale_update_revision;
DROP TRIGGER site_locale_delete_revision;
DROP TRIGGER content_media_insert_revision;
DROP TRIGGER content_media_update_revision;
DROP TRIGGER content_media_delete_revision;
DROP TRIGGER page_insert_revision;
DROP TRIGGER page_update_revision;
DROP TRIGGER page_delete_revision;
DROP TRIGGER page_locale_insert_revision;
DROP TRIGGER page_locale_update_revision;
DROP TRIGGER page_locale_delete_revision;
DROP TRIGGER club_insert_revision;
DROP TRIGGER club_update_revision;
DROP TRIGGER club_delete_revision;
DROP TRIGGER club_locale_insert_revision;
DROP TRIGGER club_locale_update_revision;
DROP TRIGGER club_locale_delete_revision;
DROP TRIGGER sales_event_insert_revision;
DROP TRIGGER sales_event_update_revision;
DROP TRIGGER sales_event_delete_revision;
DROP TRIGGER sales_event_locale_insert_revision;
DROP TRIGGER sales_event_locale_update_revision;
DROP TRIGGER sales_event_locale_delete_revision;
DROP TRIGGER form_insert_revision;
DROP TRIGGER form_update_revision;
DROP TRIGGER form_delete_revision;
DROP TABLE content_revision;
