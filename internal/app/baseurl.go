package app

import (
	"context"
	"fmt"
	"log/slog"

	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// shopSite is the site whose address is the shop's public base URL.
const shopSite = "shop"

// publicBaseURL is cfg with the public base URL every process builds its
// links into the shop with (mails, PDFs, payment return and webhook URLs,
// canonical links): the one the configuration gives (a flag or
// PADDOCK_BASE_URL), else the one the database keeps (the shop's site's
// address), else http://<listen>. paddock serve (record) keeps what it
// uses in the database, so that a staff command run elsewhere, without
// the server's environment, links customers where the server does;
// `paddock site -base-url` changes it.
func publicBaseURL(ctx context.Context, d *db.DB, cfg config.Config, logger *slog.Logger, record bool) (config.Config, error) {
	sites := content.NewService(d, content.Options{Logger: logger})
	if cfg.BaseURLDefault {
		site, err := sites.SiteByCode(ctx, shopSite)
		switch {
		case err == nil && site.BaseURL != "":
			return cfg.WithBaseURL(site.BaseURL), nil
		case err != nil && apperr.KindOf(err) != apperr.NotFound:
			return cfg, fmt.Errorf("app: read the shop's address: %w", err)
		}
	}
	if record {
		if err := sites.SetSiteBaseURL(ctx, shopSite, cfg.BaseURL); err != nil {
			return cfg, fmt.Errorf("app: keep the shop's address %s: %w", cfg.BaseURL, err)
		}
	}
	return cfg, nil
}
