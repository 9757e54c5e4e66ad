-- Login as customer (issue 25, point 10; package admin/assist): a member
-- of staff opens the storefront as a customer who allowed remote shopping
-- assistance. A row is a single-use link (only a keyed hash of its token,
-- valid until expires_at), then, once redeemed (used_at), the customer
-- session it began (session_id) and when that ended (ended_at). The
-- staff member's name and email are kept as it was, for the banner and the audit
-- trail; staff_id and session_id keep no foreign key: the row outlives
-- the session and may outlive the account.

-- +goose Up
CREATE TABLE admin_assist (
    id          INTEGER PRIMARY KEY,
    token_hash  TEXT      NOT NULL UNIQUE,
    staff_id    BIGINT    NOT NULL,
    staff_name  TEXT      NOT NULL DEFAULT '',
    staff_email TEXT      NOT NULL DEFAULT '',
    customer_id BIGINT    NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    used_at     TIMESTAMP,
    session_id  BIGINT,
    ended_at    TIMESTAMP
);
CREATE INDEX admin_assist_session ON admin_assist (session_id);
CREATE INDEX admin_assist_customer ON admin_assist (customer_id, created_at);

-- +goose Down
DROP TABLE admin_assist;
