package returns

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/pdffont"
	"paddock/internal/platform/pdffont/pdftest"
	"paddock/internal/settings"
)

// box is a rectangle on a page in points, y upwards as PDF has it.
type box struct {
	what                     string
	left, bottom, right, top float64
}

func (a box) overlaps(b box) bool {
	return a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top
}

// The operators of fpdf's content streams the layout is read from.
var (
	fontOp   = regexp.MustCompile(`^BT /\S+ ([\d.]+) Tf ET$`)
	textOp   = regexp.MustCompile(`BT (-?[\d.]+) (-?[\d.]+) Td \((.*)\)Tj ET`)
	rectOp   = regexp.MustCompile(`^(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re (f|S)$`)
	unescape = strings.NewReplacer(`\\`, `\`, `\(`, `(`, `\)`, `)`)
)

// labelLayout reads a label's first page: each shown string's box (its
// width measured in the label's font, 10 % added for the bold one; from
// the descender below the baseline to the ascender above), the barcode's
// box (the bars: filled rectangles of one height, at least ten) and the
// dashed frame to cut along (the one stroked rectangle).
func labelLayout(t *testing.T, doc []byte) (texts []box, barcode, frame box) {
	t.Helper()
	streams, err := pdftest.ContentStreams(doc)
	if err != nil {
		t.Fatal(err)
	}
	measure := fpdf.New("P", "pt", "A4", "")
	pdffont.Add(measure)
	size := 0.0
	bars := map[string][]box{}
	for _, line := range strings.Split(string(streams[0]), "\n") {
		if m := fontOp.FindStringSubmatch(line); m != nil {
			size, _ = strconv.ParseFloat(m[1], 64)
			continue
		}
		if m := textOp.FindStringSubmatch(line); m != nil {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			raw := unescape.Replace(m[3])
			var s strings.Builder
			for i := 0; i+1 < len(raw); i += 2 {
				s.WriteRune(rune(raw[i])<<8 | rune(raw[i+1]))
			}
			measure.SetFont(pdffont.Family, "", size)
			w := measure.GetStringWidth(s.String()) * 1.1
			texts = append(texts, box{s.String(), x, y - 0.25*size, x + w, y + 0.8*size})
			continue
		}
		if m := rectOp.FindStringSubmatch(line); m != nil {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			r := box{"", v[0], math.Min(v[1], v[1]+v[3]), v[0] + v[2], math.Max(v[1], v[1]+v[3])}
			if m[5] == "S" {
				r.what = "the frame"
				frame = r
				continue
			}
			key := fmt.Sprintf("%.2f/%.2f", r.bottom, r.top)
			bars[key] = append(bars[key], r)
		}
	}
	for _, rs := range bars {
		if len(rs) < 10 {
			continue
		}
		barcode = box{"the barcode", math.Inf(1), rs[0].bottom, math.Inf(-1), rs[0].top}
		for _, r := range rs {
			barcode.left, barcode.right = math.Min(barcode.left, r.left), math.Max(barcode.right, r.right)
		}
	}
	if barcode.what == "" || frame.what == "" {
		t.Fatalf("no barcode (%v) or no frame (%v)", barcode, frame)
	}
	return texts, barcode, frame
}

// TestLabelLayout sets labels with long addresses and the longest texts
// (French) and reads where everything went: no text over the barcode or
// another text, none across the dashed line to cut along, and the
// label's own texts inside it.
func TestLabelLayout(t *testing.T) {
	t.Parallel()
	created := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	sender := order.Address{Firstname: "Anna-Katharina", Lastname: "von Hohenstein-Berger", Company: "Reitverein Sonnenhof e. V.",
		Street: []string{"Leopoldstraße 12", "Hinterhaus, 3. Stock"}, Postcode: "80802", City: "München", CountryCode: "DE"}
	seller := settings.Legal{Company: "Paddock Reitsport GmbH", Street: "Hufschlag 12", Postcode: "48165", City: "Münster", Country: "DE",
		Email: "service@paddock-reitsport.example", Phone: "+49 251 123456"}
	for _, l := range i18n.Locales {
		t.Run(string(l), func(t *testing.T) {
			r := Return{Reference: "000000012-R1", CreatedAt: created, Items: []Item{{OrderItemID: 1, Qty: 2, ReasonCode: "too_small"}}}
			o := order.Order{Number: "000000012", Locale: l, CreatedAt: created, BillingAddress: sender, ShippingAddress: &sender,
				Items: []order.Item{{ID: 1, SKU: "HOSE-1", Name: "Reithose Klassik"}}}
			doc, err := renderLabel(r, o, seller, map[string]string{"too_small": "Artikel ist zu klein"})
			if err != nil {
				t.Fatal(err)
			}
			texts, barcode, frame := labelLayout(t, doc)
			for i, a := range texts {
				if a.overlaps(barcode) {
					t.Errorf("%q is printed over the barcode", a.what)
				}
				for _, b := range texts[i+1:] {
					if a.overlaps(b) {
						t.Errorf("%q and %q overlap", a.what, b.what)
					}
				}
				across := func(y float64) bool { return a.bottom < y && y < a.top && a.left < frame.right && frame.left < a.right }
				if across(frame.top) || across(frame.bottom) {
					t.Errorf("%q runs across the line to cut along", a.what)
				}
			}
			if barcode.bottom < frame.bottom || barcode.top > frame.top {
				t.Errorf("the barcode %v is not on the label %v", barcode, frame)
			}
			for _, want := range []string{"000000012-R1", i18n.CountryName(l, "DE")} {
				found := false
				for _, a := range texts {
					found = found || (a.what == want && a.bottom > frame.bottom && a.top < frame.top)
				}
				if !found {
					t.Errorf("%q is not on the label", want)
				}
			}
		})
	}
}
