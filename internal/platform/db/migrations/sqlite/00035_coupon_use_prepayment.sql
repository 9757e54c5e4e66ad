-- Coupon uses per person, and what orders awaiting a bank transfer are
-- counted by (issue 23, points 4 and 5).
--
-- sales_order.email_key is the order's email as mail.MailboxKey keys it
-- (ASCII letters in lower case, the local part without its +tag, Gmail's
-- without dots, googlemail.com as gmail.com): the person limits count,
-- whether a guest or a customer placed the order. client_key is a hash of
-- the client that placed it (its IP address, IPv6 by /64; NULL when none
-- was known), kept while the order awaits its payment only. The partial
-- indexes count a website's orders awaiting a bank transfer per email and
-- per client (package order, the caps of placing).
--
-- coupon_use is one row per use of a coupon by an order (replacing
-- coupon_usage, which counted a signed-in customer's uses only, so that a
-- guest's checkout with the account's own address, or a +alias of it, was
-- not counted): the order, its customer (NULL for a guest), its email_key.
-- A coupon's uses per customer count the rows of its email_key or its
-- customer; a cancelled order's rows are deleted with its uses given back.
-- Existing orders are keyed here and their uses taken from them (those
-- whose stock and coupons were not given back already).

-- +goose Up
ALTER TABLE sales_order ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_order ADD COLUMN client_key TEXT;

-- mail.MailboxKey in SQL, step by step (lower() folds only ASCII here, as MailboxKey does).
UPDATE sales_order SET email_key = lower(trim(email));
UPDATE sales_order SET email_key = substr(email_key, 1, instr(email_key, '+') - 1) || substr(email_key, instr(email_key, '@'))
    WHERE instr(email_key, '+') > 1 AND instr(email_key, '+') < instr(email_key, '@');
UPDATE sales_order SET email_key = substr(email_key, 1, instr(email_key, '@') - 1) || '@gmail.com'
    WHERE substr(email_key, instr(email_key, '@')) = '@googlemail.com';
UPDATE sales_order SET email_key = replace(substr(email_key, 1, instr(email_key, '@') - 1), '.', '') || '@gmail.com'
    WHERE substr(email_key, instr(email_key, '@')) = '@gmail.com';

CREATE INDEX sales_order_transfer_email ON sales_order (website, email_key)
    WHERE status = 'pending_payment' AND payment_method = 'banktransfer';
CREATE INDEX sales_order_transfer_client ON sales_order (website, client_key)
    WHERE status = 'pending_payment' AND payment_method = 'banktransfer' AND client_key IS NOT NULL;

CREATE TABLE coupon_use (
    id          INTEGER PRIMARY KEY,
    coupon_id   INTEGER   NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    order_id    INTEGER   NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
    customer_id INTEGER   REFERENCES customer (id) ON DELETE SET NULL,
    email_key   TEXT      NOT NULL,
    created_at  TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX coupon_use_order ON coupon_use (order_id, coupon_id);
CREATE INDEX coupon_use_email ON coupon_use (coupon_id, email_key);
CREATE INDEX coupon_use_customer ON coupon_use (coupon_id, customer_id) WHERE customer_id IS NOT NULL;

WITH RECURSIVE split (order_id, code, rest) AS (
    SELECT id, '', coupon_codes || ',' FROM sales_order WHERE coupon_codes <> '' AND NOT stock_returned
    UNION ALL
    SELECT order_id, substr(rest, 1, instr(rest, ',') - 1), substr(rest, instr(rest, ',') + 1) FROM split WHERE rest <> ''
)
INSERT INTO coupon_use (coupon_id, order_id, customer_id, email_key, created_at)
SELECT DISTINCT c.id, o.id, o.customer_id, o.email_key, o.created_at
FROM split s JOIN sales_order o ON o.id = s.order_id JOIN coupon c ON c.code = s.code
WHERE s.code <> '';

DROP TABLE coupon_usage;

-- +goose Down
CREATE TABLE coupon_usage (
    coupon_id   INTEGER NOT NULL REFERENCES coupon (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
    times_used  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (coupon_id, customer_id)
);
INSERT INTO coupon_usage (coupon_id, customer_id, times_used)
    SELECT coupon_id, customer_id, COUNT(*) FROM coupon_use WHERE customer_id IS NOT NULL GROUP BY coupon_id, customer_id;
DROP TABLE coupon_use;
DROP INDEX sales_order_transfer_client;
DROP INDEX sales_order_transfer_email;
ALTER TABLE sales_order DROP COLUMN client_key;
ALTER TABLE sales_order DROP COLUMN email_key;
