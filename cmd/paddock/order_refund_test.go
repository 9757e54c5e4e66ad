package main

import (
	"log/slog"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

// payTest pays the test provider's order of the shop and applies the
// payment, as the provider's notification would: it is processing.
func (shop orderShop) payTest(t *testing.T) order.Order {
	t.Helper()
	var ref string
	if err := shop.d.Read().Get(shop.ctx, &ref, `SELECT p.provider_ref FROM payment p JOIN sales_order o ON o.id = p.order_id WHERE o.increment_id = ?`, shop.test); err != nil {
		t.Fatal(err)
	}
	if ok, err := testpay.New(shop.d, shop.cfg.BaseURL, nil).Decide(shop.ctx, ref, payment.Paid); err != nil || !ok {
		t.Fatalf("decide: %v %v", ok, err)
	}
	staff, err := app.OpenStaff(shop.ctx, shop.cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer staff.Close()
	_, pay, err := staff.Orders.OrderByNumber(shop.ctx, shop.test)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := staff.Orders.(order.Service).ApplyPayment(shop.ctx, pay.ID); err != nil {
		t.Fatal(err)
	}
	o, _, err := staff.Orders.OrderByNumber(shop.ctx, shop.test)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// paddock order refund gives money back through the order's provider:
// a part, then the rest; refusals say why and change nothing.
func TestOrderRefundCommand(t *testing.T) {
	shop := openOrderShop(t)
	bank, test, cmd := shop.bank, shop.test, shop.cmd

	o := shop.payTest(t)
	if code, out, errOut := cmd("refund", test, "--amount", "10,00", "--reason", "Kulanz: verspätet"); code != 0 ||
		!strings.Contains(out, "€10.00 refunded; the credit note RK-") || !strings.Contains(out, "status    processing") ||
		!strings.Contains(out, "invoice   RE-") || !strings.Contains(out, "credit    RK-") || !strings.Contains(out, "refund    1: €10.00, paid (re_") {
		t.Errorf("refund: %d %q %q", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"refund", test, "--amount", "1000"}, 1, "at most " + money.Format(o.Totals.GrandTotal-1000, i18n.English) + " is left"},
		{[]string{"refund", test, "--amount", "ten"}, 2, "is no amount in euros"},
		{[]string{"refund", test, "--amount", "-5"}, 2, "is no amount in euros"},
		{[]string{"refund", test, "--amount", "1.234"}, 2, "is no amount in euros"},
		{[]string{"refund", test, "surplus"}, 2, "usage: paddock order"},
		{[]string{"refund", bank}, 1, "is not paid"},
		{[]string{"refund", "999999999"}, 1, "Could not find this order"},
	} {
		if code, _, errOut := cmd(c.args...); code != c.code || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: %d %q", c.args, code, errOut)
		}
	}
	if code, out, errOut := cmd("refund", test, "--reason", "Widerruf"); code != 0 || !strings.Contains(out, "status    closed (Refunded)") ||
		strings.Count(out, "credit    RK-") != 2 {
		t.Errorf("the rest: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cmd("refund", test); code != 1 || !strings.Contains(errOut, "has been refunded already") {
		t.Errorf("nothing left: %d %q", code, errOut)
	}

	// A bank transfer is owed back by staff's own transfer: listed until
	// they record it paid, which issues the credit note.
	if code, out, errOut := cmd("paid", bank); code != 0 {
		t.Fatalf("paid: %d %q %q", code, out, errOut)
	}
	if code, out, errOut := cmd("refund", bank, "--shipping"); code != 0 || !strings.Contains(out, "€4.95 is owed back by bank transfer (refund 3)") ||
		!strings.Contains(out, "refund    3: €4.95, owed (by bank transfer; 0 attempts)") {
		t.Errorf("refund of a transfer: %d %q %q", code, out, errOut)
	}
	if code, out, errOut := cmd("refunds-owed"); code != 0 || !strings.Contains(out, "3       "+bank+"        €4.95  owed    transfer") {
		t.Errorf("refunds-owed: %d %q %q", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"refund-retry", "3"}, 1, "is paid by bank transfer"},
		{[]string{"refund-paid", "1"}, 1, "Refund 1 is not open"},
		{[]string{"refund-paid", "99"}, 1, "This refund was not found"},
		{[]string{"refund-paid", "x"}, 2, "usage: paddock order"},
		{[]string{"refund-dance", "3"}, 2, "usage: paddock order"},
		{[]string{"refund", bank, "--shipping", "--amount", "1"}, 2, "usage: paddock order"},
	} {
		if code, _, errOut := cmd(c.args...); code != c.code || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: %d %q", c.args, code, errOut)
		}
	}
	if code, out, errOut := cmd("refund-paid", "3"); code != 0 || !strings.Contains(out, "€4.95 refunded; the credit note RK-") {
		t.Errorf("refund-paid: %d %q %q", code, out, errOut)
	}
	if code, out, errOut := cmd("refunds-owed"); code != 0 || !strings.Contains(out, "no refunds owed") {
		t.Errorf("refunds-owed after: %d %q %q", code, out, errOut)
	}
}
