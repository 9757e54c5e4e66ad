package app_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/payment/mollie/molliefake"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/web"
)

// askAPI sends a GraphQL operation to the API at path as the storefront
// does and answers its data, failing on errors.
func askAPI(t *testing.T, h http.Handler, path, store, query string, vars map[string]any) map[string]any {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	r := httptest.NewRequest("POST", path, strings.NewReader(string(body)))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Store", store)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	var res struct {
		Data   map[string]any
		Errors []any
	}
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || w.Code != 200 || len(res.Errors) > 0 {
		t.Fatalf("%s %s: %d %v %s", path, query, w.Code, err, w.Body)
	}
	return res.Data
}

// titlesOf are the values of key of a list of objects.
func titlesOf(list any, key string) []string {
	var out []string
	for _, it := range list.([]any) {
		out = append(out, it.(map[string]any)[key].(string))
	}
	return out
}

// The footer's payment badges, the shipping page, the FAQ, the AGB and
// the CMS block footer-payment-methods name exactly the payment methods the checkout offers, in every
// language, and the AGB names the order button as it reads: the demo
// (bank transfer and the test payment) and a shop with Mollie (its
// enabled methods and bank transfer, no test payment). Before, the demo's
// texts promised card, PayPal, SEPA and invoice and a "Jetzt kaufen"
// button.
func TestPagesNameThePaymentMethodsTheCheckoutOffers(t *testing.T) {
	ui, err := i18n.LoadCatalog(web.Locales(), "{locale}/checkout.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		dialect db.Dialect
		mollie  bool
	}{{"demo on sqlite", db.SQLite, false}, {"demo on postgres", db.Postgres, false}, {"mollie on sqlite", db.SQLite, true}} {
		t.Run(c.name, func(t *testing.T) {
			cfg := testConfig(t, c.dialect)
			if c.mollie {
				fake := httptest.NewServer(molliefake.New(molliefake.Options{}))
				t.Cleanup(fake.Close)
				cfg.PaymentTest = false
				cfg.Mollie = config.Mollie{APIKey: "test_factstests", ProfileID: "pfl_factstest1", APIURL: fake.URL + "/v2"}
			}
			cfg = seededDemo(t, cfg, c.dialect)
			a, err := app.New(context.Background(), cfg, slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = a.Close() })
			h := a.Handler()
			var sku string
			d, err := app.Open(context.Background(), cfg, slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = d.Close() })
			if err := d.Read().Get(context.Background(), &sku, `SELECT sku FROM product WHERE sku LIKE 'ST-MU%' AND parent_id IS NULL
				AND is_active AND stock_qty > 10 ORDER BY sku LIMIT 1`); err != nil {
				t.Fatal(err)
			}
			for _, l := range i18n.Locales {
				store := "shop_" + string(l)
				// What the checkout offers a cart to Germany.
				id := askAPI(t, h, "/graphql", store, `mutation { createEmptyCart }`, nil)["createEmptyCart"].(string)
				askAPI(t, h, "/graphql", store, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: $sku, quantity: 1}]) { cart { id } } }`,
					map[string]any{"id": id, "sku": sku})
				askAPI(t, h, "/graphql", store, `mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $a}}) { cart { id } } }`,
					map[string]any{"id": id, "a": map[string]any{"firstname": "Mia", "lastname": "Wagner", "street": []any{"Leopoldstraße 12"}, "city": "München",
						"postcode": "80802", "country_code": "DE", "telephone": "+49 89 1234567"}})
				cart := askAPI(t, h, "/graphql", store, `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`, map[string]any{"id": id})
				offered := titlesOf(cart["cart"].(map[string]any)["available_payment_methods"], "title")

				// What the shop offers whatever the cart: the cart's, and
				// Mollie's for any amount and country.
				want := offered
				if c.mollie {
					mollie := askAPI(t, h, "/graphql", store, `{ molliePaymentMethods(input: {amount: 10, currency: null}) { methods { code name } } }`, nil)
					want = titlesOf(mollie["molliePaymentMethods"].(map[string]any)["methods"], "name")
					if len(want) < 3 {
						t.Fatalf("Mollie offers %v", want)
					}
					for _, o := range offered {
						if !slices.Contains(want, o) {
							want = append(want, o) // the shop's own methods
						}
					}
				}
				slices.Sort(want)

				// The footer's badges.
				site := askAPI(t, h, "/api/content/graphql", store, `{ Sites(where: {code: {equals: "shop"}}) { docs { footerGroup { blocks {
					__typename ... on FooterIcons { id blockType items { icon label } } } } } } }`, nil)
				var badges []string
				for _, b := range site["Sites"].(map[string]any)["docs"].([]any)[0].(map[string]any)["footerGroup"].(map[string]any)["blocks"].([]any) {
					if b := b.(map[string]any); b["id"] == "payment" {
						badges = titlesOf(b["items"], "label")
					}
				}
				listed := slices.Clone(badges) // in the shop's order
				slices.Sort(badges)
				if !slices.Equal(badges, want) {
					t.Errorf("%s: the footer's badges are %q, the checkout offers %q", l, badges, want)
				}
				for _, o := range offered {
					if !slices.Contains(badges, o) {
						t.Errorf("%s: the checkout offers %q, the footer does not show it", l, o)
					}
				}

				// The pages' text: the methods as one phrase in the shop's
				// order, nothing else, and the button as it reads.
				phrase := content.JoinAlternatives(listed, l)
				cms := askAPI(t, h, "/graphql", store, `{ cmsBlocks(identifiers: ["footer-payment-methods"]) { items { content } } }`, nil)
				raw, _ := json.Marshal(cms)
				if text := strings.ReplaceAll(string(raw), `\u0026`, "&"); strings.Contains(text, "{{") || !strings.Contains(text, phrase+".") {
					t.Errorf("%s: the CMS block footer-payment-methods does not name the methods as %q: %s", l, phrase, text)
				}
				agb := map[i18n.Locale]string{i18n.German: "service/agb", i18n.English: "service/terms", i18n.French: "service/cgv"}[l]
				shipping := map[i18n.Locale]string{i18n.German: "service/versand", i18n.English: "service/shipping", i18n.French: "service/livraison"}[l]
				for _, url := range []string{agb, shipping, ""} {
					page := askAPI(t, h, "/api/content/graphql", store, `query($url: String!) { Pages(where: {url: {equals: $url}}) { docs { blocks { __typename
						... on RichtextBlock { html } ... on ColumnsBlock { columns { html } } ... on AccordeonBlock { items { html } } } } } }`,
						map[string]any{"url": url})
					raw, _ := json.Marshal(page)
					text := strings.ReplaceAll(string(raw), `\u0026`, "&")
					if strings.Contains(text, "{{") {
						t.Errorf("%s %q shows a placeholder: %s", l, url, text)
					}
					if !strings.Contains(text, phrase+".") {
						t.Errorf("%s %q does not name the methods as %q: %s", l, url, phrase, text)
					}
					for _, never := range []string{"PayPal", "SEPA", "Kreditkarte", "credit card", "carte bancaire", "Rechnung", "invoice", "sur facture"} {
						if !slices.ContainsFunc(want, func(m string) bool { return strings.Contains(m, never) }) && strings.Contains(text, never) {
							t.Errorf("%s %q names %q, which the checkout does not offer", l, url, never)
						}
					}
					if url == agb {
						if button := ui.T(l, app.OrderButtonKey); !strings.Contains(text, button) {
							t.Errorf("%s AGB does not name the order button %q: %s", l, button, text)
						}
					}
				}
			}
		})
	}
}
