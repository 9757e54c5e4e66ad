-- Email changes confirmed by a link (package customer): updateCustomerEmail
-- answers alike for a free and a taken address, and a job mails either a
-- single-use link to the new address, whose owner confirms the change
-- with it, or a note to the owner of a taken one.
--
-- customer_email_change is a change waiting for its link: the account,
-- the new address as typed, the keyed hash of the link's token (never the
-- token), the session that asked (kept when the others end with the
-- change), the client's address, and when the link stops working. A new
-- request replaces the account's older ones; a confirmation, a password
-- reset or change, and the hourly prune end them.

-- +goose Up
CREATE TABLE customer_email_change (
    id              INTEGER PRIMARY KEY,
    customer_id     BIGINT    NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    email           TEXT      NOT NULL,
    token_hash      TEXT      NOT NULL UNIQUE,
    keep_session_id BIGINT,
    ip              TEXT      NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    expires_at      TIMESTAMP NOT NULL
);
CREATE INDEX customer_email_change_customer ON customer_email_change (customer_id);
CREATE INDEX customer_email_change_expires ON customer_email_change (expires_at);

-- +goose Down
DROP TABLE customer_email_change;
