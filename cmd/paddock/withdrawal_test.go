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

// Staff list the declarations (only flagged ones on request) and read one
// as received, with its date and time in Berlin.
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
	for _, r := range []struct{ ref, number, items, text, flags string }{
		{"W-2026-000001", "000000012", `[{"order_item_id":0,"sku":"HOSE-1","name":"Reithose Klassik","qty":1}]`, "", ""},
		{"W-2026-000002", "Bestellung vom Montag", `[]`, "Die Decke\nund der Sattel", "order_not_found"},
	} {
		if _, err := d.Write().Exec(ctx, `INSERT INTO withdrawal_declaration (reference, name, email, order_number, whole_order, items, items_text,
			locale, declared_at, flags, created_at) VALUES (?, 'Lena Hofer', 'lena@example.de', ?, FALSE, ?, ?, 'de', ?, ?, ?)`,
			r.ref, r.number, r.items, r.text, at, r.flags, at); err != nil {
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
	if code, out, _ := cmd("list"); code != 0 || strings.Count(out, "\n") != 2 || !strings.HasPrefix(out, "W-2026-000002") ||
		!strings.Contains(out, "W-2026-000001  November 24, 2026 at 14:03:12 (Europe/Berlin)  order 000000012") {
		t.Errorf("list: %d %q", code, out)
	}
	if code, out, _ := cmd("list", "--flagged"); code != 0 || strings.Count(out, "\n") != 1 || !strings.Contains(out, "order_not_found") {
		t.Errorf("list --flagged: %d %q", code, out)
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
