package demo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"runtime"
	"sort"
	"sync"
)

// ImageSize is the width and height of every drawn image, in pixels.
const ImageSize = 1200

// view is how an illustration is framed.
type view int

const (
	viewFront  view = iota // the whole item on a soft background
	viewDetail             // a close-up of its detail
	viewScene              // smaller and tilted, in front of a paddock
)

// storedImage is what the image store returned for a drawing.
type storedImage struct {
	key           string
	width, height int
}

// render draws spec at size×size pixels.
func render(spec imageSpec, size int) *image.RGBA {
	c := newCanvas(size)
	main, accent := hexRGB(spec.main), hexRGB(spec.accent)
	bg := rgb{246, 242, 234}.mix(main, 0.14) // a warm off-white tinted with the product
	if main.luma() > 0.72 {
		// A light product needs a darker background to stand out.
		bg = bg.shade(0.14)
	}
	s := style{main: main, accent: accent, variant: spec.look}
	switch spec.view {
	case viewScene:
		sky := rgb{204, 224, 236}.mix(bg, 0.35)
		c.background(sky.tint(0.3), sky, 820, 190, 260, 0.5)
		c.fill(circle(820, 190, 70), solidA(rgb{255, 244, 214}, 0.9))
		far := rgb{168, 192, 140}.mix(bg, 0.3)
		c.fill(newPath().M(0, 620).C(260, 540, 520, 600, 1000, 540).L(1000, 1000).L(0, 1000).Z(), solid(far))
		wood := rgb{150, 126, 100}.mix(bg, 0.2)
		for x := 60.0; x < 1000; x += 150 {
			c.fill(rrect(x, 560, 22, 200, 6), solid(wood))
		}
		c.stroke(newPath().M(0, 610).C(300, 596, 700, 604, 1000, 590), 16, solid(wood.tint(0.1)), 0)
		c.stroke(newPath().M(0, 680).C(300, 668, 700, 676, 1000, 662), 16, solid(wood.tint(0.1)), 0)
		near := rgb{138, 170, 108}.mix(bg, 0.25)
		c.fill(newPath().M(0, 760).C(300, 700, 700, 770, 1000, 720).L(1000, 1000).L(0, 1000).Z(), linear(near, 0, 720, near.shade(0.15), 0, 1000))
		shadow(c, 530, 880, 260)
		c.with(scaleAbout(0.72, 500, 500).then(rotateAbout(-6, 500, 500)).then(translate(30, 90)), func() {
			drawArt(c, spec.art, s)
		})
	case viewDetail:
		c.background(bg.tint(0.2), bg.shade(0.06), 500, 500, 700, 0.3)
		fx, fy := focus(spec.art, spec.look)
		c.with(translate(-fx, -fy).then(scaleAbout(2.2, 0, 0)).then(translate(500, 500)), func() {
			drawArt(c, spec.art, s)
		})
	default:
		c.background(bg.tint(0.3), bg.shade(0.04), 500, 470, 460, 0.35)
		shadow(c, 500, 905, 300)
		drawArt(c, spec.art, s)
	}
	return c.img
}

// shadow is a soft ground shadow made of stacked ellipses.
func shadow(c *canvas, cx, cy, rx float64) {
	for i := 0; i < 5; i++ {
		k := 1 - float64(i)*0.15
		c.fill(ellipse(cx, cy, rx*k, rx*0.12*k), solidA(rgb{40, 36, 30}, 0.06))
	}
}

// encodePNG encodes a drawing as PNG (see writePNG for why not image/png).
func encodePNG(img *image.RGBA) ([]byte, error) {
	var buf bytes.Buffer
	if err := writePNG(&buf, img); err != nil {
		return nil, fmt.Errorf("demo: encode png: %w", err)
	}
	return buf.Bytes(), nil
}

// storeImages draws every spec once and stores it, on as many goroutines as
// there are processors. The result does not depend on the order: the store
// names an image by its content.
func storeImages(ctx context.Context, images ImageStore, specs []imageSpec, size int) (map[imageSpec]storedImage, error) {
	unique := map[imageSpec]bool{}
	var todo []imageSpec
	for _, s := range specs {
		if !unique[s] {
			unique[s] = true
			todo = append(todo, s)
		}
	}
	sort.Slice(todo, func(i, j int) bool { return specLess(todo[i], todo[j]) })

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(map[imageSpec]storedImage, len(todo))
	var (
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
	)
	jobs := make(chan imageSpec)
	workers := min(runtime.GOMAXPROCS(0), 4)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for spec := range jobs {
				stored, err := drawAndStore(ctx, images, spec, size)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
					cancel()
				}
				out[spec] = stored
				mu.Unlock()
			}
		}()
	}
feed:
	for _, s := range todo {
		select {
		case jobs <- s:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

func drawAndStore(ctx context.Context, images ImageStore, spec imageSpec, size int) (storedImage, error) {
	if err := ctx.Err(); err != nil {
		return storedImage{}, err
	}
	memo, _ := images.(DrawingMemo)
	name := drawingName(spec, size)
	if memo != nil {
		key, w, h, ok, err := memo.Recall(ctx, name)
		if err != nil {
			return storedImage{}, fmt.Errorf("demo: recall drawing %s: %w", name, err)
		}
		if ok {
			return storedImage{key: key, width: w, height: h}, nil
		}
	}
	data, err := encodePNG(render(spec, size))
	if err != nil {
		return storedImage{}, err
	}
	key, w, h, err := images.Put(ctx, bytes.NewReader(data))
	if err != nil {
		return storedImage{}, fmt.Errorf("demo: store image %s/%d %s: %w", spec.art, spec.view, spec.main, err)
	}
	if memo != nil {
		if err := memo.Remember(ctx, name, key, w, h); err != nil {
			return storedImage{}, fmt.Errorf("demo: remember drawing %s: %w", name, err)
		}
	}
	return storedImage{key: key, width: w, height: h}, nil
}

// drawingVersion changes whenever the drawing code changes what it draws,
// so that a memo of earlier runs is not used for new pictures.
const drawingVersion = 1

// DrawingMemo is what an ImageStore may also offer so that a later run
// does not draw again what an earlier one stored: drawing every picture
// takes most of the time of a seed.
type DrawingMemo interface {
	// Recall returns the key, width and height stored for name, and
	// whether the image is still there.
	Recall(ctx context.Context, name string) (key string, width, height int, ok bool, err error)
	// Remember notes that name was stored as key.
	Remember(ctx context.Context, name, key string, width, height int) error
}

// drawingName names a drawing by everything that decides its pixels.
func drawingName(spec imageSpec, size int) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "v%d|%s|%d|%s|%s|%d|%d", drawingVersion, spec.art, spec.look, spec.main, spec.accent, spec.view, size))
	return hex.EncodeToString(sum[:16])
}

func specLess(a, b imageSpec) bool {
	if a.art != b.art {
		return a.art < b.art
	}
	if a.look != b.look {
		return a.look < b.look
	}
	if a.main != b.main {
		return a.main < b.main
	}
	if a.accent != b.accent {
		return a.accent < b.accent
	}
	return a.view < b.view
}
