package catalog_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// handles opens n database handles on one fresh database, as n instances
// of the shop behind a load balancer have.
func handles(t *testing.T, dialect db.Dialect, n int) []*db.DB {
	t.Helper()
	url := dbtest.URL(t, dialect)
	out := make([]*db.DB, n)
	for i := range out {
		d, err := db.Open(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = d.Close() })
		out[i] = d
	}
	return out
}

// request is the context of a new request: a fresh read scope, in which
// the catalogue's revision is read at most once.
func request(f *fixture) context.Context { return catalog.WithReadScope(f.ctx) }

// countedProducts reads products with ctx and returns them and how many
// statements the read took.
func countedProducts(t *testing.T, ctx context.Context, svc catalog.Service, l i18n.Locale, filter catalog.ProductFilter) ([]catalog.Product, int64) {
	t.Helper()
	var n atomic.Int64
	ps, err := svc.Products(db.CountStatements(ctx, &n), l, filter)
	if err != nil {
		t.Fatalf("Products(%s, %+v): %v", l, filter, err)
	}
	return ps, n.Load()
}

func priceOf(t *testing.T, ps []catalog.Product) catalog.Money {
	t.Helper()
	if len(ps) != 1 {
		t.Fatalf("%d products; want 1", len(ps))
	}
	return ps[0].Price
}

// On PostgreSQL the read cache is on by default and follows the catalogue's
// revision: a request whose products are kept costs the one read of the
// revision, however many catalogue reads it makes; a write by another
// instance, through its own database handle, shows in the next request of
// every instance at once (saves through the service, option labels, and
// statements of any other process), without the reindex job that SQLite's
// cache waits for.
func TestReadCacheSeesAnotherInstancesWritesAtOnce(t *testing.T) {
	shop := handles(t, db.Postgres, 2)
	f := newFixture(t, shop[0]) // the writing instance
	reader := catalog.NewService(shop[1], nil, nil)
	in := jacketInput(f)
	jacket := mustSave(t, f, in)
	hose := simple("HOSE-1", "Reithose Classic", 5990, f.breeches)
	hose.Color = "navy"
	hoseID := mustSave(t, f, hose)
	byIDs := catalog.ProductFilter{IDs: []int64{jacket, hoseID}}
	inCategory := catalog.ProductFilter{CategoryIDs: []int64{f.rider}}

	countedProducts(t, request(f), reader, de, byIDs)
	if _, err := reader.Attributes(request(f), de, []string{catalog.AttrColor}); err != nil {
		t.Fatal(err)
	}
	ps, n := countedProducts(t, request(f), reader, de, byIDs)
	if n != 1 || len(ps) != 2 {
		t.Fatalf("kept products: %d products in %d statements; want 2 in 1, the revision", len(ps), n)
	}
	// One request, several reads: one read of the revision.
	ctx := request(f)
	var total atomic.Int64
	counted := db.CountStatements(ctx, &total)
	for range 3 {
		if _, err := reader.Products(counted, de, byIDs); err != nil {
			t.Fatal(err)
		}
		if _, err := reader.Attributes(counted, de, []string{catalog.AttrColor}); err != nil {
			t.Fatal(err)
		}
	}
	if total.Load() != 1 {
		t.Errorf("three reads of kept products and attributes in one request took %d statements; want 1", total.Load())
	}

	in.Price, in.Variants[0].Price = 9900, 9900
	mustSave(t, f, in)
	ps, _ = countedProducts(t, request(f), reader, de, catalog.ProductFilter{IDs: []int64{jacket}})
	if priceOf(t, ps) != 9900 || ps[0].Variants[0].Price != 9900 {
		t.Errorf("after another instance's save: price %d, variant %d; want 9900", ps[0].Price, ps[0].Variants[0].Price)
	}

	if err := f.svc.SaveAttributeOptions(f.ctx, catalog.AttrColor, []catalog.AttributeOptionInput{
		{Code: "navy", Label: texts("Dunkelblau", "Dark blue", "Bleu foncé"), Swatch: "#1f2a44", SortOrder: 1},
	}); err != nil {
		t.Fatal(err)
	}
	ctx = request(f)
	if ps, _ := countedProducts(t, ctx, reader, de, catalog.ProductFilter{IDs: []int64{hoseID}}); len(ps) != 1 || ps[0].Color == nil || ps[0].Color.Label != "Dunkelblau" {
		t.Errorf("colour after another instance renamed the option: %+v", ps)
	}
	if attrs, err := reader.Attributes(ctx, de, []string{catalog.AttrColor}); err != nil || len(attrs) != 1 || attrs[0].Options[0].Label != "Dunkelblau" {
		t.Errorf("attribute after another instance renamed the option: %+v, %v", attrs, err)
	}

	// A statement of any other process (psql, a migration) moves the
	// revision as well.
	if _, err := shop[0].Write().Exec(f.ctx, "UPDATE product SET price = 4500 WHERE id = ?", hoseID); err != nil {
		t.Fatal(err)
	}
	if ps, _ := countedProducts(t, request(f), reader, de, catalog.ProductFilter{IDs: []int64{hoseID}}); priceOf(t, ps) != 4500 {
		t.Errorf("after another process's update: price %d; want 4500", ps[0].Price)
	}
	hose.IsActive = false
	mustSave(t, f, hose)
	if ps, _ := countedProducts(t, request(f), reader, de, inCategory); len(ps) != 1 || ps[0].ID != jacket {
		t.Errorf("the rider listing after another instance turned a product off: %d products", len(ps))
	}
}

// A read inside a transaction that has written sees that transaction's
// writes, and neither answers from the read cache nor fills it: the
// transaction may still roll back, and on PostgreSQL a later write may
// bring the revision to the number the transaction saw.
func TestReadCacheInAWritingTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		id := mustSave(t, f, simple("HOSE-1", "Reithose Classic", 5990, f.breeches))
		byID := catalog.ProductFilter{IDs: []int64{id}}
		countedProducts(t, request(f), f.svc, de, byID) // kept
		rollBack := errors.New("roll back")
		err := d.InTransaction(request(f), func(ctx context.Context) error {
			if _, err := d.Write().Exec(ctx, "UPDATE product SET price = 4200 WHERE id = ?", id); err != nil {
				return err
			}
			for range 2 {
				if ps, _ := countedProducts(t, ctx, f.svc, de, byID); priceOf(t, ps) != 4200 {
					t.Errorf("inside the transaction that wrote it: price %d; want 4200", ps[0].Price)
				}
			}
			return rollBack
		})
		if !errors.Is(err, rollBack) {
			t.Fatal(err)
		}
		// A write of as many statements commits: on PostgreSQL the revision
		// is now the number the rolled-back transaction saw. (SQLite's cache
		// learns of a statement outside the service only through a reindex
		// job: its stock stays as kept.)
		if _, err := d.Write().Exec(f.ctx, "UPDATE product SET stock_qty = 7 WHERE id = ?", id); err != nil {
			t.Fatal(err)
		}
		stock := map[db.Dialect]int{db.SQLite: 5, db.Postgres: 7}[d.Dialect()]
		if ps, _ := countedProducts(t, request(f), f.svc, de, byID); priceOf(t, ps) != 5990 || ps[0].StockQty != stock {
			t.Errorf("after the rollback and a write that brought the revision where the rolled-back one had it: price %d, stock %d; want 5990, %d",
				ps[0].Price, ps[0].StockQty, stock)
		}
	})
}

// A read that took its revision (on SQLite: its generation) before a write
// never keeps what it loaded for the state after the write: neither when a
// read that saw the write has kept its own already, nor when it is the
// first to keep. On PostgreSQL the write is another instance's; on SQLite,
// whose cache learns of other processes' saves through the reindex jobs,
// this process's own.
func TestReadCacheKeepsNothingRacingAWrite(t *testing.T) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			shop := handles(t, dialect, 2)
			f := newFixture(t, shop[0])
			writer := f.svc
			if dialect == db.Postgres {
				writer = catalog.NewService(shop[1], nil, nil)
			}
			for i, nested := range []bool{true, false} {
				// A product of its own each time, which no read has kept yet.
				in := simple("RACE-"+string(rune('A'+i)), "Reithose", 5990, f.breeches)
				id := mustSave(t, f, in)
				byID := catalog.ProductFilter{IDs: []int64{id}}
				var after []catalog.Product
				wrote := false
				raced, err := catalog.ProductsRacing(request(f), f.svc, de, byID, func() {
					wrote = true
					in.Price = 4900
					if _, err := writer.SaveProduct(f.ctx, in); err != nil {
						t.Fatal(err)
					}
					if nested {
						// A read that saw the write keeps its products first.
						after, _ = countedProducts(t, request(f), f.svc, de, byID)
					}
				})
				if err != nil || !wrote {
					t.Fatalf("the racing read loaded nothing (%v)", err)
				}
				if priceOf(t, raced) != 5990 {
					t.Fatalf("the racing read loaded after the write: price %d", raced[0].Price)
				}
				if nested && priceOf(t, after) != 4900 {
					t.Errorf("the read that saw the write: price %d; want 4900", after[0].Price)
				}
				if ps, _ := countedProducts(t, request(f), f.svc, de, byID); priceOf(t, ps) != 4900 {
					t.Errorf("nested %v: after the write the price is %d, as the read racing it found it", nested, ps[0].Price)
				}
			}
		})
	}
}

// Categories, breadcrumbs, alternates and the products of a url key are
// kept too, and follow every write as products do: on PostgreSQL another
// instance's, on SQLite this process's own (other processes' through the
// reindex jobs).
func TestReadCacheKeepsCategoriesAndRoutesCurrent(t *testing.T) {
	for _, dialect := range []db.Dialect{db.SQLite, db.Postgres} {
		t.Run(string(dialect), func(t *testing.T) {
			shop := handles(t, dialect, 2)
			f := newFixture(t, shop[0])
			writer := f.svc
			if dialect == db.Postgres {
				writer = catalog.NewService(shop[1], nil, nil)
			}
			hose := simple("HOSE-1", "Reithose Classic", 5990, f.breeches)
			id := mustSave(t, f, hose)
			type state struct {
				rider, crumb string
				alternate    string
				byOldKey     int
				byNewKey     int
			}
			read := func() state {
				t.Helper()
				ctx := request(f)
				var st state
				cats, err := f.svc.Categories(ctx, de, catalog.CategoryFilter{IDs: []int64{f.rider}})
				if err != nil || len(cats) != 1 {
					t.Fatalf("Categories: %v, %v", cats, err)
				}
				st.rider = cats[0].Name
				crumbs, err := f.svc.Breadcrumbs(ctx, de, f.breeches)
				if err != nil || len(crumbs) != 1 {
					t.Fatalf("Breadcrumbs: %v, %v", crumbs, err)
				}
				st.crumb = crumbs[0].Name
				alternates, err := f.svc.AlternatesOf(ctx, catalog.ProductRoute, []int64{id})
				if err != nil {
					t.Fatal(err)
				}
				st.alternate = alternates[id][de]
				for _, key := range []struct {
					key string
					n   *int
				}{{"reithose-classic", &st.byOldKey}, {"reithose-neu", &st.byNewKey}} {
					ps, err := f.svc.Products(ctx, de, catalog.ProductFilter{URLKeys: []string{key.key}})
					if err != nil {
						t.Fatal(err)
					}
					*key.n = len(ps)
				}
				return st
			}
			check := func(step string, want state) {
				t.Helper()
				for range 2 { // the second time from the cache
					if got := read(); got != want {
						t.Errorf("%s: %+v; want %+v", step, got, want)
					}
				}
			}
			check("before", state{rider: "Reiter", crumb: "Reiter", alternate: "reithose-classic", byOldKey: 1})
			if dialect == db.Postgres {
				var n atomic.Int64
				read()
				ctx := db.CountStatements(request(f), &n)
				if _, err := f.svc.Breadcrumbs(ctx, de, f.breeches); err != nil {
					t.Fatal(err)
				}
				if _, err := f.svc.AlternatesOf(ctx, catalog.ProductRoute, []int64{id}); err != nil {
					t.Fatal(err)
				}
				if n.Load() != 1 {
					t.Errorf("kept breadcrumbs and alternates took %d statements; want 1, the revision", n.Load())
				}
			}

			if _, err := writer.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.rider, Position: 1, IsActive: true, IncludeInMenu: true,
				Name: texts("Reitsport", "Riding", "Équitation")}); err != nil {
				t.Fatal(err)
			}
			check("after the parent category was renamed", state{rider: "Reitsport", crumb: "Reitsport", alternate: "reithose-classic", byOldKey: 1})

			hose.URLKey = texts("reithose-neu", "", "")
			if _, err := writer.SaveProduct(f.ctx, hose); err != nil {
				t.Fatal(err)
			}
			check("after the url key changed", state{rider: "Reitsport", crumb: "Reitsport", alternate: "reithose-neu", byNewKey: 1})

			hose.IsActive = false
			if _, err := writer.SaveProduct(f.ctx, hose); err != nil {
				t.Fatal(err)
			}
			check("after the product was turned off", state{rider: "Reitsport", crumb: "Reitsport"})
		})
	}
}
