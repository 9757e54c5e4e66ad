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
	"paddock/internal/returns"
	"paddock/internal/withdrawal"
)

// A guest withdraws from an item of their shipped order: the declaration
// is linked to it, a return of the item is started, and the receipt
// (German, the page's language) carries the whole declaration with the
// date and time of its receipt in Berlin, to the second.
func TestGuestDeclarationForTheirOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.Clock.Set(start.Add(-72 * time.Hour))
		o := f.guestOrder(t, item("HOSE-1", 2), item("HAFER-20", 1))
		f.ship(t, o, start.Add(-48*time.Hour))
		f.Clock.Set(start)
		// The number as a person may type it, the email in other case.
		typed := "#" + strings.TrimLeft(o.Number, "0")
		got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Lena Hofer", Email: " Lena@Example.DE ", OrderNumber: typed,
			Items: []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 1}}, ItemsText: "Passt nicht.\r\nZu lang."},
			0, client("192.0.2.1"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if got.Reference != "W-2026-000001" || got.OrderID != o.ID || got.CustomerID != 0 || got.Email != "Lena@Example.DE" ||
			got.OrderNumber != typed || !got.DeclaredAt.Equal(start) || len(got.Flags) != 0 || got.ReturnID == 0 ||
			!strings.HasPrefix(got.ReturnReference, o.Number+"-R") || got.ItemsText != "Passt nicht.\nZu lang." {
			t.Fatalf("declared %+v", got)
		}
		if len(got.Items) != 1 || got.Items[0] != (withdrawal.Item{OrderItemID: o.Items[0].ID, SKU: "HOSE-1", Name: "Reithose Klassik", Qty: 1}) {
			t.Errorf("items %+v", got.Items)
		}
		stored, err := f.svc.ByReference(f.Ctx, "w-2026-000001")
		if err != nil {
			t.Fatal(err)
		}
		if stored.ID != got.ID || stored.ReturnID != got.ReturnID || stored.ReturnReference != got.ReturnReference ||
			!stored.DeclaredAt.Equal(start) || stored.Locale != i18n.German || !slices.Equal(stored.Items, got.Items) || stored.Flagged() {
			t.Errorf("stored %+v", stored)
		}
		// The return holds the item named, started for this declaration.
		if n := f.Count(t, `SELECT COUNT(*) FROM sales_return r JOIN sales_return_item i ON i.return_id = r.id
			WHERE r.id = ? AND r.withdrawal_id = ? AND i.order_item_id = ? AND i.qty = 1`, got.ReturnID, got.ID, o.Items[0].ID); n != 1 {
			t.Errorf("%d return items", n)
		}

		after, err := f.Orders.ByID(f.Ctx, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		var history []string
		for _, h := range after.History {
			history = append(history, h.Text(i18n.German))
		}
		if !slices.Contains(history, "Widerruf W-2026-000001 erklärt") || !slices.Contains(history, "Rücksendung "+got.ReturnReference+" angefordert") {
			t.Errorf("the order's history %q lacks the withdrawal and its return", history)
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
			"W-2026-000001", "Lena@Example.DE", typed, "1 × Reithose Klassik (Art.-Nr. HOSE-1)", "Passt nicht.", "Zu lang.",
			"die Rücksendung "+got.ReturnReference+" angelegt", "Paddock"); len(missing) > 0 {
			t.Errorf("receipt lacks %q:\n%s", missing, r.Text)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		if len(shop) != 1 || shop[0].To[0] != "service@paddock.example" || shop[0].Subject != "Widerruf W-2026-000001 zu Bestellung "+typed ||
			!strings.Contains(shop[0].ReplyTo, "Lena@Example.DE") || strings.Contains(shop[0].Text, "Bitte prüfen") {
			t.Errorf("shop's copy %+v", shop)
		}
	})
}

// A signed-in customer withdraws from items of their own order in
// English: found by number alone (the email typed is another), linked to
// the customer, the receipt in English to the address typed.
func TestCustomerDeclarationWithItems(t *testing.T) {
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
		if got.OrderID != o.ID || got.CustomerID != f.anna || len(got.Items) != 2 || got.Items[0].Qty != 2 || got.ReturnReference == "" || got.Flagged() {
			t.Fatalf("declared %+v", got)
		}
		r := f.Mails(t, withdrawal.TagReceipt)
		if len(r) != 1 || r[0].To[0] != "anna.berger@example.org" || r[0].Subject != "Confirmation of receipt of your withdrawal W-2026-000001" {
			t.Fatalf("receipt %+v", r)
		}
		if missing := contains(r[0].Text, "Hello Anna Berger,", "on November 24, 2026 at 14:03:12 (Europe/Berlin)", "2 × Reithose Klassik",
			"2 × Heucobs 25 kg", "We have started the return "+got.ReturnReference); len(missing) > 0 {
			t.Errorf("receipt lacks %q:\n%s", missing, r[0].Text)
		}

		// Another customer cannot name anna's order's items by its number
		// alone: without the order's email it is not found.
		_, err = f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Eve", Email: "eve@example.de", OrderNumber: o.Number,
			Items: []withdrawal.ItemInput{{OrderItemID: o.Items[0].ID, Qty: 1}}}, f.eve, client("192.0.2.3"), i18n.German)
		if fields := fieldsOf(err); fields["items"] != "withdrawal.input.itemsWithoutOrder" {
			t.Errorf("a stranger's items: %v", err)
		}
	})
}

// A declaration naming no order the shop finds is kept, flagged and
// unlinked, and the receipt goes out all the same; the shop's copy is
// marked for checking.
func TestUnknownOrderIsStoredFlaggedAndConfirmed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.guestOrder(t, item("HOSE-1", 1))
		for i, number := range []string{"000009999", "Bestellung vom 3. März", o.Number} {
			got, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Max Muster", Email: "max@example.de", OrderNumber: number,
				ItemsText: "Die Reithose"}, 0, client("192.0.2.4"), i18n.French)
			if err != nil {
				t.Fatal(err)
			}
			// The third names a real order with another email: not found
			// either, so that nobody learns of a stranger's order.
			if got.OrderID != 0 || !slices.Equal(got.Flags, []withdrawal.Flag{withdrawal.OrderNotFound}) || got.ReturnID != 0 ||
				got.Reference != fmt.Sprintf("W-2026-%06d", i+1) {
				t.Errorf("%q: %+v", number, got)
			}
		}
		receipts := f.Mails(t, withdrawal.TagReceipt)
		if len(receipts) != 3 || receipts[0].Subject != "Accusé de réception de votre rétractation W-2026-000001" ||
			len(contains(receipts[0].Text, "Die Reithose", "000009999", "et vous contacterons", "le 24/11/2026 à 14:03:12 (Europe/Berlin)")) > 0 {
			t.Errorf("receipts %+v", receipts)
		}
		shop := f.Mails(t, withdrawal.TagShop)
		if len(shop) != 3 || !strings.HasPrefix(shop[0].Subject, "[Prüfen] Widerruf W-2026-000001") ||
			!strings.Contains(shop[0].Text, "Bestellung nicht gefunden") {
			t.Errorf("shop %+v", shop)
		}
		flagged, err := f.svc.List(f.Ctx, true, 10)
		if err != nil || len(flagged) != 3 || flagged[0].Reference != "W-2026-000003" {
			t.Errorf("flagged %v %+v", err, flagged)
		}
	})
}

// Late declarations and ones naming individualised items are accepted as
// declarations and flagged for the shop, which judges them.
func TestLateAndExcludedAreFlaggedNotRefused(t *testing.T) {
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
		if err != nil || inTime.Flagged() {
			t.Fatalf("in time: %v %+v", err, inTime)
		}
		f.Clock.Set(time.Date(2026, 12, 8, 23, 0, 1, 0, time.UTC))
		lateOne, err := f.svc.Submit(f.Ctx, in, 0, client("192.0.2.5"), i18n.German)
		if err != nil || !slices.Contains(lateOne.Flags, withdrawal.OutsidePeriod) || lateOne.OrderID != late.ID {
			t.Fatalf("late: %v %+v", err, lateOne)
		}

		// Before delivery the period has not begun: never late.
		f.Clock.Set(start)
		pending := f.guestOrder(t, f.Shirt(t, 1), item("HOSE-1", 1))
		f.Clock.Add(60 * 24 * time.Hour)
		whole, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Lena Hofer", Email: "lena@example.de", OrderNumber: pending.Number,
			WholeOrder: true}, 0, client("192.0.2.6"), i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(whole.Flags, withdrawal.OutsidePeriod) || !slices.Contains(whole.Flags, withdrawal.ExcludedItems) ||
			!slices.Contains(whole.Flags, withdrawal.ReturnRefused(returns.NotFullyShipped)) || whole.ReturnID != 0 {
			t.Errorf("whole order with the shirt, not shipped: %+v", whole)
		}
		// Only the trousers named: nothing excluded.
		trousers, err := f.svc.Submit(f.Ctx, withdrawal.Input{Name: "Lena Hofer", Email: "lena@example.de", OrderNumber: pending.Number,
			Items: []withdrawal.ItemInput{{OrderItemID: pending.Items[1].ID, Qty: 1}}}, 0, client("192.0.2.6"), i18n.German)
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
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.guestOrder(t, item("HOSE-1", 2))
		other := f.guestOrder(t, item("HAFER-20", 1))
		valid := withdrawal.Input{Name: "Lena Hofer", Email: "lena@example.de", OrderNumber: o.Number, WholeOrder: true}
		cases := []struct {
			name   string
			edit   func(*withdrawal.Input)
			fields map[string]string
		}{
			{"empty", func(in *withdrawal.Input) { *in = withdrawal.Input{} }, map[string]string{
				"name": "input.required", "email": "input.required", "order_number": "input.required", "items": "withdrawal.input.itemsRequired"}},
			{"long and wrong", func(in *withdrawal.Input) {
				in.Name, in.Email, in.OrderNumber = strings.Repeat("n", 201), "lena@", strings.Repeat("1", 41)
				in.WholeOrder, in.ItemsText = false, strings.Repeat("x", 2001)
			}, map[string]string{"name": "input.tooLong", "email": "mail.address.invalid", "order_number": "input.tooLong", "items_text": "input.tooLong"}},
			{"control characters", func(in *withdrawal.Input) { in.Name = "Lena\nHofer"; in.ItemsText = "a\x00b" },
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
			}, map[string]string{"items": "withdrawal.input.itemsWithoutOrder"}},
		}
		for i, c := range cases {
			in := valid
			c.edit(&in)
			_, err := f.svc.Submit(f.Ctx, in, 0, client(fmt.Sprintf("192.0.2.%d", 100+i)), i18n.German)
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
		got, err := f.svc.Submit(f.Ctx, valid, 0, client("192.0.2.99"), i18n.German)
		if err != nil || got.Reference != "W-2026-000001" {
			t.Errorf("after refusals: %v %+v", err, got)
		}
	})
}

// References count per Berlin year without gaps, also when declarations
// run at once and one of them fails after taking its number.
func TestReferencesAreGapFreeUnderConcurrency(t *testing.T) {
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
		all, err := f.svc.List(f.Ctx, false, 100)
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

// A client, and a receiving address from many clients, may declare only
// so often: then the translated rate-limit error, nothing saved.
func TestRateLimits(t *testing.T) {
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
		for i := range withdrawal.SubmitPerAddress.Limit {
			if _, err := f.svc.Submit(f.Ctx, in(1000), 0, client(fmt.Sprintf("203.0.113.%d", 10+i)), i18n.English); err != nil {
				t.Fatal(err)
			}
		}
		_, err = f.svc.Submit(f.Ctx, in(1000), 0, client("203.0.113.99"), i18n.English)
		if apperr.KindOf(err) != apperr.RateLimited {
			t.Errorf("over the address's limit: %v", err)
		}
		if n := f.Count(t, `SELECT COUNT(*) FROM withdrawal_declaration`); n != withdrawal.SubmitPerClient.Limit+withdrawal.SubmitPerAddress.Limit {
			t.Errorf("%d declarations", n)
		}
	})
}

// The period ends with the 14th day after delivery in Berlin, moved to
// the next working day past weekends and public holidays (§193 BGB).
func TestPeriodEnd(t *testing.T) {
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
