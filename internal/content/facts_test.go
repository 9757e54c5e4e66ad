package content_test

import (
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// Filling puts the facts into every rich text, escaped, in the page's
// language, and keeps what was resolved with the page (images, forms);
// the footer's payment-methods block becomes the methods' icons.
func TestFillBlocks(t *testing.T) {
	facts := content.Facts{OrderButton: "Zahlungspflichtig bestellen", PaymentMethods: []content.PaymentMethod{
		{Code: "mollie_methods_paypal", Title: "PayPal"}, {Code: "banktransfer", Title: "Vorkasse <per> Überweisung"}, {Code: "testpay", Title: "Testzahlung"}}}
	for _, tt := range []struct {
		locale i18n.Locale
		want   string
	}{
		{i18n.German, "<p>Mit „Zahlungspflichtig bestellen“: PayPal, Vorkasse &lt;per&gt; Überweisung oder Testzahlung.</p>"},
		{i18n.English, "<p>Mit „Zahlungspflichtig bestellen“: PayPal, Vorkasse &lt;per&gt; Überweisung or Testzahlung.</p>"},
		{i18n.French, "<p>Mit „Zahlungspflichtig bestellen“: PayPal, Vorkasse &lt;per&gt; Überweisung ou Testzahlung.</p>"},
	} {
		image := &content.Media{ID: 7}
		blocks := []content.Block{
			&content.RichtextBlock{HTML: "<p>Mit „{{orderButton}}“: {{paymentMethods}}.</p>"},
			&content.TextImageBlock{HTML: "<p>ohne</p>", Image: content.MediaRef{ID: 7, Media: image}},
			&content.AccordeonBlock{Items: []content.AccordeonItem{{ID: "zahlung", Title: "Zahlung", HTML: "<p>{{paymentMethods}}</p>"}}},
		}
		if !content.NeedsFacts(blocks, nil) || content.NeedsFacts(blocks[1:2], nil) {
			t.Fatal("NeedsFacts does not see the placeholders")
		}
		content.FillBlocks(blocks, facts, tt.locale)
		if got := blocks[0].(*content.RichtextBlock).HTML; got != tt.want {
			t.Errorf("%s: %q, want %q", tt.locale, got, tt.want)
		}
		if got := blocks[2].(*content.AccordeonBlock).Items[0].HTML; got != "<p>PayPal, Vorkasse &lt;per&gt; Überweisung "+map[i18n.Locale]string{i18n.German: "oder", i18n.English: "or", i18n.French: "ou"}[tt.locale]+" Testzahlung</p>" {
			t.Errorf("%s: accordion %q", tt.locale, got)
		}
		if blocks[1].(*content.TextImageBlock).Image.Media != image {
			t.Errorf("%s: filling dropped the resolved image", tt.locale)
		}
	}

	// No method offered: the phrase is empty, never the placeholder.
	empty := []content.Block{&content.RichtextBlock{HTML: "<p>{{paymentMethods}}</p>"}}
	content.FillBlocks(empty, content.Facts{}, i18n.German)
	if got := empty[0].(*content.RichtextBlock).HTML; got != "<p></p>" {
		t.Errorf("without methods: %q", got)
	}

	footer := []content.FooterBlock{{Kind: content.FooterPaymentMethods, ID: "payment", Title: "Sicher bezahlen"},
		{Kind: content.FooterIcons, ID: "shipping", Icons: []content.FooterIcon{{Icon: "dhl", Label: "DHL"}}}}
	if !content.NeedsFacts(nil, footer) {
		t.Fatal("NeedsFacts does not see the footer's methods")
	}
	content.FillFooter(footer, facts)
	want := []content.FooterIcon{{Icon: "paypal", Label: "PayPal"}, {Icon: "banktransfer", Label: "Vorkasse <per> Überweisung"}, {Icon: "testpay", Label: "Testzahlung"}}
	if len(footer[0].Icons) != len(want) || footer[0].Icons[0] != want[0] || footer[0].Icons[1] != want[1] || footer[0].Icons[2] != want[2] {
		t.Errorf("footer icons %+v", footer[0].Icons)
	}
	if len(footer[1].Icons) != 1 {
		t.Errorf("another icon row changed: %+v", footer[1])
	}
}
