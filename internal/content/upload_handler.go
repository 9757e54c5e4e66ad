package content

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// UploadPath is where form uploads are posted.
const UploadPath = "/api/content/form-uploads"

// multipartOverhead is what the form parts and boundaries may add to the
// largest file.
const multipartOverhead = 64 << 10

// NewUploadHandler returns the handler of POST /api/content/form-uploads:
// a multipart body with the parts form (the form's id), field (the upload
// field's name) and file, in that order, one file per request. The Store
// header must name an existing site, which a cross-site HTML form cannot
// send. It answers 201 with {id, filename, size, contentType}; refusals
// are {error: {message, code}} with a 4xx status, the message translated
// into the Store header's language. It counts uploads by the client that
// ratelimit's Middleware, in front of it, puts in the request's context.
func NewUploadHandler(svc Service, logger *slog.Logger) http.Handler {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &uploadHandler{svc: svc, log: logger}
}

// UploadTimeout is how long one upload may take, sending and answering:
// the largest file (MaxUploadBytes) over a 1 Mbit/s line, with room to
// spare. The router's timeout for the upload path must not be shorter.
const UploadTimeout = 5 * time.Minute

type uploadHandler struct {
	svc Service
	log *slog.Logger
}

func (h *uploadHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx := i18n.WithLocale(r.Context(), i18n.Negotiate(r.Header.Get("Accept-Language")))
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		h.fail(ctx, w, http.StatusMethodNotAllowed, apperr.New(apperr.Invalid, "content.upload.method"))
		return
	}
	raw := strings.TrimSpace(r.Header.Get(storecode.HeaderName))
	if raw == "" {
		h.fail(ctx, w, http.StatusBadRequest, apperr.New(apperr.Invalid, "content.upload.store"))
		return
	}
	store, err := storecode.Parse(raw)
	if err == nil {
		_, err = h.svc.SiteByCode(ctx, store.Site)
	}
	if err != nil {
		h.fail(ctx, w, http.StatusBadRequest, err)
		return
	}
	ctx = storecode.With(ctx, store)
	if r.ContentLength > MaxUploadBytes+multipartOverhead {
		h.fail(ctx, w, http.StatusRequestEntityTooLarge, tooLargeError(MaxUploadBytes))
		return
	}
	// A big file on a slow line takes longer than the server allows other
	// requests: this one may read and answer for UploadTimeout.
	rc := http.NewResponseController(w)
	deadline := time.Now().Add(UploadTimeout)
	if err := rc.SetReadDeadline(deadline); err != nil && !errors.Is(err, http.ErrNotSupported) {
		h.log.WarnContext(ctx, "content: extend the upload's read deadline", "error", err)
	}
	if err := rc.SetWriteDeadline(deadline); err != nil && !errors.Is(err, http.ErrNotSupported) {
		h.log.WarnContext(ctx, "content: extend the upload's write deadline", "error", err)
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxUploadBytes+multipartOverhead)
	in, err := h.read(r)
	if err != nil {
		h.fail(ctx, w, 0, err)
		return
	}
	in.Client = ratelimit.IPKey(ratelimit.ClientFrom(ctx).IP)
	in.Locale = store.Locale
	upload, err := h.svc.CreateUpload(ctx, in)
	if err != nil {
		h.fail(ctx, w, 0, err)
		return
	}
	if _, err := h.svc.PruneUploads(ctx); err != nil {
		h.log.WarnContext(ctx, "content: prune stale uploads", "error", err)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(upload)
}

// read reads the form and field parts and opens the file part; the file
// is read by CreateUpload, straight from the request.
func (h *uploadHandler) read(r *http.Request) (UploadInput, error) {
	var in UploadInput
	malformed := apperr.New(apperr.Invalid, "content.upload.malformed")
	mr, err := r.MultipartReader()
	if err != nil {
		return in, malformed
	}
	haveForm, haveField := false, false
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return in, apperr.New(apperr.Invalid, "content.upload.noFile").OnField("file")
		}
		if err != nil {
			if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
				return in, tooLargeError(MaxUploadBytes)
			}
			return in, malformed
		}
		switch part.FormName() {
		case "form":
			text, err := io.ReadAll(io.LimitReader(part, 32))
			id, convErr := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
			if err != nil || convErr != nil || id <= 0 {
				return in, apperr.New(apperr.NotFound, "content.form.unknown").OnField("form")
			}
			in.FormID, haveForm = id, true
		case "field":
			text, err := io.ReadAll(io.LimitReader(part, 65))
			if err != nil || len(text) > 64 {
				return in, apperr.New(apperr.NotFound, "content.upload.unknownField", "field", truncate(string(text), 64)).OnField("field")
			}
			in.Field, haveField = strings.TrimSpace(string(text)), true
		case "file":
			if !haveForm || !haveField {
				return in, apperr.New(apperr.Invalid, "content.upload.order")
			}
			in.Filename = part.FileName()
			in.ContentType = part.Header.Get("Content-Type")
			in.Body = part
			return in, nil
		}
	}
}

// fail answers {error: {message, code}}; status 0 takes the error's own.
func (h *uploadHandler) fail(ctx context.Context, w http.ResponseWriter, status int, err error) {
	app := apperr.As(err)
	if status == 0 {
		status = app.Kind.HTTPStatus()
		if app.Key == "content.upload.tooLarge" || app.Key == "content.upload.tooLargeKB" {
			status = http.StatusRequestEntityTooLarge
		}
	}
	if app.Kind == apperr.Internal {
		h.log.ErrorContext(ctx, "content: upload failed", "error", err)
	}
	httpx.WriteError(ctx, w, nil, status, app)
}
