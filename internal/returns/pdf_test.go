package returns_test

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"paddock/internal/platform/pdffont/pdftest"
)

// filled finds the filled rectangles fpdf draws: "x y w h re f".
var filled = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re f\b`)

// rect is a filled rectangle in points.
type rect struct{ x, y, w, h float64 }

// barcodeIn reads the one Code 128 barcode drawn as filled rectangles in
// a PDF's content (the bars: rectangles of the same height on one line,
// the tallest such group) and decodes it.
func barcodeIn(doc []byte) (string, error) {
	streams, err := pdftest.ContentStreams(doc)
	if err != nil {
		return "", err
	}
	rows := map[string][]rect{}
	for _, data := range streams {
		for _, m := range filled.FindAllSubmatch(data, -1) {
			var v [4]float64
			for i := range v {
				if v[i], err = strconv.ParseFloat(string(m[i+1]), 64); err != nil {
					return "", err
				}
			}
			r := rect{v[0], v[1], v[2], math.Abs(v[3])}
			key := fmt.Sprintf("%.1f/%.1f", r.y, r.h)
			rows[key] = append(rows[key], r)
		}
	}
	var bars []rect
	for _, rs := range rows {
		if len(rs) > len(bars) {
			bars = rs
		}
	}
	if len(bars) < 3 {
		return "", fmt.Errorf("no barcode: %d bars", len(bars))
	}
	sort.Slice(bars, func(i, j int) bool { return bars[i].x < bars[j].x })
	// Widths of bars and the spaces between them, alternating.
	var widths []float64
	for i, b := range bars {
		if i > 0 {
			widths = append(widths, b.x-(bars[i-1].x+bars[i-1].w))
		}
		widths = append(widths, b.w)
	}
	module := math.Inf(1)
	for _, w := range widths {
		module = min(module, w)
	}
	modules := make([]int, len(widths))
	for i, w := range widths {
		modules[i] = int(math.Round(w / module))
	}
	return decode128(modules)
}

// code128Patterns are the patterns of Code 128's symbols 0 to 105 as the widths
// of bar, space, bar, space, bar, space (ISO/IEC 15417); the stop
// pattern is stop128.
var code128Patterns = strings.Fields(`
212222 222122 222221 121223 121322 131222 122213 122312 132212 221213
221312 231212 112232 122132 122231 113222 123122 123221 223211 221132
221231 213212 223112 312131 311222 321122 321221 312212 322112 322211
212123 212321 232121 111323 131123 131321 112313 132113 132311 211313
231113 231311 112133 112331 132131 113123 113321 133121 313121 211331
231131 213113 213311 213131 311123 311321 331121 312113 312311 332111
314111 221411 431111 111224 111422 121124 121421 141122 141221 112214
112412 122114 122411 142112 142211 241211 221114 413111 241112 134111
111242 121142 121241 114212 124112 124211 411212 421112 421211 212141
214121 412121 111143 111341 131141 114113 114311 411113 411311 113141
114131 311141 411131 211412 211214 211232`)

const stop128 = "2331112"

// decode128 reads a Code 128 symbol from its elements' widths in modules:
// the start symbol's code set, the data in sets A, B and C with their
// switches, the check symbol verified, the stop pattern.
func decode128(w []int) (string, error) {
	if len(w) < 6+6+7 || (len(w)-7)%6 != 0 {
		return "", fmt.Errorf("%d elements are no Code 128", len(w))
	}
	pattern := func(ws []int) string {
		var b strings.Builder
		for _, x := range ws {
			b.WriteString(strconv.Itoa(x))
		}
		return b.String()
	}
	if got := pattern(w[len(w)-7:]); got != stop128 {
		return "", fmt.Errorf("stop pattern %s", got)
	}
	var symbols []int
	for i := 0; i+6 <= len(w)-7; i += 6 {
		p := pattern(w[i : i+6])
		v := -1
		for j, c := range code128Patterns {
			if c == p {
				v = j
			}
		}
		if v < 0 {
			return "", fmt.Errorf("unknown pattern %s at element %d", p, i)
		}
		symbols = append(symbols, v)
	}
	sum := symbols[0]
	for i := 1; i < len(symbols)-1; i++ {
		sum += i * symbols[i]
	}
	if sum%103 != symbols[len(symbols)-1] {
		return "", fmt.Errorf("check symbol %d, computed %d", symbols[len(symbols)-1], sum%103)
	}
	set := map[int]byte{103: 'A', 104: 'B', 105: 'C'}[symbols[0]]
	if set == 0 {
		return "", fmt.Errorf("start symbol %d", symbols[0])
	}
	var out strings.Builder
	for _, v := range symbols[1 : len(symbols)-1] {
		switch {
		case set == 'C' && v < 100:
			fmt.Fprintf(&out, "%02d", v)
		case set == 'C' && v == 100, set != 'C' && v == 100 && set == 'A':
			set = 'B'
		case v == 99:
			set = 'C'
		case set == 'B' && v == 101, set == 'C' && v == 101:
			set = 'A'
		case set == 'B' && v < 96:
			out.WriteByte(byte(v + 32))
		case set == 'A' && v < 64:
			out.WriteByte(byte(v + 32))
		case set == 'A' && v < 96:
			out.WriteByte(byte(v - 64))
		default:
			return "", fmt.Errorf("symbol %d in set %c", v, set)
		}
	}
	return out.String(), nil
}
