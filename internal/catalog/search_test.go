package catalog_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

func TestSearch(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		jacket := mustSave(t, f, jacketInput(f))
		hose := simple("HOSE-1", "Reithose Classic", 5990, f.breeches)
		hose.Name[fr] = "Pantalon Classic"
		hose.Color, hose.Size, hose.Manufacturer = "black", "m", "eskadron"
		idHose := mustSave(t, f, hose)
		kids := simple("HOSE-2", "Reithose Kids", 25000, f.breeches)
		kids.Manufacturer = "kerbl"
		idKids := mustSave(t, f, kids)
		mustSave(t, f, simple("DECKE-1", "Thermodecke", 4000, f.thermoRugs))

		page, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: fr, CategoryIDs: []int64{f.rider}, Sort: catalog.SortPrice, Page: 1, PageSize: 2, Facets: true})
		if err != nil {
			t.Fatal(err)
		}
		if page.Total != 3 || page.Page != 1 || page.PageSize != 2 || len(page.Items) != 2 || page.Items[0].ID != idHose || page.Items[1].ID != jacket {
			t.Errorf("page %+v", page)
		}
		if page.Items[0].Name != "Pantalon Classic" {
			t.Errorf("items in the locale: %q", page.Items[0].Name)
		}
		q := f.engine.lastQuery
		if q.Offset != 0 || q.Limit != 2 || q.Sort != search.ByPrice || q.PositionCategory != f.rider || !q.Facets || q.Locale != fr {
			t.Errorf("engine query %+v", q)
		}
		facets := map[string]catalog.Facet{}
		var order []string
		for _, fc := range page.Facets {
			facets[fc.AttributeCode] = fc
			order = append(order, fc.AttributeCode)
		}
		if !equal(order, []string{"category_id", "manufacturer", "color", "size", "price"}) {
			t.Errorf("facet order %v", order)
		}
		cat := facets["category_id"]
		if cat.Label != "Catégorie" || len(cat.Values) != 2 || cat.Values[0].Label != "Pantalons d'équitation" || cat.Values[0].Count != 2 ||
			cat.Values[1].Label != "Vestes" || cat.Values[1].Count != 1 {
			t.Errorf("category facet (children of Reiter) %+v", cat)
		}
		man := facets["manufacturer"]
		if man.Label != "Fabricant" || len(man.Values) != 3 || man.Values[0].Label != "Eskadron" || man.Values[1].Label != "Kerbl" || man.Values[2].Label != "Pikeur" {
			t.Errorf("manufacturers by name %+v", man)
		}
		color := facets["color"]
		if len(color.Values) != 2 || color.Values[0].Label != "Marine" || color.Values[1].Label != "Noir" || color.Values[1].Count != 2 {
			t.Errorf("colours in their order %+v", color)
		}
		price := facets["price"]
		if price.Label != "Prix" || len(price.Values) != 3 || price.Values[0].Value != "50_100" || price.Values[0].Label != "50–100 €" ||
			price.Values[1].Label != "100–200 €" || price.Values[2].Value != "200_*" || price.Values[2].Label != "à partir de 200 €" {
			t.Errorf("price facet, empty buckets left out %+v", price)
		}
		de, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: i18n.German, Page: 1, PageSize: 10, Facets: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, fc := range de.Facets {
			if fc.AttributeCode == "price" && fc.Values[len(fc.Values)-1].Label != "ab 200 €" {
				t.Errorf("German open bucket %q", fc.Values[len(fc.Values)-1].Label)
			}
			if fc.AttributeCode == "category_id" && (len(fc.Values) != 2 || fc.Values[0].Label != "Reiter" || fc.Values[1].Label != "Pferd") {
				t.Errorf("without a category the top categories: %+v", fc.Values)
			}
		}
		// Second page; text search; a leaf category offers its siblings.
		page, err = f.svc.Search(f.ctx, catalog.ProductQuery{Locale: i18n.German, CategoryIDs: []int64{f.breeches}, Text: "  reithose\x00 ", Page: 2, PageSize: 1, Facets: true})
		if err != nil || len(page.Items) != 1 || page.Items[0].ID != idKids || page.Total != 2 {
			t.Errorf("page 2: %+v, %v", page, err)
		}
		if f.engine.lastQuery.Text != "reithose" || f.engine.lastQuery.Offset != 1 || f.engine.lastQuery.Sort != search.ByRelevance {
			t.Errorf("engine query %+v", f.engine.lastQuery)
		}
		for _, fc := range page.Facets {
			if fc.AttributeCode == "category_id" && (len(fc.Values) != 1 || fc.Values[0].Label != "Reithosen") {
				t.Errorf("leaf category facet %+v", fc.Values)
			}
		}
		// Long text is cut, not refused.
		if _, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: en, Text: strings.Repeat("ä", 500), Page: 1, PageSize: 5}); err != nil {
			t.Errorf("long text: %v", err)
		}
		if n := len([]rune(f.engine.lastQuery.Text)); n != catalog.MaxSearchText {
			t.Errorf("text of %d characters reached the engine", n)
		}
		// Items the index still lists but the catalogue no longer shows are left out.
		f.engine.result = &search.Result{IDs: []int64{999999, idHose}, Total: 2}
		page, err = f.svc.Search(f.ctx, catalog.ProductQuery{Locale: en, Page: 1, PageSize: 5})
		if err != nil || len(page.Items) != 1 || page.Items[0].ID != idHose || len(page.Facets) != 0 {
			t.Errorf("stale ids: %+v, %v", page, err)
		}
		if f.engine.lastQuery.Facets {
			t.Error("facets were computed for a listing that did not ask for them")
		}
	})
}

func TestSearchRefusals(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	f := newFixture(t, d)
	tests := []struct {
		name string
		q    catalog.ProductQuery
		key  string
	}{
		{"page 0", catalog.ProductQuery{Locale: de, Page: 0, PageSize: 10}, "errors.input.currentPage"},
		{"page size 0", catalog.ProductQuery{Locale: de, Page: 1, PageSize: 0}, "errors.input.pageSize"},
		{"page size 101", catalog.ProductQuery{Locale: de, Page: 1, PageSize: 101}, "errors.input.pageSize"},
		{"unknown sort", catalog.ProductQuery{Locale: de, Page: 1, PageSize: 10, Sort: "random"}, "errors.input.sort"},
		{"negative price", catalog.ProductQuery{Locale: de, Page: 1, PageSize: 10, PriceFrom: money(-1)}, "catalog.input.price"},
		{"unknown locale", catalog.ProductQuery{Locale: "nl", Page: 1, PageSize: 10}, "catalog.input.locale"},
		{"too many filters", catalog.ProductQuery{Locale: de, Page: 1, PageSize: 10, Colors: make([]int64, 101)}, "catalog.input.tooMany"},
	}
	for _, tt := range tests {
		_, err := f.svc.Search(f.ctx, tt.q)
		if e := apperr.As(err); err == nil || e.Kind != apperr.Invalid || e.Key != tt.key {
			t.Errorf("%s: %v; want Invalid %s", tt.name, err, tt.key)
		}
	}
	if msg := apperr.As(func() error {
		_, err := f.svc.Search(i18n.WithLocale(f.ctx, i18n.English), catalog.ProductQuery{Locale: en, Page: 1, PageSize: 500})
		return err
	}()).Message(i18n.WithLocale(context.Background(), i18n.English)); msg != "The page size must be between 1 and 100." {
		t.Errorf("message %q", msg)
	}
	// A huge page number is an empty page, not an overflow.
	if page, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: de, Page: 1 << 62, PageSize: 100}); err != nil || len(page.Items) != 0 {
		t.Errorf("huge page: %+v, %v", page, err)
	}
	noEngine := catalog.NewService(d, nil, nil)
	if _, err := noEngine.Search(f.ctx, catalog.ProductQuery{Locale: de, Page: 1, PageSize: 10}); apperr.KindOf(err) != apperr.Unavailable {
		t.Errorf("without an engine: %v; want Unavailable", err)
	}
}

func TestReindexDocuments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		now := time.Date(2025, 9, 1, 10, 0, 0, 0, time.UTC)
		catalog.SetClock(f.svc, func() time.Time { return now })
		in := jacketInput(f)
		in.CategoryIDs, in.CategoryPositions = []int64{f.jacket, f.thermoRugs}, []int{4, 9}
		in.SpecialPrice = money(10000)
		in.NewFrom = ptrTime(time.Date(2025, 8, 1, 0, 0, 0, 0, time.UTC))
		id := mustSave(t, f, in)

		doc, ok := f.engine.doc(id)
		if !ok {
			t.Fatal("the save did not index the product")
		}
		if !equal(doc.SKUs, []string{"JACKE-1", "JACKE-1-NAVY-M", "JACKE-1-NAVY-L", "JACKE-1-BLACK-S"}) {
			t.Errorf("SKUs %v; inactive variants left out", doc.SKUs)
		}
		if doc.Name[de] != "Softshelljacke Nova" || doc.Name[fr] != "Veste softshell Nova" {
			t.Errorf("names %v", doc.Name)
		}
		if doc.Description[de] != "Winddicht" || doc.Description[fr] != "Winddicht" || doc.Description[en] != "Windproof" {
			t.Errorf("plain descriptions with German fill %q", doc.Description)
		}
		if !equal(doc.CategoryIDs, []int64{f.rider, f.jacket, f.horse, f.rugs, f.winterRugs, f.thermoRugs}) {
			t.Errorf("categories with ancestors %v", doc.CategoryIDs)
		}
		if !equal(doc.Categories[fr], []string{"Cavalier", "Vestes", "Cheval", "Couvertures", "Winterdecken", "Couvertures thermiques"}) {
			t.Errorf("French category names %v", doc.Categories[fr])
		}
		if doc.Manufacturer != "Pikeur" || doc.ManufacturerID == 0 || len(doc.ColorIDs) != 2 || len(doc.SizeIDs) != 3 {
			t.Errorf("options %+v", doc)
		}
		if doc.Price != 10000 || !doc.InStock || !doc.NewSince.Equal(*in.NewFrom) || doc.Positions[f.jacket] != 4 || doc.Positions[f.thermoRugs] != 9 {
			t.Errorf("price %d, stock %v, new %v, positions %v", doc.Price, doc.InStock, doc.NewSince, doc.Positions)
		}

		// Deactivated: out of the index. A variant id stands for its parent.
		in.IsActive = false
		mustSave(t, f, in)
		if _, ok := f.engine.doc(id); ok {
			t.Error("an inactive product stayed in the index")
		}
		in.IsActive = true
		mustSave(t, f, in)
		variant := mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"JACKE-1-BLACK-S"}})
		if err := f.engine.Delete(f.ctx, id); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.Reindex(f.ctx, []int64{variant.ID, 999999}); err != nil {
			t.Fatal(err)
		}
		if _, ok := f.engine.doc(id); !ok {
			t.Error("reindexing a variant did not index its parent")
		}
		// A renamed manufacturer reaches the document.
		if err := f.svc.SaveAttributeOptions(f.ctx, "manufacturer", []catalog.AttributeOptionInput{{Code: "pikeur", Label: texts("PIKEUR", "", "")}}); err != nil {
			t.Fatal(err)
		}
		if doc, _ := f.engine.doc(id); doc.Manufacturer != "PIKEUR" {
			t.Errorf("manufacturer after renaming: %q", doc.Manufacturer)
		}
		// Renaming a category reaches the documents below it.
		if _, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.jacket, ParentID: f.rider, IsActive: true, Name: texts("Jacken & Westen", "", "")}); err != nil {
			t.Fatal(err)
		}
		if doc, _ := f.engine.doc(id); doc.Categories[de][1] != "Jacken & Westen" {
			t.Errorf("category names after renaming: %v", doc.Categories[de])
		}
	})
}

func TestEnsureIndexAndJobs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		queue := &fakeQueue{}
		now := time.Date(2025, 9, 1, 10, 0, 0, 0, time.UTC)
		svc := catalog.NewService(d, f.engine, queue)
		catalog.SetClock(svc, func() time.Time { return now })

		in := simple("HOSE-1", "Reithose", 5990, f.breeches)
		in.SpecialPrice, in.SpecialFrom, in.SpecialTo = money(4990), ptrTime(time.Date(2025, 9, 10, 12, 0, 0, 0, time.UTC)), ptrTime(time.Date(2025, 9, 20, 0, 0, 0, 0, time.UTC))
		id, err := svc.SaveProduct(f.ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := f.engine.doc(id); ok {
			t.Error("with a queue the save must leave indexing to the job")
		}
		jobs := queue.taken()
		if len(jobs) != 3 {
			t.Fatalf("jobs %+v; want now, at the start and at the end of the special price", jobs)
		}
		wantAt := []time.Time{now, time.Date(2025, 9, 9, 22, 0, 0, 0, time.UTC), time.Date(2025, 9, 20, 22, 0, 0, 0, time.UTC)}
		for i, j := range jobs {
			if j.Kind != catalog.ReindexJobKind || !equal(j.IDs, []int64{id}) || !j.RunAt.Equal(wantAt[i]) || j.Key == "" {
				t.Errorf("job %d: %+v; want at %v", i, j, wantAt[i])
			}
		}
		if jobs[0].Key == jobs[1].Key {
			t.Error("jobs at different times share a key")
		}
		// The job runs the reindexing; the price follows the calendar.
		payload, _ := json.Marshal(map[string][]int64{"ids": jobs[0].IDs})
		if err := svc.HandleReindexJob(f.ctx, payload); err != nil {
			t.Fatal(err)
		}
		if doc, ok := f.engine.doc(id); !ok || doc.Price != 5990 {
			t.Errorf("before the special price: %+v", doc)
		}
		now = time.Date(2025, 9, 10, 0, 0, 0, 0, time.UTC)
		if err := svc.HandleReindexJob(f.ctx, payload); err != nil {
			t.Fatal(err)
		}
		if doc, _ := f.engine.doc(id); doc.Price != 4990 {
			t.Errorf("during the special price: %d", doc.Price)
		}
		if err := svc.HandleReindexJob(f.ctx, json.RawMessage(`{"ids": "x"}`)); err == nil {
			t.Error("a malformed payload was accepted")
		}
		// A refused save enqueues nothing.
		in.Price = -1
		if _, err := svc.SaveProduct(f.ctx, in); err == nil || len(queue.taken()) != 0 {
			t.Errorf("refused save: %v, jobs enqueued", err)
		}
		// Category saves enqueue the products below.
		if _, err := svc.SaveCategory(f.ctx, catalog.CategoryInput{ID: f.rider, IsActive: true, Name: texts("Reitsport", "", "")}); err != nil {
			t.Fatal(err)
		}
		if jobs := queue.taken(); len(jobs) != 1 || !equal(jobs[0].IDs, []int64{id}) {
			t.Errorf("category jobs %+v", jobs)
		}

		// A lost index is rebuilt at start-up; a full one is left alone.
		mustSave(t, f, simple("HOSE-2", "Reithose 2", 5990, f.breeches))
		off := simple("HOSE-3", "Reithose 3", 5990, f.breeches)
		off.IsActive = false
		mustSave(t, f, off)
		fresh := newFakeEngine()
		rebuild := catalog.NewService(d, fresh, queue)
		if err := rebuild.EnsureIndex(f.ctx); err != nil {
			t.Fatal(err)
		}
		if n, _ := fresh.Count(f.ctx); n != 2 {
			t.Errorf("rebuilt index holds %d products; want the 2 active ones", n)
		}
		if err := fresh.Delete(f.ctx, id); err != nil {
			t.Fatal(err)
		}
		if err := rebuild.EnsureIndex(f.ctx); err != nil {
			t.Fatal(err)
		}
		if n, _ := fresh.Count(f.ctx); n != 1 {
			t.Errorf("a non-empty index was rebuilt: %d documents", n)
		}
		if err := catalog.NewService(d, nil, nil).EnsureIndex(f.ctx); err != nil {
			t.Errorf("no engine, nothing to ensure: %v", err)
		}
		if err := catalog.NewService(d, nil, nil).Reindex(f.ctx, []int64{id}); apperr.KindOf(err) != apperr.Unavailable {
			t.Errorf("reindex without an engine: %v", err)
		}
	})
}
