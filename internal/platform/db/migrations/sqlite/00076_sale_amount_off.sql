-- Sales events, issue 27 point 3 continued: a reduction by a fixed amount
-- per piece, and the event's version for the back office's save check.
--
-- catalog_sale.amount_off is the alternative to percent: cents off the
-- regular price of each piece. A version has exactly one of them (the
-- other 0). A product whose price the amount would bring to or below zero
-- keeps its regular price (package catalog, sale.go). SQLite cannot change
-- a CHECK: catalog_sale is rebuilt with its scope (whose rows would be
-- deleted with the old table by the cascade) under the same ids, and the
-- triggers that move catalog_revision are made again.
--
-- sales_event.version counts the event's saves; a save of the back office
-- names the version it loaded, so a second editor cannot overwrite.

-- +goose Up
CREATE TABLE catalog_sale_next (
    id          INTEGER PRIMARY KEY,
    event_id    BIGINT    NOT NULL,
    percent     INTEGER   NOT NULL DEFAULT 0,
    amount_off  INTEGER   NOT NULL DEFAULT 0,
    starts_at   TIMESTAMP NOT NULL,
    ends_at     TIMESTAMP NOT NULL,
    repeat_mode TEXT      NOT NULL,
    valid_from  TIMESTAMP NOT NULL,
    valid_until TIMESTAMP,
    CHECK ((percent BETWEEN 1 AND 99 AND amount_off = 0) OR (percent = 0 AND amount_off >= 1))
);
INSERT INTO catalog_sale_next (id, event_id, percent, amount_off, starts_at, ends_at, repeat_mode, valid_from, valid_until)
    SELECT id, event_id, percent, 0, starts_at, ends_at, repeat_mode, valid_from, valid_until FROM catalog_sale;

CREATE TABLE catalog_sale_scope_next (
    sale_id     INTEGER NOT NULL REFERENCES catalog_sale_next (id) ON DELETE CASCADE,
    sku         TEXT    NOT NULL DEFAULT '',
    category_id BIGINT,
    CHECK ((sku <> '' AND category_id IS NULL) OR (sku = '' AND category_id IS NOT NULL))
);
INSERT INTO catalog_sale_scope_next (sale_id, sku, category_id) SELECT sale_id, sku, category_id FROM catalog_sale_scope;

DROP TABLE catalog_sale_scope;
DROP TABLE catalog_sale;
ALTER TABLE catalog_sale_next RENAME TO catalog_sale;
ALTER TABLE catalog_sale_scope_next RENAME TO catalog_sale_scope;
CREATE INDEX catalog_sale_event ON catalog_sale (event_id, valid_until);
CREATE INDEX catalog_sale_scope_sale ON catalog_sale_scope (sale_id);

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_insert_catalog_revision AFTER INSERT ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_update_catalog_revision AFTER UPDATE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_delete_catalog_revision AFTER DELETE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_insert_catalog_revision AFTER INSERT ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_delete_catalog_revision AFTER DELETE ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

UPDATE catalog_revision SET n = n + 1 WHERE id = 1;

ALTER TABLE sales_event ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE sales_event DROP COLUMN version;
-- The versions by an amount cannot be told in per cent: they go, and the
-- tables are rebuilt as 00072 made them.
CREATE TABLE catalog_sale_next (
    id          INTEGER PRIMARY KEY,
    event_id    BIGINT    NOT NULL,
    percent     INTEGER   NOT NULL CHECK (percent BETWEEN 1 AND 99),
    starts_at   TIMESTAMP NOT NULL,
    ends_at     TIMESTAMP NOT NULL,
    repeat_mode TEXT      NOT NULL,
    valid_from  TIMESTAMP NOT NULL,
    valid_until TIMESTAMP
);
INSERT INTO catalog_sale_next (id, event_id, percent, starts_at, ends_at, repeat_mode, valid_from, valid_until)
    SELECT id, event_id, percent, starts_at, ends_at, repeat_mode, valid_from, valid_until FROM catalog_sale WHERE amount_off = 0;

CREATE TABLE catalog_sale_scope_next (
    sale_id     INTEGER NOT NULL REFERENCES catalog_sale_next (id) ON DELETE CASCADE,
    sku         TEXT    NOT NULL DEFAULT '',
    category_id BIGINT,
    CHECK ((sku <> '' AND category_id IS NULL) OR (sku = '' AND category_id IS NOT NULL))
);
INSERT INTO catalog_sale_scope_next (sale_id, sku, category_id)
    SELECT sale_id, sku, category_id FROM catalog_sale_scope WHERE sale_id IN (SELECT id FROM catalog_sale_next);

DROP TABLE catalog_sale_scope;
DROP TABLE catalog_sale;
ALTER TABLE catalog_sale_next RENAME TO catalog_sale;
ALTER TABLE catalog_sale_scope_next RENAME TO catalog_sale_scope;
CREATE INDEX catalog_sale_event ON catalog_sale (event_id, valid_until);
CREATE INDEX catalog_sale_scope_sale ON catalog_sale_scope (sale_id);

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_insert_catalog_revision AFTER INSERT ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_update_catalog_revision AFTER UPDATE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_delete_catalog_revision AFTER DELETE ON catalog_sale
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_insert_catalog_revision AFTER INSERT ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER catalog_sale_scope_delete_catalog_revision AFTER DELETE ON catalog_sale_scope
BEGIN
    UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
END;
-- +goose StatementEnd

UPDATE catalog_revision SET n = n + 1 WHERE id = 1;
