package gqlserver

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"golang.org/x/sync/singleflight"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/storecode"
)

// CacheSource tells a ResponseCache when kept answers turn stale.
type CacheSource interface {
	// CacheVersion names the state of the data answers are made from; an
	// answer kept under another version is stale. ok is false when no
	// answer may be kept at all (another instance could change the data
	// without this one learning of it).
	CacheVersion(ctx context.Context) (version uint64, ok bool)
	// AnswersChangeAt is the next moment after now at which answers may
	// change by time alone (a special price or a "new" window starting or
	// ending); zero when none is due.
	AnswersChangeAt(ctx context.Context, now time.Time) (time.Time, error)
}

// ResponseCacheOptions configure NewResponseCache.
type ResponseCacheOptions struct {
	// Fields are the top-level query fields whose answers depend only on
	// the Store header, the operation and its variables, and on the data
	// Source versions. An operation is kept only when all its fields are.
	Fields []string
	Source CacheSource
	// MaxEntries and MaxBytes bound the memory (defaults 4096, 64 MiB).
	MaxEntries int
	MaxBytes   int
	// MaxAge bounds how long an answer is kept even when Source names no
	// change (default 5 minutes).
	MaxAge time.Duration
	Now    func() time.Time
	Logger *slog.Logger
}

// ResponseCache keeps whole answers of read-only operations (the
// catalogue's listings and searches, the content's sites and pages), so
// that what a shop's visitors repeat all day costs a map lookup instead of
// resolving and encoding it again. An answer is
// kept only when it has no errors, and only until the data changes
// (Source's version), the clock reaches a price or novelty boundary, or
// MaxAge passes. Requests that say who sends them (an Authorization header,
// a session cookie) are never answered from or kept in it: the cache
// serves only what every anonymous visitor of a store gets alike.
type ResponseCache struct {
	opts   ResponseCacheOptions
	fields map[string]bool

	mu      sync.RWMutex
	version uint64
	entries map[string]*cachedAnswer
	bytes   int
	plans   map[string]bool // query hash → may be kept

	fill singleflight.Group
}

type cachedAnswer struct {
	key         string
	contentType string
	body        []byte
	version     uint64
	expires     time.Time

	gzOnce sync.Once
	gz     []byte // made on the first hit that takes gzip; under the cache's mu
}

// maxAnswerBytes is the largest answer kept.
const maxAnswerBytes = 1 << 20

// maxPlans bounds the remembered decisions per query text.
const maxPlans = 1000

// NewResponseCache returns a cache of answers of the given fields.
func NewResponseCache(opts ResponseCacheOptions) *ResponseCache {
	if opts.MaxEntries <= 0 {
		opts.MaxEntries = 4096
	}
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = 64 << 20
	}
	if opts.MaxAge <= 0 {
		opts.MaxAge = 5 * time.Minute
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	c := &ResponseCache{opts: opts, fields: map[string]bool{}, entries: map[string]*cachedAnswer{}, plans: map[string]bool{}}
	for _, f := range opts.Fields {
		c.fields[f] = true
	}
	return c
}

// CacheHeader reports on every answer the cache looked at whether it came
// from the cache ("hit") or was made and kept ("miss"): the header the
// storefront's page cache says the same with.
const CacheHeader = httpx.CacheHeader

// wrap serves next's answers through the cache. It runs after the Store
// header was checked.
func (c *ResponseCache) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if identifies(r) {
			next.ServeHTTP(w, r)
			return
		}
		key, body, ok := c.key(r)
		if body != nil {
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		if !ok {
			next.ServeHTTP(w, r) // not cacheable: no need to ask the version
			return
		}
		// The version is read before the answer is made, so an answer is
		// never kept under a version newer than its data.
		version, ok := c.opts.Source.CacheVersion(r.Context())
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		if a := c.lookup(key, version); a != nil {
			c.write(w, r, a, "hit")
			return
		}
		// Identical requests that miss together are answered once.
		v, _, _ := c.fill.Do(key, func() (any, error) {
			rec := &recorder{header: http.Header{}, leader: r}
			next.ServeHTTP(rec, r)
			return fill{rec: rec, answer: c.keep(r.Context(), key, version, rec)}, nil
		})
		f := v.(fill)
		switch {
		case f.answer != nil:
			state := "hit"
			if f.rec.leader == r {
				state = "miss"
			}
			c.write(w, r, f.answer, state)
		case f.rec.leader == r:
			f.rec.replay(w)
		default:
			// The answer made for another request could not be kept (an
			// error, perhaps its client gave up): make this one's own.
			if body != nil {
				r.Body = io.NopCloser(bytes.NewReader(body))
			}
			next.ServeHTTP(w, r)
		}
	})
}

// SessionCookie is the cookie that carries a customer's session.
const SessionCookie = "paddock_session"

// identifies reports whether r says who sends it: an Authorization header
// or a session cookie. Such a request is never answered from the cache nor
// kept in it, since its answer may be the customer's own. Where answers
// come to depend on a customer group rather than the customer, the group
// must become part of the key before such requests may share answers.
func identifies(r *http.Request) bool {
	if r.Header.Get("Authorization") != "" {
		return true
	}
	_, err := r.Cookie(SessionCookie)
	return err == nil
}

// fill is what one run of the handler for a missed key left.
type fill struct {
	rec    *recorder
	answer *cachedAnswer
}

// request is what identifies a GraphQL operation.
type request struct {
	Query         string          `json:"query"`
	OperationName string          `json:"operationName"`
	Variables     json.RawMessage `json:"variables"`
	Extensions    struct {
		PersistedQuery struct {
			Sha256Hash string `json:"sha256Hash"`
		} `json:"persistedQuery"`
	} `json:"extensions"`
}

// key names r's operation, or reports that it may not be kept. body is
// the request body read, to be handed on.
func (c *ResponseCache) key(r *http.Request) (key string, body []byte, ok bool) {
	var req request
	switch r.Method {
	case http.MethodGet:
		q := r.URL.Query()
		req.Query, req.OperationName = q.Get("query"), q.Get("operationName")
		req.Variables = json.RawMessage(q.Get("variables"))
		if ext := q.Get("extensions"); ext != "" {
			if json.Unmarshal([]byte(ext), &req.Extensions) != nil {
				return "", nil, false
			}
		}
	case http.MethodPost:
		if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
			return "", nil, false
		}
		var err error
		if body, err = io.ReadAll(r.Body); err != nil {
			// Too large or broken: the handler answers with the error.
			return "", body, false
		}
		if json.Unmarshal(body, &req) != nil {
			return "", body, false
		}
	default:
		return "", nil, false
	}
	hash := strings.ToLower(req.Extensions.PersistedQuery.Sha256Hash)
	if req.Query != "" {
		sum := sha256.Sum256([]byte(req.Query))
		hash = hex.EncodeToString(sum[:])
	}
	if hash == "" || !c.allowed(hash, req.Query, req.OperationName) {
		return "", body, false
	}
	var vars bytes.Buffer
	if len(req.Variables) > 0 && string(req.Variables) != "null" {
		if json.Compact(&vars, req.Variables) != nil {
			return "", body, false
		}
	}
	store := storecode.From(r.Context()).Code()
	return store + "\x00" + hash + "\x00" + req.OperationName + "\x00" + vars.String(), body, true
}

// allowed reports whether the operation of the query with this hash may
// be kept: a query (not a mutation) whose every top-level field is one of
// the cache's fields. A hash whose text was never seen is not allowed.
func (c *ResponseCache) allowed(hash, query, operation string) bool {
	planKey := hash + "\x00" + operation
	c.mu.RLock()
	plan, known := c.plans[planKey]
	c.mu.RUnlock()
	if known || query == "" {
		return plan
	}
	plan = c.plan(query, operation)
	c.mu.Lock()
	if len(c.plans) >= maxPlans {
		clear(c.plans)
	}
	c.plans[planKey] = plan
	c.mu.Unlock()
	return plan
}

func (c *ResponseCache) plan(query, operation string) bool {
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, maxTokens)
	if err != nil {
		return false
	}
	var op *ast.OperationDefinition
	switch {
	case operation != "":
		op = doc.Operations.ForName(operation)
	case len(doc.Operations) == 1:
		op = doc.Operations[0]
	}
	if op == nil || op.Operation != ast.Query || len(op.SelectionSet) == 0 {
		return false
	}
	for _, sel := range op.SelectionSet {
		f, ok := sel.(*ast.Field)
		if !ok || !c.fields[f.Name] {
			return false
		}
	}
	return true
}

func (c *ResponseCache) lookup(key string, version uint64) *cachedAnswer {
	c.mu.RLock()
	a := c.entries[key]
	c.mu.RUnlock()
	if a == nil || a.version != version || !c.opts.Now().Before(a.expires) {
		return nil
	}
	return a
}

// keep stores rec's answer when it may be kept and returns it.
func (c *ResponseCache) keep(ctx context.Context, key string, version uint64, rec *recorder) *cachedAnswer {
	if rec.status != http.StatusOK || rec.overflow || !bytes.HasPrefix(rec.body.Bytes(), []byte(`{"data":`)) {
		return nil
	}
	if now, ok := c.opts.Source.CacheVersion(ctx); !ok || now != version {
		return nil // the data changed while the answer was made
	}
	now := c.opts.Now()
	expires := now.Add(c.opts.MaxAge)
	change, err := c.opts.Source.AnswersChangeAt(ctx, now)
	if err != nil {
		c.opts.Logger.WarnContext(ctx, "graphql cache: next change unknown; answer not kept", "error", err)
		return nil
	}
	if !change.IsZero() && change.Before(expires) {
		expires = change
	}
	a := &cachedAnswer{key: key, contentType: rec.header.Get("Content-Type"), body: rec.body.Bytes(), version: version, expires: expires}
	size := len(key) + len(a.body)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		// Entries of an older version are never answered again.
		clear(c.entries)
		c.bytes, c.version = 0, version
	}
	if old := c.entries[key]; old != nil {
		c.bytes -= len(key) + len(old.body) + len(old.gz)
	}
	// Make room by dropping entries at random (map order), cheap and fair
	// enough for answers that are all made the same way.
	for k, old := range c.entries {
		if len(c.entries) < c.opts.MaxEntries && c.bytes+size <= c.opts.MaxBytes {
			break
		}
		delete(c.entries, k)
		c.bytes -= len(k) + len(old.body) + len(old.gz)
	}
	c.entries[key] = a
	c.bytes += size
	return a
}

// write answers a, compressed when the client takes gzip. The compressed
// answer is made once, on the first hit that asks for it: an answer asked
// for once (the miss) goes out as the server's compression makes it.
func (c *ResponseCache) write(w http.ResponseWriter, r *http.Request, a *cachedAnswer, state string) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set(CacheHeader, state)
	// Every anonymous visitor of the store gets this answer alike.
	h.Del("Cache-Control")
	body := a.body
	if state == "hit" && len(a.body) > 512 && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Add("Vary", "Accept-Encoding")
		h.Set("Content-Encoding", "gzip")
		body = c.gzipped(a)
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

func (c *ResponseCache) gzipped(a *cachedAnswer) []byte {
	a.gzOnce.Do(func() {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(a.body)
		_ = zw.Close()
		c.mu.Lock()
		a.gz = buf.Bytes()
		if c.entries[a.key] == a {
			c.bytes += len(a.gz)
		}
		c.mu.Unlock()
	})
	c.mu.RLock()
	defer c.mu.RUnlock()
	return a.gz
}

// recorder keeps an answer in memory.
type recorder struct {
	leader   *http.Request
	header   http.Header
	status   int
	body     bytes.Buffer
	overflow bool
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.body.Len()+len(p) > maxAnswerBytes {
		r.overflow = true
	}
	return r.body.Write(p)
}

// replay writes the recorded answer as it was made.
func (r *recorder) replay(w http.ResponseWriter) {
	for k, v := range r.header {
		w.Header()[k] = v
	}
	status := r.status
	if status == 0 {
		status = http.StatusOK
	}
	w.WriteHeader(status)
	_, _ = w.Write(r.body.Bytes())
}
