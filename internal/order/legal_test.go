package order_test

import (
	"bytes"
	"compress/zlib"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"paddock/internal/cart"
	"paddock/internal/content"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/mail/mailtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
)

// legalTexts are the three legal pages of the tests, per locale: title and
// rich text.
var legalTexts = map[string]map[i18n.Locale][2]string{
	order.TermsURL: {
		i18n.German:  {"Allgemeine Geschäftsbedingungen", "<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen im Onlineshop der Paddock Reitsport GmbH („Paddock“).</p><ul><li>Zahlung per Überweisung</li><li>Lieferung nach Österreich</li></ul>"},
		i18n.English: {"Terms and conditions", "<h2>1 Scope</h2><p>These terms apply to every order in the Paddock online shop.</p>"},
		i18n.French:  {"Conditions générales de vente", "<h2>1 Champ d'application</h2><p>Ces conditions s'appliquent à toute commande passée sur la boutique Paddock, à l'exception des œuvres d'art.</p>"},
	},
	order.WithdrawalURL: {
		i18n.German:  {"Widerrufsbelehrung", "<h2>Widerrufsrecht</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>"},
		i18n.English: {"Right of withdrawal", "<h2>Right of withdrawal</h2><p>You have the right to withdraw from this contract within fourteen days without giving any reason.</p>"},
		i18n.French:  {"Droit de rétractation", "<h2>Droit de rétractation</h2><p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.</p>"},
	},
	order.WithdrawalFormURL: {
		i18n.German:  {"Muster-Widerrufsformular", "<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p><ul><li>Bestellt am (*)/erhalten am (*)</li></ul><p>(*) Unzutreffendes streichen.</p>"},
		i18n.English: {"Model withdrawal form", "<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>"},
		i18n.French:  {"Formulaire de rétractation", "<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p><ul><li>Commandé le (*)/reçu le (*) :</li></ul><p>(*) Rayez la mention inutile.</p>"},
	},
}

var slugs = map[string]map[i18n.Locale]string{
	order.TermsURL:          {i18n.German: "agb", i18n.English: "terms", i18n.French: "cgv"},
	order.WithdrawalURL:     {i18n.German: "widerruf", i18n.English: "withdrawal", i18n.French: "retractation"},
	order.WithdrawalFormURL: {i18n.German: "widerrufsformular", i18n.English: "withdrawal-form", i18n.French: "formulaire-de-retractation"},
}

// seedLegal saves the legal pages below a service page.
func seedLegal(t *testing.T, ctx context.Context, d *db.DB) content.Service {
	t.Helper()
	if err := content.Seed(ctx, d, baseURL); err != nil {
		t.Fatal(err)
	}
	svc := content.NewService(d, content.Options{})
	texts := func(title, slug, html string) content.PageTexts {
		return content.PageTexts{Title: title, Slug: slug, Blocks: []content.Block{&content.RichtextBlock{HTML: html}}}
	}
	parent, err := svc.SavePage(ctx, content.PageInput{SiteCode: "shop", Status: content.Published, Locales: map[i18n.Locale]content.PageTexts{
		i18n.German: texts("Service", "service", "<p>Service</p>"), i18n.English: texts("Service", "service", "<p>Service</p>"),
		i18n.French: texts("Service", "service", "<p>Service</p>")}})
	if err != nil {
		t.Fatal(err)
	}
	for url, byLocale := range legalTexts {
		in := content.PageInput{SiteCode: "shop", ParentID: parent, Status: content.Published, Locales: map[i18n.Locale]content.PageTexts{}}
		for l, tx := range byLocale {
			in.Locales[l] = texts(tx[0], slugs[url][l], tx[1])
		}
		if _, err := svc.SavePage(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	return svc
}

var (
	pdfStream = regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`)
	pdfString = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)
)

// pdfText is the text a PDF shows, line by line joined with spaces: its
// page streams inflated, the strings of its Tj operators unescaped and read
// as Windows-1252.
func pdfText(t *testing.T, data []byte) string {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %.20q", data)
	}
	var words []string
	for _, m := range pdfStream.FindAllSubmatch(data, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			continue // not compressed text (fonts are not)
		}
		raw, err := io.ReadAll(r)
		if err != nil {
			continue
		}
		for _, s := range pdfString.FindAllSubmatch(raw, -1) {
			unescaped := regexp.MustCompile(`\\(.)`).ReplaceAll(s[1], []byte("$1"))
			text, _ := charmap.Windows1252.NewDecoder().Bytes(unescaped)
			words = append(words, string(text))
		}
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}

// plain is the text of rich text as the PDF should show it.
func plain(html string) []string {
	var out []string
	for _, part := range regexp.MustCompile(`<[^>]+>`).Split(html, -1) {
		if p := strings.Join(strings.Fields(part), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// The order confirmation carries the terms, the withdrawal notice and the
// model form as PDFs made from the content pages, in the order's language,
// headed with the shop; the shop gets a copy.
func TestConfirmationCarriesTheLegalDocuments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		pages := seedLegal(t, f.Ctx, d)
		outbox := &mailtest.Outbox{Shop: "Paddock Bestellungen <bestellung@paddock.example>"}
		seller := settings.NewService(d, settings.Options{Now: f.Clock.Now})
		if err := seller.SetLegal(f.Ctx, settings.Demo); err != nil {
			t.Fatal(err)
		}
		legal := order.NewLegal(pages, seller)
		svc := f.withLegal(t, outbox, legal)

		for _, l := range []i18n.Locale{i18n.German, i18n.French} {
			store := storecode.Store{Site: "shop", Locale: l}
			c, err := f.Carts.CreateGuest(f.Ctx, store)
			if err != nil {
				t.Fatal(err)
			}
			ref := cart.Ref{MaskedID: c.MaskedID, Store: store}
			f.Add(t, ref, item("HOSE-1", 1))
			f.shipToMunich(t, ref)
			placed, err := svc.Place(f.Ctx, ref, input(banktransfer.Code))
			if err != nil {
				t.Fatal(err)
			}
			var confirmation, copy *mail.Message
			for _, m := range outbox.Messages() {
				switch {
				case m.Tag == order.TagPlaced && strings.Contains(m.Subject, placed.Order.Number):
					confirmation = &m
				case m.Tag == order.TagPlacedShop && strings.Contains(m.Subject, placed.Order.Number):
					copy = &m
				}
			}
			if confirmation == nil || copy == nil {
				t.Fatalf("%s: confirmation %v, copy %v", l, confirmation != nil, copy != nil)
			}
			if len(confirmation.Attachments) != 3 {
				t.Fatalf("%s: %d attachments", l, len(confirmation.Attachments))
			}
			for i, url := range []string{order.TermsURL, order.WithdrawalURL, order.WithdrawalFormURL} {
				a := confirmation.Attachments[i]
				if a.ContentType != "application/pdf" || !strings.HasSuffix(a.Filename, ".pdf") || a.BlobKey != "" {
					t.Errorf("%s: attachment %d: %+v", l, i, a.Filename)
				}
				text := pdfText(t, a.Data)
				country := map[i18n.Locale]string{i18n.German: "Deutschland", i18n.French: "Allemagne"}[l]
				want := append([]string{legalTexts[url][l][0], "Paddock Reitsport GmbH", "Hufschlag 12 · 48165 Münster · " + country}, plain(legalTexts[url][l][1])...)
				for _, w := range want {
					if !strings.Contains(text, w) {
						t.Errorf("%s: %s lacks %q:\n%s", l, a.Filename, w, text)
					}
				}
			}
			if l == i18n.French && (confirmation.Attachments[0].Filename != "CGV.pdf" || !strings.Contains(pdfText(t, confirmation.Attachments[0].Data), "Page 1 sur 1")) {
				t.Errorf("French file name or page number: %s", confirmation.Attachments[0].Filename)
			}
			if l == i18n.German && (confirmation.Attachments[2].Filename != "Muster-Widerrufsformular.pdf" || !strings.Contains(confirmation.Text, "Muster-Widerrufsformular als PDF")) {
				t.Errorf("German file name or text: %s", confirmation.Attachments[2].Filename)
			}
			if copy.To[0] != outbox.ShopAddress() || copy.ReplyTo != "lena@example.de" || !strings.Contains(copy.Text, "Kopie der Bestellbestätigung an lena@example.de") ||
				!strings.Contains(copy.Text, confirmation.Subject) || len(copy.Attachments) != 0 {
				t.Errorf("%s: the shop's copy: %+v", l, copy)
			}
		}
		// The real outbox keeps them: three PDF parts in the stored mail.
		realSvc := f.withLegal(t, nil, legal)
		placed, err := realSvc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), another(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_attachment a JOIN mail_message m ON m.id = a.message_id WHERE m.tag = ? AND m.subject LIKE ?`,
			order.TagPlaced, "%"+placed.Order.Number+"%"); n != 3 {
			t.Errorf("%d files kept with the stored confirmation", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ? AND subject LIKE ?`, order.TagPlacedShop, "%"+placed.Order.Number+"%"); n != 1 {
			t.Errorf("%d shop copies", n)
		}

		// The seller's name as the settings have it now heads the next
		// confirmation's documents.
		renamed := settings.Demo
		renamed.Company = "Paddock Reitsport & Söhne GmbH"
		if err := seller.SetLegal(f.Ctx, renamed); err != nil {
			t.Fatal(err)
		}
		placed, err = realSvc.Place(f.Ctx, f.GuestCart(t, item("HOSE-1", 1)), another(banktransfer.Code))
		if err != nil {
			t.Fatal(err)
		}
		var stored []byte
		if err := d.Read().Get(f.Ctx, &stored, `SELECT a.data FROM mail_attachment a JOIN mail_message m ON m.id = a.message_id
			WHERE m.tag = ? AND m.subject LIKE ? AND a.position = 0`, order.TagPlaced, "%"+placed.Order.Number+"%"); err != nil {
			t.Fatal(err)
		}
		if text := pdfText(t, stored); !strings.Contains(text, "Paddock Reitsport & Söhne GmbH") {
			t.Errorf("the documents after the seller was renamed:\n%s", text)
		}

		// A missing page fails the placement: no order without its documents.
		if _, err := d.Write().Exec(f.Ctx, `UPDATE page SET status = 'draft' WHERE id = (SELECT page_id FROM page_locale WHERE url = ? LIMIT 1)`, order.WithdrawalFormURL); err != nil {
			t.Fatal(err)
		}
		ref := f.GuestCart(t, item("HOSE-1", 1))
		if _, err := realSvc.Place(f.Ctx, ref, another(banktransfer.Code)); err == nil || !strings.Contains(err.Error(), "widerrufsformular") {
			t.Errorf("without the form: %v", err)
		}
	})
}

// withLegal builds the orders on the fixture's services with the legal
// documents, mailing through outbox (the real outbox when nil).
func (f *fixture) withLegal(t *testing.T, outbox mail.Sender, legal *order.Legal) order.Service {
	t.Helper()
	if outbox == nil {
		real, err := mail.NewOutbox(f.DB, f.Queue, mail.Options{Now: f.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		outbox = real
	}
	svc, err := order.NewService(f.DB, order.Dependencies{Customers: f.customers(t), Carts: f.Carts, Stock: f.Catalog, Coupons: f.Coupons,
		Payments: f.Payments, Mail: outbox, Limiter: ratelimit.NewDB(f.DB, f.Clock.Now), Legal: legal},
		order.Options{BaseURL: baseURL, Now: f.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// customers is the customer accounts on the fixture's database.
func (f *fixture) customers(t *testing.T) customer.Service {
	t.Helper()
	c, err := customer.NewService(customer.Dependencies{DB: f.DB, Directory: directory.NewService(f.DB)},
		customer.Options{Key: bytes.Repeat([]byte("k"), 32), Now: f.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
