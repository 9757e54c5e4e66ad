-- Mail, rate limits, newsletter and helpdesk.
--
-- mail_message is the outbox of mails and, when no SMTP server is
-- configured, the local mailbox (`paddock mail`, /dev/mail): a mail is
-- written in the caller's transaction with a delivery job; the job claims
-- the message (state queued/failed → sending) so that only one worker
-- sends it, then marks it sent over 'smtp' or into the 'mailbox'.
-- rate_limit counts attempts per rule and key (a SHA-256 of the key, never
-- the address itself) in fixed windows numbered since the epoch.
-- newsletter_consent_log is the proof of every opt-in step (DSGVO): it is
-- kept when a subscriber row goes.
-- app_secret keeps secrets generated once and shared by every instance.

-- +goose Up
CREATE TABLE mail_message (
    id            INTEGER PRIMARY KEY,
    message_id    TEXT      NOT NULL UNIQUE,
    tag           TEXT      NOT NULL DEFAULT '',
    from_address  TEXT      NOT NULL,
    to_addresses  TEXT      NOT NULL,
    reply_to      TEXT      NOT NULL DEFAULT '',
    subject       TEXT      NOT NULL,
    text_body     TEXT      NOT NULL,
    html_body     TEXT      NOT NULL DEFAULT '',
    attachments   TEXT      NOT NULL DEFAULT '[]',
    state         TEXT      NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
    transport     TEXT      NOT NULL DEFAULT '' CHECK (transport IN ('', 'smtp', 'mailbox')),
    attempts      INTEGER   NOT NULL DEFAULT 0,
    last_error    TEXT      NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    sending_since TIMESTAMP,
    sent_at       TIMESTAMP
);
CREATE INDEX mail_message_newest ON mail_message (created_at, id);

CREATE TABLE rate_limit (
    rule       TEXT    NOT NULL,
    key_hash   TEXT    NOT NULL,
    window_no  BIGINT  NOT NULL,
    attempts   INTEGER NOT NULL,
    expires_at BIGINT  NOT NULL,
    PRIMARY KEY (rule, key_hash, window_no)
);
CREATE INDEX rate_limit_expires ON rate_limit (expires_at);

CREATE TABLE newsletter_subscriber (
    id              INTEGER PRIMARY KEY,
    email           TEXT      NOT NULL UNIQUE,
    store_code      TEXT      NOT NULL,
    locale          TEXT      NOT NULL,
    status          TEXT      NOT NULL CHECK (status IN ('unconfirmed', 'subscribed', 'unsubscribed')),
    requested_at    TIMESTAMP NOT NULL,
    confirmed_at    TIMESTAMP,
    unsubscribed_at TIMESTAMP,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);

CREATE TABLE newsletter_consent_log (
    id            INTEGER PRIMARY KEY,
    subscriber_id INTEGER REFERENCES newsletter_subscriber (id) ON DELETE SET NULL,
    email         TEXT      NOT NULL,
    store_code    TEXT      NOT NULL,
    action        TEXT      NOT NULL CHECK (action IN ('requested', 'confirmed', 'unsubscribed')),
    consent_text  TEXT      NOT NULL,
    ip            TEXT      NOT NULL,
    user_agent    TEXT      NOT NULL,
    created_at    TIMESTAMP NOT NULL
);
CREATE INDEX newsletter_consent_log_email ON newsletter_consent_log (email, created_at);

CREATE TABLE helpdesk_ticket (
    id         INTEGER PRIMARY KEY,
    code       TEXT      NOT NULL UNIQUE,
    channel    TEXT      NOT NULL,
    status     TEXT      NOT NULL DEFAULT 'open',
    store_code TEXT      NOT NULL,
    locale     TEXT      NOT NULL,
    name       TEXT      NOT NULL,
    email      TEXT      NOT NULL,
    telephone  TEXT      NOT NULL DEFAULT '',
    subject    TEXT      NOT NULL,
    message    TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE app_secret (
    name       TEXT      PRIMARY KEY,
    value      TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE app_secret;
DROP TABLE helpdesk_ticket;
DROP TABLE newsletter_consent_log;
DROP TABLE newsletter_subscriber;
DROP TABLE rate_limit;
DROP TABLE mail_message;
