package catalog_test

import (
	"errors"
	"slices"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func staffAttribute(t *testing.T, attrs []catalog.StaffAttribute, code string) catalog.StaffAttribute {
	t.Helper()
	i := slices.IndexFunc(attrs, func(a catalog.StaffAttribute) bool { return a.Code == code })
	if i < 0 {
		t.Fatalf("no attribute %s in %+v", code, attrs)
	}
	return attrs[i]
}

func TestStaffAttributeOptions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		attrs, err := f.staff.StaffAttributes(f.owner)
		if err != nil {
			t.Fatal(err)
		}
		color := staffAttribute(t, attrs, catalog.AttrColor)
		if !color.Filterable || !color.Facetable || len(color.Options) != 3 || color.Labels[fr] != "Couleur" ||
			color.Options[0].Code != "navy" || color.Options[0].Labels[en] != "Navy" || color.Options[0].Swatch != "#1f2a44" {
			t.Fatalf("colour %+v", color)
		}
		if staffAttribute(t, attrs, catalog.AttrLogoPosition).Facetable {
			t.Error("logo position facetable")
		}
		// A new colour before the others, with a swatch and three labels.
		color, err = f.staff.StaffSaveAttributeOption(f.owner, catalog.AttrColor, catalog.StaffOptionInput{
			Code: "bordeaux", Label: texts("Bordeaux", "Burgundy", "Bordeaux"), Swatch: "#7B1E3A", Position: 0})
		if err != nil {
			t.Fatal(err)
		}
		added := color.Options[0]
		if added.Code != "bordeaux" || added.Swatch != "#7b1e3a" || added.Labels[en] != "Burgundy" || added.Products != 0 {
			t.Errorf("added %+v", color.Options)
		}
		got, err := f.svc.Attributes(f.ctx, en, []string{catalog.AttrColor})
		if err != nil || len(got) != 1 || got[0].Options[0].Label != "Burgundy" || got[0].Options[0].Swatch != "#7b1e3a" {
			t.Errorf("storefront attributes %+v %v", got, err)
		}
		// Changed: last, French label, another swatch.
		color, err = f.staff.StaffSaveAttributeOption(f.owner, catalog.AttrColor, catalog.StaffOptionInput{ID: added.ID,
			Code: "bordeaux", Label: texts("Bordeaux", "Burgundy", "Bordeaux foncé"), Swatch: "#600", Position: 9})
		if err != nil {
			t.Fatal(err)
		}
		if last := color.Options[len(color.Options)-1]; last.ID != added.ID || last.Labels[fr] != "Bordeaux foncé" || last.Swatch != "#600" {
			t.Errorf("changed %+v", color.Options)
		}
		for _, bad := range []struct {
			in    catalog.StaffOptionInput
			field string
		}{
			{catalog.StaffOptionInput{Code: "rot", Label: texts("Rot", "", ""), Swatch: "red"}, "swatch"},
			{catalog.StaffOptionInput{Code: "rot", Label: texts("Rot", "", ""), Swatch: "#12345"}, "swatch"},
			{catalog.StaffOptionInput{Code: "rot", Label: texts("", "Red", "")}, "label.de"},
			{catalog.StaffOptionInput{Code: "navy", Label: texts("Marine", "", "")}, "code"},
			{catalog.StaffOptionInput{Code: "Rot Rot", Label: texts("Rot", "", "")}, "code"},
		} {
			_, err := f.staff.StaffSaveAttributeOption(f.owner, catalog.AttrColor, bad.in)
			var e *apperr.Error
			if apperr.KindOf(err) != apperr.Invalid || !errors.As(err, &e) || e.Field != bad.field {
				t.Errorf("%+v: %v; want Invalid on %s", bad.in, err, bad.field)
			}
		}
		// In use: kept; unused: gone.
		mustSave(t, f.fixture, jacketInput(f.fixture))
		attrs, _ = f.staff.StaffAttributes(f.owner)
		navy := staffAttribute(t, attrs, catalog.AttrColor).Options[0]
		if navy.Code != "navy" || navy.Products != 2 {
			t.Fatalf("navy %+v", navy)
		}
		_, err = f.staff.DeleteAttributeOption(f.owner, catalog.AttrColor, navy.ID)
		wantKind(t, err, apperr.Conflict, "catalog.attribute.optionInUse")
		after, err := f.staff.DeleteAttributeOption(f.owner, catalog.AttrColor, added.ID)
		if err != nil || slices.ContainsFunc(after.Options, func(o catalog.StaffOption) bool { return o.ID == added.ID }) {
			t.Errorf("deleted: %+v %v", after.Options, err)
		}
		if got := f.trail(t, "attribute", "color/"+idOf(added.ID)); !equal(got, []string{"attribute.option.delete:done",
			"attribute.option.save:done", "attribute.option.save:done"}) {
			t.Errorf("trail %v", got)
		}
	})
}

func TestStaffAttributeFiltersDecideTheLayeredNavigation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newStaffFixture(t, d)
		mustSave(t, f.fixture, jacketInput(f.fixture))
		facets := func() []string {
			t.Helper()
			page, err := f.svc.Search(f.ctx, catalog.ProductQuery{Locale: de, CategoryIDs: []int64{f.rider}, Page: 1, PageSize: 10, Facets: true})
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, fc := range page.Facets {
				out = append(out, fc.AttributeCode)
			}
			return out
		}
		if got := facets(); !equal(got, []string{"category_id", "manufacturer", "color", "size", "price"}) {
			t.Fatalf("facets %v", got)
		}
		if _, err := f.staff.SaveAttributeFilter(f.owner, catalog.AttrColor, false, 20); err != nil {
			t.Fatal(err)
		}
		a, err := f.staff.SaveAttributeFilter(f.owner, catalog.AttrSize, true, 1)
		if err != nil || !a.Filterable || a.Position != 1 {
			t.Fatalf("size %+v %v", a, err)
		}
		if got := facets(); !equal(got, []string{"category_id", "size", "manufacturer", "price"}) {
			t.Errorf("facets %v; want size first and no colour", got)
		}
		_, err = f.staff.SaveAttributeFilter(f.owner, catalog.AttrLogoType, true, 5)
		wantKind(t, err, apperr.Invalid, "catalog.attribute.notFacetable")
		_, err = f.staff.SaveAttributeFilter(f.owner, "nope", true, 5)
		wantKind(t, err, apperr.NotFound, "catalog.input.unknownAttribute")
		if got := f.trail(t, "attribute", catalog.AttrColor); !equal(got, []string{"attribute.filter:done"}) {
			t.Errorf("trail %v", got)
		}
	})
}
