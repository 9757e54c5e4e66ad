-- Passkeys (WebAuthn) of the back office's staff (issue 25): a second
-- factor beside the authenticator app, and, once registered, a sign-in
-- without a password (package admin/staff, passkey.go).
--
-- staff_passkey: one registered credential. credential_id is the
-- authenticator's id of it (raw bytes, base64url here), public_key its
-- COSE key, sign_count the last signature counter seen (a lower one is
-- refused as a cloned authenticator), aaguid the authenticator model's
-- id, transports as the browser reported them (comma-separated), flags
-- the backup-eligible and backup-state bits (WebAuthn checks that the
-- first never changes), name what the member calls it.
-- staff_passkey_challenge: a ceremony begun and not yet finished: a keyed
-- hash of the random handle in the browser's HttpOnly cookie, what it is
-- for (register, signIn, secondFactor), the account (none for a sign-in
-- without a password), the library's session data as JSON; taken once
-- (deleted as it is read), valid until expires_at (5 minutes).

-- +goose Up
CREATE TABLE staff_passkey (
    id            INTEGER PRIMARY KEY,
    staff_id      BIGINT    NOT NULL REFERENCES admin_staff (id) ON DELETE CASCADE,
    credential_id TEXT      NOT NULL UNIQUE,
    public_key    TEXT      NOT NULL,
    sign_count    BIGINT    NOT NULL DEFAULT 0,
    aaguid        TEXT      NOT NULL DEFAULT '',
    transports    TEXT      NOT NULL DEFAULT '',
    flags         INTEGER   NOT NULL DEFAULT 0,
    name          TEXT      NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    last_used_at  TIMESTAMP
);
CREATE INDEX staff_passkey_staff ON staff_passkey (staff_id);

CREATE TABLE staff_passkey_challenge (
    handle_hash TEXT      PRIMARY KEY,
    purpose     TEXT      NOT NULL CHECK (purpose IN ('register', 'signIn', 'secondFactor')),
    staff_id    BIGINT,
    data        TEXT      NOT NULL,
    expires_at  TIMESTAMP NOT NULL
);
CREATE INDEX staff_passkey_challenge_expires ON staff_passkey_challenge (expires_at);

-- +goose Down
DROP TABLE staff_passkey_challenge;
DROP TABLE staff_passkey;
