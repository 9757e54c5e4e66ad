package assist_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/admin/assist"
	"paddock/internal/admin/audit"
	"paddock/internal/customer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

var key = []byte("0123456789abcdef0123456789abcdef-assist")

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// customers are the accounts, consent as the test sets it.
type customers map[int64]*customer.Customer

func (cs customers) Get(_ context.Context, id int64) (customer.Customer, error) {
	c, ok := cs[id]
	if !ok {
		return customer.Customer{}, apperr.New(apperr.NotFound, "customer.notFound")
	}
	return *c, nil
}

func (cs customers) ByEmail(_ context.Context, website, email string) (customer.Customer, error) {
	for _, c := range cs {
		if website == "shop" && c.Email == email {
			return *c, nil
		}
	}
	return customer.Customer{}, apperr.New(apperr.NotFound, "customer.notFound")
}

func (cs customers) IsLocked(_ context.Context, id int64) (bool, error) {
	return cs[id] != nil && cs[id].Lastname == "locked", nil
}

type fixture struct {
	d         *db.DB
	clock     *clock
	sessions  *session.Manager
	audit     audit.Service
	customers customers
	svc       assist.Service
}

func setup(t *testing.T, d *db.DB) fixture {
	t.Helper()
	c := &clock{t: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)}
	f := fixture{d: d, clock: c, customers: customers{}}
	var err error
	if f.sessions, err = session.NewManager(d, session.Options{Key: key, Now: c.now}); err != nil {
		t.Fatal(err)
	}
	if f.audit, err = audit.NewService(audit.Options{DB: d, Now: c.now}); err != nil {
		t.Fatal(err)
	}
	for _, cu := range []struct {
		id      int64
		email   string
		consent bool
	}{{1, "anna@example.de", true}, {2, "ben@example.de", false}} {
		if _, err := d.Write().Exec(context.Background(), `INSERT INTO customer (id, website, email, email_key, firstname, lastname, locale, store_code,
			password_hash, password_changed_at, created_at, updated_at) VALUES (?, 'shop', ?, ?, 'A', 'B', 'fr', 'shop_fr', 'x', ?, ?, ?)`,
			cu.id, cu.email, cu.email, c.t, c.t, c.t); err != nil {
			t.Fatal(err)
		}
		cust := &customer.Customer{ID: cu.id, Email: cu.email, Locale: i18n.French}
		if cu.consent {
			cust.RemoteAssistanceAt = c.t.Add(-time.Hour)
		}
		f.customers[cu.id] = cust
	}
	if f.svc, err = assist.NewService(assist.Options{DB: d, Sessions: f.sessions, Customers: f.customers, Audit: f.audit,
		BaseURL: "https://shop.example", Key: key, Now: c.now}); err != nil {
		t.Fatal(err)
	}
	return f
}

var (
	support = access.Principal{StaffID: 7, Email: "max@paddock.example", Name: "Max Support", Role: access.Support, IP: "203.0.113.7"}
	club    = access.Principal{StaffID: 8, Email: "club@paddock.example", Name: "Club", Role: access.Club}
	client  = ratelimit.Client{IP: "198.51.100.1", UserAgent: "Test/1.0"}
)

func tokenOf(t *testing.T, l assist.Link) string {
	t.Helper()
	base, token, ok := strings.Cut(l.URL, "#")
	if !ok || base != "https://shop.example/fr/account/assist" || token == "" {
		t.Fatalf("link %q", l.URL)
	}
	return token
}

func (f fixture) trail(t *testing.T) []audit.Record {
	t.Helper()
	p, err := f.audit.List(access.With(context.Background(), access.Principal{StaffID: 1, Role: access.Owner}), audit.Filter{}, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	return p.Items
}

func TestStartNeedsThePermissionAndTheConsent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		if _, err := f.svc.Start(context.Background(), 1); apperr.KindOf(err) != apperr.Unauthenticated {
			t.Fatalf("nobody: %v", err)
		}
		if _, err := f.svc.Start(access.With(context.Background(), club), 1); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("club manager: %v", err)
		}
		ctx := access.With(context.Background(), support)
		_, err := f.svc.Start(ctx, 2)
		if e := apperr.As(err); e == nil || e.Kind != apperr.Conflict || e.Key != "assist.notAllowed" {
			t.Fatalf("without consent: %v", err)
		}
		for _, l := range i18n.Locales {
			if !i18n.Messages().Has(l, "assist.notAllowed") {
				t.Errorf("assist.notAllowed not in %s", l)
			}
		}
		f.customers[1].Lastname = "locked"
		if _, err := f.svc.Start(ctx, 1); apperr.As(err) == nil || apperr.As(err).Key != "assist.locked" {
			t.Fatalf("locked: %v", err)
		}
		f.customers[1].Lastname = ""
		if _, err := f.svc.Start(ctx, 99); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown customer: %v", err)
		}
		l, err := f.svc.Start(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		tokenOf(t, l)
		if !l.ExpiresAt.Equal(f.clock.t.Add(assist.LinkValidity)) {
			t.Errorf("expires %v", l.ExpiresAt)
		}
		var stored string
		if err := d.Read().Get(context.Background(), &stored, `SELECT token_hash FROM admin_assist`); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(l.URL, stored) {
			t.Error("the token is stored as it is")
		}
		trail := f.trail(t)
		if len(trail) != 2 || trail[0].Operation != "customer.assist.start" || trail[0].Outcome != audit.Done || trail[0].StaffName != "Max Support" ||
			trail[0].ObjectID != "1" || trail[1].Outcome != audit.Refused || trail[1].StaffID != club.StaffID {
			t.Fatalf("trail %+v", trail)
		}
	})
}

func TestALinkWorksOnceWithinItsValidity(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := access.With(context.Background(), support)
		bg := context.Background()

		late, _ := f.svc.Start(ctx, 1)
		f.clock.t = f.clock.t.Add(assist.LinkValidity)
		if _, _, err := f.svc.Redeem(bg, tokenOf(t, late), session.ViaCookie, client); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("after 60 s: %v", err)
		}

		l, _ := f.svc.Start(ctx, 1)
		f.clock.t = f.clock.t.Add(assist.LinkValidity - time.Second)
		token, s, err := f.svc.Redeem(bg, tokenOf(t, l), session.ViaCookie, client)
		if err != nil {
			t.Fatal(err)
		}
		if s.Kind != session.Customer || s.SubjectID != 1 || !s.ExpiresAt.Equal(f.clock.t.Add(assist.SessionLength)) {
			t.Fatalf("session %+v", s)
		}
		if _, err := f.sessions.Lookup(bg, token); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.Redeem(bg, tokenOf(t, l), session.ViaCookie, client); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("twice: %v", err)
		}
		if _, _, err := f.svc.Redeem(bg, "made-up", session.ViaCookie, client); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("made up: %v", err)
		}

		// Consent withdrawn between the link and its use.
		again, _ := f.svc.Start(ctx, 1)
		f.customers[1].RemoteAssistanceAt = time.Time{}
		if _, _, err := f.svc.Redeem(bg, tokenOf(t, again), session.ViaCookie, client); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("consent withdrawn: %v", err)
		}

		a, ok, err := f.svc.Assisted(bg, s.ID)
		if err != nil || !ok || a.StaffName != "Max Support" || a.CustomerID != 1 || !a.EndsAt.Equal(s.ExpiresAt) {
			t.Fatalf("assisted %+v %v %v", a, ok, err)
		}
		trail := f.trail(t)
		if trail[0].Operation != "customer.assist.start" || trail[1].Operation != "customer.assist.redeem" || trail[1].StaffID != support.StaffID ||
			trail[1].StaffName != "Max Support" || trail[1].Actor != support.Email || trail[1].IP != client.IP {
			t.Fatalf("trail %+v", trail[:2])
		}
	})
}

func TestAnAssistedSessionEndsAfter30MinutesOrAtTheEndButton(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := access.With(context.Background(), support)
		bg := context.Background()

		l, _ := f.svc.Start(ctx, 1)
		token, s, err := f.svc.Redeem(bg, tokenOf(t, l), session.ViaCookie, client)
		if err != nil {
			t.Fatal(err)
		}
		f.clock.t = f.clock.t.Add(assist.SessionLength - time.Second)
		if _, err := f.sessions.Lookup(bg, token); err != nil {
			t.Fatalf("before 30 min: %v", err)
		}
		f.clock.t = f.clock.t.Add(time.Second)
		if _, err := f.sessions.Lookup(bg, token); err != session.ErrNoSession {
			t.Fatalf("after 30 min: %v", err)
		}
		if _, ok, _ := f.svc.Assisted(bg, s.ID); ok {
			t.Fatal("still assisted after 30 min")
		}

		l, _ = f.svc.Start(ctx, 1)
		token, s, err = f.svc.Redeem(bg, tokenOf(t, l), session.ViaCookie, client)
		if err != nil {
			t.Fatal(err)
		}
		own, ownSession, _ := f.sessions.Create(bg, session.Customer, 1, session.ViaCookie, client)
		if ended, err := f.svc.End(bg, ownSession.ID); err != nil || ended {
			t.Fatalf("the customer's own session: %v %v", ended, err)
		}
		if ended, err := f.svc.End(bg, s.ID); err != nil || !ended {
			t.Fatalf("end: %v %v", ended, err)
		}
		if _, err := f.sessions.Lookup(bg, token); err != session.ErrNoSession {
			t.Fatalf("after the end: %v", err)
		}
		if _, err := f.sessions.Lookup(bg, own); err != nil {
			t.Fatalf("the customer's own session ended: %v", err)
		}
		if _, ok, _ := f.svc.Assisted(bg, s.ID); ok {
			t.Fatal("still assisted after the end")
		}
		if trail := f.trail(t); trail[0].Operation != "customer.assist.end" || trail[0].StaffName != "Max Support" {
			t.Fatalf("trail %+v", trail[0])
		}
	})
}

func TestTheStorefrontRedeemsAsksAndEnds(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		l, _ := f.svc.Start(access.With(context.Background(), support), 1)
		mw, err := f.sessions.Middleware(session.HTTPOptions{TrustedOrigins: []string{"https://shop.example"}})
		if err != nil {
			t.Fatal(err)
		}
		r := chi.NewRouter()
		r.Use(mw)
		assist.Routes(r, f.svc, nil)

		call := func(method, body, cookie string) (*httptest.ResponseRecorder, assist.Answer) {
			req := httptest.NewRequest(method, "https://shop.example"+assist.APIPath, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Origin", "https://shop.example")
			if cookie != "" {
				req.AddCookie(&http.Cookie{Name: session.CookieName, Value: cookie})
			}
			w := httptest.NewRecorder()
			r.ServeHTTP(w, req)
			var a assist.Answer
			_ = json.Unmarshal(w.Body.Bytes(), &a)
			return w, a
		}
		w, a := call(http.MethodPost, `{"token":"`+tokenOf(t, l)+`"}`, "")
		if w.Code != http.StatusOK || a.AssistedBy == nil || a.AssistedBy.StaffName != "Max Support" {
			t.Fatalf("redeem: %d %s", w.Code, w.Body)
		}
		var cookie string
		for _, c := range w.Result().Cookies() {
			if c.Name == session.CookieName {
				cookie = c.Value
			}
		}
		if cookie == "" {
			t.Fatal("no session cookie")
		}
		if w, _ := call(http.MethodPost, `{"token":"`+tokenOf(t, l)+`"}`, ""); w.Code != http.StatusBadRequest {
			t.Fatalf("again: %d %s", w.Code, w.Body)
		}
		if _, a := call(http.MethodGet, "", cookie); a.AssistedBy == nil || !a.AssistedBy.EndsAt.Equal(f.clock.t.Add(assist.SessionLength)) {
			t.Fatalf("get: %+v", a)
		}
		if w, a := call(http.MethodDelete, "", cookie); w.Code != http.StatusOK || a.AssistedBy != nil {
			t.Fatalf("end: %d %s", w.Code, w.Body)
		}
		if _, a := call(http.MethodGet, "", cookie); a.AssistedBy != nil {
			t.Fatalf("after the end: %+v", a)
		}
	})
}

func TestATokenAsAdminNeedsTheRoleAndTheConsent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		bg := context.Background()
		if _, err := f.svc.TokenAsAdmin(bg, "shop", "anna@example.de", client); apperr.KindOf(err) != apperr.Unauthenticated {
			t.Fatalf("no staff session: %v", err)
		}
		if _, err := f.svc.TokenAsAdmin(access.With(bg, club), "shop", "anna@example.de", client); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("club manager: %v", err)
		}
		ctx := access.With(bg, support)
		if _, err := f.svc.TokenAsAdmin(ctx, "shop", "ben@example.de", client); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("without consent: %v", err)
		}
		if _, err := f.svc.TokenAsAdmin(ctx, "shop", "nobody@example.de", client); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown address: %v", err)
		}
		token, err := f.svc.TokenAsAdmin(ctx, "shop", "anna@example.de", client)
		if err != nil {
			t.Fatal(err)
		}
		s, err := f.sessions.Lookup(bg, token)
		if err != nil || s.Kind != session.Customer || s.SubjectID != 1 || s.Via != session.ViaBearer ||
			!s.ExpiresAt.Equal(f.clock.t.Add(assist.SessionLength)) {
			t.Fatalf("session %+v %v", s, err)
		}
		if a, ok, err := f.svc.Assisted(bg, s.ID); err != nil || !ok || a.StaffName != "Max Support" {
			t.Fatalf("assisted %+v %v %v", a, ok, err)
		}
		trail := f.trail(t)
		if trail[0].Operation != "customer.assist.token" || trail[0].Outcome != audit.Done || trail[0].ObjectID != "1" ||
			trail[1].Operation != "customer.assist.token" || trail[1].Outcome != audit.Refused {
			t.Fatalf("trail %+v", trail[:2])
		}
	})
}
