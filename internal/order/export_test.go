package order_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// An order to Switzerland takes the cart's export totals: net prices, net
// shipping, no VAT lines; its confirmation says it is a tax-free export.
func TestOrderToSwitzerlandChargesNoVAT(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ref := f.GuestCart(t, item("HOSE-1", 2), item("HAFER-20", 1))
		str := func(v string) *string { return &v }
		zurich := &customer.AddressInput{Firstname: str("Lena"), Lastname: str("Hofer"), Street: []string{"Bahnhofstrasse 1"},
			Postcode: str("8001"), City: str("Zürich"), CountryCode: str("CH"), Telephone: str("+41 44 123 45 67")}
		if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: zurich}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Carts.SetBillingAddress(f.Ctx, ref, cart.BillingInput{SameAsShipping: true}); err != nil {
			t.Fatal(err)
		}
		placed, err := f.svc.Place(f.Ctx, ref, order.PlaceInput{Email: "lena@example.ch", PaymentMethod: banktransfer.Code})
		if err != nil {
			t.Fatal(err)
		}
		o := placed.Order
		net := func(gross catalog.Money, rate vat.Rate) catalog.Money { return gross - money.IncludedVAT(gross, rate) }
		goods := 2*net(5990, 1900) + net(3990, 700)
		if len(o.Totals.Taxes) != 0 || o.Totals.Tax != 0 || o.Totals.SubtotalInclTax != goods || o.Totals.ShippingInclTax != o.Totals.ShippingExclTax ||
			o.Totals.ShippingInclTax <= 0 || o.Totals.ShippingInclTax >= 1995 || o.Totals.GrandTotal != goods+o.Totals.ShippingInclTax ||
			o.Totals.GrandTotalExclTax != o.Totals.GrandTotal {
			t.Errorf("totals %+v", o.Totals)
		}
		for _, it := range o.Items {
			if it.TaxRate != 0 || it.RowTotal != it.UnitPrice*catalog.Money(it.QtyOrdered) {
				t.Errorf("item %+v", it)
			}
		}
		// The stored order and its payment say the same.
		var amount int64
		if err := d.Read().Get(f.Ctx, &amount, `SELECT amount FROM payment WHERE order_id = ?`, o.ID); err != nil || amount != int64(o.Totals.GrandTotal) {
			t.Errorf("payment %d: %v", amount, err)
		}
		var taxes string
		if err := d.Read().Get(f.Ctx, &taxes, `SELECT tax_lines FROM sales_order WHERE id = ?`, o.ID); err != nil || (taxes != "[]" && taxes != "null") {
			t.Errorf("stored VAT lines %s: %v", taxes, err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ? AND text_body LIKE ?`, order.TagPlaced, "%Steuerfreie Ausfuhrlieferung%"); n != 1 {
			t.Errorf("%d confirmations say it is an export", n)
		}
		// A German order of the same goods carries VAT and says nothing of exports.
		placed, err = f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 2), item("HAFER-20", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if len(placed.Order.Totals.Taxes) != 2 || placed.Order.Items[0].TaxRate == 0 {
			t.Errorf("German order %+v", placed.Order.Totals)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ? AND text_body LIKE ?`, order.TagPlaced, "%Ausfuhrlieferung%"); n != 1 {
			t.Errorf("%d confirmations say it is an export", n)
		}
	})
}
