package ssr

import (
	"context"
	"crypto/sha256"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// Read is one request a render sent to the API, with a digest of what it
// was answered: what a page rendered from, so that a cache of the page can
// tell later whether the page would still come out the same (Recheck).
type Read struct {
	Method  string
	URL     string
	Headers map[string]string
	Body    string
	Status  int
	Sum     [sha256.Size]byte
}

// size is about what a read holds in memory.
func (r Read) size() int {
	n := len(r.Method) + len(r.URL) + len(r.Body) + sha256.Size + 64
	for k, v := range r.Headers {
		n += len(k) + len(v)
	}
	return n
}

// Reads collects the reads of the renders of a context (RecordReads).
type Reads struct {
	mu   sync.Mutex
	list []Read
}

// List returns the reads so far.
func (r *Reads) List() []Read {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Read(nil), r.list...)
}

func (r *Reads) add(read Read) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.list = append(r.list, read)
}

type readsKey struct{}

// RecordReads returns a context whose renders record their reads in the
// returned Reads.
func RecordReads(ctx context.Context) (context.Context, *Reads) {
	reads := &Reads{}
	return context.WithValue(ctx, readsKey{}, reads), reads
}

func readsOf(ctx context.Context) *Reads {
	r, _ := ctx.Value(readsKey{}).(*Reads)
	return r
}

// ReadsSize is about what reads hold in memory, for a cache's budget.
func ReadsSize(reads []Read) int {
	n := 0
	for _, r := range reads {
		n += r.size()
	}
	return n
}

// serveAPI sends one request to the API in process, as nobody: a cookie
// or a credential among headers is dropped.
func serveAPI(ctx context.Context, api http.Handler, method, target string, headers map[string]string, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequestWithContext(ctx, method, target, strings.NewReader(body))
	req.RemoteAddr = "127.0.0.1:0"
	for k, v := range headers {
		switch strings.ToLower(k) {
		case "cookie", "authorization":
			// A shared render never speaks for a customer.
		default:
			req.Header.Set(k, v)
		}
	}
	rec := httptest.NewRecorder()
	api.ServeHTTP(rec, req)
	return rec
}

// Recheck sends reads to the API again and reports whether every one is
// answered as it was: then a page rendered from them would render the
// same. It stops at the first that differs.
func (e *Engine) Recheck(ctx context.Context, reads []Read) bool {
	for _, r := range reads {
		rec := serveAPI(ctx, e.opts.API, r.Method, r.URL, r.Headers, r.Body)
		if rec.Code != r.Status || sha256.Sum256(rec.Body.Bytes()) != r.Sum {
			return false
		}
	}
	return true
}
