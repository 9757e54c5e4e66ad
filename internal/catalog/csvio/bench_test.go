package csvio_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/catalog/csvio"
	"paddock/internal/catalog/demo"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// benchProducts is how many products the import benchmark imports: the
// issue's 10,000, in under a minute on 2 cores.
const benchProducts = 10_000

// BenchmarkCatalogImport exports 10,000 generated products (with their
// variants, texts in three languages and images) from one shop and
// imports the file into another that has the demo shop's categories and
// options, on each engine: check and import, all or nothing in batches.
// Run by make bench with -benchtime 1x; it reports the seconds one
// import takes, and fails when SQLite takes a minute or more (PostgreSQL,
// whose server shares the machine's cores in make bench, is reported).
func BenchmarkCatalogImport(b *testing.B) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		b.Run(string(dialect), func(b *testing.B) {
			ctx := context.Background()
			bucket, err := blob.Open(ctx, "mem://")
			if err != nil {
				b.Fatal(err)
			}
			defer bucket.Close()
			lib := media.NewLibrary(bucket, media.Options{})
			from := dbtest.New(b, dialect)
			if err := catalog.Seed(ctx, from); err != nil {
				b.Fatal(err)
			}
			src := catalog.NewService(from, nil, nil)
			if err := demo.Generate(ctx, src, mediaStore{lib}, benchProducts, testNow, nil); err != nil {
				b.Fatalf("generate: %v", err)
			}
			var file bytes.Buffer
			n, err := csvio.Export(ctx, src.(csvio.ExportCatalog), &file, csvio.Filter{})
			if err != nil || n < benchProducts {
				b.Fatalf("export: %d products, %v", n, err)
			}
			b.ReportMetric(float64(file.Len())/(1<<20), "MB")
			// With their texts in three languages 10,000 products are more
			// than one file may hold (MaxFileBytes): they go in two.
			files := splitFile(b, file.Bytes(), 2)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				to := dbtest.New(b, dialect)
				if err := catalog.Seed(ctx, to); err != nil {
					b.Fatal(err)
				}
				dst := catalog.NewService(to, nil, nil)
				if err := demo.SeedSmall(ctx, dst, mediaStore{lib}, testNow, 32); err != nil {
					b.Fatal(err)
				}
				im := csvio.NewImporter(csvio.Options{Catalog: dst.(csvio.Catalog), Images: lib})
				b.StartTimer()
				start := time.Now()
				imported := 0
				for _, f := range files {
					rep, err := im.Import(ctx, f, nil)
					if err != nil {
						b.Fatalf("import: %v %+v", err, rep.Problems)
					}
					imported += rep.Products
				}
				took := time.Since(start)
				b.ReportMetric(took.Seconds(), "s/import")
				if imported != n {
					b.Fatalf("imported %d of %d", imported, n)
				}
				if dialect == db.SQLite && took > time.Minute {
					b.Errorf("%d products took %s, more than a minute", n, took)
				}
			}
		})
	}
}

// splitFile cuts an export into parts of about the same number of
// products, each with the header; a product's rows (its variants', its
// translations') stay together.
func splitFile(b *testing.B, data []byte, parts int) [][]byte {
	b.Helper()
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\ufeff"))))
	records, err := r.ReadAll()
	if err != nil {
		b.Fatal(err)
	}
	header, rows := records[0], records[1:]
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	var starts []int // rows that begin a product
	for i, rec := range rows {
		if rec[col["store_view_code"]] == "" && rec[col["visibility"]] != "Not Visible Individually" {
			starts = append(starts, i)
		}
	}
	var out [][]byte
	for p := range parts {
		from := starts[p*len(starts)/parts]
		to := len(rows)
		if p+1 < parts {
			to = starts[(p+1)*len(starts)/parts]
		}
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		_ = w.Write(header)
		_ = w.WriteAll(rows[from:to])
		if buf.Len() > csvio.MaxFileBytes {
			b.Fatalf("part %d has %d bytes", p, buf.Len())
		}
		out = append(out, buf.Bytes())
	}
	return out
}
