package coupon

import (
	"bytes"
	"testing"
)

// TestWriteBatchCSV: codes and rules a spreadsheet would run as formulas
// are written as text.
func TestWriteBatchCSV(t *testing.T) {
	var buf bytes.Buffer
	err := WriteBatchCSV(&buf, Batch{ID: 7, RuleCode: "-RULE", Prefix: "-X"}, []BatchCode{
		{Code: "-X-ABCDEFGHJK", Used: true, Active: true}, {Code: "PLAIN-23456789AB", Active: false}})
	if err != nil {
		t.Fatal(err)
	}
	want := "code,rule,batch,used,active\n'-X-ABCDEFGHJK,'-RULE,7,true,true\nPLAIN-23456789AB,'-RULE,7,false,false\n"
	if buf.String() != want {
		t.Errorf("csv %q, want %q", buf.String(), want)
	}
	if got := BatchFilename(Batch{ID: 3, RuleCode: "MESSE", Prefix: "FAIR"}); got != "gutscheine-messe-fair-3.csv" {
		t.Errorf("filename %q", got)
	}
}
