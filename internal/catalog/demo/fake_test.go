package demo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/png"
	"io"
	"regexp"
	"sort"
	"sync"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// fakeCatalog keeps what the demo saves in memory and checks it the way
// the catalogue's contract says it will: known option codes, categories
// and upsell SKUs, unique variant SKUs, a value for every configurable
// attribute, and a price-history entry only when the price settings change.
type fakeCatalog struct {
	mu         sync.Mutex
	options    map[string]map[string]catalog.AttributeOptionInput
	categories map[int64]catalog.CategoryInput
	nextID     int64
	products   map[string]catalog.ProductInput
	variants   map[string]string // variant SKU → parent SKU
	history    map[string][]priceState
	saves      int
}

type priceState struct {
	at      time.Time
	price   catalog.Money
	special string
}

func newFakeCatalog() *fakeCatalog {
	return &fakeCatalog{
		options:    map[string]map[string]catalog.AttributeOptionInput{},
		categories: map[int64]catalog.CategoryInput{},
		products:   map[string]catalog.ProductInput{},
		variants:   map[string]string{},
		history:    map[string][]priceState{},
	}
}

func (f *fakeCatalog) SaveAttributeOptions(_ context.Context, code string, opts []catalog.AttributeOptionInput) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.options[code] == nil {
		f.options[code] = map[string]catalog.AttributeOptionInput{}
	}
	for _, o := range opts {
		if o.Code == "" || o.Label[i18n.German] == "" {
			return fmt.Errorf("option of %s without code or German label", code)
		}
		f.options[code][o.Code] = o
	}
	return nil
}

func (f *fakeCatalog) SaveCategory(_ context.Context, in catalog.CategoryInput) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if in.Name[i18n.German] == "" {
		return 0, fmt.Errorf("category without German name")
	}
	if in.ParentID != 0 {
		if _, ok := f.categories[in.ParentID]; !ok {
			return 0, fmt.Errorf("unknown parent %d", in.ParentID)
		}
	}
	id := in.ID
	if id == 0 {
		f.nextID++
		id = f.nextID
	} else if _, ok := f.categories[id]; !ok {
		return 0, fmt.Errorf("unknown category %d", id)
	}
	in.ID = id
	f.categories[id] = in
	return id, nil
}

// urlPath is the German path of a category, as the catalogue reports it.
func (f *fakeCatalog) urlPath(id int64) string {
	c := f.categories[id]
	if c.ParentID == 0 {
		return c.URLKey[i18n.German]
	}
	return f.urlPath(c.ParentID) + "/" + c.URLKey[i18n.German]
}

func (f *fakeCatalog) level(id int64) int {
	if f.categories[id].ParentID == 0 {
		return 2
	}
	return f.level(f.categories[id].ParentID) + 1
}

func (f *fakeCatalog) Categories(_ context.Context, _ i18n.Locale, filter catalog.CategoryFilter) ([]catalog.Category, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []catalog.Category
	for id, c := range f.categories {
		path := f.urlPath(id)
		if filter.URLPath != "" && filter.URLPath != path {
			continue
		}
		out = append(out, catalog.Category{ID: id, ParentID: c.ParentID, Name: c.Name[i18n.German], URLPath: path, Level: f.level(id)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

func (f *fakeCatalog) Products(_ context.Context, _ i18n.Locale, filter catalog.ProductFilter) ([]catalog.Product, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []catalog.Product
	for _, sku := range filter.SKUs {
		if p, ok := f.products[sku]; ok {
			out = append(out, catalog.Product{SKU: p.SKU, Price: p.Price})
		}
	}
	return out, nil
}

var skuPattern = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

func (f *fakeCatalog) SaveProduct(_ context.Context, in catalog.ProductInput) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.save(in); err != nil {
		return 0, err
	}
	return int64(len(f.products)), nil
}

func (f *fakeCatalog) SaveProducts(_ context.Context, ins []catalog.ProductInput) ([]int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	ids := make([]int64, 0, len(ins))
	for _, in := range ins {
		if err := f.save(in); err != nil {
			return nil, err
		}
		ids = append(ids, int64(len(f.products)))
	}
	return ids, nil
}

func (f *fakeCatalog) knownOption(code, value string) bool {
	_, ok := f.options[code][value]
	return ok
}

func (f *fakeCatalog) save(in catalog.ProductInput) error {
	if !skuPattern.MatchString(in.SKU) {
		return fmt.Errorf("bad SKU %q", in.SKU)
	}
	if owner, ok := f.variants[in.SKU]; ok {
		return fmt.Errorf("SKU %s is a variant of %s", in.SKU, owner)
	}
	if in.Name[i18n.German] == "" {
		return fmt.Errorf("%s: no German name", in.SKU)
	}
	if in.Price < 0 || (in.SpecialPrice != nil && *in.SpecialPrice < 0) {
		return fmt.Errorf("%s: negative price", in.SKU)
	}
	if in.SpecialFrom != nil && in.SpecialTo != nil && in.SpecialTo.Before(*in.SpecialFrom) {
		return fmt.Errorf("%s: special price ends before it starts", in.SKU)
	}
	for code, value := range map[string]string{"manufacturer": in.Manufacturer, "color": in.Color, "size": in.Size} {
		if value != "" && !f.knownOption(code, value) {
			return fmt.Errorf("%s: unknown %s %q", in.SKU, code, value)
		}
	}
	if m := in.Merchandise; m != nil {
		if !f.knownOption("logo_position", m.LogoPosition) || !f.knownOption("logo_type", m.LogoType) {
			return fmt.Errorf("%s: unknown logo option", in.SKU)
		}
		for _, o := range m.SublimationOptions {
			if !f.knownOption("sublimation_options", o) {
				return fmt.Errorf("%s: unknown sublimation option %q", in.SKU, o)
			}
		}
		for _, o := range m.SublimationPositions {
			if !f.knownOption("sublimation_positions", o) {
				return fmt.Errorf("%s: unknown sublimation position %q", in.SKU, o)
			}
		}
	}
	if len(in.CategoryIDs) == 0 {
		return fmt.Errorf("%s: no category", in.SKU)
	}
	for _, id := range in.CategoryIDs {
		if _, ok := f.categories[id]; !ok {
			return fmt.Errorf("%s: unknown category %d", in.SKU, id)
		}
	}
	for _, up := range in.UpsellSKUs {
		if _, ok := f.products[up]; !ok {
			return fmt.Errorf("%s: upsell %s not saved yet", in.SKU, up)
		}
	}
	for _, img := range in.Images {
		if img.Key == "" || img.Label[i18n.German] == "" {
			return fmt.Errorf("%s: image without key or alt text", in.SKU)
		}
	}
	if in.Type != catalog.Configurable && (len(in.Variants) > 0 || len(in.ConfigurableAttributes) > 0) {
		return fmt.Errorf("%s: variants on a %s product", in.SKU, in.Type)
	}
	if in.Type == catalog.Configurable && len(in.Variants) == 0 {
		return fmt.Errorf("%s: configurable without variants", in.SKU)
	}
	seen := map[string]bool{}
	combos := map[string]bool{}
	for _, v := range in.Variants {
		if !skuPattern.MatchString(v.SKU) || seen[v.SKU] || v.SKU == in.SKU {
			return fmt.Errorf("%s: bad or repeated variant SKU %q", in.SKU, v.SKU)
		}
		if _, ok := f.products[v.SKU]; ok {
			return fmt.Errorf("%s: variant SKU %s is a product", in.SKU, v.SKU)
		}
		if owner, ok := f.variants[v.SKU]; ok && owner != in.SKU {
			return fmt.Errorf("%s: variant SKU %s belongs to %s", in.SKU, v.SKU, owner)
		}
		seen[v.SKU] = true
		for _, attr := range in.ConfigurableAttributes {
			value := map[string]string{"color": v.Color, "size": v.Size}[attr]
			if value == "" || !f.knownOption(attr, value) {
				return fmt.Errorf("%s: variant %s has no valid %s", in.SKU, v.SKU, attr)
			}
		}
		combo := v.Color + "/" + v.Size
		if combos[combo] {
			return fmt.Errorf("%s: two variants are %s", in.SKU, combo)
		}
		combos[combo] = true
		for _, img := range v.Images {
			if img.Key == "" {
				return fmt.Errorf("%s: variant image without key", v.SKU)
			}
		}
	}
	for _, o := range in.CustomOptions {
		if o.MaxCharacters < 0 || o.MaxCharacters > 1000 || o.Title[i18n.German] == "" {
			return fmt.Errorf("%s: bad custom option", in.SKU)
		}
	}

	// Price history: a snapshot only when the price settings change.
	state := priceState{price: in.Price, special: specialKey(in), at: in.At}
	hist := f.history[in.SKU]
	if len(hist) == 0 || hist[len(hist)-1].price != state.price || hist[len(hist)-1].special != state.special {
		f.history[in.SKU] = append(hist, state)
	}
	if old, ok := f.products[in.SKU]; ok {
		for _, v := range old.Variants {
			delete(f.variants, v.SKU)
		}
	}
	for _, v := range in.Variants {
		f.variants[v.SKU] = in.SKU
	}
	f.products[in.SKU] = in
	f.saves++
	return nil
}

func specialKey(in catalog.ProductInput) string {
	if in.SpecialPrice == nil {
		return ""
	}
	s := fmt.Sprint(*in.SpecialPrice)
	if in.SpecialFrom != nil {
		s += " " + in.SpecialFrom.UTC().Format(time.RFC3339)
	}
	if in.SpecialTo != nil {
		s += " " + in.SpecialTo.UTC().Format(time.RFC3339)
	}
	return s
}

// counts summarises the fake's contents, to compare two runs.
func (f *fakeCatalog) counts() map[string]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := map[string]int{"categories": len(f.categories), "products": len(f.products), "variants": len(f.variants)}
	for code, opts := range f.options {
		c["options:"+code] = len(opts)
	}
	for _, h := range f.history {
		c["history"] += len(h)
	}
	return c
}

// fakeImages stores images by the SHA-256 of their bytes, as the media
// library does, and refuses anything that is not a PNG.
type fakeImages struct {
	mu    sync.Mutex
	blobs map[string]int
	puts  int
}

func newFakeImages() *fakeImages { return &fakeImages{blobs: map[string]int{}} }

func (f *fakeImages) Put(_ context.Context, r io.Reader) (string, int, int, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", 0, 0, err
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || format != "png" {
		return "", 0, 0, fmt.Errorf("not a PNG: %v", err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		return "", 0, 0, fmt.Errorf("corrupt PNG: %w", err)
	}
	sum := sha256.Sum256(data)
	key := hex.EncodeToString(sum[:]) + ".png"
	f.mu.Lock()
	f.blobs[key] = len(data)
	f.puts++
	f.mu.Unlock()
	return key, cfg.Width, cfg.Height, nil
}

// drawings keeps, for the whole test process, the file of every picture a
// remembering store was given, by the drawing's name (drawingName: the
// drawing code, the spec, the size): the seeds of these tests draw each
// picture once per process instead of once per seed. Drawing, slowed
// tenfold by the race detector, took most of this package's time; the
// drawings themselves are tested directly (TestImagesArePNGOfTheRightSize,
// TestRenderIsDeterministic).
var drawings sync.Map

// remembering is an image store of these tests that offers the seed a
// DrawingMemo over drawings: a picture drawn before in the process is
// stored again from its file (so it is really there, in this store) and
// not drawn.
type remembering struct {
	ImageStore
	mu   sync.Mutex
	kept map[string][]byte // the file last stored under each key
}

func remember(s ImageStore) *remembering {
	return &remembering{ImageStore: s, kept: map[string][]byte{}}
}

func (r *remembering) Put(ctx context.Context, rd io.Reader) (string, int, int, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return "", 0, 0, err
	}
	key, w, h, err := r.ImageStore.Put(ctx, bytes.NewReader(data))
	if err == nil {
		r.mu.Lock()
		r.kept[key] = data
		r.mu.Unlock()
	}
	return key, w, h, err
}

func (r *remembering) Remember(_ context.Context, name, key string, _, _ int) error {
	r.mu.Lock()
	data, ok := r.kept[key]
	r.mu.Unlock()
	if !ok {
		return fmt.Errorf("remember %s: nothing was stored as %s", name, key)
	}
	drawings.Store(name, data)
	return nil
}

func (r *remembering) Recall(ctx context.Context, name string) (string, int, int, bool, error) {
	data, ok := drawings.Load(name)
	if !ok {
		return "", 0, 0, false, nil
	}
	key, w, h, err := r.ImageStore.Put(ctx, bytes.NewReader(data.([]byte)))
	return key, w, h, err == nil, err
}
