package returns

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/boombuler/barcode/code128"
	"github.com/go-pdf/fpdf"

	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/pdffont"
	"paddock/internal/settings"
)

// The label's A4 page, in millimetres.
const (
	labelMargin = 20.0
	labelWidth  = 170.0
	// The cut-out label: where it starts and how high it is at least
	// (it starts lower below a longer intro and grows with the
	// addresses), and the room kept between its blocks.
	labelTop    = 38.0
	labelHeight = 98.0
	labelGap    = 5.0
	// A bar's narrowest module and the barcode's height.
	barModule  = 0.4
	barHeight  = 16.0
	barQuietAt = 10 // modules of white on each side
)

// The items' columns: SKU, item, quantity, reason.
var labelColumns = [4]float64{34, 74, 14, 48}

// label makes a return's label, in its order's language, from the return
// as stored, the order and the seller now: A4 with a label to cut out
// (the shop's return address, the sender, the reference as text and as a
// Code 128 barcode, the order's number and date), below it the items with
// their quantities and reasons and what to do. Made again it is the same
// bytes (its dates are the return's).
func (s *service) label(ctx context.Context, r Return, o order.Order) ([]byte, error) {
	reasons, err := s.reasonLabels(ctx, o.Locale)
	if err != nil {
		return nil, err
	}
	return renderLabelFor(ctx, s, r, o, reasons)
}

// renderLabel sets the label (see label).
func renderLabel(r Return, o order.Order, seller settings.Legal, reasons map[string]string) ([]byte, error) {
	l, m := o.Locale, i18n.Messages()
	t := func(key string, args ...any) string { return m.T(l, "returns.label."+key, args...) }
	bars, err := barsOf(r.Reference)
	if err != nil {
		return nil, err
	}

	pdf := fpdf.New("P", "mm", "A4", "")
	// Fonts and other resources in a fixed order (fpdf keeps them in
	// maps), so the label made again is the same bytes.
	pdf.SetCatalogSort(true)
	pdffont.Add(pdf)
	pdf.SetMargins(labelMargin, labelMargin, labelMargin)
	pdf.SetAutoPageBreak(true, labelMargin)
	pdf.SetTitle(t("title")+" "+r.Reference, true)
	pdf.SetAuthor(seller.Company, true)
	pdf.SetSubject(t("order")+" "+o.Number, true)
	pdf.SetCreator("Paddock", true)
	pdf.SetLang(string(l))
	pdf.SetCreationDate(r.CreatedAt)
	pdf.SetModificationDate(r.CreatedAt)
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	gray := func() { pdf.SetTextColor(100, 100, 100) }
	black := func() { pdf.SetTextColor(0, 0, 0) }
	pdf.AddPage()

	font("B", 18)
	black()
	pdf.CellFormat(labelWidth, 9, "Retoure / Return / Retour", "", 1, "L", false, 0, "")
	font("", 9.5)
	gray()
	pdf.MultiCell(labelWidth, 4.8, t("intro"), "", "L", false)

	// The label starts below the intro, however many lines its language
	// takes, with room for the note above the line to cut along.
	top := max(labelTop, pdf.GetY()+labelGap+4.5)
	font("", 7.5)
	gray()
	pdf.SetXY(labelMargin, top-4.5)
	pdf.CellFormat(labelWidth, 4, t("cut"), "", 0, "R", false, 0, "")

	inner := labelMargin + 6
	// The sender, top left, small.
	pdf.SetXY(inner, top+6)
	font("B", 8)
	gray()
	pdf.CellFormat(80, 4.5, t("sender"), "", 1, "L", false, 0, "")
	font("", 9)
	black()
	for _, line := range senderLines(o, l) {
		pdf.SetX(inner)
		pdf.CellFormat(80, 4.5, line, "", 1, "L", false, 0, "")
	}
	senderEnd := pdf.GetY()

	// The reference, top right.
	pdf.SetXY(inner+88, top+6)
	font("B", 8)
	gray()
	pdf.CellFormat(70, 4.5, t("reference"), "", 1, "R", false, 0, "")
	pdf.SetX(inner + 88)
	font("B", 14)
	black()
	pdf.CellFormat(70, 7, r.Reference, "", 1, "R", false, 0, "")
	font("", 8.5)
	gray()
	for _, line := range []string{t("order") + " " + o.Number, t("orderDate") + " " + i18n.FormatDate(l, o.CreatedAt.In(berlin))} {
		pdf.SetX(inner + 88)
		pdf.CellFormat(70, 4.5, line, "", 1, "R", false, 0, "")
	}
	referenceEnd := pdf.GetY()

	// The shop's return address, large, where a parcel's address goes:
	// below the sender and the reference, however long they are.
	y := max(top+40, senderEnd+labelGap, referenceEnd+labelGap)
	pdf.SetXY(inner+40, y)
	font("B", 8)
	gray()
	pdf.CellFormat(100, 4.5, t("recipient"), "", 1, "L", false, 0, "")
	font("B", 13)
	black()
	for _, line := range append([]string{seller.Company, t("department")}, seller.AddressLines(l)...) {
		pdf.SetX(inner + 40)
		pdf.CellFormat(100, 6.2, line, "", 1, "L", false, 0, "")
	}

	// The reference as a Code 128 barcode of filled rectangles, crisp at
	// any zoom, with its text below: under the address, the label as
	// high as they need.
	barY := pdf.GetY() + labelGap
	height := max(labelHeight, barY+barHeight+1+4.5+labelGap-top)
	x := inner + float64(barQuietAt)*barModule
	pdf.SetFillColor(0, 0, 0)
	for _, b := range bars {
		pdf.Rect(x+float64(b.start)*barModule, barY, float64(b.width)*barModule, barHeight, "F")
	}
	font("", 9)
	black()
	pdf.SetXY(inner, barY+barHeight+1)
	pdf.CellFormat(float64(bars.modules()+2*barQuietAt)*barModule, 4.5, r.Reference, "", 0, "C", false, 0, "")

	// The label, framed by a dashed line to cut along.
	pdf.SetDrawColor(120, 120, 120)
	pdf.SetLineWidth(0.3)
	pdf.SetDashPattern([]float64{2, 1.5}, 0)
	pdf.Rect(labelMargin, top, labelWidth, height, "D")
	pdf.SetDashPattern([]float64{}, 0)

	// The items.
	pdf.SetXY(labelMargin, top+height+10)
	font("B", 12)
	black()
	pdf.CellFormat(labelWidth, 7, t("items"), "", 1, "L", false, 0, "")
	font("B", 8.5)
	pdf.SetFillColor(238, 238, 238)
	for i, h := range []string{t("col.sku"), t("col.item"), t("col.qty"), t("col.reason")} {
		align := "L"
		if i == 2 {
			align = "R"
		}
		pdf.CellFormat(labelColumns[i], 6, h, "", 0, align, true, 0, "")
	}
	pdf.Ln(-1)
	items := make(map[int64]order.Item, len(o.Items))
	for _, it := range o.Items {
		items[it.ID] = it
	}
	font("", 9)
	for _, ri := range r.Items {
		it := items[ri.OrderItemID]
		name := it.Name
		if d := itemDetails(it); d != "" {
			name += "\n" + d
		}
		reason := reasons[ri.ReasonCode]
		if reason == "" {
			reason = ri.ReasonCode
		}
		rowTop := pdf.GetY() + 1
		pdf.SetXY(labelMargin, rowTop)
		pdf.MultiCell(labelColumns[0], 4.6, it.SKU, "", "L", false)
		bottom := pdf.GetY()
		pdf.SetXY(labelMargin+labelColumns[0], rowTop)
		pdf.MultiCell(labelColumns[1], 4.6, name, "", "L", false)
		bottom = max(bottom, pdf.GetY())
		pdf.SetXY(labelMargin+labelColumns[0]+labelColumns[1], rowTop)
		pdf.CellFormat(labelColumns[2], 4.6, strconv.Itoa(ri.Qty), "", 0, "R", false, 0, "")
		pdf.SetXY(labelMargin+labelColumns[0]+labelColumns[1]+labelColumns[2]+2, rowTop)
		pdf.MultiCell(labelColumns[3]-2, 4.6, reason, "", "L", false)
		bottom = max(bottom, pdf.GetY())
		pdf.SetY(bottom + 1)
		pdf.SetDrawColor(220, 220, 220)
		pdf.Line(labelMargin, bottom+1, labelMargin+labelWidth, bottom+1)
	}

	// What to do.
	pdf.Ln(6)
	font("B", 12)
	pdf.CellFormat(labelWidth, 7, t("steps"), "", 1, "L", false, 0, "")
	font("", 9.5)
	for i, key := range []string{"step.print", "step.pack", "step.dropOff"} {
		pdf.MultiCell(labelWidth, 5, strconv.Itoa(i+1)+". "+t(key, "reference", r.Reference), "", "L", false)
		pdf.Ln(1)
	}
	pdf.Ln(2)
	font("", 8.5)
	gray()
	contact := strings.Join(nonEmpty(seller.Email, seller.Phone), " · ")
	pdf.MultiCell(labelWidth, 4.5, t("questions", "contact", contact), "", "L", false)

	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("returns: render the label of %s: %w", r.Reference, err)
	}
	return buf.Bytes(), nil
}

// senderLines are the order's shipping address (its billing address for
// an order without one), the country by name in l.
func senderLines(o order.Order, l i18n.Locale) []string {
	a := o.BillingAddress
	if o.ShippingAddress != nil {
		a = *o.ShippingAddress
	}
	lines := nonEmpty(strings.TrimSpace(a.Firstname + " " + a.Lastname))
	lines = append(lines, nonEmpty(a.Company)...)
	lines = append(lines, nonEmpty(a.Street...)...)
	lines = append(lines, strings.TrimSpace(a.Postcode+" "+a.City), i18n.CountryName(l, a.CountryCode))
	return lines
}

// itemDetails are an item's variant and options on one line.
func itemDetails(it order.Item) string {
	var parts []string
	for _, v := range it.Variant {
		parts = append(parts, v.Label+": "+v.Value)
	}
	for _, op := range it.Options {
		value := op.Text
		if len(op.Values) > 0 {
			value = strings.Join(op.Values, ", ")
		}
		parts = append(parts, op.Title+": "+value)
	}
	return strings.Join(parts, "; ")
}

func nonEmpty(values ...string) []string {
	out := make([]string, 0, len(values))
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			out = append(out, v)
		}
	}
	return out
}

// bar is a run of dark modules of a barcode.
type bar struct{ start, width int }

// bars are a barcode's dark runs.
type barRuns []bar

// modules is the barcode's width in modules.
func (b barRuns) modules() int {
	if len(b) == 0 {
		return 0
	}
	last := b[len(b)-1]
	return last.start + last.width
}

// barsOf encodes text as Code 128 (boombuler/barcode picks the code sets,
// digits in pairs where that is shorter, and adds the check symbol) and
// answers its dark runs.
func barsOf(text string) (barRuns, error) {
	code, err := code128.Encode(text)
	if err != nil {
		return nil, fmt.Errorf("returns: barcode of %q: %w", text, err)
	}
	b := code.Bounds()
	var out barRuns
	for x := b.Min.X; x < b.Max.X; x++ {
		if !dark(code.At(x, b.Min.Y)) {
			continue
		}
		if n := len(out); n > 0 && out[n-1].start+out[n-1].width == x-b.Min.X {
			out[n-1].width++
			continue
		}
		out = append(out, bar{start: x - b.Min.X, width: 1})
	}
	return out, nil
}

func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}
