package demo

import (
	"image"
	"math"

	"paddock/internal/platform/demodraw"
)

// The demo content's pictures are drawn in code with the catalogue demo's
// engine (internal/platform/demodraw): a logo, club crests, landscape
// banners for the hero teasers and a banner for sales. Shapes are given in
// the engine's design space, 1000 units across. The logo and the crests
// keep a transparent background.

// horseshoe draws an open-bottomed horseshoe with nail holes through
// which what is below shows.
func horseshoe(c *demodraw.Canvas, cx, cy, r float64, col demodraw.RGB) {
	// Open at the bottom: from 120° round over the top to 420° (60°).
	a0, a1 := math.Pi*2/3, math.Pi*7/3
	shoe := demodraw.NewPath().Arc(cx, cy, r, r, a0, a1).Arc(cx, cy, r*0.62, r*0.62, a1, a0).Z()
	for i := 0; i < 6; i++ {
		a := a0 + (a1-a0)*(0.12+0.152*float64(i))
		shoe.Ellipse(cx+r*0.81*math.Cos(a), cy+r*0.81*math.Sin(a), r*0.055, r*0.055, true)
	}
	c.Fill(shoe, demodraw.Solid(col))
}

// shield is a crest's outline of width w and height h, its top edge at y:
// straight down the upper 45 %, then each side falls in a quarter sine to
// the point at the bottom (a cubic with the sine's tangents at its ends).
func shield(cx, y, w, h float64) *demodraw.Path {
	left, right := cx-w/2, cx+w/2
	shoulder, bottom, drop := y+h*0.45, y+h, h*0.55
	return demodraw.NewPath().M(left, y).L(right, y).L(right, shoulder).
		C(right-w/6, shoulder+drop*math.Pi/6, cx+w/6, bottom, cx, bottom).
		C(cx-w/6, bottom, left+w/6, shoulder+drop*math.Pi/6, left, shoulder).Z()
}

// drawLogo draws the shop's emblem: a gold horseshoe on a green disc with
// a cream rim.
func drawLogo(size int) *image.RGBA {
	c := demodraw.NewCanvas(size, size)
	green, gold, cream := demodraw.Hex("#1f3d2b"), demodraw.Hex("#c9a45c"), demodraw.Hex("#f4efe6")
	c.Fill(demodraw.Circle(500, 500, 490), demodraw.Solid(cream))
	c.Fill(demodraw.Circle(500, 500, 450), demodraw.Solid(green))
	horseshoe(c, 500, 470, 300, gold)
	return c.Image()
}

// drawCrest draws a club's crest: a shield in the club's colour with a
// diagonal band and a horseshoe; variant varies the band.
func drawCrest(size int, main, accent string, variant int) *image.RGBA {
	c := demodraw.NewCanvas(size, size)
	m, a := demodraw.Hex(main), demodraw.Hex(accent)
	c.Fill(shield(500, 60, 800, 880), demodraw.Solid(a))
	c.Fill(shield(500, 95, 730, 810), demodraw.Solid(m))
	switch variant % 3 {
	case 0:
		c.Fill(demodraw.Poly(135, 330, 330, 95, 420, 95, 135, 440), demodraw.Solid(a))
	case 1:
		c.Fill(demodraw.Poly(135, 95, 865, 95, 865, 190, 135, 190), demodraw.Solid(a))
	default:
		c.Fill(demodraw.Poly(455, 95, 545, 95, 545, 860, 455, 860), demodraw.Solid(m.Mix(a, 0.5)))
	}
	horseshoe(c, 500, 480, 230, demodraw.Hex("#ffffff"))
	return c.Image()
}

// drawLandscape draws a paddock: sky, sun, hills and a white fence.
func drawLandscape(w, h int, sky, ground, accent string) *image.RGBA {
	c := demodraw.NewCanvas(w, h)
	height := c.Height()
	s, g := demodraw.Hex(sky), demodraw.Hex(ground)
	c.Background(s.Tint(0.25), s, demodraw.Glow{})
	c.Fill(demodraw.Circle(780, height*0.28, height*0.11), demodraw.Solid(demodraw.Hex(accent)))
	far := demodraw.NewPath().M(0, height*0.62)
	near := demodraw.NewPath().M(0, height*0.8)
	for x := 0.0; x <= 1000; x += 20 {
		far.L(x, height*0.6-height*0.08*math.Sin(x/1000*math.Pi*1.3))
		near.L(x, height*0.74-height*0.06*math.Sin(x/1000*math.Pi*2+1))
	}
	c.Fill(far.L(1000, height).L(0, height).Z(), demodraw.Solid(g.Tint(0.3)))
	c.Fill(near.L(1000, height).L(0, height).Z(), demodraw.Solid(g))
	fence := demodraw.Solid(demodraw.Hex("#f7f4ee"))
	for _, y := range []float64{height * 0.8, height * 0.87} {
		c.Fill(demodraw.Poly(0, y, 1000, y-10, 1000, y+4, 0, y+14), fence)
	}
	for x := 40.0; x < 1000; x += 160 {
		c.Fill(demodraw.Poly(x, height*0.76, x+14, height*0.76, x+14, height*0.95, x, height*0.95), fence)
	}
	return c.Image()
}

// drawSaleBanner draws diagonal stripes with a large percent sign.
func drawSaleBanner(w, h int, main, accent string) *image.RGBA {
	c := demodraw.NewCanvas(w, h)
	height := c.Height()
	m, a, white := demodraw.Hex(main), demodraw.Hex(accent), demodraw.Solid(demodraw.Hex("#ffffff"))
	c.Background(m, m, demodraw.Glow{})
	stripe := demodraw.Solid(m.Mix(a, 0.25))
	for x := -height; x < 1000; x += 120 {
		c.Fill(demodraw.Poly(x, height, x+40, height, x+40+height, 0, x+height, 0), stripe)
	}
	cx, cy, r := 500.0, height/2, height*0.34
	c.Fill(demodraw.Circle(cx, cy, r), demodraw.Solid(a))
	c.Fill(demodraw.Circle(cx-r*0.38, cy-r*0.38, r*0.2), white)
	c.Fill(demodraw.Circle(cx+r*0.38, cy+r*0.38, r*0.2), white)
	c.Fill(demodraw.Poly(cx+r*0.45, cy-r*0.62, cx+r*0.62, cy-r*0.45, cx-r*0.45, cy+r*0.62, cx-r*0.62, cy+r*0.45), white)
	return c.Image()
}
