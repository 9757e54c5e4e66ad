package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"paddock/internal/app"
	"paddock/internal/config"
)

// Staff list the declarations with where each stands (only flagged or
// unconfirmed ones on request) and read one as received, with its date
// and time in Berlin.
func TestWithdrawalCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	cfg, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := app.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 24, 13, 3, 12, 0, time.UTC)
	for _, r := range []struct{ ref, number, items, text, flags, confirmation string }{
		{"W-2026-000001", "000000012", `[{"order_item_id":0,"sku":"HOSE-1","name":"Reithose Klassik","qty":1}]`, "", "", "owner"},
		{"W-2026-000002", "Bestellung vom Montag", `[]`, "Die Decke\nund der Sattel", "order_not_found", "not_mailed"},
		{"W-2026-000003", "000000013", `[]`, "", "", "mailed"},
	} {
		if _, err := d.Write().Exec(ctx, `INSERT INTO withdrawal_declaration (reference, name, email, order_number, whole_order, items, items_text,
			locale, declared_at, flags, confirmation, confirm_sent_at, created_at) VALUES (?, 'Lena Hofer', 'lena@example.de', ?, ?, ?, ?, 'de', ?, ?, ?, ?, ?)`,
			r.ref, r.number, r.items == "[]" && r.text == "", r.items, r.text, at, r.flags, r.confirmation, at, at); err != nil {
			t.Fatal(err)
		}
		at = at.Add(time.Minute)
	}
	d.Close()
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"withdrawal", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := cmd("list"); code != 0 || strings.Count(out, "\n") != 3 || !strings.HasPrefix(out, "W-2026-000003") ||
		!strings.Contains(out, "W-2026-000001  November 24, 2026 at 14:03:12 (Europe/Berlin)  order 000000012  owner       Lena Hofer <lena@example.de>") ||
		!strings.Contains(out, "W-2026-000003  November 24, 2026 at 14:05:12 (Europe/Berlin)  order 000000013  mailed      Lena Hofer") {
		t.Errorf("list: %d %q", code, out)
	}
	if code, out, _ := cmd("list", "--flagged"); code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, "not_mailed  Lena Hofer <lena@example.de>  order_not_found") {
		t.Errorf("list --flagged: %d %q", code, out)
	}
	if code, out, _ := cmd("list", "--unconfirmed"); code != 0 || strings.Count(out, "\n") != 2 || strings.Contains(out, "W-2026-000001") {
		t.Errorf("list --unconfirmed: %d %q", code, out)
	}
	if code, out, _ := cmd("show", "W-2026-000003"); code != 0 ||
		!strings.Contains(out, "status    mailed: link to confirm sent to the order's address on November 24, 2026 at 14:05:12 (Europe/Berlin), not confirmed yet\n") {
		t.Errorf("show mailed: %d %q", code, out)
	}
	if code, out, _ := cmd("show", "w-2026-000002"); code != 0 || !strings.Contains(out, "received  November 24, 2026 at 14:04:12 (Europe/Berlin)") ||
		!strings.Contains(out, "in words  Die Decke\n          und der Sattel\n") || !strings.Contains(out, "order     Bestellung vom Montag (typed; not found)") ||
		!strings.Contains(out, "flags     order_not_found: Order not found") {
		t.Errorf("show: %d %q", code, out)
	}
	if code, _, errOut := cmd("show", "W-2026-000099"); code != 1 || !strings.Contains(errOut, "There is no such withdrawal.") {
		t.Errorf("show unknown: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("list", "--limit", "0"); code != 1 || !strings.Contains(errOut, "from 1 to 1000") {
		t.Errorf("limit 0: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("show"); code != 2 || !strings.Contains(errOut, "usage: paddock withdrawal") {
		t.Errorf("usage: %d %q", code, errOut)
	}
}
