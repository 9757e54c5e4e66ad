package app_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
)

// TestMailFormsAndDevMailbox checks the wiring of the newsletter, the
// helpdesk, the outbox and the developer mailbox: a sign-up through
// /graphql lands in the outbox with its delivery job, and /dev/mail shows
// it in developer mode only.
func TestMailFormsAndDevMailbox(t *testing.T) {
	for _, dev := range []bool{true, false} {
		cfg := testConfig(t, db.SQLite)
		cfg.Dev = dev
		ctx := context.Background()
		logger := slog.New(slog.DiscardHandler)
		d, err := app.Open(ctx, cfg, logger)
		if err != nil {
			t.Fatal(err)
		}
		if err := catalog.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		a, err := app.New(ctx, cfg, logger)
		if err != nil {
			t.Fatal(err)
		}
		h := a.Handler()
		headers := map[string]string{"Content-Type": "application/json", "Store": "shop_en"}
		w := get(t, h, "POST", "/graphql", `{"query":"mutation { subscribeEmailToNewsletter(email: \"rider@example.de\") { status } }"}`, headers)
		if w.Code != 200 || !strings.Contains(w.Body.String(), `"status":"UNCONFIRMED"`) {
			t.Errorf("subscribe: %d %s", w.Code, w.Body.String())
		}
		w = get(t, h, "POST", "/graphql", `{"query":"mutation { submitHelpdeskTicket(input: {name: \"Anna\", email: \"anna@example.de\", subject: \"Frage\", message: \"Hallo\", channel: CONTACT_FORM}) { code } }"}`, headers)
		if w.Code != 200 || !strings.Contains(w.Body.String(), `"code":"KT-`) {
			t.Errorf("ticket: %d %s", w.Code, w.Body.String())
		}
		var jobs int
		if err := d.Read().Get(ctx, &jobs, "SELECT COUNT(*) FROM job WHERE kind = 'mail.deliver'"); err != nil || jobs != 3 {
			t.Errorf("%d delivery jobs, %v", jobs, err)
		}

		w = get(t, h, "GET", "/dev/mail.json", "", nil)
		if dev {
			var mails []struct {
				Subject string `json:"subject"`
				State   string `json:"state"`
			}
			if err := json.Unmarshal(w.Body.Bytes(), &mails); err != nil || len(mails) != 3 || mails[2].Subject != "Please confirm your newsletter subscription" || mails[2].State != "queued" {
				t.Errorf("/dev/mail.json: %d %s", w.Code, w.Body.String())
			}
			if page := get(t, h, "GET", "/dev/mail", "", nil); page.Code != 200 || !strings.Contains(page.Body.String(), "Please confirm your newsletter subscription") {
				t.Errorf("/dev/mail: %d", page.Code)
			}
		} else if w.Code == 200 || strings.Contains(w.Body.String(), "newsletter") {
			t.Errorf("/dev/mail.json outside developer mode: %d %s", w.Code, w.Body.String())
		}
		if page := get(t, h, "GET", "/dev/mail", "", nil); !dev && strings.Contains(page.Body.String(), "Mailbox") {
			t.Errorf("/dev/mail outside developer mode: %d", page.Code)
		}
		_ = a.Close()
		_ = d.Close()
	}
}
