package content_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"log/slog"
	"net/http"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

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

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

const path = "/api/content/graphql"

func api(t *testing.T, d *db.DB) http.Handler {
	t.Helper()
	ctx := context.Background()
	if err := cms.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Write().Exec(ctx, "INSERT INTO site (code, base_url) VALUES ('club', 'https://verein.example')"); err != nil {
		t.Fatal(err)
	}
	svc := cms.NewService(d, cms.Options{})
	schema := content.NewExecutableSchema(content.Config{Resolvers: &content.Resolver{Content: svc}})
	return gqlserver.New(schema, gqlserver.Options{Logger: slog.New(slog.DiscardHandler),
		CheckStore: func(ctx context.Context, s storecode.Store) error {
			_, err := svc.SiteByCode(ctx, s.Site)
			return err
		}})
}

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
			Header: []cms.HeaderEntry{{Kind: cms.Announcement, Background: "#1f3d2b", Copy: "30 Tage Rückgaberecht", ShippingPromise: true}, {Kind: cms.MainNavigation},
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

func sortErrors[T any](errs []T) []string {
	out := make([]string, 0, len(errs))
	for _, e := range errs {
		out = append(out, fmt.Sprint(e))
	}
	sort.Strings(out)
	return out
}
