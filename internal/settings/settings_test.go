package settings_test

import (
	"context"
	"os"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/settings"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// clock is a settable fake clock, safe for concurrent use.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func newClock() *clock { return &clock{t: time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)} }

// fieldErrors returns the errors of a collected Fields error by field.
func fieldErrors(t *testing.T, err error) map[string]string {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	all := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		all = joined.Unwrap()
	}
	out := map[string]string{}
	for _, e := range all {
		app := apperr.As(e)
		if app.Kind != apperr.Invalid {
			t.Fatalf("not an input error: %v", e)
		}
		out[app.Field] = app.Key
	}
	return out
}

func contentRevision(t *testing.T, d *db.DB) int64 {
	t.Helper()
	var n int64
	if err := d.Read().Get(context.Background(), &n, `SELECT n FROM content_revision WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestLegalIsStoredNormalisedAndReadBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		got, err := svc.Legal(ctx)
		if err != nil || got.IsSet() || !reflect.DeepEqual(got, settings.Legal{}) {
			t.Fatalf("before anything is set: %+v, %v", got, err)
		}
		before := contentRevision(t, d)
		in := settings.Legal{
			Company: "  Reitsport Muster GmbH ", Street: "Hauptstraße 1", Postcode: "80331", City: "München", Country: "de",
			Email: "info@reitsport-muster.example", Phone: "+49 89 123456",
			VATID: "de 136 695 976", TaxNumber: "143/123/45678",
			RegisterCourt: "Amtsgericht München", RegisterNumber: "HRB 123456",
			ManagingDirectors: []string{"Max Muster", " ", "Erika Muster"},
			Bank:              settings.Bank{Holder: "Reitsport Muster GmbH", IBAN: "de89 3704 0044 0532 0130 00", BIC: "cobadeffxxx", Name: "Commerzbank"},
		}
		if err := svc.SetLegal(ctx, in); err != nil {
			t.Fatal(err)
		}
		want := settings.Legal{
			Company: "Reitsport Muster GmbH", Street: "Hauptstraße 1", Postcode: "80331", City: "München", Country: "DE",
			Email: "info@reitsport-muster.example", Phone: "+49 89 123456",
			VATID: "DE136695976", TaxNumber: "143/123/45678",
			RegisterCourt: "Amtsgericht München", RegisterNumber: "HRB 123456",
			ManagingDirectors: []string{"Max Muster", "Erika Muster"},
			Bank:              settings.Bank{Holder: "Reitsport Muster GmbH", IBAN: "DE89370400440532013000", BIC: "COBADEFFXXX", Name: "Commerzbank"},
		}
		for _, reader := range []settings.Service{svc, settings.NewService(d, settings.Options{})} {
			got, err := reader.Legal(ctx)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("read back:\n got %+v, %v\nwant %+v", got, err, want)
			}
		}
		if after := contentRevision(t, d); after <= before {
			t.Errorf("content_revision %d after the write, %d before", after, before)
		}

		// What a caller changes in its copy stays its own.
		got, _ = svc.Legal(ctx)
		got.ManagingDirectors[0] = "Someone Else"
		if again, _ := svc.Legal(ctx); again.ManagingDirectors[0] != "Max Muster" {
			t.Errorf("a caller's change reached the kept value: %q", again.ManagingDirectors)
		}
		if lines := want.AddressLines(i18n.French); strings.Join(lines, "|") != "Hauptstraße 1|80331 München|Allemagne" {
			t.Errorf("address lines %q", lines)
		}
	})
}

func TestBadLegalDataIsRefusedFieldByFieldAndNothingIsSaved(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		if err := svc.SetLegal(ctx, settings.Demo); err != nil {
			t.Fatal(err)
		}
		valid := func(change func(*settings.Legal)) settings.Legal {
			l := settings.Demo
			l.ManagingDirectors = append([]string(nil), l.ManagingDirectors...)
			change(&l)
			return l
		}
		for _, tc := range []struct {
			name   string
			legal  settings.Legal
			fields map[string]string
		}{
			{"everything missing", settings.Legal{}, map[string]string{
				"company": "input.required", "street": "input.required", "postcode": "input.required", "city": "input.required",
				"country": "input.required", "email": "input.required", "vat_id": "settings.legal.taxIdentity"}},
			{"an IBAN whose check digits do not match", valid(func(l *settings.Legal) { l.Bank.IBAN = "DE89370400440532013001" }),
				map[string]string{"bank.iban": "settings.bank.iban"}},
			{"an IBAN too short for Germany", valid(func(l *settings.Legal) { l.Bank.IBAN = "DE8937040044053201300" }),
				map[string]string{"bank.iban": "settings.bank.iban"}},
			{"an account without IBAN", valid(func(l *settings.Legal) { l.Bank.IBAN = "" }), map[string]string{"bank.iban": "settings.bank.required"}},
			{"an account without holder", valid(func(l *settings.Legal) { l.Bank.Holder = "" }), map[string]string{"bank.holder": "settings.bank.required"}},
			{"a malformed BIC", valid(func(l *settings.Legal) { l.Bank.BIC = "COBA1" }), map[string]string{"bank.bic": "settings.bank.bic"}},
			{"a German VAT id with eight digits", valid(func(l *settings.Legal) { l.VATID = "DE31845792" }), map[string]string{"vat_id": "settings.legal.vatID"}},
			{"a German VAT id with a wrong check digit", valid(func(l *settings.Legal) { l.VATID = "DE318457926" }),
				map[string]string{"vat_id": "settings.legal.vatIDCheck"}},
			{"a VAT id of no EU country", valid(func(l *settings.Legal) { l.VATID = "US123456789" }), map[string]string{"vat_id": "settings.legal.vatID"}},
			{"a Dutch VAT id in the wrong form", valid(func(l *settings.Legal) { l.VATID = "NL123456789" }), map[string]string{"vat_id": "settings.legal.vatID"}},
			{"a tax number of letters", valid(func(l *settings.Legal) { l.TaxNumber = "abc" }), map[string]string{"tax_number": "settings.legal.taxNumber"}},
			{"a register court without number", valid(func(l *settings.Legal) { l.RegisterNumber = "" }),
				map[string]string{"register_number": "settings.legal.registerBoth"}},
			{"a register number without court", valid(func(l *settings.Legal) { l.RegisterCourt = "" }),
				map[string]string{"register_court": "settings.legal.registerBoth"}},
			{"an unknown country", valid(func(l *settings.Legal) { l.Country = "Deutschland" }), map[string]string{"country": "settings.legal.country"}},
			{"a German postcode of four digits", valid(func(l *settings.Legal) { l.Postcode = "4816" }), map[string]string{"postcode": "settings.legal.postcode"}},
			{"an email with a name", valid(func(l *settings.Legal) { l.Email = "Paddock <service@paddock.example>" }),
				map[string]string{"email": "settings.legal.email"}},
			{"a phone of letters", valid(func(l *settings.Legal) { l.Phone = "call us" }), map[string]string{"phone": "input.telephone"}},
			{"a company name too long", valid(func(l *settings.Legal) { l.Company = strings.Repeat("x", settings.MaxCompany+1) }),
				map[string]string{"company": "input.tooLong"}},
			{"a line break in the street", valid(func(l *settings.Legal) { l.Street = "Hufschlag 12\r\nBcc: x@example.com" }),
				map[string]string{"street": "input.characters"}},
			{"too many managing directors", valid(func(l *settings.Legal) {
				l.ManagingDirectors = nil
				for i := range settings.MaxDirectors + 1 {
					l.ManagingDirectors = append(l.ManagingDirectors, "Director "+string(rune('A'+i)))
				}
			}),
				map[string]string{"managing_directors": "settings.legal.directors"}},
			{"several problems at once", valid(func(l *settings.Legal) { l.City, l.VATID, l.Bank.IBAN = "", "DE1", "XX00" }),
				map[string]string{"city": "input.required", "vat_id": "settings.legal.vatID", "bank.iban": "settings.bank.iban"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				got := fieldErrors(t, svc.SetLegal(ctx, tc.legal))
				if !reflect.DeepEqual(got, tc.fields) {
					t.Errorf("errors %v, want %v", got, tc.fields)
				}
				for field, key := range got {
					for _, l := range i18n.Locales {
						if !i18n.Messages().Has(l, key) {
							t.Errorf("%s: %s has no %s text", field, key, l)
						}
					}
				}
				if have, err := settings.NewService(d, settings.Options{}).Legal(ctx); err != nil || !reflect.DeepEqual(have, settings.Demo) {
					t.Errorf("stored after a refused write: %+v, %v", have, err)
				}
			})
		}
	})
}

func TestValidVATIDsOfSeveralCountries(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc := settings.NewService(d, settings.Options{})
		for _, id := range []string{"DE136695976", "ATU12345678", "FR40303265045", "NL123456789B01", "IE6388047V", "ESX1234567X", "EL123456789",
			"BE0123456789", "SE123456789701", "XIGD123"} {
			l := settings.Demo
			l.VATID = id
			if err := svc.SetLegal(context.Background(), l); err != nil {
				t.Errorf("%s refused: %v", id, err)
			}
		}
	})
}

func TestAnotherInstancesWriteShowsAfterMaxAgeAndInATransactionAtOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		c := newClock()
		reader := settings.NewService(d, settings.Options{Now: c.now, MaxAge: time.Second})
		writer := settings.NewService(d, settings.Options{Now: c.now})
		if err := writer.SetLegal(ctx, settings.Demo); err != nil {
			t.Fatal(err)
		}
		if l, _ := reader.Legal(ctx); l.Company != settings.Demo.Company {
			t.Fatalf("first read %q", l.Company)
		}
		renamed := settings.Demo
		renamed.Company = "Paddock Reitsport & Co. KG"
		if err := writer.SetLegal(ctx, renamed); err != nil {
			t.Fatal(err)
		}
		// Answered from memory: no statement, the old value.
		var n atomic.Int64
		if l, _ := reader.Legal(db.CountStatements(ctx, &n)); l.Company != settings.Demo.Company || n.Load() != 0 {
			t.Errorf("within MaxAge: %q after %d statements", l.Company, n.Load())
		}
		// A fresh read reads the row.
		if l, _ := reader.FreshLegal(ctx); l.Company != renamed.Company {
			t.Errorf("fresh: %q", l.Company)
		}
		// In a transaction the row is read.
		err := d.InTransaction(ctx, func(ctx context.Context) error {
			l, err := reader.Legal(ctx)
			if l.Company != renamed.Company {
				t.Errorf("in a transaction: %q", l.Company)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		c.add(time.Second)
		if l, _ := reader.Legal(ctx); l.Company != renamed.Company {
			t.Errorf("after MaxAge: %q", l.Company)
		}
		// The writer's own process sees its write at once.
		renamed.Company = "Paddock Reitsport GmbH & Co. KG"
		if err := reader.SetLegal(ctx, renamed); err != nil {
			t.Fatal(err)
		}
		if l, _ := reader.Legal(ctx); l.Company != renamed.Company {
			t.Errorf("own write: %q", l.Company)
		}
	})
}

func TestAWriteRolledBackWithItsTransactionLeavesTheSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		if err := svc.SetLegal(ctx, settings.Demo); err != nil {
			t.Fatal(err)
		}
		renamed := settings.Demo
		renamed.Company = "Rolled Back GmbH"
		err := d.InTransaction(ctx, func(ctx context.Context) error {
			if err := svc.SetLegal(ctx, renamed); err != nil {
				return err
			}
			if l, _ := svc.Legal(ctx); l.Company != renamed.Company {
				t.Errorf("inside the transaction: %q", l.Company)
			}
			return context.Canceled
		})
		if err != context.Canceled {
			t.Fatal(err)
		}
		if l, _ := svc.Legal(ctx); l.Company != settings.Demo.Company {
			t.Errorf("after the rollback: %q", l.Company)
		}
	})
}

func TestBankTransferLifeCycle(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		// Prepayment holds goods for a week, reminded after three days.
		if b, err := svc.BankTransfer(ctx); err != nil || b != settings.DefaultBankTransfer || b.ReminderDays != 3 || b.CancelDays != 7 ||
			b.OpenOrdersPerEmail != 3 || b.OpenValuePerEmail != 500_000 || b.OpenOrdersPerClient != 5 || b.OpenValuePerClient != 1_000_000 {
			t.Fatalf("default %+v, %v", b, err)
		}
		with := func(change func(b *settings.BankTransfer)) settings.BankTransfer {
			b := settings.DefaultBankTransfer
			change(&b)
			return b
		}
		for _, tc := range []struct {
			in     settings.BankTransfer
			fields []string
		}{
			{with(func(b *settings.BankTransfer) { b.ReminderDays, b.CancelDays = 0, 14 }), []string{"reminder_days"}},
			{with(func(b *settings.BankTransfer) { b.ReminderDays, b.CancelDays = 7, 7 }), []string{"cancel_days"}},
			{with(func(b *settings.BankTransfer) { b.ReminderDays, b.CancelDays = 7, 91 }), []string{"cancel_days"}},
			{with(func(b *settings.BankTransfer) { b.ReminderDays, b.CancelDays = -1, 0 }), []string{"cancel_days", "reminder_days"}},
			{with(func(b *settings.BankTransfer) { b.OpenOrdersPerEmail, b.OpenOrdersPerClient = 0, 101 }),
				[]string{"open_orders_per_client", "open_orders_per_email"}},
			{with(func(b *settings.BankTransfer) { b.OpenValuePerEmail, b.OpenValuePerClient = 99, 100_000_001 }),
				[]string{"open_value_per_client", "open_value_per_email"}},
			{settings.BankTransfer{}, []string{"cancel_days", "open_orders_per_client", "open_orders_per_email", "open_value_per_client",
				"open_value_per_email", "reminder_days"}},
		} {
			got := fieldErrors(t, svc.SetBankTransfer(ctx, tc.in))
			var fields []string
			for f, key := range got {
				fields = append(fields, f)
				for _, l := range i18n.Locales {
					if msg := i18n.Messages().T(l, key, "min", 1, "max", 2, "reminder", 3); msg == key || strings.Contains(msg, "{{") {
						t.Errorf("%s: message %q in %s", f, msg, l)
					}
				}
			}
			sort.Strings(fields)
			if !reflect.DeepEqual(fields, tc.fields) {
				t.Errorf("%+v: fields %v, want %v", tc.in, fields, tc.fields)
			}
		}
		if b, _ := svc.BankTransfer(ctx); b != settings.DefaultBankTransfer {
			t.Errorf("after refused writes %+v", b)
		}
		set := settings.BankTransfer{ReminderDays: 5, CancelDays: 10, OpenOrdersPerEmail: 1, OpenValuePerEmail: 100, OpenOrdersPerClient: 2,
			OpenValuePerClient: 20_000}
		if err := svc.SetBankTransfer(ctx, set); err != nil {
			t.Fatal(err)
		}
		b, err := settings.NewService(d, settings.Options{}).BankTransfer(ctx)
		if err != nil || b != set || b.ReminderAfter() != 120*time.Hour || b.CancelAfter() != 240*time.Hour || b.MaxValue() != 100 {
			t.Errorf("stored %+v, %v", b, err)
		}

		// A group stored before the caps existed reads their defaults.
		if _, err := d.Write().Exec(ctx, `UPDATE shop_setting SET value = '{"reminder_days":5,"cancel_days":12}', revision = revision + 1
			WHERE name = 'bank_transfer'`); err != nil {
			t.Fatal(err)
		}
		b, err = settings.NewService(d, settings.Options{}).BankTransfer(ctx)
		if want := with(func(b *settings.BankTransfer) { b.ReminderDays, b.CancelDays = 5, 12 }); err != nil || b != want {
			t.Errorf("an older group reads %+v, %v; want %+v", b, err, want)
		}
	})
}

func TestOrderLimits(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		if l, err := svc.OrderLimits(ctx); err != nil || l != settings.DefaultOrderLimits || l.LineQuantity != 20 || l.Lines != 50 || l.OrderQuantity != 200 {
			t.Fatalf("default %+v, %v", l, err)
		}
		for _, tc := range []struct {
			in     settings.OrderLimits
			fields []string
		}{
			{settings.OrderLimits{LineQuantity: 0, Lines: 50, OrderQuantity: 200}, []string{"line_quantity"}},
			{settings.OrderLimits{LineQuantity: 1000, Lines: 50, OrderQuantity: 2000}, []string{"line_quantity"}},
			{settings.OrderLimits{LineQuantity: 20, Lines: 101, OrderQuantity: 200}, []string{"lines"}},
			{settings.OrderLimits{LineQuantity: 20, Lines: 50, OrderQuantity: 19}, []string{"order_quantity"}},
			{settings.OrderLimits{LineQuantity: 20, Lines: 50, OrderQuantity: 99_901}, []string{"order_quantity"}},
			{settings.OrderLimits{}, []string{"line_quantity", "lines", "order_quantity"}},
		} {
			got := fieldErrors(t, svc.SetOrderLimits(ctx, tc.in))
			var fields []string
			for f, key := range got {
				fields = append(fields, f)
				for _, l := range i18n.Locales {
					if msg := i18n.Messages().T(l, key, "min", 1, "max", 2); msg == key || strings.Contains(msg, "{{") {
						t.Errorf("%s: message %q in %s", f, msg, l)
					}
				}
			}
			sort.Strings(fields)
			if !reflect.DeepEqual(fields, tc.fields) {
				t.Errorf("%+v: fields %v, want %v", tc.in, fields, tc.fields)
			}
		}
		if l, _ := svc.OrderLimits(ctx); l != settings.DefaultOrderLimits {
			t.Errorf("after refused writes %+v", l)
		}
		set := settings.OrderLimits{LineQuantity: 5, Lines: 10, OrderQuantity: 5}
		if err := svc.SetOrderLimits(ctx, set); err != nil {
			t.Fatal(err)
		}
		if l, err := settings.NewService(d, settings.Options{}).OrderLimits(ctx); err != nil || l != set {
			t.Errorf("stored %+v, %v", l, err)
		}
	})
}

func TestSeedDemoKeepsAShopsOwnData(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		if err := settings.SeedDemo(ctx, svc); err != nil {
			t.Fatal(err)
		}
		if l, _ := svc.Legal(ctx); !reflect.DeepEqual(l, settings.Demo) || !l.HasBank() {
			t.Fatalf("demo %+v", l)
		}
		own := settings.Demo
		own.Company = "Eigener Reitsport GmbH"
		if err := svc.SetLegal(ctx, own); err != nil {
			t.Fatal(err)
		}
		if err := settings.SeedDemo(ctx, svc); err != nil {
			t.Fatal(err)
		}
		if l, _ := svc.Legal(ctx); l.Company != own.Company {
			t.Errorf("the seed replaced the shop's data: %q", l.Company)
		}
	})
}

func TestFooterLines(t *testing.T) {
	if got := strings.Join(settings.Demo.FooterLines(i18n.German), "\n"); got != "Paddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Deutschland\n"+
		"Geschäftsführung: Anna Brinkmann · Amtsgericht Münster, HRB 21873 · USt-IdNr. DE318457922" {
		t.Errorf("German footer:\n%s", got)
	}
	if got := settings.Demo.FooterLines(i18n.English)[0]; got != "Paddock Reitsport GmbH · Hufschlag 12 · 48165 Münster · Germany" {
		t.Errorf("English footer %q", got)
	}
	if lines := (settings.Legal{}).FooterLines(i18n.German); lines != nil {
		t.Errorf("footer without legal data: %q", lines)
	}
	if got := settings.GroupIBAN("DE89370400440532013000"); got != "DE89 3704 0044 0532 0130 00" {
		t.Errorf("grouped IBAN %q", got)
	}
}

// BenchmarkLegal compares a read answered from memory with one that reads
// the row (inside a transaction), on SQLite.
func BenchmarkLegal(b *testing.B) {
	d := dbtest.New(b, db.SQLite)
	ctx := context.Background()
	svc := settings.NewService(d, settings.Options{MaxAge: time.Hour})
	if err := svc.SetLegal(ctx, settings.Demo); err != nil {
		b.Fatal(err)
	}
	b.Run("memory", func(b *testing.B) {
		for b.Loop() {
			if _, err := svc.Legal(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("row", func(b *testing.B) {
		fresh := settings.NewService(d, settings.Options{MaxAge: time.Nanosecond})
		for b.Loop() {
			if _, err := fresh.Legal(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func TestCatalogPolicy(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := settings.NewService(d, settings.Options{})
		if c, err := svc.Catalog(ctx); err != nil || c.LowStockThreshold != 5 || len(c.ClubPrices) != 0 {
			t.Fatalf("default %+v, %v", c, err)
		}
		for _, tc := range []struct {
			in    settings.Catalog
			field string
		}{
			{settings.Catalog{LowStockThreshold: -1}, "low_stock_threshold"},
			{settings.Catalog{LowStockThreshold: settings.MaxLowStockThreshold + 1}, "low_stock_threshold"},
			{settings.Catalog{LowStockThreshold: 3, ClubPrices: []int64{0}}, "club_prices"},
		} {
			got := fieldErrors(t, svc.SetCatalog(ctx, tc.in))
			if _, ok := got[tc.field]; !ok || len(got) != 1 {
				t.Errorf("%+v: %v, want %s", tc.in, got, tc.field)
			}
		}
		if c, _ := svc.Catalog(ctx); c.LowStockThreshold != 5 {
			t.Errorf("a refused policy was stored: %+v", c)
		}
		if err := svc.SetCatalog(ctx, settings.Catalog{LowStockThreshold: 12, ClubPrices: []int64{8, 7, 8}}); err != nil {
			t.Fatal(err)
		}
		if c, err := settings.NewService(d, settings.Options{}).Catalog(ctx); err != nil || c.LowStockThreshold != 12 || !reflect.DeepEqual(c.ClubPrices, []int64{7, 8}) {
			t.Errorf("stored %+v, %v", c, err)
		}
	})
}
