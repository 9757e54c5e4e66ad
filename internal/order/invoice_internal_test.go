package order

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
)

// sampleOrder is an order of goods at 19 % (with a coupon) and 7 %,
// shipped to Munich, its totals as the cart computes them.
func sampleOrder() Order {
	created := time.Date(2026, 3, 30, 21, 30, 0, 0, time.UTC)
	o := Order{ID: 7, Number: "000000042", Email: "lena@example.de", Website: "shop", Locale: i18n.German, Status: Processing,
		PaymentMethod: "paddock_test", ShippingCarrierCode: "dhl", ShippingMethodCode: "paket", ShippingTitle: "DHL Paket",
		DeliveryEarliest: "2026-04-01", DeliveryLatest: "2026-04-03", CreatedAt: created,
		Items: []Item{
			{ID: 1, SKU: "HOSE-1-M", ParentSKU: "HOSE-1", Name: "Reithose „Grand Prix“", Variant: []VariantChoice{{Attribute: "size", Label: "Größe", Value: "M"}},
				Options: []Option{{Title: "Bestickung", Text: "Jördis"}}, QtyOrdered: 2, UnitPrice: 5990, RowTotal: 11980, Discount: 1000, TaxRate: 1900},
			{ID: 2, SKU: "HAFER-20", Name: "Hafer, 20 kg", QtyOrdered: 1, UnitPrice: 3990, RowTotal: 3990, TaxRate: 700},
		},
		BillingAddress: Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Leopoldstraße 12"}, Postcode: "80802", City: "München", CountryCode: "DE"},
	}
	a := o.BillingAddress
	o.ShippingAddress = &a
	const ship = 495
	// The cart's split of the shipping (money.Allocate by the goods after
	// discounts, highest rate first) and its VAT per rate.
	shares := money.Allocate(catalog.Money(ship), []catalog.Money{10980, 3990})
	g19, g7 := money.IncludedVAT(catalog.Money(10980), 1900), money.IncludedVAT(catalog.Money(3990), 700)
	s19, s7 := money.IncludedVAT(shares[0], 1900), money.IncludedVAT(shares[1], 700)
	o.Totals = Totals{SubtotalInclTax: 15970, Discount: 1000, ShippingInclTax: ship, Tax: g19 + s19 + g7 + s7, GrandTotal: 15970 - 1000 + ship,
		Taxes: []TaxLine{{Rate: 1900, Amount: g19 + s19, Goods: g19, Shipping: s19}, {Rate: 700, Amount: g7 + s7, Goods: g7, Shipping: s7}}}
	return o
}

func sampleSeller() Party { return partyOf(settings.Demo) }

func samplePayment() payment.Payment {
	return payment.Payment{Status: payment.Paid, Amount: 15465, UpdatedAt: time.Date(2026, 3, 30, 22, 5, 0, 0, time.UTC)}
}

// The invoice's lines, charges and VAT per rate add up to the order's
// totals to the cent, each rate's net split over its lines.
func TestInvoiceSheetAddsUp(t *testing.T) {
	o := sampleOrder()
	s, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 22, 5, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if s.Totals.Gross != o.Totals.GrandTotal || s.Totals.Tax != o.Totals.Tax || s.Totals.Net != s.Totals.LinesNet+s.Totals.ChargesNet ||
		s.Totals.Paid != s.Totals.Gross || s.Totals.Due != 0 {
		t.Fatalf("totals %+v for %+v", s.Totals, o.Totals)
	}
	// Berlin's day: 22:05 UTC is past midnight in summer time.
	if s.IssueDate != "2026-03-31" || s.OrderDate != "2026-03-30" || s.Payment.PaidOn != "2026-03-31" {
		t.Errorf("dates %s %s %s", s.IssueDate, s.OrderDate, s.Payment.PaidOn)
	}
	if len(s.VAT) != 2 || s.VAT[0].Rate != 1900 || s.VAT[1].Rate != 700 || len(s.Charges) != 2 {
		t.Fatalf("vat %+v charges %+v", s.VAT, s.Charges)
	}
	for _, v := range s.VAT {
		var lines, charges catalog.Money
		for _, l := range s.Lines {
			if l.Rate == v.Rate {
				lines += l.Net
			}
		}
		for _, c := range s.Charges {
			if c.Rate == v.Rate {
				charges += c.Net
			}
		}
		if lines+charges != v.Net || v.Net+v.Tax != v.Gross || v.Category != CategoryStandard {
			t.Errorf("rate %d: lines %d + charges %d ≠ %d; %+v", v.Rate, lines, charges, v.Net, v)
		}
	}
	if s.Lines[0].Net != 10980-money.IncludedVAT(catalog.Money(10980), 1900) || s.Lines[0].Details[0] != "Größe: M" || s.Lines[0].Details[1] != "Bestickung: Jördis" {
		t.Errorf("line %+v", s.Lines[0])
	}
	if s.Export || s.EInvoice || s.DeliveryFrom != "2026-04-01" || s.DeliveryTo != "2026-04-03" || s.Buyer.Name != "Lena Hofer" {
		t.Errorf("sheet %+v", s)
	}
}

// An export's goods and shipping are charged net in category G; a
// voucher in it keeps its VAT.
func TestInvoiceSheetOfAnExport(t *testing.T) {
	o := sampleOrder()
	o.Items[0].UnitPrice, o.Items[0].RowTotal, o.Items[0].Discount, o.Items[0].TaxRate = 5034, 10068, 840, 0
	o.Items[1].UnitPrice, o.Items[1].RowTotal, o.Items[1].TaxRate = 3729, 3729, 0
	o.Items = append(o.Items, Item{SKU: "GUTSCHEIN-25", Name: "Gutschein", QtyOrdered: 1, UnitPrice: 2500, RowTotal: 2500, TaxRate: 1900, IsVirtual: true})
	vat := money.IncludedVAT(catalog.Money(2500), 1900)
	o.Totals = Totals{SubtotalInclTax: 10068 + 3729 + 2500, Discount: 840, ShippingInclTax: 1650, Tax: vat,
		GrandTotal: 10068 + 3729 + 2500 - 840 + 1650, Taxes: []TaxLine{{Rate: 1900, Amount: vat, Goods: vat}}}
	o.ShippingAddress.CountryCode = "CH"
	s, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !s.Export || len(s.VAT) != 2 || s.VAT[0] != (VATLine{Category: CategoryStandard, Rate: 1900, Net: 2500 - vat, Tax: vat, Gross: 2500, GoodsGross: 2500, GoodsTax: vat}) ||
		s.VAT[1].Category != CategoryExport || s.VAT[1].Tax != 0 || s.VAT[1].Net != 10068-840+3729+1650 {
		t.Fatalf("vat %+v", s.VAT)
	}
	if len(s.Charges) != 1 || s.Charges[0].Category != CategoryExport || s.Charges[0].Net != 1650 || s.Lines[0].Category != CategoryExport ||
		s.Lines[2].Category != CategoryStandard {
		t.Errorf("charges %+v lines %+v", s.Charges, s.Lines)
	}
}

// Goods to a business in another member state with its VAT id are an
// intra-community supply: charged net like an export, but in category K
// with the reverse-charge note, not G; its credit notes stay in K.
func TestInvoiceSheetOfAnIntraCommunitySupply(t *testing.T) {
	o := sampleOrder()
	o.BillingAddress.Company, o.BillingAddress.VATID, o.BillingAddress.CountryCode = "Écurie du Lac SARL", "FR40303265045", "FR"
	o.ShippingAddress.CountryCode = "FR"
	o.Items[0].UnitPrice, o.Items[0].RowTotal, o.Items[0].Discount, o.Items[0].TaxRate = 5034, 10068, 840, 0
	o.Items[1].UnitPrice, o.Items[1].RowTotal, o.Items[1].TaxRate = 3729, 3729, 0
	o.Totals = Totals{SubtotalInclTax: 10068 + 3729, Discount: 840, ShippingInclTax: 1387, GrandTotal: 10068 + 3729 - 840 + 1387}
	s, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !s.ReverseCharge || s.Export || !s.EInvoice || len(s.VAT) != 1 || s.VAT[0].Category != CategoryIntraCommunity || s.VAT[0].Tax != 0 ||
		s.VAT[0].Net != o.Totals.GrandTotal || s.Totals.Tax != 0 {
		t.Fatalf("sheet %+v vat %+v", s, s.VAT)
	}
	if len(s.Charges) != 1 || s.Charges[0].Category != CategoryIntraCommunity || s.Lines[0].Category != CategoryIntraCommunity {
		t.Errorf("charges %+v lines %+v", s.Charges, s.Lines)
	}
	if o.netCategory() != CategoryIntraCommunity {
		t.Errorf("order category %q", o.netCategory())
	}
	s.Number = "RE-2026-000001"
	cn, err := creditNoteSheet(s, nil, o, spreadParts(o, 1234), 1234, "", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !cn.ReverseCharge || len(cn.VAT) != 1 || cn.VAT[0].Category != CategoryIntraCommunity || cn.VAT[0].Tax != 0 || cn.Totals.Gross != 1234 {
		t.Errorf("credit note %+v", cn.VAT)
	}
}

// A refund of everything at once repeats the invoice; refunds in parts
// (units returned, the shipping, amounts spread, the rest), taken from the
// order's ledger in any sequence, come, all together, to the invoice's
// amounts per rate to the cent, VAT included, each one adding up in
// itself, its VAT lines to its gross.
func TestCreditNotesAddUpToTheInvoice(t *testing.T) {
	o := sampleOrder()
	o.Items[1].QtyOrdered, o.Items[1].RowTotal = 3, 3*3990
	o.Totals.SubtotalInclTax += 2 * 3990
	o.Totals.GrandTotal += 2 * 3990
	g7 := money.IncludedVAT(o.Items[1].RowTotal, 700)
	shares := money.Allocate(o.Totals.ShippingInclTax, []catalog.Money{10980, o.Items[1].RowTotal})
	s7 := money.IncludedVAT(shares[1], 700)
	s19 := money.IncludedVAT(shares[0], 1900)
	g19 := o.Totals.Taxes[0].Goods
	o.Totals.Taxes = []TaxLine{{Rate: 1900, Amount: g19 + s19, Goods: g19, Shipping: s19}, {Rate: 700, Amount: g7 + s7, Goods: g7, Shipping: s7}}
	o.Totals.Tax = g19 + s19 + g7 + s7
	inv, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	inv.Number = "RE-2026-000001"
	all := ledgerOf(o)
	var pieces []money.Piece
	for i := range all.Parts {
		pieces = append(pieces, all.All(i))
	}
	full, err := creditNoteSheet(inv, nil, o, all.parts(pieces), inv.Totals.Gross, "Widerruf", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if full.Kind != KindCreditNote || full.Corrects.Number != inv.Number || full.Totals.Gross != inv.Totals.Gross || full.Totals.Tax != inv.Totals.Tax ||
		len(full.Lines) != len(inv.Lines) || len(full.Charges) != len(inv.Charges) || full.Reason != "Widerruf" || full.Totals.Due != inv.Totals.Gross {
		t.Fatalf("full %+v", full.Totals)
	}

	rnd := rand.New(rand.NewPCG(1, 2))
	for round := range 500 {
		l := ledgerOf(o)
		var previous []Sheet
		byRate := map[vat.Rate][2]catalog.Money{}
		for step := 0; l.Left() > 0; step++ {
			var pieces []money.Piece
			switch k := rnd.IntN(4); {
			case step > 6:
				for i := range l.Parts {
					pieces = append(pieces, l.All(i))
				}
			case k == 0:
				pieces, _ = l.Spread(catalog.Money(1 + rnd.Int64N(int64(l.Left()))))
			case k == 1:
				for i := len(o.Items); i < len(l.Parts); i++ {
					pieces = append(pieces, l.All(i))
				}
				fallthrough
			default:
				pieces = append(pieces, l.ForUnits(rnd.IntN(len(o.Items)), 1+rnd.IntN(2)))
			}
			amount := money.Sum(pieces)
			if amount == 0 {
				continue
			}
			cn, err := creditNoteSheet(inv, previous, o, l.parts(pieces), amount, "", time.Now())
			if err != nil {
				t.Fatalf("round %d: %d after %d notes: %v", round, amount, len(previous), err)
			}
			l.Take(pieces...)
			previous = append(previous, cn)
			var gross catalog.Money
			for _, v := range cn.VAT {
				if v.Net+v.Tax != v.Gross || v.Tax < 0 || v.Net < 0 {
					t.Fatalf("round %d: %+v", round, v)
				}
				gross += v.Gross
				x := byRate[v.Rate]
				byRate[v.Rate] = [2]catalog.Money{x[0] + v.Net, x[1] + v.Tax}
			}
			if gross != amount || cn.Totals.Gross != amount {
				t.Fatalf("round %d: a credit note of %d has VAT lines of %d", round, amount, gross)
			}
		}
		for _, v := range inv.VAT {
			if got := byRate[v.Rate]; got[0] != v.Net || got[1] != v.Tax {
				t.Fatalf("round %d: rate %s credited %v, invoiced %d/%d", round, v.Rate, got, v.Net, v.Tax)
			}
		}
	}
}

// spreadParts are the parts of a refund of amount spread over all of o,
// nothing given back before.
func spreadParts(o Order, amount catalog.Money) []RefundPart {
	l := ledgerOf(o)
	pieces, _ := l.Spread(amount)
	return l.parts(pieces)
}

// The PDF names every field §14 (4) UStG asks, in the buyer's language,
// umlauts and the euro sign as they are, in an embedded font.
func TestInvoicePDFHasTheLegalFields(t *testing.T) {
	o := sampleOrder()
	o.BillingAddress.Company, o.BillingAddress.VATID = "Reitstall Hofer GmbH & Co. KG", "DE123456789"
	s, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Date(2026, 3, 30, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	s.Number = "RE-2026-000042"
	doc, err := renderPDF(s)
	if err != nil {
		t.Fatal(err)
	}
	text, err := pdftest.Text(doc)
	if err != nil {
		t.Fatal(err)
	}
	flat := strings.ReplaceAll(text, "\n", " ")
	d := settings.Demo
	for _, want := range []string{
		"Rechnung RE-2026-000042", d.Company, d.Street, d.Postcode + " " + d.City, "USt-IdNr.: " + d.VATID, "Steuernummer: " + d.TaxNumber,
		d.RegisterCourt + ", " + d.RegisterNumber, "Geschäftsführung: " + d.ManagingDirectors[0], "IBAN DE89 3704 0044 0532 0130 00",
		"30. März 2026", "Bestellnummer", "000000042", "Liefer-/Leistungsdatum", "1. April 2026 – 3. April 2026",
		"Reitstall Hofer GmbH & Co. KG", "Lena Hofer", "Leopoldstraße 12", "80802 München", "USt-IdNr. des Kunden: DE123456789",
		"Reithose „Grand Prix“", "Art.-Nr. HOSE-1-M", "Größe: M", "Bestickung: Jördis", "Hafer, 20 kg", "59,90\u00a0€", "-10,00\u00a0€",
		"19 % USt.", "7 % USt.", "Versand: DHL Paket", "darin Nettobetrag", "darin Umsatzsteuer", "Rechnungsbetrag", "154,65\u00a0€", "Bezahlt am 31. März 2026 mit Testzahlung.",
		"Seite 1 von 1",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, text)
		}
	}
	for _, v := range s.VAT {
		for _, amount := range []catalog.Money{v.Net, v.Tax, v.Gross} {
			if !strings.Contains(flat, money.Format(amount, i18n.German)) {
				t.Errorf("the VAT at %d %% lacks %s", v.Rate, money.Format(amount, i18n.German))
			}
		}
	}
	if strings.Contains(flat, "Ausfuhr") {
		t.Error("a German delivery is called an export")
	}

	// An export's note, in French.
	o.Locale, o.ShippingAddress.CountryCode = i18n.French, "CH"
	o.Items[0].TaxRate, o.Items[1].TaxRate, o.Totals.Taxes, o.Totals.Tax = 0, 0, nil, 0
	s, err = invoiceSheet(o, sampleSeller(), samplePayment(), "Paiement test", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	s.Number = "RE-2026-000043"
	if doc, err = renderPDF(s); err != nil {
		t.Fatal(err)
	}
	if text, err = pdftest.Text(doc); err != nil {
		t.Fatal(err)
	}
	flat = strings.ReplaceAll(text, "\n", " ")
	for _, want := range []string{"Facture RE-2026-000043", "Livraison à l’exportation exonérée de TVA (article 4 n° 1a", "0 % – exportation exonérée", "Suisse"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the export's PDF lacks %q:\n%s", want, text)
		}
	}
}

// BenchmarkInvoicePDF makes the PDF of a two-rate invoice (no database):
// the part of issuing an invoice that is the document itself.
func BenchmarkInvoicePDF(b *testing.B) {
	s, err := invoiceSheet(sampleOrder(), sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		b.Fatal(err)
	}
	s.Number = "RE-2026-000042"
	var took []time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := renderPDF(s); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[min(len(took)-1, len(took)*99/100)].Microseconds())/1000, "p99-ms")
}

// A number taken by a transaction that rolls back is taken again by the
// next one: no gap. Kinds and years count apart.
func TestDocumentNumbersLeaveNoGapOnRollback(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := &service{db: d}
		at := time.Date(2026, 12, 31, 23, 30, 0, 0, time.UTC) // already 2027 in Berlin
		take := func(kind DocumentKind, fail bool) string {
			t.Helper()
			var number string
			err := d.InTransaction(ctx, func(ctx context.Context) error {
				var err error
				if number, err = s.nextDocumentNumber(ctx, "shop", kind, at); err != nil {
					return err
				}
				if fail {
					return errors.New("rolled back")
				}
				return nil
			})
			if fail != (err != nil) {
				t.Fatalf("take %s: %v", kind, err)
			}
			return number
		}
		if n := take(KindInvoice, false); n != "RE-2027-000001" {
			t.Fatalf("first %s", n)
		}
		if n := take(KindInvoice, true); n != "RE-2027-000002" {
			t.Fatalf("rolled back %s", n)
		}
		if n := take(KindInvoice, false); n != "RE-2027-000002" {
			t.Errorf("after a rollback %s", n)
		}
		if n := take(KindCreditNote, false); n != "RK-2027-000001" {
			t.Errorf("credit note %s", n)
		}
		at = time.Date(2026, 6, 1, 10, 0, 0, 0, time.UTC)
		if n := take(KindInvoice, false); n != "RE-2026-000001" {
			t.Errorf("another year %s", n)
		}
	})
}

// A refund kept before refunds kept their parts is taken from the ledger
// as its credit note says (each rate's goods over that rate's items, its
// shipping from that rate's), one still owed as an amount spread; one
// canceled not at all.
func TestLedgerTakesRefundsKeptWithoutParts(t *testing.T) {
	o := sampleOrder()
	inv, err := invoiceSheet(o, sampleSeller(), samplePayment(), "Testzahlung", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	note, err := creditNoteSheet(inv, nil, o, spreadParts(o, 5000), 5000, "", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	l := ledgerOf(o)
	rows := []refundRow{{ID: 1, Amount: 5000, State: string(RefundPaid)}, {ID: 2, Amount: 700, State: string(RefundOwed)},
		{ID: 3, Amount: 900, State: string(RefundCanceled)}}
	if err := l.take(rows, map[int64]Sheet{1: note}); err != nil {
		t.Fatal(err)
	}
	if left := l.Left(); left != o.Totals.GrandTotal-5700 {
		t.Errorf("left %d of %d", left, o.Totals.GrandTotal)
	}
	var shipping catalog.Money
	for _, v := range note.VAT {
		shipping += v.ShippingGross
	}
	var given catalog.Money
	for i := len(o.Items); i < len(l.Parts); i++ {
		given += l.Parts[i].Given
	}
	if shipping == 0 || given < shipping {
		t.Errorf("the note gave %d of the shipping, the ledger took %d", shipping, given)
	}
}
