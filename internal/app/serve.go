package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"paddock/internal/catalog"
)

func (a *App) ready(ctx context.Context) error {
	if a.draining.Load() {
		return errors.New("shutting down")
	}
	return a.db.Ping(ctx)
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
