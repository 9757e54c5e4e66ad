-- search_word, the vocabulary the PostgreSQL search engine looks typos up
-- in, moves catalog_revision too: the engine keeps results for a revision
-- (internal/platform/search), and a word added or removed changes what a
-- search with a typo finds. Today words come only with search_document
-- rows, in one transaction, whose trigger moves the revision already; this
-- keeps it so when words are written alone (a pruning of stale words).

-- +goose Up
CREATE TRIGGER search_word_catalog_revision AFTER INSERT OR UPDATE OR DELETE ON search_word
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

-- +goose Down
DROP TRIGGER search_word_catalog_revision ON search_word;
