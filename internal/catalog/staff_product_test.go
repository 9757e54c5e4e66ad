package catalog_test

import (
	"context"
	"slices"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// productStaffFixture is the catalogue with its products' staff side recording in a real
// audit trail, and principals to act as.
type productStaffFixture struct {
	*fixture
	staff catalog.StaffProducts
	trail audit.Service
	owner context.Context
	// policy is the shop's catalogue policy the service reads.
	policy catalog.Policy
}

func newProductStaffFixture(t *testing.T, d *db.DB) *productStaffFixture {
	t.Helper()
	f := newFixture(t, d)
	trail, err := audit.NewService(audit.Options{DB: d})
	if err != nil {
		t.Fatal(err)
	}
	sf := &productStaffFixture{fixture: f, trail: trail, policy: catalog.Policy{LowStockThreshold: catalog.DefaultLowStockThreshold},
		owner: access.With(f.ctx, access.Principal{StaffID: 1, Email: "chefin@example.com", Name: "Chefin", Role: access.Owner})}
	f.svc = catalog.NewService(d, f.engine, nil, catalog.WithReadCache(catalog.DefaultReadCacheSize), catalog.WithAudit(trail),
		catalog.WithPolicy(func(context.Context) (catalog.Policy, error) { return sf.policy, nil }))
	sf.staff = f.svc.(catalog.StaffProducts)
	return sf
}

func (f *productStaffFixture) as(role access.Role, prefixes ...string) context.Context {
	return access.With(f.ctx, access.Principal{StaffID: 2, Email: "x@example.com", Name: "Vereinswart", Role: role,
		Clubs: []int64{7}, ClubSKUPrefixes: prefixes})
}

func (f *productStaffFixture) entries(t *testing.T, op string) []audit.Record {
	t.Helper()
	page, err := f.trail.List(f.owner, audit.Filter{ObjectType: "product"}, 1, 200)
	if err != nil {
		t.Fatal(err)
	}
	var out []audit.Record
	for _, r := range page.Items {
		if r.Operation == op {
			out = append(out, r)
		}
	}
	return out
}

func TestStaffSaveRefusesWhatChangedMeanwhile(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		in := jacketInput(f.fixture)
		in.EAN = ""
		in.Variants[0].EAN = "4006381333931"
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
		if err != nil {
			t.Fatalf("create: %v", err)
		}
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in}); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("creating the SKU again: %v, want a conflict", err)
		}
		a, err := f.staff.StaffProduct(f.owner, id)
		if err != nil {
			t.Fatal(err)
		}
		if a.Input.Variants[0].EAN != "4006381333931" || a.Input.Name[i18n.French] != "Veste softshell Nova" || len(a.Input.Variants) != 4 {
			t.Fatalf("read back: %+v", a.Input)
		}
		if len(a.Missing) != 1 || a.Missing[0] != i18n.French {
			t.Errorf("missing translations %v, want fr (no French description)", a.Missing)
		}
		// Two members of staff opened it; the first saves a new price.
		first := a.Input
		first.Price = 13900
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: a.Revision, Input: first}); err != nil {
			t.Fatalf("first save: %v", err)
		}
		second := a.Input
		second.Name = texts("Jacke Nova", "Jacket Nova", "Veste Nova")
		_, err = f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: a.Revision, Input: second})
		wantKind(t, err, apperr.Conflict, "catalog.staff.changedMeanwhile")
		b, err := f.staff.StaffProduct(f.owner, id)
		if err != nil {
			t.Fatal(err)
		}
		if b.Input.Price != 13900 || b.Input.Name[i18n.German] != "Softshelljacke Nova" || b.Revision == a.Revision {
			t.Errorf("after the refused save: price %d, name %q, revision %d→%d", b.Input.Price, b.Input.Name[i18n.German], a.Revision, b.Revision)
		}
		// The SKU of a saved product stays.
		renamed := b.Input
		renamed.SKU = "JACKE-2"
		_, err = f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: b.Revision, Input: renamed})
		wantKind(t, err, apperr.Invalid, "catalog.staff.skuFixed")
		// The trail holds the change with before and after.
		saves := f.entries(t, "product.update")
		if len(saves) != 1 || saves[0].ObjectID != "JACKE-1" {
			t.Fatalf("trail: %+v", saves)
		}
		found := false
		for _, c := range saves[0].Changes {
			if c.Field == "price" && *c.Before == "12900" && *c.After == "13900" {
				found = true
			}
		}
		if !found {
			t.Errorf("trail changes %+v lack the price", saves[0].Changes)
		}
	})
}

func TestStaffSaveKeepsWhatOrdersTookAndListsTheStocksHistory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		in := simple("HOSE-9", "Reithose Lea", 8900, f.breeches)
		in.StockQty = 10
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
		if err != nil {
			t.Fatal(err)
		}
		opened, err := f.staff.StaffProduct(f.owner, id)
		if err != nil {
			t.Fatal(err)
		}
		// An order takes 3 while the editor is open.
		if err := f.svc.TakeStock(f.ctx, []catalog.StockLine{{ProductID: id, Quantity: 3}},
			catalog.StockNote{Reason: catalog.StockByOrder, Reference: "000000042"}); err != nil {
			t.Fatal(err)
		}
		// A save that leaves the stock as loaded keeps the 7 left.
		edit := opened.Input
		edit.Description = texts("<p>Neu</p>", "", "")
		was := map[string]int{"HOSE-9": 10}
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: opened.Revision, Input: edit, StockWas: was}); err != nil {
			t.Fatalf("save: %v", err)
		}
		now, err := f.staff.StaffProduct(f.owner, id)
		if err != nil {
			t.Fatal(err)
		}
		if now.Input.StockQty != 7 {
			t.Fatalf("stock %d after a save that left it alone, want the 7 the order left", now.Input.StockQty)
		}
		// Setting it from the 10 seen before is refused: 7 are there now.
		edit = now.Input
		edit.StockQty = 20
		_, err = f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: now.Revision, Input: edit, StockWas: was})
		wantKind(t, err, apperr.Conflict, "catalog.staff.stockChangedMeanwhile")
		if e := apperr.As(err).Field; e != "stockQty" {
			t.Errorf("field %q", e)
		}
		// From the 7 it is set.
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: now.Revision, Input: edit,
			StockWas: map[string]int{"HOSE-9": 7}}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.ReturnStock(f.ctx, []catalog.StockLine{{ProductID: id, Quantity: 3}},
			catalog.StockNote{Reason: catalog.StockByCancel, Reference: "000000042"}); err != nil {
			t.Fatal(err)
		}
		last, err := f.staff.StaffProduct(f.owner, id)
		if err != nil {
			t.Fatal(err)
		}
		if last.Input.StockQty != 23 {
			t.Errorf("stock %d, want 23", last.Input.StockQty)
		}
		type move struct {
			reason, ref, actor string
			change, after      int
		}
		var got []move
		for _, m := range last.Movements {
			got = append(got, move{m.Reason, m.Reference, m.Actor, m.Change, m.QtyAfter})
		}
		want := []move{
			{"cancel", "000000042", "", 3, 23},
			{"staff", "", "Chefin", 13, 20},
			{"order", "000000042", "", -3, 7},
			{"staff", "", "Chefin", 10, 10},
		}
		if len(got) != len(want) {
			t.Fatalf("movements %+v, want %+v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("movement %d: %+v, want %+v", i, got[i], want[i])
			}
		}
	})
}

func TestStaffProductsListFindsAndFilters(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		mk := func(in catalog.ProductInput) int64 {
			t.Helper()
			id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
			if err != nil {
				t.Fatalf("%s: %v", in.SKU, err)
			}
			return id
		}
		a := simple("HOSE-A", "Reithose Anna", 8900, f.breeches)
		a.Name = texts("Reithose Anna", "Breeches Anna", "Pantalon Anna")
		a.EAN = "4006381333931"
		a.Images = []catalog.ImageInput{{Key: "p/a.png", Width: 10, Height: 10}}
		a.StockQty = 20
		mk(a)
		b := simple("HOSE-B", "Reithose Berta", 12900, f.breeches)
		b.StockQty = 2
		mk(b)
		c := simple("DECKE-C", "Winterdecke Carla", 15900, f.winterRugs)
		c.StockQty = 0
		c.IsActive = false
		c.Name = texts("Winterdecke Carla", "Winter rug Carla", "Couverture Carla")
		c.Images = []catalog.ImageInput{{Key: "p/c.png", Width: 10, Height: 10}}
		mk(c)
		j := jacketInput(f.fixture)
		mk(j)
		club := simple("RVH-SHIRT", "Vereinsshirt", 2500)
		club.StockQty = 20
		own := 25
		club.LowStockThreshold = &own // its own threshold: 20 left is running low
		mk(club)

		list := func(ctx context.Context, q catalog.StaffProductQuery) []string {
			t.Helper()
			page, err := f.staff.StaffProducts(ctx, q)
			if err != nil {
				t.Fatalf("%+v: %v", q, err)
			}
			var skus []string
			for _, r := range page.Items {
				skus = append(skus, r.SKU)
			}
			if page.Total < len(skus) {
				t.Errorf("total %d below the page's %d", page.Total, len(skus))
			}
			return skus
		}
		for _, c := range []struct {
			name string
			q    catalog.StaffProductQuery
			want []string
		}{
			{"all by SKU", catalog.StaffProductQuery{}, []string{"DECKE-C", "HOSE-A", "HOSE-B", "JACKE-1", "RVH-SHIRT"}},
			{"a French name", catalog.StaffProductQuery{Search: "couverture"}, []string{"DECKE-C"}},
			{"an EAN", catalog.StaffProductQuery{Search: "4006381333931"}, []string{"HOSE-A"}},
			{"a variant's SKU", catalog.StaffProductQuery{Search: "jacke-1-navy"}, []string{"JACKE-1"}},
			{"a category and below", catalog.StaffProductQuery{CategoryID: f.horse}, []string{"DECKE-C"}},
			{"disabled", catalog.StaffProductQuery{Status: "disabled"}, []string{"DECKE-C"}},
			{"low stock", catalog.StaffProductQuery{Stock: "low"}, []string{"HOSE-B", "JACKE-1", "RVH-SHIRT"}},
			{"in stock", catalog.StaffProductQuery{Stock: "in"}, []string{"HOSE-A"}},
			{"sold out", catalog.StaffProductQuery{Stock: "out"}, []string{"DECKE-C"}},
			{"configurable", catalog.StaffProductQuery{Type: catalog.Configurable}, []string{"JACKE-1"}},
			{"a club's goods", catalog.StaffProductQuery{Club: "RVH-"}, []string{"RVH-SHIRT"}},
			{"price range", catalog.StaffProductQuery{PriceMin: money(9000), PriceMax: money(13000)}, []string{"HOSE-B", "JACKE-1"}},
			{"no English", catalog.StaffProductQuery{MissingTranslation: "en"}, []string{"HOSE-B", "RVH-SHIRT"}},
			{"no image", catalog.StaffProductQuery{MissingImage: true}, []string{"HOSE-B", "RVH-SHIRT"}},
			{"price, dearest first", catalog.StaffProductQuery{Sort: "price", Desc: true, PageSize: 2}, []string{"DECKE-C", "JACKE-1"}},
			{"second page", catalog.StaffProductQuery{PageSize: 2, Page: 2}, []string{"HOSE-B", "JACKE-1"}},
		} {
			got := list(f.owner, c.q)
			if len(got) != len(c.want) {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
				continue
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("%s: %v, want %v", c.name, got, c.want)
					break
				}
			}
		}
		page, err := f.staff.StaffProducts(f.owner, catalog.StaffProductQuery{Search: "jacke-1"})
		if err != nil || len(page.Items) != 1 {
			t.Fatal(page, err)
		}
		if r := page.Items[0]; r.Stock != 4 || r.Variants != 3 || r.ImageKey != "p/nova-1.png" || len(r.Missing) != 1 {
			t.Errorf("jacket row %+v: want the active variants' stock 4, 3 variants, its first picture, French missing", r)
		}
		// The start page's list of products running out takes a product's
		// own threshold too.
		low, _, err := f.svc.(catalog.Staff).LowStock(f.ctx, catalog.DefaultLowStockThreshold, nil, 20)
		if err != nil {
			t.Fatal(err)
		}
		var lowSKUs []string
		for _, l := range low {
			lowSKUs = append(lowSKUs, l.SKU)
		}
		if !slices.Contains(lowSKUs, "RVH-SHIRT") || !slices.Contains(lowSKUs, "HOSE-B") || slices.Contains(lowSKUs, "HOSE-A") {
			t.Errorf("running out: %v", lowSKUs)
		}
		if _, err := f.staff.StaffProducts(f.owner, catalog.StaffProductQuery{Sort: "id; DROP TABLE product"}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("a bad sort: %v", err)
		}

		// A club manager sees their club's goods only, and another's
		// product is not there for them.
		clubCtx := f.as(access.Club, "RVH-")
		if got := list(clubCtx, catalog.StaffProductQuery{}); len(got) != 1 || got[0] != "RVH-SHIRT" {
			t.Errorf("club manager's list: %v", got)
		}
		hose, _ := f.svc.Products(f.ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"HOSE-A"}})
		if _, err := f.staff.StaffProduct(clubCtx, hose[0].ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another club's product: %v", err)
		}
		other := simple("XYZ-1", "Fremd", 100)
		if _, err := f.staff.StaffSaveProduct(clubCtx, catalog.StaffSave{Input: other}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a club manager creating another SKU: %v", err)
		}
		// Support may not touch the catalogue; the refusal is recorded.
		if _, err := f.staff.StaffProducts(f.as(access.Support), catalog.StaffProductQuery{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("support: %v", err)
		}
		if refused := f.entries(t, "product.search"); len(refused) != 1 || refused[0].Outcome != audit.Refused {
			t.Errorf("trail of the refusal: %+v", refused)
		}
	})
}

func TestStaffBulkChangesAllOrNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		var ids []int64
		for _, in := range []catalog.ProductInput{simple("A-1", "Eins", 1000, f.breeches), simple("A-2", "Zwei", 2000, f.jacket), jacketInput(f.fixture)} {
			id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if n, err := f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "price", Percent: 1000}); err != nil || n != 3 {
			t.Fatalf("ten per cent more: %d, %v", n, err)
		}
		got, err := f.svc.(catalog.Staff).ProductInputs(f.ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		if got[0].Price != 1100 || got[1].Price != 2200 || got[2].Price != 14190 || got[2].Variants[1].Price != 15290 {
			t.Errorf("prices %d %d %d %d", got[0].Price, got[1].Price, got[2].Price, got[2].Variants[1].Price)
		}
		// A cut below a cent for one of them changes none.
		_, err = f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "price", Amount: -1100})
		wantKind(t, err, apperr.Invalid, "catalog.staff.bulkPriceRange")
		again, _ := f.svc.(catalog.Staff).ProductInputs(f.ctx, ids)
		if again[1].Price != 2200 {
			t.Errorf("a refused bulk change changed a price: %d", again[1].Price)
		}
		if _, err := f.staff.StaffBulk(f.owner, ids[:2], catalog.BulkAction{Kind: "moveCategory", CategoryID: f.rugs}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.StaffBulk(f.owner, ids, catalog.BulkAction{Kind: "stock", Stock: 12}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.StaffBulk(f.owner, ids[:1], catalog.BulkAction{Kind: "disable"}); err != nil {
			t.Fatal(err)
		}
		after, _ := f.svc.(catalog.Staff).ProductInputs(f.ctx, ids)
		if after[0].IsActive || !after[1].IsActive || after[1].CategoryIDs[0] != f.rugs || after[0].StockQty != 12 || after[2].Variants[3].StockQty != 12 {
			t.Errorf("after the bulk changes: %+v", after[:2])
		}
		if ps, _ := f.svc.Products(f.ctx, i18n.German, catalog.ProductFilter{IDs: ids[:1]}); len(ps) != 0 {
			t.Errorf("a disabled product is still shown")
		}
		if n := len(f.entries(t, "product.bulk.price")); n != 3 {
			t.Errorf("%d trail entries for the price change of 3", n)
		}
	})
}

func TestStaffPriceReferenceAndDelete(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		in := simple("SATTEL-1", "Sattel", 100000, f.horse)
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: in})
		if err != nil {
			t.Fatal(err)
		}
		p, _ := f.staff.StaffProduct(f.owner, id)
		in.Price = 90000
		if _, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{ID: id, Revision: p.Revision, Input: in}); err != nil {
			t.Fatal(err)
		}
		// A special price of 850 € now is stated against the lowest of the
		// last 30 days: 900 €.
		ref, err := f.staff.StaffPriceReference(f.owner, id, 90000, money(85000), nil, nil)
		if err != nil || ref != 90000 {
			t.Errorf("reference %d, %v; want 90000", ref, err)
		}
		if ref, _ := f.staff.StaffPriceReference(f.owner, id, 90000, nil, nil, nil); ref != 0 {
			t.Errorf("no special price, reference %d", ref)
		}
		p, _ = f.staff.StaffProduct(f.owner, id)
		if err := f.staff.StaffDeleteProduct(f.owner, id, p.Revision-1); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("deleting an old revision: %v", err)
		}
		if err := f.staff.StaffDeleteProduct(f.owner, id, p.Revision); err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.StaffProduct(f.owner, id); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted: %v", err)
		}
		if _, err := f.svc.Route(f.ctx, i18n.German, "sattel"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("the deleted product's url: %v", err)
		}
		if n := count(t, f.fixture, "product_price_history"); n != 0 {
			t.Errorf("%d price history rows of the deleted product", n)
		}
	})
}

func TestClubManagersSetPricesOnlyWhereTheOwnerAllows(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newProductStaffFixture(t, d)
		shirt := simple("RVH-SHIRT", "Vereinsshirt", 2500)
		id, err := f.staff.StaffSaveProduct(f.owner, catalog.StaffSave{Input: shirt})
		if err != nil {
			t.Fatal(err)
		}
		club := f.as(access.Club, "RVH-") // club 7
		p, err := f.staff.StaffProduct(club, id)
		if err != nil || p.MayPrice {
			t.Fatalf("the club manager's view: may price %v, %v", p.MayPrice, err)
		}
		// Texts and stock they change; the price they may not.
		edit := p.Input
		edit.Description = texts("<p>Aus Baumwolle.</p>", "", "")
		if _, err := f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit}); err != nil {
			t.Fatalf("a text: %v", err)
		}
		p, _ = f.staff.StaffProduct(club, id)
		edit = p.Input
		edit.Price = 1990
		_, err = f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit})
		wantKind(t, err, apperr.Forbidden, "catalog.staff.pricesNotYours")
		if _, err := f.staff.StaffBulk(club, []int64{id}, catalog.BulkAction{Kind: "price", Percent: -1000}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a club manager's bulk price change: %v", err)
		}
		if _, err := f.staff.StaffSaveProduct(club, catalog.StaffSave{Input: simple("RVH-CAP", "Kappe", 1500)}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("a club manager's new product with a price: %v", err)
		}
		// The owner allows club 7's managers: now they set it.
		f.policy.ClubPrices = []int64{7}
		if p, _ = f.staff.StaffProduct(club, id); !p.MayPrice {
			t.Fatal("still no prices after the owner allowed them")
		}
		if _, err := f.staff.StaffSaveProduct(club, catalog.StaffSave{ID: id, Revision: p.Revision, Input: edit}); err != nil {
			t.Fatalf("the price, allowed: %v", err)
		}
		if got, _ := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id}); got[0].Price != 1990 {
			t.Errorf("price %d", got[0].Price)
		}
	})
}
