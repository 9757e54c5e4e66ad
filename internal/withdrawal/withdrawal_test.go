package withdrawal_test

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

// A guest withdraws from their shipped order: the declaration is stored
// at once with the time of receipt and answered like any visitor's, the
// receipt (German, the page's language) carries the declaration and its
// time in Berlin to the second, and no return starts. The job after the
// answer links the order, mails its address a single-use link and the
// shop its copy; the link starts the return, answers the same when used
// again, and the order's history tells it.
func TestGuestDeclarationStartsTheReturnOnceTheOrdersAddressConfirms(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.Clock.Set(start.Add(-72 * time.Hour))
		o := f.guestOrder(t, item("HOSE-1", 2), item("HAFER-20", 1))
		f.ship(t, o, start.Add(-48*time.Hour))
		f.Clock.Set(start)
		// The number as a person may type it, the email in other case.
		typed := "#" + strings.TrimLeft(o.Number, "0")
		got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Lena Hofer", Email: " Lena@Example.DE ", OrderNumber: typed,
			WholeOrder: true}, 0, client("192.0.2.1"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if got.Reference != "W-2026-000001" || got.OrderID != 0 || got.CustomerID != 0 || got.Email != "Lena@Example.DE" ||
			got.OrderNumber != typed || !got.DeclaredAt.Equal(start) || got.ReturnID != 0 || got.Confirmation != withdrawal.Pending {
			t.Fatalf("declared %+v", got)
		}
		if a := withdrawal.AnswerOf(got); !a.AwaitingConfirmation || a.ReturnReference != "" {
			t.Errorf("answer %+v", a)
		}

		receipts := f.Mails(t, withdrawal.TagReceipt)
		if len(receipts) != 1 {
			t.Fatalf("%d receipts", len(receipts))
		}
		r := receipts[0]
		if r.To[0] != "Lena@Example.DE" || r.Subject != "Eingangsbestätigung Ihres Widerrufs W-2026-000001" {
			t.Errorf("receipt %v %q", r.To, r.Subject)
		}
		if missing := contains(r.Text, "Guten Tag Lena Hofer,", "am 24.11.2026 um 14:03:12 Uhr (Europe/Berlin)",
			"W-2026-000001", "Lena@Example.DE", typed, "Die gesamte Bestellung", "einen Link zur Bestätigung", "Paddock"); len(missing) > 0 {
			t.Errorf("receipt lacks %q:\n%s", missing, r.Text)
		}

		// After the job: linked, the link mailed to the order's address.
		stored, err := f.svc.ByReference(f.Ctx, "w-2026-000001")
		if err != nil {
			t.Fatal(err)
		}
		if stored.OrderID != o.ID || stored.Confirmation != withdrawal.Mailed || !stored.ConfirmSentAt.Equal(start) || stored.Flagged() ||
			stored.ReturnID != 0 || !stored.DeclaredAt.Equal(start) || stored.Locale != i18n.German {
			t.Errorf("stored %+v", stored)
		}
		links := f.Mails(t, withdrawal.TagConfirm)
		if len(links) != 1 || links[0].To[0] != "lena@example.de" || links[0].Subject != "Bitte bestätigen Sie den Widerruf zu Ihrer Bestellung "+o.Number {
			t.Fatalf("links %+v", links)
		}
		if missing := contains(links[0].Text, "Guten Tag,", o.Number, "W-2026-000001", "am 24.11.2026 um 14:03:12 Uhr",
			"Widerruf bestätigen", "gilt bis 08.12.2026 um 14:03:12 Uhr"); len(missing) > 0 {
			t.Errorf("link lacks %q:\n%s", missing, links[0].Text)
		}
		if strings.Contains(links[0].Text, "Lena Hofer") {
			t.Errorf("the link quotes what the declarer typed:\n%s", links[0].Text)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		if len(shop) != 1 || shop[0].To[0] != "service@paddock.example" || shop[0].Subject != "Widerruf W-2026-000001 zu Bestellung "+typed ||
			!strings.Contains(shop[0].ReplyTo, "Lena@Example.DE") || !strings.Contains(shop[0].Text, "an die Adresse der Bestellung gesendet, noch nicht bestätigt") {
			t.Errorf("shop's copy %+v", shop)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`); n != 0 {
			t.Errorf("%d returns before the confirmation", n)
		}

		token := f.token(t, "lena@example.de")
		pending, err := f.svc.Pending(f.Ctx, token, client("192.0.2.9"))
		if err != nil || pending.Reference != "W-2026-000001" || pending.OrderNumber != o.Number || !pending.WholeOrder || pending.Confirmed {
			t.Fatalf("pending %v %+v", err, pending)
		}
		f.Clock.Add(time.Hour)
		confirmed, err := f.svc.Confirm(f.Ctx, token, client("192.0.2.9"))
		if err != nil || !confirmed.Confirmed || !strings.HasPrefix(confirmed.ReturnReference, o.Number+"-R") {
			t.Fatalf("confirmed %v %+v", err, confirmed)
		}
		again, err := f.svc.Confirm(f.Ctx, token, client("192.0.2.9"))
		if err != nil || again != confirmed {
			t.Errorf("confirmed again: %v %+v", err, again)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return r JOIN sales_return_item i ON i.return_id = r.id
			WHERE r.withdrawal_id = ?`, got.ID); n != 2 {
			t.Errorf("%d return items, want the order's two", n)
		}
		stored, _ = f.svc.ByReference(f.Ctx, "W-2026-000001")
		if stored.Confirmation != withdrawal.Confirmed || !stored.ConfirmedAt.Equal(start.Add(time.Hour)) || stored.ReturnReference != confirmed.ReturnReference {
			t.Errorf("stored after confirming %+v", stored)
		}
		after, err := f.Orders.ByID(f.Ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		var history []string
		for _, h := range after.History {
			history = append(history, h.Text(i18n.German))
		}
		if !slices.Contains(history, "Widerruf W-2026-000001 bestätigt") || !slices.Contains(history, "Rücksendung "+confirmed.ReturnReference+" angefordert") {
			t.Errorf("the order's history %q lacks the withdrawal and its return", history)
		}
		shop = f.Mails(t, withdrawal.TagShop)
		if len(shop) != 2 || shop[1].Subject != "Widerruf W-2026-000001 zu Bestellung "+o.Number+" bestätigt" {
			t.Errorf("the shop's note %+v", shop)
		}
	})
}

// Someone who knows a stranger's order number and types their own address
// cannot start a return on it: the answer and their receipt are those of
// any unknown number, the link goes to the order's address only, nothing
// is returned until it is used, and a made-up, used-up or expired link
// gets the same refusal.
func TestStrangerCannotReturnSomeoneElsesOrder(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.guestOrder(t, item("HOSE-1", 1))
		f.ship(t, o, time.Time{})
		declare := func(number, email string) withdrawal.Declaration {
			t.Helper()
			got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Eve", Email: email, OrderNumber: number, WholeOrder: true},
				f.eve, client("192.0.2.50"), i18n.German)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		onOrder := declare(o.Number, "eve@example.de")
		unknown := declare("000009999", "eve2@example.de")
		a, b := withdrawal.AnswerOf(onOrder), withdrawal.AnswerOf(unknown)
		a.Reference, a.Email, b.Reference, b.Email = "", "", "", ""
		if a != b {
			t.Errorf("answers differ: %+v and %+v", a, b)
		}
		receipts := f.Mails(t, withdrawal.TagReceipt)
		if len(receipts) != 2 {
			t.Fatalf("%d receipts", len(receipts))
		}
		same := func(m string, ref, number, email string) string {
			return strings.NewReplacer(ref, "REF", number, "NUMBER", email, "EMAIL").Replace(m)
		}
		if x, y := same(receipts[0].Text, onOrder.Reference, o.Number, "eve@example.de"),
			same(receipts[1].Text, unknown.Reference, "000009999", "eve2@example.de"); x != y {
			t.Errorf("the receipts differ:\n%s\n---\n%s", x, y)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`); n != 0 {
			t.Errorf("%d returns", n)
		}
		for _, m := range f.Mails(t, withdrawal.TagConfirm) {
			if m.To[0] != "lena@example.de" {
				t.Errorf("a link went to %v", m.To)
			}
		}
		token := f.token(t, "lena@example.de")
		if got, _ := f.svc.ByReference(f.Ctx, unknown.Reference); got.Confirmation != withdrawal.NotMailed ||
			!slices.Equal(got.Flags, []withdrawal.Flag{withdrawal.OrderNotFound}) {
			t.Errorf("unknown number %+v", got)
		}
		unconfirmed, err := f.svc.List(f.Ctx, withdrawal.ListFilter{Unconfirmed: true, Limit: 10})
		if err != nil || len(unconfirmed) != 2 {
			t.Errorf("unconfirmed %v %d", err, len(unconfirmed))
		}

		for name, bad := range map[string]string{"made up": strings.Repeat("A", 43), "malformed": "x", "empty": "",
			"another's hash": strings.Repeat("b", 43)} {
			if _, err := f.svc.Confirm(f.Ctx, bad, client("192.0.2.51")); apperr.As(err).Key != "withdrawal.confirm.invalid" {
				t.Errorf("%s: %v", name, err)
			}
		}
		// Expired unused: refused, nothing started.
		f.Clock.Add(withdrawal.ConfirmValidity + time.Second)
		if _, err := f.svc.Pending(f.Ctx, token, client("192.0.2.51")); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("expired: %v", err)
		}
		if _, err := f.svc.Confirm(f.Ctx, token, client("192.0.2.51")); apperr.As(err).Key != "withdrawal.confirm.invalid" {
			t.Errorf("expired: %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`); n != 0 {
			t.Errorf("%d returns", n)
		}
		// A client may try links only so often.
		var limited error
		for range withdrawal.ConfirmPerClient.Limit + 1 {
			_, limited = f.svc.Confirm(f.Ctx, strings.Repeat("C", 43), client("192.0.2.52"))
		}
		if apperr.KindOf(limited) != apperr.RateLimited {
			t.Errorf("over the client's limit: %v", limited)
		}
	})
}

// Items can be named only from the signed-in customer's own order: for
// any other number one answer, whether an order has it, the items are the
// order's, or neither, and nothing is saved.
func TestItemsOfAnotherOrderGetOneAnswer(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		guest := f.guestOrder(t, item("HOSE-1", 2))
		annas := f.annasOrder(t, item("HAFER-20", 1))
		for i, c := range []struct {
			name     string
			customer int64
			number   string
			email    string
			item     int64
		}{
			{"the order's own items and address", 0, guest.Number, "lena@example.de", guest.Items[0].ID},
			{"another order's items", 0, guest.Number, "lena@example.de", annas.Items[0].ID},
			{"an unknown order", 0, "000009999", "lena@example.de", guest.Items[0].ID},
			{"an unknown item", 0, guest.Number, "lena@example.de", 999999},
			{"a customer naming another's order", f.eve, annas.Number, "eve@example.de", annas.Items[0].ID},
			{"a customer naming a guest's order", f.anna, guest.Number, "lena@example.de", guest.Items[0].ID},
		} {
			_, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Lena Hofer", Email: c.email, OrderNumber: c.number,
				Items: []withdrawal.ItemInput{{OrderItemID: c.item, Qty: 1}}}, c.customer, client(fmt.Sprintf("192.0.2.%d", 60+i)), i18n.German)
			if got := fieldsOf(err); fmt.Sprint(got) != "map[items:withdrawal.input.itemsOwnOrderOnly]" {
				t.Errorf("%s: %v", c.name, err)
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM withdrawal_declaration`); n != 0 {
			t.Errorf("%d declarations saved", n)
		}
	})
}

// A signed-in customer withdraws from items of their own order in
// English: found by number among theirs (the email typed is another), the
// return started at once, the receipt in English to the address typed.
func TestCustomerDeclarationWithItems(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.annasOrder(t, item("HOSE-1", 3), item("HEU-25", 2))
		f.ship(t, o, time.Time{})
		got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Anna Berger", Email: "anna.berger@example.org", OrderNumber: o.Number,
			Items: []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 2}, {OrderItemID: o.Items[1].ID, Qty: 2}}},
			f.anna, client("192.0.2.2"), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		if got.OrderID != o.ID || got.CustomerID != f.anna || len(got.Items) != 2 || got.Items[0].Qty != 2 || got.ReturnReference == "" ||
			got.Flagged() || got.Confirmation != withdrawal.ByOwner || !got.ConfirmedAt.Equal(start) {
			t.Fatalf("declared %+v", got)
		}
		if a := withdrawal.AnswerOf(got); a.AwaitingConfirmation || a.ReturnReference != got.ReturnReference {
			t.Errorf("answer %+v", a)
		}
		if got.Items[0] != (withdrawal.Item{OrderItemID: o.Items[0].ID, SKU: "HOSE-1", Name: "Reithose Klassik", Qty: 2}) {
			t.Errorf("items %+v", got.Items)
		}
		r := f.Mails(t, withdrawal.TagReceipt)
		if len(r) != 1 || r[0].To[0] != "anna.berger@example.org" || r[0].Subject != "Confirmation of receipt of your withdrawal W-2026-000001" {
			t.Fatalf("receipt %+v", r)
		}
		if missing := contains(r[0].Text, "Hello Anna Berger,", "on November 24, 2026 at 14:03:12 (Europe/Berlin)", "2 × Reithose Klassik",
			"2 × Heucobs 25 kg", "We have started the return "+got.ReturnReference); len(missing) > 0 {
			t.Errorf("receipt lacks %q:\n%s", missing, r[0].Text)
		}
		if links := f.Mails(t, withdrawal.TagConfirm); len(links) != 0 {
			t.Errorf("the owner got %d links", len(links))
		}
		if shop := f.Mails(t, withdrawal.TagShop); len(shop) != 1 || strings.Contains(shop[0].Subject, "[Prüfen]") {
			t.Errorf("shop %+v", shop)
		}
	})
}

// A declaration naming no order the shop finds is kept, flagged and
// unlinked, and the receipt goes out all the same; the shop's copy is
// marked for checking.
func TestUnknownOrderIsStoredFlaggedAndConfirmed(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		for i, number := range []string{"000009999", "Bestellung vom 3. März"} {
			got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Max Muster", Email: "max@example.de", OrderNumber: number,
				ItemsText: "Die Reithose"}, 0, client("192.0.2.4"), i18n.French)
			if err != nil || got.Reference != fmt.Sprintf("W-2026-%06d", i+1) {
				t.Fatalf("%q: %v %+v", number, err, got)
			}
		}
		receipts := f.Mails(t, withdrawal.TagReceipt)
		if len(receipts) != 2 || receipts[0].Subject != "Accusé de réception de votre rétractation W-2026-000001" ||
			len(contains(receipts[0].Text, "Die Reithose", "000009999", "nous envoyons un lien", "le 24/11/2026 à 14:03:12 (Europe/Berlin)")) > 0 {
			t.Errorf("receipts %+v", receipts)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		if len(shop) != 2 || !strings.HasPrefix(shop[0].Subject, "[Prüfen] Widerruf W-2026-000001") ||
			!strings.Contains(shop[0].Text, "Bestellung nicht gefunden") {
			t.Errorf("shop %+v", shop)
		}
		flagged, err := f.svc.List(f.Ctx, withdrawal.ListFilter{Flagged: true, Limit: 10})
		if err != nil || len(flagged) != 2 || flagged[0].Reference != "W-2026-000002" || flagged[0].OrderID != 0 ||
			!slices.Equal(flagged[0].Flags, []withdrawal.Flag{withdrawal.OrderNotFound}) || flagged[0].Confirmation != withdrawal.NotMailed {
			t.Errorf("flagged %v %+v", err, flagged)
		}
	})
}

// Late declarations and ones naming individualised items are accepted as
// declarations and flagged for the shop, which judges them. Lateness is
// judged at the time of receipt, also when the order is looked up later.
func TestLateAndExcludedAreFlaggedNotRefused(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.Clock.Set(time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC))
		late := f.guestOrder(t, item("HOSE-1", 1))
		delivered := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
		f.ship(t, late, delivered)
		// The period ends with Tuesday 8 December in Berlin.
		f.Clock.Set(time.Date(2026, 12, 8, 22, 59, 59, 0, time.UTC))
		in := withdrawal.Input{Name: "Lena Hofer", Email: "lena@example.de", OrderNumber: late.Number, WholeOrder: true}
		inTime, err := f.svc.Submit(f.Ctx, in, 0, client("192.0.2.5"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		// Its order is looked up after the period ended: still in time.
		f.Clock.Set(time.Date(2026, 12, 8, 23, 0, 1, 0, time.UTC))
		f.RunJobs(t)
		if got, _ := f.svc.ByReference(f.Ctx, inTime.Reference); got.Flagged() || got.OrderID != late.ID {
			t.Fatalf("in time: %+v", got)
		}
		lateOne, err := f.svc.Submit(f.Ctx, in, 0, client("192.0.2.5"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		f.RunJobs(t)
		if got, _ := f.svc.ByReference(f.Ctx, lateOne.Reference); !slices.Contains(got.Flags, withdrawal.OutsidePeriod) || got.OrderID != late.ID {
			t.Fatalf("late: %+v", got)
		}

		// Before delivery the period has not begun: never late.
		f.Clock.Set(start)
		pending := f.annasOrder(t, f.Shirt(t, 1), item("HOSE-1", 1))
		f.Clock.Add(60 * 24 * time.Hour)
		whole, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Anna Berger", Email: "anna@example.de", OrderNumber: pending.Number,
			WholeOrder: true}, f.anna, client("192.0.2.6"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(whole.Flags, withdrawal.OutsidePeriod) || !slices.Contains(whole.Flags, withdrawal.ExcludedItems) ||
			!slices.Contains(whole.Flags, withdrawal.ReturnRefused(returns.NotFullyShipped)) || whole.ReturnID != 0 {
			t.Errorf("whole order with the shirt, not shipped: %+v", whole)
		}
		// Only the trousers named: nothing excluded.
		trousers, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Anna Berger", Email: "anna@example.de", OrderNumber: pending.Number,
			Items: []withdrawal.ItemInput{{OrderItemID: pending.Items[1].ID, Qty: 1}}}, f.anna, client("192.0.2.6"), i18n.German)
		if err != nil || slices.Contains(trousers.Flags, withdrawal.ExcludedItems) {
			t.Errorf("trousers: %v %+v", err, trousers)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		var texts []string
		for _, m := range shop {
			texts = append(texts, m.Subject+"\n"+m.Text)
		}
		all := strings.Join(texts, "\n")
		if missing := contains(all, "Außerhalb der Widerrufsfrist eingegangen", "Enthält individualisierte Artikel",
			"Rücksendung nicht (vollständig) angelegt: noch nicht vollständig versendet",
			"bitte stornieren: paddock order cancel "+pending.Number+` --reason "Widerruf W-2027-000001"`); len(missing) > 0 {
			t.Errorf("the shop's copies lack %q:\n%s", missing, all)
		}
	})
}

// Input that cannot be a declaration is refused field by field, and
// nothing is saved, numbered or mailed.
func TestInvalidInputSavesNothing(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.annasOrder(t, item("HOSE-1", 2))
		other := f.annasOrder(t, item("HAFER-20", 1))
		valid := withdrawal.Input{Name: "Anna Berger", Email: "anna@example.de", OrderNumber: o.Number, WholeOrder: true}
		cases := []struct {
			name   string
			edit   func(*withdrawal.Input)
			fields map[string]string
		}{
			{"empty", func(in *withdrawal.Input) { *in = withdrawal.Input{} }, map[string]string{
				"name": "input.required", "email": "input.required", "order_number": "input.required", "items": "withdrawal.input.itemsRequired"}},
			{"long and wrong", func(in *withdrawal.Input) {
				in.Name, in.Email, in.OrderNumber = strings.Repeat("n", 201), "anna@", strings.Repeat("1", 41)
				in.WholeOrder, in.ItemsText = false, strings.Repeat("x", 2001)
			}, map[string]string{"name": "input.tooLong", "email": "mail.address.invalid", "order_number": "input.tooLong", "items_text": "input.tooLong"}},
			{"control characters", func(in *withdrawal.Input) { in.Name = "Anna\nBerger"; in.ItemsText = "a\x00b" },
				map[string]string{"name": "input.characters", "items_text": "input.characters"}},
			{"another order's item", func(in *withdrawal.Input) {
				in.WholeOrder, in.Items = false, []withdrawal.ItemInput{{OrderItemID: other.Items[0].ID, Qty: 1}}
			}, map[string]string{"items[0].order_item_id": "withdrawal.input.item"}},
			{"too many", func(in *withdrawal.Input) {
				in.WholeOrder, in.Items = false, []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 3}}
			}, map[string]string{"items[0].quantity": "withdrawal.input.quantity"}},
			{"none", func(in *withdrawal.Input) {
				in.WholeOrder, in.Items = false, []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 0}}
			}, map[string]string{"items[0].quantity": "withdrawal.input.quantity"}},
			{"twice", func(in *withdrawal.Input) {
				in.WholeOrder, in.Items = false, []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 1}, {OrderItemID: o.Items[0].ID, Qty: 1}}
			}, map[string]string{"items[1].order_item_id": "withdrawal.input.item"}},
			{"items without an order", func(in *withdrawal.Input) {
				in.OrderNumber, in.WholeOrder, in.Items = "000009999", false, []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 1}}
			}, map[string]string{"items": "withdrawal.input.itemsOwnOrderOnly"}},
		}
		for i, c := range cases {
			in := valid
			c.edit(&in)
			_, err := f.svc.Submit(f.Ctx, in, f.anna, client(fmt.Sprintf("192.0.2.%d", 100+i)), i18n.German)
			if got := fieldsOf(err); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Errorf("%s: %v; want %v", c.name, got, c.fields)
			}
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM withdrawal_declaration`); n != 0 {
			t.Errorf("%d declarations saved", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM withdrawal_sequence`); n != 0 {
			t.Errorf("%d references taken", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag LIKE 'withdrawal.%'`); n != 0 {
			t.Errorf("%d mails", n)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`); n != 0 {
			t.Errorf("%d returns", n)
		}
		// The next good one is the first.
		got, err := f.svc.Submit(f.Ctx, valid, f.anna, client("192.0.2.99"), i18n.German)
		if err != nil || got.Reference != "W-2026-000001" {
			t.Errorf("after refusals: %v %+v", err, got)
		}
	})
}

// The receipt goes to an address nobody has verified: what the declarer
// typed comes out shortened and defused, never as a link in the text or
// the HTML, while the shop's copy keeps it as typed.
func TestReceiptQuotesTypedTextWithoutLinks(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		words := "Ihr Konto ist gesperrt! Jetzt entsperren: https://evil.example/login?id=7 oder www.evil.example, Fragen an boss@evil.example. " +
			strings.Repeat("Bla ", 450)
		got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Sicherheitsteam evil.example", Email: "victim@example.de",
			OrderNumber: "siehe evil.example", ItemsText: words}, 0, client("192.0.2.7"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if got.ItemsText != strings.TrimSpace(words) {
			t.Errorf("the declaration is not kept as typed")
		}
		r := f.Mails(t, withdrawal.TagReceipt)
		if len(r) != 1 {
			t.Fatalf("%d receipts", len(r))
		}
		for part, body := range map[string]string{"text": r[0].Text, "html": r[0].HTML} {
			for _, bad := range []string{"evil.example", "https://evil", "www.evil", "boss@", "Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla Bla"} {
				if strings.Contains(body, bad) {
					t.Errorf("the receipt's %s holds %q", part, bad)
				}
			}
			if strings.Count(body, "<a ") > 1 {
				t.Errorf("the receipt's %s has links beside the shop's own", part)
			}
		}
		if missing := contains(r[0].Text, "Guten Tag,", "https[:]//evil[.]example/login?id=7", "gekürzt"); len(missing) > 0 {
			t.Errorf("receipt lacks %q:\n%s", missing, r[0].Text)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		if len(shop) != 1 || !strings.Contains(shop[0].Text, "https://evil.example/login?id=7") {
			t.Errorf("the shop's copy does not keep the text as typed")
		}
	})
}

// Receipts count against the recipient's budget of mails to unverified
// addresses: a flood of declarations naming one address from many clients
// is each recorded, but the address gets mail.RecipientBudget receipts a
// day and no more.
func TestReceiptsWithinTheRecipientsBudget(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		n := mail.RecipientBudget.Limit + 1
		for i := range n {
			email := "victim@gmail.com"
			if i%2 == 1 {
				email = "Vic.Tim+" + fmt.Sprint(i) + "@gmail.com"
			}
			if _, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Kunde", Email: email, OrderNumber: "000009999", WholeOrder: true},
				0, client(fmt.Sprintf("203.0.113.%d", i)), i18n.German); err != nil {
				t.Fatalf("declaration %d: %v", i+1, err)
			}
		}
		if got := f.Count(t, `SELECT COUNT(*) FROM withdrawal_declaration`); got != n {
			t.Errorf("%d declarations recorded, want %d", got, n)
		}
		if got := len(f.Mails(t, withdrawal.TagReceipt)); got != mail.RecipientBudget.Limit {
			t.Errorf("%d receipts, want %d", got, mail.RecipientBudget.Limit)
		}
	})
}

// An order's address gets a few links a day however many declarations
// name the order.
func TestLinksPerOrderAreBounded(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.guestOrder(t, item("HOSE-1", 1))
		for i := range withdrawal.ConfirmLinksPerOrder.Limit + 2 {
			if _, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Kunde", Email: fmt.Sprintf("k%d@example.de", i), OrderNumber: o.Number,
				WholeOrder: true}, 0, client(fmt.Sprintf("203.0.113.%d", i)), i18n.German); err != nil {
				t.Fatal(err)
			}
		}
		if got := len(f.Mails(t, withdrawal.TagConfirm)); got != withdrawal.ConfirmLinksPerOrder.Limit {
			t.Errorf("%d links, want %d", got, withdrawal.ConfirmLinksPerOrder.Limit)
		}
		list, err := f.svc.List(f.Ctx, withdrawal.ListFilter{Limit: 10})
		if err != nil || list[0].Confirmation != withdrawal.NotMailed || list[0].OrderID != o.ID {
			t.Errorf("the last: %v %+v", err, list[0])
		}
	})
}

// References count per Berlin year without gaps, also when declarations
// run at once and one of them fails after taking its number.
func TestReferencesAreGapFreeUnderConcurrency(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		const n = 12
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Go(func() {
				email := fmt.Sprintf("kunde%d@example.de", i)
				if i%4 == 3 {
					// Its receipt cannot be enqueued: the whole declaration
					// rolls back, its number with it.
					email = "broken@example.de"
				}
				_, errs[i] = f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Kunde", Email: email, OrderNumber: "000009999", WholeOrder: true},
					0, client(fmt.Sprintf("198.51.100.%d", i)), i18n.German)
			})
		}
		wg.Wait()
		failed := 0
		for i, err := range errs {
			if (err != nil) != (i%4 == 3) {
				t.Errorf("%d: %v", i, err)
			}
			if err != nil {
				failed++
			}
		}
		all, err := f.svc.List(f.Ctx, withdrawal.ListFilter{Limit: 100})
		if err != nil {
			t.Fatal(err)
		}
		var refs []string
		for _, dcl := range all {
			refs = append(refs, dcl.Reference)
		}
		slices.Sort(refs)
		for i, ref := range refs {
			if want := fmt.Sprintf("W-2026-%06d", i+1); ref != want {
				t.Fatalf("references %v", refs)
			}
		}
		if len(refs) != n-failed {
			t.Errorf("%d declarations, %d failed", len(refs), failed)
		}

		// New Year's Eve at 23:30 in UTC is already 2027 in Berlin.
		f.Clock.Set(time.Date(2026, 12, 31, 23, 30, 0, 0, time.UTC))
		got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Kunde", Email: "neujahr@example.de", OrderNumber: "1", WholeOrder: true},
			0, client("198.51.100.200"), i18n.German)
		if err != nil || got.Reference != "W-2027-000001" {
			t.Errorf("new year: %v %+v", err, got)
		}
	})
}

// A client may declare only so often: then the translated rate-limit
// error, nothing saved.
func TestRateLimits(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := func(i int) withdrawal.Input {
			return withdrawal.Input{Name: "Kunde", Email: fmt.Sprintf("k%d@example.de", i), OrderNumber: "000009999", WholeOrder: true}
		}
		for i := range withdrawal.SubmitPerClient.Limit {
			if _, err := f.svc.Submit(f.Ctx, in(i), 0, client("203.0.113.1"), i18n.English); err != nil {
				t.Fatal(err)
			}
		}
		_, err := f.svc.Submit(f.Ctx, in(99), 0, client("203.0.113.1"), i18n.English)
		if e := apperr.As(err); e.Kind != apperr.RateLimited || e.Key != "withdrawal.rateLimited" || e.RetryAfter <= 0 {
			t.Errorf("over the client's limit: %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM withdrawal_declaration`); n != withdrawal.SubmitPerClient.Limit {
			t.Errorf("%d declarations", n)
		}
	})
}

// The period ends with the 14th day after delivery in Berlin, moved to
// the next working day past weekends and public holidays (§193 BGB).
func TestPeriodEnd(t *testing.T) {
	t.Parallel()
	berlin, _ := time.LoadLocation("Europe/Berlin")
	for _, c := range []struct{ delivered, ends time.Time }{
		{time.Date(2026, 11, 24, 10, 0, 0, 0, berlin), time.Date(2026, 12, 8, 0, 0, 0, 0, berlin)},
		// Delivered late on Monday evening in UTC, Tuesday in Berlin.
		{time.Date(2026, 11, 23, 23, 30, 0, 0, time.UTC), time.Date(2026, 12, 8, 0, 0, 0, 0, berlin)},
		// The 14th day a Saturday: Monday.
		{time.Date(2026, 11, 28, 10, 0, 0, 0, berlin), time.Date(2026, 12, 14, 0, 0, 0, 0, berlin)},
		// Christmas Day, Boxing Day, Sunday: Monday 28 December.
		{time.Date(2026, 12, 11, 10, 0, 0, 0, berlin), time.Date(2026, 12, 28, 0, 0, 0, 0, berlin)},
		// Summer time: the end is midnight in Berlin all the same.
		{time.Date(2026, 6, 19, 8, 0, 0, 0, berlin), time.Date(2026, 7, 3, 0, 0, 0, 0, berlin)},
	} {
		end := withdrawal.PeriodEnd(c.delivered)
		want := c.ends.AddDate(0, 0, 1).Add(-time.Nanosecond)
		if !end.Equal(want) {
			t.Errorf("delivered %v: ends %v; want %v", c.delivered, end.In(berlin), want)
		}
	}
}
