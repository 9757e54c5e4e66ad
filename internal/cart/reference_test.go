package cart_test

import (
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The cart states a reduction as the product page does (PAngV § 11):
// against the lowest price of the 30 days before it, not the regular
// price; when the price to pay is not below that, it shows no reduction.
func TestTheCartStrikesThroughTheThirtyDayLow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		special := catalog.Money(4990)
		in := catalog.ProductInput{Type: catalog.Simple, SKU: "HOSE-1", IsActive: true, Name: catalog.Localized{i18n.German: "Reithose Klassik"},
			Price: 5990, SpecialPrice: &special, TaxClass: catalog.StandardRate, StockQty: 10, DeliveryMinDays: 2, DeliveryMaxDays: 4,
			CategoryIDs: []int64{f.shop.Rider}}
		for _, tt := range []struct {
			name               string
			lowest, wantStruck catalog.Money
		}{
			{"the 30-day low under the regular price", 5490, 5490},
			{"the 30-day low not above the price to pay", 4500, 4990},
		} {
			if _, err := f.catalog.SaveProduct(f.ctx, in); err != nil {
				t.Fatal(err)
			}
			// The history that leads to such a low spans weeks; the stored
			// result of it is what the cart reads.
			if _, err := d.Write().Exec(f.ctx, `UPDATE product SET lowest_30_days = ? WHERE sku = ?`, int64(tt.lowest), "HOSE-1"); err != nil {
				t.Fatal(err)
			}
			ref := f.guest(t)
			c := f.add(t, ref, item("HOSE-1", 1))
			if it := c.Items[0]; it.UnitPrice != 4990 || it.ReferenceUnitPrice != tt.wantStruck || it.RegularUnitPrice != 5990 {
				t.Errorf("%s: unit %d, struck %d, regular %d; want 4990, %d, 5990", tt.name, it.UnitPrice, it.ReferenceUnitPrice, it.RegularUnitPrice, tt.wantStruck)
			}
		}
	})
}
