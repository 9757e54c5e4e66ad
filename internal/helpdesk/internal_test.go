package helpdesk

import (
	"context"
	"log/slog"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var codePattern = regexp.MustCompile(`^KT-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$`)

func TestCodesAreReadableAndVaried(t *testing.T) {
	seen := map[string]bool{}
	used := map[rune]bool{}
	for range 2000 {
		c := newCode()
		if !codePattern.MatchString(c) {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
		for _, r := range c[3:] {
			used[r] = true
		}
	}
	if len(seen) < 1990 || len(used) != len(codeAlphabet) {
		t.Errorf("%d distinct codes of 2000, %d of %d characters used", len(seen), len(used), len(codeAlphabet))
	}
}

func TestATakenCodeIsDrawnAgain(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		q := jobs.New(d, slog.New(slog.DiscardHandler))
		outbox, err := mail.NewOutbox(d, q, mail.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := NewService(d, outbox, ratelimit.NewDB(d, nil), Options{BaseURL: "https://shop.example"}).(*service)
		draws := []string{"KT-AAAAAA", "KT-AAAAAA", "KT-BBBBBB"}
		s.codes = func() string { c := draws[0]; draws = draws[1:]; return c }
		in := Input{Name: "Anna", Email: "anna@example.de", Subject: "Frage", Message: "Hallo", Channel: ContactForm}
		from := Origin{Store: storecode.Store{Site: "shop", Locale: i18n.German}, Client: ratelimit.Client{IP: "192.0.2.1"}}
		first, err := s.Submit(context.Background(), in, from)
		if err != nil || first != "KT-AAAAAA" {
			t.Fatalf("first: %s %v", first, err)
		}
		second, err := s.Submit(context.Background(), in, from)
		if err != nil || second != "KT-BBBBBB" {
			t.Fatalf("second: %s %v", second, err)
		}
	})
}

func FuzzCheck(f *testing.F) {
	f.Add("Anna Muster", "anna@example.de", "Frage zur Lieferung", "Hallo,\r\nwann kommt meine Bestellung?", "+49 (0)30 123-456", "contact_form")
	f.Add("", "", "", "", "", "")
	f.Add("A\x00", "x@y", "Betreff\r\nBcc: a@b.de", "\u2028", "abc", "email")
	f.Add(strings.Repeat("é", 101), "a@b.de", strings.Repeat("s", 201), strings.Repeat("m", 5001), strings.Repeat("1", 31), "contact_form")
	f.Fuzz(func(t *testing.T, name, email, subject, message, telephone, channel string) {
		tk, err := check(Input{Name: name, Email: email, Subject: subject, Message: message, Telephone: telephone, Channel: Channel(channel)})
		if err != nil {
			return
		}
		// What passes fits its limits and is safe to put into a mail.
		for _, single := range []string{tk.Name, tk.Subject, tk.Telephone, tk.Email} {
			if strings.ContainsAny(single, "\r\n\x00") || !utf8.ValidString(single) {
				t.Fatalf("line break or bad text accepted: %q", single)
			}
		}
		for _, r := range tk.Message {
			if unicode.IsControl(r) && r != '\n' && r != '\t' {
				t.Fatalf("control character %U accepted in the message", r)
			}
		}
		if tk.Name == "" || tk.Subject == "" || tk.Message == "" || !mail.ValidAddress(tk.Email) || tk.Channel != ContactForm ||
			utf8.RuneCountInString(tk.Name) > MaxName || utf8.RuneCountInString(tk.Subject) > MaxSubject ||
			utf8.RuneCountInString(tk.Message) > MaxMessage || utf8.RuneCountInString(tk.Telephone) > MaxTelephone {
			t.Fatalf("accepted %+v", tk)
		}
	})
}
