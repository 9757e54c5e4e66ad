package order

import (
	"context"
	"fmt"
	"strings"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// Mail tags.
const (
	TagPlaced   = "order.placed"
	TagPaid     = "order.paid"
	TagCanceled = "order.canceled"
)

// summary is an order's items and totals as labelled lines.
func summary(o Order) []mail.Field {
	l, m := o.Locale, i18n.Messages()
	var fields []mail.Field
	for _, it := range o.Items {
		label := fmt.Sprintf("%d × %s", it.QtyOrdered, it.Name)
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
		fields = append(fields, mail.Field{Label: label, Value: money.Format(it.RowTotal, l)})
	}
	t := o.Totals
	fields = append(fields, mail.Field{Label: m.T(l, "order.mail.subtotal"), Value: money.Format(t.SubtotalInclTax, l)})
	for _, d := range t.Discounts {
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.discount", "label", d.Label), Value: money.Format(-d.Amount, l)})
	}
	if !o.IsVirtual {
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.shipping", "method", o.ShippingTitle), Value: money.Format(t.ShippingInclTax, l)})
	}
	fields = append(fields, mail.Field{Label: m.T(l, "order.mail.grandTotal"), Value: money.Format(t.GrandTotal, l)})
	for _, x := range t.Taxes {
		fields = append(fields, mail.Field{Label: m.T(l, "order.mail.tax", "rate", x.Rate), Value: money.Format(x.Amount, l)})
	}
	return fields
}

// addressText writes an address on lines.
func addressText(a Address) string {
	lines := []string{strings.TrimSpace(a.Firstname + " " + a.Lastname)}
	if a.Company != "" {
		lines = append(lines, a.Company)
	}
	lines = append(lines, a.Street...)
	lines = append(lines, strings.TrimSpace(a.Postcode+" "+a.City), a.CountryCode)
	return strings.Join(lines, "\n")
}

func (s *service) send(ctx context.Context, o Order, tag string, c mail.Content) error {
	c.Locale = o.Locale
	r, err := s.layout.Render(c)
	if err != nil {
		return fmt.Errorf("order: render %s mail of %s: %w", tag, o.Number, err)
	}
	return s.Mail.Enqueue(ctx, s.db.Write(), mail.Message{To: []string{o.Email}, Subject: r.Subject, Text: r.Text, HTML: r.HTML, Tag: tag})
}

// ordersLink is the customer's order page; none for guests.
func (s *service) ordersLink(o Order) *mail.Action {
	if o.CustomerID == 0 {
		return nil
	}
	return &mail.Action{Label: i18n.Messages().T(o.Locale, "order.mail.view"),
		URL: s.layout.ShopURL(o.Locale, "/customer/orders/"+o.Number, nil)}
}

// mailPlaced enqueues the order confirmation in the placing transaction.
func (s *service) mailPlaced(ctx context.Context, o Order) error {
	l, m := o.Locale, i18n.Messages()
	paras := []string{m.T(l, "order.mail.placed.greeting", "name", o.BillingAddress.Firstname+" "+o.BillingAddress.Lastname),
		m.T(l, "order.mail.placed.intro", "number", o.Number)}
	method, _ := s.Payments.Method(o.PaymentMethod, l)
	after := []string{m.T(l, "order.mail.payment", "method", method.Title)}
	if in := s.Payments.Instructions(o.PaymentMethod, o.Number, o.Totals.GrandTotal); in != nil {
		after = append(after, m.T(l, "order.mail.banktransfer", "amount", money.Format(in.Amount, l), "holder", in.AccountHolder,
			"iban", in.IBAN, "bic", in.BIC, "bank", in.BankName, "reference", in.Reference))
	}
	if o.ShippingAddress != nil {
		after = append(after, m.T(l, "order.mail.shipTo")+"\n"+addressText(*o.ShippingAddress))
		if o.DeliveryEarliest != "" {
			after = append(after, m.T(l, "order.mail.delivery", "earliest", o.DeliveryEarliest, "latest", o.DeliveryLatest))
		}
	}
	after = append(after, m.T(l, "order.mail.billTo")+"\n"+addressText(o.BillingAddress))
	return s.send(ctx, o, TagPlaced, mail.Content{Title: m.T(l, "order.mail.placed.subject", "number", o.Number),
		Paragraphs: paras, Fields: summary(o), After: after, Action: s.ordersLink(o)})
}

// mailPaid tells the customer the payment arrived.
func (s *service) mailPaid(ctx context.Context, o Order) error {
	l, m := o.Locale, i18n.Messages()
	return s.send(ctx, o, TagPaid, mail.Content{Title: m.T(l, "order.mail.paid.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.paid.intro", "number", o.Number, "amount", money.Format(o.Totals.GrandTotal, l))},
		Action:     s.ordersLink(o)})
}

// mailCanceled tells the customer the order was cancelled.
func (s *service) mailCanceled(ctx context.Context, o Order) error {
	l, m := o.Locale, i18n.Messages()
	return s.send(ctx, o, TagCanceled, mail.Content{Title: m.T(l, "order.mail.canceled.subject", "number", o.Number),
		Paragraphs: []string{m.T(l, "order.mail.canceled.intro", "number", o.Number)}, Fields: summary(o)})
}
