package searchtest

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// demoJSON is the demo catalogue as the catalogue indexes it, written by
// internal/catalog/demo's TestSearchFixtureIsTheDemoCatalogue (which also
// checks that it is up to date).
//
//go:embed testdata/demo.json
var demoJSON []byte

// DemoDocuments returns the demo catalogue's search documents.
func DemoDocuments() ([]search.Document, error) {
	var docs []search.Document
	if err := json.Unmarshal(demoJSON, &docs); err != nil {
		return nil, fmt.Errorf("searchtest: read demo documents: %w", err)
	}
	return docs, nil
}

// RelevanceCase is one query of the relevance set and the products (SKUs;
// a trailing "*" stands for every SKU with that prefix) a shopper expects
// among the first results.
type RelevanceCase struct {
	Locale i18n.Locale
	Text   string
	Want   []string
}

// de, en and fr build cases.
func de(text string, want ...string) RelevanceCase { return RelevanceCase{i18n.German, text, want} }
func en(text string, want ...string) RelevanceCase { return RelevanceCase{i18n.English, text, want} }
func fr(text string, want ...string) RelevanceCase { return RelevanceCase{i18n.French, text, want} }

// The product groups of the demo catalogue the cases name.
var (
	gloves      = []string{"RH-HS-*"}
	breeches    = []string{"RH-VB-*", "RH-KB-*"}
	ridingBoots = []string{"RH-ST-*"}
	helmets     = []string{"RH-HELM-*"}
	turnoutRugs = []string{"PF-RD-*"}
	stableRugs  = []string{"PF-SD-*"}
	coolers     = []string{"PF-AD-*"}
	bandages    = []string{"PF-BA-*"}
	saddlePads  = []string{"PF-SC-*"}
	headcollars = []string{"PF-HA-KLASSIK-*", "PF-HA-WEIDE"}
	leadRopes   = []string{"PF-ST-PANIK-*", "PF-ST-CLASSIC-*", "PF-ST-NATUR"}
	flyMasks    = []string{"PF-FS-WEIDE", "PF-FS-WEIDE-PLUS", "PF-FS-SONNE"}
	muesli      = []string{"ST-MU-*"}
	treats      = []string{"ST-LE-*"}
	vouchers    = []string{"GS-*"}
	curryCombs  = []string{"ST-PZ-KREIS", "ST-PZ-WELLE"}
	jackets     = []string{"RH-JA-NORDWIND", "RH-JA-HEIDE-*", "RH-JA-SCHAUER", "RH-JA-KOPPEL"}
	tendonBoots = []string{"PF-GA-PRO", "PF-GA-PARCOURS-*", "PF-GA-SOFT", "PF-GA-REISE"}
	bellBoots   = []string{"PF-GA-CLASSIC", "PF-GA-KOMFORT-*"}
	hoodies     = []string{"VK-TX-STALLPAUSE", "VK-TX-JUNIOR", "RVL-TX-LINDENHOF-STALLPAUSE", "RFVI-TX-ISARTAL-STALLPAUSE"}
)

func join(groups ...[]string) []string {
	var out []string
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// RelevanceSet is the relevance test set over the demo catalogue: what
// shoppers type (heads of compounds, plurals, ae/oe/ue/ss for umlauts and
// ß, typos) and what they must find.
func RelevanceSet() []RelevanceCase {
	return []RelevanceCase{
		// German: heads of compounds, plurals, the whole compound.
		de("Handschuhe", gloves...),
		de("Handschuh", gloves...),
		de("Reithandschuhe", gloves...),
		de("Reithandschuh", gloves...),
		de("Hose", breeches...),
		de("Hosen", breeches...),
		de("Reithose", breeches...),
		de("Reithosen", breeches...),
		de("Stiefel", ridingBoots...),
		de("Reitstiefel", ridingBoots...),
		de("Helm", helmets...),
		de("Helme", helmets...),
		de("Reithelm", helmets...),
		de("Kinderhelm", "RH-HELM-PONY"),
		de("Regendecke", turnoutRugs...),
		de("Stalldecken", stableRugs...),
		de("Decke", join(turnoutRugs, stableRugs, coolers)...),
		de("Bandagen", bandages...),
		de("Bandage", bandages...),
		de("Gamaschen", tendonBoots...),
		de("Hufglocke", bellBoots...),
		de("Glocken", bellBoots...),
		de("Schabracke", saddlePads...),
		de("Dressurschabracke", "PF-SC-ELEGANCE-*"),
		de("Halfter", headcollars...),
		de("Strick", leadRopes...),
		de("Maske", flyMasks...),
		de("Fliegenmaske", flyMasks...),
		de("Striegel", curryCombs...),
		de("Kamm", "ST-PZ-FEIN"),
		de("Jacke", jackets...),
		de("Regenjacke", "RH-JA-SCHAUER"),
		de("Weste", "RH-JA-BOEE", "VK-TX-WARMUP"),
		de("Leckerli", treats...),
		de("Futter", "ST-MF-BASIS", "ST-MF-SENIOR"),
		de("Gutschein", vouchers...),
		de("Hoodie", hoodies...),
		de("Vollbesatz", "RH-VB-*"),
		de("Kniebesatzreithose", "RH-KB-*"),
		de("Reitstiefel braun", "RH-ST-VERDEN-BRAUN"),
		de("Reithose schwarz", "RH-VB-LENA-SCHWARZ", "RH-KB-ELLA-SCHWARZ"),
		de("Lederpflege", "ST-PF-SATTELKAMMER", "ST-PF-BIENENWACHS", "ST-PF-KLASSIK"),
		// German: umlauts and ß typed as ae, oe, ue, ss, or without.
		de("Müsli", muesli...),
		de("Muesli", muesli...),
		de("Pferdemuesli", muesli...),
		de("Maehnenkamm", "ST-PZ-FEIN"),
		de("Kuehlbandagen", "PF-BA-EISZEIT"),
		de("Fuehrstrick", leadRopes...),
		de("Huefoel", "ST-PF-HORN"),
		de("Tuerkis", "PF-BA-MINI-TUERKIS", "PF-ST-PANIK-TUERKIS"),
		de("Schabracke weiss", "PF-SC-ELEGANCE-WEISS"),
		de("Buerste", "ST-PZ-KRAFT", "ST-PZ-ZART", "ST-PZ-FUELLE"),
		// German: typos.
		de("Handschue", gloves...),
		de("Reithandschue", gloves...),
		de("Stifel", ridingBoots...),
		de("Reithsoe", breeches...),
		de("Shabracke", saddlePads...),
		de("Leckerlie", treats...),

		// English.
		en("gloves", gloves...),
		en("riding glove", gloves...),
		en("breeches", breeches...),
		en("riding boots", ridingBoots...),
		en("helmet", helmets...),
		en("helmets", helmets...),
		en("turnout rug", turnoutRugs...),
		en("stable rugs", stableRugs...),
		en("cooler", coolers...),
		en("bandages", bandages...),
		en("saddle pad", saddlePads...),
		en("headcollar", headcollars...),
		en("lead rope", leadRopes...),
		en("fly mask", flyMasks...),
		en("muesli", muesli...),
		en("treats", treats...),
		en("gift voucher", vouchers...),
		en("curry comb", curryCombs...),
		en("jacket", jackets...),
		en("hoodie", hoodies...),
		en("glvoes", gloves...),
		en("helmit", helmets...),
		en("breaches", breeches...),
		en("bandagse", bandages...),

		// French.
		fr("gants", gloves...),
		fr("gants d’équitation", gloves...),
		fr("pantalon", breeches...),
		fr("pantalon equitation", breeches...),
		fr("bottes", ridingBoots...),
		fr("casque", helmets...),
		fr("casques", helmets...),
		fr("couverture imperméable", turnoutRugs...),
		fr("couverture impermeable", turnoutRugs...),
		fr("couverture d’écurie", stableRugs...),
		fr("chemise séchante", coolers...),
		fr("bandes", bandages...),
		fr("tapis", saddlePads...),
		fr("licol", headcollars...),
		fr("longe", leadRopes...),
		fr("masque anti-mouches", flyMasks...),
		fr("muesli", muesli...),
		fr("friandises", treats...),
		fr("cheque cadeau", vouchers...),
		fr("etrille", curryCombs...),
		fr("guêtres", tendonBoots...),
		fr("veste", jackets...),
		fr("casqe", helmets...),
		fr("pantallon", breeches...),
		fr("friandise", treats...),
	}
}

// Scores are the mean precision at 5 and recall at 20 of a locale's cases.
type Scores struct {
	Cases                    int
	PrecisionAt5, RecallAt20 float64
}

// Miss is a case that found less than all it should among the first 20.
type Miss struct {
	Case                     RelevanceCase
	PrecisionAt5, RecallAt20 float64
	Top                      []string // the SKUs of the first five results
}

// Evaluate runs the relevance set on e, which must hold DemoDocuments, and
// returns the scores per locale and the cases that missed something.
func Evaluate(ctx context.Context, e search.Engine, docs []search.Document) (map[i18n.Locale]Scores, []Miss, error) {
	skuOf := map[int64]string{}
	for _, d := range docs {
		skuOf[d.ID] = d.SKUs[0]
	}
	sums := map[i18n.Locale]*Scores{}
	var misses []Miss
	for _, c := range RelevanceSet() {
		want := expand(c.Want, docs)
		if len(want) == 0 {
			return nil, nil, fmt.Errorf("searchtest: %q names no product of the demo catalogue", c.Text)
		}
		res, err := e.Search(ctx, search.Query{Locale: c.Locale, Text: c.Text, Limit: 20})
		if err != nil {
			return nil, nil, fmt.Errorf("searchtest: search %q: %w", c.Text, err)
		}
		hits5, hits20 := 0, 0
		var top []string
		for i, id := range res.IDs {
			sku := skuOf[id]
			if i < 5 {
				top = append(top, sku)
			}
			if want[sku] {
				hits20++
				if i < 5 {
					hits5++
				}
			}
		}
		p := float64(hits5) / float64(min(5, len(want)))
		r := float64(hits20) / float64(len(want))
		s := sums[c.Locale]
		if s == nil {
			s = &Scores{}
			sums[c.Locale] = s
		}
		s.Cases++
		s.PrecisionAt5 += p
		s.RecallAt20 += r
		if p < 1 || r < 1 {
			misses = append(misses, Miss{Case: c, PrecisionAt5: p, RecallAt20: r, Top: top})
		}
	}
	out := map[i18n.Locale]Scores{}
	for l, s := range sums {
		out[l] = Scores{Cases: s.Cases, PrecisionAt5: s.PrecisionAt5 / float64(s.Cases), RecallAt20: s.RecallAt20 / float64(s.Cases)}
	}
	return out, misses, nil
}

// expand turns SKUs and prefixes into the set of SKUs they name.
func expand(patterns []string, docs []search.Document) map[string]bool {
	out := map[string]bool{}
	for _, p := range patterns {
		for _, d := range docs {
			sku := d.SKUs[0]
			if prefix, ok := strings.CutSuffix(p, "*"); ok && strings.HasPrefix(sku, prefix) || sku == p {
				out[sku] = true
			}
		}
	}
	return out
}

// RelevanceFloors are the least mean precision at 5 and recall at 20 per
// locale that every engine must reach on the relevance set: what the
// engines reached when the set was written, less a small margin.
var RelevanceFloors = map[i18n.Locale]Scores{
	i18n.German:  {PrecisionAt5: 0.93, RecallAt20: 0.96},
	i18n.English: {PrecisionAt5: 0.91, RecallAt20: 0.92},
	i18n.French:  {PrecisionAt5: 0.95, RecallAt20: 0.97},
}

// FormatMisses describes the cases that missed, one a line.
func FormatMisses(misses []Miss) string {
	var b strings.Builder
	for _, m := range misses {
		fmt.Fprintf(&b, "%s %q: P@5 %.2f R@20 %.2f, top: %s\n", m.Case.Locale, m.Case.Text, m.PrecisionAt5, m.RecallAt20, strings.Join(m.Top, " "))
	}
	return b.String()
}

// testRelevance runs the relevance set on the demo catalogue and holds
// the engine to the floors.
func testRelevance(t *testing.T, open func(t *testing.T) search.Engine) {
	ctx := context.Background()
	docs, err := DemoDocuments()
	if err != nil {
		t.Fatal(err)
	}
	e := open(t)
	t.Cleanup(func() { e.Close() })
	if err := e.Index(ctx, docs...); err != nil {
		t.Fatal(err)
	}
	scores, misses, err := Evaluate(ctx, e, docs)
	if err != nil {
		t.Fatal(err)
	}
	locales := make([]string, 0, len(scores))
	for l := range scores {
		locales = append(locales, string(l))
	}
	sort.Strings(locales)
	failed := false
	for _, ls := range locales {
		l := i18n.Locale(ls)
		s, floor := scores[l], RelevanceFloors[l]
		t.Logf("%s: %d queries, precision@5 %.3f, recall@20 %.3f", l, s.Cases, s.PrecisionAt5, s.RecallAt20)
		if s.PrecisionAt5 < floor.PrecisionAt5 || s.RecallAt20 < floor.RecallAt20 {
			t.Errorf("%s: precision@5 %.3f (floor %.3f), recall@20 %.3f (floor %.3f)", l, s.PrecisionAt5, floor.PrecisionAt5, s.RecallAt20, floor.RecallAt20)
			failed = true
		}
	}
	if failed {
		t.Logf("cases that missed:\n%s", FormatMisses(misses))
	}
}
