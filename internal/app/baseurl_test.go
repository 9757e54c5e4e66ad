package app_test

import (
	"context"
	"log/slog"
	"testing"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/platform/db"
)

// paddock serve keeps the base URL it is given in the database; one
// started without keeps using the kept one (and, left to decide, turns
// the test payments off for a public address), as staff commands do.
func TestServeKeepsItsBaseURLForEveryProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	logger := slog.New(slog.DiscardHandler)
	cfg := testConfigFor(t, db.SQLite)
	address := func() string {
		t.Helper()
		d, err := app.Open(ctx, cfg, logger)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		site, err := content.NewService(d, content.Options{}).SiteByCode(ctx, "shop")
		if err != nil {
			t.Fatal(err)
		}
		return site.BaseURL
	}
	start := func(c config.Config) *app.App {
		t.Helper()
		a, err := app.New(ctx, c, logger)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}

	a := start(cfg) // told https://shop.example
	if got := address(); got != "https://shop.example" {
		t.Errorf("kept %q", got)
	}
	_ = a.Close()

	untold := cfg
	untold.BaseURL, untold.BaseURLDefault = "http://127.0.0.1:8080", true
	untold.PaymentTest, untold.PaymentTestAuto = true, true
	a = start(untold)
	if got := a.Config(); got.BaseURL != "https://shop.example" || got.PaymentTest {
		t.Errorf("started without a base URL: %q, test payments %v", got.BaseURL, got.PaymentTest)
	}
	_ = a.Close()
	if got := address(); got != "https://shop.example" {
		t.Errorf("an untold start changed the kept address to %q", got)
	}
}
