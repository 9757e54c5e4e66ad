package commerce_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/storecode"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func api(t *testing.T, d *db.DB, dev bool) http.Handler {
	t.Helper()
	if err := catalog.Seed(context.Background(), d); err != nil {
		t.Fatal(err)
	}
	svc := catalog.NewService(d, nil, nil)
	schema := commerce.NewExecutableSchema(commerce.Config{Resolvers: &commerce.Resolver{Catalog: svc, BaseURL: "https://shop.example"}})
	return gqlserver.New(schema, gqlserver.Options{Dev: dev, Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := svc.StoreByCode(ctx, s.Code())
			return err
		}})
}

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
				Status: 400, Code: "NOT_FOUND", Message: "La boutique demandée « club_de » n’existe pas.", Data: map[string]any{"storeConfig": nil}},
			{Name: "a malformed store", Store: "<script>", Query: q, Header: map[string]string{"Accept-Language": "en"},
				Status: 400, Code: "BAD_USER_INPUT", Message: "is not valid", Check: func(t *testing.T, res gqltest.Response) {
					if cat := res.Errors[0].Extensions["category"]; cat != "graphql-input" || res.Data != nil {
						t.Errorf("category %v, data %v", cat, res.Data)
					}
				}},
		})
	})
}

func TestTransportsAndLimits(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), false)
	const q = `{ availableStores { store_code } }`

	if res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: q, GET: true}); len(res.Errors) > 0 || res.Data["availableStores"] == nil {
		t.Errorf("GET query: %+v", res)
	}
	if res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `mutation { x }`, GET: true}); len(res.Errors) == 0 || res.Data != nil {
		t.Errorf("GET mutation was not refused: %+v", res)
	}

	introspection := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ __schema { queryType { name } } }`})
	if len(introspection.Errors) == 0 {
		t.Errorf("introspection is on outside dev mode: %+v", introspection)
	}
	typo := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ availableStore { store_code } }`})
	if len(typo.Errors) == 0 || strings.Contains(typo.Message(), "Did you mean") {
		t.Errorf("field suggestions outside dev mode: %+v", typo)
	}

	var aliases strings.Builder
	for i := 0; i < 31; i++ {
		aliases.WriteString(" s" + strings.Repeat("x", i) + ": storeConfig { store_code }")
	}
	res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{" + aliases.String() + " }", Header: map[string]string{"Store": "shop_en"}})
	if res.Code() != "GRAPHQL_VALIDATION_FAILED" || !strings.Contains(res.Message(), "too many aliases") {
		t.Errorf("31 aliases: %+v", res)
	}
	var costly strings.Builder
	for i := 0; i < 25; i++ {
		costly.WriteString(" s" + strings.Repeat("x", i) + ": availableStores { store_code store_name locale root_category_uid timezone is_default_store base_link_url secure_base_link_url website_code store_group_code id base_currency_code }")
	}
	res = gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{" + costly.String() + " }"})
	if res.Code() != "GRAPHQL_VALIDATION_FAILED" || !strings.Contains(res.Message(), "zu aufwendig") {
		t.Errorf("complexity 325: %+v", res)
	}

	big := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: "{ availableStores { store_code } }" + strings.Repeat(" ", gqlserver.MaxBodyBytes)})
	if big.Status != http.StatusRequestEntityTooLarge || big.Code() != "BAD_USER_INPUT" || !strings.Contains(big.Message(), "256 KB") || big.Data != nil {
		t.Errorf("oversized body: %+v", big)
	}
}

func TestIntrospectionAndSuggestionsInDevMode(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), true)
	res := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ __schema { queryType { name } } }`})
	if len(res.Errors) > 0 {
		t.Errorf("introspection in dev mode: %+v", res)
	}
	typo := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ availableStore { store_code } }`})
	if !strings.Contains(typo.Message(), "Did you mean") {
		t.Errorf("no suggestion in dev mode: %+v", typo)
	}
}

func TestAutomaticPersistedQueries(t *testing.T) {
	h := api(t, dbtest.New(t, db.SQLite), false)
	q := `query GetAvailableStores { availableStores { store_code } }`
	sum := sha256.Sum256([]byte(q))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}

	first := gqltest.Do(t, h, "/graphql", gqltest.Request{Extensions: ext, GET: true})
	if first.Code() != "PERSISTED_QUERY_NOT_FOUND" {
		t.Fatalf("unknown hash: %+v", first)
	}
	stored := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: q, Extensions: ext})
	if len(stored.Errors) > 0 {
		t.Fatalf("register: %+v", stored)
	}
	byHash := gqltest.Do(t, h, "/graphql", gqltest.Request{Extensions: ext, GET: true})
	if len(byHash.Errors) > 0 || len(byHash.Data["availableStores"].([]any)) != 3 {
		t.Errorf("by hash over GET: %+v", byHash)
	}
	wrong := gqltest.Do(t, h, "/graphql", gqltest.Request{Query: `{ storeConfig { store_code } }`, Extensions: ext})
	if len(wrong.Errors) == 0 {
		t.Errorf("a query that does not match its hash was accepted: %+v", wrong)
	}
}
