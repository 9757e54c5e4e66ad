// Package pdffont holds the fonts the shop's PDFs are set in (invoices,
// credit notes; later return labels), embedded in the binary and in every
// PDF made with them: DejaVu Sans Condensed, regular and bold (DejaVu
// 2.37, Bitstream Vera and Arev licences, assets/LICENSE), which has every
// letter of German, English and French, the euro sign and the typographic
// marks (– · „ “ ’) that PDF's core fonts lack outside Windows-1252.
// go-pdf/fpdf embeds the subset of glyphs a document uses (a TrueType
// FontFile2 with a ToUnicode map, so text can be searched and copied).
package pdffont

import (
	_ "embed"

	"github.com/go-pdf/fpdf"
)

// Family is the font family name documents select with SetFont.
const Family = "DejaVuSansCondensed"

var (
	//go:embed assets/DejaVuSansCondensed.ttf
	regular []byte
	//go:embed assets/DejaVuSansCondensed-Bold.ttf
	bold []byte
	// License is the fonts' licence, to be shipped with them.
	//go:embed assets/LICENSE
	License string
)

// Add makes the family (regular "" and bold "B") available to pdf.
func Add(pdf *fpdf.Fpdf) {
	pdf.AddUTF8FontFromBytes(Family, "", regular)
	pdf.AddUTF8FontFromBytes(Family, "B", bold)
}
