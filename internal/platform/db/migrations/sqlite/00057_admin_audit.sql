-- The back office's audit trail (issue 25, point 3; package admin/audit):
-- every write through the back office or a staff command of the command
-- line, and every refusal of one: when, who (the staff account, its name
-- then, and the actor: its email or "cli:<user>"), from which address,
-- the operation ("order.ship") and its object, done or refused, and the
-- changed fields before and after as JSON ([{field, before, after}]).
-- Append-only: triggers refuse UPDATE and DELETE, as for invoices.
-- staff_id keeps no foreign key: an entry outlives what it names.

-- +goose Up
CREATE TABLE admin_audit (
    id          INTEGER PRIMARY KEY,
    at          TIMESTAMP NOT NULL,
    staff_id    BIGINT,
    staff_name  TEXT      NOT NULL DEFAULT '',
    actor       TEXT      NOT NULL,
    ip          TEXT      NOT NULL DEFAULT '',
    operation   TEXT      NOT NULL,
    object_type TEXT      NOT NULL DEFAULT '',
    object_id   TEXT      NOT NULL DEFAULT '',
    outcome     TEXT      NOT NULL CHECK (outcome IN ('done', 'refused')),
    changes     TEXT      NOT NULL DEFAULT '[]'
);
CREATE INDEX admin_audit_at ON admin_audit (at, id);
CREATE INDEX admin_audit_object ON admin_audit (object_type, object_id, at);
CREATE INDEX admin_audit_staff ON admin_audit (staff_id, at);

-- +goose StatementBegin
CREATE TRIGGER admin_audit_never_updated BEFORE UPDATE ON admin_audit
BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER admin_audit_never_deleted BEFORE DELETE ON admin_audit
BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER admin_audit_never_deleted;
DROP TRIGGER admin_audit_never_updated;
DROP TABLE admin_audit;
