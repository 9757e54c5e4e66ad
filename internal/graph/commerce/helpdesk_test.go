package commerce_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/helpdesk"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

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
