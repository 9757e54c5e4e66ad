package order

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/pdffont"
	"paddock/internal/platform/vat"
)

// The layout of a document's A4 page, in millimetres.
const (
	docMargin  = 20.0
	docWidth   = 170.0
	docFooter  = 32.0 // the footer's height above the bottom edge
	docLineGap = 1.2
)

// The table's columns: position, item, quantity, unit price, discount,
// row total, VAT rate.
var docColumns = [7]float64{9, 71, 14, 23, 19, 22, 12}

// renderPDF sets a document's sheet as an A4 PDF in the buyer's language,
// in DejaVu Sans Condensed embedded (pdffont), with every field §14 (4)
// UStG asks: the seller's name, address and VAT id or tax number, the
// number and date, the buyer, the delivery date, the items with their
// quantities and kind, the net amount, rate and VAT per rate, the total,
// the export note; the seller's register and managing directors in the
// footer.
func renderPDF(s Sheet) ([]byte, error) {
	l, m := s.locale(), i18n.Messages()
	t := func(key string, args ...any) string { return m.T(l, "order.document."+key, args...) }
	issued, err := time.ParseInLocation(time.DateOnly, s.IssueDate, berlin)
	if err != nil {
		return nil, fmt.Errorf("order: document date %q: %w", s.IssueDate, err)
	}
	credit := s.Kind == KindCreditNote
	amount := func(v catalog.Money) string {
		if credit && v != 0 {
			v = -v
		}
		return money.Format(v, l)
	}

	title := t("title."+string(s.Kind)) + " " + s.Number
	pdf := newDocumentPDF(title, s.Seller.Name, t("meta.order")+" "+s.OrderNumber, l, issued)
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	gray := func() { pdf.SetTextColor(100, 100, 100) }
	black := func() { pdf.SetTextColor(0, 0, 0) }

	pdf.SetFooterFunc(func() { documentFooter(pdf, s, t) })
	header := func() {
		tableHeader(pdf, docColumns[:], []string{t("col.pos"), t("col.item"), t("col.qty"), t("col.unit"), t("col.discount"), t("col.total"), t("col.vat")})
	}
	pdf.AddPage()

	// The document's facts, right of the buyer.
	facts := [][2]string{{t("meta.number"), s.Number}, {t("meta.date"), i18n.FormatISODate(l, s.IssueDate)}}
	if s.Corrects != nil {
		facts = append(facts, [2]string{t("meta.corrects"), s.Corrects.Number}, [2]string{t("meta.correctsDate"), i18n.FormatISODate(l, s.Corrects.IssueDate)})
	}
	facts = append(facts, [2]string{t("meta.order"), s.OrderNumber}, [2]string{t("meta.orderDate"), i18n.FormatISODate(l, s.OrderDate)},
		[2]string{t("meta.delivery"), deliveryText(s, l)})
	note := ""
	if s.Buyer.VATID != "" {
		note = t("meta.buyerVat") + ": " + s.Buyer.VATID
	}
	top := letterHead(pdf, s.Seller, partyLines(s.Buyer, l), note, facts, l)

	pdf.SetXY(docMargin, top)
	font("B", 15)
	black()
	pdf.MultiCell(docWidth, 7, title, "", "L", false)
	if s.Corrects != nil {
		font("", 9.5)
		pdf.MultiCell(docWidth, 5, t("corrects", "number", s.Corrects.Number, "date", i18n.FormatISODate(l, s.Corrects.IssueDate)), "", "L", false)
	}
	pdf.Ln(4)

	// The lines.
	header()
	breakAt := func(h float64) {
		_, pageHeight := pdf.GetPageSize()
		if pdf.GetY()+h > pageHeight-docFooter-6 {
			pdf.AddPage()
			header()
		}
	}
	rate := func(r vat.Rate, category string) string {
		if category == CategoryExport || category == CategoryIntraCommunity {
			return "0 %"
		}
		return r.Local(s.Locale) + " %"
	}
	for _, ln := range s.Lines {
		font("", 9)
		nameLines := pdf.SplitText(ln.Name, docColumns[1])
		font("", 7.5)
		var small []string
		if ln.SKU != "" {
			small = append(small, pdf.SplitText(t("sku", "sku", ln.SKU), docColumns[1])...)
		}
		for _, d := range ln.Details {
			small = append(small, pdf.SplitText(d, docColumns[1])...)
		}
		h := float64(len(nameLines))*4.5 + float64(len(small))*3.8 + docLineGap*2
		breakAt(h)
		top := pdf.GetY()
		font("", 9)
		black()
		discount := ""
		if ln.Discount > 0 {
			discount = amount(-ln.Discount)
		}
		cells := []string{strconv.Itoa(ln.Position), "", strconv.Itoa(ln.Quantity), amount(ln.UnitGross), discount, amount(ln.RowGross - ln.Discount),
			rate(ln.Rate, ln.Category)}
		tableRow(pdf, docColumns[:], cells, nameLines, small, top, h, -1)
	}
	for _, c := range s.Charges {
		breakAt(7)
		font("", 9)
		black()
		top := pdf.GetY()
		pdf.SetXY(docMargin+docColumns[0], top+docLineGap)
		pdf.CellFormat(docColumns[1]+docColumns[2]+docColumns[3]+docColumns[4], 4.5, t("shipping", "title", c.Title), "", 0, "L", false, 0, "")
		pdf.CellFormat(docColumns[5], 4.5, amount(c.Gross), "", 0, "R", false, 0, "")
		pdf.CellFormat(docColumns[6], 4.5, rate(c.Rate, c.Category), "", 0, "R", false, 0, "")
		pdf.SetY(top + 4.5 + docLineGap*2)
		pdf.Line(docMargin, pdf.GetY(), docMargin+docWidth, pdf.GetY())
	}

	// The totals: the order's gross sums to the total and what it
	// includes, or (a refund in parts) its net and VAT to the total.
	pdf.Ln(3)
	var sums, included [][2]string
	if len(s.Charges) > 0 || s.Totals.Discount > 0 || s.Corrects == nil {
		sums = append(sums, [2]string{t("sum.subtotal"), amount(s.Totals.SubtotalGross)})
		if s.Totals.Discount > 0 {
			sums = append(sums, [2]string{t("sum.discount"), amount(-s.Totals.Discount)})
		}
		if len(s.Charges) > 0 {
			sums = append(sums, [2]string{t("sum.shipping"), amount(s.Totals.ShippingGross)})
		}
		included = [][2]string{{t("sum.includedNet"), amount(s.Totals.Net)}, {t("sum.includedTax"), amount(s.Totals.Tax)}}
	} else {
		sums = [][2]string{{t("sum.net"), amount(s.Totals.Net)}, {t("sum.tax"), amount(s.Totals.Tax)}}
	}
	breakAt(float64(len(sums)+len(included))*5 + 8)
	font("", 9)
	black()
	for _, r := range sums {
		pdf.SetX(docMargin + 90)
		pdf.CellFormat(55, 5, r[0], "", 0, "L", false, 0, "")
		pdf.CellFormat(25, 5, r[1], "", 1, "R", false, 0, "")
	}
	font("B", 10.5)
	pdf.SetX(docMargin + 90)
	total := t("sum.total")
	if credit {
		total = t("sum.refund")
	}
	pdf.CellFormat(55, 7, total, "T", 0, "L", false, 0, "")
	pdf.CellFormat(25, 7, amount(s.Totals.Gross), "T", 1, "R", false, 0, "")
	font("", 8.5)
	gray()
	for _, r := range included {
		pdf.SetX(docMargin + 90)
		pdf.CellFormat(55, 4.5, r[0], "", 0, "L", false, 0, "")
		pdf.CellFormat(25, 4.5, r[1], "", 1, "R", false, 0, "")
	}
	black()
	pdf.Ln(4)

	// The VAT per rate.
	breakAt(6 + float64(len(s.VAT))*5)
	font("B", 8)
	pdf.SetFillColor(238, 238, 238)
	vatCols := []float64{50, 40, 40, 40}
	for i, h := range []string{t("vat.rate"), t("vat.net"), t("vat.tax"), t("vat.gross")} {
		align := "R"
		if i == 0 {
			align = "L"
		}
		pdf.CellFormat(vatCols[i], 5.5, h, "", 0, align, true, 0, "")
	}
	pdf.Ln(-1)
	for _, v := range s.VAT {
		font("", 9)
		label := t("vat.standard", "rate", v.Rate.Local(s.Locale))
		switch v.Category {
		case CategoryExport:
			label = t("vat.export")
		case CategoryIntraCommunity:
			label = t("vat.reverseCharge")
		case CategoryZero:
			label = t("vat.zero")
		}
		for i, c := range []string{label, amount(v.Net), amount(v.Tax), amount(v.Gross)} {
			align := "R"
			if i == 0 {
				align = "L"
			}
			pdf.CellFormat(vatCols[i], 5, c, "", 0, align, false, 0, "")
		}
		pdf.Ln(-1)
	}
	pdf.Ln(4)

	// Notes: the export, the payment, the refund's reason, where it went.
	var notes []string
	if s.Export {
		notes = append(notes, t("export"))
	}
	if s.ReverseCharge {
		notes = append(notes, t("reverseCharge"))
	}
	switch {
	case credit:
		notes = append(notes, t("refunded", "amount", money.Format(s.Totals.Gross, l), "method", s.Payment.Title))
		if s.Reason != "" {
			notes = append(notes, t("reason", "reason", s.Reason))
		}
	case s.Payment.Paid:
		notes = append(notes, t("paid", "date", i18n.FormatISODate(l, s.Payment.PaidOn), "method", s.Payment.Title))
	default:
		notes = append(notes, t("authorized", "method", s.Payment.Title))
	}
	if s.ShipTo != nil && !sameParty(*s.ShipTo, s.Buyer) {
		notes = append(notes, t("shipTo")+": "+strings.Join(partyLines(*s.ShipTo, l), ", "))
	}
	font("", 9)
	black()
	for _, n := range notes {
		pdf.MultiCell(docWidth, 4.8, n, "", "L", false)
		pdf.Ln(1.5)
	}
	if !credit {
		pdf.Ln(2)
		pdf.MultiCell(docWidth, 4.8, t("thanks"), "", "L", false)
	}

	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("order: render %s: %w", s.Number, err)
	}
	return buf.Bytes(), nil
}

// documentFooter writes the seller's company data and the page number at
// the foot of every page (§35a GmbHG: register court and number, managing
// directors, on business letters).
func documentFooter(pdf *fpdf.Fpdf, s Sheet, t func(string, ...any) string) {
	l := s.locale()
	_, pageHeight := pdf.GetPageSize()
	top := pageHeight - docFooter
	pdf.SetDrawColor(180, 180, 180)
	pdf.Line(docMargin, top, docMargin+docWidth, top)
	pdf.SetFont(pdffont.Family, "", 7)
	pdf.SetTextColor(90, 90, 90)
	p := s.Seller
	var register []string
	if p.RegisterCourt != "" || p.RegisterNumber != "" {
		register = append(register, strings.TrimSpace(p.RegisterCourt+", "+p.RegisterNumber))
	}
	if len(p.ManagingDirectors) > 0 {
		register = append(register, t("footer.directors", "names", strings.Join(p.ManagingDirectors, ", ")))
	}
	var tax []string
	if p.VATID != "" {
		tax = append(tax, t("footer.vatId", "id", p.VATID))
	}
	if p.TaxNumber != "" {
		tax = append(tax, t("footer.taxNumber", "number", p.TaxNumber))
	}
	if p.Bank != nil {
		tax = append(tax, strings.TrimSpace(p.Bank.Name), "IBAN "+groupIBAN(p.Bank.IBAN), "BIC "+p.Bank.BIC)
	}
	cols := [][]string{append([]string{p.Name}, compactAddress(p, l)...), register, tax}
	widths := []float64{56, 60, 54}
	x := docMargin
	for i, lines := range cols {
		pdf.SetXY(x, top+2)
		for _, line := range lines {
			if strings.TrimSpace(line) == "" {
				continue
			}
			pdf.SetX(x)
			pdf.MultiCell(widths[i]-2, 3.4, line, "", "L", false)
		}
		x += widths[i]
	}
	pdf.SetXY(docMargin, pageHeight-10)
	pdf.CellFormat(docWidth/2, 4, s.Number, "", 0, "L", false, 0, "")
	pdf.CellFormat(docWidth/2, 4, t("footer.page", "page", strconv.Itoa(pdf.PageNo()), "pages", "{nb}"), "", 0, "R", false, 0, "")
}

// sellerLines are the seller's address and contact as the head shows
// them.
func sellerLines(p Party, l i18n.Locale) []string {
	lines := compactAddress(p, l)
	if p.Phone != "" {
		lines = append(lines, p.Phone)
	}
	if p.Email != "" {
		lines = append(lines, p.Email)
	}
	return lines
}

// compactAddress is a party's street, postcode and city, and country.
func compactAddress(p Party, l i18n.Locale) []string {
	lines := []string{}
	for _, st := range p.Street {
		if strings.TrimSpace(st) != "" {
			lines = append(lines, st)
		}
	}
	lines = append(lines, strings.TrimSpace(p.Postcode+" "+p.City))
	if p.Country != "" {
		lines = append(lines, i18n.CountryName(l, p.Country))
	}
	return lines
}

// partyLines are a buyer's address lines: the company, the person, the
// street, postcode and city, the country.
func partyLines(p Party, l i18n.Locale) []string {
	lines := []string{p.Name}
	if p.Person != "" {
		lines = append(lines, p.Person)
	}
	return append(lines, compactAddress(p, l)...)
}

func sameParty(a, b Party) bool {
	return a.Name == b.Name && a.Person == b.Person && strings.Join(a.Street, "\n") == strings.Join(b.Street, "\n") &&
		a.Postcode == b.Postcode && a.City == b.City && a.Country == b.Country
}

// deliveryText is the time of delivery: one day, or the promised window.
func deliveryText(s Sheet, l i18n.Locale) string {
	from, to := i18n.FormatISODate(l, s.DeliveryFrom), i18n.FormatISODate(l, s.DeliveryTo)
	if s.DeliveryTo == "" || s.DeliveryTo == s.DeliveryFrom {
		return from
	}
	return from + " – " + to
}

// groupIBAN writes an IBAN in groups of four, as it is printed.
func groupIBAN(iban string) string {
	var b strings.Builder
	for i, r := range strings.ReplaceAll(iban, " ", "") {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// newDocumentPDF starts an A4 document of the shop in DejaVu Sans
// Condensed (pdffont) with the document's margins, its title, author,
// subject and language, dated date, pages counted as {nb}.
func newDocumentPDF(title, author, subject string, l i18n.Locale, date time.Time) *fpdf.Fpdf {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdffont.Add(pdf)
	pdf.SetMargins(docMargin, docMargin, docMargin)
	pdf.SetAutoPageBreak(true, docFooter+6)
	pdf.SetTitle(title, true)
	pdf.SetAuthor(author, true)
	pdf.SetSubject(subject, true)
	pdf.SetCreator("Paddock", true)
	pdf.SetLang(string(l))
	pdf.SetCreationDate(date)
	pdf.SetModificationDate(date)
	pdf.AliasNbPages("{nb}")
	return pdf
}

// tableHeader writes a table's header row on grey: a label per column,
// the second (the item) left-aligned, the others right-aligned.
func tableHeader(pdf *fpdf.Fpdf, widths []float64, labels []string) {
	pdf.SetFont(pdffont.Family, "B", 8)
	pdf.SetFillColor(238, 238, 238)
	for i, w := range widths {
		align := "R"
		if i == 1 {
			align = "L"
		}
		pdf.CellFormat(w, 6, labels[i], "", 0, align, true, 0, "")
	}
	pdf.Ln(-1)
	pdf.Ln(1)
}

// letterHead writes a document's head as a DIN 5008 letter: the seller
// top right; the recipient's lines in the envelope's window under the
// seller's return line, with a small note below them when one is given;
// the facts (label, value) right of the recipient. It answers where the
// document's title goes.
func letterHead(pdf *fpdf.Fpdf, seller Party, recipient []string, note string, facts [][2]string, l i18n.Locale) float64 {
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	gray := func() { pdf.SetTextColor(100, 100, 100) }
	black := func() { pdf.SetTextColor(0, 0, 0) }

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

	pdf.SetXY(docMargin, 45)
	font("", 7)
	gray()
	pdf.CellFormat(85, 4, strings.Join(append([]string{seller.Name}, compactAddress(seller, l)...), " · "), "B", 1, "L", false, 0, "")
	pdf.Ln(1.5)
	font("", 10)
	black()
	for _, line := range recipient {
		pdf.CellFormat(85, 5, line, "", 1, "L", false, 0, "")
	}
	if note != "" {
		font("", 8.5)
		gray()
		pdf.CellFormat(85, 4.5, note, "", 1, "L", false, 0, "")
	}
	recipientBottom := pdf.GetY()

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
	return max(recipientBottom, y) + 10
}

// tableRow writes a table's row from top, h high, with a rule below: the
// cells right-aligned in their columns (the one at bold in bold), and in
// the second column the item's name lines, then its small lines in grey.
func tableRow(pdf *fpdf.Fpdf, widths []float64, cells, name, small []string, top, h float64, bold int) {
	pdf.SetTextColor(0, 0, 0)
	pdf.SetXY(docMargin, top+docLineGap)
	for i, w := range widths {
		if i == 1 {
			pdf.SetX(pdf.GetX() + w)
			continue
		}
		style := ""
		if i == bold {
			style = "B"
		}
		pdf.SetFont(pdffont.Family, style, 9)
		pdf.CellFormat(w, 4.5, cells[i], "", 0, "R", false, 0, "")
	}
	pdf.SetFont(pdffont.Family, "", 9)
	pdf.SetXY(docMargin+widths[0], top+docLineGap)
	for _, nl := range name {
		pdf.SetX(docMargin + widths[0])
		pdf.CellFormat(widths[1], 4.5, nl, "", 2, "L", false, 0, "")
	}
	pdf.SetFont(pdffont.Family, "", 7.5)
	pdf.SetTextColor(100, 100, 100)
	for _, sl := range small {
		pdf.SetX(docMargin + widths[0])
		pdf.CellFormat(widths[1], 3.8, sl, "", 2, "L", false, 0, "")
	}
	pdf.SetY(top + h)
	pdf.SetDrawColor(220, 220, 220)
	pdf.Line(docMargin, pdf.GetY(), docMargin+docWidth, pdf.GetY())
}
