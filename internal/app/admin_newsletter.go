package app

import (
	"bytes"
	"context"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/audit"
	"paddock/internal/newsletter"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// This file wires the back office's newsletter (issue 27, point 9): the
// subscribers' staff side (the newsletter service itself, whose trail is
// the audit trail built after it) and its CSV export.

// appAudit records in the app's audit trail as it is when a record is
// made: services built before the trail (the newsletter) reach it so.
type appAudit struct{ a *App }

func (x appAudit) Record(ctx context.Context, e audit.Entry) error {
	if x.a.audit == nil {
		return apperr.Wrap(errors.New("the audit trail is not built"), "app: audit")
	}
	return x.a.audit.Record(ctx, e)
}

// newsletterStaff is the newsletter's staff side.
func (a *App) newsletterStaff() newsletter.Staff {
	st, _ := a.newsletter.(newsletter.Staff)
	return st
}

// mountNewsletterCSV mounts GET /admin/api/newsletter/subscribers.csv: the
// subscribers the list's filters find (status: PENDING, CONFIRMED or
// UNSUBSCRIBED; q: a part of the address) with the proof of their double
// opt-in, for whoever may manage the newsletter; audited by the service.
func (a *App) mountNewsletterCSV(r chi.Router) {
	r.Get("/admin/api/newsletter/subscribers.csv", func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		q := newsletter.StaffQuery{Search: req.URL.Query().Get("q")}
		switch req.URL.Query().Get("status") {
		case "":
		case "PENDING":
			q.Status = newsletter.Unconfirmed
		case "CONFIRMED":
			q.Status = newsletter.Subscribed
		case "UNSUBSCRIBED":
			q.Status = newsletter.Unsubscribed
		default:
			q.Status = newsletter.Status(req.URL.Query().Get("status"))
		}
		var buf bytes.Buffer
		st := a.newsletterStaff()
		if err := st.ExportSubscribers(ctx, q, &buf); err != nil {
			httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", `attachment; filename="newsletter.csv"`)
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(buf.Bytes())
	})
}
