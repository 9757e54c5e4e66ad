package commerce_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/helpdesk"
	"paddock/internal/newsletter"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// formsAPI is the commerce handler with the newsletter and the helpdesk,
// behind the client middleware the app puts on the GraphQL routes.
type formsAPI struct {
	h     http.Handler
	d     *db.DB
	queue *jobs.Queue
}

func newFormsAPI(t testing.TB, d *db.DB) formsAPI {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	queue := jobs.New(d, logger)
	outbox, err := mail.NewOutbox(d, queue, mail.Options{From: "Paddock <shop@paddock.example>"})
	if err != nil {
		t.Fatal(err)
	}
	queue.Handle(mail.JobKind, outbox.HandleJob)
	limiter := ratelimit.NewDB(d, nil)
	news, err := newsletter.NewService(d, outbox, limiter, newsletter.Options{BaseURL: "https://shop.example", Key: bytes.Repeat([]byte("s"), 32)})
	if err != nil {
		t.Fatal(err)
	}
	cat := catalog.NewService(d, nil, nil)
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{
		Catalog: cat, Newsletter: news, Helpdesk: helpdesk.NewService(d, outbox, limiter, helpdesk.Options{BaseURL: "https://shop.example"}),
		BaseURL: "https://shop.example",
	}})
	h := gqlserver.New(schema, gqlserver.Options{Logger: logger, CheckStore: func(ctx context.Context, s storecode.Store) error {
		_, err := cat.StoreByCode(ctx, s.Code())
		return err
	}})
	return formsAPI{h: ratelimit.Proxies{}.Middleware(h), d: d, queue: queue}
}

func (a formsAPI) do(t testing.TB, store, query string, vars map[string]any) gqltest.Response {
	t.Helper()
	return gqltest.Do(t, a.h, "/graphql", gqltest.Request{Query: query, Variables: vars,
		Header: map[string]string{"Store": store, "User-Agent": "Journey/1.0"}})
}

// lastMail delivers what is due and returns the newest mail.
func (a formsAPI) lastMail(t *testing.T) mail.Stored {
	t.Helper()
	for {
		n, err := a.queue.RunDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
	}
	msgs, err := mail.NewMailbox(a.d).List(context.Background(), 1)
	if err != nil || len(msgs) == 0 {
		t.Fatalf("no mail: %v", err)
	}
	return msgs[0]
}

const (
	subscribeMutation   = `mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`
	confirmMutation     = `mutation Confirm($token: String!) { confirmNewsletterSubscription(token: $token) { status } }`
	unsubscribeMutation = `mutation Unsubscribe($token: String!) { unsubscribeFromNewsletter(token: $token) { status } }`
	ticketMutation      = `mutation Ticket($input: HelpdeskTicketInput!) { submitHelpdeskTicket(input: $input) { code } }`
)

func status(t *testing.T, res gqltest.Response, field string) string {
	t.Helper()
	if len(res.Errors) > 0 {
		t.Fatalf("%s: %+v", field, res.Errors)
	}
	out, _ := res.Data[field].(map[string]any)
	s, _ := out["status"].(string)
	return s
}

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

func TestHelpdeskTicketThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		api := newFormsAPI(t, d)
		input := map[string]any{"name": "Anna Muster", "email": "anna@example.de", "subject": "Lieferzeit", "message": "Wann kommt die Decke?",
			"telephone": "+49 30 1234567", "channel": "CONTACT_FORM", "honeypot": ""}
		res := api.do(t, "shop_fr", ticketMutation, map[string]any{"input": input})
		out, _ := res.Data["submitHelpdeskTicket"].(map[string]any)
		code, _ := out["code"].(string)
		if len(res.Errors) > 0 || !regexp.MustCompile(`^KT-[2-9A-HJKMNP-TV-Z]{6}$`).MatchString(code) {
			t.Fatalf("submit: %+v", res)
		}
		receipt := api.lastMail(t)
		if receipt.Tag != "helpdesk.receipt" && receipt.Tag != "helpdesk.ticket" {
			t.Errorf("mail %+v", receipt)
		}
		var n int
		if err := d.Read().Get(context.Background(), &n, "SELECT COUNT(*) FROM mail_message WHERE text_body LIKE ?", "%"+code+"%"); err != nil || n != 2 {
			t.Errorf("%d mails quote the code, %v", n, err)
		}

		// Every bad field is its own error, named in extensions.field.
		bad := map[string]any{"name": "", "email": "anna@", "subject": strings.Repeat("s", 201), "message": " ", "telephone": "abc", "channel": "CONTACT_FORM"}
		res = api.do(t, "shop_en", ticketMutation, map[string]any{"input": bad})
		fields := map[string]string{}
		for _, e := range res.Errors {
			f, _ := e.Extensions["field"].(string)
			fields[f] = e.Message
			if e.Extensions["code"] != "BAD_USER_INPUT" {
				t.Errorf("error %+v", e)
			}
		}
		want := map[string]string{
			"name": "This is a required field.", "email": "Please enter a valid email format.", "subject": "Please use at most 200 characters.",
			"message": "This is a required field.", "telephone": "Please enter a valid telephone number: at least four digits; spaces and + - / ( ) . are allowed.",
		}
		if len(fields) != len(want) || res.Data["submitHelpdeskTicket"] != nil {
			t.Errorf("errors %+v data %v", res.Errors, res.Data)
		}
		for f, msg := range want {
			if fields[f] != msg {
				t.Errorf("%s: %q; want %q", f, fields[f], msg)
			}
		}

		// The enum has one value; anything else is refused by the schema.
		other := map[string]any{"name": "A", "email": "a@example.de", "subject": "s", "message": "m", "channel": "EMAIL"}
		if res := api.do(t, "shop_de", ticketMutation, map[string]any{"input": other}); len(res.Errors) == 0 || res.Data["submitHelpdeskTicket"] != nil {
			t.Errorf("unknown channel: %+v", res)
		}
		spam := map[string]any{"name": "A", "email": "a@example.de", "subject": "s", "message": "m", "channel": "CONTACT_FORM", "honeypot": "buy now"}
		if res := api.do(t, "shop_de", ticketMutation, map[string]any{"input": spam}); res.Code() != "BAD_USER_INPUT" ||
			res.Message() != "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder schreiben Sie uns eine E-Mail." {
			t.Errorf("honeypot: %+v", res)
		}

		// The same client (192.0.2.1) may send a few tickets, then waits.
		var last gqltest.Response
		for range helpdesk.SubmitPerIP.Limit {
			last = api.do(t, "shop_en", ticketMutation, map[string]any{"input": input})
		}
		if last.Code() != "TOO_MANY_REQUESTS" || last.Message() != "You have sent several messages in a short time. Please wait a few minutes and try again." {
			t.Errorf("rate limit: %+v", last)
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
