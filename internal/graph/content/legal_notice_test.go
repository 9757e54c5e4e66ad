package content_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	cms "paddock/internal/content"
	"paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
	"paddock/internal/settings"
)

const legalNoticeQuery = `query ($url: String!) {
  Pages(where: { url: { equals: $url } }, locale: de) { docs { title blocks { __typename
    ... on LegalNoticeBlock { id headline seller { company street postcode city countryCode email phone vatId taxNumber
      registerCourt registerNumber managingDirectors } }
    ... on RichtextBlock { html } } } } }`

// The Impressum's LegalNotice block shows the seller as the settings have
// it when served; the API's response cache keeps the answer only until
// the settings change, also when another instance changes them.
func TestLegalNoticeBlockShowsTheSettings(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := cms.Seed(ctx, d, "https://shop.example"); err != nil {
			t.Fatal(err)
		}
		svc := cms.NewService(d, cms.Options{})
		if _, err := svc.SavePage(ctx, cms.PageInput{SiteCode: "shop", Status: cms.Published, Locales: map[i18n.Locale]cms.PageTexts{
			i18n.German: {Title: "Impressum", Slug: "impressum", Blocks: []cms.Block{&cms.LegalNoticeBlock{},
				&cms.RichtextBlock{HTML: "<h3>Verbraucherstreitbeilegung</h3><p>Wir nehmen nicht teil.</p>"}}},
		}}); err != nil {
			t.Fatal(err)
		}
		// This instance keeps settings for an hour: only a fresh read can
		// see another instance's write.
		here := settings.NewService(d, settings.Options{MaxAge: time.Hour})
		elsewhere := settings.NewService(d, settings.Options{})
		h := content.NewHandler(&content.Resolver{Content: svc, Settings: here}, gqlserver.Options{Logger: slog.New(slog.DiscardHandler),
			CheckStore: func(ctx context.Context, s storecode.Store) error {
				_, err := svc.SiteByCode(ctx, s.Site)
				return err
			}})
		seller := func() map[string]any {
			t.Helper()
			res := gqltest.Do(t, h, path, gqltest.Request{Query: legalNoticeQuery, Variables: map[string]any{"url": "impressum"},
				Header: map[string]string{"Store": "shop_de"}})
			if len(res.Errors) > 0 {
				t.Fatalf("errors %+v", res.Errors)
			}
			block, _ := get(res.Data, "Pages", "docs", 0, "blocks", 0).(map[string]any)
			if block["__typename"] != "LegalNoticeBlock" || block["headline"] != nil {
				t.Fatalf("block %+v", block)
			}
			s, _ := block["seller"].(map[string]any)
			return s
		}
		if s := seller(); s != nil {
			t.Errorf("before legal data are set: %+v", s)
		}
		if err := elsewhere.SetLegal(ctx, settings.Demo); err != nil {
			t.Fatal(err)
		}
		s := seller()
		want := map[string]any{"company": "Paddock Reitsport GmbH", "street": "Hufschlag 12", "postcode": "48165", "city": "Münster",
			"countryCode": "DE", "email": "service@paddock-reitsport.example", "phone": "+49 251 987654-0", "vatId": "DE318457922",
			"taxNumber": "337/5914/0815", "registerCourt": "Amtsgericht Münster", "registerNumber": "HRB 21873"}
		for k, v := range want {
			if s[k] != v {
				t.Errorf("%s = %v, want %v", k, s[k], v)
			}
		}
		if d, _ := s["managingDirectors"].([]any); len(d) != 1 || d[0] != "Anna Brinkmann" {
			t.Errorf("managing directors %v", s["managingDirectors"])
		}
		if _, ok := s["bank"]; ok {
			t.Error("the bank account is shown")
		}

		moved := settings.Demo
		moved.Street, moved.TaxNumber = "Am Turnierplatz 3", ""
		if err := elsewhere.SetLegal(ctx, moved); err != nil {
			t.Fatal(err)
		}
		if s := seller(); s["street"] != "Am Turnierplatz 3" || s["taxNumber"] != nil {
			t.Errorf("after another instance's change: %+v", s)
		}
	})
}
