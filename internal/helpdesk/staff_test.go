package helpdesk_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/helpdesk"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

// staffMember inserts an active member of staff in role and answers the
// context they act in.
func staffMember(t *testing.T, d *db.DB, email, name string, role access.Role) (int64, context.Context) {
	t.Helper()
	var id int64
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	if err := d.Write().Get(context.Background(), &id, `INSERT INTO admin_staff (email, name, role, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?) RETURNING id`, email, name, string(role), now, now); err != nil {
		t.Fatal(err)
	}
	return id, i18n.WithLocale(access.With(context.Background(), access.Principal{StaffID: id, Email: email, Name: name, Role: role}),
		i18n.English)
}

func (f *fixture) ticket(t *testing.T, in helpdesk.Input, l i18n.Locale) (int64, string) {
	t.Helper()
	code, err := f.svc.Submit(context.Background(), in, from(l, "192.0.2."+strconv.Itoa(int(f.now.Unix()%200))))
	if err != nil {
		t.Fatal(err)
	}
	var id int64
	if err := f.d.Read().Get(context.Background(), &id, `SELECT id FROM helpdesk_ticket WHERE code = ?`, code); err != nil {
		t.Fatal(err)
	}
	return id, code
}

func TestStaffAnswersATicket(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		supportID, support := staffMember(t, d, "support@paddock.example", "Sven Support", access.Support)
		st := f.svc.(helpdesk.Staff)
		id, code := f.ticket(t, valid(), i18n.French)
		other := valid()
		other.Name, other.Email, other.Subject = "Ben Roth", "ben@example.de", "Lieferzeit Stiefel"
		f.now = f.now.Add(time.Minute)
		otherID, _ := f.ticket(t, other, i18n.German)
		before := len(f.mails(t)) // the tickets' own mails

		if n, err := st.CountNew(support); err != nil || n != 2 {
			t.Fatalf("new: %d %v", n, err)
		}
		page, err := st.StaffTickets(support, helpdesk.StaffQuery{Search: strings.ToLower(code)})
		if err != nil || page.TotalCount != 1 || page.Items[0].ID != id || page.Items[0].Status != helpdesk.StatusNew {
			t.Fatalf("search by code: %+v %v", page, err)
		}
		page, err = st.StaffTickets(support, helpdesk.StaffQuery{Search: "stiefel"})
		if err != nil || page.TotalCount != 1 || page.Items[0].ID != otherID {
			t.Fatalf("search by subject: %+v %v", page, err)
		}

		// A note is never mailed; a reply is, with the code in the
		// subject, in the ticket's language, and answers the ticket.
		f.now = f.now.Add(time.Hour)
		if err := st.AddNote(support, id, "Kundin hat schon zweimal angerufen."); err != nil {
			t.Fatal(err)
		}
		if got := f.mails(t); len(got) != before {
			t.Fatalf("a note was mailed: %d mails", len(got))
		}
		if err := st.Reply(support, id, "Bonjour,\n\noui, elle va aussi sur un poney."); err != nil {
			t.Fatal(err)
		}
		var reply mail.Stored
		for _, m := range f.mails(t) {
			if m.Tag == "helpdesk.reply" {
				reply = m
			}
		}
		if reply.To[0] != "anna@example.de" || reply.ReplyTo != "service@paddock.example" || reply.State != mail.StateSent ||
			reply.Subject != "Re\u202f: Frage zur Schabracke ["+code+"]" || !strings.Contains(reply.Text, "oui, elle va aussi sur un poney.") ||
			strings.Contains(reply.Text, "zweimal") {
			t.Fatalf("reply mail %+v", reply)
		}
		if got := helpdesk.ReplySubject(i18n.English, code, "Hi"); got != "Re: Hi ["+code+"]" {
			t.Errorf("subject %q", got)
		}
		// The customer's answer, pasted from the shop's mailbox, opens it
		// again.
		f.now = f.now.Add(time.Hour)
		if err := st.AddCustomerMessage(support, id, "Merci beaucoup !"); err != nil {
			t.Fatal(err)
		}
		if err := st.Assign(support, id, supportID); err != nil {
			t.Fatal(err)
		}
		got, err := st.StaffTicket(support, id)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != helpdesk.StatusOpen || got.AssigneeID != supportID || got.AssigneeName != "Sven Support" || len(got.Messages) != 3 ||
			got.Messages[0].Kind != helpdesk.KindNote || got.Messages[1].Kind != helpdesk.KindReply ||
			got.Messages[2].Kind != helpdesk.KindCustomer || got.Messages[2].StaffName != "Sven Support" ||
			!got.Messages[2].CreatedAt.Equal(f.now) || !got.UpdatedAt.Equal(f.now) {
			t.Fatalf("ticket %+v", got)
		}
		mine, err := st.StaffTickets(support, helpdesk.StaffQuery{AssigneeID: supportID})
		if err != nil || mine.TotalCount != 1 || mine.Items[0].ID != id {
			t.Fatalf("assigned to me: %+v %v", mine, err)
		}
		nobody, err := st.StaffTickets(support, helpdesk.StaffQuery{Unassigned: true, Status: helpdesk.StatusNew})
		if err != nil || nobody.TotalCount != 1 || nobody.Items[0].ID != otherID {
			t.Fatalf("unassigned new: %+v %v", nobody, err)
		}
		if err := st.SetStatus(support, id, helpdesk.StatusClosed); err != nil {
			t.Fatal(err)
		}
		closed, err := st.StaffTickets(support, helpdesk.StaffQuery{Status: helpdesk.StatusClosed})
		if err != nil || closed.TotalCount != 1 {
			t.Fatalf("closed: %+v %v", closed, err)
		}
		// Every write is in the trail.
		trail, err := f.trail.Of(context.Background(), "helpdesk_ticket", strconv.FormatInt(id, 10), 20)
		if err != nil {
			t.Fatal(err)
		}
		ops := map[string]bool{}
		for _, r := range trail {
			ops[r.Operation] = r.Outcome == audit.Done && r.StaffID == supportID
		}
		for _, op := range []string{"helpdesk.note", "helpdesk.reply", "helpdesk.customerMessage", "helpdesk.assign", "helpdesk.status"} {
			if !ops[op] {
				t.Errorf("trail lacks %s: %+v", op, trail)
			}
		}
	})
}

func TestStaffChecks(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		_, owner := staffMember(t, d, "inhaberin@paddock.example", "", access.Owner)
		contentID, content := staffMember(t, d, "redaktion@paddock.example", "Rita Redaktion", access.Content)
		st := f.svc.(helpdesk.Staff)
		id, _ := f.ticket(t, valid(), i18n.German)

		// A content editor may not see tickets; the refusal is recorded.
		if _, err := st.StaffTickets(content, helpdesk.StaffQuery{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("content editor listed tickets: %v", err)
		}
		if err := st.Reply(content, id, "Hallo"); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("content editor replied: %v", err)
		}
		refused, err := f.trail.List(owner, audit.Filter{StaffID: contentID}, 1, 50)
		if err != nil || refused.TotalCount != 2 || refused.Items[0].Outcome != audit.Refused {
			t.Fatalf("refusals: %+v %v", refused, err)
		}
		// Only helpdesk staff can be assigned; the owner lists them.
		people, err := st.Assignees(owner)
		if err != nil || len(people) != 1 || people[0].Email != "inhaberin@paddock.example" {
			t.Fatalf("assignees %+v %v", people, err)
		}
		if err := st.Assign(owner, id, contentID); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("assigned to a content editor: %v", err)
		}
		for name, err := range map[string]error{
			"empty reply":    st.Reply(owner, id, "  \n "),
			"long note":      st.AddNote(owner, id, strings.Repeat("x", helpdesk.MaxStaffMessage+1)),
			"unknown status": st.SetStatus(owner, id, "lost"),
		} {
			if apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%s: %v", name, err)
			}
		}
		if _, err := st.StaffTickets(owner, helpdesk.StaffQuery{Status: "lost"}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("unknown status filter: %v", err)
		}
		if err := st.Reply(owner, id+100, "Hallo"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown ticket: %v", err)
		}
		// A failed reply mails nothing and keeps nothing.
		got, err := st.StaffTicket(owner, id)
		if err != nil || len(got.Messages) != 0 || got.Status != helpdesk.StatusNew {
			t.Fatalf("after refusals %+v %v", got, err)
		}
		for _, m := range f.mails(t) {
			if m.Tag == "helpdesk.reply" {
				t.Errorf("mailed %+v", m)
			}
		}
	})
}
