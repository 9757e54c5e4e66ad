package desk_test

import (
	"context"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/admin/desk"
	"paddock/internal/admin/desk/desktest"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/mail"
	"paddock/internal/settings"
	"paddock/internal/withdrawal"
)

type fixture struct {
	*desktest.Shop
	desk  *desk.Desk
	audit audit.Service
}

func newFixture(t *testing.T, d *db.DB) *fixture {
	s := desktest.Open(t, d)
	return &fixture{Shop: s, desk: s.Desk, audit: s.Audit}
}

func (f *fixture) place(t *testing.T, skus ...string) order.Order { return f.Shop.Place(t, skus...) }

// who acts: each role, a club manager of the order's club and of
// another, and nobody.
var actors = []struct {
	name string
	p    *access.Principal
}{
	{"owner", &access.Principal{StaffID: 1, Email: "owner@paddock.example", Role: access.Owner}},
	{"support", &access.Principal{StaffID: 2, Email: "support@paddock.example", Role: access.Support}},
	{"content", &access.Principal{StaffID: 3, Email: "content@paddock.example", Role: access.Content}},
	{"own club", &access.Principal{StaffID: 4, Email: "club@paddock.example", Role: access.Club, Clubs: []int64{7}, ClubSKUPrefixes: []string{"HOSE"}}},
	{"other club", &access.Principal{StaffID: 5, Email: "other@paddock.example", Role: access.Club, Clubs: []int64{8}, ClubSKUPrefixes: []string{"SATTEL"}}},
	{"nobody", nil},
}

// outcome is how an operation was answered: "ok" (it ran: done, or
// refused by the order's state, which only the domain knows),
// "forbidden", "notFound" or "unauthenticated".
func outcome(err error) string {
	switch apperr.KindOf(err) {
	case apperr.Forbidden:
		return "forbidden"
	case apperr.NotFound:
		return "notFound"
	case apperr.Unauthenticated:
		return "unauthenticated"
	}
	return "ok"
}

// Every operation of the desk × every role × the scope of a club
// manager: what the role allows runs, the rest is refused (another club's
// order as if it did not exist) and written to the audit trail.
func TestRolesAndScopesOfEveryOperation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ops := []struct {
			name string
			// want per actor: owner, support, content, own club, other club, nobody.
			want [6]string
			run  func(ctx context.Context, o order.Order) error
		}{
			{"list orders", [6]string{"ok", "ok", "ok", "ok", "ok", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Orders(ctx, order.StaffQuery{})
				return err
			}},
			{"view an order", [6]string{"ok", "ok", "ok", "ok", "notFound", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Order(ctx, o.Number)
				return err
			}},
			{"export", [6]string{"ok", "ok", "ok", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				return f.desk.ExportOrders(ctx, order.StaffQuery{}, io.Discard)
			}},
			{"mark paid", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.MarkPaid(ctx, o.Number)
				return err
			}},
			{"ship", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Ship(ctx, o.Number, order.ShipInput{Carrier: "dhl", Tracking: "00340434161094042557"})
				return err
			}},
			{"delivered", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				return f.desk.Delivered(ctx, o.Number+"-1", time.Time{})
			}},
			{"packing slip", [6]string{"ok", "ok", "ok", "ok", "notFound", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.PackingSlip(ctx, o.Number+"-1")
				return err
			}},
			{"refund", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Refund(ctx, order.RefundInput{Number: o.Number, Amount: 100, Reason: "Kulanz"})
				return err
			}},
			{"cancel", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, _, err := f.desk.Cancel(ctx, order.CancelInput{Number: o.Number, Reason: "Kundenwunsch"})
				return err
			}},
			{"dashboard", [6]string{"ok", "ok", "ok", "ok", "ok", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Dashboard(ctx)
				return err
			}},
			{"withdrawals", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Withdrawals(ctx, withdrawal.ListFilter{Limit: 10})
				return err
			}},
			{"list returns", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Returns(ctx, nil, 1, 20)
				return err
			}},
			{"view a return", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.Return(ctx, o.Number+"-R1")
				return err
			}},
			{"receive a return", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.ReceiveReturn(ctx, o.Number+"-R1")
				return err
			}},
			{"refuse a return", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.RefuseReturn(ctx, o.Number+"-R1", "Gebraucht")
				return err
			}},
			{"list mails", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, _, err := f.desk.Mails(ctx, mail.OutboxQuery{})
				return err
			}},
			{"add a note", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.AddNote(ctx, o.Number, "Kunde ruft zurück")
				return err
			}},
			{"send a mail again", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				v, err := f.desk.Order(access.With(context.Background(), *actors[0].p), o.Number)
				if err != nil || len(v.Mails) == 0 {
					t.Fatalf("the order's mails: %+v %v", v.Mails, err)
				}
				return f.desk.SendOrderMailAgain(ctx, o.Number, v.Mails[0].ID)
			}},
			{"download a document", [6]string{"ok", "ok", "ok", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				v, err := f.desk.Order(access.With(context.Background(), *actors[0].p), o.Number)
				if err != nil || len(v.Documents) == 0 {
					t.Fatalf("the order's documents: %+v %v", v.Documents, err)
				}
				_, err = f.desk.DocumentFile(ctx, o.Number, v.Documents[0].PublicID, order.FormatPDF)
				return err
			}},
			{"a club's logo", [6]string{"ok", "ok", "ok", "ok", "notFound", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.ClubLogo(ctx, 7)
				return err
			}},
			{"the list's choices", [6]string{"ok", "ok", "ok", "ok", "ok", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				_, err := f.desk.OrderChoices(ctx)
				return err
			}},
			{"resend selected mails", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				// The first mail was sent: only its state refuses it.
				_, err := f.desk.ResendMails(ctx, []int64{1})
				if apperr.KindOf(err) == apperr.Conflict {
					return nil
				}
				return err
			}},
			{"resend a mail", [6]string{"ok", "ok", "forbidden", "forbidden", "forbidden", "unauthenticated"}, func(ctx context.Context, o order.Order) error {
				// The first mail was sent: only its state refuses it.
				err := f.desk.ResendMail(ctx, 1)
				if apperr.KindOf(err) == apperr.Conflict {
					return nil
				}
				return err
			}},
		}
		// A fresh order for each operation and actor, paid and shipped
		// where the operation needs it, so the state refuses nothing the
		// role allows; the club managers share one with their club's
		// breeches (they change nothing), the others get feed.
		prepare := func(op string, skus ...string) order.Order {
			if strings.HasSuffix(op, " a return") {
				o, _ := f.Returned(t, skus...)
				return o
			}
			o := f.place(t, skus...)
			switch op {
			case "delivered", "packing slip":
				f.RecordTransfer(t, o.Number)
				f.Ship(t, o.Number, order.ShipInput{Carrier: "dhl", Tracking: "1234567890"}, time.Time{})
			case "ship", "refund", "download a document":
				f.RecordTransfer(t, o.Number)
			}
			return o
		}
		for _, op := range ops {
			var clubs order.Order
			perOrder := !slices.Contains([]string{"list orders", "export", "dashboard", "withdrawals", "list returns", "list mails", "resend a mail",
				"a club's logo", "the list's choices", "resend selected mails"}, op.name)
			if perOrder {
				clubs = prepare(op.name, "HOSE-1", "HAFER-20")
			}
			for i, a := range actors {
				o := clubs
				if perOrder && (a.p == nil || !a.p.Role.Scoped()) {
					o = prepare(op.name, "HAFER-20")
				}
				ctx := context.Background()
				if a.p != nil {
					ctx = access.With(ctx, *a.p)
				}
				err := op.run(ctx, o)
				if got := outcome(err); got != op.want[i] {
					t.Errorf("%s by %s: %s (%v), want %s", op.name, a.name, got, err, op.want[i])
					continue
				}
				if op.want[i] == "ok" && err != nil {
					t.Errorf("%s by %s: %v", op.name, a.name, err)
				}
			}
		}
		owner := access.With(context.Background(), *actors[0].p)
		refused, err := f.audit.List(owner, audit.Filter{StaffID: 3}, 1, 100)
		if err != nil {
			t.Fatal(err)
		}
		// The content editor's refusals: seven writes on orders, the
		// withdrawals, four on returns, three on mails.
		if refused.TotalCount != 15 {
			t.Errorf("the content editor's refusals in the trail: %d, want 15: %+v", refused.TotalCount, refused.Items)
		}
		for _, e := range refused.Items {
			if e.Outcome != audit.Refused {
				t.Errorf("entry %+v", e)
			}
		}
		done, _ := f.audit.List(owner, audit.Filter{StaffID: 2}, 1, 100)
		ops2 := map[string]bool{}
		for _, e := range done.Items {
			ops2[e.Operation+":"+string(e.Outcome)] = true
		}
		// An order's page shows what staff did to it; a club manager's none.
		if len(done.Items) > 0 {
			var shipped string
			for _, e := range done.Items {
				if e.Operation == "order.ship" {
					shipped = e.ObjectID
				}
			}
			v, err := f.desk.Order(access.With(context.Background(), *actors[1].p), shipped)
			if err != nil || len(v.Trail) == 0 || v.Trail[0].Operation != "order.ship" {
				t.Errorf("the shipped order's trail %+v %v", v.Trail, err)
			}
		}
		for _, want := range []string{"order.markPaid:done", "order.ship:done", "order.delivered:done", "order.refund:done", "order.cancel:done",
			"return.receive:done", "return.refuse:done", "order.note:done", "order.mailAgain:done"} {
			if !ops2[want] {
				t.Errorf("support's trail lacks %s: %v", want, ops2)
			}
		}
	})
}

// A club manager sees their clubs' items of an order and where it goes,
// nothing of its money, its email or the other items; the list keeps to
// their clubs whatever it is asked.
func TestAClubManagerSeesOnlyTheirClubsPart(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		mixed := f.place(t, "HOSE-1", "HAFER-20")
		f.place(t, "HAFER-20")
		club := access.With(context.Background(), *actors[3].p)
		v, err := f.desk.Order(club, mixed.Number)
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Order.Items) != 1 || v.Order.Items[0].SKU != "HOSE-1" || v.Order.Email != "" || v.Order.Totals.GrandTotal != 0 ||
			v.Order.ShippingAddress == nil || v.Order.ShippingAddress.Street[0] == "" || v.Order.BillingAddress.Street != nil || v.Payment.ID != 0 {
			t.Errorf("the club's view %+v", v)
		}
		list, err := f.desk.Orders(club, order.StaffQuery{})
		if err != nil || list.Total != 1 || list.Rows[0].Number != mixed.Number || list.Rows[0].Email != "" || list.Rows[0].GrandTotal != 0 {
			t.Errorf("the club's list %+v %v", list, err)
		}
		if _, err := f.desk.Orders(club, order.StaffQuery{SKUPrefixes: []string{"HAFER"}}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("another club's goods asked for: %v", err)
		}
		fig, err := f.desk.Dashboard(club)
		if err != nil || fig.AwaitingPayment != 1 || fig.FlaggedWithdrawals != nil {
			t.Errorf("the club's figures %+v %v", fig, err)
		}
		all, _ := f.desk.Dashboard(access.With(context.Background(), *actors[1].p))
		if all.AwaitingPayment != 2 || all.FlaggedWithdrawals == nil {
			t.Errorf("support's figures %+v", all)
		}
		// Products running out, the fewest first: every one for support,
		// the club's goods (the breeches, plenty left) for its manager.
		if all.LowStockThreshold != 5 || len(all.LowStock) == 0 || all.LowStock[0].Qty != 0 || all.LowStockCount != len(all.LowStock) ||
			!slices.ContainsFunc(all.LowStock, func(l catalog.StockLevel) bool { return l.SKU == "JACKE-1-NAVY-L" && l.Name == "Reitjacke Nova" }) ||
			!slices.ContainsFunc(all.LowStock, func(l catalog.StockLevel) bool { return l.SKU == "LETZTE-1" && l.Name == "Hufkratzer" }) {
			t.Errorf("support's low stock %+v (%d)", all.LowStock, all.LowStockCount)
		}
		for _, l := range all.LowStock {
			if l.Qty > all.LowStockThreshold || l.SKU == "GS-25" {
				t.Errorf("not running out: %+v", l)
			}
		}
		if len(fig.LowStock) != 0 || fig.LowStockCount != 0 {
			t.Errorf("the club's low stock %+v", fig.LowStock)
		}
	})
}

// The owner changes the shop's settings from the back office, each change
// recorded with the fields it changed; support may not, and a wrong value
// changes nothing.
func TestTheOwnerChangesTheSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		owner := access.With(context.Background(), *actors[0].p)
		support := access.With(context.Background(), *actors[1].p)
		if _, err := f.desk.Settings(support); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("support reads the settings: %v", err)
		}
		s, err := f.desk.Settings(owner)
		if err != nil {
			t.Fatal(err)
		}
		// The demo's seller, then a new phone number.
		if err := f.desk.SaveLegal(owner, settings.Demo); err != nil {
			t.Fatal(err)
		}
		s, _ = f.desk.Settings(owner)
		l := s.Legal
		l.Phone = "+49 251 987654"
		if err := f.desk.SaveLegal(owner, l); err != nil {
			t.Fatal(err)
		}
		bad := l
		bad.Bank.IBAN = "DE00 1234"
		if err := f.desk.SaveLegal(owner, bad); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("a wrong IBAN: %v", err)
		}
		b := s.BankTransfer
		b.CancelDays = b.ReminderDays + 5
		if err := f.desk.SaveBankTransfer(owner, b); err != nil {
			t.Fatal(err)
		}
		if err := f.desk.SaveBankTransfer(support, b); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("support saves: %v", err)
		}
		now, _ := f.desk.Settings(owner)
		if now.Legal.Phone != "+49 251 987654" || now.Legal.Bank.IBAN != s.Legal.Bank.IBAN || now.BankTransfer.CancelDays != b.CancelDays {
			t.Fatalf("saved %+v", now)
		}
		trail, _ := f.audit.List(owner, audit.Filter{ObjectType: "settings"}, 1, 20)
		var got []string
		for _, e := range trail.Items {
			for _, c := range e.Changes {
				got = append(got, e.Operation+":"+string(e.Outcome)+":"+c.Field)
			}
			if len(e.Changes) == 0 {
				got = append(got, e.Operation+":"+string(e.Outcome))
			}
		}
		want := []string{"settings.bankTransfer:refused", "settings.bankTransfer:done:cancel_days", "settings.legal:done:phone"}
		if !slices.Equal(got[:3], want) || got[len(got)-1] != "settings.view:refused" {
			t.Errorf("trail %q, want %q", got, want)
		}
	})
}

// Staff write internal notes on an order (newest first on its page,
// signed with their name; an empty or overlong one changes nothing) and
// send one of its mails again as a new mail; another order's mail is not
// this order's to send.
func TestNotesAndMailsOfAnOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		support := access.With(context.Background(), access.Principal{StaffID: 2, Email: "support@paddock.example", Name: "Sam Support",
			Role: access.Support})
		o, other := f.place(t, "HAFER-20"), f.place(t, "HOSE-1")
		for _, body := range []string{"  \n ", strings.Repeat("x", order.MaxStaffNote+1)} {
			if _, err := f.desk.AddNote(support, o.Number, body); apperr.As(err).Field != "note" {
				t.Errorf("note of %d characters: %v", len(body), err)
			}
		}
		if _, err := f.desk.AddNote(support, o.Number, "Ruft morgen an\r\nwegen der Größe"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.desk.AddNote(support, o.Number, "Größe M zurückgelegt"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.desk.AddNote(support, "000000999", "x"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a note on no order: %v", err)
		}
		v, err := f.desk.Order(support, o.Number)
		if err != nil {
			t.Fatal(err)
		}
		if len(v.Notes) != 2 || v.Notes[0].Body != "Größe M zurückgelegt" || v.Notes[1].Body != "Ruft morgen an\nwegen der Größe" ||
			v.Notes[0].Author != "Sam Support" || v.Notes[0].StaffID != 2 {
			t.Errorf("notes %+v", v.Notes)
		}
		if len(v.Mails) == 0 {
			t.Fatal("the order's page shows none of its mails")
		}
		for _, m := range v.Mails {
			if !strings.Contains(m.Subject, o.Number) {
				t.Errorf("mail %q on the page of %s", m.Subject, o.Number)
			}
		}
		_, before, _ := f.desk.Mails(support, mail.OutboxQuery{})
		ov, _ := f.desk.Order(support, other.Number)
		if err := f.desk.SendOrderMailAgain(support, o.Number, ov.Mails[0].ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another order's mail sent again: %v", err)
		}
		first := v.Mails[len(v.Mails)-1]
		if err := f.desk.SendOrderMailAgain(support, o.Number, first.ID); err != nil {
			t.Fatal(err)
		}
		list, after, _ := f.desk.Mails(support, mail.OutboxQuery{})
		if after != before+1 || list[0].Subject != first.Subject || !slices.Equal(list[0].To, first.To) || list[0].ID == first.ID {
			t.Errorf("after sending %q again: %d mails (before %d), newest %q", first.Subject, after, before, list[0].Subject)
		}

		// The invoice of a paid order is downloaded from its page; not
		// through another order's number, nor by a club manager.
		f.RecordTransfer(t, o.Number)
		f.RecordTransfer(t, other.Number)
		v, _ = f.desk.Order(support, o.Number)
		ov, _ = f.desk.Order(support, other.Number)
		if len(v.Documents) != 1 || len(ov.Documents) != 1 {
			t.Fatalf("documents %+v %+v", v.Documents, ov.Documents)
		}
		file, err := f.desk.DocumentFile(support, o.Number, v.Documents[0].PublicID, order.FormatPDF)
		if err != nil || !strings.HasPrefix(string(file.Data), "%PDF") || file.ContentType != "application/pdf" {
			t.Errorf("the invoice: %s %q %v", file.ContentType, file.Data[:min(len(file.Data), 8)], err)
		}
		if _, err := f.desk.DocumentFile(support, o.Number, ov.Documents[0].PublicID, order.FormatPDF); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another order's invoice: %v", err)
		}
		club := access.With(context.Background(), *actors[3].p)
		if _, err := f.desk.DocumentFile(club, other.Number, ov.Documents[0].PublicID, order.FormatPDF); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a club manager's download: %v", err)
		}
	})
}

// The order list's filters are read once for the API and the export: a
// club by its id (another club's for a club manager refused), days in
// Berlin; the choices are the clubs the member may pick and the payment
// methods orders were placed with.
func TestOrderFiltersAndTheirChoices(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		support := access.With(context.Background(), *actors[1].p)
		club := access.With(context.Background(), *actors[3].p)
		breeches := f.place(t, "HOSE-1", "HAFER-20")
		f.place(t, "HAFER-20")
		q, err := f.desk.OrderQuery(support, desk.OrderFilter{ClubID: 7, From: "2026-01-01", To: "2026-01-31"})
		if err != nil || !slices.Equal(q.SKUPrefixes, []string{"HOSE"}) || q.To.Sub(q.From) != 31*24*time.Hour {
			t.Fatalf("query %+v %v", q, err)
		}
		q.From, q.To = time.Time{}, time.Time{}
		list, err := f.desk.Orders(support, q)
		if err != nil || list.Total != 1 || list.Rows[0].Number != breeches.Number {
			t.Errorf("the club's orders for support: %+v %v", list, err)
		}
		if _, err := f.desk.OrderQuery(support, desk.OrderFilter{ClubID: 99}); apperr.As(err).Field != "club" || apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an unknown club: %v", err)
		}
		if _, err := f.desk.OrderQuery(support, desk.OrderFilter{From: "1.1.2026"}); apperr.As(err).Field != "from" {
			t.Errorf("a wrong day: %v", err)
		}
		other, _ := f.desk.OrderQuery(club, desk.OrderFilter{ClubID: 8})
		if _, err := f.desk.Orders(club, other); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("another club's orders for a club manager: %v", err)
		}
		c, err := f.desk.OrderChoices(support)
		if err != nil || len(c.Clubs) != 2 || !slices.Equal(c.PaymentMethods, []string{"banktransfer"}) {
			t.Errorf("support's choices %+v %v", c, err)
		}
		c, err = f.desk.OrderChoices(club)
		if err != nil || len(c.Clubs) != 1 || c.Clubs[0].ID != 7 || len(c.PaymentMethods) != 0 {
			t.Errorf("the club manager's choices %+v %v", c, err)
		}
		if _, err := f.desk.OrderChoices(context.Background()); apperr.KindOf(err) != apperr.Unauthenticated {
			t.Errorf("nobody's choices: %v", err)
		}
	})
}

// An order's club goods name their club, whose logo as uploaded is
// downloaded by staff and by that club's manager, not by another's.
func TestTheLogoOfAClubsGoods(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		support := access.With(context.Background(), *actors[1].p)
		o := f.place(t, "HOSE-1", "HAFER-20")
		v, err := f.desk.Order(support, o.Number)
		if err != nil {
			t.Fatal(err)
		}
		var breeches, feed int64
		for _, it := range v.Order.Items {
			if it.SKU == "HOSE-1" {
				breeches = it.ID
			} else {
				feed = it.ID
			}
		}
		if c, ok := v.ItemClubs[breeches]; !ok || c.ID != 7 || len(v.ItemClubs) != 1 || feed == 0 {
			t.Errorf("the items' clubs %+v", v.ItemClubs)
		}
		cv, _ := f.desk.Order(access.With(context.Background(), *actors[3].p), o.Number)
		if cv.ItemClubs[breeches].ID != 7 {
			t.Errorf("the club manager's items' clubs %+v", cv.ItemClubs)
		}
		for _, c := range []struct {
			who  context.Context
			club int64
			want string
		}{
			{support, 7, "ok"},
			{access.With(context.Background(), *actors[3].p), 7, "ok"},
			{access.With(context.Background(), *actors[4].p), 7, "notFound"},
			{support, 8, "notFound"},
			{support, 99, "notFound"},
			{context.Background(), 7, "unauthenticated"},
		} {
			logo, err := f.desk.ClubLogo(c.who, c.club)
			if got := outcome(err); got != c.want || c.want == "ok" && (string(logo.Data) != string(desktest.Logo) ||
				logo.ContentType != "image/png" || logo.Filename != "logo-rv-lindenhof.png") {
				t.Errorf("logo of %d: %s %+v %v, want %s", c.club, got, logo.Filename, err, c.want)
			}
		}
	})
}

// Failed mails are sent again as a selection, each recorded; an empty
// or too large selection changes nothing.
func TestFailedMailsSentAgainAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		support := access.With(context.Background(), *actors[1].p)
		f.place(t, "HAFER-20")
		mails, _, err := f.desk.Mails(support, mail.OutboxQuery{})
		if err != nil || len(mails) < 2 {
			t.Fatalf("mails %d %v", len(mails), err)
		}
		ids := []int64{mails[0].ID, mails[1].ID}
		if _, err := d.Write().Exec(context.Background(), `UPDATE mail_message SET state = 'failed' WHERE id IN (?, ?)`, ids[0], ids[1]); err != nil {
			t.Fatal(err)
		}
		for _, bad := range [][]int64{nil, make([]int64, desk.MaxResend+1)} {
			if _, err := f.desk.ResendMails(support, bad); apperr.As(err).Field != "ids" {
				t.Errorf("%d mails: %v", len(bad), err)
			}
		}
		if _, err := f.desk.ResendMails(access.With(context.Background(), *actors[2].p), ids); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("the content editor: %v", err)
		}
		if n, err := f.desk.ResendMails(support, ids); n != 2 || err != nil {
			t.Errorf("sent again: %d %v", n, err)
		}
		trail, _ := f.audit.List(access.With(context.Background(), *actors[0].p), audit.Filter{ObjectType: "mail"}, 1, 20)
		done := 0
		for _, e := range trail.Items {
			if e.Operation == "mail.resend" && e.Outcome == audit.Done {
				done++
			}
		}
		if done != 2 {
			t.Errorf("%d re-sends recorded: %+v", done, trail.Items)
		}
	})
}
