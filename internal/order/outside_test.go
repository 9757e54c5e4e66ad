package order_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart/carttest"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/mollie"
	"paddock/internal/payment/mollie/molliefake"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// heldMethods is Mollie's fake whose methods list answers only when the
// test lets it: asked is signalled when the list is asked for.
type heldMethods struct {
	fake    *molliefake.Server
	asked   chan struct{}
	release chan struct{}
	once    sync.Once
}

func (h *heldMethods) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/v2/methods") {
		select {
		case h.asked <- struct{}{}:
		default:
		}
		<-h.release
	}
	h.fake.ServeHTTP(w, r)
}

func (h *heldMethods) let() { h.once.Do(func() { close(h.release) }) }

// Placing an order with a Mollie method whose list the gateway has not
// cached asks Mollie outside the placing transaction: while Mollie keeps
// its answer, another writer changes the cart's own row (on SQLite any
// write needs the only writer) and completes; then the order is placed
// with the method. Asked inside, as before, the write would wait on
// Mollie as long as the gateway waits (a minute here).
func TestPlaceAsksTheGatewayOutsideItsTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		held := &heldMethods{fake: molliefake.New(molliefake.Options{}), asked: make(chan struct{}, 1), release: make(chan struct{})}
		srv := httptest.NewServer(held)
		defer srv.Close()
		defer held.let() // before the server closes: it waits for the request held
		client, err := mollie.NewClient(mollie.ClientOptions{APIKey: "test_placeoutside", BaseURL: srv.URL + "/v2"})
		if err != nil {
			t.Fatal(err)
		}
		gateway, err := mollie.NewGateway(mollie.GatewayOptions{Client: client, ProfileID: "pfl_outside1", OfferTimeout: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		shop := ordertest.Open(t, d, ordertest.Options{Gateway: gateway})
		ref := shop.GuestCart(t, item(carttest.Bulk(1), 2))

		type result struct {
			number string
			err    error
		}
		placed := make(chan result, 1)
		go func() {
			p, err := shop.Orders.Place(shop.Ctx, ref, input("mollie_methods_creditcard"))
			placed <- result{p.Order.Number, err}
		}()
		select {
		case <-held.asked:
		case r := <-placed:
			t.Fatalf("placed without asking Mollie for its methods: %+v", r)
		}

		wrote := make(chan error, 1)
		go func() {
			wrote <- d.InTransaction(context.Background(), func(ctx context.Context) error {
				_, err := d.Write().Exec(ctx, `UPDATE cart SET updated_at = ? WHERE masked_id = ?`, time.Now().UTC(), ref.MaskedID)
				return err
			})
		}()
		select {
		case err := <-wrote:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(20 * time.Second):
			t.Fatal("a writer waited on Mollie's answer: the placement asked it inside its transaction")
		}
		held.let()
		r := <-placed
		if r.err != nil {
			t.Fatal(r.err)
		}
		if got := shop.Count(t, `SELECT COUNT(*) FROM sales_order WHERE increment_id = ? AND payment_method = ?`, r.number, "mollie_methods_creditcard"); got != 1 {
			t.Fatalf("order %s with the Mollie method: %d", r.number, got)
		}
		asked := 0
		for _, req := range held.fake.Requests() {
			if req.Path == "/v2/methods" {
				asked++
			}
		}
		if asked != 1 {
			t.Fatalf("Mollie's methods list asked %d times; want once", asked)
		}
	})
}

// A writing service other than Place survives PostgreSQL's deadlock
// abort: recording a bank transfer locks the payment, then the order;
// another transaction holding the order asks for the payment meanwhile.
// PostgreSQL aborts the recording (it waited first, so its deadlock check
// runs first); InTransaction runs it again once the other has committed,
// and the payment is recorded once, with one invoice and one mail.
func TestRecordingAPaymentSurvivesADeadlock(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t, db.Postgres)
	f := newFixture(t, d)
	placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, item(carttest.Bulk(1), 1)), input(banktransfer.Code))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	waiting := func() int {
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM pg_locks WHERE NOT granted`); err != nil {
			t.Error(err)
		}
		return n
	}
	holding := make(chan struct{})
	var once sync.Once
	other := make(chan error, 1)
	go func() {
		other <- d.InTransaction(ctx, func(ctx context.Context) error {
			var id int64
			if err := d.Write().GetForUpdate(ctx, &id, `SELECT id FROM sales_order WHERE id = ?`, placed.Order.ID); err != nil {
				return err
			}
			first := false
			once.Do(func() { first = true; close(holding) })
			if !first {
				return nil
			}
			for deadline := time.Now().Add(20 * time.Second); waiting() == 0; time.Sleep(5 * time.Millisecond) {
				if time.Now().After(deadline) {
					return errors.New("the recording never waited for the order")
				}
			}
			// The recording holds the payment and waits for the order:
			// asking for the payment closes the circle.
			return d.Write().GetForUpdate(ctx, &id, `SELECT id FROM payment WHERE order_id = ?`, placed.Order.ID)
		})
	}()
	<-holding
	o, changed, err := f.svc.(order.Staff).RecordBankTransfer(ctx, placed.Order.Number)
	if err != nil || !changed || o.Status != order.Processing {
		t.Fatalf("recording: %v, changed %v, %s", err, changed, o.Status)
	}
	if err := <-other; err != nil {
		t.Fatalf("the other transaction: %v", err)
	}
	if n := f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE order_id = ?`, o.ID); n != 1 {
		t.Errorf("%d invoices", n)
	}
	if n := f.mails(t, order.TagPaid); n != 1 {
		t.Errorf("%d payment mails", n)
	}
}
