package storefront_test

import (
	"strings"
	"testing"

	"paddock/internal/platform/i18n"
	"paddock/internal/storefront"
)

const fixtureRoutes = `{"routes":[
 {"name":"home","path":""},
 {"name":"search","path":"search"},
 {"name":"verein-banner","path":"verein/banner"},
 {"name":"verein-banner-slug","path":"verein/banner/*"},
 {"name":"verein-code","path":"verein/:code"},
 {"name":"verein-code-slug","path":"verein/:code/*"},
 {"name":"checkout","path":"checkout","index":false},
 {"name":"checkout-transaction","path":"checkout/transaction/:provider/process","index":false},
 {"name":"privacy","path":"service/datenschutz","paths":{"en":"service/privacy","fr":"service/confidentialite"}},
 {"name":"contact","path":"service/kontakt","paths":{"en":"service/contact","fr":"service/contact"}},
 {"name":"withdrawal","path":"vertrag-widerrufen","paths":{"en":"withdraw-from-contract","fr":"retracter-contrat"},"index":false},
 {"name":"withdrawal-confirm","path":"vertrag-widerrufen/bestaetigen","paths":{"en":"withdraw-from-contract/confirm","fr":"retracter-contrat/confirmer"},"index":false}
]}`

func TestRouteMatchingRanksLikeReactRouter(t *testing.T) {
	table, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]string{
		"":                                    "home",
		"search":                              "search",
		"verein/banner":                       "verein-banner",
		"verein/banner/impressum":             "verein-banner-slug",
		"verein/rv-musterstadt":               "verein-code",
		"verein/rv-musterstadt/about/team":    "verein-code-slug",
		"checkout":                            "checkout",
		"checkout/transaction/mollie/process": "checkout-transaction",
		"search/more":                         "",
		"checkout/transaction//process":       "",
		"verein":                              "",
		"nothing-here":                        "",
	}
	for path, want := range tests {
		var segments []string
		if path != "" {
			segments = strings.Split(path, "/")
		}
		got, ok := table.Match(i18n.German, segments)
		if want == "" && ok || want != "" && got.Name != want {
			t.Errorf("Match(%q) = %q, %v; want %q", path, got.Name, ok, want)
		}
	}
}

func TestParseRoutesRefusesBrokenManifests(t *testing.T) {
	for _, raw := range []string{
		`{`,
		`{"routes":[{"name":"","path":"x"}]}`,
		`{"routes":[{"name":"a","path":"x"},{"name":"a","path":"y"}]}`,
		`{"routes":[{"name":"a","path":"x//y"}]}`,
		`{"routes":[{"name":"a","path":"*/x"}]}`,
		`{"routes":[{"name":"a","path":"x","paths":{"es":"y"}}]}`,
		`{"routes":[{"name":"a","path":"x/:id","paths":{"en":"y/:code"}}]}`,
		`{"routes":[{"name":"a","path":"x/*","paths":{"fr":"y"}}]}`,
		`{"routes":[{"name":"a","path":"x","paths":{"en":"y//z"}}]}`,
	} {
		if _, err := storefront.ParseRoutes([]byte(raw)); err == nil {
			t.Errorf("ParseRoutes(%s) accepted it", raw)
		}
	}
}

func split(path string) []string {
	if path == "" {
		return nil
	}
	return strings.Split(path, "/")
}

func TestRoutesWithAPathPerLanguage(t *testing.T) {
	table, err := storefront.ParseRoutes([]byte(fixtureRoutes))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang       i18n.Locale
		path, want string
	}{
		{i18n.German, "service/datenschutz", "privacy"},
		{i18n.English, "service/privacy", "privacy"},
		{i18n.French, "service/confidentialite", "privacy"},
		{i18n.English, "service/contact", "contact"},
		{i18n.French, "service/contact", "contact"},
		{i18n.English, "withdraw-from-contract/confirm", "withdrawal-confirm"},
		{i18n.French, "retracter-contrat/confirmer", "withdrawal-confirm"},
		{i18n.English, "service/datenschutz", ""},
		{i18n.German, "service/privacy", ""},
		{i18n.French, "withdraw-from-contract", ""},
		{i18n.English, "search", "search"},
	} {
		got, ok := table.Match(tc.lang, split(tc.path))
		if tc.want == "" && ok || tc.want != "" && got.Name != tc.want {
			t.Errorf("Match(%s, %q) = %q, %v; want %q", tc.lang, tc.path, got.Name, ok, tc.want)
		}
	}

	// Another language's path names the route and the language it is in.
	for _, tc := range []struct {
		lang       i18n.Locale
		path, want string
	}{
		{i18n.English, "service/datenschutz", "service/privacy"},
		{i18n.French, "service/datenschutz", "service/confidentialite"},
		{i18n.French, "service/privacy", "service/confidentialite"},
		{i18n.German, "service/contact", "service/kontakt"},
		{i18n.English, "vertrag-widerrufen/bestaetigen", "withdraw-from-contract/confirm"},
		{i18n.German, "retracter-contrat", "vertrag-widerrufen"},
	} {
		route, from, ok := table.Moved(tc.lang, split(tc.path))
		if !ok {
			t.Errorf("Moved(%s, %q) found nothing", tc.lang, tc.path)
			continue
		}
		if got := route.Localize(split(tc.path), from, tc.lang); got != tc.want {
			t.Errorf("Moved(%s, %q) leads to %q; want %q", tc.lang, tc.path, got, tc.want)
		}
	}
	for _, tc := range []struct {
		lang i18n.Locale
		path string
	}{{i18n.English, "service/privacy"}, {i18n.English, "service/nothing"}, {i18n.French, "search"}, {i18n.English, "vertrag-widerrufen/x"}} {
		if route, from, ok := table.Moved(tc.lang, split(tc.path)); ok {
			t.Errorf("Moved(%s, %q) = %s in %s; want nothing", tc.lang, tc.path, route.Name, from)
		}
	}

	// Params and the splat keep their values from one language's path to another's.
	params, err := storefront.ParseRoutes([]byte(`{"routes":[{"name":"order","path":"bestellung/:id/*","paths":{"en":"order/:id/*","fr":"commande/:id/*"}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	route, ok := params.Match(i18n.English, split("order/42/return/R-1"))
	if !ok {
		t.Fatal("no match for order/42/return/R-1")
	}
	if got := route.Localize(split("order/42/return/R-1"), i18n.English, i18n.French); got != "commande/42/return/R-1" {
		t.Errorf("Localize = %q", got)
	}
	if got := route.Localize(split("order/42"), i18n.English, i18n.German); got != "bestellung/42" {
		t.Errorf("Localize without the splat = %q", got)
	}
	if got, want := route.PathIn(i18n.French), "commande/:id/*"; got != want {
		t.Errorf("PathIn(fr) = %q; want %q", got, want)
	}
}
