package storefront

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"context"
	"crypto/sha256"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ssr"
)

// CacheSource tells the page cache when kept pages may have turned stale:
// the catalogue and the content (catalog.Service, content.Service), whose
// versions follow their database revisions, so that a write on one
// instance reaches the caches of all.
type CacheSource interface {
	// CacheVersion names the state of the source's data; ok false keeps
	// nothing.
	CacheVersion(ctx context.Context) (version uint64, ok bool)
	// AnswersChangeAt is the next moment after now at which what the
	// source answers changes by time alone (a sale starting); zero when
	// none is due.
	AnswersChangeAt(ctx context.Context, now time.Time) (time.Time, error)
}

// PageCacheOptions configure the cache of server-rendered pages
// (HandlerOptions.Cache).
type PageCacheOptions struct {
	Sources []CacheSource
	// MaxBytes bounds the memory the kept pages take (default 64 MiB;
	// pages are kept gzip-compressed, about 25 KB a product page).
	MaxBytes int
	// MaxAge is how long a page is served without looking at its data
	// again even when no source names a change (default 5 minutes).
	MaxAge time.Duration
	Now    func() time.Time
}

// pageCache keeps the server-rendered pages of public URLs, which every
// visitor gets alike (a render never sees a cookie), so that a page asked
// for again costs a map lookup and no render.
//
// A page is kept under its path and query, which name its language and
// store view, with the versions of the sources read before it was made.
// While they hold, and before the page expires, it is answered as kept
// ("hit"). When one moved, the page is not thrown away at once: the API
// reads it was rendered from are sent again (in process) and, when every
// answer is the same as then and the page's head too, the page is still
// right and is kept under the new versions ("revalidated"); otherwise it
// is rendered anew ("miss"). So a price change renders the product's page
// and the listings that show it anew, and the other pages cost only their
// reads. Pages are dropped least recently used first when the cache is
// full.
type pageCache struct {
	opts   PageCacheOptions
	logger *slog.Logger

	mu      sync.Mutex
	order   *list.List // of *cachedPage, front: most recently used
	entries map[string]*list.Element
	bytes   int
}

// cachedPage is a kept page. Its versions and expiry change when it is
// revalidated (under the cache's mu); the rest never changes.
type cachedPage struct {
	key     string
	status  int
	lang    i18n.Locale
	gz      []byte // the document, gzip-compressed
	etag    string
	headSum [sha256.Size]byte
	reads   []ssr.Read
	size    int

	versions []uint64
	expires  time.Time
}

// maxPageKey bounds the URLs whose pages are kept.
const maxPageKey = 1024

func newPageCache(opts PageCacheOptions, logger *slog.Logger) *pageCache {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = 64 << 20
	}
	if opts.MaxAge <= 0 {
		opts.MaxAge = 5 * time.Minute
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &pageCache{opts: opts, logger: logger, order: list.New(), entries: map[string]*list.Element{}}
}

// pageLookup is what the cache found for a request, carried to writePage.
type pageLookup struct {
	key      string
	versions []uint64
	stale    *cachedPage // kept under other versions, or expired
}

type pageLookupKey struct{}

// begin reads the sources' versions and looks up r's page: fresh is the
// kept page to answer as it is; otherwise the lookup goes with the
// request's context to writePage. ok is false when nothing may be kept
// for r.
func (c *pageCache) begin(r *http.Request) (fresh *cachedPage, look *pageLookup, ok bool) {
	key := r.URL.EscapedPath()
	if r.URL.RawQuery != "" {
		key += "?" + r.URL.RawQuery
	}
	if len(key) > maxPageKey {
		return nil, nil, false
	}
	versions, ok := c.versions(r.Context())
	if !ok {
		return nil, nil, false
	}
	now := c.opts.Now()
	c.mu.Lock()
	defer c.mu.Unlock()
	look = &pageLookup{key: key, versions: versions}
	if el, found := c.entries[key]; found {
		e := el.Value.(*cachedPage)
		c.order.MoveToFront(el)
		if slices.Equal(e.versions, versions) && now.Before(e.expires) {
			return e, nil, true
		}
		look.stale = e
	}
	return nil, look, true
}

func (c *pageCache) versions(ctx context.Context) ([]uint64, bool) {
	versions := make([]uint64, len(c.opts.Sources))
	for i, src := range c.opts.Sources {
		v, ok := src.CacheVersion(ctx)
		if !ok {
			return nil, false
		}
		versions[i] = v
	}
	return versions, true
}

// expiry is when a page made now must be looked at again, or ok false
// when that is unknown (the page is then not kept).
func (c *pageCache) expiry(ctx context.Context) (time.Time, bool) {
	now := c.opts.Now()
	expires := now.Add(c.opts.MaxAge)
	for _, src := range c.opts.Sources {
		at, err := src.AnswersChangeAt(ctx, now)
		if err != nil {
			c.logger.WarnContext(ctx, "storefront: page cache: next change unknown; page not kept", "error", err)
			return time.Time{}, false
		}
		if !at.IsZero() && at.Before(expires) {
			expires = at
		}
	}
	return expires, true
}

// stillCurrent reports whether the versions the lookup read still hold:
// a page made meanwhile may have read data of either state.
func (c *pageCache) stillCurrent(ctx context.Context, look *pageLookup) bool {
	now, ok := c.versions(ctx)
	return ok && slices.Equal(now, look.versions)
}

// refresh keeps e under the lookup's versions, which its reads were
// found to answer as before.
func (c *pageCache) refresh(ctx context.Context, e *cachedPage, look *pageLookup) {
	expires, ok := c.expiry(ctx)
	if !ok || !c.stillCurrent(ctx, look) {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e.versions, e.expires = look.versions, expires
}

// keep makes a page of a rendered document and keeps it when it may be.
func (c *pageCache) keep(ctx context.Context, look *pageLookup, status int, lang i18n.Locale, doc []byte, headSum [sha256.Size]byte, reads []ssr.Read) *cachedPage {
	e := &cachedPage{key: look.key, status: status, lang: lang, gz: gzipDocument(doc), etag: httpx.DocumentETag(doc),
		headSum: headSum, reads: reads, versions: look.versions}
	e.size = len(e.key) + len(e.gz) + ssr.ReadsSize(reads) + 256
	expires, ok := c.expiry(ctx)
	if !ok || !c.stillCurrent(ctx, look) || e.size > c.opts.MaxBytes/8 {
		return e
	}
	e.expires = expires
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, found := c.entries[e.key]; found {
		c.remove(old)
	}
	for c.bytes+e.size > c.opts.MaxBytes && c.order.Len() > 0 {
		c.remove(c.order.Back())
	}
	c.entries[e.key] = c.order.PushFront(e)
	c.bytes += e.size
	return e
}

// remove drops a page; c.mu is held.
func (c *pageCache) remove(el *list.Element) {
	e := c.order.Remove(el).(*cachedPage)
	delete(c.entries, e.key)
	c.bytes -= e.size
}

// write answers a kept page; state is what X-Paddock-Cache says.
func (c *pageCache) write(w http.ResponseWriter, r *http.Request, e *cachedPage, state string) {
	httpx.WriteDocument(w, r, httpx.Document{Status: e.status, Lang: e.lang, Body: e.gz, Gzipped: true, ETag: e.etag, Cache: state})
}

var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression)
	return zw
}}

func gzipDocument(doc []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(doc) / 4)
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(&buf)
	_, _ = zw.Write(doc)
	_ = zw.Close()
	gzipWriters.Put(zw)
	return buf.Bytes()
}
