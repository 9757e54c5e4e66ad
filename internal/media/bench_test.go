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

// BenchmarkFirstView measures a visitor's first request for a product
// picture's large WebP (a 2400×1600 photo), with the derivative made on
// that request ("on-request", as before derivatives were made ahead) and
// with it made by the job after the upload ("made-ahead").
func BenchmarkFirstView(b *testing.B) {
	for _, ahead := range []bool{false, true} {
		name := "on-request"
		if ahead {
			name = "made-ahead"
		}
		b.Run(name, func(b *testing.B) {
			lib, _ := newLibrary(b, media.Options{})
			h := lib.Handler()
			base := photo(2400, 1600)
			// The WebP encoder compiles its WebAssembly once per process.
			warm := benchPicture(b, lib)
			if w := get(h, "GET", media.URL(warm.Key, "large"), chromeAccept); w.Code != http.StatusOK {
				b.Fatalf("status %d", w.Code)
			}
			b.ResetTimer()
			for i := range b.N {
				b.StopTimer()
				// A new picture each time: its first view.
				base.Pix[0], base.Pix[1] = byte(i), byte(i>>8)
				s, err := lib.Put(context.Background(), bytes.NewReader(encodeJPEG(b, base)))
				if err != nil {
					b.Fatal(err)
				}
				if ahead {
					if err := lib.Derive(context.Background(), s.Key); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				if w := get(h, "GET", media.URL(s.Key, "large"), chromeAccept); w.Code != http.StatusOK {
					b.Fatalf("status %d", w.Code)
				}
			}
		})
	}
}
