package admin_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/graph/admin"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/helpdesk"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// staffRows inserts the test principals as staff accounts, for what
// names them by id (a ticket's assignee, a message's author).
func staffRows(t *testing.T, s *desktest.Shop, who ...string) {
	t.Helper()
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	for _, w := range who {
		p := principals[w]
		if _, err := s.DB.Write().Exec(s.Ctx, `INSERT INTO admin_staff (id, email, name, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
			p.StaffID, p.Email, p.Name, string(p.Role), now, now); err != nil {
			t.Fatal(err)
		}
	}
}

// TestHelpdesk: support lists the contact form's tickets, finds one,
// notes, replies (mailed with the code in the subject: the ticket is
// answered), pastes the customer's answer (open again), assigns and
// closes it, every write audited; a content editor may not; the
// dashboard counts the new ones.
func TestHelpdesk(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := desktest.Open(t, d)
		staffRows(t, s, "owner", "support", "content")
		desks := helpdesk.NewService(d, s.Outbox, s.Limiter, helpdesk.Options{BaseURL: "https://shop.example", Now: s.Clock.Now, Audit: s.Audit})
		api := admin.NewHandler(&admin.Resolver{Desk: s.Desk, Audit: s.Audit, Helpdesk: desks.(helpdesk.Staff)}, gqlserver.Options{})
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			if p, ok := principals[r.Header.Get("X-Test-Staff")]; ok {
				ctx = access.With(ctx, p)
			}
			api.ServeHTTP(w, r.WithContext(ctx))
		})
		submit := func(name, email, subject string, l i18n.Locale) string {
			code, err := desks.Submit(s.Ctx, helpdesk.Input{Name: name, Email: email, Subject: subject, Message: "Guten Tag, eine Frage.",
				Channel: helpdesk.ContactForm}, helpdesk.Origin{Store: storecode.Store{Site: "shop", Locale: l},
				Client: ratelimit.Client{IP: "192.0.2.7"}})
			if err != nil {
				t.Fatal(err)
			}
			return code
		}
		code := submit("Anna Berger", "anna@example.de", "Passt die Decke?", i18n.English)
		submit("Ben Roth", "ben@example.de", "Lieferzeit", i18n.German)
		var id string
		const list = `query($status: TicketStatus, $search: String, $assigneeId: ID, $unassigned: Boolean) {
			helpdeskTickets(status: $status, search: $search, assigneeId: $assigneeId, unassigned: $unassigned) {
				totalCount items { id code status name subject locale assignee { id name } } } }`
		const detail = `ticket { status assignee { name } } message messages { kind body staffName }`
		support := strconv.FormatInt(principals["support"].StaffID, 10)
		gqltest.Run(t, h, "/admin/graphql", []gqltest.Scenario{
			{Name: "a content editor may not", Query: list, Header: as("content"), Code: "FORBIDDEN"},
			{Name: "the content editor's dashboard has no tickets", Query: `{ dashboard { newTickets } }`, Header: as("content"),
				Data: map[string]any{"dashboard": map[string]any{"newTickets": nil}}},
			{Name: "the dashboard counts the new", Query: `{ dashboard { newTickets } }`, Header: as("support"),
				Data: map[string]any{"dashboard": map[string]any{"newTickets": 2.0}}},
			{Name: "found by code", Query: list, Variables: map[string]any{"search": code}, Header: as("support"),
				Check: func(t *testing.T, res gqltest.Response) {
					if gqltest.At(res.Data, "helpdeskTickets.totalCount") != 1.0 || gqltest.At(res.Data, "helpdeskTickets.items.0.status") != "NEW" ||
						gqltest.At(res.Data, "helpdeskTickets.items.0.name") != "Anna Berger" {
						t.Fatalf("search %v %v", res.Data, res.Errors)
					}
					id, _ = gqltest.At(res.Data, "helpdeskTickets.items.0.id").(string)
				}},
			{Name: "an empty reply", Query: `mutation($id: ID!) { replyToTicket(id: $id, body: " ") { message } }`,
				Variables: map[string]any{"id": &id}, Header: as("support"), Code: "BAD_USER_INPUT", Field: "body"},
		})
		steps := []gqltest.Scenario{
			{Name: "a note", Query: `mutation($id: ID!) { addTicketNote(id: $id, body: "Stammkundin.") { ` + detail + ` } }`,
				Header: as("support"), Data: map[string]any{"addTicketNote.ticket.status": "NEW", "addTicketNote.messages.0.kind": "NOTE"}},
			{Name: "a reply", Query: `mutation($id: ID!) { replyToTicket(id: $id, body: "Yes, it fits.") { ` + detail + ` } }`,
				Header: as("support"), Data: map[string]any{"replyToTicket.ticket.status": "ANSWERED", "replyToTicket.messages.1.kind": "REPLY",
					"replyToTicket.messages.1.body": "Yes, it fits."}},
			{Name: "the customer's answer", Query: `mutation($id: ID!) { addTicketCustomerMessage(id: $id, body: "Thanks!") { ` + detail + ` } }`,
				Header: as("support"), Data: map[string]any{"addTicketCustomerMessage.ticket.status": "OPEN",
					"addTicketCustomerMessage.messages.2.kind": "CUSTOMER"}},
			{Name: "assigned to a content editor", Query: `mutation($id: ID!) { assignTicket(id: $id, assigneeId: "3") { message } }`,
				Header: as("support"), Code: "BAD_USER_INPUT", Field: "assignee"},
			{Name: "assigned", Query: `mutation($id: ID!) { assignTicket(id: $id, assigneeId: "` + support + `") { ` + detail + ` } }`,
				Header: as("support"), Data: map[string]any{"assignTicket.ticket.assignee.name": principals["support"].Email}},
			{Name: "closed", Query: `mutation($id: ID!) { setTicketStatus(id: $id, status: CLOSED) { ` + detail + ` } }`,
				Header: as("owner"), Data: map[string]any{"setTicketStatus.ticket.status": "CLOSED"}},
			{Name: "the assignees", Query: `{ helpdeskAssignees { id email } }`, Header: as("owner"), Check: func(t *testing.T, res gqltest.Response) {
				if n := len(gqltest.At(res.Data, "helpdeskAssignees").([]any)); n != 2 {
					t.Errorf("assignees %v", res.Data)
				}
			}},
			{Name: "support's tickets", Query: list, Variables: map[string]any{"assigneeId": support}, Header: as("support"),
				Data: map[string]any{"helpdeskTickets.totalCount": 1.0, "helpdeskTickets.items.0.code": code}},
			{Name: "the unassigned new", Query: list, Variables: map[string]any{"unassigned": true, "status": "NEW"}, Header: as("support"),
				Data: map[string]any{"helpdeskTickets.totalCount": 1.0, "helpdeskTickets.items.0.name": "Ben Roth"}},
			{Name: "an unknown ticket", Query: `{ helpdeskTicket(id: "999999") { message } }`, Header: as("support"), Code: "NOT_FOUND"},
		}
		for i := range steps {
			if strings.Contains(steps[i].Query, "$id") {
				steps[i].Variables = map[string]any{"id": id}
			}
		}
		gqltest.Run(t, h, "/admin/graphql", steps)
		replies := s.Mails(t, "helpdesk.reply")
		if len(replies) != 1 || replies[0].To[0] != "anna@example.de" || replies[0].Subject != "Re: Passt die Decke? ["+code+"]" {
			t.Fatalf("reply mails %+v", replies)
		}
		entries, err := s.Audit.Of(s.Ctx, "helpdesk_ticket", id, 20)
		if err != nil || len(entries) < 5 {
			t.Fatalf("trail %+v %v", entries, err)
		}
	})
}
