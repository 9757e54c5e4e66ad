package coupon

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
)

// WriteBatchCSV writes a batch's codes as CSV: a header row, then one row
// per code with its rule, whether an order used it and whether it is
// switched on. Every value a spreadsheet would run as a formula (a
// leading =, +, -, @, tab or carriage return: a code may begin with a
// hyphen) gets a quote before it.
func WriteBatchCSV(w io.Writer, b Batch, codes []BatchCode) error {
	out := csv.NewWriter(w)
	if err := out.Write([]string{"code", "rule", "batch", "used", "active"}); err != nil {
		return err
	}
	for _, c := range codes {
		if err := out.Write([]string{csvSafe(c.Code), csvSafe(b.RuleCode), strconv.FormatInt(b.ID, 10),
			strconv.FormatBool(c.Used), strconv.FormatBool(c.Active)}); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// BatchFilename is the name a batch's CSV is downloaded under.
func BatchFilename(b Batch) string {
	name := strings.ToLower(b.RuleCode)
	if b.Prefix != "" && b.Prefix != b.RuleCode {
		name += "-" + strings.ToLower(b.Prefix)
	}
	return "gutscheine-" + name + "-" + strconv.FormatInt(b.ID, 10) + ".csv"
}

func csvSafe(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}
