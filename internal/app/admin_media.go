package app

import (
	"io"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/content"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// This file wires the back office's media library (issue 27, point 6):
// its staff side and the upload and replacement of a file.

// mediaStaff builds the media library's staff side.
func (a *App) mediaStaff() (content.MediaStaff, error) {
	return content.NewMediaStaff(content.MediaStaffOptions{Content: a.content, Audit: a.audit, Images: a.media})
}

// mountMediaUploads mounts POST /admin/api/content/media (a new file) and
// POST /admin/api/content/media/{id}/file (a file put in place of one's):
// the picture in the body, its name in the query's filename, re-encoded
// and stored by media.Library.Put. Both answer the file's id.
func (a *App) mountMediaUploads(r chi.Router, files content.MediaStaff) {
	upload := func(w http.ResponseWriter, req *http.Request, id int64) {
		ctx := req.Context()
		fail := func(err error) { httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err) }
		if _, err := access.Require(ctx, access.ContentManage); err != nil {
			fail(err)
			return
		}
		req.Body = http.MaxBytesReader(w, req.Body, media.DefaultMaxBytes+1)
		data, err := io.ReadAll(req.Body)
		if err != nil {
			fail(apperr.New(apperr.Invalid, "media.upload.tooLarge", "max", media.DefaultMaxBytes/(1<<20)))
			return
		}
		name := req.URL.Query().Get("filename")
		var m content.StaffMedia
		if id == 0 {
			m, err = files.UploadMedia(ctx, name, data)
		} else {
			m, err = files.ReplaceMedia(ctx, id, name, data)
		}
		if err != nil {
			fail(err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": strconv.FormatInt(m.ID, 10), "url": m.URL("small")})
	}
	r.Post("/admin/api/content/media", func(w http.ResponseWriter, req *http.Request) { upload(w, req, 0) })
	r.Post("/admin/api/content/media/{id}/file", func(w http.ResponseWriter, req *http.Request) {
		id, err := strconv.ParseInt(chi.URLParam(req, "id"), 10, 64)
		if err != nil || id <= 0 {
			httpx.WriteError(i18n.WithLocale(req.Context(), httpx.RequestLocale(req)), w, a.logger, 0,
				apperr.New(apperr.NotFound, "content.media.unknown", "id", chi.URLParam(req, "id")))
			return
		}
		upload(w, req, id)
	})
}
