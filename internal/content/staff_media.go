package content

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// MediaStaff is the back office's media library (issue 27, point 6): the
// images of the content system (content_media) with their alt texts and
// captions per language, where each is used, uploading, replacing a file
// everywhere (the same id, a new file) and deleting an unused one. Every
// method asks for access.ContentManage; changing or deleting a file of
// the whole shop is refused to a club manager. Every write is audited in
// its transaction, every refusal recorded.
type MediaStaff interface {
	// StaffMediaList is a page of the library, the newest first, matching
	// search in the file name or an alt text, of kind (all when empty).
	StaffMediaList(ctx context.Context, search string, kind MediaKind, page, pageSize int) (StaffMediaList, error)
	// StaffMediaItem is one file with where it is used.
	StaffMediaItem(ctx context.Context, id int64) (StaffMedia, error)
	// UploadMedia stores an image (re-encoded by media.Library.Put) or a
	// PDF (checked as form uploads check them: checkFile and CheckPDF)
	// under its file name; the same file again answers the file it is.
	UploadMedia(ctx context.Context, filename string, data []byte) (StaffMedia, error)
	// SaveMediaTexts sets the alt texts and captions per language.
	SaveMediaTexts(ctx context.Context, id int64, alt, caption Text) (StaffMedia, error)
	// ReplaceMedia puts a new file in place of the file: every page, club
	// and site that uses it shows the new one. A picture is replaced only
	// by a picture, a PDF only by a PDF.
	ReplaceMedia(ctx context.Context, id int64, filename string, data []byte) (StaffMedia, error)
	// DeleteMedia removes an unused file; a used one is a Conflict naming
	// where it is used.
	DeleteMedia(ctx context.Context, id int64) error
}

// MediaKind narrows the media library's list: pictures or PDFs.
type MediaKind string

// The kinds of files of the media library.
const (
	MediaImages    MediaKind = "image"
	MediaDocuments MediaKind = "pdf"
)

// StaffMediaList is a page of the media library.
type StaffMediaList struct {
	Items      []StaffMedia
	TotalCount int
	Page       int
	PageSize   int
}

// StaffMedia is a file of the library as the back office shows it.
type StaffMedia struct {
	ID        int64
	Key       string
	Filename  string
	MimeType  string
	Filesize  int64
	Width     int
	Height    int
	Alt       Text
	Caption   Text
	CreatedAt time.Time
	UpdatedAt time.Time
	// Uses are where it is used (StaffMediaItem only).
	Uses []MediaUse
}

// URL is the address of the file's derivative in size; a document's one
// address.
func (m StaffMedia) URL(size string) string {
	if m.IsDocument() {
		return media.DocumentURL(m.ID, m.Filename)
	}
	return media.URL(m.Key, size)
}

// IsDocument reports whether the file is a PDF.
func (m StaffMedia) IsDocument() bool { return m.MimeType == media.DocumentContentType }

// MediaUse is a place a file is used: a page, club, sales event or site
// (Kind), its id and name, and the field (logo, meta image, blocks).
type MediaUse struct {
	Kind   string
	ID     string
	Label  string
	Field  string
	Locale i18n.Locale // "" for a field of every language (a logo)
}

// Limits of the media library.
const (
	MaxMediaFilename = 200
	MaxMediaCaption  = 500
	MaxMediaPageSize = 100
)

// MediaStaffOptions builds the media library's staff side.
type MediaStaffOptions struct {
	Content Service
	Audit   Auditor
	// Images stores the uploads (NewService's Options.Images when nil).
	Images *media.Library
}

type mediaStaff struct {
	s      *service
	audit  Auditor
	images *media.Library
}

// NewMediaStaff returns the media library's staff side.
func NewMediaStaff(o MediaStaffOptions) (MediaStaff, error) {
	s, ok := o.Content.(*service)
	if !ok || o.Audit == nil {
		return nil, errors.New("content: the media library needs the content service and the audit trail")
	}
	images := o.Images
	if images == nil {
		images = s.images
	}
	if images == nil {
		return nil, errors.New("content: the media library needs the media library of images")
	}
	return &mediaStaff{s: s, audit: o.Audit, images: images}, nil
}

type staffMediaRow struct {
	ID        int64     `db:"id"`
	Key       string    `db:"blob_key"`
	Width     int       `db:"width"`
	Height    int       `db:"height"`
	MimeType  string    `db:"mime_type"`
	Alt       string    `db:"alt"`
	Caption   string    `db:"caption"`
	Filename  string    `db:"filename"`
	Filesize  int64     `db:"filesize"`
	CreatedAt time.Time `db:"created_at"`
	UpdatedAt time.Time `db:"updated_at"`
}

const staffMediaColumns = "id, blob_key, width, height, mime_type, alt, caption, filename, filesize, created_at, updated_at"

func (r staffMediaRow) staff() StaffMedia {
	m := StaffMedia{ID: r.ID, Key: r.Key, Filename: r.Filename, MimeType: r.MimeType, Filesize: r.Filesize, Width: r.Width,
		Height: r.Height, Alt: Text{}, Caption: Text{}, CreatedAt: r.CreatedAt.UTC(), UpdatedAt: r.UpdatedAt.UTC()}
	_ = json.Unmarshal([]byte(r.Alt), &m.Alt)
	_ = json.Unmarshal([]byte(r.Caption), &m.Caption)
	if m.Filename == "" {
		m.Filename = r.Key
	}
	return m
}

func (ms *mediaStaff) require(ctx context.Context, unscoped bool, op string, id int64) error {
	return staffRequire(ctx, ms.audit, access.ContentManage, unscoped, op, "media", idText(id))
}

func idText(id int64) string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(id, 10)
}

func (ms *mediaStaff) StaffMediaList(ctx context.Context, search string, kind MediaKind, page, pageSize int) (StaffMediaList, error) {
	if err := ms.require(ctx, false, "media.list", 0); err != nil {
		return StaffMediaList{}, err
	}
	if page < 1 {
		page = 1
	}
	if pageSize < 1 || pageSize > MaxMediaPageSize {
		pageSize = 24
	}
	search = strings.ToLower(strings.TrimSpace(search))
	if utf8.RuneCountInString(search) > 100 {
		search = string([]rune(search)[:100])
	}
	like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(search) + "%"
	where := `(LOWER(filename) LIKE ? ESCAPE '\' OR LOWER(alt) LIKE ? ESCAPE '\' OR LOWER(blob_key) LIKE ? ESCAPE '\')`
	switch kind {
	case MediaImages:
		where += " AND mime_type <> '" + media.DocumentContentType + "'"
	case MediaDocuments:
		where += " AND mime_type = '" + media.DocumentContentType + "'"
	case "":
	default:
		c, k := &checker{}, string(kind)
		c.choice("kind", &k, "", string(MediaImages), string(MediaDocuments))
		return StaffMediaList{}, c.err
	}
	out := StaffMediaList{Items: []StaffMedia{}, Page: page, PageSize: pageSize}
	if err := ms.s.db.Read().Get(ctx, &out.TotalCount, "SELECT COUNT(*) FROM content_media WHERE "+where, like, like, like); err != nil {
		return out, fmt.Errorf("content: count media: %w", err)
	}
	var rows []staffMediaRow
	if err := ms.s.db.Read().Select(ctx, &rows, "SELECT "+staffMediaColumns+" FROM content_media WHERE "+where+
		" ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?", like, like, like, pageSize, (page-1)*pageSize); err != nil {
		return out, fmt.Errorf("content: list media: %w", err)
	}
	for _, r := range rows {
		out.Items = append(out.Items, r.staff())
	}
	return out, nil
}

func (ms *mediaStaff) one(ctx context.Context, h db.Handle, id int64) (StaffMedia, error) {
	var row staffMediaRow
	err := h.Get(ctx, &row, "SELECT "+staffMediaColumns+" FROM content_media WHERE id = ?", id)
	if isNoRows(err) {
		return StaffMedia{}, apperr.New(apperr.NotFound, "content.media.unknown", "id", id)
	}
	if err != nil {
		return StaffMedia{}, fmt.Errorf("content: get media %d: %w", id, err)
	}
	m := row.staff()
	if m.Uses, err = ms.s.mediaUses(ctx, h, id, m.IsDocument()); err != nil {
		return StaffMedia{}, err
	}
	return m, nil
}

func (ms *mediaStaff) StaffMediaItem(ctx context.Context, id int64) (StaffMedia, error) {
	if err := ms.require(ctx, false, "media.read", id); err != nil {
		return StaffMedia{}, err
	}
	return ms.one(ctx, ms.s.db.Read(), id)
}

// mediaFilename keeps a file name's last part, printable and short.
func mediaFilename(name string) string {
	name = path.Base(strings.ReplaceAll(strings.TrimSpace(name), `\`, "/"))
	if name == "." || name == "/" || !printable(name, false) {
		return ""
	}
	if r := []rune(name); len(r) > MaxMediaFilename {
		name = string(r[:MaxMediaFilename])
	}
	return name
}

// isPDFUpload reports whether an upload is meant as a PDF: its content or
// its name says so (a fake PDF is then refused by the PDF's checks, not
// taken for a broken picture).
func isPDFUpload(filename string, data []byte) bool {
	return bytes.HasPrefix(data, []byte("%PDF-")) || strings.EqualFold(path.Ext(strings.ReplaceAll(filename, `\`, "/")), ".pdf")
}

// store keeps an uploaded picture through the image library, or a PDF
// after the form uploads' checks (its content, name and type agree; no
// active content, encryption or appended data).
func (ms *mediaStaff) store(ctx context.Context, filename string, data []byte) (media.Stored, int64, string, error) {
	if isPDFUpload(filename, data) {
		if _, err := checkFile(data, filename, "", []string{media.DocumentContentType}); err != nil {
			return media.Stored{}, 0, "", err
		}
		if err := CheckPDF(data); err != nil {
			return media.Stored{}, 0, "", err
		}
		stored, err := ms.images.PutDocument(ctx, data)
		if err != nil {
			return media.Stored{}, 0, "", err
		}
		return stored, int64(len(data)), media.DocumentContentType, nil
	}
	stored, err := ms.images.Put(ctx, bytes.NewReader(data))
	if err != nil {
		return media.Stored{}, 0, "", err
	}
	size := int64(len(data))
	if original, _, err := ms.images.Original(ctx, stored.Key); err == nil {
		size = int64(len(original))
	}
	mime := "image/png"
	if stored.Format == "jpeg" {
		mime = "image/jpeg"
	}
	return stored, size, mime, nil
}

func (ms *mediaStaff) UploadMedia(ctx context.Context, filename string, data []byte) (StaffMedia, error) {
	const op = "media.upload"
	if err := ms.require(ctx, false, op, 0); err != nil {
		return StaffMedia{}, err
	}
	stored, size, mime, err := ms.store(ctx, filename, data)
	if err != nil {
		return StaffMedia{}, err
	}
	filename = mediaFilename(filename)
	var out StaffMedia
	err = ms.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := ms.s.db.Write()
		now := ms.s.clock()
		var id int64
		err := tx.Get(ctx, &id, `SELECT id FROM content_media WHERE blob_key = ?`, stored.Key)
		switch {
		case isNoRows(err):
			if err := tx.Get(ctx, &id, `INSERT INTO content_media (blob_key, width, height, mime_type, alt, caption, filename, filesize, created_at, updated_at)
				VALUES (?, ?, ?, ?, '{}', '{}', ?, ?, ?, ?) RETURNING id`, stored.Key, stored.Width, stored.Height, mime, filename, size, now, now); err != nil {
				return fmt.Errorf("content: upload media: %w", err)
			}
		case err != nil:
			return fmt.Errorf("content: upload media: %w", err)
		default:
			// The same picture is there already: it is that file.
			if out, err = ms.one(ctx, tx, id); err != nil {
				return err
			}
			return nil
		}
		if out, err = ms.one(ctx, tx, id); err != nil {
			return err
		}
		return staffRecord(ctx, ms.audit, op, "media", idText(id), audit.Done, auditChange("file", "", filename+" ("+stored.Key+")"))
	})
	return out, err
}

// auditChange is a changed field for the trail; empty values are none.
func auditChange(field, before, after string) audit.Change {
	ch := audit.Change{Field: field}
	if before != "" {
		ch.Before = &before
	}
	if after != "" {
		ch.After = &after
	}
	return ch
}

func (ms *mediaStaff) SaveMediaTexts(ctx context.Context, id int64, alt, caption Text) (StaffMedia, error) {
	const op = "media.texts"
	if err := ms.require(ctx, true, op, id); err != nil {
		return StaffMedia{}, err
	}
	c := &checker{}
	clean := func(field string, in Text, max int) Text {
		out := Text{}
		for l, v := range in {
			if _, ok := i18n.Parse(string(l)); !ok {
				c.fail(field, "content.input.locale", "locale", truncate(string(l), 16))
				continue
			}
			c.textLines(field+"."+string(l), &v, max, false, field == "caption")
			if v != "" {
				out[l] = v
			}
		}
		return out
	}
	alt = clean("alt", alt, 300)
	caption = clean("caption", caption, MaxMediaCaption)
	if !c.ok() {
		return StaffMedia{}, c.err
	}
	altJSON, err := encodeJSON(alt)
	if err != nil {
		return StaffMedia{}, err
	}
	captionJSON, err := encodeJSON(caption)
	if err != nil {
		return StaffMedia{}, err
	}
	var out StaffMedia
	err = ms.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := ms.s.db.Write()
		before, err := ms.one(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE content_media SET alt = ?, caption = ?, updated_at = ? WHERE id = ?", altJSON, captionJSON,
			ms.s.clock(), id); err != nil {
			return fmt.Errorf("content: save media %d texts: %w", id, err)
		}
		if out, err = ms.one(ctx, tx, id); err != nil {
			return err
		}
		var changes []audit.Change
		for _, l := range i18n.Locales {
			if ch, ok := changed("alt."+string(l), before.Alt[l], out.Alt[l]); ok {
				changes = append(changes, ch)
			}
			if ch, ok := changed("caption."+string(l), before.Caption[l], out.Caption[l]); ok {
				changes = append(changes, ch)
			}
		}
		return staffRecord(ctx, ms.audit, op, "media", idText(id), audit.Done, changes...)
	})
	return out, err
}

func (ms *mediaStaff) ReplaceMedia(ctx context.Context, id int64, filename string, data []byte) (StaffMedia, error) {
	const op = "media.replace"
	if err := ms.require(ctx, true, op, id); err != nil {
		return StaffMedia{}, err
	}
	current, err := ms.one(ctx, ms.s.db.Read(), id)
	if err != nil {
		return StaffMedia{}, err
	}
	// What uses a picture shows a picture, what links a PDF offers a PDF.
	if isPDFUpload(filename, data) != current.IsDocument() {
		key := "content.media.replaceImage"
		if current.IsDocument() {
			key = "content.media.replacePDF"
		}
		return StaffMedia{}, apperr.New(apperr.Invalid, key).OnField("file")
	}
	stored, size, mime, err := ms.store(ctx, filename, data)
	if err != nil {
		return StaffMedia{}, err
	}
	filename = mediaFilename(filename)
	var out StaffMedia
	err = ms.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := ms.s.db.Write()
		before, err := ms.one(ctx, tx, id)
		if err != nil {
			return err
		}
		var other int64
		err = tx.Get(ctx, &other, "SELECT id FROM content_media WHERE blob_key = ? AND id <> ?", stored.Key, id)
		if err == nil {
			return apperr.New(apperr.Conflict, "content.media.duplicate", "id", other).OnField("file")
		}
		if !isNoRows(err) {
			return fmt.Errorf("content: replace media %d: %w", id, err)
		}
		if _, err := tx.Exec(ctx, `UPDATE content_media SET blob_key = ?, width = ?, height = ?, mime_type = ?, filename = ?, filesize = ?,
			updated_at = ? WHERE id = ?`, stored.Key, stored.Width, stored.Height, mime, filename, size, ms.s.clock(), id); err != nil {
			return fmt.Errorf("content: replace media %d: %w", id, err)
		}
		if out, err = ms.one(ctx, tx, id); err != nil {
			return err
		}
		return staffRecord(ctx, ms.audit, op, "media", idText(id), audit.Done,
			auditChange("file", before.Filename+" ("+before.Key+")", out.Filename+" ("+out.Key+")"))
	})
	return out, err
}

func (ms *mediaStaff) DeleteMedia(ctx context.Context, id int64) error {
	const op = "media.delete"
	if err := ms.require(ctx, true, op, id); err != nil {
		return err
	}
	return ms.s.db.InTransaction(ctx, func(ctx context.Context) error {
		tx := ms.s.db.Write()
		before, err := ms.one(ctx, tx, id)
		if err != nil {
			return err
		}
		if len(before.Uses) > 0 {
			names := make([]string, 0, len(before.Uses))
			seen := map[string]bool{}
			for _, u := range before.Uses {
				n := u.Label
				if !seen[n] {
					seen[n] = true
					names = append(names, n)
				}
			}
			return apperr.New(apperr.Conflict, "content.media.inUse", "uses", strings.Join(names, ", "))
		}
		if _, err := tx.Exec(ctx, "DELETE FROM content_media WHERE id = ?", id); err != nil {
			return fmt.Errorf("content: delete media %d: %w", id, err)
		}
		return staffRecord(ctx, ms.audit, op, "media", idText(id), audit.Done, auditChange("file", before.Filename+" ("+before.Key+")", ""))
	})
}

// mediaUses finds where the image is used: the logos of sites and clubs,
// and the meta images and blocks of pages, clubs and sales events in
// every language (their stored documents decoded, each image reference
// collected as the checker collects them). A PDF (document) is used
// where a link of a page's, club's or sales event's meta or blocks
// leads to its address (media.DocumentURL, which names its id).
func (s *service) mediaUses(ctx context.Context, h db.Handle, id int64, document bool) ([]MediaUse, error) {
	uses := []MediaUse{}
	if document {
		return s.documentUses(ctx, h, id, uses)
	}
	var sites []struct {
		Code string `db:"code"`
		Name string `db:"name"`
	}
	if err := h.Select(ctx, &sites, "SELECT code, name FROM site WHERE logo_id = ? ORDER BY code", id); err != nil {
		return nil, fmt.Errorf("content: uses of media %d: %w", id, err)
	}
	for _, st := range sites {
		label := st.Name
		if label == "" {
			label = st.Code
		}
		uses = append(uses, MediaUse{Kind: "site", ID: st.Code, Label: label, Field: "logo"})
	}
	var clubs []struct {
		ID   int64  `db:"id"`
		Name string `db:"name"`
	}
	if err := h.Select(ctx, &clubs, "SELECT id, name FROM club WHERE logo_id = ? ORDER BY name", id); err != nil {
		return nil, fmt.Errorf("content: uses of media %d: %w", id, err)
	}
	for _, c := range clubs {
		uses = append(uses, MediaUse{Kind: "club", ID: strconv.FormatInt(c.ID, 10), Label: c.Name, Field: "logo"})
	}
	// The documents that may name it: a cheap text match first, then
	// decoded exactly.
	needle := "%" + strconv.FormatInt(id, 10) + "%"
	for _, src := range documentSources {
		var rows []mediaDocRow
		if err := h.Select(ctx, &rows, src.query, needle, needle); err != nil {
			return nil, fmt.Errorf("content: uses of media %d: %w", id, err)
		}
		for _, r := range rows {
			var meta Meta
			c := &checker{reading: true}
			if json.Unmarshal([]byte(r.Meta), &meta) == nil {
				c.meta("meta", &meta)
				if refersTo(c.media, id) {
					uses = append(uses, MediaUse{Kind: src.kind, ID: strconv.FormatInt(r.ID, 10), Label: r.Label, Field: "meta",
						Locale: i18n.Locale(r.Locale)})
				}
			}
			c = &checker{reading: true}
			if blocks, err := DecodeBlocks([]byte(r.Blocks), false); err == nil {
				c.blocks("blocks", blocks)
				if refersTo(c.media, id) {
					uses = append(uses, MediaUse{Kind: src.kind, ID: strconv.FormatInt(r.ID, 10), Label: r.Label, Field: "blocks",
						Locale: i18n.Locale(r.Locale)})
				}
			}
		}
	}
	return uses, nil
}

// documentSources are the stored documents that may name a library's
// file: each row's id, language, label, meta and blocks.
var documentSources = []struct{ kind, query string }{
	{"page", `SELECT l.page_id AS id, l.locale, l.title AS label, l.meta, l.blocks FROM page_locale l
		WHERE l.meta LIKE ? OR l.blocks LIKE ? ORDER BY l.page_id, l.locale`},
	{"club", `SELECT l.club_id AS id, l.locale, c.name AS label, l.meta, l.blocks FROM club_locale l JOIN club c ON c.id = l.club_id
		WHERE l.meta LIKE ? OR l.blocks LIKE ? ORDER BY l.club_id, l.locale`},
	{"salesEvent", `SELECT l.sales_event_id AS id, l.locale, l.title AS label, l.meta, l.blocks FROM sales_event_locale l
		WHERE l.meta LIKE ? OR l.blocks LIKE ? ORDER BY l.sales_event_id, l.locale`},
}

// mediaDocRow is a row of documentSources.
type mediaDocRow struct {
	ID     int64  `db:"id"`
	Locale string `db:"locale"`
	Label  string `db:"label"`
	Meta   string `db:"meta"`
	Blocks string `db:"blocks"`
}

// documentUses finds the links to the PDF id: its address up to the id
// and the slash after it (so 4 is not found in 42), in the stored JSON of
// meta and blocks (the address holds no LIKE wildcard).
func (s *service) documentUses(ctx context.Context, h db.Handle, id int64, uses []MediaUse) ([]MediaUse, error) {
	prefix := media.DocumentPrefix + strconv.FormatInt(id, 10) + "/"
	like := "%" + prefix + "%"
	for _, src := range documentSources {
		var rows []mediaDocRow
		if err := h.Select(ctx, &rows, src.query, like, like); err != nil {
			return nil, fmt.Errorf("content: uses of document %d: %w", id, err)
		}
		for _, r := range rows {
			for _, f := range []struct{ name, text string }{{"meta", r.Meta}, {"blocks", r.Blocks}} {
				if strings.Contains(f.text, prefix) {
					uses = append(uses, MediaUse{Kind: src.kind, ID: strconv.FormatInt(r.ID, 10), Label: r.Label, Field: f.name,
						Locale: i18n.Locale(r.Locale)})
				}
			}
		}
	}
	return uses, nil
}

func refersTo(refs []*MediaRef, id int64) bool {
	for _, r := range refs {
		if r != nil && r.ID == id {
			return true
		}
	}
	return false
}
