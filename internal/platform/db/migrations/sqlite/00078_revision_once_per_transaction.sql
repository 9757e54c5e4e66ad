-- On PostgreSQL the catalogue's and the content's revisions now move once
-- per transaction (see the PostgreSQL migration). SQLite updates the row
-- in place, so its triggers stay as they are; this keeps both folders in
-- lockstep.

-- +goose Up
SELECT 1;

-- +goose Down
SELECT 1;
