package commerce

import (
	"context"
	"net/http"
	"slices"

	"paddock/internal/catalog"
	"paddock/internal/graph/gqlserver"
)

// CachedFields are the top-level query fields whose answers the response
// cache may keep: the catalogue reads, which depend on nothing but the
// store, the operation, its variables and the catalogue's version
// (catalog.Service.CacheVersion). Anything about a customer, a cart or an
// order must never be listed here; a test lists the fields on purpose.
var CachedFields = []string{"products", "categories", "categoryList", "route", "customAttributeMetadata", "availableStores", "storeConfig"}

// CartFields are the operations that name a cart or answer its id, a
// credential: never cached, never sent as GET (gqlserver.PostOnlyFields;
// a test lists them).
var CartFields = []string{"cart", "customerCart", "createEmptyCart", "createGuestCart", "mergeCarts", "addProductsToCart",
	"updateCartItems", "removeItemFromCart", "applyCouponToCart", "removeCouponFromCart", "removeCouponsFromCart",
	"setGuestEmailOnCart", "setShippingAddressesOnCart", "setBillingAddressOnCart", "setShippingMethodsOnCart",
	"setPaymentMethodOnCart", "placeOrder", "mollieProcessTransaction", "mollieRestoreCart", "checkoutOrder", "addWishlistItemsToCart"}

// OrderFields are the other operations that name an order of someone
// (guestOrder's number, email and last name, guestOrderByToken's token; a withdrawal's number and
// email, or its confirmation link's token; a return's order number and
// items): never cached, never sent as GET, so that none of it lands in a
// URL.
var OrderFields = []string{"guestOrder", "guestOrderByToken", "submitWithdrawal", "withdrawalConfirmation", "confirmWithdrawal", "orderReturnInformation",
	"createReturnRequest"}

// NewHandler returns the commerce API's HTTP handler on r's services,
// answering the catalogue reads through a response cache kept under the
// catalogue's version, with batch loaders for what resolves per product
// and a catalogue read scope (one read of the catalogue's revision for
// the whole request) in every request's context.
func NewHandler(r *Resolver, opts gqlserver.Options) http.Handler {
	opts.RequestContext = func(ctx context.Context) context.Context { return withLoaders(catalog.WithReadScope(ctx), r) }
	opts.PostOnlyFields = slices.Concat(CartFields, OrderFields, WishlistFields)
	opts.Cache = gqlserver.NewResponseCache(gqlserver.ResponseCacheOptions{
		Fields: CachedFields, Source: r.Catalog, Now: opts.Now, Logger: opts.Logger,
	})
	if r.AssistedSessions != nil && r.Audit != nil {
		opts.AroundFields = append(opts.AroundFields, r.auditAssisted)
	}
	return gqlserver.New(NewExecutableSchema(Config{Resolvers: r}), opts)
}
