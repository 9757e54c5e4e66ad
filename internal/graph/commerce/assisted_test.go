package commerce_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/session"
)

// fakeAssisted marks sessions as assisted by a member of staff.
type fakeAssisted struct {
	mu sync.Mutex
	by map[int64]assist.Assist
}

func (f *fakeAssisted) Assisted(_ context.Context, sessionID int64) (assist.Assist, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a, ok := f.by[sessionID]
	return a, ok, nil
}

func (f *fakeAssisted) mark(sessionID int64, a assist.Assist) {
	f.mu.Lock()
	f.by[sessionID] = a
	f.mu.Unlock()
}

// TestAssistedSessionsAreAudited: what staff change in the shop as a
// customer (login as customer) is in the audit trail for the member of
// staff, about the customer, with the arguments masked; the customer's
// own changes, failed mutations, reads and other sessions are not.
func TestAssistedSessionsAreAudited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		ctx := context.Background()
		a.register(t, "shop_de", "anna@example.de")
		a.register(t, "shop_de", "lena@example.de")
		token, lena := a.cookie(t, "anna@example.de"), browser(a.cookie(t, "lena@example.de"))
		anna := browser(token)
		s, err := a.sessions.Lookup(ctx, token)
		if err != nil || s.Kind != session.Customer {
			t.Fatal(s, err)
		}
		customerID := strconv.FormatInt(s.SubjectID, 10)
		entries := func() []audit.Record {
			t.Helper()
			page, err := a.trail.List(access.With(ctx, access.Principal{StaffID: 1, Role: access.Owner}), audit.Filter{}, 1, 100)
			if err != nil {
				t.Fatal(err)
			}
			return page.Items
		}
		cartID := gqltestAt(t, a.ok(t, "shop_de", anna, opCustomerCart, nil), "customerCart.id")
		item := []map[string]any{{"sku": "HOSE-1", "quantity": 1}}

		// The customer's own change is not the trail's.
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": cartID, "items": item})
		if got := entries(); len(got) != 0 {
			t.Fatalf("the customer's own change was recorded: %+v", got)
		}

		a.assisted.mark(s.ID, assist.Assist{ID: 3, StaffID: 42, StaffName: "Susi Support", StaffEmail: "susi@paddock.example",
			CustomerID: s.SubjectID, SessionID: s.ID})
		a.ok(t, "shop_de", anna, opAddProducts, map[string]any{"id": cartID, "items": item})
		a.ok(t, "shop_de", anna, opApplyCoupon, map[string]any{"id": cartID, "code": "REITEN5"})
		if res := a.do(t, "shop_de", anna, opApplyCoupon, map[string]any{"id": cartID, "code": "GIBTSNICHT"}); len(res.Errors) == 0 {
			t.Fatal("an unknown coupon was applied")
		}
		a.ok(t, "shop_de", anna, opCustomerCart, nil)
		a.ok(t, "shop_de", anna, opUpdateCustomer, map[string]any{"input": map[string]any{"firstname": "Annabell"}})
		a.ok(t, "shop_de", anna, opCreateAddress, map[string]any{"input": map[string]any{"firstname": "Anna", "lastname": "Berger",
			"street": []string{"Hauptstraße 1"}, "postcode": "10115", "city": "Berlin", "country_code": "DE", "telephone": "030 123456"}})
		// Another customer's session is not assisted.
		a.ok(t, "shop_de", lena, opUpdateCustomer, map[string]any{"input": map[string]any{"firstname": "Lene"}})

		got := entries()
		var ops []string
		for _, e := range got {
			ops = append(ops, e.Operation)
			if e.StaffID != 42 || e.StaffName != "Susi Support" || e.Actor != "susi@paddock.example" || e.ObjectType != "customer" ||
				e.ObjectID != customerID || e.Outcome != audit.Done {
				t.Errorf("entry %+v", e)
			}
			if len(e.Changes) == 0 || e.Changes[0].Field != "on_behalf_of_customer" || *e.Changes[0].After != customerID {
				t.Errorf("%s does not say on whose behalf: %+v", e.Operation, e.Changes)
			}
		}
		want := []string{"assist.createCustomerAddress", "assist.updateCustomerV2", "assist.applyCouponToCart", "assist.addProductsToCart"}
		if !slices.Equal(ops, want) {
			t.Fatalf("operations %v, want %v", ops, want)
		}
		changes := func(e audit.Record) map[string]string {
			out := map[string]string{}
			for _, c := range e.Changes {
				out[c.Field] = *c.After
			}
			return out
		}
		if c := changes(got[3]); c["cartItems.0.sku"] != "HOSE-1" || c["cartItems.0.quantity"] != "1" || c["cartId"] != cartID[:1]+"***" {
			t.Errorf("add to cart %v", c)
		}
		if c := changes(got[2]); c["input.coupon_code"] != "REITEN5" {
			t.Errorf("coupon %v", c)
		}
		if c := changes(got[1]); c["input.firstname"] != "A***" {
			t.Errorf("account %v", c)
		}
		if c := changes(got[0]); c["input.street.0"] != "H***" || c["input.postcode"] != "10115" || c["input.telephone"] != "0***" ||
			c["input.lastname"] != "B***" {
			t.Errorf("address %v", c)
		}
		for _, e := range got {
			for _, c := range e.Changes {
				if strings.Contains(*c.After, "Berger") || strings.Contains(*c.After, "Hauptstraße") {
					t.Errorf("%s: unmasked %s = %s", e.Operation, c.Field, *c.After)
				}
			}
		}
	})
}

func gqltestAt(t *testing.T, data map[string]any, path string) string {
	t.Helper()
	v := data
	parts := strings.Split(path, ".")
	for _, p := range parts[:len(parts)-1] {
		v, _ = v[p].(map[string]any)
	}
	s, _ := v[parts[len(parts)-1]].(string)
	if s == "" {
		t.Fatalf("%s missing in %v", path, data)
	}
	return s
}
