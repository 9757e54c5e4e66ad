package gqlserver

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/platform/storecode"
)

// source is a CacheSource whose version and next change a test sets.
type source struct {
	mu      sync.Mutex
	version uint64
	off     bool
	change  time.Time
}

func (s *source) CacheVersion(context.Context) (uint64, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.version, !s.off
}

func (s *source) AnswersChangeAt(context.Context, time.Time) (time.Time, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.change, nil
}

func (s *source) bump() {
	s.mu.Lock()
	s.version++
	s.mu.Unlock()
}

// cacheFixture serves every request through a ResponseCache in front of a
// handler that counts its calls and answers with the call's number, so a
// kept answer shows as an old number.
type cacheFixture struct {
	src   *source
	now   time.Time
	calls atomic.Int64
	// answer overrides the handler's body (errors, for instance).
	answer string
	h      http.Handler
	onCall func()
}

const longList = `"items":[` + `{"sku":"A-1","name":"Reithose Celina mit Vollbesatz"},{"sku":"A-2","name":"Reithose Anna mit Kniebesatz"},{"sku":"A-3","name":"Reithandschuhe Grip"},` +
	`{"sku":"A-4","name":"Schabracke Dressur"},{"sku":"A-5","name":"Abschwitzdecke Fleece"},{"sku":"A-6","name":"Fliegenmaske mit Ohren"},{"sku":"A-7","name":"Hufkratzer mit Bürste"},` +
	`{"sku":"A-8","name":"Mineralfutter 5 kg"},{"sku":"A-9","name":"Lederbalsam 500 ml"},{"sku":"A-10","name":"Führstrick Panik"},{"sku":"A-11","name":"Gamaschen Set"},` +
	`{"sku":"A-12","name":"Reithelm Carbon"},{"sku":"A-13","name":"Stiefel Leder"},{"sku":"A-14","name":"Regenmantel"},{"sku":"A-15","name":"Halfter Nylon"},` +
	`{"sku":"A-16","name":"Bandagen Fleece"},{"sku":"A-17","name":"Putzbox"},{"sku":"A-18","name":"Kardätsche"},{"sku":"A-19","name":"Mähnenkamm"},{"sku":"A-20","name":"Hufschuh"}]`

func newCacheFixture(t *testing.T) *cacheFixture {
	t.Helper()
	f := &cacheFixture{src: &source{}, now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}
	cache := NewResponseCache(ResponseCacheOptions{
		Fields: []string{"products", "categories"},
		Source: f.src,
		Now:    func() time.Time { return f.now },
		MaxAge: time.Hour,
	})
	f.h = cache.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := f.calls.Add(1)
		if f.onCall != nil {
			f.onCall()
		}
		if _, err := io.ReadAll(r.Body); err != nil {
			t.Errorf("body not handed on: %v", err)
		}
		w.Header().Set("Content-Type", "application/json")
		if f.answer != "" {
			_, _ = io.WriteString(w, f.answer)
			return
		}
		_, _ = io.WriteString(w, `{"data":{"call":`+jsonNumber(n)+`,`+longList+`}}`)
	}))
	return f
}

func jsonNumber(n int64) string { b, _ := json.Marshal(n); return string(b) }

type call struct {
	method, store, query, operation, hash, auth, cookie, encoding string
	variables                                                     any
}

// do sends c and returns the answer's body (decompressed), its cache state
// and its content encoding.
func (f *cacheFixture) do(t *testing.T, c call) (body, state, encoding string) {
	t.Helper()
	payload := map[string]any{}
	if c.query != "" {
		payload["query"] = c.query
	}
	if c.operation != "" {
		payload["operationName"] = c.operation
	}
	if c.variables != nil {
		payload["variables"] = c.variables
	}
	if c.hash != "" {
		payload["extensions"] = map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": c.hash}}
	}
	var r *http.Request
	if c.method == http.MethodGet {
		q := url.Values{}
		for k, v := range payload {
			if s, ok := v.(string); ok {
				q.Set(k, s)
			} else {
				b, _ := json.Marshal(v)
				q.Set(k, string(b))
			}
		}
		r = httptest.NewRequest(http.MethodGet, "/graphql?"+q.Encode(), nil)
	} else {
		b, _ := json.Marshal(payload)
		r = httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(b))
		r.Header.Set("Content-Type", "application/json")
	}
	if c.auth != "" {
		r.Header.Set("Authorization", c.auth)
	}
	if c.cookie != "" {
		r.Header.Set("Cookie", c.cookie)
	}
	if c.encoding != "" {
		r.Header.Set("Accept-Encoding", c.encoding)
	}
	store := c.store
	if store == "" {
		store = "shop_de"
	}
	s, err := storecode.Parse(store)
	if err != nil {
		t.Fatal(err)
	}
	r = r.WithContext(storecode.With(r.Context(), s))
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	res := w.Result()
	raw, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("gzip answer: %v", err)
		}
		if raw, err = io.ReadAll(zr); err != nil {
			t.Fatalf("gzip answer: %v", err)
		}
	}
	return string(raw), res.Header.Get(CacheHeader), res.Header.Get("Content-Encoding")
}

const listing = `query Listing($uid: String) { products(filter: { category_uid: { eq: $uid } }) { items { sku } } }`

func TestResponseCacheKeepsCatalogueReads(t *testing.T) {
	f := newCacheFixture(t)
	first, state, _ := f.do(t, call{query: listing, variables: map[string]any{"uid": "Mg=="}})
	if state != "miss" || f.calls.Load() != 1 {
		t.Fatalf("first request: state %q, calls %d", state, f.calls.Load())
	}
	again, state, _ := f.do(t, call{query: listing, variables: map[string]any{"uid": "Mg=="}})
	if state != "hit" || again != first || f.calls.Load() != 1 {
		t.Errorf("repeat: state %q, calls %d, same body %v", state, f.calls.Load(), again == first)
	}
	zipped, state, enc := f.do(t, call{query: listing, variables: map[string]any{"uid": "Mg=="}, encoding: "gzip, br"})
	if state != "hit" || enc != "gzip" || zipped != first {
		t.Errorf("gzip: state %q, encoding %q, same body %v", state, enc, zipped == first)
	}
	// GET and POST of the same operation share the entry.
	if _, state, _ := f.do(t, call{method: http.MethodGet, query: listing, variables: map[string]any{"uid": "Mg=="}}); state != "hit" {
		t.Errorf("GET: state %q", state)
	}
	// A persisted query's hash finds the entry its text made.
	sum := sha256.Sum256([]byte(listing))
	if body, state, _ := f.do(t, call{hash: hex.EncodeToString(sum[:]), variables: map[string]any{"uid": "Mg=="}}); state != "hit" || body != first {
		t.Errorf("persisted query: state %q", state)
	}

	// Every other variable, store and operation has its own entry.
	for _, c := range []call{
		{query: listing, variables: map[string]any{"uid": "Mw=="}},
		{query: listing, variables: map[string]any{"uid": "Mg=="}, store: "shop_fr"},
		{query: listing},
		{query: `{ categories { items { name } } }`},
	} {
		before := f.calls.Load()
		if _, state, _ := f.do(t, c); state != "miss" || f.calls.Load() != before+1 {
			t.Errorf("%+v: state %q; want its own miss", c, state)
		}
	}
}

// Cookies that say nothing about who asks (language, consent, club) leave
// the answer shared; a session cookie keeps it out of the cache (above).
func TestResponseCacheSharesAnswersOfAnonymousVisitors(t *testing.T) {
	f := newCacheFixture(t)
	f.do(t, call{query: listing})
	if _, state, _ := f.do(t, call{query: listing, cookie: "paddock_locale=de; paddock_consent=%7B%7D; paddock_club=rvl"}); state != "hit" {
		t.Errorf("anonymous visitor with cookies: %q", state)
	}
}

func TestResponseCacheKeepsOnlyWhatItMay(t *testing.T) {
	for _, c := range []struct {
		name   string
		call   call
		answer string
		off    bool
	}{
		{name: "mutation", call: call{query: `mutation { products { items { sku } } }`}},
		{name: "field not listed", call: call{query: `{ customer { email } }`}},
		{name: "listed beside unlisted", call: call{query: `{ products { total_count } cart(cart_id: "x") { id } }`}},
		{name: "fragment spread at the top", call: call{query: `query Q { ...F } fragment F on Query { products { total_count } }`}},
		{name: "several operations, none named", call: call{query: `query A { products { total_count } } query B { products { total_count } }`}},
		{name: "unknown operation name", call: call{query: listing, operation: "Nope"}},
		{name: "not GraphQL", call: call{query: `{ products {`}},
		{name: "persisted hash never seen", call: call{hash: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"}},
		{name: "authorised", call: call{query: listing, auth: "Bearer abc"}},
		{name: "a customer's session", call: call{query: listing, cookie: "paddock_locale=de; paddock_session=abc"}},
		{name: "errors are not kept", call: call{query: listing}, answer: `{"errors":[{"message":"no"}],"data":null}`},
		{name: "source says no", call: call{query: listing}, off: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newCacheFixture(t)
			f.answer, f.src.off = c.answer, c.off
			for i := 1; i <= 2; i++ {
				body, state, _ := f.do(t, c.call)
				if state != "" || f.calls.Load() != int64(i) {
					t.Fatalf("request %d: state %q, calls %d", i, state, f.calls.Load())
				}
				if c.answer != "" && body != c.answer {
					t.Errorf("answer changed: %s", body)
				}
			}
		})
	}
}

func TestResponseCacheForgetsStaleAnswers(t *testing.T) {
	f := newCacheFixture(t)
	q := call{query: listing}
	f.do(t, q)
	f.src.bump() // a save
	if _, state, _ := f.do(t, q); state != "miss" || f.calls.Load() != 2 {
		t.Errorf("after a save: state %q, calls %d", state, f.calls.Load())
	}

	// A special price starting in a minute ends the answer's life.
	f.src.change = f.now.Add(time.Minute)
	f.src.bump()
	f.do(t, q)
	f.now = f.now.Add(59 * time.Second)
	if _, state, _ := f.do(t, q); state != "hit" {
		t.Errorf("before the price change: state %q", state)
	}
	f.now = f.now.Add(time.Second)
	if _, state, _ := f.do(t, q); state != "miss" {
		t.Errorf("at the price change: state %q", state)
	}

	// Without a change due, MaxAge ends it.
	f.src.change = time.Time{}
	f.src.bump()
	f.do(t, q)
	f.now = f.now.Add(time.Hour)
	if _, state, _ := f.do(t, q); state != "miss" {
		t.Errorf("after MaxAge: state %q", state)
	}

	// An answer made while a save happened is not kept.
	f.onCall = f.src.bump
	f.src.bump()
	f.do(t, q)
	f.onCall = nil
	if _, state, _ := f.do(t, q); state != "miss" {
		t.Errorf("answer made across a save was kept: state %q", state)
	}
}

func TestResponseCacheBounded(t *testing.T) {
	f := newCacheFixture(t)
	cache := NewResponseCache(ResponseCacheOptions{Fields: []string{"products"}, Source: f.src, MaxEntries: 3})
	f.h = cache.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"data":{}}`)
	}))
	for i := range 10 {
		f.do(t, call{query: listing, variables: map[string]any{"uid": jsonNumber(int64(i))}})
	}
	cache.mu.RLock()
	n := len(cache.entries)
	cache.mu.RUnlock()
	if n != 3 {
		t.Errorf("entries: %d; want 3", n)
	}
}
