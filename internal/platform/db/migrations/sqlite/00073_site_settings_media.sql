-- The back office's site settings, navigation and media library (issue 27,
-- points 4, 6 and 11). A site gets the shop's name, its default language
-- and a version that every save of its navigation and footer moves (a
-- stale save is refused); each language gets a maintenance notice the
-- storefront shows as a banner while it is set. An image of the media
-- library keeps its file name, size and a caption per language (JSON like
-- alt).

-- +goose Up
ALTER TABLE site ADD COLUMN name TEXT NOT NULL DEFAULT '';
ALTER TABLE site ADD COLUMN default_locale TEXT NOT NULL DEFAULT 'de';
ALTER TABLE site ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE site_locale ADD COLUMN maintenance_notice TEXT NOT NULL DEFAULT '';
ALTER TABLE content_media ADD COLUMN caption TEXT NOT NULL DEFAULT '{}';
ALTER TABLE content_media ADD COLUMN filename TEXT NOT NULL DEFAULT '';
ALTER TABLE content_media ADD COLUMN filesize BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE content_media DROP COLUMN filesize;
ALTER TABLE content_media DROP COLUMN filename;
ALTER TABLE content_media DROP COLUMN caption;
ALTER TABLE site_locale DROP COLUMN maintenance_notice;
ALTER TABLE site DROP COLUMN version;
ALTER TABLE site DROP COLUMN default_locale;
ALTER TABLE site DROP COLUMN name;
