package order_test

import (
	"testing"

	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Staff record a bank transfer's money once: processing, one mail; again
// nothing; an order paid otherwise or cancelled is refused.
func TestRecordBankTransfer(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff, ok := f.svc.(order.Staff)
		if !ok {
			t.Fatal("the orders have no staff side")
		}
		placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		number := placed.Order.Number
		o, changed, err := staff.RecordBankTransfer(f.Ctx, number)
		if err != nil || !changed || o.Status != order.Processing || f.mails(t, order.TagPaid) != 1 {
			t.Fatalf("paid: %v %v %s, %d mails", changed, err, o.Status, f.mails(t, order.TagPaid))
		}
		if _, pay, err := staff.OrderByNumber(f.Ctx, number); err != nil || pay.Status != payment.Paid {
			t.Errorf("payment %s: %v", pay.Status, err)
		}
		if o, changed, err = staff.RecordBankTransfer(f.Ctx, number); err != nil || changed || o.Status != order.Processing || f.mails(t, order.TagPaid) != 1 ||
			len(o.History) != 2 {
			t.Errorf("again: %v %v %s %d", changed, err, o.Status, len(o.History))
		}

		other, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(testpay.Code))
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := staff.RecordBankTransfer(f.Ctx, other.Order.Number); apperr.KindOf(err) != apperr.Conflict || apperr.As(err).Key != "order.paid.notBankTransfer" {
			t.Errorf("test provider's order: %v", err)
		}
		canceled, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(f.Ctx, `UPDATE sales_order SET status = 'canceled' WHERE id = ?`, canceled.Order.ID); err != nil {
			t.Fatal(err)
		}
		if _, _, err := staff.RecordBankTransfer(f.Ctx, canceled.Order.Number); apperr.KindOf(err) != apperr.Conflict || apperr.As(err).Key != "order.paid.canceled" {
			t.Errorf("cancelled order: %v", err)
		}
		if _, pay, _ := staff.OrderByNumber(f.Ctx, canceled.Order.Number); pay.Status != payment.Open || f.mails(t, order.TagPaid) != 1 {
			t.Errorf("a refusal changed the payment: %s", pay.Status)
		}
		for _, bad := range []string{"", "999999999", "12"} {
			if _, _, err := staff.RecordBankTransfer(f.Ctx, bad); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("%q: %v", bad, err)
			}
		}
	})
}
