package commerce_test

import (
	"context"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestAvailableStores(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := api(t, d, false)
		res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ availableStores { store_code store_name locale root_category_uid is_default_store base_currency_code timezone secure_base_link_url website_code } }`})
		if res.Status != 200 || len(res.Errors) > 0 {
			t.Fatalf("%d %v", res.Status, res.Errors)
		}
		stores := res.Data["availableStores"].([]any)
		if len(stores) != 3 {
			t.Fatalf("%d stores", len(stores))
		}
		var rootID int64
		if err := d.Read().Get(context.Background(), &rootID, "SELECT root_category_id FROM store WHERE code = 'shop_de'"); err != nil {
			t.Fatal(err)
		}
		want := []map[string]any{
			{"store_code": "shop_de", "store_name": "Deutsch", "locale": "de_DE", "is_default_store": true, "secure_base_link_url": "https://shop.example/de/"},
			{"store_code": "shop_en", "store_name": "English", "locale": "en_US", "is_default_store": false, "secure_base_link_url": "https://shop.example/en/"},
			{"store_code": "shop_fr", "store_name": "Français", "locale": "fr_FR", "is_default_store": false, "secure_base_link_url": "https://shop.example/fr/"},
		}
		for i, w := range want {
			got := stores[i].(map[string]any)
			for k, v := range w {
				if got[k] != v {
					t.Errorf("store %d: %s = %v; want %v", i, k, got[k], v)
				}
			}
			if got["root_category_uid"] != catalog.UID(rootID) || got["base_currency_code"] != "EUR" ||
				got["timezone"] != "Europe/Berlin" || got["website_code"] != "shop" {
				t.Errorf("store %d: %v", i, got)
			}
		}
	})
}

func TestStoreHeader(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		const q = `{ storeConfig { store_code locale } }`
		gqltest.Run(t, api(t, d, false), "/graphql", []gqltest.Scenario{
			{Name: "no header: the default store", Query: q, Data: map[string]any{"storeConfig.store_code": "shop_de"}},
			{Name: "shop_de", Store: "shop_de", Query: q, Data: map[string]any{"storeConfig.store_code": "shop_de"}},
			{Name: "shop_en", Store: "shop_en", Query: q, Data: map[string]any{"storeConfig.store_code": "shop_en"}},
			{Name: "shop_fr", Store: "shop_fr", Query: q, Data: map[string]any{"storeConfig.store_code": "shop_fr"}},
			{Name: "an unknown store, in the browser's language", Store: "club_de", Query: q, Header: map[string]string{"Accept-Language": "fr"},
				Status: 400, Code: "NOT_FOUND", Message: "La boutique demandée « club_de » n’existe pas.", Data: map[string]any{"storeConfig": nil}},
			{Name: "a malformed store", Store: "<script>", Query: q, Header: map[string]string{"Accept-Language": "en"},
				Status: 400, Code: "BAD_USER_INPUT", Message: "is not valid", Check: func(t *testing.T, res gqltest.Response) {
					if cat := res.Errors[0].Extensions["category"]; cat != "graphql-input" || res.Data != nil {
						t.Errorf("category %v, data %v", cat, res.Data)
					}
				}},
		})
	})
}
