-- Invoices, credit notes and refunds (package order).
--
-- sales_document is an invoice (Rechnung) or a credit note
-- (Rechnungskorrektur) as issued: its number, gap-free per website, kind
-- and year from sales_document_sequence (taken in the issuing
-- transaction, its row held to the end, as order_sequence does), the
-- order, the invoice a credit note corrects and the refund it documents,
-- when it was issued, its totals, the snapshot everything printed comes
-- from (seller, buyer, lines, VAT per rate; JSON), the PDF as sent and,
-- for a buyer with a company and a VAT id, the EN 16931 e-invoice (UN/CEFACT
-- CII XML). public_id is the opaque id of download links. A document is
-- never changed or deleted (GoBD, §14b UStG: kept as issued): triggers
-- refuse both, and the order it belongs to cannot be deleted either. One
-- invoice per order.
--
-- sales_refund is money given back to the customer through the order's
-- payment provider: the payment it gives back from, the amount, the staff's reason, the provider's refund
-- id (empty until the provider answered) and its status as the provider
-- names it (queued, pending, processing, refunded, failed, canceled), and
-- the idempotency key it is asked with (asked again after a timeout or a
-- crash, the provider answers the same refund). A refund reserves its amount
-- from the moment it is asked for, under the order's row lock, so
-- refunds together never exceed what was paid; failed and canceled ones
-- give it back. A refund the provider paid out gets its credit note.

-- +goose Up
CREATE TABLE sales_document_sequence (
    website TEXT    NOT NULL,
    kind    TEXT    NOT NULL,
    year    INTEGER NOT NULL,
    n       INTEGER NOT NULL,
    PRIMARY KEY (website, kind, year)
);

CREATE TABLE sales_refund (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER   NOT NULL REFERENCES sales_order (id),
    payment_id   INTEGER   NOT NULL REFERENCES payment (id),
    amount       BIGINT    NOT NULL CHECK (amount > 0),
    reason       TEXT      NOT NULL DEFAULT '',
    status       TEXT      NOT NULL CHECK (status IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
    provider_ref TEXT      NOT NULL DEFAULT '',
    request_key  TEXT      NOT NULL UNIQUE,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX sales_refund_order ON sales_refund (order_id, id);
CREATE INDEX sales_refund_open ON sales_refund (payment_id, updated_at) WHERE status IN ('queued', 'pending', 'processing');

CREATE TABLE sales_document (
    id          INTEGER PRIMARY KEY,
    public_id   TEXT      NOT NULL UNIQUE,
    order_id    INTEGER   NOT NULL REFERENCES sales_order (id),
    kind        TEXT      NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
    website     TEXT      NOT NULL,
    number      TEXT      NOT NULL,
    corrects_id INTEGER   REFERENCES sales_document (id),
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

-- +goose Down
DROP TRIGGER sales_document_never_deleted;
DROP TRIGGER sales_document_never_updated;
DROP TABLE sales_document;
DROP TABLE sales_refund;
DROP TABLE sales_document_sequence;
