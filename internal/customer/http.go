package customer

import (
	"encoding/json"
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// REST paths of the session calls (SPEC.md sections 6 and 7).
const (
	SignInPath  = "/api/auth/sign-in"
	SessionPath = "/api/_auth/session"
)

// maxSignInBody bounds the sign-in request: an address and a password.
const maxSignInBody = 4 << 10

// User is the signed-in customer as the session calls answer it: enough
// for the storefront's header and greeting, nothing more.
type User struct {
	Email     string `json:"email"`
	Firstname string `json:"firstname"`
	Lastname  string `json:"lastname"`
}

// SessionAnswer is GET /api/_auth/session's answer: {"user": …} when
// signed in, {} otherwise.
type SessionAnswer struct {
	User *User `json:"user,omitempty"`
}

func userOf(c Customer) *User {
	return &User{Email: c.Email, Firstname: c.Firstname, Lastname: c.Lastname}
}

// Routes mounts the session calls on r, which must run the session
// middleware (session.Manager.Middleware) and the client middleware
// (ratelimit.Proxies.Middleware):
//
//	POST   /api/auth/sign-in    {email, password} → {user}, sets the cookie
//	GET    /api/_auth/session   → {user} or {}
//	DELETE /api/_auth/session   signs out, clears the cookie → {}
func Routes(r chi.Router, svc Service, logger *slog.Logger) {
	h := &handlers{svc: svc, logger: logger}
	r.Post(SignInPath, h.signIn)
	r.Get(SessionPath, h.session)
	r.Delete(SessionPath, h.signOut)
}

type handlers struct {
	svc    Service
	logger *slog.Logger
}

// origin is the store (the Store header the storefront sends, else shop
// in the request's language) and the client of a REST request.
func origin(r *http.Request) (Origin, error) {
	store, err := storecode.Parse(r.Header.Get(storecode.HeaderName))
	if err != nil {
		return Origin{}, err
	}
	if r.Header.Get(storecode.HeaderName) == "" {
		store.Locale = httpx.RequestLocale(r)
	}
	return Origin{Store: store, Client: ratelimit.ClientFrom(r.Context()), Device: session.Device(r.Context())}, nil
}

func (h *handlers) fail(w http.ResponseWriter, r *http.Request, err error) {
	httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, h.logger, 0, err)
}

func (h *handlers) signIn(w http.ResponseWriter, r *http.Request) {
	// A foreign page must not sign a browser in, not even to an account
	// of the attacker's (login CSRF).
	if err := session.CheckSameOrigin(r); err != nil {
		h.fail(w, r, err)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		h.fail(w, r, apperr.New(apperr.Invalid, "customer.http.json"))
		return
	}
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxSignInBody))
	if err := dec.Decode(&in); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, h.logger, http.StatusRequestEntityTooLarge,
				apperr.New(apperr.Invalid, "customer.http.json"))
			return
		}
		h.fail(w, r, apperr.New(apperr.Invalid, "customer.http.json"))
		return
	}
	from, err := origin(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	ctx := storecode.With(r.Context(), from.Store)
	var f apperr.Fields
	if strings.TrimSpace(in.Email) == "" {
		f.Add("email", "input.required")
	}
	if in.Password == "" {
		f.Add("password", "input.required")
	}
	if err := f.Err(); err != nil {
		h.fail(w, r.WithContext(ctx), err)
		return
	}
	signed, err := h.svc.SignIn(ctx, in.Email, in.Password, session.ViaCookie, from)
	if err != nil {
		h.fail(w, r.WithContext(ctx), err)
		return
	}
	// A browser signing in again leaves its earlier session behind; an
	// API client's bearer token is not the browser's to end.
	if session.ViaOf(ctx) == session.ViaCookie {
		if err := session.End(ctx); err != nil {
			h.logger.WarnContext(ctx, "customer: end the earlier session", "error", err)
		}
	}
	session.SetCookie(ctx, signed.Token, signed.Session)
	session.SetDevice(ctx, signed.Device, signed.DeviceExpires)
	httpx.WriteJSON(w, http.StatusOK, SessionAnswer{User: userOf(signed.Customer)})
}

func (h *handlers) session(w http.ResponseWriter, r *http.Request) {
	s, ok, err := session.Current(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if !ok || s.Kind != session.Customer {
		httpx.WriteJSON(w, http.StatusOK, SessionAnswer{})
		return
	}
	c, err := h.svc.Get(r.Context(), s.SubjectID)
	if apperr.KindOf(err) == apperr.NotFound {
		// The account is gone; so is its session.
		_ = session.End(r.Context())
		httpx.WriteJSON(w, http.StatusOK, SessionAnswer{})
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, SessionAnswer{User: userOf(c)})
}

func (h *handlers) signOut(w http.ResponseWriter, r *http.Request) {
	if err := session.End(r.Context()); err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, SessionAnswer{})
}
