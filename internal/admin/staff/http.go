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
// and the passkeys (passkey.go); a ceremony's start sets the HttpOnly
// cookie CeremonyCookieName its finish needs:
//
//	GET    /passkeys                      {passkeys} of the signed-in member
//	POST   /passkeys/register/start       {confirm} (or, enrolling, {}) → {options}
//	POST   /passkeys/register/finish      {name, credential} → {staff, passkey}
//	POST   /passkeys/rename               {id, name} → {passkey}
//	POST   /passkeys/remove               {id} → {staff}
//	POST   /passkey/sign-in/start         {} → {options} (without a password)
//	POST   /passkey/sign-in/finish        {credential} → {staff}
//	POST   /passkey/second-factor/start   {} → {options} (after the password)
//	POST   /passkey/second-factor/finish  {credential} → {staff}
//
// They run behind the staff's session middleware (session.Manager with
// the cookie CookieName on CookiePath, SameSite=Strict, cookie only),
// which refuses writes from other sites, and the client middleware
// (ratelimit.Proxies).

// RoutesPrefix is where Routes belong.
const RoutesPrefix = "/admin/api/auth"

// maxBody bounds a request's JSON; maxCredentialBody one carrying a
// browser's passkey answer.
const (
	maxBody           = 4 << 10
	maxCredentialBody = 32 << 10
)

// CeremonyCookieName holds the handle of a passkey ceremony begun (on
// RoutesPrefix, HttpOnly, SameSite=Strict, CeremonyLifetime).
const CeremonyCookieName = "paddock_staff_webauthn"

// View is a staff member as the admin app sees them.
type View struct {
	ID          string   `json:"id"`
	Email       string   `json:"email"`
	Name        string   `json:"name"`
	Role        string   `json:"role"`
	Permissions []string `json:"permissions"`
	Clubs       []Club   `json:"clubs"`
	TwoFactor   bool     `json:"twoFactor"`
	TOTP        bool     `json:"totp"`
	Passkeys    int      `json:"passkeys"`
}

// PasskeyView is a passkey as the admin app sees it.
type PasskeyView struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
	Synced     bool       `json:"synced"`
}

func passkeyView(p Passkey) PasskeyView {
	return PasskeyView{ID: itoa(p.ID), Name: p.Name, CreatedAt: p.CreatedAt, LastUsedAt: p.LastUsedAt, Synced: p.Synced}
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
	return View{ID: itoa(m.ID), Email: m.Email, Name: m.Name, Role: string(m.Role), Permissions: names, Clubs: clubs, TwoFactor: m.TwoFactor,
		TOTP: m.TOTP, Passkeys: m.Passkeys}
}

// answer is every call's body.
type answer struct {
	Staff         *View    `json:"staff,omitempty"`
	Stage         Stage    `json:"stage,omitempty"`
	RecoveryCodes []string `json:"recoveryCodes,omitempty"`
	Secret        string   `json:"secret,omitempty"`
	URI           string   `json:"uri,omitempty"`
	QR            []string `json:"qr,omitempty"`
	// Methods are the second factors a pending sign-in may use: "totp",
	// "passkey".
	Methods []string        `json:"methods,omitempty"`
	Options json.RawMessage `json:"options,omitempty"`
	Passkey *PasskeyView    `json:"passkey,omitempty"`
}

// methods are the second factors m may sign in with.
func methods(m Member) []string {
	var out []string
	if m.TOTP {
		out = append(out, "totp")
	}
	if m.Passkeys > 0 {
		out = append(out, "passkey")
	}
	return out
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
	r.Get("/passkeys", h.passkeys)
	r.Post("/passkeys/register/start", h.registerStart)
	r.Post("/passkeys/register/finish", h.registerFinish)
	r.Post("/passkeys/rename", h.renamePasskey)
	r.Post("/passkeys/remove", h.removePasskey)
	r.Post("/passkey/sign-in/start", h.passkeyStart(false))
	r.Post("/passkey/sign-in/finish", h.passkeyFinish(false))
	r.Post("/passkey/second-factor/start", h.passkeyStart(true))
	r.Post("/passkey/second-factor/finish", h.passkeyFinish(true))
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
	return h.readMax(w, r, v, maxBody)
}

func (h *handlers) readMax(w http.ResponseWriter, r *http.Request, v any, limit int64) bool {
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
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, limit)).Decode(v); err != nil {
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

func (h *handlers) pendingCookie(r *http.Request) string { return shortCookie(r, PendingCookieName) }

func (h *handlers) setPending(w http.ResponseWriter, value string) {
	h.setShortCookie(w, PendingCookieName, value, CookiePath, PendingLifetime)
}

// shortCookie is the value of the sign-in's cookie name, "" without one
// or with one too long to be ours.
func shortCookie(r *http.Request, name string) string {
	if c, err := r.Cookie(name); err == nil && len(c.Value) <= 200 {
		return c.Value
	}
	return ""
}

// setShortCookie sets a sign-in's cookie (HttpOnly, SameSite=Strict,
// Secure behind https) for lifetime under path; an empty value removes it.
func (h *handlers) setShortCookie(w http.ResponseWriter, name, value, path string, lifetime time.Duration) {
	c := &http.Cookie{Name: name, Value: value, Path: path, HttpOnly: true, Secure: h.secure,
		SameSite: http.SameSiteStrictMode, MaxAge: int(lifetime / time.Second)}
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
		httpx.WriteJSON(w, http.StatusOK, answer{Stage: a.Stage, Methods: methods(a.Member)})
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
		h.signedInMember(w, r)
		return
	}
	if proof := h.pendingCookie(r); proof != "" {
		if m, stage, err := h.svc.Pending(r.Context(), proof); err == nil {
			httpx.WriteJSON(w, http.StatusOK, answer{Stage: stage, Methods: methods(m)})
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

// signedIn is the signed-in member's id; Unauthenticated without one.
func signedIn(r *http.Request) (int64, error) {
	if p, ok := access.From(r.Context()); ok && !p.CommandLine && p.StaffID > 0 {
		return p.StaffID, nil
	}
	return 0, errSessionEnded
}

func (h *handlers) ceremonyCookie(r *http.Request) string { return shortCookie(r, CeremonyCookieName) }

func (h *handlers) setCeremony(w http.ResponseWriter, handle string) {
	h.setShortCookie(w, CeremonyCookieName, handle, RoutesPrefix, CeremonyLifetime)
}

// begun answers a ceremony begun: its options, its handle in the cookie.
func (h *handlers) begun(w http.ResponseWriter, c Ceremony) {
	h.setCeremony(w, c.Handle)
	httpx.WriteJSON(w, http.StatusOK, answer{Options: c.Options})
}

func (h *handlers) passkeys(w http.ResponseWriter, r *http.Request) {
	id, err := signedIn(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.svc.Passkeys(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := make([]PasskeyView, len(list))
	for i, p := range list {
		out[i] = passkeyView(p)
	}
	httpx.WriteJSON(w, http.StatusOK, struct {
		Passkeys []PasskeyView `json:"passkeys"`
	}{out})
}

// registrant is who a registration is for: the signed-in member, else the
// pending proof at the stage Enrol (checked by the service).
func (h *handlers) registrant(r *http.Request) (int64, string, error) {
	if id, err := signedIn(r); err == nil {
		return id, "", nil
	}
	proof := h.pendingCookie(r)
	if proof == "" {
		return 0, "", errPendingExpired
	}
	return 0, proof, nil
}

func (h *handlers) registerStart(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Confirm string `json:"confirm"`
	}
	if !h.read(w, r, &in) {
		return
	}
	id, proof, err := h.registrant(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	c, err := h.svc.BeginPasskeyRegistration(r.Context(), id, proof, in.Confirm)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.begun(w, c)
}

func (h *handlers) registerFinish(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Name       string          `json:"name"`
		Credential json.RawMessage `json:"credential"`
	}
	if !h.readMax(w, r, &in, maxCredentialBody) {
		return
	}
	id, proof, err := h.registrant(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	handle := h.ceremonyCookie(r)
	h.setCeremony(w, "")
	a, pk, err := h.svc.FinishPasskeyRegistration(r.Context(), id, proof, handle, in.Name, in.Credential, ratelimit.ClientFrom(r.Context()))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if proof != "" {
		h.reply(w, r, a, nil)
		return
	}
	v, pv := ViewOf(a.Member), passkeyView(pk)
	httpx.WriteJSON(w, http.StatusOK, answer{Staff: &v, Passkey: &pv})
}

func (h *handlers) renamePasskey(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ID   int64  `json:"id,string"`
		Name string `json:"name"`
	}
	if !h.read(w, r, &in) {
		return
	}
	id, err := signedIn(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	pk, err := h.svc.RenamePasskey(r.Context(), id, in.ID, in.Name)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	pv := passkeyView(pk)
	httpx.WriteJSON(w, http.StatusOK, answer{Passkey: &pv})
}

func (h *handlers) removePasskey(w http.ResponseWriter, r *http.Request) {
	var in struct {
		ID int64 `json:"id,string"`
	}
	if !h.read(w, r, &in) {
		return
	}
	id, err := signedIn(r)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.svc.RemovePasskey(r.Context(), id, in.ID); err != nil {
		h.fail(w, r, err)
		return
	}
	h.signedInMember(w, r)
}

// signedInMember answers the member of the request's staff session as it
// is now.
func (h *handlers) signedInMember(w http.ResponseWriter, r *http.Request) {
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
}

// passkeyStart begins a sign-in with a passkey: after the password
// (secondFactor, the pending cookie's proof) or without one.
func (h *handlers) passkeyStart(secondFactor bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in struct{}
		if !h.read(w, r, &in) {
			return
		}
		proof := ""
		if secondFactor {
			if proof = h.pendingCookie(r); proof == "" {
				h.fail(w, r, errPendingExpired)
				return
			}
		}
		c, err := h.svc.BeginPasskeySignIn(r.Context(), proof)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		h.begun(w, c)
	}
}

func (h *handlers) passkeyFinish(secondFactor bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Credential json.RawMessage `json:"credential"`
		}
		if !h.readMax(w, r, &in, maxCredentialBody) {
			return
		}
		proof := ""
		if secondFactor {
			if proof = h.pendingCookie(r); proof == "" {
				h.fail(w, r, errPendingExpired)
				return
			}
		}
		handle := h.ceremonyCookie(r)
		h.setCeremony(w, "")
		a, err := h.svc.FinishPasskeySignIn(r.Context(), proof, handle, in.Credential, ratelimit.ClientFrom(r.Context()))
		if err != nil {
			h.fail(w, r, err)
			return
		}
		h.reply(w, r, a, nil)
	}
}
