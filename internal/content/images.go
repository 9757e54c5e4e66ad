package content

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"time"

	"paddock/internal/media"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

type mediaRow struct {
	ID       int64     `db:"id"`
	Key      string    `db:"blob_key"`
	Width    int       `db:"width"`
	Height   int       `db:"height"`
	MimeType string    `db:"mime_type"`
	Alt      string    `db:"alt"`
	Caption  string    `db:"caption"`
	Filename string    `db:"filename"`
	Filesize int64     `db:"filesize"`
	Created  time.Time `db:"created_at"`
	Updated  time.Time `db:"updated_at"`
}

const mediaRowColumns = "id, blob_key, width, height, mime_type, alt, caption, filename, filesize, created_at, updated_at"

// media is the row as an image with its texts in lc.
func (r mediaRow) media(lc localeChoice) *Media {
	var alt, caption Text
	_ = json.Unmarshal([]byte(r.Alt), &alt)
	_ = json.Unmarshal([]byte(r.Caption), &caption)
	name := r.Filename
	if name == "" {
		name = r.Key
	}
	return &Media{ID: r.ID, Key: r.Key, Width: r.Width, Height: r.Height, MimeType: r.MimeType, Alt: lc.pick(alt),
		Caption: lc.pick(caption), Filename: name, Filesize: r.Filesize, CreatedAt: r.Created.UTC(), UpdatedAt: r.Updated.UTC()}
}

var mediaColumns = fieldColumns{"id": "id", "filename": "filename", "mimeType": "mime_type", "createdAt": "created_at", "updatedAt": "updated_at"}

// AllMedia queries the media collection (Payload's upload collection
// "media").
func (s *service) AllMedia(ctx context.Context, opts FindOptions) (Page[Media], error) {
	var page Page[Media]
	q, err := queryOf(opts, mediaColumns, "created_at DESC", false)
	if err != nil {
		return page, err
	}
	total, rows, err := countAndList[mediaRow](ctx, s.db.Read(), q, "media", mediaRowColumns, " FROM content_media WHERE "+q.cond, q.args)
	if err != nil {
		return page, err
	}
	docs := make([]Media, 0, len(rows))
	for _, r := range rows {
		docs = append(docs, *r.media(q.lc))
	}
	return pageFor(q, docs, total), nil
}

func (s *service) SaveMedia(ctx context.Context, in MediaInput) (int64, error) {
	c := &checker{}
	if !media.ValidKey(in.Key) {
		c.fail("key", "content.input.mediaKey")
	}
	c.between("width", in.Width, 1, 20_000)
	c.between("height", in.Height, 1, 20_000)
	alt := Text{}
	for _, l := range sortedLocales(in.Alt) {
		text := in.Alt[l]
		if _, ok := i18n.Parse(string(l)); !ok {
			c.fail("alt", "content.input.locale", "locale", truncate(string(l), 16))
		}
		c.text("alt."+string(l), &text, 300, false)
		if text != "" {
			alt[l] = text
		}
	}
	if !c.ok() {
		return 0, c.err
	}
	altJSON, err := encodeJSON(alt)
	if err != nil {
		return 0, err
	}
	mime := "image/png"
	if path.Ext(in.Key) == ".jpg" {
		mime = "image/jpeg"
	}
	now := s.clock()
	var id int64
	err = s.db.Write().Get(ctx, &id, `INSERT INTO content_media (blob_key, width, height, mime_type, alt, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (blob_key) DO UPDATE SET width = excluded.width, height = excluded.height,
			mime_type = excluded.mime_type, alt = excluded.alt, updated_at = excluded.updated_at
		RETURNING id`, in.Key, in.Width, in.Height, mime, altJSON, now, now)
	if err != nil {
		return 0, fmt.Errorf("content: save media %s: %w", in.Key, err)
	}
	return id, nil
}

// loadMedia returns the images with ids, with alt texts in lc.
func (s *service) loadMedia(ctx context.Context, h db.Handle, ids []int64, lc localeChoice) (map[int64]*Media, error) {
	out := map[int64]*Media{}
	ids = unique(ids)
	for len(ids) > 0 {
		batch := ids[:min(len(ids), 500)]
		ids = ids[len(batch):]
		var rows []mediaRow
		if err := h.Select(ctx, &rows, "SELECT "+mediaRowColumns+" FROM content_media WHERE id IN ("+db.InList(len(batch))+")", db.Args(batch)...); err != nil {
			return nil, fmt.Errorf("content: load media: %w", err)
		}
		for _, r := range rows {
			out[r.ID] = r.media(lc)
		}
	}
	return out, nil
}

// loadImages is loadMedia without the documents: what an image field may
// show.
func (s *service) loadImages(ctx context.Context, h db.Handle, ids []int64, lc localeChoice) (map[int64]*Media, error) {
	found, err := s.loadMedia(ctx, h, ids, lc)
	for id, m := range found {
		if m.IsDocument() {
			delete(found, id)
		}
	}
	return found, err
}

// unique returns ids without repeats, in first-seen order.
func unique(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := make([]int64, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// URL returns the address of the image's derivative in size (small,
// medium, large or xlarge); a document's one address.
func (m Media) URL(size string) string {
	if m.IsDocument() {
		return media.DocumentURL(m.ID, m.Filename)
	}
	return media.URL(m.Key, size)
}

// IsDocument reports whether the file is a PDF (no sizes, no pixels).
func (m Media) IsDocument() bool { return m.MimeType == media.DocumentContentType }

// SizeWidth returns the width of the image's derivative in size: the
// image is scaled to fit a square of the size's pixels, never enlarged.
func (m Media) SizeWidth(size string) int {
	for _, sz := range media.Sizes() {
		if sz.Name != size {
			continue
		}
		if m.Width <= sz.Pixels && m.Height <= sz.Pixels {
			return m.Width
		}
		if m.Width >= m.Height {
			return sz.Pixels
		}
		// The same arithmetic as imaging.Fit, which makes the derivatives.
		return int(float64(sz.Pixels) * (float64(m.Width) / float64(m.Height)))
	}
	return m.Width
}
