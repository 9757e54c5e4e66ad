// Package demo fills the content system with the demo shop's content in
// German, English and French: the site's logo, announcement, navigation
// (from the demo catalogue's categories) and footer; a home page of blocks;
// the legal pages (imprint, terms, privacy policy, withdrawal with the
// model form); shipping and payment; contact; a club merchandise enquiry
// with a form; three clubs with crests, home blocks and pages; and two
// flash sales tied to the catalogue's special prices. Seeding again
// updates everything in place.
package demo

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"io"
	"slices"
	"sort"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/platform/demodraw"
	"paddock/internal/platform/i18n"
)

// Catalog is the part of the catalogue the demo content reads: categories
// for the navigation and the sales, products for catalogue blocks and
// teaser pictures.
type Catalog interface {
	Categories(ctx context.Context, locale i18n.Locale, f catalog.CategoryFilter) ([]catalog.Category, error)
	CategoryTree(ctx context.Context, locale i18n.Locale, id int64, depth int) (catalog.Category, error)
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
}

// ImageStore keeps an encoded image (internal/media) and returns its key
// and size.
type ImageStore interface {
	Put(ctx context.Context, r io.Reader) (key string, width, height int, err error)
}

// Options tune a seed.
type Options struct {
	// Now decides the sales' windows (from the day of Now, Berlin time),
	// so that seeding twice on one day changes nothing.
	Now time.Time
	// ImageSize, when set, draws pictures at most this many pixels wide
	// instead of full size; tests use it to save time.
	ImageSize int
}

// SiteCode is the site the demo content belongs to.
const SiteCode = "shop"

// Seed creates or updates the demo content. The shop's site must exist
// (content.Seed) and the demo catalogue should: without it the navigation,
// catalogue blocks and sales have nothing to point at, and Seed says so.
func Seed(ctx context.Context, svc content.Service, cat Catalog, images ImageStore, opts Options) error {
	if opts.Now.IsZero() {
		opts.Now = time.Now()
	}
	s := &seeder{svc: svc, cat: cat, images: images, opts: opts, media: map[string]int64{}}
	steps := []struct {
		name string
		run  func(context.Context) error
	}{
		{"catalogue", s.lookUpCatalogue},
		{"pictures", s.drawPictures},
		{"product pictures", s.productPictures},
		{"form", s.saveForm},
		{"clubs", s.saveClubs},
		{"sales", s.saveSales},
		{"pages", s.savePages},
		{"site", s.saveSite},
	}
	for _, step := range steps {
		if err := step.run(ctx); err != nil {
			return fmt.Errorf("content demo: %s: %w", step.name, err)
		}
	}
	return nil
}

// seeder holds what the steps find and make.
type seeder struct {
	svc    content.Service
	cat    Catalog
	images ImageStore
	opts   Options

	// media holds image ids by name.
	media map[string]int64
	// top holds the top categories in menu order, each in every locale.
	top []category
	// byPath finds a category by its German url path.
	byPath map[string]category
	// featured holds a product with pictures from each of the first four
	// top categories (rider, horse, stable, club collection), for teasers
	// and the favourites.
	featured []catalog.Product
	// saleCategory is the category with the most reduced products now;
	// saleProduct the product whose reduction starts next.
	saleCategory category
	// saleSKUs are the products of saleCategory reduced now.
	saleSKUs    []string
	saleProduct catalog.Product
	formID      int64
	clubRootID  int64
}

// category is a category in every locale, with its children.
type category struct {
	id       int64
	name     t3
	path     t3
	children [3][]catalog.Category
}

// t3 is a text in German, English and French.
type t3 [3]string

func (t t3) in(l i18n.Locale) string { return t[index(l)] }

func index(l i18n.Locale) int {
	switch l {
	case i18n.English:
		return 1
	case i18n.French:
		return 2
	}
	return 0
}

// topPaths are the demo catalogue's top categories in menu order.
var topPaths = []string{"reiter", "pferd", "stall", "vereinskollektion", "gutscheine"}

func (s *seeder) lookUpCatalogue(ctx context.Context) error {
	s.byPath = map[string]category{}
	for _, p := range append(slices.Clone(topPaths), "reiter/reithelme", "pferd/schabracken", "stall/futter") {
		found, err := s.cat.Categories(ctx, i18n.German, catalog.CategoryFilter{URLPath: p})
		if err != nil {
			return err
		}
		if len(found) == 0 {
			return fmt.Errorf("the demo catalogue has no category %q; seed the catalogue first", p)
		}
		c, err := s.category(ctx, found[0].ID)
		if err != nil {
			return err
		}
		s.byPath[p] = c
		if slices.Contains(topPaths, p) {
			s.top = append(s.top, c)
		}
	}
	s.clubRootID = s.byPath["vereinskollektion"].id
	var ids []int64
	for _, c := range s.top {
		ids = append(ids, c.id)
	}
	products, err := s.cat.Products(ctx, i18n.German, catalog.ProductFilter{CategoryIDs: ids})
	if err != nil {
		return err
	}
	if len(products) == 0 {
		return fmt.Errorf("the demo catalogue has no products; seed the catalogue first")
	}
	for _, c := range s.top[:4] {
		in, err := s.cat.Products(ctx, i18n.German, catalog.ProductFilter{CategoryIDs: []int64{c.id}})
		if err != nil {
			return err
		}
		i := slices.IndexFunc(in, func(p catalog.Product) bool { return len(p.Images) > 0 && p.InStock() })
		if i < 0 {
			return fmt.Errorf("the demo catalogue has no product with pictures in %q", c.path[0])
		}
		s.featured = append(s.featured, in[i])
	}
	return s.pickSales(ctx, products)
}

// category loads a category's names, paths and three levels of children in
// every locale.
func (s *seeder) category(ctx context.Context, id int64) (category, error) {
	c := category{id: id}
	for _, l := range i18n.Locales {
		tree, err := s.cat.CategoryTree(ctx, l, id, 3)
		if err != nil {
			return c, err
		}
		c.name[index(l)], c.path[index(l)], c.children[index(l)] = tree.Name, tree.URLPath, tree.Children
	}
	return c, nil
}

// pickSales chooses the category with the most products reduced today and
// the product whose reduction starts next.
func (s *seeder) pickSales(ctx context.Context, products []catalog.Product) error {
	now := s.opts.Now
	// The SKUs reduced now, by category, in the catalogue's order.
	reducedIn := map[int64][]string{}
	var upcoming []catalog.Product
	for _, p := range products {
		switch {
		case reducedAt(p, now):
			for _, c := range p.CategoryIDs {
				reducedIn[c] = append(reducedIn[c], p.SKU)
			}
		case p.SpecialPrice != nil && p.SpecialFrom != nil && p.SpecialFrom.After(now):
			upcoming = append(upcoming, p)
		}
	}
	best, bestCount := int64(0), 0
	for id, skus := range reducedIn {
		if n := len(skus); n > bestCount || n == bestCount && id < best {
			best, bestCount = id, n
		}
	}
	if best == 0 {
		return fmt.Errorf("the demo catalogue has no reduced products for the running sale")
	}
	var err error
	if s.saleCategory, err = s.category(ctx, best); err != nil {
		return err
	}
	s.saleSKUs = reducedIn[best]
	if len(upcoming) == 0 {
		return fmt.Errorf("the demo catalogue has no product whose special price starts later, for the upcoming sale")
	}
	sort.Slice(upcoming, func(i, j int) bool {
		if !upcoming[i].SpecialFrom.Equal(*upcoming[j].SpecialFrom) {
			return upcoming[i].SpecialFrom.Before(*upcoming[j].SpecialFrom)
		}
		return upcoming[i].SKU < upcoming[j].SKU
	})
	s.saleProduct = upcoming[0]
	return nil
}

// reducedAt reports whether a product's special price applies at now.
func reducedAt(p catalog.Product, now time.Time) bool {
	if p.SpecialPrice == nil || *p.SpecialPrice >= p.Price {
		return false
	}
	if p.SpecialFrom != nil && now.Before(*p.SpecialFrom) {
		return false
	}
	return p.SpecialTo == nil || !now.After(*p.SpecialTo)
}

// picture is a drawing the demo content stores once.
type picture struct {
	name string
	w, h int
	draw func(w, h int) *image.RGBA
	alt  t3
}

func (s *seeder) drawPictures(ctx context.Context) error {
	crest := func(main, accent string, variant int) func(w, h int) *image.RGBA {
		return func(w, _ int) *image.RGBA { return drawCrest(w, main, accent, variant) }
	}
	pictures := []picture{
		{"logo", 512, 512, func(w, _ int) *image.RGBA { return drawLogo(w) },
			t3{"Paddock – Reitsport und Vereinsausstattung", "Paddock – equestrian sports and club kit", "Paddock – sports équestres et équipement de club"}},
		{"hero", 1600, 800, func(w, h int) *image.RGBA { return drawLandscape(w, h, "#9cc3d8", "#3f6b3a", "#f2c14e") },
			t3{"Eine Koppel mit weißem Zaun unter blauem Himmel", "A paddock with a white fence under a blue sky", "Un paddock avec une clôture blanche sous un ciel bleu"}},
		{"hero-mobile", 800, 1000, func(w, h int) *image.RGBA { return drawLandscape(w, h, "#9cc3d8", "#3f6b3a", "#f2c14e") },
			t3{"Eine Koppel mit weißem Zaun unter blauem Himmel", "A paddock with a white fence under a blue sky", "Un paddock avec une clôture blanche sous un ciel bleu"}},
		{"evening", 1600, 800, func(w, h int) *image.RGBA { return drawLandscape(w, h, "#e7a977", "#2f4f2a", "#fff1c1") },
			t3{"Abendstimmung über der Weide", "Evening light over the pasture", "Lumière du soir sur le pré"}},
		{"sale", 1600, 700, func(w, h int) *image.RGBA { return drawSaleBanner(w, h, "#7a1f2b", "#c9a45c") },
			t3{"Prozentzeichen auf gestreiftem Grund", "A percent sign on a striped background", "Un signe pourcentage sur fond rayé"}},
		{"preview", 1600, 700, func(w, h int) *image.RGBA { return drawSaleBanner(w, h, "#1f2a44", "#c9a45c") },
			t3{"Prozentzeichen auf gestreiftem Grund", "A percent sign on a striped background", "Un signe pourcentage sur fond rayé"}},
	}
	for _, c := range clubDefs() {
		pictures = append(pictures, picture{"crest-" + c.slug, 600, 600, crest(c.banner, c.accent, c.variant),
			t3{"Wappen: " + c.name, "Crest: " + c.name, "Blason : " + c.name}})
	}
	for _, p := range pictures {
		w, h := p.w, p.h
		if s.opts.ImageSize > 0 && w > s.opts.ImageSize {
			h = max(16, h*s.opts.ImageSize/w)
			w = s.opts.ImageSize
		}
		data, err := demodraw.EncodePNG(p.draw(w, h))
		if err != nil {
			return fmt.Errorf("encode %s: %w", p.name, err)
		}
		key, width, height, err := s.images.Put(ctx, bytes.NewReader(data))
		if err != nil {
			return fmt.Errorf("store %s: %w", p.name, err)
		}
		if s.media[p.name], err = s.svc.SaveMedia(ctx, content.MediaInput{Key: key, Width: width, Height: height, Alt: alt(p.alt)}); err != nil {
			return err
		}
	}
	return nil
}

// productPictures records the featured products' first pictures, with
// their alt texts, for teasers and text blocks.
func (s *seeder) productPictures(ctx context.Context) error {
	for i, p := range s.featured {
		img := p.Images[0]
		texts := content.Text{}
		for _, l := range i18n.Locales {
			found, err := s.cat.Products(ctx, l, catalog.ProductFilter{IDs: []int64{p.ID}})
			if err != nil {
				return err
			}
			if len(found) == 1 && len(found[0].Images) > 0 && found[0].Images[0].Label != "" {
				texts[l] = found[0].Images[0].Label
			} else if len(found) == 1 {
				texts[l] = found[0].Name
			}
		}
		id, err := s.svc.SaveMedia(ctx, content.MediaInput{Key: img.Key, Width: img.Width, Height: img.Height, Alt: texts})
		if err != nil {
			return err
		}
		s.media[fmt.Sprintf("product-%d", i)] = id
	}
	return nil
}

func alt(t t3) content.Text {
	return content.Text{i18n.German: t[0], i18n.English: t[1], i18n.French: t[2]}
}

// berlinDay returns midnight in Berlin of the day of t, days later.
func berlinDay(t time.Time, days int) time.Time {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		loc = time.UTC
	}
	b := t.In(loc)
	return time.Date(b.Year(), b.Month(), b.Day()+days, 0, 0, 0, 0, loc)
}

// link returns the path of a page in a locale.
func link(l i18n.Locale, path string) string {
	if path == "" {
		return "/" + string(l)
	}
	return "/" + string(l) + "/" + path
}
