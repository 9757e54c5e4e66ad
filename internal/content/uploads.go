package content

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	gcblob "gocloud.dev/blob"

	"paddock/internal/platform/apperr"
)

// Limits of uploads.
const (
	// DefaultMaxUploadBytes bounds a file when its field sets no
	// maxFileSize.
	DefaultMaxUploadBytes = 10 << 20
	// MaxUploadBytes bounds every file, whatever its field says.
	MaxUploadBytes = 20 << 20
	// UploadLifetime is how long an upload waits for its submission: a
	// file is sent as soon as it is picked and claimed when the form is
	// sent, so an hour is plenty for filling in the rest, and files nobody
	// submits do not pile up.
	UploadLifetime = time.Hour
	// uploadPrefix is the blob folder of uploaded files.
	uploadPrefix = "form-uploads/"
	// maxFilename bounds a kept file name, in characters.
	maxFilename = 150
	// pruneBatch bounds the uploads one PruneUploads call removes.
	pruneBatch = 50
)

func (s *service) CreateUpload(ctx context.Context, in UploadInput) (Upload, error) {
	if s.bucket == nil || s.limiter == nil {
		return Upload{}, apperr.New(apperr.Unavailable, "errors.unavailable")
	}
	verdict, err := s.limiter.Allow(ctx, UploadRule, in.Client)
	if err != nil {
		return Upload{}, fmt.Errorf("content: rate limit upload: %w", err)
	}
	if err := verdict.Err("content.form.rateLimited"); err != nil {
		return Upload{}, err
	}
	form, err := s.formForStrangers(ctx, in.FormID)
	if err != nil {
		return Upload{}, err
	}
	var field *FormField
	for i := range form.Fields {
		if form.Fields[i].Name == in.Field && form.Fields[i].Kind == FieldUpload {
			field = &form.Fields[i]
		}
	}
	if field == nil {
		return Upload{}, apperr.New(apperr.NotFound, "content.upload.unknownField", "field", truncate(in.Field, 64)).OnField("field")
	}
	limit := field.MaxFileSize
	if limit <= 0 {
		limit = DefaultMaxUploadBytes
	}
	limit = min(limit, MaxUploadBytes)
	data, err := io.ReadAll(io.LimitReader(in.Body, limit+1))
	if err != nil {
		if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
			return Upload{}, tooLargeError(limit)
		}
		return Upload{}, apperr.New(apperr.Invalid, "content.upload.malformed").OnField(in.Field)
	}
	if int64(len(data)) > limit {
		return Upload{}, tooLargeError(limit)
	}
	if len(data) == 0 {
		return Upload{}, apperr.New(apperr.Invalid, "content.upload.empty").OnField(in.Field)
	}
	contentType, err := checkFile(data, in.Filename, in.ContentType, field.AllowedFiletypes)
	if err != nil {
		return Upload{}, err
	}
	// Every byte counts against the client's budget, refused files too:
	// they were received all the same.
	verdict, err = s.limiter.AllowN(ctx, UploadBytesRule, in.Client, (len(data)+1023)/1024)
	if err != nil {
		return Upload{}, fmt.Errorf("content: rate limit upload bytes: %w", err)
	}
	if err := verdict.Err("content.form.rateLimited"); err != nil {
		return Upload{}, err
	}
	if data, contentType, err = s.sanitize(ctx, data, contentType); err != nil {
		return Upload{}, err
	}
	name := cleanFilename(in.Filename, contentType)
	id, err := newUploadID()
	if err != nil {
		return Upload{}, err
	}
	key := uploadPrefix + id
	if err := s.bucket.WriteAll(ctx, key, data, &gcblob.WriterOptions{
		ContentType:        contentType,
		ContentDisposition: mime.FormatMediaType("attachment", map[string]string{"filename": name}),
	}); err != nil {
		return Upload{}, fmt.Errorf("content: store upload: %w", err)
	}
	if _, err := s.db.Write().Exec(ctx, `INSERT INTO form_upload (id, form_id, field_name, blob_key, filename, content_type, size, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, form.ID, field.Name, key, name, contentType, len(data), s.clock()); err != nil {
		if delErr := s.bucket.Delete(context.WithoutCancel(ctx), key); delErr != nil {
			s.log.ErrorContext(ctx, "content: remove upload file after a failed insert", "key", key, "error", delErr)
		}
		return Upload{}, fmt.Errorf("content: record upload: %w", err)
	}
	return Upload{ID: id, Filename: name, Size: int64(len(data)), ContentType: contentType}, nil
}

// sanitize makes sure an upload is only what its type says: an image is
// decoded and written anew in its format (only pixels survive), a
// PDF is refused when it holds active content, is encrypted or has
// something appended (checkPDF). It returns the bytes to keep and their
// type.
func (s *service) sanitize(ctx context.Context, data []byte, contentType string) ([]byte, string, error) {
	if contentType == "application/pdf" {
		if err := checkPDF(data); err != nil {
			return nil, "", pdfRefusal(err)
		}
		return data, contentType, nil
	}
	if s.images == nil {
		return nil, "", apperr.New(apperr.Unavailable, "errors.unavailable")
	}
	out, outType, err := s.images.Rewrite(ctx, data)
	if err != nil {
		if e := apperr.As(err); e.Kind == apperr.Invalid {
			return nil, "", e.OnField("file")
		}
		return nil, "", err
	}
	return out, outType, nil
}

// tooLargeError names the limit in whole megabytes, or kilobytes for a
// limit below a megabyte or between two.
func tooLargeError(limit int64) error {
	if limit >= 1<<20 && limit%(1<<20) == 0 {
		return apperr.New(apperr.Invalid, "content.upload.tooLarge", "max", limit>>20).OnField("file")
	}
	return apperr.New(apperr.Invalid, "content.upload.tooLargeKB", "max", max(1, limit>>10)).OnField("file")
}

// fileSignatures are the first bytes of the types uploads accept.
var fileSignatures = []struct {
	contentType string
	matches     func([]byte) bool
}{
	{"application/pdf", func(b []byte) bool { return bytes.HasPrefix(b, []byte("%PDF-")) }},
	{"image/png", func(b []byte) bool { return bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) }},
	{"image/jpeg", func(b []byte) bool { return bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}) }},
	{"image/webp", func(b []byte) bool {
		return len(b) >= 12 && bytes.Equal(b[:4], []byte("RIFF")) && bytes.Equal(b[8:12], []byte("WEBP"))
	}},
	{"image/gif", func(b []byte) bool {
		return bytes.HasPrefix(b, []byte("GIF87a")) || bytes.HasPrefix(b, []byte("GIF89a"))
	}},
}

// sniff returns the type the content shows: the signature table and
// net/http's sniffer must agree, or it is "" (SVG, HTML, scripts, office
// documents and everything else the check cannot vouch for).
func sniff(data []byte) string {
	detected, _, _ := mime.ParseMediaType(http.DetectContentType(data))
	for _, sig := range fileSignatures {
		if sig.matches(data) && detected == sig.contentType {
			return sig.contentType
		}
	}
	return ""
}

// checkFile returns the type of an upload after checking that its content
// is a type the field allows, and that its extension and claimed type name
// that same type: a PNG called .pdf, or sent as application/pdf, is
// refused.
func checkFile(data []byte, filename, claimed string, allowed []string) (string, error) {
	refuseType := apperr.New(apperr.Invalid, "content.upload.type", "allowed", strings.Join(allowed, ", ")).OnField("file")
	actual := sniff(data)
	if actual == "" {
		return "", refuseType
	}
	ext := strings.ToLower(path.Ext(strings.ReplaceAll(filename, `\`, "/")))
	extOK := false
	for _, e := range knownFiletypes[actual] {
		extOK = extOK || e == ext
	}
	if !extOK {
		return "", apperr.New(apperr.Invalid, "content.upload.disguised").OnField("file")
	}
	if claimed != "" {
		mt, _, err := mime.ParseMediaType(claimed)
		if mt == "image/jpg" || mt == "image/pjpeg" {
			mt = "image/jpeg"
		}
		if err != nil || (mt != actual && mt != "application/octet-stream") {
			return "", apperr.New(apperr.Invalid, "content.upload.disguised").OnField("file")
		}
	}
	for _, a := range allowed {
		if a == actual || a == ext {
			return actual, nil
		}
		for _, e := range knownFiletypes[actual] {
			if a == e {
				return actual, nil
			}
		}
	}
	return "", refuseType
}

// cleanFilename keeps the last path element of the browser's name without
// control characters, shortened, with the extension kept; an empty one
// becomes "upload" with the type's extension.
func cleanFilename(name, contentType string) string {
	name = strings.ReplaceAll(name, `\`, "/")
	name = path.Base(name)
	name = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '"' || r == '/' {
			return -1
		}
		return r
	}, name)
	name = strings.TrimSpace(name)
	if name == "" || name == "." || name == ".." || strings.HasPrefix(name, ".") {
		return "upload" + knownFiletypes[contentType][0]
	}

	if utf8.RuneCountInString(name) > maxFilename {
		ext := path.Ext(name)
		runes := []rune(strings.TrimSuffix(name, ext))
		name = string(runes[:maxFilename-utf8.RuneCountInString(ext)]) + ext
	}
	return name
}

// newUploadID returns 128 random bits in hex: an id no stranger guesses.
func newUploadID() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("content: make upload id: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// validUploadID reports whether s has the form of an upload id.
func validUploadID(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

func (s *service) PruneUploads(ctx context.Context) (int, error) {
	if s.bucket == nil {
		return 0, nil
	}
	cutoff := s.clock().Add(-UploadLifetime)
	var rows []uploadRow
	if err := s.db.Read().Select(ctx, &rows, `SELECT id, form_id, field_name, blob_key, filename, content_type, size, submission_id, created_at
		FROM form_upload WHERE submission_id IS NULL AND created_at < ? ORDER BY created_at LIMIT ?`, cutoff, pruneBatch); err != nil {
		return 0, fmt.Errorf("content: find stale uploads: %w", err)
	}
	pruned := 0
	for _, r := range rows {
		// The row goes first: should the file stay behind, it is only an
		// unreferenced file, never a row pointing at nothing.
		res, err := s.db.Write().Exec(ctx, "DELETE FROM form_upload WHERE id = ? AND submission_id IS NULL", r.ID)
		if err != nil {
			return pruned, fmt.Errorf("content: prune upload %s: %w", r.ID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue // claimed meanwhile
		}
		if err := s.bucket.Delete(ctx, r.BlobKey); err != nil {
			s.log.ErrorContext(ctx, "content: remove stale upload file", "key", r.BlobKey, "error", err)
		}
		pruned++
	}
	return pruned, nil
}
