package newsletter_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

func staffCtx(t *testing.T, d *db.DB, email string, role access.Role) context.Context {
	t.Helper()
	var id int64
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	if err := d.Write().Get(context.Background(), &id, `INSERT INTO admin_staff (email, name, role, created_at, updated_at)
		VALUES (?, '', ?, ?, ?) RETURNING id`, email, string(role), now, now); err != nil {
		t.Fatal(err)
	}
	return i18n.WithLocale(access.With(context.Background(), access.Principal{StaffID: id, Email: email, Role: role, IP: "198.51.100.9"}),
		i18n.English)
}

// confirm subscribes email and confirms it by the mailed link.
func (f fixture) confirmed(t *testing.T, email string, l i18n.Locale) {
	t.Helper()
	ctx := context.Background()
	if _, err := f.svc.Subscribe(ctx, email, origin(l, "192.0.2.10")); err != nil {
		t.Fatal(err)
	}
	var m mail.Stored
	for _, x := range f.mails(t) {
		if x.To[0] == email && x.Tag == "newsletter.confirm" {
			m = x
			break
		}
	}
	_, token := link(t, m, "token")
	if _, err := f.svc.Confirm(ctx, token, origin(l, "192.0.2.11")); err != nil {
		t.Fatal(err)
	}
}

func csvRows(t *testing.T, b []byte) map[string]map[string]string {
	t.Helper()
	records, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(records[0], ",") != strings.Join(newsletter.ExportColumns, ",") {
		t.Fatalf("header %v", records[0])
	}
	out := map[string]map[string]string{}
	for _, r := range records[1:] {
		row := map[string]string{}
		for i, c := range records[0] {
			row[c] = r[i]
		}
		out[r[0]] = row
	}
	return out
}

func TestStaffSubscribersAndExport(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		support := staffCtx(t, d, "support@paddock.example", access.Support)
		content := staffCtx(t, d, "redaktion@paddock.example", access.Content)
		st := f.svc.(newsletter.Staff)
		f.confirmed(t, "anna@example.de", i18n.German)
		f.clock.add(time.Minute)
		f.confirmed(t, "ben@example.de", i18n.French)
		f.clock.add(time.Minute)
		// A pending one whose address a spreadsheet would run as a formula.
		if _, err := f.svc.Subscribe(context.Background(), "=cmd@example.de", origin(i18n.English, "192.0.2.12")); err != nil {
			t.Fatal(err)
		}

		if _, err := st.StaffSubscribers(content, newsletter.StaffQuery{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("a content editor listed subscribers: %v", err)
		}
		page, err := st.StaffSubscribers(support, newsletter.StaffQuery{})
		if err != nil || page.TotalCount != 3 || page.Items[0].Email != "=cmd@example.de" || page.Items[0].Status != newsletter.Unconfirmed {
			t.Fatalf("list %+v %v", page, err)
		}
		anna, err := st.StaffSubscribers(support, newsletter.StaffQuery{Search: "ANNA@"})
		if err != nil || anna.TotalCount != 1 || anna.Items[0].Status != newsletter.Subscribed {
			t.Fatalf("search %+v %v", anna, err)
		}
		proof, ok := anna.Items[0].LastStep("confirmed")
		if !ok || proof.IP != "192.0.2.11" || proof.Text == "" || proof.UserAgent == "" || anna.Items[0].ConfirmedAt.IsZero() {
			t.Fatalf("proof %+v", anna.Items[0])
		}

		// Support unsubscribes Anna on her word: logged as proof, audited.
		f.clock.add(time.Hour)
		if err := st.StaffUnsubscribe(support, anna.Items[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := st.StaffUnsubscribe(support, anna.Items[0].ID); err != nil {
			t.Fatalf("again: %v", err)
		}
		if err := st.StaffUnsubscribe(support, 999999); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown: %v", err)
		}
		if s, _ := f.svc.StatusOf(context.Background(), "anna@example.de"); s != newsletter.Unsubscribed {
			t.Fatalf("status %s", s)
		}
		p, err := f.svc.Proof(context.Background(), "anna@example.de")
		if err != nil || len(p.Steps) != 3 || p.Steps[2].Action != "unsubscribed" || !strings.Contains(p.Steps[2].Text, "support@paddock.example") ||
			p.Steps[2].IP != "198.51.100.9" || !p.Steps[2].At.Equal(f.clock.now()) {
			t.Fatalf("proof after %+v %v", p, err)
		}
		subscribed, err := st.StaffSubscribers(support, newsletter.StaffQuery{Status: newsletter.Subscribed})
		if err != nil || subscribed.TotalCount != 1 || subscribed.Items[0].Email != "ben@example.de" {
			t.Fatalf("confirmed only %+v %v", subscribed, err)
		}

		// The export: every subscriber with the proof's columns; the
		// unsubscribed never as subscribed; formulas defused.
		var all bytes.Buffer
		if err := st.ExportSubscribers(support, newsletter.StaffQuery{}, &all); err != nil {
			t.Fatal(err)
		}
		rows := csvRows(t, all.Bytes())
		if len(rows) != 3 {
			t.Fatalf("rows %v", rows)
		}
		if r := rows["anna@example.de"]; r["status"] != "unsubscribed" || r["unsubscribed_at"] == "" || r["confirmed_ip"] != "192.0.2.11" {
			t.Errorf("anna %v", r)
		}
		if r := rows["ben@example.de"]; r["status"] != "confirmed" || r["requested_ip"] != "192.0.2.10" || r["confirmed_text"] == "" ||
			r["language"] != "fr" || r["confirmed_at"] != "2026-11-21T09:31:00Z" {
			t.Errorf("ben %v", r)
		}
		if r, ok := rows["'=cmd@example.de"]; !ok || r["status"] != "pending" || r["confirmed_at"] != "" {
			t.Errorf("formula not defused or pending wrong: %v", rows)
		}
		var confirmedOnly bytes.Buffer
		if err := st.ExportSubscribers(support, newsletter.StaffQuery{Status: newsletter.Subscribed}, &confirmedOnly); err != nil {
			t.Fatal(err)
		}
		if rows := csvRows(t, confirmedOnly.Bytes()); len(rows) != 1 || rows["ben@example.de"] == nil {
			t.Errorf("the confirmed export %v", rows)
		}
		if err := st.ExportSubscribers(content, newsletter.StaffQuery{}, &bytes.Buffer{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a content editor exported: %v", err)
		}
		if _, err := st.StaffSubscribers(support, newsletter.StaffQuery{Status: "GONE"}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("unknown status: %v", err)
		}
		// The trail.
		entries, err := f.trail.List(staffCtx(t, d, "inhaberin@paddock.example", access.Owner), audit.Filter{ObjectType: "newsletter_subscriber"}, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		ops := map[string]int{}
		for _, e := range entries.Items {
			ops[e.Operation+"/"+string(e.Outcome)]++
		}
		if ops["newsletter.unsubscribe/done"] != 1 || ops["newsletter.export/done"] != 2 || ops["newsletter.list/refused"] != 1 ||
			ops["newsletter.export/refused"] != 1 {
			t.Errorf("trail %v", ops)
		}
	})
}
