package storefront

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"paddock/internal/platform/i18n"
)

// Route is one storefront route under /{lang}, from web/src/config/routes.json.
type Route struct {
	Name string `json:"name"`
	// Path is relative to /{lang} in React Router syntax: static segments,
	// ":param" segments and a final "*" splat. It is the German path, and
	// every language's that Paths does not name.
	Path string `json:"path"`
	// Paths gives a language its own path (the English and French service
	// pages), with the same params and splat as Path.
	Paths map[i18n.Locale]string `json:"paths"`
	// Index false marks pages search engines should not index.
	Index *bool `json:"index"`
	// Render false leaves the route's pages to the browser: the server
	// renders the others (pages that hang on the visitor's session,
	// cookies or a token in the URL are not rendered).
	Render *bool `json:"render"`

	patterns map[i18n.Locale]pattern
}

// pattern is a route's path in one language, split and ranked.
type pattern struct {
	segments []string
	score    int
}

// Indexable reports whether search engines may index the route's pages.
func (r Route) Indexable() bool { return r.Index == nil || *r.Index }

// Rendered reports whether the server renders the route's pages.
func (r Route) Rendered() bool { return r.Render == nil || *r.Render }

// PathIn is the route's path pattern in lang.
func (r Route) PathIn(lang i18n.Locale) string {
	if p, ok := r.Paths[lang]; ok {
		return p
	}
	return r.Path
}

// Localize rewrites rest, a path of r in from (split after /{lang}/), to
// r's path in to, keeping its params and splat: "vertrag-widerrufen" in
// German is "withdraw-from-contract" in English. The result has no
// slashes around it.
func (r Route) Localize(rest []string, from, to i18n.Locale) string {
	values := map[string]string{}
	src := r.patterns[from].segments
	for i, s := range src {
		switch {
		case s == "*":
			if i < len(rest) {
				values["*"] = strings.Join(rest[i:], "/")
			}
		case strings.HasPrefix(s, ":") && i < len(rest):
			values[s] = rest[i]
		}
	}
	out := make([]string, 0, len(r.patterns[to].segments))
	for _, s := range r.patterns[to].segments {
		switch {
		case s == "*":
			if v := values["*"]; v != "" {
				out = append(out, v)
			}
		case strings.HasPrefix(s, ":"):
			out = append(out, values[s])
		default:
			out = append(out, s)
		}
	}
	return strings.Join(out, "/")
}

// RouteTable matches paths to routes the way React Router ranks them, so
// that the server and the browser agree on which route a path is.
type RouteTable struct{ routes []Route }

// ParseRoutes reads the route manifest.
func ParseRoutes(raw []byte) (*RouteTable, error) {
	var manifest struct {
		Routes []Route `json:"routes"`
	}
	if err := json.Unmarshal(raw, &manifest); err != nil {
		return nil, fmt.Errorf("httpx: parse routes: %w", err)
	}
	seen := map[string]bool{}
	for i := range manifest.Routes {
		r := &manifest.Routes[i]
		if r.Name == "" || seen[r.Name] {
			return nil, fmt.Errorf("httpx: route %d has an empty or repeated name %q", i, r.Name)
		}
		seen[r.Name] = true
		for l := range r.Paths {
			if !slices.Contains(i18n.Locales, l) {
				return nil, fmt.Errorf("httpx: route %s has a path for the unknown language %q", r.Name, l)
			}
		}
		r.patterns = map[i18n.Locale]pattern{}
		for _, l := range i18n.Locales {
			p, err := parsePattern(r.PathIn(l))
			if err != nil {
				return nil, fmt.Errorf("httpx: route %s: %w", r.Name, err)
			}
			if l != i18n.Default && !slices.Equal(dynamic(p.segments), dynamic(r.patterns[i18n.Default].segments)) {
				return nil, fmt.Errorf("httpx: route %s's %s path %q has other params than its German one", r.Name, l, r.PathIn(l))
			}
			r.patterns[l] = p
		}
	}
	return &RouteTable{routes: manifest.Routes}, nil
}

func parsePattern(path string) (pattern, error) {
	var segments []string
	if path != "" {
		segments = strings.Split(path, "/")
	}
	for j, s := range segments {
		if s == "" || s == "*" && j != len(segments)-1 {
			return pattern{}, fmt.Errorf("malformed path %q", path)
		}
	}
	return pattern{segments: segments, score: rank(segments)}, nil
}

// dynamic lists a path's params and splat, sorted.
func dynamic(segments []string) []string {
	var out []string
	for _, s := range segments {
		if s == "*" || strings.HasPrefix(s, ":") {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// rank scores a route as React Router's computeScore does: static segments
// outrank dynamic ones, which outrank a splat.
func rank(segments []string) int {
	score := len(segments) + 1 // React Router counts the leading "/:lang" root too
	for _, s := range segments {
		switch {
		case s == "*":
			score -= 2
		case strings.HasPrefix(s, ":"):
			score += 3
		default:
			score += 10
		}
	}
	if len(segments) == 0 {
		score += 2 // an index route
	}
	return score
}

// Match returns the best route for rest in lang, the path after /{lang}/
// split into segments (none for the language's home page), matched
// against each route's path in lang.
func (t *RouteTable) Match(lang i18n.Locale, rest []string) (Route, bool) {
	best, bestScore, found := Route{}, 0, false
	for _, r := range t.routes {
		p := r.patterns[lang]
		if matches(p.segments, rest) && (!found || p.score > bestScore) {
			best, bestScore, found = r, p.score, true
		}
	}
	return best, found
}

// Moved finds rest among the routes' paths in the other languages (a
// German path under /en), when no route of lang matches it: the route and
// the language whose path it is, to send the visitor to lang's own path.
func (t *RouteTable) Moved(lang i18n.Locale, rest []string) (route Route, from i18n.Locale, found bool) {
	bestScore := 0
	for _, r := range t.routes {
		for _, l := range i18n.Locales {
			p := r.patterns[l]
			if l == lang || !matches(p.segments, rest) || r.PathIn(l) == r.PathIn(lang) {
				continue
			}
			if !found || p.score > bestScore {
				route, from, bestScore, found = r, l, p.score, true
			}
		}
	}
	return route, from, found
}

// Names lists the route names in manifest order.
func (t *RouteTable) Names() []string {
	names := make([]string, len(t.routes))
	for i, r := range t.routes {
		names[i] = r.Name
	}
	return names
}

// Route returns the route called name.
func (t *RouteTable) Route(name string) (Route, bool) {
	for _, r := range t.routes {
		if r.Name == name {
			return r, true
		}
	}
	return Route{}, false
}

func matches(pattern, path []string) bool {
	for i, p := range pattern {
		if p == "*" {
			return true // a splat takes the rest, even nothing
		}
		if i >= len(path) || path[i] == "" {
			return false
		}
		if !strings.HasPrefix(p, ":") && p != path[i] {
			return false
		}
	}
	return len(pattern) == len(path)
}
