package storefront

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Route is one storefront route under /{lang}, from web/src/app/routes.json.
type Route struct {
	Name string `json:"name"`
	// Path is relative to /{lang} in React Router syntax: static segments,
	// ":param" segments and a final "*" splat.
	Path string `json:"path"`
	// Index false marks pages search engines should not index.
	Index *bool `json:"index"`

	segments []string
	score    int
}

// Indexable reports whether search engines may index the route's pages.
func (r Route) Indexable() bool { return r.Index == nil || *r.Index }

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
		if r.Path != "" {
			r.segments = strings.Split(r.Path, "/")
		}
		for j, s := range r.segments {
			if s == "" || s == "*" && j != len(r.segments)-1 {
				return nil, fmt.Errorf("httpx: route %s has a malformed path %q", r.Name, r.Path)
			}
		}
		r.score = rank(r.segments)
	}
	return &RouteTable{routes: manifest.Routes}, nil
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

// Match returns the best route for rest, the path after /{lang}/ split
// into segments (none for the language's home page).
func (t *RouteTable) Match(rest []string) (Route, bool) {
	best, found := Route{}, false
	for _, r := range t.routes {
		if matches(r.segments, rest) && (!found || r.score > best.score) {
			best, found = r, true
		}
	}
	return best, found
}

// Names lists the route names in manifest order.
func (t *RouteTable) Names() []string {
	names := make([]string, len(t.routes))
	for i, r := range t.routes {
		names[i] = r.Name
	}
	return names
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
