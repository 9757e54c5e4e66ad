-- A return's carrier label (issue 24, point 14): when the shop has a
-- carrier for returns (DHL Parcel DE Returns), the return is created
-- first and the carrier asked after the commit. carrier is the carrier's
-- code ('' when the shop had none: the reference sheet is the label);
-- carrier_state is pending (not asked yet), asking (claimed at
-- carrier_claimed_at by one process, so two never book two labels),
-- labelled (shipment_no, carrier_label: the PDF, carrier_qr: the
-- label-free QR code when the carrier gave one) or failed (carrier_error:
-- the carrier's answer for staff; the reference sheet is served and the
-- next download asks again). carrier_mailed records that the
-- confirmation, which waits for the carrier's answer, went out.

-- +goose Up
ALTER TABLE sales_return ADD COLUMN carrier TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_return ADD COLUMN carrier_state TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_return ADD COLUMN carrier_claimed_at TIMESTAMP;
ALTER TABLE sales_return ADD COLUMN shipment_no TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_return ADD COLUMN carrier_label BYTEA;
ALTER TABLE sales_return ADD COLUMN carrier_qr BYTEA;
ALTER TABLE sales_return ADD COLUMN carrier_error TEXT NOT NULL DEFAULT '';
ALTER TABLE sales_return ADD COLUMN carrier_mailed BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE sales_return DROP COLUMN carrier_mailed;
ALTER TABLE sales_return DROP COLUMN carrier_error;
ALTER TABLE sales_return DROP COLUMN carrier_qr;
ALTER TABLE sales_return DROP COLUMN carrier_label;
ALTER TABLE sales_return DROP COLUMN shipment_no;
ALTER TABLE sales_return DROP COLUMN carrier_claimed_at;
ALTER TABLE sales_return DROP COLUMN carrier_state;
ALTER TABLE sales_return DROP COLUMN carrier;
