package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/webp"
	gcblob "gocloud.dev/blob"
	"gocloud.dev/gcerrors"
)

// makeTimeout bounds making one derivative. The work runs detached from
// the request that started it, because other requests may be waiting for
// the same result.
const makeTimeout = 2 * time.Minute

// errNoOriginal reports a well-formed key that names no stored image.
var errNoOriginal = errors.New("media: no such original")

// derivative is a derivative found in the bucket or just made. data is
// set when it was just made; body when it was found and opened to be sent.
type derivative struct {
	name string
	ext  string
	size int64
	data []byte
	body io.ReadCloser
}

// Handler serves GET and HEAD /media/{size}/{hex}: the image with that
// key scaled so its longest side is at most the size's pixels, never
// enlarged. It answers WebP when the Accept header lists image/webp, else
// JPEG (PNG for transparent originals). Mount it at "/media/" with the
// path left whole. Unknown sizes, malformed keys and missing images are
// 404.
func (l *Library) Handler() http.Handler { return http.HandlerFunc(l.serve) }

func (l *Library) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		return
	}
	size, hash, ok := parsePath(r.URL.Path)
	if !ok {
		notFound(w)
		return
	}
	h := w.Header()
	h.Set("Vary", "Accept")
	ctx := r.Context()
	inm := r.Header.Get("If-None-Match")
	// A plain GET opens the stored derivative in its lookup, one storage
	// call instead of two; HEAD and revalidations only need its size.
	open := r.Method == http.MethodGet && inm == ""
	d, err := l.derivative(ctx, size, hash, acceptsWebP(r.Header.Values("Accept")), open)
	switch {
	case errors.Is(err, errNoOriginal):
		notFound(w)
		return
	case err != nil && ctx.Err() != nil:
		return // the client left
	case err != nil:
		l.log.ErrorContext(ctx, "media: serve derivative", "size", size.Name, "key", hash, "err", err)
		h.Set("Cache-Control", "no-store")
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	if d.body != nil {
		defer d.body.Close()
	}

	// A derivative's bytes never change once written (same original, same
	// size, same encoder), so its name is a strong validator.
	etag := `"` + hash + "-" + size.Name + "." + d.ext + `"`
	h.Set("Content-Type", contentType(d.ext))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", etag)
	if etagMatches(inm, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if d.data == nil && d.body == nil && r.Method == http.MethodGet {
		// A revalidation that did not match: open it now.
		if d.body, err = l.bucket.NewReader(ctx, d.name, nil); err != nil {
			l.log.ErrorContext(ctx, "media: open derivative", "name", d.name, "err", err)
			h.Del("ETag")
			h.Set("Cache-Control", "no-store")
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		}
		defer d.body.Close()
	}
	h.Set("Content-Length", strconv.FormatInt(d.size, 10))
	w.WriteHeader(http.StatusOK)
	switch {
	case r.Method == http.MethodHead:
	case d.data != nil:
		_, err = w.Write(d.data)
	default:
		// Behind a plain Reader: gocloud's WriteTo allocates a megabyte
		// per call, far more than a derivative needs.
		_, err = io.CopyBuffer(w, struct{ io.Reader }{d.body}, make([]byte, 32<<10))
	}
	if err != nil && ctx.Err() == nil {
		l.log.WarnContext(ctx, "media: send derivative", "name", d.name, "err", err)
	}
}

func notFound(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "no-store")
	http.Error(w, http.StatusText(http.StatusNotFound), http.StatusNotFound)
}

// parsePath splits /media/{size}/{hex}.
func parsePath(p string) (Size, string, bool) {
	rest, ok := strings.CutPrefix(p, "/media/")
	if !ok {
		return Size{}, "", false
	}
	name, hash, ok := strings.Cut(rest, "/")
	if !ok || !isHash(hash) {
		return Size{}, "", false
	}
	size, ok := sizeNamed(name)
	return size, hash, ok
}

// acceptsWebP reports whether an Accept header lists image/webp with a
// quality above zero. Wildcards do not count: browsers that decode WebP
// name it.
func acceptsWebP(values []string) bool {
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			mediaType, params, _ := strings.Cut(part, ";")
			if !strings.EqualFold(strings.TrimSpace(mediaType), "image/webp") {
				continue
			}
			for _, p := range strings.Split(params, ";") {
				k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
				if strings.EqualFold(k, "q") {
					if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && q <= 0 {
						return false
					}
				}
			}
			return true
		}
	}
	return false
}

// etagMatches applies If-None-Match, which compares weakly.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

// derivative finds the derivative in the bucket, opened when open is
// set, or makes it.
func (l *Library) derivative(ctx context.Context, size Size, hash string, wantWebP, open bool) (derivative, error) {
	exts := []string{"jpg", "png"}
	if wantWebP {
		exts = []string{"webp"}
	}
	for _, ext := range exts {
		d, found, err := l.lookup(ctx, derivedName(size, hash, ext), ext, open)
		if err != nil || found {
			return d, err
		}
	}
	flight := size.Name + "/" + hash + "/" + strconv.FormatBool(wantWebP)
	ch := l.flights.DoChan(flight, func() (any, error) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), makeTimeout)
		defer cancel()
		return l.makeDerivative(ctx, size, hash, wantWebP)
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			return derivative{}, res.Err
		}
		return res.Val.(derivative), nil
	case <-ctx.Done():
		return derivative{}, ctx.Err()
	}
}

// lookup finds name in the bucket; with open set it opens it for reading
// in the same call.
func (l *Library) lookup(ctx context.Context, name, ext string, open bool) (derivative, bool, error) {
	d := derivative{name: name, ext: ext}
	var err error
	if open {
		var r *gcblob.Reader
		if r, err = l.bucket.NewReader(ctx, name, nil); err == nil {
			d.body, d.size = r, r.Size()
		}
	} else {
		var attrs *gcblob.Attributes
		if attrs, err = l.bucket.Attributes(ctx, name); err == nil {
			d.size = attrs.Size
		}
	}
	if gcerrors.Code(err) == gcerrors.NotFound {
		return derivative{}, false, nil
	}
	if err != nil {
		return derivative{}, false, fmt.Errorf("media: look up %s: %w", name, err)
	}
	return d, true, nil
}

// makeDerivative scales the original and stores the result in the bucket.
func (l *Library) makeDerivative(ctx context.Context, size Size, hash string, wantWebP bool) (derivative, error) {
	var original derivative
	var found bool
	for _, ext := range []string{"jpg", "png"} {
		var err error
		if original, found, err = l.lookup(ctx, originalName(hash, ext), ext, false); err != nil {
			return derivative{}, err
		}
		if found {
			break
		}
	}
	if !found {
		return derivative{}, errNoOriginal
	}
	ext := original.ext
	if wantWebP {
		ext = "webp"
	}
	name := derivedName(size, hash, ext)
	// Another instance, or a flight that ended just before this one began,
	// may have made it meanwhile.
	if d, found, err := l.lookup(ctx, name, ext, false); err != nil || found {
		return d, err
	}

	data, err := l.render(ctx, original, size, ext)
	if err != nil {
		return derivative{}, err
	}
	if err := l.bucket.WriteAll(ctx, name, data, &gcblob.WriterOptions{ContentType: contentType(ext)}); err != nil {
		return derivative{}, fmt.Errorf("media: store %s: %w", name, err)
	}
	return derivative{name: name, ext: ext, size: int64(len(data)), data: data}, nil
}

// render decodes the original, scales it and encodes it as ext, holding
// an encode slot throughout.
func (l *Library) render(ctx context.Context, original derivative, size Size, ext string) ([]byte, error) {
	release, err := l.acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("media: render %s: %w", original.name, err)
	}
	defer release()

	r, err := l.bucket.NewReader(ctx, original.name, nil)
	if err != nil {
		return nil, fmt.Errorf("media: render %s: %w", original.name, err)
	}
	raw, err := io.ReadAll(io.LimitReader(r, maxStoredBytes))
	r.Close()
	if err != nil {
		return nil, fmt.Errorf("media: render %s: read: %w", original.name, err)
	}
	format := formatJPEG
	if original.ext == "png" {
		format = formatPNG
	}
	// The bucket holds what Put wrote, but it is checked as an upload is:
	// a bucket is shared storage, not memory.
	cfg, err := decodeConfig(format, raw)
	if err == nil {
		err = checkDimensions(cfg.Width, cfg.Height)
	}
	if err != nil {
		return nil, fmt.Errorf("media: render %s: %w", original.name, err)
	}
	b := image.Rect(0, 0, cfg.Width, cfg.Height)
	fits := b.Dx() <= size.Pixels && b.Dy() <= size.Pixels
	if ext == original.ext && fits {
		return raw, nil // never enlarged, and re-encoding would only lose quality
	}
	if fits {
		// Every size the original fits in gets the same bytes: copy the
		// smallest such size's derivative when it is made already.
		if data, ok := l.sameAsSmaller(ctx, original, size, max(b.Dx(), b.Dy()), ext); ok {
			return data, nil
		}
	}
	img, err := decode(format, raw)
	if err != nil {
		return nil, fmt.Errorf("media: render %s: %w", original.name, err)
	}
	scaled := imaging.Fit(img, size.Pixels, size.Pixels, imaging.Lanczos)

	var buf bytes.Buffer
	switch ext {
	case "webp":
		err = webp.Encode(&buf, scaled, webp.Options{Quality: derivedWebPQuality, Method: webp.DefaultMethod})
	case "png":
		err = png.Encode(&buf, scaled)
	default:
		err = jpeg.Encode(&buf, flatten(scaled), &jpeg.Options{Quality: derivedJPEGQuality})
	}
	if err != nil {
		return nil, fmt.Errorf("media: render %s as %s: %w", original.name, ext, err)
	}
	l.renders.Add(1)
	return buf.Bytes(), nil
}

// sameAsSmaller returns the stored derivative in ext of the smallest size
// that holds longest pixels, when that is a smaller size than size and
// the derivative is in the bucket: unscaled, it has the same bytes.
func (l *Library) sameAsSmaller(ctx context.Context, original derivative, size Size, longest int, ext string) ([]byte, bool) {
	hash := strings.TrimSuffix(strings.TrimPrefix(original.name, originalsPrefix), "."+original.ext)
	for _, s := range Sizes() {
		if s.Pixels < longest {
			continue
		}
		if s.Name == size.Name {
			return nil, false
		}
		data, err := l.bucket.ReadAll(ctx, derivedName(s, hash, ext))
		if err != nil {
			return nil, false // not made yet, or unreadable: encode instead
		}
		return data, true
	}
	return nil, false
}
