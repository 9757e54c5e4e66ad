package demo

import (
	"context"
	"slices"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// staffListProducts is how many generated products BenchmarkStaffProducts
// lists, besides the demo catalogue.
const staffListProducts = 10_000

// BenchmarkStaffProducts asks the back office's product list of the demo
// catalogue plus 10,000 generated products (with their variants and texts
// in three languages) what the staff ask: the first page, a search by
// name and by SKU, a category with its subtree, low stock, a language
// missing, no picture, sorted by price deep in the list, and a club's
// goods; p50 and p99 per kind, in milliseconds. Run by make bench.
func BenchmarkStaffProducts(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			d := dbtest.New(b, dialect)
			c, images := realCatalogue(b, d)
			ctx := context.Background()
			if err := Seed(ctx, c, images, testNow); err != nil {
				b.Fatal(err)
			}
			if err := Generate(ctx, c, images, staffListProducts, testNow, nil); err != nil {
				b.Fatal(err)
			}
			staff := c.(catalog.StaffProducts)
			owner := access.With(ctx, access.Principal{StaffID: 1, Name: "Chefin", Role: access.Owner})
			// The first top category of the shop, with the most below it.
			var top int64
			if err := d.Read().Get(ctx, &top, `SELECT id FROM category WHERE level = 2 ORDER BY position, id LIMIT 1`); err != nil {
				b.Fatalf("top category: %v", err)
			}
			queries := []struct {
				name string
				q    catalog.StaffProductQuery
			}{
				{"first-page", catalog.StaffProductQuery{}},
				{"search-name", catalog.StaffProductQuery{Search: "jacke"}},
				{"search-sku", catalog.StaffProductQuery{Search: GeneratedPrefix + "0047"}},
				{"category", catalog.StaffProductQuery{CategoryID: top}},
				{"low-stock", catalog.StaffProductQuery{Stock: "low"}},
				{"missing-fr", catalog.StaffProductQuery{MissingTranslation: "fr"}},
				{"no-picture", catalog.StaffProductQuery{MissingImage: true}},
				{"deep-by-price", catalog.StaffProductQuery{Sort: "price", Desc: true, Page: 100, PageSize: 50}},
				{"club", catalog.StaffProductQuery{Club: "RVM-"}},
			}
			times := make([][]time.Duration, len(queries))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for k, q := range queries {
					t0 := time.Now()
					if _, err := staff.StaffProducts(owner, q.q); err != nil {
						b.Fatalf("%s: %v", q.name, err)
					}
					times[k] = append(times[k], time.Since(t0))
				}
			}
			b.StopTimer()
			for k, q := range queries {
				slices.Sort(times[k])
				at := func(p float64) float64 {
					return float64(times[k][min(len(times[k])-1, int(p*float64(len(times[k]))))].Microseconds()) / 1000
				}
				b.ReportMetric(at(0.5), q.name+"-p50-ms")
				b.ReportMetric(at(0.99), q.name+"-p99-ms")
			}
		})
	}
}
