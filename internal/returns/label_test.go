package returns_test

import (
	"bytes"
	"log/slog"
	"paddock/internal/admin/access"
	"slices"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"paddock/internal/order/ordertest"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/returns"
)

// The confirmation mail carries the label, which says what a parcel needs
// (the shop's return address, the sender, the reference as text and as a
// barcode that decodes to it, the items), and the download answers the
// same bytes to the customer only.
func TestLabelAndConfirmationMail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 2), item("HAFER-20", 1))
		r, err := f.svc.Request(f.Ctx, returns.RequestInput{Number: o.Number, CustomerID: f.anna, Locale: i18n.English, Comment: "Zu eng",
			Items: []returns.RequestItem{ask(itemOf(t, o, "HOSE-1").ID, 2, "too_small")}})
		if err != nil {
			t.Fatal(err)
		}
		// The label is made when the mail is sent, not in the request's
		// transaction.
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_attachment a JOIN mail_message m ON m.id = a.message_id WHERE m.tag = ?`,
			returns.TagRequested); n != 0 {
			t.Fatalf("the label was made in the request's transaction (%d files)", n)
		}
		f.RunJobs(t)
		box := mail.NewMailbox(d)
		msgs, err := box.List(f.Ctx, 50)
		if err != nil {
			t.Fatal(err)
		}
		var m mail.Stored
		for _, x := range msgs {
			if x.Tag == returns.TagRequested {
				m = x
			}
		}
		if m.ID == 0 || len(m.To) != 1 || m.To[0] != o.Email || m.Subject != "Deine Retoure "+r.Reference {
			t.Fatalf("mail %+v", m)
		}
		for _, want := range []string{r.Reference, o.Number, "2 × Reithose Klassik", "Artikel ist zu klein", "Drucke diesen Retourenschein",
			"Paddock Reitsport GmbH", "/de/customer/orders/" + o.Number} {
			if !strings.Contains(m.Text, want) {
				t.Errorf("mail text lacks %q:\n%s", want, m.Text)
			}
		}
		if len(m.Attachments) != 1 || m.Attachments[0].Filename != "Retourenschein-"+r.Reference+".pdf" || m.Attachments[0].ContentType != "application/pdf" {
			t.Fatalf("attachments %+v", m.Attachments)
		}
		attached, err := box.AttachmentData(f.Ctx, m.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		text, err := pdftest.Text(attached)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Retoure / Return / Retour", r.Reference, "Retourennummer", "Paddock Reitsport GmbH", "Retourenabteilung",
			"Hufschlag 12", "48165 Münster", "Absender", "Anna Berger", "Leopoldstraße 12", "80802 München", "Deutschland",
			"Bestellung " + o.Number, "Bestellt am 24. November 2026", "HOSE-1", "Reithose Klassik", "Artikel ist zu klein",
			"Drucke diesen Retourenschein aus", "service@paddock-reitsport.example"} {
			if !strings.Contains(text, want) {
				t.Errorf("label lacks %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, "Hafer") {
			t.Errorf("the oats are not returned but on the label")
		}
		if code, err := barcodeIn(attached); err != nil || code != r.Reference {
			t.Errorf("barcode %q %v; want %q", code, err, r.Reference)
		}

		// The download: the same bytes, for anna only.
		file, err := f.svc.Label(f.Ctx, r.UID, f.anna)
		if err != nil || !bytes.Equal(file.Data, attached) || file.Filename != "Retourenschein-"+r.Reference+".pdf" {
			t.Fatalf("Label: %s %v (same bytes: %v)", file.Filename, err, bytes.Equal(file.Data, attached))
		}
		for _, who := range []int64{f.ben, 0} {
			if _, err := f.svc.Label(f.Ctx, r.UID, who); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("label for %d: %v", who, err)
			}
		}
		if got := f.svc.LabelURL(r); got != ordertest.BaseURL+returns.LabelsPath+"/"+r.UID {
			t.Errorf("LabelURL %s", got)
		}

		sessions, err := session.NewManager(d, session.Options{Key: bytes.Repeat([]byte("s"), 32), Now: f.Clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		token := func(id int64) string {
			tok, _, err := sessions.Create(f.Ctx, session.Customer, id, session.ViaBearer, ratelimit.Client{IP: "192.0.2.1"})
			if err != nil {
				t.Fatal(err)
			}
			return tok
		}
		mw, err := sessions.Middleware(session.HTTPOptions{})
		if err != nil {
			t.Fatal(err)
		}
		router := chi.NewRouter()
		router.Use(ratelimit.Proxies{}.Middleware, mw)
		returns.LabelRoutes(router, f.svc, slog.New(slog.DiscardHandler))
		for _, c := range []struct {
			name, uid, bearer string
			status            int
		}{
			{"the owner", r.UID, token(f.anna), 200},
			{"a stranger", r.UID, token(f.ben), 404},
			{"no session", r.UID, "", 404},
			{"an unknown uid", "AAAAAAAAAAAAAAAAAAAAAA", token(f.anna), 404},
		} {
			t.Run(c.name, func(t *testing.T) {
				rec := pdftest.Download(t, router, returns.LabelsPath+"/"+c.uid, c.bearer, c.status)
				if c.status != 200 {
					return
				}
				h := rec.Result().Header
				if err := pdftest.Attachment(h, file.Filename, "application/pdf"); err != nil || h.Get("X-Content-Type-Options") != "nosniff" || !bytes.Equal(rec.Body.Bytes(), attached) {
					t.Errorf("headers %v: %v", h, err)
				}
			})
		}
	})
}

// A label in English and French: its words and file name in the order's
// language.
func TestLabelInTheOrdersLanguage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 1))
		r, err := f.request(o, ask(o.Items[0].ID, 1, "too_large"))
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			locale       i18n.Locale
			file, reason string
		}{
			{i18n.English, "Return-label-", "Item is too large"},
			{i18n.French, "Etiquette-retour-", "L'article est trop grand"},
		} {
			if _, err := d.Write().Exec(f.Ctx, `UPDATE sales_order SET locale = ? WHERE id = ?`, string(tc.locale), o.ID); err != nil {
				t.Fatal(err)
			}
			file, err := f.rstaff.LabelOf(f.Ctx, r.Reference)
			if err != nil || file.Filename != tc.file+r.Reference+".pdf" {
				t.Fatalf("%s: %s %v", tc.locale, file.Filename, err)
			}
			text, err := pdftest.Text(file.Data)
			if err != nil || !strings.Contains(text, tc.reason) || !strings.Contains(text, "Germany") && tc.locale == i18n.English {
				t.Errorf("%s: %v\n%s", tc.locale, err, text)
			}
		}
	})
}

// Staff receive a return, then refund it through the order's refund, or
// refuse it; each step mails the customer and steps out of order are
// refused.
func TestStaffTransitions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 2), item("HAFER-20", 1))
		r, err := f.request(o, ask(itemOf(t, o, "HOSE-1").ID, 1, "too_small"))
		if err != nil {
			t.Fatal(err)
		}
		conflict := func(err error) {
			t.Helper()
			if e := apperr.As(err); e.Kind != apperr.Conflict || e.Key != "returns.staff.status" {
				t.Errorf("%v; want returns.staff.status", err)
			}
		}
		_, _, err = f.rstaff.Refund(f.Ctx, r.Reference)
		conflict(err)
		stockOf := func() int {
			return f.Count(t, `SELECT stock_qty FROM product WHERE id = ?`, itemOf(t, o, "HOSE-1").ProductID)
		}
		before := stockOf()
		got, err := f.rstaff.Receive(access.With(f.Ctx, access.Principal{StaffID: 3, Name: "Lager", Role: access.Owner}), r.Reference)
		if err != nil || got.Status != returns.Received || got.Items[0].Status != returns.Received {
			t.Fatalf("receive: %+v %v", got, err)
		}
		// The returned breeches are back on the shelf, recorded with the
		// return's reference; the oats that stayed with the customer are not.
		if after := stockOf(); after != before+1 {
			t.Errorf("stock %d after receiving; want %d", after, before+1)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM product_stock_movement WHERE reason = 'return' AND reference = ? AND change = 1 AND actor = 'Lager'`, r.Reference); n != 1 {
			t.Errorf("%d stock movements of the return; want 1", n)
		}
		_, err = f.rstaff.Receive(f.Ctx, r.Reference)
		conflict(err)
		if after := stockOf(); after != before+1 {
			t.Errorf("stock %d after receiving twice; want %d", after, before+1)
		}
		got, refund, err := f.rstaff.Refund(f.Ctx, r.Reference)
		if err != nil || got.Status != returns.Refunded || got.RefundID != refund.ID || refund.Amount != 5990 {
			t.Fatalf("refund: %+v %+v %v", got, refund, err)
		}
		_, _, err = f.rstaff.Refund(f.Ctx, r.Reference)
		conflict(err)
		_, err = f.rstaff.Refuse(f.Ctx, r.Reference, "")
		conflict(err)
		shown, _, err := f.rstaff.ByReference(f.Ctx, r.Reference)
		if err != nil || shown.Status != returns.Refunded || shown.RefundID != refund.ID {
			t.Errorf("shown %+v %v", shown, err)
		}
		for _, tag := range []string{returns.TagReceived, returns.TagRefunded} {
			if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, tag); n != 1 {
				t.Errorf("%d %s mails", n, tag)
			}
		}
		var history []string
		for _, h := range f.Order(t, o.ID).History {
			history = append(history, h.Text(i18n.German))
		}
		want := []string{"Rücksendung " + r.Reference + " angefordert", "Rücksendung " + r.Reference + " eingegangen", "Rücksendung " + r.Reference + " erstattet"}
		if !slices.Contains(history, want[0]) || !slices.Contains(history, want[1]) || !slices.Contains(history, want[2]) {
			t.Errorf("the order's history %q lacks %q", history, want)
		}
		if _, _, err := f.rstaff.ByReference(f.Ctx, o.Number+"-R9"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown reference: %v", err)
		}
		if _, err := f.rstaff.Refuse(f.Ctx, r.Reference, strings.Repeat("x", returns.MaxRefusalReason+1)); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("long reason: %v", err)
		}
		// The staff's list: by status, newest first, paged.
		second, err := f.request(o, ask(itemOf(t, o, "HAFER-20").ID, 1, "too_small"))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			statuses []returns.Status
			page     int
			want     []string
			total    int
		}{
			{nil, 1, []string{second.Reference, r.Reference}, 2},
			{[]returns.Status{returns.Requested, returns.Received}, 1, []string{second.Reference}, 1},
			{[]returns.Status{returns.Refunded}, 1, []string{r.Reference}, 1},
			{nil, 2, nil, 2},
		} {
			list, err := f.rstaff.StaffReturns(f.Ctx, c.statuses, c.page, 10)
			var got []string
			for _, x := range list.Returns {
				got = append(got, x.Reference)
			}
			if err != nil || list.Total != c.total || !slices.Equal(got, c.want) {
				t.Errorf("%v page %d: %v (%d) %v; want %v (%d)", c.statuses, c.page, got, list.Total, err, c.want, c.total)
			}
		}
		if _, err := f.rstaff.StaffReturns(f.Ctx, []returns.Status{"lost"}, 1, 10); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("unknown status: %v", err)
		}
	})
}
