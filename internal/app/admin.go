package app

import (
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/audit"
	"paddock/internal/admin/staff"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/session"
)

// This file wires the back office: its audit trail, the staff accounts
// with their own sessions, and its routes under /admin.

// wireAdmin builds the audit trail and the staff accounts.
func (a *App) wireAdmin(key []byte) (err error) {
	if a.audit, err = audit.NewService(audit.Options{DB: a.db, Now: a.now}); err != nil {
		return err
	}
	if a.staffSessions, err = session.NewManager(a.db, session.Options{Key: key, Lifetimes: staff.Lifetimes, Now: a.now}); err != nil {
		return err
	}
	a.staff, err = staff.NewService(staff.Options{DB: a.db, Sessions: a.staffSessions, Limiter: a.limiter, Key: key, Audit: a.audit, Now: a.now})
	return err
}

// mountAdmin mounts the back office's API: the staff's sign-in, behind
// the staff's session (its own cookie on /admin, SameSite=Strict, never a
// bearer token) and the guard that puts the signed-in member in the
// context.
func (a *App) mountAdmin(r chi.Router) error {
	sessions, err := a.staffSessions.Middleware(session.HTTPOptions{
		Secure: strings.HasPrefix(a.cfg.BaseURL, "https://"), TrustedOrigins: []string{originOf(a.cfg.BaseURL)}, Logger: a.logger,
		Cookie: session.Cookie{Name: staff.CookieName, Path: staff.CookiePath, Strict: true}, CookieOnly: true,
	})
	if err != nil {
		return err
	}
	r.Route("/admin/api", func(r chi.Router) {
		r.Use(httpx.Timeout(gqlserver.Timeout), a.cfg.TrustedProxies.Middleware, sessions, staff.Guard(a.staff, a.logger))
		r.Route("/auth", func(r chi.Router) {
			staff.Routes(r, a.staff, a.logger, strings.HasPrefix(a.cfg.BaseURL, "https://"))
		})
	})
	return nil
}
