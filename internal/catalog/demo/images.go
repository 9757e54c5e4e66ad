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

	"paddock/internal/platform/demodraw"
)

// ImageSize is the width and height of every drawn image, in pixels.
const ImageSize = 1200

// view is how an illustration is framed.
type view int

const (
	viewFront  view = iota // the whole item on a soft background
	viewDetail             // a close-up of its detail
	viewScene              // smaller and tilted, in front of a paddock
	viewSide               // the other side, turned a little, on a cooler ground
)

// storedImage is what the image store returned for a drawing.
type storedImage struct {
	key           string
	width, height int
}

// render draws spec at size×size pixels.
func render(spec imageSpec, size int) *image.RGBA {
	c := &canvas{demodraw.NewCanvas(size, size)}
	main, accent := demodraw.Hex(spec.main), demodraw.Hex(spec.accent)
	bg := demodraw.RGB{R: 246, G: 242, B: 234}.Mix(main, 0.14) // a warm off-white tinted with the product
	if main.Luma() > 0.72 {
		// A light product needs a darker background to stand out.
		bg = bg.Shade(0.14)
	}
	s := style{main: main, accent: accent, variant: spec.look}
	switch spec.view {
	case viewScene:
		sky := demodraw.RGB{R: 204, G: 224, B: 236}.Mix(bg, 0.35)
		c.Background(sky.Tint(0.3), sky, demodraw.Glow{X: 820, Y: 190, R: 260, Strength: 0.5})
		c.Fill(demodraw.Circle(820, 190, 70), demodraw.SolidAlpha(demodraw.RGB{R: 255, G: 244, B: 214}, 0.9))
		far := demodraw.RGB{R: 168, G: 192, B: 140}.Mix(bg, 0.3)
		c.Fill(demodraw.NewPath().M(0, 620).C(260, 540, 520, 600, 1000, 540).L(1000, 1000).L(0, 1000).Z(), demodraw.Solid(far))
		wood := demodraw.RGB{R: 150, G: 126, B: 100}.Mix(bg, 0.2)
		for x := 60.0; x < 1000; x += 150 {
			c.Fill(demodraw.RRect(x, 560, 22, 200, 6), demodraw.Solid(wood))
		}
		c.Stroke(demodraw.NewPath().M(0, 610).C(300, 596, 700, 604, 1000, 590), 16, demodraw.Solid(wood.Tint(0.1)))
		c.Stroke(demodraw.NewPath().M(0, 680).C(300, 668, 700, 676, 1000, 662), 16, demodraw.Solid(wood.Tint(0.1)))
		near := demodraw.RGB{R: 138, G: 170, B: 108}.Mix(bg, 0.25)
		c.Fill(demodraw.NewPath().M(0, 760).C(300, 700, 700, 770, 1000, 720).L(1000, 1000).L(0, 1000).Z(), demodraw.Linear(near, 0, 720, near.Shade(0.15), 0, 1000))
		shadow(c, 530, 880, 260)
		c.With(demodraw.ScaleAbout(0.72, 500, 500).Then(demodraw.RotateAbout(-6, 500, 500)).Then(demodraw.Translate(30, 90)), func() {
			drawItem(c, spec, s)
		})
	case viewSide:
		cool := bg.Mix(demodraw.RGB{R: 214, G: 224, B: 232}, 0.45)
		c.Background(cool.Tint(0.25), cool.Shade(0.08), demodraw.Glow{X: 560, Y: 420, R: 520, Strength: 0.3})
		shadow(c, 520, 900, 270)
		mirror := demodraw.Affine{A: -1, D: 1, E: 1000}
		c.With(mirror.Then(demodraw.ScaleAbout(0.88, 500, 520)).Then(demodraw.RotateAbout(5, 500, 520)), func() {
			drawItem(c, spec, s)
		})
	case viewDetail:
		c.Background(bg.Tint(0.2), bg.Shade(0.06), demodraw.Glow{X: 500, Y: 500, R: 700, Strength: 0.3})
		fx, fy := focus(spec.art, spec.look)
		c.With(demodraw.Translate(-fx, -fy).Then(demodraw.ScaleAbout(2.2, 0, 0)).Then(demodraw.Translate(500, 500)), func() {
			drawItem(c, spec, s)
		})
	default:
		c.Background(bg.Tint(0.3), bg.Shade(0.04), demodraw.Glow{X: 500, Y: 470, R: 460, Strength: 0.35})
		shadow(c, 500, 905, 300)
		drawItem(c, spec, s)
	}
	return c.Image()
}

// drawItem draws the spec's illustration and, for a product's own
// pictures, its swing tag.
func drawItem(c *canvas, spec imageSpec, s style) {
	drawArt(c, spec.art, s)
	if spec.mark != 0 {
		drawTag(c, spec.mark, s)
	}
}

// drawTag hangs a swing tag at the item's upper right whose emblem (shape,
// stripes, card colour) follows mark: two models of one family in one
// colour and trim still differ at a glance.
func drawTag(c *canvas, mark int, s style) {
	card := demodraw.RGB{R: 244, G: 238, B: 224}
	if (mark/15)%2 == 1 {
		card = demodraw.RGB{R: 44, G: 48, B: 46}
	}
	ink := s.accent
	if abs := ink.Luma() - card.Luma(); abs < 0.25 && abs > -0.25 {
		ink = card.Contrast(0.8)
	}
	c.Stroke(demodraw.NewPath().M(700, 170).C(730, 180, 748, 200, 760, 226), 4, demodraw.Solid(demodraw.RGB{R: 120, G: 104, B: 84}))
	c.With(demodraw.RotateAbout(8, 790, 290), func() {
		c.Fill(demodraw.RRect(744, 218, 92, 140, 12), demodraw.Solid(card.Shade(0.25)))
		c.Fill(demodraw.RRect(740, 212, 92, 140, 12), demodraw.Solid(card))
		c.Fill(demodraw.Ring(786, 234, 9, 4), demodraw.Solid(card.Shade(0.3)))
		var emblem *demodraw.Path
		switch mark % 5 {
		case 0:
			emblem = demodraw.Circle(786, 284, 24)
		case 1:
			emblem = demodraw.Poly(786, 258, 812, 284, 786, 310, 760, 284)
		case 2:
			emblem = demodraw.Poly(786, 260, 812, 306, 760, 306)
		case 3:
			emblem = demodraw.RRect(764, 262, 44, 44, 6)
		default:
			emblem = demodraw.Ring(786, 284, 24, 9)
		}
		c.Fill(emblem, demodraw.Solid(ink))
		for i := range 1 + (mark/5)%3 {
			c.Fill(demodraw.RRect(758, 322+float64(i)*9, 56, 5, 2), demodraw.Solid(ink))
		}
	})
}

// shadow is a soft ground shadow made of stacked ellipses.
func shadow(c *canvas, cx, cy, rx float64) {
	for i := 0; i < 5; i++ {
		k := 1 - float64(i)*0.15
		c.Fill(demodraw.Ellipse(cx, cy, rx*k, rx*0.12*k), demodraw.SolidAlpha(demodraw.RGB{R: 40, G: 36, B: 30}, 0.06))
	}
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
	data, err := demodraw.EncodePNG(render(spec, size))
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

// drawingVersion changes whenever this package's drawings (art.go, render)
// change what they draw, so that a memo of earlier runs is not used for new
// pictures. Changes to the engine change demodraw.Version by themselves.
const drawingVersion = 1 // views added later keep the names of the earlier ones

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

// drawingName names a drawing by everything that decides its pixels: the
// drawing code of this package and of the engine, the spec and the size.
func drawingName(spec imageSpec, size int) string {
	in := fmt.Appendf(nil, "v%d|%s|%s|%d|%s|%s|%d|%d", drawingVersion, demodraw.Version(), spec.art, spec.look, spec.main, spec.accent, spec.view, size)
	if spec.mark != 0 {
		// Drawings without a tag keep the names earlier runs gave them.
		in = fmt.Appendf(in, "|m%d", spec.mark)
	}
	sum := sha256.Sum256(in)
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
	if a.mark != b.mark {
		return a.mark < b.mark
	}
	return a.view < b.view
}
