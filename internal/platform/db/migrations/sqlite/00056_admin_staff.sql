-- Staff accounts of the back office (issue 25, point 1). Staff are not
-- customers: their own table, their sessions in auth_session with
-- subject_kind 'staff'.
--
-- admin_staff: email in lower case; role one of internal/admin/access's;
-- password_hash an argon2id PHC string (platform/passhash), '' until the
-- invitation is taken up; totp_secret the authenticator's secret sealed
-- with a key derived from the shop's signing key ('' without one),
-- totp_confirmed_at when its first code was entered (before that the
-- secret is an enrolment in progress), totp_last_step the last time step
-- a code was accepted for, so no code counts twice; invite_hash a keyed
-- hash of the one-time invitation token; disabled_at ends every sign-in.
-- admin_staff_club: the clubs a club manager is limited to.
-- admin_staff_recovery: the ten single-use recovery codes, hashed.

-- +goose Up
CREATE TABLE admin_staff (
    id                INTEGER PRIMARY KEY,
    email             TEXT      NOT NULL UNIQUE,
    name              TEXT      NOT NULL DEFAULT '',
    role              TEXT      NOT NULL CHECK (role IN ('owner', 'support', 'content', 'club')),
    password_hash     TEXT      NOT NULL DEFAULT '',
    totp_secret       TEXT      NOT NULL DEFAULT '',
    totp_confirmed_at TIMESTAMP,
    totp_last_step    BIGINT    NOT NULL DEFAULT 0,
    invite_hash       TEXT      UNIQUE,
    invite_expires_at TIMESTAMP,
    disabled_at       TIMESTAMP,
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL
);

CREATE TABLE admin_staff_club (
    staff_id BIGINT NOT NULL REFERENCES admin_staff (id) ON DELETE CASCADE,
    club_id  BIGINT NOT NULL REFERENCES club (id) ON DELETE CASCADE,
    PRIMARY KEY (staff_id, club_id)
);

CREATE TABLE admin_staff_recovery (
    id        INTEGER PRIMARY KEY,
    staff_id  BIGINT    NOT NULL REFERENCES admin_staff (id) ON DELETE CASCADE,
    code_hash TEXT      NOT NULL,
    used_at   TIMESTAMP
);
CREATE INDEX admin_staff_recovery_staff ON admin_staff_recovery (staff_id);

-- +goose Down
DROP TABLE admin_staff_recovery;
DROP TABLE admin_staff_club;
DROP TABLE admin_staff;
