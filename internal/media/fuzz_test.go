package media_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"paddock/internal/media"
	"paddock/internal/platform/apperr"
)

// FuzzPut feeds Put arbitrary bytes: it must either store an image or
// refuse the input as invalid; never panic, never fail otherwise.
func FuzzPut(f *testing.F) {
	for _, seed := range [][]byte{
		encodeJPEG(f, photo(32, 24)),
		encodePNG(f, cutout(20, 20)),
		encodePNG(f, photo(17, 40)),
		encodeGIF(f, 20, 20, true, photo(1, 1).At(0, 0)),
		encodeWebP(f, photo(24, 24), false),
		encodeWebP(f, cutout(24, 24), true),
		encodeWebP(f, cutout(24, 24), false),
		pngHeaderOnly(50000, 50000),
		webpAnimatedHeader(64, 64),
		[]byte("\xff\xd8\xff\xe0<html></html>"),
		[]byte("GIF89a"),
		[]byte("RIFF\x00\x00\x00\x00WEBPVP8X"),
		{},
	} {
		f.Add(seed)
	}
	lib, bucket := newLibrary(f, media.Options{MaxBytes: 1 << 20})
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := lib.Put(ctx, bytes.NewReader(data))
		if err != nil {
			if k := apperr.KindOf(err); k != apperr.Invalid {
				t.Fatalf("Put failed with kind %v: %v", k, err)
			}
			return
		}
		if !media.ValidKey(s.Key) || s.Width < media.MinSide || s.Height < media.MinSide ||
			s.Width*s.Height > media.MaxPixels || (s.Format != "jpeg" && s.Format != "png") {
			t.Fatalf("Put stored %+v", s)
		}
		if ok, err := bucket.Exists(ctx, "originals/"+s.Key); !ok || err != nil {
			t.Fatalf("%s not in the bucket: %v", s.Key, err)
		}
	})
}

// FuzzHandler feeds the handler arbitrary paths and Accept headers: bad
// input is 404 (or 405 for a method), never a 500 or a panic.
func FuzzHandler(f *testing.F) {
	s := newShelf(f)
	hash := strings.TrimSuffix(s.tiny.Key, ".jpg")
	for _, seed := range []struct{ path, accept, inm string }{
		{"/media/small/" + hash, chromeAccept, ""},
		{"/media/large/" + hash, "", `"x"`},
		{"/media/xlarge/" + strings.ToUpper(hash), "image/webp;q=0", "*"},
		{"/media/small/" + hash + ".jpg", ";;,,", ""},
		{"/media/../etc/passwd", "image/*", ""},
		{"/media//" + hash, "", ""},
		{"", "", ""},
	} {
		f.Add(seed.path, seed.accept, seed.inm)
	}
	h := s.lib.Handler()
	f.Fuzz(func(t *testing.T, path, accept, inm string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.Path = path
		r.Header.Set("Accept", accept)
		r.Header.Set("If-None-Match", inm)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		switch w.Code {
		case http.StatusOK, http.StatusNotModified:
			if !strings.HasPrefix(path, "/media/") || !strings.HasSuffix(path, hash) {
				t.Fatalf("%q answered %d", path, w.Code)
			}
		case http.StatusNotFound:
		default:
			t.Fatalf("%q (Accept %q) answered %d", path, accept, w.Code)
		}
	})
}
