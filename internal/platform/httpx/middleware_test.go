package httpx_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/ratelimit"
)

func TestSecurityHeaders(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {})
	for _, https := range []bool{false, true} {
		w := httptest.NewRecorder()
		httpx.SecurityHeaders(https)(ok).ServeHTTP(w, httptest.NewRequest("GET", "/de", nil))
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("CSP lacks %q: %s", want, csp)
			}
		}
		// Only style attributes may be inline (the colours staff chose, in
		// the server-rendered markup): never a script, never a style element.
		for _, directive := range strings.Split(csp, ";") {
			directive = strings.TrimSpace(directive)
			if strings.Contains(directive, "unsafe-eval") ||
				(strings.Contains(directive, "unsafe-inline") && directive != "style-src-attr 'unsafe-inline'") {
				t.Errorf("CSP is not strict: %s", directive)
			}
		}
		if !strings.Contains(csp, "style-src 'self'") {
			t.Errorf("CSP lacks style-src 'self': %s", csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") == "" {
			t.Errorf("headers %v", h)
		}
		if got := h.Get("Strict-Transport-Security") != ""; got != https {
			t.Errorf("https=%v: HSTS present %v", https, got)
		}
	}
}

// The storefront's preview of a page's draft may be framed by the back
// office (same origin), and only it; it is never indexed.
func TestSecurityHeadersOfThePreview(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {})
	for path, framable := range map[string]bool{"/de/preview": true, "/fr/preview/": true, "/de/previews": false, "/de/x/preview": false, "/preview": false} {
		w := httptest.NewRecorder()
		httpx.SecurityHeaders(true)(ok).ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		if got := strings.Contains(csp, "frame-ancestors 'self'") && !strings.Contains(csp, "frame-ancestors 'none'") &&
			h.Get("X-Frame-Options") == "SAMEORIGIN" && h.Get("X-Robots-Tag") == "noindex, nofollow"; got != framable {
			t.Errorf("%s: framable %v, want %v (%v)", path, got, framable, h)
		}
		if !framable && (h.Get("X-Frame-Options") != "DENY" || !strings.Contains(csp, "frame-ancestors 'none'")) {
			t.Errorf("%s: %v", path, h)
		}
	}
}

func TestRequestIDIsKeptWhenPlainAndReplacedOtherwise(t *testing.T) {
	var seen string
	h := httpx.RequestID(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = httpx.RequestIDFrom(r.Context()) }))
	for in, keep := range map[string]bool{"abc-123": true, "": false, "<script>": false, strings.Repeat("a", 80): false} {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set(httpx.RequestIDHeader, in)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if (seen == in) != keep || seen == "" || w.Header().Get(httpx.RequestIDHeader) != seen {
			t.Errorf("in %q: id %q, header %q", in, seen, w.Header().Get(httpx.RequestIDHeader))
		}
	}
}

func TestRecoverLogsAndHidesThePanic(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(httpx.LogHandler{Handler: slog.NewJSONHandler(&logs, nil)})
	boom := http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("secret detail") })
	page := func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte("<h1>error page</h1>"))
	}
	h := httpx.RequestID(httpx.Recover(logger, page)(boom))

	for path, want := range map[string]string{"/de/search": "error page", "/graphql": `"message":"Une erreur est survenue. Veuillez réessayer."`} {
		logs.Reset()
		w := httptest.NewRecorder()
		r := httptest.NewRequest("POST", path, nil)
		r.Header.Set("Accept-Language", "fr")
		h.ServeHTTP(w, r)
		body := w.Body.String()
		if path == "/graphql" && !strings.Contains(body, `"code":"INTERNAL_SERVER_ERROR"`) {
			t.Errorf("%s: no error code in %s", path, body)
		}
		if w.Code != 500 || !strings.Contains(body, want) || strings.Contains(body, "secret detail") || strings.Contains(body, "goroutine") {
			t.Errorf("%s: %d %s", path, w.Code, body)
		}
		if !strings.Contains(logs.String(), "secret detail") || !strings.Contains(logs.String(), "request_id") {
			t.Errorf("%s: panic not logged with request id: %s", path, logs.String())
		}
	}
}

func TestAccessLogLeavesOutTheQuery(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&logs, nil))
	h := httpx.AccessLog(logger)(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(204) }))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/de/account/reset-password?token=s3cret", nil))
	if strings.Contains(logs.String(), "s3cret") || !strings.Contains(logs.String(), `"status":204`) {
		t.Errorf("log line %s", logs.String())
	}
}

func TestReadyz(t *testing.T) {
	for _, fail := range []bool{false, true} {
		w := httptest.NewRecorder()
		httpx.Readyz(func(context.Context) error {
			if fail {
				return errors.New("down")
			}
			return nil
		})(w, httptest.NewRequest("GET", "/readyz", nil))
		if (w.Code == 503) != fail {
			t.Errorf("fail=%v: %d", fail, w.Code)
		}
	}
}

func TestMetricsAccess(t *testing.T) {
	m := httpx.NewMetrics()
	h := m.Middleware(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/de", nil))
	proxies, err := ratelimit.ParseProxies("10.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	open, closed := m.Handler("", proxies.Internal), m.Handler("t0ken", proxies.Internal)
	for _, tt := range []struct {
		name, method, remote, forwarded, auth string
		h                                     http.Handler
		status                                int
	}{
		{"loopback, no token set", "GET", "127.0.0.1:5000", "", "", open, 200},
		{"IPv6 loopback, HEAD", "HEAD", "[::1]:5000", "", "", open, 200},
		{"the proxies' network", "GET", "10.1.2.3:5000", "", "", open, 200},
		{"anyone else", "GET", "198.51.100.7:5000", "", "", open, 403},
		{"outside, through the proxy", "GET", "10.1.2.3:5000", "198.51.100.7", "", open, 403},
		{"a forged loopback through the proxy", "GET", "10.1.2.3:5000", "127.0.0.1, 198.51.100.7", "", open, 403},
		{"POST", "POST", "127.0.0.1:5000", "", "", open, 405},
		{"DELETE with the token", "DELETE", "127.0.0.1:5000", "", "Bearer t0ken", closed, 405},
		{"token set, none sent, even from loopback", "GET", "127.0.0.1:5000", "", "", closed, 401},
		{"token set and sent from outside", "GET", "198.51.100.7:5000", "", "Bearer t0ken", closed, 200},
		{"a wrong token", "GET", "198.51.100.7:5000", "", "Bearer nope", closed, 401},
	} {
		r := httptest.NewRequest(tt.method, "/metrics", nil)
		r.RemoteAddr = tt.remote
		if tt.forwarded != "" {
			r.Header.Set("X-Forwarded-For", tt.forwarded)
		}
		if tt.auth != "" {
			r.Header.Set("Authorization", tt.auth)
		}
		w := httptest.NewRecorder()
		tt.h.ServeHTTP(w, r)
		if w.Code != tt.status {
			t.Errorf("%s: %d; want %d", tt.name, w.Code, tt.status)
		}
		if tt.status == 200 && tt.method == "GET" && !strings.Contains(w.Body.String(), "paddock_http_requests_total") {
			t.Errorf("%s: no metrics", tt.name)
		}
		if tt.status == 405 && w.Header().Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: Allow %q", tt.name, w.Header().Get("Allow"))
		}
	}
}
