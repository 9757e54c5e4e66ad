package demo_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/catalog/catalogtest"
	"paddock/internal/content"
	"paddock/internal/content/demo"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// newCatalog holds a small category tree in three languages and a few
// products, as the demo catalogue has them (their names carry the
// language they were read in).
func newCatalog(now time.Time) *catalogtest.Catalog {
	c := &catalogtest.Catalog{}
	add := func(id, parent int64, de, en, fr, nde, nen, nfr string) {
		cat := func(path, name string) catalog.Category {
			return catalog.Category{ID: id, ParentID: parent, Name: name, URLPath: path, IsActive: true, IncludeInMenu: true}
		}
		c.AddCategory(map[i18n.Locale]catalog.Category{i18n.German: cat(de, nde), i18n.English: cat(en, nen), i18n.French: cat(fr, nfr)})
	}
	add(1, 0, "reiter", "rider", "cavalier", "Reiter", "Rider", "Cavalier")
	add(2, 1, "reiter/reithelme", "rider/riding-helmets", "cavalier/casques", "Reithelme", "Riding helmets", "Casques")
	add(3, 0, "pferd", "horse", "cheval", "Pferd", "Horse", "Cheval")
	add(4, 3, "pferd/schabracken", "horse/saddle-pads", "cheval/tapis", "Schabracken", "Saddle pads", "Tapis de selle")
	add(5, 0, "stall", "stable", "ecurie", "Stall", "Stable", "Écurie")
	add(6, 5, "stall/futter", "stable/feed", "ecurie/alimentation", "Futter", "Feed", "Alimentation")
	add(7, 0, "vereinskollektion", "club-collection", "collection-club", "Vereinskollektion", "Club collection", "Collection club")
	add(8, 0, "gutscheine", "gift-vouchers", "cheques-cadeaux", "Gutscheine", "Gift vouchers", "Chèques-cadeaux")
	add(10, 0, "rvl", "rvl", "rvl", "Vereinsshop RV Lindenhof", "RV Lindenhof club shop", "Boutique du RV Lindenhof")
	price := func(v catalog.Money) *catalog.Money { return &v }
	at := func(days int) *time.Time { t := now.AddDate(0, 0, days); return &t }
	img := func(n int) []catalog.Image {
		return []catalog.Image{{Key: fmt.Sprintf("%064x.jpg", n), Width: 1200, Height: 1200, Label: fmt.Sprintf("Bild %d", n)}}
	}
	for _, p := range []catalog.Product{
		{ID: 1, SKU: "RH-HELM-AERO", Name: "Reithelm Aero", Price: 15900, StockQty: 3, CategoryIDs: []int64{2}, Images: img(1)},
		{ID: 2, SKU: "PF-SC-PARCOURS", Name: "Schabracke Parcours", Price: 6495, SpecialPrice: price(4995), SpecialFrom: at(-8), SpecialTo: at(6), StockQty: 4, CategoryIDs: []int64{4}, Images: img(2)},
		{ID: 3, SKU: "PF-SC-DRESSUR", Name: "Schabracke Dressur", Price: 5995, SpecialPrice: price(4495), SpecialFrom: at(-2), StockQty: 4, CategoryIDs: []int64{4}, Images: img(3)},
		{ID: 4, SKU: "ST-LE-TRAINING", Name: "Leckerli Training", Price: 495, SpecialPrice: price(395), SpecialFrom: at(3), SpecialTo: at(17), StockQty: 40, CategoryIDs: []int64{6}, Images: img(4)},
		{ID: 5, SKU: "VK-TX-TEE", Name: "Vereins-T-Shirt", Price: 2495, StockQty: 9, CategoryIDs: []int64{7}, Images: img(5)},
	} {
		byLocale := map[i18n.Locale]catalog.Product{}
		for _, l := range i18n.Locales {
			named := p
			named.Name += " (" + string(l) + ")"
			byLocale[l] = named
		}
		c.AddProduct(byLocale)
	}
	return c
}

// images stores encoded pictures by content hash, as internal/media does.
type images struct {
	mu   sync.Mutex
	puts int
}

func (s *images) Put(_ context.Context, r io.Reader) (string, int, int, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", 0, 0, err
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", 0, 0, err
	}
	s.mu.Lock()
	s.puts++
	s.mu.Unlock()
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]) + ".png", cfg.Width, cfg.Height, nil
}

// counts returns the number of rows of every content table.
func counts(t *testing.T, d *db.DB) string {
	t.Helper()
	var out []string
	for _, table := range []string{"content_media", "site", "site_locale", "page", "page_locale", "club", "club_locale", "sales_event", "sales_event_locale", "form"} {
		var n int
		if err := d.Read().Get(context.Background(), &n, "SELECT COUNT(*) FROM "+table); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("%s=%d", table, n))
	}
	return strings.Join(out, " ")
}

func TestSeed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
		if err := content.Seed(ctx, d, "https://shop.example"); err != nil {
			t.Fatal(err)
		}
		svc := content.NewService(d, content.Options{Clock: func() time.Time { return now }})
		cat := newCatalog(now)
		opts := demo.Options{Now: now, ImageSize: 64}
		if err := demo.Seed(ctx, svc, cat, &images{}, opts); err != nil {
			t.Fatal(err)
		}
		first := counts(t, d)
		if err := demo.Seed(ctx, svc, cat, &images{}, opts); err != nil {
			t.Fatal(err)
		}
		if again := counts(t, d); again != first {
			t.Errorf("a second seed changed the content:\n%s\n%s", first, again)
		}
		if want := "content_media=13 site=1 site_locale=3 page=16 page_locale=48 club=3 club_locale=9 sales_event=2 sales_event_locale=6 form=1"; first != want {
			t.Errorf("seeded %s; want %s", first, want)
		}

		// Every page has its texts in every language.
		pages := map[i18n.Locale]map[string]content.ContentPage{}
		for _, l := range i18n.Locales {
			pages[l] = map[string]content.ContentPage{}
			all, err := svc.Pages(ctx, content.FindOptions{Locale: l, NoFallback: true, Limit: 100, Unrestricted: true})
			if err != nil || all.TotalDocs != 16 {
				t.Fatalf("%s: %d pages, %v", l, all.TotalDocs, err)
			}
			for _, p := range all.Docs {
				if p.Title == "" || p.Meta.Description == "" || len(p.Blocks) == 0 {
					t.Errorf("%s page %q lacks texts: %+v", l, p.URL, p)
				}
				pages[l][p.URL] = p
			}
		}
		// The service pages the storefront's routes show, at each language's path of the route.
		for l, urls := range map[i18n.Locale][]string{
			i18n.German:  {"service/datenschutz", "service/versand", "service/kontakt"},
			i18n.English: {"service/privacy", "service/shipping", "service/contact"},
			i18n.French:  {"service/confidentialite", "service/livraison", "service/contact"},
		} {
			for _, url := range urls {
				if _, ok := pages[l][url]; !ok {
					t.Errorf("no page %q in %s", url, l)
				}
			}
		}
		for _, url := range []string{"", "verein", "verein/banner", "verein/banner/so-funktionierts",
			"verein/rv-lindenhof/ueber-uns", "verein/rfv-isartal/ueber-uns", "verein/ponyclub-sonnenwiese/ueber-uns"} {
			for _, l := range i18n.Locales {
				if _, ok := pages[l][url]; !ok {
					t.Errorf("no page %q in %s", url, l)
				}
			}
		}
		if _, ok := pages[i18n.English]["service/withdrawal"]; !ok {
			t.Error("the withdrawal page has no English url")
		}
		if p := pages[i18n.German]["service/widerruf"]; !strings.Contains(p.Blocks[0].(*content.RichtextBlock).HTML, "Muster-Widerrufsformular") {
			t.Error("the withdrawal page lacks the model form")
		}
		// The model withdrawal form the order confirmation attaches, in
		// each language.
		for l, url := range map[i18n.Locale]string{i18n.German: demo.WithdrawalFormURL, i18n.English: "service/withdrawal-form",
			i18n.French: "service/formulaire-de-retractation"} {
			p, ok := pages[l][url]
			if !ok || !strings.Contains(p.Blocks[0].(*content.RichtextBlock).HTML, "(*)") {
				t.Errorf("no model withdrawal form at %s in %s", url, l)
			}
		}
		for _, url := range []string{demo.TermsURL, demo.WithdrawalURL} {
			if _, ok := pages[i18n.German][url]; !ok {
				t.Errorf("no legal page %s", url)
			}
		}
		if p := pages[i18n.French]["verein/ponyclub-sonnenwiese/ueber-uns"]; p.Meta.Robots != "noindex, nofollow" {
			t.Errorf("the private club's page is indexable: %+v", p.Meta)
		}

		// The home page uses most block types.
		kinds := map[content.BlockType]bool{}
		for _, b := range pages[i18n.German][""].Blocks {
			kinds[b.Type()] = true
		}
		for _, p := range pages[i18n.German] {
			for _, b := range p.Blocks {
				if f, ok := b.(*content.DynamicFormBlock); ok && (f.Form.Form == nil || len(f.Form.Form.Fields) != 10) {
					t.Errorf("dynamic form on %q: %+v", p.URL, f.Form)
				}
			}
		}
		if len(kinds) < 13 {
			t.Errorf("the home page uses %d block types: %v", len(kinds), kinds)
		}

		site, err := svc.Sites(ctx, content.FindOptions{Locale: i18n.French})
		if err != nil || len(site.Docs) != 1 {
			t.Fatal(err)
		}
		s := site.Docs[0]
		if s.BaseURL != "https://shop.example" || s.Logo == nil || len(s.Header) != 3 || s.Header[0].Copy != "30 jours pour retourner" || !s.Header[0].ShippingPromise ||
			len(s.Navigation.Items) != 7 || s.Navigation.Items[0].Label != "Cavalier" || s.Navigation.Items[0].Children[0].URL != "/fr/cavalier/casques" || len(s.Footer) != 4 {
			t.Errorf("site in French: %+v", s)
		}

		// Every link of the site and the pages leads somewhere.
		check := func(where, url string, l i18n.Locale) {
			if !strings.HasPrefix(url, "/") || strings.HasPrefix(url, "//") {
				return
			}
			path := strings.TrimPrefix(url, "/"+string(l))
			path = strings.TrimPrefix(strings.SplitN(path, "#", 2)[0], "/")
			if _, ok := pages[l][path]; ok {
				return
			}
			if found, _ := cat.Categories(ctx, l, catalog.CategoryFilter{URLPath: path}); len(found) > 0 {
				return
			}
			for _, route := range []string{"search", "customer", "customer/wishlist", "checkout/cart", "verein/produktkatalog", "verein/rv-lindenhof",
				"verein/rfv-isartal", "verein/ponyclub-sonnenwiese", demo.RunningSaleSlug} {
				if path == route {
					return
				}
			}
			t.Errorf("%s (%s): %s leads nowhere", where, l, url)
		}
		for _, l := range i18n.Locales {
			site, _ := svc.Sites(ctx, content.FindOptions{Locale: l})
			var walk func([]content.NavigationItem)
			walk = func(items []content.NavigationItem) {
				for _, it := range items {
					check("navigation", it.URL, l)
					walk(it.Children)
				}
			}
			walk(site.Docs[0].Navigation.Items)
			for _, e := range site.Docs[0].Header {
				if e.Link != nil {
					check("announcement", e.Link.URL, l)
				}
				for _, a := range e.Actions {
					check("actions", a.URL, l)
				}
			}
			for _, b := range site.Docs[0].Footer {
				for _, c := range b.Columns {
					for _, li := range c.Links {
						check("footer", li.URL, l)
					}
				}
				for _, li := range b.Links {
					check("footer", li.URL, l)
				}
			}
			for url, p := range pages[l] {
				data, _ := content.EncodeBlocks(p.Blocks)
				for _, part := range strings.Split(string(data), `"url":"`)[1:] {
					check("page "+url, part[:strings.Index(part, `"`)], l)
				}
				for _, part := range strings.Split(string(data), `href=\"`)[1:] {
					check("page "+url, part[:strings.Index(part, `\"`)], l)
				}
			}
		}

		clubs, err := svc.Clubs(ctx, content.FindOptions{All: true})
		if err != nil || len(clubs.Docs) != 2 {
			t.Errorf("visible clubs: %+v, %v", clubs, err)
		}
		private, err := svc.ClubBySlug(ctx, i18n.English, "ponyclub-sonnenwiese")
		if err != nil || private.Visibility != content.ClubPrivate || private.Logo == nil || private.ShopRootCategoryID != "7" ||
			private.Blocks[0].Type() != content.ClubHeroType || private.SKUPrefix != "PCS" {
			t.Errorf("private club: %+v, %v", private, err)
		}
		// A club with a shop of its own in the catalogue (its SKU prefix in
		// the path) has it as its root; the others the club collection.
		for slug, root := range map[string]string{"rv-lindenhof": "10", "rfv-isartal": "7"} {
			if club, err := svc.ClubBySlug(ctx, i18n.German, slug); err != nil || club.ShopRootCategoryID != root {
				t.Errorf("club %s: root %q, want %s (%v)", slug, club.ShopRootCategoryID, root, err)
			}
		}

		running, err := svc.SalesEventBySlug(ctx, i18n.English, demo.RunningSaleSlug, "")
		if err != nil || running.Countdown.State != content.Running || running.Settings.CategoryID != "4" || running.Title != "Flash sale: Saddle pads reduced" {
			t.Errorf("running sale: %+v, %v", running, err)
		}
		berlin, _ := time.LoadLocation("Europe/Berlin")
		if want := time.Date(2026, 11, 21, 0, 0, 0, 0, berlin); !running.From.Equal(want) || !running.To.Equal(want.AddDate(0, 0, 30)) {
			t.Errorf("running sale window %v – %v", running.From, running.To)
		}
		// Its product list holds the reduced products, not the category's first ones.
		var listed []string
		for _, b := range running.Blocks {
			if c, ok := b.(*content.CatalogBlock); ok {
				listed = append(listed, c.Kind+":"+strings.Join(c.ProductSKUs, ","))
			}
		}
		if fmt.Sprint(listed) != "[products:PF-SC-PARCOURS,PF-SC-DRESSUR]" {
			t.Errorf("running sale lists %v", listed)
		}
		upcoming, err := svc.SalesEventBySlug(ctx, i18n.French, demo.UpcomingSaleSlug, "")
		if err != nil || upcoming.Countdown.State != content.Upcoming || upcoming.Settings.SingleProductSKU != "ST-LE-TRAINING" ||
			!upcoming.From.Equal(now.AddDate(0, 0, 3)) || !upcoming.To.Equal(now.AddDate(0, 0, 17)) {
			t.Errorf("upcoming sale: %+v, %v", upcoming, err)
		}
		form, err := svc.FormByCode(ctx, demo.EnquiryFormCode, content.FindOptions{Locale: i18n.English})
		if err != nil || form.Title != "Club collection enquiry" {
			t.Errorf("enquiry form: %+v, %v", form, err)
		}
		var upload content.FormField
		for _, f := range form.Fields {
			if f.Kind == content.FieldUpload {
				upload = f
			}
		}
		sort.Strings(upload.AllowedFiletypes)
		if strings.Join(upload.AllowedFiletypes, " ") != "application/pdf image/jpeg image/png" || upload.MaxFileSize != 10<<20 {
			t.Errorf("logo upload: %+v", upload)
		}
	})
}

func TestSeedNeedsTheCatalogue(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	ctx := context.Background()
	if err := content.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	err := demo.Seed(ctx, content.NewService(d, content.Options{}), &catalogtest.Catalog{}, &images{}, demo.Options{ImageSize: 64})
	if err == nil || !strings.Contains(err.Error(), "seed the catalogue first") {
		t.Errorf("without a catalogue: %v", err)
	}
	_ = image.Point{}
}
