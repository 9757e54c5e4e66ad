// Package media keeps product images: it accepts only real image files,
// re-encodes them (which drops metadata and anything hidden in the file),
// stores them content-addressed in the blob bucket, and serves resized
// derivatives kept in the bucket. Put enqueues a job that makes every
// derivative ahead of time (Derive), so visitors find them made; one that
// is missing all the same (the job has not run yet, the bucket lost it) is
// made on its first request.
//
// Keys are what the catalogue stores: the hex SHA-256 of the stored bytes
// plus ".jpg" or ".png". The bucket holds
//
//	originals/{key}                 the re-encoded upload
//	derived/{size}/{hex}.{ext}      a derivative: webp, jpg or png
//
// Both are immutable: a key names one picture forever, so every instance
// and every restart may reuse what any instance made.
package media

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"path"
	"strings"
	"sync/atomic"

	"gocloud.dev/gcerrors"
	"golang.org/x/sync/singleflight"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/jobs"
)

// Limits of an upload.
const (
	// DefaultMaxBytes bounds an upload when Options.MaxBytes is zero.
	DefaultMaxBytes = 20 << 20
	// MaxPixels bounds width × height; checked from the header before any
	// pixel is decoded, so a small file cannot claim gigabytes of memory.
	MaxPixels = 40_000_000
	// MinSide is the shortest side an image may have.
	MinSide = 16
)

// Encoding settings.
const (
	originalJPEGQuality = 90
	derivedJPEGQuality  = 85
	derivedWebPQuality  = 80
	// encodeSlots bounds the decodes and encodes running at once: each
	// may hold a full-size picture (up to 40 megapixels) in memory.
	encodeSlots = 2
	// maxStoredBytes bounds how much of a stored original is read back; it
	// only guards against a bucket holding something we did not write.
	maxStoredBytes = 256 << 20
)

// Bucket folders.
const (
	originalsPrefix = "originals/"
	derivedPrefix   = "derived/"
)

// Size is a derivative size: the longest side, in pixels.
type Size struct {
	Name   string
	Pixels int
}

// Sizes lists the derivative sizes, smallest first.
func Sizes() []Size {
	return []Size{{"small", 240}, {"medium", 480}, {"large", 960}, {"xlarge", 1600}}
}

func sizeNamed(name string) (Size, bool) {
	for _, s := range Sizes() {
		if s.Name == name {
			return s, true
		}
	}
	return Size{}, false
}

// Options configure a Library.
type Options struct {
	// MaxBytes bounds an upload; zero means DefaultMaxBytes.
	MaxBytes int64
	// Logger receives storage and encoding failures of the handler; nil
	// discards them.
	Logger *slog.Logger
	// Jobs and DB, when set, let Put enqueue a DeriveJobKind job for every
	// image it stores. Without them derivatives are made on first request.
	Jobs *jobs.Queue
	DB   *db.DB
}

// Library stores images in a bucket and serves their derivatives.
type Library struct {
	bucket   *blob.Bucket
	maxBytes int64
	log      *slog.Logger
	jobs     *jobs.Queue
	db       *db.DB
	// slots is a semaphore of encodeSlots.
	slots chan struct{}
	// flights makes concurrent first requests for one derivative share
	// one encode.
	flights singleflight.Group
	// renders counts the derivatives this library has encoded.
	renders atomic.Int64
}

// NewLibrary returns a library on bucket. The caller keeps ownership of
// the bucket and closes it.
func NewLibrary(bucket *blob.Bucket, opts Options) *Library {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	l := &Library{bucket: bucket, maxBytes: opts.MaxBytes, log: opts.Logger, slots: make(chan struct{}, encodeSlots)}
	if opts.Jobs != nil && opts.DB != nil {
		l.jobs, l.db = opts.Jobs, opts.DB
	}
	return l
}

// Stored describes an accepted image.
type Stored struct {
	// Key names the image: 64 hex digits and ".jpg" or ".png".
	Key string
	// Width and Height are those of the stored image, in pixels.
	Width, Height int
	// Format is the stored format: "jpeg" or "png".
	Format string
}

// URL returns the address of key's derivative in size:
// /media/{size}/{key without extension}. It is the one place media URLs
// are built.
func URL(key, size string) string {
	return "/media/" + url.PathEscape(size) + "/" + url.PathEscape(strings.TrimSuffix(key, path.Ext(key)))
}

// ValidKey reports whether key has the form of a key Put returns.
func ValidKey(key string) bool {
	hexPart, ext, ok := strings.Cut(key, ".")
	return ok && isHash(hexPart) && (ext == "jpg" || ext == "png")
}

// Has reports whether the original of key is stored.
func (l *Library) Has(ctx context.Context, key string) (bool, error) {
	if !ValidKey(key) {
		return false, nil
	}
	hash, ext, _ := strings.Cut(key, ".")
	ok, err := l.bucket.Exists(ctx, originalName(hash, ext))
	if err != nil {
		return false, fmt.Errorf("media: has %s: %w", key, err)
	}
	return ok, nil
}

// isHash reports whether s is 64 lower-case hex digits. Upper case is
// refused so that each picture has exactly one URL and one cache entry.
func isHash(s string) bool {
	if len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

func originalName(hash, ext string) string { return originalsPrefix + hash + "." + ext }

func derivedName(size Size, hash, ext string) string {
	return derivedPrefix + size.Name + "/" + hash + "." + ext
}

// contentType returns the media type of a stored extension.
func contentType(ext string) string {
	switch ext {
	case "jpg":
		return "image/jpeg"
	case "png":
		return "image/png"
	case "webp":
		return "image/webp"
	}
	return "application/octet-stream"
}

// Original is the stored original of key (its bytes and its content
// type), as it was put: for whoever needs the file itself, a club's logo
// for the embroiderer. NotFound for a key that is not one or not stored.
func (l *Library) Original(ctx context.Context, key string) ([]byte, string, error) {
	if !ValidKey(key) {
		return nil, "", apperr.New(apperr.NotFound, "media.notFound")
	}
	r, err := l.bucket.NewReader(ctx, originalsPrefix+key, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, "", apperr.New(apperr.NotFound, "media.notFound")
	}
	if err != nil {
		return nil, "", fmt.Errorf("media: original %s: %w", key, err)
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, maxStoredBytes))
	if err != nil {
		return nil, "", fmt.Errorf("media: original %s: %w", key, err)
	}
	contentType := "image/jpeg"
	if path.Ext(key) == ".png" {
		contentType = "image/png"
	}
	return data, contentType, nil
}
