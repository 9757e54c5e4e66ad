package catalog_test

import (
	"fmt"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// listingFixture saves 24 configurable products with 6 variants each (3
// colours × 2 sizes), two images per product and one per variant.
func listingFixture(b *testing.B, dialect db.Dialect) (*fixture, []int64) {
	b.Helper()
	f := newFixture(b, dbtest.New(b, dialect))
	var ins []catalog.ProductInput
	for i := range 24 {
		in := jacketInput(f)
		in.SKU = fmt.Sprintf("BENCH-%02d", i)
		in.Name = texts(fmt.Sprintf("Softshelljacke %d", i), fmt.Sprintf("Softshell jacket %d", i), "")
		in.Variants = nil
		for _, c := range []string{"navy", "black", "white"} {
			for _, s := range []string{"s", "m"} {
				in.Variants = append(in.Variants, catalog.VariantInput{
					SKU: fmt.Sprintf("%s-%s-%s", in.SKU, c, s), Color: c, Size: s, Price: 12900, StockQty: 2, IsActive: true,
					Images: []catalog.ImageInput{{Key: "p/" + c + ".png", Width: 800, Height: 1000}},
				})
			}
		}
		ins = append(ins, in)
	}
	ids, err := f.svc.SaveProducts(f.ctx, ins)
	if err != nil {
		b.Fatal(err)
	}
	return f, ids
}

// BenchmarkProducts loads a category page's worth of configurable products
// with everything a product page shows: from the database, and from the
// read cache as the shop's second visitor gets them.
func BenchmarkProducts(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		for _, cache := range []int{0, catalog.DefaultReadCacheSize} {
			name := string(dialect) + "/database"
			if cache > 0 {
				name = string(dialect) + "/cached"
			}
			b.Run(name, func(b *testing.B) {
				f, ids := listingFixture(b, dialect)
				svc := catalog.NewService(f.d, f.engine, nil, catalog.WithReadCache(cache))
				b.ReportAllocs()
				for b.Loop() {
					ps, err := svc.Products(f.ctx, en, catalog.ProductFilter{IDs: ids})
					if err != nil || len(ps) != 24 || len(ps[0].Variants) != 6 {
						b.Fatalf("%d products, %v", len(ps), err)
					}
				}
			})
		}
	}
}

// BenchmarkRoute resolves a category path, a product path and an old path.
func BenchmarkRoute(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f, _ := listingFixture(b, dialect)
			paths := []string{"pferd/decken/winterdecken/thermodecken", "softshelljacke-7", "Reiter/Jacken/"}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				if _, err := f.svc.Route(f.ctx, de, paths[i%len(paths)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// BenchmarkSaveProducts saves batches of 500 simple products with texts in
// three languages, two images and a category, as the demo generator does.
func BenchmarkSaveProducts(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			f := newFixture(b, dbtest.New(b, dialect))
			batch := 0
			for b.Loop() {
				ins := make([]catalog.ProductInput, 500)
				for i := range ins {
					n := batch*500 + i
					in := simple(fmt.Sprintf("GEN-%07d", n), fmt.Sprintf("Reithose Modell %d", n), catalog.Money(1000+n%9000), f.breeches)
					in.Name[en], in.Name[fr] = fmt.Sprintf("Breeches model %d", n), fmt.Sprintf("Pantalon modèle %d", n)
					in.Description = texts("<p>Bequeme Reithose mit Kniebesatz.</p>", "<p>Comfortable breeches.</p>", "<p>Pantalon confortable.</p>")
					in.Images = []catalog.ImageInput{{Key: "gen/a.png", Label: texts("Vorne", "Front", "Devant")}, {Key: "gen/b.png"}}
					ins[i] = in
				}
				if _, err := f.svc.SaveProducts(f.ctx, ins); err != nil {
					b.Fatal(err)
				}
				batch++
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(batch*500), "ms/product")
		})
	}
}
