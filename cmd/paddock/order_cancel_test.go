package main

import (
	"strings"
	"testing"

	"paddock/internal/order"
)

// paddock order cancel cancels an order before it ships: an unpaid one
// without a refund, a paid one refunded in full with its credit note;
// refusals say why and change nothing.
func TestOrderCancelCommand(t *testing.T) {
	shop := openOrderShop(t)
	ctx, d, bank, test, cmd := shop.ctx, shop.d, shop.bank, shop.test, shop.cmd
	shop.payTest(t)

	if code, out, errOut := cmd("cancel", bank); code != 0 || !strings.Contains(out, "Order "+bank+" cancelled; the customer is mailed.") ||
		!strings.Contains(out, "status    canceled") || strings.Contains(out, "refunded") {
		t.Errorf("cancel unpaid: %d %q %q", code, out, errOut)
	}
	if code, out, errOut := cmd("cancel", test, "--reason", "Widerruf vor dem Versand"); code != 0 ||
		!strings.Contains(out, "Order "+test+" cancelled") || !strings.Contains(out, "refunded; the credit note RK-") ||
		!strings.Contains(out, "status    closed") {
		t.Errorf("cancel paid: %d %q %q", code, out, errOut)
	}
	mails := func() int {
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, order.TagCanceledByShop); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := mails(); n != 2 {
		t.Errorf("%d cancel mails", n)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"cancel", bank}, 1, "has been cancelled already"},
		{[]string{"cancel", test}, 1, "has been refunded already"},
		{[]string{"cancel", test, "--reason", strings.Repeat("x", order.MaxCancelReason+1)}, 1, "at most 300 characters"},
		{[]string{"cancel", test, "surplus"}, 2, "usage: paddock order"},
		{[]string{"cancel", "999999999"}, 1, "Could not find this order"},
	} {
		if code, out, errOut := cmd(c.args...); code != c.code || out != "" || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: %d %q %q; want %d %q", c.args, code, out, errOut, c.code, c.err)
		}
	}
	if n := mails(); n != 2 {
		t.Errorf("%d cancel mails after the refusals", n)
	}
}
