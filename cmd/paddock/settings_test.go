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

	if code, out, _ := cmd("payment", "show"); code != 0 || out != "bank-transfer reminder  after 3 days\nbank-transfer cancel    after 7 days\n"+
		"awaiting per email      at most 3 orders, €5,000.00 together\nawaiting per client     at most 5 orders, €10,000.00 together\n" {
		t.Errorf("payment defaults: %d %q", code, out)
	}
	if code, out, _ := cmd("payment", "set", "--reminder-days", "5", "--cancel-days", "14", "--open-value-per-email", "2500,50"); code != 0 ||
		!strings.Contains(out, "after 5 days") || !strings.Contains(out, "after 14 days") || !strings.Contains(out, "3 orders, €2,500.50 together") {
		t.Errorf("payment set: %d %q", code, out)
	}
	// Every wrong value named by its flag, and nothing saved.
	code, out, errOut = cmd("payment", "set", "--cancel-days", "3", "--open-orders-per-client", "0", "--open-value-per-client", "12.345",
		"--open-orders-per-email", "2")
	if code != 1 || out != "" {
		t.Errorf("payment bad: %d %q", code, out)
	}
	for _, want := range []string{"--open-value-per-client: Please give a number", "nothing was changed"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("payment bad: %q lacks %q", errOut, want)
		}
	}
	code, _, errOut = cmd("payment", "set", "--cancel-days", "3", "--open-orders-per-client", "0", "--open-value-per-email", "0.99")
	for _, want := range []string{"--cancel-days: The cancellation must come after the reminder (5 days)",
		"--open-orders-per-client: Please allow 1 to 100 orders", "--open-value-per-email: Please give an amount from 1 to 1000000 euros."} {
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("payment bad: %d %q lacks %q", code, errOut, want)
		}
	}
	if code, out, _ := cmd("payment", "show"); code != 0 || !strings.Contains(out, "after 14 days") || !strings.Contains(out, "at most 3 orders, €2,500.50") ||
		!strings.Contains(out, "at most 5 orders, €10,000.00") {
		t.Errorf("after refused changes: %d %q", code, out)
	}

	if code, out, _ := cmd("orders", "show"); code != 0 || out != "of one product       at most 20\ndifferent products   at most 50\nitems in all         at most 200\n" {
		t.Errorf("order limits' defaults: %d %q", code, out)
	}
	if code, out, _ := cmd("orders", "set", "--line-quantity", "30", "--order-quantity", "300"); code != 0 || !strings.Contains(out, "of one product       at most 30\n") ||
		!strings.Contains(out, "different products   at most 50\n") || !strings.Contains(out, "items in all         at most 300\n") {
		t.Errorf("orders set: %d %q", code, out)
	}
	code, _, errOut = cmd("orders", "set", "--line-quantity", "1000", "--lines", "x", "--order-quantity", "10")
	for _, want := range []string{"--lines: Please give a number", "nothing was changed"} {
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("orders bad: %d %q lacks %q", code, errOut, want)
		}
	}
	code, _, errOut = cmd("orders", "set", "--line-quantity", "1000", "--lines", "0", "--order-quantity", "10")
	for _, want := range []string{"--line-quantity: Please allow 1 to 999 of one product", "--lines: Please allow 1 to 100",
		"--order-quantity: Please allow 1000 to 99900 items"} {
		if code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("orders bad: %d %q lacks %q", code, errOut, want)
		}
	}
	if code, out, _ := cmd("orders", "show"); code != 0 || !strings.Contains(out, "at most 30\n") {
		t.Errorf("after refused changes: %d %q", code, out)
	}

	for _, args := range [][]string{{}, {"legal"}, {"legal", "delete"}, {"vat", "show"}, {"legal", "show", "extra"}, {"orders"}, {"orders", "show", "x"}} {
		if code, _, errOut := cmd(args...); code != 2 || !strings.Contains(errOut, "usage: paddock settings") {
			t.Errorf("%q: %d %q", args, code, errOut)
		}
	}
	if code, _, _ := cmd("legal", "set", "--colour", "blue"); code != 2 {
		t.Errorf("unknown flag: %d", code)
	}
}
