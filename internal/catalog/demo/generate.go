package demo

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
)

// GeneratedPrefix starts the SKU of every generated product, so generated
// products never clash with the demo shop's.
const GeneratedPrefix = "GEN-"

// generateBatch is how many products one SaveProducts call saves.
const generateBatch = 500

// MaxGenerate is the most products one Generate call makes.
const MaxGenerate = 1_000_000

// Generate adds n products for benchmarks to the categories of the demo
// shop (creating the tree and options if Seed has not run). They are built
// from the demo families with other model names, colours and features,
// some with size variants, sales or novelty dates, in groups of three
// colours sharing a relation code. They reuse one drawing per family
// instead of drawing new ones. Product i always gets the same SKU (GEN-…)
// and data, so running Generate again with the same n changes nothing.
// progress, when not nil, receives a line every 10 000 products.
func Generate(ctx context.Context, c Catalog, images ImageStore, n int, now time.Time, progress io.Writer) error {
	return generate(ctx, c, images, n, now, progress, ImageSize)
}

// generate is Generate with images drawn at size×size pixels.
func generate(ctx context.Context, c Catalog, images ImageStore, n int, now time.Time, progress io.Writer, size int) error {
	if n < 0 || n > MaxGenerate {
		return apperr.New(apperr.Invalid, "demo.generate.count", "max", MaxGenerate).OnField("products")
	}
	if n == 0 {
		return nil
	}
	if err := saveAttributeOptions(ctx, c); err != nil {
		return err
	}
	fams := families()
	tree := categoryTree()
	var specs []imageSpec
	for _, def := range tree {
		if def.image != nil {
			specs = append(specs, *def.image)
		}
	}
	for _, f := range fams {
		specs = append(specs, generatedImage(f))
	}
	stored, err := storeImages(ctx, images, specs, size)
	if err != nil {
		return err
	}
	categoryIDs, err := saveCategories(ctx, c, tree, stored)
	if err != nil {
		return err
	}

	g := generator{fams: fams, names: generatedNames(), series: generatedSeries(), colours: generatedColours()}
	batch := make([]catalog.ProductInput, 0, generateBatch)
	for start := 0; start < n; start += generateBatch {
		batch = batch[:0]
		for i := start; i < min(start+generateBatch, n); i++ {
			p, err := g.product(i, now)
			if err != nil {
				return err
			}
			in, err := inputFor(p, stored, categoryIDs)
			if err != nil {
				return err
			}
			in.At = now
			batch = append(batch, in)
		}
		if _, err := c.SaveProducts(ctx, batch); err != nil {
			return fmt.Errorf("demo: save generated products %d–%d: %w", start, start+len(batch)-1, err)
		}
		done := start + len(batch)
		if progress != nil && (done%10000 == 0 || done == n) {
			fmt.Fprintf(progress, "generated %d of %d products\n", done, n)
		}
	}
	return nil
}

// generatedImage is the one drawing generated products of a family use:
// the front view of the family's first model.
func generatedImage(f family) imageSpec {
	m := f.models[0]
	spec := imageSpec{art: f.art, look: f.look, main: m.hex, accent: f.accent, view: viewFront}
	if m.art != "" {
		spec.art = m.art
	}
	if m.look != 0 {
		spec.look = m.look
	}
	if len(m.colours) > 0 {
		spec.main = colourHex(m.colours[0])
	}
	if spec.main == "" {
		spec.main = "#1f2a44"
	}
	if spec.accent == "" {
		spec.accent = "#c9a45c"
	}
	return spec
}

func colourHex(code string) string {
	for _, c := range colours() {
		if c.code == code {
			return c.hex
		}
	}
	return ""
}

type generator struct {
	fams    []family
	names   []string
	series  []string
	colours []string
}

// product plans generated product i. Products come in groups of three: one
// model in three colours sharing a relation code.
func (g generator) product(i int, now time.Time) (planned, error) {
	group := i / 3
	rng := rand.New(rand.NewPCG(uint64(group), 0x5eed))
	f := g.fams[group%len(g.fams)]
	base := f.models[rng.IntN(len(f.models))]
	m := base
	m.name = g.names[rng.IntN(len(g.names))] + " " + g.series[rng.IntN(len(g.series))]
	m.extra = t3{}
	m.sale, m.newDays, m.stock, m.delivery = nil, 0, inStock, [2]int{}

	// A price within ±20 % of the model it is built from, ending in ,95.
	m.price = roundPrice(base.price*catalog.Money(80+rng.IntN(41))/100 + 100)
	if len(f.features) >= 2 {
		a := rng.IntN(len(f.features))
		b := (a + 1 + rng.IntN(len(f.features)-1)) % len(f.features)
		m.feats = []int{a, b}
	}
	switch r := rng.IntN(100); {
	case r < 12:
		m.sale = &sale{price: roundPrice(m.price * 80 / 100), from: -rng.IntN(10), to: 1 + rng.IntN(14)}
	case r < 22:
		m.newDays = 1 + rng.IntN(14)
	case r < 26:
		m.stock = soldOut
	case r < 32:
		m.stock = gaps
	}

	mode := f.mode
	if base.mode != inherit {
		mode = base.mode
	}
	sizes := f.sizes
	if len(base.sizes) > 0 {
		sizes = base.sizes
	}
	// Three in ten products come with up to four sizes; the others are
	// simple products in one colour.
	m.mode = single
	m.sizes = nil
	if len(sizes) > 0 && mode != voucher && mode != single && rng.IntN(10) < 3 {
		first := rng.IntN(max(1, len(sizes)-3))
		m.sizes = sizes[first:min(len(sizes), first+4)]
		m.mode = bySize
	}
	if mode == voucher {
		m.mode = voucher
	}
	// The group's three colours; this product is one of them.
	var cols []string
	relation := ""
	if len(base.colours) > 0 {
		m.colours = nil
		for k := 0; k < 3; k++ {
			m.colours = append(m.colours, g.colours[(group+k)%len(g.colours)])
		}
		cols = []string{m.colours[i%3]}
		relation = fmt.Sprintf("%sR%06d", GeneratedPrefix, group)
	}

	b := newBuilder(now)
	if err := b.product(f, m.mode, 0, m, cols, relation); err != nil {
		return planned{}, fmt.Errorf("demo: generate product %d: %w", i, err)
	}
	p := b.out[0]
	sku := fmt.Sprintf("%s%06d", GeneratedPrefix, i)
	p.in.SKU = sku
	for j := range p.in.Variants {
		p.in.Variants[j].SKU = fmt.Sprintf("%s-%d", sku, j+1)
	}
	// Upsells point at products of the previous batch, which exist by the
	// time this batch is saved.
	p.in.UpsellSKUs = nil
	if i >= generateBatch {
		p.in.UpsellSKUs = []string{fmt.Sprintf("%s%06d", GeneratedPrefix, i-generateBatch)}
	}
	// One stored drawing per family instead of one per colour.
	img := generatedImage(f)
	label := join(", ", pickName(p), t3{"Produktabbildung", "product picture", "visuel produit"})
	p.images = []imageRef{{spec: img, label: label}}
	for j := range p.variantImages {
		p.variantImages[j] = []imageRef{{spec: img, label: label}}
	}
	p.history = nil
	return p, nil
}

// pickName reads the planned product's name back as a t3.
func pickName(p planned) t3 {
	return t3{p.in.Name["de"], p.in.Name["en"], p.in.Name["fr"]}
}

func generatedNames() []string {
	return []string{
		"Alva", "Bea", "Cleo", "Dana", "Edda", "Fina", "Greta", "Hedi", "Ida", "Jola", "Kira", "Lotta",
		"Maja", "Nele", "Oda", "Pia", "Rika", "Smilla", "Tilda", "Ulla", "Vera", "Wanda", "Yara", "Zoe",
		"Arno", "Bruno", "Carlo", "Emil", "Fiete", "Hauke", "Jannes", "Kalle", "Linus", "Mats", "Ole", "Rudi",
		"Ahorn", "Birke", "Eiche", "Linde", "Ulme", "Esche", "Marsch", "Geest", "Aller", "Hunte", "Oste", "Wümme",
	}
}

func generatedSeries() []string {
	return []string{"Classic", "Sport", "Comfort", "Light", "Pro", "Plus", "Select", "Elite", "Country", "Trail", "Style", "Active"}
}

func generatedColours() []string {
	return []string{"schwarz", "navy", "dunkelgruen", "bordeaux", "grau", "braun", "beige", "anthrazit", "rose", "hellblau", "oliv", "weiss"}
}
