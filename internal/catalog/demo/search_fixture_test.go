package demo

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"slices"
	"sync"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/search"
)

var updateSearchFixture = flag.Bool("update-search-fixture", false,
	"write the demo catalogue's search documents to internal/platform/search/searchtest/testdata/demo.json")

// searchFixture is where the search engines' relevance tests read the demo
// catalogue from: they cannot seed it themselves (the catalogue imports
// search).
const searchFixture = "../../platform/search/searchtest/testdata/demo.json"

// recorder is a search engine that keeps the documents it is given.
type recorder struct {
	search.Engine
	mu   sync.Mutex
	docs map[int64]search.Document
}

func (r *recorder) Index(ctx context.Context, docs ...search.Document) error {
	r.mu.Lock()
	for _, d := range docs {
		r.docs[d.ID] = d
	}
	r.mu.Unlock()
	return r.Engine.Index(ctx, docs...)
}

// TestSearchFixtureIsTheDemoCatalogue checks that the relevance set's copy
// of the demo catalogue is what the seed indexes today; run with
// -update-search-fixture to write it anew after a change of the demo.
func TestSearchFixtureIsTheDemoCatalogue(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t, db.SQLite)
	inner, err := search.NewBleveMemory()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { inner.Close() })
	rec := &recorder{Engine: inner, docs: map[int64]search.Document{}}
	svc, store := realCatalogueWith(t, d, rec)
	if err := seed(ctx, svc, remember(store), testNow, 48); err != nil {
		t.Fatalf("seed: %v", err)
	}
	if err := svc.RebuildIndex(ctx); err != nil {
		t.Fatalf("rebuild: %v", err)
	}
	docs := make([]search.Document, 0, len(rec.docs))
	for _, doc := range rec.docs {
		docs = append(docs, doc)
	}
	slices.SortFunc(docs, func(a, b search.Document) int { return int(a.ID - b.ID) })
	got, err := json.MarshalIndent(docs, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	if *updateSearchFixture {
		if err := os.WriteFile(searchFixture, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(searchFixture)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not the demo catalogue's documents: run go test ./internal/catalog/demo -run TestSearchFixtureIsTheDemoCatalogue -update-search-fixture", searchFixture)
	}
}
