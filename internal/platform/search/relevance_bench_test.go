package search_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
	"paddock/internal/platform/search/searchtest"
)

// The relevance set on the demo catalogue, for `make bench`: the figures
// of BenchmarkRelevance are its mean precision@5 and recall@20 per locale
// (the contract test holds both engines to searchtest.RelevanceFloors),
// those of BenchmarkDemoSearch the time of one query of the set with the
// query cache off.

// demoEngine opens the engine name ("bleve" or "postgres") with the demo
// catalogue indexed; PostgreSQL's benchmark skips where no server can be had.
func demoEngine(b *testing.B, name string) search.Engine {
	b.Helper()
	docs, err := searchtest.DemoDocuments()
	if err != nil {
		b.Fatal(err)
	}
	var e search.Engine
	if name == "postgres" {
		e, err = search.OpenPostgres(dbtest.New(b, db.Postgres))
	} else {
		e, err = search.NewBleveMemory()
	}
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = e.Close() })
	if err := e.Index(context.Background(), docs...); err != nil {
		b.Fatal(err)
	}
	return e
}

func BenchmarkRelevance(b *testing.B) {
	ctx := context.Background()
	docs, err := searchtest.DemoDocuments()
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"bleve", "postgres"} {
		b.Run(name, func(b *testing.B) {
			e := demoEngine(b, name)
			var scores map[i18n.Locale]searchtest.Scores
			var misses []searchtest.Miss
			for b.Loop() {
				search.DisableCache(e)
				if scores, misses, err = searchtest.Evaluate(ctx, e, docs); err != nil {
					b.Fatal(err)
				}
			}
			for _, l := range i18n.Locales {
				s := scores[l]
				b.ReportMetric(s.PrecisionAt5, "P@5-"+string(l))
				b.ReportMetric(s.RecallAt20, "R@20-"+string(l))
			}
			if testing.Verbose() {
				b.Logf("cases that missed:\n%s", searchtest.FormatMisses(misses))
			}
		})
	}
}

func BenchmarkDemoSearch(b *testing.B) {
	ctx := context.Background()
	set := searchtest.RelevanceSet()
	for _, name := range []string{"bleve", "postgres"} {
		b.Run(name, func(b *testing.B) {
			e := demoEngine(b, name)
			search.DisableCache(e)
			i := 0
			for b.Loop() {
				c := set[i%len(set)]
				i++
				if _, err := e.Search(ctx, search.Query{Locale: c.Locale, Text: c.Text, Limit: 24, Facets: true}); err != nil {
					b.Fatal(fmt.Errorf("%s %q: %w", c.Locale, strings.TrimSpace(c.Text), err))
				}
			}
		})
	}
}
