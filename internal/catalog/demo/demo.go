// Package demo fills the catalogue with the demo shop: attribute options,
// a category tree in German, English and French, and more than 150 products
// with real texts, variants, prices, price history and images drawn in code.
// Generate adds many more products for benchmarks.
package demo

import (
	"context"
	"fmt"
	"io"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// Catalog is the part of the catalogue service the demo data needs.
// catalog.Service provides every method but SaveProducts, which the
// catalogue adds for bulk saves.
type Catalog interface {
	SaveCategory(ctx context.Context, in catalog.CategoryInput) (int64, error)
	SaveProduct(ctx context.Context, in catalog.ProductInput) (int64, error)
	// SaveProducts saves many products in one transaction, with the same
	// rules as SaveProduct.
	SaveProducts(ctx context.Context, in []catalog.ProductInput) ([]int64, error)
	SaveAttributeOptions(ctx context.Context, attributeCode string, options []catalog.AttributeOptionInput) error
	// Categories finds the categories a run made before: a category has no
	// key of its own but its URL path, and saving it with ID 0 again would
	// create a second one.
	Categories(ctx context.Context, locale i18n.Locale, f catalog.CategoryFilter) ([]catalog.Category, error)
	// Products tells which demo products exist already: their earlier
	// prices are written only when a product is created, or a second run
	// would add to the price history.
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
}

// ImageStore keeps an encoded image and returns its blob key and size. It
// must be safe for concurrent use: images are drawn and stored in parallel.
type ImageStore interface {
	Put(ctx context.Context, r io.Reader) (key string, width, height int, err error)
}

// Seed creates the demo shop in c. Dates (sales, novelties, price history)
// are derived from the day of now, so running Seed twice on the same day
// changes nothing: options, categories and products are updated in place
// with the same values, and the image store names images by content.
func Seed(ctx context.Context, c Catalog, images ImageStore, now time.Time) error {
	return seed(ctx, c, images, now, ImageSize)
}

// SeedSmall is Seed with images drawn at size×size pixels instead of
// ImageSize: drawing takes most of a seed, and tests need no large images.
func SeedSmall(ctx context.Context, c Catalog, images ImageStore, now time.Time, size int) error {
	if size < 32 || size > ImageSize {
		return fmt.Errorf("demo: image size %d is not between 32 and %d", size, ImageSize)
	}
	return seed(ctx, c, images, now, size)
}

// seed is Seed with images drawn at size×size pixels.
func seed(ctx context.Context, c Catalog, images ImageStore, now time.Time, size int) error {
	if err := saveAttributeOptions(ctx, c); err != nil {
		return err
	}
	plan, err := seedPlan(now)
	if err != nil {
		return err
	}
	tree := categoryTree()
	var specs []imageSpec
	for _, def := range tree {
		if def.image != nil {
			specs = append(specs, *def.image)
		}
	}
	for _, p := range plan {
		for _, r := range p.images {
			specs = append(specs, r.spec)
		}
		for _, rs := range p.variantImages {
			for _, r := range rs {
				specs = append(specs, r.spec)
			}
		}
	}
	stored, err := storeImages(ctx, images, specs, size)
	if err != nil {
		return err
	}
	categoryIDs, err := saveCategories(ctx, c, tree, stored)
	if err != nil {
		return err
	}
	return saveProducts(ctx, c, plan, stored, categoryIDs, now)
}

// seedPlan plans every product of the demo shop, in save order.
func seedPlan(now time.Time) ([]planned, error) {
	b := newBuilder(now)
	for _, f := range append(families(), clubShopFamilies()...) {
		if err := b.add(f); err != nil {
			return nil, err
		}
	}
	withTierPrices(b.out)
	planVisibility(b)
	return b.out, nil
}

func saveAttributeOptions(ctx context.Context, c Catalog) error {
	options := attributeOptions()
	for _, code := range attributeOrder() {
		if err := c.SaveAttributeOptions(ctx, code, options[code]); err != nil {
			return fmt.Errorf("demo: save %s options: %w", code, err)
		}
	}
	return nil
}

// germanPaths maps each category key to its German URL path, which is
// what the catalogue reports back.
func germanPaths(tree []categoryDef) map[string]string {
	paths := map[string]string{}
	for _, def := range tree {
		if p := def.parent(); p != "" {
			paths[def.key] = paths[p] + "/" + def.urls.de
		} else {
			paths[def.key] = def.urls.de
		}
	}
	return paths
}

// saveCategories creates or updates the tree and returns the category ids
// by key.
func saveCategories(ctx context.Context, c Catalog, tree []categoryDef, images map[imageSpec]storedImage) (map[string]int64, error) {
	existing, err := c.Categories(ctx, i18n.German, catalog.CategoryFilter{})
	if err != nil {
		return nil, fmt.Errorf("demo: list categories: %w", err)
	}
	byPath := map[string]int64{}
	for _, cat := range existing {
		byPath[cat.URLPath] = cat.ID
	}
	paths := germanPaths(tree)
	ids := map[string]int64{}
	position := map[string]int{}
	for _, def := range tree {
		parent := def.parent()
		in := catalog.CategoryInput{
			ID:              byPath[paths[def.key]],
			ParentID:        ids[parent],
			Position:        position[parent],
			IsActive:        true,
			IncludeInMenu:   !def.hidden,
			Name:            def.name.loc(),
			URLKey:          def.urls.loc(),
			Description:     para(def.desc).loc(),
			MetaTitle:       def.name.loc(),
			MetaDescription: def.meta.loc(),
			MetaKeywords:    def.name.loc(),
		}
		position[parent]++
		if def.image != nil {
			in.ImageKey = images[*def.image].key
		}
		id, err := c.SaveCategory(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("demo: save category %s: %w", def.key, err)
		}
		ids[def.key] = id
	}
	return ids, nil
}

// inputFor completes a planned product with its image keys and category
// ids.
func inputFor(p planned, images map[imageSpec]storedImage, categoryIDs map[string]int64) (catalog.ProductInput, error) {
	in := p.in
	in.Images = imageInputs(p.images, images)
	in.CategoryIDs = nil
	for _, key := range p.categories {
		id, ok := categoryIDs[key]
		if !ok {
			return in, fmt.Errorf("demo: product %s: no category %s", in.SKU, key)
		}
		in.CategoryIDs = append(in.CategoryIDs, id)
	}
	if len(p.variantImages) > 0 {
		in.Variants = append([]catalog.VariantInput(nil), p.in.Variants...)
		for i := range in.Variants {
			in.Variants[i].Images = imageInputs(p.variantImages[i], images)
		}
	}
	return in, nil
}

func imageInputs(refs []imageRef, images map[imageSpec]storedImage) []catalog.ImageInput {
	out := make([]catalog.ImageInput, 0, len(refs))
	for _, r := range refs {
		s := images[r.spec]
		out = append(out, catalog.ImageInput{Key: s.key, Label: r.label.loc(), Width: s.width, Height: s.height})
	}
	return out
}

// saveProducts saves the plan in order, so upsell targets exist before the
// products that point at them. A new product with a price history is
// saved first with its earlier prices, back-dated.
func saveProducts(ctx context.Context, c Catalog, plan []planned, images map[imageSpec]storedImage, categoryIDs map[string]int64, now time.Time) error {
	var withHistory []string
	for _, p := range plan {
		if len(p.history) > 0 {
			withHistory = append(withHistory, p.in.SKU)
		}
	}
	exists := map[string]bool{}
	if len(withHistory) > 0 {
		found, err := c.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: withHistory})
		if err != nil {
			return fmt.Errorf("demo: look up products: %w", err)
		}
		for _, p := range found {
			exists[p.SKU] = true
		}
	}
	for _, p := range plan {
		in, err := inputFor(p, images, categoryIDs)
		if err != nil {
			return err
		}
		if !exists[in.SKU] {
			for _, step := range p.history {
				earlier := in
				earlier.Price = step.price
				earlier.SpecialPrice, earlier.SpecialFrom, earlier.SpecialTo = step.special, step.from, step.to
				earlier.At = step.at
				if _, err := c.SaveProduct(ctx, earlier); err != nil {
					return fmt.Errorf("demo: save earlier price of %s: %w", in.SKU, err)
				}
			}
		}
		in.At = now
		if _, err := c.SaveProduct(ctx, in); err != nil {
			return fmt.Errorf("demo: save product %s: %w", in.SKU, err)
		}
	}
	return nil
}
