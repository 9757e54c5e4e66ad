package httpx

import (
	"net/http"
	"net/url"
	"path"
)

// RedirectWithin redirects to path on this site, keeping the request's
// query. The Location is built from the path cleaned and escaped, never
// from the request's text: a path such as /\evil.example or /<tab>/evil
// would otherwise leave the site, since browsers read a backslash as a
// slash and drop tabs and line breaks. Whatever the path, the Location
// starts with one slash followed by something other than a slash.
func RedirectWithin(w http.ResponseWriter, r *http.Request, p string, status int) {
	target := LocalPath(p)
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", target)
	w.WriteHeader(status)
}

// LocalPath is p as a path on this site, for a Location or a link: cleaned
// (no empty, . or .. segments, no trailing slash), its segments escaped,
// so that backslashes, control and format characters stay inside a
// segment.
func LocalPath(p string) string {
	cleaned := path.Clean("/" + p)
	if cleaned == "/" {
		return "/"
	}
	// (&url.URL{Path: …}).EscapedPath escapes what a path must not hold
	// raw; the leading slash is the only one that may start it, and Clean
	// made sure no empty segment follows it.
	return (&url.URL{Path: cleaned}).EscapedPath()
}
