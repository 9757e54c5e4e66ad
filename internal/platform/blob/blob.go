// Package blob opens the bucket that holds the shop's files (product
// images, club logos, form uploads) from a storage URL: a local folder by
// default, memory in tests, S3-compatible storage at scale.
package blob

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	gcblob "gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	"gocloud.dev/blob/memblob"
)

// Bucket is gocloud's bucket; callers use its API directly.
type Bucket = gcblob.Bucket

// openers lists the supported URL schemes. A private mux rather than
// gocloud's default one keeps the set explicit: S3 later is one import
// of gocloud.dev/blob/s3blob and one more entry here.
func openers() map[string]gcblob.BucketURLOpener {
	return map[string]gcblob.BucketURLOpener{
		fileblob.Scheme: &fileblob.URLOpener{Options: fileblob.Options{
			CreateDir: true,
			// Temporary files next to the target, so the final rename never
			// crosses file systems when the data directory is its own mount.
			NoTempDir: true,
		}},
		memblob.Scheme: &memblob.URLOpener{},
	}
}

// Schemes returns the supported URL schemes, sorted.
func Schemes() []string {
	var names []string
	for s := range openers() {
		names = append(names, s)
	}
	sort.Strings(names)
	return names
}

// Open opens the bucket rawURL names: "file:///abs/dir" (a local folder,
// created when missing) or "mem://" (memory, for tests). fileblob's query
// parameters (such as metadata=skip) pass through.
func Open(ctx context.Context, rawURL string) (*Bucket, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("blob: open: storage URL is not a URL: %w", err)
	}
	ops := openers()
	if _, ok := ops[u.Scheme]; !ok {
		return nil, fmt.Errorf("blob: open: unsupported storage URL scheme %q; supported: %s (for example file:///var/lib/paddock/blobs)",
			u.Scheme, strings.Join(Schemes(), ", "))
	}
	if u.Scheme == fileblob.Scheme {
		// fileblob reads "file://./dir" as relative to the working
		// directory; a server's files must not move with it.
		if (u.Host != "" && u.Host != "localhost") || !filepath.IsAbs(u.Path) {
			return nil, fmt.Errorf("blob: open %s: a file URL needs an absolute path, for example file:///var/lib/paddock/blobs", u.Redacted())
		}
		if err := os.MkdirAll(u.Path, 0o750); err != nil {
			return nil, fmt.Errorf("blob: open %s: create directory: %w", u.Redacted(), err)
		}
	}
	mux := new(gcblob.URLMux)
	for scheme, o := range ops {
		mux.RegisterBucket(scheme, o)
	}
	b, err := mux.OpenBucketURL(ctx, u)
	if err != nil {
		return nil, fmt.Errorf("blob: open %s: %w", u.Redacted(), err)
	}
	return b, nil
}

// FileURL returns the storage URL of the local folder dir, made absolute
// so that a relative data directory such as ./data can be configured.
func FileURL(dir string) (string, error) {
	if strings.TrimSpace(dir) == "" {
		return "", errors.New("blob: file URL: empty directory")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("blob: file URL of %s: %w", dir, err)
	}
	return (&url.URL{Scheme: fileblob.Scheme, Path: filepath.ToSlash(abs)}).String(), nil
}
