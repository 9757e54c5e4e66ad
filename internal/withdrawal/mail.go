package withdrawal

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/returns"
)

// ReceivedAt is when a declaration was received as the receipt tells it:
// the date and the time to the second in Berlin, in the reader's
// language ("24.11.2026 um 14:03:12 Uhr (Europe/Berlin)").
func ReceivedAt(at time.Time, l i18n.Locale) string {
	m := i18n.Messages()
	local := at.In(berlin)
	return m.T(l, "withdrawal.mail.receivedAt",
		"date", local.Format(m.T(l, "withdrawal.mail.dateLayout")), "time", local.Format(time.TimeOnly), "zone", berlin.String())
}

// content is the declaration as the mails repeat it, in l.
func content(d Declaration, l i18n.Locale) []mail.Field {
	m := i18n.Messages()
	fields := []mail.Field{
		{Label: m.T(l, "withdrawal.mail.field.reference"), Value: d.Reference},
		{Label: m.T(l, "withdrawal.mail.field.receivedAt"), Value: ReceivedAt(d.DeclaredAt, l)},
		{Label: m.T(l, "withdrawal.mail.field.name"), Value: d.Name},
		{Label: m.T(l, "withdrawal.mail.field.email"), Value: d.Email},
		{Label: m.T(l, "withdrawal.mail.field.orderNumber"), Value: d.OrderNumber},
	}
	switch {
	case d.WholeOrder:
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.scope"), Value: m.T(l, "withdrawal.mail.wholeOrder")})
	case len(d.Items) > 0:
		lines := make([]string, len(d.Items))
		for i, it := range d.Items {
			lines[i] = m.T(l, "withdrawal.mail.item", "qty", it.Qty, "name", it.Name, "sku", it.SKU)
		}
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.items"), Value: strings.Join(lines, "\n")})
	}
	if d.ItemsText != "" {
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.itemsText"), Value: d.ItemsText})
	}
	return fields
}

// mailReceipt confirms the declaration to the address given, in the
// page's language: the durable medium of §356a BGB, with the whole
// declaration and the date and time it was received.
func (s *service) mailReceipt(ctx context.Context, d Declaration) error {
	l, m := d.Locale, i18n.Messages()
	after := []string{}
	if d.ReturnReference != "" {
		after = append(after, m.T(l, "withdrawal.mail.receipt.returnStarted", "reference", d.ReturnReference))
	} else {
		after = append(after, m.T(l, "withdrawal.mail.receipt.inTouch"))
	}
	after = append(after, m.T(l, "withdrawal.mail.receipt.keep"))
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return fmt.Errorf("withdrawal: the shop's legal data: %w", err)
	}
	r, err := s.layout.Render(mail.Content{
		Locale: l,
		Title:  m.T(l, "withdrawal.mail.receipt.subject", "reference", d.Reference),
		Paragraphs: []string{
			m.T(l, "withdrawal.mail.receipt.greeting", "name", d.Name),
			m.T(l, "withdrawal.mail.receipt.intro", "receivedAt", ReceivedAt(d.DeclaredAt, l)),
		},
		Fields: content(d, l),
		After:  after,
		Sender: legal.FooterLines(l),
	})
	if err != nil {
		return fmt.Errorf("withdrawal: render the receipt of %s: %w", d.Reference, err)
	}
	return s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{d.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: TagReceipt})
}

// mailShop sends the shop a copy in German, its flags in the subject and
// in words at the top, so that staff see at once what to judge; a reply
// goes to the declarer.
func (s *service) mailShop(ctx context.Context, d Declaration) error {
	l, m := i18n.Default, i18n.Messages()
	subject := m.T(l, "withdrawal.mail.shop.subject", "reference", d.Reference, "order", d.OrderNumber)
	paragraphs := []string{m.T(l, "withdrawal.mail.shop.intro", "name", d.Name)}
	if d.Flagged() {
		subject = m.T(l, "withdrawal.mail.shop.flaggedSubject", "subject", subject)
		lines := make([]string, len(d.Flags))
		for i, f := range d.Flags {
			lines[i] = "• " + FlagText(f, l)
		}
		paragraphs = append(paragraphs, m.T(l, "withdrawal.mail.shop.check")+"\n"+strings.Join(lines, "\n"))
		if slices.Contains(d.Flags, ReturnRefused(returns.NotFullyShipped)) {
			// Withdrawn before the parcel left: nothing to send back.
			paragraphs = append(paragraphs, m.T(l, "withdrawal.mail.shop.notShipped", "order", d.OrderNumber, "reference", d.Reference))
		}
	}
	fields := content(d, l)
	if d.ReturnReference != "" {
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.return"), Value: d.ReturnReference})
	}
	customer := m.T(l, "withdrawal.mail.guest")
	if d.CustomerID > 0 {
		customer = m.T(l, "withdrawal.mail.customer", "id", d.CustomerID)
	}
	fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.declaredBy"), Value: customer},
		mail.Field{Label: m.T(l, "withdrawal.mail.field.language"), Value: string(d.Locale)})
	r, err := s.layout.Render(mail.Content{Locale: l, Title: subject, Paragraphs: paragraphs, Fields: fields})
	if err != nil {
		return fmt.Errorf("withdrawal: render the shop's copy of %s: %w", d.Reference, err)
	}
	return s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{s.Mail.ShopAddress()}, ReplyTo: replyTo(d),
		Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: TagShop})
}

// FlagText is a flag in words, in l.
func FlagText(f Flag, l i18n.Locale) string {
	m := i18n.Messages()
	if code, ok := strings.CutPrefix(string(f), returnRefusedPrefix); ok {
		return m.T(l, "withdrawal.flag.return_refused", "reason", m.T(l, "withdrawal.refusal."+code))
	}
	return m.T(l, "withdrawal.flag."+string(f))
}

// replyTo is the declarer's address with their name, quoted so that any
// name reads as one display name.
func replyTo(d Declaration) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(d.Name) + `" <` + d.Email + ">"
}
