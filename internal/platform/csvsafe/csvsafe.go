// Package csvsafe keeps values the back office exports as CSV from being
// run as formulas by a spreadsheet (OWASP's CSV injection), as the
// catalogue's export does (catalog/csvio): a value that starts with =, +,
// -, @, a tab or a carriage return gets a quote before it.
package csvsafe

import "strings"

// Defuse answers v, with a quote before it when a spreadsheet would run
// it as a formula.
func Defuse(v string) string {
	if v != "" && strings.IndexByte("=+-@\t\r", v[0]) >= 0 {
		return "'" + v
	}
	return v
}

// Row defuses every value of a row.
func Row(values ...string) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = Defuse(v)
	}
	return out
}
