package app_test

import (
	"context"
	"log/slog"
	"testing"

	"paddock/internal/app"
	"paddock/internal/platform/db"
)

// TestASecondSeedKeepsWhatStaffChanged: make run seeds every time it
// starts, so a second seed leaves the demo's catalogue, content, coupons
// and shipping rates as staff changed them; -again puts them back.
func TestASecondSeedKeepsWhatStaffChanged(t *testing.T) {
	t.Parallel()
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			cfg := seededDemo(t, testConfig(t, dialect), dialect)
			logger := slog.New(slog.DiscardHandler)
			d, err := app.Open(ctx, cfg, logger)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			type state struct {
				Rate   int64  `db:"rate"`
				Name   string `db:"name"`
				Page   string `db:"page"`
				Coupon bool   `db:"coupon"`
			}
			read := func() state {
				t.Helper()
				var s state
				if err := d.Read().Get(ctx, &s, `SELECT
					(SELECT price FROM shipping_rate WHERE country_code = 'DE') AS rate,
					(SELECT t.name FROM product_text t JOIN product p ON p.id = t.product_id WHERE p.sku = 'PF-BA-BASIC' AND t.locale = 'de') AS name,
					(SELECT title FROM page_locale WHERE locale = 'de' AND slug = 'impressum') AS page,
					(SELECT is_active FROM coupon WHERE code = 'WILLKOMMEN10') AS coupon`); err != nil {
					t.Fatal(err)
				}
				return s
			}
			demo := read()
			changed := state{Rate: demo.Rate + 100, Name: "Bandagen von der Inhaberin", Page: "Impressum (geändert)", Coupon: !demo.Coupon}
			for _, stmt := range []struct {
				q string
				a any
			}{
				{`UPDATE shipping_rate SET price = ? WHERE country_code = 'DE'`, changed.Rate},
				{`UPDATE product_text SET name = ? WHERE locale = 'de' AND product_id = (SELECT id FROM product WHERE sku = 'PF-BA-BASIC')`, changed.Name},
				{`UPDATE page_locale SET title = ? WHERE locale = 'de' AND slug = 'impressum'`, changed.Page},
				{`UPDATE coupon SET is_active = ? WHERE code = 'WILLKOMMEN10'`, changed.Coupon},
			} {
				if _, err := d.Write().Exec(ctx, stmt.q, stmt.a); err != nil {
					t.Fatal(err)
				}
			}
			if err := app.Seed(ctx, cfg, logger, app.SeedOptions{ImageSize: 96}); err != nil {
				t.Fatal(err)
			}
			if got := read(); got != changed {
				t.Errorf("after a second seed: %+v, want what staff changed %+v", got, changed)
			}
			if err := app.Seed(ctx, cfg, logger, app.SeedOptions{ImageSize: 96, Again: true}); err != nil {
				t.Fatal(err)
			}
			if got := read(); got != demo {
				t.Errorf("after seed -again: %+v, want the demo's %+v", got, demo)
			}
		})
	}
}
