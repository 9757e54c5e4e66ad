package admin_test

import (
	"bytes"
	"net/http"
	"regexp"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/newsletter"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

var confirmLink = regexp.MustCompile(`success\?token=([A-Za-z0-9_-]+)`)

// TestNewsletterSubscribers: support lists the subscribers with their
// proof, by status and address, and unsubscribes one on their word
// (logged as proof, audited); a content editor may not.
func TestNewsletterSubscribers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := desktest.Open(t, d)
		staffRows(t, s, "support")
		letters, err := newsletter.NewService(d, s.Outbox, s.Limiter, newsletter.Options{BaseURL: "https://shop.example",
			Key: bytes.Repeat([]byte("n"), 32), Now: s.Clock.Now, Audit: s.Audit})
		if err != nil {
			t.Fatal(err)
		}
		api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Newsletter: letters.(newsletter.Staff)}, gqlserver.Options{})
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
				ctx = access.With(ctx, p)
			}
			api.ServeHTTP(w, r.WithContext(ctx))
		})
		from := newsletter.Origin{Store: storecode.Store{Site: "shop", Locale: i18n.German}, Client: ratelimit.Client{IP: "192.0.2.44",
			UserAgent: "Firefox"}}
		for _, email := range []string{"anna@example.de", "ben@example.de"} {
			if _, err := letters.Subscribe(s.Ctx, email, from); err != nil {
				t.Fatal(err)
			}
		}
		mails := s.Mails(t, "newsletter.confirm")
		token := confirmLink.FindStringSubmatch(mails[0].Text)
		if len(token) < 2 {
			t.Fatalf("no link in %s", mails[0].Text)
		}
		if _, err := letters.Confirm(s.Ctx, token[1], from); err != nil {
			t.Fatal(err)
		}
		confirmed := mails[0].To[0]
		const list = `query($status: NewsletterStatus, $search: String) { newsletterSubscribers(status: $status, search: $search) {
			totalCount items { id email status confirmedAt proof { action ip userAgent text at } } } }`
		var id string
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a content editor may not", Query: list, Header: as("content"), Code: "FORBIDDEN"},
			{Name: "the pending", Query: list, Variables: map[string]any{"status": "PENDING"}, Header: as("support"),
				Data: map[string]any{"newsletterSubscribers.totalCount": 1.0, "newsletterSubscribers.items.0.status": "PENDING",
					"newsletterSubscribers.items.0.confirmedAt": nil}},
			{Name: "the confirmed with the proof", Query: list, Variables: map[string]any{"status": "CONFIRMED"}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "newsletterSubscribers.totalCount") != 1.0 ||
						gqltest.At(res.Data, "newsletterSubscribers.items.0.email") != confirmed ||
						gqltest.At(res.Data, "newsletterSubscribers.items.0.proof.1.action") != "confirmed" ||
						gqltest.At(res.Data, "newsletterSubscribers.items.0.proof.1.ip") != "192.0.2.44" ||
						gqltest.At(res.Data, "newsletterSubscribers.items.0.proof.1.userAgent") != "Firefox" ||
						gqltest.At(res.Data, "newsletterSubscribers.items.0.proof.0.text") == "" {
						t.Fatalf("confirmed %v %v", res.Data, res.Errors)
					}
					id, _ = gqltest.At(res.Data, "newsletterSubscribers.items.0.id").(string)
				}},
			{Name: "an unknown status", Query: `{ newsletterSubscribers(status: GONE) { totalCount } }`, Header: as("support"),
				Status: 422, Code: "GRAPHQL_VALIDATION_FAILED"},
		})
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "unsubscribed on their word", Query: `mutation($id: ID!) { unsubscribeNewsletterSubscriber(id: $id) { status unsubscribedAt proof { action text } } }`,
				Variables: map[string]any{"id": id}, Header: as("support"), Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "unsubscribeNewsletterSubscriber.status") != "UNSUBSCRIBED" ||
						gqltest.At(res.Data, "unsubscribeNewsletterSubscriber.unsubscribedAt") == nil ||
						gqltest.At(res.Data, "unsubscribeNewsletterSubscriber.proof.2.action") != "unsubscribed" {
						t.Fatalf("unsubscribed %v %v", res.Data, res.Errors)
					}
				}},
			{Name: "none confirmed any more", Query: list, Variables: map[string]any{"status": "CONFIRMED"}, Header: as("support"),
				Data: map[string]any{"newsletterSubscribers.totalCount": 0.0}},
			{Name: "found by address", Query: list, Variables: map[string]any{"search": confirmed}, Header: as("support"),
				Data: map[string]any{"newsletterSubscribers.totalCount": 1.0, "newsletterSubscribers.items.0.status": "UNSUBSCRIBED"}},
			{Name: "an unknown one", Query: `mutation { unsubscribeNewsletterSubscriber(id: "99999") { status } }`, Header: as("support"),
				Code: "NOT_FOUND"},
		})
		if entries, err := s.Audit.Of(s.Ctx, "newsletter_subscriber", id, 10); err != nil || len(entries) != 1 ||
			entries[0].Operation != "newsletter.unsubscribe" {
			t.Fatalf("trail %+v %v", entries, err)
		}
	})
}
