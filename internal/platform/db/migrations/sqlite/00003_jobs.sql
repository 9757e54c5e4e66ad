-- The outbox of background work (index updates, mails, webhooks): a job is
-- written in the same transaction as the change that causes it, so a crash
-- loses nothing, and claimed with a lease, so several instances never run
-- the same job at once.

-- +goose Up
CREATE TABLE job (
    id           INTEGER PRIMARY KEY,
    kind         TEXT      NOT NULL,
    dedupe_key   TEXT,
    payload      TEXT      NOT NULL,
    run_at       TIMESTAMP NOT NULL,
    attempts     INTEGER   NOT NULL DEFAULT 0,
    locked_until TIMESTAMP,
    locked_by    TEXT,
    last_error   TEXT,
    dead         BOOLEAN   NOT NULL DEFAULT FALSE,
    created_at   TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX job_due ON job (run_at, id) WHERE dead = FALSE;
-- At most one job per kind and key waits to start; one that runs already
-- does not block a new one, which sees the newer state.
CREATE UNIQUE INDEX job_waiting_key ON job (kind, dedupe_key)
    WHERE dedupe_key IS NOT NULL AND locked_until IS NULL AND dead = FALSE;

-- +goose Down
DROP TABLE job;
