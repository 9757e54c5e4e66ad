package csvio_test

import (
	"bytes"
	"compress/gzip"
	"context"
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
// imports the file, gzipped and read as an upload is, into another that
// has the demo shop's categories and options, on each engine: unpack,
// check and import, all or nothing in batches.
// Run by make bench with -benchtime 1x; it reports the seconds one
// import takes, and fails when it takes a minute or more on either engine.
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
			// than a plain file may hold (MaxFileBytes): they come as one
			// gzip file, as a shop uploads them, read as the upload is.
			var packed bytes.Buffer
			zw := gzip.NewWriter(&packed)
			if _, err := zw.Write(file.Bytes()); err != nil {
				b.Fatal(err)
			}
			if err := zw.Close(); err != nil {
				b.Fatal(err)
			}
			if packed.Len() > csvio.MaxFileBytes {
				b.Fatalf("the gzip file has %d bytes", packed.Len())
			}
			b.ReportMetric(float64(packed.Len())/(1<<20), "MB.gz")
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
				data, err := csvio.ReadFile(bytes.NewReader(packed.Bytes()))
				if err != nil {
					b.Fatalf("read the gzip file: %v", err)
				}
				rep, err := im.Import(ctx, data, nil)
				if err != nil {
					b.Fatalf("import: %v %+v", err, rep.Problems)
				}
				imported := rep.Products
				took := time.Since(start)
				b.ReportMetric(took.Seconds(), "s/import")
				if imported != n {
					b.Fatalf("imported %d of %d", imported, n)
				}
				if took > time.Minute {
					b.Errorf("%d products took %s, more than a minute", n, took)
				}
			}
		})
	}
}
