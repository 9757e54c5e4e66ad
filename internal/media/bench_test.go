package media_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"paddock/internal/media"
	"paddock/internal/platform/blob"
)

// benchPicture is a 2400×1600 photo, a typical product shot.
func benchPicture(b *testing.B, lib *media.Library) media.Stored {
	b.Helper()
	s, err := lib.Put(context.Background(), bytes.NewReader(encodeJPEG(b, photo(2400, 1600))))
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkFirstDerivative measures a first request for a large WebP:
// read the original, decode, scale, encode, store, answer.
func BenchmarkFirstDerivative(b *testing.B) {
	lib, bucket := newLibrary(b, media.Options{})
	s := benchPicture(b, lib)
	h := lib.Handler()
	url := media.URL(s.Key, "large")
	derived := "derived/large/" + strings.TrimSuffix(s.Key, ".jpg") + ".webp"
	// The WebP encoder compiles its WebAssembly once per process.
	if w := get(h, "GET", url, chromeAccept); w.Code != http.StatusOK {
		b.Fatalf("status %d", w.Code)
	}
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		if err := bucket.Delete(context.Background(), derived); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if w := get(h, "GET", url, chromeAccept); w.Code != http.StatusOK {
			b.Fatalf("status %d", w.Code)
		}
	}
}

// BenchmarkCachedDerivative measures a request for a derivative already
// in the bucket, in memory and in a local folder.
func BenchmarkCachedDerivative(b *testing.B) {
	for _, storage := range []string{"mem", "file"} {
		b.Run(storage, func(b *testing.B) {
			url := "mem://"
			if storage == "file" {
				url = "file://" + b.TempDir()
			}
			bucket, err := blob.Open(context.Background(), url)
			if err != nil {
				b.Fatal(err)
			}
			defer bucket.Close()
			lib := media.NewLibrary(bucket, media.Options{})
			s := benchPicture(b, lib)
			h := lib.Handler()
			path := media.URL(s.Key, "large")
			first := get(h, "GET", path, chromeAccept)
			if first.Code != http.StatusOK {
				b.Fatalf("status %d", first.Code)
			}
			b.SetBytes(int64(first.Body.Len()))
			b.ResetTimer()
			for range b.N {
				if w := get(h, "GET", path, chromeAccept); w.Code != http.StatusOK {
					b.Fatalf("status %d", w.Code)
				}
			}
		})
	}
}

// BenchmarkPut measures accepting a 2400×1600 JPEG upload.
func BenchmarkPut(b *testing.B) {
	lib, _ := newLibrary(b, media.Options{})
	data := encodeJPEG(b, photo(2400, 1600))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		if _, err := lib.Put(context.Background(), bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
