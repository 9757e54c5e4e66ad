package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/content"
)

func TestSiteCommand(t *testing.T) {
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
	if err := content.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	_ = d.Close()

	site := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := run(ctx, append([]string{"site", "-data-dir", dataDir}, args...), env(nil), &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	shows := func(out, ga, clarity string) bool {
		return strings.Contains(out, "base URL          https://shop.example\n") &&
			strings.Contains(out, "Google Analytics  "+ga+"\n") && strings.Contains(out, "Microsoft Clarity "+clarity+"\n")
	}
	if code, out, _ := site(); code != 0 || !shows(out, "off", "off") {
		t.Errorf("show: %d %q", code, out)
	}
	if code, out, _ := site("-ga", "G-PADDOCK1"); code != 0 || !shows(out, "G-PADDOCK1", "off") {
		t.Errorf("set GA: %d %q", code, out)
	}
	// One flag keeps the other service's id.
	if code, out, _ := site("-clarity", "pdk12345"); code != 0 || !shows(out, "G-PADDOCK1", "pdk12345") {
		t.Errorf("set Clarity: %d %q", code, out)
	}
	// A malformed id is refused with a message and changes nothing.
	if code, out, errOut := site("-ga", "UA-123", "-clarity", ""); code != 1 || out != "" ||
		!strings.Contains(errOut, `The analytics id "UA-123"`) {
		t.Errorf("bad GA: %d %q %q", code, out, errOut)
	}
	if code, out, _ := site(); code != 0 || !shows(out, "G-PADDOCK1", "pdk12345") {
		t.Errorf("after a refused change: %d %q", code, out)
	}
	if code, out, _ := site("-ga", ""); code != 0 || !shows(out, "off", "pdk12345") {
		t.Errorf("GA off: %d %q", code, out)
	}
	if code, _, errOut := site("-site", "outlet", "-ga", "G-OUTLET1"); code != 1 || !strings.Contains(errOut, `The site "outlet" does not exist.`) {
		t.Errorf("unknown site: %d %q", code, errOut)
	}
	if code, _, errOut := site("extra"); code != 2 || !strings.Contains(errOut, "unexpected arguments") {
		t.Errorf("extra argument: %d %q", code, errOut)
	}
}
