// Package gqlserver builds the HTTP handler both GraphQL APIs share: the
// Store header, Paddock's limits, automatic persisted queries, GET for
// queries only, introspection only in developer mode, and an error
// presenter that answers extensions.code and a translated, safe message.
package gqlserver

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"runtime/debug"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// Limits of every GraphQL request (DESIGN.md section 5).
const (
	MaxDepth      = 10
	MaxComplexity = 300
	MaxAliases    = 30
	// MaxBodyBytes bounds a request body; real operations are a few KB.
	MaxBodyBytes = 256 << 10
	// maxTokens bounds the work of parsing one document.
	maxTokens = 10000
)

// Options configure a GraphQL handler.
type Options struct {
	// Dev turns on introspection and field suggestions.
	Dev bool
	// Logger receives internal errors and panics.
	Logger *slog.Logger
	// CheckStore reports whether the store named by the Store header exists
	// for this API; it returns an apperr error when not.
	CheckStore func(ctx context.Context, s storecode.Store) error
	// Cache, when set, keeps answers of read-only operations (see
	// ResponseCache).
	Cache *ResponseCache
}

// New returns the HTTP handler serving schema.
func New(schema graphql.ExecutableSchema, opts Options) http.Handler {
	srv := handler.New(schema)
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{}) // gqlgen refuses mutations over GET
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(maxTokens)
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](1000)})
	if opts.Dev {
		srv.Use(extension.Introspection{})
	}
	srv.SetDisableSuggestion(!opts.Dev)
	srv.Use(&limits{maxDepth: MaxDepth, maxComplexity: MaxComplexity, maxAliases: MaxAliases})
	srv.SetErrorPresenter(presenter(opts.Logger))
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		opts.Logger.ErrorContext(ctx, "graphql: panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return apperr.New(apperr.Internal, "errors.internal")
	})
	var h http.Handler = srv
	if opts.Cache != nil {
		h = opts.Cache.wrap(srv)
	}
	return withStore(h, opts)
}

// withStore reads the Store header into the request context, after
// checking that the store exists, and bounds the request body.
func withStore(next http.Handler, opts Options) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if r.ContentLength > MaxBodyBytes {
			ctx = i18n.WithLocale(ctx, i18n.Negotiate(r.Header.Get("Accept-Language")))
			WriteError(ctx, w, http.StatusRequestEntityTooLarge,
				apperr.New(apperr.Invalid, "errors.input.bodyTooLarge", "max", MaxBodyBytes/1024), opts.Logger)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
		s, err := storecode.Parse(r.Header.Get(storecode.HeaderName))
		if err == nil && opts.CheckStore != nil {
			err = opts.CheckStore(ctx, s)
		}
		if err != nil {
			// The header's language is unknown; the visitor's browser decides.
			ctx = i18n.WithLocale(ctx, i18n.Negotiate(r.Header.Get("Accept-Language")))
			WriteError(ctx, w, http.StatusBadRequest, err, opts.Logger)
			return
		}
		next.ServeHTTP(w, r.WithContext(storecode.With(ctx, s)))
	})
}

// WriteError answers a request-level error as a GraphQL response.
func WriteError(ctx context.Context, w http.ResponseWriter, status int, err error, logger *slog.Logger) {
	body := graphql.Response{Errors: gqlerror.List{presenter(logger)(ctx, err)}}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// presenter turns any error into a GraphQL error a stranger may read.
func presenter(logger *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		var app *apperr.Error
		if errors.As(err, &app) {
			if app.Kind == apperr.Internal && app.Cause != nil {
				logger.ErrorContext(ctx, "graphql: internal error", "error", app.Cause)
			}
			return withApp(ctx, err, app)
		}
		var gqlErr *gqlerror.Error
		if errors.As(err, &gqlErr) {
			if errors.As(gqlErr.Err, &app) {
				return withApp(ctx, gqlErr, app)
			}
			if gqlErr.Err == nil {
				// Parser, validation and transport errors from gqlgen itself:
				// their messages describe the query, never our data.
				return gqlErr
			}
		}
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			// The client went away; nothing failed on our side.
			logger.DebugContext(ctx, "graphql: request cancelled by the client", "error", err)
		} else {
			logger.ErrorContext(ctx, "graphql: unexpected error", "error", err)
		}
		return withApp(ctx, err, apperr.New(apperr.Internal, "errors.internal"))
	}
}

func withApp(ctx context.Context, err error, app *apperr.Error) *gqlerror.Error {
	out := &gqlerror.Error{
		Message: app.Message(ctx),
		Extensions: map[string]any{
			"code":     app.Kind.Code(),
			"category": app.Kind.Category(),
		},
	}
	if app.Field != "" {
		out.Extensions["field"] = app.Field
	}
	var gqlErr *gqlerror.Error
	if errors.As(err, &gqlErr) {
		out.Path, out.Locations = gqlErr.Path, gqlErr.Locations
	} else if fc := graphql.GetFieldContext(ctx); fc != nil {
		out.Path = fc.Path()
	}
	return out
}

// Timeout is the longest a GraphQL request may run.
const Timeout = 30 * time.Second
