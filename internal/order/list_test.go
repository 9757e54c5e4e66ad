package order_test

import (
	"strings"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
)

// placeFor places an order of anna's (customerID, to her account's
// address) or a guest's (0, lena@example.de) with quantity breeches, an
// hour after the one before.
func (f *fixture) placeFor(t *testing.T, customerID int64, quantity float64) order.Order {
	t.Helper()
	ref := f.GuestCart(t)
	in := input(banktransfer.Code)
	if customerID != 0 {
		ref = f.CustomerCart(t, customerID)
		in.Email = ""
	}
	f.Add(t, ref, item("HOSE-1", quantity))
	placed := f.Place(t, ref, in)
	f.Clock.Add(time.Hour)
	return placed.Order
}

func numbers(orders []order.Order) string {
	var out []string
	for _, o := range orders {
		out = append(out, o.Number)
	}
	return strings.Join(out, ",")
}

func TestListOrders(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		a1, a2, a3 := f.placeFor(t, f.anna, 3), f.placeFor(t, f.anna, 1), f.placeFor(t, f.anna, 2)
		guest := f.placeFor(t, 0, 1)
		list := func(in order.ListInput) order.List {
			t.Helper()
			if in.CustomerID == 0 {
				in.CustomerID = f.anna
			}
			if in.Page == 0 {
				in.Page = 1
			}
			if in.PageSize == 0 {
				in.PageSize = 20
			}
			l, err := f.svc.List(f.Ctx, in)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		for _, tt := range []struct {
			name string
			in   order.ListInput
			want string
		}{
			{"newest first", order.ListInput{}, numbers([]order.Order{a3, a2, a1})},
			{"page 1 of 2", order.ListInput{PageSize: 2}, numbers([]order.Order{a3, a2})},
			{"page 2 of 2", order.ListInput{PageSize: 2, Page: 2}, a1.Number},
			{"past the end", order.ListInput{PageSize: 2, Page: 3}, ""},
			{"oldest first", order.ListInput{Ascending: true}, numbers([]order.Order{a1, a2, a3})},
			{"by number", order.ListInput{Sort: order.SortNumber, Ascending: true}, numbers([]order.Order{a1, a2, a3})},
			{"by total", order.ListInput{Sort: order.SortGrandTotal}, numbers([]order.Order{a1, a3, a2})},
			{"number eq", order.ListInput{Number: &order.NumberFilter{Eq: &a2.Number}}, a2.Number},
			{"a guest's number", order.ListInput{Number: &order.NumberFilter{Eq: &guest.Number}}, ""},
			{"number in", order.ListInput{Number: &order.NumberFilter{In: []string{a1.Number, guest.Number}}}, a1.Number},
			{"number in nothing", order.ListInput{Number: &order.NumberFilter{In: []string{}}}, ""},
			{"number match", order.ListInput{Number: &order.NumberFilter{Match: ptr(strings.TrimLeft(a3.Number, "0"))}}, a3.Number},
			{"number match no digits", order.ListInput{Number: &order.NumberFilter{Match: ptr("_")}}, ""},
		} {
			if got := numbers(list(tt.in).Orders); got != tt.want {
				t.Errorf("%s: %s; want %s", tt.name, got, tt.want)
			}
		}
		l := list(order.ListInput{PageSize: 2})
		if l.Total != 3 || len(l.Orders[0].Items) != 1 || l.Orders[0].Items[0].QtyOrdered != 2 || l.Orders[0].ShippingAddress == nil ||
			l.Orders[0].BillingAddress.City != "München" || len(l.Orders[0].History) != 1 {
			t.Errorf("page %+v", l)
		}
		for _, in := range []order.ListInput{{CustomerID: f.anna, Page: 0, PageSize: 10}, {CustomerID: f.anna, Page: 1, PageSize: 101},
			{CustomerID: f.anna, Page: 1, PageSize: 10, Sort: "email"}} {
			if _, err := f.svc.List(f.Ctx, in); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%+v: %v", in, err)
			}
		}
	})
}

func TestGuestOrderLookup(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.placeFor(t, 0, 1)
		annas := f.placeFor(t, f.anna, 1)
		client := ratelimit.Client{IP: "192.0.2.7"}
		o, err := f.svc.GuestOrder(f.Ctx, order.GuestLookup{Number: guest.Number, Email: " LENA@example.de", Lastname: "hofer"}, client)
		if err != nil || o.ID != guest.ID {
			t.Fatalf("guest order: %v %+v", err, o)
		}
		for _, in := range []order.GuestLookup{
			{Number: guest.Number, Email: "lena@example.de", Lastname: "Huber"},
			{Number: guest.Number, Email: "lena@example.com", Lastname: "Hofer"},
			{Number: "000000099", Email: "lena@example.de", Lastname: "Hofer"},
			{Number: guest.Number[1:], Email: "lena@example.de", Lastname: "Hofer"},
			{Number: annas.Number, Email: "lena@example.de", Lastname: "Hofer"}, // a customer's order
		} {
			if _, err := f.svc.GuestOrder(f.Ctx, in, client); apperr.KindOf(err) != apperr.NotFound || apperr.As(err).Key != "order.notFound" {
				t.Errorf("%+v: %v", in, err)
			}
		}
		for range order.GuestLookupsPerIP.Limit {
			_, _ = f.svc.GuestOrder(f.Ctx, order.GuestLookup{Number: guest.Number, Email: "x@example.de", Lastname: "X"}, client)
		}
		right := order.GuestLookup{Number: guest.Number, Email: "lena@example.de", Lastname: "Hofer"}
		if _, err := f.svc.GuestOrder(f.Ctx, right, client); apperr.KindOf(err) != apperr.RateLimited {
			t.Errorf("past the limit: %v", err)
		}
		if _, err := f.svc.GuestOrder(f.Ctx, right, ratelimit.Client{IP: "192.0.2.8"}); err != nil {
			t.Errorf("another client: %v", err)
		}
	})
}

// A guest's mails link to the order's page with a signed token in the
// fragment; the token opens that order only, until it expires, and bad
// tokens count with failed lookups.
func TestGuestOrderLink(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.placeFor(t, 0, 1)
		other := f.placeFor(t, 0, 2)
		annas := f.placeFor(t, f.anna, 1)
		var text string
		if err := f.DB.Read().Get(f.Ctx, &text, `SELECT text_body FROM mail_message WHERE tag = ? AND subject LIKE ?`,
			order.TagPlaced, "%"+guest.Number+"%"); err != nil {
			t.Fatal(err)
		}
		prefix := baseURL + "/de" + order.GuestOrderPath + "#token="
		at := strings.Index(text, prefix)
		if at < 0 {
			t.Fatalf("the guest's confirmation has no link to the order:\n%s", text)
		}
		token, _, _ := strings.Cut(text[at+len(prefix):], "\n")
		if got := f.svc.GuestOrderURL(guest); !strings.HasPrefix(got, prefix) {
			t.Errorf("GuestOrderURL %q", got)
		}
		if got := f.svc.GuestOrderURL(annas); got != "" {
			t.Errorf("a customer's order has a guest link: %q", got)
		}
		client := ratelimit.Client{IP: "192.0.2.9"}
		if o, err := f.svc.GuestOrderByToken(f.Ctx, token, client); err != nil || o.ID != guest.ID {
			t.Fatalf("the mail's token: %v %+v", err, o)
		}
		otherToken := strings.TrimPrefix(f.svc.GuestOrderURL(other), prefix)
		forged := []byte(token)
		forged[len(forged)-2] ^= 1
		for name, tok := range map[string]string{
			"empty":                    "",
			"forged":                   string(forged),
			"cut":                      token[:len(token)-1],
			"another order's, swapped": otherToken[:1] + token[1:12] + otherToken[12:],
			"a document's token":       strings.Replace(token, token[:2], "ZA", 1),
		} {
			if _, err := f.svc.GuestOrderByToken(f.Ctx, tok, client); apperr.KindOf(err) != apperr.NotFound || apperr.As(err).Key != "order.notFound" {
				t.Errorf("%s: %v", name, err)
			}
		}
		if o, err := f.svc.GuestOrderByToken(f.Ctx, otherToken, client); err != nil || o.ID != other.ID {
			t.Errorf("the other order's token: %v %+v", err, o)
		}
		// A year on, the mail's link has expired.
		f.Clock.Add(order.MailLinkValidity)
		if _, err := f.svc.GuestOrderByToken(f.Ctx, token, client); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("expired: %v", err)
		}
		for range order.GuestLookupsPerIP.Limit {
			_, _ = f.svc.GuestOrderByToken(f.Ctx, string(forged), client)
		}
		fresh := strings.TrimPrefix(f.svc.GuestOrderURL(guest), prefix)
		if _, err := f.svc.GuestOrderByToken(f.Ctx, fresh, client); apperr.KindOf(err) != apperr.RateLimited {
			t.Errorf("past the limit: %v", err)
		}
		if _, err := f.svc.GuestOrderByToken(f.Ctx, fresh, ratelimit.Client{IP: "192.0.2.10"}); err != nil {
			t.Errorf("another client: %v", err)
		}
	})
}

func TestOrderByCart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.GuestCart(t, item("HOSE-1", 1))
		placed, err := f.svc.Place(f.Ctx, ref, input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if o, err := f.svc.ByCart(f.Ctx, ref); err != nil || o.Number != placed.Order.Number {
			t.Errorf("guest's cart: %v %+v", err, o)
		}
		c, err := f.Carts.ForCustomer(f.Ctx, f.anna, de)
		if err != nil {
			t.Fatal(err)
		}
		annas := cart.Ref{MaskedID: c.MaskedID, CustomerID: f.anna, Store: de}
		f.Add(t, annas, item("HOSE-1", 1))
		placed, err = f.svc.Place(f.Ctx, annas, input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if o, err := f.svc.ByCart(f.Ctx, annas); err != nil || o.Number != placed.Order.Number {
			t.Errorf("anna's cart: %v %+v", err, o)
		}
		other := de
		other.Site = "club"
		for name, r := range map[string]cart.Ref{
			"anna's cart without session": {MaskedID: annas.MaskedID, Store: de},
			"anna's cart to another":      {MaskedID: annas.MaskedID, CustomerID: f.anna + 1000, Store: de},
			"a cart that made no order":   f.GuestCart(t, item("HOSE-1", 1)),
			"an unknown cart":             {MaskedID: strings.Repeat("x", cart.MaskedIDLength), Store: de},
			"another website":             {MaskedID: ref.MaskedID, Store: other},
		} {
			if _, err := f.svc.ByCart(f.Ctx, r); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("%s: %v", name, err)
			}
		}
	})
}

func ptr[T any](v T) *T { return &v }
