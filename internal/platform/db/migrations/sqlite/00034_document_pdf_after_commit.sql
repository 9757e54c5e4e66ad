-- A document's PDF is rendered after the transaction that issues it
-- (package order: numbers, snapshot and e-invoice in the transaction, the
-- PDF when its mail is sent or it is first downloaded), so
-- sales_document.pdf is NULL until then and may be set once: from NULL to
-- the file, nothing else changed. Everything else stays as issued.
-- SQLite cannot drop a NOT NULL, so the table is made anew.

-- +goose Up
DROP TRIGGER sales_document_never_deleted;
DROP TRIGGER sales_document_never_updated;

CREATE TABLE sales_document_new (
    id          INTEGER PRIMARY KEY,
    public_id   TEXT      NOT NULL UNIQUE,
    order_id    INTEGER   NOT NULL REFERENCES sales_order (id),
    kind        TEXT      NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
    website     TEXT      NOT NULL,
    number      TEXT      NOT NULL,
    corrects_id INTEGER   REFERENCES sales_document_new (id),
    refund_id   INTEGER   UNIQUE REFERENCES sales_refund (id),
    issued_at   TIMESTAMP NOT NULL,
    grand_total BIGINT    NOT NULL,
    tax         BIGINT    NOT NULL,
    snapshot    TEXT      NOT NULL,
    pdf         BLOB,
    e_invoice   BLOB,
    UNIQUE (website, number),
    CHECK ((kind = 'invoice') = (corrects_id IS NULL))
);
INSERT INTO sales_document_new (id, public_id, order_id, kind, website, number, corrects_id, refund_id, issued_at, grand_total, tax,
    snapshot, pdf, e_invoice)
SELECT id, public_id, order_id, kind, website, number, corrects_id, refund_id, issued_at, grand_total, tax, snapshot, pdf, e_invoice
FROM sales_document ORDER BY id;
DROP TABLE sales_document;
ALTER TABLE sales_document_new RENAME TO sales_document;
CREATE UNIQUE INDEX sales_document_invoice ON sales_document (order_id) WHERE kind = 'invoice';
CREATE INDEX sales_document_order ON sales_document (order_id, id);

-- +goose StatementBegin
CREATE TRIGGER sales_document_never_updated BEFORE UPDATE OF id, public_id, order_id, kind, website, number, corrects_id, refund_id,
    issued_at, grand_total, tax, snapshot, e_invoice ON sales_document
BEGIN
    SELECT RAISE(ABORT, 'sales documents are kept as issued');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_document_pdf_once BEFORE UPDATE OF pdf ON sales_document
WHEN OLD.pdf IS NOT NULL OR NEW.pdf IS NULL
BEGIN
    SELECT RAISE(ABORT, 'sales documents are kept as issued');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_document_never_deleted BEFORE DELETE ON sales_document
BEGIN
    SELECT RAISE(ABORT, 'sales documents are kept as issued');
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER sales_document_never_deleted;
DROP TRIGGER sales_document_pdf_once;
DROP TRIGGER sales_document_never_updated;

CREATE TABLE sales_document_old (
    id          INTEGER PRIMARY KEY,
    public_id   TEXT      NOT NULL UNIQUE,
    order_id    INTEGER   NOT NULL REFERENCES sales_order (id),
    kind        TEXT      NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
    website     TEXT      NOT NULL,
    number      TEXT      NOT NULL,
    corrects_id INTEGER   REFERENCES sales_document_old (id),
    refund_id   INTEGER   UNIQUE REFERENCES sales_refund (id),
    issued_at   TIMESTAMP NOT NULL,
    grand_total BIGINT    NOT NULL,
    tax         BIGINT    NOT NULL,
    snapshot    TEXT      NOT NULL,
    pdf         BLOB      NOT NULL,
    e_invoice   BLOB,
    UNIQUE (website, number),
    CHECK ((kind = 'invoice') = (corrects_id IS NULL))
);
-- A document whose PDF was never made fails here: make it first (download it).
INSERT INTO sales_document_old SELECT * FROM sales_document ORDER BY id;
DROP TABLE sales_document;
ALTER TABLE sales_document_old RENAME TO sales_document;
CREATE UNIQUE INDEX sales_document_invoice ON sales_document (order_id) WHERE kind = 'invoice';
CREATE INDEX sales_document_order ON sales_document (order_id, id);

-- +goose StatementBegin
CREATE TRIGGER sales_document_never_updated BEFORE UPDATE ON sales_document
BEGIN
    SELECT RAISE(ABORT, 'sales documents are kept as issued');
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER sales_document_never_deleted BEFORE DELETE ON sales_document
BEGIN
    SELECT RAISE(ABORT, 'sales documents are kept as issued');
END;
-- +goose StatementEnd
