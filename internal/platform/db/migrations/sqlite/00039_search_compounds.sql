-- The PostgreSQL search index is emptied to be rebuilt with German
-- compounds (see the PostgreSQL migration). On SQLite the search tables
-- stay empty (Bleve searches, and rebuilds its index when its layout
-- changes); the same statements keep both folders in lockstep.

-- +goose Up
DELETE FROM search_document;
DELETE FROM search_word;

-- +goose Down
SELECT 1;
