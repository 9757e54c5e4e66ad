package app

import (
	"net/http"

	"paddock/internal/admin/access"
	"paddock/internal/admin/staff"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// This file holds the app's side of login as customer (package
// admin/assist): the staff member of a staff session for the commerce
// API's generateCustomerTokenAsAdmin.

// staffPrincipal puts in the context of a commerce API request the member
// of staff whose staff session the request's paddock_staff cookie names,
// for generateCustomerTokenAsAdmin. Browsers send that cookie only to
// /admin (its path, SameSite=Strict), so only a headless client that
// holds a staff session sends it here; without one, or with a session
// not live, the request goes on without a member of staff. It runs after
// the customers' session middleware and the client middleware.
func (a *App) staffPrincipal(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(staff.CookieName)
		if err != nil || c.Value == "" {
			next.ServeHTTP(w, r)
			return
		}
		ctx := r.Context()
		s, err := a.staffSessions.Lookup(ctx, c.Value)
		if err == nil && s.Kind == session.Staff {
			m, merr := a.staff.Session(ctx, s)
			switch {
			case merr == nil:
				ctx = access.With(ctx, m.Principal(ratelimit.ClientFrom(ctx), s.ID))
			case apperr.KindOf(merr) != apperr.Unauthenticated:
				httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(r)), w, a.logger, 0, merr)
				return
			}
		} else if err != nil && err != session.ErrNoSession {
			httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(r)), w, a.logger, 0, apperr.Wrap(err, "app: staff session"))
			return
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
