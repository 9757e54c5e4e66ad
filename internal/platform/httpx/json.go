package httpx

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

// RequestLocale is the language a REST answer is written in: the Store
// header's (shop_en), which the storefront sends with every call, else the
// paddock_locale cookie, else Accept-Language, else German.
func RequestLocale(r *http.Request) i18n.Locale {
	if s, err := storecode.Parse(r.Header.Get(storecode.HeaderName)); err == nil && r.Header.Get(storecode.HeaderName) != "" {
		return s.Locale
	}
	cookie := ""
	if c, err := r.Cookie(i18n.CookieName); err == nil {
		cookie = c.Value
	}
	return i18n.Choose(cookie, r.Header.Get("Accept-Language"))
}

// WriteJSON answers v as JSON with the status, never to be kept by a
// cache.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// StatusClientClosedRequest is the status of an answer to a client that
// hung up before it came (nginx's 499): the access log shows it, at info
// level, and no one else sees it.
const StatusClientClosedRequest = 499

// ErrorBody is a REST error answer: {"error": {"message", "code", "field"}}.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the translated message, the public code of the error's
// kind and the input field it is about, if any.
type ErrorDetail struct {
	Message string `json:"message"`
	Code    string `json:"code"`
	Field   string `json:"field,omitempty"`
}

// WriteError answers err as a REST error in the locale of ctx: the status
// of its kind (status overrides it when not 0), a Retry-After header on a
// rate-limited one. Internal errors are logged and answered with a
// generic message. An error that is the request's own cancellation (the
// client hung up) is no failure of the shop: it is logged at debug level
// and answered StatusClientClosedRequest, which nobody reads.
func WriteError(ctx context.Context, w http.ResponseWriter, logger *slog.Logger, status int, err error) {
	if apperr.ClientGone(ctx, err) {
		if logger != nil {
			logger.DebugContext(ctx, "request cancelled by the client", "error", err)
		}
		w.WriteHeader(StatusClientClosedRequest)
		return
	}
	app := apperr.As(err)
	if status == 0 {
		status = app.Kind.HTTPStatus()
	}
	if app.Kind == apperr.Internal && logger != nil {
		logger.ErrorContext(ctx, "request failed", "error", err)
	}
	if secs := app.RetryAfterSeconds(); secs > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(secs))
	}
	WriteJSON(w, status, ErrorBody{Error: ErrorDetail{Message: app.Message(ctx), Code: app.Kind.Code(), Field: app.Field}})
}
