-- Shipments (package order, Staff.Ship): the parcels an order left in.
--
-- sales_shipment is one parcel: its number (the order's number, a dash
-- and the shipment's count: 000000012-1), the carrier's code and name,
-- the tracking number, when it left and, once known, when it arrived
-- (delivered_at; the return and withdrawal periods run from it).
-- sales_shipment_item says how many of an order item the parcel holds.
-- sales_order_item.qty_shipped adds them up per item (raised under the
-- order's row lock, never above what was ordered and not cancelled), and
-- individualised marks an item made for the customer (a text entered into
-- an option, club merchandise with the club's logo), decided when the
-- order was placed: such items cannot be returned (§312g (2) Nr. 1 BGB).

-- +goose Up
CREATE TABLE sales_shipment (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    number       TEXT    NOT NULL UNIQUE,
    carrier      TEXT    NOT NULL,
    title        TEXT    NOT NULL,
    tracking     TEXT    NOT NULL,
    shipped_at   TIMESTAMP NOT NULL,
    delivered_at TIMESTAMP,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX sales_shipment_order ON sales_shipment (order_id, id);

CREATE TABLE sales_shipment_item (
    shipment_id   INTEGER NOT NULL REFERENCES sales_shipment (id) ON DELETE CASCADE,
    order_item_id INTEGER NOT NULL REFERENCES sales_order_item (id) ON DELETE CASCADE,
    qty           INTEGER NOT NULL CHECK (qty > 0),
    PRIMARY KEY (shipment_id, order_item_id)
);
CREATE INDEX sales_shipment_item_order_item ON sales_shipment_item (order_item_id);

ALTER TABLE sales_order_item ADD COLUMN qty_shipped INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sales_order_item ADD COLUMN individualised BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE sales_order_item DROP COLUMN individualised;
ALTER TABLE sales_order_item DROP COLUMN qty_shipped;
DROP TABLE sales_shipment_item;
DROP TABLE sales_shipment;
