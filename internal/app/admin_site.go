package app

import (
	"paddock/internal/catalog"
	"paddock/internal/content"
)

// This file wires the back office's sites (issue 27, points 4 and 11):
// the site settings and the menus, whose links read the catalogue through
// catalog.NewMenuTargets.

// siteStaff builds the sites' staff side over the content system.
func (a *App) siteStaff() (content.SiteStaff, error) {
	targets, err := catalog.NewMenuTargets(a.catalog)
	if err != nil {
		return nil, err
	}
	return content.NewSiteStaff(content.SiteStaffOptions{Content: a.content, Audit: a.audit, Catalog: targets})
}
