package order

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

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

	title := t("title") + " " + sh.Number
	pdf := newDocumentPDF(title, seller.Name, t("order")+" "+o.Number, l, shipped)
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	black := func() { pdf.SetTextColor(0, 0, 0) }
	footer := Sheet{Seller: seller, Locale: string(l)}
	pdf.SetFooterFunc(func() {
		documentFooter(pdf, footer, func(key string, args ...any) string { return m.T(l, "order.document."+key, args...) })
	})
	header := func() {
		tableHeader(pdf, slipColumns[:], []string{t("col.pos"), t("col.item"), t("col.parcel"), t("col.ordered")})
	}
	pdf.AddPage()

	// The recipient in the envelope's window; the parcel's facts right of it.
	to := buyerOf(o.BillingAddress, "")
	if o.ShippingAddress != nil {
		to = buyerOf(*o.ShippingAddress, "")
	}
	facts := [][2]string{{t("number"), sh.Number}, {t("date"), i18n.FormatISODate(l, shipped.Format(time.DateOnly))},
		{t("order"), o.Number}, {t("orderDate"), i18n.FormatISODate(l, berlinDay(o.CreatedAt))}}
	if carrier := strings.TrimSpace(sh.Title); carrier != "" {
		facts = append(facts, [2]string{t("carrier"), carrier})
	}
	if sh.Tracking != "" {
		facts = append(facts, [2]string{t("tracking"), sh.Tracking})
	}
	top := letterHead(pdf, seller, partyLines(to, l), "", facts, l)

	pdf.SetXY(docMargin, top)
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
		for _, d := range it.Details() {
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
		tableRow(pdf, slipColumns[:], cells, nameLines, small, top, h, 2)
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
