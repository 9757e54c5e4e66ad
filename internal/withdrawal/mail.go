package withdrawal

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"paddock/internal/order"
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

// content is the declaration as the mails repeat it, in l: as typed for
// the shop; for the declarer's receipt, which goes to an address nobody
// has verified, what they typed only shortened and defused (mail.Quote),
// so that it never turns into a link or carries a stranger's message.
func content(d Declaration, l i18n.Locale, quoted bool) []mail.Field {
	m := i18n.Messages()
	quote := func(s string, max int) string {
		if !quoted {
			return s
		}
		q, cut := mail.Quote(s, max)
		if cut {
			q += "\n" + m.T(l, "withdrawal.mail.shortened")
		}
		return q
	}
	fields := []mail.Field{
		{Label: m.T(l, "withdrawal.mail.field.reference"), Value: d.Reference},
		{Label: m.T(l, "withdrawal.mail.field.receivedAt"), Value: ReceivedAt(d.DeclaredAt, l)},
		{Label: m.T(l, "withdrawal.mail.field.name"), Value: quote(d.Name, MaxQuotedName)},
		// The address is the receipt's own recipient: quoting it tells
		// them nothing a stranger chose.
		{Label: m.T(l, "withdrawal.mail.field.email"), Value: d.Email},
		{Label: m.T(l, "withdrawal.mail.field.orderNumber"), Value: quote(d.OrderNumber, MaxQuotedNumber)},
	}
	switch {
	case d.WholeOrder:
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.scope"), Value: m.T(l, "withdrawal.mail.wholeOrder")})
	case len(d.Items) > 0:
		// The order's own items (only the signed-in owner names them): the
		// shop's words, not the declarer's.
		lines := make([]string, len(d.Items))
		for i, it := range d.Items {
			lines[i] = m.T(l, "withdrawal.mail.item", "qty", it.Qty, "name", it.Name, "sku", it.SKU)
		}
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.items"), Value: strings.Join(lines, "\n")})
	}
	if d.ItemsText != "" {
		fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.itemsText"), Value: quote(d.ItemsText, MaxQuote)})
	}
	return fields
}

// mailReceipt confirms the declaration to the address given, in the
// page's language: the durable medium of §356a BGB, with the declaration
// and the date and time it was received. Anyone's but the signed-in
// owner's says the same whether the number names an order or not. It goes
// to an address nobody has verified: within the address's budget
// (mail.RecipientBudget), beyond which it is not sent and the declaration
// stands all the same.
func (s *service) mailReceipt(ctx context.Context, d Declaration) error {
	l, m := d.Locale, i18n.Messages()
	var after []string
	switch {
	case d.Confirmation != ByOwner:
		after = append(after, m.T(l, "withdrawal.mail.receipt.confirmByOrder"))
	case d.ReturnReference != "":
		after = append(after, m.T(l, "withdrawal.mail.receipt.returnStarted", "reference", d.ReturnReference))
	default:
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
			mail.Greeting(l, d.Name),
			m.T(l, "withdrawal.mail.receipt.intro", "receivedAt", ReceivedAt(d.DeclaredAt, l)),
		},
		Fields: content(d, l, true),
		After:  after,
		Sender: legal.FooterLines(l),
	})
	if err != nil {
		return fmt.Errorf("withdrawal: render the receipt of %s: %w", d.Reference, err)
	}
	err = s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{d.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML,
		Tag: TagReceipt, Unverified: true})
	if errors.Is(err, mail.ErrBudgetSpent) {
		return nil
	}
	return err
}

// mailConfirm sends the order's own address, in the order's language, the
// link that confirms d as the owner's: the order, when the declaration
// came and whether it names the whole order, but nothing the declarer
// typed (their name, their words), which the page behind the link shows.
func (s *service) mailConfirm(ctx context.Context, d Declaration, o order.Order, token string, now time.Time) error {
	l, m := o.Locale, i18n.Messages()
	if _, ok := i18n.Parse(string(l)); !ok {
		l = i18n.Default
	}
	scope, next := m.T(l, "withdrawal.mail.confirm.scopeWords"), m.T(l, "withdrawal.mail.confirm.nextWords")
	if d.WholeOrder {
		scope, next = m.T(l, "withdrawal.mail.wholeOrder"), m.T(l, "withdrawal.mail.confirm.nextReturn")
	}
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return fmt.Errorf("withdrawal: the shop's legal data: %w", err)
	}
	r, err := s.layout.Render(mail.Content{
		Locale: l,
		Title:  m.T(l, "withdrawal.mail.confirm.subject", "order", o.Number),
		Paragraphs: []string{
			mail.Greeting(l, ""),
			m.T(l, "withdrawal.mail.confirm.intro", "order", o.Number, "receivedAt", ReceivedAt(d.DeclaredAt, l)),
		},
		Fields: []mail.Field{
			{Label: m.T(l, "withdrawal.mail.field.reference"), Value: d.Reference},
			{Label: m.T(l, "withdrawal.mail.field.orderNumber"), Value: o.Number},
			{Label: m.T(l, "withdrawal.mail.field.scope"), Value: scope},
		},
		Action: &mail.Action{Label: m.T(l, "withdrawal.mail.confirm.action"),
			URL: s.layout.ShopURL(l, ConfirmPath(l), url.Values{"token": {token}})},
		After: []string{next, m.T(l, "withdrawal.mail.confirm.validity", "until", ReceivedAt(now.Add(ConfirmValidity), l)),
			m.T(l, "withdrawal.mail.confirm.ignore")},
		Sender: legal.FooterLines(l),
	})
	if err != nil {
		return fmt.Errorf("withdrawal: render the link of %s: %w", d.Reference, err)
	}
	return s.Mail.Enqueue(ctx, s.DB.Write(), mail.Message{To: []string{o.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML,
		Tag: TagConfirm, Unverified: true})
}

// mailShop sends the shop a copy in German, its flags in the subject and
// in words at the top, so that staff see at once what to judge, and where
// the declaration stands (declared by the owner, waiting for the order's
// address, confirmed); a reply goes to the declarer.
func (s *service) mailShop(ctx context.Context, d Declaration) error {
	l, m := i18n.Default, i18n.Messages()
	subject := m.T(l, "withdrawal.mail.shop.subject", "reference", d.Reference, "order", d.OrderNumber)
	intro := m.T(l, "withdrawal.mail.shop.intro", "name", d.Name)
	if d.Confirmation == Confirmed {
		subject = m.T(l, "withdrawal.mail.shop.confirmedSubject", "reference", d.Reference, "order", orderNumber(d.OrderNumber))
		intro = m.T(l, "withdrawal.mail.shop.confirmedIntro", "at", ReceivedAt(d.ConfirmedAt, l))
	}
	paragraphs := []string{intro}
	if d.Flagged() || d.Confirmation == NotMailed {
		subject = m.T(l, "withdrawal.mail.shop.flaggedSubject", "subject", subject)
	}
	if d.Flagged() {
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
	fields := content(d, l, false)
	fields = append(fields, mail.Field{Label: m.T(l, "withdrawal.mail.field.confirmation"), Value: ConfirmationText(d, l)})
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

// ConfirmationText is where a declaration stands, in words, in l.
func ConfirmationText(d Declaration, l i18n.Locale) string {
	m := i18n.Messages()
	switch d.Confirmation {
	case Mailed:
		return m.T(l, "withdrawal.confirmation.mailed", "at", ReceivedAt(d.ConfirmSentAt, l))
	case Confirmed:
		return m.T(l, "withdrawal.confirmation.confirmed", "at", ReceivedAt(d.ConfirmedAt, l))
	case "":
		return m.T(l, "withdrawal.confirmation.pending")
	}
	return m.T(l, "withdrawal.confirmation."+string(d.Confirmation))
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
