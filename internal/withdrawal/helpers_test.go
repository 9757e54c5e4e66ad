package withdrawal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// start is the tests' clock: a Tuesday in November, 14:03:12 in Berlin.
var start = time.Date(2026, 11, 24, 13, 3, 12, 0, time.UTC)

// failingMail fails to enqueue mail to one address, as a broken outbox
// would, so that the declaring transaction rolls back.
type failingMail struct {
	mail.Sender
	to string
}

func (m failingMail) Enqueue(ctx context.Context, tx db.Handle, msg mail.Message) error {
	if len(msg.To) > 0 && msg.To[0] == m.to {
		return errors.New("outbox unavailable")
	}
	return m.Sender.Enqueue(ctx, tx, msg)
}

type fixture struct {
	*ordertest.Shop
	svc interface {
		withdrawal.Service
		withdrawal.Staff
		HandleResolveJob(ctx context.Context, payload json.RawMessage) error
	}
	// anna and eve are customers.
	anna, eve int64
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	eve := ordertest.Customer("Eve", "Muster")
	eve.Addresses = nil
	shop := ordertest.Open(t, d, ordertest.Options{Start: start,
		Mail: mail.Options{From: "Paddock <shop@paddock.example>", ShopAddress: "service@paddock.example"}},
		ordertest.Customer("Anna", "Berger"), eve)
	f := &fixture{Shop: shop, anna: shop.CustomerID(t, "anna@example.de"), eve: shop.CustomerID(t, "eve@example.de")}
	rets := returns.NewService(d, returns.Dependencies{Orders: f.Orders, Mail: f.Outbox, Seller: ordertest.DemoSeller{}},
		returns.Options{BaseURL: ordertest.BaseURL, Now: f.Clock.Now})
	var err error
	f.svc, err = withdrawal.NewService(withdrawal.Dependencies{DB: d, Orders: f.Orders, Returns: rets.(withdrawal.Returns),
		Mail: failingMail{Sender: f.Outbox, to: "broken@example.de"}, Limiter: f.Limiter, Jobs: f.Queue, Seller: ordertest.DemoSeller{}},
		withdrawal.Options{BaseURL: ordertest.BaseURL, Key: bytes.Repeat([]byte("w"), 32), Now: f.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	f.Queue.Handle(withdrawal.JobResolve, f.svc.HandleResolveJob)
	return f
}

// linkToken is the token of the confirmation link in a mail.
var linkToken = regexp.MustCompile(`/(?:de/vertrag-widerrufen/bestaetigen|en/withdraw-from-contract/confirm|fr/retracter-contrat/confirmer)\?token=([A-Za-z0-9_-]{43})`)

// token is the token of the only confirmation link mailed to an address.
func (f *fixture) token(t *testing.T, to string) string {
	t.Helper()
	var tokens []string
	for _, m := range f.Mails(t, withdrawal.TagConfirm) {
		if m.To[0] == to {
			if found := linkToken.FindStringSubmatch(m.Text); found != nil {
				tokens = append(tokens, found[1])
			}
		}
	}
	if len(tokens) != 1 {
		t.Fatalf("%d confirmation links to %s", len(tokens), to)
	}
	return tokens[0]
}

var item = ordertest.Item

// guestOrder places a guest's order (lena@example.de, bank transfer) of
// items, paid.
func (f *fixture) guestOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	a := ordertest.Munich
	placed := f.Place(t, f.GuestCart(t, items...), order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a,
		BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code})
	return f.RecordTransfer(t, placed.Order.Number)
}

// annasOrder places a paid order of the customer anna's.
func (f *fixture) annasOrder(t *testing.T, items ...cart.ItemInput) order.Order {
	t.Helper()
	a := ordertest.Munich
	placed := f.Place(t, f.CustomerCart(t, f.anna, items...), order.PlaceInput{Email: "anna@example.de", ShippingAddress: &a,
		BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code})
	return f.RecordTransfer(t, placed.Order.Number)
}

// ship sends everything of an order at the clock's time and, unless
// delivered is zero, records it delivered then, moving the clock there.
func (f *fixture) ship(t *testing.T, o order.Order, delivered time.Time) {
	t.Helper()
	f.Ship(t, o.Number, order.ShipInput{Tracking: "JJD000123"}, delivered)
}

// client is a visitor's address.
func client(ip string) ratelimit.Client { return ratelimit.Client{IP: ip, UserAgent: "Test"} }

// fieldsOf are the fields a joined Invalid error names, with their keys.
func fieldsOf(err error) map[string]string {
	out := map[string]string{}
	var errs []error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	} else if err != nil {
		errs = []error{err}
	}
	for _, e := range errs {
		if a := apperr.As(e); a.Kind == apperr.Invalid {
			out[a.Field] = a.Key
		}
	}
	return out
}

func contains(haystack string, needles ...string) []string {
	var missing []string
	for _, n := range needles {
		if !strings.Contains(haystack, n) {
			missing = append(missing, n)
		}
	}
	return missing
}
