package commerce_test

import (
	"log/slog"
	"net/http"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// counter serves h and counts the SQL statements of each request.
type counter struct {
	t *testing.T
	h http.Handler
}

// do sends query with vars as a signed-in visitor (a session cookie: the
// response cache never answers it) and returns the data and how many
// statements the request took.
func (c counter) do(query string, vars map[string]any) (map[string]any, int64) {
	c.t.Helper()
	var n atomic.Int64
	counted := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.h.ServeHTTP(w, r.WithContext(db.CountStatements(r.Context(), &n)))
	})
	res := gqltest.Do(c.t, counted, "/graphql", gqltest.Request{Query: query, Variables: vars,
		Header: map[string]string{"Store": "shop_de", "Cookie": gqlserver.SessionCookie + "=someone"}})
	if res.Status != http.StatusOK || len(res.Errors) > 0 {
		c.t.Fatalf("%d %+v", res.Status, res.Errors)
	}
	return res.Data, n.Load()
}

// The storefront's category listing and product page, asked again, come
// from the catalogue's read cache on both engines: on PostgreSQL the
// request reads the catalogue's revision once (its read scope) and finds
// every product, label, facet choice, category, breadcrumb, alternate and
// url key kept for it; on SQLite, whose one process sees every write, it
// needs not even that. (In production the PostgreSQL search engine reads
// the revision once more for its own cache: two statements a listing.)
func TestCatalogueReadsComeFromTheReadCache(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		svc := catalog.NewService(d, s.engine, nil)
		c := counter{t: t, h: commerce.NewHandler(&commerce.Resolver{Catalog: svc, BaseURL: "https://shop.example", Now: func() time.Time { return s.now }},
			gqlserver.Options{Logger: slog.New(slog.DiscardHandler)})}
		revision := map[db.Dialect]int64{db.SQLite: 0, db.Postgres: 1}[d.Dialect()]
		listing := storefrontDocument(t, "GetProductsByQuery")
		listingVars := map[string]any{"filter": map[string]any{"category_uid": map[string]any{"eq": catalog.UID(s.rider)}},
			"pageSize": 24, "currentPage": 1, "withAggregations": true}
		product := storefrontDocument(t, "GetProductsByUrlKey")
		productVars := map[string]any{"urlKey": "reithose-celina"}
		for _, tc := range []struct {
			name  string
			query string
			vars  map[string]any
			items int
		}{
			{"listing", listing, listingVars, 4},
			{"product page", product, productVars, 1},
		} {
			t.Run(tc.name, func(t *testing.T) {
				c.t = t
				first, n1 := c.do(tc.query, tc.vars)
				again, n2 := c.do(tc.query, tc.vars)
				t.Logf("%d statements the first time, %d again", n1, n2)
				if items, _ := at(again, "products", "items").([]any); len(items) != tc.items {
					t.Fatalf("%d items; want %d", len(items), tc.items)
				}
				if n2 != revision {
					t.Errorf("asked again: %d statements; want %d", n2, revision)
				}
				if !reflect.DeepEqual(first, again) {
					t.Errorf("asked again: %v; the first time %v", again, first)
				}
			})
		}
	})
}
