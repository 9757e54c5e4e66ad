-- Withdrawal declarations (package withdrawal): the "Vertrag widerrufen"
-- function of §356a BGB.
--
-- withdrawal_declaration is a declaration as received, kept as proof:
-- reference is what the receipt quotes (W-2026-000001, gap-free per
-- calendar year in Berlin from withdrawal_sequence, whose row the
-- declaring transaction holds to its end, as order_sequence does); the
-- order it names (NULL when none was found for the number and the
-- customer or email, or once the order is deleted), the signed-in
-- customer who declared it, the name, email and order number as typed,
-- whether the whole order is withdrawn, the items named (JSON: order item
-- id, sku, name, qty), the items in the declarer's words, the language of
-- the page, when it was received (declared_at, UTC: the receipt's time),
-- what the shop must look at (flags, comma-separated: order_not_found,
-- outside_withdrawal_period, excluded_items, return_refused:<code>) and
-- the return it started. A declaration is never refused for being late or
-- naming excluded items: it is kept and flagged.

-- +goose Up
CREATE TABLE withdrawal_sequence (
    year INTEGER NOT NULL PRIMARY KEY,
    n    INTEGER NOT NULL
);

CREATE TABLE withdrawal_declaration (
    id               INTEGER PRIMARY KEY,
    reference        TEXT      NOT NULL UNIQUE,
    order_id         INTEGER   REFERENCES sales_order (id) ON DELETE SET NULL,
    customer_id      INTEGER   REFERENCES customer (id) ON DELETE SET NULL,
    name             TEXT      NOT NULL,
    email            TEXT      NOT NULL,
    order_number     TEXT      NOT NULL,
    whole_order      BOOLEAN   NOT NULL,
    items            TEXT      NOT NULL DEFAULT '[]',
    items_text       TEXT      NOT NULL DEFAULT '',
    locale           TEXT      NOT NULL,
    declared_at      TIMESTAMP NOT NULL,
    flags            TEXT      NOT NULL DEFAULT '',
    return_id        INTEGER   REFERENCES sales_return (id) ON DELETE SET NULL,
    return_reference TEXT      NOT NULL DEFAULT '',
    created_at       TIMESTAMP NOT NULL
);
CREATE INDEX withdrawal_declaration_declared ON withdrawal_declaration (declared_at, id);
CREATE INDEX withdrawal_declaration_order ON withdrawal_declaration (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX withdrawal_declaration_flagged ON withdrawal_declaration (declared_at, id) WHERE flags <> '';

-- +goose Down
DROP TABLE withdrawal_declaration;
DROP TABLE withdrawal_sequence;
