package main

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/returns"
)

// paddock return shows, receives, refuses and refunds a return; a refund
// the order's payment cannot give (a bank transfer) is refused and leaves
// the return received; steps out of order and unknown references fail.
func TestReturnCommand(t *testing.T) {
	shop := openOrderShop(t)
	ctx, bank, cmd := shop.ctx, shop.bank, shop.cmd
	for _, args := range [][]string{{"paid", bank}, {"ship", bank, "--tracking", "JJD1"}} {
		if code, _, errOut := cmd(args...); code != 0 {
			t.Fatalf("%v: %d %q", args, code, errOut)
		}
	}
	staff, err := app.OpenStaff(ctx, shop.cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	o, _, err := staff.Orders.OrderByNumber(ctx, bank)
	if err != nil {
		t.Fatal(err)
	}
	started, err := staff.Returns.(returns.Service).StartForWithdrawal(ctx, o.ID, 0, nil)
	staff.Close()
	if err != nil || started.Return == nil {
		t.Fatalf("start: %+v %v", started, err)
	}
	ref := started.Return.Reference
	run := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"return", "-data-dir", shop.cfg.DataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := run("show", ref); code != 0 || !strings.Contains(out, "return    "+ref+"\n") || !strings.Contains(out, "status    requested") ||
		!strings.Contains(out, "1 × Reithose Klassik (HOSE-1), withdrawal") || !strings.Contains(out, "value     €59.90") {
		t.Errorf("show: %d %q", code, out)
	}
	file := filepath.Join(t.TempDir(), "label.pdf")
	if code, out, errOut := run("label", ref, file); code != 0 || !strings.Contains(out, "wrote") {
		t.Errorf("label: %d %q %q", code, out, errOut)
	}
	if b, err := os.ReadFile(file); err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Errorf("label file: %v", err)
	}
	for _, c := range []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"refund", ref}, 1, "", "cannot take this step"},
		{[]string{"receive", ref}, 0, "received", ""},
		{[]string{"receive", ref}, 1, "", "cannot take this step"},
		{[]string{"refund", ref}, 0, "€64.85 is owed back by bank transfer (refund 1)", ""},
		{[]string{"show", ref}, 0, "status    refunded", ""},
		{[]string{"refuse", ref, "--reason", "Getragen"}, 1, "", "cannot take this step"},
		{[]string{"show", "000000001-R99"}, 1, "", "could not be found"},
		{[]string{"refuse", ref, "surplus"}, 2, "", "usage: paddock return"},
		{[]string{"dance", ref}, 2, "", "usage: paddock return"},
		{[]string{"show"}, 2, "", "usage: paddock return"},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: %d %q %q", c.args, code, out, errOut)
		}
	}
}
