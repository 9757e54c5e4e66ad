package storefront_test

import (
	"strings"
	"testing"

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
 {"name":"checkout-transaction","path":"checkout/transaction/:provider/process","index":false}
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
		got, ok := table.Match(segments)
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
	} {
		if _, err := storefront.ParseRoutes([]byte(raw)); err == nil {
			t.Errorf("ParseRoutes(%s) accepted it", raw)
		}
	}
}
