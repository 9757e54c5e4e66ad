package app

import (
	"context"
	"fmt"
	"strings"

	"paddock/internal/blocks"
	"paddock/internal/content"
	"paddock/internal/payment"
	"paddock/internal/platform/i18n"
	"paddock/web"
)

// OrderButtonKey is the storefront's text of the checkout's order button
// (web/src/locales/*/checkout.json): the button shows it, and pages that
// name the button (the AGB's conclusion of the contract) are filled with
// it, so the two cannot differ.
const OrderButtonKey = "checkout.summary.place"

// shopFacts are what content pages say of the checkout
// (content.FactSource): the payment methods it offers whatever the
// amount, as payment.Service.Available answers them (the shop's own
// methods the settings allow, a gateway's enabled ones), and the order
// button's label.
type shopFacts struct {
	payments payment.Service
	ui       *i18n.Catalog
}

// newShopFacts reads the storefront's checkout texts once.
func newShopFacts(payments payment.Service) (*shopFacts, error) {
	ui, err := i18n.LoadCatalog(web.Locales(), "{locale}/checkout.json")
	if err != nil {
		return nil, fmt.Errorf("app: facts: %w", err)
	}
	if !ui.Has(i18n.German, OrderButtonKey) {
		return nil, fmt.Errorf("app: facts: the storefront's catalog has no %s", OrderButtonKey)
	}
	return &shopFacts{payments: payments, ui: ui}, nil
}

// Facts answers the facts in locale.
func (f *shopFacts) Facts(ctx context.Context, locale i18n.Locale) (content.Facts, error) {
	out := content.Facts{OrderButton: f.ui.T(locale, OrderButtonKey)}
	for _, m := range f.payments.Available(ctx, payment.MethodQuery{AnyAmount: true, Locale: locale}) {
		out.PaymentMethods = append(out.PaymentMethods, content.PaymentMethod{Code: m.Code, Title: m.Title})
	}
	return out, nil
}

// factPages are the content pages with their facts filled in
// (content.FillBlocks): the legal PDFs of order confirmations say what the
// storefront's pages say.
type factPages struct {
	content.Service
	facts content.FactSource
}

// Pages reads pages as the service does and fills their facts.
func (p factPages) Pages(ctx context.Context, opts content.FindOptions) (content.Page[content.ContentPage], error) {
	found, err := p.Service.Pages(ctx, opts)
	if err != nil {
		return found, err
	}
	locale := opts.Locale
	if locale == "" {
		locale = i18n.German
	}
	for _, d := range found.Docs {
		if !content.NeedsFacts(d.Blocks, nil) {
			continue
		}
		f, err := p.facts.Facts(ctx, locale)
		if err != nil {
			return found, err
		}
		content.FillBlocks(d.Blocks, f, locale)
	}
	return found, nil
}

// factBlocks are the CMS blocks (the commerce API's cmsBlocks) with the
// facts filled into their content, as content pages have them.
type factBlocks struct {
	blocks.Service
	facts content.FactSource
}

// Blocks reads blocks as the service does and fills their facts.
func (b factBlocks) Blocks(ctx context.Context, locale i18n.Locale, identifiers []string) ([]blocks.Block, error) {
	found, err := b.Service.Blocks(ctx, locale, identifiers)
	if err != nil {
		return found, err
	}
	var facts *content.Facts
	for i := range found {
		if !strings.Contains(found[i].Content, content.PaymentMethodsPlaceholder) && !strings.Contains(found[i].Content, content.OrderButtonPlaceholder) {
			continue
		}
		if facts == nil {
			f, err := b.facts.Facts(ctx, locale)
			if err != nil {
				return found, err
			}
			facts = &f
		}
		found[i].Content = content.FillHTML(found[i].Content, *facts, locale)
	}
	return found, nil
}
