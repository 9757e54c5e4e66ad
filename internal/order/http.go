package order

import (
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
)

// DocumentRoutes mounts the downloads of invoices and credit notes on r,
// which must run the session middleware (session.Manager.Middleware) and
// the client middleware (ratelimit.Proxies.Middleware):
//
//	GET DocumentsPath/{id}            the PDF
//	GET DocumentsPath/{id}/e-invoice  the e-invoice (XML), when there is one
//
// For the order's customer by the session; for a guest with ?token= from
// the order's mail or guest lookup. Anything else is 404 alike (JSON, in
// the request's language). Answers are attachments, never cached or kept
// (Cache-Control: private, no-store) and leave no Referer behind
// (Referrer-Policy: no-referrer), since a guest's URL carries its token;
// the access log writes paths without their query.
func DocumentRoutes(r chi.Router, svc Service, logger *slog.Logger) {
	h := documentHandler{svc: svc, logger: logger}
	r.Get(DocumentsPath+"/{id}", h.serve(FormatPDF))
	r.Get(DocumentsPath+"/{id}/"+FormatEInvoice, h.serve(FormatEInvoice))
}

type documentHandler struct {
	svc    Service
	logger *slog.Logger
}

func (h documentHandler) serve(format string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "private, no-store")
		w.Header().Set("Referrer-Policy", "no-referrer")
		ctx := i18n.WithLocale(r.Context(), httpx.RequestLocale(r))
		a := DocumentAccess{Token: r.URL.Query().Get("token"), Client: ratelimit.ClientFrom(ctx)}
		if s, ok, err := session.Current(ctx); err != nil {
			httpx.WriteError(ctx, w, h.logger, 0, err)
			return
		} else if ok && s.Kind == session.Customer {
			a.CustomerID = s.SubjectID
		}
		file, err := h.svc.DocumentFile(ctx, chi.URLParam(r, "id"), format, a)
		if err != nil {
			httpx.WriteError(ctx, w, h.logger, 0, err)
			return
		}
		w.Header().Set("Content-Type", file.ContentType)
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": file.Filename}))
		w.Header().Set("Content-Length", strconv.Itoa(len(file.Data)))
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			_, _ = w.Write(file.Data)
		}
	}
}
