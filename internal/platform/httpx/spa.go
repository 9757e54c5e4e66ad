package httpx

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/i18n"
)

// Markers in an app's index.html where the server puts the head and body
// data.
const (
	headMarker = "<!--paddock:head-->"
	bodyMarker = "<!--paddock:body-->"
)

// SPA serves a single-page app built by Vite (the storefront, later the
// admin): its hashed assets for a year, immutable; files from their
// precompressed .br or .gz siblings when the client takes them; the build
// id file never cached; and its index.html, with a head rendered in, for
// pages, which are the extension-less paths, never cached but answered
// 304 for their ETag. What a page is and what its head says is the app's
// own handler's business (internal/storefront).
type SPA struct {
	assets fs.FS
	// index is index.html split at the markers: before the head marker,
	// between the markers, after the body marker up to the root element's
	// content, after it.
	index [4]string
}

// rootElement is the element of index.html the app renders into; the
// server puts the page's server-rendered markup inside it.
const rootElement = `<div id="root"></div>`

// NewSPA prepares an app's files; assets nil is an app not built yet,
// whose pages say so. It fails when index.html lacks a doctype or the
// markers the head is rendered into.
func NewSPA(assets fs.FS) (*SPA, error) {
	a := &SPA{assets: assets}
	if assets == nil {
		return a, nil
	}
	raw, err := fs.ReadFile(assets, "index.html")
	if err != nil {
		return nil, fmt.Errorf("httpx: read index.html: %w", err)
	}
	before, rest, ok1 := strings.Cut(string(raw), headMarker)
	middle, after, ok2 := strings.Cut(rest, bodyMarker)
	if !ok1 || !ok2 || !strings.HasPrefix(strings.TrimSpace(strings.ToLower(before)), "<!doctype html>") {
		return nil, errors.New("httpx: index.html needs a doctype and the markers " + headMarker + " and " + bodyMarker)
	}
	a.index = [4]string{before, middle, after, ""}
	if i := strings.Index(after, rootElement); i >= 0 {
		a.index[2], a.index[3] = after[:i]+`<div id="root">`, `</div>`+after[i+len(rootElement):]
	}
	return a, nil
}

// Built reports whether the app's files are there.
func (a *SPA) Built() bool { return a.assets != nil }

// MountAssets adds the hashed assets (/assets/*, immutable) and the build
// id files (/_build/*, never cached) to r.
func (a *SPA) MountAssets(r chi.Router) {
	r.Get("/assets/*", a.serveFile(immutable))
	r.Get("/_build/*", a.serveFile(noStore))
}

// IsPage reports whether a path names a page of the app rather than one
// of its files: pages have no extension.
func IsPage(p string) bool { return path.Ext(p) == "" }

// ServeFile answers a file of the build at the request's path, kept an
// hour by browsers; 404 when there is none (index.html is never served
// raw).
func (a *SPA) ServeFile(w http.ResponseWriter, r *http.Request) { a.serveFile(shortCache)(w, r) }

// WritePage answers index.html in lang with the head that head writes, at
// status: never cached, a weak ETag answered 304, nothing but headers for
// HEAD. An app not built answers 503 saying so.
func (a *SPA) WritePage(w http.ResponseWriter, r *http.Request, status int, lang i18n.Locale, head func(*bytes.Buffer)) {
	a.WriteRendered(w, r, status, lang, head, Rendered{})
}

// Rendered is what the server rendered of a page: the markup of the root
// element and the state the app hydrates from, JSON.
type Rendered struct {
	HTML  string
	State []byte
}

// StateElementID is the id of the script element holding a rendered
// page's state (type application/json, which the browser never runs).
const StateElementID = "paddock-state"

// WriteRendered is WritePage with the page's server-rendered markup inside
// the root element and its state after it, escaped so that no text of it
// ends the script element or a JavaScript string (</script>, U+2028/2029).
func (a *SPA) WriteRendered(w http.ResponseWriter, r *http.Request, status int, lang i18n.Locale, head func(*bytes.Buffer), page Rendered) {
	if a.assets == nil {
		msgs := i18n.Messages()
		WritePlainPage(w, http.StatusServiceUnavailable, lang, msgs.T(lang, "http.notBuilt.title"), msgs.T(lang, "http.notBuilt.message"), "")
		return
	}
	body := a.ComposeRendered(lang, head, page)
	WriteDocument(w, r, Document{Status: status, Lang: lang, Body: body, ETag: DocumentETag(body)})
}

// ComposeRendered is the document WriteRendered answers.
func (a *SPA) ComposeRendered(lang i18n.Locale, head func(*bytes.Buffer), page Rendered) []byte {
	var b bytes.Buffer
	b.Grow(len(a.index[0]) + len(a.index[1]) + len(a.index[2]) + len(a.index[3]) + len(page.HTML) + len(page.State) + 2048)
	b.WriteString(setHTMLLang(a.index[0], lang))
	head(&b)
	b.WriteString(a.index[1])
	b.WriteString(a.index[2])
	b.WriteString(page.HTML)
	rest := a.index[3]
	if len(page.State) > 0 {
		// Before </body>, or at the end.
		end := strings.LastIndex(rest, "</body>")
		if end < 0 {
			end = len(rest)
		}
		b.WriteString(rest[:end])
		b.WriteString(`<script type="application/json" id="` + StateElementID + `">`)
		writeScriptJSON(&b, page.State)
		b.WriteString(`</script>`)
		rest = rest[end:]
	}
	b.WriteString(rest)
	return b.Bytes()
}

// Document is a whole HTML page to answer (WriteDocument).
type Document struct {
	Status int
	Lang   i18n.Locale
	Body   []byte
	ETag   string
	// Gzipped says Body is gzip-compressed: it goes out as it is to
	// clients that take gzip, and unpacked to others.
	Gzipped bool
	// Cache, when set, is the X-Paddock-Cache header: where the page came
	// from ("hit", "miss", "revalidated").
	Cache string
}

// DocumentETag is the entity tag of a document's bytes.
func DocumentETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `W/"` + hex.EncodeToString(sum[:12]) + `"`
}

// CacheHeader says on a page whether it came from the page cache.
const CacheHeader = "X-Paddock-Cache"

// WriteDocument answers d: 304 when the client holds it already (its
// ETag), its body otherwise. Browsers ask again on every use (no-cache),
// and get 304 while it has not changed.
func WriteDocument(w http.ResponseWriter, r *http.Request, d Document) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", d.ETag)
	h.Set("Content-Language", d.Lang.BCP47())
	if d.Cache != "" {
		h.Set(CacheHeader, d.Cache)
	}
	if d.Status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), d.ETag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := d.Body
	if d.Gzipped {
		h.Add("Vary", "Accept-Encoding")
		if acceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip") {
			h.Set("Content-Encoding", "gzip")
			h.Set("Content-Length", strconv.Itoa(len(body)))
		} else {
			body = gunzip(body)
		}
	}
	w.WriteHeader(d.Status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// gunzip unpacks a document kept gzip-compressed, which this server made.
func gunzip(gz []byte) []byte {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		var out []byte
		if out, err = io.ReadAll(zr); err == nil {
			return out
		}
	}
	panic(fmt.Sprintf("httpx: a gzipped document that is no gzip: %v", err))
}

// WritePlainPage answers a small page of its own, which depends on nothing
// that could have failed: for errors and an app not built.
func WritePlainPage(w http.ResponseWriter, status int, lang i18n.Locale, title, message, home string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	link := ""
	if home != "" {
		link = `<p><a href="/">` + html.EscapeString(home) + `</a></p>`
	}
	_, _ = fmt.Fprintf(w, `<!doctype html><html lang="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>%s</title></head><body><main><h1>%s</h1><p>%s</p>%s</main></body></html>`,
		lang, html.EscapeString(title), html.EscapeString(title), html.EscapeString(message), link)
}

// Cache policies for files.
type cachePolicy string

const (
	immutable  cachePolicy = "public, max-age=31536000, immutable"
	shortCache cachePolicy = "public, max-age=3600"
	noStore    cachePolicy = "no-store"
)

// serveFile serves a file of the built app, from its precompressed .br or
// .gz sibling when the client accepts that encoding.
func (a *SPA) serveFile(policy cachePolicy) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		// Dot folders (.vite/, the build's manifest) are the build's own, not the app's.
		if a.assets == nil || name == "" || name == "index.html" || !fs.ValidPath(name) || strings.HasPrefix(name, ".") || strings.Contains(name, "/.") {
			http.NotFound(w, r)
			return
		}
		info, err := fs.Stat(a.assets, name)
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		h.Set("Content-Type", ctype)
		h.Set("Cache-Control", string(policy))
		h.Add("Vary", "Accept-Encoding")
		served := name
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.token) {
				if _, err := fs.Stat(a.assets, name+enc.ext); err == nil {
					h.Set("Content-Encoding", enc.token)
					served = name + enc.ext
					break
				}
			}
		}
		f, err := a.assets.Open(served)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		content, ok := f.(io.ReadSeeker)
		if !ok {
			http.Error(w, "unreadable file", http.StatusInternalServerError)
			return
		}
		http.ServeContent(w, r, "", time.Time{}, content)
	}
}

// acceptsEncoding reports whether an Accept-Encoding header allows token
// (q=0 refuses it).
func acceptsEncoding(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), token) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		c := strings.TrimSpace(candidate)
		if c == "*" || c == etag || c == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}

// writeScriptJSON writes JSON into a script element: <, > and & as
// \u escapes (so no "</script>" or "<!--" appears), and the line and
// paragraph separators too. Outside strings JSON has none of them, inside
// strings the escapes mean the same characters.
func writeScriptJSON(b *bytes.Buffer, raw []byte) {
	s := string(raw)
	start := 0
	for i, r := range s {
		var esc string
		switch r {
		case '<':
			esc = `\u003c`
		case '>':
			esc = `\u003e`
		case '&':
			esc = `\u0026`
		case '\u2028':
			esc = `\u2028`
		case '\u2029':
			esc = `\u2029`
		default:
			continue
		}
		b.WriteString(s[start:i])
		b.WriteString(esc)
		start = i + len(string(r))
	}
	b.WriteString(s[start:])
}

// setHTMLLang rewrites the lang attribute of the first <html> tag.
func setHTMLLang(doc string, l i18n.Locale) string {
	start := strings.Index(strings.ToLower(doc), "<html")
	if start < 0 {
		return doc
	}
	end := strings.IndexByte(doc[start:], '>')
	if end < 0 {
		return doc
	}
	return doc[:start] + `<html lang="` + string(l) + `">` + doc[start+end+1:]
}
