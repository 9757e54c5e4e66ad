package storefront

import (
	"context"
	"crypto/sha256"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"paddock/internal/platform/i18n"
)

// versionSource is a cache source whose version a test moves.
type versionSource struct {
	version uint64
	change  time.Time
}

func (s *versionSource) CacheVersion(context.Context) (uint64, bool) { return s.version, true }
func (s *versionSource) AnswersChangeAt(context.Context, time.Time) (time.Time, error) {
	return s.change, nil
}

// TestPageCacheBoundsItsBytes: pages are kept until the budget is spent,
// then the least recently used go first; a page under other versions, or
// past its expiry, is found only as stale.
func TestPageCacheBoundsItsBytes(t *testing.T) {
	src := &versionSource{version: 1}
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	c := newPageCache(PageCacheOptions{Sources: []CacheSource{src}, MaxBytes: 64 << 10, Now: func() time.Time { return now }},
		slog.New(slog.DiscardHandler))
	ctx := context.Background()
	// Pages of random letters, about 5 KB gzipped each.
	doc := func(i int) []byte {
		rnd := rand.New(rand.NewPCG(uint64(i), 1))
		b := make([]byte, 8000)
		for j := range b {
			b[j] = byte('a' + rnd.IntN(26))
		}
		return b
	}
	keep := func(path string, i int) {
		t.Helper()
		r := httptest.NewRequest("GET", path, nil)
		fresh, look, ok := c.begin(r)
		if !ok || fresh != nil {
			t.Fatalf("%s: fresh %v, ok %v before it was kept", path, fresh != nil, ok)
		}
		c.keep(ctx, look, 200, i18n.Locale("de"), doc(i), sha256.Sum256(nil), nil)
	}
	for i := range 40 {
		keep("/de/p"+string(rune('a'+i%26))+string(rune('a'+i/26)), i)
		if c.bytes > 64<<10 {
			t.Fatalf("after %d pages the cache holds %d bytes", i+1, c.bytes)
		}
	}
	if c.order.Len() >= 40 || c.order.Len() < 5 {
		t.Fatalf("%d pages kept of 40 in 64 KiB", c.order.Len())
	}
	// The newest is kept, the oldest went.
	if fresh, _, _ := c.begin(httptest.NewRequest("GET", "/de/pnb", nil)); fresh == nil {
		t.Error("the newest page is not kept")
	}
	if fresh, look, _ := c.begin(httptest.NewRequest("GET", "/de/paa", nil)); fresh != nil || look.stale != nil {
		t.Error("the oldest page is still kept")
	}
	// Another version: stale, and kept again under it when refreshed.
	src.version = 2
	_, look, _ := c.begin(httptest.NewRequest("GET", "/de/pnb", nil))
	if look == nil || look.stale == nil {
		t.Fatal("a page under another version is not found stale")
	}
	c.refresh(ctx, look.stale, look)
	if fresh, _, _ := c.begin(httptest.NewRequest("GET", "/de/pnb", nil)); fresh == nil {
		t.Error("a refreshed page is not fresh")
	}
	// Expiry: the next price boundary, else MaxAge.
	src.change = now.Add(time.Minute)
	keep("/de/sale", 1)
	now = now.Add(2 * time.Minute)
	if fresh, look, _ := c.begin(httptest.NewRequest("GET", "/de/sale", nil)); fresh != nil || look.stale == nil {
		t.Error("a page past the next price boundary is still fresh")
	}
	// A URL too long is never kept.
	if _, _, ok := c.begin(httptest.NewRequest("GET", "/de/x?q="+strings.Repeat("a", maxPageKey), nil)); ok {
		t.Error("a page of a URL longer than maxPageKey may be kept")
	}
}
