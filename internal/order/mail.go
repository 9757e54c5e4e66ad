package order

import (
	"context"
	"fmt"
	"strings"
	"time"

	"paddock/internal/payment"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// Mail tags.
const (
	TagPlaced   = "order.placed"
	TagPaid     = "order.paid"
	TagCanceled = "order.canceled"
	// TagPaymentFailed is the mail of a hosted payment that ended without
	// money (failed, canceled, expired): the order waits for another
	// attempt until its retry deadline, and the mail leads to the page
	// that offers it ("pay now") or another method.
	TagPaymentFailed = "order.payment_failed"
	// TagPaymentReminder is the reminder of a bank transfer still
	// awaited (SettleBankTransfers).
	TagPaymentReminder = "order.payment_reminder"
)

// summary is an order's items and totals as labelled lines.
func summary(o Order) []mail.Field {
	l, m := o.Locale, i18n.Messages()
	var fields []mail.Field
	for _, it := range o.Items {
		fields = append(fields, mail.Field{Label: itemLabel(it, it.QtyOrdered), Value: money.Format(it.RowTotal, l)})
	}
	t := o.Totals
	fields = append(fields, mail.Field{Label: m.T(l, "order.mail.subtotal"), Value: money.Format(t.SubtotalInclTax, l)})
	for _, d := range t.Discounts {
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.discount", "label", d.Label), Value: money.Format(-d.Amount, l)})
	}
	if !o.IsVirtual {
		// Free shipping says so, as the cart and the checkout do, not "0,00 €".
		shipping := m.T(l, "order.mail.shippingFree")
		if t.ShippingInclTax != 0 {
			shipping = money.Format(t.ShippingInclTax, l)
		}
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.shipping", "method", o.ShippingTitle), Value: shipping})
	}
	fields = append(fields, mail.Field{Label: m.T(l, "order.mail.grandTotal"), Value: money.Format(t.GrandTotal, l)})
	for _, x := range t.Taxes {
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.tax", "rate", x.Rate.Local(string(l))), Value: money.Format(x.Amount, l)})
	}
	return fields
}

// itemLabel is qty of an item with its variant and options:
// 2 × Reithose (Größe: M; Name: Jördis).
func itemLabel(it Item, qty int) string {
	label := fmt.Sprintf("%d × %s", qty, it.Name)
	var details []string
	for _, v := range it.Variant {
		details = append(details, v.Label+": "+v.Value)
	}
	for _, op := range it.Options {
		value := op.Text
		if len(op.Values) > 0 {
			value = strings.Join(op.Values, ", ")
		}
		details = append(details, op.Title+": "+value)
	}
	if len(details) > 0 {
		label += " (" + strings.Join(details, "; ") + ")"
	}
	return label
}

// addressText writes an address on lines, its country by name in l.
func addressText(a Address, l i18n.Locale) string {
	lines := []string{strings.TrimSpace(a.Firstname + " " + a.Lastname)}
	if a.Company != "" {
		lines = append(lines, a.Company)
	}
	lines = append(lines, a.Street...)
	lines = append(lines, strings.TrimSpace(a.Postcode+" "+a.City), i18n.CountryName(l, a.CountryCode))
	return strings.Join(lines, "\n")
}

func (s *service) send(ctx context.Context, o Order, tag string, c mail.Content) error {
	_, err := s.sendWith(ctx, o, tag, c, nil)
	return err
}

// sendWith enqueues a mail to the order's customer with attachments and
// answers it as rendered.
func (s *service) sendWith(ctx context.Context, o Order, tag string, c mail.Content, atts []mail.Attachment) (mail.Rendered, error) {
	c.Locale = o.Locale
	if s.Seller != nil {
		// Business mail names the seller at its foot (§35a GmbHG), as the
		// settings have it now.
		legal, err := s.Seller.Legal(ctx)
		if err != nil {
			return mail.Rendered{}, err
		}
		c.Sender = legal.FooterLines(o.Locale)
	}
	r, err := s.layout.Render(c)
	if err != nil {
		return r, fmt.Errorf("order: render %s mail of %s: %w", tag, o.Number, err)
	}
	return r, s.Mail.Enqueue(ctx, s.db.Write(), mail.Message{To: []string{o.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML,
		Attachments: atts, Tag: tag})
}

// exported reports an order whose goods went outside the EU: they were
// charged net (cart.Totals.Export), so their items carry no VAT rate.
func (o Order) exported() bool {
	for _, it := range o.Items {
		if !it.IsVirtual && it.TaxRate == 0 {
			return true
		}
	}
	return false
}

// netCategory is the VAT category of an order's goods charged net:
// CategoryIntraCommunity when they went to a member state of the EU (the
// cart charged net only a business with a VAT id there:
// cart.Totals.ReverseCharge), CategoryExport when they went outside it;
// "" when they carry VAT.
func (o Order) netCategory() string {
	switch {
	case !o.exported():
		return ""
	case o.ShippingAddress != nil && vat.Member(o.ShippingAddress.CountryCode):
		return CategoryIntraCommunity
	}
	return CategoryExport
}

// ordersLink is the customer's order page; for a guest the order's page
// opened by a signed link (GuestOrderURL), none without a signing key.
func (s *service) ordersLink(o Order) *mail.Action {
	if o.CustomerID == 0 {
		u := s.GuestOrderURL(o)
		if u == "" {
			return nil
		}
		return &mail.Action{Label: i18n.Messages().T(o.Locale, "order.mail.view"), URL: u}
	}
	return &mail.Action{Label: i18n.Messages().T(o.Locale, "order.mail.view"),
		URL: s.layout.ShopURL(o.Locale, "/customer/orders/"+o.Number, nil)}
}

// TagPlacedShop is the shop's copy of an order confirmation.
const TagPlacedShop = "order.placed.shop"

// mailPlaced enqueues the order confirmation in the placing transaction,
// with the legal documents attached as PDFs (§312f BGB: the terms, the
// withdrawal notice and the model withdrawal form on a durable medium) in
// the order's language, made before the transaction (Legal.Attachments;
// none when the orders have no Legal), and the shop's copy (to the shop's
// address, in German, replies going to the customer). An order paid on a
// provider's page says how to finish the payment from the mail, should
// the customer have left that page (ResumeURL: "pay now" or another
// method); the mail goes out before the payment is settled either way.
func (s *service) mailPlaced(ctx context.Context, o Order, pay payment.Payment, legal []mail.Attachment) error {
	l, m := o.Locale, i18n.Messages()
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, "order.mail.placed.intro", "number", o.Number)}
	switch o.netCategory() {
	case CategoryExport:
		paras = append(paras, m.T(l, "order.mail.export"))
	case CategoryIntraCommunity:
		paras = append(paras, m.T(l, "order.mail.reverseCharge"))
	}
	method, _ := s.Payments.Method(o.PaymentMethod, l)
	after := []string{m.T(l, "order.mail.payment", "method", method.Title)}
	if method.Kind == payment.Hosted {
		after = append(after, m.T(l, "order.mail.payLater")+"\n"+s.Payments.ResumeURL(pay, l))
	}
	in, err := s.Payments.Instructions(ctx, o.PaymentMethod, o.Number, o.Totals.GrandTotal)
	if err != nil {
		return err
	}
	if in != nil {
		after = append(after, m.T(l, "order.mail.banktransfer", "amount", money.Format(in.Amount, l), "holder", in.AccountHolder,
			"iban", in.IBAN, "bic", in.BIC, "bank", in.BankName, "reference", in.Reference))
		// How long the goods wait for the money, said from the start.
		deadline, err := s.transferDeadline(ctx, o)
		if err != nil {
			return err
		}
		after = append(after, m.T(l, "order.mail.transferBy", "deadline", i18n.FormatDate(l, deadline)))
	}
	if o.ShippingAddress != nil {
		after = append(after, m.T(l, "order.mail.shipTo")+"\n"+addressText(*o.ShippingAddress, l))
		if o.DeliveryEarliest != "" {
			after = append(after, m.T(l, "order.mail.delivery", "earliest", i18n.FormatISODate(l, o.DeliveryEarliest),
				"latest", i18n.FormatISODate(l, o.DeliveryLatest)))
		}
	}
	after = append(after, m.T(l, "order.mail.billTo")+"\n"+addressText(o.BillingAddress, l))
	if s.Legal != nil {
		after = append(after, m.T(l, "order.legal.attached"))
	}
	r, err := s.sendWith(ctx, o, TagPlaced, mail.Content{Title: m.T(l, "order.mail.placed.subject", "number", o.Number),
		Paragraphs: paras, Fields: summary(o), After: after, Action: s.ordersLink(o)}, legal)
	if err != nil {
		return err
	}
	shop := i18n.German
	return s.Mail.Enqueue(ctx, s.db.Write(), mail.Message{To: []string{s.Mail.ShopAddress()}, ReplyTo: o.Email,
		Subject: m.T(shop, "order.mail.shopCopy.subject", "number", o.Number),
		Text:    m.T(shop, "order.mail.shopCopy.intro", "email", o.Email) + "\n\n" + r.Text, Tag: TagPlacedShop})
}

// mailPaid tells the customer the payment arrived, with the order's
// invoice attached (the PDF, and the e-invoice when there is one; none
// when the orders issue no documents) and, for a guest, a link to
// download it again (DocumentURL, MailLinkValidity) besides the link to
// the order's page (GuestOrderURL).
func (s *service) mailPaid(ctx context.Context, o Order, invoice *Document) error {
	l, m := o.Locale, i18n.Messages()
	c := mail.Content{Title: m.T(l, "order.mail.paid.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.paid.intro", "number", o.Number, "amount", money.Format(o.Totals.GrandTotal, l))},
		Action:     s.ordersLink(o)}
	var atts []mail.Attachment
	if invoice != nil {
		atts = documentAttachments(*invoice)
		c.Paragraphs = append(c.Paragraphs, s.documentParagraph(o, *invoice))
		if o.CustomerID == 0 {
			// A guest's button downloads the invoice; the order's page
			// follows as a link of its own.
			if c.Action != nil {
				c.After = append(c.After, c.Action.Label+"\n"+c.Action.URL)
			}
			c.Action = &mail.Action{Label: m.T(l, "order.mail.document.download."+string(invoice.Kind)),
				URL: s.DocumentURL(o, *invoice, FormatPDF, MailLinkValidity)}
		}
	}
	_, err := s.sendWith(ctx, o, TagPaid, c, atts)
	return err
}

// mailCanceledUnpaid tells the customer that an order paid by bank
// transfer was cancelled because the money did not come in time
// (SettleBankTransfers).
func (s *service) mailCanceledUnpaid(ctx context.Context, o Order) error {
	l, m := o.Locale, i18n.Messages()
	return s.send(ctx, o, TagCanceled, mail.Content{Title: m.T(l, "order.mail.canceled.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.canceled.unpaid", "number", o.Number, "date", i18n.FormatDate(l, o.CreatedAt.In(berlin)))},
		Fields:     summary(o), After: []string{m.T(l, "order.mail.canceled.paidMeanwhile")}})
}

// mailPaymentFailed tells the customer that the hosted payment of an
// order ended without money (status: failed, canceled or expired), says
// until when the order waits, and leads to paying it: the link is the
// payment's return URL, whose page processes the token and offers "pay
// now" (PayAgain) and another method (ChangePaymentMethod, the items back
// in the cart), for a guest too. The token is what
// the provider's redirect carried already; the page drops it from the
// address bar at once, the access log keeps no query strings, and
// Referrer-Policy strict-origin-when-cross-origin keeps it from other
// sites. It grants no more than the mail says: the order's status, paying
// it, and a cart with its items.
func (s *service) mailPaymentFailed(ctx context.Context, o Order, pay payment.Payment, status payment.Status) error {
	l, m := o.Locale, i18n.Messages()
	deadline := i18n.FormatDate(l, retryDeadline(pay.UpdatedAt))
	return s.send(ctx, o, TagPaymentFailed, mail.Content{Title: m.T(l, "order.mail.paymentFailed.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.paymentFailed."+string(status), "number", o.Number),
			m.T(l, "order.mail.paymentFailed.retry", "deadline", deadline)},
		Fields: summary(o),
		Action: &mail.Action{Label: m.T(l, "order.mail.paymentFailed.action"), URL: s.Payments.ReturnURL(pay, l)},
		After:  []string{m.T(l, "order.mail.paymentFailed.otherMethod")}})
}

// mailRetryExpired tells the customer that an order whose payment failed
// was cancelled, since it was not paid by its retry deadline.
func (s *service) mailRetryExpired(ctx context.Context, o Order) error {
	l, m := o.Locale, i18n.Messages()
	return s.send(ctx, o, TagCanceled, mail.Content{Title: m.T(l, "order.mail.canceled.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.canceled.retryExpired", "number", o.Number, "date", i18n.FormatDate(l, o.CreatedAt.In(berlin)))},
		Fields:     summary(o)})
}

// mailPaymentReminder reminds the customer of an order paid by bank
// transfer that the money has not come yet, with the account, the amount
// and the purpose, and the day after which the order is cancelled.
func (s *service) mailPaymentReminder(ctx context.Context, o Order, cancelOn time.Time) error {
	l, m := o.Locale, i18n.Messages()
	in, err := s.Payments.Instructions(ctx, o.PaymentMethod, o.Number, o.Totals.GrandTotal)
	if err != nil {
		return err
	}
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, "order.mail.reminder.intro", "number", o.Number, "date", i18n.FormatDate(l, o.CreatedAt.In(berlin)),
			"amount", money.Format(o.Totals.GrandTotal, l), "deadline", i18n.FormatDate(l, cancelOn.In(berlin)))}
	if in != nil {
		paras = append(paras, m.T(l, "order.mail.banktransfer", "amount", money.Format(in.Amount, l), "holder", in.AccountHolder,
			"iban", in.IBAN, "bic", in.BIC, "bank", in.BankName, "reference", in.Reference))
	}
	return s.send(ctx, o, TagPaymentReminder, mail.Content{Title: m.T(l, "order.mail.reminder.subject", "number", o.Number),
		Paragraphs: paras, Fields: summary(o), After: []string{m.T(l, "order.mail.reminder.crossed")}, Action: s.ordersLink(o)})
}
