package money_test

import (
	"testing"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
)

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		cents  int64
		locale i18n.Locale
		want   string
	}{
		{123450, i18n.German, "1.234,50\u00a0€"},
		{123450, i18n.English, "€1,234.50"},
		{123450, i18n.French, "1\u202f234,50\u00a0€"},
		{5, i18n.German, "0,05\u00a0€"},
		{-500, i18n.English, "-€5.00"},
		{100000000, i18n.German, "1.000.000,00\u00a0€"},
	} {
		if got := money.Format(tc.cents, tc.locale); got != tc.want {
			t.Errorf("Format(%d, %s) = %q, want %q", tc.cents, tc.locale, got, tc.want)
		}
	}
}
