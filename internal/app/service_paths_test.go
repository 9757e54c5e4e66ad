package app

import (
	"strings"
	"testing"

	"paddock/internal/content/demo"
	"paddock/internal/customer"
	"paddock/internal/platform/i18n"
	"paddock/internal/storefront"
	"paddock/internal/withdrawal"
	"paddock/web"
)

// TestServicePathsReadInTheirLanguage holds the Go code that writes the
// storefront's paths (mails, the demo content) to the routes' own path in
// each language (web/src/config/routes.json), and checks that another
// language's path leads there.
func TestServicePathsReadInTheirLanguage(t *testing.T) {
	routes, err := storefront.ParseRoutes(web.RoutesJSON())
	if err != nil {
		t.Fatal(err)
	}
	path := func(name string, l i18n.Locale) string {
		r, ok := routes.Route(name)
		if !ok {
			t.Fatalf("no route %s", name)
		}
		return r.PathIn(l)
	}
	want := map[i18n.Locale]map[string]string{
		i18n.German:  {"privacy": "service/datenschutz", "shipping": "service/versand", "contact": "service/kontakt", "withdrawal": "vertrag-widerrufen", "withdrawal-confirm": "vertrag-widerrufen/bestaetigen"},
		i18n.English: {"privacy": "service/privacy", "shipping": "service/shipping", "contact": "service/contact", "withdrawal": "withdraw-from-contract", "withdrawal-confirm": "withdraw-from-contract/confirm"},
		i18n.French:  {"privacy": "service/confidentialite", "shipping": "service/livraison", "contact": "service/contact", "withdrawal": "retracter-contrat", "withdrawal-confirm": "retracter-contrat/confirmer"},
	}
	for _, l := range i18n.Locales {
		for name, p := range want[l] {
			if got := path(name, l); got != p {
				t.Errorf("route %s in %s is %q; want %q", name, l, got, p)
			}
			// The German path (or the English one) under another language
			// is another language's path of the same route.
			for _, other := range i18n.Locales {
				if other == l || want[other][name] == p {
					continue
				}
				r, from, ok := routes.Moved(l, split(want[other][name]))
				if !ok || r.Name != name || r.Localize(split(want[other][name]), from, l) != p {
					t.Errorf("%s's path %q under /%s does not lead to %q", other, want[other][name], l, p)
				}
			}
		}
		if got, p := withdrawal.ConfirmPath(l), "/"+path("withdrawal-confirm", l); got != p {
			t.Errorf("withdrawal.ConfirmPath(%s) = %q; the route's path is %q", l, got, p)
		}
		if got, p := customer.ContactPath(l), "/"+path("contact", l); got != p {
			t.Errorf("customer.ContactPath(%s) = %q; the route's path is %q", l, got, p)
		}
		// The demo's service pages are the pages these routes show.
		for key, route := range map[string]string{"datenschutz": "privacy", "versand": "shipping", "kontakt": "contact"} {
			if got, p := demo.ServiceURL(l, key), path(route, l); got != p {
				t.Errorf("the demo's %s page in %s is at %q; the route %s is at %q", key, l, got, route, p)
			}
		}
	}
}

func split(p string) []string {
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}
