-- Customizable options of Magento's other kinds (issue 26): an area (a
-- text of several lines with max_characters), radio buttons (one value,
-- like a drop-down) and a file upload (a club's logo) with the extensions
-- it accepts ("png, jpg", Magento's file_extension) and the largest image
-- width and height in pixels (image_size_x/_y, 0: any).
--
-- A file is uploaded before the item is added (the storefront's upload
-- endpoint) and kept privately in the database, bound to the cart that
-- uploaded it: the cart item names it by its token, which no other cart
-- can use; it goes with the cart (cascade), and files nobody added are
-- pruned with the carts (cart.Prune). Placing the order copies the files
-- its items name to sales_order_option_file, which staff download on the
-- order and a customer's erasure deletes.
--
-- SQLite cannot change a column's CHECK: the type column is made anew
-- (a column CHECK of its own lets DROP COLUMN drop it).

-- +goose Up
ALTER TABLE product_custom_option ADD COLUMN kind TEXT NOT NULL DEFAULT 'field'
    CHECK (kind IN ('field', 'area', 'drop_down', 'radio', 'checkbox', 'file'));
UPDATE product_custom_option SET kind = type;
ALTER TABLE product_custom_option DROP COLUMN type;
ALTER TABLE product_custom_option RENAME COLUMN kind TO type;
ALTER TABLE product_custom_option ADD COLUMN file_extension TEXT NOT NULL DEFAULT '';
ALTER TABLE product_custom_option ADD COLUMN image_size_x INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_custom_option ADD COLUMN image_size_y INTEGER NOT NULL DEFAULT 0;

CREATE TABLE cart_option_file (
    id           INTEGER PRIMARY KEY,
    token        TEXT      NOT NULL UNIQUE,
    cart_id      INTEGER   NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
    option_id    INTEGER   NOT NULL REFERENCES product_custom_option (id) ON DELETE CASCADE,
    file_name    TEXT      NOT NULL,
    content_type TEXT      NOT NULL,
    size         INTEGER   NOT NULL,
    width        INTEGER   NOT NULL DEFAULT 0,
    height       INTEGER   NOT NULL DEFAULT 0,
    data         BLOB      NOT NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX cart_option_file_cart ON cart_option_file (cart_id);
CREATE INDEX cart_option_file_created ON cart_option_file (created_at);

CREATE TABLE sales_order_option_file (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER   NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    file_name    TEXT      NOT NULL,
    content_type TEXT      NOT NULL,
    size         INTEGER   NOT NULL,
    width        INTEGER   NOT NULL DEFAULT 0,
    height       INTEGER   NOT NULL DEFAULT 0,
    data         BLOB      NOT NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX sales_order_option_file_order ON sales_order_option_file (order_id);

-- +goose Down
DROP TABLE sales_order_option_file;
DROP TABLE cart_option_file;
ALTER TABLE product_custom_option DROP COLUMN image_size_y;
ALTER TABLE product_custom_option DROP COLUMN image_size_x;
ALTER TABLE product_custom_option DROP COLUMN file_extension;
DELETE FROM product_custom_option WHERE type NOT IN ('field', 'drop_down', 'checkbox');
ALTER TABLE product_custom_option ADD COLUMN kind TEXT NOT NULL DEFAULT 'field'
    CHECK (kind IN ('field', 'drop_down', 'checkbox'));
UPDATE product_custom_option SET kind = type;
ALTER TABLE product_custom_option DROP COLUMN type;
ALTER TABLE product_custom_option RENAME COLUMN kind TO type;
