package search_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"sync/atomic"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
	"paddock/internal/platform/search/searchtest"
)

// openPostgres returns the PostgreSQL engine on d.
func openPostgres(t *testing.T, d *db.DB) search.Engine {
	t.Helper()
	e, err := search.OpenPostgres(d)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// instance is one shop instance's database handle and search engine.
type instance struct {
	db     *db.DB
	engine search.Engine
}

// instances opens n handles on one fresh database, each with its own
// engine, as n instances of the shop behind a load balancer have.
func instances(t *testing.T, n int) []instance {
	t.Helper()
	url := dbtest.URL(t, db.Postgres)
	out := make([]instance, n)
	for i := range out {
		d, err := db.Open(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = d.Close() })
		out[i] = instance{db: d, engine: openPostgres(t, d)}
	}
	return out
}

// counted runs q and returns its result and how many statements it took.
func counted(t *testing.T, ctx context.Context, e search.Engine, q search.Query) (search.Result, int64) {
	t.Helper()
	var n atomic.Int64
	res, err := e.Search(db.CountStatements(ctx, &n), q)
	if err != nil {
		t.Fatalf("search %+v: %v", q, err)
	}
	return res, n.Load()
}

func sameResult(t *testing.T, what string, got, want search.Result) {
	t.Helper()
	if !slices.Equal(got.IDs, want.IDs) || got.Total != want.Total || !reflect.DeepEqual(got.Facets, want.Facets) {
		t.Errorf("%s: %+v; want %+v", what, got, want)
	}
}

func riderListing() search.Query {
	return search.Query{
		Locale: i18n.German, WithinCategoryIDs: []int64{searchtest.CatRider}, PositionCategory: searchtest.CatRider,
		Sort: search.ByPosition, Facets: true, Limit: 3,
	}
}

// A result asked for again is answered from the cache after one read of
// the revision; another page of the same listing needs its page only, the
// facets are kept.
func TestPostgresAnswersAgainFromItsCache(t *testing.T) {
	ctx := context.Background()
	e := openPostgres(t, dbtest.New(t, db.Postgres))
	if err := e.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		q     search.Query
		first int64
	}{
		// The revision, the page, the facets.
		{"listing", riderListing(), 3},
		// The revision, then in a transaction the similarity threshold,
		// the typo alternatives, the page and the facets.
		{"search with a typo", search.Query{Locale: i18n.German, Text: "Trennse", Facets: true, Limit: 10}, 5},
		// A number tolerates no typo: no transaction, no alternatives.
		{"search for a number", search.Query{Locale: i18n.German, Text: "1002", Limit: 10}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			first, n := counted(t, ctx, e, tc.q)
			if n != tc.first {
				t.Errorf("the first search took %d statements; want %d", n, tc.first)
			}
			again, n := counted(t, ctx, e, tc.q)
			if n != 1 {
				t.Errorf("the search asked again took %d statements; want 1, the revision", n)
			}
			sameResult(t, "asked again", again, first)
		})
	}
	next := riderListing()
	next.Offset = 3
	res, n := counted(t, ctx, e, next)
	if n != 2 {
		t.Errorf("the listing's next page took %d statements; want 2, the revision and the page", n)
	}
	fresh := openPostgres(t, dbtest.New(t, db.Postgres))
	search.DisableCache(fresh)
	if err := fresh.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	want, _ := counted(t, ctx, fresh, next)
	sameResult(t, "the next page with kept facets", res, want)
}

// A write by another instance, through its own database handle, shows in
// the next search of every instance: to the index (a product moves and is
// renamed, another goes) and to the vocabulary alone.
func TestPostgresSeesWritesOfAnotherInstance(t *testing.T) {
	ctx := context.Background()
	shop := instances(t, 3)
	writer, reader, reference := shop[0], shop[1], shop[2]
	search.DisableCache(reference.engine)
	docs := searchtest.Fixtures()
	if err := writer.engine.Index(ctx, docs...); err != nil {
		t.Fatal(err)
	}
	queries := []search.Query{
		riderListing(),
		{Locale: i18n.German, WithinCategoryIDs: []int64{searchtest.CatGloves}, Facets: true, Limit: 20},
		{Locale: i18n.German, Text: "Reithose", Facets: true, Limit: 20},
		{Locale: i18n.German, Text: "Trennse", Limit: 10},
	}
	same := func(step string) {
		t.Helper()
		for _, q := range queries {
			got, _ := counted(t, ctx, reader.engine, q)
			want, _ := counted(t, ctx, reference.engine, q)
			sameResult(t, step+", "+q.Text, got, want)
		}
	}
	// Twice, so that the reader answers from its cache.
	same("before")
	for _, q := range queries {
		if _, n := counted(t, ctx, reader.engine, q); n != 1 {
			t.Fatalf("%+v asked again took %d statements; want 1", q, n)
		}
	}

	changed := docs[0]
	changed.Name = map[i18n.Locale]string{"de": "Reithose Neu", "en": "New breeches"}
	changed.CategoryIDs, changed.Positions = []int64{searchtest.CatRider, searchtest.CatGloves}, map[int64]int{searchtest.CatRider: 0}
	if err := writer.engine.Index(ctx, changed); err != nil {
		t.Fatal(err)
	}
	same("after another instance indexed")
	if err := writer.engine.Delete(ctx, docs[1].ID); err != nil {
		t.Fatal(err)
	}
	same("after another instance deleted")

	before, _ := counted(t, ctx, reader.engine, queries[3])
	if len(before.IDs) == 0 {
		t.Fatal("the typo found nothing before its word went")
	}
	if _, err := writer.db.Write().Exec(ctx, "DELETE FROM search_word WHERE locale = 'de' AND word LIKE 'tren%'"); err != nil {
		t.Fatal(err)
	}
	after, _ := counted(t, ctx, reader.engine, queries[3])
	if len(after.IDs) != 0 {
		t.Errorf("the typo still found %v after another instance removed its word from the vocabulary", after.IDs)
	}
	same("after another instance changed the vocabulary")
}

// A search inside a transaction that has written sees that transaction's
// writes, and nothing of it is kept for searches outside: the transaction
// may still roll back.
func TestPostgresSearchInAWritingTransaction(t *testing.T) {
	ctx := context.Background()
	d := dbtest.New(t, db.Postgres)
	e := openPostgres(t, d)
	docs := searchtest.Fixtures()
	if err := e.Index(ctx, docs...); err != nil {
		t.Fatal(err)
	}
	gloves := search.Query{Locale: i18n.German, WithinCategoryIDs: []int64{searchtest.CatGloves}, Facets: true, Limit: 20}
	before, _ := counted(t, ctx, e, gloves)
	moved := docs[0]
	moved.CategoryIDs = []int64{searchtest.CatRider, searchtest.CatGloves}
	rollBack := errors.New("roll back")
	err := d.InTransaction(ctx, func(ctx context.Context) error {
		if err := e.Index(ctx, moved); err != nil {
			return err
		}
		inside, _ := counted(t, ctx, e, gloves)
		if !slices.Contains(inside.IDs, moved.ID) {
			t.Errorf("inside the transaction the gloves are %v, without the product it moved there", inside.IDs)
		}
		return rollBack
	})
	if !errors.Is(err, rollBack) {
		t.Fatal(err)
	}
	after, _ := counted(t, ctx, e, gloves)
	sameResult(t, "after the rollback", after, before)
	// A write of as many statements commits: the revision is now the
	// number the rolled-back transaction saw.
	if err := e.Index(ctx, docs[2]); err != nil {
		t.Fatal(err)
	}
	after, _ = counted(t, ctx, e, gloves)
	sameResult(t, "after a write that brought the revision where the rolled-back one had it", after, before)
}

// A search that read the revision before another instance wrote never
// keeps its result for the state after the write: neither when a search
// that saw the write has kept its own already, nor when it is the first to
// keep one.
func TestPostgresSearchRacingAWriteIsNotKept(t *testing.T) {
	ctx := context.Background()
	shop := instances(t, 2)
	e, other := shop[0].engine, shop[1].engine
	docs := searchtest.Fixtures()
	if err := e.Index(ctx, docs...); err != nil {
		t.Fatal(err)
	}
	for i, nested := range []bool{true, false} {
		// A query of its own each time, which no search has kept yet.
		gloves := search.Query{Locale: i18n.German, WithinCategoryIDs: []int64{searchtest.CatGloves}, Facets: true, Limit: 20 + i}
		moved := docs[i]
		moved.CategoryIDs = []int64{searchtest.CatRider, searchtest.CatGloves}
		var after search.Result
		wrote := false
		raced, err := search.SearchRacing(ctx, e, gloves, func() {
			wrote = true
			if err := other.Index(ctx, moved); err != nil {
				t.Fatal(err)
			}
			if nested {
				// A search that saw the write keeps its result first.
				after, _ = counted(t, ctx, e, gloves)
			}
		})
		if err != nil || !wrote {
			t.Fatalf("the racing search ran no query (%v)", err)
		}
		if slices.Contains(raced.IDs, moved.ID) {
			t.Fatalf("the racing search ran after the write: %v", raced.IDs)
		}
		got, _ := counted(t, ctx, e, gloves)
		if !slices.Contains(got.IDs, moved.ID) {
			t.Errorf("nested %v: after the write the gloves are %v, as the search racing it found them", nested, got.IDs)
		}
		if nested {
			sameResult(t, "the result of the search that saw the write", got, after)
		}
	}
}

// However many different searches come, the cache holds no more results
// and facet counts than its bounds allow, by count and by bytes.
func TestPostgresCacheStaysWithinItsBounds(t *testing.T) {
	ctx := context.Background()
	e := openPostgres(t, dbtest.New(t, db.Postgres))
	if err := e.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	const results, resultBytes, facets, facetBytes = 8, 6000, 3, 3000
	search.LimitCache(e, results, resultBytes, facets, facetBytes)
	kept := 0
	for i := range 40 {
		q := search.Query{Locale: i18n.Locales[i%3], Text: []string{"", "Reithose", "Decke", "Leder"}[i%4], Facets: true, Offset: i % 5, Limit: 1 + i%7}
		if _, err := e.Search(ctx, q); err != nil {
			t.Fatal(err)
		}
		r, rb, f, fb := search.CacheHolds(e)
		if r > results || rb > resultBytes || f > facets || fb > facetBytes {
			t.Fatalf("after %d searches the cache holds %d results (%d bytes) and %d facet counts (%d bytes); bounds %d (%d), %d (%d)",
				i+1, r, rb, f, fb, results, resultBytes, facets, facetBytes)
		}
		kept = max(kept, r)
	}
	if kept == 0 {
		t.Error("the cache kept nothing")
	}
}
