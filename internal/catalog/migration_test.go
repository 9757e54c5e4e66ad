package catalog_test

import (
	"context"
	"slices"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Migration 00013 names the size guide of products that had one: the
// horse's below the category "pferd", the riding-wear guide elsewhere.
func TestMigrationNamesSizeGuides(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, migrated *db.DB) {
		ctx := context.Background()
		d := dbtest.NewEmpty(t, migrated.Dialect())
		if _, err := d.MigrateTo(ctx, 12); err != nil {
			t.Fatal(err)
		}
		for _, stmt := range []string{
			`INSERT INTO category (id, path, level) VALUES (1, '1', 1), (2, '1/2', 2), (3, '1/2/3', 3), (4, '1/4', 2)`,
			`INSERT INTO category_text (category_id, locale, url_path) VALUES (2, 'de', 'pferd'), (3, 'de', 'pferd/decken'), (4, 'de', 'reiter')`,
			`INSERT INTO product (id, type, sku, price, has_size_guide, created_at, updated_at) VALUES
				(1, 'simple', 'DECKE', 100, TRUE, '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
				(2, 'simple', 'HOSE', 100, TRUE, '2026-11-01 00:00:00', '2026-11-01 00:00:00'),
				(3, 'simple', 'HALFTER', 100, FALSE, '2026-11-01 00:00:00', '2026-11-01 00:00:00')`,
			`INSERT INTO product_category (product_id, category_id) VALUES (1, 3), (2, 4), (3, 3)`,
		} {
			if _, err := d.Write().Exec(ctx, stmt); err != nil {
				t.Fatalf("%s: %v", stmt, err)
			}
		}
		if _, err := d.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var guides []string
		if err := d.Read().Select(ctx, &guides, "SELECT size_guide FROM product ORDER BY id"); err != nil {
			t.Fatal(err)
		}
		if want := []string{"size-guide-horse", "size-guide-riding-wear", ""}; !slices.Equal(guides, want) {
			t.Errorf("size guides %q; want %q", guides, want)
		}
	})
}
