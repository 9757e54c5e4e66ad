package app

import (
	"paddock/internal/catalog"
	"paddock/internal/content"
)

// This file wires the back office's sales events (issue 27, point 3): the
// content system's staff side, which sets each event's reduction as the
// catalogue's sale rule in the same transaction.

// salesStaff builds the sales events' staff side over the content system,
// the catalogue's sale rules and the audit trail.
func (a *App) salesStaff() (content.SalesStaff, error) {
	rules, err := catalog.NewSaleRules(a.catalog)
	if err != nil {
		return nil, err
	}
	return content.NewSalesStaff(content.SalesStaffOptions{Content: a.content, Rules: rules, Audit: a.audit})
}
