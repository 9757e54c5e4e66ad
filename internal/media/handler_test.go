package media_test

import (
	"bytes"
	"context"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/webp"

	"paddock/internal/media"
	"paddock/internal/platform/blob"
)

const chromeAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"

// shelf is a library holding three pictures.
type shelf struct {
	lib    *media.Library
	bucket *blob.Bucket
	// wide is a 2000×400 photo, cut a 300×200 transparent PNG, tiny a
	// 100×80 photo.
	wide, cut, tiny media.Stored
}

func newShelf(t testing.TB) *shelf {
	t.Helper()
	lib, b := newLibrary(t, media.Options{})
	s := &shelf{lib: lib, bucket: b}
	for _, p := range []struct {
		into *media.Stored
		data []byte
	}{
		{&s.wide, encodeJPEG(t, photo(2000, 400))},
		{&s.cut, encodePNG(t, cutout(300, 200))},
		{&s.tiny, encodeJPEG(t, photo(100, 80))},
	} {
		var err error
		if *p.into, err = lib.Put(context.Background(), bytes.NewReader(p.data)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func get(h http.Handler, method, path, accept string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, nil)
	if accept != "" {
		r.Header.Set("Accept", accept)
	}
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func decodeBody(t *testing.T, contentType string, body []byte) image.Image {
	t.Helper()
	var img image.Image
	var err error
	switch contentType {
	case "image/webp":
		img, err = webp.Decode(bytes.NewReader(body))
	case "image/jpeg":
		img, err = jpeg.Decode(bytes.NewReader(body))
	case "image/png":
		img, err = png.Decode(bytes.NewReader(body))
	default:
		t.Fatalf("unexpected Content-Type %q", contentType)
	}
	if err != nil {
		t.Fatalf("body is no %s: %v", contentType, err)
	}
	return img
}

func TestHandlerServesDerivatives(t *testing.T) {
	s := newShelf(t)
	h := s.lib.Handler()
	tests := []struct {
		name        string
		key         string
		size        string
		accept      string
		wantType    string
		wantW       int
		wantH       int
		transparent bool
	}{
		{"webp for a browser that accepts it", s.wide.Key, "large", chromeAccept, "image/webp", 960, 192, false},
		{"jpeg for one that does not", s.wide.Key, "large", "image/png,image/*;q=0.8", "image/jpeg", 960, 192, false},
		{"jpeg without an Accept header", s.wide.Key, "large", "", "image/jpeg", 960, 192, false},
		{"webp refused with q=0", s.wide.Key, "large", "image/webp;q=0, image/*", "image/jpeg", 960, 192, false},
		{"small", s.wide.Key, "small", chromeAccept, "image/webp", 240, 48, false},
		{"medium", s.wide.Key, "medium", "", "image/jpeg", 480, 96, false},
		{"xlarge", s.wide.Key, "xlarge", chromeAccept, "image/webp", 1600, 320, false},
		{"a transparent original as png", s.cut.Key, "medium", "", "image/png", 300, 200, true},
		{"a transparent original as webp keeps alpha", s.cut.Key, "small", "image/webp", "image/webp", 240, 160, true},
		{"never enlarged: jpeg", s.tiny.Key, "xlarge", "", "image/jpeg", 100, 80, false},
		{"never enlarged: webp", s.tiny.Key, "large", chromeAccept, "image/webp", 100, 80, false},
		{"never enlarged: png", s.cut.Key, "xlarge", "", "image/png", 300, 200, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := get(h, "GET", media.URL(tt.key, tt.size), tt.accept)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			hd := w.Header()
			if got := hd.Get("Content-Type"); got != tt.wantType {
				t.Errorf("Content-Type %q; want %q", got, tt.wantType)
			}
			img := decodeBody(t, hd.Get("Content-Type"), w.Body.Bytes())
			if b := img.Bounds(); b.Dx() != tt.wantW || b.Dy() != tt.wantH {
				t.Errorf("image is %d×%d; want %d×%d", b.Dx(), b.Dy(), tt.wantW, tt.wantH)
			}
			if isOpaque(img) == tt.transparent {
				t.Errorf("opaque = %v; want %v", isOpaque(img), !tt.transparent)
			}
			if hd.Get("Vary") != "Accept" || hd.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("caching headers %v", hd)
			}
			if etag := hd.Get("ETag"); !strings.HasPrefix(etag, `"`) || !strings.HasSuffix(etag, `"`) || len(etag) < 66 {
				t.Errorf("ETag %q is not a strong validator", etag)
			}
			if hd.Get("Content-Length") != "" && hd.Get("Content-Length") != strconv.Itoa(w.Body.Len()) {
				t.Errorf("Content-Length %s for %d bytes", hd.Get("Content-Length"), w.Body.Len())
			}
		})
	}
}

func TestHandlerCachingHeadAndNotModified(t *testing.T) {
	s := newShelf(t)
	h := s.lib.Handler()
	url := media.URL(s.wide.Key, "medium")
	for _, accept := range []string{chromeAccept, "image/jpeg"} {
		// First from a fresh render, then from the bucket.
		first := get(h, "GET", url, accept)
		second := get(h, "GET", url, accept)
		if first.Code != 200 || second.Code != 200 || !bytes.Equal(first.Body.Bytes(), second.Body.Bytes()) {
			t.Fatalf("%s: made %d, cached %d, same body %v", accept, first.Code, second.Code, bytes.Equal(first.Body.Bytes(), second.Body.Bytes()))
		}
		etag := first.Header().Get("ETag")
		for _, name := range []string{"ETag", "Content-Type", "Cache-Control", "Vary", "Content-Length"} {
			if first.Header().Get(name) != second.Header().Get(name) {
				t.Errorf("%s: %s %q when made, %q when cached", accept, name, first.Header().Get(name), second.Header().Get(name))
			}
		}

		head := get(h, "HEAD", url, accept)
		if head.Code != 200 || head.Body.Len() != 0 || head.Header().Get("ETag") != etag ||
			head.Header().Get("Content-Length") != strconv.Itoa(first.Body.Len()) {
			t.Errorf("%s: HEAD %d, %d body bytes, headers %v", accept, head.Code, head.Body.Len(), head.Header())
		}

		for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
			nm := get(h, "GET", url, accept, "If-None-Match", inm)
			if nm.Code != http.StatusNotModified || nm.Body.Len() != 0 || nm.Header().Get("ETag") != etag ||
				nm.Header().Get("Vary") != "Accept" || !strings.Contains(nm.Header().Get("Cache-Control"), "immutable") {
				t.Errorf("%s: If-None-Match %s: %d, %v", accept, inm, nm.Code, nm.Header())
			}
		}
		if stale := get(h, "GET", url, accept, "If-None-Match", `"something-else"`); stale.Code != 200 || stale.Body.Len() == 0 {
			t.Errorf("%s: a different ETag got %d", accept, stale.Code)
		}
	}
	webpTag := get(h, "HEAD", url, chromeAccept).Header().Get("ETag")
	jpegTag := get(h, "HEAD", url, "").Header().Get("ETag")
	if webpTag == jpegTag {
		t.Errorf("WebP and JPEG share the ETag %s", webpTag)
	}
	if w := get(h, "GET", url, "", "If-None-Match", webpTag); w.Code != 200 {
		t.Errorf("the WebP ETag validated the JPEG: %d", w.Code)
	}
}

func TestHandlerReusesDerivativesFromTheBucket(t *testing.T) {
	s := newShelf(t)
	ctx := context.Background()
	url := media.URL(s.wide.Key, "large")
	made := get(s.lib.Handler(), "GET", url, chromeAccept)
	if made.Code != 200 {
		t.Fatalf("status %d", made.Code)
	}
	hash := strings.TrimSuffix(s.wide.Key, ".jpg")
	kept, err := s.bucket.ReadAll(ctx, "derived/large/"+hash+".webp")
	if err != nil || !bytes.Equal(kept, made.Body.Bytes()) {
		t.Fatalf("the bucket does not hold the derivative served: %v", err)
	}

	// Without the original, only a derivative already in the bucket can
	// be served: a second instance (or a restart) must reuse it.
	if err := s.bucket.Delete(ctx, "originals/"+s.wide.Key); err != nil {
		t.Fatal(err)
	}
	other := media.NewLibrary(s.bucket, media.Options{})
	again := get(other.Handler(), "GET", url, chromeAccept)
	if again.Code != 200 || !bytes.Equal(again.Body.Bytes(), made.Body.Bytes()) || again.Header().Get("ETag") != made.Header().Get("ETag") {
		t.Errorf("second instance: %d, same body %v", again.Code, bytes.Equal(again.Body.Bytes(), made.Body.Bytes()))
	}
	if w := get(other.Handler(), "GET", url, ""); w.Code != http.StatusNotFound {
		t.Errorf("a JPEG never made, without its original: %d", w.Code)
	}
}

func TestHandlerNotFoundAndMethods(t *testing.T) {
	s := newShelf(t)
	h := s.lib.Handler()
	hash := strings.TrimSuffix(s.wide.Key, ".jpg")
	tests := []struct {
		name   string
		method string
		path   string
		want   int
	}{
		{"unknown size", "GET", "/media/huge/" + hash, 404},
		{"size in capitals", "GET", "/media/LARGE/" + hash, 404},
		{"key with its extension", "GET", "/media/large/" + s.wide.Key, 404},
		{"key in capitals", "GET", "/media/large/" + strings.ToUpper(hash), 404},
		{"short key", "GET", "/media/large/" + hash[:63], 404},
		{"long key", "GET", "/media/large/" + hash + "0", 404},
		{"not hex", "GET", "/media/large/" + strings.Repeat("g", 64), 404},
		{"an extra segment", "GET", "/media/large/" + hash + "/x", 404},
		{"a trailing slash", "GET", "/media/large/" + hash + "/", 404},
		{"no key", "GET", "/media/large/", 404},
		{"no size", "GET", "/media/", 404},
		{"climbing out", "GET", "/media/large/../originals/" + hash, 404},
		{"another mount", "GET", "/images/large/" + hash, 404},
		{"an original never stored", "GET", "/media/large/" + strings.Repeat("0", 64), 404},
		{"HEAD of one never stored", "HEAD", "/media/small/" + strings.Repeat("f", 64), 404},
		{"POST", "POST", "/media/large/" + hash, 405},
		{"DELETE", "DELETE", "/media/large/" + hash, 405},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := get(h, tt.method, tt.path, chromeAccept)
			if w.Code != tt.want {
				t.Errorf("%s %s = %d; want %d", tt.method, tt.path, w.Code, tt.want)
			}
			if strings.Contains(w.Header().Get("Cache-Control"), "immutable") {
				t.Errorf("an error is cached for a year: %v", w.Header())
			}
		})
	}
	if it, err := s.bucket.List(nil).Next(context.Background()); err != nil || !strings.HasPrefix(it.Key, "originals/") {
		t.Errorf("bad requests left something in the bucket: %v %v", it, err)
	}
}
