package catalog_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// catalogRows counts the rows of every catalogue table, to show that a
// refused save changed nothing.
func catalogRows(t testing.TB, f *fixture) string {
	t.Helper()
	var parts []string
	for _, table := range []string{"product", "product_text", "product_image", "product_image_label", "product_category",
		"product_upsell", "product_configurable_attribute", "product_multiselect", "product_custom_option",
		"product_custom_option_title", "product_custom_option_value", "product_custom_option_value_title", "product_price_history", "url_rewrite", "attribute_option", "attribute_option_label"} {
		parts = append(parts, fmt.Sprintf("%s=%d", table, count(t, f, table)))
	}
	return strings.Join(parts, " ")
}

func TestSaveProductRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		mustSave(t, f, simple("HOSE-1", "Reithose", 5990, f.breeches))
		mustSave(t, f, jacketInput(f))
		before := catalogRows(t, f)
		jacketBefore := mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"JACKE-1"}})

		day := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
		tests := []struct {
			name   string
			change func(in *catalog.ProductInput)
			field  string
		}{
			{"empty SKU", func(in *catalog.ProductInput) { in.SKU = "" }, "sku"},
			{"SKU with a space", func(in *catalog.ProductInput) { in.SKU = "JACKE 1" }, "sku"},
			{"SKU too long", func(in *catalog.ProductInput) { in.SKU = strings.Repeat("A", 65) }, "sku"},
			{"no German name", func(in *catalog.ProductInput) { in.Name = texts("", "Jacket", "Veste") }, "name.de"},
			{"blank German name", func(in *catalog.ProductInput) { in.Name[de] = "   " }, "name.de"},
			{"name too long", func(in *catalog.ProductInput) { in.Name[en] = strings.Repeat("x", 256) }, "name.en"},
			{"description too long", func(in *catalog.ProductInput) { in.Description[fr] = strings.Repeat("x", 10001) }, "description.fr"},
			{"invalid UTF-8", func(in *catalog.ProductInput) { in.MaterialCare[de] = "\xff" }, "materialCare.de"},
			{"unknown locale", func(in *catalog.ProductInput) { in.Name["es"] = "Chaqueta" }, "name"},
			{"unknown type", func(in *catalog.ProductInput) { in.Type = "bundle" }, "type"},
			{"negative price", func(in *catalog.ProductInput) { in.Price = -1 }, "price"},
			{"a million euro", func(in *catalog.ProductInput) { in.Price = catalog.MaxPrice }, "price"},
			{"negative special price", func(in *catalog.ProductInput) { in.SpecialPrice = money(-5) }, "specialPrice"},
			{"special price ends before it starts", func(in *catalog.ProductInput) {
				in.SpecialPrice, in.SpecialFrom, in.SpecialTo = money(100), ptrTime(day), ptrTime(day.AddDate(0, 0, -2))
			}, "specialTo"},
			{"unknown tax class", func(in *catalog.ProductInput) { in.TaxClass = "zero" }, "taxClass"},
			{"content without unit", func(in *catalog.ProductInput) { in.ContentQuantity = 5 }, "baseUnit"},
			{"unknown unit", func(in *catalog.ProductInput) { in.ContentQuantity, in.BaseUnit = 5, "oz" }, "baseUnit"},
			{"negative stock", func(in *catalog.ProductInput) { in.StockQty = -1 }, "stockQty"},
			{"delivery max below min", func(in *catalog.ProductInput) { in.DeliveryMaxDays = 1 }, "deliveryMaxDays"},
			{"unknown manufacturer", func(in *catalog.ProductInput) { in.Manufacturer = "nobody" }, "manufacturer"},
			{"unknown colour", func(in *catalog.ProductInput) { in.Color = "pink" }, "color"},
			{"unknown category", func(in *catalog.ProductInput) { in.CategoryIDs = []int64{f.jacket, 999999}; in.CategoryPositions = nil }, "categoryIds[1]"},
			{"the root as category", func(in *catalog.ProductInput) { in.CategoryIDs = []int64{f.root}; in.CategoryPositions = nil }, "categoryIds[0]"},
			{"category positions of another length", func(in *catalog.ProductInput) { in.CategoryPositions = []int{1, 2} }, "categoryPositions"},
			{"unknown upsell", func(in *catalog.ProductInput) { in.UpsellSKUs = []string{"NOPE"} }, "upsellSkus[0]"},
			{"variant as upsell", func(in *catalog.ProductInput) { in.UpsellSKUs = []string{"JACKE-1-NAVY-M"} }, "upsellSkus[0]"},
			{"itself as upsell", func(in *catalog.ProductInput) { in.UpsellSKUs = []string{"JACKE-1"} }, "upsellSkus[0]"},
			{"variants of a simple product", func(in *catalog.ProductInput) { in.Type = catalog.Simple }, "variants"},
			{"no configurable attributes", func(in *catalog.ProductInput) { in.ConfigurableAttributes = nil }, "configurableAttributes"},
			{"configurable by manufacturer", func(in *catalog.ProductInput) { in.ConfigurableAttributes = []string{"manufacturer"} }, "configurableAttributes[0]"},
			{"variant without size", func(in *catalog.ProductInput) { in.Variants[1].Size = "" }, "variants[1].size"},
			{"variant with an unknown size", func(in *catalog.ProductInput) { in.Variants[1].Size = "xxl" }, "variants[1].size"},
			{"two variants of one SKU", func(in *catalog.ProductInput) { in.Variants[2].SKU = in.Variants[0].SKU }, "variants[2].sku"},
			{"a variant with the parent's SKU", func(in *catalog.ProductInput) { in.Variants[2].SKU = "JACKE-1" }, "variants[2].sku"},
			{"a variant with another product's SKU", func(in *catalog.ProductInput) { in.Variants[2].SKU = "HOSE-1" }, "variants[2].sku"},
			{"two variants of one combination", func(in *catalog.ProductInput) {
				in.Variants[2].Color, in.Variants[2].Size = in.Variants[0].Color, in.Variants[0].Size
			}, "variants[2].sku"},
			{"variant with a negative price", func(in *catalog.ProductInput) { in.Variants[0].Price = -1 }, "variants[0].price"},
			{"max characters above 1000", func(in *catalog.ProductInput) { in.CustomOptions[0].MaxCharacters = 1001 }, "customOptions[0].maxCharacters"},
			{"max characters below 0", func(in *catalog.ProductInput) { in.CustomOptions[0].MaxCharacters = -1 }, "customOptions[0].maxCharacters"},
			{"custom option without title", func(in *catalog.ProductInput) { in.CustomOptions[0].Title = nil }, "customOptions[0].title.de"},
			{"unknown price type", func(in *catalog.ProductInput) { in.CustomOptions[0].PriceType = "HALF" }, "customOptions[0].priceType"},
			{"unknown option type", func(in *catalog.ProductInput) { in.CustomOptions[0].Type = "date" }, "customOptions[0].type"},
			{"a field with values", func(in *catalog.ProductInput) {
				in.CustomOptions[0].Values = in.CustomOptions[1].Values
			}, "customOptions[0].values"},
			{"a drop-down without values", func(in *catalog.ProductInput) { in.CustomOptions[1].Values = nil }, "customOptions[1].values"},
			{"a drop-down with a price of its own", func(in *catalog.ProductInput) { in.CustomOptions[1].Price = 100 }, "customOptions[1].price"},
			{"checkboxes with max characters", func(in *catalog.ProductInput) { in.CustomOptions[2].MaxCharacters = 5 }, "customOptions[2].maxCharacters"},
			{"a value without title", func(in *catalog.ProductInput) { in.CustomOptions[2].Values[1].Title = nil }, "customOptions[2].values[1].title.de"},
			{"a value above 100 %", func(in *catalog.ProductInput) { in.CustomOptions[2].Values[0].Price = 10001 }, "customOptions[2].values[0].price"},
			{"a negative value price", func(in *catalog.ProductInput) { in.CustomOptions[1].Values[1].Price = -1 }, "customOptions[1].values[1].price"},
			{"a value's unknown price type", func(in *catalog.ProductInput) { in.CustomOptions[1].Values[0].PriceType = "X" }, "customOptions[1].values[0].priceType"},
			{"a value needing a value of its own option", func(in *catalog.ProductInput) {
				in.CustomOptions[2].Values[1].Requires = []catalog.ValueRef{{Option: 2, Value: 0}}
			}, "customOptions[2].values[1].requires"},
			{"a value needing a value of an option below", func(in *catalog.ProductInput) {
				in.CustomOptions[1].Values[1].Requires = []catalog.ValueRef{{Option: 2, Value: 0}}
			}, "customOptions[1].values[1].requires"},
			{"a value needing a text field", func(in *catalog.ProductInput) {
				in.CustomOptions[2].Values[1].Requires = []catalog.ValueRef{{Option: 0, Value: 0}}
			}, "customOptions[2].values[1].requires"},
			{"a value needing a value there is not", func(in *catalog.ProductInput) {
				in.CustomOptions[2].Values[1].Requires = []catalog.ValueRef{{Option: 1, Value: 2}}
			}, "customOptions[2].values[1].requires"},
			{"a value needing the same value twice", func(in *catalog.ProductInput) {
				in.CustomOptions[2].Values[1].Requires = []catalog.ValueRef{{Option: 1, Value: 1}, {Option: 1, Value: 1}}
			}, "customOptions[2].values[1].requires"},
			{"unknown logo position", func(in *catalog.ProductInput) { in.Merchandise.LogoPosition = "knee" }, "merchandise.logoPosition"},
			{"unknown sublimation option", func(in *catalog.ProductInput) { in.Merchandise.SublimationOptions = []string{"dots"} }, "merchandise.sublimationOptions"},
			{"image without key", func(in *catalog.ProductInput) { in.Images[1].Key = " " }, "images[1].key"},
			{"manufacturer email", func(in *catalog.ProductInput) { in.Safety.ManufacturerEmail = "no mail" }, "safety.manufacturerEmail"},
			{"manufacturer country as a name", func(in *catalog.ProductInput) { in.Safety.ManufacturerCountry = "Deutschland" }, "safety.manufacturerCountry"},
			{"manufacturer country in lower case", func(in *catalog.ProductInput) { in.Safety.ManufacturerCountry = "de" }, "safety.manufacturerCountry"},
			{"manufacturer country no country has", func(in *catalog.ProductInput) { in.Safety.ManufacturerCountry = "XX" }, "safety.manufacturerCountry"},
			{"NUL in safety notes", func(in *catalog.ProductInput) { in.Safety.Notes = texts("a\x00b", "", "") }, "safety.notes.de"},
		}
		for _, tt := range tests {
			in := jacketInput(f)
			in.UpsellSKUs = nil
			tt.change(&in)
			_, err := f.svc.SaveProduct(f.ctx, in)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
				continue
			}
			// Every refusal reads well in every language.
			for _, l := range i18n.Locales {
				if msg := i18n.Messages().T(l, e.Key, e.Args...); msg == e.Key || strings.Contains(msg, "{{") {
					t.Errorf("%s: message %q in %s", tt.name, msg, l)
				}
			}
		}
		if after := catalogRows(t, f); after != before {
			t.Errorf("refused saves changed rows:\n%s\n%s", before, after)
		}
		jacketAfter := mustProduct(t, f, de, catalog.ProductFilter{SKUs: []string{"JACKE-1"}})
		if jacketAfter.UpdatedAt != jacketBefore.UpdatedAt || jacketAfter.Name != jacketBefore.Name || len(jacketAfter.Variants) != 3 {
			t.Errorf("the jacket changed: %+v", jacketAfter)
		}
		// A SKU that is a variant of another product cannot become a product.
		_, err := f.svc.SaveProduct(f.ctx, simple("JACKE-1-NAVY-M", "Dieb", 1))
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != "sku" {
			t.Errorf("a variant's SKU as product: %v", err)
		}
	})
}

func TestSaveProductUpdatesInPlace(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := jacketInput(f)
		id := mustSave(t, f, in)
		first := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})

		// Drop a variant, add one, reorder images, change the option text.
		in.Variants = append(in.Variants[1:3], catalog.VariantInput{SKU: "JACKE-1-WHITE-S", Color: "white", Size: "s", Price: 12900, StockQty: 2, IsActive: true})
		in.Images = in.Images[1:]
		in.CustomOptions[0].Title = texts("Name am Kragen", "", "")
		in.CustomOptions[0].Required = true
		in.CustomOptions[1].Values = []catalog.CustomOptionValueInput{{Title: texts("Handstick", "", ""), Price: 200}}
		in.CustomOptions[2].Values[1].Requires = []catalog.ValueRef{{Option: 1, Value: 0}}
		in.CategoryIDs, in.CategoryPositions = []int64{f.breeches, f.jacket}, []int{7, 1}
		in.Merchandise = nil
		if again := mustSave(t, f, in); again != id {
			t.Fatalf("saving a SKU again gave id %d; want %d", again, id)
		}
		p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})
		var skus []string
		for _, v := range p.Variants {
			skus = append(skus, v.SKU)
		}
		if !equal(skus, []string{"JACKE-1-NAVY-L", "JACKE-1-BLACK-S", "JACKE-1-WHITE-S"}) {
			t.Errorf("variants %v", skus)
		}
		if len(p.Images) != 1 || p.Images[0].Key != "p/nova-2.png" || p.Images[0].Position != 0 {
			t.Errorf("images %+v", p.Images)
		}
		if p.CustomOptions[0].ID != first.CustomOptions[0].ID || p.CustomOptions[0].Title != "Name am Kragen" || !p.CustomOptions[0].Required {
			t.Errorf("custom option %+v; it keeps its id %d", p.CustomOptions[0], first.CustomOptions[0].ID)
		}
		// Values keep their ids in their places; a dropped one goes.
		if len(p.CustomOptions[1].Values) != 1 || p.CustomOptions[1].Values[0].ID != first.CustomOptions[1].Values[0].ID ||
			p.CustomOptions[1].Values[0].Title != "Handstick" || p.CustomOptions[1].Values[0].Price != 200 {
			t.Errorf("drop-down values %+v; the first keeps its id %d", p.CustomOptions[1].Values, first.CustomOptions[1].Values[0].ID)
		}
		if n := count(t, f, "product_custom_option_value"); n != 3 {
			t.Errorf("%d option values stored; want 3", n)
		}
		// The crest's dependency is written anew, on the value that is
		// there now.
		if got := p.CustomOptions[2].Values[1].Requires; !equal(got, []int64{p.CustomOptions[1].Values[0].ID}) {
			t.Errorf("the crest needs %v; want the hand embroidery %d", got, p.CustomOptions[1].Values[0].ID)
		}
		if n := count(t, f, "product_custom_option_value_requirement"); n != 1 {
			t.Errorf("%d option requirements stored; want 1", n)
		}
		if p.Merchandise != nil {
			t.Errorf("merchandise not removed: %+v", p.Merchandise)
		}
		if !equal(p.CategoryIDs, []int64{f.breeches, f.jacket}) && !equal(p.CategoryIDs, []int64{f.jacket, f.breeches}) {
			t.Errorf("categories %v", p.CategoryIDs)
		}
		// The dropped variant stays, inactive, and is still found by SKU
		// only while active.
		if ps, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{SKUs: []string{"JACKE-1-NAVY-M"}}); err != nil || len(ps) != 0 {
			t.Errorf("dropped variant found: %d, %v", len(ps), err)
		}
		// Becoming a simple product retires all variants.
		in.Type, in.Variants, in.ConfigurableAttributes = catalog.Simple, nil, nil
		mustSave(t, f, in)
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}}); p.Type != catalog.Simple || len(p.Variants) != 0 || len(p.ConfigurableOptions) != 0 {
			t.Errorf("as simple product: %+v", p)
		}
		var active int
		if err := d.Read().Get(f.ctx, &active, "SELECT COUNT(*) FROM product WHERE parent_id = ? AND is_active", id); err != nil || active != 0 {
			t.Errorf("%d active variants left, %v", active, err)
		}
	})
}

func TestSanitiser(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		tests := []struct{ in, want string }{
			{`<p>Gut <strong>und</strong> <em>günstig</em><br></p>`, `<p>Gut <strong>und</strong> <em>günstig</em><br></p>`},
			{`<h3>Pflege</h3><h4>Waschen</h4><ol><li>kalt</li></ol>`, `<h3>Pflege</h3><h4>Waschen</h4><ol><li>kalt</li></ol>`},
			{`<script>alert(1)</script><p onclick="steal()">Text</p>`, `<p>Text</p>`},
			{`<a href="https://example.com/x" target="_blank" onmouseover="x()">Link</a>`, `<a href="https://example.com/x" rel="nofollow">Link</a>`},
			{`<a href="javascript:alert(1)">böse</a>`, `böse`},
			{`<a href="/de/reiter">intern</a>`, `<a href="/de/reiter" rel="nofollow">intern</a>`},
			{`<table><thead><tr><th>Größe</th></tr></thead><tbody><tr><td style="color:red">38</td></tr></tbody></table>`,
				`<table><thead><tr><th>Größe</th></tr></thead><tbody><tr><td>38</td></tr></tbody></table>`},
			{`<div><span>Hallo</span></div><img src=x onerror=alert(1)><iframe src="x"></iframe>`, `Hallo`},
			{`<style>p{}</style>Text`, `Text`},
			{`A < B & C`, `A &lt; B &amp; C`},
		}
		for i, tt := range tests {
			in := simple(fmt.Sprintf("S-%d", i), "Sanitised", 100)
			in.Description = texts(tt.in, "", "")
			in.SizeInfo = texts("", tt.in, "")
			mustSave(t, f, in)
			p := mustProduct(t, f, en, catalog.ProductFilter{SKUs: []string{in.SKU}})
			if p.Description != tt.want || p.SizeInfo != tt.want {
				t.Errorf("%q:\n got %q / %q\nwant %q", tt.in, p.Description, p.SizeInfo, tt.want)
			}
		}
		id, err := f.svc.SaveCategory(f.ctx, catalog.CategoryInput{Name: texts("Mit Text", "", ""), IsActive: true, Description: texts(`<p>Hi<script>x</script></p>`, "", "")})
		if err != nil {
			t.Fatal(err)
		}
		cats, _ := f.svc.Categories(f.ctx, de, catalog.CategoryFilter{IDs: []int64{id}})
		if len(cats) != 1 || cats[0].Description != `<p>Hi</p>` {
			t.Errorf("category description %+v", cats)
		}
	})
}

func TestSaveProductsBatch(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		a := simple("BATCH-A", "Halfter Classic", 1990, f.horse)
		a.UpsellSKUs = []string{"BATCH-B"} // saved later in the same batch
		b := simple("BATCH-B", "Strick", 990, f.horse)
		c := jacketInput(f)
		ids, err := f.svc.SaveProducts(f.ctx, []catalog.ProductInput{a, b, c})
		if err != nil || len(ids) != 3 {
			t.Fatalf("batch: %v, %v", ids, err)
		}
		pa := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{ids[0]}})
		if pa.SKU != "BATCH-A" || !equal(pa.UpsellIDs, []int64{ids[1]}) {
			t.Errorf("first of the batch %+v", pa)
		}
		if pc := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{ids[2]}}); pc.SKU != "JACKE-1" || len(pc.Variants) != 3 {
			t.Errorf("third of the batch %+v", pc)
		}

		before := catalogRows(t, f)
		bad := simple("BATCH-D", "Neu", 100)
		broken := simple("BATCH-E", "", 100)
		_, err = f.svc.SaveProducts(f.ctx, []catalog.ProductInput{bad, broken})
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != "products[1].name.de" {
			t.Errorf("batch with a bad product: %v (field %q)", err, e.Field)
		}
		dup := simple("BATCH-A", "Doppelt", 100)
		_, err = f.svc.SaveProducts(f.ctx, []catalog.ProductInput{bad, dup, dup})
		if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != "products[2].sku" {
			t.Errorf("batch with a SKU twice: %v (field %q)", err, e.Field)
		}
		if after := catalogRows(t, f); after != before {
			t.Errorf("refused batches changed rows:\n%s\n%s", before, after)
		}
		if ids, err := f.svc.SaveProducts(f.ctx, nil); err != nil || len(ids) != 0 {
			t.Errorf("empty batch: %v, %v", ids, err)
		}
	})
}

func TestProductsFilter(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		blue := simple("HOSE-BLAU", "Reithose Blau", 5990, f.breeches)
		blue.ProductRelationCode, blue.Color = "HOSE", "navy"
		black := simple("HOSE-SCHWARZ", "Reithose Schwarz", 5990, f.breeches)
		black.ProductRelationCode, black.Color = "HOSE", "black"
		off := simple("HOSE-ALT", "Reithose Alt", 5990, f.breeches)
		off.ProductRelationCode, off.IsActive = "HOSE", false
		idBlue, idBlack := mustSave(t, f, blue), mustSave(t, f, black)
		mustSave(t, f, off)
		idRug := mustSave(t, f, simple("DECKE", "Thermodecke", 12990, f.thermoRugs))

		skus := func(ps []catalog.Product) []string {
			out := make([]string, len(ps))
			for i, p := range ps {
				out[i] = p.SKU
			}
			return out
		}
		tests := []struct {
			name   string
			filter catalog.ProductFilter
			want   []string
		}{
			{"ids in their order", catalog.ProductFilter{IDs: []int64{idRug, idBlue, 999}}, []string{"DECKE", "HOSE-BLAU"}},
			{"skus, inactive left out", catalog.ProductFilter{SKUs: []string{"HOSE-SCHWARZ", "HOSE-ALT", "NOPE"}}, []string{"HOSE-SCHWARZ"}},
			{"relation code", catalog.ProductFilter{RelationCode: "HOSE"}, []string{"HOSE-BLAU", "HOSE-SCHWARZ"}},
			{"category with descendants", catalog.ProductFilter{CategoryIDs: []int64{f.horse}}, []string{"DECKE"}},
			{"url key", catalog.ProductFilter{URLKeys: []string{"reithose-schwarz"}}, []string{"HOSE-SCHWARZ"}},
			{"and", catalog.ProductFilter{RelationCode: "HOSE", IDs: []int64{idBlack, idRug}}, []string{"HOSE-SCHWARZ"}},
			{"empty list matches nothing", catalog.ProductFilter{SKUs: []string{}}, []string{}},
			{"invalid bytes match nothing", catalog.ProductFilter{SKUs: []string{"\xff\x00"}, URLKeys: []string{"\x00"}}, []string{}},
		}
		for _, tt := range tests {
			got, err := f.svc.Products(f.ctx, de, tt.filter)
			if err != nil || !equal(skus(got), tt.want) {
				t.Errorf("%s: %v, %v; want %v", tt.name, skus(got), err, tt.want)
			}
		}
		if _, err := f.svc.Products(f.ctx, de, catalog.ProductFilter{IDs: make([]int64, 1001)}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("1001 ids: %v; want Invalid", err)
		}
	})
}

func TestAttributes(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		attrs, err := f.svc.Attributes(f.ctx, fr, nil)
		if err != nil {
			t.Fatal(err)
		}
		var codes []string
		for _, a := range attrs {
			codes = append(codes, a.Code)
		}
		if !equal(codes, []string{"manufacturer", "color", "size", "logo_position", "logo_type", "sublimation_options", "sublimation_positions"}) {
			t.Errorf("codes %v", codes)
		}
		color := attrs[1]
		if color.Label != "Couleur" || color.InputType != "select" || !color.Filterable || len(color.Options) != 3 ||
			color.Options[2].Label != "Blanc" || color.Options[0].Swatch != "#1f2a44" {
			t.Errorf("colour %+v", color)
		}
		if attrs[5].InputType != "multiselect" || attrs[5].Filterable {
			t.Errorf("sublimation options %+v", attrs[5])
		}

		// Upsert by code: relabel navy, add red, leave the others.
		if err := f.svc.SaveAttributeOptions(f.ctx, "color", []catalog.AttributeOptionInput{
			{Code: "navy", Label: texts("Dunkelblau", "Dark blue", ""), Swatch: "#123", SortOrder: 9},
			{Code: "red", Label: texts("Rot", "Red", "Rouge"), Swatch: "#ff0000", SortOrder: 0},
		}); err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.Attributes(f.ctx, fr, []string{"color", "nope", "\xff\x00"})
		if err != nil || len(got) != 1 {
			t.Fatalf("%v, %v", got, err)
		}
		var labels []string
		for _, o := range got[0].Options {
			labels = append(labels, o.Label)
		}
		if !equal(labels, []string{"Rouge", "Noir", "Blanc", "Dunkelblau"}) {
			t.Errorf("labels %v; want by sort order, German for the missing French", labels)
		}

		before := catalogRows(t, f)
		tests := []struct {
			name, attribute string
			options         []catalog.AttributeOptionInput
			field           string
		}{
			{"unknown attribute", "weight", []catalog.AttributeOptionInput{{Code: "a", Label: texts("A", "", "")}}, "attributeCode"},
			{"attribute code of invalid bytes", "\xff\x00", []catalog.AttributeOptionInput{{Code: "a", Label: texts("A", "", "")}}, "attributeCode"},
			{"bad code", "color", []catalog.AttributeOptionInput{{Code: "a b", Label: texts("A", "", "")}}, "options[0].code"},
			{"no German label", "color", []catalog.AttributeOptionInput{{Code: "a", Label: texts("", "A", "")}}, "options[0].label.de"},
			{"bad swatch", "color", []catalog.AttributeOptionInput{{Code: "a", Label: texts("A", "", ""), Swatch: "red"}}, "options[0].swatch"},
			{"code twice", "size", []catalog.AttributeOptionInput{{Code: "a", Label: texts("A", "", "")}, {Code: "a", Label: texts("B", "", "")}}, "options[1].code"},
		}
		for _, tt := range tests {
			err := f.svc.SaveAttributeOptions(f.ctx, tt.attribute, tt.options)
			if e := apperr.As(err); err == nil || e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
			}
		}
		if after := catalogRows(t, f); after != before {
			t.Errorf("refused saves changed rows:\n%s\n%s", before, after)
		}
	})
}
