package session_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// probe answers what the middleware put into the request's context.
type probe struct {
	seen    session.Session
	found   bool
	require error
	// then runs after the lookup, like a handler signing in or out.
	then func(ctx context.Context)
}

func (p *probe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var err error
	p.seen, p.found, err = session.Current(r.Context())
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	_, p.require = session.Require(r.Context(), session.Customer)
	if p.then != nil {
		p.then(r.Context())
	}
	_, _ = w.Write([]byte("ok"))
}

func serve(t *testing.T, m *session.Manager, p *probe, r *http.Request) *httptest.ResponseRecorder {
	t.Helper()
	mw, err := m.Middleware(session.HTTPOptions{Secure: true})
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	mw(p).ServeHTTP(w, r)
	return w
}

func TestCredentialsFromCookieOrHeader(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	ctx := context.Background()
	m := newManager(t, d, &clock{time.Now().UTC()})
	token, s, err := m.Create(ctx, session.Customer, 5, session.ViaBearer, ratelimit.Client{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		set   func(r *http.Request)
		found bool
		code  string
	}{
		{"none", func(*http.Request) {}, false, "session.required"},
		{"bearer", func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+token) }, true, ""},
		{"lower-case scheme", func(r *http.Request) { r.Header.Set("Authorization", "bearer "+token) }, true, ""},
		{"bare token", func(r *http.Request) { r.Header.Set("Authorization", token) }, true, ""},
		{"cookie", func(r *http.Request) { r.AddCookie(&http.Cookie{Name: session.CookieName, Value: token}) }, true, ""},
		{"made-up bearer", func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+changeFirst(token)) }, false, "session.expired"},
		{"huge header", func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+strings.Repeat("a", 5000)) }, false, "session.expired"},
		{"header wins over cookie", func(r *http.Request) {
			r.Header.Set("Authorization", "Bearer nonsense")
			r.AddCookie(&http.Cookie{Name: session.CookieName, Value: token})
		}, false, "session.expired"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodGet, "/graphql", nil)
			tc.set(r)
			p := &probe{}
			w := serve(t, m, p, r)
			if p.found != tc.found || tc.found && p.seen.ID != s.ID {
				t.Fatalf("found %v (%+v)", p.found, p.seen)
			}
			if tc.code == "" && p.require != nil || tc.code != "" && (apperr.As(p.require).Key != tc.code || apperr.KindOf(p.require) != apperr.Unauthenticated) {
				t.Errorf("Require = %v, want %q", p.require, tc.code)
			}
			if got := w.Header().Get("Cache-Control"); (tc.name != "none") != (got == "no-store") {
				t.Errorf("Cache-Control %q", got)
			}
		})
	}
}

func TestCookieIsSetAndClearedSafely(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	ctx := context.Background()
	m := newManager(t, d, &clock{time.Now().UTC()})

	// Signing in sets an HttpOnly, Secure, SameSite=Lax cookie for the session's lifetime.
	token, s, _ := m.Create(ctx, session.Customer, 9, session.ViaCookie, ratelimit.Client{})
	w := serve(t, m, &probe{then: func(ctx context.Context) { session.SetCookie(ctx, token, s) }}, httptest.NewRequest(http.MethodGet, "/", nil))
	set := w.Result().Cookies()
	if len(set) != 1 || set[0].Name != session.CookieName || set[0].Value != token || !set[0].HttpOnly || !set[0].Secure ||
		set[0].SameSite != http.SameSiteLaxMode || set[0].Path != "/" || set[0].MaxAge < 23*3600 {
		t.Fatalf("cookie %+v", set)
	}

	// A cookie naming no live session is cleared.
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	r.AddCookie(&http.Cookie{Name: session.CookieName, Value: changeFirst(token)})
	w = serve(t, m, &probe{}, r)
	if c := w.Result().Cookies(); len(c) != 1 || c[0].MaxAge >= 0 {
		t.Fatalf("stale cookie not cleared: %+v", c)
	}

	// Signing out revokes the session and clears the cookie.
	r = httptest.NewRequest(http.MethodGet, "/", nil)
	r.AddCookie(&http.Cookie{Name: session.CookieName, Value: token})
	w = serve(t, m, &probe{then: func(ctx context.Context) {
		if err := session.End(ctx); err != nil {
			t.Error(err)
		}
	}}, r)
	if c := w.Result().Cookies(); len(c) != 1 || c[0].MaxAge >= 0 {
		t.Fatalf("cookie not cleared on sign-out: %+v", c)
	}
	if _, err := m.Lookup(ctx, token); err == nil {
		t.Error("the session lives on after signing out")
	}
}

func TestCrossSiteChangesWithTheCookieAreRefused(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	ctx := context.Background()
	m := newManager(t, d, &clock{time.Now().UTC()})
	token, _, _ := m.Create(ctx, session.Customer, 3, session.ViaCookie, ratelimit.Client{})
	for _, tc := range []struct {
		name    string
		method  string
		headers map[string]string
		cookie  bool
		bearer  bool
		refused bool
	}{
		{"same-origin post", "POST", map[string]string{"Sec-Fetch-Site": "same-origin"}, true, false, false},
		{"cross-site post", "POST", map[string]string{"Sec-Fetch-Site": "cross-site"}, true, false, true},
		{"same-site (sibling subdomain) post", "POST", map[string]string{"Sec-Fetch-Site": "same-site"}, true, false, true},
		{"foreign origin, old browser", "POST", map[string]string{"Origin": "https://evil.example"}, true, false, true},
		{"own origin, old browser", "POST", map[string]string{"Origin": "http://shop.example"}, true, false, false},
		{"cross-site delete", "DELETE", map[string]string{"Sec-Fetch-Site": "cross-site"}, true, false, true},
		{"cross-site get reads only", "GET", map[string]string{"Sec-Fetch-Site": "cross-site"}, true, false, false},
		{"cross-site post without cookie", "POST", map[string]string{"Sec-Fetch-Site": "cross-site"}, false, false, false},
		{"API client with bearer token", "POST", map[string]string{"Origin": "https://pwa.example"}, false, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest(tc.method, "http://shop.example/graphql", strings.NewReader("{}"))
			r.Header.Set("Accept-Language", "de")
			for k, v := range tc.headers {
				r.Header.Set(k, v)
			}
			if tc.cookie {
				r.AddCookie(&http.Cookie{Name: session.CookieName, Value: token})
			}
			if tc.bearer {
				r.Header.Set("Authorization", "Bearer "+token)
			}
			p := &probe{}
			w := serve(t, m, p, r)
			if refused := w.Code == http.StatusForbidden; refused != tc.refused {
				t.Fatalf("status %d, body %s", w.Code, w.Body)
			}
			if tc.refused {
				var body struct {
					Error struct{ Message, Code string }
				}
				if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil || body.Error.Code != "FORBIDDEN" ||
					!strings.Contains(body.Error.Message, "anderen Website") {
					t.Errorf("refusal %s", w.Body)
				}
			}
		})
	}
}

// CheckSameOrigin (the sign-in's login-CSRF check, made before any
// session exists) trusts what the middleware trusts: the shop's public
// address behind a proxy that rewrites Host.
func TestCheckSameOriginTrustsTheMiddlewaresOrigins(t *testing.T) {
	m := newManager(t, dbtest.New(t, db.SQLite), &clock{time.Now().UTC()})
	mw, err := m.Middleware(session.HTTPOptions{TrustedOrigins: []string{"https://shop.example"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		origin, fetchSite string
		behind, refused   bool
	}{
		{"https://shop.example", "", true, false},
		{"https://shop.example", "", false, true}, // without the middleware, nothing is trusted
		{"https://evil.example", "", true, true},
		{"", "cross-site", true, true},
		{"", "same-origin", true, false},
		{"", "", true, false}, // not a browser
	} {
		r := httptest.NewRequest(http.MethodPost, "http://10.0.0.5:8080/api/auth/sign-in", strings.NewReader("{}"))
		if tc.origin != "" {
			r.Header.Set("Origin", tc.origin)
		}
		if tc.fetchSite != "" {
			r.Header.Set("Sec-Fetch-Site", tc.fetchSite)
		}
		var checked error
		check := http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { checked = session.CheckSameOrigin(r) })
		if tc.behind {
			mw(check).ServeHTTP(httptest.NewRecorder(), r)
		} else {
			check.ServeHTTP(httptest.NewRecorder(), r)
		}
		if refused := checked != nil; refused != tc.refused || refused && apperr.KindOf(checked) != apperr.Forbidden {
			t.Errorf("%+v: %v", tc, checked)
		}
	}
}

// The device cookie comes into the context as it was sent and goes out,
// when set, HttpOnly, SameSite=Lax, Secure and until its expiry; it is no
// credential, so a request with it alone is not signed in.
func TestDeviceCookie(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	m := newManager(t, d, &clock{now})
	var seen string
	p := &probe{then: func(ctx context.Context) {
		seen = session.Device(ctx)
		session.SetDevice(ctx, "next-value", now.Add(365*24*time.Hour))
	}}
	r := httptest.NewRequest(http.MethodPost, "https://shop.example/api/auth/sign-in", nil)
	r.AddCookie(&http.Cookie{Name: session.DeviceCookieName, Value: "sent-value"})
	w := serve(t, m, p, r)
	if seen != "sent-value" || p.found || session.ViaOf(context.Background()) != "" {
		t.Errorf("device %q, signed in %v", seen, p.found)
	}
	var device *http.Cookie
	for _, c := range w.Result().Cookies() {
		if c.Name == session.DeviceCookieName {
			device = c
		}
	}
	if device == nil || device.Value != "next-value" || !device.HttpOnly || !device.Secure || device.SameSite != http.SameSiteLaxMode ||
		device.Path != "/" || device.MaxAge != 365*24*3600 || w.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("cookie %+v, Cache-Control %q", device, w.Header().Get("Cache-Control"))
	}
	if session.Device(context.Background()) != "" {
		t.Error("a device outside the middleware")
	}
}
