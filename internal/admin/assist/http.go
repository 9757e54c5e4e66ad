package assist

import (
	"encoding/json"
	"log/slog"
	"mime"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// Answer is the storefront's REST answer: {"assistedBy": {…}} while the
// session is an assisted one, {} otherwise.
type Answer struct {
	AssistedBy *AssistedBy `json:"assistedBy,omitempty"`
}

// AssistedBy names who opened the shop as the customer, and until when.
type AssistedBy struct {
	StaffName string    `json:"staffName"`
	EndsAt    time.Time `json:"endsAt"`
}

const maxBody = 4 << 10

// Routes mounts the storefront's calls on r, which must run the
// customers' session middleware and the client middleware:
//
//	POST   /api/auth/assist  {token} → {assistedBy}, sets the session cookie
//	GET    /api/auth/assist  → {assistedBy} or {}
//	DELETE /api/auth/assist  ends an assisted session, clears the cookie → {}
func Routes(r chi.Router, svc Service, logger *slog.Logger) {
	h := &handlers{svc: svc, logger: logger}
	r.Post(APIPath, h.redeem)
	r.Get(APIPath, h.get)
	r.Delete(APIPath, h.end)
}

type handlers struct {
	svc    Service
	logger *slog.Logger
}

func (h *handlers) fail(w http.ResponseWriter, r *http.Request, err error) {
	httpx.WriteError(i18n.WithLocale(r.Context(), httpx.RequestLocale(r)), w, h.logger, 0, err)
}

func answer(a Assist) Answer {
	return Answer{AssistedBy: &AssistedBy{StaffName: a.StaffName, EndsAt: a.EndsAt}}
}

func (h *handlers) redeem(w http.ResponseWriter, r *http.Request) {
	// A foreign page must not sign a browser in (login CSRF).
	if err := session.CheckSameOrigin(r); err != nil {
		h.fail(w, r, err)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		h.fail(w, r, apperr.New(apperr.Invalid, "assist.json"))
		return
	}
	var in struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody)).Decode(&in); err != nil {
		h.fail(w, r, apperr.New(apperr.Invalid, "assist.json"))
		return
	}
	ctx := r.Context()
	token, s, err := h.svc.Redeem(ctx, in.Token, session.ViaCookie, ratelimit.ClientFrom(ctx))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	a, ok, err := h.svc.Assisted(ctx, s.ID)
	if err != nil || !ok {
		h.fail(w, r, apperr.Wrap(err, "assist: redeemed session"))
		return
	}
	session.SetCookie(ctx, token, s)
	httpx.WriteJSON(w, http.StatusOK, answer(a))
}

func (h *handlers) get(w http.ResponseWriter, r *http.Request) {
	s, ok, err := session.Current(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if !ok || s.Kind != session.Customer {
		httpx.WriteJSON(w, http.StatusOK, Answer{})
		return
	}
	a, ok, err := h.svc.Assisted(r.Context(), s.ID)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if !ok {
		httpx.WriteJSON(w, http.StatusOK, Answer{})
		return
	}
	httpx.WriteJSON(w, http.StatusOK, answer(a))
}

func (h *handlers) end(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if err := session.CheckSameOrigin(r); err != nil {
		h.fail(w, r, err)
		return
	}
	s, ok, err := session.Current(ctx)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if ok && s.Kind == session.Customer {
		ended, err := h.svc.End(ctx, s.ID)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		if ended {
			session.ClearCookie(ctx)
		}
	}
	httpx.WriteJSON(w, http.StatusOK, Answer{})
}
