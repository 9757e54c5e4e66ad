package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"paddock/internal/app"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// siteFlags are the settings "paddock site" changes; a nil one is left as
// it is.
type siteFlags struct {
	code        string
	ga, clarity *string
}

func (f *siteFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.code, "site", "shop", "the code of the site")
	fs.Func("ga", `set the site's Google Analytics 4 measurement id (G-…); "" turns Google Analytics off`, func(v string) error {
		f.ga = &v
		return nil
	})
	fs.Func("clarity", `set the site's Microsoft Clarity project id; "" turns Clarity off`, func(v string) error {
		f.clarity = &v
		return nil
	})
}

// siteCommand shows the site's settings, after changing its public
// address when -base-url (or PADDOCK_BASE_URL) is given and its analytics
// ids when -ga or -clarity is. Every process takes the shop's address
// from here unless told another (app's publicBaseURL); the storefront
// loads the analytics services only for visitors who allowed them in the
// cookie consent.
func siteCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, f siteFlags, stdout, stderr io.Writer) int {
	d, err := app.Open(ctx, cfg, logger)
	if err != nil {
		logger.Error("paddock site failed", "error", err)
		return 1
	}
	defer d.Close()
	svc := content.NewService(d, content.Options{Logger: logger})
	site, err := svc.SiteByCode(ctx, f.code)
	if err == nil && !cfg.BaseURLDefault && cfg.BaseURL != site.BaseURL {
		// -base-url (or PADDOCK_BASE_URL) given: the address every process
		// builds its links with from now on, paddock serve from its next
		// start unless it is told another.
		if err = svc.SetSiteBaseURL(ctx, f.code, cfg.BaseURL); err == nil {
			site, err = svc.SiteByCode(ctx, f.code)
		}
	}
	if err == nil && (f.ga != nil || f.clarity != nil) {
		t := site.Tracking
		if f.ga != nil {
			t.GoogleAnalyticsID = *f.ga
		}
		if f.clarity != nil {
			t.ClarityID = *f.clarity
		}
		if err = svc.SetSiteTracking(ctx, f.code, t); err == nil {
			site, err = svc.SiteByCode(ctx, f.code)
		}
	}
	var e *apperr.Error
	if errors.As(err, &e) && e.Kind != apperr.Internal {
		fmt.Fprintln(stderr, "paddock:", e.Message(i18n.WithLocale(ctx, i18n.English)))
		return 1
	}
	if err != nil {
		logger.Error("paddock site failed", "error", err)
		return 1
	}
	off := func(id string) string {
		if id == "" {
			return "off"
		}
		return id
	}
	fmt.Fprintf(stdout, "site              %s\nbase URL          %s\nGoogle Analytics  %s\nMicrosoft Clarity %s\n",
		site.Code, site.BaseURL, off(site.Tracking.GoogleAnalyticsID), off(site.Tracking.ClarityID))
	return 0
}
