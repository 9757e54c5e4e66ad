package app

import (
	"context"

	"paddock/internal/platform/i18n"
)

// siteIdentity answers the shop site's name and default language from its
// settings (the back office's site settings) for the storefront's heads
// and its redirect of /.
func (a *App) siteIdentity(ctx context.Context) (string, i18n.Locale, error) {
	site, err := a.content.SiteByCode(ctx, "shop")
	if err != nil {
		return "", "", err
	}
	return site.Name, site.DefaultLocale, nil
}
