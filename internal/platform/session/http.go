package session

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// CookieName is the browser's session cookie.
const CookieName = "paddock_session"

// DeviceCookieName is the cookie of a browser that has signed in to an
// account before (package customer signs and reads its value): it lets
// that browser past the account-wide lock of failed sign-ins. It is no
// credential: it opens nothing by itself.
const DeviceCookieName = "paddock_device"

// maxTokenHeader bounds what is read of an Authorization header or cookie
// before it is refused as malformed.
const maxTokenHeader = 512

// HTTPOptions configure the HTTP side of the sessions.
type HTTPOptions struct {
	// Secure marks the cookie Secure: the shop answers over https.
	Secure bool
	// TrustedOrigins are origins besides the request's own host whose
	// cross-origin requests may change something with the cookie (the
	// shop's public address when a proxy rewrites Host).
	TrustedOrigins []string
	// Logger receives lookup failures of the database.
	Logger *slog.Logger
	// Cookie is the session's cookie: the customers' (CookieName on /,
	// SameSite=Lax) when its Name is empty.
	Cookie Cookie
	// CookieOnly ignores the Authorization header: the session comes
	// only in the cookie (the staff's back office has no API clients).
	CookieOnly bool
}

// Cookie describes a session cookie. It is always HttpOnly, and Secure
// when HTTPOptions.Secure.
type Cookie struct {
	Name string
	// Path limits where the browser sends it ("/admin").
	Path string
	// Strict sends it with same-site requests only (SameSite=Strict);
	// Lax otherwise, so a link from a mail into the shop keeps the
	// customer signed in.
	Strict bool
}

// sameSite is the cookie's SameSite attribute.
func (c Cookie) sameSite() http.SameSite {
	if c.Strict {
		return http.SameSiteStrictMode
	}
	return http.SameSiteLaxMode
}

// Middleware reads the request's credentials (the Authorization header,
// else the paddock_session cookie) into the context, where Current and
// Require look the session up once, on first use. It answers 403 to a
// request that would change something (any method but GET, HEAD,
// OPTIONS) with the cookie but comes from another site: the browser's
// Sec-Fetch-Site, else its Origin, must name this shop
// (http.CrossOriginProtection); API clients with bearer tokens are not
// affected. Answers to requests with credentials are marked
// Cache-Control: no-store, so no shared cache keeps what belongs to one
// customer; a cookie that names no live session is cleared.
func (m *Manager) Middleware(opts HTTPOptions) (func(http.Handler) http.Handler, error) {
	cop := http.NewCrossOriginProtection()
	for _, origin := range opts.TrustedOrigins {
		if err := cop.AddTrustedOrigin(origin); err != nil {
			return nil, err
		}
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Cookie.Name == "" {
		opts.Cookie = Cookie{Name: CookieName, Path: "/"}
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			st := &state{m: m, opts: opts, cop: cop}
			st.token, st.via = credentials(r, opts.Cookie.Name, opts.CookieOnly)
			if c, err := r.Cookie(DeviceCookieName); err == nil && len(c.Value) <= maxTokenHeader {
				st.device = c.Value
			}
			if st.via == ViaCookie && !safeMethod(r.Method) {
				if err := cop.Check(r); err != nil {
					writeRefusal(w, r, apperr.New(apperr.Forbidden, "session.crossSite"))
					return
				}
			}
			sw := &writer{ResponseWriter: w, st: st}
			next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), stateKey{}, st)))
		})
	}, nil
}

// CheckSameOrigin refuses a request from another site, for handlers that
// must not be called cross-site although they carry no session yet (the
// sign-in form: a foreign page must not sign a browser in to an account
// of the attacker's). Behind Middleware it trusts the same origins as the
// middleware does (HTTPOptions.TrustedOrigins).
func CheckSameOrigin(r *http.Request) error {
	cop := http.NewCrossOriginProtection()
	if st := stateFrom(r.Context()); st != nil && st.cop != nil {
		cop = st.cop
	}
	if err := cop.Check(r); err != nil {
		return apperr.New(apperr.Forbidden, "session.crossSite")
	}
	return nil
}

func safeMethod(method string) bool {
	return method == http.MethodGet || method == http.MethodHead || method == http.MethodOptions
}

// credentials reads the token a request carries and how: an Authorization
// header (Bearer, or a bare token) wins over the cookie.
func credentials(r *http.Request, cookie string, cookieOnly bool) (string, Via) {
	if h := strings.TrimSpace(r.Header.Get("Authorization")); h != "" && !cookieOnly {
		if len(h) > maxTokenHeader {
			return "", ViaBearer
		}
		if scheme, token, ok := strings.Cut(h, " "); ok && strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(token), ViaBearer
		}
		return h, ViaBearer
	}
	if c, err := r.Cookie(cookie); err == nil && c.Value != "" {
		if len(c.Value) > maxTokenHeader {
			return "", ViaCookie
		}
		return c.Value, ViaCookie
	}
	return "", ""
}

type stateKey struct{}

// state is what the middleware knows of one request's session.
type state struct {
	m    *Manager
	opts HTTPOptions
	// cop is the middleware's cross-origin check, with its trusted
	// origins.
	cop   *http.CrossOriginProtection
	token string
	// via is how the credentials came; "" when there were none.
	via Via

	once    sync.Once
	session Session
	err     error // ErrNoSession or a database error

	mu sync.Mutex
	// setCookie, when not empty, is a new token for the cookie;
	// clearCookie asks to remove it.
	setCookie   string
	setExpires  time.Time
	clearCookie bool

	// device is the paddock_device cookie the request came with;
	// setDevice, when not empty, is a new value for it, kept until
	// deviceExpires.
	device        string
	setDevice     string
	deviceExpires time.Time
}

func (st *state) lookup(ctx context.Context) (Session, error) {
	st.once.Do(func() {
		if st.via == "" {
			st.err = ErrNoSession
			return
		}
		st.session, st.err = st.m.Lookup(ctx, st.token)
		switch {
		case errors.Is(st.err, ErrNoSession):
			if st.via == ViaCookie {
				st.mu.Lock()
				st.clearCookie = true
				st.mu.Unlock()
			}
		case st.err != nil:
			st.opts.Logger.ErrorContext(ctx, "session: look up", "error", st.err)
		}
	})
	return st.session, st.err
}

func stateFrom(ctx context.Context) *state {
	st, _ := ctx.Value(stateKey{}).(*state)
	return st
}

// Current returns the live session of the request in ctx, if it names
// one. A database failure is an error; no credentials, or credentials
// naming no live session, are (Session{}, false, nil).
func Current(ctx context.Context) (Session, bool, error) {
	st := stateFrom(ctx)
	if st == nil {
		return Session{}, false, nil
	}
	s, err := st.lookup(ctx)
	if errors.Is(err, ErrNoSession) {
		return Session{}, false, nil
	}
	if err != nil {
		return Session{}, false, apperr.Wrap(err, "session: current")
	}
	return s, true, nil
}

// Require returns the live session of a subject of kind, or an
// Unauthenticated error (Magento's graphql-authorization category, on
// which the storefront signs out): "session.required" when the request
// carried no credentials, "session.expired" when they name no live
// session (expired, revoked, or made up).
func Require(ctx context.Context, kind Kind) (Session, error) {
	s, ok, err := Current(ctx)
	if err != nil {
		return Session{}, err
	}
	if !ok || s.Kind != kind {
		if st := stateFrom(ctx); st != nil && st.via != "" {
			return Session{}, apperr.New(apperr.Unauthenticated, "session.expired")
		}
		return Session{}, apperr.New(apperr.Unauthenticated, "session.required")
	}
	return s, nil
}

// HasCredentials reports whether the request in ctx carried a token at
// all, live or not.
func HasCredentials(ctx context.Context) bool {
	st := stateFrom(ctx)
	return st != nil && st.via != ""
}

// ViaOf reports how the request in ctx carried its token; "" for none.
func ViaOf(ctx context.Context) Via {
	if st := stateFrom(ctx); st != nil {
		return st.via
	}
	return ""
}

// SetCookie gives the browser of the request in ctx the cookie of a new
// session (after signing in); the answer carries it. It does nothing
// outside Middleware.
func SetCookie(ctx context.Context, token string, s Session) {
	if st := stateFrom(ctx); st != nil {
		st.mu.Lock()
		st.setCookie, st.setExpires, st.clearCookie = token, s.ExpiresAt, false
		st.mu.Unlock()
	}
}

// Device returns the paddock_device cookie of the request in ctx; "" when
// it came without one or outside Middleware.
func Device(ctx context.Context) string {
	if st := stateFrom(ctx); st != nil {
		return st.device
	}
	return ""
}

// SetDevice gives the browser of the request in ctx a new paddock_device
// cookie (after a successful sign-in), kept until expires: HttpOnly,
// SameSite=Lax, Secure behind https. It does nothing outside Middleware.
func SetDevice(ctx context.Context, value string, expires time.Time) {
	if st := stateFrom(ctx); st != nil {
		st.mu.Lock()
		st.setDevice, st.deviceExpires = value, expires
		st.mu.Unlock()
	}
}

// ClearCookie removes the session cookie from the browser of the request
// in ctx (after signing out).
func ClearCookie(ctx context.Context) {
	if st := stateFrom(ctx); st != nil {
		st.mu.Lock()
		st.setCookie, st.clearCookie = "", true
		st.mu.Unlock()
	}
}

// End revokes the session the request in ctx names, if any, and clears
// the cookie when it came in one: signing out.
func End(ctx context.Context) error {
	st := stateFrom(ctx)
	if st == nil {
		return nil
	}
	s, ok, err := Current(ctx)
	if err != nil {
		return err
	}
	if ok {
		if err := st.m.Revoke(ctx, s.ID); err != nil {
			return apperr.Wrap(err, "session: end")
		}
	}
	if st.via == ViaCookie {
		ClearCookie(ctx)
	}
	return nil
}

// writer adds the cookie and caching headers before the answer starts.
type writer struct {
	http.ResponseWriter
	st      *state
	written bool
}

func (w *writer) WriteHeader(status int) {
	if !w.written {
		w.written = true
		w.st.header(w.Header())
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *writer) Write(b []byte) (int, error) {
	if !w.written {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (st *state) header(h http.Header) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.via != "" || st.setCookie != "" || st.clearCookie {
		h.Set("Cache-Control", "no-store")
	}
	c := st.opts.Cookie
	switch {
	case st.setCookie != "":
		h.Add("Set-Cookie", (&http.Cookie{Name: c.Name, Value: st.setCookie, Path: c.Path, Expires: st.setExpires,
			MaxAge: max(1, int(st.setExpires.Sub(st.m.now())/time.Second)), HttpOnly: true, Secure: st.opts.Secure,
			SameSite: c.sameSite()}).String())
	case st.clearCookie:
		h.Add("Set-Cookie", (&http.Cookie{Name: c.Name, Value: "", Path: c.Path, MaxAge: -1, HttpOnly: true,
			Secure: st.opts.Secure, SameSite: c.sameSite()}).String())
	}
	if st.setDevice != "" {
		h.Set("Cache-Control", "no-store")
		h.Add("Set-Cookie", (&http.Cookie{Name: DeviceCookieName, Value: st.setDevice, Path: "/", Expires: st.deviceExpires,
			MaxAge: max(1, int(st.deviceExpires.Sub(st.m.now())/time.Second)), HttpOnly: true, Secure: st.opts.Secure,
			SameSite: http.SameSiteLaxMode}).String())
	}
}

// writeRefusal answers a refused request as a REST error in the
// request's language; GraphQL clients read its message too.
func writeRefusal(w http.ResponseWriter, r *http.Request, e *apperr.Error) {
	httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, nil, 0, e)
}
