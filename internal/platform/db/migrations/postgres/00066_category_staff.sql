-- The back office's categories (issue 26): a version per category that
-- every save moves on, so that a second member of staff saving what they
-- read before the first one's save is refused ("changed meanwhile")
-- instead of overwriting it.

-- +goose Up
ALTER TABLE category ADD COLUMN version BIGINT NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE category DROP COLUMN version;
