-- Returns (package returns).
--
-- sales_return is a return request of an order's items: uid is its opaque
-- id (128 random bits, URL-safe; the label's download URL), reference what
-- the customer quotes and the label carries (<order number>-R<n>, n from
-- sales_return_sequence), the order and its customer, the status
-- (requested, then received and refunded, or refused), the customer's
-- comment, the staff's reason for a refusal, the refund that paid it back,
-- the withdrawal declaration that started it (withdrawal_id; no foreign
-- key: the withdrawal table comes later) and the language the customer
-- asked in. sales_return_item is an order item in it: how many, why
-- (a code of return_reason, kept as text so a reason retired later
-- still names what the customer chose) and its status.
--
-- sales_return_sequence is each order's last return number: the upsert
-- that takes the next one holds the order's row to the end of the
-- requesting transaction, so two requests for the same order run one
-- after the other and never return more than was ordered, and numbers
-- have no gaps (as order_sequence does).

-- +goose Up
CREATE TABLE sales_return_sequence (
    order_id INTEGER NOT NULL PRIMARY KEY REFERENCES sales_order (id) ON DELETE CASCADE,
    n        INTEGER NOT NULL
);

CREATE TABLE sales_return (
    id             INTEGER PRIMARY KEY,
    uid            TEXT      NOT NULL UNIQUE,
    reference      TEXT      NOT NULL UNIQUE,
    order_id       INTEGER   NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    customer_id    INTEGER   REFERENCES customer (id) ON DELETE SET NULL,
    status         TEXT      NOT NULL CHECK (status IN ('requested', 'received', 'refunded', 'refused')),
    comment        TEXT      NOT NULL DEFAULT '',
    refusal_reason TEXT      NOT NULL DEFAULT '',
    refund_id      INTEGER   REFERENCES sales_refund (id) ON DELETE SET NULL,
    withdrawal_id  INTEGER,
    locale         TEXT      NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
CREATE INDEX sales_return_order ON sales_return (order_id, id);
CREATE INDEX sales_return_withdrawal ON sales_return (withdrawal_id) WHERE withdrawal_id IS NOT NULL;

CREATE TABLE sales_return_item (
    return_id     INTEGER NOT NULL REFERENCES sales_return (id) ON DELETE CASCADE,
    order_item_id INTEGER NOT NULL REFERENCES sales_order_item (id) ON DELETE CASCADE,
    qty           INTEGER NOT NULL CHECK (qty > 0),
    reason_code   TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('requested', 'received', 'refunded', 'refused')),
    position      INTEGER NOT NULL,
    PRIMARY KEY (return_id, order_item_id)
);
CREATE INDEX sales_return_item_order_item ON sales_return_item (order_item_id);

-- +goose Down
DROP TABLE sales_return_item;
DROP TABLE sales_return;
DROP TABLE sales_return_sequence;
