package gqlserver

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
)

// Operations selecting a post-only field (a cart and its id) are refused
// over GET before any resolver runs, whichever way the field is reached,
// and answered no-store over POST; other operations are not affected.
func TestPostOnlyFields(t *testing.T) {
	var execs atomic.Int64
	schema := testExecutable{schema: gqlparser.MustLoadSchema(&ast.Source{Input: testSchema}), execs: &execs}
	h := New(schema, Options{Logger: slog.New(slog.DiscardHandler), PostOnlyFields: []string{"product"}})
	send := func(method, query, lang string) *httptest.ResponseRecorder {
		var r *http.Request
		if method == http.MethodGet {
			r = httptest.NewRequest(http.MethodGet, "/graphql?"+url.Values{"query": {query}}.Encode(), nil)
		} else {
			body, _ := json.Marshal(map[string]any{"query": query})
			r = httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
			r.Header.Set("Content-Type", "application/json")
		}
		r.Header.Set("Store", "shop_"+lang)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	cart := `query Cart { product(sku: "ABC") { sku } }`
	tests := []struct {
		name, method, query, lang string
		status                    int
		noStore                   bool
		message                   string
	}{
		{"a cart query as GET", http.MethodGet, cart, "en", http.StatusMethodNotAllowed, true, "please send it as a POST request"},
		{"in German", http.MethodGet, cart, "de", http.StatusMethodNotAllowed, true, "als POST-Anfrage"},
		{"through a fragment", http.MethodGet, `query Cart { ...F } fragment F on Query { product(sku: "A") { sku } }`, "fr", http.StatusMethodNotAllowed, true, "requête POST"},
		{"through an inline fragment, aliased", http.MethodGet, `query Cart { ... on Query { p: product(sku: "A") { sku } } }`, "en", http.StatusMethodNotAllowed, true, "POST"},
		{"beside other fields", http.MethodGet, `{ storeConfig { store_code } product(sku: "A") { sku } }`, "en", http.StatusMethodNotAllowed, true, "POST"},
		{"a cart query as POST", http.MethodPost, cart, "en", http.StatusOK, true, ""},
		// Without a response cache no answer is one every visitor shares,
		// so every answer says no-store (TestAnswersNoCacheMayKeepSayNoStore
		// in graph/commerce has the ones a cache may keep).
		{"another query as GET", http.MethodGet, `{ storeConfig { store_code } products { sku } }`, "en", http.StatusOK, true, ""},
		{"the same field name deeper down", http.MethodGet, `{ products { related { sku } } }`, "en", http.StatusOK, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := execs.Load()
			w := send(tt.method, tt.query, tt.lang)
			if w.Code != tt.status {
				t.Errorf("status %d; want %d: %s", w.Code, tt.status, w.Body.String())
			}
			if got := w.Header().Get("Cache-Control") == "no-store"; got != tt.noStore {
				t.Errorf("Cache-Control %q", w.Header().Get("Cache-Control"))
			}
			if tt.message == "" {
				if strings.Contains(w.Body.String(), `"errors"`) {
					t.Errorf("errors: %s", w.Body.String())
				}
				return
			}
			var res struct {
				Errors []struct {
					Message    string         `json:"message"`
					Extensions map[string]any `json:"extensions"`
				} `json:"errors"`
				Data any `json:"data"`
			}
			if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || len(res.Errors) != 1 || res.Data != nil ||
				res.Errors[0].Extensions["code"] != "METHOD_NOT_ALLOWED" || !strings.Contains(res.Errors[0].Message, tt.message) {
				t.Errorf("answer %s", w.Body.String())
			}
			if w.Header().Get("Allow") != http.MethodPost {
				t.Errorf("Allow %q", w.Header().Get("Allow"))
			}
			if execs.Load() != before {
				t.Error("a resolver ran")
			}
		})
	}
}

// A post-only field may never be kept by the response cache.
func TestPostOnlyFieldsAreNeverCached(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a cached post-only field was accepted")
		}
	}()
	var execs atomic.Int64
	schema := testExecutable{schema: gqlparser.MustLoadSchema(&ast.Source{Input: testSchema}), execs: &execs}
	New(schema, Options{Logger: slog.New(slog.DiscardHandler), PostOnlyFields: []string{"product"},
		Cache: NewResponseCache(ResponseCacheOptions{Fields: []string{"product"}})})
}
