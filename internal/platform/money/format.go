package money

import (
	"fmt"

	"paddock/internal/platform/i18n"
)

// Format writes cents in euros as locale writes them: 1.234,50 € (de),
// €1,234.50 (en), 1 234,50 € (fr, with no-break spaces).
func Format[M ~int64](cents M, locale i18n.Locale) string {
	sign := ""
	v := int64(cents)
	if v < 0 {
		sign, v = "-", -v
	}
	euros, rest := v/100, v%100
	group := func(sep string) string {
		s := fmt.Sprint(euros)
		out := ""
		for len(s) > 3 {
			out = sep + s[len(s)-3:] + out
			s = s[:len(s)-3]
		}
		return s + out
	}
	switch locale {
	case i18n.English:
		return fmt.Sprintf("%s€%s.%02d", sign, group(","), rest)
	case i18n.French:
		return fmt.Sprintf("%s%s,%02d\u00a0€", sign, group("\u202f"), rest)
	default:
		return fmt.Sprintf("%s%s,%02d\u00a0€", sign, group("."), rest)
	}
}
