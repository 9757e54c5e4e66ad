package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"paddock/internal/config"
)

func TestSettingsCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	if _, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"settings", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := cmd("legal", "show"); code != 0 || !strings.Contains(out, "No legal data are set yet") {
		t.Errorf("show before anything is set: %d %q", code, out)
	}
	// Everything missing is named with its flag, and nothing is saved.
	code, out, errOut := cmd("legal", "set", "--company", "Reitsport Muster GmbH", "--vat-id", "DE123")
	if code != 1 || out != "" {
		t.Errorf("incomplete: %d %q", code, out)
	}
	for _, want := range []string{"paddock: --street: This is a required field.", "paddock: --vat-id: This is not a VAT identification number",
		"paddock: --email: This is a required field.", "nothing was changed"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("incomplete: %q lacks %q", errOut, want)
		}
	}
	if code, out, _ := cmd("legal", "show"); code != 0 || !strings.Contains(out, "No legal data are set yet") {
		t.Errorf("after a refused change: %d %q", code, out)
	}

	code, out, errOut = cmd("legal", "set", "--company", "Reitsport Muster GmbH", "--street", "Hauptstraße 1", "--postcode", "80331",
		"--city", "München", "--country", "de", "--email", "info@reitsport-muster.example", "--vat-id", "DE 136 695 976",
		"--register-court", "Amtsgericht München", "--register-number", "HRB 123456",
		"--managing-director", "Max Muster", "--managing-director", "Erika Muster",
		"--bank-holder", "Reitsport Muster GmbH", "--bank-iban", "DE89 3704 0044 0532 0130 00", "--bank-bic", "COBADEFFXXX")
	if code != 0 || errOut != "" {
		t.Fatalf("set: %d %q", code, errOut)
	}
	for _, want := range []string{"company             Reitsport Muster GmbH\n", "address             Hauptstraße 1, 80331 München, Germany\n",
		"VAT id              DE136695976\n", "register            Amtsgericht München, HRB 123456\n",
		"managing directors  Max Muster, Erika Muster\n", "IBAN                DE89 3704 0044 0532 0130 00\n", "bank                –\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("set: %q lacks %q", out, want)
		}
	}
	// A flag not given stays; a wrong IBAN changes nothing.
	if code, _, errOut := cmd("legal", "set", "--bank-iban", "DE89370400440532013001", "--city", "Augsburg"); code != 1 ||
		!strings.Contains(errOut, "--bank-iban: This is not a valid IBAN") {
		t.Errorf("wrong IBAN: %d %q", code, errOut)
	}
	if code, out, _ := cmd("legal", "set", "--phone", "+49 89 123456", "--managing-director", ""); code != 0 ||
		!strings.Contains(out, "address             Hauptstraße 1, 80331 München, Germany\n") || !strings.Contains(out, "phone               +49 89 123456\n") ||
		!strings.Contains(out, "managing directors  –\n") {
		t.Errorf("one more field: %d %q", code, out)
	}

	if code, out, _ := cmd("payment", "show"); code != 0 || out != "bank-transfer reminder  after 7 days\nbank-transfer cancel    after 14 days\n" {
		t.Errorf("payment defaults: %d %q", code, out)
	}
	if code, out, _ := cmd("payment", "set", "--reminder-days", "5"); code != 0 || !strings.Contains(out, "after 5 days") || !strings.Contains(out, "after 14 days") {
		t.Errorf("payment set: %d %q", code, out)
	}
	if code, _, errOut := cmd("payment", "set", "--cancel-days", "3"); code != 1 || !strings.Contains(errOut, "--cancel-days: The cancellation must come after the reminder (5 days)") {
		t.Errorf("payment bad: %d %q", code, errOut)
	}

	for _, args := range [][]string{{}, {"legal"}, {"legal", "delete"}, {"tax", "show"}, {"legal", "show", "extra"}} {
		if code, _, errOut := cmd(args...); code != 2 || !strings.Contains(errOut, "usage: paddock settings") {
			t.Errorf("%q: %d %q", args, code, errOut)
		}
	}
	if code, _, _ := cmd("legal", "set", "--colour", "blue"); code != 2 {
		t.Errorf("unknown flag: %d", code)
	}
}
