package privacy

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
)

// WritePDF sets an export as a readable A4 document in a language: a
// title with the account and when it was made, then one section per kind
// of data with its entries as labelled lines, and what a section without
// entries holds said in words. The JSON (WriteJSON) is the machine-
// readable copy of the same data.
func WritePDF(e Export, l i18n.Locale) ([]byte, error) {
	m := i18n.Messages()
	t := func(key string, args ...any) string { return m.T(l, "privacy.pdf."+key, args...) }
	at := func(v time.Time) string {
		if v.IsZero() {
			return ""
		}
		b := v.In(i18n.Berlin)
		return i18n.FormatDate(l, b) + ", " + b.Format("15:04")
	}
	eur := func(cents int64) string { return money.Format(catalog.Money(cents), l) }

	pdf := fpdf.New("P", "mm", "A4", "")
	pdffont.Add(pdf)
	pdf.SetMargins(20, 20, 20)
	pdf.SetAutoPageBreak(true, 20)
	pdf.SetTitle(t("title"), true)
	pdf.SetCreator("Paddock", true)
	pdf.SetLang(string(l))
	pdf.SetCreationDate(e.ExportedAt)
	pdf.SetModificationDate(e.ExportedAt)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-14)
		pdf.SetFont(pdffont.Family, "", 7.5)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(0, 4, t("page", "page", strconv.Itoa(pdf.PageNo()), "pages", "{nb}"), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	font := func(style string, size float64) { pdf.SetFont(pdffont.Family, style, size) }
	heading := func(text string) {
		pdf.Ln(4)
		font("B", 12)
		pdf.SetTextColor(0, 0, 0)
		pdf.MultiCell(0, 6, text, "B", "L", false)
		pdf.Ln(1.5)
	}
	sub := func(text string) {
		pdf.Ln(1)
		font("B", 9.5)
		pdf.SetTextColor(0, 0, 0)
		pdf.MultiCell(0, 5, text, "", "L", false)
	}
	line := func(label, value string) {
		if strings.TrimSpace(value) == "" {
			return
		}
		font("", 9)
		pdf.SetTextColor(100, 100, 100)
		x := pdf.GetX()
		pdf.CellFormat(48, 4.6, label, "", 0, "L", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
		pdf.MultiCell(0, 4.6, value, "", "L", false)
		pdf.SetX(x)
	}
	none := func() {
		font("", 9)
		pdf.SetTextColor(100, 100, 100)
		pdf.MultiCell(0, 4.6, t("none"), "", "L", false)
	}

	font("B", 16)
	pdf.MultiCell(0, 8, t("title"), "", "L", false)
	font("", 9.5)
	pdf.SetTextColor(60, 60, 60)
	pdf.MultiCell(0, 5, t("intro", "name", strings.TrimSpace(e.Account.Firstname+" "+e.Account.Lastname), "email", e.Account.Email,
		"date", at(e.ExportedAt)), "", "L", false)

	heading(t("account.heading"))
	a := e.Account
	line(t("account.name"), strings.TrimSpace(a.Firstname+" "+a.Lastname))
	line(t("account.email"), a.Email)
	line(t("account.dateOfBirth"), i18n.FormatISODate(l, a.DateOfBirth))
	line(t("account.language"), a.Language)
	line(t("account.created"), at(a.CreatedAt))
	line(t("account.updated"), at(a.UpdatedAt))
	assistance := t("account.assistanceNo")
	if a.RemoteAssistanceAt != nil {
		assistance = t("account.assistanceSince", "date", at(*a.RemoteAssistanceAt))
	}
	line(t("account.assistance"), assistance)

	heading(t("addresses"))
	if len(e.Addresses) == 0 {
		none()
	}
	for _, ad := range e.Addresses {
		lines := []string{strings.TrimSpace(ad.Firstname + " " + ad.Lastname)}
		if ad.Company != "" {
			lines = append(lines, ad.Company)
		}
		lines = append(lines, ad.Street...)
		lines = append(lines, strings.TrimSpace(ad.Postcode+" "+ad.City), i18n.CountryName(l, ad.CountryCode))
		if ad.Telephone != "" {
			lines = append(lines, ad.Telephone)
		}
		line("", strings.Join(lines, "\n"))
		pdf.Ln(1)
	}

	heading(t("newsletter.heading"))
	line(t("newsletter.status"), t("newsletter."+strings.ToLower(string(e.Newsletter.Status))))
	for _, st := range e.Newsletter.Steps {
		line(t("newsletter.step."+st.Action), fmt.Sprintf("%s · %s · %s", at(st.At), st.IP, st.UserAgent))
	}

	heading(t("sessions"))
	if len(e.Sessions) == 0 {
		none()
	}
	for _, s := range e.Sessions {
		line(at(s.CreatedAt), fmt.Sprintf("%s · %s · %s", s.IP, s.UserAgent, t("lastSeen", "date", at(s.LastSeenAt))))
	}

	heading(t("orders.heading"))
	if len(e.Orders) == 0 {
		none()
	}
	for _, o := range e.Orders {
		sub(t("orders.order", "number", o.Number, "date", at(o.PlacedAt)))
		line(t("orders.status"), m.T(l, "order.status."+o.Status))
		line(t("orders.email"), o.Email)
		line(t("orders.payment"), o.PaymentMethod)
		line(t("orders.total"), eur(o.GrandTotalCents))
		for _, it := range o.Items {
			text := fmt.Sprintf("%d × %s (%s), %s", it.Quantity, it.Name, it.SKU, eur(it.TotalCents))
			if len(it.Choices) > 0 {
				text += "\n" + strings.Join(it.Choices, ", ")
			}
			line(t("orders.item"), text)
		}
		for _, sh := range o.Shipments {
			line(t("orders.shipment"), strings.TrimSpace(sh.Number+" · "+sh.Title+" "+sh.Tracking+" · "+at(sh.ShippedAt)))
		}
	}

	heading(t("documents"))
	if len(e.Documents) == 0 {
		none()
	}
	for _, d := range e.Documents {
		line(at(d.IssuedAt), t("document."+d.Kind, "number", d.Number, "order", d.OrderNumber))
	}

	heading(t("returns"))
	if len(e.Returns) == 0 {
		none()
	}
	for _, r := range e.Returns {
		line(r.Reference, t("returnStatus."+string(r.Status)))
	}

	heading(t("withdrawals"))
	if len(e.Withdrawals) == 0 {
		none()
	}
	for _, w := range e.Withdrawals {
		line(w.Reference, fmt.Sprintf("%s · %s · %s <%s>", at(w.DeclaredAt), w.OrderNumber, w.Name, w.Email))
	}

	heading(t("wishlist"))
	if len(e.Wishlist) == 0 {
		none()
	}
	for _, it := range e.Wishlist {
		line(at(it.AddedAt), t("wishlistItem", "product", strconv.FormatInt(it.ProductID, 10), "qty", strconv.Itoa(it.Quantity)))
	}

	heading(t("reviews"))
	if len(e.Reviews) == 0 {
		none()
	}
	for _, r := range e.Reviews {
		line(at(r.WrittenAt), t("reviewItem", "product", strconv.FormatInt(r.ProductID, 10), "rating", strconv.Itoa(r.Rating),
			"title", r.Title, "status", r.Status))
	}

	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("privacy: pdf: %w", err)
	}
	return buf.Bytes(), nil
}
