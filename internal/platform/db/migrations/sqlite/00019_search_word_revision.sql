-- search_word, the vocabulary the PostgreSQL search engine looks typos up
-- in, moves catalog_revision too: the engine keeps results for a revision
-- (internal/platform/search), and a word added or removed changes what a
-- search with a typo finds. On SQLite the table stays empty (Bleve
-- searches); the triggers keep both folders in lockstep.

-- +goose Up
-- +goose StatementBegin
CREATE TRIGGER search_word_insert_catalog_revision AFTER INSERT ON search_word
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER search_word_update_catalog_revision AFTER UPDATE ON search_word
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER search_word_delete_catalog_revision AFTER DELETE ON search_word
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER search_word_insert_catalog_revision;
DROP TRIGGER search_word_update_catalog_revision;
DROP TRIGGER search_word_delete_catalog_revision;
