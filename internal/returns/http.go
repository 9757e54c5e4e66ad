package returns

import (
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
)

// LabelRoutes mounts the labels' download, GET LabelsPath/{uid}, on a
// router with the session and client middlewares: the label of a return
// for the customer whose it is, with their session; one 404 alike for
// anyone else, an unknown uid and no session. Never cached, never sent
// on as a referrer.
func LabelRoutes(r chi.Router, svc Service, logger *slog.Logger) {
	r.Get(LabelsPath+"/{uid}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "private, no-store")
		w.Header().Set("Referrer-Policy", "no-referrer")
		ctx := i18n.WithLocale(r.Context(), httpx.RequestLocale(r))
		var customerID int64
		if s, ok, err := session.Current(ctx); err != nil {
			httpx.WriteError(ctx, w, logger, 0, err)
			return
		} else if ok && s.Kind == session.Customer {
			customerID = s.SubjectID
		}
		file, err := svc.Label(ctx, chi.URLParam(r, "uid"), customerID)
		if err != nil {
			httpx.WriteError(ctx, w, logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", "application/pdf")
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": file.Filename}))
		w.Header().Set("Content-Length", strconv.Itoa(len(file.Data)))
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			_, _ = w.Write(file.Data)
		}
	})
}
