package staff

import (
	"encoding/json"
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// The staff's sign-in as JSON calls under /admin/api/auth (the admin
// app's; see docs/ARCHITECTURE.md):
//
//	GET    /session          {staff} with a session, {stage} with a pending proof, {} otherwise
//	POST   /sign-in          {email, password} → {stage} or {staff}
//	POST   /second-factor    {code} → {staff}
//	POST   /enrol/start      {} → {secret, uri, qr}
//	POST   /enrol/confirm    {code} → {staff, recoveryCodes}
//	POST   /invite           {token, name, password} → {stage} or {staff}
//	DELETE /session          signs out
//
// They run behind the staff's session middleware (session.Manager with
// the cookie CookieName on CookiePath, SameSite=Strict, cookie only),
// which refuses writes from other sites, and the client middleware
// (ratelimit.Proxies).

// RoutesPrefix is where Routes belong.
const RoutesPrefix = "/admin/api/auth"

// maxBody bounds a request's JSON.
const maxBody = 4 << 10

// View is a staff member as the admin app sees them.
type View struct {
	ID          string   `json:"id"`
	Email       string   `json:"email"`
	Name        string   `json:"name"`
	Role        string   `json:"role"`
	Permissions []string `json:"permissions"`
	Clubs       []Club   `json:"clubs"`
	TwoFactor   bool     `json:"twoFactor"`
}

// ViewOf is m as the admin app sees them.
func ViewOf(m Member) View {
	perms := m.Role.Permissions()
	names := make([]string, len(perms))
	for i, p := range perms {
		names[i] = string(p)
	}
	clubs := m.Clubs
	if clubs == nil {
		clubs = []Club{}
	}
	return View{ID: itoa(m.ID), Email: m.Email, Name: m.Name, Role: string(m.Role), Permissions: names, Clubs: clubs, TwoFactor: m.TwoFactor}
}

// answer is every call's body.
type answer struct {
	Staff         *View    `json:"staff,omitempty"`
	Stage         Stage    `json:"stage,omitempty"`
	RecoveryCodes []string `json:"recoveryCodes,omitempty"`
	Secret        string   `json:"secret,omitempty"`
	URI           string   `json:"uri,omitempty"`
	QR            []string `json:"qr,omitempty"`
}

// Routes mounts the sign-in calls on r (at RoutesPrefix). secure marks the
// pending cookie Secure.
func Routes(r chi.Router, svc Service, logger *slog.Logger, secure bool) {
	h := &handlers{svc: svc, logger: logger, secure: secure}
	r.Get("/session", h.session)
	r.Delete("/session", h.signOut)
	r.Post("/sign-in", h.signIn)
	r.Post("/second-factor", h.secondFactor)
	r.Post("/enrol/start", h.enrolStart)
	r.Post("/enrol/confirm", h.enrolConfirm)
	r.Post("/invite", h.invite)
}

// Guard puts the principal of the request's live staff session into its
// context (access.From), for the admin's API behind it; it refuses
// nothing itself: every operation asks access.Require.
func Guard(svc Service, logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			s, ok, err := session.Current(ctx)
			if err != nil {
				httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(r)), w, logger, 0, err)
				return
			}
			if ok {
				m, err := svc.Session(ctx, s)
				switch {
				case err == nil:
					ctx = access.With(ctx, m.Principal(ratelimit.ClientFrom(ctx), s.ID))
				case apperr.KindOf(err) == apperr.Unauthenticated:
					// Disabled, or its second factor reset, since: the
					// session ends.
					_ = session.End(ctx)
				default:
					httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(r)), w, logger, 0, err)
					return
				}
			}
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

type handlers struct {
	svc    Service
	logger *slog.Logger
	secure bool
}

func (h *handlers) fail(w http.ResponseWriter, r *http.Request, err error) {
	httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, h.logger, 0, err)
}

// read decodes a write's JSON body into v; false when it answered a
// refusal (another site, not JSON, too large).
func (h *handlers) read(w http.ResponseWriter, r *http.Request, v any) bool {
	// A foreign page must not sign a browser in, not even to an account
	// of the attacker's; the session middleware checks only requests that
	// carry the session cookie.
	if err := session.CheckSameOrigin(r); err != nil {
		h.fail(w, r, err)
		return false
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		h.fail(w, r, apperr.New(apperr.Invalid, "staff.http.json"))
		return false
	}
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody)).Decode(v); err != nil {
		status := 0
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			status = http.StatusRequestEntityTooLarge
		}
		httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, h.logger, status, apperr.New(apperr.Invalid, "staff.http.json"))
		return false
	}
	return true
}

func (h *handlers) pendingCookie(r *http.Request) string {
	if c, err := r.Cookie(PendingCookieName); err == nil && len(c.Value) <= 200 {
		return c.Value
	}
	return ""
}

func (h *handlers) setPending(w http.ResponseWriter, value string) {
	c := &http.Cookie{Name: PendingCookieName, Value: value, Path: CookiePath, HttpOnly: true, Secure: h.secure,
		SameSite: http.SameSiteStrictMode, MaxAge: int(PendingLifetime / time.Second)}
	if value == "" {
		c.MaxAge = -1
	}
	http.SetCookie(w, c)
}

// reply answers where an attempt stands: the session's cookie when it
// opened one, the pending cookie when a factor is due.
func (h *handlers) reply(w http.ResponseWriter, r *http.Request, a Attempt, codes []string) {
	ctx := r.Context()
	if a.Stage != SignedIn {
		h.setPending(w, a.Pending)
		httpx.WriteJSON(w, http.StatusOK, answer{Stage: a.Stage})
		return
	}
	if a.Token != "" {
		// A browser signing in again leaves its earlier session behind.
		if err := session.End(ctx); err != nil {
			h.logger.WarnContext(ctx, "staff: end the earlier session", "error", err)
		}
		session.SetCookie(ctx, a.Token, a.Session)
	}
	if h.pendingCookie(r) != "" {
		h.setPending(w, "")
	}
	v := ViewOf(a.Member)
	httpx.WriteJSON(w, http.StatusOK, answer{Staff: &v, RecoveryCodes: codes})
}

func (h *handlers) session(w http.ResponseWriter, r *http.Request) {
	if p, ok := access.From(r.Context()); ok && !p.CommandLine {
		s, _, err := session.Current(r.Context())
		if err != nil {
			h.fail(w, r, err)
			return
		}
		m, err := h.svc.Session(r.Context(), s)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		v := ViewOf(m)
		httpx.WriteJSON(w, http.StatusOK, answer{Staff: &v})
		return
	}
	if proof := h.pendingCookie(r); proof != "" {
		if _, stage, err := h.svc.Pending(r.Context(), proof); err == nil {
			httpx.WriteJSON(w, http.StatusOK, answer{Stage: stage})
			return
		}
		h.setPending(w, "")
	}
	httpx.WriteJSON(w, http.StatusOK, answer{})
}

func (h *handlers) signOut(w http.ResponseWriter, r *http.Request) {
	if err := session.End(r.Context()); err != nil {
		h.fail(w, r, err)
		return
	}
	h.setPending(w, "")
	w.WriteHeader(http.StatusNoContent)
}

func (h *handlers) signIn(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if !h.read(w, r, &in) {
		return
	}
	var f apperr.Fields
	if in.Email == "" {
		f.Add("email", "input.required")
	}
	if in.Password == "" {
		f.Add("password", "input.required")
	}
	if err := f.Err(); err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.svc.SignIn(r.Context(), in.Email, in.Password, ratelimit.ClientFrom(r.Context()))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.reply(w, r, a, nil)
}

func (h *handlers) secondFactor(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if !h.read(w, r, &in) {
		return
	}
	a, err := h.svc.CheckSecondFactor(r.Context(), h.pendingCookie(r), in.Code, ratelimit.ClientFrom(r.Context()))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.reply(w, r, a, nil)
}

// enrolling returns the account an enrolment is for: the pending proof's
// at the stage Enrol, else the signed-in member's (adding a second factor
// of their own accord); open says a session is still to begin.
func (h *handlers) enrolling(r *http.Request) (id int64, open bool, err error) {
	if p, ok := access.From(r.Context()); ok && !p.CommandLine {
		return p.StaffID, false, nil
	}
	m, stage, err := h.svc.Pending(r.Context(), h.pendingCookie(r))
	if err != nil {
		return 0, false, err
	}
	if stage != Enrol {
		return 0, false, errPendingExpired
	}
	return m.ID, true, nil
}

func (h *handlers) enrolStart(w http.ResponseWriter, r *http.Request) {
	var in struct{}
	if !h.read(w, r, &in) {
		return
	}
	id, _, err := h.enrolling(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	e, err := h.svc.StartEnrolment(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, answer{Secret: e.Secret, URI: e.URI, QR: e.QR})
}

func (h *handlers) enrolConfirm(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Code string `json:"code"`
	}
	if !h.read(w, r, &in) {
		return
	}
	id, open, err := h.enrolling(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	a, codes, err := h.svc.ConfirmEnrolment(r.Context(), id, in.Code, open, ratelimit.ClientFrom(r.Context()))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.reply(w, r, a, codes)
}

func (h *handlers) invite(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Token    string `json:"token"`
		Name     string `json:"name"`
		Password string `json:"password"`
	}
	if !h.read(w, r, &in) {
		return
	}
	a, err := h.svc.AcceptInvite(r.Context(), in.Token, in.Name, in.Password, ratelimit.ClientFrom(r.Context()))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.reply(w, r, a, nil)
}
