// Package apperr gives errors a kind that maps to a public code, and a
// message key that is translated for the person who reads it. The cause is
// kept for the log and never shown.
package apperr

import (
	"context"
	"errors"
	"fmt"
	"time"

	"paddock/internal/platform/i18n"
)

// Kind classifies an error for clients.
type Kind int

// The kinds. Invalid is for bad input; Internal for everything unexpected.
const (
	Internal Kind = iota
	Invalid
	NotFound
	Unauthenticated
	Forbidden
	Conflict
	RateLimited
	Unavailable
	// AuthenticationFailed is a sign-in with wrong credentials: unlike
	// Unauthenticated it does not mean an existing session ended, so the
	// storefront shows it on the form instead of signing out.
	AuthenticationFailed
)

// Code is the GraphQL extensions.code of a kind.
func (k Kind) Code() string {
	switch k {
	case Invalid:
		return "BAD_USER_INPUT"
	case NotFound:
		return "NOT_FOUND"
	case Unauthenticated:
		return "UNAUTHENTICATED"
	case Forbidden:
		return "FORBIDDEN"
	case Conflict:
		return "CONFLICT"
	case RateLimited:
		return "TOO_MANY_REQUESTS"
	case Unavailable:
		return "SERVICE_UNAVAILABLE"
	case AuthenticationFailed:
		return "AUTHENTICATION_FAILED"
	default:
		return "INTERNAL_SERVER_ERROR"
	}
}

// Category is the Magento GraphQL extensions.category of a kind. Storefronts
// (ours and PWA Studio's) sign a customer out on "graphql-authorization",
// so only Unauthenticated (no session, or one that ended) answers it; a
// Forbidden request (refused for what it asks while the session is fine,
// such as a cross-site write) keeps Magento's general "graphql" and leaves
// the customer signed in.
func (k Kind) Category() string {
	switch k {
	case Invalid:
		return "graphql-input"
	case NotFound:
		return "graphql-no-such-entity"
	case Unauthenticated:
		return "graphql-authorization"
	case Conflict:
		return "graphql-already-exists"
	case AuthenticationFailed:
		return "graphql-authentication"
	default:
		return "graphql"
	}
}

// HTTPStatus is the status a REST handler answers for a kind.
func (k Kind) HTTPStatus() int {
	switch k {
	case Invalid:
		return 400
	case NotFound:
		return 404
	case Unauthenticated, AuthenticationFailed:
		return 401
	case Forbidden:
		return 403
	case Conflict:
		return 409
	case RateLimited:
		return 429
	case Unavailable:
		return 503
	default:
		return 500
	}
}

// Error is an error a person may read: Key names the message in the
// server's catalog, Args fill its placeholders, Cause is for the log.
type Error struct {
	Kind  Kind
	Key   string
	Args  []any
	Field string
	Cause error
	// RetryAfter, on a RateLimited error, is how long the client should
	// wait before trying again; zero when unknown.
	RetryAfter time.Duration
}

// New returns an error of the kind with a message key and name/value args.
func New(kind Kind, key string, args ...any) *Error {
	return &Error{Kind: kind, Key: key, Args: args}
}

// Wrap returns an Internal error that keeps cause for the log.
func Wrap(cause error, op string) *Error {
	return &Error{Kind: Internal, Key: "errors.internal", Cause: fmt.Errorf("%s: %w", op, cause)}
}

// OnField names the input field the error is about.
func (e *Error) OnField(field string) *Error { e.Field = field; return e }

// After says how long the client should wait before trying again.
func (e *Error) After(d time.Duration) *Error { e.RetryAfter = d; return e }

// RetryAfterSeconds is RetryAfter in whole seconds, rounded up (the unit
// of HTTP's Retry-After); 0 when there is none.
func (e *Error) RetryAfterSeconds() int {
	if e.RetryAfter <= 0 {
		return 0
	}
	return int((e.RetryAfter + time.Second - 1) / time.Second)
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("%s (%s)", e.Key, e.Kind.Code())
	if e.Cause != nil {
		msg += ": " + e.Cause.Error()
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Cause }

// Message translates the error for the locale in ctx.
func (e *Error) Message(ctx context.Context) string {
	return i18n.Messages().T(i18n.LocaleFrom(ctx), e.Key, e.Args...)
}

// As returns the *Error in err's chain, or an Internal one wrapping err.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Kind: Internal, Key: "errors.internal", Cause: err}
}

// ClientGone reports whether err is the cancellation of the request in
// ctx: its client hung up, and nothing failed on the server's side, so it
// is no error to log as one.
func ClientGone(ctx context.Context, err error) bool {
	return err != nil && ctx.Err() != nil && errors.Is(err, context.Canceled)
}

// KindOf returns the kind of err; Internal when it carries none.
func KindOf(err error) Kind { return As(err).Kind }
