// Package app wires Paddock together with plain constructors: database,
// files, search, background jobs, domain services, both GraphQL APIs, the
// storefront and the HTTP server.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"paddock/internal/blocks"
	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/content"
	"paddock/internal/directory"
	commercegraph "paddock/internal/graph/commerce"
	contentgraph "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/helpdesk"
	"paddock/internal/media"
	"paddock/internal/newsletter"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/search"
	"paddock/internal/platform/storecode"
	"paddock/internal/returns"
	"paddock/internal/storefront"
	"paddock/web"
)

// App is a wired Paddock: open database, files, search index, services and
// HTTP handler.
type App struct {
	cfg    config.Config
	logger *slog.Logger
	now    func() time.Time

	db     *db.DB
	bucket *blob.Bucket
	engine search.Engine
	jobs   *jobs.Queue

	catalog   catalog.Service
	content   content.Service
	directory directory.Service
	returns   returns.Service
	blocks    blocks.Service
	media     *media.Library

	mail       *mail.Outbox
	limiter    ratelimit.Limiter
	newsletter newsletter.Service
	helpdesk   helpdesk.Service

	handler http.Handler
	// draining is set when shutdown begins, so /readyz turns away new
	// traffic while requests in flight finish.
	draining atomic.Bool
}

// New opens the database (applying pending migrations), the file bucket and
// the search index, and builds the handler. Close releases what it opened.
func New(ctx context.Context, cfg config.Config, logger *slog.Logger) (*App, error) {
	a := &App{cfg: cfg, logger: logger, now: time.Now}
	if err := a.open(ctx); err != nil {
		return nil, errors.Join(err, a.Close())
	}
	return a, nil
}

func (a *App) open(ctx context.Context) (err error) {
	if a.db, err = Open(ctx, a.cfg, a.logger); err != nil {
		return err
	}
	if a.bucket, err = blob.Open(ctx, a.cfg.BlobURL); err != nil {
		return fmt.Errorf("open files at %s: %w", a.cfg.BlobURL, err)
	}
	if a.engine, err = openSearch(a.cfg, a.db); err != nil {
		return err
	}
	a.wireServices()
	if err = a.wireMail(ctx); err != nil {
		return err
	}
	a.wireContent()
	a.handler, err = a.routes()
	return err
}

// wireServices builds the domain services on the open resources.
func (a *App) wireServices() {
	a.jobs = jobs.New(a.db, a.logger)
	a.catalog = catalog.NewService(a.db, a.engine, a.jobs)
	a.jobs.Handle(catalog.ReindexJobKind, a.catalog.HandleReindexJob)
	a.directory = directory.NewService(a.db)
	a.returns = returns.NewService(a.db)
	a.blocks = blocks.NewService(a.db)
	a.media = media.NewLibrary(a.bucket, media.Options{Logger: a.logger})
}

func openSearch(cfg config.Config, d *db.DB) (search.Engine, error) {
	if cfg.Search == "postgres" {
		return search.OpenPostgres(d)
	}
	dir := filepath.Join(cfg.DataDir, "search", "products.bleve")
	engine, err := search.OpenBleve(dir)
	if err != nil {
		return nil, fmt.Errorf("open search index %s (is another paddock serve running on this data directory?): %w", dir, err)
	}
	return engine, nil
}

// Open connects to the configured database and migrates it.
func Open(ctx context.Context, cfg config.Config, logger *slog.Logger) (*db.DB, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", db.Redact(cfg.DatabaseURL), err)
	}
	applied, err := d.Migrate(ctx)
	if err != nil {
		_ = d.Close()
		return nil, err
	}
	if applied > 0 {
		logger.InfoContext(ctx, "database migrated", "dialect", d.Dialect(), "applied", applied)
	}
	return d, nil
}

// Close releases the search index, the file bucket and the database.
func (a *App) Close() error {
	var errs []error
	if a.engine != nil {
		errs = append(errs, a.engine.Close())
	}
	if a.bucket != nil {
		errs = append(errs, a.bucket.Close())
	}
	if a.db != nil {
		errs = append(errs, a.db.Close())
	}
	return errors.Join(errs...)
}

// Handler is the whole HTTP surface.
func (a *App) Handler() http.Handler { return a.handler }

func (a *App) routes() (http.Handler, error) {
	routes, err := httpx.ParseRoutes(web.RoutesJSON())
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
	contentPages := storefront.NewContentPages(a.content, a.cfg.BaseURL, "shop")
	storefrontHandler, err := httpx.NewStorefront(httpx.StorefrontOptions{
		Assets: assets, Routes: routes, UI: ui, BaseURL: a.cfg.BaseURL, Logger: a.logger,
		Pages:      []httpx.PageResolver{storefront.NewCatalogPages(a.catalog, a.cfg.BaseURL), contentPages},
		RoutePages: contentPages.RoutePages(),
	})
	if err != nil {
		return nil, err
	}
	sitemaps := storefront.NewSitemaps(storefront.JoinSitemaps(storefront.NewContentSitemap(a.content, "shop"), a.catalog), a.cfg.BaseURL, a.logger)
	metrics := httpx.NewMetrics()

	r := chi.NewRouter()
	r.Use(httpx.RequestID, httpx.AccessLog(a.logger), httpx.Recover(a.logger, storefrontHandler.ErrorPage),
		metrics.Middleware, httpx.SecurityHeaders(strings.HasPrefix(a.cfg.BaseURL, "https://")),
		middleware.GetHead, httpx.Compress())

	r.Get("/healthz", httpx.Healthz)
	r.Get("/readyz", httpx.Readyz(a.ready))
	r.Handle("/metrics", metrics.Handler(a.cfg.MetricsToken, a.cfg.TrustedProxies.Internal))
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

	commerce := gqlserver.New(commercegraph.NewExecutableSchema(commercegraph.Config{Resolvers: &commercegraph.Resolver{
		Catalog: a.catalog, Directory: a.directory, Returns: a.returns, Blocks: a.blocks,
		Newsletter: a.newsletter, Helpdesk: a.helpdesk,
		BaseURL: a.cfg.BaseURL, Now: a.now,
	}}), gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkCommerceStore, Cache: gqlserver.NewResponseCache(gqlserver.ResponseCacheOptions{
		// Catalogue reads only: their answers depend on nothing but the
		// store, the operation and the catalogue (see catalog.Service's
		// CacheVersion). Anything about a customer or cart must never be
		// listed here.
		Fields: []string{"products", "categories", "categoryList", "route", "customAttributeMetadata", "availableStores", "storeConfig"},
		Source: a.catalog, Now: a.now, Logger: a.logger,
	})})
	contentAPI := gqlserver.New(contentgraph.NewExecutableSchema(contentgraph.Config{Resolvers: &contentgraph.Resolver{
		Content: a.content,
	}}), gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkContentSite, Cache: gqlserver.NewResponseCache(gqlserver.ResponseCacheOptions{
		// Reads that depend on nothing but the site, the language, the
		// operation and the content's revision. SalesEvents count down by
		// the clock and are never kept.
		Fields: []string{"Sites", "Site", "Pages", "Page", "Clubs", "Form"},
		Source: a.content, Now: a.now, Logger: a.logger,
	})})
	clients := a.cfg.TrustedProxies.Middleware
	r.Group(func(r chi.Router) {
		r.Use(httpx.Timeout(gqlserver.Timeout), clients)
		r.Handle("/graphql", commerce)
		r.Handle("/api/content/graphql", contentAPI)
	})
	r.With(httpx.Timeout(content.UploadTimeout), clients).Handle(content.UploadPath, content.NewUploadHandler(a.content, a.logger))

	a.mountDevMail(r)
	storefrontHandler.Mount(r)
	return r, nil
}

func (a *App) ready(ctx context.Context) error {
	if a.draining.Load() {
		return errors.New("shutting down")
	}
	return a.db.Ping(ctx)
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

// Serve answers HTTP on ln and runs the background jobs until ctx ends,
// then stops accepting, lets the requests in flight finish (up to the
// shutdown timeout) and returns. A missing search index is rebuilt in the
// background meanwhile.
func (a *App) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           a.handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      90 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(a.logger.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	workCtx, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	var work sync.WaitGroup
	work.Add(2)
	go func() { defer work.Done(); a.jobs.Run(workCtx) }()
	go func() { defer work.Done(); a.ensureIndex(workCtx) }()
	defer func() { stopWork(); work.Wait() }()

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	a.logger.Info("paddock is listening", "address", ln.Addr().String(), "base_url", a.cfg.BaseURL,
		"database", a.db.Dialect(), "search", a.cfg.Search)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	a.draining.Store(true)
	a.logger.Info("shutting down; finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	a.logger.Info("stopped")
	return nil
}

// ensureIndex rebuilds the search index when it is empty while products
// exist (a new data directory, a lost index, a switch of engine). The full
// rebuild covers the reindex jobs already waiting, so those are dropped. A
// failed rebuild is tried again after a pause, a few times.
func (a *App) ensureIndex(ctx context.Context) {
	for _, pause := range []time.Duration{0, 5 * time.Second, 30 * time.Second, 2 * time.Minute, 10 * time.Minute} {
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		if a.rebuildIndexIfEmpty(ctx) {
			return
		}
	}
}

// rebuildIndexIfEmpty reports whether the index is in place.
func (a *App) rebuildIndexIfEmpty(ctx context.Context) bool {
	n, err := a.engine.Count(ctx)
	if err != nil {
		a.logger.ErrorContext(ctx, "search: count index", "error", err)
		return false
	}
	if n > 0 {
		return true
	}
	start := a.now()
	if dropped, err := a.jobs.DiscardDue(ctx, catalog.ReindexJobKind); err == nil && dropped > 0 {
		a.logger.InfoContext(ctx, "search: full rebuild replaces waiting reindex jobs", "jobs", dropped)
	}
	if err := a.catalog.RebuildIndex(ctx); err != nil {
		if ctx.Err() == nil {
			a.logger.ErrorContext(ctx, "search: rebuild index", "error", err)
		}
		return false
	}
	if n, err := a.engine.Count(ctx); err == nil && n > 0 {
		a.logger.InfoContext(ctx, "search: index rebuilt", "products", n, "took", a.now().Sub(start).Round(time.Millisecond))
	}
	return true
}

// ShutdownTimeout is how long requests in flight may take to finish.
const ShutdownTimeout = 25 * time.Second

// SeedOptions choose what Seed loads besides the demo shop.
type SeedOptions struct {
	// Products adds this many generated products for benchmarks.
	Products int
	// Progress receives progress lines of the generator; nil for none.
	Progress io.Writer
	// ImageSize draws the demo images this many pixels wide and high
	// instead of full size; tests use it to save time.
	ImageSize int
}

// Seed fills the database with the demo shop: store views, site, countries,
// return reasons, CMS blocks and the demo catalogue with its images.
// Running it twice is safe. Search indexing is left to the jobs that the
// catalogue enqueues, which paddock serve works through.
func Seed(ctx context.Context, cfg config.Config, logger *slog.Logger, opts SeedOptions) error {
	d, err := Open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer d.Close()
	bucket, err := blob.Open(ctx, cfg.BlobURL)
	if err != nil {
		return fmt.Errorf("open files at %s: %w", cfg.BlobURL, err)
	}
	defer bucket.Close()

	for _, seed := range []func(context.Context, *db.DB) error{catalog.Seed, directory.Seed, returns.Seed, blocks.Seed} {
		if err := seed(ctx, d); err != nil {
			return err
		}
	}
	if err := content.Seed(ctx, d, cfg.BaseURL); err != nil {
		return err
	}
	// No engine: the catalogue enqueues reindex jobs in the same
	// transactions as its saves.
	cat := catalog.NewService(d, nil, jobs.New(d, logger))
	images := imageStore{lib: media.NewLibrary(bucket, media.Options{Logger: logger}), bucket: bucket}
	now := time.Now()
	if err := demoSeed(ctx, cat, images, now, opts.ImageSize); err != nil {
		return fmt.Errorf("demo catalogue: %w", err)
	}
	if err := demoContent(ctx, d, cat, images, now, opts.ImageSize, logger); err != nil {
		return fmt.Errorf("demo content: %w", err)
	}
	if opts.Products > 0 {
		if err := demoGenerate(ctx, cat, images, opts.Products, now, opts.Progress); err != nil {
			return fmt.Errorf("generate %d products: %w", opts.Products, err)
		}
	}
	logger.InfoContext(ctx, "demo data in place", "database", d.Dialect(), "generated_products", opts.Products)
	return nil
}
