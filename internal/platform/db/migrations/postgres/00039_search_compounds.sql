-- The PostgreSQL search index holds German words folded (ae, oe, ue, ß as
-- a, o, u, ss) and the parts of compounds beside them (package search,
-- decompound.go), and its typo vocabulary likewise: an index written
-- before holds neither, so it is emptied here, and the catalogue rebuilds
-- it on start (EnsureIndex rebuilds an empty index). The deletes move
-- catalog_revision, so no cached result of the old index is kept.

-- +goose Up
DELETE FROM search_document;
DELETE FROM search_word;

-- +goose Down
-- Nothing to restore: the index is derived data, rebuilt when empty.
SELECT 1;
