package demo

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/demodraw"
	"paddock/internal/platform/i18n"
)

// testNow is a fixed moment: the demo's dates derive from it.
var testNow = time.Date(2026, 3, 18, 10, 30, 0, 0, time.UTC)

// seeded runs the demo seed against the fakes with small images, drawn
// once per test process (remembering).
func seeded(t *testing.T) (*fakeCatalog, *fakeImages) {
	t.Helper()
	c, img := newFakeCatalog(), newFakeImages()
	if err := seed(context.Background(), c, remember(img), testNow, 48); err != nil {
		t.Fatalf("seed: %v", err)
	}
	return c, img
}

// seededShared is one seed shared by the tests that only read it, made
// once per test process: a seed is the package's costliest step.
var seededShared = sync.OnceValues(func() (*fakeCatalog, error) {
	c := newFakeCatalog()
	err := seed(context.Background(), c, remember(newFakeImages()), testNow, 48)
	return c, err
})

// seededReadOnly is the shared seed, for a test that does not change it.
func seededReadOnly(t *testing.T) *fakeCatalog {
	t.Helper()
	c, err := seededShared()
	if err != nil {
		t.Fatalf("seed: %v", err)
	}
	return c
}

func TestSeedTwiceChangesNothing(t *testing.T) {
	c, img := seeded(t)
	first := c.counts()
	firstBlobs := len(img.blobs)
	for _, again := range []time.Time{testNow, testNow.Add(5 * time.Hour)} {
		if err := seed(context.Background(), c, remember(img), again, 48); err != nil {
			t.Fatalf("second seed: %v", err)
		}
		second := c.counts()
		for k, v := range first {
			if second[k] != v {
				t.Errorf("after a second run at %s, %s is %d, was %d", again.Format(time.TimeOnly), k, second[k], v)
			}
		}
		if len(img.blobs) != firstBlobs {
			t.Errorf("a second run stored %d images, the first %d", len(img.blobs), firstBlobs)
		}
	}
}

func TestSeedIsDeterministic(t *testing.T) {
	a := seededReadOnly(t)
	b, _ := seeded(t)
	for sku, pa := range a.products {
		pb, ok := b.products[sku]
		if !ok {
			t.Fatalf("%s only in the first run", sku)
		}
		if pa.Name[i18n.French] != pb.Name[i18n.French] || pa.Description[i18n.German] != pb.Description[i18n.German] ||
			len(pa.Images) != len(pb.Images) || pa.Images[0].Key != pb.Images[0].Key {
			t.Errorf("%s differs between two runs", sku)
		}
	}
}

// placeholder finds what must never reach a customer: filler text,
// unreplaced template fields, doubled spaces, empty paragraphs.
var placeholder = regexp.MustCompile(`(?i)lorem|ipsum|\{|\}|todo|xxx|product \d|produkt \d|<p></p>|  `)

// frenchPunct finds : ; ! ? used as punctuation without the non-breaking
// space French typography puts before them.
var frenchPunct = regexp.MustCompile(`[^\x{00a0}\x{202f}][:;!?](\s|<|$)`)

func TestTextsAreCompleteAndClean(t *testing.T) {
	c := seededReadOnly(t)
	fields := func(p catalog.ProductInput) map[string]catalog.Localized {
		return map[string]catalog.Localized{
			"name": p.Name, "description": p.Description, "material and care": p.MaterialCare,
			"manufacturer info": p.ManufacturerInfo, "meta title": p.MetaTitle, "meta description": p.MetaDescription,
		}
	}
	for sku, p := range c.products {
		for field, text := range fields(p) {
			for _, l := range i18n.Locales {
				s := text[l]
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s: %s is empty in %s", sku, field, l)
					continue
				}
				if m := placeholder.FindString(s); m != "" {
					t.Errorf("%s: %s in %s contains %q: %s", sku, field, l, m, s)
				}
				if l == i18n.French && frenchPunct.MatchString(s) {
					t.Errorf("%s: %s in French lacks a non-breaking space before punctuation: %s", sku, field, s)
				}
				if l == i18n.German && strings.Contains(s, `"`) {
					t.Errorf("%s: %s in German uses straight quotes: %s", sku, field, s)
				}
			}
		}
		for _, l := range i18n.Locales {
			n := sentences(p.Description[l])
			if n < 2 || n > 4 {
				t.Errorf("%s: description in %s has %d sentences: %s", sku, l, n, p.Description[l])
			}
		}
		if p.Name[i18n.German] == p.Name[i18n.English] && p.Type != catalog.Virtual {
			t.Errorf("%s: English name is the German one: %s", sku, p.Name[i18n.English])
		}
		for _, img := range p.Images {
			for _, l := range i18n.Locales {
				if img.Label[l] == "" {
					t.Errorf("%s: image without alt text in %s", sku, l)
				}
			}
		}
	}
}

// sentences counts full stops that end a sentence.
func sentences(html string) int {
	text := regexp.MustCompile(`<[^>]+>`).ReplaceAllString(html, " ")
	return len(regexp.MustCompile(`[.!?](\s|$)`).FindAllString(text, -1))
}

func TestNamesAreUniquePerLanguage(t *testing.T) {
	c := seededReadOnly(t)
	for _, l := range i18n.Locales {
		seen := map[string]string{}
		for sku, p := range c.products {
			if other, dup := seen[p.Name[l]]; dup {
				t.Errorf("%s and %s are both called %q in %s", sku, other, p.Name[l], l)
			}
			seen[p.Name[l]] = sku
		}
	}
}

func TestSKUsAreUnique(t *testing.T) {
	plan, err := seedPlan(testNow)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range plan {
		for _, sku := range append([]string{p.in.SKU}, variantSKUs(p.in)...) {
			if seen[sku] {
				t.Errorf("SKU %s used twice", sku)
			}
			seen[sku] = true
		}
	}
}

func variantSKUs(p catalog.ProductInput) []string {
	var out []string
	for _, v := range p.Variants {
		out = append(out, v.SKU)
	}
	return out
}

func TestCatalogueSize(t *testing.T) {
	c := seededReadOnly(t)
	if n := len(c.products); n < 150 {
		t.Errorf("%d visible products, want at least 150", n)
	}
	if n := len(c.categories); n < 15 {
		t.Errorf("%d categories, want at least 15", n)
	}
	deepest := 0
	perCategory := map[int64]int{}
	for _, p := range c.products {
		for _, id := range p.CategoryIDs {
			perCategory[id]++
		}
	}
	for id, cat := range c.categories {
		deepest = max(deepest, c.level(id))
		if cat.ParentID == 0 && cat.IncludeInMenu && cat.ImageKey == "" {
			t.Errorf("top category %s has no image", cat.Name[i18n.German])
		}
		for _, l := range i18n.Locales {
			if cat.Name[l] == "" || cat.Description[l] == "" || cat.MetaDescription[l] == "" || cat.URLKey[l] == "" {
				t.Errorf("category %s lacks a text in %s", cat.Name[i18n.German], l)
			}
		}
		if isLeaf(c, id) && perCategory[id] < 3 {
			t.Errorf("leaf category %s has %d products", c.urlPath(id), perCategory[id])
		}
	}
	// The root is level 1 and top categories level 2: four levels of
	// navigation reach level 5.
	if deepest < 5 {
		t.Errorf("deepest category is on level %d, want 5", deepest)
	}
}

// TestClubShops checks the club shops the storefront's club-shop layout
// relies on: top categories out of the menu, each at the club's SKU prefix
// in lower case in every language, holding only products whose SKUs begin
// with the prefix.
func TestClubShops(t *testing.T) {
	c := seededReadOnly(t)
	byPath := map[string]int64{}
	for id := range c.categories {
		byPath[c.urlPath(id)] = id
	}
	shops := clubShops()
	if len(shops) < 2 {
		t.Fatalf("%d club shops, want at least 2", len(shops))
	}
	for _, shop := range shops {
		id, ok := byPath[ClubShopPath(shop.prefix)]
		if !ok {
			t.Fatalf("no category %s", ClubShopPath(shop.prefix))
		}
		cat := c.categories[id]
		if cat.IncludeInMenu || cat.ParentID != 0 {
			t.Errorf("club shop %s is in the menu or not a top category", shop.prefix)
		}
		for _, l := range i18n.Locales {
			if cat.URLKey[l] != strings.ToLower(shop.prefix) {
				t.Errorf("club shop %s has url key %q in %s", shop.prefix, cat.URLKey[l], l)
			}
		}
		n := 0
		for _, p := range c.products {
			if !slices.Contains(p.CategoryIDs, id) {
				if strings.HasPrefix(p.SKU, shop.prefix+"-") {
					t.Errorf("%s is outside its club's shop", p.SKU)
				}
				continue
			}
			n++
			if !strings.HasPrefix(p.SKU, shop.prefix+"-") || len(p.CategoryIDs) != 1 {
				t.Errorf("club shop %s holds %s in %v", shop.prefix, p.SKU, p.CategoryIDs)
			}
		}
		if n < 4 {
			t.Errorf("club shop %s has %d products", shop.prefix, n)
		}
	}
}

func isLeaf(c *fakeCatalog, id int64) bool {
	for _, other := range c.categories {
		if other.ParentID == id {
			return false
		}
	}
	return true
}

// TestFeatures checks that the demo exercises every catalogue feature the
// issue lists, one subtest per feature.
func TestFeatures(t *testing.T) {
	c := seededReadOnly(t)
	day := newClock(testNow)
	all := func(keep func(catalog.ProductInput) bool) []catalog.ProductInput {
		var out []catalog.ProductInput
		for _, p := range c.products {
			if keep(p) {
				out = append(out, p)
			}
		}
		return out
	}
	atLeast := func(t *testing.T, what string, n int, got []catalog.ProductInput) {
		t.Helper()
		if len(got) < n {
			t.Errorf("%d products %s, want at least %d", len(got), what, n)
		}
	}
	reduced := func(p catalog.ProductInput) bool { return p.SpecialPrice != nil && *p.SpecialPrice < p.Price }

	tests := []struct {
		name  string
		check func(t *testing.T)
	}{
		{"reduced", func(t *testing.T) {
			atLeast(t, "reduced", 10, all(reduced))
			atLeast(t, "reduced and ending within two days", 2, all(func(p catalog.ProductInput) bool {
				return reduced(p) && p.SpecialTo != nil && !p.SpecialTo.After(day.at(2)) && !p.SpecialTo.Before(day.at(0))
			}))
			atLeast(t, "with a reduction starting in the future", 1, all(func(p catalog.ProductInput) bool {
				return reduced(p) && p.SpecialFrom != nil && p.SpecialFrom.After(testNow)
			}))
			atLeast(t, "reduced with no end date", 1, all(func(p catalog.ProductInput) bool { return reduced(p) && p.SpecialTo == nil }))
		}},
		{"lowest price of 30 days", func(t *testing.T) {
			// The history must hold a price below the regular one within
			// the 30 days before the reduction began.
			n := 0
			for sku, h := range c.history {
				p := c.products[sku]
				if !reduced(p) || len(h) < 2 {
					continue
				}
				start := *p.SpecialFrom
				lowest := p.Price
				for i, s := range h[:len(h)-1] {
					end := h[i+1].at
					if end.After(start.AddDate(0, 0, -30)) && s.at.Before(start) {
						lowest = min(lowest, effective(s, p))
					}
				}
				if lowest < p.Price {
					n++
				}
				for i := 1; i < len(h); i++ {
					if !h[i].at.After(h[i-1].at) {
						t.Errorf("%s: price history is not in time order", sku)
					}
				}
			}
			if n < 3 {
				t.Errorf("%d reduced products have a lower price in the 30 days before, want at least 3", n)
			}
		}},
		{"new", func(t *testing.T) {
			atLeast(t, "new since the last 14 days", 8, all(func(p catalog.ProductInput) bool {
				return p.NewFrom != nil && !p.NewFrom.Before(day.at(-14)) && !p.NewFrom.After(testNow) && p.NewTo != nil && p.NewTo.After(testNow)
			}))
		}},
		{"out of stock", func(t *testing.T) {
			atLeast(t, "sold out", 4, all(func(p catalog.ProductInput) bool { return p.Type != catalog.Virtual && stockOf(p) == 0 }))
			atLeast(t, "with some variants sold out", 4, all(func(p catalog.ProductInput) bool {
				zero := 0
				for _, v := range p.Variants {
					if v.StockQty == 0 {
						zero++
					}
				}
				return zero > 0 && zero < len(p.Variants)
			}))
		}},
		{"base price units", func(t *testing.T) {
			for _, u := range []catalog.BaseUnit{catalog.Kilogram, catalog.Litre, catalog.Metre} {
				atLeast(t, "priced per "+string(u), 3, all(func(p catalog.ProductInput) bool { return p.BaseUnit == u && p.ContentQuantity > 0 }))
			}
		}},
		{"feed at 7 %", func(t *testing.T) {
			feed := all(func(p catalog.ProductInput) bool { return p.BaseUnit == catalog.Kilogram })
			atLeast(t, "feed by the kilo", 15, feed)
			for _, p := range feed {
				if p.TaxClass != catalog.ReducedRate {
					t.Errorf("%s is feed but taxed %s", p.SKU, p.TaxClass)
				}
			}
			for _, p := range all(func(p catalog.ProductInput) bool { return p.BaseUnit != catalog.Kilogram }) {
				if p.TaxClass != catalog.StandardRate {
					t.Errorf("%s is not feed but taxed %s", p.SKU, p.TaxClass)
				}
			}
		}},
		{"virtual", func(t *testing.T) {
			atLeast(t, "virtual", 1, all(func(p catalog.ProductInput) bool { return p.Type == catalog.Virtual }))
		}},
		{"configurable with size and colour", func(t *testing.T) {
			both := all(func(p catalog.ProductInput) bool {
				return p.Type == catalog.Configurable && strings.Join(p.ConfigurableAttributes, ",") == "color,size"
			})
			atLeast(t, "by colour and size", 10, both)
			atLeast(t, "by size only", 10, all(func(p catalog.ProductInput) bool {
				return p.Type == catalog.Configurable && strings.Join(p.ConfigurableAttributes, ",") == "size"
			}))
			atLeast(t, "simple", 30, all(func(p catalog.ProductInput) bool { return p.Type == catalog.Simple }))
			for _, p := range both {
				colourImage := map[string]string{}
				for _, v := range p.Variants {
					if len(v.Images) == 0 {
						t.Errorf("%s has no image", v.SKU)
						continue
					}
					if k, ok := colourImage[v.Color]; ok && k != v.Images[0].Key {
						t.Errorf("%s: variants in %s show different images", p.SKU, v.Color)
					}
					colourImage[v.Color] = v.Images[0].Key
				}
				keys := map[string]bool{}
				for _, k := range colourImage {
					keys[k] = true
				}
				if len(keys) != len(colourImage) {
					t.Errorf("%s: two colours share an image", p.SKU)
				}
			}
			atLeast(t, "with a variant priced differently", 3, all(func(p catalog.ProductInput) bool {
				for _, v := range p.Variants {
					if v.Price != p.Price {
						return true
					}
				}
				return false
			}))
		}},
		{"customizable options", func(t *testing.T) {
			atLeast(t, "with an embroidered name at 6.90 € for up to 20 characters", 5, all(func(p catalog.ProductInput) bool {
				for _, o := range p.CustomOptions {
					if o.PriceType == catalog.FixedPrice && o.Price == 690 && o.MaxCharacters == 20 {
						return true
					}
				}
				return false
			}))
			atLeast(t, "with a percent-priced option", 1, all(func(p catalog.ProductInput) bool {
				for _, o := range p.CustomOptions {
					if o.PriceType == catalog.PercentPrice && o.Price > 0 {
						return true
					}
				}
				return false
			}))
			for _, typ := range []catalog.OptionType{catalog.AreaOption, catalog.RadioOption, catalog.FileOption} {
				atLeast(t, "with an option of type "+string(typ), 1, all(func(p catalog.ProductInput) bool {
					return slices.ContainsFunc(p.CustomOptions, func(o catalog.CustomOptionInput) bool { return o.Type == typ })
				}))
			}
			atLeast(t, "with a club logo upload", 1, all(func(p catalog.ProductInput) bool {
				return p.Merchandise != nil && slices.ContainsFunc(p.CustomOptions, func(o catalog.CustomOptionInput) bool {
					return o.Type == catalog.FileOption && o.File != nil && slices.Contains(o.File.Extensions, "png")
				})
			}))
			atLeast(t, "with a required option", 1, all(func(p catalog.ProductInput) bool {
				for _, o := range p.CustomOptions {
					if o.Required {
						return true
					}
				}
				return false
			}))
		}},
		{"merchandise", func(t *testing.T) {
			merch := all(func(p catalog.ProductInput) bool { return p.Merchandise != nil })
			atLeast(t, "with merchandise attributes", 10, merch)
			for _, p := range merch {
				if p.DeliveryMinDays < 14 || p.DeliveryMaxDays > 21 {
					t.Errorf("%s is made to order but delivers in %d–%d days", p.SKU, p.DeliveryMinDays, p.DeliveryMaxDays)
				}
				if p.Merchandise.LogoWidthMM <= 0 || len(p.Merchandise.SublimationOptions) == 0 || len(p.Merchandise.SublimationPositions) == 0 {
					t.Errorf("%s has incomplete merchandise attributes", p.SKU)
				}
			}
		}},
		{"relation codes", func(t *testing.T) {
			byCode := map[string]int{}
			for _, p := range c.products {
				if p.ProductRelationCode != "" {
					byCode[p.ProductRelationCode]++
				}
			}
			if len(byCode) < 10 {
				t.Errorf("%d relation codes, want at least 10", len(byCode))
			}
			for code, n := range byCode {
				if n < 2 {
					t.Errorf("relation code %s has only %d product", code, n)
				}
			}
		}},
		{"upsells", func(t *testing.T) {
			ups := all(func(p catalog.ProductInput) bool { return len(p.UpsellSKUs) > 0 })
			atLeast(t, "with upsells", 60, ups)
			for _, p := range ups {
				for _, u := range p.UpsellSKUs {
					if u == p.SKU {
						t.Errorf("%s upsells itself", p.SKU)
					}
				}
			}
		}},
		{"size guide", func(t *testing.T) {
			guided := all(func(p catalog.ProductInput) bool { return p.SizeGuide != "" })
			atLeast(t, "with a size guide", 40, guided)
			for _, p := range guided {
				if p.SizeInfo[i18n.German] == "" || !strings.Contains(p.SizeInfo[i18n.French], "<table>") {
					t.Errorf("%s has a size guide but no size table", p.SKU)
				}
			}
		}},
		{"safety data", func(t *testing.T) {
			for _, p := range c.products {
				s := p.Safety
				if s.ManufacturerName == "" || !strings.Contains(s.ManufacturerAddress, "\n") || !strings.Contains(s.ManufacturerEmail, "@") {
					t.Errorf("%s lacks product-safety data: %+v", p.SKU, s)
				}
			}
			for prefix, needle := range map[string]string{"RH-HELM": "EN 1384", "ST-MF": "lagern", "ST-MU": "lagern", "ST-LE": "lagern"} {
				for _, p := range all(func(p catalog.ProductInput) bool { return strings.HasPrefix(p.SKU, prefix) }) {
					if !strings.Contains(p.Safety.Notes[i18n.German], needle) || p.Safety.Notes[i18n.French] == "" {
						t.Errorf("%s: safety notes lack %q: %q", p.SKU, needle, p.Safety.Notes[i18n.German])
					}
				}
			}
		}},
		{"delivery times", func(t *testing.T) {
			count := map[[2]int]int{}
			for _, p := range c.products {
				count[[2]int{p.DeliveryMinDays, p.DeliveryMaxDays}]++
			}
			if count[[2]int{2, 4}] < len(c.products)/2 {
				t.Errorf("%d of %d products deliver in 2–4 days, want most", count[[2]int{2, 4}], len(c.products))
			}
			if count[[2]int{5, 10}] == 0 || count[[2]int{14, 21}] == 0 {
				t.Errorf("delivery times: %v, want some 5–10 and some 14–21", count)
			}
		}},
		{"manufacturers", func(t *testing.T) {
			used := map[string]bool{}
			for _, p := range c.products {
				used[p.Manufacturer] = true
			}
			if len(used) < 8 {
				t.Errorf("%d manufacturers used, want at least 8", len(used))
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.check)
	}
}

// effective is a history entry's price while its special price applies.
func effective(s priceState, p catalog.ProductInput) catalog.Money {
	if s.special == "" {
		return s.price
	}
	var special catalog.Money
	for _, ch := range strings.Fields(s.special)[0] {
		special = special*10 + catalog.Money(ch-'0')
	}
	return min(s.price, special)
}

func stockOf(p catalog.ProductInput) int {
	if p.Type == catalog.Configurable {
		n := 0
		for _, v := range p.Variants {
			n += v.StockQty
		}
		return n
	}
	return p.StockQty
}

func TestSecondDayRunKeepsPriceHistoryOfUnchangedProducts(t *testing.T) {
	c, img := seeded(t)
	before := map[string]int{}
	for sku, h := range c.history {
		before[sku] = len(h)
	}
	if err := seed(context.Background(), c, remember(img), testNow.AddDate(0, 0, 1), 48); err != nil {
		t.Fatal(err)
	}
	for sku, h := range c.history {
		p := c.products[sku]
		if p.SpecialPrice == nil && len(h) != before[sku] {
			t.Errorf("%s has no special price but got %d history entries on the next day, had %d", sku, len(h), before[sku])
		}
	}
}

func TestImagesArePNGOfTheRightSize(t *testing.T) {
	seen := map[[2]any]bool{}
	plan, err := seedPlan(testNow)
	if err != nil {
		t.Fatal(err)
	}
	var specs []imageSpec
	for _, p := range plan {
		s := p.images[0].spec
		if k := [2]any{s.art, s.look}; !seen[k] {
			seen[k] = true
			specs = append(specs, s)
		}
	}
	if len(specs) < 20 {
		t.Fatalf("%d different drawings, want at least 20", len(specs))
	}
	// One at full size; the rest smaller, which draws the same picture in
	// a fraction of the time (the race detector slows drawing tenfold).
	full, err := demodraw.EncodePNG(render(specs[0], ImageSize))
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(full)); err != nil || cfg.Width != ImageSize || cfg.Height != ImageSize {
		t.Errorf("full size: %+v %v, want %d×%d", cfg, err, ImageSize, ImageSize)
	}
	const size = 120
	for _, s := range specs {
		var keys []string
		for _, v := range []view{viewFront, viewDetail, viewScene, viewSide} {
			s.view = v
			data, err := demodraw.EncodePNG(render(s, size))
			if err != nil {
				t.Fatal(err)
			}
			img, format, err := image.Decode(bytes.NewReader(data))
			if err != nil || format != "png" {
				t.Fatalf("%s/%d: not a PNG: %v", s.art, s.look, err)
			}
			if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
				t.Errorf("%s/%d: %v, want %d×%d", s.art, s.look, b, size, size)
			}
			if share := coloured(img, s.main); share < 0.01 {
				t.Errorf("%s/%d view %d: only %.1f %% of the picture is in the product colour", s.art, s.look, v, share*100)
			}
			keys = append(keys, string(data))
		}
		if keys[0] == keys[1] || keys[0] == keys[2] || keys[0] == keys[3] {
			t.Errorf("%s/%d: the views are not different pictures", s.art, s.look)
		}
	}
}

// coloured is the share of pixels close to hex (shading included).
func coloured(img image.Image, hex string) float64 {
	want := demodraw.Hex(hex)
	b := img.Bounds()
	n, hit := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			d := abs(float64(r>>8)-want.R) + abs(float64(g>>8)-want.G) + abs(float64(bl>>8)-want.B)
			if d < 60 {
				hit++
			}
			n++
		}
	}
	return float64(hit) / float64(n)
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

func TestRenderIsDeterministic(t *testing.T) {
	spec := imageSpec{art: artSaddlePad, look: padDressage, main: "#1f2a44", accent: "#c9a45c", view: viewDetail}
	a, err := demodraw.EncodePNG(render(spec, 300))
	if err != nil {
		t.Fatal(err)
	}
	b, err := demodraw.EncodePNG(render(spec, 300))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Error("the same drawing gave two different files")
	}
	if _, err := png.Decode(bytes.NewReader(a)); err != nil {
		t.Error(err)
	}
}

func TestGenerateTwiceChangesNothing(t *testing.T) {
	c, img := newFakeCatalog(), newFakeImages()
	var progress bytes.Buffer
	const n = 1234
	if err := generate(context.Background(), c, img, n, testNow, &progress, 32); err != nil {
		t.Fatal(err)
	}
	first := c.counts()
	if first["products"] != n {
		t.Errorf("%d products, want %d", first["products"], n)
	}
	if err := generate(context.Background(), c, img, n, testNow, nil, 32); err != nil {
		t.Fatal(err)
	}
	for k, v := range first {
		if c.counts()[k] != v {
			t.Errorf("after a second run %s is %d, was %d", k, c.counts()[k], v)
		}
	}
	if !strings.Contains(progress.String(), "1234 of 1234") {
		t.Errorf("progress: %q", progress.String())
	}
	relations := map[string]int{}
	configurable := 0
	for sku, p := range c.products {
		if !strings.HasPrefix(sku, GeneratedPrefix) {
			t.Errorf("generated SKU %s lacks the prefix", sku)
		}
		for _, l := range i18n.Locales {
			if p.Name[l] == "" || p.Description[l] == "" || p.MaterialCare[l] == "" {
				t.Errorf("%s lacks a text in %s", sku, l)
			}
			if placeholder.MatchString(p.Description[l]) || placeholder.MatchString(p.Name[l]) {
				t.Errorf("%s: placeholder in %s: %s", sku, l, p.Name[l])
			}
		}
		if p.ProductRelationCode != "" {
			relations[p.ProductRelationCode]++
		}
		if p.Type == catalog.Configurable {
			configurable++
		}
	}
	if configurable < n/10 || configurable > n/2 {
		t.Errorf("%d of %d generated products are configurable", configurable, n)
	}
	// The last group is incomplete when n is not a multiple of three.
	lastGroup := fmt.Sprintf("%sR%06d", GeneratedPrefix, (n-1)/3)
	for code, k := range relations {
		if k < 2 && code != lastGroup {
			t.Errorf("relation %s has %d products", code, k)
		}
	}
	if len(img.blobs) > 40 {
		t.Errorf("generating stored %d images; it should reuse a few", len(img.blobs))
	}
}

func TestGenerateRefusesABadCount(t *testing.T) {
	for _, n := range []int{-1, MaxGenerate + 1} {
		c := newFakeCatalog()
		err := Generate(context.Background(), c, newFakeImages(), n, testNow, nil)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("Generate(%d): %v, want an Invalid error", n, err)
		}
		if !i18n.Messages().Has(i18n.French, apperr.As(err).Key) {
			t.Errorf("Generate(%d): message %s is not translated", n, apperr.As(err).Key)
		}
		if len(c.products) != 0 || len(c.categories) != 0 || len(c.options) != 0 {
			t.Errorf("a refused Generate(%d) saved something", n)
		}
	}
}

func BenchmarkGenerate1000(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		if err := generate(ctx, newFakeCatalog(), newFakeImages(), 1000, testNow, nil, 32); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGenerateProduct is the cost of building one generated product,
// without images and without a database.
func BenchmarkGenerateProduct(b *testing.B) {
	g := generator{fams: families(), names: generatedNames(), series: generatedSeries(), colours: generatedColours()}
	i := 0
	for b.Loop() {
		if _, err := g.product(i, testNow); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSeedImages is the drawing part of Seed: every image at full size,
// stored in the fake.
func BenchmarkSeedImages(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		if err := seed(ctx, newFakeCatalog(), newFakeImages(), testNow, ImageSize); err != nil {
			b.Fatal(err)
		}
	}
}

// Every product has pictures of its own, not its family's drawing: front,
// close-up and side at least (three to five of its own views), no two
// products share a front picture, and each colour variant shows its own
// colour first, then the product's other views (three or more pictures),
// with alt texts in every language.
func TestEveryProductAndColourHasItsOwnPictures(t *testing.T) {
	plan, err := seedPlan(testNow)
	if err != nil {
		t.Fatal(err)
	}
	fronts := map[imageSpec]string{}
	for _, p := range plan {
		sku := p.in.SKU
		views := map[view]bool{}
		for _, r := range p.images {
			if r.spec.main == p.images[0].spec.main {
				views[r.spec.view] = true
			}
			if r.label.de == "" || r.label.en == "" || r.label.fr == "" {
				t.Errorf("%s: a picture without an alt text in every language: %+v", sku, r.label)
			}
		}
		if n := len(views); n < 3 || n > 5 || !views[viewFront] || !views[viewDetail] || !views[viewSide] {
			t.Errorf("%s: views %v of its main colour, want front, close-up, side and at most five", sku, views)
		}
		front := p.images[0].spec
		if other, ok := fronts[front]; ok {
			t.Errorf("%s shows the same front picture as %s", sku, other)
		}
		fronts[front] = sku
		byColour := map[string]imageSpec{}
		for i, v := range p.in.Variants {
			imgs := p.variantImages[i]
			if len(imgs) < 3 || imgs[0].spec.view != viewFront {
				t.Errorf("%s: %d pictures, want its front and at least two more views", v.SKU, len(imgs))
				continue
			}
			if prev, ok := byColour[v.Color]; ok && prev != imgs[0].spec {
				t.Errorf("%s: sizes of colour %q show different pictures", v.SKU, v.Color)
			}
			byColour[v.Color] = imgs[0].spec
		}
		if colours := len(byColour); colours > 1 {
			distinct := map[imageSpec]bool{}
			for _, s := range byColour {
				distinct[s] = true
			}
			if len(distinct) != colours {
				t.Errorf("%s: %d colours but %d different front pictures", sku, colours, len(distinct))
			}
		}
	}
}
