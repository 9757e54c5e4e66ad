package app

import "paddock/internal/helpdesk"

// This file wires the back office's helpdesk (issue 27, point 10): the
// contact form's tickets' staff side, which records in the audit trail.

// helpdeskStaff is the helpdesk's staff side over the shop's outbox (a
// reply is mailed as the other domains' mails are) and the audit trail.
func (a *App) helpdeskStaff() helpdesk.Staff {
	return helpdesk.NewService(a.db, a.mail, a.limiter, helpdesk.Options{BaseURL: a.cfg.BaseURL, Now: a.now, Audit: a.audit}).(helpdesk.Staff)
}
