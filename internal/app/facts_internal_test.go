package app

import (
	"context"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// onePage is a content service that has one page with placeholders.
type onePage struct{ content.Service }

func (onePage) Pages(context.Context, content.FindOptions) (content.Page[content.ContentPage], error) {
	return content.Page[content.ContentPage]{Docs: []content.ContentPage{{Blocks: []content.Block{
		&content.RichtextBlock{HTML: "<p>Mit „{{orderButton}}“ zahlen Sie: {{paymentMethods}}.</p>"}}}}}, nil
}

type fixedFacts map[i18n.Locale]content.Facts

func (f fixedFacts) Facts(_ context.Context, l i18n.Locale) (content.Facts, error) { return f[l], nil }

// The legal PDFs read their pages through factPages: the placeholders are
// filled in the language asked for, German when none is named.
func TestFactPagesFillTheLegalPages(t *testing.T) {
	facts := fixedFacts{
		i18n.German:  {OrderButton: "Zahlungspflichtig bestellen", PaymentMethods: []content.PaymentMethod{{Code: "banktransfer", Title: "Vorkasse"}, {Code: "testpay", Title: "Testzahlung"}}},
		i18n.English: {OrderButton: "Buy now", PaymentMethods: []content.PaymentMethod{{Code: "banktransfer", Title: "Bank transfer"}}},
	}
	p := factPages{Service: onePage{}, facts: facts}
	for _, tt := range []struct {
		locale i18n.Locale
		want   string
	}{
		{"", "<p>Mit „Zahlungspflichtig bestellen“ zahlen Sie: Vorkasse oder Testzahlung.</p>"},
		{i18n.English, "<p>Mit „Buy now“ zahlen Sie: Bank transfer.</p>"},
	} {
		found, err := p.Pages(context.Background(), content.FindOptions{Locale: tt.locale})
		if err != nil {
			t.Fatal(err)
		}
		if got := found.Docs[0].Blocks[0].(*content.RichtextBlock).HTML; got != tt.want {
			t.Errorf("%q: %q, want %q", tt.locale, got, tt.want)
		}
	}
}
