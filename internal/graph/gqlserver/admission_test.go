package gqlserver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"paddock/internal/graph/gqlserver/gqltest"
)

// testSchema is a small schema with the kinds of things validation looks
// at: objects, arguments, a required argument, an enum, an input type.
const testSchema = `
type Query {
  storeConfig: StoreConfig
  products(search: String, pageSize: Int, sort: SortEnum, filter: ProductFilter): [Product]
  product(sku: String!): Product
}
type StoreConfig { store_code: String, locale: String }
type Product { sku: String, name: String, price: Int, related: [Product] }
enum SortEnum { ASC DESC }
input ProductFilter { sku: [String!], name: String }
`

// server is a GraphQL handler on testSchema whose resolvers answer one
// fixed document, with what it logs and a settable clock.
type server struct {
	h      http.Handler
	adm    *admission
	log    *bytes.Buffer
	execs  atomic.Int64
	mu     sync.Mutex
	now    time.Time
	logger *slog.Logger
}

func newServer(t testing.TB, dev bool) *server {
	t.Helper()
	s := &server{log: &bytes.Buffer{}, now: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
	s.logger = slog.New(slog.NewTextHandler(lockedWriter{w: s.log, mu: &s.mu}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	schema := testExecutable{schema: gqlparser.MustLoadSchema(&ast.Source{Input: testSchema}), execs: &s.execs}
	s.h, s.adm = build(schema, Options{Dev: dev, Logger: s.logger, Now: func() time.Time {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.now
	}})
	return s
}

// testExecutable answers every operation with the same data.
type testExecutable struct {
	schema *ast.Schema
	execs  *atomic.Int64
}

func (e testExecutable) Schema() *ast.Schema { return e.schema }

func (e testExecutable) Complexity(context.Context, string, string, int, map[string]any) (int, bool) {
	return 0, false
}

func (e testExecutable) Exec(context.Context) graphql.ResponseHandler {
	e.execs.Add(1)
	return graphql.OneShot(&graphql.Response{Data: []byte(`{"ok":true}`)})
}

type lockedWriter struct {
	w  io.Writer
	mu *sync.Mutex
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (s *server) logged() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.String()
}

func (s *server) advance(d time.Duration) {
	s.mu.Lock()
	s.now = s.now.Add(d)
	s.mu.Unlock()
}

// do sends a query from the client at remote (192.0.2.1 when empty).
func (s *server) do(t testing.TB, req gqltest.Request) gqltest.Response {
	t.Helper()
	if req.Header == nil {
		req.Header = map[string]string{}
	}
	if _, ok := req.Header["Store"]; !ok {
		req.Header["Store"] = "shop_en"
	}
	return gqltest.Do(t, s.h, "/graphql", req)
}

// post sends a raw body and returns the status, Retry-After and body.
func (s *server) post(t testing.TB, body io.Reader, length int64, remote string) (int, string, string) {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, "/graphql", body)
	r.ContentLength = length
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept-Language", "en")
	r.Header.Set("Store", "shop_en")
	if remote != "" {
		r.RemoteAddr = remote
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	return w.Code, w.Header().Get("Retry-After"), w.Body.String()
}

func hashOf(q string) string {
	sum := sha256.Sum256([]byte(q))
	return hex.EncodeToString(sum[:])
}

func persisted(q string) map[string]any {
	return map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hashOf(q)}}
}

// The probe's document: one field repeated 9,900 times (109 KB, under
// the token limit). Validation compares every pair of the repeats; before
// this bound it took 12 s of CPU to refuse. Now it is refused on its
// parsed size, before validation: a document of unknown fields, which
// validation would refuse for those, gets the same answer.
func TestRepeatedFieldsAreRefusedBeforeValidation(t *testing.T) {
	s := newServer(t, false)
	for _, field := range []string{"store_code", "no_such_field"} {
		q := "{ storeConfig { " + strings.Repeat(field+" ", 9900) + "} }"
		res := s.do(t, gqltest.Request{Query: q})
		if res.Status != http.StatusUnprocessableEntity || res.Code() != "GRAPHQL_VALIDATION_FAILED" || len(res.Errors) != 1 ||
			res.Message() != "The query is too large: 9901 fields and fragments, at most 500 are allowed." {
			t.Errorf("%s × 9,900: %d %+v", field, res.Status, res.Errors)
		}
	}
	if s.execs.Load() != 0 {
		t.Errorf("executed %d times", s.execs.Load())
	}
}

// Every bound on a document's size is checked before validation, with a
// translated refusal; a document at the bounds passes them.
func TestDocumentBounds(t *testing.T) {
	s := newServer(t, false)
	args := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, " p%d: products(pageSize: %d) { sku }", i, i)
		}
		return "{" + b.String() + " }"
	}
	vars := func(n int) string {
		var defs, uses strings.Builder
		for i := range n {
			fmt.Fprintf(&defs, " $v%d: Int", i)
			fmt.Fprintf(&uses, " v%d: products(pageSize: $v%d) { sku }", i, i)
		}
		return "query Q(" + defs.String() + ") {" + uses.String() + " }"
	}
	// Arguments counted by the values too: a list of 201 SKUs is one
	// argument, but 201 arguments in all are refused.
	manyArgs := "{ products(search: \"a\", pageSize: 1" + strings.Repeat(", sort: ASC", 199) + ") { sku } }"
	for _, tt := range []struct {
		name, query, want string
		lang              string
	}{
		{"4,900 unknown directives", "{ storeConfig { store_code" + strings.Repeat(" @x", 4900) + " } }", "The query has too many directives: 4900, at most 50 are allowed.", "en"},
		{"201 arguments", manyArgs, "The query has too many arguments: 201, at most 200 are allowed.", "en"},
		{"101 variables", vars(101), "La requête déclare trop de variables : 101, 100 au maximum sont autorisées.", "fr"},
		{"one field written 64 times", "{ storeConfig { " + strings.Repeat("locale ", 64) + "} }", "The query repeats fields too often in the same place: 2016 pairs of same-named fields, at most 2000 are allowed.", "en"},
		{"one alias on two fields, 64 times", "{ storeConfig { " + strings.Repeat("l: locale ", 32) + strings.Repeat("l: store_code ", 32) + "} }", "The query repeats fields too often in the same place: 2016 pairs of same-named fields, at most 2000 are allowed.", "en"},
		{"64 fragments spread at one place", "{ storeConfig {" + strings.Repeat(" ...F", 64) + " } } fragment F on StoreConfig { locale }", "The query repeats fields too often in the same place: 2016 pairs of same-named fields, at most 2000 are allowed.", "en"},
		{"nested 7 × 7 × 7", "{ products {" + strings.Repeat(" related {"+strings.Repeat(" related { sku sku sku sku sku sku sku }", 7)+" }", 7) + " } }", "The query repeats fields too often in the same place: 59850 pairs of same-named fields, at most 2000 are allowed.", "en"},
		{"501 selections in fragments", "{ ...F } fragment F on Query { storeConfig { " + strings.Repeat("locale store_code ", 249) + "locale } }", "Die Anfrage ist zu groß: 501 Felder und Fragmente, erlaubt sind höchstens 500.", "de"},
	} {
		res := s.do(t, gqltest.Request{Query: tt.query, Header: map[string]string{"Store": "shop_" + tt.lang}})
		if res.Code() != "GRAPHQL_VALIDATION_FAILED" || res.Message() != tt.want || len(res.Errors) != 1 {
			t.Errorf("%s: %+v", tt.name, res.Errors)
		}
	}
	// At the bounds: 30 aliased fields (the alias limit) with arguments,
	// a list value of 500 SKUs, 50 variables.
	for name, q := range map[string]string{
		"arguments": args(30),
		"list":      `{ products(filter: {sku: [` + strings.Repeat(`"A-1", `, 500) + `]}) { sku } }`,
		"variables": vars(30),
	} {
		res := s.do(t, gqlRequest(q))
		for _, e := range res.Errors {
			if strings.Contains(e.Message, "too many") || strings.Contains(e.Message, "too large") {
				t.Errorf("%s refused by a bound: %+v", name, res.Errors)
			}
		}
	}
}

func gqlRequest(q string) gqltest.Request { return gqltest.Request{Query: q} }

// An answer carries at most 20 errors; the last says how many more there
// were.
func TestErrorsAreCapped(t *testing.T) {
	s := newServer(t, false)
	var b strings.Builder
	for i := range 100 {
		fmt.Fprintf(&b, " f%d", i)
	}
	res := s.do(t, gqltest.Request{Query: "{ storeConfig {" + b.String() + " } }"})
	if len(res.Errors) != maxErrors {
		t.Fatalf("%d errors", len(res.Errors))
	}
	if last := res.Errors[maxErrors-1]; last.Message != "81 more errors are not shown." || last.Extensions["code"] != "GRAPHQL_VALIDATION_FAILED" {
		t.Errorf("last error: %+v", last)
	}
}

// Outside developer mode, validation errors say what is wrong and where,
// but name nothing of the schema and suggest nothing; in developer mode
// they are gqlparser's own, suggestions included.
func TestValidationErrorsNameNoSchema(t *testing.T) {
	prod, dev := newServer(t, false), newServer(t, true)
	schemaNames := []string{"Query", "StoreConfig", "Product", "SortEnum", "ProductFilter", "search", "sku", "Did you mean", "Int", "String", `"`}
	for _, tt := range []struct {
		name, query string
		variables   map[string]any
		want        string
		path        string
	}{
		{"unknown argument", `{ products(serch: "x") { sku } }`, nil, "The query is not valid: it names an argument that does not exist.", ""},
		{"unknown field", `{ product(sku: "A") { skus } }`, nil, "The query is not valid: it asks for a field that does not exist.", ""},
		{"unknown enum value", `{ products(sort: ASCENDING) { sku } }`, nil, "The query is not valid: a value is not of the expected type.", ""},
		{"unknown input field", `{ products(filter: {skus: ["A"]}) { sku } }`, nil, "The query is not valid: a value is not of the expected type.", ""},
		{"missing argument", `{ product { sku } }`, nil, "The query is not valid: a required argument is missing.", ""},
		{"unknown type", `query Q($f: ProductFiltr) { products(filter: $f) { sku } }`, nil, "The query is not valid: it names a type that does not exist.", ""},
		{"object without selection", `{ storeConfig }`, nil, "The query is not valid: a field needs a selection of subfields, or must not have one.", ""},
		{"variable value", `query Q($f: ProductFilter) { products(filter: $f) { sku } }`, map[string]any{"f": map[string]any{"skus": []string{"A"}}},
			"The query is not valid: the value of the variable $f does not fit its type.", "[variable f]"},
	} {
		res := prod.do(t, gqltest.Request{Query: tt.query, Variables: tt.variables})
		if res.Code() != "GRAPHQL_VALIDATION_FAILED" || res.Message() != tt.want {
			t.Errorf("%s: %+v", tt.name, res.Errors)
			continue
		}
		for _, e := range res.Errors {
			for _, n := range schemaNames {
				if strings.Contains(e.Message, n) {
					t.Errorf("%s: %q names %q", tt.name, e.Message, n)
				}
			}
			if tt.path != "" && fmt.Sprint(e.Path) != tt.path {
				t.Errorf("%s: path %v", tt.name, e.Path)
			}
		}
		if d := dev.do(t, gqltest.Request{Query: tt.query, Variables: tt.variables}); d.Message() == tt.want || len(d.Errors) == 0 {
			t.Errorf("%s in dev mode: %+v", tt.name, d.Errors)
		}
	}
	if d := dev.do(t, gqltest.Request{Query: `{ products(serch: "x") { sku } }`}); !strings.Contains(d.Message(), `Did you mean "search"`) {
		t.Errorf("dev mode lost its suggestions: %+v", d.Errors)
	}
	// A parse error only describes the client's text and stays as it is.
	if res := prod.do(t, gqltest.Request{Query: `{ storeConfig { `}); res.Code() != "GRAPHQL_PARSE_FAILED" || !strings.Contains(res.Message(), "Expected Name") {
		t.Errorf("parse error: %+v", res.Errors)
	}
}

// Introspection outside developer mode is a validation refusal, however
// it is reached, and logs nothing above debug; __typename stays allowed.
func TestIntrospectionIsRefusedQuietly(t *testing.T) {
	s := newServer(t, false)
	for _, q := range []string{
		`{ __schema { queryType { name } } }`,
		`{ __type(name: "Query") { name } }`,
		`query A { ...F } fragment F on Query { storeConfig { locale } __schema { types { name } } }`,
	} {
		for range 2 { // the second time the document could come from the cache
			res := s.do(t, gqltest.Request{Query: q})
			if res.Status != http.StatusUnprocessableEntity || res.Code() != "GRAPHQL_VALIDATION_FAILED" || res.Message() != "Schema introspection is turned off for this shop." {
				t.Errorf("%s: %d %+v", q, res.Status, res.Errors)
			}
		}
	}
	// A document with two operations: the allowed one is kept, the other
	// refused even though the document comes from the cache.
	two := `query A { storeConfig { locale } } query B { __schema { types { name } } }`
	if res := s.do(t, gqltest.Request{Query: two, Variables: nil, Extensions: nil, Header: map[string]string{}}); len(res.Errors) == 0 {
		t.Errorf("no operation named: %+v", res)
	}
	if res := postOperation(t, s, two, "A"); len(res.Errors) != 0 {
		t.Errorf("operation A: %+v", res.Errors)
	}
	if !s.adm.documents.Has(two) {
		t.Error("the document of operation A was not kept")
	}
	if res := postOperation(t, s, two, "B"); res.Message() != "Schema introspection is turned off for this shop." {
		t.Errorf("operation B from the cache: %+v", res.Errors)
	}
	if res := s.do(t, gqltest.Request{Query: `{ __typename storeConfig { __typename locale } }`}); len(res.Errors) != 0 {
		t.Errorf("__typename: %+v", res.Errors)
	}
	if strings.Contains(s.logged(), "level=ERROR") || strings.Contains(s.logged(), "level=WARN") {
		t.Errorf("logged:\n%s", s.logged())
	}
	if s.execs.Load() != 2 {
		t.Errorf("%d operations executed; want 2", s.execs.Load())
	}
}

func postOperation(t *testing.T, s *server, query, operation string) gqltest.Response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "operationName": operation})
	status, _, raw := s.post(t, bytes.NewReader(body), int64(len(body)), "")
	out := gqltest.Response{Status: status}
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		t.Fatalf("%d %s", status, raw)
	}
	return out
}

// An oversized body, even one sent in chunks without a length, answers
// 413; a batch (a JSON array) and a body that is not a GraphQL request
// answer 400 with a fixed message. No answer repeats the body.
func TestBodiesAreNeverEchoed(t *testing.T) {
	s := newServer(t, false)
	secret := "SECRET-" + strings.Repeat("x", 64)
	huge := `{"query":"{ storeConfig { locale } }","variables":{"a":"` + secret + strings.Repeat("y", MaxBodyBytes) + `"}}`
	for _, tt := range []struct {
		name   string
		body   string
		length int64
		status int
		want   string
	}{
		{"chunked, too large", huge, -1, http.StatusRequestEntityTooLarge, "The request is too large: at most 256 KB are allowed."},
		{"declared too large", huge, int64(len(huge)), http.StatusRequestEntityTooLarge, "The request is too large: at most 256 KB are allowed."},
		{"batch", `[{"query":"{ storeConfig { locale } }","variables":{"a":"` + secret + `"}}]`, -1, http.StatusBadRequest,
			"Several operations in one request (batching) are not supported; send them one at a time."},
		{"broken JSON", `{"query":"` + secret, -1, http.StatusBadRequest, "The request body is not a GraphQL request in JSON."},
		{"wrong types", `{"query":{"text":"` + secret + `"}}`, -1, http.StatusBadRequest, "The request body is not a GraphQL request in JSON."},
	} {
		status, _, body := s.post(t, strings.NewReader(tt.body), tt.length, "")
		if status != tt.status || !strings.Contains(body, tt.want) || strings.Contains(body, "SECRET") || len(body) > 1000 {
			t.Errorf("%s: %d %.300s", tt.name, status, body)
		}
	}
}

// A client whose requests keep being refused is refused parsing for the
// rest of the minute (429 with Retry-After); what is kept already it
// still gets, and other clients are not affected.
func TestRefusedRequestsAreRateLimited(t *testing.T) {
	s := newServer(t, false)
	s.advance(15 * time.Second) // 45 s left of the minute
	known := `{ storeConfig { locale } }`
	if res := s.do(t, gqltest.Request{Query: known}); len(res.Errors) != 0 {
		t.Fatalf("%+v", res.Errors)
	}
	send := func(q, remote string) (int, string, string) {
		body, _ := json.Marshal(map[string]any{"query": q})
		return s.post(t, bytes.NewReader(body), int64(len(body)), remote)
	}
	for i := range refusalsPerWindow {
		if status, _, _ := send(fmt.Sprintf("{ nope%d }", i), "198.51.100.7:4000"); status != http.StatusUnprocessableEntity {
			t.Fatalf("refusal %d: %d", i, status)
		}
	}
	status, retry, body := send(`{ storeConfig { store_code } }`, "198.51.100.7:4001")
	if status != http.StatusTooManyRequests || retry != "45" || !strings.Contains(body, `"retryAfter":45`) || !strings.Contains(body, "Too many invalid requests") {
		t.Errorf("after %d refusals: %d %q %s", refusalsPerWindow, status, retry, body)
	}
	if status, _, body := send(known, "198.51.100.7:4002"); status != http.StatusOK {
		t.Errorf("a kept document: %d %s", status, body)
	}
	if status, _, _ := send(`{ storeConfig { store_code } }`, "203.0.113.9:4000"); status != http.StatusOK {
		t.Errorf("another client: %d", status)
	}
	s.advance(45 * time.Second)
	if status, _, _ := send(`{ storeConfig { store_code } }`, "198.51.100.7:4003"); status != http.StatusOK {
		t.Errorf("in the next minute: %d", status)
	}
}

// Only documents that passed validation and every limit are kept, and a
// persisted query is registered only then.
func TestCachesKeepOnlyWhatPassed(t *testing.T) {
	s := newServer(t, false)
	var aliases strings.Builder
	for i := range 31 {
		fmt.Fprintf(&aliases, " s%d: storeConfig { locale }", i)
	}
	for name, q := range map[string]string{
		"invalid":      `{ storeConfig { nope } }`,
		"over a limit": "{" + aliases.String() + " }",
	} {
		if res := s.do(t, gqltest.Request{Query: q, Extensions: persisted(q)}); len(res.Errors) == 0 {
			t.Fatalf("%s: answered", name)
		}
		if s.adm.documents.Has(q) {
			t.Errorf("%s: document kept", name)
		}
		if res := s.do(t, gqltest.Request{Extensions: persisted(q), GET: true}); res.Code() != "PERSISTED_QUERY_NOT_FOUND" || res.Message() != "PersistedQueryNotFound" {
			t.Errorf("%s: registered: %+v", name, res.Errors)
		}
	}
	good := `query GetStoreConfig { storeConfig { locale } }`
	if res := s.do(t, gqltest.Request{Query: good, Extensions: persisted(good)}); len(res.Errors) != 0 {
		t.Fatalf("%+v", res.Errors)
	}
	if !s.adm.documents.Has(good) {
		t.Error("a good document was not kept")
	}
	if res := s.do(t, gqltest.Request{Extensions: persisted(good), GET: true}); len(res.Errors) != 0 || res.Data["ok"] != true {
		t.Errorf("by its hash: %+v", res)
	}
	for name, ext := range map[string]map[string]any{
		"hash of another query": persisted("{ storeConfig { store_code } }"),
		"not a hash":            {"persistedQuery": map[string]any{"version": 1, "sha256Hash": "x"}},
		"version 2":             {"persistedQuery": map[string]any{"version": 2, "sha256Hash": hashOf(good)}},
	} {
		if res := s.do(t, gqltest.Request{Query: good, Extensions: ext}); res.Code() != "GRAPHQL_VALIDATION_FAILED" || strings.Contains(res.Message(), "APQ") {
			t.Errorf("%s: %+v", name, res.Errors)
		}
	}
}

// Filling both caches with documents a client may send (valid ones,
// since only those are kept) grows the heap by no more than the caches'
// budgets: before the budgets 300 + 300 requests kept 88 + 343 MiB.
func TestCachesStayWithinTheirBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("sends 1,500 documents")
	}
	s := newServer(t, false)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range 1500 {
		var q string
		switch i % 3 {
		case 0: // a long comment: big text, few nodes
			q = fmt.Sprintf("# %d %s\n{ storeConfig { locale } }", i, strings.Repeat("c", 60<<10))
		case 1: // a long list: many small values
			q = fmt.Sprintf(`{ products(search: "%d", filter: {sku: [%s]}) { sku } }`, i, strings.Repeat(`"A", `, 4000))
		default: // nested fields
			q = fmt.Sprintf(`{ products(search: "%d") { sku name price %s%s } }`, i, strings.Repeat("related { sku name price ", 8), strings.Repeat("} ", 8))
		}
		res := s.do(t, gqltest.Request{Query: q, Extensions: persisted(q)})
		if len(res.Errors) != 0 {
			t.Fatalf("document %d: %+v", i, res.Errors)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	docs, docBytes := s.adm.documents.usage()
	queries, queryBytes := s.adm.persisted.usage()
	grown := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("heap grew %.1f MiB; %d documents (%.1f MiB counted), %d persisted queries (%.1f MiB)",
		float64(grown)/(1<<20), docs, float64(docBytes)/(1<<20), queries, float64(queryBytes)/(1<<20))
	if budget := int64(documentBudget + persistedBudget + 8<<20); grown > budget {
		t.Errorf("heap grew %d MiB; budget %d MiB", grown>>20, budget>>20)
	}
	if docs == 0 || queries == 0 || docBytes > documentBudget || queryBytes > persistedBudget {
		t.Errorf("caches: %d documents (%d bytes), %d queries (%d bytes)", docs, docBytes, queries, queryBytes)
	}
}

// The probe's document is refused on its parsed size; this measures what
// that costs (make bench's figure in the closing note).
func BenchmarkRefuseRepeatedFields(b *testing.B) {
	s := newServer(b, false)
	body, _ := json.Marshal(map[string]any{"query": "{ storeConfig { " + strings.Repeat("store_code ", 9900) + "} }"})
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		status, _, _ := s.post(b, bytes.NewReader(body), int64(len(body)), fmt.Sprintf("192.0.2.%d:1", i%250))
		if status != http.StatusUnprocessableEntity {
			b.Fatal(status)
		}
		if i%25 == 0 {
			s.advance(time.Minute) // stay within the budget of refusals
		}
	}
}

// The worst documents within the bounds for validation's pairwise
// comparisons: the executed operation is small, so only the bounds stand
// between them and validation. What each costs to parse, validate and
// answer.
func BenchmarkWorstDocumentsWithinBounds(b *testing.B) {
	args := strings.TrimSuffix(strings.Repeat(`search: "x", `, 99), ", ")
	var flat, nested, single, singleSpreads strings.Builder
	for i := range 20 { // 20 names written 14 times: 1,820 pairs
		flat.WriteString(strings.Repeat(fmt.Sprintf(" n%d: locale", i), 14))
	}
	for range 7 { // 7 × 7 of one name: 1,197 pairs
		nested.WriteString(" storeConfig {" + strings.Repeat(" locale", 7) + " }")
	}
	for i := range 62 { // 62 fragments spread at one place: 1,891 pairs
		fmt.Fprintf(&single, " fragment S%d on StoreConfig { locale }", i)
		fmt.Fprintf(&singleSpreads, " ...S%d", i)
	}
	for _, tt := range []struct{ name, query, operation string }{
		{"20 names ×14 in a second operation", "query A { storeConfig { locale } } query B { storeConfig {" + flat.String() + " } }", "A"},
		{"7 fields ×7 subfields in a second operation", "query A { storeConfig { locale } } query B {" + nested.String() + " }", "A"},
		{"62 fragments of one field spread together", "query A { storeConfig { locale } } query B { storeConfig {" + singleSpreads.String() + " } }" + single.String(), "A"},
		{"two fields of 99 arguments", "{ products(" + args + ") { sku } products(" + args + ") { sku } }", ""},
	} {
		b.Run(tt.name, func(b *testing.B) {
			s := newServer(b, false)
			body, _ := json.Marshal(map[string]any{"query": tt.query, "operationName": tt.operation})
			for i := range b.N {
				s.adm.documents = newSizedLRU(documentBudget, 0, s.adm.documents.cost) // never a cache hit
				status, _, out := s.post(b, bytes.NewReader(body), int64(len(body)), fmt.Sprintf("192.0.2.%d:1", i%250))
				if status != http.StatusOK && !strings.Contains(out, "is not valid") {
					b.Fatalf("refused by a bound: %d %s", status, out)
				}
				if i%25 == 0 {
					s.advance(time.Minute) // stay within the budget of refusals
				}
			}
		})
	}
}

// The storefront's own documents stay well within the bounds.
func TestStorefrontDocumentsFitTheBounds(t *testing.T) {
	var most size
	n := 0
	for _, file := range []string{"../../../web/src/gql/graphql.ts", "../../../web/src/gql-content/graphql.ts"} {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile("(?s)export const (\\w+)Document = new TypedDocumentString\\(`(.*?)`").FindAllStringSubmatch(string(raw), -1) {
			doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: m[2]}, maxTokens)
			if err != nil {
				t.Errorf("%s: %v", m[1], err)
				continue
			}
			n++
			s := sizeOf(doc)
			most.selections, most.arguments = max(most.selections, s.selections), max(most.arguments, s.arguments)
			most.directives, most.variables, most.pairs = max(most.directives, s.directives), max(most.variables, s.variables), max(most.pairs, s.pairs)
		}
	}
	t.Logf("%d documents; at most %d selections, %d arguments, %d directives, %d variables, %d pairs", n, most.selections, most.arguments, most.directives, most.variables, most.pairs)
	if n < 20 || most.selections > MaxSelections/2 || most.arguments > MaxArguments/2 || most.directives > MaxDirectives/2 ||
		most.variables > MaxVariables/2 || most.pairs > MaxFieldPairs/2 {
		t.Errorf("the storefront's documents come near a bound: %+v", most)
	}
}

// A request whose deadline has passed (the 30 s timeout, or a client gone)
// gets no parsing or validation at all: it is refused as unavailable.
func TestNoValidationStartsAfterTheDeadline(t *testing.T) {
	s := newServer(t, false)
	body, _ := json.Marshal(map[string]any{"query": "{ storeConfig { locale " + strings.Repeat("code ", 400) + "} }"})
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-ctx.Done()
	r := httptest.NewRequestWithContext(ctx, http.MethodPost, "/graphql", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept-Language", "en")
	r.Header.Set("Store", "shop_en")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	if !strings.Contains(w.Body.String(), "SERVICE_UNAVAILABLE") || s.execs.Load() != 0 {
		t.Fatalf("status %d: %s (executed %d)", w.Code, w.Body, s.execs.Load())
	}
	if n, _ := s.adm.documents.usage(); n != 0 {
		t.Errorf("a document of an expired request was kept (%d)", n)
	}
}
