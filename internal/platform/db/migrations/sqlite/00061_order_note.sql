-- Internal notes staff write on an order in the back office (issue 25,
-- point 7; order.Staff.AddNote): never shown to the customer nor in any
-- mail or document. The author's name is kept as it was when written;
-- staff_id keeps no foreign key (a note outlives the account).

-- +goose Up
CREATE TABLE sales_order_note (
    id         INTEGER PRIMARY KEY,
    order_id   BIGINT    NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    staff_id   BIGINT    NOT NULL,
    author     TEXT      NOT NULL,
    body       TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_note_order ON sales_order_note (order_id, id);

-- +goose Down
DROP TABLE sales_order_note;
