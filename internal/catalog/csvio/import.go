package csvio

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Catalog is the catalogue as an import and export need it: the service
// NewService returns holds every method.
type Catalog interface {
	catalog.Bulk
	AvailableStores(ctx context.Context, siteCode string) ([]catalog.Store, error)
	// Attributes name the options, whose labels a Magento export writes
	// where Paddock writes codes.
	Attributes(ctx context.Context, locale i18n.Locale, codes []string) ([]catalog.Attribute, error)
}

// Options configure an Importer.
type Options struct {
	Catalog Catalog
	Images  Images
	// ImagesDir is where image file names of the file are looked up;
	// empty refuses file names (URLs and stored keys still work).
	ImagesDir string
	// AllowPrivateURLs lets image URLs reach private networks and the
	// machine itself (tests); the shop never sets it.
	AllowPrivateURLs bool
	// ClubSKUPrefixes, when not nil, are the only SKU prefixes the file may
	// hold: a club manager's clubs'.
	ClubSKUPrefixes []string
	// FileName names the file in the stock's history.
	FileName string
	// BatchSize is how many products one batch saves; 0 is 500.
	BatchSize int
}

// Importer checks and imports CSV files.
type Importer struct {
	opts Options
}

// NewImporter returns an importer.
func NewImporter(opts Options) *Importer {
	if opts.BatchSize <= 0 || opts.BatchSize > catalog.MaxBatch {
		opts.BatchSize = 500
	}
	return &Importer{opts: opts}
}

// Progress hears how many of the file's products are saved.
type Progress func(done, total int)

// Check reads and checks a file as an import would, writing nothing: the
// report lists every problem by row. The error is for a file that cannot
// be read at all (too large, not UTF-8, no sku column: an apperr.Invalid
// error) or a failure of the shop.
func (im *Importer) Check(ctx context.Context, data []byte) (Report, error) {
	_, rep, err := im.check(ctx, data, false)
	return rep, err
}

// Import checks the file and, when it has no problem, stores its images
// and saves its products all or none, in batches within one transaction;
// progress, when set, hears after each batch. A file with problems is
// refused with csvio.problems and its report.
func (im *Importer) Import(ctx context.Context, data []byte, progress Progress) (Report, error) {
	products, rep, err := im.check(ctx, data, false)
	if err != nil {
		return rep, err
	}
	if !rep.OK() {
		return rep, problemsError(rep)
	}
	// The images go into the library before the transaction: no network
	// or file reads while it holds the writer.
	resolver := newImageResolver(im.opts.Images, im.opts.ImagesDir, im.opts.AllowPrivateURLs)
	r := &report{Report: rep}
	if err := resolver.resolveAll(ctx, products, true, r); err != nil {
		return rep, err
	}
	if !r.OK() {
		r.sortProblems()
		return r.Report, problemsError(r.Report)
	}
	var batches [][]catalog.ProductInput
	for start := 0; start < len(products); start += im.opts.BatchSize {
		b := make([]catalog.ProductInput, 0, im.opts.BatchSize)
		for _, p := range products[start:min(start+im.opts.BatchSize, len(products))] {
			b = append(b, p.in)
		}
		batches = append(batches, b)
	}
	total := len(products)
	if progress != nil {
		progress(0, total)
	}
	err = im.opts.Catalog.SaveProductBatches(ctx, batches, catalog.StockNote{Reason: catalog.StockByImport, Reference: im.opts.FileName}, func(done int) {
		if progress != nil {
			progress(done, total)
		}
	})
	return rep, err
}

func problemsError(rep Report) error {
	return apperr.New(apperr.Invalid, "csvio.problems", "count", len(rep.Problems)+rep.More).OnField("file")
}

// check parses and checks a file; the products come in file order.
func (im *Importer) check(ctx context.Context, data []byte, store bool) ([]*product, Report, error) {
	if len(data) > MaxUnpackedBytes {
		return nil, Report{}, unpackedTooLargeError(MaxUnpackedBytes)
	}
	rep := &report{Report: Report{Problems: []Problem{}}}
	t, err := parse(data, rep)
	if err != nil {
		return nil, Report{}, err
	}
	stores, err := im.opts.Catalog.AvailableStores(ctx, "")
	if err != nil {
		return nil, Report{}, err
	}
	nodes, err := im.opts.Catalog.CategoryNodes(ctx)
	if err != nil {
		return nil, Report{}, err
	}
	options, err := optionLabels(ctx, im.opts.Catalog)
	if err != nil {
		return nil, Report{}, err
	}
	d := &decoder{t: t, stores: storeLocales(stores), cats: newCategoryIndex(nodes), prefixes: im.opts.ClubSKUPrefixes, rep: rep, options: options}
	products := d.decode()
	rep.Rows = len(t.rows)
	rep.Products = len(products)
	for _, p := range products {
		rep.Variants += len(p.in.Variants)
	}
	resolver := newImageResolver(im.opts.Images, im.opts.ImagesDir, im.opts.AllowPrivateURLs)
	if err := resolver.resolveAll(ctx, products, store, rep); err != nil {
		return nil, Report{}, err
	}
	ins := make([]catalog.ProductInput, len(products))
	for i, p := range products {
		ins[i] = p.in
	}
	found, err := im.opts.Catalog.CheckProducts(ctx, ins)
	if err != nil {
		return nil, Report{}, err
	}
	seen := map[[2]any]bool{}
	for _, p := range rep.Problems {
		seen[[2]any{p.Row, p.Column}] = true
	}
	for i, problem := range found {
		if problem == nil {
			continue
		}
		e, ok := errors.AsType[*apperr.Error](problem)
		if !ok {
			return nil, Report{}, fmt.Errorf("csvio: check %s: %w", ins[i].SKU, problem)
		}
		line, col := products[i].locate(e.Field)
		if seen[[2]any{line, col}] {
			continue
		}
		seen[[2]any{line, col}] = true
		rep.add(line, col, d.value(line, col), e)
	}
	rep.sortProblems()
	return products, rep.Report, nil
}

// storeLocales maps store view codes to their languages.
func storeLocales(stores []catalog.Store) map[string]i18n.Locale {
	out := map[string]i18n.Locale{}
	for _, s := range stores {
		out[s.Code] = s.Locale
	}
	return out
}

// optionLabels maps, per attribute, the options' codes and their labels in
// every language (lower-cased) to the codes: a Magento export names
// options by their labels ("color=Navy", "manufacturer=Hufschlag").
func optionLabels(ctx context.Context, cat Catalog) (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, l := range i18n.Locales {
		attrs, err := cat.Attributes(ctx, l, nil)
		if err != nil {
			return nil, err
		}
		for _, a := range attrs {
			m := out[a.Code]
			if m == nil {
				m = map[string]string{}
				out[a.Code] = m
			}
			for _, o := range a.Options {
				m[strings.ToLower(o.Code)] = o.Code
				if _, taken := m[strings.ToLower(o.Label)]; !taken {
					m[strings.ToLower(o.Label)] = o.Code
				}
			}
		}
	}
	return out, nil
}
