package csvio

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // the formats the media library takes
	_ "image/jpeg"
	_ "image/png"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	_ "golang.org/x/image/webp"

	"paddock/internal/media"
	"paddock/internal/platform/apperr"
)

// Images is the media library as an import needs it.
type Images interface {
	Has(ctx context.Context, key string) (bool, error)
	Original(ctx context.Context, key string) ([]byte, string, error)
	Put(ctx context.Context, r io.Reader) (media.Stored, error)
}

// Limits of an image an import reads from a file or fetches.
const (
	MaxImageBytes = media.DefaultMaxBytes
	FetchTimeout  = 20 * time.Second
	// imageWorkers is how many images are checked or stored at once.
	imageWorkers = 4
)

// resolved is an image ready for the catalogue: its media key and size.
type resolved struct {
	key           string
	width, height int
}

// imageResolver finds the images a file names: a media key already
// stored ("<sha256>.jpg", what an export writes), an http(s) URL, or a
// file name within the images directory.
type imageResolver struct {
	lib    Images
	dir    string
	client *http.Client

	mu   sync.Mutex
	done map[string]resolved
}

func newImageResolver(lib Images, dir string, allowPrivate bool) *imageResolver {
	dialer := &net.Dialer{Timeout: 10 * time.Second}
	if !allowPrivate {
		dialer.Control = publicOnly
	}
	transport := &http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: 10 * time.Second,
		ResponseHeaderTimeout: FetchTimeout, MaxIdleConnsPerHost: imageWorkers}
	return &imageResolver{lib: lib, dir: dir, done: map[string]resolved{},
		client: &http.Client{Transport: transport, Timeout: FetchTimeout, CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 3 {
				return errors.New("too many redirects")
			}
			return nil
		}}}
}

// publicOnly refuses connections to the machine itself and private
// networks: an image URL in a file must not reach the shop's insides.
func publicOnly(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsUnspecified() || ip.IsMulticast() {
		return fmt.Errorf("csvio: %s is not a public address", host)
	}
	return nil
}

// isURL reports whether ref is an http(s) URL.
func isURL(ref string) bool {
	l := strings.ToLower(ref)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}

// resolve checks one reference; with store it also stores a file's or
// URL's image in the library. Without store, a file or URL's image is
// checked and answered under its reference as the key.
func (x *imageResolver) resolve(ctx context.Context, ref string, store bool) (resolved, error) {
	x.mu.Lock()
	r, ok := x.done[ref]
	x.mu.Unlock()
	if ok {
		return r, nil
	}
	var err error
	switch {
	case media.ValidKey(ref):
		r, err = x.stored(ctx, ref)
	case isURL(ref):
		r, err = x.load(ctx, ref, store, x.fetch)
	default:
		r, err = x.load(ctx, ref, store, x.open)
	}
	if err != nil {
		return resolved{}, err
	}
	x.mu.Lock()
	x.done[ref] = r
	x.mu.Unlock()
	return r, nil
}

// stored is an image the library holds, with its size.
func (x *imageResolver) stored(ctx context.Context, key string) (resolved, error) {
	has, err := x.lib.Has(ctx, key)
	if err != nil {
		return resolved{}, err
	}
	if !has {
		return resolved{}, imageProblem("csvio.image.unknownKey", key)
	}
	data, _, err := x.lib.Original(ctx, key)
	if err != nil {
		return resolved{}, err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return resolved{}, imageProblem("csvio.image.notImage", key)
	}
	return resolved{key: key, width: cfg.Width, height: cfg.Height}, nil
}

// load reads an image from a file or URL, checks it and stores it when
// asked.
func (x *imageResolver) load(ctx context.Context, ref string, store bool, read func(context.Context, string) ([]byte, error)) (resolved, error) {
	data, err := read(ctx, ref)
	if err != nil {
		return resolved{}, err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return resolved{}, imageProblem("csvio.image.notImage", ref)
	}
	if !store {
		return resolved{key: ref, width: cfg.Width, height: cfg.Height}, nil
	}
	s, err := x.lib.Put(ctx, bytes.NewReader(data))
	if err != nil {
		if e, ok := errors.AsType[*apperr.Error](err); ok && e.Kind == apperr.Invalid {
			return resolved{}, imageProblem("csvio.image.notImage", ref)
		}
		return resolved{}, err
	}
	return resolved{key: s.Key, width: s.Width, height: s.Height}, nil
}

// open reads a file of the images directory; Magento's paths
// ("/m/y/my-image.jpg") are relative to it.
func (x *imageResolver) open(_ context.Context, name string) ([]byte, error) {
	if x.dir == "" {
		return nil, imageProblem("csvio.image.noDir", name)
	}
	clean := filepath.Clean("/" + filepath.FromSlash(name))
	root, err := os.OpenRoot(x.dir)
	if err != nil {
		return nil, fmt.Errorf("csvio: open the images directory: %w", err)
	}
	defer root.Close()
	f, err := root.Open(strings.TrimPrefix(clean, string(filepath.Separator)))
	if err != nil {
		return nil, imageProblem("csvio.image.missing", name)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, imageProblem("csvio.image.missing", name)
	}
	return readLimited(f, name)
}

// fetch downloads an image with a size limit and a timeout.
func (x *imageResolver) fetch(ctx context.Context, ref string) ([]byte, error) {
	u, err := url.Parse(ref)
	if err != nil || u.Host == "" {
		return nil, imageProblem("csvio.image.fetch", ref)
	}
	ctx, cancel := context.WithTimeout(ctx, FetchTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, imageProblem("csvio.image.fetch", ref)
	}
	req.Header.Set("User-Agent", "Paddock catalogue import")
	resp, err := x.client.Do(req)
	if err != nil {
		return nil, imageProblem("csvio.image.fetch", ref)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, imageProblem("csvio.image.fetch", ref)
	}
	return readLimited(resp.Body, ref)
}

func readLimited(r io.Reader, ref string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxImageBytes+1))
	if err != nil {
		return nil, imageProblem("csvio.image.fetch", ref)
	}
	if len(data) > MaxImageBytes {
		return nil, imageProblem("csvio.image.tooLarge", ref, "max", MaxImageBytes>>20)
	}
	return data, nil
}

func imageProblem(key, ref string, args ...any) error {
	return apperr.New(apperr.Invalid, key, append([]any{"value", shorten(ref, 120)}, args...)...)
}

// resolveAll resolves every image of the products at once (a few at a
// time), reporting broken references, and sets the keys and sizes on the
// inputs. It answers an error only for a failure of the library itself.
func (x *imageResolver) resolveAll(ctx context.Context, products []*product, store bool, rep *report) error {
	type job struct {
		p      *product
		ref    imageRef
		target func(resolved)
	}
	var jobs []job
	for _, p := range products {
		for i, ref := range p.imageRefs {
			im := &p.in.Images[i]
			jobs = append(jobs, job{p, ref, func(r resolved) { im.Key, im.Width, im.Height = r.key, r.width, r.height }})
		}
		for v, refs := range p.variantImageRefs {
			for i, ref := range refs {
				im := &p.in.Variants[v].Images[i]
				jobs = append(jobs, job{p, ref, func(r resolved) { im.Key, im.Width, im.Height = r.key, r.width, r.height }})
			}
		}
	}
	type result struct {
		r   resolved
		err error
	}
	results := make([]result, len(jobs))
	work := make(chan int)
	var wg sync.WaitGroup
	for range imageWorkers {
		wg.Go(func() {
			for i := range work {
				r, err := x.resolve(ctx, jobs[i].ref.ref, store)
				results[i] = result{r, err}
			}
		})
	}
	for i := range jobs {
		if ctx.Err() != nil {
			break
		}
		work <- i
	}
	close(work)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for i, j := range jobs {
		if err := results[i].err; err != nil {
			if e, ok := errors.AsType[*apperr.Error](err); ok && e.Kind == apperr.Invalid {
				rep.add(j.ref.line, j.ref.column, j.ref.ref, err)
				continue
			}
			return err
		}
		j.target(results[i].r)
	}
	return nil
}
