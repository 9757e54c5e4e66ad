package mail_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

func TestValidAddress(t *testing.T) {
	tests := []struct {
		address string
		valid   bool
	}{
		{"anna@example.de", true},
		{"anna.maria+news@reitverein-sonnenhof.de", true},
		{"o'brien@example.ie", true},
		{"jürgen@müller-reitsport.de", true},
		{"x@xn--mller-kva.de", true},
		{"", false},
		{"anna", false},
		{"anna@", false},
		{"@example.de", false},
		{"anna@localhost", false},
		{"anna@example.d", false},
		{"anna@example.123", false},
		{"anna@-example.de", false},
		{"anna@example-.de", false},
		{"anna@exa mple.de", false},
		{"anna..maria@example.de", false},
		{".anna@example.de", false},
		{"anna.@example.de", false},
		{"anna maria@example.de", false},
		{`"anna maria"@example.de`, false},
		{"Anna <anna@example.de>", false},
		{"anna@example.de\r\nBcc: x@example.de", false},
		{"anna@example.de,bob@example.de", false},
		{"anna@@example.de", false},
		{strings.Repeat("a", 65) + "@example.de", false},
		{strings.Repeat("a", 64) + "@example.de", true},
		{"a@" + strings.Repeat("b", 63) + "." + strings.Repeat("c", 63) + "." + strings.Repeat("d", 63) + "." + strings.Repeat("e", 57) + ".de", true},
		{"a@" + strings.Repeat("b", 63) + "." + strings.Repeat("c", 63) + "." + strings.Repeat("d", 63) + "." + strings.Repeat("e", 58) + ".de", false},
		{"anna@example.de\x00", false},
		{"anna\xff@example.de", false},
	}
	for _, tt := range tests {
		if got := mail.ValidAddress(tt.address); got != tt.valid {
			t.Errorf("ValidAddress(%q) = %v; want %v", tt.address, got, tt.valid)
		}
	}
}

func FuzzValidAddress(f *testing.F) {
	for _, s := range []string{"anna@example.de", "a@b.c", "\"x\"@y.de", "a@b..de", "ä@ö.üü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mail.ValidAddress(s) {
			return
		}
		// Whatever passes is one plain address, safe in a header.
		if len(s) > mail.MaxAddressLength || strings.ContainsAny(s, " \t\r\n<>,;\"\\()") || strings.Count(s, "@") != 1 {
			t.Errorf("accepted %q", s)
		}
	})
}

func TestLayoutEscapesAndFrames(t *testing.T) {
	l := mail.NewLayout("https://shop.example/")
	r, err := l.Render(mail.Content{
		Locale:      i18n.French,
		Title:       "Votre demande <b>KT-7Q4M9X</b>",
		Paragraphs:  []string{"Bonjour <script>alert(1)</script> & co,"},
		Fields:      []mail.Field{{Label: "Message", Value: "ligne 1\nligne 2 \"<img src=x onerror=alert(1)>\""}},
		Action:      &mail.Action{Label: "Confirmer", URL: "https://shop.example/fr/newsletter/subscription/success?token=a&b=c"},
		FooterLinks: []mail.Action{{Label: "Se désinscrire", URL: "javascript:alert(1)"}},
		Sender:      []string{"Paddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Allemagne", "Gérance : <Anna & Co>"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Subject != "Votre demande <b>KT-7Q4M9X</b>" {
		t.Errorf("subject %q", r.Subject)
	}
	for _, bad := range []string{"<script>", "<b>KT", "<img", "javascript:"} {
		if strings.Contains(r.HTML, bad) {
			t.Errorf("HTML contains %q", bad)
		}
	}
	for _, want := range []string{`<html lang="fr">`, "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co", "Votre demande &lt;b&gt;KT-7Q4M9X&lt;/b&gt;",
		`href="https://shop.example/fr/newsletter/subscription/success?token=a&amp;b=c"`, "Paddock", "https://shop.example/fr",
		"Ce message a été envoyé automatiquement par notre boutique.", "Paddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Allemagne",
		"Gérance : &lt;Anna &amp; Co&gt;"} {
		if !strings.Contains(r.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	for _, want := range []string{"Paddock\n=======\n\nVotre demande <b>KT-7Q4M9X</b>\n\n", "Bonjour <script>alert(1)</script> & co,\n\n",
		"Message\u00a0:\n  ligne 1\n  ligne 2", "Confirmer\u00a0:\nhttps://shop.example/fr/newsletter/subscription/success?token=a&b=c\n",
		"-- \nPaddock · Équitation pour cavaliers, chevaux et clubs\nhttps://shop.example/fr\n", "Se désinscrire\u00a0: javascript:alert(1)\nPaddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Allemagne\nGérance : <Anna & Co>\n"} {
		if !strings.Contains(r.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, r.Text)
		}
	}
}

// TestLayoutFitsAPhone checks what keeps every mail within 320 px (the
// e2e journeys measure it in Chromium, see e2e/support/mailbox.ts): the
// frame's tables are laid out by their width, not by what they hold, no
// text refuses to wrap, and a value's long word (an IBAN, a link a
// customer typed) has places to break that copying leaves out.
func TestLayoutFitsAPhone(t *testing.T) {
	t.Parallel()
	l := mail.NewLayout("https://shop.example")
	r, err := l.Render(mail.Content{Locale: i18n.German, Title: "Ihre Bestellung 100000042",
		Fields: []mail.Field{{Label: "2 × Reithandschuhe Premium Winter (Größe: M; Farbe: Schwarz; Name: Jördis-Marie)", Value: "59,90 €"},
			{Label: "IBAN", Value: "DE89 3704 0044 0532 0130 00"}, {Label: "Nachricht", Value: "siehe https://example.com/" + strings.Repeat("a", 40)}},
		Action: &mail.Action{Label: "Ansehen", URL: "https://shop.example/de/customer/orders/100000042"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(r.HTML, "nowrap") {
		t.Error("the HTML keeps a text from wrapping (white-space:nowrap)")
	}
	if n := strings.Count(r.HTML, "table-layout:fixed"); n != 2 {
		t.Errorf("%d frame tables laid out fixed, want 2", n)
	}
	for _, want := range []string{"<td valign=\"top\" style=\"padding:6px 0;border-bottom:1px solid #e3ded3;white-space:pre-wrap;overflow-wrap:break-word\">59,90 €</td>",
		">DE89 3704 0044 0532 0130 00</td>", ">siehe https://example.com/<wbr>aaaaaaaaaaaaaaaaaaaa<wbr>aaaaaaaaaaaaaaaaaaaa</td>"} {
		if !strings.Contains(r.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, r.HTML)
		}
	}
	if !strings.Contains(r.Text, "Nachricht: siehe https://example.com/"+strings.Repeat("a", 40)+"\n") {
		t.Errorf("the text part breaks a value:\n%s", r.Text)
	}
}

// TestHTMLLinksTheAddressesParagraphsName: a web address a paragraph
// writes out (a guest's order page, "pay now") is a link in the HTML,
// without the sentence's last mark, and nothing else becomes one; the
// text part keeps them as written (it is sent flowed, see
// TestSMTPDeliveryWithSTARTTLSAndAuth).
func TestHTMLLinksTheAddressesParagraphsName(t *testing.T) {
	t.Parallel()
	l := mail.NewLayout("https://shop.example")
	link := "https://shop.example/de/checkout/transaction/testpay/process?payment_token=" + strings.Repeat("x", 40) + "&resume=1"
	r, err := l.Render(mail.Content{Locale: i18n.German, Title: "Ihre Bestellung",
		Paragraphs: []string{"Mehr unter https://shop.example/de/agb. Danke!"},
		After:      []string{"Falls Sie die Zahlung nicht abschließen konnten:\n" + link, "javascript:alert(1) bleibt <Text>"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Falls Sie die Zahlung nicht abschließen konnten:\n<a href=\"" + strings.ReplaceAll(link, "&", "&amp;") + "\"",
		`Mehr unter <a href="https://shop.example/de/agb" style="color:#1f3d2b;word-break:break-all">https://shop.example/de/agb</a>. Danke!`,
		"javascript:alert(1) bleibt &lt;Text&gt;"} {
		if !strings.Contains(r.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	if strings.Contains(r.HTML, `href="javascript`) {
		t.Error("a javascript: text became a link")
	}
	if !strings.Contains(r.Text, "konnten:\n"+link+"\n") {
		t.Errorf("text:\n%s", r.Text)
	}
}

func TestLayoutInEveryLocale(t *testing.T) {
	l := mail.NewLayout("https://shop.example")
	for _, loc := range i18n.Locales {
		r, err := l.Render(mail.Content{Locale: loc, Title: "T", Paragraphs: []string{"P"}})
		if err != nil {
			t.Fatal(err)
		}
		tagline := i18n.Messages().T(loc, "mail.layout.tagline")
		if !i18n.Messages().Has(loc, "mail.layout.tagline") || !strings.Contains(r.Text, tagline) || !strings.Contains(r.HTML, "https://shop.example/"+string(loc)) {
			t.Errorf("%s: %s", loc, r.Text)
		}
	}
}

func TestDevPages(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	e := newEnv(t, d, mail.Options{})
	e.enqueue(t, mail.Message{To: []string{"anna@example.de"}, Subject: "Bitte bestätigen <script>", Tag: "newsletter.confirm",
		Text: "Bitte klicken Sie:\nhttps://shop.example/de/newsletter/subscription/success?token=abc&x=\"y\n",
		HTML: `<p style="color:red">Hallo <a href="https://shop.example">Link</a></p><script>alert(1)</script>`})
	e.run(t)
	stored, _ := mail.NewMailbox(d).List(context.Background(), 1)
	h := mail.NewMailbox(d).DevHandler(discard)
	get := func(path string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
		return w
	}

	list := get("/dev/mail")
	if list.Code != 200 || !strings.Contains(list.Body.String(), "Bitte bestätigen &lt;script&gt;") ||
		!strings.Contains(list.Body.String(), `href="/dev/mail/`) || strings.Contains(list.Body.String(), "<script>") {
		t.Errorf("list %d:\n%s", list.Code, list.Body.String())
	}
	if csp := list.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
		t.Errorf("CSP %q", csp)
	}

	one := get("/dev/mail/" + strconv.FormatInt(stored[0].ID, 10))
	body := one.Body.String()
	if one.Code != 200 || strings.Contains(body, "<script>") || !strings.Contains(body, `<iframe sandbox="" `) ||
		!strings.Contains(body, `srcdoc="&lt;p style=&#34;color:red&#34;&gt;Hallo`) ||
		!strings.Contains(body, `<a href="https://shop.example/de/newsletter/subscription/success?token=abc&amp;x=">`) {
		t.Errorf("message %d:\n%s", one.Code, body)
	}

	js := get("/dev/mail.json")
	var out []struct {
		ID      int64    `json:"id"`
		To      []string `json:"to"`
		Subject string   `json:"subject"`
		Text    string   `json:"text"`
		Tag     string   `json:"tag"`
	}
	if err := json.Unmarshal(js.Body.Bytes(), &out); err != nil || len(out) != 1 || out[0].Tag != "newsletter.confirm" ||
		!strings.Contains(out[0].Text, "token=abc") || out[0].To[0] != "anna@example.de" {
		t.Errorf("json %s %v", js.Body.String(), err)
	}
	for _, path := range []string{"/dev/mail/999", "/dev/mail/abc", "/dev/mail/0", "/dev/mail/1/2", "/dev/mailbox"} {
		if w := get(path); w.Code != 404 {
			t.Errorf("%s: %d", path, w.Code)
		}
	}
}
