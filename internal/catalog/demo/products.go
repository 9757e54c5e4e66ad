package demo

import (
	"fmt"
	"hash/fnv"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/platform/demodraw"
	"paddock/internal/platform/i18n"
)

// variantMode says how the products of a family vary.
type variantMode int

const (
	// inherit takes the family's mode (for a model).
	inherit variantMode = iota
	// bySize makes one configurable product per colour with a variant per
	// size; the colours of a model share a product_relation_code.
	bySize
	// byColourSize makes one configurable with a variant per colour and size.
	byColourSize
	// byColour makes one configurable with a variant per colour.
	byColour
	// single makes a simple product per colour (sharing a relation code
	// when there are several) or one without colour.
	single
	// voucher makes a virtual product.
	voucher
)

// family is a kind of product (full-seat breeches, fly masks, muesli): the
// texts, sizes and rules its models share.
type family struct {
	key      string // identifies the family in upsell lists
	sku      string // SKU prefix
	category string // key of the leaf category
	// extraCategories lists further categories the products are shown in.
	extraCategories []string
	art             art
	look            int    // drawing variant
	accent          string // hex of piping, straps and logos
	mode            variantMode
	sizes           []string
	// surcharge adds to the price of a size (bigger rugs cost more).
	surcharge map[string]catalog.Money

	noun     t3 // what the product is: "Vollbesatz-Reithose"
	name     t3 // product name with {n} for the noun and {m} for the model
	intro    t3 // first sentence of the description, with {n} and {m}
	features []t3
	closing  t3
	// materialLabel and careLabel head the material-and-care tab.
	materialLabel t3
	careLabel     t3
	care          t3 // with {temp} for the washing temperature
	doseLabel     t3
	sizeInfo      t3
	safety        t3
	keywords      t3

	delivery [2]int
	// sizeGuide names the CMS block of the family's size guide.
	sizeGuide string
	tax       catalog.TaxClass
	unit      catalog.BaseUnit
	upsells   []string // family keys whose products are offered as upsells
	options   []catalog.CustomOptionInput
	merch     *catalog.MerchandiseInput
	models    []model
}

// model is one product line of a family. Fields left empty take the
// family's value.
type model struct {
	name     string // model name, the same in every language
	maker    string // manufacturer code
	colours  []string
	price    catalog.Money
	mode     variantMode
	sizes    []string
	noun     t3
	intro    t3
	care     t3
	safety   t3
	sizeInfo t3
	art      art
	// extraCategories lists further categories this model is shown in.
	extraCategories []string
	options         []catalog.CustomOptionInput
	// materialText replaces the composition: ingredients of feed and care
	// products, how a voucher is redeemed.
	materialText t3
	// feats picks the family features this model has; two models of a
	// family never share the same pick.
	feats    []int
	comp     []comp
	wash     int // washing temperature in °C
	extra    t3  // a sentence of its own
	dose     t3  // feeding or dosage advice
	sale     *sale
	newDays  int // new since so many days ago; 0 is not new
	stock    stockPlan
	content  float64 // kg, l or m in the package
	look     int     // drawing variant, when it differs from the family's
	hex      string  // drawing colour of products without a colour option
	delivery [2]int  // when it differs from the family's
}

// comp is one part of a composition: "Besatz: Silikon".
type comp struct {
	area  string // key of areaNames, "" for none
	parts []part
}

// part is a share of a material; pct 0 leaves the share out.
type part struct {
	pct int
	mat string // key of materialNames
}

// stockPlan says how much of a product the demo shop has.
type stockPlan int

const (
	inStock stockPlan = iota
	// soldOut sets every variant to 0.
	soldOut
	// gaps sells out the smallest and the largest size.
	gaps
)

// historyKind is the price history a reduction is back-dated with.
type historyKind int

const (
	noHistory historyKind = iota
	// earlierSale: the product was reduced three weeks ago, so the lowest
	// price of the 30 days before today's reduction is that earlier one.
	earlierSale
	// priceRaised: the price was lower until twelve days ago and then
	// raised; the 30-day reference is the old, lower price.
	priceRaised
)

// sale is a special price with its window, in days from today.
type sale struct {
	price    catalog.Money
	from, to int
	open     bool // no end date
	history  historyKind
}

// eur turns a price in euros into cents.
func eur(v float64) catalog.Money { return catalog.Money(math.Round(v * 100)) }

// imageSpec identifies a drawing: the same spec is drawn and stored once.
type imageSpec struct {
	art    art
	look   int
	main   string
	accent string
	view   view
	// mark, when not zero, chooses the swing tag a product's pictures
	// show (drawTag), so that each product has pictures of its own.
	mark int
}

// imageRef is an image of a product with its alt text.
type imageRef struct {
	spec  imageSpec
	label t3
}

// priceStep is an earlier price state, saved before the current one with a
// back-dated At.
type priceStep struct {
	at      time.Time
	price   catalog.Money
	special *catalog.Money
	from    *time.Time
	to      *time.Time
}

// planned is a product ready to save once its images are stored and its
// categories exist.
type planned struct {
	family        string
	in            catalog.ProductInput
	images        []imageRef
	variantImages [][]imageRef
	categories    []string
	history       []priceStep
}

// clock turns day offsets into times: midnight UTC of today plus days.
// Deriving every date from the day, not the moment, keeps two runs on the
// same day identical.
type clock struct{ day time.Time }

func newClock(now time.Time) clock {
	u := now.UTC()
	return clock{day: time.Date(u.Year(), u.Month(), u.Day(), 0, 0, 0, 0, time.UTC)}
}

func (c clock) at(days int) time.Time { return c.day.AddDate(0, 0, days) }

func (c clock) ptr(days int) *time.Time {
	t := c.at(days)
	return &t
}

// vocabulary holds the lookup tables the builder uses.
type vocabulary struct {
	colours map[string]colour
	sizes   map[string]sizeOption
	makers  map[string]manufacturer
	areas   map[string]t3
	mats    map[string]t3
}

func newVocabulary() vocabulary {
	v := vocabulary{
		colours: map[string]colour{}, sizes: map[string]sizeOption{}, makers: map[string]manufacturer{},
		areas: areaNames(), mats: materialNames(),
	}
	for _, c := range colours() {
		v.colours[c.code] = c
	}
	for _, s := range sizes() {
		v.sizes[s.code] = s
	}
	for _, m := range manufacturers() {
		v.makers[m.code] = m
	}
	return v
}

// composition writes comps as text: "65 % Polyamid, 35 % Polyester;
// Besatz: Silikon".
func (v vocabulary) composition(comps []comp) t3 {
	return each(func(l i18n.Locale) string {
		var groups []string
		for _, c := range comps {
			var ps []string
			for _, p := range c.parts {
				name := v.mats[p.mat].get(l)
				if name == "" {
					name = p.mat
				}
				if p.pct > 0 {
					ps = append(ps, percent(l, p.pct)+" "+name)
				} else {
					ps = append(ps, name)
				}
			}
			g := strings.Join(ps, ", ")
			if c.area != "" {
				colon := ": "
				if l == i18n.French {
					colon = "\u00a0: "
				}
				g = v.areas[c.area].get(l) + colon + g
			}
			groups = append(groups, g)
		}
		sep := "; "
		if l == i18n.French {
			sep = "\u00a0; "
		}
		return strings.Join(groups, sep)
	})
}

// stock is a plausible, fixed quantity for a SKU.
func stock(sku string) int {
	h := fnv.New32a()
	h.Write([]byte(sku))
	return 2 + int(h.Sum32()%37)
}

// skuPart turns a model or colour name into a SKU segment.
func skuPart(s string) string {
	r := strings.NewReplacer("ä", "AE", "ö", "OE", "ü", "UE", "ß", "SS", "Ä", "AE", "Ö", "OE", "Ü", "UE", "é", "E", " ", "-", ".", "-")
	return strings.ToUpper(r.Replace(s))
}

// builder turns families into planned products.
type builder struct {
	voc   vocabulary
	clock clock
	out   []planned
	// bySKU finds a planned product; byFamily lists a family's SKUs in
	// build order, for upsells.
	bySKU    map[string]bool
	byFamily map[string][]string
}

func newBuilder(now time.Time) *builder {
	return &builder{voc: newVocabulary(), clock: newClock(now), bySKU: map[string]bool{}, byFamily: map[string][]string{}}
}

// add plans every product of f.
func (b *builder) add(f family) error {
	for i, m := range f.models {
		mode := f.mode
		if m.mode != inherit {
			mode = m.mode
		}
		if m.sale != nil && m.sale.history != noHistory && mode != single {
			// A configurable's price lives in its variants; back-dating the
			// parent's price would not show in the 30-day reference.
			return fmt.Errorf("demo: %s %s: price history needs a simple product", f.key, m.name)
		}
		switch {
		case mode == bySize || (mode == single && len(m.colours) > 1):
			relation := ""
			if len(m.colours) > 1 {
				relation = f.sku + "-" + skuPart(m.name)
			}
			for _, col := range m.colours {
				if err := b.product(f, mode, i, m, []string{col}, relation); err != nil {
					return err
				}
			}
		default:
			if err := b.product(f, mode, i, m, m.colours, ""); err != nil {
				return err
			}
		}
	}
	return nil
}

// product plans one product of model m in the given colours.
func (b *builder) product(f family, mode variantMode, index int, m model, cols []string, relation string) error {
	v := b.voc
	maker, ok := v.makers[m.maker]
	if !ok {
		return fmt.Errorf("demo: %s %s: unknown manufacturer %q", f.key, m.name, m.maker)
	}
	noun := pick(m.noun, f.noun)
	sku := f.sku + "-" + skuPart(m.name)
	name := f.name.fill("n", noun, "m", m.name)
	// A product of one colour among several carries the colour in its
	// name and SKU; a configurable by colour does not.
	perColour := relation != ""
	var colour *colour
	if len(cols) == 1 {
		c, ok := v.colours[cols[0]]
		if !ok {
			return fmt.Errorf("demo: %s %s: unknown colour %q", f.key, m.name, cols[0])
		}
		colour = &c
	}
	if perColour {
		sku += "-" + skuPart(colour.code)
		name = each(func(l i18n.Locale) string {
			if l == i18n.French {
				return name.fr + ", coloris " + colour.inline().fr
			}
			return name.get(l) + " in " + colour.inline().get(l)
		})
	}
	// Nouns are written as they read inside a sentence; a name starts with
	// a capital.
	name = each(func(l i18n.Locale) string { return upperFirst(name.get(l)) })
	if b.bySKU[sku] {
		return fmt.Errorf("demo: SKU %s planned twice", sku)
	}

	look := f.look
	if m.look != 0 {
		look = m.look
	}
	drawing := f.art
	if m.art != "" {
		drawing = m.art
	}
	sizeCodes := f.sizes
	if len(m.sizes) > 0 {
		sizeCodes = m.sizes
	}
	options := f.options
	if m.options != nil {
		options = m.options
	}
	accent := f.accent
	if accent == "" {
		accent = "#c9a45c"
	}
	// The main pictures show the product's colour, or a configurable's
	// first colour (the others get pictures of their own below).
	mainHex := m.hex
	if colour != nil {
		mainHex = colour.hex
	} else if len(cols) > 0 {
		mainHex = v.colours[cols[0]].hex
	}
	accent = modelAccent(accent, index, mainHex)
	mark := productMark(sku)
	if mainHex == "" {
		mainHex = "#1f2a44"
	}

	// Description: what it is for, then up to three sentences on what this
	// model does and why it is good, so it stays at two to four sentences.
	// The first two features come first: they are what sets a model apart.
	intro := pick(m.intro, f.intro).fill("n", noun, "m", m.name)
	var feats []t3
	for _, fi := range m.feats {
		if fi < 0 || fi >= len(f.features) {
			return fmt.Errorf("demo: %s %s: no feature %d", f.key, m.name, fi)
		}
		feats = append(feats, f.features[fi])
	}
	var colourNote t3
	if relation != "" && len(m.colours) > 1 {
		var others []t3
		for _, c := range m.colours {
			if c != colour.code {
				others = append(others, v.colours[c].inline())
			}
		}
		colourNote = t3{
			"Das Modell gibt es auch in {others}.",
			"This model is also available in {others}.",
			"Ce modèle existe aussi en {others}.",
		}.fill("others", listOf(others))
	}
	type sentence struct {
		text  t3
		order int // position in the text
	}
	var candidates []sentence
	for i, ft := range feats {
		if i < 2 {
			candidates = append(candidates, sentence{ft, i})
		}
	}
	candidates = append(candidates, sentence{m.extra, 10}, sentence{colourNote, 11}, sentence{f.closing, 12})
	for i, ft := range feats {
		if i >= 2 {
			candidates = append(candidates, sentence{ft, i})
		}
	}
	var chosen []sentence
	for _, c := range candidates {
		if c.text.de != "" && len(chosen) < 3 {
			chosen = append(chosen, c)
		}
	}
	sort.SliceStable(chosen, func(i, j int) bool { return chosen[i].order < chosen[j].order })
	desc := []t3{intro}
	for _, c := range chosen {
		desc = append(desc, c.text)
	}

	care := pick(m.care, f.care).fill("temp", celsius(m.wash))
	material := pick(m.materialText, v.composition(m.comp))
	materialCare := join("", labelled(f.materialLabel, material), labelled(f.careLabel, care), labelled(f.doseLabel, m.dose))

	delivery := f.delivery
	if m.delivery[1] > 0 {
		delivery = m.delivery
	}
	deliveryText := t3{
		"Lieferzeit {a}–{b} Werktage.",
		"Delivered in {a}–{b} working days.",
		"Livraison en {a} à {b} jours ouvrés.",
	}.fill("a", delivery[0], "b", delivery[1])
	if delivery[1] == 0 {
		deliveryText = t3{"Sofort per E-Mail.", "Sent instantly by e-mail.", "Envoyé immédiatement par e-mail."}
	}

	keywords := join(", ", f.keywords, t3{maker.name, maker.name, maker.name})
	if colour != nil {
		keywords = join(", ", keywords, colour.label)
	}

	in := catalog.ProductInput{
		Type:                catalog.Simple,
		SKU:                 sku,
		IsActive:            true,
		Name:                name.loc(),
		Description:         para(desc...).loc(),
		MaterialCare:        materialCare.loc(),
		SizeInfo:            pick(m.sizeInfo, f.sizeInfo).loc(),
		ManufacturerInfo:    para(maker.info).loc(),
		MetaTitle:           join(" | ", name, t3{maker.name, maker.name, maker.name}).loc(),
		MetaDescription:     join(" ", desc[0], deliveryText).loc(),
		MetaKeywords:        keywords.loc(),
		Manufacturer:        maker.code,
		Price:               m.price,
		TaxClass:            f.tax,
		DeliveryMinDays:     delivery[0],
		DeliveryMaxDays:     delivery[1],
		ProductRelationCode: relation,
		SizeGuide:           f.sizeGuide,
		Safety: catalog.SafetyInput{
			ManufacturerName:    maker.company,
			ManufacturerAddress: maker.address,
			ManufacturerCountry: maker.country,
			ManufacturerEmail:   maker.email,
		},
		CustomOptions: options,
		Merchandise:   f.merch,
	}
	if in.TaxClass == "" {
		in.TaxClass = catalog.StandardRate
	}
	if safety := pick(m.safety, f.safety); safety.de != "" {
		in.Safety.Notes = safety.loc()
	}
	if pick(m.sizeInfo, f.sizeInfo).de == "" {
		in.SizeInfo = nil
	}
	if m.content > 0 {
		in.ContentQuantity = m.content
		in.BaseUnit = f.unit
	}
	if colour != nil {
		in.Color = colour.code
	}
	if m.newDays > 0 {
		in.NewFrom = b.clock.ptr(-m.newDays)
		in.NewTo = b.clock.ptr(-m.newDays + 30)
	}

	p := planned{family: f.key, categories: append(append([]string{f.category}, f.extraCategories...), m.extraCategories...)}
	if m.sale != nil {
		s := m.sale
		price := s.price
		in.SpecialPrice = &price
		in.SpecialFrom = b.clock.ptr(s.from)
		if !s.open {
			in.SpecialTo = b.clock.ptr(s.to)
		}
		p.history = b.history(m.price, *s)
	}

	// Images: front, close-up, side and scene in the product's colour.
	viewNames := []t3{
		viewFront:  {"Vorderansicht", "front view", "vue de face"},
		viewDetail: {"Detailansicht", "close-up", "vue de détail"},
		viewScene:  {"Ansicht im Freien", "outdoor view", "vue en extérieur"},
		viewSide:   {"Seitenansicht", "side view", "vue de côté"},
	}
	imgs := func(hex string, label t3, views ...view) []imageRef {
		var out []imageRef
		for _, vw := range views {
			out = append(out, imageRef{
				spec:  imageSpec{art: drawing, look: look, main: hex, accent: accent, view: vw, mark: mark},
				label: join(", ", label, viewNames[vw]),
			})
		}
		return out
	}
	p.images = imgs(mainHex, name, viewFront, viewDetail, viewSide)
	// The scene picture only for a model's first colour: three pictures
	// per colour are enough, and every picture drawn costs time in Seed.
	if colour == nil || len(m.colours) == 0 || colour.code == m.colours[0] {
		p.images = append(p.images, imgs(mainHex, name, viewScene)...)
	}

	// Variants.
	switch {
	case mode == voucher:
		in.Type = catalog.Virtual
	case mode == bySize || mode == byColourSize || mode == byColour:
		in.Type = catalog.Configurable
		colourCodes := cols
		if mode == bySize || len(colourCodes) == 0 {
			colourCodes = []string{""}
		}
		if mode != bySize && len(cols) > 0 {
			in.ConfigurableAttributes = append(in.ConfigurableAttributes, "color")
		}
		if mode == byColour {
			sizeCodes = []string{""}
		} else {
			in.ConfigurableAttributes = append(in.ConfigurableAttributes, "size")
		}
		if mode != bySize {
			in.Color = ""
			// The parent shows every colour, each with its front view.
			for _, c := range cols[min(1, len(cols)):] {
				cc := v.colours[c]
				p.images = append(p.images, imgs(cc.hex, join(" ", name, t3{"in", "in", "en"}, cc.inline()), viewFront)...)
			}
		}
		for _, c := range colourCodes {
			for si, sz := range sizeCodes {
				vsku := sku
				var labelParts []t3
				vhex := mainHex
				if c != "" {
					vsku += "-" + skuPart(c)
					vhex = v.colours[c].hex
					labelParts = append(labelParts, t3{"in", "in", "en"}, v.colours[c].inline())
				}
				if sz != "" {
					if _, ok := v.sizes[sz]; !ok {
						return fmt.Errorf("demo: %s: unknown size %q", f.key, sz)
					}
					vsku += "-" + skuPart(sz)
				}
				qty := stock(vsku)
				switch {
				case m.stock == soldOut:
					qty = 0
				case m.stock == gaps && (si == 0 || si == len(sizeCodes)-1):
					qty = 0
				}
				vin := catalog.VariantInput{
					SKU: vsku, Color: c, Size: sz, Price: m.price + f.surcharge[sz],
					StockQty: qty, IsActive: true,
				}
				// A variant shows its colour from the front, then the
				// first colour's close-up, side and scene: choosing a
				// colour shows that colour first. Its sizes share them
				// (one drawing per spec), and one drawing per further
				// colour keeps the seed's time near what it was.
				vimgs := imgs(vhex, join(" ", append([]t3{name}, labelParts...)...), viewFront)
				for _, r := range p.images {
					if r.spec.main == mainHex && r.spec.view != viewFront {
						vimgs = append(vimgs, r)
					}
				}
				p.variantImages = append(p.variantImages, vimgs)
				in.Variants = append(in.Variants, vin)
			}
		}
	default:
		in.StockQty = stock(sku)
		if m.stock == soldOut {
			in.StockQty = 0
		}
	}
	if in.Type == catalog.Virtual {
		in.StockQty = 0
	}

	// Upsells: the family's first model for later models, then products of
	// related families, all planned (and so saved) before this one.
	var ups []string
	if skus := b.byFamily[f.key]; index > 0 && len(skus) > 0 {
		ups = append(ups, skus[0])
	}
	for _, uf := range f.upsells {
		if skus := b.byFamily[uf]; len(skus) > 0 {
			ups = append(ups, skus[index%len(skus)])
		}
	}
	in.UpsellSKUs = ups

	p.in = in
	b.out = append(b.out, p)
	b.bySKU[sku] = true
	b.byFamily[f.key] = append(b.byFamily[f.key], sku)
	return nil
}

// upperFirst capitalises the first letter of s.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// pick returns the first text that is set.
func pick(texts ...t3) t3 {
	for _, t := range texts {
		if t.de != "" {
			return t
		}
	}
	return t3{}
}

// history returns the back-dated price states a reduction needs so that its
// 30-day reference price differs from the regular price.
func (b *builder) history(regular catalog.Money, s sale) []priceStep {
	c := b.clock
	switch s.history {
	case earlierSale:
		// Reduced by about 15 % from three weeks to two weeks ago.
		earlier := roundPrice(regular * 85 / 100)
		if earlier <= s.price {
			earlier = s.price + 100
		}
		return []priceStep{
			{at: c.at(-60), price: regular},
			{at: c.at(-24), price: regular, special: &earlier, from: c.ptr(-24), to: c.ptr(-14)},
		}
	case priceRaised:
		lower := roundPrice(regular * 88 / 100)
		return []priceStep{
			{at: c.at(-45), price: lower},
			{at: c.at(-12), price: regular},
		}
	}
	return nil
}

// roundPrice rounds down to the next price ending in 0.95 or 0.99 the way
// shops price.
func roundPrice(m catalog.Money) catalog.Money {
	euros := m / 100
	if euros < 1 {
		return m
	}
	return (euros-1)*100 + 95
}

// accentPalette holds the trims a model may have besides its family's:
// silver, cognac, bordeaux, navy, cream and black.
var accentPalette = []string{"#b8bec6", "#a0602c", "#8a2a3e", "#2c3e66", "#efe9dc", "#26241f"}

// modelAccent is the trim colour (piping, straps, logo) of a family's
// model index: the first model keeps the family's, later ones take the
// palette in turn, skipping a trim too close to the product's colour, so
// that two models of a family in the same colour are not one picture.
func modelAccent(familyAccent string, index int, mainHex string) string {
	if index == 0 {
		return familyAccent
	}
	main := demodraw.Hex(mainHex)
	for i := range accentPalette {
		candidate := accentPalette[(index-1+i)%len(accentPalette)]
		if math.Abs(demodraw.Hex(candidate).Luma()-main.Luma()) > 0.18 {
			return candidate
		}
	}
	return familyAccent
}

// productMark is the swing tag of a product's pictures: fixed per SKU,
// never zero.
func productMark(sku string) int {
	h := fnv.New32a()
	h.Write([]byte("tag|" + sku))
	return 1 + int(h.Sum32()%30000)
}
