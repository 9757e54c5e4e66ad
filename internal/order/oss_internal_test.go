package order

import (
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/money"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/vat"
)

// sampleAbroad is sampleOrder delivered to a consumer in another member
// state with OSS on: its goods at that state's rates (standard, reduced),
// the same gross, totals as the cart computes them.
func sampleAbroad(country, postcode, city string) Order {
	o := sampleOrder()
	r, _ := vat.RatesOf(country)
	o.VATCountry = country
	o.BillingAddress = Address{Firstname: "Camille", Lastname: "Martin", Street: []string{"12 rue des Haras"}, Postcode: postcode, City: city, CountryCode: country}
	a := o.BillingAddress
	o.ShippingAddress = &a
	o.Items[0].TaxRate, o.Items[1].TaxRate = r.Standard, r.Reduced
	shares := money.Allocate(o.Totals.ShippingInclTax, []catalog.Money{10980, 3990})
	gs, gr := money.IncludedVAT(catalog.Money(10980), r.Standard), money.IncludedVAT(catalog.Money(3990), r.Reduced)
	ss, sr := money.IncludedVAT(shares[0], r.Standard), money.IncludedVAT(shares[1], r.Reduced)
	o.Totals.Tax = gs + ss + gr + sr
	o.Totals.Taxes = []TaxLine{{Rate: r.Standard, Amount: gs + ss, Goods: gs, Shipping: ss}, {Rate: r.Reduced, Amount: gr + sr, Goods: gr, Shipping: sr}}
	return o
}

// The invoice of a French consumer's order names France's rates and the
// VAT per rate, in its PDF and its e-invoice; a Finnish one writes 25.5 %
// with its decimal (25,5 % in German).
func TestInvoiceOfAnOSSSale(t *testing.T) {
	for _, c := range []struct {
		country, postcode, city string
		pdf, xml                []string
	}{
		{"FR", "14000", "Caen", []string{"20 % USt.", "10 % USt."},
			[]string{"<ram:RateApplicablePercent>20</ram:RateApplicablePercent>", "<ram:RateApplicablePercent>10</ram:RateApplicablePercent>"}},
		{"FI", "00100", "Helsinki", []string{"25,5 % USt.", "14 % USt."},
			[]string{"<ram:RateApplicablePercent>25.5</ram:RateApplicablePercent>", "<ram:RateApplicablePercent>14</ram:RateApplicablePercent>"}},
	} {
		o := sampleAbroad(c.country, c.postcode, c.city)
		s, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 22, 5, 0, 0, time.UTC))
		if err != nil {
			t.Fatal(err)
		}
		s.Number = "RE-2026-000050"
		r, _ := vat.RatesOf(c.country)
		if s.VATCountry != c.country || len(s.VAT) != 2 || s.VAT[0].Rate != r.Standard || s.VAT[1].Rate != r.Reduced ||
			s.VAT[0].Tax+s.VAT[1].Tax != o.Totals.Tax || s.Totals.Gross != o.Totals.GrandTotal || s.Export || s.ReverseCharge {
			t.Fatalf("%s: %+v", c.country, s.VAT)
		}
		doc, err := renderPDF(s)
		if err != nil {
			t.Fatal(err)
		}
		text, err := pdftest.Text(doc)
		if err != nil {
			t.Fatal(err)
		}
		flat := strings.ReplaceAll(text, "\n", " ")
		for _, want := range append(c.pdf, money.Format(s.VAT[0].Tax, o.Locale), money.Format(s.VAT[1].Tax, o.Locale)) {
			if !strings.Contains(flat, want) {
				t.Errorf("%s: the PDF lacks %q:\n%s", c.country, want, text)
			}
		}
		if strings.Contains(flat, "19 % USt.") {
			t.Errorf("%s: the PDF names German VAT", c.country)
		}
		x, err := renderEInvoice(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range append(c.xml, "<ram:CategoryCode>S</ram:CategoryCode>", "<ram:CountryID>"+c.country+"</ram:CountryID>") {
			if !strings.Contains(string(x), want) {
				t.Errorf("%s: the e-invoice lacks %s", c.country, want)
			}
		}
	}
}

// A document stored before rates were exact (whole per cents in its JSON)
// reads as it was: 19 is 19 %.
func TestOldSheetsReadTheirRates(t *testing.T) {
	d, err := documentOf(documentRow{Kind: string(KindInvoice), Snapshot: `{"kind":"invoice","lines":[{"rate":19}],"vat":[{"category":"S","rate":7}]}`})
	if err != nil || d.Sheet.Lines[0].Rate != 1900 || d.Sheet.VAT[0].Rate != 700 {
		t.Fatalf("%+v %v", d.Sheet, err)
	}
}
