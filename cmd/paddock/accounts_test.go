package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
)

// The first owner comes from the shell: an account with its invitation
// link, listed, disabled, given a new link; each step in the audit trail.
func TestStaffCommand(t *testing.T) {
	dataDir := t.TempDir()
	ctx := context.Background()
	cmd := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"staff", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	code, out, errOut := cmd("create", "--email", "Chefin@Paddock.example", "--role", "owner", "--name", "Clara Chefin")
	if code != 0 || !strings.HasPrefix(out, "created chefin@paddock.example (owner)\n") || !strings.Contains(out, "/admin/invite#") {
		t.Fatalf("create: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cmd("create", "--email", "chefin@paddock.example", "--role", "owner"); code != 1 ||
		!strings.Contains(errOut, "A staff account with this email address exists already.") {
		t.Errorf("create again: %d %q", code, errOut)
	}
	if code, _, errOut := cmd("create", "--email", "x@paddock.example", "--role", "king"); code != 1 || !strings.Contains(errOut, "owner, support, content or club") {
		t.Errorf("unknown role: %d %q", code, errOut)
	}
	if code, _, _ := cmd("create", "--role", "owner"); code != 2 {
		t.Errorf("no email: %d", code)
	}
	if code, out, _ := cmd("list"); code != 0 || !strings.Contains(out, "chefin@paddock.example") || !strings.Contains(out, "invited") {
		t.Errorf("list: %d %q", code, out)
	}
	if code, out, _ := cmd("password", "--email", "chefin@paddock.example"); code != 0 || !strings.Contains(out, "/admin/invite#") {
		t.Errorf("password: %d %q", code, out)
	}
	if code, out, _ := cmd("disable", "--email", "chefin@paddock.example"); code != 0 || !strings.Contains(out, "disable done") {
		t.Errorf("disable: %d %q", code, out)
	}
	if code, out, _ := cmd("list"); code != 0 || !strings.Contains(out, "disabled") {
		t.Errorf("list after disable: %d %q", code, out)
	}
	if code, _, errOut := cmd("reset-2fa", "--email", "nobody@paddock.example"); code != 1 || !strings.Contains(errOut, "does not exist") {
		t.Errorf("unknown account: %d %q", code, errOut)
	}
	cfg, _, err := config.Load("paddock", []string{"-data-dir", dataDir}, env(nil), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := app.Open(ctx, cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var ops []string
	if err := d.Read().Select(ctx, &ops, `SELECT operation || ' ' || actor FROM admin_audit ORDER BY id`); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(ops, "; ")
	for _, want := range []string{"staff.create cli:", "staff.reinvite cli:", "staff.disable cli:"} {
		if !strings.Contains(got, want) {
			t.Errorf("audit trail %q lacks %q", got, want)
		}
	}
}
