package app

import (
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"paddock/internal/admin/access"
	"paddock/internal/content"
	"paddock/internal/media"
	"paddock/internal/platform/httpx"
	"paddock/internal/platform/i18n"
)

// This file wires the back office's clubs (issue 27, point 2): the
// content system's club settings' staff side, and the upload of a club's
// logo.

// clubStaff builds the clubs' staff side over the content system and the
// audit trail.
func (a *App) clubStaff() (content.ClubStaff, error) {
	return content.NewClubStaff(content.ClubStaffOptions{Content: a.content, Audit: a.audit})
}

// mountClubLogoUploads mounts POST /admin/api/club-logos: the picture in
// the body (JPEG, PNG, GIF or WebP), re-encoded without its metadata and
// stored by media.Library.Put as the catalogue's images are, then
// recorded as content media, for whoever may manage content. It answers the media id a club's save then
// names, and its small size's address.
func (a *App) mountClubLogoUploads(r chi.Router, clubs content.ClubStaff) {
	r.Post("/admin/api/club-logos", func(w http.ResponseWriter, req *http.Request) {
		ctx := req.Context()
		fail := func(err error) { httpx.WriteError(i18n.WithLocale(ctx, httpx.RequestLocale(req)), w, a.logger, 0, err) }
		// The permission first: nothing is stored for who may not.
		if _, err := access.Require(ctx, access.ContentManage); err != nil {
			fail(err)
			return
		}
		req.Body = http.MaxBytesReader(w, req.Body, media.DefaultMaxBytes+1)
		stored, err := a.media.Put(ctx, req.Body)
		if err != nil {
			fail(err)
			return
		}
		logo, err := clubs.SaveClubLogo(ctx, stored.Key, stored.Width, stored.Height)
		if err != nil {
			fail(err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		httpx.WriteJSON(w, http.StatusCreated, map[string]any{"id": strconv.FormatInt(logo.ID, 10), "key": logo.Key,
			"url": media.URL(logo.Key, "small")})
	})
}
