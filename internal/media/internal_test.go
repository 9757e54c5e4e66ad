package media

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"net/http/httptest"
	"sync"
	"testing"
	"testing/synctest"

	"paddock/internal/platform/blob"
)

func TestConcurrentFirstRequestsRenderOnce(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		b, err := blob.Open(ctx, "mem://")
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		l := NewLibrary(b, Options{})
		img := image.NewGray(image.Rect(0, 0, 1000, 700))
		for i := range img.Pix {
			img.Pix[i] = uint8(i % 251)
		}
		var src bytes.Buffer
		if err := jpeg.Encode(&src, img, nil); err != nil {
			t.Fatal(err)
		}
		s, err := l.Put(ctx, &src)
		if err != nil {
			t.Fatal(err)
		}

		// With both encode slots taken, the first request's render waits
		// until every other request has arrived and blocked too.
		l.slots <- struct{}{}
		l.slots <- struct{}{}
		const requests = 8
		codes := make([]int, requests)
		bodies := make([][]byte, requests)
		var wg sync.WaitGroup
		for i := range requests {
			wg.Go(func() {
				w := httptest.NewRecorder()
				l.Handler().ServeHTTP(w, httptest.NewRequest("GET", URL(s.Key, "large"), nil))
				codes[i], bodies[i] = w.Code, w.Body.Bytes()
			})
		}
		synctest.Wait()
		<-l.slots
		<-l.slots
		wg.Wait()

		for i := range requests {
			if codes[i] != 200 || !bytes.Equal(bodies[i], bodies[0]) {
				t.Errorf("request %d: %d, same body %v", i, codes[i], bytes.Equal(bodies[i], bodies[0]))
			}
		}
		if n := l.renders.Load(); n != 1 {
			t.Errorf("%d concurrent first requests rendered %d times; want once", requests, n)
		}
	})
}

func TestAcceptsWebP(t *testing.T) {
	tests := []struct {
		header []string
		want   bool
	}{
		{nil, false},
		{[]string{"image/webp"}, true},
		{[]string{"image/avif,image/webp,image/apng,*/*;q=0.8"}, true},
		{[]string{"IMAGE/WEBP;q=0.5"}, true},
		{[]string{"image/png", "image/webp"}, true},
		{[]string{"image/webp;q=0"}, false},
		{[]string{"image/webp; q=0.0, image/*"}, false},
		{[]string{"image/*,*/*;q=0.8"}, false},
		{[]string{"image/webpx"}, false},
		{[]string{"text/html,application/xhtml+xml"}, false},
		{[]string{";;;,,,q="}, false},
	}
	for _, tt := range tests {
		if got := acceptsWebP(tt.header); got != tt.want {
			t.Errorf("acceptsWebP(%q) = %v", tt.header, got)
		}
	}
}

func TestETagMatches(t *testing.T) {
	const tag = `"abc-large.webp"`
	tests := []struct {
		header string
		want   bool
	}{
		{"", false},
		{tag, true},
		{"W/" + tag, true},
		{`"x", ` + tag, true},
		{"*", true},
		{`"abc-large.jpg"`, false},
		{`abc-large.webp`, false},
	}
	for _, tt := range tests {
		if got := etagMatches(tt.header, tag); got != tt.want {
			t.Errorf("etagMatches(%q) = %v", tt.header, got)
		}
	}
}

func TestFlattenLaysTransparencyOnWhite(t *testing.T) {
	img := image.NewNRGBA(image.Rect(5, 5, 7, 6))
	img.SetNRGBA(5, 5, color.NRGBA{})
	img.SetNRGBA(6, 5, color.NRGBA{R: 255, A: 255})
	got := flatten(img)
	if got.Bounds() != image.Rect(0, 0, 2, 1) {
		t.Fatalf("bounds %v", got.Bounds())
	}
	if r, g, b, a := got.At(0, 0).RGBA(); r != 0xffff || g != 0xffff || b != 0xffff || a != 0xffff {
		t.Errorf("transparent pixel became %v", got.At(0, 0))
	}
	if r, g, _, _ := got.At(1, 0).RGBA(); r != 0xffff || g != 0 {
		t.Errorf("red pixel became %v", got.At(1, 0))
	}
}
