package catalog_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// readAll reads the products of every kind of filter in every locale,
// twice, so that the second answer comes from the read cache.
func readAll(t *testing.T, svc catalog.Service, f *fixture, filters []catalog.ProductFilter) map[string][]catalog.Product {
	t.Helper()
	out := map[string][]catalog.Product{}
	for range 2 {
		for _, l := range i18n.Locales {
			for i, fl := range filters {
				ps, err := svc.Products(f.ctx, l, fl)
				if err != nil {
					t.Fatalf("Products(%s, %+v): %v", l, fl, err)
				}
				out[fmt.Sprintf("%s/%d", l, i)] = ps
			}
		}
	}
	return out
}

// sameAsDatabase checks that the cached service answers what a service
// without a cache reads from the database.
func sameAsDatabase(t *testing.T, step string, f *fixture, filters []catalog.ProductFilter) {
	t.Helper()
	uncached := catalog.NewService(f.d, nil, nil, catalog.WithReadCache(0))
	got, want := readAll(t, f.svc, f, filters), readAll(t, uncached, f, filters)
	for key, w := range want {
		if !reflect.DeepEqual(got[key], w) {
			t.Errorf("%s, locale/filter %s: the cache answers\n%+v\nthe database holds\n%+v", step, key, got[key], w)
		}
	}
}

func TestReadCacheShowsEverySave(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := jacketInput(f)
		jacket := mustSave(t, f, in)
		upsell := simple("HOSE-1", "Reithose Classic", 5990, f.breeches)
		upsell.Color = "navy"
		idUpsell := mustSave(t, f, upsell)
		in.UpsellSKUs = []string{"HOSE-1"}
		mustSave(t, f, in)
		filters := []catalog.ProductFilter{
			{IDs: []int64{jacket, idUpsell}},
			{SKUs: []string{"JACKE-1-NAVY-M", "HOSE-1"}},
			{URLKeys: []string{"softshelljacke-nova"}},
			{RelationCode: "NOVA"},
			{CategoryIDs: []int64{f.rider}},
		}
		sameAsDatabase(t, "after the first saves", f, filters)

		// Prices, texts, variants, images and a sale that starts now.
		in.Name = texts("Softshelljacke Nova II", "Softshell jacket Nova II", "")
		in.Price = 9900
		in.SpecialPrice, in.SpecialFrom = money(7900), ptrTime(time.Now().Add(-time.Hour))
		in.Variants[0].Price, in.Variants[1].IsActive = 9900, false
		in.Images = in.Images[:1]
		mustSave(t, f, in)
		if p := mustProduct(t, f, en, catalog.ProductFilter{IDs: []int64{jacket}}); p.Name != "Softshell jacket Nova II" || p.Variants[0].Price != 9900 {
			t.Errorf("saved jacket read back as %q with variant price %d", p.Name, p.Variants[0].Price)
		}
		sameAsDatabase(t, "after a product save", f, filters)

		// An option's label shows in every product that has it.
		if err := f.svc.SaveAttributeOptions(f.ctx, catalog.AttrColor, []catalog.AttributeOptionInput{
			{Code: "navy", Label: texts("Dunkelblau", "Dark blue", "Bleu foncé"), Swatch: "#1f2a44", SortOrder: 1},
		}); err != nil {
			t.Fatal(err)
		}
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{idUpsell}}); p.Color == nil || p.Color.Label != "Dunkelblau" {
			t.Errorf("colour after renaming the option: %+v", p.Color)
		}
		attrs, err := f.svc.Attributes(f.ctx, de, []string{catalog.AttrColor})
		if err != nil || len(attrs) != 1 || attrs[0].Options[0].Label != "Dunkelblau" {
			t.Errorf("attribute after renaming the option: %+v, %v", attrs, err)
		}
		sameAsDatabase(t, "after an option save", f, filters)

		// The upsell turns inactive: the jacket no longer names it.
		upsell.IsActive = false
		mustSave(t, f, upsell)
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{jacket}}); len(p.UpsellIDs) != 0 {
			t.Errorf("upsells after the upsell turned inactive: %v", p.UpsellIDs)
		}
		if ps, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{IDs: []int64{idUpsell}}); err != nil || len(ps) != 0 {
			t.Errorf("inactive product still listed: %d, %v", len(ps), err)
		}
		sameAsDatabase(t, "after a product turned inactive", f, filters)

		// A category moves: its products' categories stay, their listing follows.
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.jacket, ParentID: f.horse, Position: 1, IsActive: true,
			Name: texts("Jacken", "Jackets", "Vestes")}); err != nil {
			t.Fatal(err)
		}
		sameAsDatabase(t, "after a category moved", f, filters)
	})
}

// TestReadCacheFollowsOtherWriters shows a second process's save (a second
// service on the same database) reaching the cache with the reindex that
// follows every save.
func TestReadCacheFollowsOtherWriters(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := jacketInput(f)
		id := mustSave(t, f, in)
		mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})

		other := catalog.NewService(d, nil, &fakeQueue{}, catalog.WithReadCache(0))
		in.Price, in.Variants[0].Price = 5000, 5000
		if _, err := other.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.HandleReindexJob(f.ctx, []byte(fmt.Sprintf(`{"ids":[%d]}`, id))); err != nil {
			t.Fatal(err)
		}
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}}); p.Price != 5000 || p.Variants[0].Price != 5000 {
			t.Errorf("after the reindex job: price %d, variant %d; want 5000", p.Price, p.Variants[0].Price)
		}
	})
}

// TestReadCachePricesByNow: a kept product prices by the moment asked, so a
// sale starts and ends on time without a save.
func TestReadCachePricesByNow(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		start := time.Now().Add(24 * time.Hour)
		in := simple("HOSE-SALE", "Reithose Sale", 10000, f.breeches)
		in.SpecialPrice, in.SpecialFrom, in.SpecialTo = money(8000), ptrTime(start), ptrTime(start.Add(48*time.Hour))
		id := mustSave(t, f, in)
		for _, tt := range []struct {
			at   time.Time
			want catalog.Money
		}{
			{time.Now(), 10000},
			{start.Add(26 * time.Hour), 8000},
			{start.Add(10 * 24 * time.Hour), 10000},
		} {
			p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})
			if got := p.Pricing(tt.at).Final; got != tt.want {
				t.Errorf("price at %v: %d; want %d", tt.at, got, tt.want)
			}
		}
	})
}

// TestReadCacheHandsOutCopies: a caller changing what it got changes
// nothing for the next.
func TestReadCacheHandsOutCopies(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		id := mustSave(t, f, jacketInput(f))
		filter := catalog.ProductFilter{IDs: []int64{id}}
		want := mustProduct(t, f, en, filter)
		for range 2 {
			p := mustProduct(t, f, en, filter)
			p.Name = "changed"
			p.Images[0].Label = "changed"
			p.Manufacturer.Label = "changed"
			p.Variants[0].Price = 1
			p.Variants[0].Color.Label = "changed"
			p.ConfigurableOptions[0].Values[0].Label = "changed"
			p.Merchandise.SublimationOptions[0].Label = "changed"
			*p.Merchandise.LogoType = catalog.Option{}
			p.CategoryIDs[0] = -1
		}
		if got := mustProduct(t, f, en, filter); !reflect.DeepEqual(got, want) {
			t.Errorf("after a caller changed its copy:\n%+v\nwant\n%+v", got, want)
		}
		attrs, err := f.svc.Attributes(f.ctx, en, nil)
		if err != nil || len(attrs) == 0 || len(attrs[0].Options) == 0 {
			t.Fatalf("attributes: %+v, %v", attrs, err)
		}
		label := attrs[0].Options[0].Label
		attrs[0].Options[0].Label = "changed"
		if again, _ := f.svc.Attributes(f.ctx, en, nil); again[0].Options[0].Label != label {
			t.Errorf("attribute option after a caller changed its copy: %q; want %q", again[0].Options[0].Label, label)
		}
	})
}

// TestReadCacheUnderConcurrentSaves reads while saving; once the saves are
// done, the cache answers what the database holds. Run with -race.
func TestReadCacheUnderConcurrentSaves(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		var ids []int64
		for i := range 6 {
			ids = append(ids, mustSave(t, f, simple(fmt.Sprintf("P-%d", i), fmt.Sprintf("Produkt %d", i), 1000, f.breeches)))
		}
		filters := []catalog.ProductFilter{{IDs: ids}, {CategoryIDs: []int64{f.breeches}}}
		var wg sync.WaitGroup
		stop := make(chan struct{})
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					if _, err := f.svc.Products(f.ctx, de, filters[0]); err != nil {
						t.Error(err)
						return
					}
				}
			}()
		}
		for round := range 10 {
			for i := range ids {
				in := simple(fmt.Sprintf("P-%d", i), fmt.Sprintf("Produkt %d Runde %d", i, round), catalog.Money(1000+round), f.breeches)
				mustSave(t, f, in)
			}
		}
		close(stop)
		wg.Wait()
		sameAsDatabase(t, "after concurrent saves", f, filters)
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: ids[:1]}); p.Price != 1009 || p.Name != "Produkt 0 Runde 9" {
			t.Errorf("last save: %q %d", p.Name, p.Price)
		}
	})
}

// TestSearchFacetLabelsFollowSaves: the labels a listing's facets show
// come from the cache until a save changes them.
func TestSearchFacetLabelsFollowSaves(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		hose := simple("HOSE-1", "Reithose Classic", 5990, f.breeches)
		hose.Color = "black"
		mustSave(t, f, hose)
		labels := func() map[string]string {
			page, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: de, CategoryIDs: []int64{f.rider}, Page: 1, PageSize: 10, Facets: true})
			if err != nil {
				t.Fatal(err)
			}
			out := map[string]string{}
			for _, fc := range page.Facets {
				for _, v := range fc.Values {
					out[fc.AttributeCode] += v.Label + ";"
				}
			}
			return out
		}
		for range 2 {
			if got := labels(); got["category_id"] != "Reithosen;" || got["color"] != "Schwarz;" || got["manufacturer"] != "Pikeur;" {
				t.Fatalf("facets before: %v", got)
			}
		}
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.breeches, ParentID: f.rider, Position: 1, IsActive: true,
			Name: texts("Reithosen & Jodhpurs", "Breeches", "")}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.SaveAttributeOptions(f.ctx, catalog.AttrColor, []catalog.AttributeOptionInput{
			{Code: "black", Label: texts("Tiefschwarz", "Black", "Noir"), SortOrder: 2},
		}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.SaveAttributeOptions(f.ctx, catalog.AttrManufacturer, []catalog.AttributeOptionInput{
			{Code: "pikeur", Label: texts("Pikeur Reitmoden", "", "")},
		}); err != nil {
			t.Fatal(err)
		}
		if got := labels(); got["category_id"] != "Reithosen & Jodhpurs;" || got["color"] != "Tiefschwarz;" || got["manufacturer"] != "Pikeur Reitmoden;" {
			t.Errorf("facets after the saves: %v", got)
		}
	})
}

func TestAnswersChangeAtTheNextClockBoundary(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
		next := func(at time.Time) time.Time {
			t.Helper()
			got, err := f.svc.AnswersChangeAt(f.ctx, at)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := next(now); !got.IsZero() {
			t.Errorf("nothing due: %v", got)
		}
		sale := simple("SALE-1", "Reithose Sale", 8990, f.breeches)
		sale.SpecialPrice = money(5990)
		sale.SpecialFrom, sale.SpecialTo = ptrTime(now.Add(50*time.Hour)), ptrTime(now.Add(100*time.Hour))
		mustSave(t, f, sale)
		fresh := simple("NEW-1", "Gamaschen Neu", 4990, f.breeches)
		fresh.NewFrom, fresh.NewTo = ptrTime(now.Add(30*time.Minute)), ptrTime(now.Add(24*time.Hour))
		mustSave(t, f, fresh)

		// The boundaries are the dates as the catalogue keeps them (special
		// price dates are whole days in Berlin).
		s := mustProduct(t, f, "de", catalog.ProductFilter{SKUs: []string{"SALE-1"}})
		n := mustProduct(t, f, "de", catalog.ProductFilter{SKUs: []string{"NEW-1"}})
		bounds := []time.Time{*n.NewFrom, *n.NewTo, *s.SpecialFrom, *s.SpecialTo}
		slices.SortFunc(bounds, time.Time.Compare)
		if !bounds[0].After(now) {
			t.Fatalf("fixture dates not after now: %v", bounds)
		}
		steps := []struct{ at, want time.Time }{{now, bounds[0]}, {bounds[0].Add(-time.Second), bounds[0]}}
		for i, b := range bounds {
			want := time.Time{}
			if i+1 < len(bounds) {
				want = bounds[i+1]
			}
			steps = append(steps, struct{ at, want time.Time }{b, want})
		}
		steps = append(steps, struct{ at, want time.Time }{now, bounds[0]}) // the clock may go back
		for _, c := range steps {
			if got := next(c.at); !got.Equal(c.want) {
				t.Errorf("at %v: next change %v; want %v", c.at, got, c.want)
			}
		}
		// A save that moves a date is seen at once.
		fresh.NewFrom = ptrTime(now.Add(5 * time.Minute))
		mustSave(t, f, fresh)
		if got := next(now); !got.Equal(now.Add(5 * time.Minute)) {
			t.Errorf("after moving the new-from date: %v", got)
		}
	})
}

func TestCacheVersionMovesWithEverySave(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		before, ok := f.svc.CacheVersion(ctx)
		if !ok {
			t.Fatal("no cache version")
		}
		mustSave(t, f, simple("V-1", "Halfter", 1990, f.breeches))
		after, _ := f.svc.CacheVersion(ctx)
		if after == before {
			t.Errorf("version stayed %d after a save", after)
		}
		// Another instance on the same database, without a read cache (as
		// on PostgreSQL), sees the version move with every save of the
		// first, and the first with its saves: through the triggers of
		// catalog_revision, not through memory.
		other := catalog.NewService(d, nil, nil, catalog.WithReadCache(0))
		seen, ok := other.CacheVersion(ctx)
		if !ok {
			t.Fatal("no cache version without a read cache")
		}
		mustSave(t, f, simple("V-3", "Strick", 990, f.breeches))
		if now, _ := other.CacheVersion(ctx); now == seen {
			t.Errorf("another instance's save left the version at %d", now)
		}
		after, _ = f.svc.CacheVersion(ctx)
		if _, err := d.Write().Exec(ctx, "UPDATE product_text SET name = 'Strick lang' WHERE name = 'Strick'"); err != nil {
			t.Fatal(err)
		}
		if now, _ := f.svc.CacheVersion(ctx); now == after {
			t.Errorf("a write from elsewhere left the version at %d", now)
		}
	})
}

// What was answered while the index was being written (a search that
// found the old documents) must not outlive the write.
func TestCacheVersionMovesAfterTheIndexIsWritten(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		id := mustSave(t, f, simple("V-2", "Longe", 2490, f.breeches))
		var during uint64
		f.engine.onIndex = func() { during, _ = f.svc.CacheVersion(context.Background()) }
		if err := f.svc.Reindex(f.ctx, []int64{id}); err != nil {
			t.Fatal(err)
		}
		if after, _ := f.svc.CacheVersion(context.Background()); after == during {
			t.Errorf("version %d while the index was written is still current after it", during)
		}
	})
}
