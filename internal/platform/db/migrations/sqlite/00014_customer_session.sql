-- Customer accounts, their addresses, sessions and password resets.
--
-- customer: one account per address and website (site code); email_key is
-- the address in lower case, so that Rider@Example.de and
-- rider@example.de are one account. password_hash is an argon2id PHC
-- string (customer/password.go). locale and store_code are where the
-- customer registered: the language of their mails.
-- customer_address: the address book; at most one default billing and one
-- default shipping address per customer (partial unique indexes); the
-- region is one of the directory (region_id) where the country has a list,
-- else what the customer typed (region_name).
-- auth_session: sessions of browsers (via 'cookie') and API clients (via
-- 'bearer') for any kind of subject (customers now, staff later); only a
-- keyed SHA-256 of the opaque token is kept. A session ends at expires_at
-- (absolute) or after the idle lifetime since last_seen_at; revoking
-- deletes it.
-- customer_password_reset: single-use reset links; only a keyed hash of
-- the token is kept.

-- +goose Up
CREATE TABLE customer (
    id                  INTEGER PRIMARY KEY,
    website             TEXT      NOT NULL,
    email               TEXT      NOT NULL,
    email_key           TEXT      NOT NULL,
    firstname           TEXT      NOT NULL,
    lastname            TEXT      NOT NULL,
    date_of_birth       TEXT,
    locale              TEXT      NOT NULL,
    store_code          TEXT      NOT NULL,
    password_hash       TEXT      NOT NULL,
    password_changed_at TIMESTAMP NOT NULL,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL,
    UNIQUE (website, email_key)
);

CREATE TABLE customer_address (
    id                  INTEGER PRIMARY KEY,
    customer_id         BIGINT    NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    firstname           TEXT      NOT NULL,
    lastname            TEXT      NOT NULL,
    company             TEXT      NOT NULL DEFAULT '',
    street_line1        TEXT      NOT NULL,
    street_line2        TEXT      NOT NULL DEFAULT '',
    postcode            TEXT      NOT NULL,
    city                TEXT      NOT NULL,
    country_code        TEXT      NOT NULL,
    region_id           BIGINT    REFERENCES directory_region (id),
    region_name         TEXT      NOT NULL DEFAULT '',
    telephone           TEXT      NOT NULL DEFAULT '',
    vat_id              TEXT      NOT NULL DEFAULT '',
    is_default_billing  BOOLEAN   NOT NULL DEFAULT FALSE,
    is_default_shipping BOOLEAN   NOT NULL DEFAULT FALSE,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL
);
CREATE INDEX customer_address_customer ON customer_address (customer_id, id);
CREATE UNIQUE INDEX customer_address_default_billing ON customer_address (customer_id) WHERE is_default_billing;
CREATE UNIQUE INDEX customer_address_default_shipping ON customer_address (customer_id) WHERE is_default_shipping;

CREATE TABLE auth_session (
    id           INTEGER PRIMARY KEY,
    token_hash   TEXT      NOT NULL UNIQUE,
    subject_kind TEXT      NOT NULL,
    subject_id   BIGINT    NOT NULL,
    via          TEXT      NOT NULL CHECK (via IN ('cookie', 'bearer')),
    ip           TEXT      NOT NULL DEFAULT '',
    user_agent   TEXT      NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL
);
CREATE INDEX auth_session_subject ON auth_session (subject_kind, subject_id);
CREATE INDEX auth_session_expires ON auth_session (expires_at);

CREATE TABLE customer_password_reset (
    id          INTEGER PRIMARY KEY,
    customer_id BIGINT    NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    token_hash  TEXT      NOT NULL UNIQUE,
    ip          TEXT      NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    used_at     TIMESTAMP
);
CREATE INDEX customer_password_reset_customer ON customer_password_reset (customer_id);

-- +goose Down
DROP TABLE customer_password_reset;
DROP TABLE auth_session;
DROP TABLE customer_address;
DROP TABLE customer;
