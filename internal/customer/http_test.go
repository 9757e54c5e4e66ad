package customer_test

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/customer"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// restAPI mounts the session calls behind the middlewares the app puts in
// front of them: the client, then the session.
func restAPI(t *testing.T, f fixture) http.Handler {
	t.Helper()
	return restAPIWith(t, f, slog.New(slog.DiscardHandler))
}

// restAPIWith is restAPI logging to logger.
func restAPIWith(t *testing.T, f fixture, logger *slog.Logger) http.Handler {
	t.Helper()
	sessions, err := f.sessions.Middleware(session.HTTPOptions{Secure: true, TrustedOrigins: []string{"https://shop.example"}})
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	r.Use(ratelimit.Proxies{}.Middleware, sessions)
	customer.Routes(r, f.svc, logger)
	return r
}

// call is one REST request.
type call struct {
	method, path, body string
	header             map[string]string
	cookie             string
}

func (c call) do(t *testing.T, h http.Handler) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(c.method, "https://shop.example"+c.path, strings.NewReader(c.body))
	if c.body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	for k, v := range c.header {
		r.Header.Set(k, v)
	}
	if c.cookie != "" {
		r.AddCookie(&http.Cookie{Name: session.CookieName, Value: c.cookie})
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if got := w.Header().Get("Cache-Control"); got != "no-store" {
		t.Errorf("%s %s: Cache-Control %q", c.method, c.path, got)
	}
	return w
}

func signInCall(email, password string) call {
	b, _ := json.Marshal(map[string]string{"email": email, "password": password})
	return call{method: http.MethodPost, path: customer.SignInPath, body: string(b), header: map[string]string{"Sec-Fetch-Site": "same-origin"}}
}

// sessionCookie returns the session cookie an answer sets, or nil.
func sessionCookie(w *httptest.ResponseRecorder) *http.Cookie {
	for _, c := range w.Result().Cookies() {
		if c.Name == session.CookieName {
			return c
		}
	}
	return nil
}

type restError struct {
	Error struct {
		Message, Code, Field string
	}
}

func decodeError(t *testing.T, w *httptest.ResponseRecorder) restError {
	t.Helper()
	var e restError
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Error.Code == "" {
		t.Fatalf("not a REST error (%d): %s", w.Code, w.Body)
	}
	return e
}

const annaUser = `{"user":{"email":"anna@example.de","firstname":"Anna","lastname":"Berger"}}` + "\n"

func TestRESTSignInSetsTheCookieAndAnswersTheUser(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		h := restAPI(t, f)
		c := f.register(t, registration("anna@example.de"), de)

		w := signInCall(" Anna@Example.de", "Sattel-2026").do(t, h)
		if w.Code != http.StatusOK || w.Body.String() != annaUser {
			t.Fatalf("sign in: %d %s", w.Code, w.Body)
		}
		cookie := sessionCookie(w)
		if cookie == nil || !cookie.HttpOnly || !cookie.Secure || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" ||
			cookie.MaxAge < 89*24*3600 {
			t.Fatalf("cookie %+v", cookie)
		}
		if strings.Contains(w.Body.String(), cookie.Value) || w.Header().Get("Content-Type") != "application/json" {
			t.Errorf("the answer shows the token or is no JSON: %s", w.Body)
		}
		s, err := f.sessions.Lookup(context.Background(), cookie.Value)
		if err != nil || s.SubjectID != c.ID || s.Via != session.ViaCookie || s.IP != "192.0.2.1" {
			t.Errorf("session %+v %v", s, err)
		}
		// The browser is one of the account's devices from now on.
		var device *http.Cookie
		for _, c := range w.Result().Cookies() {
			if c.Name == session.DeviceCookieName {
				device = c
			}
		}
		if device == nil || !device.HttpOnly || !device.Secure || device.SameSite != http.SameSiteLaxMode || device.Path != "/" ||
			device.MaxAge != int(customer.DeviceValidity/time.Second) || strings.Contains(device.Value, "anna") {
			t.Errorf("device cookie %+v", device)
		}

		// Signing in again from the same browser ends its earlier session.
		again := signInCall("anna@example.de", "Sattel-2026")
		again.cookie = cookie.Value
		w = again.do(t, h)
		if next := sessionCookie(w); w.Code != http.StatusOK || next == nil || next.Value == cookie.Value || next.MaxAge <= 0 {
			t.Fatalf("second sign-in: %d %+v", w.Code, next)
		}
		if _, err := f.sessions.Lookup(context.Background(), cookie.Value); !errors.Is(err, session.ErrNoSession) {
			t.Errorf("the earlier cookie session lives on: %v", err)
		}
		// An API client's bearer token is not the browser's to end.
		api := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaBearer)
		withBearer := signInCall("anna@example.de", "Sattel-2026")
		withBearer.header["Authorization"] = "Bearer " + api.Token
		if w := withBearer.do(t, h); w.Code != http.StatusOK || sessionCookie(w) == nil {
			t.Fatalf("sign-in with a bearer token: %d %s", w.Code, w.Body)
		}
		if _, err := f.sessions.Lookup(context.Background(), api.Token); err != nil {
			t.Errorf("signing a browser in ended an API client's session: %v", err)
		}
	})
}

func TestRESTSignInRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		h := restAPI(t, f)
		f.register(t, registration("anna@example.de"), de)
		victim := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)

		wrongFr := signInCall("anna@example.de", "Sattel-2025")
		wrongFr.header["Store"] = "shop_fr"
		unknownDe := signInCall("nobody@example.de", "Sattel-2026")
		unknownDe.header["Accept-Language"] = "de-DE,de;q=0.9"
		noEmail := signInCall("", "Sattel-2026")
		noPassword := signInCall("anna@example.de", "")
		noPassword.header["Store"] = "shop_en"
		nothing := call{method: http.MethodPost, path: customer.SignInPath, body: `{}`, header: map[string]string{"Store": "shop_en"}}
		form := call{method: http.MethodPost, path: customer.SignInPath, body: "email=anna@example.de&password=Sattel-2026",
			header: map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Store": "shop_en"}}
		broken := call{method: http.MethodPost, path: customer.SignInPath, body: `{"email": "anna@example.de", "password": `, header: map[string]string{"Store": "shop_en"}}
		wrongTypes := call{method: http.MethodPost, path: customer.SignInPath, body: `{"email": ["anna@example.de"], "password": 5}`}
		huge := signInCall("anna@example.de", strings.Repeat("x", 5000))
		crossSite := signInCall("anna@example.de", "Sattel-2026")
		crossSite.header["Sec-Fetch-Site"] = "cross-site"
		foreignOrigin := call{method: http.MethodPost, path: customer.SignInPath, body: `{"email":"anna@example.de","password":"Sattel-2026"}`,
			header: map[string]string{"Origin": "https://evil.example"}}
		sameSiteWithCookie := signInCall("anna@example.de", "Sattel-2026")
		sameSiteWithCookie.header["Sec-Fetch-Site"] = "same-site"
		sameSiteWithCookie.cookie = victim.Token

		for _, tc := range []struct {
			name    string
			call    call
			status  int
			code    string
			field   string
			message string
		}{
			{"wrong password, French", wrongFr, 401, "AUTHENTICATION_FAILED", "", "La connexion est incorrecte"},
			{"unknown address, German", unknownDe, 401, "AUTHENTICATION_FAILED", "", "Die Anmeldung war nicht korrekt"},
			{"no email", noEmail, 400, "BAD_USER_INPUT", "email", "Dies ist ein Pflichtfeld."},
			{"no password", noPassword, 400, "BAD_USER_INPUT", "password", "This is a required field."},
			{"neither", nothing, 400, "BAD_USER_INPUT", "email", "This is a required field."},
			{"a form, not JSON", form, 400, "BAD_USER_INPUT", "", "must be JSON"},
			{"broken JSON", broken, 400, "BAD_USER_INPUT", "", "must be JSON"},
			{"wrong types", wrongTypes, 400, "BAD_USER_INPUT", "", "muss JSON"},
			{"oversized", huge, 413, "BAD_USER_INPUT", "", "JSON"},
			{"cross-site (login CSRF)", crossSite, 403, "FORBIDDEN", "", "anderen Website"},
			{"a foreign page in an old browser", foreignOrigin, 403, "FORBIDDEN", "", "anderen Website"},
			{"a sibling site with the cookie", sameSiteWithCookie, 403, "FORBIDDEN", "", "anderen Website"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				w := tc.call.do(t, h)
				e := decodeError(t, w)
				if w.Code != tc.status || e.Error.Code != tc.code || e.Error.Field != tc.field || !strings.Contains(e.Error.Message, tc.message) {
					t.Errorf("%d %+v; want %d %s %q %q", w.Code, e.Error, tc.status, tc.code, tc.field, tc.message)
				}
				if c := sessionCookie(w); c != nil && c.MaxAge >= 0 {
					t.Errorf("a refusal set a session cookie: %+v", c)
				}
			})
		}
		// The browser's session survived the foreign requests.
		if _, err := f.sessions.Lookup(context.Background(), victim.Token); err != nil {
			t.Errorf("the session ended: %v", err)
		}
		// The shop's public address is trusted behind a proxy that
		// rewrites Host, as the middleware trusts it.
		proxied := call{method: http.MethodPost, path: customer.SignInPath, body: `{"email":"anna@example.de","password":"Sattel-2026"}`,
			header: map[string]string{"Origin": "https://shop.example", "Host": "10.0.0.5:8080"}}
		r := httptest.NewRequest(proxied.method, "http://10.0.0.5:8080"+proxied.path, strings.NewReader(proxied.body))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Origin", "https://shop.example")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK || sessionCookie(w) == nil {
			t.Errorf("sign-in from the shop's address behind a proxy: %d %s", w.Code, w.Body)
		}

		// Too many failures: 429 with Retry-After.
		for range customer.SignInFailuresPerAccountAndClient.Limit {
			signInCall("locked@example.de", "x").do(t, h)
		}
		w = signInCall("locked@example.de", "x").do(t, h)
		if e := decodeError(t, w); w.Code != http.StatusTooManyRequests || e.Error.Code != "TOO_MANY_REQUESTS" || w.Header().Get("Retry-After") != "900" {
			t.Errorf("locked: %d %v %+v", w.Code, w.Header(), e)
		}
	})
}

func TestRESTSessionAndSignOut(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		h := restAPI(t, f)
		c := f.register(t, registration("anna@example.de"), de)
		get := func(cookie string, header map[string]string) *httptest.ResponseRecorder {
			return call{method: http.MethodGet, path: customer.SessionPath, cookie: cookie, header: header}.do(t, h)
		}
		cookieOf := func() string {
			t.Helper()
			w := signInCall("anna@example.de", "Sattel-2026").do(t, h)
			if sessionCookie(w) == nil {
				t.Fatalf("no cookie: %d %s", w.Code, w.Body)
			}
			return sessionCookie(w).Value
		}
		token := cookieOf()

		for name, header := range map[string]map[string]string{"JSON": nil, "text/json": {"Accept": "text/json"}} {
			if w := get(token, header); w.Code != http.StatusOK || w.Body.String() != annaUser || sessionCookie(w) != nil {
				t.Errorf("%s: %d %s", name, w.Code, w.Body)
			}
			if w := get("", header); w.Code != http.StatusOK || w.Body.String() != "{}\n" {
				t.Errorf("%s without a session: %d %s", name, w.Code, w.Body)
			}
		}
		bearer := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaBearer)
		if w := get("", map[string]string{"Authorization": bearer.Token}); w.Body.String() != annaUser {
			t.Errorf("a bare bearer token: %s", w.Body)
		}

		// A cookie of a revoked, an expired or a made-up session answers
		// {} and is cleared.
		revoked := cookieOf()
		if _, err := f.sessions.RevokeAll(context.Background(), session.Customer, c.ID, 0); err != nil {
			t.Fatal(err)
		}
		for name, cookie := range map[string]string{"revoked": revoked, "made up": strings.Repeat("A", 43), "malformed": "x"} {
			w := get(cookie, map[string]string{"Accept": "text/json"})
			if cleared := sessionCookie(w); w.Body.String() != "{}\n" || cleared == nil || cleared.MaxAge >= 0 {
				t.Errorf("%s: %s %+v", name, w.Body, cleared)
			}
		}
		expired := cookieOf()
		f.clock.add(session.DefaultLifetimes.Idle)
		if w := get(expired, nil); w.Body.String() != "{}\n" || sessionCookie(w) == nil || sessionCookie(w).MaxAge >= 0 {
			t.Errorf("expired: %s", w.Body)
		}

		// Signing out ends the session and clears the cookie; the
		// cross-site version is refused.
		token = cookieOf()
		del := call{method: http.MethodDelete, path: customer.SessionPath, cookie: token, header: map[string]string{"Sec-Fetch-Site": "cross-site"}}
		if w := del.do(t, h); w.Code != http.StatusForbidden || decodeError(t, w).Error.Code != "FORBIDDEN" {
			t.Errorf("cross-site sign-out: %d %s", w.Code, w.Body)
		}
		if w := get(token, nil); w.Body.String() != annaUser {
			t.Errorf("after a refused sign-out: %s", w.Body)
		}
		del.header["Sec-Fetch-Site"] = "same-origin"
		w := del.do(t, h)
		if cleared := sessionCookie(w); w.Code != http.StatusOK || w.Body.String() != "{}\n" || cleared == nil || cleared.MaxAge >= 0 {
			t.Errorf("sign-out: %d %s %+v", w.Code, w.Body, cleared)
		}
		if _, err := f.sessions.Lookup(context.Background(), token); !errors.Is(err, session.ErrNoSession) {
			t.Errorf("the session lives on: %v", err)
		}
		if w := get(token, nil); w.Body.String() != "{}\n" {
			t.Errorf("after signing out: %s", w.Body)
		}
		// Signing out without a session is fine.
		if w := (call{method: http.MethodDelete, path: customer.SessionPath}).do(t, h); w.Code != http.StatusOK || w.Body.String() != "{}\n" {
			t.Errorf("sign-out without a session: %d %s", w.Code, w.Body)
		}

		// An account that is gone answers {} and its session ends.
		token = cookieOf()
		f.clock.add(time.Minute)
		if _, err := d.Write().Exec(context.Background(), `DELETE FROM customer WHERE id = ?`, c.ID); err != nil {
			t.Fatal(err)
		}
		if w := get(token, nil); w.Body.String() != "{}\n" || sessionCookie(w) == nil || sessionCookie(w).MaxAge >= 0 {
			t.Errorf("a deleted account: %s", w.Body)
		}
		if _, err := f.sessions.Lookup(context.Background(), token); !errors.Is(err, session.ErrNoSession) {
			t.Errorf("the deleted account's session lives on: %v", err)
		}
	})
}

// A browser that hangs up while its sign-in waits for a hash: the attempt
// counts, no hash is computed for it, and the shop logs no error, for
// nothing failed on its side; the answer nobody reads says 499.
func TestRESTSignInOfAClientThatHungUp(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		var logs syncBuffer
		h := restAPIWith(t, f, slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
		f.register(t, registration("anna@example.de"), de)
		hashed := customer.Hashed(f.svc)
		release := customer.HoldHashSlots(f.svc)
		defer release()

		c := signInCall("anna@example.de", "Sattel-2025")
		ctx, hangUp := context.WithCancel(context.Background())
		r := httptest.NewRequestWithContext(ctx, c.method, "https://shop.example"+c.path, strings.NewReader(c.body))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Sec-Fetch-Site", "same-origin")
		w := httptest.NewRecorder()
		done := make(chan struct{})
		go func() { h.ServeHTTP(w, r); close(done) }()
		eventually(t, "the sign-in waits for a hash", func() bool { return customer.HashWaiting(f.svc) == 1 })
		hangUp()
		<-done
		if w.Code != 499 || sessionCookie(w) != nil {
			t.Errorf("answer %d %s", w.Code, w.Body)
		}
		if strings.Contains(logs.String(), "level=ERROR") || !strings.Contains(logs.String(), "cancelled by the client") {
			t.Errorf("logs:\n%s", logs.String())
		}
		if n := customer.Hashed(f.svc) - hashed; n != 0 {
			t.Errorf("%d hashes for a client that hung up", n)
		}
		account := customer.AccountKey(f.svc, "shop", "anna@example.de")
		if ip, both, whole := f.spent(t, customer.SignInFailuresPerIP, "192.0.2.1"), f.spent(t, customer.SignInFailuresPerAccountAndClient, account+"|192.0.2.1"),
			f.spent(t, customer.SignInFailuresPerAccount, account); ip != 1 || both != 1 || whole != 1 {
			t.Errorf("spent %d by the client, %d by the account and client, %d by the account; want the attempt counted once each", ip, both, whole)
		}
	})
}

// syncBuffer is a buffer several goroutines may write to.
type syncBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
