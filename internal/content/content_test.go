package content_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func ptr[T any](v T) *T { return &v }

func seedSites(t *testing.T, d *db.DB) {
	t.Helper()
	ctx := context.Background()
	for _, s := range [][2]string{{"shop", "https://shop.example"}, {"club", "https://club.example"}, {"outlet_50%", "https://outlet.example"}} {
		if _, err := d.Write().Exec(ctx, "INSERT INTO site (code, base_url) VALUES (?, ?)", s[0], s[1]); err != nil {
			t.Fatal(err)
		}
	}
}

func codes(p content.Page[content.Site]) string {
	var out []string
	for _, s := range p.Docs {
		out = append(out, s.Code)
	}
	return fmt.Sprint(out)
}

func TestSitesWhere(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		seedSites(t, d)
		svc := content.NewService(d, content.Options{})
		ctx := context.Background()
		tests := []struct {
			name  string
			where *content.Where
			sort  string
			want  string
		}{
			{"all, by code", nil, "", "[club outlet_50% shop]"},
			{"descending", nil, "-code", "[shop outlet_50% club]"},
			{"equals", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Equals: "https://shop.example"}}}, "", "[shop]"},
			{"not equals", &content.Where{Fields: map[string]content.Condition{"code": {NotEquals: "shop"}}}, "", "[club outlet_50%]"},
			{"in", &content.Where{Fields: map[string]content.Condition{"code": {In: []any{"club", "shop", "nope"}}}}, "", "[club shop]"},
			{"empty in", &content.Where{Fields: map[string]content.Condition{"code": {In: []any{}}}}, "", "[]"},
			{"not in", &content.Where{Fields: map[string]content.Condition{"code": {NotIn: []any{"club"}}}}, "", "[outlet_50% shop]"},
			{"contains, case-insensitive", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Contains: ptr("CLUB")}}}, "", "[club]"},
			{"contains treats % literally", &content.Where{Fields: map[string]content.Condition{"code": {Contains: ptr("50%")}}}, "", "[outlet_50%]"},
			{"contains treats _ literally", &content.Where{Fields: map[string]content.Condition{"code": {Contains: ptr("t_5")}}}, "", "[outlet_50%]"},
			{"like: every word", &content.Where{Fields: map[string]content.Condition{"baseUrl": {Like: ptr("example shop")}}}, "", "[shop]"},
			{"exists", &content.Where{Fields: map[string]content.Condition{"code": {Exists: ptr(false)}}}, "", "[]"},
			{"or", &content.Where{Or: []content.Where{
				{Fields: map[string]content.Condition{"code": {Equals: "shop"}}},
				{Fields: map[string]content.Condition{"code": {Equals: "club"}}},
			}}, "", "[club shop]"},
			{"and with or", &content.Where{
				Fields: map[string]content.Condition{"baseUrl": {Contains: ptr("example")}},
				And: []content.Where{{Or: []content.Where{
					{Fields: map[string]content.Condition{"code": {Equals: "club"}}},
					{Fields: map[string]content.Condition{"code": {Equals: "nope"}}},
				}}},
			}, "", "[club]"},
			{"id equals", &content.Where{Fields: map[string]content.Condition{"id": {Equals: int64(1)}}}, "", "[shop]"},
		}
		for _, tt := range tests {
			page, err := svc.Sites(ctx, content.FindOptions{Where: tt.where, Sort: tt.sort})
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
				continue
			}
			if got := codes(page); got != tt.want {
				t.Errorf("%s: got %s; want %s", tt.name, got, tt.want)
			}
		}
	})
}

func TestSitesPaging(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		seedSites(t, d)
		svc := content.NewService(d, content.Options{})
		ctx := context.Background()
		page, err := svc.Sites(ctx, content.FindOptions{Limit: 2, Page: 2})
		if err != nil {
			t.Fatal(err)
		}
		if codes(page) != "[shop]" || page.TotalDocs != 3 || page.TotalPages != 2 || page.HasNextPage() || !page.HasPrevPage() {
			t.Errorf("page 2 of 2: %+v", page)
		}
		first, _ := svc.Sites(ctx, content.FindOptions{})
		if first.Limit != content.DefaultLimit || first.Page != 1 || first.HasPrevPage() {
			t.Errorf("defaults: %+v", first)
		}
	})
}

func TestSitesBadInput(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	svc := content.NewService(d, content.Options{})
	ctx := context.Background()
	long := make([]byte, 600)
	for i := range long {
		long[i] = 'a'
	}
	deep := content.Where{Fields: map[string]content.Condition{"code": {Equals: "x"}}}
	for i := 0; i < 6; i++ {
		deep = content.Where{And: []content.Where{deep}}
	}
	many := make([]any, 51)
	for i := range many {
		many[i] = "x"
	}
	tests := []struct {
		name string
		opts content.FindOptions
	}{
		{"limit too big", content.FindOptions{Limit: 101}},
		{"negative limit", content.FindOptions{Limit: -1}},
		{"page zero or less", content.FindOptions{Page: -3}},
		{"unknown sort", content.FindOptions{Sort: "password"}},
		{"unknown field", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"secret": {Equals: "x"}}}}},
		{"no comparison", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {}}}}},
		{"too deep", content.FindOptions{Where: &deep}},
		{"too many values", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {In: many}}}}},
		{"value too long", content.FindOptions{Where: &content.Where{Fields: map[string]content.Condition{"code": {Equals: string(long)}}}}},
	}
	for _, tt := range tests {
		_, err := svc.Sites(ctx, tt.opts)
		if apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("%s: error %v; want Invalid", tt.name, err)
		}
	}
}

func TestSeedSiteTwice(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := content.Seed(ctx, d, "http://127.0.0.1:8080"); err != nil {
			t.Fatal(err)
		}
		if err := content.Seed(ctx, d, "https://changed.example"); err != nil {
			t.Fatal(err)
		}
		site, err := content.NewService(d, content.Options{}).SiteByCode(ctx, "shop")
		if err != nil || site.BaseURL != "http://127.0.0.1:8080" || site.CreatedAt.IsZero() {
			t.Fatalf("site %+v, %v", site, err)
		}
		if _, err := content.NewService(d, content.Options{}).SiteByCode(ctx, "nope"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown site: %v", err)
		}
	})
}

func siteInput(logo int64) content.SiteInput {
	nav := content.NavigationGroup{Position: "center", HeaderPosition: "top", Items: []content.NavigationItem{
		{ID: "reiter", Label: "Reiter", URL: "/de/reiter", Children: []content.NavigationItem{{Label: "Reithosen", URL: "/de/reiter/reithosen"}}},
	}}
	return content.SiteInput{Code: "shop", BaseURL: "https://shop.example/", LogoID: logo,
		Tracking: content.Tracking{GoogleAnalyticsID: "G-ABC123", ClarityID: "abcdef12"},
		Locales: map[i18n.Locale]content.SiteTexts{
			i18n.German: {
				Navigation: nav,
				Header: []content.HeaderEntry{
					{Kind: content.Announcement, Background: "#1F3D2B", Copy: "Kostenloser Versand ab 75 €", Link: &content.Link{URL: "/de/service/versand"}},
					{Kind: content.MainNavigation},
					{Kind: content.ActionNavigation, Actions: []content.ActionItem{{Label: "Warenkorb", URL: "/de/checkout/cart", Icon: "cart"}}},
				},
				Footer: []content.FooterBlock{
					{Kind: content.FooterMultiColumns, Columns: []content.FooterColumn{{Title: "Service", Links: []content.Link{{Label: "Kontakt", URL: "/de/service/kontakt"}}}}},
					{Kind: content.FooterIcons, Title: "Bezahlen", Icons: []content.FooterIcon{{Icon: "paypal", Label: "PayPal"}}},
					{Kind: content.FooterLinkList, Links: []content.Link{{Label: "Impressum", URL: "/de/service/impressum"}}},
				},
			},
			i18n.English: {Header: []content.HeaderEntry{{Kind: content.Announcement, Background: "#ffffff", Copy: "Free shipping from €75"}}},
		}}
}

func TestSaveSiteGroups(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		logo := f.media(t, 3)
		if _, err := f.svc.SaveSite(ctx, siteInput(logo)); err != nil {
			t.Fatal(err)
		}
		read := func(l i18n.Locale, none bool) content.Site {
			t.Helper()
			page, err := f.svc.Sites(ctx, content.FindOptions{Locale: l, NoFallback: none, Where: where("baseUrl", "https://shop.example")})
			if err != nil || len(page.Docs) != 1 {
				t.Fatalf("%s: %+v, %v", l, page, err)
			}
			return page.Docs[0]
		}
		de := read(i18n.German, false)
		if de.Logo == nil || de.Logo.Alt != "Bild 3" || de.Tracking.GoogleAnalyticsID != "G-ABC123" || de.Tracking.ClarityID != "abcdef12" ||
			de.Navigation.Position != "center" || len(de.Navigation.Items) != 1 || de.Navigation.Items[0].Children[0].ID == "" {
			t.Errorf("German site: %+v", de)
		}
		if len(de.Header) != 3 || de.Header[0].Background != "#1f3d2b" || de.Header[0].ID != "announcement-1" ||
			len(de.Header[1].Items) != 1 || de.Header[1].Items[0].Label != "Reiter" || de.Header[2].Actions[0].Icon != "cart" {
			t.Errorf("German header: %+v", de.Header)
		}
		if len(de.Footer) != 3 || de.Footer[1].Icons[0].Icon != "paypal" || de.Footer[2].Links[0].URL != "/de/service/impressum" {
			t.Errorf("German footer: %+v", de.Footer)
		}
		// English has its own header only: navigation and footer fall back.
		en := read(i18n.English, false)
		if len(en.Header) != 1 || en.Header[0].Copy != "Free shipping from €75" || len(en.Footer) != 3 || len(en.Navigation.Items) != 1 || en.Logo.Alt != "Picture 3" {
			t.Errorf("English site: %+v", en)
		}
		if fr := read(i18n.French, true); len(fr.Header) != 0 || len(fr.Footer) != 0 || len(fr.Navigation.Items) != 0 {
			t.Errorf("French without fallback: %+v", fr)
		}
		site, err := f.svc.SiteByCode(ctx, "shop")
		if err != nil || site.BaseURL != "https://shop.example" || site.Tracking.ClarityID != "abcdef12" {
			t.Errorf("by code: %+v, %v", site, err)
		}

		// The analytics ids alone: set, cleared, refused when malformed
		// (nothing changes), NotFound for another code.
		if err := f.svc.SetSiteTracking(ctx, "shop", content.Tracking{GoogleAnalyticsID: " G-XYZ789 "}); err != nil {
			t.Fatal(err)
		}
		if site, _ := f.svc.SiteByCode(ctx, "shop"); site.Tracking != (content.Tracking{GoogleAnalyticsID: "G-XYZ789"}) || site.BaseURL != "https://shop.example" {
			t.Errorf("after setting tracking: %+v", site)
		}
		if got := read(i18n.German, false); got.Tracking.GoogleAnalyticsID != "G-XYZ789" || len(got.Header) != 3 || got.Logo == nil {
			t.Errorf("the rest of the site changed with its tracking: %+v", got)
		}
		for _, bad := range []content.Tracking{{GoogleAnalyticsID: "UA-1"}, {ClarityID: "<x>"}} {
			if err := f.svc.SetSiteTracking(ctx, "shop", bad); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%+v: %v", bad, err)
			}
		}
		if err := f.svc.SetSiteTracking(ctx, "nope", content.Tracking{}); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown site: %v", err)
		}
		if site, _ := f.svc.SiteByCode(ctx, "shop"); site.Tracking != (content.Tracking{GoogleAnalyticsID: "G-XYZ789"}) {
			t.Errorf("a refused change changed the tracking: %+v", site)
		}
		if _, err := f.svc.SaveSite(ctx, siteInput(logo)); err != nil {
			t.Fatal(err)
		}

		with := func(fn func(*content.SiteInput)) content.SiteInput {
			in := siteInput(logo)
			fn(&in)
			return in
		}
		de0 := func(fn func(*content.SiteTexts)) content.SiteInput {
			return with(func(in *content.SiteInput) {
				t := in.Locales[i18n.German]
				fn(&t)
				in.Locales[i18n.German] = t
			})
		}
		tests := []struct {
			name  string
			in    content.SiteInput
			field string
		}{
			{"bad code", with(func(in *content.SiteInput) { in.Code = "Shop" }), "code"},
			{"base url without scheme", with(func(in *content.SiteInput) { in.BaseURL = "shop.example" }), "baseUrl"},
			{"base url with a query", with(func(in *content.SiteInput) { in.BaseURL = "https://shop.example/?a=1" }), "baseUrl"},
			{"bad GA id", with(func(in *content.SiteInput) { in.Tracking.GoogleAnalyticsID = "UA-1234" }), "tracking.googleAnalyticsId"},
			{"bad Clarity id", with(func(in *content.SiteInput) { in.Tracking.ClarityID = "<script>" }), "tracking.clarityId"},
			{"unknown logo", with(func(in *content.SiteInput) { in.LogoID = 999 }), "image"},
			{"no German", with(func(in *content.SiteInput) { delete(in.Locales, i18n.German) }), "locales.de"},
			{"announcement colour", de0(func(s *content.SiteTexts) { s.Header[0].Background = "green" }), "locales.de.header[0].background"},
			{"announcement without copy", de0(func(s *content.SiteTexts) { s.Header[0].Copy = "" }), "locales.de.header[0].copy"},
			{"unknown header entry", de0(func(s *content.SiteTexts) { s.Header[1].Kind = "banner" }), "locales.de.header[1].blockType"},
			{"unknown action icon", de0(func(s *content.SiteTexts) { s.Header[2].Actions[0].Icon = "rocket" }), "locales.de.header[2].actionNavigationItems[0].icon"},
			{"navigation javascript", de0(func(s *content.SiteTexts) { s.Navigation.Items[0].URL = "javascript:alert(1)" }), "locales.de.navigation.items[0].url"},
			{"navigation position", de0(func(s *content.SiteTexts) { s.Navigation.Position = "top" }), "locales.de.navigation.position"},
			{"footer column without links", de0(func(s *content.SiteTexts) { s.Footer[0].Columns[0].Links = nil }), "locales.de.footer[0].columns[0].links"},
			{"footer icon name", de0(func(s *content.SiteTexts) { s.Footer[1].Icons[0].Icon = "Pay Pal" }), "locales.de.footer[1].items[0].icon"},
		}
		// Four levels of navigation, as the category tree has; a fifth is
		// refused.
		levels := func(n int) []content.NavigationItem {
			var items []content.NavigationItem
			for i := n; i > 0; i-- {
				items = []content.NavigationItem{{Label: fmt.Sprintf("Ebene %d", i), URL: fmt.Sprintf("/de/ebene-%d", i), Children: items}}
			}
			return items
		}
		if _, err := f.svc.SaveSite(ctx, de0(func(s *content.SiteTexts) { s.Navigation.Items = levels(4) })); err != nil {
			t.Errorf("four navigation levels: %v", err)
		}
		// An announcement that carries the visitor's shipping promise needs
		// no copy of its own; on another entry the flag is dropped.
		if _, err := f.svc.SaveSite(ctx, de0(func(s *content.SiteTexts) {
			s.Header[0].Copy, s.Header[0].ShippingPromise, s.Header[1].ShippingPromise = " ", true, true
		})); err != nil {
			t.Errorf("a shipping promise without copy: %v", err)
		}
		if got := read(i18n.German, false); len(got.Header) != 3 || !got.Header[0].ShippingPromise || got.Header[0].Copy != "" || got.Header[1].ShippingPromise {
			t.Errorf("the shipping promise: %+v", got.Header)
		}
		tests = append(tests, struct {
			name  string
			in    content.SiteInput
			field string
		}{"five navigation levels", de0(func(s *content.SiteTexts) { s.Navigation.Items = levels(5) }),
			"locales.de.navigation.items[0].children[0].children[0].children[0].children"})
		for _, tt := range tests {
			_, err := f.svc.SaveSite(ctx, tt.in)
			if e := apperr.As(err); e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %q", tt.name, err, e.Field, tt.field)
			}
		}
		if after := read(i18n.German, false); len(after.Header) != 3 {
			t.Errorf("a refused save changed the site: %+v", after.Header)
		}
	})
}
