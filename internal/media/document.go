package media

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	gcblob "gocloud.dev/blob"
	"gocloud.dev/gcerrors"

	"paddock/internal/platform/apperr"
)

// Documents are the PDFs of the content system's media library. They are
// stored beside the pictures' originals, content-addressed the same way
// (originals/{hex}.pdf, the key "{hex}.pdf"), but never re-encoded and
// without derivatives: whoever calls PutDocument has checked the file
// (content.CheckPDF). They are served by the content system, which knows
// their names, at DocumentURL.

// DocumentContentType is the type of a stored document.
const DocumentContentType = "application/pdf"

// ValidDocumentKey reports whether key has the form of a key PutDocument
// returns.
func ValidDocumentKey(key string) bool {
	hexPart, ext, ok := strings.Cut(key, ".")
	return ok && isHash(hexPart) && ext == "pdf"
}

// DocumentURL is the public address of the library's document id, its
// name as the last part for the reader's sake (the server ignores it):
// /media/documents/{id}/{name}. It is the one place these URLs are built.
func DocumentURL(id int64, filename string) string {
	if filename == "" {
		filename = "document.pdf"
	}
	return DocumentPrefix + strconv.FormatInt(id, 10) + "/" + url.PathEscape(filename)
}

// DocumentPrefix starts every DocumentURL.
const DocumentPrefix = "/media/documents/"

// PutDocument stores a checked PDF under its content hash as it is;
// storing the same bytes again returns the same key and writes nothing.
// An empty or too large file is refused with an apperr.Invalid error.
func (l *Library) PutDocument(ctx context.Context, data []byte) (Stored, error) {
	if len(data) == 0 {
		return Stored{}, apperr.New(apperr.Invalid, "media.upload.empty")
	}
	if int64(len(data)) > l.maxBytes {
		return Stored{}, l.tooLarge()
	}
	sum := sha256.Sum256(data)
	hash := hex.EncodeToString(sum[:])
	stored := Stored{Key: hash + ".pdf", Format: "pdf"}
	name := originalName(hash, "pdf")
	exists, err := l.bucket.Exists(ctx, name)
	if err != nil {
		return Stored{}, fmt.Errorf("media: put %s: %w", name, err)
	}
	if !exists {
		if err := l.bucket.WriteAll(ctx, name, data, &gcblob.WriterOptions{ContentType: DocumentContentType}); err != nil {
			return Stored{}, fmt.Errorf("media: put %s: %w", name, err)
		}
	}
	return stored, nil
}

// OpenDocument opens the stored document key for reading, with its size.
// NotFound for a key that is not one or not stored. The caller closes it.
func (l *Library) OpenDocument(ctx context.Context, key string) (io.ReadCloser, int64, error) {
	if !ValidDocumentKey(key) {
		return nil, 0, apperr.New(apperr.NotFound, "media.notFound")
	}
	r, err := l.bucket.NewReader(ctx, originalsPrefix+key, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, 0, apperr.New(apperr.NotFound, "media.notFound")
	}
	if err != nil {
		return nil, 0, fmt.Errorf("media: open document %s: %w", key, err)
	}
	return r, r.Size(), nil
}
