// Package app wires Paddock together with plain constructors: database,
// domain services, both GraphQL APIs, the storefront and the HTTP server.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"paddock/internal/catalog"
	"paddock/internal/config"
	"paddock/internal/content"
	commercegraph "paddock/internal/graph/commerce"
	contentgraph "paddock/internal/graph/content"
	"paddock/internal/graph/gqlserver"
	"paddock/internal/platform/db"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
	"paddock/web"
)

// App is a wired Paddock: open database, services and HTTP handler.
type App struct {
	cfg     config.Config
	logger  *slog.Logger
	db      *db.DB
	catalog catalog.Service
	content content.Service
	handler http.Handler
	// draining is set when shutdown begins, so /readyz turns away new
	// traffic while requests in flight finish.
	draining atomic.Bool
}

// New opens the database, applies pending migrations and builds the
// handler. Close releases what it opened.
func New(ctx context.Context, cfg config.Config, logger *slog.Logger) (*App, error) {
	d, err := Open(ctx, cfg, logger)
	if err != nil {
		return nil, err
	}
	a := &App{cfg: cfg, logger: logger, db: d, catalog: catalog.NewService(d), content: content.NewService(d)}
	if a.handler, err = a.routes(); err != nil {
		_ = d.Close()
		return nil, err
	}
	return a, nil
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

// Close closes the database.
func (a *App) Close() error { return a.db.Close() }

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
	storefront, err := httpx.NewStorefront(httpx.StorefrontOptions{
		Assets: assets, Routes: routes, UI: ui, BaseURL: a.cfg.BaseURL, Logger: a.logger,
	})
	if err != nil {
		return nil, err
	}
	metrics := httpx.NewMetrics()

	r := chi.NewRouter()
	r.Use(httpx.RequestID, httpx.AccessLog(a.logger), httpx.Recover(a.logger, storefront.ErrorPage),
		metrics.Middleware, httpx.SecurityHeaders(strings.HasPrefix(a.cfg.BaseURL, "https://")),
		middleware.GetHead, httpx.Compress())

	r.Get("/healthz", httpx.Healthz)
	r.Get("/readyz", httpx.Readyz(a.ready))
	r.Handle("/metrics", metrics.Handler(a.cfg.MetricsToken))

	commerce := gqlserver.New(commercegraph.NewExecutableSchema(commercegraph.Config{Resolvers: &commercegraph.Resolver{
		Catalog: a.catalog, BaseURL: a.cfg.BaseURL,
	}}), gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkCommerceStore})
	contentAPI := gqlserver.New(contentgraph.NewExecutableSchema(contentgraph.Config{Resolvers: &contentgraph.Resolver{
		Content: a.content,
	}}), gqlserver.Options{Dev: a.cfg.Dev, Logger: a.logger, CheckStore: a.checkContentSite})
	r.Group(func(r chi.Router) {
		r.Use(httpx.Timeout(gqlserver.Timeout))
		r.Handle("/graphql", commerce)
		r.Handle("/api/content/graphql", contentAPI)
	})

	storefront.Mount(r)
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

// Serve answers HTTP on ln until ctx ends, then stops accepting, lets the
// requests in flight finish (up to the shutdown timeout) and returns.
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
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	a.logger.Info("paddock is listening", "address", ln.Addr().String(), "base_url", a.cfg.BaseURL, "database", a.db.Dialect())

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

// ShutdownTimeout is how long requests in flight may take to finish.
const ShutdownTimeout = 25 * time.Second

// Seed fills the database with the demo shop; running it twice is safe.
func Seed(ctx context.Context, cfg config.Config, logger *slog.Logger) error {
	d, err := Open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := catalog.Seed(ctx, d); err != nil {
		return err
	}
	if err := content.Seed(ctx, d, cfg.BaseURL); err != nil {
		return err
	}
	logger.InfoContext(ctx, "demo data in place", "database", d.Dialect())
	return nil
}
