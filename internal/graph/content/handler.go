package content

import (
	"net/http"

	"paddock/internal/graph/gqlserver"
)

// CachedFields are the top-level query fields whose answers the response
// cache may keep: they depend on nothing but the site, the language, the
// operation and the content's revision (content.Service.CacheVersion).
// SalesEvents count down by the clock and are never kept; a test lists
// the fields on purpose.
var CachedFields = []string{"Sites", "Site", "Pages", "Page", "Clubs", "Form"}

// PostOnlyFields carry a credential in an argument (the preview link's
// token): never in a URL, never cached (Cache-Control: no-store).
var PostOnlyFields = []string{"PagePreview"}

// NewHandler returns the content API's HTTP handler on r's services,
// answering the cached reads through a response cache kept under the
// content's revision. Its answers are no documents for search engines
// (X-Robots-Tag: noindex), the drafts of the live preview least of all.
func NewHandler(r *Resolver, opts gqlserver.Options) http.Handler {
	opts.Cache = gqlserver.NewResponseCache(gqlserver.ResponseCacheOptions{
		Fields: CachedFields, Source: r.Content, Now: opts.Now, Logger: opts.Logger,
	})
	opts.PostOnlyFields = append(opts.PostOnlyFields, PostOnlyFields...)
	h := gqlserver.New(NewExecutableSchema(Config{Resolvers: r}), opts)
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		w.Header().Set("X-Robots-Tag", "noindex")
		h.ServeHTTP(w, req)
	})
}
