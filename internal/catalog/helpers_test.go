package catalog_test

import (
	"context"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

const (
	de = i18n.German
	en = i18n.English
	fr = i18n.French
)

// fixture is a seeded shop: store views, attribute options and a category
// tree five levels deep (root, Reiter/Pferd, …).
type fixture struct {
	svc    catalog.Service
	engine *fakeEngine
	d      *db.DB
	ctx    context.Context

	root                    int64
	rider, breeches, jacket int64
	horse, rugs, winterRugs int64
	thermoRugs              int64
}

func texts(deText, enText, frText string) catalog.Localized {
	l := catalog.Localized{}
	for loc, s := range map[i18n.Locale]string{de: deText, en: enText, fr: frText} {
		if s != "" {
			l[loc] = s
		}
	}
	return l
}

func money(m catalog.Money) *catalog.Money { return &m }

func ptrTime(t time.Time) *time.Time { return &t }

// newFixture seeds d and returns a service with a fake engine and no queue,
// so that every save updates the engine right away. The service keeps a
// read cache on both databases, so that every test also shows that the
// cache answers what the database holds.
func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	if err := catalog.Seed(ctx, d); err != nil {
		t.Fatal(err)
	}
	f := &fixture{engine: newFakeEngine(), d: d, ctx: ctx}
	f.svc = catalog.NewService(d, f.engine, nil, catalog.WithReadCache(catalog.DefaultReadCacheSize))
	stores, err := f.svc.AvailableStores(ctx, "shop")
	if err != nil || len(stores) == 0 {
		t.Fatalf("stores: %v %v", stores, err)
	}
	f.root = stores[0].RootCategoryID

	options := map[string][]catalog.AttributeOptionInput{
		catalog.AttrManufacturer: {
			{Code: "pikeur", Label: texts("Pikeur", "", "")},
			{Code: "kerbl", Label: texts("Kerbl", "", "")},
			{Code: "eskadron", Label: texts("Eskadron", "", "")},
		},
		catalog.AttrColor: {
			{Code: "navy", Label: texts("Marine", "Navy", "Marine"), Swatch: "#1f2a44", SortOrder: 1},
			{Code: "black", Label: texts("Schwarz", "Black", "Noir"), Swatch: "#000000", SortOrder: 2},
			{Code: "white", Label: texts("Weiß", "White", "Blanc"), Swatch: "#ffffff", SortOrder: 3},
		},
		catalog.AttrSize: {
			{Code: "s", Label: texts("S", "", ""), SortOrder: 1},
			{Code: "m", Label: texts("M", "", ""), SortOrder: 2},
			{Code: "l", Label: texts("L", "", ""), SortOrder: 3},
			{Code: "xl", Label: texts("XL", "", ""), SortOrder: 4},
		},
		catalog.AttrLogoPosition: {
			{Code: "chest", Label: texts("Brust links", "Left chest", "Poitrine gauche")},
			{Code: "back", Label: texts("Rücken", "Back", "Dos")},
		},
		catalog.AttrLogoType: {{Code: "embroidery", Label: texts("Stick", "Embroidery", "Broderie")}},
		catalog.AttrSublimationOptions: {
			{Code: "full", Label: texts("Vollflächig", "All over", "Intégrale"), SortOrder: 1},
			{Code: "stripe", Label: texts("Streifen", "Stripe", "Bande"), SortOrder: 2},
		},
		catalog.AttrSublimationPositions: {
			{Code: "front", Label: texts("Vorne", "Front", "Devant")},
			{Code: "sleeve", Label: texts("Ärmel", "Sleeve", "Manche")},
		},
	}
	for code, opts := range options {
		if err := f.svc.SaveAttributeOptions(ctx, code, opts); err != nil {
			t.Fatalf("options of %s: %v", code, err)
		}
	}
	cat := func(parent int64, pos int, name catalog.Localized) int64 {
		t.Helper()
		id, err := f.svc.SaveCategory(ctx, catalog.CategoryInput{ParentID: parent, Position: pos, IsActive: true, IncludeInMenu: true, Name: name})
		if err != nil {
			t.Fatalf("category %v: %v", name, err)
		}
		return id
	}
	f.horse = cat(0, 2, texts("Pferd", "Horse", "Cheval"))
	f.rider = cat(0, 1, texts("Reiter", "Rider", "Cavalier"))
	f.jacket = cat(f.rider, 2, texts("Jacken", "Jackets", "Vestes"))
	f.breeches = cat(f.rider, 1, texts("Reithosen", "Breeches", "Pantalons d'équitation"))
	f.rugs = cat(f.horse, 1, texts("Decken", "Rugs", "Couvertures"))
	f.winterRugs = cat(f.rugs, 1, texts("Winterdecken", "Winter rugs", ""))
	f.thermoRugs = cat(f.winterRugs, 1, texts("Thermodecken", "Thermal rugs", "Couvertures thermiques"))
	return f
}

// simple is a minimal valid simple product.
func simple(sku, name string, price catalog.Money, categories ...int64) catalog.ProductInput {
	return catalog.ProductInput{
		Type: catalog.Simple, SKU: sku, IsActive: true, Name: texts(name, "", ""),
		Price: price, StockQty: 5, CategoryIDs: categories, Manufacturer: "pikeur",
	}
}

// jacketInput is a configurable jacket in two colours and two sizes, one
// variant inactive.
func jacketInput(f *fixture) catalog.ProductInput {
	return catalog.ProductInput{
		Type: catalog.Configurable, SKU: "JACKE-1", IsActive: true,
		Name:         texts("Softshelljacke Nova", "Softshell jacket Nova", "Veste softshell Nova"),
		Description:  texts("<p>Wind<strong>dicht</strong></p><script>alert(1)</script>", "<p>Windproof</p>", ""),
		MaterialCare: texts("<ul><li>30 °C</li></ul>", "", ""),
		SizeInfo:     texts("<table><tr><td onclick=\"x()\">S</td></tr></table>", "", ""),
		MetaTitle:    texts("Nova kaufen", "", ""),
		Manufacturer: "pikeur", Price: 12900, TaxClass: catalog.StandardRate,
		DeliveryMinDays: 2, DeliveryMaxDays: 4, ProductRelationCode: "NOVA", SizeGuide: "size-guide-riding-wear",
		CategoryIDs: []int64{f.jacket}, CategoryPositions: []int{3},
		Images: []catalog.ImageInput{
			{Key: "p/nova-1.png", Label: texts("Nova vorne", "Nova front", ""), Width: 800, Height: 1000},
			{Key: "p/nova-2.png", Label: texts("Nova hinten", "", ""), Width: 800, Height: 1000},
		},
		ConfigurableAttributes: []string{catalog.AttrColor, catalog.AttrSize},
		Variants: []catalog.VariantInput{
			{SKU: "JACKE-1-NAVY-M", Color: "navy", Size: "m", Price: 12900, StockQty: 3, IsActive: true,
				Images: []catalog.ImageInput{{Key: "p/nova-navy.png", Width: 10, Height: 10}}},
			{SKU: "JACKE-1-NAVY-L", Color: "navy", Size: "l", Price: 13900, StockQty: 0, IsActive: true},
			{SKU: "JACKE-1-BLACK-S", Color: "black", Size: "s", Price: 11900, StockQty: 1, IsActive: true},
			{SKU: "JACKE-1-WHITE-XL", Color: "white", Size: "xl", StockQty: 9, IsActive: false},
		},
		CustomOptions: []catalog.CustomOptionInput{
			{Title: texts("Name auf dem Kragen", "Name on the collar", ""), MaxCharacters: 20, Price: 500, PriceType: catalog.FixedPrice},
			{Type: catalog.DropDownOption, Title: texts("Logo", "Logo", "Logo"), Required: true, Values: []catalog.CustomOptionValueInput{
				{Title: texts("Stick", "Embroidery", ""), Price: 0}, {Title: texts("Druck", "Print", "Impression"), Price: 390},
			}},
			{Type: catalog.CheckboxOption, Title: texts("Extras", "", ""), Values: []catalog.CustomOptionValueInput{
				{Title: texts("Name", "", ""), Price: 1000, PriceType: catalog.PercentPrice},
				// A printed crest: only with the printed logo.
				{Title: texts("Wappen", "Crest", ""), Price: 590, Requires: []catalog.ValueRef{{Option: 1, Value: 1}}},
			}},
		},
		Merchandise: &catalog.MerchandiseInput{
			LogoWidthMM: 80, LogoPosition: "chest", LogoType: "embroidery",
			SublimationOptions: []string{"stripe", "full"}, SublimationPositions: []string{"sleeve"},
		},
		Safety: catalog.SafetyInput{
			ManufacturerName: "Pikeur GmbH", ManufacturerAddress: "Hauptstraße 1\n12345 Reitstadt", ManufacturerCountry: "AT",
			ManufacturerEmail: "info@pikeur.example", Notes: texts("Von Feuer fernhalten.", "Keep away from fire.", ""),
		},
	}
}

func mustSave(t testing.TB, f *fixture, in catalog.ProductInput) int64 {
	t.Helper()
	id, err := f.svc.SaveProduct(f.ctx, in)
	if err != nil {
		t.Fatalf("save %s: %v", in.SKU, err)
	}
	return id
}

func mustProduct(t testing.TB, f *fixture, l i18n.Locale, filter catalog.ProductFilter) catalog.Product {
	t.Helper()
	ps, err := f.svc.Products(f.ctx, l, filter)
	if err != nil || len(ps) != 1 {
		t.Fatalf("Products(%s, %+v) = %d products, %v; want 1", l, filter, len(ps), err)
	}
	return ps[0]
}

// count returns the number of rows of a table, to show that a refused save
// changed nothing.
func count(t testing.TB, f *fixture, table string) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, "SELECT COUNT(*) FROM "+table); err != nil {
		t.Fatal(err)
	}
	return n
}
