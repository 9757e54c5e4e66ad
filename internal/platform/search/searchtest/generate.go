package searchtest

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// word is a word or phrase in German, English and French.
type word [3]string

func (w word) in(l i18n.Locale) string {
	switch l {
	case i18n.English:
		return w[1]
	case i18n.French:
		return w[2]
	}
	return w[0]
}

// productType is a kind of product of the generated catalogue.
type productType struct {
	leaf     int64
	sku      string
	name     word
	minPrice int64 // euros
	maxPrice int64
	sizes    []int64
}

// GeneratedRoots and GeneratedLeaves are the category ids of Generate's
// catalogue: four roots (rider, horse, stable, club) and 28 leaves.
func GeneratedRoots() []int64 { return []int64{1, 2, 3, 4} }

// GeneratedLeaves are the leaf categories of Generate's catalogue.
func GeneratedLeaves() []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, t := range productTypes() {
		if !seen[t.leaf] {
			seen[t.leaf] = true
			out = append(out, t.leaf)
		}
	}
	return out
}

func categoryNames() map[int64]word {
	return map[int64]word{
		1: {"Reiter", "Rider", "Cavalier"}, 2: {"Pferd", "Horse", "Cheval"}, 3: {"Stall", "Stable", "Écurie"}, 4: {"Club", "Club", "Club"},
		10: {"Reithosen", "Breeches", "Pantalons d'équitation"}, 11: {"Reitjacken", "Riding jackets", "Vestes d'équitation"},
		12: {"Reithelme", "Riding helmets", "Casques d'équitation"}, 13: {"Reithandschuhe", "Riding gloves", "Gants d'équitation"},
		14: {"Reitstiefel", "Riding boots", "Bottes d'équitation"}, 15: {"Turniershirts", "Show shirts", "Polos de concours"},
		16: {"Reitsocken", "Riding socks", "Chaussettes d'équitation"},
		20: {"Schabracken", "Saddle pads", "Tapis de selle"}, 21: {"Bandagen", "Bandages", "Bandes de polo"},
		22: {"Gamaschen", "Horse boots", "Guêtres"}, 23: {"Halfter", "Headcollars", "Licols"}, 24: {"Führstricke", "Lead ropes", "Longes"},
		25: {"Pferdedecken", "Horse rugs", "Couvertures"}, 26: {"Fliegenschutz", "Fly protection", "Protection anti-mouches"},
		27: {"Trensen", "Bridles", "Filets"}, 28: {"Sättel", "Saddles", "Selles"}, 29: {"Gebisse", "Bits", "Mors"},
		30: {"Putzzeug", "Grooming", "Pansage"}, 31: {"Hufpflege", "Hoof care", "Soin des sabots"},
		32: {"Pflegemittel", "Care products", "Produits de soin"}, 33: {"Futter", "Feed", "Alimentation"},
		34: {"Leckerlis", "Treats", "Friandises"}, 35: {"Stallbedarf", "Stable supplies", "Équipement d'écurie"},
		40: {"Clubjacken", "Club jackets", "Vestes du club"}, 41: {"Caps", "Caps", "Casquettes"},
		42: {"Logo-Schabracken", "Logo saddle pads", "Tapis de selle avec logo"},
	}
}

func productTypes() []productType {
	clothingSizes := []int64{601, 602, 603, 604, 605, 606, 607}
	letterSizes := []int64{611, 612, 613, 614}
	horseSizes := []int64{621, 622, 623, 624}
	shoeSizes := []int64{631, 632, 633, 634, 635, 636, 637, 638, 639, 640, 641}
	return []productType{
		{10, "RH", word{"Reithose", "breeches", "pantalon d'équitation"}, 40, 180, clothingSizes},
		{10, "RL", word{"Reitleggings", "riding leggings", "legging d'équitation"}, 35, 90, clothingSizes},
		{11, "RJ", word{"Reitjacke", "riding jacket", "veste d'équitation"}, 60, 300, clothingSizes},
		{11, "WE", word{"Reitweste", "riding vest", "gilet d'équitation"}, 40, 150, letterSizes},
		{12, "HE", word{"Reithelm", "riding helmet", "casque d'équitation"}, 60, 450, letterSizes},
		{13, "RHS", word{"Reithandschuhe", "riding gloves", "gants d'équitation"}, 15, 60, letterSizes},
		{14, "ST", word{"Reitstiefel", "riding boots", "bottes d'équitation"}, 80, 600, shoeSizes},
		{14, "SF", word{"Stiefeletten", "paddock boots", "boots d'équitation"}, 50, 200, shoeSizes},
		{15, "TS", word{"Turniershirt", "show shirt", "polo de concours"}, 30, 90, clothingSizes},
		{16, "SO", word{"Reitsocken", "riding socks", "chaussettes d'équitation"}, 8, 20, letterSizes},
		{20, "SB", word{"Schabracke", "saddle pad", "tapis de selle"}, 30, 120, horseSizes},
		{20, "PA", word{"Sattelunterlage", "saddle pad liner", "amortisseur de selle"}, 40, 200, horseSizes},
		{21, "BA", word{"Bandagen", "bandages", "bandes de polo"}, 20, 50, horseSizes},
		{22, "GA", word{"Gamaschen", "tendon boots", "guêtres"}, 30, 150, horseSizes},
		{22, "HG", word{"Hufglocken", "overreach boots", "cloches"}, 20, 70, horseSizes},
		{23, "HA", word{"Stallhalfter", "headcollar", "licol"}, 15, 60, horseSizes},
		{24, "FS", word{"Führstrick", "lead rope", "longe"}, 8, 25, nil},
		{25, "AD", word{"Abschwitzdecke", "cooler rug", "couverture séchante"}, 50, 180, horseSizes},
		{25, "RD", word{"Regendecke", "turnout rug", "couverture imperméable"}, 80, 250, horseSizes},
		{26, "FM", word{"Fliegenmaske", "fly mask", "masque anti-mouches"}, 20, 60, horseSizes},
		{26, "FD", word{"Fliegendecke", "fly sheet", "chemise anti-mouches"}, 50, 150, horseSizes},
		{27, "TR", word{"Trense", "bridle", "filet"}, 70, 300, horseSizes},
		{28, "SA", word{"Sattel", "saddle", "selle"}, 800, 4000, nil},
		{29, "GE", word{"Gebiss", "bit", "mors"}, 25, 120, nil},
		{30, "KA", word{"Kardätsche", "body brush", "brosse douce"}, 8, 30, nil},
		{30, "SR", word{"Striegel", "curry comb", "étrille"}, 3, 15, nil},
		{30, "HK", word{"Hufkratzer", "hoof pick", "cure-pied"}, 3, 12, nil},
		{31, "HO", word{"Huföl", "hoof oil", "huile pour sabots"}, 10, 40, nil},
		{32, "MS", word{"Mähnenspray", "mane spray", "spray crinière"}, 8, 25, nil},
		{32, "LP", word{"Lederpflege", "leather balm", "baume pour cuir"}, 8, 30, nil},
		{33, "MF", word{"Mineralfutter", "mineral feed", "aliment minéral"}, 15, 80, nil},
		{33, "MU", word{"Müsli", "muesli", "muesli"}, 20, 60, nil},
		{34, "LE", word{"Leckerli", "horse treats", "friandises"}, 3, 15, nil},
		{35, "HN", word{"Heunetz", "hay net", "filet à foin"}, 10, 40, nil},
		{35, "EI", word{"Stalleimer", "stable bucket", "seau d'écurie"}, 5, 25, nil},
		{40, "CJ", word{"Clubjacke", "club jacket", "veste du club"}, 50, 120, clothingSizes},
		{41, "CA", word{"Clubcap", "club cap", "casquette du club"}, 15, 30, nil},
		{42, "LS", word{"Logo-Schabracke", "logo saddle pad", "tapis de selle avec logo"}, 40, 90, horseSizes},
	}
}

func adjectives() []word {
	return []word{
		{"atmungsaktiv", "breathable", "respirant"}, {"wasserdicht", "waterproof", "imperméable"},
		{"gepolstert", "padded", "rembourré"}, {"leicht", "lightweight", "léger"}, {"robust", "sturdy", "robuste"},
		{"elastisch", "stretchy", "extensible"}, {"klassisch", "classic", "classique"}, {"anatomisch", "anatomic", "anatomique"},
		{"weich", "soft", "doux"}, {"warm", "warm", "chaud"}, {"glänzend", "shiny", "brillant"}, {"waschbar", "washable", "lavable"},
		{"reflektierend", "reflective", "réfléchissant"}, {"rutschfest", "non-slip", "antidérapant"},
	}
}

func materials() []word {
	return []word{
		{"Leder", "leather", "cuir"}, {"Baumwolle", "cotton", "coton"}, {"Softshell", "softshell", "softshell"},
		{"Fleece", "fleece", "polaire"}, {"Nylon", "nylon", "nylon"}, {"Wolle", "wool", "laine"},
		{"Silikon", "silicone", "silicone"}, {"Mesh", "mesh", "maille"}, {"Lammfell", "sheepskin", "peau de mouton"},
	}
}

func uses() []word {
	return []word{
		{"die Dressur", "dressage", "le dressage"}, {"das Springreiten", "show jumping", "le saut d'obstacles"},
		{"das Gelände", "cross country", "le cross"}, {"Ausritte", "hacking", "la randonnée"},
		{"das Turnier", "competitions", "les concours"}, {"den Stall", "the stable", "l'écurie"},
		{"die Longe", "lungeing", "le travail à la longe"},
	}
}

func cares() []word {
	return []word{
		{"Bei 30 °C waschbar.", "Machine washable at 30 °C.", "Lavable en machine à 30 °C."},
		{"Mit einem feuchten Tuch reinigen.", "Wipe clean with a damp cloth.", "Nettoyer avec un chiffon humide."},
		{"Trocken und dunkel lagern.", "Store in a cool, dry place.", "Conserver au sec et à l'abri de la lumière."},
		{"In Deutschland gefertigt.", "Made in Germany.", "Fabriqué en Allemagne."},
	}
}

// colors are the generated catalogue's colours, ids 501 to 510.
func colors() []word {
	return []word{
		{"Schwarz", "black", "noir"}, {"Braun", "brown", "marron"}, {"Marine", "navy", "marine"}, {"Weiß", "white", "blanc"},
		{"Grau", "grey", "gris"}, {"Bordeaux", "burgundy", "bordeaux"}, {"Grün", "green", "vert"}, {"Blau", "blue", "bleu"},
		{"Beige", "beige", "beige"}, {"Rosa", "pink", "rose"},
	}
}

func models() []string {
	return []string{"Grip", "Classic", "Elite", "Comfort", "Pro", "Sport", "Prestige", "Nova", "Luna", "Aurora",
		"Summit", "Royal", "Sterling", "Alpine", "Breeze", "Falcon", "Orion", "Vienna", "Verden", "Aachen"}
}

func manufacturers() []string {
	return []string{"Hofmann Reitsport", "Cheval Royal", "Paddock Basics", "Stallmeister", "Equiform", "Sattlerei Berger",
		"Lindenhof", "Nordpferd", "Maison Duval", "Hippo Care", "Reitwerk", "Ostwind Equestrian", "Haras du Lac",
		"Green Meadow", "Silberhuf", "Turnierprofi", "Kranich Saddlery", "Weidenhof", "Galopp & Co", "Ross und Reiter",
		"Trakehner Manufaktur", "Equilibre", "Pferdeglück", "Fjord Gear", "Montana Ranch", "Rivière Sellerie",
		"Hannover Leder", "Sonnenhof", "Bergmann Pferdesport", "Sellerie Moreau"}
}

// Generate returns n plausible products of a riding shop (32 categories
// in two levels, 30 manufacturers, ten colours, four size systems), the
// same for the same seed.
func Generate(n int, seed uint64) []search.Document {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	types, adjs, mats, useList, careList, cols, mods, makers := productTypes(), adjectives(), materials(), uses(), cares(), colors(), models(), manufacturers()
	cats := categoryNames()
	pick := func(k int) int { return rng.IntN(k) }
	nextPos := map[int64]int{}
	start := time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)
	docs := make([]search.Document, n)
	for i := range docs {
		id := int64(i + 1)
		t := types[pick(len(types))]
		root := t.leaf / 10
		model := mods[pick(len(mods))]
		adj1, adj2 := adjs[pick(len(adjs))], adjs[pick(len(adjs))]
		mat, use, care := mats[pick(len(mats))], useList[pick(len(useList))], careList[pick(len(careList))]
		colorIDs := []int64{int64(501 + pick(len(cols)))}
		if rng.IntN(2) == 0 {
			colorIDs = append(colorIDs, int64(501+pick(len(cols))))
		}
		var sizeIDs []int64
		if len(t.sizes) > 0 {
			from := pick(len(t.sizes))
			to := min(len(t.sizes), from+1+pick(4))
			sizeIDs = append(sizeIDs, t.sizes[from:to]...)
		}
		d := search.Document{
			ID:             id,
			SKUs:           []string{fmt.Sprintf("%s-%06d", t.sku, id)},
			Name:           map[i18n.Locale]string{},
			Description:    map[i18n.Locale]string{},
			Categories:     map[i18n.Locale][]string{},
			ManufacturerID: int64(1 + pick(len(makers))),
			CategoryIDs:    []int64{root, t.leaf},
			ColorIDs:       colorIDs,
			SizeIDs:        sizeIDs,
			Price:          (t.minPrice+rng.Int64N(t.maxPrice-t.minPrice+1))*100 + []int64{95, 90, 0, 50}[pick(4)] - 100,
			Positions:      map[int64]int{},
			InStock:        rng.IntN(10) != 0,
			NewSince:       start.Add(time.Duration(rng.Int64N(int64(4 * 365 * 24 * time.Hour)))),
		}
		d.Price = max(d.Price, 95)
		d.Manufacturer = makers[d.ManufacturerID-1]
		for _, c := range colorIDs {
			for _, s := range sizeIDs[:min(len(sizeIDs), 2)] {
				d.SKUs = append(d.SKUs, fmt.Sprintf("%s-%06d-%d-%d", t.sku, id, s, c))
			}
		}
		// One product in ten has no position of its own and lists last.
		if rng.IntN(10) != 0 {
			for _, c := range d.CategoryIDs {
				nextPos[c]++
				d.Positions[c] = nextPos[c]
			}
		}
		for li, l := range i18n.Locales {
			colourNames := make([]string, len(colorIDs))
			for j, c := range colorIDs {
				colourNames[j] = cols[c-501].in(l)
			}
			d.Name[l] = fmt.Sprintf("%s %s %s", t.name.in(l), model, []string{"", mat.in(l)}[pick(2)])
			d.Name[l] = strings.TrimSpace(d.Name[l])
			switch li {
			case 0:
				d.Description[l] = fmt.Sprintf("%s %s von %s aus %s, %s und %s. Ideal für %s. Erhältlich in %s. %s",
					t.name.in(l), model, d.Manufacturer, mat.in(l), adj1.in(l), adj2.in(l), use.in(l), strings.Join(colourNames, " und "), care.in(l))
			case 1:
				d.Description[l] = fmt.Sprintf("%s %s %s by %s, made of %s and %s. Ideal for %s. Available in %s. %s",
					adj1.in(l), t.name.in(l), model, d.Manufacturer, mat.in(l), adj2.in(l), use.in(l), strings.Join(colourNames, " and "), care.in(l))
			default:
				d.Description[l] = fmt.Sprintf("%s %s de %s en %s, %s et %s. Idéal pour %s. Disponible en %s. %s",
					t.name.in(l), model, d.Manufacturer, mat.in(l), adj1.in(l), adj2.in(l), use.in(l), strings.Join(colourNames, " et "), care.in(l))
			}
			d.Categories[l] = []string{cats[root].in(l), cats[t.leaf].in(l)}
		}
		docs[i] = d
	}
	return docs
}

// BenchmarkQueries are two-word searches a customer of the generated
// catalogue types, some with a typo.
func BenchmarkQueries(l i18n.Locale) []string {
	switch l {
	case i18n.English:
		return []string{"breeches black", "saddle pad", "bridle leather", "padded headcollar", "waterproof rug",
			"riding gloves", "fly mask", "hoof oil", "mineral feed", "show shirt", "breehces grip", "riding helmt"}
	case i18n.French:
		return []string{"pantalon noir", "tapis selle", "filet cuir", "licol rembourré", "couverture imperméable",
			"gants équitation", "masque mouches", "huile sabots", "aliment minéral", "polo concours", "pantalonn grip", "casqe elite"}
	}
	return []string{"reithose schwarz", "schabracke dressur", "trense leder", "halfter gepolstert", "regendecke wasserdicht",
		"reithandschuhe grip", "fliegenmaske pony", "huföl lindenhof", "mineralfutter pferd", "turniershirt weiß",
		"reithsoe grip", "schabrake blau", "reith", "gamaschen leicht", "sattel elite", "kardätsche weich"}
}
