package returns

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/money"
)

// Mail tags.
const (
	// TagRequested is the return confirmation, with the label attached.
	TagRequested = "returns.requested"
	TagReceived  = "returns.received"
	TagRefused   = "returns.refused"
	TagRefunded  = "returns.refunded"
)

// send enqueues a mail about a return to its order's address, in the
// order's language, with the seller's identity at its foot (§35a GmbHG).
func (s *service) send(ctx context.Context, o order.Order, tag string, c mail.Content, atts []mail.Attachment) error {
	c.Locale = o.Locale
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return err
	}
	c.Sender = legal.FooterLines(o.Locale)
	if o.CustomerID != 0 && c.Action == nil {
		c.Action = &mail.Action{Label: i18n.Messages().T(o.Locale, "returns.mail.view"),
			URL: s.layout.ShopURL(o.Locale, "/customer/orders/"+o.Number, nil)}
	}
	rendered, err := s.layout.Render(c)
	if err != nil {
		return fmt.Errorf("returns: render %s mail of %s: %w", tag, o.Number, err)
	}
	return s.Mail.Enqueue(ctx, s.db.Write(), mail.Message{To: []string{o.Email}, Subject: rendered.Subject, Text: rendered.Text,
		HTML: rendered.HTML, Attachments: atts, Tag: tag})
}

// greeting is the mail's salutation to the order's buyer.
func greeting(o order.Order) string {
	name := strings.TrimSpace(o.BillingAddress.Firstname + " " + o.BillingAddress.Lastname)
	return i18n.Messages().T(o.Locale, "returns.mail.greeting", "name", name)
}

// itemFields are a return's items as "2 × name (options)": reason.
func itemFields(r Return, o order.Order, reasons map[string]string) []mail.Field {
	items := make(map[int64]order.Item, len(o.Items))
	for _, it := range o.Items {
		items[it.ID] = it
	}
	fields := make([]mail.Field, 0, len(r.Items))
	for _, ri := range r.Items {
		it := items[ri.OrderItemID]
		label := fmt.Sprintf("%d × %s", ri.Qty, it.Name)
		if d := itemDetails(it); d != "" {
			label += " (" + d + ")"
		}
		reason := reasons[ri.ReasonCode]
		if reason == "" {
			reason = ri.ReasonCode
		}
		fields = append(fields, mail.Field{Label: label, Value: reason})
	}
	return fields
}

// LabelSource is the mail attachment source of return labels
// (mail.Attachment.Source, the return's id as its ref): the confirmation
// carries the label made when it is sent, the same PDF the download
// answers, rendered outside the requesting transaction. NewService
// registers it on an outbox that takes sources (mail.Sources).
const LabelSource = "returns.label"

// mailRequested enqueues the return confirmation in the requesting
// transaction: the reference, the items with their quantities and
// reasons, what to do next, and the label attached (LabelSource: made
// when the mail is sent, the same PDF the download answers). Without the
// shop's legal data, which the label's return address is, the request
// is refused.
func (s *service) mailRequested(ctx context.Context, r Return, o order.Order) error {
	l, m := o.Locale, i18n.Messages()
	reasons, err := s.reasonLabels(ctx, l)
	if err != nil {
		return err
	}
	if err := s.checkReturnAddress(ctx); err != nil {
		return err
	}
	intro := "returns.mail.requested.intro"
	if r.WithdrawalID != 0 {
		intro = "returns.mail.requested.withdrawal"
	}
	r = s.named(r)
	paras := []string{greeting(o), m.T(l, intro, "number", o.Number, "reference", r.Reference)}
	// What is true of the label attached: the carrier's, its postage paid
	// by the shop, or the reference sheet, the postage the customer's.
	steps, refund := "returns.label.step.", "returns.mail.requested.refund"
	if r.PrepaidLabel() {
		paras = append(paras, m.T(l, "returns.mail.requested.prepaid", "carrier", r.CarrierName, "shipmentNo", r.ShipmentNo))
		steps, refund = "returns.carrier.step.", "returns.mail.requested.refundPrepaid"
	} else {
		paras = append(paras, m.T(l, "returns.mail.requested.postage"))
	}
	after := []string{m.T(l, "returns.mail.requested.next"),
		"1. " + m.T(l, steps+"print", "reference", r.Reference, "carrier", r.CarrierName),
		"2. " + m.T(l, steps+"pack", "reference", r.Reference, "carrier", r.CarrierName),
		"3. " + m.T(l, steps+"dropOff", "reference", r.Reference, "carrier", r.CarrierName),
		m.T(l, refund)}
	return s.send(ctx, o, TagRequested, mail.Content{Title: m.T(l, "returns.mail.requested.subject", "reference", r.Reference),
		Paragraphs: paras,
		Fields:     itemFields(r, o, reasons), After: after},
		[]mail.Attachment{{Filename: labelFilename(r, l), ContentType: "application/pdf", Source: LabelSource, Ref: strconv.FormatInt(r.ID, 10)}})
}

// checkReturnAddress fails while the shop's legal data, the labels'
// return address, are not set.
func (s *service) checkReturnAddress(ctx context.Context) error {
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return err
	}
	if !legal.IsSet() {
		return fmt.Errorf("returns: the shop's legal data are not set, so labels have no return address (paddock settings legal set)")
	}
	return nil
}

// labelAttachment is the label of the return a confirmation names
// (LabelSource), made as its download is.
func (s *service) labelAttachment(ctx context.Context, ref string) ([]byte, error) {
	id, err := strconv.ParseInt(ref, 10, 64)
	if err != nil || id <= 0 {
		return nil, fmt.Errorf("returns: label attachment %q: not a return", ref)
	}
	r, err := one(ctx, s.db.Read(), `r.id = ?`, id)
	if err != nil {
		return nil, err
	}
	f, err := s.labelFile(ctx, r)
	return f.Data, err
}

// renderLabelFor is the label with the reasons at hand.
func renderLabelFor(ctx context.Context, s *service, r Return, o order.Order, reasons map[string]string) ([]byte, error) {
	if db.HoldsTransaction(ctx) {
		return nil, fmt.Errorf("returns: the label of %s asked inside a transaction, which would hold it while rendering", r.Reference)
	}
	if err := s.checkReturnAddress(ctx); err != nil {
		return nil, err
	}
	legal, err := s.Seller.Legal(ctx)
	if err != nil {
		return nil, err
	}
	return renderLabel(r, o, legal, reasons)
}

// mailStatus tells the customer a return was received, refused (with the
// shop's reason, when given) or refunded (with the amount).
func (s *service) mailStatus(ctx context.Context, r Return, o order.Order, refund *order.Refund) error {
	l, m := o.Locale, i18n.Messages()
	reasons, err := s.reasonLabels(ctx, l)
	if err != nil {
		return err
	}
	key := "returns.mail." + string(r.Status)
	paras := []string{greeting(o)}
	tag := TagReceived
	switch r.Status {
	case Received:
		paras = append(paras, m.T(l, key+".intro", "reference", r.Reference, "number", o.Number))
	case Refused:
		tag = TagRefused
		paras = append(paras, m.T(l, key+".intro", "reference", r.Reference, "number", o.Number))
		if r.RefusalReason != "" {
			paras = append(paras, m.T(l, key+".reason", "reason", r.RefusalReason))
		}
	case Refunded:
		// What is true when the mail is written: refunded, or being
		// refunded (by the provider, or by a transfer staff make).
		tag = TagRefunded
		amount := ""
		intro := key + ".intro"
		if refund != nil {
			amount = money.Format(refund.Amount, l)
			switch {
			case refund.State == order.RefundPaid:
			case refund.Method == order.ByTransfer:
				key, intro = "returns.mail.refunding", "returns.mail.refunding.transfer"
			default:
				key, intro = "returns.mail.refunding", "returns.mail.refunding.intro"
			}
		}
		paras = append(paras, m.T(l, intro, "reference", r.Reference, "number", o.Number, "amount", amount))
		if refund != nil {
			if shipping := refund.ShippingAmount(); shipping > 0 {
				paras = append(paras, m.T(l, "returns.mail.refunded.shipping", "amount", money.Format(shipping, l)))
			}
		}
	default:
		return fmt.Errorf("returns: no mail for status %s", r.Status)
	}
	return s.send(ctx, o, tag, mail.Content{Title: m.T(l, key+".subject", "reference", r.Reference), Paragraphs: paras,
		Fields: itemFields(r, o, reasons)}, nil)
}
