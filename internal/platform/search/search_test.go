package search_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
	"paddock/internal/platform/search/searchtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestBleveMemoryContract(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Engine {
		e, err := search.NewBleveMemory()
		if err != nil {
			t.Fatal(err)
		}
		return e
	})
}

func TestBleveDiskContract(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Engine {
		e, err := search.OpenBleve(filepath.Join(t.TempDir(), "index"))
		if err != nil {
			t.Fatal(err)
		}
		return e
	})
}

func TestPostgresContract(t *testing.T) {
	searchtest.Run(t, func(t *testing.T) search.Engine {
		e, err := search.OpenPostgres(dbtest.New(t, db.Postgres))
		if err != nil {
			t.Fatal(err)
		}
		return e
	})
}

func TestOpenPostgresRefusesSQLite(t *testing.T) {
	if _, err := search.OpenPostgres(dbtest.New(t, db.SQLite)); err == nil {
		t.Error("OpenPostgres accepted a SQLite database")
	}
	if _, err := search.OpenPostgres(nil); err == nil {
		t.Error("OpenPostgres accepted no database")
	}
}

func TestBleveKeepsIndexAcrossOpen(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "index")
	e, err := search.OpenBleve(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	e, err = search.OpenBleve(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if n, err := e.Count(ctx); err != nil || n != len(searchtest.Fixtures()) {
		t.Errorf("count after reopening: %d, %v", n, err)
	}
	res, err := e.Search(ctx, search.Query{Locale: i18n.German, Text: "Trense", Limit: 10})
	if err != nil || !slices.Equal(res.IDs, []int64{7}) {
		t.Errorf("search after reopening: %v, %v", res.IDs, err)
	}
}

func TestBleveRebuildsIndexOfAnotherLayout(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "index")
	e, err := search.OpenBleve(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	if err := search.SetBleveLayout(e, "paddock-products-0"); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	// An index written by an older layout opens empty, to be rebuilt.
	e, err = search.OpenBleve(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if n, err := e.Count(ctx); err != nil || n != 0 {
		t.Errorf("count of an index of another layout: %d, %v; want 0", n, err)
	}
	if err := e.Index(ctx, searchtest.Fixtures()...); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.Count(ctx); n != len(searchtest.Fixtures()) {
		t.Errorf("count after rebuild: %d", n)
	}
}

func TestOpenBleveOnAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-directory")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := search.OpenBleve(file); err == nil {
		t.Error("OpenBleve opened a plain file")
	}
}

func TestSearchCancelled(t *testing.T) {
	e, err := search.NewBleveMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := e.Index(ctx, searchtest.Fixtures()...); err == nil {
		t.Error("indexing with a cancelled context succeeded")
	}
	if n, _ := e.Count(context.Background()); n != 0 {
		t.Errorf("cancelled indexing wrote %d documents", n)
	}
}

func TestErrorMessagesAreTranslated(t *testing.T) {
	keys := []string{"search.locale.unknown", "search.sort.unknown", "search.page.offset", "search.page.limit",
		"search.filter.tooMany", "search.price.invalid", "search.document.id"}
	for _, l := range i18n.Locales {
		for _, k := range keys {
			if !i18n.Messages().Has(l, k) {
				t.Errorf("%s: message %s missing", l, k)
			}
		}
	}
	e, err := search.NewBleveMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, err = e.Search(context.Background(), search.Query{Locale: "es"})
	ctx := i18n.WithLocale(context.Background(), i18n.French)
	if msg := apperr.As(err).Message(ctx); msg != "La langue « es » n’est pas prise en charge par la recherche." {
		t.Errorf("French message: %q", msg)
	}
}

// FuzzBleveSearch throws arbitrary text, locales and sorts at the Bleve
// engine: it must answer without error or panic.
func FuzzBleveSearch(f *testing.F) {
	for _, s := range searchtest.OddTexts() {
		f.Add(s, uint8(0), uint8(0))
	}
	f.Add("Reithsoe", uint8(0), uint8(1))
	f.Add("gants équi", uint8(2), uint8(3))
	e, err := search.NewBleveMemory()
	if err != nil {
		f.Fatal(err)
	}
	defer e.Close()
	if err := e.Index(context.Background(), searchtest.Fixtures()...); err != nil {
		f.Fatal(err)
	}
	sorts := []search.SortField{search.ByRelevance, search.ByPosition, search.ByName, search.ByPrice, search.ByNewest}
	f.Fuzz(func(t *testing.T, text string, locale, sort uint8) {
		q := search.Query{
			Locale:           i18n.Locales[int(locale)%len(i18n.Locales)],
			Text:             text,
			Sort:             sorts[int(sort)%len(sorts)],
			Descending:       sort&0x80 != 0,
			PositionCategory: searchtest.CatBreeches,
			Facets:           sort&0x40 != 0,
			Limit:            10,
		}
		res, err := e.Search(context.Background(), q)
		if err != nil {
			t.Fatalf("search %q: %v", text, err)
		}
		if len(res.IDs) > 10 || res.Total < len(res.IDs) {
			t.Fatalf("search %q: %d ids, total %d", text, len(res.IDs), res.Total)
		}
	})
}
