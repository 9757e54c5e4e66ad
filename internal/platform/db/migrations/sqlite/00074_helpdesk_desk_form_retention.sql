-- The back office's helpdesk and forms (issue 27, points 5 and 10).
-- A ticket gets a member of staff it is assigned to and the time of its
-- last change; its statuses are new (as the contact form made it), open,
-- answered and closed, so the tickets stored before, all 'open' by the
-- old default and never touched, are new. helpdesk_message is a ticket's
-- conversation after the customer's first message: replies mailed by
-- staff (reply), the customer's answers pasted by staff from the shop's
-- mailbox (customer) and internal notes, never mailed (note).
-- A form gets the addresses its submissions are announced to (comma
-- separated; empty for the shop's address) and the days its submissions
-- are kept before they and their files are deleted.

-- +goose Up
ALTER TABLE helpdesk_ticket ADD COLUMN assignee_id INTEGER REFERENCES admin_staff (id);
ALTER TABLE helpdesk_ticket ADD COLUMN updated_at TIMESTAMP;
UPDATE helpdesk_ticket SET status = 'new' WHERE status = 'open';
UPDATE helpdesk_ticket SET updated_at = created_at;
CREATE INDEX helpdesk_ticket_created ON helpdesk_ticket (created_at);

CREATE TABLE helpdesk_message (
    id         INTEGER PRIMARY KEY,
    ticket_id  INTEGER   NOT NULL REFERENCES helpdesk_ticket (id) ON DELETE CASCADE,
    kind       TEXT      NOT NULL CHECK (kind IN ('reply', 'customer', 'note')),
    body       TEXT      NOT NULL,
    staff_id   INTEGER   REFERENCES admin_staff (id),
    staff_name TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX helpdesk_message_ticket ON helpdesk_message (ticket_id, id);

ALTER TABLE form ADD COLUMN recipients TEXT NOT NULL DEFAULT '';
ALTER TABLE form ADD COLUMN retention_days INTEGER NOT NULL DEFAULT 180 CHECK (retention_days BETWEEN 1 AND 3650);

-- +goose Down
ALTER TABLE form DROP COLUMN retention_days;
ALTER TABLE form DROP COLUMN recipients;
DROP TABLE helpdesk_message;
DROP INDEX helpdesk_ticket_created;
-- SQLite cannot drop a column that references another table: the ticket
-- table is rebuilt without the two columns.
CREATE TABLE helpdesk_ticket_before (
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
INSERT INTO helpdesk_ticket_before (id, code, channel, status, store_code, locale, name, email, telephone, subject, message, created_at)
    SELECT id, code, channel, CASE status WHEN 'new' THEN 'open' ELSE status END, store_code, locale, name, email, telephone, subject,
        message, created_at FROM helpdesk_ticket;
DROP TABLE helpdesk_ticket;
ALTER TABLE helpdesk_ticket_before RENAME TO helpdesk_ticket;
