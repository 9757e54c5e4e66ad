package media_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/image/bmp"

	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/i18n"
)

// stored reads back and decodes the original Put stored for s, checking
// that its name is its content hash.
func stored(t *testing.T, b *blob.Bucket, s media.Stored) (image.Image, []byte) {
	t.Helper()
	raw, err := b.ReadAll(context.Background(), "originals/"+s.Key)
	if err != nil {
		t.Fatalf("original %s: %v", s.Key, err)
	}
	sum := sha256.Sum256(raw)
	if want := hex.EncodeToString(sum[:]) + "." + map[string]string{"jpeg": "jpg", "png": "png"}[s.Format]; s.Key != want {
		t.Errorf("key %s; the stored bytes hash to %s", s.Key, want)
	}
	var img image.Image
	if s.Format == "png" {
		img, err = png.Decode(bytes.NewReader(raw))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(raw))
	}
	if err != nil {
		t.Fatalf("stored %s does not decode as %s: %v", s.Key, s.Format, err)
	}
	return img, raw
}

func isOpaque(img image.Image) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a != 0xffff {
				return false
			}
		}
	}
	return true
}

// near reports whether two colours differ by at most tol per channel (0–255).
func near(a, b color.Color, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

func TestPutAcceptsRealImages(t *testing.T) {
	red := color.NRGBA{R: 220, G: 20, B: 30, A: 255}
	blue := color.NRGBA{R: 20, G: 40, B: 220, A: 255}
	tests := []struct {
		name        string
		data        []byte
		wantFormat  string
		wantW       int
		wantH       int
		transparent bool
		// centre, when set, is the colour expected in the middle.
		centre color.Color
	}{
		{"jpeg", encodeJPEG(t, photo(400, 300)), "jpeg", 400, 300, false, nil},
		{"opaque png becomes jpeg", encodePNG(t, photo(300, 400)), "jpeg", 300, 400, false, nil},
		{"transparent png stays png", encodePNG(t, cutout(200, 100)), "png", 200, 100, true, nil},
		{"gif", encodeGIFPhoto(t, photo(120, 90)), "jpeg", 120, 90, false, nil},
		{"animated gif keeps its first frame", encodeGIF(t, 64, 48, false, red, blue), "jpeg", 64, 48, false, red},
		{"transparent gif lies on white", encodeGIF(t, 64, 48, true, blue), "jpeg", 64, 48, false, color.White},
		{"lossy webp", encodeWebP(t, photo(320, 240), false), "jpeg", 320, 240, false, nil},
		{"lossless webp", encodeWebP(t, photo(50, 70), true), "jpeg", 50, 70, false, nil},
		{"webp with alpha lies on white", encodeWebP(t, cutout(100, 100), false), "jpeg", 100, 100, false, nil},
		{"smallest side allowed", encodeJPEG(t, photo(16, 900)), "jpeg", 16, 900, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib, b := newLibrary(t, media.Options{})
			s, err := lib.Put(context.Background(), bytes.NewReader(tt.data))
			if err != nil {
				t.Fatalf("Put: %v", err)
			}
			if s.Format != tt.wantFormat || s.Width != tt.wantW || s.Height != tt.wantH || !media.ValidKey(s.Key) {
				t.Errorf("Put = %+v; want %s %d×%d with a valid key", s, tt.wantFormat, tt.wantW, tt.wantH)
			}
			img, _ := stored(t, b, s)
			if got := img.Bounds(); got.Dx() != tt.wantW || got.Dy() != tt.wantH {
				t.Errorf("stored image is %v", got)
			}
			if isOpaque(img) == tt.transparent {
				t.Errorf("stored image opaque = %v; want %v", isOpaque(img), !tt.transparent)
			}
			if tt.centre != nil {
				// The GIF with a hole is transparent on its left half.
				x, y := tt.wantW/2, tt.wantH/2
				if tt.centre == color.White {
					x = tt.wantW / 4
				}
				if got := img.At(x, y); !near(got, tt.centre, 24) {
					t.Errorf("pixel (%d,%d) = %v; want about %v", x, y, got, tt.centre)
				}
			}
		})
	}
}

func TestPutRefusesWhatIsNotAnAcceptableImage(t *testing.T) {
	valid := encodeJPEG(t, photo(200, 200))
	var bmpData bytes.Buffer
	if err := bmp.Encode(&bmpData, photo(40, 40)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		data     io.Reader
		opts     media.Options
		wantKey  string
		wantArgs []string // parts of the English message
	}{
		{"zero bytes", bytes.NewReader(nil), media.Options{}, "media.upload.empty", nil},
		{"a text file named .jpg", strings.NewReader("This is not a picture, just a note called photo.jpg\n"), media.Options{}, "media.upload.unsupported", nil},
		{"an HTML file with a JPEG signature", strings.NewReader("\xff\xd8\xff\xe0<html><script>alert(document.cookie)</script></html>"), media.Options{}, "media.upload.corrupt", nil},
		{"a truncated JPEG", bytes.NewReader(valid[:len(valid)/2]), media.Options{}, "media.upload.corrupt", nil},
		{"a JPEG cut after its header", bytes.NewReader(valid[:200]), media.Options{}, "media.upload.corrupt", nil},
		{"a BMP, a real image of another format", &bmpData, media.Options{}, "media.upload.unsupported", nil},
		{"a PNG of 50000×50000 pixels", bytes.NewReader(pngHeaderOnly(50000, 50000)), media.Options{}, "media.upload.tooManyPixels", []string{"50000 × 50000", "40 megapixels"}},
		{"a PNG just over 40 megapixels", bytes.NewReader(pngHeaderOnly(8000, 5001)), media.Options{}, "media.upload.tooManyPixels", nil},
		{"a PNG with a zero side", bytes.NewReader(pngHeaderOnly(0, 100)), media.Options{}, "media.upload.corrupt", nil},
		{"too narrow", bytes.NewReader(encodeJPEG(t, photo(15, 400))), media.Options{}, "media.upload.tooSmall", []string{"15 × 400", "16 pixels"}},
		{"an icon", bytes.NewReader(encodePNG(t, photo(8, 8))), media.Options{}, "media.upload.tooSmall", nil},
		{"an animated WebP", bytes.NewReader(webpAnimatedHeader(100, 100)), media.Options{}, "media.upload.animated", nil},
		{"a WebP cut short", bytes.NewReader(encodeWebP(t, photo(100, 100), false)[:60]), media.Options{}, "media.upload.corrupt", nil},
		{"a RIFF that is no WebP", strings.NewReader("RIFF\x10\x00\x00\x00WAVEfmt "), media.Options{}, "media.upload.unsupported", nil},
		{"a GIF signature and nothing else", strings.NewReader("GIF89a"), media.Options{}, "media.upload.corrupt", nil},
		{"over the configured size", bytes.NewReader(valid), media.Options{MaxBytes: int64(len(valid)) - 1}, "media.upload.tooLarge", nil},
		{"an endless stream", endless{}, media.Options{MaxBytes: 3 << 20}, "media.upload.tooLarge", []string{"3 MB"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib, b := newLibrary(t, tt.opts)
			_, err := lib.Put(context.Background(), tt.data)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Key != tt.wantKey {
				t.Fatalf("Put = %v; want Invalid %s", err, tt.wantKey)
			}
			for _, l := range i18n.Locales {
				msg := e.Message(i18n.WithLocale(context.Background(), l))
				if msg == tt.wantKey || strings.Contains(msg, "{{") {
					t.Errorf("%s message untranslated: %q", l, msg)
				}
			}
			en := e.Message(i18n.WithLocale(context.Background(), i18n.English))
			for _, part := range tt.wantArgs {
				if !strings.Contains(en, part) {
					t.Errorf("message %q lacks %q", en, part)
				}
			}
			if objs, err := b.List(nil).Next(context.Background()); err != io.EOF {
				t.Errorf("the bucket holds %v (%v) after a refusal", objs, err)
			}
		})
	}
}

// endless is a reader that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 0xff
	}
	return len(p), nil
}

func TestPutChecksTheHeaderBeforeDecodingPixels(t *testing.T) {
	lib, _ := newLibrary(t, media.Options{})
	data := pngHeaderOnly(50000, 50000)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := lib.Put(context.Background(), bytes.NewReader(data))
	runtime.ReadMemStats(&after)
	if apperr.KindOf(err) != apperr.Invalid {
		t.Fatalf("Put = %v", err)
	}
	// Decoding would allocate 10 GB; reading the header needs a few KB.
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("refusing a 50000×50000 header allocated %d bytes", grew)
	}
}

func TestPutDropsMetadataAndTrailingData(t *testing.T) {
	const secret = "GPS 52.5200N 13.4050E owner Anna Beispiel"
	const trailer = "PK\x03\x04<?php system($_GET['c']); ?>"
	tests := []struct {
		name string
		data []byte
	}{
		{"jpeg with exif and a trailer", append(withEXIF(encodeJPEG(t, photo(300, 200)), secret), trailer...)},
		{"transparent png with text and a trailer", append(withPNGText(encodePNG(t, cutout(300, 200)), "Comment", secret), trailer...)},
		{"gif with a trailer", append(encodeGIFPhoto(t, photo(100, 100)), trailer...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !bytes.Contains(tt.data, []byte(secret[:10])) && !bytes.Contains(tt.data, []byte("<?php")) {
				t.Fatal("fixture lacks what it should smuggle")
			}
			lib, b := newLibrary(t, media.Options{})
			s, err := lib.Put(context.Background(), bytes.NewReader(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			_, raw := stored(t, b, s)
			for _, hidden := range []string{"GPS 52", "Exif", "tEXt", "<?php", "PK\x03\x04"} {
				if bytes.Contains(raw, []byte(hidden)) {
					t.Errorf("stored original still holds %q", hidden)
				}
			}
		})
	}
}

func TestPutStoresTheSamePictureOnce(t *testing.T) {
	lib, b := newLibrary(t, media.Options{})
	ctx := context.Background()
	plain := encodeJPEG(t, photo(300, 200))
	var keys []string
	for _, data := range [][]byte{plain, plain, withEXIF(plain, "camera: one"), withEXIF(plain, "camera: two")} {
		s, err := lib.Put(ctx, bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, s.Key)
	}
	for _, k := range keys[1:] {
		if k != keys[0] {
			t.Errorf("keys differ: %v", keys)
		}
	}
	other, err := lib.Put(ctx, bytes.NewReader(encodeJPEG(t, photo(301, 200))))
	if err != nil || other.Key == keys[0] {
		t.Errorf("a different picture got key %s (%v)", other.Key, err)
	}
	n := 0
	iter := b.List(nil)
	for {
		if _, err := iter.Next(ctx); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n != 2 {
		t.Errorf("the bucket holds %d objects; want 2", n)
	}
}

func TestPutStopsReadingAtTheLimit(t *testing.T) {
	lib, _ := newLibrary(t, media.Options{MaxBytes: 1 << 20})
	r := &countingReader{r: endless{}}
	if _, err := lib.Put(context.Background(), r); apperr.KindOf(err) != apperr.Invalid {
		t.Fatalf("Put = %v", err)
	}
	if r.n > 1<<20+64<<10 {
		t.Errorf("read %d bytes of an endless stream with a 1 MB limit", r.n)
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestURLAndKeys(t *testing.T) {
	key := strings.Repeat("ab", 32) + ".jpg"
	if got, want := media.URL(key, "large"), "/media/large/"+strings.Repeat("ab", 32); got != want {
		t.Errorf("URL = %q; want %q", got, want)
	}
	valid := map[string]bool{
		key:                                      true,
		strings.Repeat("0", 64) + ".png":         true,
		strings.Repeat("0", 64) + ".webp":        false,
		strings.Repeat("0", 64):                  false,
		strings.Repeat("A", 64) + ".jpg":         false,
		strings.Repeat("0", 63) + ".jpg":         false,
		"../" + strings.Repeat("0", 61) + ".jpg": false,
		"":                                       false,
	}
	for k, want := range valid {
		if media.ValidKey(k) != want {
			t.Errorf("ValidKey(%q) = %v", k, !want)
		}
	}
	var names []string
	last := 0
	for _, s := range media.Sizes() {
		names = append(names, s.Name)
		if s.Pixels <= last {
			t.Errorf("sizes not ascending: %v", media.Sizes())
		}
		last = s.Pixels
	}
	if strings.Join(names, ",") != "small,medium,large,xlarge" {
		t.Errorf("sizes %v", names)
	}
}

// Rewrite keeps a picture's format and only its pixels: metadata and
// appended bytes are gone, every format reads back, and what is no
// acceptable picture (or too many pixels by its header) is refused.
func TestRewriteKeepsOnlyPixels(t *testing.T) {
	lib, _ := newLibrary(t, media.Options{})
	ctx := context.Background()
	tail := []byte("<script>alert(1)</script><?php ?>")
	for _, tt := range []struct {
		name, wantType string
		data           []byte
	}{
		{"JPEG with EXIF and a tail", "image/jpeg", append(withEXIF(encodeJPEG(t, photo(40, 30)), "<script>x</script>"), tail...)},
		{"PNG with a text chunk and a tail", "image/png", append(withPNGText(encodePNG(t, cutout(20, 20)), "Comment", "<?php ?>"), tail...)},
		{"GIF with a tail", "image/gif", append(encodeGIF(t, 8, 8, false, color.Black, color.White), tail...)},
		{"WebP with a tail", "image/webp", append(encodeWebP(t, photo(24, 24), false), tail...)},
		{"a tiny picture", "image/png", encodePNG(t, photo(2, 2))},
	} {
		out, ct, err := lib.Rewrite(ctx, tt.data)
		if err != nil || ct != tt.wantType {
			t.Errorf("%s: %s %v", tt.name, ct, err)
			continue
		}
		if bytes.Contains(out, []byte("script")) || bytes.Contains(out, []byte("php")) {
			t.Errorf("%s: the payload survived", tt.name)
		}
		if _, format, err := image.Decode(bytes.NewReader(out)); err != nil || "image/"+format != tt.wantType {
			t.Errorf("%s: reads back as %q, %v", tt.name, format, err)
		}
	}
	for name, data := range map[string][]byte{
		"HTML":                    []byte("<!DOCTYPE html><script>alert(1)</script>"),
		"60000 × 60000 by header": pngHeaderOnly(60000, 60000),
		"an animated WebP":        webpAnimatedHeader(16, 16),
	} {
		if _, _, err := lib.Rewrite(ctx, data); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("%s: %v", name, err)
		}
	}
}
