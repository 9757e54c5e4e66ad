package commerce

import (
	"context"
	"slices"
	"time"

	"github.com/vikstrous/dataloadgen"

	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/returns"
	"paddock/internal/review"
)

// loaders batch what resolves per product or per customer within one
// request: a listing's categories, upsell products and alternates are
// loaded for the whole page in one call each, instead of one call per
// product, and a customer's address book once for its addresses and
// default marks. They are made for every request (the Store header's
// language holds for all of it) and put into its context by NewHandler.
type loaders struct {
	categories        *dataloadgen.Loader[int64, *catalog.Category]
	products          *dataloadgen.Loader[int64, *catalog.Product]
	productAlternates *dataloadgen.Loader[int64, map[i18n.Locale]string]
	addresses         *dataloadgen.Loader[int64, []customer.Address]
	// documents are orders' invoices and credit notes by order id, for
	// a page of orders at once (the resolvers of their invoices and
	// credit_memos run side by side).
	documents *dataloadgen.Loader[int64, []order.Document]
	// returns are orders' returns by order id, returned how many of
	// each order item (quantity_returned) by item id.
	returns  *dataloadgen.Loader[int64, []returns.Return]
	returned *dataloadgen.Loader[int64, returns.Returned]
	// reviewSummaries are products' approved reviews' count and
	// average, by product id.
	reviewSummaries *dataloadgen.Loader[int64, review.Summary]
	// reasons are the return reasons' labels by code, read once a
	// request.
	reasons *dataloadgen.Loader[i18n.Locale, map[string]string]

	// The fetches behind the loaders that a page of products or orders
	// loads at once (loadForPage, loadOrderProducts, loadOrderDocuments,
	// loadOrderReturns), calling them itself: a loader's own batch would
	// be sent after loaderWait, which a busy machine may pass while the
	// page's keys are still being added.
	fetchCategories        fetch[int64, *catalog.Category]
	fetchProducts          fetch[int64, *catalog.Product]
	fetchProductAlternates fetch[int64, map[i18n.Locale]string]
	fetchDocuments         fetch[int64, []order.Document]
	fetchReturns           fetch[int64, []returns.Return]
	fetchReturned          fetch[int64, returns.Returned]
	fetchReviewSummaries   fetch[int64, review.Summary]
}

// fetch loads a loader's values for keys in one call.
type fetch[K comparable, V any] func(ctx context.Context, keys []K) (map[K]V, error)

// preload fetches keys in one call and primes loader with what it found,
// whatever the time it takes to collect them (a loader's own batch is
// sent after loaderWait, which a busy machine may pass halfway through a
// page's keys). Keys already loaded are kept.
func preload[K comparable, V any](ctx context.Context, loader *dataloadgen.Loader[K, V], f fetch[K, V], keys []K) {
	found, err := f(ctx, keys)
	if err != nil {
		return // left to the resolvers, which load again what is missing
	}
	for _, k := range keys {
		if v, ok := found[k]; ok {
			loader.Prime(k, v)
		}
	}
}

// byID answers every id asked for: the one of found with that id, nil for
// one not found (not shown), never a missing key (which a loader takes for
// an error).
func byID[T any](ids []int64, found []T, id func(*T) int64) map[int64]*T {
	out := make(map[int64]*T, len(ids))
	for _, i := range ids {
		out[i] = nil
	}
	for i := range found {
		out[id(&found[i])] = &found[i]
	}
	return out
}

// everyKey answers every id asked for: found's value, the zero value
// (none, nil) for an id found has not, never a missing key, which a
// mapped loader takes for an error.
func everyKey[V any](ids []int64, found map[int64]V) map[int64]V {
	out := make(map[int64]V, len(ids))
	for _, id := range ids {
		out[id] = found[id]
	}
	return out
}

// loaderWait is how long a loader collects keys before it loads them:
// resolvers of one list run at once, so a short wait gathers them all.
const loaderWait = time.Millisecond

type loadersKey struct{}

// withLoaders returns ctx carrying fresh loaders on r's services.
func withLoaders(ctx context.Context, r *Resolver) context.Context {
	svc := r.Catalog
	fetchCategories := func(ctx context.Context, ids []int64) (map[int64]*catalog.Category, error) {
		found, err := svc.Categories(ctx, i18n.LocaleFrom(ctx), catalog.CategoryFilter{IDs: ids})
		return byID(ids, found, func(c *catalog.Category) int64 { return c.ID }), err
	}
	fetchProducts := func(ctx context.Context, ids []int64) (map[int64]*catalog.Product, error) {
		found, err := svc.Products(ctx, i18n.LocaleFrom(ctx), catalog.ProductFilter{IDs: ids})
		return byID(ids, found, func(p *catalog.Product) int64 { return p.ID }), err
	}
	fetchProductAlternates := func(ctx context.Context, ids []int64) (map[int64]map[i18n.Locale]string, error) {
		found, err := svc.AlternatesOf(ctx, catalog.ProductRoute, ids)
		return everyKey(ids, found), err // nil for a product not shown
	}
	fetchDocuments := func(ctx context.Context, ids []int64) (map[int64][]order.Document, error) {
		found, err := r.Orders.Documents(ctx, ids)
		return everyKey(ids, found), err // none yet for some
	}
	fetchReturns := func(ctx context.Context, ids []int64) (map[int64][]returns.Return, error) {
		found, err := r.Returns.ForOrders(ctx, ids)
		return everyKey(ids, found), err // none yet for some
	}
	fetchReturned := func(ctx context.Context, ids []int64) (map[int64]returns.Returned, error) {
		return r.Returns.Returned(ctx, ids) // every id answered, 0 for none
	}
	fetchReviewSummaries := func(ctx context.Context, ids []int64) (map[int64]review.Summary, error) {
		return r.Reviews.Summaries(ctx, ids) // every id answered, zero for none
	}
	l := &loaders{
		fetchReviewSummaries:   fetchReviewSummaries,
		reviewSummaries:        dataloadgen.NewMappedLoader(fetchReviewSummaries, dataloadgen.WithWait(loaderWait)),
		fetchCategories:        fetchCategories,
		fetchProducts:          fetchProducts,
		fetchProductAlternates: fetchProductAlternates,
		fetchDocuments:         fetchDocuments,
		fetchReturns:           fetchReturns,
		fetchReturned:          fetchReturned,
		categories:             dataloadgen.NewMappedLoader(fetchCategories, dataloadgen.WithWait(loaderWait)),
		products:               dataloadgen.NewMappedLoader(fetchProducts, dataloadgen.WithWait(loaderWait)),
		productAlternates:      dataloadgen.NewMappedLoader(fetchProductAlternates, dataloadgen.WithWait(loaderWait)),
		addresses: dataloadgen.NewMappedLoader(func(ctx context.Context, ids []int64) (map[int64][]customer.Address, error) {
			found, err := r.Customers.AddressesOf(ctx, ids)
			return everyKey(ids, found), err // an empty address book for some
		}, dataloadgen.WithWait(loaderWait)),
		documents: dataloadgen.NewMappedLoader(fetchDocuments, dataloadgen.WithWait(loaderWait)),
		returns:   dataloadgen.NewMappedLoader(fetchReturns, dataloadgen.WithWait(loaderWait)),
		returned:  dataloadgen.NewMappedLoader(fetchReturned, dataloadgen.WithWait(loaderWait)),
		reasons: dataloadgen.NewMappedLoader(func(ctx context.Context, locales []i18n.Locale) (map[i18n.Locale]map[string]string, error) {
			out := make(map[i18n.Locale]map[string]string, len(locales))
			for _, l := range locales {
				reasons, err := r.Returns.Reasons(ctx, l)
				if err != nil {
					return out, err
				}
				labels := make(map[string]string, len(reasons)+1)
				for _, x := range reasons {
					labels[x.Code] = x.Label
				}
				labels[returns.WithdrawalReason] = i18n.Messages().T(l, "returns.reason.withdrawal")
				out[l] = labels
			}
			return out, nil
		}, dataloadgen.WithWait(loaderWait)),
	}
	return context.WithValue(ctx, loadersKey{}, l)
}

// loadersFrom returns the request's loaders, or fresh ones for a context
// that carries none (a resolver called outside NewHandler's handler).
func loadersFrom(ctx context.Context, r *Resolver) *loaders {
	if l, ok := ctx.Value(loadersKey{}).(*loaders); ok {
		return l
	}
	return withLoaders(ctx, r).Value(loadersKey{}).(*loaders)
}

// loadForPage loads, in one call each, what the query asks of every
// product of a listing's page (its categories, upsell products and
// alternates), so that each product's resolver finds it loaded: a page
// costs the same number of statements whatever its size, without
// depending on the resolvers running within a loader's wait.
func (r *Resolver) loadForPage(ctx context.Context, page []catalog.Product) {
	if len(page) == 0 {
		return
	}
	l := loadersFrom(ctx, r)
	var categories, upsells, routes []int64
	for _, p := range page {
		categories = append(categories, p.CategoryIDs...)
		upsells = append(upsells, p.UpsellIDs...)
		routes = append(routes, productRouteID(p))
	}
	if selectsAt(ctx, "categories", "items") && len(categories) > 0 {
		preload(ctx, l.categories, l.fetchCategories, slices.Compact(slices.Sorted(slices.Values(categories))))
	}
	if selectsAt(ctx, "upsell_products", "items") && len(upsells) > 0 {
		preload(ctx, l.products, l.fetchProducts, slices.Compact(slices.Sorted(slices.Values(upsells))))
	}
	if selectsAt(ctx, "alternates", "items") {
		preload(ctx, l.productAlternates, l.fetchProductAlternates, slices.Compact(slices.Sorted(slices.Values(routes))))
	}
	if r.Reviews != nil && (selectsAt(ctx, "rating_summary", "items") || selectsAt(ctx, "review_count", "items")) {
		preload(ctx, l.reviewSummaries, l.fetchReviewSummaries, slices.Compact(slices.Sorted(slices.Values(routes))))
	}
}
