package demo

import "paddock/internal/catalog"

// families lists the demo shop's product families in save order: a family
// comes after those its products offer as upsells.
func families() []family {
	var out []family
	out = append(out, riderFamilies()...)
	out = append(out, horseFamilies()...)
	out = append(out, stableFamilies()...)
	out = append(out, clubFamilies()...)
	return out
}

// pc is a composition part: the area, then share and material pairs.
func pc(area string, pairs ...any) comp {
	c := comp{area: area}
	for i := 0; i+1 < len(pairs); i += 2 {
		c.parts = append(c.parts, part{pct: pairs[i].(int), mat: pairs[i+1].(string)})
	}
	return c
}

// Headings of the material-and-care tab.
func labelMaterial() t3    { return t3{"Material", "Material", "Matière"} }
func labelCare() t3        { return t3{"Pflege", "Care", "Entretien"} }
func labelIngredients() t3 { return t3{"Inhaltsstoffe", "Ingredients", "Composition"} }
func labelUse() t3         { return t3{"Anwendung", "How to use", "Utilisation"} }
func labelFeed() t3        { return t3{"Zusammensetzung", "Composition", "Composition"} }
func labelStorage() t3     { return t3{"Lagerung", "Storage", "Stockage"} }
func labelDose() t3 {
	return t3{"Fütterungsempfehlung", "Feeding guide", "Recommandation de rationnement"}
}

// nameOption is the embroidered name on saddle pads and club items.
func nameOption() catalog.CustomOptionInput {
	return catalog.CustomOptionInput{
		Title:         t3{"Name für Bestickung", "Name to embroider", "Nom à broder"}.loc(),
		MaxCharacters: 20,
		Price:         eur(6.90),
		PriceType:     catalog.FixedPrice,
	}
}

// sizesFrom lists size codes from first to last of all.
func sizesFrom(all []string, first, last string) []string {
	var out []string
	in := false
	for _, s := range all {
		if s == first {
			in = true
		}
		if in {
			out = append(out, s)
		}
		if s == last {
			break
		}
	}
	return out
}

func riderSizes() []string {
	return []string{"34", "36", "38", "40", "42", "44", "46", "48", "50", "52", "54", "56"}
}

func shoeSizes() []string {
	return []string{"36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46"}
}

func horseSizes() []string { return []string{"shetty", "pony", "cob", "full", "xfull"} }

func rugSizes() []string {
	return []string{"rug-115", "rug-125", "rug-135", "rug-145", "rug-155", "rug-165"}
}

func gloveCodes() []string {
	var out []string
	for _, g := range gloveSizes() {
		out = append(out, gloveCode(g))
	}
	return out
}
