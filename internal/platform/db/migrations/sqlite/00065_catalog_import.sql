-- The back office's CSV imports of the catalogue (issue 26, point 7): the
-- uploaded file with its check's report until the import that staff
-- confirm has run as a job, its progress and outcome.

-- +goose Up
CREATE TABLE catalog_import (
    id            INTEGER PRIMARY KEY,
    staff_id      BIGINT    NOT NULL,
    -- the member of staff's name, for the stock's history
    staff_name    TEXT      NOT NULL DEFAULT '',
    -- a club manager's SKU prefixes as a JSON array; NULL for everyone else
    club_prefixes TEXT,
    file_name     TEXT      NOT NULL,
    -- the file, emptied once the import has run
    file          BLOB      NOT NULL,
    -- checked, refused (problems), queued, running, done, failed
    status        TEXT      NOT NULL,
    -- the check's report (csvio.Report as JSON); a failed run's
    report        TEXT      NOT NULL,
    total         INTEGER   NOT NULL DEFAULT 0,
    done          INTEGER   NOT NULL DEFAULT 0,
    -- a failed run's message key
    error_key     TEXT      NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    started_at    TIMESTAMP,
    finished_at   TIMESTAMP
);
CREATE INDEX catalog_import_created ON catalog_import (created_at);

-- +goose Down
DROP TABLE catalog_import;
