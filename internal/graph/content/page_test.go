package content_test

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/complexity"
	"github.com/vektah/gqlparser/v2"

	cms "paddock/internal/content"
	"paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

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
  ... on ContentStepperBlock { id headline steps { title html image { ...MediaFields } } }
  ... on LegalNoticeBlock { id headline seller { company street postcode city countryCode email phone vatId taxNumber
      registerCourt registerNumber managingDirectors } } }`

// TestStorefrontPageQueryFitsTheLimits checks that a page query with all 16
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
	t.Logf("complexity of a page query with all 16 block types: %d of %d", c, gqlserver.MaxComplexity)
	if c > gqlserver.MaxComplexity {
		t.Errorf("complexity %d", c)
	}
}
