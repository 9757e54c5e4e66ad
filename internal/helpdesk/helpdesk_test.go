package helpdesk_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/audit"
	"paddock/internal/helpdesk"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

type fixture struct {
	d      *db.DB
	svc    helpdesk.Service
	queue  *jobs.Queue
	outbox *mail.Outbox
	trail  audit.Service
	now    time.Time
}

func setup(t *testing.T, d *db.DB) *fixture {
	t.Helper()
	f := &fixture{d: d, now: time.Date(2026, 11, 21, 14, 0, 0, 0, time.UTC)}
	clock := func() time.Time { return f.now }
	f.queue = jobs.New(d, slog.New(slog.DiscardHandler))
	outbox, err := mail.NewOutbox(d, f.queue, mail.Options{From: "Paddock <shop@paddock.example>", ShopAddress: "service@paddock.example"})
	if err != nil {
		t.Fatal(err)
	}
	f.queue.Handle(mail.JobKind, outbox.HandleJob)
	f.outbox = outbox
	trail, err := audit.NewService(audit.Options{DB: d, Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	f.trail = trail
	f.svc = helpdesk.NewService(d, outbox, ratelimit.NewDB(d, clock), helpdesk.Options{BaseURL: "https://shop.example", Now: clock,
		Audit: trail})
	return f
}

func (f *fixture) mails(t *testing.T) []mail.Stored {
	t.Helper()
	for {
		n, err := f.queue.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	msgs, err := mail.NewMailbox(f.d).List(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	return msgs
}

func from(l i18n.Locale, ip string) helpdesk.Origin {
	return helpdesk.Origin{Store: storecode.Store{Site: "shop", Locale: l}, Client: ratelimit.Client{IP: ip, UserAgent: "Test"}}
}

func valid() helpdesk.Input {
	return helpdesk.Input{
		Name: "Müller, Anna \"Reiterhof\"", Email: "anna@example.de", Subject: "Frage zur Schabracke",
		Message: "Guten Tag,\r\npasst die Schabracke auch auf ein Pony?\r\n\r\nViele Grüße", Telephone: "+49 (0)30 1234-567",
		Channel: helpdesk.ContactForm,
	}
}

var codePattern = regexp.MustCompile(`^KT-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$`)

func TestSubmitStoresAndMails(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		// Invisible format characters go (a right-to-left override could
		// turn the subject around in the shop's mail program).
		in := valid()
		in.Name = "Müller, Anna \u200B\"Reiterhof\""
		in.Subject = "Frage zur \u202ESchabracke\u202C"
		in.Message = "Guten Tag,\r\npasst die \u2067Schabracke\u2069 auch auf ein Pony?\r\n\r\nViele Grüße"
		code, err := f.svc.Submit(ctx, in, from(i18n.English, "192.0.2.1"))
		if err != nil || !codePattern.MatchString(code) {
			t.Fatalf("submit: %q %v", code, err)
		}
		var row struct {
			Code      string    `db:"code"`
			Channel   string    `db:"channel"`
			StoreCode string    `db:"store_code"`
			Name      string    `db:"name"`
			Email     string    `db:"email"`
			Telephone string    `db:"telephone"`
			Subject   string    `db:"subject"`
			Message   string    `db:"message"`
			Status    string    `db:"status"`
			CreatedAt time.Time `db:"created_at"`
		}
		if err := d.Read().Get(ctx, &row, `SELECT code, channel, store_code, name, email, telephone, subject, message, status, created_at
			FROM helpdesk_ticket`); err != nil {
			t.Fatal(err)
		}
		if row.Code != code || row.Channel != "contact_form" || row.StoreCode != "shop_en" || row.Name != `Müller, Anna "Reiterhof"` ||
			row.Telephone != "+49 (0)30 1234-567" || row.Message != "Guten Tag,\npasst die Schabracke auch auf ein Pony?\n\nViele Grüße" ||
			row.Status != "new" || !row.CreatedAt.Equal(f.now) {
			t.Errorf("stored %+v", row)
		}

		msgs := f.mails(t)
		if len(msgs) != 2 {
			t.Fatalf("%d mails", len(msgs))
		}
		byTag := map[string]mail.Stored{}
		for _, m := range msgs {
			byTag[m.Tag] = m
		}
		shop, receipt := byTag["helpdesk.ticket"], byTag["helpdesk.receipt"]
		if shop.To[0] != "service@paddock.example" || shop.ReplyTo != `"Müller, Anna \"Reiterhof\"" <anna@example.de>` ||
			shop.Subject != "Kontaktanfrage "+code+": Frage zur Schabracke" || shop.State != mail.StateSent {
			t.Errorf("shop mail %+v", shop)
		}
		for _, want := range []string{"Vorgangsnummer: " + code, "E-Mail: anna@example.de", "Telefon: +49 (0)30 1234-567", "Shop: shop_en",
			"Eingang über: Kontaktformular", "Nachricht:\n  Guten Tag,\n  passt die Schabracke auch auf ein Pony?"} {
			if !strings.Contains(shop.Text, want) {
				t.Errorf("shop mail lacks %q:\n%s", want, shop.Text)
			}
		}
		if !strings.Contains(shop.HTML, "Müller, Anna &#34;Reiterhof&#34;") {
			t.Errorf("shop mail HTML:\n%s", shop.HTML)
		}
		// The receipt goes to an address nobody verified: the code, and
		// nothing the sender wrote but a plausible name.
		if receipt.To[0] != "anna@example.de" || receipt.Subject != "We have received your request "+code ||
			!strings.Contains(receipt.Text, "Reference: "+code) || strings.Contains(receipt.Text, "Schabracke") ||
			strings.Contains(receipt.Text, "Pony") || strings.Contains(receipt.Text, "Reiterhof") || !strings.Contains(receipt.Text, "Hello,\n") ||
			receipt.ReplyTo != "" {
			t.Errorf("receipt %+v", receipt)
		}
	})
}

func TestCodesAreUnique(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		seen := map[string]bool{}
		for i := range 20 {
			in := valid()
			in.Email = "kunde" + strings.Repeat("x", i) + "@example.de"
			code, err := f.svc.Submit(context.Background(), in, from(i18n.German, fmt.Sprintf("192.0.2.%d", i+1)))
			if err != nil {
				t.Fatal(err)
			}
			if seen[code] {
				t.Fatalf("code %s twice", code)
			}
			seen[code] = true
		}
		// The table refuses a second ticket with a code, whatever the service does.
		_, err := d.Write().Exec(context.Background(), `INSERT INTO helpdesk_ticket (code, channel, store_code, locale, name, email, subject, message, created_at)
			SELECT code, channel, store_code, locale, name, email, subject, message, created_at FROM helpdesk_ticket LIMIT 1`)
		if err == nil {
			t.Error("a duplicate code was stored")
		}
	})
}

func TestEveryValidationErrorIsTranslated(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		type msgs = map[i18n.Locale]string
		required := msgs{i18n.German: "Dies ist ein Pflichtfeld.", i18n.English: "This is a required field.", i18n.French: "Ce champ est obligatoire."}
		email := msgs{i18n.German: "Bitte geben Sie eine gültige E-Mail-Adresse ein.", i18n.English: "Please enter a valid email format.", i18n.French: "Veuillez saisir une adresse e-mail valide."}
		tooLong := func(n string) msgs {
			return msgs{i18n.German: "Bitte verwenden Sie höchstens " + n + " Zeichen.", i18n.English: "Please use at most " + n + " characters.",
				i18n.French: "Veuillez utiliser au maximum " + n + " caractères."}
		}
		characters := msgs{i18n.German: "Dieses Feld enthält Zeichen, die nicht erlaubt sind.", i18n.English: "This field contains characters that are not allowed.",
			i18n.French: "Ce champ contient des caractères non autorisés."}
		phone := msgs{i18n.German: "Bitte geben Sie eine gültige Telefonnummer ein", i18n.English: "Please enter a valid telephone number",
			i18n.French: "Veuillez saisir un numéro de téléphone valide"}
		channel := msgs{i18n.German: "Bitte senden Sie Ihre Anfrage über das Kontaktformular.", i18n.English: "Please send your request through the contact form.",
			i18n.French: "Veuillez envoyer votre demande via le formulaire de contact."}
		tests := []struct {
			name  string
			edit  func(*helpdesk.Input)
			field string
			want  msgs
		}{
			{"no name", func(in *helpdesk.Input) { in.Name = "   " }, "name", required},
			{"long name", func(in *helpdesk.Input) { in.Name = strings.Repeat("ä", 101) }, "name", tooLong("100")},
			{"line break in name", func(in *helpdesk.Input) { in.Name = "Anna\nBcc: x@example.de" }, "name", characters},
			{"no email", func(in *helpdesk.Input) { in.Email = "" }, "email", required},
			{"bad email", func(in *helpdesk.Input) { in.Email = "anna@example" }, "email", email},
			{"injected email", func(in *helpdesk.Input) { in.Email = "anna@example.de\r\nBcc: x@example.de" }, "email", email},
			{"no subject", func(in *helpdesk.Input) { in.Subject = "" }, "subject", required},
			{"long subject", func(in *helpdesk.Input) { in.Subject = strings.Repeat("s", 201) }, "subject", tooLong("200")},
			{"line break in subject", func(in *helpdesk.Input) { in.Subject = "Frage\r\nBcc: x@example.de" }, "subject", characters},
			{"no message", func(in *helpdesk.Input) { in.Message = "\r\n " }, "message", required},
			{"long message", func(in *helpdesk.Input) { in.Message = strings.Repeat("m", 5001) }, "message", tooLong("5000")},
			{"control character in message", func(in *helpdesk.Input) { in.Message = "Hallo\x1b[31m" }, "message", characters},
			{"long telephone", func(in *helpdesk.Input) { in.Telephone = strings.Repeat("1", 31) }, "telephone", tooLong("30")},
			{"letters in telephone", func(in *helpdesk.Input) { in.Telephone = "030 CALL ME" }, "telephone", phone},
			{"too few digits", func(in *helpdesk.Input) { in.Telephone = "+49" }, "telephone", phone},
			{"no channel", func(in *helpdesk.Input) { in.Channel = "" }, "channel", channel},
		}
		for _, tt := range tests {
			for l, want := range tt.want {
				in := valid()
				tt.edit(&in)
				_, err := f.svc.Submit(ctx, in, from(l, "192.0.2.1"))
				e := apperr.As(err)
				if e.Kind != apperr.Invalid || e.Field != tt.field || !strings.HasPrefix(e.Message(i18n.WithLocale(ctx, l)), want) {
					t.Errorf("%s in %s: %v (%q)", tt.name, l, err, e.Message(i18n.WithLocale(ctx, l)))
				}
			}
		}
		// All problems at once, each naming its field.
		_, err := f.svc.Submit(ctx, helpdesk.Input{Email: "x", Telephone: "?", Channel: helpdesk.ContactForm}, from(i18n.German, "192.0.2.1"))
		var fields []string
		for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
			fields = append(fields, apperr.As(e).Field)
		}
		if strings.Join(fields, ",") != "name,email,subject,message,telephone" {
			t.Errorf("fields %v", fields)
		}
		if msgs := f.mails(t); len(msgs) != 0 {
			t.Errorf("%d mails after bad input", len(msgs))
		}
		var n int
		if err := d.Read().Get(ctx, &n, "SELECT COUNT(*) FROM helpdesk_ticket"); err != nil || n != 0 {
			t.Errorf("%d tickets after bad input", n)
		}
	})
}

func TestHoneypotAndRateLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		in := valid()
		in.Honeypot = "https://spam.example"
		_, err := f.svc.Submit(ctx, in, from(i18n.French, "203.0.113.9"))
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Message(i18n.WithLocale(ctx, i18n.French)) != "Votre message n’a pas pu être envoyé. Veuillez réessayer ou nous écrire un e-mail." {
			t.Errorf("honeypot: %v", err)
		}
		if msgs := f.mails(t); len(msgs) != 0 {
			t.Errorf("honeypot: %d mails", len(msgs))
		}

		for i := range helpdesk.SubmitPerIP.Limit {
			if _, err := f.svc.Submit(ctx, valid(), from(i18n.German, "203.0.113.9")); err != nil {
				t.Fatalf("ticket %d: %v", i+1, err)
			}
		}
		_, err = f.svc.Submit(ctx, valid(), from(i18n.German, "203.0.113.9"))
		if e := apperr.As(err); e.Kind != apperr.RateLimited || !strings.HasPrefix(e.Message(i18n.WithLocale(ctx, i18n.German)), "Sie haben in kurzer Zeit mehrere Nachrichten gesendet.") {
			t.Errorf("sixth ticket: %v", err)
		}
		// Another client is not affected; after the window the first may write again.
		if _, err := f.svc.Submit(ctx, valid(), from(i18n.German, "203.0.113.10")); err != nil {
			t.Errorf("other client: %v", err)
		}
		f.now = f.now.Add(helpdesk.SubmitPerIP.Window)
		if _, err := f.svc.Submit(ctx, valid(), from(i18n.German, "203.0.113.9")); err != nil {
			t.Errorf("after the window: %v", err)
		}
		if msgs := f.mails(t); len(msgs) != 2*(helpdesk.SubmitPerIP.Limit+2) {
			t.Errorf("%d mails", len(msgs))
		}
	})
}

// Receipts count against the inbox's budget of mails to unverified
// addresses, shared with every other form: past it the ticket is taken
// and the shop told, but the address gets no more mail that day.
func TestReceiptsKeepTheRecipientsBudget(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		spent := mail.RecipientBudget.Limit - 2
		for range spent {
			if err := d.InTx(ctx, func(tx db.Handle) error {
				return f.outbox.Enqueue(ctx, tx, mail.Message{To: []string{"anna@example.de"}, Subject: "Eingang", Text: "x",
					Tag: "test.receipt", Unverified: true})
			}); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 4 {
			in := valid()
			if i%2 == 1 {
				in.Email = "Anna+kontakt@Example.de"
			}
			if _, err := f.svc.Submit(ctx, in, from(i18n.German, fmt.Sprintf("192.0.2.%d", 30+i))); err != nil {
				t.Fatalf("ticket %d: %v", i+1, err)
			}
		}
		tickets, receipts := 0, 0
		for _, m := range f.mails(t) {
			switch m.Tag {
			case "helpdesk.ticket":
				tickets++
			case "helpdesk.receipt":
				receipts++
			}
		}
		if tickets != 4 || receipts != 2 {
			t.Errorf("%d tickets to the shop and %d receipts; want 4 and 2", tickets, receipts)
		}
	})
}
