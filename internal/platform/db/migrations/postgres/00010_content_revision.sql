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
CREATE FUNCTION bump_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE content_revision SET n = n + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER site_revision AFTER INSERT OR UPDATE OR DELETE ON site
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER site_locale_revision AFTER INSERT OR UPDATE OR DELETE ON site_locale
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER content_media_revision AFTER INSERT OR UPDATE OR DELETE ON content_media
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER page_revision AFTER INSERT OR UPDATE OR DELETE ON page
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER page_locale_revision AFTER INSERT OR UPDATE OR DELETE ON page_locale
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER club_revision AFTER INSERT OR UPDATE OR DELETE ON club
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER club_locale_revision AFTER INSERT OR UPDATE OR DELETE ON club_locale
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER sales_event_revision AFTER INSERT OR UPDATE OR DELETE ON sales_event
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER sales_event_locale_revision AFTER INSERT OR UPDATE OR DELETE ON sales_event_locale
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

CREATE TRIGGER form_revision AFTER INSERT OR UPDATE OR DELETE ON form
    FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();

-- +goose Down
DROP TRIGGER site_revision ON site;
DROP TRIGGER site_locale_revision ON site_locale;
DROP TRIGGER content_media_revision ON content_media;
DROP TRIGGER page_revision ON page;
DROP TRIGGER page_locale_revision ON page_locale;
DROP TRIGGER club_revision ON club;
DROP TRIGGER club_locale_revision ON club_locale;
DROP TRIGGER sales_event_revision ON sales_event;
DROP TRIGGER sales_event_locale_revision ON sales_event_locale;
DROP TRIGGER form_revision ON form;
DROP FUNCTION bump_content_revision();
DROP TABLE content_revision;
