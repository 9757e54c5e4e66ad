// Package httpx holds the HTTP plumbing every part of Paddock shares:
// middleware, health and metrics endpoints, and the storefront handler that
// serves the React app with a server-rendered head.
package httpx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

type requestIDKey struct{}

// RequestIDHeader carries the request id in both directions.
const RequestIDHeader = "X-Request-Id"

// RequestID gives every request an id: the caller's X-Request-Id when it is
// short and plain, else a new random one. It is echoed in the response and
// added to every log line of the request.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !plainID(id) {
			var b [12]byte
			_, _ = rand.Read(b[:])
			id = hex.EncodeToString(b[:])
		}
		w.Header().Set(RequestIDHeader, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

func plainID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// RequestIDFrom returns the request id in ctx, or "".
func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// LogHandler adds the request id of the context to every record.
type LogHandler struct{ slog.Handler }

// Handle implements slog.Handler.
func (h LogHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestIDFrom(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h LogHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return LogHandler{h.Handler.WithAttrs(attrs)}
}

// WithGroup implements slog.Handler.
func (h LogHandler) WithGroup(name string) slog.Handler { return LogHandler{h.Handler.WithGroup(name)} }

// AccessLog writes one structured line per request. It logs the path but
// never the query string, which may carry tokens.
func AccessLog(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			status, size := serveRecorded(next, w, r)
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			logger.LogAttrs(r.Context(), level, "http request",
				slog.String("method", r.Method),
				slog.String("path", r.URL.Path),
				slog.Int("status", status),
				slog.Int("bytes", size),
				slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
				slog.String("remote", r.RemoteAddr),
			)
		})
	}
}

// serveRecorded serves r through next and returns the status and the body
// size of the answer; a handler that writes nothing answered 200.
func serveRecorded(next http.Handler, w http.ResponseWriter, r *http.Request) (status, size int) {
	ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
	next.ServeHTTP(ww, r)
	status = ww.Status()
	if status == 0 {
		status = http.StatusOK
	}
	return status, ww.BytesWritten()
}

// Recover turns a panic into a logged error and a generic answer: a
// GraphQL error for API paths, the error page for everything else. The
// client never sees the stack.
func Recover(logger *slog.Logger, errorPage func(w http.ResponseWriter, r *http.Request)) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			defer func() {
				p := recover()
				if p == nil {
					return
				}
				if p == http.ErrAbortHandler {
					panic(p)
				}
				logger.ErrorContext(r.Context(), "http: panic", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				if IsAPIPath(r.URL.Path) {
					WriteAPIError(w, r, apperr.New(apperr.Internal, "errors.internal"))
					return
				}
				errorPage(w, r)
			}()
			next.ServeHTTP(w, r)
		})
	}
}

// WriteAPIError answers an API request with a GraphQL-shaped error in the
// language of the request's Accept-Language header, for failures that
// happen before the GraphQL handler (which translates its own) is reached.
func WriteAPIError(w http.ResponseWriter, r *http.Request, e *apperr.Error) {
	ctx := i18n.WithLocale(r.Context(), i18n.Negotiate(r.Header.Get("Accept-Language")))
	ext := map[string]any{"code": e.Kind.Code(), "category": e.Kind.Category()}
	if secs := e.RetryAfterSeconds(); secs > 0 {
		ext["retryAfter"] = secs
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	body, _ := json.Marshal(map[string]any{"errors": []map[string]any{{"message": e.Message(ctx), "extensions": ext}}})
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.Kind.HTTPStatus())
	_, _ = w.Write(body)
}

// IsAPIPath reports whether a path belongs to an API (never the storefront).
func IsAPIPath(p string) bool {
	return p == "/graphql" || strings.HasPrefix(p, "/graphql/") ||
		p == "/api" || strings.HasPrefix(p, "/api/") ||
		strings.HasPrefix(p, "/admin/graphql")
}

// Timeout cancels a request's context after d. Handlers that honour the
// context (database calls do) stop; the client gets 503 if nothing was
// written yet.
func Timeout(d time.Duration) func(http.Handler) http.Handler {
	return middleware.Timeout(d)
}

// IsPreviewPath reports whether path is the storefront's preview of a
// page's draft, /{lang}/preview (the signed token follows in the
// fragment, which no request carries).
func IsPreviewPath(path string) bool {
	lang, rest, ok := strings.Cut(strings.TrimPrefix(path, "/"), "/")
	return ok && len(lang) == 2 && strings.TrimSuffix(rest, "/") == "preview"
}

// SecurityHeaders sets the headers every answer carries. https turns on
// HSTS; it is true when the public base URL is https. imageOrigins may
// serve images too (a payment provider's method icons).
func SecurityHeaders(https bool, imageOrigins ...string) func(http.Handler) http.Handler {
	images := ""
	for _, o := range imageOrigins {
		images += " " + o
	}
	csp := strings.Join([]string{
		"default-src 'self'",
		// Google Analytics and Microsoft Clarity: the storefront loads
		// them only after consent and only when the site sets their ids.
		"script-src 'self' https://www.googletagmanager.com https://*.clarity.ms",
		"style-src 'self'",
		// Style attributes only (no style elements): the server-rendered
		// markup carries the colours staff chose (a club's banner, a
		// block's background) as the browser's React sets them.
		"style-src-attr 'unsafe-inline'",
		"img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com https://*.clarity.ms https://c.bing.com" + images,
		"font-src 'self'",
		"connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://*.clarity.ms https://c.bing.com",
		"media-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
	if https {
		csp += "; upgrade-insecure-requests"
	}
	framable := strings.Replace(csp, "frame-ancestors 'none'", "frame-ancestors 'self'", 1)
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			if IsPreviewPath(r.URL.Path) {
				// The back office shows the storefront's preview of a
				// draft in a frame beside its editor (same origin only),
				// and no search engine indexes it.
				h.Set("Content-Security-Policy", framable)
				h.Set("X-Frame-Options", "SAMEORIGIN")
				h.Set("X-Robots-Tag", "noindex, nofollow")
			} else {
				h.Set("Content-Security-Policy", csp)
				h.Set("X-Frame-Options", "DENY")
			}
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("Cross-Origin-Opener-Policy", "same-origin")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()")
			if https || r.TLS != nil {
				h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
			}
			next.ServeHTTP(w, r)
		})
	}
}

// Compress gzips text answers that are not compressed already.
func Compress() func(http.Handler) http.Handler {
	return middleware.Compress(5, "text/html", "text/css", "text/plain", "text/javascript",
		"application/javascript", "application/json", "application/xml", "image/svg+xml")
}

// RoutePattern returns the chi route pattern that served r, for metrics.
func RoutePattern(r *http.Request) string {
	if rc := chi.RouteContext(r.Context()); rc != nil {
		if p := rc.RoutePattern(); p != "" {
			return p
		}
	}
	return "other"
}
