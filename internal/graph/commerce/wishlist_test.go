package commerce_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// The wish list operations as a storefront sends them.
const (
	wishlistItemFields = `id quantity description added_at price_when_added { value currency } price_now { value } price_changed
  product { uid sku name stock_status }
  customizable_options { label values { label value } }
  ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { option_label value_label configurable_product_option_value_uid } }`
	wishlistFields = `id items_count sharing_code updated_at
  items_v2(currentPage: $page, pageSize: $size) { items { __typename ` + wishlistItemFields + ` } page_info { current_page page_size total_pages } }`
	opWishlists     = `query GetWishlists($page: Int = 1, $size: Int = 20) { customer { wishlists { ` + wishlistFields + ` } } }`
	opWishlistV2    = `query GetWishlist($id: ID!, $page: Int = 1, $size: Int = 20) { customer { wishlist_v2(id: $id) { ` + wishlistFields + ` } } }`
	opAddToWishlist = `mutation AddToWishlist($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ` + wishlistFields + ` } user_errors { code message } } }`
	opUpdateWishlist = `mutation UpdateWishlist($id: ID!, $items: [WishlistItemUpdateInput!]!, $page: Int = 1, $size: Int = 20) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ` + wishlistFields + ` } user_errors { code message } } }`
	opRemoveFromWishlist = `mutation RemoveFromWishlist($id: ID!, $items: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) { wishlist { id items_count } user_errors { code message } } }`
	opWishlistToCart = `mutation WishlistToCart($id: ID!, $items: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) { status wishlist { id items_count }
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`
	opClearWishlist = `mutation ClearWishlist($id: ID!) { clearWishlist(wishlistId: $id) { wishlist { id items_count } user_errors { code } } }`
)

func TestWishlistThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna, ben := a.signedIn(t, "anna@example.de"), a.signedIn(t, "ben@example.de")
		jacket, shirt := a.uids(t, "JACKE-1"), a.uids(t, "RVL-TX-1")

		// The first add makes the wish list ("0": the customer's own, as
		// PWA Studio sends on Magento Open Source).
		data := a.ok(t, "shop_de", anna, opAddToWishlist, map[string]any{"id": "0", "items": []any{
			map[string]any{"sku": "HOSE-1", "quantity": 1},
			map[string]any{"sku": "JACKE-1", "quantity": 1},
			map[string]any{"sku": "JACKE-1", "quantity": 1, "selected_options": []string{jacket["color/Marine"], jacket["size/M"]}},
			map[string]any{"sku": "RVL-TX-1", "quantity": 2, "selected_options": []string{shirt["Logo-Art/Sublimation"]}},
			map[string]any{"sku": "NOPE-1", "quantity": 1},
			map[string]any{"sku": "RVL-TX-1", "quantity": 1, "entered_options": []any{map[string]any{"uid": shirt["Kürzel/"], "value": "ZU LANG"}}},
		}})
		out := gqltest.At(data, "addProductsToWishlist").(map[string]any)
		id, _ := gqltest.At(out, "wishlist.id").(string)
		want(map[string]any{
			"wishlist.items_count": 4.0, "wishlist.sharing_code": nil, "wishlist.updated_at": "2026-11-24 09:00:00",
			"user_errors.0.code": "PRODUCT_NOT_FOUND", "user_errors.0.message": "Es gibt keinen Artikel mit der Artikelnummer „NOPE-1“.",
			"user_errors.1.code": "UNDEFINED", "user_errors.1.message": "„Kürzel“ fasst höchstens 5 Zeichen.",
			// Newest first.
			"wishlist.items_v2.items.0.__typename": "SimpleWishlistItem", "wishlist.items_v2.items.0.product.sku": "RVL-TX-1",
			"wishlist.items_v2.items.0.quantity": 2.0, "wishlist.items_v2.items.0.price_when_added.value": 29.8,
			// The price now with the logo's surcharge, as when added.
			"wishlist.items_v2.items.0.price_now.value": 29.8, "wishlist.items_v2.items.0.price_changed": false,
			"wishlist.items_v2.items.0.customizable_options.0.label": "Logo-Art", "wishlist.items_v2.items.0.customizable_options.0.values.0.label": "Sublimation",
			"wishlist.items_v2.items.1.__typename": "ConfigurableWishlistItem", "wishlist.items_v2.items.1.product.sku": "JACKE-1",
			"wishlist.items_v2.items.1.child_sku": "JACKE-1-NAVY-M", "wishlist.items_v2.items.1.configured_variant.sku": "JACKE-1-NAVY-M",
			"wishlist.items_v2.items.1.configurable_options.0.option_label": "Farbe", "wishlist.items_v2.items.1.configurable_options.0.value_label": "Marine",
			"wishlist.items_v2.items.1.configurable_options.0.configurable_product_option_value_uid": jacket["color/Marine"],
			// Kept without a variant.
			"wishlist.items_v2.items.2.__typename": "ConfigurableWishlistItem", "wishlist.items_v2.items.2.configured_variant": nil,
			"wishlist.items_v2.items.2.child_sku": "", "wishlist.items_v2.items.2.configurable_options": []any{},
			"wishlist.items_v2.items.3.product.sku": "HOSE-1", "wishlist.items_v2.items.3.price_when_added.value": 59.9,
			"wishlist.items_v2.items.3.price_changed": false, "wishlist.items_v2.items.3.added_at": "2026-11-24 09:00:00",
			"wishlist.items_v2.page_info.total_pages": 1.0,
		})(t, nil, out)
		items := list(out, "wishlist", "items_v2", "items")
		itemID := func(i int) string { return at(items[i], "id").(string) }
		shirtID, jacketMID, jacketID, hoseID := itemID(0), itemID(1), itemID(2), itemID(3)

		// The price changes; the wish list says so. Labels in the Store's
		// language.
		a.clock.add(5 * time.Minute)
		if _, err := a.catalog.SaveProduct(context.Background(), catalog.ProductInput{Type: catalog.Simple, SKU: "HOSE-1", IsActive: true,
			Name: catalog.Localized{i18n.German: "Reithose Klassik"}, Price: 6490, TaxClass: catalog.StandardRate, StockQty: 10,
			DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{a.shop.Rider}}); err != nil {
			t.Fatal(err)
		}
		data = a.ok(t, "shop_en", anna, opWishlists, map[string]any{"size": 2, "page": 2})
		want(map[string]any{"customer.wishlists.0.id": id, "customer.wishlists.0.items_count": 4.0,
			"customer.wishlists.0.items_v2.items.0.product.sku": "JACKE-1", "customer.wishlists.0.items_v2.items.1.product.sku": "HOSE-1",
			"customer.wishlists.0.items_v2.items.1.price_changed": true, "customer.wishlists.0.items_v2.items.1.price_when_added.value": 59.9,
			"customer.wishlists.0.items_v2.items.1.price_now.value": 64.9,
			"customer.wishlists.0.items_v2.page_info.current_page":  2.0, "customer.wishlists.0.items_v2.page_info.total_pages": 2.0,
		})(t, nil, data)
		data = a.ok(t, "shop_en", anna, opWishlistV2, map[string]any{"id": id, "size": 2})
		want(map[string]any{"customer.wishlist_v2.items_v2.items.0.customizable_options.0.label": "Logo type",
			"customer.wishlist_v2.items_v2.items.1.configurable_options.0.value_label": "Navy"})(t, nil, data)

		// Quantities and notes; what cannot be changed is a user error.
		data = a.ok(t, "shop_fr", anna, opUpdateWishlist, map[string]any{"id": id, "items": []any{
			map[string]any{"wishlist_item_id": hoseID, "quantity": 3, "description": "Pour Lotte"},
			map[string]any{"wishlist_item_id": jacketMID, "quantity": 1000},
			map[string]any{"wishlist_item_id": "999999", "quantity": 1},
		}})
		want(map[string]any{
			"updateProductsInWishlist.user_errors.0.code":                 "UNDEFINED",
			"updateProductsInWishlist.user_errors.0.message":              "Veuillez saisir une quantité entière de 1 à 999.",
			"updateProductsInWishlist.user_errors.1.code":                 "PRODUCT_NOT_FOUND",
			"updateProductsInWishlist.wishlist.items_v2.items.3.quantity": 3.0, "updateProductsInWishlist.wishlist.items_v2.items.3.description": "Pour Lotte",
			"updateProductsInWishlist.wishlist.updated_at": "2026-11-24 09:05:00"})(t, nil, data)

		// Another customer's wish list is not found, and nothing changes.
		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "another's wish list by id is null", Store: "shop_de", Header: ben, Query: opWishlistV2, Variables: map[string]any{"id": id},
				Data: map[string]any{"customer.wishlist_v2": nil}},
			{Name: "an id that is no id is null", Store: "shop_de", Header: ben, Query: opWishlistV2, Variables: map[string]any{"id": "x"},
				Data: map[string]any{"customer.wishlist_v2": nil}},
			{Name: "adding to another's", Store: "shop_de", Header: ben, Query: opAddToWishlist,
				Variables: map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}},
				Code:      "NOT_FOUND", Message: "keinen Wunschzettel", Check: category("graphql-no-such-entity")},
			{Name: "an unknown id alike", Store: "shop_de", Header: ben, Query: opAddToWishlist,
				Variables: map[string]any{"id": "424242", "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}},
				Code:      "NOT_FOUND", Message: "keinen Wunschzettel"},
			{Name: "changing another's", Store: "shop_de", Header: ben, Query: opUpdateWishlist,
				Variables: map[string]any{"id": id, "items": []any{map[string]any{"wishlist_item_id": hoseID, "quantity": 1}}}, Code: "NOT_FOUND"},
			{Name: "removing from another's", Store: "shop_de", Header: ben, Query: opRemoveFromWishlist,
				Variables: map[string]any{"id": id, "items": []string{hoseID}}, Code: "NOT_FOUND"},
			{Name: "moving another's", Store: "shop_de", Header: ben, Query: opWishlistToCart, Variables: map[string]any{"id": id}, Code: "NOT_FOUND"},
			{Name: "clearing another's", Store: "shop_de", Header: ben, Query: opClearWishlist, Variables: map[string]any{"id": id}, Code: "NOT_FOUND"},
			{Name: "without a session", Store: "shop_de", Query: opAddToWishlist,
				Variables: map[string]any{"id": id, "items": []any{map[string]any{"sku": "HOSE-1", "quantity": 1}}},
				Code:      "UNAUTHENTICATED", Check: category("graphql-authorization")},
			{Name: "moving without a session", Store: "shop_de", Query: opWishlistToCart, Variables: map[string]any{"id": id},
				Code: "UNAUTHENTICATED", Check: category("graphql-authorization")},
			{Name: "a mutation as GET", Store: "shop_de", Header: anna, Query: opClearWishlist, Variables: map[string]any{"id": id}, GET: true,
				Status: http.StatusMethodNotAllowed, Code: "METHOD_NOT_ALLOWED"},
			{Name: "wish lists are on", Store: "shop_de", Query: `{ storeConfig { magento_wishlist_general_is_enabled } }`,
				Data: map[string]any{"storeConfig.magento_wishlist_general_is_enabled": "1"}},
			{Name: "a page too big", Store: "shop_de", Header: anna, Query: opWishlists, Variables: map[string]any{"size": 101},
				Code: "BAD_USER_INPUT", Field: "pageSize"},
		})
		data = a.ok(t, "shop_de", anna, opWishlistV2, map[string]any{"id": id})
		if n := len(list(data, "customer", "wishlist_v2", "items_v2", "items")); n != 4 {
			t.Errorf("anna's wish list changed: %d items", n)
		}
		if w := a.raw(t, http.MethodPost, "shop_de", anna, opRemoveFromWishlist, map[string]any{"id": id, "items": []string{"0"}}); !strings.Contains(w.Header().Get("Cache-Control"), "no-store") {
			t.Errorf("Cache-Control %q", w.Header().Get("Cache-Control"))
		}

		// Into the cart: the trousers and the jacket in M go; the jacket
		// without its variant and the shirt without its required options
		// stay, each with its reason.
		data = a.ok(t, "shop_en", anna, opWishlistToCart, map[string]any{"id": id, "items": []string{hoseID, jacketMID, jacketID, shirtID, "x"}})
		out = data["addWishlistItemsToCart"].(map[string]any)
		want(map[string]any{"status": false, "wishlist.items_count": 2.0,
			"add_wishlist_items_to_cart_user_errors.0.code": "UNDEFINED", "add_wishlist_items_to_cart_user_errors.0.wishlistItemId": "x",
			"add_wishlist_items_to_cart_user_errors.1.code": "REQUIRED_PARAMETER_MISSING", "add_wishlist_items_to_cart_user_errors.1.wishlistItemId": jacketID,
			"add_wishlist_items_to_cart_user_errors.1.message":    `Please choose a colour and size of "Reitjacke Nova (en)" first.`,
			"add_wishlist_items_to_cart_user_errors.1.wishlistId": id,
			"add_wishlist_items_to_cart_user_errors.2.code":       "REQUIRED_PARAMETER_MISSING", "add_wishlist_items_to_cart_user_errors.2.wishlistItemId": shirtID,
		})(t, nil, out)
		data = a.ok(t, "shop_de", anna, opCustomerCart, nil)
		if got := list(data, "customerCart", "items"); len(got) != 2 || at(got[0], "product", "sku") != "HOSE-1" || at(got[0], "quantity") != 3.0 ||
			at(got[1], "configured_variant", "sku") != "JACKE-1-NAVY-M" {
			t.Errorf("cart %v", got)
		}

		data = a.ok(t, "shop_de", anna, opRemoveFromWishlist, map[string]any{"id": id, "items": []string{jacketID, hoseID}})
		want(map[string]any{"removeProductsFromWishlist.wishlist.items_count": 1.0, "removeProductsFromWishlist.user_errors.0.code": "PRODUCT_NOT_FOUND"})(t, nil, data)
		data = a.ok(t, "shop_de", anna, opClearWishlist, map[string]any{"id": id})
		want(map[string]any{"clearWishlist.wishlist.items_count": 0.0, "clearWishlist.user_errors": []any{}})(t, nil, data)
		data = a.ok(t, "shop_de", anna, opWishlistToCart, map[string]any{"id": id})
		want(map[string]any{"addWishlistItemsToCart.status": true, "addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors": []any{}})(t, nil, data)
	})
}

// A wish list's page costs the same number of statements whatever its
// size: the items in one, their products through the request's loader.
func TestWishlistStatements(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		anna := a.signedIn(t, "anna@example.de")
		statements := func(items int) int64 {
			data := a.ok(t, "shop_de", anna, opWishlists, nil)
			id := gqltest.At(data, "customer.wishlists.0.id")
			if _, err := d.Write().Exec(context.Background(), `DELETE FROM wishlist_item`); err != nil {
				t.Fatal(err)
			}
			var add []any
			for i := 1; i <= items; i++ {
				add = append(add, map[string]any{"sku": carttest.Bulk(i), "quantity": 1})
			}
			add = append(add, map[string]any{"sku": "JACKE-1-NAVY-M", "parent_sku": "JACKE-1", "quantity": 1})
			a.ok(t, "shop_de", anna, opAddToWishlist, map[string]any{"id": id, "items": add})
			var n atomic.Int64
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				a.h.ServeHTTP(w, r.WithContext(db.CountStatements(r.Context(), &n)))
			})
			res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: opWishlists, Variables: map[string]any{"size": 50},
				Header: map[string]string{"Store": "shop_de", "Authorization": anna["Authorization"]}})
			if len(res.Errors) > 0 || len(list(res.Data, "customer", "wishlists", 0, "items_v2", "items")) != items+1 {
				t.Fatalf("%d items: %+v", items, res)
			}
			return n.Load()
		}
		statements(10)
		one, many := statements(1), statements(20)
		t.Logf("%d statements for 2 items, %d for 21", one, many)
		if one != many {
			t.Errorf("%d statements for 2 items, %d for 21; want the same", one, many)
		}
	})
}

// The wish list operations are listed on purpose: none is cached, none
// may be sent as GET.
func TestWishlistFields(t *testing.T) {
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{}}).Schema()
	for _, f := range schema.Mutation.Fields {
		if strings.Contains(strings.ToLower(f.Name), "wishlist") && !slices.Contains(commerce.WishlistFields, f.Name) && !slices.Contains(commerce.CartFields, f.Name) {
			t.Errorf("%s is neither among the wish list nor the cart fields", f.Name)
		}
	}
	for _, f := range commerce.WishlistFields {
		if schema.Mutation.Fields.ForName(f) == nil || slices.Contains(commerce.CachedFields, f) {
			t.Errorf("%s: no mutation, or cached", f)
		}
	}
}

// wishlistJourney is a customer who keeps trousers from a listing's
// heart and a jacket in navy, M from its product page, and a sold-out
// comb; looks at the wish list page, changes a quantity, moves
// everything to the cart (the comb stays, with its reason) and removes
// the comb (testdata/magento/wishlist.graphql).
func wishlistJourney() journey {
	const (
		email    = "mara.vogt@example.de"
		password = "Gamasche-2026"
	)
	vars := func(v map[string]any) func(*journeyState) map[string]any {
		return func(*journeyState) map[string]any { return v }
	}
	kept := func(f func(j *journeyState) map[string]any) func(*journeyState) map[string]any { return f }
	return journey{name: "wish list", api: func(t testing.TB, d *db.DB) *customerAPI { return newCartAPI(t, d) }, steps: []step{
		{op: "GetWishlistConfig", check: want(map[string]any{"storeConfig.magento_wishlist_general_is_enabled": "1"})},
		{op: "CreateAccount", vars: vars(map[string]any{"email": email, "firstname": "Mara", "lastname": "Vogt", "password": password, "is_subscribed": false}),
			check: want(map[string]any{"createCustomer.customer.id": nil})},
		{op: "signIn", vars: vars(map[string]any{"email": email, "password": password}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			j.token, _ = gqltest.At(data, "generateCustomerToken.token").(string)
		}},
		{op: "GetCustomerWishlist", code: "UNAUTHENTICATED"},
		{op: "getProductDetailForProductPage", vars: vars(map[string]any{"urlKey": "reitjacke-nova"}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			for _, o := range list(gqltest.At(data, "products.items.0"), "configurable_options") {
				for _, v := range list(o, "values") {
					j.kept[at(o, "label").(string)+"/"+at(v, "label").(string)] = at(v, "uid")
				}
			}
			if j.kept["Farbe/Marine"] == nil || j.kept["Größe/M"] == nil {
				t.Fatalf("no navy or M: %v", data)
			}
		}},
		{op: "AddProductToWishlistFromGallery", signedIn: true, vars: vars(map[string]any{"wishlistId": "0", "itemOptions": map[string]any{"sku": "HOSE-1", "quantity": 1}}),
			check: want(map[string]any{"addProductsToWishlist.user_errors": []any{}})},
		{op: "addProductToWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": "0", "itemOptions": map[string]any{"sku": "JACKE-1", "quantity": 1,
				"selected_options": []any{j.kept["Farbe/Marine"], j.kept["Größe/M"]}}}
		}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"addProductsToWishlist.wishlist.items_count": 2.0, "addProductsToWishlist.user_errors": []any{}})(t, j, data)
			j.kept["wishlist"] = gqltest.At(data, "addProductsToWishlist.wishlist.id")
		}},
		{op: "addProductToWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": j.kept["wishlist"], "itemOptions": map[string]any{"sku": "LEER-1", "quantity": 1}}
		}), check: want(map[string]any{"addProductsToWishlist.wishlist.items_count": 3.0})},
		{op: "addProductToWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": j.kept["wishlist"], "itemOptions": map[string]any{"sku": "GIBTS-NICHT", "quantity": 1}}
		}), check: want(map[string]any{"addProductsToWishlist.wishlist.items_count": 3.0, "addProductsToWishlist.user_errors.0.code": "PRODUCT_NOT_FOUND"})},
		{op: "GetCustomerWishlist", signedIn: true, check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"customer.id": nil, "customer.wishlists.0.id": j.kept["wishlist"], "customer.wishlists.0.items_count": 3.0,
				"customer.wishlists.0.sharing_code": nil})(t, j, data)
		}},
		{op: "getCustomerWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"id": j.kept["wishlist"], "currentPage": 1}
		}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"customer.wishlist_v2.items_v2.items.0.product.sku": "LEER-1",
				"customer.wishlist_v2.items_v2.items.0.product.stock_status": "OUT_OF_STOCK",
				"customer.wishlist_v2.items_v2.items.1.product.sku":          "JACKE-1", "customer.wishlist_v2.items_v2.items.1.configured_variant.sku": "JACKE-1-NAVY-M",
				"customer.wishlist_v2.items_v2.items.1.configurable_options.0.value_label": "Marine",
				"customer.wishlist_v2.items_v2.items.2.product.sku":                        "HOSE-1", "customer.wishlist_v2.items_v2.items.2.price_when_added.value": 59.9,
				"customer.wishlist_v2.items_v2.items.2.price_changed": false})(t, j, data)
			for i, name := range []string{"comb", "jacket", "trousers"} {
				j.kept[name] = gqltest.At(data, "customer.wishlist_v2.items_v2.items."+strconv.Itoa(i)+".id")
			}
		}},
		{op: "UpdateProductsInWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": j.kept["wishlist"], "wishlistItems": []any{map[string]any{"wishlist_item_id": j.kept["trousers"], "quantity": 2}}}
		}), check: want(map[string]any{"updateProductsInWishlist.user_errors": []any{}, "updateProductsInWishlist.wishlist.items_count": 3.0})},
		{op: "GetWishlistItems", signedIn: true, check: want(map[string]any{"customer.wishlists.0.items_v2.items.2.quantity": 2.0,
			"customer.wishlists.0.items_v2.items.1.configurable_options.1.value_label": "M", "customer.wishlists.0.items_v2.page_info.total_pages": 1.0})},
		{op: "AddWishlistItemsToCart", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": j.kept["wishlist"]}
		}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"addWishlistItemsToCart.status": false, "addWishlistItemsToCart.wishlist.items_count": 1.0,
				"addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors.0.code":           "NOT_SALABLE",
				"addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors.0.message":        "„Mähnenkamm“ ist derzeit nicht auf Lager.",
				"addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors.0.wishlistItemId": j.kept["comb"],
				"addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors.0.wishlistId":     j.kept["wishlist"]})(t, j, data)
		}},
		{op: "RemoveProductsFromWishlist", signedIn: true, vars: kept(func(j *journeyState) map[string]any {
			return map[string]any{"wishlistId": j.kept["wishlist"], "wishlistItemsId": []any{j.kept["comb"]}}
		}), check: func(t *testing.T, j *journeyState, data map[string]any) {
			want(map[string]any{"removeProductsFromWishlist.wishlist.id": j.kept["wishlist"]})(t, j, data)
		}},
		{op: "GetWishlistItems", signedIn: true, check: want(map[string]any{"customer.wishlists.0.items_count": 0.0,
			"customer.wishlists.0.items_v2.items": []any{}})},
	}}
}
