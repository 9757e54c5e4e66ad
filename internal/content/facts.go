package content

import (
	"context"
	"html"
	"strings"

	"paddock/internal/platform/i18n"
)

// Placeholders rich text may hold for what the shop itself knows, filled
// when a page is served (FillBlocks), so a text an editor keeps never
// disagrees with the checkout: the AGB and the shipping page name the
// payment methods the checkout offers and the order button as it reads.
const (
	// PaymentMethodsPlaceholder stands for the methods offered, as one
	// phrase in the page's language ("A, B oder C").
	PaymentMethodsPlaceholder = "{{paymentMethods}}"
	// OrderButtonPlaceholder stands for the label of the checkout's
	// order button ("Zahlungspflichtig bestellen").
	OrderButtonPlaceholder = "{{orderButton}}"
)

// PaymentMethod is a payment method the checkout offers, as pages name it.
type PaymentMethod struct {
	// Code is the checkout's code (banktransfer, mollie_methods_paypal).
	Code string
	// Title is its name in the page's language.
	Title string
}

// Icon is the method's name in the storefront's icon set: the code
// without its gateway's prefix (paypal, creditcard, banktransfer).
func (m PaymentMethod) Icon() string {
	if i := strings.LastIndex(m.Code, "_methods_"); i >= 0 {
		return m.Code[i+len("_methods_"):]
	}
	return m.Code
}

// Facts are what the shop knows that pages name: the payment methods the
// checkout offers and the order button's label, in one language.
type Facts struct {
	PaymentMethods []PaymentMethod
	OrderButton    string
}

// FactSource answers the facts in a language, as the checkout has them
// now: the payment methods a cart may pay with whatever its amount, the
// button's label from the storefront's own catalog. It may ask a payment
// gateway over the network, so never inside a transaction.
type FactSource interface {
	Facts(ctx context.Context, locale i18n.Locale) (Facts, error)
}

// FillBlocks replaces the placeholders in every rich text of blocks with
// f in locale, in place: blocks are the caller's own (the service decodes
// them afresh for every read). A placeholder without its fact (no
// method offered) is left out.
func FillBlocks(blocks []Block, f Facts, locale i18n.Locale) {
	c := &checker{reading: true, fill: f.replacer(locale).Replace}
	c.blocks("blocks", blocks)
}

// FillHTML replaces the placeholders in one rich text with f in locale.
func FillHTML(s string, f Facts, locale i18n.Locale) string {
	if !strings.Contains(s, "{{") {
		return s
	}
	return f.replacer(locale).Replace(s)
}

// FillFooter makes the footer's payment-methods blocks rows of icons of
// the methods f names, in place.
func FillFooter(footer []FooterBlock, f Facts) {
	for i := range footer {
		if footer[i].Kind != FooterPaymentMethods {
			continue
		}
		footer[i].Icons = make([]FooterIcon, 0, len(f.PaymentMethods))
		for _, m := range f.PaymentMethods {
			footer[i].Icons = append(footer[i].Icons, FooterIcon{Icon: m.Icon(), Label: m.Title})
		}
	}
}

// NeedsFacts reports whether blocks or footer name a fact, so a reader
// asks for them only then.
func NeedsFacts(blocks []Block, footer []FooterBlock) bool {
	for _, b := range footer {
		if b.Kind == FooterPaymentMethods {
			return true
		}
	}
	found := false
	c := &checker{reading: true, fill: func(s string) string {
		if strings.Contains(s, PaymentMethodsPlaceholder) || strings.Contains(s, OrderButtonPlaceholder) {
			found = true
		}
		return s
	}}
	c.blocks("blocks", blocks)
	return found
}

// replacer fills the placeholders with HTML-escaped text.
func (f Facts) replacer(locale i18n.Locale) *strings.Replacer {
	titles := make([]string, 0, len(f.PaymentMethods))
	for _, m := range f.PaymentMethods {
		titles = append(titles, html.EscapeString(m.Title))
	}
	return strings.NewReplacer(
		PaymentMethodsPlaceholder, JoinAlternatives(titles, locale),
		OrderButtonPlaceholder, html.EscapeString(f.OrderButton),
	)
}

// JoinAlternatives writes items as alternatives in locale's words: "A",
// "A oder B", "A, B oder C".
func JoinAlternatives(items []string, locale i18n.Locale) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	or := i18n.Messages().T(locale, "content.facts.or")
	return strings.Join(items[:len(items)-1], ", ") + " " + or + " " + items[len(items)-1]
}
