package app

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/staff"
	"paddock/internal/config"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// The commerce API knows the member of staff of a staff session's cookie
// (for generateCustomerTokenAsAdmin), and nobody without one.
func TestTheCommerceAPIKnowsTheStaffSession(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		key := []byte(strings.Repeat("k", 32))
		a := &App{db: d, now: time.Now, logger: slog.New(slog.DiscardHandler), limiter: ratelimit.NewDB(d, time.Now),
			cfg: config.Config{BaseURL: "https://shop.example"}}
		if err := a.wireAdmin(key); err != nil {
			t.Fatal(err)
		}
		sven := staff.DemoAccounts()[1]
		if err := staff.Seed(ctx, d, key, []staff.SeedAccount{sven}); err != nil {
			t.Fatal(err)
		}
		var id int64
		if err := d.Read().Get(ctx, &id, `SELECT id FROM admin_staff WHERE email = ?`, sven.Email); err != nil {
			t.Fatal(err)
		}
		token, _, err := a.staffSessions.Create(ctx, session.Staff, id, session.ViaCookie, ratelimit.Client{IP: "203.0.113.7"})
		if err != nil {
			t.Fatal(err)
		}
		who := func(cookie string) (access.Principal, bool) {
			var p access.Principal
			var ok bool
			h := a.staffPrincipal(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				p, ok = access.From(r.Context())
			}))
			req := httptest.NewRequest(http.MethodPost, "/graphql", nil)
			if cookie != "" {
				req.AddCookie(&http.Cookie{Name: staff.CookieName, Value: cookie})
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			return p, ok
		}
		if p, ok := who(token); !ok || p.StaffID != id || p.Role != access.Support || !p.Can(access.Impersonate) {
			t.Fatalf("with the staff session: %+v %v", p, ok)
		}
		if _, ok := who(""); ok {
			t.Fatal("a member of staff without a cookie")
		}
		if _, ok := who(strings.Repeat("A", 43)); ok {
			t.Fatal("a member of staff for a made-up token")
		}
	})
}
