package staff_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/admin/staff"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/session"
)

// server serves the sign-in calls as the shop mounts them, and one call
// behind the guard that answers the principal's email.
func (f fixture) server(t *testing.T) *httptest.Server {
	t.Helper()
	mw, err := f.sessions.Middleware(session.HTTPOptions{Cookie: session.Cookie{Name: staff.CookieName, Path: staff.CookiePath, Strict: true}, CookieOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	r.Route("/admin/api", func(r chi.Router) {
		r.Use(mw, staff.Guard(f.svc, slog.New(slog.DiscardHandler)))
		r.Route("/auth", func(r chi.Router) { staff.Routes(r, f.svc, slog.New(slog.DiscardHandler), false) })
		r.Get("/whoami", func(w http.ResponseWriter, r *http.Request) {
			p, err := access.Require(r.Context(), access.Dashboard)
			if err != nil {
				http.Error(w, err.Error(), http.StatusUnauthorized)
				return
			}
			io.WriteString(w, p.Email)
		})
	})
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return srv
}

type browser struct {
	t      *testing.T
	c      *http.Client
	origin string
}

func newBrowser(t *testing.T, srv *httptest.Server) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, c: &http.Client{Jar: jar}, origin: srv.URL}
}

func (b *browser) do(method, path, body string, header ...string) (int, map[string]any, *http.Response) {
	b.t.Helper()
	req, _ := http.NewRequest(method, b.origin+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("Accept-Language", "en")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	if out == nil {
		out = map[string]any{"raw": string(raw)}
	}
	return res.StatusCode, out, res
}

func TestSignInOverHTTPWithTheSecondFactor(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		_, secret, _ := f.enrolled(t, "owner@paddock.example")
		f.clock.add(staff.PendingLifetime)
		srv := f.server(t)
		b := newBrowser(t, srv)

		if code, out, _ := b.do("GET", "/admin/api/auth/session", ""); code != 200 || len(out) != 0 {
			t.Fatalf("no session: %d %v", code, out)
		}
		if code, out, _ := b.do("POST", "/admin/api/auth/sign-in", `{"email":"owner@paddock.example","password":"wrong"}`); code != 401 ||
			out["error"].(map[string]any)["message"] != "The email address or the password is wrong." {
			t.Fatalf("wrong password: %d %v", code, out)
		}
		code, out, res := b.do("POST", "/admin/api/auth/sign-in", `{"email":"owner@paddock.example","password":"`+password+`"}`)
		if code != 200 || out["stage"] != "secondFactor" {
			t.Fatalf("sign-in: %d %v", code, out)
		}
		pendingSet := res.Header.Get("Set-Cookie")
		if !strings.Contains(pendingSet, staff.PendingCookieName+"=") || !strings.Contains(pendingSet, "Path=/admin") ||
			!strings.Contains(pendingSet, "HttpOnly") || !strings.Contains(pendingSet, "SameSite=Strict") {
			t.Fatalf("pending cookie %q", pendingSet)
		}
		if code, _, _ := b.do("GET", "/admin/api/whoami", ""); code != 401 {
			t.Fatalf("the pending proof opened the API: %d", code)
		}
		if code, out, _ := b.do("GET", "/admin/api/auth/session", ""); code != 200 || out["stage"] != "secondFactor" {
			t.Fatalf("session while pending: %d %v", code, out)
		}
		if code, out, _ := b.do("POST", "/admin/api/auth/second-factor", `{"code":"123"}`); code != 401 ||
			out["error"].(map[string]any)["field"] != "code" {
			t.Fatalf("wrong code: %d %v", code, out)
		}
		c, _ := staff.Code(secret, f.clock.now())
		code, out, res = b.do("POST", "/admin/api/auth/second-factor", `{"code":"`+c+`"}`)
		if code != 200 || out["staff"].(map[string]any)["role"] != "owner" {
			t.Fatalf("second factor: %d %v", code, out)
		}
		var sessionCookie string
		for _, sc := range res.Header.Values("Set-Cookie") {
			if strings.HasPrefix(sc, staff.CookieName+"=") {
				sessionCookie = sc
			}
		}
		if !strings.Contains(sessionCookie, "Path=/admin") || !strings.Contains(sessionCookie, "HttpOnly") || !strings.Contains(sessionCookie, "SameSite=Strict") {
			t.Fatalf("session cookie %q", sessionCookie)
		}
		if code, out, _ := b.do("GET", "/admin/api/whoami", ""); code != 200 || out["raw"] != "owner@paddock.example" {
			t.Fatalf("whoami: %d %v", code, out)
		}
		// A write from another site with the cookie is refused.
		if code, _, _ := b.do("DELETE", "/admin/api/auth/session", "", "Sec-Fetch-Site", "cross-site"); code != 403 {
			t.Fatalf("cross-site sign-out: %d", code)
		}
		// Not JSON: refused.
		if code, _, _ := b.do("POST", "/admin/api/auth/sign-in", `email=x`, "Content-Type", "application/x-www-form-urlencoded"); code != 422 && code != 400 {
			t.Fatalf("form body: %d", code)
		}
		// A customer's bearer token is no way in.
		if code, _, _ := b.do("GET", "/admin/api/whoami", "", "Authorization", "Bearer x"); code != 200 {
			t.Fatalf("the cookie is what counts: %d", code)
		}
		if code, _, _ := b.do("DELETE", "/admin/api/auth/session", ""); code != 204 {
			t.Fatalf("sign-out: %d", code)
		}
		if code, _, _ := b.do("GET", "/admin/api/whoami", ""); code != 401 {
			t.Fatalf("after sign-out: %d", code)
		}
		// A disabled member's session ends at its next request.
		b2 := newBrowser(t, srv)
		a := f.invited(t, "content@paddock.example", access.Content)
		_ = a
		b2.do("POST", "/admin/api/auth/sign-in", `{"email":"content@paddock.example","password":"`+password+`"}`)
		if code, _, _ := b2.do("GET", "/admin/api/whoami", ""); code != 200 {
			t.Fatalf("content editor: %d", code)
		}
		if err := f.svc.Disable(f.cli, a.Member.ID); err != nil {
			t.Fatal(err)
		}
		if code, _, _ := b2.do("GET", "/admin/api/whoami", ""); code != 401 {
			t.Fatalf("disabled: %d", code)
		}
	})
}

func TestEnrolmentOverHTTP(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		srv := f.server(t)
		b := newBrowser(t, srv)
		_, token, err := f.svc.Create(f.cli, staff.NewMember{Email: "support@paddock.example", Role: access.Support})
		if err != nil {
			t.Fatal(err)
		}
		code, out, _ := b.do("POST", "/admin/api/auth/invite", `{"token":"`+token+`","name":"Sam Support","password":"`+password+`"}`)
		if code != 200 || out["stage"] != "enrol" {
			t.Fatalf("invite: %d %v", code, out)
		}
		code, out, _ = b.do("POST", "/admin/api/auth/enrol/start", `{}`)
		if code != 200 || !strings.HasPrefix(out["uri"].(string), "otpauth://totp/Paddock:support@paddock.example?") || len(out["qr"].([]any)) < 21 {
			t.Fatalf("enrol start: %d %v", code, out)
		}
		c, _ := staff.Code(out["secret"].(string), f.clock.now())
		code, out, _ = b.do("POST", "/admin/api/auth/enrol/confirm", `{"code":"`+c+`"}`)
		if code != 200 || len(out["recoveryCodes"].([]any)) != staff.RecoveryCodes || out["staff"].(map[string]any)["twoFactor"] != true {
			t.Fatalf("enrol confirm: %d %v", code, out)
		}
		if code, out, _ := b.do("GET", "/admin/api/whoami", ""); code != 200 || out["raw"] != "support@paddock.example" {
			t.Fatalf("whoami: %d %v", code, out)
		}
		// Enrolled, a second enrolment is refused.
		if code, _, _ := b.do("POST", "/admin/api/auth/enrol/start", `{}`); code != 409 {
			t.Fatalf("enrol again: %d", code)
		}
		_ = context.Background()
	})
}

// options is a ceremony's options as a browser got them.
func options(t *testing.T, out map[string]any) staff.Ceremony {
	t.Helper()
	raw, err := json.Marshal(out["options"])
	if err != nil || out["options"] == nil {
		t.Fatalf("no options: %v", out)
	}
	return staff.Ceremony{Options: raw}
}

func credentialBody(fields string, credential []byte) string {
	if fields != "" {
		fields += ","
	}
	return `{` + fields + `"credential":` + string(credential) + `}`
}

func TestPasskeysOverHTTP(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		srv := f.server(t)
		b := newBrowser(t, srv)
		_, token, err := f.svc.Create(f.cli, staff.NewMember{Email: "support@paddock.example", Role: access.Support})
		if err != nil {
			t.Fatal(err)
		}
		if code, out, _ := b.do("POST", "/admin/api/auth/invite", `{"token":"`+token+`","name":"Sam Support","password":"`+password+`"}`); code != 200 || out["stage"] != "enrol" {
			t.Fatalf("invite: %d %v", code, out)
		}
		// The enrolment takes a passkey instead of an app.
		code, out, res := b.do("POST", "/admin/api/auth/passkeys/register/start", `{}`)
		if code != 200 {
			t.Fatalf("register start: %d %v", code, out)
		}
		set := res.Header.Get("Set-Cookie")
		if !strings.Contains(set, staff.CeremonyCookieName+"=") || !strings.Contains(set, "HttpOnly") || !strings.Contains(set, "SameSite=Strict") ||
			!strings.Contains(set, "Path=/admin/api/auth") {
			t.Fatalf("ceremony cookie %q", set)
		}
		k := newSoftKey(t)
		code, out, _ = b.do("POST", "/admin/api/auth/passkeys/register/finish", credentialBody(`"name":"Laptop"`, k.create(t, options(t, out))))
		if code != 200 || out["staff"].(map[string]any)["passkeys"] != float64(1) {
			t.Fatalf("register finish: %d %v", code, out)
		}
		if code, out, _ := b.do("GET", "/admin/api/auth/passkeys", ""); code != 200 || len(out["passkeys"].([]any)) != 1 {
			t.Fatalf("passkeys: %d %v", code, out)
		}
		if code, _, _ := b.do("DELETE", "/admin/api/auth/session", ""); code != 204 {
			t.Fatalf("sign-out: %d", code)
		}
		if code, _, _ := b.do("GET", "/admin/api/auth/passkeys", ""); code != 401 {
			t.Fatalf("passkeys signed out: %d", code)
		}
		// The password leads to the passkey as the second factor.
		code, out, _ = b.do("POST", "/admin/api/auth/sign-in", `{"email":"support@paddock.example","password":"`+password+`"}`)
		if code != 200 || out["stage"] != "secondFactor" || len(out["methods"].([]any)) != 1 || out["methods"].([]any)[0] != "passkey" {
			t.Fatalf("sign-in: %d %v", code, out)
		}
		code, out, _ = b.do("POST", "/admin/api/auth/passkey/second-factor/start", `{}`)
		if code != 200 {
			t.Fatalf("second factor start: %d %v", code, out)
		}
		if code, out, _ = b.do("POST", "/admin/api/auth/passkey/second-factor/finish", credentialBody("", k.get(t, options(t, out)))); code != 200 || out["staff"] == nil {
			t.Fatalf("second factor finish: %d %v", code, out)
		}
		b.do("DELETE", "/admin/api/auth/session", "")
		// Without a password: the ceremony belongs to the browser that
		// began it.
		other := newBrowser(t, srv)
		_, began, _ := other.do("POST", "/admin/api/auth/passkey/sign-in/start", `{}`)
		answer := k.get(t, options(t, began))
		if code, out, _ := b.do("POST", "/admin/api/auth/passkey/sign-in/finish", credentialBody("", answer)); code != 422 && code != 400 {
			t.Fatalf("another browser's ceremony: %d %v", code, out)
		}
		// From another site: refused.
		if code, _, _ := other.do("POST", "/admin/api/auth/passkey/sign-in/finish", credentialBody("", answer), "Sec-Fetch-Site", "cross-site"); code != 403 {
			t.Fatalf("cross-site: %d", code)
		}
		code, out, _ = b.do("POST", "/admin/api/auth/passkey/sign-in/start", `{}`)
		if code != 200 {
			t.Fatalf("sign-in start: %d %v", code, out)
		}
		if code, out, _ = b.do("POST", "/admin/api/auth/passkey/sign-in/finish", credentialBody("", k.get(t, options(t, out)))); code != 200 ||
			out["staff"].(map[string]any)["email"] != "support@paddock.example" {
			t.Fatalf("sign-in finish: %d %v", code, out)
		}
		if code, out, _ := b.do("GET", "/admin/api/whoami", ""); code != 200 || out["raw"] != "support@paddock.example" {
			t.Fatalf("whoami: %d %v", code, out)
		}
		// Adding another needs the password again; a wrong one is refused
		// on its field.
		if code, out, _ := b.do("POST", "/admin/api/auth/passkeys/register/start", `{"confirm":"nope"}`); code != 401 ||
			out["error"].(map[string]any)["field"] != "confirm" {
			t.Fatalf("register without the password: %d %v", code, out)
		}
		_, list, _ := b.do("GET", "/admin/api/auth/passkeys", "")
		id := list["passkeys"].([]any)[0].(map[string]any)["id"].(string)
		if code, out, _ := b.do("POST", "/admin/api/auth/passkeys/rename", `{"id":"`+id+`","name":"Work laptop"}`); code != 200 ||
			out["passkey"].(map[string]any)["name"] != "Work laptop" {
			t.Fatalf("rename: %d %v", code, out)
		}
		// The support role needs its second factor: the last stays.
		if code, out, _ := b.do("POST", "/admin/api/auth/passkeys/remove", `{"id":"`+id+`"}`); code != 409 {
			t.Fatalf("remove the last: %d %v", code, out)
		}
	})
}
