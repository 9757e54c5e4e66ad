package order_test

import (
	"testing"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
)

// consumer is a guest's checkout from a consumer in country.
func consumer(country, postcode, city string) order.PlaceInput {
	a := order.Address{Firstname: "Camille", Lastname: "Martin", Street: []string{"12 rue des Haras"}, Postcode: postcode, City: city, CountryCode: country}
	return order.PlaceInput{Email: "camille@example.fr", ShippingAddress: &a, BillingAddress: a}
}

// payAbroad places and pays an order as payOrder does, the cart given
// in's addresses first (as the checkout gives them) so that it computes
// the order for where it goes.
func (f *fixture) payAbroad(t *testing.T, in order.PlaceInput, items ...cart.ItemInput) order.Order {
	t.Helper()
	ref := f.GuestCart(t, items...)
	str := func(v string) *string { return &v }
	a := in.BillingAddress
	typed := &customer.AddressInput{Firstname: str(a.Firstname), Lastname: str(a.Lastname), Company: str(a.Company), Street: a.Street,
		Postcode: str(a.Postcode), City: str(a.City), CountryCode: str(a.CountryCode), Telephone: str("+33 1 23 45 67 89"), VATID: str(a.VATID)}
	if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: typed}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Carts.SetBillingAddress(f.Ctx, ref, cart.BillingInput{SameAsShipping: true}); err != nil {
		t.Fatal(err)
	}
	in.PaymentMethod = testpay.Code
	placed, err := f.svc.Place(f.Ctx, ref, in)
	if err != nil {
		t.Fatal(err)
	}
	f.PayByTest(t, placed)
	return placed.Order
}

// With OSS on, orders of consumers in other member states carry their
// country's VAT, exactly (Finland 25.5 %, Ireland's feed 4.8 %), and keep
// it through the invoice; German orders, businesses buying with their VAT
// id (reverse charge) and OSS off keep Germany's. The OSS report of the
// quarter sums the invoices per country and rate, less the credit notes,
// and nothing else.
func TestOrdersCarryTheDestinationsVATAndTheOSSReportSumsThem(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		setTax := func(tax settings.Tax) {
			t.Helper()
			if err := f.Settings.SetTax(f.Ctx, tax); err != nil {
				t.Fatal(err)
			}
		}
		rates := func(o order.Order) (out []vat.Rate) {
			for _, it := range o.Items {
				out = append(out, it.TaxRate)
			}
			return out
		}

		// OSS off: a French consumer pays German VAT, and it is no OSS sale.
		off := f.payAbroad(t, consumer("FR", "14000", "Caen"), item("HOSE-1", 1))
		if r := rates(off); r[0] != 1900 || off.VATCountry != "DE" {
			t.Fatalf("OSS off: %v %q", r, off.VATCountry)
		}

		setTax(settings.Tax{OSS: true, CrossBorder: settings.CrossBorderGross})
		fr := f.payAbroad(t, consumer("FR", "14000", "Caen"), item("HOSE-1", 1), item("HAFER-20", 1))
		if r := rates(fr); r[0] != 2000 || r[1] != 1000 || fr.VATCountry != "FR" {
			t.Fatalf("France: %v %q", r, fr.VATCountry)
		}
		// The same gross as in Germany; the VAT is 20/120 of it.
		if fr.Items[0].UnitPrice != 5990 || fr.Totals.Taxes[0].Rate != 2000 || fr.Totals.Taxes[0].Goods != 998 ||
			fr.Totals.Taxes[1].Goods != money.IncludedVAT(catalog.Money(3990), vat.Rate(1000)) {
			t.Fatalf("France: %+v", fr.Totals)
		}
		var stored []int
		if err := d.Read().Select(f.Ctx, &stored, `SELECT tax_rate FROM sales_order_item WHERE order_id = ? ORDER BY id`, fr.ID); err != nil ||
			len(stored) != 2 || stored[0] != 2000 || stored[1] != 1000 {
			t.Fatalf("stored rates %v: %v", stored, err)
		}
		if got := f.Order(t, fr.ID); got.VATCountry != "FR" || got.Items[0].TaxRate != 2000 {
			t.Errorf("read back: %q %v", got.VATCountry, rates(got))
		}
		inv := f.documents(t, fr)[0].Sheet
		if inv.VATCountry != "FR" || len(inv.VAT) != 2 || inv.VAT[0].Rate != 2000 || inv.VAT[1].Rate != 1000 ||
			inv.VAT[0].Tax+inv.VAT[1].Tax != fr.Totals.Tax || inv.Totals.Gross != fr.Totals.GrandTotal || inv.Lines[0].Rate != 2000 {
			t.Fatalf("the French invoice: %+v", inv.VAT)
		}

		fi := f.payAbroad(t, consumer("FI", "00100", "Helsinki"), item("HOSE-1", 1))
		ie := f.payAbroad(t, consumer("IE", "D02 X285", "Dublin"), item("HAFER-20", 1))
		if rates(fi)[0] != 2550 || fi.Totals.Taxes[0].Goods != 1217 || rates(ie)[0] != 480 || ie.Totals.Taxes[0].Goods != 183 {
			t.Fatalf("Finland %v %+v, Ireland %v %+v", rates(fi), fi.Totals.Taxes, rates(ie), ie.Totals.Taxes)
		}
		// Not OSS sales: Germany, and a French business with its VAT id.
		de := f.payOrder(t, input(""), item("HOSE-1", 1))
		business := consumer("FR", "14000", "Caen")
		business.BillingAddress.Company, business.BillingAddress.VATID = "Écurie du Lac SARL", "FR40303265045"
		business.ShippingAddress.Company = "Écurie du Lac SARL"
		rc := f.payAbroad(t, business, item("HOSE-1", 1))
		if rates(de)[0] != 1900 || de.VATCountry != "DE" || rates(rc)[0] != 0 || rc.Totals.Tax != 0 {
			t.Fatalf("Germany %v %q, reverse charge %v %+v", rates(de), de.VATCountry, rates(rc), rc.Totals)
		}

		// A credit note of 10 € on the French order.
		r, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: fr.Number, Amount: 1000, Reason: "Kulanz"})
		if err != nil || r.CreditNote == nil {
			t.Fatalf("refund %+v: %v", r, err)
		}
		cn := r.CreditNote.Sheet
		if cn.VATCountry != "FR" || len(cn.VAT) == 0 {
			t.Fatalf("credit note %+v", cn.VAT)
		}

		q, err := order.ParseQuarter("2026-q4")
		if err != nil {
			t.Fatal(err)
		}
		report, err := staff.OSSReport(f.Ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]order.OSSLine{}
		add := func(country string, s order.Sheet, sign catalog.Money) {
			for _, v := range s.VAT {
				k := country + v.Rate.String()
				l := want[k]
				l.Country, l.Rate, l.Net, l.Tax = country, v.Rate, l.Net+sign*v.Net, l.Tax+sign*v.Tax
				want[k] = l
			}
		}
		add("FR", inv, 1)
		add("FR", cn, -1)
		add("FI", f.documents(t, fi)[0].Sheet, 1)
		add("IE", f.documents(t, ie)[0].Sheet, 1)
		if len(report) != len(want) {
			t.Fatalf("report %+v, want %+v", report, want)
		}
		for i, l := range report {
			if l != want[l.Country+l.Rate.String()] {
				t.Errorf("line %+v, want %+v", l, want[l.Country+l.Rate.String()])
			}
			if i > 0 && report[i-1].Country == l.Country && report[i-1].Rate < l.Rate {
				t.Error("rates are not the highest first")
			}
		}
		if report[0].Country != "FI" || report[1].Country != "FR" || report[1].Rate != 2000 || report[1].Tax != inv.VAT[0].Tax-cn.VAT[0].Tax {
			t.Errorf("report %+v", report)
		}
		// The quarter before holds none of them.
		if before, err := staff.OSSReport(f.Ctx, order.Quarter{Year: 2026, Q: 3}); err != nil || len(before) != 0 {
			t.Errorf("2026-Q3: %+v %v", before, err)
		}

		// Keeping the net: 50.34 € net, 60.41 € with France's 20 %.
		setTax(settings.Tax{OSS: true, CrossBorder: settings.CrossBorderNet})
		netKept := f.payAbroad(t, consumer("FR", "14000", "Caen"), item("HOSE-1", 1))
		if netKept.Items[0].UnitPrice != 6041 || netKept.Items[0].TaxRate != 2000 || netKept.Totals.Taxes[0].Goods != 6041-5034 {
			t.Errorf("net kept: %+v %+v", netKept.Items[0], netKept.Totals)
		}
	})
}

func TestParseQuarter(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"", "2026", "2026-Q5", "2026-Q0", "26-Q4", "2026Q4", "2026-Q44", "2020-Q1", "x-Q1"} {
		if _, err := order.ParseQuarter(bad); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if q, err := order.ParseQuarter(" 2026-Q4 "); err != nil || q != (order.Quarter{Year: 2026, Q: 4}) || q.String() != "2026-Q4" {
		t.Errorf("%+v %v", q, err)
	}
}

// Virtual goods (a voucher sent by email) carry the VAT of the country
// they are billed to; an order billed elsewhere than the cart was
// computed for is refused and placed nowhere.
func TestVirtualOrderCarriesTheBillingCountrysVAT(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		if err := f.Settings.SetTax(f.Ctx, settings.Tax{OSS: true, CrossBorder: settings.CrossBorderGross}); err != nil {
			t.Fatal(err)
		}
		ref := f.GuestCart(t, item("GS-25", 1))
		str := func(v string) *string { return &v }
		caen := &customer.AddressInput{Firstname: str("Camille"), Lastname: str("Martin"), Street: []string{"12 rue des Haras"},
			Postcode: str("14000"), City: str("Caen"), CountryCode: str("FR"), Telephone: str("+33 1 23 45 67 89")}
		c, err := f.Carts.SetBillingAddress(f.Ctx, ref, cart.BillingInput{Address: cart.AddressInput{Address: caen}})
		if err != nil {
			t.Fatal(err)
		}
		if !c.IsVirtual || c.Items[0].TaxRate != 2000 || c.Totals.VATCountry != "FR" || c.Totals.Tax != money.IncludedVAT(catalog.Money(2500), vat.Rate(2000)) {
			t.Fatalf("a voucher billed to France: %+v %+v", c.Items[0].TaxRate, c.Totals)
		}
		before := f.Count(t, `SELECT COUNT(*) FROM sales_order`)
		elsewhere := order.PlaceInput{Email: "camille@example.fr", BillingAddress: munich, PaymentMethod: testpay.Code}
		if _, err := f.svc.Place(f.Ctx, ref, elsewhere); apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Key != "order.billing.country" {
			t.Fatalf("billed elsewhere: %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_order`); n != before {
			t.Errorf("%d orders placed", n-before)
		}
		placed, err := f.svc.Place(f.Ctx, ref, order.PlaceInput{Email: "camille@example.fr", PaymentMethod: testpay.Code})
		if err != nil {
			t.Fatal(err)
		}
		if placed.Order.VATCountry != "FR" || placed.Order.Items[0].TaxRate != 2000 {
			t.Errorf("placed %q %v", placed.Order.VATCountry, placed.Order.Items[0].TaxRate)
		}
	})
}
