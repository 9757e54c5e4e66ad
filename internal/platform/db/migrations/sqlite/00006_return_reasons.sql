-- Return reasons a customer picks per returned item. The code is stable (it
-- is stored with each return); labels are per locale, German the fallback.

-- +goose Up
CREATE TABLE return_reason (
    id       INTEGER PRIMARY KEY,
    code     TEXT    NOT NULL UNIQUE,
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE return_reason_label (
    reason_id INTEGER NOT NULL REFERENCES return_reason (id) ON DELETE CASCADE,
    locale    TEXT    NOT NULL,
    label     TEXT    NOT NULL,
    PRIMARY KEY (reason_id, locale)
);

-- +goose Down
DROP TABLE return_reason_label;
DROP TABLE return_reason;
