package storefront

import (
	"bytes"
	"encoding/json"
	"html"
	"io/fs"
	"strings"
)

// firstLoadFile is the build's list of each public route type's first-load
// files (web/tooling/first-load-plugin.ts), under the app's root.
const firstLoadFile = ".vite/routes-first-load.json"

// pageHints is what a server render tells the page's head (web/src/ssr/
// head-hints.ts): React's image preloads, and the route type whose chunks
// the page loads first.
type pageHints struct {
	Hints string `json:"hints"`
	Page  string `json:"page"`
}

// modulePreloads holds, per route type, the modulepreload links of its
// first-load chunks that index.html does not preload already (those of the
// entry), read once from the build.
type modulePreloads map[string]string

// newModulePreloads reads the build's first-load list; without one (an app
// not built, a test's files) no page gets module preloads.
func newModulePreloads(assets fs.FS) modulePreloads {
	if assets == nil {
		return nil
	}
	raw, err := fs.ReadFile(assets, firstLoadFile)
	if err != nil {
		return nil
	}
	index, _ := fs.ReadFile(assets, "index.html")
	var list struct {
		Routes map[string]struct {
			JS []string `json:"js"`
		} `json:"routes"`
	}
	if json.Unmarshal(raw, &list) != nil {
		return nil
	}
	out := make(modulePreloads, len(list.Routes))
	for route, files := range list.Routes {
		var b strings.Builder
		for _, file := range files.JS {
			href := "/" + strings.TrimPrefix(file, "/")
			if bytes.Contains(index, []byte(`"`+href+`"`)) {
				continue
			}
			// crossorigin as Vite's own: the module's request must match the preload's.
			b.WriteString(`<link rel="modulepreload" crossorigin href="` + html.EscapeString(href) + "\">\n")
		}
		out[route] = b.String()
	}
	return out
}

// withHints returns head, followed by the render's image preloads (the
// largest image first to the network) and the modulepreload links of its
// route type's chunks, which the browser would otherwise find only when the
// entry has run.
func (m modulePreloads) withHints(head func(*bytes.Buffer), page pageHints) func(*bytes.Buffer) {
	return func(b *bytes.Buffer) {
		head(b)
		if page.Hints != "" {
			b.WriteString(page.Hints)
			b.WriteByte('\n')
		}
		b.WriteString(m[page.Page])
	}
}
