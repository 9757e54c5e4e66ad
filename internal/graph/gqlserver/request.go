package gqlserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"sync"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// withRequest checks a request before gqlgen sees it: the body's size
// and form, the Store header (site and locale go into the context), and
// the client's budget of refused requests.
func withRequest(next http.Handler, opts Options, adm *admission, refused *refusals) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// No cache may keep an answer unless it is one every anonymous
		// visitor of the store gets alike: only the response cache, for
		// the answers it keeps, lifts this (ResponseCache.write). Tokens
		// (generateCustomerToken, RFC 6749 section 5.1), a customer's data,
		// answers to mutations and errors all stay no-store.
		w.Header().Set("Cache-Control", "no-store")
		// Until the Store header is read, the visitor's browser decides the
		// language of an error.
		early := i18n.WithLocale(r.Context(), i18n.Negotiate(r.Header.Get("Accept-Language")))
		query, hash, status, err := readRequest(w, r)
		if err != nil {
			WriteError(early, w, status, err, opts.Logger)
			return
		}
		s, err := storecode.Parse(r.Header.Get(storecode.HeaderName))
		if err == nil && opts.CheckStore != nil {
			err = opts.CheckStore(r.Context(), s)
		}
		if err != nil {
			WriteError(early, w, http.StatusBadRequest, err, opts.Logger)
			return
		}
		if opts.BrowserLocale && r.Header.Get(storecode.HeaderName) == "" {
			s.Locale = i18n.Negotiate(r.Header.Get("Accept-Language"))
		}
		ctx := storecode.With(r.Context(), s)
		if opts.RequestContext != nil {
			ctx = opts.RequestContext(ctx)
		}
		ip := ratelimit.ClientFrom(ctx).IP
		if ip == "" { // no client middleware in front: the connection's address
			ip = ratelimit.RemoteIP(r)
		}
		client := ratelimit.IPKey(ip)
		// A client whose requests keep being refused gets no more parsing
		// for a while; what is already parsed and kept it still gets.
		if wait := refused.wait(client); wait > 0 && !adm.known(query, hash) {
			WriteError(ctx, w, http.StatusTooManyRequests,
				apperr.New(apperr.RateLimited, "errors.query.tooManyRefusals").After(wait), opts.Logger)
			return
		}
		ex := &exchange{get: r.Method == http.MethodGet, header: w.Header()}
		ctx = context.WithValue(ctx, exchangeKey{}, ex)
		sw := &statusWriter{ResponseWriter: w, ex: ex}
		next.ServeHTTP(sw, r.WithContext(ctx))
		if sw.status == http.StatusBadRequest || sw.status == http.StatusUnprocessableEntity || sw.status == http.StatusRequestEntityTooLarge {
			refused.add(client)
		}
	})
}

// readRequest reads a POST body (bounded, never echoed in an answer) and
// hands it on, and returns the query text or persisted query hash the
// request names. An error comes with the status to answer.
func readRequest(w http.ResponseWriter, r *http.Request) (query, hash string, status int, err error) {
	var params struct {
		Query      string         `json:"query"`
		Operation  string         `json:"operationName"`
		Variables  map[string]any `json:"variables"`
		Extensions map[string]any `json:"extensions"`
	}
	switch r.Method {
	case http.MethodPost:
		tooLarge := apperr.New(apperr.Invalid, "errors.input.bodyTooLarge", "max", MaxBodyBytes/1024)
		if r.ContentLength > MaxBodyBytes {
			return "", "", http.StatusRequestEntityTooLarge, tooLarge
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
		var max *http.MaxBytesError
		if errors.As(err, &max) {
			return "", "", http.StatusRequestEntityTooLarge, tooLarge
		}
		if err != nil {
			return "", "", http.StatusBadRequest, apperr.New(apperr.Invalid, "errors.query.body")
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		if media, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); media != "application/json" {
			return "", "", 0, nil // gqlgen answers what it does not support
		}
		if trimmed := bytes.TrimLeft(body, " \t\r\n"); len(trimmed) > 0 && trimmed[0] == '[' {
			return "", "", http.StatusBadRequest, apperr.New(apperr.Invalid, "errors.query.batch")
		}
		if json.Unmarshal(body, &params) != nil {
			return "", "", http.StatusBadRequest, apperr.New(apperr.Invalid, "errors.query.body")
		}
	case http.MethodGet:
		q := r.URL.Query()
		params.Query = q.Get("query")
		if ext := q.Get("extensions"); ext != "" {
			_ = json.Unmarshal([]byte(ext), &params.Extensions) // gqlgen refuses it if broken
		}
	}
	if pq, ok := params.Extensions["persistedQuery"].(map[string]any); ok {
		hash, _ = pq["sha256Hash"].(string)
	}
	return params.Query, hash, 0, nil
}

// statusWriter remembers the status of an answer, and answers the one
// a check of the operation set instead of the transport's (exchange).
type statusWriter struct {
	http.ResponseWriter
	ex     *exchange
	status int
}

func (w *statusWriter) WriteHeader(status int) {
	if w.ex != nil && w.ex.status != 0 {
		status = w.ex.status
	}
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *statusWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap lets http.ResponseController reach the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// The budget of refused requests: a client whose documents keep failing
// (malformed, too large, invalid, over the limits) has each cost the
// server parsing and validation, the one piece of work done before any
// limit can judge the operation. Counted per instance, in memory, since
// what it protects is this instance's processors.
const (
	refusalsPerWindow = 30
	refusalWindow     = time.Minute
	// maxRefusingClients bounds the memory of the counts; beyond it new
	// clients go uncounted until the window ends.
	maxRefusingClients = 50_000
)

// refusals counts refused requests per client in fixed windows.
type refusals struct {
	now func() time.Time

	mu     sync.Mutex
	window int64
	counts map[string]int
}

func newRefusals(now func() time.Time) *refusals {
	return &refusals{now: now, counts: map[string]int{}}
}

// roll starts a new window when the current one has ended; it returns
// how long the current one lasts still. Call with mu held.
func (f *refusals) roll() time.Duration {
	now := f.now().UnixNano()
	window := now / int64(refusalWindow)
	if window != f.window {
		f.window = window
		clear(f.counts)
	}
	return time.Duration((window+1)*int64(refusalWindow) - now)
}

// wait is how long client must wait before its documents are parsed
// again; zero when it may send them now.
func (f *refusals) wait(client string) time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	left := f.roll()
	if f.counts[client] < refusalsPerWindow {
		return 0
	}
	return left
}

// add counts one refused request of client.
func (f *refusals) add(client string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.roll()
	if _, ok := f.counts[client]; ok || len(f.counts) < maxRefusingClients {
		f.counts[client]++
	}
}

// retryAfterHeader sets Retry-After from a rate-limited error.
func retryAfterHeader(w http.ResponseWriter, err error) {
	var app *apperr.Error
	if errors.As(err, &app) && app.RetryAfterSeconds() > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(app.RetryAfterSeconds()))
	}
}
