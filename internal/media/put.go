package media

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	webpenc "github.com/gen2brain/webp"
	gcblob "gocloud.dev/blob"
	"golang.org/x/image/webp"

	"paddock/internal/platform/apperr"
)

// The formats an upload may have, named as Go's image packages name them.
const (
	formatJPEG = "jpeg"
	formatPNG  = "png"
	formatGIF  = "gif"
	formatWebP = "webp"
)

// Put checks that r holds a JPEG, PNG, GIF (its first frame) or WebP
// image, re-encodes it and stores it under its content hash, and enqueues
// the making of its derivatives (Schedule). Storing the same picture again
// returns the same key and writes nothing but the job, which finds its
// work done. Anything
// that is not such an image, too large, too small or damaged is refused
// with an apperr.Invalid error and nothing is stored.
func (l *Library) Put(ctx context.Context, r io.Reader) (Stored, error) {
	data, err := io.ReadAll(io.LimitReader(r, l.maxBytes+1))
	if err != nil {
		if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
			return Stored{}, l.tooLarge()
		}
		return Stored{}, fmt.Errorf("media: put: read upload: %w", err)
	}
	if len(data) == 0 {
		return Stored{}, apperr.New(apperr.Invalid, "media.upload.empty")
	}
	if int64(len(data)) > l.maxBytes {
		return Stored{}, l.tooLarge()
	}
	format := sniff(data)
	if format == "" {
		return Stored{}, apperr.New(apperr.Invalid, "media.upload.unsupported")
	}
	if format == formatWebP && animatedWebP(data) {
		return Stored{}, apperr.New(apperr.Invalid, "media.upload.animated")
	}
	cfg, err := decodeConfig(format, data)
	if err != nil {
		return Stored{}, corrupt(err)
	}
	if err := checkDimensions(cfg.Width, cfg.Height); err != nil {
		return Stored{}, err
	}

	encoded, ext, bounds, err := l.reencode(ctx, format, data)
	if err != nil {
		return Stored{}, err
	}
	sum := sha256.Sum256(encoded)
	hash := hex.EncodeToString(sum[:])
	stored := Stored{Key: hash + "." + ext, Width: bounds.Dx(), Height: bounds.Dy(), Format: formatJPEG}
	if ext == "png" {
		stored.Format = formatPNG
	}

	name := originalName(hash, ext)
	exists, err := l.bucket.Exists(ctx, name)
	if err != nil {
		return Stored{}, fmt.Errorf("media: put %s: %w", name, err)
	}
	if !exists {
		if err := l.bucket.WriteAll(ctx, name, encoded, &gcblob.WriterOptions{ContentType: contentType(ext)}); err != nil {
			return Stored{}, fmt.Errorf("media: put %s: %w", name, err)
		}
	}
	// After the original is stored: a job that ran before would find
	// nothing to scale. A failed enqueue is reported; the original stays
	// (a retried Put finds it and enqueues again), and until then first
	// requests make the derivatives.
	if err := l.Schedule(ctx, stored.Key); err != nil {
		return Stored{}, fmt.Errorf("media: put: %w", err)
	}
	return stored, nil
}

func (l *Library) tooLarge() error {
	return apperr.New(apperr.Invalid, "media.upload.tooLarge", "max", (l.maxBytes+(1<<20)-1)>>20)
}

func corrupt(cause error) error {
	e := apperr.New(apperr.Invalid, "media.upload.corrupt")
	e.Cause = cause
	return e
}

func checkDimensions(w, h int) error {
	if w <= 0 || h <= 0 || int64(w)*int64(h) > MaxPixels {
		return apperr.New(apperr.Invalid, "media.upload.tooManyPixels", "width", w, "height", h, "max", MaxPixels/1_000_000)
	}
	if w < MinSide || h < MinSide {
		return apperr.New(apperr.Invalid, "media.upload.tooSmall", "width", w, "height", h, "min", MinSide)
	}
	return nil
}

// sniff names the format data claims by its signature. The claim is only
// a choice of decoder: the file is accepted when that decoder reads it.
// Go's image.Decode is not used because every imported package may
// register more formats (imaging brings BMP and TIFF).
func sniff(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		return formatJPEG
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return formatPNG
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		return formatGIF
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		return formatWebP
	}
	return ""
}

// animatedWebP reports whether a WebP file's VP8X header sets the
// animation flag. Animations are refused rather than cut to a frame: the
// decoder that could read them decodes every frame at once.
func animatedWebP(data []byte) bool {
	const animationFlag = 1 << 1
	return len(data) >= 21 && string(data[12:16]) == "VP8X" && data[20]&animationFlag != 0
}

func decodeConfig(format string, data []byte) (cfg image.Config, err error) {
	defer recoverDecoder(&err)
	r := bytes.NewReader(data)
	switch format {
	case formatJPEG:
		return jpeg.DecodeConfig(r)
	case formatPNG:
		return png.DecodeConfig(r)
	case formatGIF:
		return gif.DecodeConfig(r)
	case formatWebP:
		return webp.DecodeConfig(r)
	}
	return image.Config{}, fmt.Errorf("media: no decoder for %q", format)
}

func decode(format string, data []byte) (img image.Image, err error) {
	defer recoverDecoder(&err)
	r := bytes.NewReader(data)
	switch format {
	case formatJPEG:
		return jpeg.Decode(r)
	case formatPNG:
		return png.Decode(r)
	case formatGIF:
		// gif.Decode returns the first frame only.
		return gif.Decode(r)
	case formatWebP:
		return webp.Decode(r)
	}
	return nil, fmt.Errorf("media: no decoder for %q", format)
}

// recoverDecoder turns a decoder's panic into an error. The decoders read
// strangers' bytes; a bug in one must refuse the file, not kill the server.
func recoverDecoder(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("media: decoder panic: %v", p)
	}
}

// reencode decodes data and writes it anew: a PNG with transparency as PNG,
// everything else as JPEG. Only pixels survive, so EXIF, comments, colour
// profiles and bytes after the image are gone.
func (l *Library) reencode(ctx context.Context, format string, data []byte) (out []byte, ext string, bounds image.Rectangle, err error) {
	release, err := l.acquire(ctx)
	if err != nil {
		return nil, "", image.Rectangle{}, fmt.Errorf("media: put: %w", err)
	}
	defer release()
	img, err := decode(format, data)
	if err != nil {
		return nil, "", image.Rectangle{}, corrupt(err)
	}
	bounds = img.Bounds()
	// A GIF's first frame may be smaller than its screen.
	if err := checkDimensions(bounds.Dx(), bounds.Dy()); err != nil {
		return nil, "", image.Rectangle{}, err
	}
	var buf bytes.Buffer
	if format == formatPNG && !opaque(img) {
		if err := png.Encode(&buf, img); err != nil {
			return nil, "", image.Rectangle{}, fmt.Errorf("media: put: encode png: %w", err)
		}
		return buf.Bytes(), "png", bounds, nil
	}
	if err := jpeg.Encode(&buf, flatten(img), &jpeg.Options{Quality: originalJPEGQuality}); err != nil {
		return nil, "", image.Rectangle{}, fmt.Errorf("media: put: encode jpeg: %w", err)
	}
	return buf.Bytes(), "jpg", bounds, nil
}

// acquire takes one of the encode slots; release gives it back.
func (l *Library) acquire(ctx context.Context) (release func(), err error) {
	select {
	case l.slots <- struct{}{}:
		return func() { <-l.slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func opaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
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

// flatten returns img ready for JPEG: opaque, transparent parts laid on
// white (product photos sit on white; JPEG would otherwise turn them
// black). Types the JPEG encoder handles directly pass unchanged.
func flatten(img image.Image) image.Image {
	if opaque(img) {
		switch m := img.(type) {
		case *image.YCbCr, *image.Gray, *image.RGBA:
			return img
		case *image.NRGBA:
			// Opaque NRGBA and RGBA share one memory layout.
			return &image.RGBA{Pix: m.Pix, Stride: m.Stride, Rect: m.Rect}
		}
	}
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Bounds(), &image.Uniform{C: color.White}, image.Point{}, draw.Src)
	draw.Draw(dst, dst.Bounds(), img, b.Min, draw.Over)
	return dst
}

// Rewrite checks that data is a JPEG, PNG, GIF (its first frame) or WebP
// image of at most MaxPixels and writes its pixels anew, for images kept
// as files rather than as product pictures (form uploads), in the format
// it came in (a GIF keeps its first frame). Nothing but pixels survives: metadata, comments and anything
// appended (HTML, scripts) are gone. It returns the new bytes and their
// content type; what is no such image is an apperr.Invalid error.
func (l *Library) Rewrite(ctx context.Context, data []byte) ([]byte, string, error) {
	format := sniff(data)
	if format == "" {
		return nil, "", apperr.New(apperr.Invalid, "media.upload.unsupported")
	}
	if format == formatWebP && animatedWebP(data) {
		return nil, "", apperr.New(apperr.Invalid, "media.upload.animated")
	}
	cfg, err := decodeConfig(format, data)
	if err != nil {
		return nil, "", corrupt(err)
	}
	if w, h := cfg.Width, cfg.Height; w <= 0 || h <= 0 || int64(w)*int64(h) > MaxPixels {
		return nil, "", apperr.New(apperr.Invalid, "media.upload.tooManyPixels", "width", w, "height", h, "max", MaxPixels/1_000_000)
	}
	release, err := l.acquire(ctx)
	if err != nil {
		return nil, "", fmt.Errorf("media: rewrite: %w", err)
	}
	defer release()
	img, err := decode(format, data)
	if err != nil {
		return nil, "", corrupt(err)
	}
	if b := img.Bounds(); b.Dx() <= 0 || b.Dy() <= 0 || int64(b.Dx())*int64(b.Dy()) > MaxPixels {
		return nil, "", apperr.New(apperr.Invalid, "media.upload.tooManyPixels", "width", b.Dx(), "height", b.Dy(), "max", MaxPixels/1_000_000)
	}
	var buf bytes.Buffer
	switch format {
	case formatJPEG:
		err = jpeg.Encode(&buf, flatten(img), &jpeg.Options{Quality: originalJPEGQuality})
		return buf.Bytes(), "image/jpeg", wrapEncode(err)
	case formatGIF:
		err = gif.Encode(&buf, img, nil)
		return buf.Bytes(), "image/gif", wrapEncode(err)
	case formatWebP:
		err = webpenc.Encode(&buf, img, webpenc.Options{Quality: originalJPEGQuality, Method: webpenc.DefaultMethod})
		return buf.Bytes(), "image/webp", wrapEncode(err)
	default:
		err = png.Encode(&buf, img)
		return buf.Bytes(), "image/png", wrapEncode(err)
	}
}

func wrapEncode(err error) error {
	if err != nil {
		return fmt.Errorf("media: rewrite: encode: %w", err)
	}
	return nil
}
