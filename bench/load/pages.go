package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// The page scenarios ask for the storefront's server-rendered product
// pages as a browser does (GET, gzip):
//
//	storefront-product-page          the pages of the listings' products in
//	                                 turn, which the page cache answers
//	                                 after the warm-up
//	storefront-product-page-uncached the same pages, each time with a query
//	                                 string never asked before, so that
//	                                 every request renders the page (the
//	                                 API answers it reads stay cached, as
//	                                 they are when a page's data did not
//	                                 change)
func init() {
	pageHeaders := map[string]string{"Accept-Encoding": "gzip", "Accept": "text/html"}
	scenarios = append(scenarios,
		Scenario{Name: "storefront-product-page", Method: http.MethodGet, Headers: pageHeaders, Paths: true,
			Prepare: prepareProductPaths(false)},
		Scenario{Name: "storefront-product-page-uncached", Method: http.MethodGet, Headers: pageHeaders, Paths: true,
			Prepare: prepareProductPaths(true)},
	)
}

// uncachedPages is how many distinct URLs the uncached scenario prepares:
// more than it can ask for in a run.
const uncachedPages = 100_000

func prepareProductPaths(uncached bool) func(context.Context, *client) ([]string, string, error) {
	return func(ctx context.Context, c *client) ([]string, string, error) {
		keys, err := listingURLKeys(ctx, c)
		if err != nil {
			return nil, "", err
		}
		var paths []string
		for _, key := range keys {
			paths = append(paths, "/de/"+key)
		}
		if len(paths) == 0 {
			return nil, "", fmt.Errorf("no product with a url key in the listings")
		}
		res, err := http.Get(c.base + paths[0])
		if err != nil {
			return nil, "", err
		}
		_ = res.Body.Close()
		if res.StatusCode != http.StatusOK || res.Header.Get("X-Paddock-Cache") == "" {
			return nil, "", fmt.Errorf("%s: status %d, not rendered on the server (X-Paddock-Cache %q)", paths[0], res.StatusCode, res.Header.Get("X-Paddock-Cache"))
		}
		if !uncached {
			return paths, fmt.Sprintf("%d product pages of the listings in turn", len(paths)), nil
		}
		all := make([]string, 0, uncachedPages)
		for i := range uncachedPages {
			p := paths[i%len(paths)]
			sep := "?"
			if strings.Contains(p, "?") {
				sep = "&"
			}
			all = append(all, fmt.Sprintf("%s%sload=%d", p, sep, i))
		}
		return all, fmt.Sprintf("%d product pages of the listings, each URL asked once", len(paths)), nil
	}
}
