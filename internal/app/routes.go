package app

import (
	"context"
	"net/http"
	"net/url"
	"runtime"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus"

	"paddock/internal/admin/assist"
	"paddock/internal/cart"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/customer"
	commercegraph "paddock/internal/graph/commerce"
	contentgraph "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/media"
	"paddock/internal/order"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/session"
	"paddock/internal/platform/ssr"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/storefront"
	"paddock/web"
)

// Handler is the whole HTTP surface.
func (a *App) Handler() http.Handler { return a.handler }

// Config is the configuration the app runs with: the one it was given,
// with the public base URL the database keeps where none was given.
func (a *App) Config() config.Config { return a.cfg }

func (a *App) routes() (http.Handler, error) {
	routes, err := storefront.ParseRoutes(web.RoutesJSON())
	if err != nil {
		return nil, err
	}
	ui, err := i18n.LoadCatalog(web.Locales(), "{locale}/common.json")
	if err != nil {
		return nil, err
	}
	assets, built := web.Shop()
	if !built {
		a.logger.Warn("the storefront is not built; run make web")
		assets = nil
	}
	commerce := commercegraph.NewHandler(&commercegraph.Resolver{
		Catalog: a.catalog, Directory: a.directory, Returns: a.returns, Blocks: factBlocks{Service: a.blocks, facts: a.facts},
		Newsletter: a.newsletter, Helpdesk: a.helpdesk, Customers: a.customer, Carts: a.carts,
		Orders: assist.Orders{Service: a.orders, Assisted: a.assist, Audit: a.audit, Logger: a.logger}, Assist: a.assist, Payments: a.payments,
		AssistedSessions: a.assist, Audit: a.audit, Logger: a.logger,
		Wishlists: a.wishlists, Withdrawals: a.withdrawals, Reviews: a.reviews, BaseURL: a.cfg.BaseURL, Now: a.now,
	}, gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkCommerceStore, Now: a.now})
	contentAPI := contentgraph.NewHandler(&contentgraph.Resolver{Content: a.content, Settings: a.settings, Facts: a.facts},
		gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkContentSite, Now: a.now})
	renderer := a.serverRenderer(commerce, contentAPI, built)
	contentPages := storefront.NewContentPages(a.content, a.cfg.BaseURL, "shop")
	storefrontHandler, err := storefront.NewHandler(storefront.HandlerOptions{
		Assets: assets, Routes: routes, UI: ui, BaseURL: a.cfg.BaseURL, Logger: a.logger,
		Pages:      []storefront.PageResolver{storefront.NewCatalogPages(a.catalog, a.cfg.BaseURL).WithReviews(a.reviews), contentPages},
		RoutePages: contentPages.RoutePages(), Site: a.siteIdentity, Renderer: renderer,
		Cache: &storefront.PageCacheOptions{Sources: []storefront.CacheSource{a.catalog, a.content}, Now: a.now},
	})
	if err != nil {
		return nil, err
	}
	sitemaps := storefront.NewSitemaps(storefront.JoinSitemaps(storefront.NewContentSitemap(a.content, "shop"), a.catalog), a.cfg.BaseURL, a.logger)
	metrics := httpx.NewMetrics()
	metrics.Registry().MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "paddock_db_statements_total", Help: "SQL statements run, for statements per request in load tests.",
	}, func() float64 { return float64(a.db.Statements()) }))

	r := chi.NewRouter()
	r.Use(httpx.RequestID, httpx.AccessLog(a.logger), httpx.Recover(a.logger, storefrontHandler.ErrorPage),
		metrics.Middleware, httpx.SecurityHeaders(strings.HasPrefix(a.cfg.BaseURL, "https://"), a.paymentImageOrigins()...),
		middleware.GetHead, httpx.Compress())

	r.Get("/healthz", httpx.Healthz)
	r.Get("/readyz", httpx.Readyz(a.ready))
	r.Handle("/metrics", metrics.Handler(a.cfg.MetricsToken, a.cfg.TrustedProxies.Internal))
	documents, err := content.NewDocumentHandler(a.content, a.logger)
	if err != nil {
		return nil, err
	}
	r.Handle(media.DocumentPrefix+"*", documents)
	r.Handle("/media/*", a.media.Handler())
	r.Get("/robots.txt", sitemaps.ServeRobots)
	r.Get("/{lang}/sitemap.xml", func(w http.ResponseWriter, r *http.Request) {
		lang, ok := i18n.Parse(chi.URLParam(r, "lang"))
		if !ok {
			http.NotFound(w, r)
			return
		}
		sitemaps.ServeSitemap(w, r, lang)
	})

	clients := a.cfg.TrustedProxies.Middleware
	sessions, err := a.sessions.Middleware(session.HTTPOptions{
		Secure: strings.HasPrefix(a.cfg.BaseURL, "https://"), TrustedOrigins: []string{originOf(a.cfg.BaseURL)}, Logger: a.logger,
	})
	if err != nil {
		return nil, err
	}
	r.Group(func(r chi.Router) {
		r.Use(httpx.Timeout(gqlserver.Timeout), clients)
		r.With(sessions, a.staffPrincipal).Handle("/graphql", commerce)
		r.Handle("/api/content/graphql", contentAPI)
		r.Group(func(r chi.Router) {
			r.Use(sessions)
			customer.Routes(r, a.customer, a.logger)
			// Login as customer: the link staff open, the banner's state, its end.
			assist.Routes(r, a.assist, a.logger)
			// Invoices and credit notes: the owner's session or a guest's token.
			order.DocumentRoutes(r, a.orders, a.logger)
			// Return labels: the return's customer with the session.
			returns.LabelRoutes(r, a.returns, a.logger)
		})
	})
	// Files for file options: a guest's cart by its id, a customer's with
	// the session.
	r.With(httpx.Timeout(cart.OptionFileTimeout), clients, sessions).Group(func(r chi.Router) {
		cart.OptionFileRoutes(r, a.carts, a.logger)
	})
	r.With(httpx.Timeout(content.UploadTimeout), clients).Handle(content.UploadPath, content.NewUploadHandler(a.content, a.logger))

	if err := a.mountAdmin(r); err != nil {
		return nil, err
	}
	a.mountPayments(r)
	a.mountDevMail(r)
	storefrontHandler.Mount(r)
	return r, nil
}

// mountPayments mounts the providers' webhooks and, when enabled, the
// test provider's hosted pages.
func (a *App) mountPayments(r chi.Router) {
	r.With(httpx.Timeout(gqlserver.Timeout)).Post("/api/payment/{method}/webhook", func(w http.ResponseWriter, req *http.Request) {
		req.Body = http.MaxBytesReader(w, req.Body, 64<<10)
		err := a.payments.NotifyRequest(req.Context(), chi.URLParam(req, "method"), req)
		switch apperr.KindOf(err) {
		case apperr.Internal:
			if err != nil {
				a.logger.ErrorContext(req.Context(), "payment: notification", "error", err)
				http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
				return
			}
			w.WriteHeader(http.StatusOK)
		default: // refused: its status, a Retry-After when over the limit
			httpx.WriteError(req.Context(), w, nil, 0, err)
		}
	})
	if a.testpay != nil {
		pages := a.testpay.Handler(func(ctx context.Context, ref string) error {
			return a.payments.Notify(ctx, testpay.Code, ref)
		}, a.logger)
		r.Handle(testpay.Path+"*", pages)
	}
}

// paymentImageOrigins are where the payment methods' icons come from:
// Mollie's site, and the API's own address when it is not Mollie's (the
// local fake serves its icons).
func (a *App) paymentImageOrigins() []string {
	m := a.cfg.Mollie
	if !m.Enabled() {
		return nil
	}
	origins := []string{"https://www.mollie.com"}
	if u, err := url.Parse(m.APIURL); err == nil && u.Host != "" && u.Hostname() != "api.mollie.com" {
		origins = append(origins, u.Scheme+"://"+u.Host)
	}
	return origins
}

// checkCommerceStore accepts a Store header naming an existing store view.
func (a *App) checkCommerceStore(ctx context.Context, s storecode.Store) error {
	_, err := a.catalog.StoreByCode(ctx, s.Code())
	return err
}

// checkContentSite accepts a Store header naming an existing site; every
// site is kept in every locale.
func (a *App) checkContentSite(ctx context.Context, s storecode.Store) error {
	_, err := a.content.SiteByCode(ctx, s.Site)
	return err
}

// mountDevMail serves the local mailbox at /dev/mail, in developer mode
// only: it shows every mail the shop wrote, to anybody.
func (a *App) mountDevMail(r chi.Router) {
	if !a.cfg.Dev {
		return
	}
	h := mail.NewMailbox(a.db).DevHandler(a.logger)
	r.Get(mail.DevPath, h.ServeHTTP)
	r.Get(mail.DevPath+".json", h.ServeHTTP)
	r.Get(mail.DevPath+"/{id}", h.ServeHTTP)
}

// originOf is the scheme and host of the shop's public address, the
// origin its pages send requests from.
func originOf(baseURL string) string {
	u, err := url.Parse(baseURL)
	if err != nil {
		return baseURL
	}
	return u.Scheme + "://" + u.Host
}

// serverRenderer starts the storefront's server renderer, whose fetches
// reach the two GraphQL APIs in process (without sessions: a render speaks
// for nobody). nil when the storefront is not built or rendering on the
// server is switched off.
func (a *App) serverRenderer(commerce, content http.Handler, built bool) storefront.Renderer {
	bundle, ok := web.SSRBundle()
	if !built || !ok || !a.cfg.ServerRender {
		return nil
	}
	api := chi.NewRouter()
	api.Use(httpx.Timeout(gqlserver.Timeout))
	api.Handle("/graphql", commerce)
	api.Handle("/api/content/graphql", content)
	// A bundle that fails shows with the first render, which then leaves
	// the page to the browser (logged).
	engine := ssr.New(ssr.Options{Bundle: bundle, Isolates: runtime.GOMAXPROCS(0), API: api, Logger: a.logger})
	a.renderer = engine
	return engine
}
