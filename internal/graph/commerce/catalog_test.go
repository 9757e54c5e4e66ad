package commerce_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/blocks"
	"paddock/internal/catalog"
	"paddock/internal/directory"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
)

// The storefront's operations of SPEC.md section 7, as it sends them.
const (
	opCategoryByUID = `query GetCategoryByUid($uid: String!) {
  categories(filters: { category_uid: { eq: $uid } }) {
    items { uid name level url_path description meta_title
      breadcrumbs { category_uid category_name category_url_path }
      children { uid name url_path position product_count include_in_menu }
      alternates { locale relative_url } }
  }
}`
	opCategoryByID = `query GetCategoryById($id: String!) {
  categoryList(filters: { ids: { eq: $id } }) { uid id name url_key url_path level }
}`
	opCategoryByPath = `query GetCategoryByPath($path: String!) {
  categoryList(filters: { url_path: { eq: $path } }) { uid name url_path level product_count }
}`
	opCategoryChildrenByUID = `query GetCategoryChildrenByUid($uid: String!) {
  categories(filters: { category_uid: { eq: $uid } }) {
    items { uid name children { uid name level url_path
      children { uid name level children { uid name level children { uid name level url_path } } } } }
  }
}`
	productFields = `uid sku name type_id url_key stock_status
  price_range { minimum_price { regular_price { value currency } final_price { value }
    discount { percent_off amount_off } lowest_price_30_days { value } base_price { value } } }
  small_image { url label sizes { small medium large xlarge } }`
	opProductsByCategoryIDs = `query GetProductsByCategoryIds($ids: [String]) {
  products(filter: { category_id: { in: $ids } }, pageSize: 24) { total_count items { ` + productFields + ` } }
}`
	opProductsByCategoryUIDs = `query GetProductsByCategoryUIds($uids: [String], $page: Int, $pageSize: Int) {
  products(filter: { category_uid: { in: $uids } }, currentPage: $page, pageSize: $pageSize, sort: { position: ASC }) {
    total_count page_info { current_page page_size total_pages }
    items { ` + productFields + ` }
    aggregations { attribute_code label count options { label value count } }
    sort_fields { default options { label value } }
  }
}`
	opProductsBySkus = `query GetProductsBySkus($skus: [String]) {
  products(filter: { sku: { in: $skus } }) { total_count items { sku name } }
}`
	opProductsByURLKey = `query GetProductsByUrlKey($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items { ` + productFields + ` meta_title product_relation_code care_size base_price_unit tax_rate has_size_guide size_guide is_new
      description { html } material_care size_info manufacturer_info
      delivery_time { min_days max_days } bms_stock_qty
      media_gallery { url label position ... on ProductImage { sizes { xlarge } width height } }
      categories { uid name url_path }
      product_safety { manufacturer_name manufacturer_address manufacturer_country_code manufacturer_country manufacturer_email safety_notes }
      alternates { locale relative_url }
      upsell_products { sku name url_key }
      ... on CustomizableProductInterface { options { uid title required ... on CustomizableFieldOption { value { max_characters price price_type } } } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code label values { value_index label swatch_data { value } } }
        variants { attributes { code value_index label } product { sku stock_status bms_stock_qty
          price_range { minimum_price { final_price { value } } } small_image { url } } }
      } }
  }
}`
	opProductsBySku = `query GetProductsBySku($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { sku name price_range { minimum_price { final_price { value } } } } }
}`
	opProductsByQuery = `query GetProductsByQuery($search: String, $filter: ProductAttributeFilterInput, $page: Int, $pageSize: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, currentPage: $page, pageSize: $pageSize, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { sku name }
    aggregations { attribute_code label options { label value count } }
    sort_fields { default }
  }
}`
	opProductsByRelation = `query GetProductsByRelation($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { sku product_relation_code upsell_products { sku } } }
}`
	opProductsByRelationCode = `query GetProductsByRelationCode($relationCode: String!) {
  products(filter: { product_relation_code: { eq: $relationCode } }) { items { sku name url_key color } }
}`
	opProductImage = `query GetProductImage($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { sku image { url label sizes { small medium large xlarge } } } }
}`
	opRoute = `query GetRoute($url: String!) {
  route(url: $url) { type relative_url redirect_code
    ... on CategoryTree { uid name }
    ... on SimpleProduct { sku name }
    ... on ConfigurableProduct { sku name } }
}`
	opCmsBlocks = `query GetCmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) { items { identifier title content } }
}`
	opAvailableStores    = `query GetAvailableStores { availableStores { store_code locale root_category_uid is_default_store } }`
	opAttributesMetaData = `query GetAttributesMetaData {
  customAttributeMetadata(attributes: [{ attribute_code: "color", entity_type: "4" }, { attribute_code: "size", entity_type: "4" }, { attribute_code: "manufacturer", entity_type: "4" }]) {
    items { attribute_code attribute_type entity_type input_type attribute_options { label value } }
  }
}`
	opCountries = `query GetCountries { countries { id two_letter_abbreviation full_name_locale full_name_english available_regions { id code name } } }`
	opShopData  = `query GetShopData {
  availableStores { store_code locale root_category_uid }
  customAttributeMetadata(attributes: [{ attribute_code: "color", entity_type: "4" }]) { items { attribute_code attribute_options { label value } } }
  countries { id full_name_locale }
  returnReasons { code label }
}`
	opReturnReasons = `query GetReturnReasons { returnReasons { code label } }`
)

// shop is a small catalogue behind the commerce API: a tree four levels
// below the root, a configurable pair of breeches in two colours and two
// sizes, the same breeches as simple products per colour, a reduced feed
// with a base price and a price history, and a virtual voucher.
type shop struct {
	h      http.Handler
	d      *db.DB
	svc    catalog.Service
	engine search.Engine
	now    time.Time

	root, rider, apparel, breeches, fullSeat, horse, feed int64
	colors, sizes, makers                                 map[string]int64
}

func imageKey(name string) string {
	sum := sha256.Sum256([]byte(name))
	return hex.EncodeToString(sum[:]) + ".png"
}

func tx(deText, enText, frText string) catalog.Localized {
	out := catalog.Localized{i18n.German: deText}
	if enText != "" {
		out[i18n.English] = enText
	}
	if frText != "" {
		out[i18n.French] = frText
	}
	return out
}

func newShop(t testing.TB, d *db.DB) *shop {
	t.Helper()
	ctx := context.Background()
	for _, seed := range []func(context.Context, *db.DB) error{catalog.Seed, directory.Seed, returns.Seed, blocks.Seed} {
		if err := seed(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	engine, err := search.NewBleveMemory()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = engine.Close() })
	s := &shop{d: d, now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
	s.svc, s.engine = catalog.NewService(d, engine, nil), engine
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.svc.SaveAttributeOptions(ctx, "color", []catalog.AttributeOptionInput{
		{Code: "navy", Label: tx("Marine", "Navy", "Marine"), Swatch: "#1b2a4a", SortOrder: 1},
		{Code: "black", Label: tx("Schwarz", "Black", "Noir"), Swatch: "#111111", SortOrder: 2},
	}))
	must(s.svc.SaveAttributeOptions(ctx, "size", []catalog.AttributeOptionInput{
		{Code: "m", Label: tx("M", "M", "M"), SortOrder: 1}, {Code: "l", Label: tx("L", "L", "L"), SortOrder: 2},
	}))
	must(s.svc.SaveAttributeOptions(ctx, "manufacturer", []catalog.AttributeOptionInput{
		{Code: "pikeur", Label: tx("Pikeur", "", ""), SortOrder: 1}, {Code: "hoefler", Label: tx("Höfler Futter", "", ""), SortOrder: 2},
	}))
	s.colors, s.sizes, s.makers = optionIDs(t, s.svc, "color"), optionIDs(t, s.svc, "size"), optionIDs(t, s.svc, "manufacturer")

	stores, err := s.svc.AvailableStores(ctx, "shop")
	if err != nil || len(stores) != 3 {
		t.Fatalf("stores: %v %v", stores, err)
	}
	s.root = stores[0].RootCategoryID
	category := func(parent int64, pos int, name, url catalog.Localized) int64 {
		t.Helper()
		id, err := s.svc.SaveCategory(ctx, catalog.CategoryInput{ParentID: parent, Position: pos, IsActive: true, IncludeInMenu: true,
			Name: name, URLKey: url, Description: tx("<p>"+name[i18n.German]+" für Reiter.</p>", "", "")})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	s.rider = category(0, 0, tx("Reiter", "Rider", "Cavalier"), tx("reiter", "rider", "cavalier"))
	s.apparel = category(s.rider, 0, tx("Reitbekleidung", "Riding apparel", "Vêtements d'équitation"), tx("reitbekleidung", "riding-apparel", "vetements"))
	s.breeches = category(s.apparel, 0, tx("Reithosen", "Breeches", "Pantalons d'équitation"), tx("reithosen", "breeches", "pantalons"))
	s.fullSeat = category(s.breeches, 0, tx("Vollbesatz", "Full seat", "Fond intégral"), tx("vollbesatz", "full-seat", "fond-integral"))
	s.horse = category(0, 1, tx("Pferd", "Horse", "Cheval"), tx("pferd", "horse", "cheval"))
	s.feed = category(s.horse, 0, tx("Futter", "Feed", "Aliments"), tx("futter", "feed", "aliments"))

	save := func(in catalog.ProductInput) {
		t.Helper()
		if in.At.IsZero() {
			in.At = s.now
		}
		if _, err := s.svc.SaveProduct(ctx, in); err != nil {
			t.Fatalf("save %s: %v", in.SKU, err)
		}
	}
	safety := catalog.SafetyInput{ManufacturerName: "Pikeur Reitmoden GmbH", ManufacturerAddress: "Hauptstraße 1\n12345 Musterstadt", ManufacturerCountry: "DE",
		ManufacturerEmail: "produktsicherheit@pikeur.example", Notes: tx("Von Feuer fernhalten.", "Keep away from fire.", "Tenir éloigné du feu.")}
	// The feed: 15 kg, 7 % VAT, 30.00 two months ago, 32.00 since ten
	// days, reduced to 25.00 two days ago.
	feed := catalog.ProductInput{Type: catalog.Simple, SKU: "HF-MUESLI", IsActive: true,
		Name: tx("Pferdemüsli Kräuter", "Herbal horse muesli", "Muesli aux herbes"), URLKey: tx("pferdemuesli-kraeuter", "herbal-horse-muesli", "muesli-aux-herbes"),
		Description:  tx("<p>Müsli mit Kräutern.</p>", "<p>Muesli with herbs.</p>", "<p>Muesli aux herbes.</p>"),
		Manufacturer: "hoefler", Price: 3000, TaxClass: catalog.ReducedRate, ContentQuantity: 15, BaseUnit: catalog.Kilogram,
		StockQty: 40, DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{s.feed},
		Images: []catalog.ImageInput{{Key: imageKey("feed"), Label: tx("Sack Müsli", "Bag of muesli", "Sac de muesli"), Width: 1200, Height: 1200}},
		Safety: catalog.SafetyInput{ManufacturerName: "Höfler Futter KG", ManufacturerAddress: "Feldweg 2, 23456 Heudorf", ManufacturerEmail: "info@hoefler.example"},
		At:     s.now.AddDate(0, 0, -60)}
	save(feed)
	feed.Price, feed.At = 3200, s.now.AddDate(0, 0, -10)
	save(feed)
	special, from, to := catalog.Money(2500), s.now.AddDate(0, 0, -2), s.now.AddDate(0, 0, 10)
	feed.SpecialPrice, feed.SpecialFrom, feed.SpecialTo, feed.At = &special, &from, &to, s.now.AddDate(0, 0, -2)
	save(feed)

	save(catalog.ProductInput{Type: catalog.Virtual, SKU: "GS-50", IsActive: true, Name: tx("Gutschein 50 €", "Gift card €50", "Carte cadeau 50 €"),
		Price: 5000, TaxClass: catalog.StandardRate, StockQty: 1000, CategoryIDs: []int64{s.rider}})

	breeches := catalog.ProductInput{Type: catalog.Configurable, SKU: "RH-CELINA", IsActive: true,
		Name: tx("Reithose Celina", "Celina breeches", "Pantalon Celina"), URLKey: tx("reithose-celina", "celina-breeches", "pantalon-celina"),
		Description:  tx("<p>Vollbesatzreithose aus Stretch.</p>", "<p>Full-seat breeches in stretch fabric.</p>", "<p>Pantalon à fond intégral.</p>"),
		MaterialCare: tx("<p>Bei 30 °C waschen.</p>", "<p>Wash at 30 °C.</p>", ""), SizeInfo: tx("<p>Fällt normal aus.</p>", "", ""),
		ManufacturerInfo: tx("<p>Pikeur aus Deutschland.</p>", "", ""), MetaTitle: tx("Reithose Celina kaufen", "Buy Celina breeches", ""),
		Manufacturer: "pikeur", Price: 12995, TaxClass: catalog.StandardRate, DeliveryMinDays: 1, DeliveryMaxDays: 3,
		SizeGuide: "size-guide-riding-wear", CategoryIDs: []int64{s.fullSeat}, UpsellSKUs: []string{"HF-MUESLI"}, Safety: safety,
		NewFrom: ptrTime(s.now.AddDate(0, 0, -5)), NewTo: ptrTime(s.now.AddDate(0, 0, 25)),
		Images:                 []catalog.ImageInput{{Key: imageKey("celina"), Label: tx("Reithose Celina", "Celina breeches", "Pantalon Celina"), Width: 1200, Height: 1200}},
		ConfigurableAttributes: []string{"color", "size"},
		Variants: []catalog.VariantInput{
			{SKU: "RH-CELINA-NAVY-M", Color: "navy", Size: "m", StockQty: 3, IsActive: true, Images: []catalog.ImageInput{{Key: imageKey("celina-navy"), Label: tx("Marine", "", ""), Width: 1200, Height: 1200}}},
			{SKU: "RH-CELINA-NAVY-L", Color: "navy", Size: "l", StockQty: 0, IsActive: true},
			{SKU: "RH-CELINA-BLACK-M", Color: "black", Size: "m", StockQty: 5, Price: 13995, IsActive: true},
		},
		CustomOptions: []catalog.CustomOptionInput{{Title: tx("Name auf dem Bund", "Name on the waistband", "Nom sur la ceinture"), MaxCharacters: 12, Price: 500, PriceType: catalog.FixedPrice}},
	}
	save(breeches)
	for _, c := range []struct{ code, de string }{{"navy", "Marine"}, {"black", "Schwarz"}} {
		save(catalog.ProductInput{Type: catalog.Simple, SKU: "RH-ANNA-" + strings.ToUpper(c.code), IsActive: true,
			Name: tx("Reithose Anna in "+c.de, "Anna breeches in "+c.code, "Pantalon Anna "+c.code), Manufacturer: "pikeur", Color: c.code, Size: "m",
			Price: 8995, TaxClass: catalog.StandardRate, StockQty: 2, ProductRelationCode: "RH-ANNA", CategoryIDs: []int64{s.fullSeat}})
	}
	s.h = s.api(t)
	return s
}

func ptrTime(t time.Time) *time.Time { return &t }

func optionIDs(t testing.TB, svc catalog.Service, code string) map[string]int64 {
	t.Helper()
	attrs, err := svc.Attributes(context.Background(), i18n.German, []string{code})
	if err != nil || len(attrs) != 1 {
		t.Fatalf("attribute %s: %v %v", code, attrs, err)
	}
	out := map[string]int64{}
	for _, o := range attrs[0].Options {
		out[o.Code] = o.ID
	}
	return out
}

func (s *shop) api(t testing.TB) http.Handler {
	t.Helper()
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{
		Catalog: s.svc, Directory: directory.NewService(s.d), Returns: returns.NewService(s.d, returns.Dependencies{}, returns.Options{}), Blocks: blocks.NewService(s.d),
		BaseURL: "https://shop.example", Now: func() time.Time { return s.now },
	}})
	return gqlserver.New(schema, gqlserver.Options{Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(ctx context.Context, st storecode.Store) error {
			_, err := s.svc.StoreByCode(ctx, st.Code())
			return err
		}})
}

// do runs an operation in a store and fails the test on errors.
func (s *shop) do(t *testing.T, store, query string, vars map[string]any) map[string]any {
	t.Helper()
	res := s.try(t, store, query, vars)
	if res.Status != 200 || len(res.Errors) > 0 {
		t.Fatalf("%s in %s: %d %+v", strings.Fields(query)[1], store, res.Status, res.Errors)
	}
	return res.Data
}

func (s *shop) try(t testing.TB, store, query string, vars map[string]any) gqltest.Response {
	t.Helper()
	return gqltest.Do(t, s.h, "/graphql", gqltest.Request{Query: query, Variables: vars, Header: map[string]string{"Store": store}})
}

// at walks decoded JSON by keys and indexes.
func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			l, _ := v.([]any)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

func list(v any, path ...any) []any { l, _ := at(v, path...).([]any); return l }

func skus(items []any) []string {
	out := []string{}
	for _, it := range items {
		out = append(out, fmt.Sprint(at(it, "sku")))
	}
	return out
}

func TestCategoryOperations(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		// The root uid is that of the store.
		stores := s.do(t, "shop_fr", opAvailableStores, nil)
		rootUID := at(stores, "availableStores", 2, "root_category_uid")
		if at(stores, "availableStores", 2, "store_code") != "shop_fr" || rootUID != catalog.UID(s.root) {
			t.Fatalf("stores: %v", stores)
		}
		root := s.do(t, "shop_fr", opCategoryByUID, map[string]any{"uid": rootUID})
		children := list(root, "categories", "items", 0, "children")
		if len(children) != 2 || at(children[0], "name") != "Cavalier" || at(children[1], "name") != "Cheval" {
			t.Errorf("root children in French: %v", children)
		}

		got := s.do(t, "shop_en", opCategoryByUID, map[string]any{"uid": catalog.UID(s.fullSeat)})
		c := at(got, "categories", "items", 0)
		if at(c, "name") != "Full seat" || at(c, "level") != float64(5) || at(c, "url_path") != "rider/riding-apparel/breeches/full-seat" {
			t.Errorf("full seat in English: %v", c)
		}
		crumbs := list(c, "breadcrumbs")
		if len(crumbs) != 3 || at(crumbs[0], "category_name") != "Rider" || at(crumbs[2], "category_url_path") != "rider/riding-apparel/breeches" {
			t.Errorf("breadcrumbs: %v", crumbs)
		}
		alternates := map[string]any{}
		for _, a := range list(c, "alternates") {
			alternates[at(a, "locale").(string)] = at(a, "relative_url")
		}
		if alternates["de"] != "reiter/reitbekleidung/reithosen/vollbesatz" || alternates["fr"] != "cavalier/vetements/pantalons/fond-integral" {
			t.Errorf("alternates: %v", alternates)
		}

		byID := s.do(t, "shop_de", opCategoryByID, map[string]any{"id": fmt.Sprint(s.breeches)})
		if at(byID, "categoryList", 0, "name") != "Reithosen" || at(byID, "categoryList", 0, "url_key") != "reithosen" {
			t.Errorf("by id: %v", byID)
		}
		byPath := s.do(t, "shop_de", opCategoryByPath, map[string]any{"path": "reiter/reitbekleidung/reithosen/vollbesatz"})
		if at(byPath, "categoryList", 0, "name") != "Vollbesatz" || at(byPath, "categoryList", 0, "product_count") != float64(3) {
			t.Errorf("by path: %v", byPath)
		}

		tree := s.do(t, "shop_de", opCategoryChildrenByUID, map[string]any{"uid": rootUID})
		deepest := at(tree, "categories", "items", 0, "children", 0, "children", 0, "children", 0, "children", 0)
		if at(deepest, "name") != "Vollbesatz" || at(deepest, "level") != float64(5) {
			t.Errorf("four levels below the root: %v", tree)
		}

		// Unknown and malformed uids answer nothing, as Magento does.
		for _, uid := range []string{catalog.UID(999999), "not-base64!", "", strings.Repeat("A", 5000)} {
			res := s.do(t, "shop_de", opCategoryByUID, map[string]any{"uid": uid})
			if items := list(res, "categories", "items"); len(items) != 0 {
				t.Errorf("uid %.20q: %v", uid, items)
			}
		}
		if res := s.do(t, "shop_de", opCategoryByPath, map[string]any{"path": "reiter/../../etc"}); len(list(res, "categoryList")) != 0 {
			t.Errorf("strange path: %v", res)
		}
	})
}

func TestProductListingOperations(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		byIDs := s.do(t, "shop_de", opProductsByCategoryIDs, map[string]any{"ids": []string{fmt.Sprint(s.feed)}})
		if items := list(byIDs, "products", "items"); len(items) != 1 || at(items[0], "sku") != "HF-MUESLI" {
			t.Errorf("by category id: %v", byIDs)
		}

		// An anchor category lists the products of its subcategories.
		listing := s.do(t, "shop_en", opProductsByCategoryUIDs, map[string]any{"uids": []string{catalog.UID(s.breeches)}, "page": 1, "pageSize": 2})
		p := at(listing, "products")
		if at(p, "total_count") != float64(3) || at(p, "page_info", "total_pages") != float64(2) || len(list(p, "items")) != 2 {
			t.Errorf("page 1 of 2: %v", p)
		}
		aggs := map[string][]any{}
		for _, a := range list(p, "aggregations") {
			aggs[at(a, "attribute_code").(string)] = list(a, "options")
		}
		if colors := aggs["color"]; len(colors) != 2 {
			t.Errorf("colour facet: %v", aggs)
		}
		if makers := aggs["manufacturer"]; len(makers) != 1 || at(makers[0], "label") != "Pikeur" || at(makers[0], "count") != float64(3) {
			t.Errorf("manufacturer facet: %v", aggs)
		}
		if at(p, "sort_fields", "default") != "position" || at(p, "sort_fields", "options", 2, "label") != "Price" {
			t.Errorf("sort fields: %v", at(p, "sort_fields"))
		}
		second := s.do(t, "shop_en", opProductsByCategoryUIDs, map[string]any{"uids": []string{catalog.UID(s.breeches)}, "page": 2, "pageSize": 2})
		all := append(skus(list(p, "items")), skus(list(second, "products", "items"))...)
		if len(all) != 3 || all[0] == all[2] || all[1] == all[2] {
			t.Errorf("pages overlap: %v", all)
		}

		// The root category holds every product of the store.
		whole := s.do(t, "shop_de", opProductsByCategoryUIDs, map[string]any{"uids": []string{catalog.UID(s.root)}, "page": 1, "pageSize": 24})
		if at(whole, "products", "total_count") != float64(5) {
			t.Errorf("root category: %v", at(whole, "products", "total_count"))
		}

		bySkus := s.do(t, "shop_fr", opProductsBySkus, map[string]any{"skus": []string{"GS-50", "HF-MUESLI", "NOPE"}})
		if got := skus(list(bySkus, "products", "items")); len(got) != 2 {
			t.Errorf("by skus: %v", got)
		}
		bySku := s.do(t, "shop_fr", opProductsBySku, map[string]any{"sku": "GS-50"})
		if at(bySku, "products", "items", 0, "name") != "Carte cadeau 50 €" || at(bySku, "products", "items", 0, "price_range", "minimum_price", "final_price", "value") != 50.0 {
			t.Errorf("by sku: %v", bySku)
		}
		// A variant is found by its SKU (a cart line names it), with its
		// parent's name and its own price.
		variant := s.do(t, "shop_fr", opProductsBySku, map[string]any{"sku": "RH-CELINA-BLACK-M"})
		if at(variant, "products", "items", 0, "name") != "Pantalon Celina" || at(variant, "products", "items", 0, "price_range", "minimum_price", "final_price", "value") != 139.95 {
			t.Errorf("variant by SKU: %v", variant)
		}

		image := s.do(t, "shop_de", opProductImage, map[string]any{"sku": "HF-MUESLI"})
		img := at(image, "products", "items", 0, "image")
		hash := strings.TrimSuffix(imageKey("feed"), ".png")
		if at(img, "label") != "Sack Müsli" || at(img, "sizes", "small") != "/media/small/"+hash || at(img, "sizes", "xlarge") != "/media/xlarge/"+hash {
			t.Errorf("image: %v", img)
		}

		relation := s.do(t, "shop_de", opProductsByRelationCode, map[string]any{"relationCode": "RH-ANNA"})
		if got := skus(list(relation, "products", "items")); len(got) != 2 {
			t.Errorf("by relation code: %v", got)
		}
		related := s.do(t, "shop_de", opProductsByRelation, map[string]any{"sku": "RH-CELINA"})
		if at(related, "products", "items", 0, "upsell_products", 0, "sku") != "HF-MUESLI" {
			t.Errorf("by relation: %v", related)
		}
	})
}

// A category page sends its own category as category_uid and the
// subcategory a customer picks as category_id (web/src/features/catalog):
// the two must narrow together, not add up.
func TestCategoryFiltersNarrowTogether(t *testing.T) {
	const op = `query Narrow($uids: [String], $ids: [String]) {
  products(filter: { category_uid: { in: $uids }, category_id: { in: $ids } }, pageSize: 24) {
    total_count items { sku }
    aggregations { attribute_code options { value count } }
  }
}`
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		facet := func(res map[string]any, code string) map[string]float64 {
			out := map[string]float64{}
			for _, a := range list(res, "products", "aggregations") {
				if at(a, "attribute_code") == code {
					for _, o := range list(a, "options") {
						out[at(o, "value").(string)] = at(o, "count").(float64)
					}
				}
			}
			return out
		}
		id := func(v int64) string { return fmt.Sprint(v) }
		for _, c := range []struct {
			name      string
			uids, ids []string
			want      float64
		}{
			{"rider alone", []string{catalog.UID(s.rider)}, nil, 4},
			{"rider, breeches picked", []string{catalog.UID(s.rider)}, []string{id(s.breeches)}, 3},
			{"rider, feed picked: nothing in both", []string{catalog.UID(s.rider)}, []string{id(s.feed)}, 0},
			{"root page restricts nothing", []string{catalog.UID(s.root)}, []string{id(s.feed)}, 1},
			{"breeches picked alone", nil, []string{id(s.breeches)}, 3},
		} {
			res := s.do(t, "shop_de", op, map[string]any{"uids": c.uids, "ids": c.ids})
			if got := at(res, "products", "total_count"); got != c.want {
				t.Errorf("%s: total %v; want %v (%v)", c.name, got, c.want, skus(list(res, "products", "items")))
			}
		}
		// The category facet of the rider page offers its subcategories,
		// counted within the page, whatever was picked.
		res := s.do(t, "shop_de", op, map[string]any{"uids": []string{catalog.UID(s.rider)}, "ids": []string{id(s.breeches)}})
		if got := facet(res, "category_id"); got[id(s.apparel)] != 3 || len(got) != 1 {
			t.Errorf("rider page category facet: %v", got)
		}
		// A leaf category's page offers no category facet: its siblings lie
		// outside it.
		res = s.do(t, "shop_de", op, map[string]any{"uids": []string{catalog.UID(s.fullSeat)}})
		if got := facet(res, "category_id"); len(got) != 0 {
			t.Errorf("leaf page category facet: %v", got)
		}
	})
}

// sort new: DESC lists the newest first, and a product marked new
// (new_from) before every product that never was, however recently made.
func TestSortByNew(t *testing.T) {
	const op = `query New($dir: SortEnum, $uid: String) {
  products(filter: { category_uid: { eq: $uid } }, sort: { new: $dir }, pageSize: 24) { items { sku } }
}`
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		desc := skus(list(s.do(t, "shop_de", op, map[string]any{"dir": "DESC", "uid": catalog.UID(s.root)}), "products", "items"))
		asc := skus(list(s.do(t, "shop_de", op, map[string]any{"dir": "ASC", "uid": catalog.UID(s.root)}), "products", "items"))
		if len(desc) < 3 || desc[0] != "RH-CELINA" || asc[len(asc)-1] != "RH-CELINA" {
			t.Fatalf("marked new first: DESC %v, ASC %v", desc, asc)
		}
	})
}

func TestProductDetailOperation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		res := s.do(t, "shop_en", opProductsByURLKey, map[string]any{"urlKey": "celina-breeches"})
		p := at(res, "products", "items", 0)
		if at(p, "sku") != "RH-CELINA" || at(p, "type_id") != "configurable" || at(p, "name") != "Celina breeches" {
			t.Fatalf("product: %v", res)
		}
		// English gaps are filled in German.
		if at(p, "size_info") != "<p>Fällt normal aus.</p>" || at(p, "material_care") != "<p>Wash at 30 °C.</p>" {
			t.Errorf("texts: %v / %v", at(p, "size_info"), at(p, "material_care"))
		}
		if at(p, "is_new") != true || at(p, "has_size_guide") != true || at(p, "size_guide") != "size-guide-riding-wear" || at(p, "tax_rate") != float64(19) ||
			at(p, "delivery_time", "min_days") != float64(1) || at(p, "delivery_time", "max_days") != float64(3) {
			t.Errorf("flags: %v", p)
		}
		if at(p, "product_safety", "manufacturer_email") != "produktsicherheit@pikeur.example" || at(p, "product_safety", "safety_notes") != "Keep away from fire." {
			t.Errorf("safety: %v", at(p, "product_safety"))
		}
		// The manufacturer's country in the page's language, beside an address without it.
		if at(p, "product_safety", "manufacturer_country") != "Germany" || at(p, "product_safety", "manufacturer_country_code") != "DE" ||
			at(p, "product_safety", "manufacturer_address") != "Hauptstraße 1\n12345 Musterstadt" {
			t.Errorf("safety address: %v", at(p, "product_safety"))
		}
		if at(p, "upsell_products", 0, "sku") != "HF-MUESLI" || at(p, "upsell_products", 0, "url_key") != "herbal-horse-muesli" {
			t.Errorf("upsells: %v", at(p, "upsell_products"))
		}
		if at(p, "options", 0, "title") != "Name on the waistband" || at(p, "options", 0, "value", "max_characters") != float64(12) ||
			at(p, "options", 0, "value", "price_type") != "FIXED" || at(p, "options", 0, "value", "price") != 5.0 {
			t.Errorf("options: %v", at(p, "options"))
		}
		alternates := map[string]any{}
		for _, a := range list(p, "alternates") {
			alternates[at(a, "locale").(string)] = at(a, "relative_url")
		}
		if alternates["de"] != "reithose-celina" || alternates["fr"] != "pantalon-celina" || alternates["en"] != "celina-breeches" {
			t.Errorf("alternates: %v", alternates)
		}
		// The price range spans the variants; each variant has its own
		// stock, price and images.
		if at(p, "price_range", "minimum_price", "final_price", "value") != 129.95 {
			t.Errorf("minimum price: %v", at(p, "price_range"))
		}
		variants := map[string]any{}
		for _, v := range list(p, "variants") {
			variants[at(v, "product", "sku").(string)] = at(v, "product")
		}
		if len(variants) != 3 || at(variants["RH-CELINA-NAVY-L"], "stock_status") != "OUT_OF_STOCK" ||
			at(variants["RH-CELINA-BLACK-M"], "price_range", "minimum_price", "final_price", "value") != 139.95 ||
			at(variants["RH-CELINA-NAVY-M"], "small_image", "url") != "/media/large/"+strings.TrimSuffix(imageKey("celina-navy"), ".png") {
			t.Errorf("variants: %v", variants)
		}
		options := list(p, "configurable_options")
		if len(options) != 2 || at(options[0], "attribute_code") != "color" || at(options[0], "values", 0, "label") != "Navy" ||
			at(options[0], "values", 0, "swatch_data", "value") != "#1b2a4a" {
			t.Errorf("configurable options: %v", options)
		}

		// The reduced feed: the lowest price of the 30 days before the
		// reduction (30.00 until ten days ago) is what the percentage uses.
		feed := at(s.do(t, "shop_de", opProductsByURLKey, map[string]any{"urlKey": "pferdemuesli-kraeuter"}), "products", "items", 0, "price_range", "minimum_price")
		if at(feed, "regular_price", "value") != 32.0 || at(feed, "final_price", "value") != 25.0 || at(feed, "lowest_price_30_days", "value") != 30.0 ||
			at(feed, "discount", "percent_off") != 16.0 || at(feed, "base_price", "value") != 1.67 || at(feed, "regular_price", "currency") != "EUR" {
			t.Errorf("feed price: %v", feed)
		}
		if res := s.do(t, "shop_de", opProductsByURLKey, map[string]any{"urlKey": "gibt-es-nicht"}); len(list(res, "products", "items")) != 0 {
			t.Errorf("unknown url key: %v", res)
		}
	})
}

func TestSearchOperation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		search := func(store, text string, extra map[string]any) map[string]any {
			t.Helper()
			vars := map[string]any{"search": text, "pageSize": 24}
			for k, v := range extra {
				vars[k] = v
			}
			return at(s.do(t, store, opProductsByQuery, vars), "products").(map[string]any)
		}
		// German word forms and a typo.
		if r := search("shop_de", "Reithosen", nil); at(r, "total_count") != float64(3) || at(r, "sort_fields", "default") != "relevance" {
			t.Errorf("Reithosen: %v", r)
		}
		if r := search("shop_de", "Reithsoe", nil); at(r, "total_count") == float64(0) {
			t.Errorf("typo found nothing: %v", r)
		}
		// An exact SKU comes first.
		if r := search("shop_de", "RH-ANNA-NAVY", nil); at(r, "items", 0, "sku") != "RH-ANNA-NAVY" {
			t.Errorf("SKU first: %v", r)
		}
		// French, with a facet filter and a price range.
		filtered := search("shop_fr", "pantalon", map[string]any{"filter": map[string]any{
			"color": map[string]any{"eq": fmt.Sprint(s.colors["black"])}, "price": map[string]any{"from": "50", "to": "100"}}})
		if got := skus(list(filtered, "items")); len(got) != 1 || got[0] != "RH-ANNA-BLACK" {
			t.Errorf("pantalon, black, 50-100: %v", filtered)
		}
		sorted := search("shop_de", "Reithose", map[string]any{"sort": map[string]any{"price": "DESC"}})
		if got := skus(list(sorted, "items")); len(got) != 3 || got[0] != "RH-CELINA" {
			t.Errorf("by price descending: %v", got)
		}
		if r := search("shop_de", "Einhornsattel", nil); at(r, "total_count") != float64(0) || len(list(r, "items")) != 0 {
			t.Errorf("no hits: %v", r)
		}
		// Strange and long strings are searched, not refused.
		for _, text := range []string{strings.Repeat("Reithose ", 500), `"*?~^:\/(){}[]!`, "\u0000\uFFFD", "DROP TABLE product;--", "   "} {
			if res := s.try(t, "shop_de", opProductsByQuery, map[string]any{"search": text}); res.Status != 200 || len(res.Errors) > 0 {
				t.Errorf("search %.30q: %d %v", text, res.Status, res.Errors)
			}
		}
	})
}

func TestPagingAndFilterErrors(t *testing.T) {
	s := newShop(t, dbtest.New(t, db.SQLite))
	refused := func(name string, vars map[string]any, field, message string) gqltest.Scenario {
		return gqltest.Scenario{Name: name, Store: "shop_en", Query: opProductsByQuery, Variables: vars,
			Code: "BAD_USER_INPUT", Field: field, Message: message, Data: map[string]any{"products": nil}}
	}
	gqltest.Run(t, s.h, "/graphql", []gqltest.Scenario{
		refused("page size above 100", map[string]any{"pageSize": 101}, "pageSize", "between 1 and 100"),
		refused("page size 0", map[string]any{"pageSize": 0}, "pageSize", "between 1 and 100"),
		refused("page 0", map[string]any{"page": 0}, "currentPage", "1 or greater"),
		refused("a negative page", map[string]any{"page": -3}, "currentPage", "1 or greater"),
		refused("a price that is no number", map[string]any{"filter": map[string]any{"price": map[string]any{"from": "zehn"}}}, "filter.price.from", ""),
		// An option id that is not one matches nothing, as in Magento.
		{Name: "an unknown colour", Query: opProductsByQuery, Variables: map[string]any{"filter": map[string]any{"color": map[string]any{"eq": "rot"}}},
			Data: map[string]any{"products.total_count": float64(0)}},
		{Name: "translated", Store: "shop_de", Query: opProductsByQuery, Variables: map[string]any{"pageSize": 500},
			Code: "BAD_USER_INPUT", Field: "pageSize", Message: "Die Seitengröße muss zwischen 1 und 100 liegen."},
	})
}

func TestRouteOperation(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		cat := at(s.do(t, "shop_fr", opRoute, map[string]any{"url": "/cavalier/vetements/pantalons"}), "route")
		if at(cat, "type") != "CATEGORY" || at(cat, "name") != "Pantalons d'équitation" || at(cat, "redirect_code") != float64(0) ||
			at(cat, "relative_url") != "cavalier/vetements/pantalons" {
			t.Errorf("category route: %v", cat)
		}
		prod := at(s.do(t, "shop_de", opRoute, map[string]any{"url": "reithose-celina"}), "route")
		if at(prod, "type") != "PRODUCT" || at(prod, "sku") != "RH-CELINA" || at(prod, "redirect_code") != float64(0) {
			t.Errorf("product route: %v", prod)
		}
		// A changed url key redirects 301 from the old one.
		ctx := context.Background()
		ps, err := s.svc.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"GS-50"}})
		if err != nil || len(ps) != 1 {
			t.Fatal(err)
		}
		old := ps[0].URLKey
		in := catalog.ProductInput{Type: catalog.Virtual, SKU: "GS-50", IsActive: true, Name: tx("Gutschein 50 €", "Gift card €50", "Carte cadeau 50 €"),
			URLKey: tx("geschenkgutschein-50", "", ""), Price: 5000, TaxClass: catalog.StandardRate, StockQty: 1000, CategoryIDs: []int64{s.rider}}
		if _, err := s.svc.SaveProduct(ctx, in); err != nil {
			t.Fatal(err)
		}
		moved := at(s.do(t, "shop_de", opRoute, map[string]any{"url": old}), "route")
		if at(moved, "redirect_code") != float64(301) || at(moved, "relative_url") != "geschenkgutschein-50" || at(moved, "type") != "PRODUCT" {
			t.Errorf("old url key %s: %v", old, moved)
		}
		for _, url := range []string{"gibt-es-nicht", "", "/", "../../etc/passwd", strings.Repeat("x/", 3000), "%00", "reiter//reitbekleidung"} {
			res := s.try(t, "shop_de", opRoute, map[string]any{"url": url})
			if res.Status != 200 || len(res.Errors) > 0 || at(res.Data, "route") != nil {
				t.Errorf("route %.30q: %d %v %v", url, res.Status, res.Errors, res.Data)
			}
		}
	})
}

// FuzzCatalogueInputs feeds the search, filter, paging and route inputs
// strange values: every answer is data or a client error, never a server
// error. It runs on SQLite (each fuzz worker is a process of its own).
func FuzzCatalogueInputs(f *testing.F) {
	s := newShop(f, dbtest.New(f, db.SQLite))
	for _, seed := range []struct {
		search, price, option, uid, url string
		size, page                      int
	}{
		{"Reithose", "10", "1", catalog.UID(1), "reiter", 24, 1},
		{"", "*", "", "", "", 100, 1},
		{"\x00\xff", "-1", "x", "%%%", "../..", 101, 0},
		{strings.Repeat("ü", 3000), "1e309", "99999999999999999999", "MTIz", "a//b", -1, -5},
		{`"*?~^:\/(){}[]!`, "NaN", "-1", "=", "reithose-celina", 1, 1 << 30},
	} {
		f.Add(seed.search, seed.price, seed.option, seed.uid, seed.url, seed.size, seed.page)
	}
	f.Fuzz(func(t *testing.T, text, price, option, uid, url string, size, page int) {
		check := func(what string, res gqltest.Response) {
			t.Helper()
			if res.Status >= 500 || res.Code() == "INTERNAL_SERVER_ERROR" {
				t.Fatalf("%s: %d %+v", what, res.Status, res.Errors)
			}
			if len(res.Errors) > 0 && res.Message() == "" {
				t.Fatalf("%s: an error without a message: %+v", what, res.Errors)
			}
		}
		check("search", s.try(t, "shop_de", opProductsByQuery, map[string]any{
			"search": text, "pageSize": size, "page": page,
			"filter": map[string]any{"price": map[string]any{"from": price, "to": price}, "color": map[string]any{"in": []string{option}},
				"category_uid": map[string]any{"eq": uid}},
		}))
		check("route", s.try(t, "shop_fr", opRoute, map[string]any{"url": url}))
		check("category", s.try(t, "shop_en", opCategoryByUID, map[string]any{"uid": uid}))
	})
}

// listingDocument is the storefront's own category listing, read from the
// generated documents.
func storefrontDocument(t testing.TB, name string) string {
	t.Helper()
	raw, err := os.ReadFile("../../../web/src/gql/graphql.ts")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)export const " + name + "Document = new TypedDocumentString\\(`(.*?)`").FindStringSubmatch(string(raw))
	if m == nil {
		t.Fatalf("no %s in the storefront's documents", name)
	}
	return m[1]
}

// A page of products costs the same number of SQL statements whatever its
// size: what resolves per product (prices, images, variants, stock, and
// where asked for categories, upsells and alternates) is loaded for the
// whole page at once. The catalogue's read cache is off, as on
// PostgreSQL.
func TestListingsTakeAConstantNumberOfStatements(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		ctx := context.Background()
		bulk, err := s.svc.SaveCategory(ctx, catalog.CategoryInput{ParentID: s.rider, IsActive: true, IncludeInMenu: true,
			Name: tx("Zubehör", "Accessories", "Accessoires"), URLKey: tx("zubehoer", "accessories", "accessoires")})
		if err != nil {
			t.Fatal(err)
		}
		for i := range 50 {
			in := catalog.ProductInput{Type: catalog.Simple, SKU: fmt.Sprintf("ZB-%02d", i), IsActive: true,
				Name: tx(fmt.Sprintf("Zubehör %d", i), "", ""), URLKey: tx(fmt.Sprintf("zubehoer-%d", i), fmt.Sprintf("accessory-%d", i), ""),
				Manufacturer: "pikeur", Price: catalog.Money(1000 + i), TaxClass: catalog.StandardRate, StockQty: i % 3, At: s.now,
				CategoryIDs: []int64{bulk, s.rider}, UpsellSKUs: []string{"HF-MUESLI", "GS-50"},
				Images: []catalog.ImageInput{{Key: imageKey(fmt.Sprintf("zb-%d", i)), Width: 800, Height: 800}}}
			if i%3 == 0 {
				in.Type, in.ConfigurableAttributes = catalog.Configurable, []string{"color", "size"}
				in.Variants = []catalog.VariantInput{
					{SKU: in.SKU + "-NAVY-M", Color: "navy", Size: "m", StockQty: 1, IsActive: true},
					{SKU: in.SKU + "-BLACK-L", Color: "black", Size: "l", StockQty: 0, IsActive: true},
				}
			}
			if i%4 == 0 {
				special, from := catalog.Money(900), s.now.AddDate(0, 0, -1)
				in.SpecialPrice, in.SpecialFrom = &special, &from
			}
			if _, err := s.svc.SaveProduct(ctx, in); err != nil {
				t.Fatal(err)
			}
		}
		svc := catalog.NewService(d, s.engine, nil, catalog.WithReadCache(0))
		h := commerce.NewHandler(&commerce.Resolver{Catalog: svc, BaseURL: "https://shop.example", Now: func() time.Time { return s.now }},
			gqlserver.Options{Logger: slog.New(slog.DiscardHandler)})
		listing := storefrontDocument(t, "GetProductsByCategoryUIds")
		const everything = `query Everything($uids: [String!]!, $pageSize: Int!) {
  products(filter: {category_uid: {in: $uids}}, pageSize: $pageSize) {
    items { sku categories { uid name } upsell_products { sku price_range { minimum_price { final_price { value } } } } alternates { locale relative_url }
      ... on ConfigurableProduct { variants { product { sku stock_status } } } }
  }
}`
		statements := func(query string, pageSize int) int64 {
			t.Helper()
			var n atomic.Int64
			counted := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				h.ServeHTTP(w, r.WithContext(db.CountStatements(r.Context(), &n)))
			})
			res := gqltest.Do(t, counted, "/graphql", gqltest.Request{Query: query, Header: map[string]string{"Store": "shop_de"}, Variables: map[string]any{
				"uids": []string{catalog.UID(bulk)}, "page": 1, "pageSize": pageSize, "withAggregations": true}})
			if len(res.Errors) > 0 {
				t.Fatalf("%+v", res.Errors)
			}
			if items, _ := gqltest.At(res.Data, "products.items").([]any); len(items) != pageSize {
				t.Fatalf("%d items; want %d", len(items), pageSize)
			}
			return n.Load()
		}
		statements(everything, 3) // the store views are read once per process, on the first request
		for name, query := range map[string]string{"the storefront's listing": listing, "every per-product field": everything} {
			small, page, large := statements(query, 6), statements(query, 24), statements(query, 48)
			t.Logf("%s: %d, %d and %d statements for 6, 24 and 48 products", name, small, page, large)
			if small != page || page != large {
				t.Errorf("%s: %d, %d and %d statements for 6, 24 and 48 products; want the same", name, small, page, large)
			}
		}
	})
}
