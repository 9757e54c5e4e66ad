package content_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"log/slog"
	"net/http"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/vektah/gqlparser/v2"

	cms "paddock/internal/content"
	"paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail/mailtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/ratelimit/ratelimittest"
	"paddock/internal/platform/storecode"
)

var now = time.Date(2026, 6, 15, 10, 0, 0, 0, time.UTC)

// world is a content API over a content system with a bit of everything.
type world struct {
	h       http.Handler
	svc     cms.Service
	limiter *ratelimittest.Limiter
	outbox  *mailtest.Outbox
	form    int64
	upload  func(field string) string
}

const secret = "private-sale-key-1234"

func newWorld(t testing.TB, d *db.DB) *world {
	t.Helper()
	ctx := context.Background()
	if err := cms.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	bucket, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	w := &world{limiter: &ratelimittest.Limiter{Limit: 1000}, outbox: &mailtest.Outbox{}}
	w.svc = cms.NewService(d, cms.Options{Bucket: bucket, Images: media.NewLibrary(bucket, media.Options{}), Mail: w.outbox, Limiter: w.limiter, Clock: func() time.Time { return now }})
	schema := content.NewExecutableSchema(content.Config{Resolvers: &content.Resolver{Content: w.svc}})
	w.h = ratelimit.Proxies{}.Middleware(gqlserver.New(schema, gqlserver.Options{Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := w.svc.SiteByCode(ctx, s.Site)
			return err
		}}))
	must := func(_ int64, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	img, err := w.svc.SaveMedia(ctx, cms.MediaInput{Key: fmt.Sprintf("%064x.jpg", 1), Width: 1600, Height: 800,
		Alt: cms.Text{i18n.German: "Koppel", i18n.English: "Paddock"}})
	must(img, err)
	form := cms.FormInput{Code: "anfrage", Title: cms.Text{i18n.German: "Anfrage", i18n.French: "Demande"}, SubmitButtonLabel: cms.Text{i18n.German: "Senden"},
		ConfirmationType: cms.ConfirmMessage, ConfirmationMessage: cms.Text{i18n.German: "<p>Danke</p>"},
		Fields: []cms.FormFieldInput{
			{Kind: cms.FieldText, Name: "name", Label: cms.Text{i18n.German: "Name"}, Required: true},
			{Kind: cms.FieldEmail, Name: "email", Label: cms.Text{i18n.German: "E-Mail"}, Required: true},
			{Kind: cms.FieldNumber, Name: "menge", Label: cms.Text{i18n.German: "Menge"}, Min: ptr(1.0), Max: ptr(10.0)},
			{Kind: cms.FieldSelect, Name: "art", Label: cms.Text{i18n.German: "Art"}, Options: []cms.FieldOptionInput{{Value: "a", Label: cms.Text{i18n.German: "A"}}}},
			{Kind: cms.FieldCheckbox, Name: "ok", Label: cms.Text{i18n.German: "Einverstanden"}, Required: true},
			{Kind: cms.FieldTextarea, Name: "text", Label: cms.Text{i18n.German: "Text"}},
			{Kind: cms.FieldUpload, Name: "logo", Label: cms.Text{i18n.German: "Logo"}, AllowedFiletypes: []string{"image/png"}},
		}}
	w.form, err = w.svc.SaveForm(ctx, form)
	must(w.form, err)
	w.upload = func(field string) string {
		t.Helper()
		var buf bytes.Buffer
		if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 16, 16))); err != nil {
			t.Fatal(err)
		}
		u, err := w.svc.CreateUpload(ctx, cms.UploadInput{FormID: w.form, Field: field, Filename: "logo.png", Body: &buf, Client: "t"})
		if err != nil {
			t.Fatal(err)
		}
		return u.ID
	}
	hero := func(l string) []cms.Block {
		return []cms.Block{
			&cms.TeaserBlock{Layout: "hero", Items: []cms.TeaserItem{{Headline: "Hero " + l, Image: cms.Image(img), Link: &cms.Link{URL: "/" + l + "/reiter"}}}},
			&cms.IntroBlock{Headline: "Intro " + l, HTML: `<p onclick="x">Hallo</p>`},
			&cms.DynamicFormBlock{Form: cms.FormRef{ID: w.form}},
		}
	}
	service, err := w.svc.SavePage(ctx, cms.PageInput{SiteCode: "shop", Status: cms.Published, Locales: map[i18n.Locale]cms.PageTexts{
		i18n.German: {Title: "Service", Slug: "service", Blocks: hero("de")},
	}})
	must(service, err)
	must(w.svc.SavePage(ctx, cms.PageInput{SiteCode: "shop", ParentID: service, Status: cms.Published, Locales: map[i18n.Locale]cms.PageTexts{
		i18n.German:  {Title: "Datenschutz", Slug: "datenschutz", Blocks: hero("de"), Meta: cms.Meta{Description: "Daten", Image: cms.Image(img)}},
		i18n.English: {Title: "Privacy policy", Slug: "datenschutz", Blocks: hero("en")},
	}}))
	must(w.svc.SavePage(ctx, cms.PageInput{SiteCode: "shop", ParentID: service, Status: cms.Draft, Locales: map[i18n.Locale]cms.PageTexts{
		i18n.German: {Title: "Entwurf", Slug: "entwurf"},
	}}))
	for _, c := range []struct {
		slug       string
		visibility cms.ClubVisibility
		status     cms.ClubStatus
	}{{"lindenhof", cms.ClubPublic, cms.ClubEnabled}, {"isartal", cms.ClubPublic, cms.ClubEnabled}, {"heimlich", cms.ClubUnlisted, cms.ClubEnabled},
		{"sonnenwiese", cms.ClubPrivate, cms.ClubEnabled}, {"pause", cms.ClubPublic, cms.ClubDisabled}} {
		must(w.svc.SaveClub(ctx, cms.ClubInput{Name: "Verein " + c.slug, ListName: strings.ToUpper(c.slug[:1]) + c.slug[1:], SKUPrefix: "RV" + strings.ToUpper(c.slug[:2]),
			Status: c.status, Visibility: c.visibility, Slug: c.slug, LogoID: img, BannerColor: "#1f3d6b", ShopRootCategoryID: "28",
			Locales: map[i18n.Locale]cms.ClubTexts{i18n.German: {Blocks: []cms.Block{&cms.ClubHeroBlock{Headline: "Willkommen", Image: cms.Image(img)}}}}}))
	}
	day := 24 * time.Hour
	sale := func(slug string, from, to time.Time, private bool) {
		t.Helper()
		in := cms.SalesEventInput{Status: cms.SalesActive, From: from, To: to, Repeat: cms.RepeatNone, Slug: slug,
			Settings: cms.SalesSettings{IsPrivateSale: private, SalesType: cms.SalesCategory, CategoryID: "12"},
			Locales:  map[i18n.Locale]cms.SalesEventTexts{i18n.German: {Title: "Aktion " + slug, Blocks: hero("de")}}}
		if private {
			in.AccessKey = secret
		}
		must(w.svc.SaveSalesEvent(ctx, in))
	}
	sale("jetzt", now.Add(-day), now.Add(3*day), false)
	sale("bald", now.Add(2*day), now.Add(5*day), false)
	sale("geheim", now.Add(-day), now.Add(day), true)
	must(w.svc.SaveSite(ctx, cms.SiteInput{Code: "shop", BaseURL: "https://shop.example", LogoID: img,
		Tracking: cms.Tracking{GoogleAnalyticsID: "G-TEST123"},
		Locales: map[i18n.Locale]cms.SiteTexts{i18n.German: {
			Navigation: cms.NavigationGroup{Items: []cms.NavigationItem{{Label: "Reiter", URL: "/de/reiter", Children: []cms.NavigationItem{{Label: "Helme", URL: "/de/reiter/helme"}}}}},
			Header: []cms.HeaderEntry{{Kind: cms.Announcement, Background: "#1f3d2b", Copy: "Versandkostenfrei ab 75 €"}, {Kind: cms.MainNavigation},
				{Kind: cms.ActionNavigation, Actions: []cms.ActionItem{{Label: "Warenkorb", URL: "/de/checkout/cart", Icon: "cart"}}}},
			Footer: []cms.FooterBlock{{Kind: cms.FooterMultiColumns, Columns: []cms.FooterColumn{{Title: "Service", Links: []cms.Link{{Label: "Kontakt", URL: "/de/service/kontakt"}}}}},
				{Kind: cms.FooterIcons, Icons: []cms.FooterIcon{{Icon: "paypal", Label: "PayPal"}}},
				{Kind: cms.FooterLinkList, Links: []cms.Link{{Label: "Impressum", URL: "/de/service/impressum"}}}},
		}}}))
	return w
}

func ptr[T any](v T) *T { return &v }

func (w *world) do(t *testing.T, store, query string, vars map[string]any) gqltest.Response {
	t.Helper()
	return gqltest.Do(t, w.h, path, gqltest.Request{Query: query, Variables: vars, Header: map[string]string{"Store": store}})
}

// get walks a decoded answer: keys for objects, ints for lists.
func get(v any, steps ...any) any {
	for _, s := range steps {
		switch k := s.(type) {
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

const getSite = `query GetSite($baseUrl: String!, $locale: LocaleInputType) {
  Sites(where: { baseUrl: { equals: $baseUrl } }, limit: 1, locale: $locale, fallbackLocale: de) {
    totalDocs
    docs { id code baseUrl logo { url alt width height }
      navigationGroup { position headerPosition items { id label url children { id label url children { id label url } } } }
      headerGroup { entries { __typename
        ... on Announcement { id blockType background copy link { label url newTab } }
        ... on MainNavigation { id blockType mainNavigationItems { id label url children { id label url } } }
        ... on ActionNavigation { id blockType actionNavigationItems { id label url icon } } } }
      footerGroup { blocks { __typename
        ... on FooterMultiColumns { id blockType columns { title links { label url newTab } } }
        ... on FooterIcons { id blockType title items { icon label url } }
        ... on FooterLinkList { id blockType links { label url newTab } } } }
      tracking { googleAnalyticsId clarityId } } } }`

func TestGetSite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		res := w.do(t, "shop_fr", getSite, map[string]any{"baseUrl": "https://shop.example", "locale": "fr"})
		if len(res.Errors) > 0 {
			t.Fatal(res.Errors)
		}
		site := get(res.Data, "Sites", "docs", 0)
		checks := []struct {
			path []any
			want any
		}{
			{[]any{"code"}, "shop"},
			{[]any{"logo", "alt"}, "Koppel"},
			{[]any{"logo", "width"}, 1600.0},
			{[]any{"navigationGroup", "position"}, "left"},
			{[]any{"navigationGroup", "items", 0, "children", 0, "url"}, "/de/reiter/helme"},
			{[]any{"headerGroup", "entries", 0, "__typename"}, "Announcement"},
			{[]any{"headerGroup", "entries", 0, "blockType"}, "announcement"},
			{[]any{"headerGroup", "entries", 0, "copy"}, "Versandkostenfrei ab 75 €"},
			{[]any{"headerGroup", "entries", 1, "mainNavigationItems", 0, "label"}, "Reiter"},
			{[]any{"headerGroup", "entries", 2, "actionNavigationItems", 0, "icon"}, "cart"},
			{[]any{"footerGroup", "blocks", 0, "columns", 0, "links", 0, "url"}, "/de/service/kontakt"},
			{[]any{"footerGroup", "blocks", 1, "__typename"}, "FooterIcons"},
			{[]any{"footerGroup", "blocks", 2, "links", 0, "newTab"}, false},
			{[]any{"tracking", "googleAnalyticsId"}, "G-TEST123"},
			{[]any{"tracking", "clarityId"}, nil},
		}
		for _, c := range checks {
			if got := get(site, c.path...); got != c.want {
				t.Errorf("%v: %v; want %v", c.path, got, c.want)
			}
		}
		none := w.do(t, "shop_de", getSite, map[string]any{"baseUrl": "https://other.example"})
		if get(none.Data, "Sites", "totalDocs") != 0.0 {
			t.Errorf("another base URL: %+v", none)
		}
	})
}

const getPage = `query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {
  Pages(where: { url: { equals: $url }, siteCode: { equals: $siteCode } }, limit: 1, locale: $locale, fallbackLocale: de) {
    totalDocs
    docs { id title slug url siteCode headerStyle layout _status publishedAt alternates { locale url } breadcrumbs { id label url }
      meta { title description robots image { url alt } }
      blocks { __typename
        ... on TeaserBlock { id blockType teaserLayout: layout items { headline image { url alt width sizes { small { url width } xlarge { url width } } } link { url } } }
        ... on IntroBlock { id introHeadline: headline html }
        ... on DynamicFormBlock { id form { id title fields { name blockType required maxFileSize maxLength options { value } } } } } } } }`

func TestGetPage(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		page := func(store, url, locale string) (map[string]any, gqltest.Response) {
			res := w.do(t, store, getPage, map[string]any{"url": url, "siteCode": "shop", "locale": locale})
			if len(res.Errors) > 0 {
				t.Fatalf("%s: %+v", url, res.Errors)
			}
			doc, _ := get(res.Data, "Pages", "docs", 0).(map[string]any)
			return doc, res
		}
		en, _ := page("shop_en", "service/datenschutz", "en")
		if en["title"] != "Privacy policy" || en["_status"] != "published" || en["publishedAt"] != "2026-06-15T10:00:00Z" ||
			get(en, "breadcrumbs", 0, "label") != "Service" || get(en, "breadcrumbs", 1, "url") != "service/datenschutz" ||
			get(en, "alternates", 2, "locale") != "fr" || get(en, "blocks", 0, "items", 0, "headline") != "Hero en" ||
			get(en, "blocks", 0, "items", 0, "image", "alt") != "Paddock" {
			t.Errorf("English page: %v", en)
		}
		if get(en, "blocks", 0, "items", 0, "image", "sizes", "small", "width") != 240.0 || get(en, "blocks", 0, "items", 0, "image", "sizes", "xlarge", "width") != 1600.0 ||
			!strings.HasPrefix(get(en, "blocks", 0, "items", 0, "image", "url").(string), "/media/medium/") {
			t.Errorf("image: %v", get(en, "blocks", 0, "items", 0, "image"))
		}
		if get(en, "blocks", 1, "html") != "<p>Hallo</p>" {
			t.Errorf("rich text not sanitised: %v", get(en, "blocks", 1))
		}
		form := get(en, "blocks", 2, "form")
		if get(form, "title") != "Anfrage" || get(form, "fields", 0, "maxLength") != 200.0 || get(form, "fields", 6, "maxFileSize") != float64(cms.DefaultMaxUploadBytes) {
			t.Errorf("form: %v", form)
		}
		// French falls back to German; meta falls back too.
		fr, _ := page("shop_fr", "service/datenschutz", "fr")
		if fr["title"] != "Datenschutz" || get(fr, "meta", "description") != "Daten" || get(fr, "meta", "image", "alt") != "Koppel" {
			t.Errorf("French page: %v", fr)
		}
		if bad := w.do(t, "shop_en", getPage, map[string]any{"url": "x", "siteCode": "shop", "locale": "es"}); bad.Code() != "GRAPHQL_VALIDATION_FAILED" {
			t.Errorf("an unknown locale: %+v", bad)
		}
		// The locale argument is optional: the Store header decides.
		res := w.do(t, "shop_en", getPage, map[string]any{"url": "service/datenschutz", "siteCode": "shop"})
		if get(res.Data, "Pages", "docs", 0, "title") != "Privacy policy" {
			t.Errorf("locale from the Store header: %+v", res)
		}
		if draft, _ := page("shop_de", "service/entwurf", "de"); draft != nil {
			t.Errorf("a draft answered: %v", draft)
		}
		byID := w.do(t, "shop_de", `{ Page(id: 3) { title } published: Page(id: 2) { title } }`, nil)
		if byID.Data["Page"] != nil || get(byID.Data, "published", "title") != "Datenschutz" {
			t.Errorf("pages by id: %+v", byID)
		}
	})
}

const getContentBySlugOrURL = `query GetContentBySlugOrUrl($url: String!, $siteCode: String!, $salesEventWhere: SalesEvent_where!, $locale: LocaleInputType) {
  Pages(where: { url: { equals: $url }, siteCode: { equals: $siteCode } }, limit: 1, locale: $locale, fallbackLocale: de) { docs { id title url } }
  SalesEvents(where: $salesEventWhere, limit: 1, locale: $locale, fallbackLocale: de) { docs { id slug title } } }`

const getSalesEventBySlug = `query GetSalesEventBySlug($where: SalesEvent_where!, $locale: LocaleInputType) {
  SalesEvents(where: $where, limit: 1, locale: $locale, fallbackLocale: de) {
    docs { id title slug status from to repeat settings { isPrivateSale salesType categoryId singleProductSku }
      countdown { state startsAt endsAt serverTime } meta { title } blocks { __typename } } } }`

func TestGetContentAndSalesEvents(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		both := func(url string, where map[string]any) (any, any) {
			res := w.do(t, "shop_de", getContentBySlugOrURL, map[string]any{"url": url, "siteCode": "shop", "salesEventWhere": where, "locale": "de"})
			if len(res.Errors) > 0 {
				t.Fatalf("%s: %+v", url, res.Errors)
			}
			return get(res.Data, "Pages", "docs", 0, "title"), get(res.Data, "SalesEvents", "docs", 0, "slug")
		}
		slug := func(s string) map[string]any { return map[string]any{"slug": map[string]any{"equals": s}} }
		withKey := func(s, key string) map[string]any {
			w := slug(s)
			w["accessKey"] = map[string]any{"equals": key}
			return w
		}
		for _, tt := range []struct {
			name      string
			url       string
			where     map[string]any
			page, ev  any
			wantError bool
		}{
			{"a page", "service/datenschutz", slug("service/datenschutz"), "Datenschutz", nil, false},
			{"a sale", "jetzt", slug("jetzt"), nil, "jetzt", false},
			{"a private sale without its key", "geheim", slug("geheim"), nil, nil, false},
			{"a private sale with a wrong key", "geheim", withKey("geheim", "wrong-key-1234567890"), nil, nil, false},
			{"a private sale with its key", "geheim", withKey("geheim", secret), nil, "geheim", false},
			{"a key does not hide a public sale", "jetzt", withKey("jetzt", "whatever-key-12345"), nil, "jetzt", false},
			{"a key of null", "jetzt", map[string]any{"slug": map[string]any{"equals": "jetzt"}, "accessKey": map[string]any{"equals": nil}}, nil, "jetzt", false},
			{"nothing", "nichts", slug("nichts"), nil, nil, false},
		} {
			page, ev := both(tt.url, tt.where)
			if page != tt.page || ev != tt.ev {
				t.Errorf("%s: page %v, sale %v; want %v, %v", tt.name, page, ev, tt.page, tt.ev)
			}
		}
		probe := w.do(t, "shop_de", getContentBySlugOrURL, map[string]any{"url": "x", "siteCode": "shop", "locale": "de",
			"salesEventWhere": map[string]any{"slug": map[string]any{"equals": "geheim"}, "accessKey": map[string]any{"like": "priv"}}})
		if probe.Code() != "BAD_USER_INPUT" || get(probe.Errors[0].Extensions, "field") != "where.accessKey" {
			t.Errorf("probing the key: %+v", probe)
		}
		if res := w.do(t, "shop_de", `{ SalesEvents { docs { accessKey } } }`, nil); res.Code() != "GRAPHQL_VALIDATION_FAILED" {
			t.Errorf("the key is answerable: %+v", res)
		}

		sales := func(where map[string]any, locale string) map[string]any {
			res := w.do(t, "shop_"+locale, getSalesEventBySlug, map[string]any{"where": where, "locale": locale})
			if len(res.Errors) > 0 {
				t.Fatal(res.Errors)
			}
			doc, _ := get(res.Data, "SalesEvents", "docs", 0).(map[string]any)
			return doc
		}
		running := sales(slug("jetzt"), "en")
		if running["title"] != "Aktion jetzt" || running["from"] != "2026-06-14T10:00:00Z" || running["repeat"] != "none" ||
			get(running, "countdown", "state") != "running" || get(running, "countdown", "endsAt") != "2026-06-18T10:00:00Z" ||
			get(running, "countdown", "serverTime") != "2026-06-15T10:00:00Z" || get(running, "settings", "categoryId") != "12" ||
			get(running, "settings", "singleProductSku") != nil || get(running, "blocks", 0, "__typename") != "TeaserBlock" {
			t.Errorf("running sale: %v", running)
		}
		soon := sales(slug("bald"), "fr")
		if get(soon, "countdown", "state") != "upcoming" || get(soon, "countdown", "startsAt") != "2026-06-17T10:00:00Z" {
			t.Errorf("upcoming sale: %v", soon)
		}
		if private := sales(withKey("geheim", secret), "de"); get(private, "settings", "isPrivateSale") != true {
			t.Errorf("private sale with key: %v", private)
		}
		if private := sales(slug("geheim"), "de"); private != nil {
			t.Errorf("private sale without key: %v", private)
		}
	})
}

const clubSummary = `id name listName slug skuPrefix bannerColor shopRootCategoryId logo { url alt width height }`

func TestClubs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		getClub := `query GetClub($slug: String!, $locale: LocaleInputType) {
  Clubs(where: { slug: { equals: $slug } }, limit: 1, locale: $locale, fallbackLocale: de) {
    docs { ` + clubSummary + ` status visibility meta { title robots } blocks { __typename ... on ClubHeroBlock { headline image { alt } } } } } }`
		for _, tt := range []struct{ slug, want string }{
			{"lindenhof", "lindenhof"}, {"heimlich", "heimlich"}, {"sonnenwiese", "sonnenwiese"}, {"pause", ""}, {"nope", ""},
		} {
			res := w.do(t, "shop_en", getClub, map[string]any{"slug": tt.slug, "locale": "en"})
			got, _ := get(res.Data, "Clubs", "docs", 0, "slug").(string)
			if len(res.Errors) > 0 || got != tt.want {
				t.Errorf("GetClub %s: %q, %+v", tt.slug, got, res.Errors)
			}
		}
		club := w.do(t, "shop_en", getClub, map[string]any{"slug": "sonnenwiese", "locale": "en"})
		if doc := get(club.Data, "Clubs", "docs", 0); get(doc, "visibility") != "private" || get(doc, "skuPrefix") != "RVSO" ||
			get(doc, "shopRootCategoryId") != "28" || get(doc, "blocks", 0, "__typename") != "ClubHeroBlock" || get(doc, "blocks", 0, "image", "alt") != "Paddock" {
			t.Errorf("club: %v", doc)
		}

		visible := `query GetVisibleClubs($limit: Int, $locale: LocaleInputType) {
  Clubs(where: { status: { equals: enabled }, visibility: { not_equals: private } }, limit: $limit, locale: $locale, fallbackLocale: de) {
    totalDocs limit totalPages hasNextPage docs { ` + clubSummary + ` } } }`
		for _, tt := range []struct {
			limit any
			want  string
			total float64
		}{{0, "Isartal Lindenhof", 2}, {1, "Isartal", 2}, {nil, "Isartal Lindenhof", 2}} {
			vars := map[string]any{"locale": "de"}
			if tt.limit != nil {
				vars["limit"] = tt.limit
			}
			res := w.do(t, "shop_de", visible, vars)
			var names []string
			for _, doc := range get(res.Data, "Clubs", "docs").([]any) {
				names = append(names, get(doc, "listName").(string))
			}
			if len(res.Errors) > 0 || strings.Join(names, " ") != tt.want || get(res.Data, "Clubs", "totalDocs") != tt.total {
				t.Errorf("limit %v: %v (%v), %+v", tt.limit, names, get(res.Data, "Clubs", "totalDocs"), res.Errors)
			}
			if tt.limit == 0 && (get(res.Data, "Clubs", "limit") != 0.0 || get(res.Data, "Clubs", "hasNextPage") != false) {
				t.Errorf("limit 0 paging: %v", res.Data)
			}
		}
		for _, q := range []string{`{ Clubs(limit: 101) { totalDocs } }`, `{ Clubs(limit: -1) { totalDocs } }`} {
			if res := w.do(t, "shop_de", q, nil); res.Code() != "BAD_USER_INPUT" {
				t.Errorf("%s: %+v", q, res)
			}
		}
	})
}

const createFormSubmission = `mutation CreateFormSubmission($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id createdAt } }`

func submission(form int64, honeypot any, values ...string) map[string]any {
	var data []any
	for i := 0; i+1 < len(values); i += 2 {
		data = append(data, map[string]any{"field": values[i], "value": values[i+1]})
	}
	in := map[string]any{"form": form, "submissionData": data}
	if honeypot != nil {
		in["honeypot"] = honeypot
	}
	return map[string]any{"data": in}
}

func TestCreateFormSubmission(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		w := newWorld(t, d)
		logo := w.upload("logo")
		ok := w.do(t, "shop_fr", createFormSubmission, submission(w.form, "", "name", "Eva", "email", "eva@example.com", "ok", "true", "logo", logo, "menge", "2"))
		if len(ok.Errors) > 0 || get(ok.Data, "createFormSubmission", "id") != 1.0 || get(ok.Data, "createFormSubmission", "createdAt") != "2026-06-15T10:00:00Z" {
			t.Fatalf("submission: %+v", ok)
		}
		if len(w.outbox.Messages()) != 1 || len(w.outbox.Messages()[0].Attachments) != 1 || w.outbox.Messages()[0].To[0] != "shop@paddock.example" {
			t.Errorf("mail: %+v", w.outbox.Messages())
		}
		type fieldError struct{ field, message string }
		tests := []struct {
			name   string
			store  string
			vars   map[string]any
			errors []fieldError
		}{
			{"required", "shop_de", submission(w.form, nil, "email", "eva@example.com", "ok", "true"),
				[]fieldError{{"name", "Dies ist ein Pflichtfeld."}}},
			{"email", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva(at)example.com", "ok", "true"),
				[]fieldError{{"email", "Please enter a valid email format."}}},
			{"number", "shop_fr", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "menge", "beaucoup"),
				[]fieldError{{"menge", "Veuillez saisir un nombre."}}},
			{"number above max", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "menge", "11"),
				[]fieldError{{"menge", "Please enter a number of at most 10."}}},
			{"select", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "art", "z"),
				[]fieldError{{"art", "Please choose one of the values offered."}}},
			{"checkbox", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "false"),
				[]fieldError{{"ok", "This is a required field."}}},
			{"textarea too long", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "text", strings.Repeat("x", 2001)),
				[]fieldError{{"text", "Please use at most 2000 characters."}}},
			{"a used upload", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "logo", logo),
				[]fieldError{{"logo", "The uploaded file is no longer available. Please upload it again."}}},
			{"unknown field", "shop_en", submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true", "admin", "1"),
				[]fieldError{{"admin", `The field "admin" does not belong to this form.`}}},
			{"several at once", "shop_de", submission(w.form, nil, "email", "x"),
				[]fieldError{{"name", "Dies ist ein Pflichtfeld."}, {"email", "Bitte geben Sie eine gültige E-Mail-Adresse ein."}, {"ok", "Dies ist ein Pflichtfeld."}}},
			{"honeypot", "shop_en", submission(w.form, "I am a bot", "name", "Eva", "email", "eva@example.com", "ok", "true"),
				[]fieldError{{"honeypot", "Invalid input."}}},
			{"unknown form", "shop_en", submission(999, nil, "name", "Eva"), []fieldError{{"form", "This form does not exist."}}},
		}
		for _, tt := range tests {
			res := w.do(t, tt.store, createFormSubmission, tt.vars)
			var got []fieldError
			for _, e := range res.Errors {
				f, _ := e.Extensions["field"].(string)
				got = append(got, fieldError{f, e.Message})
			}
			if fmt.Sprint(sortErrors(got)) != fmt.Sprint(sortErrors(tt.errors)) || res.Data["createFormSubmission"] != nil {
				t.Errorf("%s: %v; want %v", tt.name, got, tt.errors)
			}
		}
		if len(w.outbox.Messages()) != 1 {
			t.Errorf("refused submissions sent mail: %d", len(w.outbox.Messages()))
		}
		w.limiter.Refuse = true
		limited := w.do(t, "shop_en", createFormSubmission, submission(w.form, nil, "name", "Eva", "email", "eva@example.com", "ok", "true"))
		if limited.Code() != "TOO_MANY_REQUESTS" || limited.Message() != "You have sent a lot of requests in a short time. Please wait a few minutes and try again." ||
			limited.Errors[0].Extensions["retryAfter"] != float64(cms.SubmitRule.Window/time.Second) {
			t.Errorf("rate limit: %+v", limited)
		}
		if res := gqltest.Do(t, w.h, path, gqltest.Request{Query: createFormSubmission, Variables: submission(w.form, nil), GET: true}); len(res.Errors) == 0 {
			t.Errorf("a mutation over GET: %+v", res)
		}

		form := w.do(t, "shop_fr", `query($id: Int!) { Form(id: $id) { id title submitButtonLabel confirmationType confirmationMessage redirect { url } fields { id name blockType label width required } } none: Form(id: 999) { id } }`,
			map[string]any{"id": w.form})
		if get(form.Data, "Form", "title") != "Demande" || get(form.Data, "Form", "submitButtonLabel") != "Senden" || get(form.Data, "Form", "fields", 0, "width") != 100.0 ||
			get(form.Data, "Form", "redirect") != nil || form.Data["none"] != nil {
			t.Errorf("Form: %+v", form)
		}
	})
}

func sortErrors[T any](errs []T) []string {
	out := make([]string, 0, len(errs))
	for _, e := range errs {
		out = append(out, fmt.Sprint(e))
	}
	sort.Strings(out)
	return out
}

// storefrontPage is a page query as the storefront sends it: every block
// type with what its component shows, images with their srcset sizes.
const storefrontPage = `query GetPage($url: String!, $siteCode: String!, $locale: LocaleInputType) {
  Pages(where: { url: { equals: $url }, siteCode: { equals: $siteCode } }, limit: 1, locale: $locale, fallbackLocale: de) {
    docs { ...PageFields } } }
fragment MediaFields on Media { url alt width height sizes { small { url } large { url } xlarge { url } } }
fragment LinkFields on Link { label url newTab }
fragment PageFields on Page { id title url alternates { locale url } headerStyle layout breadcrumbs { id label url }
  meta { title description robots } blocks { ...BlockFields } }
fragment BlockFields on Block { __typename
  ... on TeaserBlock { id teaserLayout: layout items { headline subline text theme image { ...MediaFields } mobileImage { ...MediaFields } link { ...LinkFields } } }
  ... on IntroBlock { id eyebrow introHeadline: headline html alignment }
  ... on AccordeonBlock { id headline items { id title html } }
  ... on ColumnsBlock { id headline columns { width html image { ...MediaFields } link { ...LinkFields } } }
  ... on RichtextBlock { id richtextHtml: html }
  ... on DirectLinksBlock { id headline links { label url description image { ...MediaFields } } }
  ... on TextImageBlock { id headline html imagePosition image { ...MediaFields } link { ...LinkFields } }
  ... on CatalogBlock { id headline type layout categoryIds productSkus limit link { ...LinkFields } }
  ... on StaticFormBlock { id formType mailingList headline html legalBlock successMessage }
  ... on DynamicFormBlock { id headline html form { id title submitButtonLabel confirmationType confirmationMessage redirect { url }
      fields { id blockType name label width defaultValue required options { label value } allowedFiletypes multiFileUpload maxFileSize maxLength min max message } } }
  ... on SpacerBlock { id backgroundColor darkMode padding { mobile tablet desktop } }
  ... on AnchorBlock { id anchorId }
  ... on ClubsBlock { id headline html limit }
  ... on ClubHeroBlock { id headline html image { ...MediaFields } link { ...LinkFields } }
  ... on ContentStepperBlock { id headline steps { title html image { ...MediaFields } } } }`

// TestStorefrontPageQueryFitsTheLimits checks that a page query with all 15
// block types passes the server's complexity limit, and says how close it
// comes.
func TestStorefrontPageQueryFitsTheLimits(t *testing.T) {
	w := newWorld(t, dbtest.New(t, db.SQLite))
	res := w.do(t, "shop_de", storefrontPage, map[string]any{"url": "service/datenschutz", "siteCode": "shop", "locale": "de"})
	if len(res.Errors) > 0 || get(res.Data, "Pages", "docs", 0, "title") != "Datenschutz" {
		t.Fatalf("storefront page query: %+v", res.Errors)
	}
	schema := content.NewExecutableSchema(content.Config{Resolvers: &content.Resolver{Content: w.svc}})
	doc, errs := gqlparser.LoadQueryWithRules(schema.Schema(), storefrontPage, nil)
	if errs != nil {
		t.Fatal(errs)
	}
	c := complexity.Calculate(context.Background(), schema, doc.Operations[0], map[string]any{"url": "", "siteCode": "shop"})
	t.Logf("complexity of a page query with all 15 block types: %d of %d", c, gqlserver.MaxComplexity)
	if c > gqlserver.MaxComplexity {
		t.Errorf("complexity %d", c)
	}
}

// FuzzCollectionWhere sends arbitrary filters, sorts and locales through
// GraphQL to every collection: answers or input errors, never an internal
// error. It runs on SQLite; the service's tests feed PostgreSQL strange
// strings.
func FuzzCollectionWhere(f *testing.F) {
	w := newWorld(f, dbtest.New(f, db.SQLite))
	for _, seed := range []struct{ collection, field, op, value, sort string }{
		{"Pages", "url", "equals", "service/datenschutz", "-title"},
		{"Pages", "title", "like", "%\\_", "url"},
		{"Clubs", "visibility", "equals", "private", "listName"},
		{"Clubs", "slug", "in", "sonnenwiese", "-id"},
		{"SalesEvents", "accessKey", "equals", secret, "from"},
		{"SalesEvents", "accessKey", "contains", "priv", "accessKey"},
		{"Sites", "code", "not_in", "\x00", "baseUrl"},
		{"Pages", "id", "exists", "true", ""},
	} {
		f.Add(seed.collection, seed.field, seed.op, seed.value, seed.sort)
	}
	operators := map[string]string{"Pages": "Page_where", "Clubs": "Club_where", "SalesEvents": "SalesEvent_where", "Sites": "Site_where"}
	f.Fuzz(func(t *testing.T, collection, field, op, value, sort string) {
		typ, ok := operators[collection]
		if !ok {
			collection, typ = "Pages", "Page_where"
		}
		var v any = value
		switch op {
		case "in", "not_in":
			v = []any{value}
		case "exists":
			v = value == "true"
		}
		query := fmt.Sprintf(`query($where: %s, $sort: String) { %s(where: $where, sort: $sort) { totalDocs docs { id } } }`, typ, collection)
		res := w.do(t, "shop_de", query, map[string]any{"sort": sort, "where": map[string]any{field: map[string]any{op: v}}})
		if res.Status >= 500 || res.Code() == "INTERNAL_SERVER_ERROR" {
			t.Fatalf("%s %s %s %q sort %q: %d %+v", collection, field, op, value, sort, res.Status, res.Errors)
		}
	})
}
