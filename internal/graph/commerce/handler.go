package commerce

import (
	"context"
	"net/http"

	"paddock/internal/graph/gqlserver"
)

// CachedFields are the top-level query fields whose answers the response
// cache may keep: the catalogue reads, which depend on nothing but the
// store, the operation, its variables and the catalogue's version
// (catalog.Service.CacheVersion). Anything about a customer, a cart or an
// order must never be listed here; a test lists the fields on purpose.
var CachedFields = []string{"products", "categories", "categoryList", "route", "customAttributeMetadata", "availableStores", "storeConfig"}

// NewHandler returns the commerce API's HTTP handler on r's services,
// answering the catalogue reads through a response cache kept under the
// catalogue's version, with batch loaders for what resolves per product
// in every request's context.
func NewHandler(r *Resolver, opts gqlserver.Options) http.Handler {
	opts.RequestContext = func(ctx context.Context) context.Context { return withLoaders(ctx, r) }
	opts.Cache = gqlserver.NewResponseCache(gqlserver.ResponseCacheOptions{
		Fields: CachedFields, Source: r.Catalog, Now: opts.Now, Logger: opts.Logger,
	})
	return gqlserver.New(NewExecutableSchema(Config{Resolvers: r}), opts)
}
