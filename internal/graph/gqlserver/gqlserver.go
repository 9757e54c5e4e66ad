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
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"paddock/internal/platform/apperr"
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
	// RequestContext, when set, adds to each request's context what the
	// API's resolvers share within one request, such as batch loaders; it
	// runs once the Store header is read.
	RequestContext func(context.Context) context.Context
	// Now is the clock of the response cache and of the budget of refused
	// requests; time.Now when nil.
	Now func() time.Time
	// PostOnlyFields are top-level fields whose arguments carry a
	// credential, such as a cart id: an operation selecting one is refused
	// when sent as GET (405, "METHOD_NOT_ALLOWED"), so the credential never
	// stands in a URL that browser histories, logs and caches keep, and its
	// answers are marked Cache-Control: no-store. Such fields must never
	// be among a ResponseCache's fields.
	PostOnlyFields []string
	// NoPersistedQueries refuses queries sent by their hash (Apollo's
	// APQ): an API whose every field needs a session keeps no queries
	// that strangers could register.
	NoPersistedQueries bool
	// BrowserLocale takes the language of a request without a Store
	// header from its Accept-Language (the back office's, whose screens
	// name no store), instead of the default store's.
	BrowserLocale bool
	// AroundFields are field middlewares of the API, run inside the
	// server's own (gqlgen's AroundFields), in order.
	AroundFields []graphql.FieldMiddleware
}

// New returns the HTTP handler serving schema.
func New(schema graphql.ExecutableSchema, opts Options) http.Handler {
	h, _ := build(schema, opts)
	return h
}

// build returns the handler and its admission, which tests look into.
func build(schema graphql.ExecutableSchema, opts Options) (http.Handler, *admission) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	srv := handler.New(schema)
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{}) // gqlgen refuses mutations over GET
	srv.AddTransport(transport.POST{})
	adm := newAdmission(&limits{maxDepth: MaxDepth, maxComplexity: MaxComplexity, maxAliases: MaxAliases, introspection: opts.Dev})
	adm.postOnly = newPostOnly(opts.PostOnlyFields)
	adm.noPersisted = opts.NoPersistedQueries
	if opts.Cache != nil {
		for _, f := range opts.PostOnlyFields {
			if opts.Cache.fields[f] {
				panic("gqlserver: " + f + " is post-only and may not be cached")
			}
		}
	}
	srv.SetQueryCache(documentCache{adm})
	srv.SetParserTokenLimit(maxTokens)
	srv.SetValidationRulesFn(func() *rules.Rules { return validationRules(opts.Dev) })
	srv.Use(adm)
	if opts.Dev {
		srv.Use(extension.Introspection{})
	}
	srv.SetDisableSuggestion(!opts.Dev)
	srv.SetErrorPresenter(presenter(opts.Logger, opts.Dev))
	srv.AroundFields(splitJoined)
	for _, m := range opts.AroundFields {
		srv.AroundFields(m)
	}
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		opts.Logger.ErrorContext(ctx, "graphql: panic in resolver", "panic", p, "stack", string(debug.Stack()))
		return apperr.New(apperr.Internal, "errors.internal")
	})
	var h http.Handler = srv
	if opts.Cache != nil {
		h = opts.Cache.wrap(srv)
	}
	return withRequest(h, opts, adm, newRefusals(opts.Now)), adm
}

// WriteError answers a request-level error as a GraphQL response.
func WriteError(ctx context.Context, w http.ResponseWriter, status int, err error, logger *slog.Logger) {
	body := graphql.Response{Errors: gqlerror.List{presenter(logger, false)(ctx, err)}}
	retryAfterHeader(w, err)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

// presenter turns any error into a GraphQL error a stranger may read.
// Outside developer mode, validation errors name no part of the schema.
func presenter(logger *slog.Logger, dev bool) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		if apperr.ClientGone(ctx, err) {
			// The client went away, however the error is wrapped;
			// nothing failed on our side.
			logger.DebugContext(ctx, "graphql: request cancelled by the client", "error", err)
			return withApp(ctx, err, apperr.New(apperr.Internal, "errors.internal"))
		}
		var app *apperr.Error
		if errors.As(err, &app) {
			if app.Kind == apperr.Internal && app.Cause != nil {
				logger.ErrorContext(ctx, "graphql: unexpected error", "error", app.Cause)
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
				// their messages describe the query, never our data, but
				// validation's name the schema's types and fields.
				if !dev {
					return withoutSchemaNames(ctx, gqlErr)
				}
				return gqlErr
			}
		}
		logger.ErrorContext(ctx, "graphql: unexpected error", "error", err)
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
	if secs := app.RetryAfterSeconds(); secs > 0 {
		out.Extensions["retryAfter"] = secs
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
