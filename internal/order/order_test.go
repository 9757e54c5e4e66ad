package order_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestPlaceSnapshotsTheCartInOneTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.GuestCart(t, item("HOSE-1", 2), item("HAFER-20", 1))
		if _, err := f.Carts.ApplyCoupon(f.Ctx, ref, "REITEN5"); err != nil {
			t.Fatal(err)
		}
		before, err := f.Carts.Get(f.Ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		placed, err := f.svc.Place(f.Ctx, ref, input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		o := placed.Order
		if o.Number != "000000001" || o.Status != order.PendingPayment || placed.Again || o.Email != "lena@example.de" || o.Locale != i18n.German {
			t.Fatalf("order %+v", o)
		}
		if len(o.Items) != 2 || o.Items[0].SKU != "HOSE-1" || o.Items[0].QtyOrdered != 2 || o.Items[0].UnitPrice != 5990 || o.Items[1].TaxRate != 700 {
			t.Fatalf("items %+v", o.Items)
		}
		bt := before.Totals
		if o.Totals.GrandTotal != bt.GrandTotal || o.Totals.Discount != bt.Discount || o.Totals.Tax != bt.Tax || len(o.Totals.Taxes) != 2 ||
			o.Totals.ShippingInclTax != bt.ShippingInclTax || o.Totals.Discounts[0].Code != "REITEN5" {
			t.Fatalf("totals %+v, cart's %+v", o.Totals, bt)
		}
		if o.ShippingCarrierCode == "" || o.ShippingAddress == nil || o.ShippingAddress.City != "München" || o.DeliveryEarliest == "" {
			t.Fatalf("shipping %+v", o)
		}
		if got := f.stock(t, "HOSE-1"); got != 8 {
			t.Errorf("stock of HOSE-1 = %d, want 8", got)
		}
		if got := f.stock(t, "HAFER-20"); got != 49 {
			t.Errorf("stock of HAFER-20 = %d, want 49", got)
		}
		if _, err := f.Carts.Get(f.Ctx, ref); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("the placed cart answers %v, want NotFound", err)
		}
		if n := f.Count(t, `SELECT times_used FROM coupon WHERE code = 'REITEN5'`); n != 1 {
			t.Errorf("REITEN5 used %d times, want 1", n)
		}
		if n := f.mails(t, order.TagPlaced); n != 1 {
			t.Errorf("%d confirmation mails, want 1", n)
		}
		var text string
		if err := d.Read().Get(f.Ctx, &text, `SELECT text_body FROM mail_message WHERE tag = ?`, order.TagPlaced); err != nil {
			t.Fatal(err)
		}
		// The country by name, the delivery window as days are written.
		earliest := i18n.FormatISODate(i18n.German, o.DeliveryEarliest)
		for _, want := range []string{"000000001", "DE89 3704 0044 0532 0130 00", "Reithose Klassik", "Verwendungszweck: 000000001",
			"80802 München\nDeutschland", "Voraussichtliche Lieferung: " + earliest} {
			if !strings.Contains(text, want) {
				t.Errorf("the confirmation lacks %q:\n%s", want, text)
			}
		}
		p := placed.Payment
		if p.Status != payment.Open || p.Instructions == nil || p.Instructions.Reference != o.Number || p.Instructions.Amount != o.Totals.GrandTotal || len(p.Token) != 43 {
			t.Fatalf("payment %+v", p)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history`); n != 1 {
			t.Errorf("%d history entries, want 1", n)
		}

		// A second order takes the next number.
		second, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil || second.Order.Number != "000000002" {
			t.Fatalf("second order %q: %v", second.Order.Number, err)
		}
	})
}

func TestPlaceRefusesWhatCannotBeOrdered(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		noShipping := input(banktransfer.Code)
		noShipping.ShippingAddress = nil
		abroad := input(banktransfer.Code)
		ch := munich
		ch.CountryCode = "CH"
		abroad.ShippingAddress = &ch
		badEmail := input(banktransfer.Code)
		badEmail.Email = "lena"
		for _, tc := range []struct {
			name string
			in   order.PlaceInput
			want apperr.Kind
			key  string
		}{
			{"unknown method", input("cash"), apperr.Invalid, "payment.method"},
			{"no shipping address", noShipping, apperr.Invalid, "order.address.shippingMissing"},
			{"another country than the cart's shipping", abroad, apperr.Invalid, "order.shipping.country"},
			{"bad email", badEmail, apperr.Invalid, "order.email"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				ref := f.GuestCart(t, item("HOSE-1", 1))
				_, err := f.svc.Place(f.Ctx, ref, tc.in)
				if e := apperr.As(err); e.Kind != tc.want || e.Key != tc.key {
					t.Fatalf("got %v, want %s", err, tc.key)
				}
				if _, err := f.Carts.Get(f.Ctx, ref); err != nil {
					t.Errorf("the refused cart is gone: %v", err)
				}
			})
		}
		t.Run("empty cart", func(t *testing.T) {
			_, err := f.svc.Place(f.Ctx, f.GuestCart(t), input(banktransfer.Code))
			if e := apperr.As(err); e.Key != "order.cart.empty" {
				t.Fatalf("got %v", err)
			}
		})
		t.Run("stock gone since adding", func(t *testing.T) {
			ref := f.GuestCart(t, item("LETZTE-1", 1))
			f.setStock(t, "LETZTE-1", 0)
			_, err := f.svc.Place(f.Ctx, ref, input(banktransfer.Code))
			if apperr.KindOf(err) != apperr.Conflict {
				t.Fatalf("got %v, want Conflict", err)
			}
			f.setStock(t, "LETZTE-1", 1)
		})
		t.Run("a foreign customer's cart", func(t *testing.T) {
			c, err := f.Carts.ForCustomer(f.Ctx, f.anna, de)
			if err != nil {
				t.Fatal(err)
			}
			_, err = f.svc.Place(f.Ctx, cart.Ref{MaskedID: c.MaskedID, Store: de}, input(banktransfer.Code))
			if apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("got %v, want NotFound", err)
			}
		})
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != 0 {
			t.Fatalf("%d orders after refusals", n)
		}
		if got := f.stock(t, "HOSE-1"); got != 10 {
			t.Fatalf("stock of HOSE-1 = %d after refusals", got)
		}
	})
}

func TestConcurrentOrdersSellExactlyWhatIsInStock(t *testing.T) {
	const orders = 200
	for _, stock := range []int{1, 7} {
		t.Run(fmt.Sprintf("stock %d", stock), func(t *testing.T) {
			dbtest.Each(t, func(t *testing.T, d *db.DB) {
				f := newFixture(t, d)
				sku := carttest.Bulk(1)
				refs := make([]cart.Ref, orders)
				for i := range refs {
					refs[i] = f.GuestCart(t, item(sku, 1), item(carttest.Bulk(2), 1))
				}
				f.setStock(t, sku, stock)
				var wg sync.WaitGroup
				var mu sync.Mutex
				placed, conflicts := 0, 0
				var unexpected []error
				for _, ref := range refs {
					wg.Go(func() {
						_, err := f.svc.Place(f.Ctx, ref, another(banktransfer.Code))
						mu.Lock()
						defer mu.Unlock()
						switch {
						case err == nil:
							placed++
						case apperr.KindOf(err) == apperr.Conflict:
							conflicts++
						default:
							unexpected = append(unexpected, err)
						}
					})
				}
				wg.Wait()
				if len(unexpected) > 0 {
					t.Fatalf("%d unexpected errors, first %v", len(unexpected), unexpected[0])
				}
				want := min(stock, orders)
				if placed != want || conflicts != orders-want {
					t.Fatalf("placed %d, refused %d; want %d placed", placed, conflicts, want)
				}
				if got := f.stock(t, sku); got != stock-want {
					t.Errorf("stock left %d, want %d", got, stock-want)
				}
				if got := f.Count(t, `SELECT COALESCE(SUM(qty_ordered), 0) FROM sales_order_item WHERE sku = ?`, sku); got != want {
					t.Errorf("%d sold in orders, want %d", got, want)
				}
				if got := f.stock(t, carttest.Bulk(2)); got != 100-want {
					t.Errorf("the other product's stock is %d, want %d (refused orders take nothing)", got, 100-want)
				}
				if n := f.Count(t, `SELECT COUNT(DISTINCT increment_id) FROM sales_order`); n != want {
					t.Errorf("%d distinct numbers for %d orders", n, want)
				}
			})
		})
	}
}

func TestOneCartPlacedManyTimesAtOnceMakesOneOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.GuestCart(t, item("HOSE-1", 1))
		const tries = 50
		numbers := make([]string, tries)
		tokens := make([]string, tries)
		errs := make([]error, tries)
		var wg sync.WaitGroup
		for i := range tries {
			wg.Go(func() {
				p, err := f.svc.Place(f.Ctx, ref, input(testpay.Code))
				numbers[i], tokens[i], errs[i] = p.Order.Number, p.Payment.Token, err
			})
		}
		wg.Wait()
		for i := range tries {
			if errs[i] != nil {
				t.Fatalf("try %d: %v", i, errs[i])
			}
			if numbers[i] != numbers[0] || tokens[i] != tokens[0] {
				t.Fatalf("try %d answered %s, try 0 %s", i, numbers[i], numbers[0])
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != 1 {
			t.Fatalf("%d orders", n)
		}
		if got := f.stock(t, "HOSE-1"); got != 9 {
			t.Errorf("stock %d, want 9", got)
		}
		if n := f.mails(t, order.TagPlaced); n != 1 {
			t.Errorf("%d confirmations", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM payment_test_transaction`); n < 1 {
			t.Errorf("no test payment started")
		}
		again, err := f.svc.Place(f.Ctx, ref, input(testpay.Code))
		if err != nil || !again.Again || again.Order.Number != numbers[0] || !strings.HasPrefix(again.Payment.RedirectURL, baseURL+testpay.Path) {
			t.Fatalf("placed again: %+v %v", again, err)
		}
	})
}

// pay places a cart of items with the test provider and decides the
// payment's outcome on its page.
func (f *fixture) pay(t *testing.T, outcome payment.Status, items ...cart.ItemInput) (cart.Ref, order.Placed) {
	t.Helper()
	ref := f.GuestCart(t, items...)
	placed, err := f.svc.Place(f.Ctx, ref, input(testpay.Code))
	if err != nil {
		t.Fatal(err)
	}
	if outcome != payment.Open {
		if ok, err := f.TestPay.Decide(f.Ctx, placed.Payment.ProviderRef, outcome); err != nil || !ok {
			t.Fatalf("decide: %v %v", ok, err)
		}
	}
	return ref, placed
}

func TestReplayedNotificationsChangeNothingTwice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		_, placed := f.pay(t, payment.Paid, item("HOSE-1", 1))
		for range 3 {
			for range 3 {
				if err := f.Payments.Notify(f.Ctx, testpay.Code, placed.Payment.ProviderRef); err != nil {
					t.Fatal(err)
				}
			}
			f.RunJobs(t)
		}
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() {
				if _, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		tx, err := f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de)
		if err != nil || tx.Status != payment.Paid || !tx.RedirectToSuccessPage || tx.RedirectToCart || tx.Cart != nil || tx.OrderNumber != placed.Order.Number {
			t.Fatalf("process: %+v %v", tx, err)
		}
		if n := f.mails(t, order.TagPaid); n != 1 {
			t.Errorf("%d payment mails, want 1", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order_status_history WHERE status = 'processing'`); n != 1 {
			t.Errorf("%d processing entries, want 1", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`); n != 1 {
			t.Errorf("the order is not processing")
		}
		if err := f.Payments.Notify(f.Ctx, testpay.Code, "tr_00000000000000000000"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown payment's notification: %v", err)
		}
	})
}

func TestPaidOrderKeepsItsCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref, placed := f.pay(t, payment.Paid, item("HOSE-1", 1))
		if _, err := f.svc.ProcessTransaction(f.Ctx, placed.Payment.Token, 0, de); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.RestoreCart(f.Ctx, ref); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("restore a paid order's cart: %v", err)
		}
		if _, err := f.svc.ProcessTransaction(f.Ctx, strings.Repeat("x", 43), 0, de); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("an unknown token: %v", err)
		}
		if _, err := f.svc.RestoreCart(f.Ctx, f.GuestCart(t, item("HOSE-1", 1))); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("restore an open cart: %v", err)
		}
	})
}

func TestCustomerOrders(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		c, err := f.Carts.ForCustomer(f.Ctx, f.anna, de)
		if err != nil {
			t.Fatal(err)
		}
		ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: f.anna, Store: de}
		f.Add(t, ref, item("JACKE-1-NAVY-M", 1), item("GS-25", 1))
		in := input(testpay.Code)
		in.Email = "anna@example.de"
		placed, err := f.svc.Place(f.Ctx, ref, in)
		if err != nil {
			t.Fatal(err)
		}
		o, err := f.svc.ByNumber(f.Ctx, placed.Order.Number, f.anna)
		if err != nil {
			t.Fatal(err)
		}
		if len(o.Items) != 2 || o.Items[0].ParentSKU != "JACKE-1" || len(o.Items[0].Variant) != 2 || !o.Items[1].IsVirtual ||
			o.CustomerID != f.anna || len(o.History) != 1 || o.BillingAddress.City != "München" {
			t.Fatalf("order %+v", o)
		}
		if _, err := f.svc.ByNumber(f.Ctx, placed.Order.Number, f.anna+1); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("another customer's order: %v", err)
		}
		if got := f.stock(t, "JACKE-1-NAVY-M"); got != 2 {
			t.Errorf("variant stock %d, want 2", got)
		}
		// Anna gets a new cart; a cancelled payment puts the items back in it.
		next, err := f.Carts.ForCustomer(f.Ctx, f.anna, de)
		if err != nil || next.MaskedID == c.MaskedID || len(next.Items) != 0 {
			t.Fatalf("next cart %+v %v", next, err)
		}
		if _, err := f.TestPay.Decide(f.Ctx, placed.Payment.ProviderRef, payment.Canceled); err != nil {
			t.Fatal(err)
		}
		// Without her session the answer names no cart.
		back, err := f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, 0, de)
		if err != nil || back != nil {
			t.Fatalf("another method without the session: %+v %v", back, err)
		}
		back, err = f.svc.ChangePaymentMethod(f.Ctx, placed.Payment.Token, f.anna, de)
		if err != nil || back == nil || back.MaskedID != next.MaskedID || back.TotalQuantity != 2 {
			t.Fatalf("another method: %+v %v", back, err)
		}
		// Only Anna may restore her cart.
		if _, err := f.svc.RestoreCart(f.Ctx, cart.Ref{MaskedID: c.MaskedID, Store: de}); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("restore without her session: %v", err)
		}
	})
}

func TestTestProviderPage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		_, placed := f.pay(t, payment.Open, item("HOSE-1", 1))
		notified := 0
		h := f.TestPay.Handler(func(ctx context.Context, ref string) error {
			notified++
			return f.Payments.Notify(ctx, testpay.Code, ref)
		}, slog.New(slog.NewTextHandler(io.Discard, nil)))
		path := strings.TrimPrefix(placed.Payment.RedirectURL, baseURL)
		for lang, want := range map[string]string{"de": "TESTZAHLUNG", "en": "TEST PAYMENT", "fr": "PAIEMENT TEST"} {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path+"?lang="+lang, nil))
			if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), want) || !strings.Contains(rec.Body.String(), `lang="`+lang+`"`) {
				t.Fatalf("%s page %d:\n%s", lang, rec.Code, rec.Body.String())
			}
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, testpay.Path+"tr_00000000000000000000", nil))
		if rec.Code != http.StatusNotFound {
			t.Fatalf("an unknown payment: %d", rec.Code)
		}
		post := func(status string) *httptest.ResponseRecorder {
			req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(url.Values{"status": {status}}.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			return rec
		}
		if rec := post("stolen"); rec.Code != http.StatusBadRequest {
			t.Fatalf("an unknown outcome: %d", rec.Code)
		}
		rec = post("paid")
		if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != baseURL+"/de/checkout/transaction/paddock_test/process?payment_token="+placed.Payment.Token {
			t.Fatalf("paid: %d %s", rec.Code, rec.Header().Get("Location"))
		}
		if notified != 1 || f.Count(t, `SELECT COUNT(*) FROM job WHERE kind = ?`, payment.StatusJobKind) != 1 {
			t.Fatalf("notified %d", notified)
		}
		f.RunJobs(t)
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`); n != 1 {
			t.Fatal("the job did not apply the payment")
		}
		// Decided: a later outcome changes nothing.
		post("failed")
		f.RunJobs(t)
		if st, err := f.TestPay.Status(f.Ctx, placed.Payment.ProviderRef); err != nil || st != payment.Paid {
			t.Fatalf("status %s %v", st, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order WHERE status = 'processing'`); n != 1 {
			t.Fatal("a second outcome changed the order")
		}
	})
}

func TestStalePaymentsAreSettledWithoutANotification(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		_, abandoned := f.pay(t, payment.Open, item("LETZTE-1", 1))
		_, lost := f.pay(t, payment.Paid, item("HOSE-1", 1)) // paid, but the notification never came
		bank, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		status := func(o order.Placed) string {
			var s string
			if err := d.Read().Get(f.Ctx, &s, `SELECT status FROM sales_order WHERE id = ?`, o.Order.ID); err != nil {
				t.Fatal(err)
			}
			return s
		}

		f.Clock.Add(order.UnsettledAfter / 2)
		if n, err := f.svc.SettleStale(f.Ctx); err != nil || n != 0 {
			t.Fatalf("too early: %d %v", n, err)
		}
		f.Clock.Add(order.UnsettledAfter)
		if n, err := f.svc.SettleStale(f.Ctx); err != nil || n != 1 {
			t.Fatalf("after %s: %d changed, %v", order.UnsettledAfter*3/2, n, err)
		}
		if status(lost) != "processing" || status(abandoned) != "pending_payment" {
			t.Fatalf("lost %s, abandoned %s", status(lost), status(abandoned))
		}
		f.Clock.Add(testpay.Lifetime)
		if n, err := f.svc.SettleStale(f.Ctx); err != nil || n != 1 {
			t.Fatalf("after the test payment's lifetime: %d changed, %v", n, err)
		}
		// Expired, the order waits for "pay now" until its retry deadline.
		if status(abandoned) != "pending_payment" || f.stock(t, "LETZTE-1") != 0 || f.mails(t, order.TagPaymentFailed) != 1 {
			t.Fatalf("abandoned %s, stock %d", status(abandoned), f.stock(t, "LETZTE-1"))
		}
		if n, err := f.svc.SettleStale(f.Ctx); err != nil || n != 0 {
			t.Fatalf("again: %d %v", n, err)
		}
		f.Clock.Add(order.RetryWindow + 24*time.Hour)
		if n, err := f.svc.SettleStale(f.Ctx); err != nil || n != 1 {
			t.Fatalf("after the retry deadline: %d changed, %v", n, err)
		}
		if status(abandoned) != "canceled" || f.stock(t, "LETZTE-1") != 1 {
			t.Fatalf("abandoned %s, stock %d", status(abandoned), f.stock(t, "LETZTE-1"))
		}
		// A bank transfer waits for the shop to see the money.
		if status(bank) != "pending_payment" {
			t.Fatalf("bank transfer %s", status(bank))
		}
	})
}

// A product read while an order's transaction is open must not keep the
// stock before the order once it has committed.
func TestStockReadDuringPlacementIsNotKept(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		read := func(ctx context.Context) int {
			p, err := f.Catalog.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"HOSE-1"}})
			if err != nil || len(p) != 1 {
				t.Fatalf("read: %v", err)
			}
			return p[0].StockQty
		}
		read(f.Ctx)
		err := d.InTransaction(f.Ctx, func(ctx context.Context) error {
			if err := f.Catalog.TakeStock(ctx, []catalog.StockLine{{ProductID: f.productID(t, "HOSE-1"), Quantity: 4}}, catalog.StockNote{Reason: catalog.StockByStaff}); err != nil {
				return err
			}
			if got := read(context.Background()); got != 10 { // outside the transaction: before it
				t.Errorf("read outside the open transaction: %d", got)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		f.RunJobs(t)
		if got := read(f.Ctx); got != 6 {
			t.Fatalf("stock read after the commit: %d, want 6", got)
		}
	})
}

func TestPlaceRefusesAnotherTotalThanTheCustomerSaw(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.GuestCart(t, item("HOSE-1", 2))
		if _, err := f.Carts.ApplyCoupon(f.Ctx, ref, "REITEN5"); err != nil {
			t.Fatal(err)
		}
		seen, err := f.Carts.Get(f.Ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		// The coupon stops applying between the summary and the button.
		if _, err := d.Write().Exec(f.Ctx, `UPDATE coupon SET is_active = FALSE WHERE code = 'REITEN5'`); err != nil {
			t.Fatal(err)
		}
		in := input(banktransfer.Code)
		in.ExpectedGrandTotal = seen.Totals.GrandTotal
		if _, err := f.svc.Place(f.Ctx, ref, in); apperr.As(err).Key != "order.totalChanged" {
			t.Fatalf("got %v, want order.totalChanged", err)
		}
		if got := f.stock(t, "HOSE-1"); got != 10 {
			t.Fatalf("stock %d after the refusal", got)
		}
		now, err := f.Carts.Get(f.Ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		in.ExpectedGrandTotal = now.Totals.GrandTotal
		placed, err := f.svc.Place(f.Ctx, ref, in)
		if err != nil || placed.Order.Totals.GrandTotal != now.Totals.GrandTotal || placed.Order.Totals.Discount != 0 || len(placed.Order.CouponCodes) != 0 {
			t.Fatalf("placed with the new total: %+v %v", placed.Order.Totals, err)
		}
		if n := f.Count(t, `SELECT times_used FROM coupon WHERE code = 'REITEN5'`); n != 0 {
			t.Errorf("a coupon that did not apply was counted %d times", n)
		}
	})
}

// Magento's placeOrder names only the cart: everything else is what the
// checkout set on it.
func TestPlaceTakesTheCheckoutFromTheCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		c, err := f.Carts.ForCustomer(f.Ctx, f.anna, de)
		if err != nil {
			t.Fatal(err)
		}
		ref := cart.Ref{MaskedID: c.MaskedID, CustomerID: f.anna, Store: de}
		f.Add(t, ref, item("HOSE-1", 1))
		text := func(s string) *string { return &s }
		typed := &customer.AddressInput{Firstname: text("Anna"), Lastname: text("Berger"), Street: []string{"Rue du Dôme 12"},
			Postcode: text("67000"), City: text("Strasbourg"), CountryCode: text("FR")}
		if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: typed, SaveInAddressBook: true}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Carts.SetBillingAddress(f.Ctx, ref, cart.BillingInput{SameAsShipping: true}); err != nil {
			t.Fatal(err)
		}
		withAddress, err := f.Carts.Get(f.Ctx, ref)
		if err != nil || len(withAddress.ShippingMethods) == 0 {
			t.Fatalf("methods: %+v %v", withAddress.ShippingMethods, err)
		}
		m := withAddress.ShippingMethods[len(withAddress.ShippingMethods)-1]
		if _, err := f.Carts.SetShippingMethod(f.Ctx, ref, m.CarrierCode, m.MethodCode); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Carts.SetPaymentMethod(f.Ctx, ref, banktransfer.Code); err != nil {
			t.Fatal(err)
		}
		seen, err := f.Carts.Get(f.Ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		placed, err := f.svc.Place(f.Ctx, ref, order.PlaceInput{ExpectedGrandTotal: seen.Totals.GrandTotal})
		if err != nil {
			t.Fatal(err)
		}
		o := placed.Order
		if o.Email != "anna@example.de" || o.PaymentMethod != banktransfer.Code || o.ShippingAddress == nil || o.ShippingAddress.City != "Strasbourg" ||
			o.BillingAddress.CountryCode != "FR" || o.ShippingMethodCode != m.MethodCode || o.ShippingCarrierCode != m.CarrierCode ||
			o.Totals.ShippingInclTax != seen.Totals.ShippingInclTax {
			t.Fatalf("order %+v, shipping %+v", o, o.ShippingAddress)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ? AND city = 'Strasbourg'`, f.anna); n != 1 {
			t.Errorf("the typed address is %d times in the address book, want 1", n)
		}
	})
}
