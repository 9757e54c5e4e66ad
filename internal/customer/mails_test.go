package customer_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/mail"
)

// Whoever registers chooses the address and the name: the welcome greets
// only a plausible first name, never one carrying a link or a message,
// and counts against the inbox's budget of mails to unverified addresses,
// beyond which the account is made all the same but not mailed.
func TestWelcomeMailQuotesNoTypedLinksAndKeepsTheBudget(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		in := registration("victim@example.de")
		in.Firstname = "Ihr Konto ist gesperrt: evil.example"
		if _, err := f.svc.Register(ctx, in, de); err != nil {
			t.Fatal(err)
		}
		welcome := f.mailsTagged(t, "customer.welcome")
		if len(welcome) != 1 {
			t.Fatalf("%d welcome mails", len(welcome))
		}
		for part, body := range map[string]string{"text": welcome[0].Text, "html": welcome[0].HTML} {
			if strings.Contains(body, "evil") || strings.Contains(body, "gesperrt") {
				t.Errorf("the welcome's %s quotes the typed name:\n%s", part, body)
			}
		}
		if !strings.Contains(welcome[0].Text, "Guten Tag,\n") {
			t.Errorf("greeting:\n%s", welcome[0].Text)
		}
		f.register(t, registration("anna@example.de"), de)
		greeted := false
		for _, m := range f.mailsTagged(t, "customer.welcome") {
			greeted = greeted || m.To[0] == "anna@example.de" && strings.Contains(m.Text, "Guten Tag Anna,\n")
		}
		if !greeted {
			t.Errorf("a plain first name is not greeted")
		}

		// The inbox's budget spent by other forms: the account is made,
		// no welcome goes out.
		for range mail.RecipientBudget.Limit {
			if err := d.InTx(ctx, func(tx db.Handle) error {
				return f.outbox.Enqueue(ctx, tx, mail.Message{To: []string{"flooded@example.de"}, Subject: "Eingang", Text: "x",
					Tag: "test.receipt", Unverified: true})
			}); err != nil {
				t.Fatal(err)
			}
		}
		if c := f.register(t, registration("Flooded+shop@Example.de"), de); c.ID == 0 {
			t.Fatal("no account")
		}
		if n := len(f.mailsTagged(t, "customer.welcome")); n != 2 {
			t.Errorf("%d welcome mails; the flooded inbox got one", n)
		}
		err := d.InTx(ctx, func(tx db.Handle) error {
			return f.outbox.Enqueue(ctx, tx, mail.Message{To: []string{"flooded@example.de"}, Subject: "x", Text: "x", Tag: "test.x", Unverified: true})
		})
		if !errors.Is(err, mail.ErrBudgetSpent) {
			t.Errorf("the budget: %v", err)
		}
	})
}
