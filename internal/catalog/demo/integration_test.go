package demo

import (
	"context"
	"io"
	"os"
	"reflect"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// mediaStore adapts the media library to ImageStore, as the application
// does.
type mediaStore struct{ lib *media.Library }

func (m mediaStore) Put(ctx context.Context, r io.Reader) (string, int, int, error) {
	s, err := m.lib.Put(ctx, r)
	return s.Key, s.Width, s.Height, err
}

// realCatalogue is the catalogue service on d with the store views in
// place, and a media library in memory.
func realCatalogue(t testing.TB, d *db.DB) (catalog.Service, ImageStore) {
	t.Helper()
	return realCatalogueWith(t, d, nil)
}

// realCatalogueWith is realCatalogue indexing into engine (none when nil).
func realCatalogueWith(t testing.TB, d *db.DB, engine search.Engine) (catalog.Service, ImageStore) {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatalf("store views: %v", err)
	}
	bucket, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	return catalog.NewService(d, engine, nil), mediaStore{media.NewLibrary(bucket, media.Options{})}
}

// tableCounts counts the rows of every table.
func tableCounts(t *testing.T, d *db.DB) map[string]int {
	t.Helper()
	ctx := context.Background()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	if d.Dialect() == db.Postgres {
		q = `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`
	}
	var tables []string
	if err := d.Read().Select(ctx, &tables, q); err != nil {
		t.Fatalf("list tables: %v", err)
	}
	counts := map[string]int{}
	for _, table := range tables {
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM "`+table+`"`); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		counts[table] = n
	}
	return counts
}

func TestSeedTwiceAgainstTheCatalogue(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, store := realCatalogue(t, d)
		images := remember(store)
		// The size of the other tests' seeds: their drawings are recalled.
		if err := seed(ctx, svc, images, testNow, 48); err != nil {
			t.Fatalf("first seed: %v", err)
		}
		first := tableCounts(t, d)
		if first["product"] < 150 {
			t.Errorf("%d product rows after seeding", first["product"])
		}
		if err := seed(ctx, svc, images, testNow.Add(3*time.Hour), 48); err != nil {
			t.Fatalf("second seed: %v", err)
		}
		second := tableCounts(t, d)
		for table, n := range first {
			if second[table] != n {
				t.Errorf("table %s has %d rows after the second run, %d after the first", table, second[table], n)
			}
		}

		// What the storefront will show: a reduced product whose 30-day
		// reference is an earlier, lower price; the tree four levels deep.
		ps, err := svc.Products(ctx, i18n.French, catalog.ProductFilter{SKUs: []string{"PF-ST-ZIRKEL", "ST-MF-HUF"}})
		if err != nil || len(ps) != 2 {
			t.Fatalf("products: %v, %d found", err, len(ps))
		}
		for _, p := range ps {
			pr := p.Pricing(testNow)
			if !pr.Reduced || pr.Lowest30Days >= pr.Regular || pr.BasePrice == 0 {
				t.Errorf("%s: pricing %+v, want a reduction against a lower 30-day price and a base price", p.SKU, pr)
			}
			if p.Name == "" || p.Description == "" || len(p.Images) == 0 || p.Safety.ManufacturerEmail == "" {
				t.Errorf("%s: incomplete in French: %+v", p.SKU, p)
			}
		}
		cats, err := svc.Categories(ctx, i18n.English, catalog.CategoryFilter{URLPath: "rider/riding-apparel/breeches/full-seat-breeches"})
		if err != nil || len(cats) != 1 {
			t.Fatalf("full-seat breeches in English: %v, %d found", err, len(cats))
		}
		if cats[0].Level != 5 || cats[0].ProductCount < 5 {
			t.Errorf("full-seat breeches: level %d, %d products", cats[0].Level, cats[0].ProductCount)
		}
	})
}

// TestGenerateTwiceAgainstTheCatalogue runs on SQLite only: the generator
// speaks to the catalogue service alone, whose own tests and the seed test
// above cover PostgreSQL. A batch and a part of the next are enough to
// cover upsells across batches (1100 products twice took two minutes
// under -race).
func TestGenerateTwiceAgainstTheCatalogue(t *testing.T) {
	func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, images := realCatalogue(t, d)
		n := generateBatch + 100
		if err := generate(ctx, svc, images, n, testNow, nil, 64); err != nil {
			t.Fatalf("generate: %v", err)
		}
		first := tableCounts(t, d)
		if err := generate(ctx, svc, images, n, testNow, nil, 64); err != nil {
			t.Fatalf("generate again: %v", err)
		}
		for table, n := range first {
			if m := tableCounts(t, d)[table]; m != n {
				t.Errorf("table %s has %d rows after the second run, %d after the first", table, m, n)
			}
		}
	}(t, dbtest.New(t, db.SQLite))
}

// BenchmarkGenerate1000Catalogue generates 1000 products into the real
// catalogue on SQLite; the figure times 100 estimates 100 000.
func BenchmarkGenerate1000Catalogue(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		d := dbtest.New(b, db.SQLite)
		svc, images := realCatalogue(b, d)
		// Categories and images first, so the loop times products only.
		if err := generate(ctx, svc, images, 1, testNow, nil, 64); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := generate(ctx, svc, images, 1000, testNow, nil, 64); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeedCatalogue is the whole demo shop with full-size images into
// the real catalogue on SQLite and the media library in memory.
func BenchmarkSeedCatalogue(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		b.StopTimer()
		d := dbtest.New(b, db.SQLite)
		svc, images := realCatalogue(b, d)
		b.StartTimer()
		if err := Seed(ctx, svc, images, testNow); err != nil {
			b.Fatal(err)
		}
	}
}

// TestProductInputsSaveTheCatalogueUnchanged reads every demo product back
// as the input that saves it (catalog.Staff.ProductInputs, what the back
// office edits and the CSV export writes) and saves them all again:
// nothing the storefront shows changes in any language, no price is
// recorded anew, no url moves, and reading them again gives the same
// inputs.
func TestProductInputsSaveTheCatalogueUnchanged(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc, store := realCatalogue(t, d)
		if err := seed(ctx, svc, remember(store), testNow, 48); err != nil {
			t.Fatalf("seed: %v", err)
		}
		var ids []int64
		if err := d.Read().Select(ctx, &ids, `SELECT id FROM product WHERE parent_id IS NULL ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		staff := svc.(catalog.Staff)
		inputs, err := staff.ProductInputs(ctx, ids)
		if err != nil || len(inputs) != len(ids) {
			t.Fatalf("product inputs: %v, %d of %d", err, len(inputs), len(ids))
		}
		shown := func() map[i18n.Locale][]catalog.Product {
			out := map[i18n.Locale][]catalog.Product{}
			for _, l := range i18n.Locales {
				ps, err := svc.Products(ctx, l, catalog.ProductFilter{IDs: ids})
				if err != nil {
					t.Fatal(err)
				}
				for i := range ps {
					ps[i].UpdatedAt = time.Time{}
					for j := range ps[i].Variants {
						ps[i].Variants[j].UpdatedAt = time.Time{}
					}
				}
				out[l] = ps
			}
			return out
		}
		before, counts := shown(), tableCounts(t, d)
		if _, err := svc.SaveProducts(ctx, inputs); err != nil {
			t.Fatalf("save again: %v", err)
		}
		after := shown()
		for _, l := range i18n.Locales {
			if len(after[l]) != len(before[l]) {
				t.Fatalf("%s: %d products shown after, %d before", l, len(after[l]), len(before[l]))
			}
			for i := range before[l] {
				if !reflect.DeepEqual(before[l][i], after[l][i]) {
					t.Errorf("%s: %s changed:\nbefore %+v\nafter  %+v", l, before[l][i].SKU, before[l][i], after[l][i])
				}
			}
		}
		for table, n := range tableCounts(t, d) {
			if counts[table] != n {
				t.Errorf("table %s: %d rows after saving again, %d before", table, n, counts[table])
			}
		}
		again, err := staff.ProductInputs(ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		for i := range inputs {
			if !reflect.DeepEqual(inputs[i], again[i]) {
				t.Errorf("%s reads back differently:\nfirst  %+v\nsecond %+v", inputs[i].SKU, inputs[i], again[i])
			}
		}
		// A configurable product comes with every variant and its own SKU,
		// stock and pictures.
		var configurable int
		for _, in := range inputs {
			if in.Type == catalog.Configurable {
				configurable++
				if len(in.Variants) == 0 || in.Variants[0].SKU == "" || len(in.ConfigurableAttributes) == 0 {
					t.Errorf("%s: variants %+v, attributes %v", in.SKU, in.Variants, in.ConfigurableAttributes)
				}
			}
			if in.Name[i18n.German] == "" || in.Name[i18n.French] == "" || len(in.CategoryIDs) == 0 {
				t.Errorf("%s: names %v, categories %v", in.SKU, in.Name, in.CategoryIDs)
			}
		}
		if configurable < 20 {
			t.Errorf("%d configurable products", configurable)
		}
	})
}
