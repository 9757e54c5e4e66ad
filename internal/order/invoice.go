package order

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
)

// An order's documents (GoBD, §14 and §14b UStG): when its payment
// succeeds (paid, or authorized by a provider that collects later: the
// order moves to processing and the shop ships), the order gets its
// invoice in the same transaction; a refund the provider paid out gets a
// credit note (Rechnungskorrektur) correcting that invoice. Each is
// numbered without gaps per website, kind and calendar year (Berlin)
// from sales_document_sequence, RE-2026-000001 and RK-2026-000001,
// whose row the issuing transaction holds to its end (a rolled-back
// transaction leaves no gap, numbers follow the commits). Its snapshot
// (Sheet) is computed once from the order, the payment and the shop's
// legal data and kept with the EN 16931 e-invoice for buyers with a
// company and a VAT id, in that transaction; the PDF is made from the
// snapshot after it (documentPDF: for the mail that carries it, or the
// first download) and kept beside it, set once. Nothing else in the
// package updates sales_document, and database triggers refuse it.

// DocumentKind tells invoices from credit notes.
type DocumentKind string

// The kinds.
const (
	// KindInvoice is a Rechnung.
	KindInvoice DocumentKind = "invoice"
	// KindCreditNote is a Rechnungskorrektur (Stornorechnung) of an
	// invoice, for money refunded.
	KindCreditNote DocumentKind = "credit_note"
)

// prefix is the kind's number prefix.
func (k DocumentKind) prefix() string {
	if k == KindCreditNote {
		return "RK"
	}
	return "RE"
}

// Document is an invoice or credit note as issued.
type Document struct {
	ID int64
	// PublicID is the document's opaque id in download links (22
	// characters of 128 random bits); it grants nothing by itself.
	PublicID string
	OrderID  int64
	Kind     DocumentKind
	Number   string
	// CorrectsID is the invoice a credit note corrects, RefundID the
	// refund it documents; 0 for invoices.
	CorrectsID int64
	RefundID   int64
	IssuedAt   time.Time
	Sheet      Sheet
	// EInvoice is set when the document also exists as an EN 16931
	// e-invoice (UN/CEFACT CII XML).
	EInvoice bool
}

// Filename is the document's file name in the buyer's language
// (Rechnung-RE-2026-000001.pdf); xml for the e-invoice.
func (d Document) Filename(ext string) string {
	return i18n.Messages().T(d.Sheet.locale(), "order.document.file."+string(d.Kind), "number", d.Number) + "." + ext
}

// Sheet is everything a document states, computed once when it is issued
// and kept as JSON: the PDF and the e-invoice are made from it alone.
// Amounts are cents; a credit note's are positive (its kind says they are
// given back).
type Sheet struct {
	Kind   DocumentKind `json:"kind"`
	Number string       `json:"number"`
	// IssueDate is the day it was issued in Berlin (YYYY-MM-DD).
	IssueDate   string `json:"issue_date"`
	Locale      string `json:"locale"`
	Currency    string `json:"currency"`
	OrderNumber string `json:"order_number"`
	OrderDate   string `json:"order_date"`
	// Corrects is the invoice a credit note corrects; Reason why (the
	// staff's words).
	Corrects *DocumentRef `json:"corrects,omitempty"`
	Reason   string       `json:"reason,omitempty"`

	Seller Party  `json:"seller"`
	Buyer  Party  `json:"buyer"`
	ShipTo *Party `json:"ship_to,omitempty"`

	// DeliveryFrom and DeliveryTo are the time of delivery (§14 (4) Nr. 6
	// UStG; a period, as §31 (4) UStDV allows): the delivery window the
	// order promised, or the issue date for an order of virtual items
	// only (sent at once).
	DeliveryFrom string `json:"delivery_from"`
	DeliveryTo   string `json:"delivery_to"`

	Lines []Line `json:"lines"`
	// Charges are the shipping, one per VAT rate it was charged at.
	Charges []Charge    `json:"charges,omitempty"`
	VAT     []VATLine   `json:"vat"`
	Totals  SheetTotals `json:"totals"`

	// Export is set for goods delivered outside the EU (tax-free export
	// delivery, §4 Nr. 1a and §6 UStG).
	Export bool `json:"export"`
	// ReverseCharge is set for a tax-free intra-community supply to a
	// business in another member state, which owes the VAT (§4 Nr. 1b,
	// §6a UStG; vat.ReverseCharge): the goods and shipping at 0 %,
	// category K, with the note and both VAT ids.
	ReverseCharge bool `json:"reverse_charge,omitempty"`
	// VATCountry is the member state whose VAT the document charges
	// (Order.VATCountry): another than the seller's for a One-Stop-Shop
	// sale, which the OSS report sums; "" on documents issued before it
	// was kept (the seller's).
	VATCountry string       `json:"vat_country,omitempty"`
	Payment    SheetPayment `json:"payment"`
	// EInvoice is set for a buyer with a company and a VAT id: the
	// document is also made as an EN 16931 e-invoice.
	EInvoice bool `json:"e_invoice"`
}

func (s Sheet) locale() i18n.Locale { return localeOf(s.Locale) }

// DocumentRef names an earlier document.
type DocumentRef struct {
	Number    string `json:"number"`
	IssueDate string `json:"issue_date"`
}

// Party is a seller or buyer as a document names them.
type Party struct {
	// Name is the company (the seller's; a buyer's when given), Person
	// the buyer's name.
	Name     string   `json:"name"`
	Person   string   `json:"person,omitempty"`
	Street   []string `json:"street"`
	Postcode string   `json:"postcode"`
	City     string   `json:"city"`
	Country  string   `json:"country"`
	Email    string   `json:"email,omitempty"`
	Phone    string   `json:"phone,omitempty"`
	VATID    string   `json:"vat_id,omitempty"`
	// The seller's tax number, register and managing directors.
	TaxNumber         string   `json:"tax_number,omitempty"`
	RegisterCourt     string   `json:"register_court,omitempty"`
	RegisterNumber    string   `json:"register_number,omitempty"`
	ManagingDirectors []string `json:"managing_directors,omitempty"`
	Bank              *Bank    `json:"bank,omitempty"`
}

// Bank is the seller's account.
type Bank struct {
	Holder string `json:"holder"`
	IBAN   string `json:"iban"`
	BIC    string `json:"bic"`
	Name   string `json:"name"`
}

// VAT categories of EN 16931 (UNTDID 5305) the shop uses: S standard
// rated (19 % and 7 % in Germany), G export outside the EU, K a tax-free
// intra-community supply to a business in another member state with a
// VAT id of valid form (vat.ReverseCharge; its registration is not asked
// of VIES: staff confirm it, §18e UStG), Z zero-rated virtual goods.
const (
	CategoryStandard       = "S"
	CategoryExport         = "G"
	CategoryIntraCommunity = "K"
	CategoryZero           = "Z"
)

// netCategory is the category of the goods a sheet charges net: G for an
// export, K for an intra-community supply, "" for neither.
func (s Sheet) netCategory() string {
	switch {
	case s.ReverseCharge:
		return CategoryIntraCommunity
	case s.Export:
		return CategoryExport
	}
	return ""
}

// Line is one position of a document: an ordered item, or for a partial
// refund the amount given back at one VAT rate.
type Line struct {
	Position int    `json:"position"`
	SKU      string `json:"sku,omitempty"`
	Name     string `json:"name"`
	// Details are the variant's and the options' choices ("Größe: M").
	Details  []string `json:"details,omitempty"`
	Quantity int      `json:"quantity"`
	// UnitGross is the price of one as charged (VAT included unless
	// exported); RowGross = UnitGross × Quantity; Discount what coupons
	// took off the row (gross).
	UnitGross catalog.Money `json:"unit_gross"`
	RowGross  catalog.Money `json:"row_gross"`
	Discount  catalog.Money `json:"discount"`
	// Net is the row's share of its rate's net amount (after discounts):
	// the rows of a rate add up to that rate's net goods exactly.
	Net      catalog.Money `json:"net"`
	Rate     vat.Rate      `json:"rate"`
	Category string        `json:"category"`
}

// Charge is shipping charged at one rate.
type Charge struct {
	Title    string        `json:"title"`
	Gross    catalog.Money `json:"gross"`
	Net      catalog.Money `json:"net"`
	Rate     vat.Rate      `json:"rate"`
	Category string        `json:"category"`
}

// VATLine is what a document charges at one category and rate: the net
// amount (lines and charges), the VAT and their sum.
type VATLine struct {
	Category string        `json:"category"`
	Rate     vat.Rate      `json:"rate"`
	Net      catalog.Money `json:"net"`
	Tax      catalog.Money `json:"tax"`
	Gross    catalog.Money `json:"gross"`
	// goods and shipping are the gross and VAT of the goods and of the
	// shipping at this rate, which refunds are allocated over.
	GoodsGross    catalog.Money `json:"goods_gross"`
	GoodsTax      catalog.Money `json:"goods_tax"`
	ShippingGross catalog.Money `json:"shipping_gross"`
	ShippingTax   catalog.Money `json:"shipping_tax"`
}

// SheetTotals are a document's sums (EN 16931 BG-22): LinesNet the
// lines' net (BT-106), ChargesNet the shipping's (BT-108), Net their sum
// (BT-109), Tax the VAT (BT-110), Gross the total (BT-112), Paid what was
// paid before (BT-113) and Due what is left (BT-115). SubtotalGross,
// Discount and ShippingGross are the order's gross figures as the
// customer saw them.
type SheetTotals struct {
	SubtotalGross catalog.Money `json:"subtotal_gross"`
	Discount      catalog.Money `json:"discount"`
	ShippingGross catalog.Money `json:"shipping_gross"`
	LinesNet      catalog.Money `json:"lines_net"`
	ChargesNet    catalog.Money `json:"charges_net"`
	Net           catalog.Money `json:"net"`
	Tax           catalog.Money `json:"tax"`
	Gross         catalog.Money `json:"gross"`
	Paid          catalog.Money `json:"paid"`
	Due           catalog.Money `json:"due"`
}

// SheetPayment is how the order was paid.
type SheetPayment struct {
	Method string `json:"method"`
	Title  string `json:"title"`
	// Paid is set when the money arrived (a payment authorized to be
	// collected later is not); PaidOn the day (YYYY-MM-DD, Berlin).
	Paid   bool   `json:"paid"`
	PaidOn string `json:"paid_on,omitempty"`
}

// Seller is where documents read the shop's legal data from
// (settings.Service).
type Seller interface {
	Legal(ctx context.Context) (settings.Legal, error)
}

// partyOf is the seller as documents name it.
func partyOf(l settings.Legal) Party {
	p := Party{Name: l.Company, Street: []string{l.Street}, Postcode: l.Postcode, City: l.City, Country: strings.ToUpper(l.Country),
		Email: l.Email, Phone: l.Phone, VATID: l.VATID, TaxNumber: l.TaxNumber, RegisterCourt: l.RegisterCourt,
		RegisterNumber: l.RegisterNumber, ManagingDirectors: slices.Clone(l.ManagingDirectors)}
	if l.Bank.IBAN != "" {
		p.Bank = &Bank{Holder: l.Bank.Holder, IBAN: l.Bank.IBAN, BIC: l.Bank.BIC, Name: l.Bank.Name}
	}
	return p
}

// checkSeller reports what an invoice cannot be issued without: the
// seller's name and address and a VAT id or tax number (§14 (4) Nr. 1
// and 2 UStG).
func checkSeller(p Party) error {
	var missing []string
	for _, f := range []struct{ name, v string }{{"company", p.Name}, {"street", strings.Join(p.Street, "")},
		{"postcode", p.Postcode}, {"city", p.City}, {"country", p.Country}} {
		if strings.TrimSpace(f.v) == "" {
			missing = append(missing, f.name)
		}
	}
	if p.VATID == "" && p.TaxNumber == "" {
		missing = append(missing, "vat id or tax number")
	}
	if len(missing) > 0 {
		return fmt.Errorf("order: the shop's legal data lack %s, which invoices must name (paddock settings legal set)", strings.Join(missing, ", "))
	}
	return nil
}

// buyerOf is the billing address as a document names the buyer.
func buyerOf(a Address, email string) Party {
	person := strings.TrimSpace(a.Firstname + " " + a.Lastname)
	p := Party{Name: person, Street: slices.Clone(a.Street), Postcode: a.Postcode, City: a.City, Country: strings.ToUpper(a.CountryCode),
		Email: email, VATID: strings.TrimSpace(a.VATID)}
	if c := strings.TrimSpace(a.Company); c != "" {
		p.Name, p.Person = c, person
	}
	return p
}

// businessBuyer reports a billing address with a company and a VAT id:
// its invoices are also e-invoices (EN 16931), as German B2B invoicing
// requires.
func businessBuyer(a Address) bool {
	return strings.TrimSpace(a.Company) != "" && strings.TrimSpace(a.VATID) != ""
}

// berlin is where documents are dated.
var berlin = i18n.Berlin

func berlinDay(t time.Time) string { return t.In(berlin).Format(time.DateOnly) }

// formatNumber is a document's number: prefix, year, six digits.
func formatNumber(kind DocumentKind, year int, n int64) string {
	return fmt.Sprintf("%s-%d-%06d", kind.prefix(), year, n)
}

// Details are an item's variant and option choices as documents and
// exports print them ("Größe: M", "Name: Lena").
func (it Item) Details() []string {
	var out []string
	for _, v := range it.Variant {
		out = append(out, v.Label+": "+v.Value)
	}
	for _, op := range it.Options {
		value := op.Text
		if len(op.Values) > 0 {
			value = strings.Join(op.Values, ", ")
		}
		out = append(out, op.Title+": "+value)
	}
	return out
}

// bucketKey is a VAT category and rate.
type bucketKey struct {
	category string
	rate     vat.Rate
}

// invoiceSheet computes an order's invoice (without its number): the
// order's lines, shipping and VAT per rate as the cart computed them when
// it was placed (cart.computeTotals: each rate's VAT extracted once from
// that rate's goods after discounts, the shipping split over the rates by
// the shippable goods' mix and its VAT extracted per rate; an export's
// goods and shipping charged net), with every rate's net split over its
// lines so that lines, charges and VAT add up to the order's total to the
// cent, as EN 16931's rules (BR-CO-10 to -15, BR-S-08) want.
func invoiceSheet(o Order, seller Party, pay payment.Payment, methodTitle string, issued time.Time) (Sheet, error) {
	l := o.Locale
	s := Sheet{Kind: KindInvoice, IssueDate: berlinDay(issued), Locale: string(l), Currency: "EUR", OrderNumber: o.Number,
		OrderDate: berlinDay(o.CreatedAt), Seller: seller, Buyer: buyerOf(o.BillingAddress, o.Email),
		Export: o.netCategory() == CategoryExport, ReverseCharge: o.netCategory() == CategoryIntraCommunity,
		EInvoice: businessBuyer(o.BillingAddress), VATCountry: o.VATCountry,
		Payment: SheetPayment{Method: o.PaymentMethod, Title: methodTitle, Paid: pay.Status == payment.Paid}}
	if s.Payment.Paid {
		s.Payment.PaidOn = berlinDay(pay.UpdatedAt)
	}
	if o.ShippingAddress != nil {
		p := buyerOf(*o.ShippingAddress, "")
		p.VATID = ""
		s.ShipTo = &p
	}
	s.DeliveryFrom, s.DeliveryTo = o.DeliveryEarliest, o.DeliveryLatest
	if s.DeliveryFrom == "" {
		s.DeliveryFrom, s.DeliveryTo = s.IssueDate, s.IssueDate
	}

	category := func(rate vat.Rate, virtual bool) string { return vatCategory(s.netCategory(), rate, virtual) }
	// Goods by category and rate, gross after discounts.
	goods := map[bucketKey]catalog.Money{}
	for i, it := range o.Items {
		qty := it.QtyOrdered - it.QtyCanceled
		if qty <= 0 {
			continue
		}
		k := bucketKey{category(it.TaxRate, it.IsVirtual), it.TaxRate}
		goods[k] += it.RowTotal - it.Discount
		s.Lines = append(s.Lines, Line{Position: i + 1, SKU: it.SKU, Name: it.Name, Details: it.Details(), Quantity: qty,
			UnitGross: it.UnitPrice, RowGross: it.RowTotal, Discount: it.Discount, Rate: it.TaxRate, Category: k.category})
		s.Totals.SubtotalGross += it.RowTotal
		s.Totals.Discount += it.Discount
	}
	if len(s.Lines) == 0 {
		return Sheet{}, fmt.Errorf("order: %s has nothing to invoice", o.Number)
	}

	// The stored VAT of each rate, goods and shipping apart.
	goodsVAT, shippingVAT := map[vat.Rate]catalog.Money{}, map[vat.Rate]catalog.Money{}
	for _, t := range o.Totals.Taxes {
		goodsVAT[t.Rate] += t.Goods
		shippingVAT[t.Rate] += t.Shipping
	}

	// The shipping by rate, as the cart split it (the ledger refunds
	// are taken from splits it alike).
	shipping := shippingSplit(o)
	s.Totals.ShippingGross = o.Totals.ShippingInclTax

	keys := make([]bucketKey, 0, len(goods)+len(shipping))
	for k := range goods {
		keys = append(keys, k)
	}
	for k := range shipping {
		if _, ok := goods[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b bucketKey) int {
		if c := cmp.Compare(b.rate, a.rate); c != 0 {
			return c
		}
		return cmp.Compare(a.category, b.category)
	})
	for _, k := range keys {
		v := VATLine{Category: k.category, Rate: k.rate, GoodsGross: goods[k], ShippingGross: shipping[k]}
		if k.category == CategoryStandard {
			v.GoodsTax, v.ShippingTax = goodsVAT[k.rate], shippingVAT[k.rate]
			if _, ok := goodsVAT[k.rate]; !ok && v.GoodsGross > 0 {
				v.GoodsTax = money.IncludedVAT(v.GoodsGross, k.rate)
			}
			if _, ok := shippingVAT[k.rate]; !ok && v.ShippingGross > 0 {
				v.ShippingTax = money.IncludedVAT(v.ShippingGross, k.rate)
			}
		}
		v.Gross = v.GoodsGross + v.ShippingGross
		v.Tax = v.GoodsTax + v.ShippingTax
		v.Net = v.Gross - v.Tax
		s.VAT = append(s.VAT, v)

		// The rate's net goods over its lines, by their gross after
		// discounts.
		var idx []int
		var weights []catalog.Money
		for i, ln := range s.Lines {
			if ln.Category == k.category && ln.Rate == k.rate {
				idx = append(idx, i)
				weights = append(weights, ln.RowGross-ln.Discount)
			}
		}
		for j, part := range money.Allocate(v.GoodsGross-v.GoodsTax, weights) {
			s.Lines[idx[j]].Net = part
		}
		if v.ShippingGross > 0 {
			s.Charges = append(s.Charges, Charge{Title: o.ShippingTitle, Gross: v.ShippingGross, Net: v.ShippingGross - v.ShippingTax,
				Rate: k.rate, Category: k.category})
		}
	}
	if err := s.total(o.Totals.GrandTotal); err != nil {
		return Sheet{}, fmt.Errorf("order: invoice of %s: %w", o.Number, err)
	}
	if s.Payment.Paid {
		s.Totals.Paid, s.Totals.Due = s.Totals.Gross, 0
	}
	return s, nil
}

// standardRate is the standard rate of the country whose VAT the order
// carries (Germany's 19 % for orders placed before the country was kept),
// which shipping takes when no goods weigh it.
func (o Order) standardRate() vat.Rate {
	country := o.VATCountry
	if country == "" {
		country = "DE"
	}
	r, _ := vat.RatesOf(country)
	return r.Standard
}

// total sums a sheet's lines, charges and VAT and checks they come to
// want (the order's or refund's gross).
func (s *Sheet) total(want catalog.Money) error {
	t := &s.Totals
	t.LinesNet, t.ChargesNet, t.Tax = 0, 0, 0
	for _, l := range s.Lines {
		t.LinesNet += l.Net
	}
	for _, c := range s.Charges {
		t.ChargesNet += c.Net
	}
	var vatNet catalog.Money
	for _, v := range s.VAT {
		t.Tax += v.Tax
		vatNet += v.Net
	}
	t.Net = t.LinesNet + t.ChargesNet
	t.Gross = t.Net + t.Tax
	t.Due = t.Gross
	if t.Gross != want || vatNet != t.Net {
		return fmt.Errorf("lines, charges and VAT make %d (net %d, by rate %d), not %d", t.Gross, t.Net, vatNet, want)
	}
	return nil
}

// creditNoteSheet computes the credit note of a refund of amount (gross)
// with its parts (what it gives back of each thing order o charged)
// against invoice, whose earlier credit notes are previous. A refund of
// the whole invoice at once repeats its lines and charges. Any other has
// a line for each item it gives units of (a return: the quantity, the
// unit price, the row less what it gives back as the discount, at the
// invoice's position), one line per VAT rate for what it gives back of
// items without units (an amount spread over the order), and a charge
// per rate for the shipping. Each rate's VAT, goods and shipping apart,
// is its share of that rate's VAT on the invoice for all given back so
// far less what earlier credit notes gave (money.VATOfPiece), so all
// credit notes of an invoice come to its VAT per rate exactly once all
// of it is refunded, and each adds up in itself.
func creditNoteSheet(inv Sheet, previous []Sheet, o Order, parts []RefundPart, amount catalog.Money, reason string, issued time.Time) (Sheet, error) {
	s := inv
	s.Kind, s.Number, s.IssueDate = KindCreditNote, "", berlinDay(issued)
	s.Corrects = &DocumentRef{Number: inv.Number, IssueDate: inv.IssueDate}
	s.Reason = reason
	s.Payment.Paid, s.Payment.PaidOn = false, ""
	s.Totals = SheetTotals{}
	var before catalog.Money
	for _, p := range previous {
		before += p.Totals.Gross
	}
	if before == 0 && amount == inv.Totals.Gross {
		s.Totals.SubtotalGross, s.Totals.Discount, s.Totals.ShippingGross = inv.Totals.SubtotalGross, inv.Totals.Discount, inv.Totals.ShippingGross
		if err := s.total(amount); err != nil {
			return Sheet{}, err
		}
		return s, nil
	}

	type bucket struct{ goods, shipping, spread catalog.Money }
	buckets := map[bucketKey]*bucket{}
	at := func(k bucketKey) *bucket {
		if buckets[k] == nil {
			buckets[k] = &bucket{}
		}
		return buckets[k]
	}
	s.Lines, s.Charges, s.VAT = nil, nil, nil
	for _, p := range parts {
		if p.Shipping {
			at(bucketKey{p.Category, p.Rate}).shipping += p.Amount
			continue
		}
		i := slices.IndexFunc(o.Items, func(it Item) bool { return it.ID == p.ItemID })
		if i < 0 {
			return Sheet{}, fmt.Errorf("refund of item %d, which the order lacks", p.ItemID)
		}
		it := o.Items[i]
		k := bucketKey{vatCategory(inv.netCategory(), it.TaxRate, it.IsVirtual), it.TaxRate}
		if j := slices.IndexFunc(inv.Lines, func(l Line) bool { return l.Position == i+1 && l.SKU == it.SKU }); j >= 0 {
			k = bucketKey{inv.Lines[j].Category, inv.Lines[j].Rate}
		}
		b := at(k)
		b.goods += p.Amount
		if p.Units == 0 {
			b.spread += p.Amount
			continue
		}
		row := it.UnitPrice * catalog.Money(p.Units)
		discount := max(row-p.Amount, 0)
		s.Lines = append(s.Lines, Line{Position: i + 1, SKU: it.SKU, Name: it.Name, Details: it.Details(), Quantity: p.Units,
			UnitGross: it.UnitPrice, RowGross: p.Amount + discount, Discount: discount, Rate: k.rate, Category: k.category})
	}
	keys := make([]bucketKey, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b bucketKey) int {
		if c := cmp.Compare(b.rate, a.rate); c != 0 {
			return c
		}
		return cmp.Compare(a.category, b.category)
	})
	m := i18n.Messages()
	for _, k := range keys {
		if b := buckets[k]; b.spread > 0 {
			s.Lines = append(s.Lines, Line{Position: len(o.Items) + 1 + len(s.Lines), Name: m.T(inv.locale(), "order.document.refundLine", "number", inv.Number),
				Quantity: 1, UnitGross: b.spread, RowGross: b.spread, Rate: k.rate, Category: k.category})
		}
	}
	slices.SortStableFunc(s.Lines, func(a, b Line) int { return cmp.Compare(a.Position, b.Position) })

	title := o.ShippingTitle
	if title == "" && len(inv.Charges) > 0 {
		title = inv.Charges[0].Title
	}
	for _, k := range keys {
		b := buckets[k]
		line := VATLine{Category: k.category, Rate: k.rate, GoodsGross: b.goods, ShippingGross: b.shipping}
		if k.category == CategoryStandard {
			// This rate's VAT on the invoice, and what earlier credit
			// notes gave of it.
			var whole, prev VATLine
			found := false
			for _, v := range inv.VAT {
				if v.Category == k.category && v.Rate == k.rate {
					whole, found = v, true
				}
			}
			for _, p := range previous {
				for _, v := range p.VAT {
					if v.Category == k.category && v.Rate == k.rate {
						prev.GoodsGross, prev.GoodsTax = prev.GoodsGross+v.GoodsGross, prev.GoodsTax+v.GoodsTax
						prev.ShippingGross, prev.ShippingTax = prev.ShippingGross+v.ShippingGross, prev.ShippingTax+v.ShippingTax
					}
				}
			}
			if found {
				line.GoodsTax = money.VATOfPiece(whole.GoodsTax, whole.GoodsGross, prev.GoodsGross, b.goods)
				line.ShippingTax = money.VATOfPiece(whole.ShippingTax, whole.ShippingGross, prev.ShippingGross, b.shipping)
			} else {
				line.GoodsTax, line.ShippingTax = money.IncludedVAT(b.goods, k.rate), money.IncludedVAT(b.shipping, k.rate)
			}
		}
		line.Gross, line.Tax = line.GoodsGross+line.ShippingGross, line.GoodsTax+line.ShippingTax
		if line.Gross == 0 {
			continue
		}
		line.Net = line.Gross - line.Tax
		s.VAT = append(s.VAT, line)

		// The rate's net goods over its lines, by what each gives back.
		var idx []int
		var weights []catalog.Money
		for i, ln := range s.Lines {
			if ln.Category == k.category && ln.Rate == k.rate {
				idx, weights = append(idx, i), append(weights, ln.RowGross-ln.Discount)
			}
		}
		for j, part := range money.Allocate(line.GoodsGross-line.GoodsTax, weights) {
			s.Lines[idx[j]].Net = part
		}
		if b.shipping > 0 {
			s.Charges = append(s.Charges, Charge{Title: title, Gross: b.shipping, Net: b.shipping - line.ShippingTax, Rate: k.rate, Category: k.category})
		}
	}
	for _, ln := range s.Lines {
		s.Totals.SubtotalGross += ln.RowGross
		s.Totals.Discount += ln.Discount
	}
	for _, c := range s.Charges {
		s.Totals.ShippingGross += c.Gross
	}
	if err := s.total(amount); err != nil {
		return Sheet{}, err
	}
	return s, nil
}
