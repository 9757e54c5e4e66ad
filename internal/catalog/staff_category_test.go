package catalog_test

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"sync"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// staffFixture is the seeded shop with the categories' staff side, acting
// for an owner.
type staffFixture struct {
	*fixture
	staff catalog.CategoryStaff
	audit audit.Service
	owner context.Context
	// clubRoots answers the club manager's club roots.
	clubRoots []int64
}

func newStaffFixture(t *testing.T, d *db.DB) *staffFixture {
	t.Helper()
	f := &staffFixture{fixture: newFixture(t, d)}
	var err error
	if f.audit, err = audit.NewService(audit.Options{DB: d}); err != nil {
		t.Fatal(err)
	}
	f.staff, err = catalog.NewCategoryStaff(catalog.CategoryStaffOptions{Catalog: f.svc, Audit: f.audit,
		ClubRoots: func(context.Context, []int64) ([]int64, error) { return f.clubRoots, nil },
		ClubOfRoot: func(_ context.Context, id int64) (string, error) {
			if slices.Contains(f.clubRoots, id) {
				return "RV Lindenhof", nil
			}
			return "", nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	f.owner = access.With(f.ctx, access.Principal{Email: "chefin@paddock.example", Role: access.Owner})
	return f
}

// trail lists the operations and outcomes recorded about an object.
func (f *staffFixture) trail(t *testing.T, objectType, id string) []string {
	t.Helper()
	recs, err := f.audit.Of(f.ctx, objectType, id, 50)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range recs {
		out = append(out, r.Operation+":"+string(r.Outcome))
	}
	return out
}

func (f *staffFixture) category(t *testing.T, id int64) catalog.StaffCategory {
	t.Helper()
	c, err := f.staff.StaffCategory(f.owner, id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wantKind(t *testing.T, err error, kind apperr.Kind, key string) {
	t.Helper()
	var e *apperr.Error
	if apperr.KindOf(err) != kind || key != "" && (!errors.As(err, &e) || e.Key != key) {
		t.Fatalf("error %v; want %v %s", err, kind, key)
	}
}

func TestStaffCategoryTreeHasDisabledCategoriesAndEveryLocale(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		hidden, err := f.staff.StaffSaveCategory(f.owner, catalog.StaffCategoryInput{ParentID: f.rider, IsActive: false,
			Name: texts("Versteckt", "Hidden", "")})
		if err != nil {
			t.Fatal(err)
		}
		if hidden.Position != 3 || hidden.Version < 1 || !hidden.Editable || hidden.Fixed {
			t.Errorf("new category %+v; want last under Reiter, editable", hidden)
		}
		cats, err := f.staff.StaffCategories(f.owner)
		if err != nil {
			t.Fatal(err)
		}
		if cats[0].ID != f.root || !cats[0].Fixed {
			t.Errorf("first %+v; want the root, fixed", cats[0])
		}
		i := slices.IndexFunc(cats, func(c catalog.StaffCategory) bool { return c.ID == hidden.ID })
		if i < 0 || cats[i].IsActive || cats[i].Texts[en].Name != "Hidden" || cats[i].Texts[fr].Name != "" ||
			cats[i].Texts[de].URLPath != "reiter/versteckt" {
			t.Errorf("disabled category %+v", cats)
		}
		// Support may not manage the catalogue: refused and recorded.
		support := access.With(f.ctx, access.Principal{Email: "support@paddock.example", Role: access.Support})
		_, err = f.staff.StaffSaveCategory(support, catalog.StaffCategoryInput{ID: hidden.ID, Version: hidden.Version, Name: texts("X", "", "")})
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		if got := f.trail(t, "category", idOf(hidden.ID)); !slices.Contains(got, "category.save:refused") ||
			!slices.Contains(got, "category.create:done") {
			t.Errorf("trail %v", got)
		}
	})
}

func TestStaffSaveCategoryRefusesAChangeMadeMeanwhile(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		read := f.category(t, f.jacket)
		first := catalog.StaffCategoryInput{ID: f.jacket, Version: read.Version, IsActive: true, IncludeInMenu: true,
			Name: texts("Reitjacken", "Riding jackets", "Vestes d'équitation"), MetaTitle: texts("Jacken kaufen", "", "")}
		saved, err := f.staff.StaffSaveCategory(f.owner, first)
		if err != nil {
			t.Fatal(err)
		}
		if saved.Version <= read.Version || saved.Texts[de].URLPath != "reiter/reitjacken" || saved.Position != read.Position {
			t.Errorf("saved %+v", saved)
		}
		second := first
		second.Name = texts("Jacken & Westen", "", "")
		_, err = f.staff.StaffSaveCategory(f.owner, second) // the version read before the first save
		wantKind(t, err, apperr.Conflict, "catalog.changedMeanwhile")
		if now := f.category(t, f.jacket); now.Texts[de].Name != "Reitjacken" || now.Version != saved.Version {
			t.Errorf("after the refused save %+v; want the first save kept", now)
		}
		if msg := i18n.Messages().T(fr, "catalog.changedMeanwhile"); msg == "catalog.changedMeanwhile" || msg == "" {
			t.Errorf("French message %q", msg)
		}
		// The renamed category answers in the storefront, its old path
		// redirects.
		r, err := f.svc.Route(f.ctx, de, "reiter/jacken")
		if err != nil || r.RedirectCode != 301 || r.RelativeURL != "reiter/reitjacken" {
			t.Errorf("old path: %+v %v", r, err)
		}
		cats, err := f.svc.Categories(f.ctx, en, catalog.CategoryFilter{IDs: []int64{f.jacket}})
		if err != nil || len(cats) != 1 || cats[0].Name != "Riding jackets" {
			t.Errorf("storefront: %+v %v", cats, err)
		}
	})
}

func TestStaffSaveCategoryConcurrentSavesLoseNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		read := f.category(t, f.breeches)
		names := []string{"Reithosen A", "Reithosen B"}
		errs := make([]error, len(names))
		var wg sync.WaitGroup
		for i, n := range names {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.staff.StaffSaveCategory(f.owner, catalog.StaffCategoryInput{ID: f.breeches, Version: read.Version,
					IsActive: true, IncludeInMenu: true, Name: texts(n, "", "")})
			}()
		}
		wg.Wait()
		won := -1
		for i, err := range errs {
			switch {
			case err == nil:
				if won >= 0 {
					t.Fatalf("both saves went through")
				}
				won = i
			case apperr.KindOf(err) != apperr.Conflict:
				t.Fatalf("save %d: %v", i, err)
			}
		}
		if won < 0 {
			t.Fatal("neither save went through")
		}
		if got := f.category(t, f.breeches); got.Texts[de].Name != names[won] {
			t.Errorf("kept %q; want the winner's %q", got.Texts[de].Name, names[won])
		}
	})
}

func TestStaffMoveCategoryKeepsRedirectsForTheSubtree(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		mustSave(t, f.fixture, simple("DECKE-9", "Thermodecke Polar", 9990, f.thermoRugs))
		before := map[i18n.Locale][2]string{}
		for _, l := range i18n.Locales {
			before[l] = [2]string{f.category(t, f.winterRugs).Texts[l].URLPath, f.category(t, f.thermoRugs).Texts[l].URLPath}
		}
		if before[en][1] != "horse/rugs/winter-rugs/thermal-rugs" || before[fr][0] != "cheval/couvertures/winterdecken" {
			t.Fatalf("paths before %v", before)
		}
		w := f.category(t, f.winterRugs)
		moved, err := f.staff.MoveCategory(f.owner, f.winterRugs, w.Version, f.rider, 0)
		if err != nil {
			t.Fatal(err)
		}
		if moved.ParentID != f.rider || moved.Position != 0 || moved.Level != 3 || moved.Texts[de].URLPath != "reiter/winterdecken" {
			t.Errorf("moved %+v", moved)
		}
		for _, l := range i18n.Locales {
			for i, id := range []int64{f.winterRugs, f.thermoRugs} {
				now := f.category(t, id).Texts[l].URLPath
				r, err := f.svc.Route(f.ctx, l, before[l][i])
				if err != nil || r.RedirectCode != 301 || r.RelativeURL != now || r.EntityID != id {
					t.Errorf("%s %s: %+v %v; want a 301 to %s", l, before[l][i], r, err, now)
				}
				if r, err := f.svc.Route(f.ctx, l, now); err != nil || r.RedirectCode != 0 {
					t.Errorf("%s %s: %+v %v", l, now, r, err)
				}
			}
		}
		// Siblings numbered anew on both sides; counts follow.
		kids := func(parent int64) []int64 {
			cats, err := f.staff.StaffCategories(f.owner)
			if err != nil {
				t.Fatal(err)
			}
			var out []int64
			for _, c := range cats {
				if c.ParentID == parent {
					out = append(out, c.ID)
				}
			}
			return out
		}
		if got := kids(f.rider); !equal(got, []int64{f.winterRugs, f.breeches, f.jacket}) {
			t.Errorf("under Reiter %v", got)
		}
		if rider := f.category(t, f.rider); rider.ProductCount != 1 {
			t.Errorf("Reiter counts %d products; want the moved one", rider.ProductCount)
		}
		if horse := f.category(t, f.horse); horse.ProductCount != 0 {
			t.Errorf("Pferd counts %d products", horse.ProductCount)
		}
		// Reorder among siblings: the moved one last.
		moved = f.category(t, f.winterRugs)
		if _, err := f.staff.MoveCategory(f.owner, f.winterRugs, moved.Version, f.rider, 5); err != nil {
			t.Fatal(err)
		}
		if got := kids(f.rider); !equal(got, []int64{f.breeches, f.jacket, f.winterRugs}) {
			t.Errorf("reordered %v", got)
		}
		tree, err := f.svc.CategoryTree(f.ctx, de, f.rider, 1)
		if err != nil || len(tree.Children) != 3 || tree.Children[2].ID != f.winterRugs {
			t.Errorf("storefront tree %+v %v", tree.Children, err)
		}
		// Below itself: refused; with an old version: refused.
		now := f.category(t, f.winterRugs)
		_, err = f.staff.MoveCategory(f.owner, f.winterRugs, now.Version, f.thermoRugs, 0)
		wantKind(t, err, apperr.Invalid, "catalog.category.cycle")
		_, err = f.staff.MoveCategory(f.owner, f.winterRugs, w.Version, f.horse, 0)
		wantKind(t, err, apperr.Conflict, "catalog.changedMeanwhile")
		if got := f.trail(t, "category", idOf(f.winterRugs)); len(got) != 2 || got[0] != "category.move:done" {
			t.Errorf("trail %v", got)
		}
	})
}

func TestStaffDeleteCategory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		id := mustSave(t, f.fixture, simple("DECKE-9", "Thermodecke Polar", 9990, f.thermoRugs, f.rugs))
		w := f.category(t, f.winterRugs)
		wantKind(t, f.staff.DeleteCategory(f.owner, f.winterRugs, w.Version), apperr.Conflict, "catalog.category.hasChildren")
		th := f.category(t, f.thermoRugs)
		// Where a club's shop begins, not even the owner deletes.
		f.clubRoots = []int64{f.thermoRugs}
		wantKind(t, f.staff.DeleteCategory(f.owner, f.thermoRugs, th.Version), apperr.Conflict, "catalog.category.clubRoot")
		f.clubRoots = nil
		if err := f.staff.DeleteCategory(f.owner, f.thermoRugs, th.Version); err != nil {
			t.Fatal(err)
		}
		if _, err := f.staff.StaffCategory(f.owner, f.thermoRugs); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted category: %v", err)
		}
		if _, err := f.svc.Route(f.ctx, de, "pferd/decken/winterdecken/thermodecken"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("route of the deleted category: %v", err)
		}
		p := mustProduct(t, f.fixture, de, catalog.ProductFilter{IDs: []int64{id}})
		if !equal(p.CategoryIDs, []int64{f.rugs}) {
			t.Errorf("product's categories %v", p.CategoryIDs)
		}
		if w := f.category(t, f.winterRugs); w.ProductCount != 0 {
			t.Errorf("Winterdecken counts %d", w.ProductCount)
		}
		root := f.category(t, f.root)
		wantKind(t, f.staff.DeleteCategory(f.owner, f.root, root.Version), apperr.Invalid, "catalog.category.root")
	})
}

func TestStaffCategoryProductPositions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		a := mustSave(t, f.fixture, simple("HOSE-A", "Reithose A", 5990, f.breeches))
		b := mustSave(t, f.fixture, simple("HOSE-B", "Reithose B", 5990, f.breeches))
		c := mustSave(t, f.fixture, simple("HOSE-C", "Reithose C", 5990, f.breeches))
		got, err := f.staff.SetCategoryProductPositions(f.owner, f.breeches, []int64{c, a, b})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 3 || got[0].ID != c || got[1].ID != a || got[2].ID != b || got[0].SKU != "HOSE-C" || got[0].Name != "Reithose C" {
			t.Errorf("positions %+v", got)
		}
		// The search index has the new positions, which the storefront's
		// listing sorts by.
		for i, id := range []int64{c, a, b} {
			if doc, ok := f.engine.doc(id); !ok || doc.Positions[f.breeches] != i {
				t.Errorf("indexed position of %d: %v; want %d", id, doc.Positions, i)
			}
		}
		for _, bad := range [][]int64{{c, a}, {c, a, b, b}, {c, a, 999999}} {
			_, err := f.staff.SetCategoryProductPositions(f.owner, f.breeches, bad)
			wantKind(t, err, apperr.Invalid, "catalog.category.productPositions")
		}
		if got := f.trail(t, "category", idOf(f.breeches)); !equal(got, []string{"category.productPositions:done"}) {
			t.Errorf("trail %v", got)
		}
	})
}

func TestStaffCategoriesOfAClubManager(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		f.clubRoots = []int64{f.rugs}
		club := access.With(f.ctx, access.Principal{Email: "verein@paddock.example", Role: access.Club, Clubs: []int64{7}})
		cats, err := f.staff.StaffCategories(club)
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for _, c := range cats {
			ids = append(ids, c.ID)
		}
		if !equal(ids, []int64{f.rugs, f.winterRugs, f.thermoRugs}) || !cats[0].Fixed || cats[1].Fixed {
			t.Errorf("club manager's tree %v %+v", ids, cats)
		}
		// Inside: may rename and move within; the club's root stays put.
		th := f.category(t, f.thermoRugs)
		if _, err := f.staff.MoveCategory(club, f.thermoRugs, th.Version, f.rugs, 0); err != nil {
			t.Fatal(err)
		}
		r := f.category(t, f.rugs)
		_, err = f.staff.MoveCategory(club, f.rugs, r.Version, f.rider, 0)
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		// Outside: refused and recorded.
		j := f.category(t, f.jacket)
		_, err = f.staff.StaffSaveCategory(club, catalog.StaffCategoryInput{ID: f.jacket, Version: j.Version, Name: texts("Vereinsjacken", "", "")})
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		th = f.category(t, f.thermoRugs)
		_, err = f.staff.MoveCategory(club, f.thermoRugs, th.Version, f.rider, 0)
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		if got := f.trail(t, "category", idOf(f.jacket)); !equal(got, []string{"category.save:refused"}) {
			t.Errorf("trail %v", got)
		}
		if _, err := f.staff.StaffCategory(club, f.jacket); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a category outside the club: %v", err)
		}
		// The attributes are the whole shop's.
		if _, err := f.staff.StaffAttributes(club); err != nil {
			t.Fatal(err)
		}
		_, err = f.staff.SaveAttributeFilter(club, catalog.AttrColor, false, 1)
		wantKind(t, err, apperr.Forbidden, "admin.forbidden")
		// Without clubs' categories: nothing.
		f.clubRoots = nil
		if cats, err := f.staff.StaffCategories(club); err != nil || len(cats) != 0 {
			t.Errorf("no club roots: %v %v", cats, err)
		}
	})
}

func idOf(id int64) string { return strconv.FormatInt(id, 10) }

// inputOf is the staff input that saves c as it is.
func inputOf(c catalog.StaffCategory) catalog.StaffCategoryInput {
	in := catalog.StaffCategoryInput{ID: c.ID, Version: c.Version, IsActive: c.IsActive, IncludeInMenu: c.IncludeInMenu, ImageKey: c.ImageKey,
		Name: catalog.Localized{}, URLKey: catalog.Localized{}, Description: catalog.Localized{}, MetaTitle: catalog.Localized{},
		MetaKeywords: catalog.Localized{}, MetaDescription: catalog.Localized{}}
	for l, t := range c.Texts {
		in.Name[l], in.URLKey[l], in.Description[l], in.MetaTitle[l] = t.Name, t.URLKey, t.Description, t.MetaTitle
		in.MetaKeywords[l], in.MetaDescription[l] = t.MetaKeywords, t.MetaDescription
	}
	return in
}

func TestStaffCategorySwitchedOffInAStoreView(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		in := inputOf(f.category(t, f.rugs))
		in.OffStores = []string{"shop_en"}
		saved, err := f.staff.StaffSaveCategory(f.owner, in)
		if err != nil {
			t.Fatal(err)
		}
		if !equal(saved.OffStores, []string{"shop_en"}) || !saved.IsActive {
			t.Fatalf("saved %+v", saved)
		}
		for _, l := range []i18n.Locale{de, en} {
			cats, err := f.svc.Categories(f.ctx, l, catalog.CategoryFilter{ParentID: f.horse})
			if err != nil || len(cats) != map[i18n.Locale]int{de: 1, en: 0}[l] {
				t.Errorf("%s: children of Pferd %+v %v", l, names(cats), err)
			}
			tree, err := f.svc.CategoryTree(f.ctx, l, f.horse, 3)
			if err != nil || len(tree.Children) != tree.ChildrenCount || tree.ChildrenCount != map[i18n.Locale]int{de: 1, en: 0}[l] {
				t.Errorf("%s: tree %+v %v", l, tree, err)
			}
		}
		// The path and the subtree's answer 404 in English only.
		for _, p := range []string{"horse/rugs", "horse/rugs/winter-rugs/thermal-rugs"} {
			if _, err := f.svc.Route(f.ctx, en, p); apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("en %s: %v", p, err)
			}
		}
		if r, err := f.svc.Route(f.ctx, de, "pferd/decken/winterdecken/thermodecken"); err != nil || r.EntityID != f.thermoRugs {
			t.Errorf("de: %+v %v", r, err)
		}
		alt, err := f.svc.AlternatesOf(f.ctx, catalog.CategoryRoute, []int64{f.rugs, f.thermoRugs, f.jacket})
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range []int64{f.rugs, f.thermoRugs} {
			if _, ok := alt[id][en]; ok || alt[id][de] == "" || alt[id][fr] == "" {
				t.Errorf("alternates of %d: %v", id, alt[id])
			}
		}
		if alt[f.jacket][en] == "" {
			t.Errorf("another category's alternates %v", alt[f.jacket])
		}
		entries, err := f.svc.SitemapEntries(f.ctx, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.Type == catalog.CategoryRoute && (e.ID == f.rugs || e.ID == f.winterRugs) {
				if _, ok := e.Paths[en]; ok || e.Paths[de] == "" {
					t.Errorf("sitemap entry %+v", e)
				}
			}
		}
		// Left as it is without OffStores; an unknown store view refused;
		// on again in every store view.
		in = inputOf(f.category(t, f.rugs))
		if again, err := f.staff.StaffSaveCategory(f.owner, in); err != nil || !equal(again.OffStores, []string{"shop_en"}) {
			t.Errorf("unchanged: %+v %v", again.OffStores, err)
		}
		in = inputOf(f.category(t, f.rugs))
		in.OffStores = []string{"shop_xx"}
		_, err = f.staff.StaffSaveCategory(f.owner, in)
		wantKind(t, err, apperr.Invalid, "catalog.input.unknownStore")
		in.OffStores = []string{}
		if on, err := f.staff.StaffSaveCategory(f.owner, in); err != nil || len(on.OffStores) != 0 {
			t.Fatalf("on again: %+v %v", on, err)
		}
		if r, err := f.svc.Route(f.ctx, en, "horse/rugs"); err != nil || r.EntityID != f.rugs {
			t.Errorf("en after switching on: %+v %v", r, err)
		}
	})
}
