package catalog_test

import (
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestProductPageData(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		upsell := mustSave(t, f, simple("HOSE-1", "Reithose Basic", 5990, f.breeches))
		in := jacketInput(f)
		in.UpsellSKUs = []string{"HOSE-1"}
		id := mustSave(t, f, in)

		p := mustProduct(t, f, fr, catalog.ProductFilter{IDs: []int64{id}})
		if p.Type != catalog.Configurable || p.SKU != "JACKE-1" || !p.Visible || p.ParentID != 0 {
			t.Errorf("identity %+v", p)
		}
		if p.Name != "Veste softshell Nova" || p.URLKey != "veste-softshell-nova" {
			t.Errorf("French name/key %q %q", p.Name, p.URLKey)
		}
		// German fills the French gaps.
		if p.MaterialCare != "<ul><li>30 °C</li></ul>" || p.MetaTitle != "Nova kaufen" {
			t.Errorf("German fill: %q %q", p.MaterialCare, p.MetaTitle)
		}
		if p.Description != "<p>Wind<strong>dicht</strong></p>" {
			t.Errorf("description not sanitised: %q", p.Description)
		}
		if strings.Contains(p.SizeInfo, "onclick") || !strings.Contains(p.SizeInfo, "<td>S</td>") {
			t.Errorf("size table: %q", p.SizeInfo)
		}
		if p.Manufacturer == nil || p.Manufacturer.Label != "Pikeur" || p.Manufacturer.Code != "pikeur" {
			t.Errorf("manufacturer %+v", p.Manufacturer)
		}
		if len(p.Images) != 2 || p.Images[0].Key != "p/nova-1.png" || p.Images[0].Label != "Nova vorne" || p.Images[1].Position != 1 || p.Images[0].Width != 800 {
			t.Errorf("images %+v", p.Images)
		}
		if len(p.CategoryIDs) != 1 || p.CategoryIDs[0] != f.jacket {
			t.Errorf("categories %v", p.CategoryIDs)
		}
		if len(p.UpsellIDs) != 1 || p.UpsellIDs[0] != upsell {
			t.Errorf("upsells %v; want [%d]", p.UpsellIDs, upsell)
		}
		if len(p.Variants) != 3 {
			t.Fatalf("%d variants; want the 3 active ones", len(p.Variants))
		}
		v := p.Variants[0]
		if v.SKU != "JACKE-1-NAVY-M" || v.ParentID != id || v.Visible || v.Color.Label != "Marine" || v.Size.Label != "M" ||
			v.StockQty != 3 || len(v.Images) != 1 || v.Name != p.Name || v.Price != 12900 {
			t.Errorf("variant %+v", v)
		}
		if len(p.ConfigurableOptions) != 2 {
			t.Fatalf("configurable options %+v", p.ConfigurableOptions)
		}
		colors, sizes := p.ConfigurableOptions[0], p.ConfigurableOptions[1]
		if colors.AttributeCode != "color" || colors.Label != "Couleur" || len(colors.Values) != 2 ||
			colors.Values[0].Label != "Marine" || colors.Values[1].Label != "Noir" || colors.Values[0].Swatch != "#1f2a44" {
			t.Errorf("colours (white is only used by an inactive variant) %+v", colors)
		}
		if sizes.AttributeCode != "size" || sizes.Label != "Taille" || len(sizes.Values) != 3 || sizes.Values[0].Label != "S" || sizes.Values[2].Label != "L" {
			t.Errorf("sizes in their order %+v", sizes)
		}
		if len(p.CustomOptions) != 3 || p.CustomOptions[0].Title != "Name auf dem Kragen" || p.CustomOptions[0].MaxCharacters != 20 ||
			p.CustomOptions[0].Price != 500 || p.CustomOptions[0].PriceType != catalog.FixedPrice || p.CustomOptions[0].ID == 0 ||
			p.CustomOptions[0].Type != catalog.FieldOption || len(p.CustomOptions[0].Values) != 0 {
			t.Fatalf("custom options %+v", p.CustomOptions)
		}
		// A drop-down and checkboxes with their values, in the locale with
		// German filling gaps.
		logo, extras := p.CustomOptions[1], p.CustomOptions[2]
		if logo.Type != catalog.DropDownOption || !logo.Required || logo.Title != "Logo" || len(logo.Values) != 2 ||
			logo.Values[0].Title != "Stick" || logo.Values[1].Title != "Impression" || logo.Values[1].Price != 390 ||
			logo.Values[1].PriceType != catalog.FixedPrice || logo.Values[1].SortOrder != 1 || logo.Values[0].ID == 0 {
			t.Errorf("drop-down %+v", logo)
		}
		if extras.Type != catalog.CheckboxOption || extras.Required || extras.Title != "Extras" || len(extras.Values) != 2 ||
			extras.Values[0].PriceType != catalog.PercentPrice || extras.Values[0].Price != 1000 || extras.Values[1].Title != "Wappen" {
			t.Errorf("checkboxes %+v", extras)
		}
		// The crest is printed: it needs the printed logo, the name nothing.
		if len(extras.Values[0].Requires) != 0 || !equal(extras.Values[1].Requires, []int64{logo.Values[1].ID}) {
			t.Errorf("requirements %v and %v; want none and [%d]", extras.Values[0].Requires, extras.Values[1].Requires, logo.Values[1].ID)
		}
		if got := catalog.Surcharge(extras.Values[0].Price, extras.Values[0].PriceType, 12900); got != 1290 {
			t.Errorf("10 %% of 129.00 € is %d cents", got)
		}
		m := p.Merchandise
		if m == nil || m.LogoWidthMM != 80 || m.LogoPosition.Label != "Poitrine gauche" || m.LogoType.Label != "Broderie" ||
			len(m.SublimationOptions) != 2 || m.SublimationOptions[0].Label != "Bande" || len(m.SublimationPositions) != 1 {
			t.Errorf("merchandise %+v", m)
		}
		if p.Safety.ManufacturerName != "Pikeur GmbH" || p.Safety.Notes != "Von Feuer fernhalten." || p.Safety.ManufacturerEmail != "info@pikeur.example" ||
			p.Safety.ManufacturerAddress != "Hauptstraße 1\n12345 Reitstadt" || p.Safety.ManufacturerCountry != "AT" {
			t.Errorf("safety %+v", p.Safety)
		}
		if p.SizeGuide != "size-guide-riding-wear" || p.ProductRelationCode != "NOVA" || p.DeliveryMaxDays != 4 || !p.InStock() {
			t.Errorf("flags %+v", p)
		}
		if pr := p.Pricing(time.Now()); pr.Final != 11900 || pr.Regular != 11900 {
			t.Errorf("configurable pricing %+v; want the lowest variant's 119 €", pr)
		}
		low, high := p.PriceRange(time.Now())
		if low.Final != 11900 || high.Final != 13900 {
			t.Errorf("price range %d–%d", low.Final, high.Final)
		}

		// The English page names the English texts and keeps German for the rest.
		pe := mustProduct(t, f, en, catalog.ProductFilter{SKUs: []string{"JACKE-1"}})
		if pe.Name != "Softshell jacket Nova" || pe.Description != "<p>Windproof</p>" || pe.Images[1].Label != "Nova hinten" {
			t.Errorf("English %q %q %q", pe.Name, pe.Description, pe.Images[1].Label)
		}

		// A variant's SKU finds the variant, with its parent's texts.
		pv := mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"JACKE-1-BLACK-S"}})
		if pv.ParentID != id || pv.Name != "Softshelljacke Nova" || pv.Price != 11900 || pv.Color.Label != "Schwarz" {
			t.Errorf("variant by SKU %+v", pv)
		}
		// Other filters do not list variants.
		byCat, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{CategoryIDs: []int64{f.rider}})
		if err != nil || len(byCat) != 2 {
			t.Errorf("products below Reiter: %d, %v; want the jacket and the breeches", len(byCat), err)
		}
	})
}

// TestEveryProductHTMLFieldIsSanitised saves dangerous HTML into every
// product text the storefront renders as rich text and reads each back
// without scripts, handlers or unsafe links, the allowed markup kept.
func TestEveryProductHTMLFieldIsSanitised(t *testing.T) {
	const dirty = `<p onclick="x()"><strong>Material:</strong> Baumwolle<script>alert(1)</script>` +
		`<a href="javascript:alert(2)">a</a><img src=x onerror="alert(3)"></p>`
	fields := []struct {
		name string
		set  func(*catalog.ProductInput)
		get  func(catalog.Product) string
	}{
		{"description", func(in *catalog.ProductInput) { in.Description = texts(dirty, "", "") }, func(p catalog.Product) string { return p.Description }},
		{"materialCare", func(in *catalog.ProductInput) { in.MaterialCare = texts(dirty, "", "") }, func(p catalog.Product) string { return p.MaterialCare }},
		{"sizeInfo", func(in *catalog.ProductInput) { in.SizeInfo = texts(dirty, "", "") }, func(p catalog.Product) string { return p.SizeInfo }},
		{"manufacturerInfo", func(in *catalog.ProductInput) { in.ManufacturerInfo = texts(dirty, "", "") }, func(p catalog.Product) string { return p.ManufacturerInfo }},
		{"safetyNotes", func(in *catalog.ProductInput) { in.Safety.Notes = texts(dirty, "", "") }, func(p catalog.Product) string { return p.Safety.Notes }},
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		for _, field := range fields {
			in := simple("HTML-"+field.name, "Feld "+field.name, 1000, f.jacket)
			in.Safety.ManufacturerName = "Pikeur GmbH"
			field.set(&in)
			id := mustSave(t, f, in)
			got := field.get(mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}}))
			for _, bad := range []string{"<script", "onclick", "onerror", "javascript:", "<img"} {
				if strings.Contains(strings.ToLower(got), bad) {
					t.Errorf("%s keeps %q: %q", field.name, bad, got)
				}
			}
			if !strings.Contains(got, "<strong>Material:</strong> Baumwolle") {
				t.Errorf("%s lost its allowed markup: %q", field.name, got)
			}
		}
	})
}
