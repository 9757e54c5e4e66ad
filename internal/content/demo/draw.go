package demo

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/vector"
)

// The demo content's pictures are drawn in code, like the catalogue's: a
// logo, club crests, landscape banners for the hero teasers and a banner
// for sales. Shapes are given in a design space of 1000 units across and
// scaled to the canvas.

// canvas is an image with a scale from design units to pixels.
type canvas struct {
	img   *image.RGBA
	scale float64
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h)), scale: float64(w) / 1000}
}

// hex parses "#rrggbb"; anything else is black.
func hex(s string) color.RGBA {
	var c [3]uint8
	if len(s) == 7 && s[0] == '#' {
		for i := range c {
			for _, ch := range s[1+2*i : 3+2*i] {
				c[i] <<= 4
				switch {
				case ch >= '0' && ch <= '9':
					c[i] |= uint8(ch - '0')
				case ch >= 'a' && ch <= 'f':
					c[i] |= uint8(ch-'a') + 10
				}
			}
		}
	}
	return color.RGBA{c[0], c[1], c[2], 255}
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

// shape is a closed outline in design units.
type shape [][2]float64

// fill paints a polygon (curves flattened by the helpers below).
func (c *canvas) fill(s shape, col color.Color) {
	if len(s) < 3 {
		return
	}
	b := c.img.Bounds()
	r := vector.NewRasterizer(b.Dx(), b.Dy())
	r.MoveTo(float32(s[0][0]*c.scale), float32(s[0][1]*c.scale))
	for _, p := range s[1:] {
		r.LineTo(float32(p[0]*c.scale), float32(p[1]*c.scale))
	}
	r.ClosePath()
	r.Draw(c.img, b, image.NewUniform(col), image.Point{})
}

// gradient fills the canvas from top to bottom.
func (c *canvas) gradient(top, bottom color.RGBA) {
	b := c.img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		col := mix(top, bottom, float64(y)/float64(max(1, b.Dy()-1)))
		draw.Draw(c.img, image.Rect(0, y, b.Dx(), y+1), image.NewUniform(col), image.Point{}, draw.Src)
	}
}

// circle is a circle's outline.
func circle(cx, cy, r float64) shape {
	return arc(cx, cy, r, r, 0, 2*math.Pi)
}

// arc is points along an ellipse from angle a0 to a1 (radians, y down).
func arc(cx, cy, rx, ry, a0, a1 float64) shape {
	n := 48
	out := make(shape, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		out = append(out, [2]float64{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
	}
	return out
}

// band is the ring segment between two radii from a0 to a1: a horseshoe.
func band(cx, cy, outer, inner, a0, a1 float64) shape {
	out := arc(cx, cy, outer, outer, a0, a1)
	in := arc(cx, cy, inner, inner, a0, a1)
	for i := len(in) - 1; i >= 0; i-- {
		out = append(out, in[i])
	}
	return out
}

// horseshoe draws an open-bottomed horseshoe with nail holes.
func (c *canvas) horseshoe(cx, cy, r float64, col, holes color.Color) {
	// Open at the bottom: from 120° round over the top to 420° (60°).
	a0, a1 := math.Pi*2/3, math.Pi*7/3
	c.fill(band(cx, cy, r, r*0.62, a0, a1), col)
	for i := 0; i < 6; i++ {
		a := a0 + (a1-a0)*(0.12+0.152*float64(i))
		c.fill(circle(cx+r*0.81*math.Cos(a), cy+r*0.81*math.Sin(a), r*0.055), holes)
	}
}

// shield is a crest's outline of width w and height h, its top edge at y.
func shield(cx, y, w, h float64) shape {
	left, right := cx-w/2, cx+w/2
	s := shape{{left, y}, {right, y}, {right, y + h*0.45}}
	// Two curves meeting in the point at the bottom.
	for i := 1; i <= 24; i++ {
		t := float64(i) / 24
		s = append(s, [2]float64{right - (w/2)*t, y + h*0.45 + (h*0.55)*math.Sin(t*math.Pi/2)})
	}
	for i := 1; i <= 24; i++ {
		t := float64(i) / 24
		s = append(s, [2]float64{cx - (w/2)*t, y + h - (h*0.55)*(1-math.Cos(t*math.Pi/2))})
	}
	return append(s, [2]float64{left, y + h*0.45})
}

// drawLogo draws the shop's emblem: a gold horseshoe on a green disc.
func drawLogo(size int) *image.RGBA {
	c := newCanvas(size, size)
	green, gold, cream := hex("#1f3d2b"), hex("#c9a45c"), hex("#f4efe6")
	c.fill(circle(500, 500, 490), cream)
	c.fill(circle(500, 500, 450), green)
	c.horseshoe(500, 470, 300, gold, green)
	return c.img
}

// drawCrest draws a club's crest: a shield in the club's colour with a
// diagonal band and a horseshoe; variant varies the band.
func drawCrest(size int, main, accent string, variant int) *image.RGBA {
	c := newCanvas(size, size)
	m, a, white := hex(main), hex(accent), hex("#ffffff")
	c.fill(shield(500, 60, 800, 880), a)
	c.fill(shield(500, 95, 730, 810), m)
	switch variant % 3 {
	case 0:
		c.fill(shape{{135, 330}, {330, 95}, {420, 95}, {135, 440}}, a)
	case 1:
		c.fill(shape{{135, 95}, {865, 95}, {865, 190}, {135, 190}}, a)
	default:
		c.fill(shape{{455, 95}, {545, 95}, {545, 860}, {455, 860}}, mix(m, a, 0.5))
	}
	c.horseshoe(500, 480, 230, white, m)
	return c.img
}

// drawLandscape draws a paddock: sky, sun, hills and a white fence.
func drawLandscape(w, h int, sky, ground, accent string) *image.RGBA {
	c := newCanvas(w, h)
	height := 1000 * float64(h) / float64(w)
	c.gradient(mix(hex(sky), hex("#ffffff"), 0.25), hex(sky))
	c.fill(circle(780, height*0.28, height*0.11), hex(accent))
	far := shape{{0, height * 0.62}}
	near := shape{{0, height * 0.8}}
	for x := 0.0; x <= 1000; x += 20 {
		far = append(far, [2]float64{x, height*0.6 - height*0.08*math.Sin(x/1000*math.Pi*1.3)})
		near = append(near, [2]float64{x, height*0.74 - height*0.06*math.Sin(x/1000*math.Pi*2+1)})
	}
	far = append(far, [2]float64{1000, height}, [2]float64{0, height})
	near = append(near, [2]float64{1000, height}, [2]float64{0, height})
	c.fill(far, mix(hex(ground), hex("#ffffff"), 0.3))
	c.fill(near, hex(ground))
	white := hex("#f7f4ee")
	for _, y := range []float64{height * 0.8, height * 0.87} {
		c.fill(shape{{0, y}, {1000, y - 10}, {1000, y + 4}, {0, y + 14}}, white)
	}
	for x := 40.0; x < 1000; x += 160 {
		c.fill(shape{{x, height * 0.76}, {x + 14, height * 0.76}, {x + 14, height * 0.95}, {x, height * 0.95}}, white)
	}
	return c.img
}

// drawSaleBanner draws diagonal stripes with a large percent sign.
func drawSaleBanner(w, h int, main, accent string) *image.RGBA {
	c := newCanvas(w, h)
	height := 1000 * float64(h) / float64(w)
	m, a, white := hex(main), hex(accent), hex("#ffffff")
	c.fill(shape{{0, 0}, {1000, 0}, {1000, height}, {0, height}}, m)
	for x := -height; x < 1000; x += 120 {
		c.fill(shape{{x, height}, {x + 40, height}, {x + 40 + height, 0}, {x + height, 0}}, mix(m, a, 0.25))
	}
	cx, cy, r := 500.0, height/2, height*0.34
	c.fill(circle(cx, cy, r), a)
	c.fill(circle(cx-r*0.38, cy-r*0.38, r*0.2), white)
	c.fill(circle(cx+r*0.38, cy+r*0.38, r*0.2), white)
	c.fill(shape{{cx + r*0.45, cy - r*0.62}, {cx + r*0.62, cy - r*0.45}, {cx - r*0.45, cy + r*0.62}, {cx - r*0.62, cy + r*0.45}}, white)
	return c.img
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
