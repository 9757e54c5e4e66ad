package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"paddock/internal/app"
	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/coupon"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// placeOrders seeds a small shop and places a bank transfer order and a
// test provider's order, answering their numbers.
func placeOrders(t *testing.T, ctx context.Context, d *db.DB, cfg config.Config) (bank, test string) {
	t.Helper()
	now := time.Now
	if _, err := carttest.Seed(ctx, d, now()); err != nil {
		t.Fatal(err)
	}
	if err := directory.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	// The seller the invoice of a recorded payment names.
	if err := settings.NewService(d, settings.Options{}).SetLegal(ctx, settings.Demo); err != nil {
		t.Fatal(err)
	}
	customers, err := customer.NewService(customer.Dependencies{DB: d, Directory: directory.NewService(d)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: now})
	if err != nil {
		t.Fatal(err)
	}
	queue := jobs.New(d, slog.New(slog.DiscardHandler))
	cat := catalog.NewService(d, nil, queue)
	acc := settings.Demo.Bank
	registry := payment.NewRegistry().Add(banktransfer.New(banktransfer.Account{Holder: acc.Holder, IBAN: acc.IBAN, BIC: acc.BIC, BankName: acc.Name})).
		AddTest(testpay.New(d, cfg.BaseURL, now))
	payments, err := payment.NewService(d, registry, queue, payment.Options{BaseURL: cfg.BaseURL, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	coupons := coupon.NewService(d, now)
	limiter := ratelimit.NewDB(d, now)
	carts, err := cart.NewService(d, cart.Dependencies{Catalog: cat, Coupons: coupons, Shipping: shipping.NewService(d, now),
		Addresses: customers, Limiter: limiter, Payments: payments}, cart.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	outbox, err := mail.NewOutbox(d, queue, mail.Options{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	orders, err := order.NewService(d, order.Dependencies{Customers: customers, Carts: carts, Stock: cat, Coupons: coupons, Payments: payments,
		Mail: outbox, Limiter: limiter}, order.Options{BaseURL: cfg.BaseURL, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	store := storecode.Store{Site: "shop", Locale: i18n.German}
	munich := order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"}
	place := func(method string) string {
		c, err := carts.CreateGuest(ctx, store)
		if err != nil {
			t.Fatal(err)
		}
		ref := cart.Ref{MaskedID: c.MaskedID, Store: store}
		if _, userErrors, err := carts.AddItems(ctx, ref, []cart.ItemInput{{SKU: "HOSE-1", Quantity: 1}}); err != nil || len(userErrors) > 0 {
			t.Fatal(err, userErrors)
		}
		a := munich
		placed, err := orders.Place(ctx, ref, order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a, BillingAddress: munich, PaymentMethod: method})
		if err != nil {
			t.Fatal(err)
		}
		return placed.Order.Number
	}
	return place(banktransfer.Code), place(testpay.Code)
}

// orderShop is a shop on a fresh data directory with a bank-transfer order
// and a test provider's order placed (their numbers), and a runner of
// `paddock order …` on the same directory.
type orderShop struct {
	ctx        context.Context
	d          *db.DB
	cfg        config.Config
	bank, test string
	cmd        func(args ...string) (int, string, string)
}

func openOrderShop(t *testing.T) orderShop {
	t.Helper()
	dataDir := t.TempDir()
	ctx := context.Background()
	cfg, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := app.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	bank, test := placeOrders(t, ctx, d, cfg)
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"order", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	return orderShop{ctx: ctx, d: d, cfg: cfg, bank: bank, test: test, cmd: cmd}
}

func TestOrderCommand(t *testing.T) {
	shop := openOrderShop(t)
	ctx, d, bank, test, cmd := shop.ctx, shop.d, shop.bank, shop.test, shop.cmd
	paidMails := func() int {
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, order.TagPaid); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if code, out, _ := cmd("show", bank); code != 0 || !strings.Contains(out, "order     "+bank+"\n") ||
		!strings.Contains(out, "status    pending_payment (Payment pending)") || !strings.Contains(out, "payment   banktransfer, open") ||
		!strings.Contains(out, "total     €64.85") {
		t.Errorf("show: %d %q", code, out)
	}
	if code, out, _ := cmd("paid", bank); code != 0 || !strings.Contains(out, "The payment of order "+bank+" is recorded") ||
		!strings.Contains(out, "status    processing") || !strings.Contains(out, "payment   banktransfer, paid") || paidMails() != 1 {
		t.Errorf("paid: %d %q, %d mails", code, out, paidMails())
	}
	// Again: nothing changes, no second mail.
	if code, out, _ := cmd("paid", bank); code != 0 || !strings.Contains(out, "was recorded already; nothing changed") ||
		!strings.Contains(out, "status    processing") || paidMails() != 1 {
		t.Errorf("paid again: %d %q, %d mails", code, out, paidMails())
	}
	var history int
	if err := d.Read().Get(ctx, &history, `SELECT COUNT(*) FROM sales_order_status_history h JOIN sales_order o ON o.id = h.order_id
		WHERE o.increment_id = ?`, bank); err != nil || history != 2 {
		t.Errorf("history %d: %v", history, err)
	}
	// Refused: an order paid otherwise, a cancelled one, an unknown one.
	if code, out, errOut := cmd("paid", test); code != 1 || out != "" || !strings.Contains(errOut, "is not paid by bank transfer") {
		t.Errorf("test provider's order: %d %q %q", code, out, errOut)
	}
	if _, err := d.Write().Exec(ctx, `UPDATE sales_order SET status = 'canceled' WHERE increment_id = ?`, test); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `UPDATE sales_order SET payment_method = 'banktransfer' WHERE increment_id = ?`, test); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, `UPDATE payment SET method = 'banktransfer' WHERE order_id = (SELECT id FROM sales_order WHERE increment_id = ?)`, test); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := cmd("paid", test); code != 1 || !strings.Contains(errOut, "is canceled; no payment can be recorded") || paidMails() != 1 {
		t.Errorf("cancelled order: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("paid", "999999999"); code != 1 || !strings.Contains(errOut, "Could not find this order") {
		t.Errorf("unknown order: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("void", bank); code != 2 || !strings.Contains(errOut, "usage: paddock order") {
		t.Errorf("unknown action: %d %q", code, errOut)
	}
}

// A staff command run without the server's environment links customers
// to the shop's address the database keeps (paddock serve records it,
// paddock site -base-url changes it), not to this machine.
func TestStaffCommandsLinkToTheKeptAddress(t *testing.T) {
	shop := openOrderShop(t)
	// What paddock serve on this machine recorded.
	if err := content.Seed(shop.ctx, shop.d, shop.cfg.BaseURL); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run(shop.ctx, []string{"site", "-data-dir", shop.cfg.DataDir, "-base-url", "https://reitsport.example/"}, env(nil), &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "base URL          https://reitsport.example\n") {
		t.Fatalf("site: %d %q %q", code, stdout.String(), stderr.String())
	}
	if code, out, errOut := shop.cmd("paid", shop.bank); code != 0 {
		t.Fatalf("paid: %d %q %q", code, out, errOut)
	}
	var body string
	if err := shop.d.Read().Get(shop.ctx, &body, `SELECT text_body || html_body FROM mail_message WHERE tag = ?`, order.TagPaid); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(body, "https://reitsport.example/") || strings.Contains(body, "127.0.0.1") {
		t.Errorf("the mail links elsewhere:\n%s", body)
	}
	// Shown by the site command from then on, without the flag.
	stdout.Reset()
	if code := run(shop.ctx, []string{"site", "-data-dir", shop.cfg.DataDir}, env(nil), &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "base URL          https://reitsport.example\n") {
		t.Errorf("site: %d %q", code, stdout.String())
	}
}
