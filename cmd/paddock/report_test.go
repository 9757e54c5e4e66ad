package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"paddock/internal/config"
	"paddock/internal/order"
)

func TestReportOSSCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	if _, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"report", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, _, errOut := cmd("oss", "--quarter", "2026-Q5"); code != 2 || !strings.Contains(errOut, "give the quarter as 2026-Q4") {
		t.Errorf("a wrong quarter: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("oss", "--quarter", "2026-Q4", "--format", "pdf"); code != 2 || !strings.Contains(errOut, "usage: paddock report oss") {
		t.Errorf("a wrong format: %d %q", code, errOut)
	}
	if code, out, errOut := cmd("oss", "--quarter", "2026-Q4"); code != 0 || out != "OSS 2026-Q4: distance sales to consumers in other EU countries\nnone\n" {
		t.Errorf("no sales: %d %q %q", code, out, errOut)
	}
	if code, out, _ := cmd("oss", "--quarter", "2026-Q4", "--format", "csv"); code != 0 || out != "country,rate,net,vat\n" {
		t.Errorf("no sales as csv: %d %q", code, out)
	}

	// The table of the order package's report (its figures are tested
	// there, order.Staff.OSSReport).
	var b bytes.Buffer
	printOSS(&b, order.Quarter{Year: 2026, Q: 4}, []order.OSSLine{{Country: "FI", Rate: 2550, Net: 4773, Tax: 1217},
		{Country: "FR", Rate: 2000, Net: 4000, Tax: 800}, {Country: "FR", Rate: 1000, Net: -91, Tax: -9}})
	for _, want := range []string{"country  rate %  net €  VAT €", "FI    25.5  47.73  12.17", "FR      10  -0.91  -0.09", "total          86.82  20.08"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table %q lacks %q", b.String(), want)
		}
	}
}

func TestSettingsTaxCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"settings", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := cmd("tax", "show"); code != 0 || !strings.Contains(out, "off: German VAT for every sale") || !strings.Contains(out, "keep the gross price") {
		t.Errorf("default: %d %q", code, out)
	}
	if code, out, errOut := cmd("tax", "set", "--oss", "on", "--cross-border", "net"); code != 0 || !strings.Contains(out, "on: consumers in other EU countries") ||
		!strings.Contains(out, "keep the net price") {
		t.Errorf("set: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cmd("tax", "set", "--cross-border", "both"); code != 1 || !strings.Contains(errOut, "--cross-border: Please choose gross") {
		t.Errorf("a wrong mode: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("tax", "set", "--oss", "maybe"); code != 1 || !strings.Contains(errOut, "nothing was changed") {
		t.Errorf("a wrong switch: %d %q", code, errOut)
	}
	if code, out, _ := cmd("tax", "show"); code != 0 || !strings.Contains(out, "keep the net price") || !strings.Contains(out, "on:") {
		t.Errorf("kept: %d %q", code, out)
	}
}
