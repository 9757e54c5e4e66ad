package search_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
	"paddock/internal/platform/search/searchtest"
)

// Benchmarks of the aims of issue 3: a two-word search with facets, and a
// category listing (categories, facets, by position, 24 a page). Bleve
// indexes of 10k and 100k generated products are kept between runs in
// $PADDOCK_SEARCH_BENCH_DIR (default: paddock-search-bench in the temp
// directory), since building 100k takes a while; BenchmarkBleveIndex
// measures that build.

const benchSeed = 1

func benchBase() string {
	if dir := os.Getenv("PADDOCK_SEARCH_BENCH_DIR"); dir != "" {
		return dir
	}
	return filepath.Join(os.TempDir(), "paddock-search-bench")
}

// benchBleve opens the kept on-disk index of n generated products,
// building it when missing or incomplete. Its query cache is off, so that
// every operation runs on the index, unless cached is true.
func benchBleve(b *testing.B, n int, cached bool) search.Engine {
	b.Helper()
	ctx := context.Background()
	dir := filepath.Join(benchBase(), fmt.Sprintf("bleve-%d", n))
	e, err := search.OpenBleve(dir)
	if err != nil {
		b.Fatal(err)
	}
	if count, err := e.Count(ctx); err != nil || count != n {
		_ = e.Close()
		if err := os.RemoveAll(dir); err != nil {
			b.Fatal(err)
		}
		if e, err = search.OpenBleve(dir); err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		if err := indexAll(ctx, e, searchtest.Generate(n, benchSeed)); err != nil {
			b.Fatal(err)
		}
		b.Logf("built the index of %d products in %v", n, time.Since(start).Round(time.Millisecond))
	}
	b.Cleanup(func() { _ = e.Close() })
	if !cached {
		search.DisableCache(e)
	}
	return e
}

func indexAll(ctx context.Context, e search.Engine, docs []search.Document) error {
	for start := 0; start < len(docs); start += 5000 {
		if err := e.Index(ctx, docs[start:min(start+5000, len(docs))]...); err != nil {
			return err
		}
	}
	return nil
}

// measure runs op b.N times and reports the median and 99th percentile
// latency beside the mean.
func measure(b *testing.B, op func(i int) error) {
	b.Helper()
	lat := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	cpu0 := cpuTime(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if err := op(i); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	// CPU time is what one search costs even when other processes share
	// the cores and stretch the wall-clock figures.
	b.ReportMetric(float64(cpuTime(b)-cpu0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	slices.Sort(lat)
	ms := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}

// cpuTime is the CPU time the process has used, in user and system mode.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func searchOp(e search.Engine) func(i int) error {
	queries := map[i18n.Locale][]string{}
	for _, l := range i18n.Locales {
		queries[l] = searchtest.BenchmarkQueries(l)
	}
	return func(i int) error {
		// German most of the time, as the shop's customers are.
		l := i18n.Locales[(i/7)%len(i18n.Locales)]
		if i%3 != 0 {
			l = i18n.German
		}
		qs := queries[l]
		_, err := e.Search(context.Background(), search.Query{Locale: l, Text: qs[i%len(qs)], Facets: true, Limit: 24})
		return err
	}
}

func listingOp(e search.Engine) func(i int) error {
	return categoryOp(e, false)
}

// categoryOp lists categories: mostly leaves, now and then a whole root
// with a quarter of the shop. within lists them as the storefront's
// category pages do (the listing's own category, WithinCategoryIDs), else
// as a picked category filter, whose facet counts leave it out.
func categoryOp(e search.Engine, within bool) func(i int) error {
	cats := append(searchtest.GeneratedLeaves(), searchtest.GeneratedRoots()...)
	return func(i int) error {
		c := cats[i%len(cats)]
		q := search.Query{
			Locale: i18n.Locales[i%len(i18n.Locales)], PositionCategory: c,
			Sort: search.ByPosition, Facets: true, Limit: 24, Offset: 24 * (i % 3),
		}
		if within {
			q.WithinCategoryIDs = []int64{c}
		} else {
			q.CategoryIDs = []int64{c}
		}
		_, err := e.Search(context.Background(), q)
		return err
	}
}

func BenchmarkBleveSearch(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			measure(b, searchOp(benchBleve(b, n, false)))
		})
	}
}

func BenchmarkBleveListing(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			measure(b, listingOp(benchBleve(b, n, false)))
		})
	}
}

// BenchmarkBleveCached runs the search and listing operations with the
// query cache on, as the shop does: after the first round every query is
// answered from it.
func BenchmarkBleveCached(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		e := benchBleve(b, n, true)
		b.Run(fmt.Sprintf("search-%dk", n/1000), func(b *testing.B) { measure(b, searchOp(e)) })
		b.Run(fmt.Sprintf("listing-%dk", n/1000), func(b *testing.B) { measure(b, listingOp(e)) })
	}
}

// BenchmarkBleveSearchParallel is the 10k/100k search with every core
// busy, as under load.
func BenchmarkBleveSearchParallel(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			op := searchOp(benchBleve(b, n, false))
			b.ReportAllocs()
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for i := 0; pb.Next(); i++ {
					if err := op(i); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

// BenchmarkBleveIndex builds an on-disk index from scratch; run it with
// -benchtime=1x. It reports the index's size on disk.
func BenchmarkBleveIndex(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			docs := searchtest.Generate(n, benchSeed)
			var size int64
			for i := 0; i < b.N; i++ {
				dir := filepath.Join(b.TempDir(), "index")
				e, err := search.OpenBleve(dir)
				if err != nil {
					b.Fatal(err)
				}
				if err := indexAll(context.Background(), e, docs); err != nil {
					b.Fatal(err)
				}
				if err := e.Close(); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				size = dirSize(b, dir)
				b.StartTimer()
			}
			b.ReportMetric(float64(size)/(1<<20), "index-MB")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "docs/s")
		})
	}
}

func dirSize(b *testing.B, dir string) int64 {
	var size int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err == nil {
			size += info.Size()
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return size
}

// benchPostgres returns the PostgreSQL engine on a fresh database holding
// n generated products.
func benchPostgres(b *testing.B, n int) search.Engine {
	b.Helper()
	d := dbtest.New(b, db.Postgres)
	e, err := search.OpenPostgres(d)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if err := indexAll(context.Background(), e, searchtest.Generate(n, benchSeed)); err != nil {
		b.Fatal(err)
	}
	if _, err := d.Write().Exec(context.Background(), "ANALYZE search_document"); err != nil {
		b.Fatal(err)
	}
	b.Logf("indexed %d products in PostgreSQL in %v", n, time.Since(start).Round(time.Millisecond))
	return e
}

// BenchmarkPostgresSearch and BenchmarkPostgresListing measure the
// engine with its cache off: what a search costs the first time.
func BenchmarkPostgresSearch(b *testing.B) {
	e := benchPostgres(b, 10_000)
	search.DisableCache(e)
	measure(b, searchOp(e))
}

func BenchmarkPostgresListing(b *testing.B) {
	e := benchPostgres(b, 10_000)
	search.DisableCache(e)
	b.Run("picked", func(b *testing.B) { measure(b, categoryOp(e, false)) })
	b.Run("within", func(b *testing.B) { measure(b, categoryOp(e, true)) })
}

// BenchmarkPostgresCached runs the search and listing operations with the
// cache on, as the shop does: after the first round every query is
// answered after one read of the revision.
func BenchmarkPostgresCached(b *testing.B) {
	e := benchPostgres(b, 10_000)
	b.Run("search-10k", func(b *testing.B) { measure(b, searchOp(e)) })
	b.Run("listing-10k", func(b *testing.B) { measure(b, categoryOp(e, true)) })
}
