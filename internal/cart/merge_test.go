package cart_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMerge(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)

		t.Run("into an empty cart, created on the way", func(t *testing.T) {
			guest := f.guest(t)
			f.add(t, guest, item("HOSE-1", 2), item("GS-25", 1))
			if _, err := f.svc.ApplyCoupon(f.ctx, guest, "REITEN5"); err != nil {
				t.Fatal(err)
			}
			c, err := f.svc.Merge(f.ctx, guest.MaskedID, cart.Ref{CustomerID: f.camille, Store: fr})
			if err != nil {
				t.Fatal(err)
			}
			if c.CustomerID != f.camille || len(c.Items) != 2 || c.TotalQuantity != 3 || len(c.AppliedCoupons) != 1 ||
				c.AppliedCoupons[0].Code != "REITEN5" || c.Shipping.Country != "FR" {
				t.Errorf("merged %+v", c)
			}
			if _, err := f.svc.Get(f.ctx, guest); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("the guest cart is still there: %v", err)
			}
		})

		t.Run("into a full cart, the same item with other options apart", func(t *testing.T) {
			annas := f.customerCart(t, f.anna)
			f.add(t, annas, item("HOSE-1", 1), f.shirt(1, "RVL"))
			if _, err := f.svc.ApplyCoupon(f.ctx, annas, "LINDENHOF15"); err != nil {
				t.Fatal(err)
			}
			guest := f.guest(t)
			f.add(t, guest, item("HOSE-1", 2), f.shirt(1, "RVL"), f.shirt(3, "RFV"), item("JACKE-1", 1, f.colour("black"), f.size("m")))
			if _, err := f.svc.ApplyCoupon(f.ctx, guest, "WILLKOMMEN10"); err != nil {
				t.Fatal(err)
			}
			c, err := f.svc.Merge(f.ctx, guest.MaskedID, annas)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, it := range c.Items {
				key := it.Bought().SKU
				for _, o := range it.Options {
					if o.Text != "" {
						key += "/" + o.Text
					}
				}
				got[key] = it.Quantity
			}
			want := map[string]int{"HOSE-1": 3, "RVL-TX-1/RVL": 2, "RVL-TX-1/RFV": 3, "JACKE-1-BLACK-M": 1}
			if len(got) != len(want) {
				t.Errorf("items %v; want %v", got, want)
			}
			for k, v := range want {
				if got[k] != v {
					t.Errorf("%s: %d; want %d (%v)", k, got[k], v, got)
				}
			}
			// The destination keeps its coupon.
			if len(c.AppliedCoupons) != 1 || c.AppliedCoupons[0].Code != "LINDENHOF15" {
				t.Errorf("coupons %+v", c.AppliedCoupons)
			}
		})

		t.Run("only a guest cart, only into one's own", func(t *testing.T) {
			annas := f.customerCart(t, f.anna)
			camilles := f.customerCart(t, f.camille)
			guest := f.guest(t)
			f.add(t, guest, item("HOSE-1", 1))
			for name, tt := range map[string]struct {
				source string
				ref    cart.Ref
				kind   apperr.Kind
			}{
				"another customer's cart as the source": {camilles.MaskedID, annas, apperr.NotFound},
				"into another customer's cart":          {guest.MaskedID, cart.Ref{MaskedID: camilles.MaskedID, CustomerID: f.anna, Store: de}, apperr.NotFound},
				"without a session":                     {guest.MaskedID, cart.Ref{MaskedID: annas.MaskedID, Store: de}, apperr.NotFound},
				"an unknown source":                     {"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", annas, apperr.NotFound},
				"a cart into itself":                    {annas.MaskedID, annas, apperr.Invalid},
			} {
				if _, err := f.svc.Merge(f.ctx, tt.source, tt.ref); apperr.KindOf(err) != tt.kind {
					t.Errorf("%s: %v", name, err)
				}
			}
			if c := f.get(t, guest); len(c.Items) != 1 {
				t.Errorf("a refused merge changed the guest cart: %+v", c)
			}
			if c := f.get(t, camilles); c.CustomerID != f.camille {
				t.Errorf("Camille's cart %+v", c)
			}
		})
	})
}
