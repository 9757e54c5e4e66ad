package order

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/pdffont"
)

// PackingSlip is the delivery note of a shipment (by its number,
// 000000012-1) as an A4 PDF in the order's language, to lay into the
// parcel: the seller, the recipient in the envelope window, the order's
// and the parcel's facts (carrier and tracking number), and every item of
// the parcel with its SKU, its choices and how many of how many ordered
// it holds; no prices. Items of the order still to come are said to
// follow. Made on request from what is stored, nothing is written.
// NotFound ("order.shipment.notFound") for an unknown shipment.
func (s *service) PackingSlip(ctx context.Context, shipmentNumber string) ([]byte, error) {
	shipmentNumber = strings.TrimSpace(shipmentNumber)
	number, _, ok := strings.Cut(shipmentNumber, "-")
	if !ok || len(number) != NumberLength || len(shipmentNumber) > NumberLength+8 {
		return nil, apperr.New(apperr.NotFound, "order.shipment.notFound")
	}
	o, err := s.load(ctx, s.db.Read(), `increment_id = ?`, number)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil, apperr.New(apperr.NotFound, "order.shipment.notFound")
	}
	if err != nil {
		return nil, err
	}
	for _, sh := range o.Shipments {
		if sh.Number == shipmentNumber {
			seller, err := s.seller(ctx)
			if err != nil {
				return nil, err
			}
			return renderPackingSlip(o, sh, seller)
		}
	}
	return nil, apperr.New(apperr.NotFound, "order.shipment.notFound")
}

// slipColumns are the packing slip's columns: position, item, in this
// parcel, ordered.
var slipColumns = [4]float64{12, 118, 20, 20}

func renderPackingSlip(o Order, sh Shipment, seller Party) ([]byte, error) {
	l, m := o.Locale, i18n.Messages()
	t := func(key string, args ...any) string { return m.T(l, "order.packingSlip."+key, args...) }
	shipped := sh.ShippedAt.In(berlin)

	pdf := fpdf.New("P", "mm", "A4", "")
	pdffont.Add(pdf)
	pdf.SetMargins(docMargin, docMargin, docMargin)
	pdf.SetAutoPageBreak(true, docFooter+6)
	title := t("title") + " " + sh.Number
	pdf.SetTitle(title, true)
	pdf.SetAuthor(seller.Name, true)
	pdf.SetSubject(t("order")+" "+o.Number, true)
	pdf.SetCreator("Paddock", true)
	pdf.SetLang(string(l))
	pdf.SetCreationDate(shipped)
	pdf.SetModificationDate(shipped)
	pdf.AliasNbPages("{nb}")
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	gray := func() { pdf.SetTextColor(100, 100, 100) }
	black := func() { pdf.SetTextColor(0, 0, 0) }
	footer := Sheet{Seller: seller, Locale: string(l)}
	pdf.SetFooterFunc(func() {
		documentFooter(pdf, footer, func(key string, args ...any) string { return m.T(l, "order.document."+key, args...) })
	})
	header := func() {
		font("B", 8)
		pdf.SetFillColor(238, 238, 238)
		labels := []string{t("col.pos"), t("col.item"), t("col.parcel"), t("col.ordered")}
		for i, w := range slipColumns {
			align := "R"
			if i == 1 {
				align = "L"
			}
			pdf.CellFormat(w, 6, labels[i], "", 0, align, true, 0, "")
		}
		pdf.Ln(-1)
		pdf.Ln(1)
	}
	pdf.AddPage()

	// The seller, top right.
	x := docMargin + 100
	pdf.SetXY(x, docMargin)
	font("B", 12)
	black()
	pdf.MultiCell(70, 5.5, seller.Name, "", "R", false)
	font("", 8.5)
	gray()
	for _, line := range sellerLines(seller, l) {
		pdf.SetX(x)
		pdf.MultiCell(70, 4, line, "", "R", false)
	}
	sellerBottom := pdf.GetY()

	// The recipient in the envelope's window, under the seller's return line.
	to := buyerOf(o.BillingAddress, "")
	if o.ShippingAddress != nil {
		to = buyerOf(*o.ShippingAddress, "")
	}
	to.VATID = ""
	pdf.SetXY(docMargin, 45)
	font("", 7)
	gray()
	pdf.CellFormat(85, 4, strings.Join(append([]string{seller.Name}, compactAddress(seller, l)...), " · "), "B", 1, "L", false, 0, "")
	pdf.Ln(1.5)
	font("", 10)
	black()
	for _, line := range partyLines(to, l) {
		pdf.CellFormat(85, 5, line, "", 1, "L", false, 0, "")
	}
	recipientBottom := pdf.GetY()

	// The parcel's facts, right of the recipient.
	facts := [][2]string{{t("number"), sh.Number}, {t("date"), i18n.FormatISODate(l, shipped.Format(time.DateOnly))},
		{t("order"), o.Number}, {t("orderDate"), i18n.FormatISODate(l, berlinDay(o.CreatedAt))}}
	if carrier := strings.TrimSpace(sh.Title); carrier != "" {
		facts = append(facts, [2]string{t("carrier"), carrier})
	}
	if sh.Tracking != "" {
		facts = append(facts, [2]string{t("tracking"), sh.Tracking})
	}
	y := max(sellerBottom+4, 52.0)
	factsX := docMargin + 92
	for _, f := range facts {
		pdf.SetXY(factsX, y)
		font("", 8.5)
		gray()
		pdf.CellFormat(34, 4.5, f[0], "", 0, "L", false, 0, "")
		black()
		pdf.MultiCell(docWidth-92-34, 4.5, f[1], "", "R", false)
		y = pdf.GetY()
	}

	pdf.SetXY(docMargin, max(recipientBottom, y)+10)
	font("B", 15)
	black()
	pdf.MultiCell(docWidth, 7, title, "", "L", false)
	pdf.Ln(4)

	// The parcel's items, in the order's order.
	header()
	inParcel := map[int64]int{}
	for _, it := range sh.Items {
		inParcel[it.OrderItemID] += it.Qty
	}
	followUp := false
	for i, it := range o.Items {
		if !it.IsVirtual && it.QtyShipped < it.QtyOrdered-it.QtyCanceled {
			followUp = true
		}
		qty := inParcel[it.ID]
		if qty == 0 {
			continue
		}
		font("", 9)
		nameLines := pdf.SplitText(it.Name, slipColumns[1])
		font("", 7.5)
		small := pdf.SplitText(m.T(l, "order.document.sku", "sku", it.SKU), slipColumns[1])
		for _, d := range details(it) {
			small = append(small, pdf.SplitText(d, slipColumns[1])...)
		}
		h := float64(len(nameLines))*4.5 + float64(len(small))*3.8 + docLineGap*2
		if _, pageHeight := pdf.GetPageSize(); pdf.GetY()+h > pageHeight-docFooter-6 {
			pdf.AddPage()
			header()
		}
		top := pdf.GetY()
		font("", 9)
		black()
		cells := []string{strconv.Itoa(i + 1), "", strconv.Itoa(qty), strconv.Itoa(it.QtyOrdered - it.QtyCanceled)}
		pdf.SetXY(docMargin, top+docLineGap)
		for c, w := range slipColumns {
			if c == 1 {
				pdf.SetX(pdf.GetX() + w)
				continue
			}
			font(map[bool]string{true: "B", false: ""}[c == 2], 9)
			pdf.CellFormat(w, 4.5, cells[c], "", 0, "R", false, 0, "")
		}
		font("", 9)
		pdf.SetXY(docMargin+slipColumns[0], top+docLineGap)
		for _, nl := range nameLines {
			pdf.SetX(docMargin + slipColumns[0])
			pdf.CellFormat(slipColumns[1], 4.5, nl, "", 2, "L", false, 0, "")
		}
		font("", 7.5)
		gray()
		for _, sl := range small {
			pdf.SetX(docMargin + slipColumns[0])
			pdf.CellFormat(slipColumns[1], 3.8, sl, "", 2, "L", false, 0, "")
		}
		pdf.SetY(top + h)
		pdf.SetDrawColor(220, 220, 220)
		pdf.Line(docMargin, pdf.GetY(), docMargin+docWidth, pdf.GetY())
	}

	pdf.Ln(6)
	font("", 9)
	black()
	if followUp {
		pdf.MultiCell(docWidth, 4.8, t("followUp"), "", "L", false)
		pdf.Ln(2)
	}
	pdf.MultiCell(docWidth, 4.8, t("returns"), "", "L", false)

	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("order: packing slip %s: %w", sh.Number, err)
	}
	return buf.Bytes(), nil
}
