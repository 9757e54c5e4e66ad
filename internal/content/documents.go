package content

import (
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"paddock/internal/media"
	"paddock/internal/platform/apperr"
)

// NewDocumentHandler serves GET and HEAD /media/documents/{id}/{name}
// (media.DocumentURL): the media library's PDF id as application/pdf,
// shown in the browser (inline) under its stored file name, which
// mime.FormatMediaType quotes or encodes (RFC 2231) so no name can break
// the header. The last part of the path is only for the reader. The
// address stays when the file is replaced, so the answer is public but
// revalidated (no-cache) against an ETag of the stored file. Pictures,
// unknown ids and malformed paths are 404. The PDFs were checked on
// upload (no scripts, no embedded files, nothing appended).
func NewDocumentHandler(svc Service, logger *slog.Logger) (http.Handler, error) {
	s, ok := svc.(*service)
	if !ok || s.images == nil {
		return nil, errors.New("content: the document handler needs the content service with its media library")
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &documentHandler{s: s, log: logger}, nil
}

type documentHandler struct {
	s   *service
	log *slog.Logger
}

func (h *documentHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		return
	}
	notFound := func() {
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, http.StatusText(http.StatusNotFound), http.StatusNotFound)
	}
	rest, ok := strings.CutPrefix(r.URL.Path, media.DocumentPrefix)
	idText, _, _ := strings.Cut(rest, "/")
	id, err := strconv.ParseInt(idText, 10, 64)
	if !ok || err != nil || id <= 0 || strconv.FormatInt(id, 10) != idText {
		notFound()
		return
	}
	ctx := r.Context()
	var row struct {
		Key      string `db:"blob_key"`
		Filename string `db:"filename"`
	}
	err = h.s.db.Read().Get(ctx, &row, "SELECT blob_key, filename FROM content_media WHERE id = ? AND mime_type = ?", id, media.DocumentContentType)
	if isNoRows(err) {
		notFound()
		return
	}
	fail := func(err error) {
		if ctx.Err() != nil {
			return
		}
		h.log.ErrorContext(ctx, "content: serve document", "id", id, "error", err)
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
	}
	if err != nil {
		fail(err)
		return
	}
	head := w.Header()
	etag := `"` + strings.TrimSuffix(row.Key, ".pdf") + `"`
	head.Set("Cache-Control", "public, no-cache")
	head.Set("ETag", etag)
	if inm := r.Header.Get("If-None-Match"); inm != "" && documentETagMatches(inm, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body, size, err := h.s.images.OpenDocument(ctx, row.Key)
	if e := apperr.As(err); err != nil && e.Kind == apperr.NotFound {
		h.log.ErrorContext(ctx, "content: a document's file is missing", "id", id, "key", row.Key)
		notFound()
		return
	}
	if err != nil {
		fail(err)
		return
	}
	defer body.Close()
	name := row.Filename
	if !strings.HasSuffix(strings.ToLower(name), ".pdf") {
		name = "document.pdf" // uploads are named .pdf; older rows may have no name
	}
	disposition := mime.FormatMediaType("inline", map[string]string{"filename": name})
	if disposition == "" {
		disposition = "inline"
	}
	head.Set("Content-Type", media.DocumentContentType)
	head.Set("Content-Disposition", disposition)
	head.Set("X-Content-Type-Options", "nosniff")
	head.Set("Content-Length", strconv.FormatInt(size, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	if _, err := io.CopyBuffer(w, struct{ io.Reader }{body}, make([]byte, 32<<10)); err != nil && ctx.Err() == nil {
		h.log.WarnContext(ctx, "content: send document", "id", id, "error", err)
	}
}

// documentETagMatches applies If-None-Match, which compares weakly.
func documentETagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}
