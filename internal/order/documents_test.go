package order_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/settings"
)

// payOrder places a guest's order paid with the test provider and
// applies the payment.
func (f *fixture) payOrder(t testing.TB, in order.PlaceInput, items ...cart.ItemInput) order.Order {
	t.Helper()
	in.PaymentMethod = testpay.Code
	placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, items...), in)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := f.TestPay.Decide(f.Ctx, placed.Payment.ProviderRef, payment.Paid); err != nil || !ok {
		t.Fatalf("decide: %v %v", ok, err)
	}
	if changed, err := f.svc.ApplyPayment(f.Ctx, placed.Payment.ID); err != nil || !changed {
		t.Fatalf("apply: %v %v", changed, err)
	}
	return placed.Order
}

// documents are an order's documents.
func (f *fixture) documents(t *testing.T, o order.Order) []order.Document {
	t.Helper()
	docs, err := f.svc.Documents(f.Ctx, []int64{o.ID})
	if err != nil {
		t.Fatal(err)
	}
	return docs[o.ID]
}

// mailFiles are the names and contents of the attachments of the mails
// of a tag to an address, in order.
func (f *fixture) mailFiles(t *testing.T, tag, to string) (names []string, files [][]byte, text string) {
	t.Helper()
	f.RunJobs(t) // the deliveries take the files made when sent
	var m struct {
		ID          int64  `db:"id"`
		Attachments string `db:"attachments"`
		Text        string `db:"text_body"`
	}
	if err := f.DB.Read().Get(f.Ctx, &m, `SELECT id, attachments, text_body FROM mail_message WHERE tag = ? AND to_addresses LIKE ? ORDER BY id DESC LIMIT 1`,
		tag, "%"+to+"%"); err != nil {
		t.Fatalf("%s mail to %s: %v", tag, to, err)
	}
	var atts []struct{ Filename string }
	if err := json.Unmarshal([]byte(m.Attachments), &atts); err != nil {
		t.Fatal(err)
	}
	for _, a := range atts {
		names = append(names, a.Filename)
	}
	if err := f.DB.Read().Select(f.Ctx, &files, `SELECT data FROM mail_attachment WHERE message_id = ? ORDER BY position`, m.ID); err != nil {
		t.Fatal(err)
	}
	return names, files, m.Text
}

// tokenOf is the token of a document link.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

// idOf is the public id of a document link.
func idOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	rest := strings.TrimPrefix(u.Path, order.DocumentsPath+"/")
	id, _, _ := strings.Cut(rest, "/")
	return id
}

// A paid order gets one invoice, whatever applies the payment again: it
// is numbered, made in the order's language, attached to the payment's
// mail with a link for the guest, and never changed.
func TestInvoiceIsIssuedOnceWhenPaid(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2))
		for range 3 {
			if changed, err := f.svc.ApplyPayment(f.Ctx, mustPayment(t, f, o).ID); err != nil || changed {
				t.Fatalf("applied again: %v %v", changed, err)
			}
		}
		docs := f.documents(t, o)
		if len(docs) != 1 || f.Count(t, `SELECT COUNT(*) FROM sales_document`) != 1 {
			t.Fatalf("documents %+v", docs)
		}
		inv := docs[0]
		if inv.Kind != order.KindInvoice || inv.Number != "RE-2026-000001" || inv.EInvoice || len(inv.PublicID) != 22 ||
			inv.Sheet.Totals.Gross != o.Totals.GrandTotal || inv.Sheet.Buyer.Name != "Lena Hofer" || inv.Sheet.Seller.VATID != settings.Demo.VATID ||
			inv.Sheet.Payment.Method != testpay.Code || !inv.Sheet.Payment.Paid || inv.Sheet.IssueDate != "2026-11-24" {
			t.Fatalf("invoice %+v", inv)
		}
		names, files, text := f.mailFiles(t, order.TagPaid, "lena@example.de")
		if !slices.Equal(names, []string{"Rechnung-RE-2026-000001.pdf"}) || len(files) != 1 || f.mails(t, order.TagPaid) != 1 {
			t.Fatalf("attachments %v", names)
		}
		pdf, err := f.svc.DocumentFile(f.Ctx, inv.PublicID, order.FormatPDF, order.DocumentAccess{Token: tokenInText(t, text)})
		if err != nil || !bytes.Equal(pdf.Data, files[0]) || pdf.Filename != "Rechnung-RE-2026-000001.pdf" || pdf.ContentType != "application/pdf" {
			t.Fatalf("the mail's link: %v %s", err, pdf.Filename)
		}
		content, err := pdftest.Text(pdf.Data)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Rechnung RE-2026-000001", o.Number, "Lena Hofer", "Leopoldstraße 12", settings.Demo.Company, "USt-IdNr.: " + settings.Demo.VATID} {
			if !strings.Contains(content, want) {
				t.Errorf("the PDF lacks %q", want)
			}
		}

		// A bank transfer recorded twice: one more invoice, numbered next.
		staff := f.svc.(order.Staff)
		placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), input(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if _, _, err := staff.RecordBankTransfer(f.Ctx, placed.Order.Number); err != nil {
				t.Fatal(err)
			}
		}
		if docs := f.documents(t, placed.Order); len(docs) != 1 || docs[0].Number != "RE-2026-000002" || docs[0].Sheet.Payment.Method != banktransfer.Code {
			t.Fatalf("bank transfer's documents %+v", docs)
		}

		// Kept as issued: the database refuses any change.
		if _, err := d.Write().Exec(f.Ctx, `UPDATE sales_document SET grand_total = 1 WHERE id = ?`, inv.ID); err == nil {
			t.Error("an invoice was changed")
		}
		if _, err := d.Write().Exec(f.Ctx, `DELETE FROM sales_document WHERE id = ?`, inv.ID); err == nil {
			t.Error("an invoice was deleted")
		}
		if again := f.documents(t, o); len(again) != 1 || again[0].Sheet.Totals != inv.Sheet.Totals {
			t.Errorf("the invoice changed: %+v", again)
		}
	})
}

// The invoice's number, snapshot and e-invoice are written in the
// payment's transaction, its PDF after it: right after the commit the
// document has none; a download then makes it from the snapshot and keeps
// it, and the payment's mail, delivered after, carries those bytes. The
// PDF is set once: neither it nor anything else changes after.
func TestInvoicePDFIsMadeAfterItsTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.payOrder(t, input(""), item("HOSE-1", 2))
		docs := f.documents(t, o)
		if len(docs) != 1 {
			t.Fatalf("documents %+v", docs)
		}
		inv := docs[0]
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_document WHERE id = ? AND pdf IS NULL`, inv.ID); n != 1 {
			t.Fatal("the PDF was made in the payment's transaction")
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_attachment a JOIN mail_message m ON m.id = a.message_id WHERE m.tag = ?`, order.TagPaid); n != 0 {
			t.Fatalf("the payment's mail carries %d files before it is sent", n)
		}
		var text string
		if err := d.Read().Get(f.Ctx, &text, `SELECT text_body FROM mail_message WHERE tag = ?`, order.TagPaid); err != nil {
			t.Fatal(err)
		}
		downloaded, err := f.svc.DocumentFile(f.Ctx, inv.PublicID, order.FormatPDF, order.DocumentAccess{Token: tokenInText(t, text)})
		if err != nil || !bytes.HasPrefix(downloaded.Data, []byte("%PDF-")) {
			t.Fatalf("downloaded before the mail was sent: %v", err)
		}
		var kept []byte
		if err := d.Read().Get(f.Ctx, &kept, `SELECT pdf FROM sales_document WHERE id = ?`, inv.ID); err != nil || !bytes.Equal(kept, downloaded.Data) {
			t.Fatalf("the download's PDF was not kept: %v", err)
		}
		names, files, _ := f.mailFiles(t, order.TagPaid, "lena@example.de")
		if len(names) != 1 || len(files) != 1 || !bytes.Equal(files[0], kept) {
			t.Fatalf("the mail carries %v, not the kept PDF", names)
		}
		again, err := f.svc.DocumentFile(f.Ctx, inv.PublicID, order.FormatPDF, order.DocumentAccess{Token: tokenInText(t, text)})
		if err != nil || !bytes.Equal(again.Data, kept) {
			t.Fatalf("downloaded again: %v", err)
		}
		for _, change := range []struct {
			query string
			args  []any
		}{
			{`UPDATE sales_document SET pdf = ? WHERE id = ?`, []any{[]byte("%PDF-other"), inv.ID}},
			{`UPDATE sales_document SET pdf = NULL WHERE id = ?`, []any{inv.ID}},
			{`UPDATE sales_document SET snapshot = ? WHERE id = ?`, []any{"{}", inv.ID}},
		} {
			if _, err := d.Write().Exec(f.Ctx, change.query, change.args...); err == nil {
				t.Errorf("%s: the kept document was changed", change.query)
			}
		}
	})
}

func mustPayment(t *testing.T, f *fixture, o order.Order) payment.Payment {
	t.Helper()
	p, err := f.Payments.ByOrder(f.Ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// tokenInText is the token of the document link in a mail's text.
func tokenInText(t *testing.T, text string) string {
	t.Helper()
	i := strings.Index(text, order.DocumentsPath+"/")
	if i < 0 {
		t.Fatalf("no document link in %q", text)
	}
	link := text[i:]
	if j := strings.IndexAny(link, " \n)>"); j >= 0 {
		link = link[:j]
	}
	return tokenOf(t, link)
}

// Many orders paid at once get invoice numbers without a gap and without
// a duplicate, in the order their transactions commit.
func TestInvoiceNumbersUnderConcurrency(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		const n = 16
		f.setStock(t, "HOSE-1", 100)
		numbers := make([]string, n)
		for i := range n {
			placed, err := f.svc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), another(banktransfer.Code))
			if err != nil {
				t.Fatal(err)
			}
			numbers[i] = placed.Order.Number
		}
		var wg sync.WaitGroup
		for _, number := range numbers {
			wg.Go(func() {
				if _, changed, err := staff.RecordBankTransfer(f.Ctx, number); err != nil || !changed {
					t.Errorf("%s: %v %v", number, changed, err)
				}
			})
		}
		wg.Wait()
		var got []string
		if err := d.Read().Select(f.Ctx, &got, `SELECT number FROM sales_document ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		if len(got) != n {
			t.Fatalf("%d invoices for %d orders", len(got), n)
		}
		for i, number := range got {
			if want := fmt.Sprintf("RE-2026-%06d", i+1); number != want {
				t.Errorf("invoice %d is %s, want %s (all: %v)", i, number, want, got)
			}
		}
	})
}

// A buyer with a company and a VAT id gets the invoice as an EN 16931
// e-invoice too: attached beside the PDF and downloadable, its fields
// from the same snapshot.
func TestEInvoiceOfABusinessBuyer(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := input("")
		in.BillingAddress.Company, in.BillingAddress.VATID = "Reitstall Hofer GmbH", "DE123456789"
		o := f.payOrder(t, in, item("HOSE-1", 2), item("HAFER-20", 1))
		inv := f.documents(t, o)[0]
		if !inv.EInvoice || !inv.Sheet.EInvoice {
			t.Fatalf("no e-invoice: %+v", inv)
		}
		names, files, _ := f.mailFiles(t, order.TagPaid, "lena@example.de")
		if !slices.Equal(names, []string{"Rechnung-" + inv.Number + ".pdf", "Rechnung-" + inv.Number + ".xml"}) || len(files) != 2 {
			t.Fatalf("attachments %v", names)
		}
		link := f.svc.DocumentURL(o, inv, order.FormatEInvoice, order.GuestLinkValidity)
		file, err := f.svc.DocumentFile(f.Ctx, idOf(t, link), order.FormatEInvoice, order.DocumentAccess{Token: tokenOf(t, link)})
		if err != nil || file.ContentType != "application/xml" || !bytes.Equal(file.Data, files[1]) {
			t.Fatalf("download: %v %s", err, file.ContentType)
		}
		x := readCII(t, file.Data)
		s := inv.Sheet
		want := map[string]string{
			"BT-24 specification":   order.SpecificationID,
			"BT-1 number":           inv.Number,
			"BT-2 issue date":       "20261124",
			"BT-3 type":             "380",
			"BT-5 currency":         "EUR",
			"BT-27 seller":          settings.Demo.Company,
			"BT-31 seller VAT id":   settings.Demo.VATID,
			"BT-32 tax number":      settings.Demo.TaxNumber,
			"BT-35 seller street":   settings.Demo.Street,
			"BT-38 seller postcode": settings.Demo.Postcode,
			"BT-40 seller country":  "DE",
			"BT-44 buyer":           "Reitstall Hofer GmbH",
			"BT-48 buyer VAT id":    "DE123456789",
			"BT-56 buyer contact":   "Lena Hofer",
			"BT-50 buyer street":    "Leopoldstraße 12",
			"BT-55 buyer country":   "DE",
			"BT-14 order":           o.Number,
			"BT-106 lines":          decimal(s.Totals.LinesNet),
			"BT-108 charges":        decimal(s.Totals.ChargesNet),
			"BT-109 net":            decimal(s.Totals.Net),
			"BT-110 tax":            decimal(o.Totals.Tax),
			"BT-112 total":          decimal(o.Totals.GrandTotal),
			"BT-113 paid":           decimal(o.Totals.GrandTotal),
			"BT-115 due":            "0.00",
			"BT-81 payment means":   "68",
			"lines":                 "2",
			"BT-151 first line":     "S",
			"BT-152 first line":     "19",
			"BT-152 second line":    "7",
			"BT-155 first SKU":      "HOSE-1",
			"BG-23 rates":           "19,7",
		}
		for field, v := range want {
			if x[field] != v {
				t.Errorf("%s = %q, want %q", field, x[field], v)
			}
		}
		var lines catalog.Money
		for _, l := range s.Lines {
			lines += l.Net
		}
		if decimal(lines) != x["BT-106 lines"] {
			t.Errorf("BT-106 %s is not the lines' %s", x["BT-106 lines"], decimal(lines))
		}

		// A private buyer's order has no e-invoice.
		private := f.payOrder(t, input(""), item("HOSE-1", 1))
		pinv := f.documents(t, private)[0]
		link = f.svc.DocumentURL(private, pinv, order.FormatEInvoice, order.GuestLinkValidity)
		if pinv.EInvoice {
			t.Error("a private buyer got an e-invoice")
		}
		if _, err := f.svc.DocumentFile(f.Ctx, idOf(t, link), order.FormatEInvoice, order.DocumentAccess{Token: tokenOf(t, link)}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a missing e-invoice: %v", err)
		}
	})
}

// decimal writes cents as the e-invoice does.
func decimal(v catalog.Money) string { return fmt.Sprintf("%d.%02d", v/100, v%100) }

// readCII reads the fields of a CII e-invoice the test checks, by their
// EN 16931 business terms.
func readCII(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var doc struct {
		Context struct {
			ID string `xml:"GuidelineSpecifiedDocumentContextParameter>ID"`
		} `xml:"ExchangedDocumentContext"`
		Document struct {
			ID       string `xml:"ID"`
			TypeCode string `xml:"TypeCode"`
			Issue    string `xml:"IssueDateTime>DateTimeString"`
		} `xml:"ExchangedDocument"`
		Transaction struct {
			Lines []struct {
				SKU      string `xml:"SpecifiedTradeProduct>SellerAssignedID"`
				Category string `xml:"SpecifiedLineTradeSettlement>ApplicableTradeTax>CategoryCode"`
				Rate     string `xml:"SpecifiedLineTradeSettlement>ApplicableTradeTax>RateApplicablePercent"`
			} `xml:"IncludedSupplyChainTradeLineItem"`
			Agreement struct {
				Seller ciiParty `xml:"SellerTradeParty"`
				Buyer  ciiParty `xml:"BuyerTradeParty"`
				Order  string   `xml:"SellerOrderReferencedDocument>IssuerAssignedID"`
			} `xml:"ApplicableHeaderTradeAgreement"`
			Settlement struct {
				Currency string `xml:"InvoiceCurrencyCode"`
				Means    string `xml:"SpecifiedTradeSettlementPaymentMeans>TypeCode"`
				Taxes    []struct {
					Rate string `xml:"RateApplicablePercent"`
				} `xml:"ApplicableTradeTax"`
				Sum struct {
					Lines   string `xml:"LineTotalAmount"`
					Charges string `xml:"ChargeTotalAmount"`
					Net     string `xml:"TaxBasisTotalAmount"`
					Tax     string `xml:"TaxTotalAmount"`
					Total   string `xml:"GrandTotalAmount"`
					Paid    string `xml:"TotalPrepaidAmount"`
					Due     string `xml:"DuePayableAmount"`
				} `xml:"SpecifiedTradeSettlementHeaderMonetarySummation"`
			} `xml:"ApplicableHeaderTradeSettlement"`
		} `xml:"SupplyChainTradeTransaction"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%v in %s", err, data)
	}
	tr, st := doc.Transaction, doc.Transaction.Settlement
	out := map[string]string{
		"BT-24 specification": doc.Context.ID, "BT-1 number": doc.Document.ID, "BT-2 issue date": doc.Document.Issue,
		"BT-3 type": doc.Document.TypeCode, "BT-5 currency": st.Currency, "BT-27 seller": tr.Agreement.Seller.Name,
		"BT-35 seller street": tr.Agreement.Seller.Street, "BT-38 seller postcode": tr.Agreement.Seller.Postcode,
		"BT-40 seller country": tr.Agreement.Seller.Country, "BT-44 buyer": tr.Agreement.Buyer.Name,
		"BT-56 buyer contact": tr.Agreement.Buyer.Person, "BT-50 buyer street": tr.Agreement.Buyer.Street,
		"BT-55 buyer country": tr.Agreement.Buyer.Country, "BT-14 order": tr.Agreement.Order,
		"BT-106 lines": st.Sum.Lines, "BT-108 charges": st.Sum.Charges, "BT-109 net": st.Sum.Net, "BT-110 tax": st.Sum.Tax,
		"BT-112 total": st.Sum.Total, "BT-113 paid": st.Sum.Paid, "BT-115 due": st.Sum.Due, "BT-81 payment means": st.Means,
		"lines": strconv.Itoa(len(tr.Lines)),
	}
	for _, r := range tr.Agreement.Seller.Registrations {
		switch r.Scheme {
		case "VA":
			out["BT-31 seller VAT id"] = r.ID
		case "FC":
			out["BT-32 tax number"] = r.ID
		}
	}
	for _, r := range tr.Agreement.Buyer.Registrations {
		if r.Scheme == "VA" {
			out["BT-48 buyer VAT id"] = r.ID
		}
	}
	if len(tr.Lines) > 0 {
		out["BT-151 first line"], out["BT-152 first line"], out["BT-155 first SKU"] = tr.Lines[0].Category, tr.Lines[0].Rate, tr.Lines[0].SKU
	}
	if len(tr.Lines) > 1 {
		out["BT-152 second line"] = tr.Lines[1].Rate
	}
	var rates []string
	for _, x := range st.Taxes {
		rates = append(rates, x.Rate)
	}
	out["BG-23 rates"] = strings.Join(rates, ",")
	return out
}

type ciiParty struct {
	Name          string `xml:"Name"`
	Person        string `xml:"DefinedTradeContact>PersonName"`
	Street        string `xml:"PostalTradeAddress>LineOne"`
	Postcode      string `xml:"PostalTradeAddress>PostcodeCode"`
	Country       string `xml:"PostalTradeAddress>CountryID"`
	Registrations []struct {
		ID     string `xml:",chardata"`
		Scheme string `xml:"schemeID,attr"`
	} `xml:"SpecifiedTaxRegistration>ID"`
}

// Documents go to the order's owner and to a guest with the order's
// token only: a stranger, another order's token, a changed or expired
// token find nothing, and bad tokens are limited per client.
func TestDocumentDownloads(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		annas := f.placeFor(t, f.anna, 1)
		if _, _, err := staff.RecordBankTransfer(f.Ctx, annas.Number); err != nil {
			t.Fatal(err)
		}
		annaInv := f.documents(t, annas)[0]
		guest := f.payOrder(t, input(""), item("HOSE-1", 1))
		guestInv := f.documents(t, guest)[0]
		other := f.payOrder(t, input(""), item("HOSE-1", 1))
		otherLink := f.svc.DocumentURL(other, f.documents(t, other)[0], order.FormatPDF, order.GuestLinkValidity)
		guestLink := f.svc.DocumentURL(guest, guestInv, order.FormatPDF, order.GuestLinkValidity)
		if !strings.HasPrefix(guestLink, baseURL+order.DocumentsPath+"/"+guestInv.PublicID+"?token=") {
			t.Fatalf("guest's link %s", guestLink)
		}
		if link := f.svc.DocumentURL(annas, annaInv, order.FormatPDF, order.GuestLinkValidity); strings.Contains(link, "token") {
			t.Errorf("a customer's link carries a token: %s", link)
		}
		token := tokenOf(t, guestLink)
		tampered := []byte(token)
		tampered[len(tampered)-3] ^= 1
		client := ratelimit.Client{IP: "203.0.113.9"}
		for name, c := range map[string]struct {
			id     string
			access order.DocumentAccess
			ok     bool
		}{
			"the owner":                        {annaInv.PublicID, order.DocumentAccess{CustomerID: f.anna}, true},
			"another customer":                 {annaInv.PublicID, order.DocumentAccess{CustomerID: f.anna + 1000}, false},
			"nobody":                           {annaInv.PublicID, order.DocumentAccess{}, false},
			"a guest's token for a customer's": {annaInv.PublicID, order.DocumentAccess{Token: token}, false},
			"the guest with the token":         {guestInv.PublicID, order.DocumentAccess{Token: token}, true},
			"the guest without":                {guestInv.PublicID, order.DocumentAccess{}, false},
			"a customer for a guest's":         {guestInv.PublicID, order.DocumentAccess{CustomerID: f.anna}, false},
			"a changed token":                  {guestInv.PublicID, order.DocumentAccess{Token: string(tampered)}, false},
			"another order's token":            {guestInv.PublicID, order.DocumentAccess{Token: tokenOf(t, otherLink)}, false},
			"an unknown id":                    {"AAAAAAAAAAAAAAAAAAAAAA", order.DocumentAccess{CustomerID: f.anna}, false},
		} {
			c.access.Client = client
			file, err := f.svc.DocumentFile(f.Ctx, c.id, order.FormatPDF, c.access)
			if c.ok && (err != nil || !bytes.HasPrefix(file.Data, []byte("%PDF-"))) {
				t.Errorf("%s: %v", name, err)
			}
			if !c.ok && apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("%s: %v, want not found", name, err)
			}
		}
		f.Clock.Add(order.GuestLinkValidity + time.Minute)
		if _, err := f.svc.DocumentFile(f.Ctx, guestInv.PublicID, order.FormatPDF, order.DocumentAccess{Token: token, Client: client}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an expired token: %v", err)
		}
		// Bad tokens count per client: past the limit even a good one waits.
		fresh := tokenOf(t, f.svc.DocumentURL(guest, guestInv, order.FormatPDF, order.GuestLinkValidity))
		for range order.DocumentTokensPerIP.Limit {
			if _, err := f.svc.DocumentFile(f.Ctx, guestInv.PublicID, order.FormatPDF, order.DocumentAccess{Token: string(tampered), Client: client}); err == nil {
				t.Fatal("a changed token was taken")
			}
		}
		if _, err := f.svc.DocumentFile(f.Ctx, guestInv.PublicID, order.FormatPDF, order.DocumentAccess{Token: fresh, Client: client}); apperr.KindOf(err) != apperr.RateLimited {
			t.Errorf("past the limit: %v", err)
		}
		if _, err := f.svc.DocumentFile(f.Ctx, guestInv.PublicID, order.FormatPDF, order.DocumentAccess{Token: fresh, Client: ratelimit.Client{IP: "198.51.100.7"}}); err != nil {
			t.Errorf("another client: %v", err)
		}
		// Bad tokens sent at once are checked at most the limit's number
		// of times; the others are refused before any lookup.
		burst := ratelimit.Client{IP: "198.51.100.99"}
		n := order.DocumentTokensPerIP.Limit + 20
		kinds := make([]apperr.Kind, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			wg.Go(func() {
				<-start
				_, err := f.svc.DocumentFile(f.Ctx, guestInv.PublicID, order.FormatPDF, order.DocumentAccess{Token: string(tampered), Client: burst})
				kinds[i] = apperr.KindOf(err)
			})
		}
		close(start)
		wg.Wait()
		checked, refused := 0, 0
		for _, k := range kinds {
			switch k {
			case apperr.NotFound:
				checked++
			case apperr.RateLimited:
				refused++
			}
		}
		if checked > order.DocumentTokensPerIP.Limit || checked+refused != n {
			t.Errorf("%d bad tokens at once: %d checked, %d refused; want at most %d checked", n, checked, refused, order.DocumentTokensPerIP.Limit)
		}
	})
}
