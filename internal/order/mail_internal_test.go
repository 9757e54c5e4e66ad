package order

import (
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// An order's mails say free shipping in words, as the cart and the
// checkout do, not as "€0.00"; shipping that costs shows its price.
func TestMailSummaryNamesFreeShipping(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		locale   i18n.Locale
		shipping int64
		want     string
	}{
		{i18n.German, 0, "kostenlos"},
		{i18n.English, 0, "free"},
		{i18n.French, 0, "gratuite"},
		{i18n.English, 495, "€4.95"},
	} {
		o := Order{Locale: tt.locale, ShippingTitle: "DHL", Totals: Totals{ShippingInclTax: catalog.Money(tt.shipping), GrandTotal: 1995}}
		var got string
		for _, f := range summary(o) {
			if f.Label == i18n.Messages().T(tt.locale, "order.mail.shipping", "method", "DHL") {
				got = f.Value
			}
		}
		if got != tt.want {
			t.Errorf("%s, shipping %d: %q, want %q", tt.locale, tt.shipping, got, tt.want)
		}
	}
}
