package commerce_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

const (
	subscribeMutation   = `mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`
	confirmMutation     = `mutation Confirm($token: String!) { confirmNewsletterSubscription(token: $token) { status } }`
	unsubscribeMutation = `mutation Unsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { status } }`
	ticketMutation      = `mutation Ticket($input: HelpdeskTicketInput!) { submitHelpdeskTicket(input: $input) { code } }`
)

var newsletterLink = regexp.MustCompile(`https://shop\.example/(de|en|fr)/newsletter/subscription/success\?(token|unsubscribe)=([A-Za-z0-9_-]+)`)

func TestNewsletterDoubleOptInThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		api := newFormsAPI(t, d)
		if s := status(t, api.do(t, "shop_en", subscribeMutation, map[string]any{"email": "rider@example.de"}), "subscribeEmailToNewsletter"); s != "UNCONFIRMED" {
			t.Fatalf("subscribe: %s", s)
		}
		confirm := api.lastMail(t)
		m := newsletterLink.FindStringSubmatch(confirm.Text)
		if m == nil || m[1] != "en" || m[2] != "token" || confirm.To[0] != "rider@example.de" {
			t.Fatalf("confirmation mail: %+v", confirm)
		}
		for range 2 { // the second time is a replay
			if s := status(t, api.do(t, "shop_en", confirmMutation, map[string]any{"token": m[3]}), "confirmNewsletterSubscription"); s != "SUBSCRIBED" {
				t.Fatalf("confirm: %s", s)
			}
		}
		// The answer for a subscribed address is the answer for any other.
		if s := status(t, api.do(t, "shop_de", subscribeMutation, map[string]any{"email": "Rider@Example.de"}), "subscribeEmailToNewsletter"); s != "UNCONFIRMED" {
			t.Errorf("subscribed again: %s", s)
		}
		welcome := api.lastMail(t)
		u := newsletterLink.FindStringSubmatch(welcome.Text)
		if welcome.Tag != "newsletter.welcome" || u == nil || u[2] != "unsubscribe" {
			t.Fatalf("welcome mail: %+v", welcome)
		}
		if s := status(t, api.do(t, "shop_en", unsubscribeMutation, map[string]any{"token": u[3]}), "unsubscribeFromNewsletter"); s != "UNSUBSCRIBED" {
			t.Errorf("unsubscribe: %s", s)
		}

		var log []struct {
			Action    string `db:"action"`
			IP        string `db:"ip"`
			UserAgent string `db:"user_agent"`
		}
		if err := d.Read().Select(context.Background(), &log, "SELECT action, ip, user_agent FROM newsletter_consent_log ORDER BY id"); err != nil {
			t.Fatal(err)
		}
		if len(log) != 3 || log[0].Action != "requested" || log[1].Action != "confirmed" || log[2].Action != "unsubscribed" ||
			log[0].IP != "192.0.2.1" || log[0].UserAgent != "Journey/1.0" {
			t.Errorf("consent log %+v", log)
		}

		// Bad input: translated by the Store header's language.
		tampered := []byte(m[3])
		tampered[10] = 'A' + (tampered[10]+1-'A')%26
		scenarios := []gqltest.Scenario{
			{Name: "a malformed address, de", Store: "shop_de", Query: subscribeMutation, Variables: map[string]any{"email": "not-an-address"},
				Code: "BAD_USER_INPUT", Field: "email", Message: "Bitte geben Sie eine gültige E-Mail-Adresse ein."},
			{Name: "a malformed address, en", Store: "shop_en", Query: subscribeMutation, Variables: map[string]any{"email": "not-an-address"},
				Code: "BAD_USER_INPUT", Field: "email", Message: "Please enter a valid email format."},
			{Name: "a malformed address, fr", Store: "shop_fr", Query: subscribeMutation, Variables: map[string]any{"email": "not-an-address"},
				Code: "BAD_USER_INPUT", Field: "email", Message: "Veuillez saisir une adresse e-mail valide."},
		}
		for name, tok := range map[string]string{"no token": "", "a short token": "x", "a tampered token": string(tampered), "a huge token": strings.Repeat("A", 5000)} {
			scenarios = append(scenarios, gqltest.Scenario{Name: name, Store: "shop_fr", Query: confirmMutation, Variables: map[string]any{"token": tok},
				Code: "BAD_USER_INPUT", Message: "Ce lien n’est pas valide."})
		}
		gqltest.Run(t, api.h, "/graphql", scenarios)
		if res := api.do(t, "shop_de", unsubscribeMutation, map[string]any{"token": m[3]}); res.Code() != "BAD_USER_INPUT" {
			t.Errorf("confirmation token used to unsubscribe: %+v", res)
		}
	})
}

func FuzzFormsThroughGraphQL(f *testing.F) {
	api := newFormsAPI(f, dbtest.New(f, db.SQLite))
	f.Add("Anna", "anna@example.de", "Frage", "Hallo\r\nWelt", "+49 30 123456", "", "")
	f.Add("", "", "", "", "", "x", "AAAA")
	f.Add("\x00\xff", "a@b", "\u2028", strings.Repeat("ü", 6000), "((((", "", strings.Repeat("-", 66))
	f.Fuzz(func(t *testing.T, name, email, subject, message, telephone, honeypot, token string) {
		check := func(what string, res gqltest.Response) {
			t.Helper()
			if res.Status >= 500 || res.Code() == "INTERNAL_SERVER_ERROR" {
				t.Fatalf("%s: %d %+v", what, res.Status, res.Errors)
			}
			if len(res.Errors) > 0 && res.Message() == "" {
				t.Fatalf("%s: an error without a message: %+v", what, res.Errors)
			}
		}
		check("ticket", api.do(t, "shop_de", ticketMutation, map[string]any{"input": map[string]any{
			"name": name, "email": email, "subject": subject, "message": message, "telephone": telephone, "channel": "CONTACT_FORM", "honeypot": honeypot,
		}}))
		check("subscribe", api.do(t, "shop_en", subscribeMutation, map[string]any{"email": email}))
		check("confirm", api.do(t, "shop_fr", confirmMutation, map[string]any{"token": token}))
		check("unsubscribe", api.do(t, "shop_fr", unsubscribeMutation, map[string]any{"token": token}))
	})
}
