package demo

import (
	"math"

	"paddock/internal/platform/demodraw"
)

// art names an illustration: one per product family, drawn in code.
type art string

// The illustrations. Variants of a drawing (knee patch instead of full seat,
// a vest instead of a jacket) are chosen by style.variant.
const (
	artBreeches   art = "breeches"
	artJacket     art = "jacket"
	artHelmet     art = "helmet"
	artGloves     art = "gloves"
	artBoots      art = "boots"
	artSaddlePad  art = "saddlepad"
	artBandages   art = "bandages"
	artHorseBoots art = "horseboots"
	artHalter     art = "halter"
	artRug        art = "rug"
	artFlyMask    art = "flymask"
	artBrush      art = "brush"
	artBottle     art = "bottle"
	artFeedSack   art = "feedsack"
	artTreats     art = "treats"
	artRope       art = "rope"
	artTShirt     art = "tshirt"
	artHoodie     art = "hoodie"
	artCap        art = "cap"
	artVoucher    art = "voucher"
)

// Variants of the drawings.
const (
	breechesFullSeat = 0
	breechesKnee     = 1

	jacketSoftshell = 0
	jacketQuilted   = 1
	jacketShow      = 2
	jacketVest      = 3
	jacketRain      = 4

	helmetClassic = 0
	helmetVelvet  = 1

	bootsTall    = 0
	bootsJodhpur = 1
	bootsRubber  = 2

	padDressage  = 0
	padJumping   = 1
	padSheepskin = 2

	horseBootsTendon = 0
	horseBootsBell   = 1

	halterNylon   = 0
	halterLeather = 1
	halterRope    = 2

	rugTurnout = 0
	rugCooler  = 1
	rugStable  = 2
	rugFly     = 3

	flyMaskEars   = 0
	flyMaskFringe = 1

	brushDandy = 0
	brushCurry = 1
	brushComb  = 2
	brushPick  = 3
	brushBox   = 4
	brushSoft  = 5

	bottleSpray = 0
	bottleRound = 1
	bottleJar   = 2

	feedSack   = 0
	feedBucket = 1

	ropeLead  = 0
	ropeLunge = 1

	shirtTee  = 0
	shirtPolo = 1

	hoodiePullover = 0
	hoodieZip      = 1

	capBaseball = 0
	capTrucker  = 1
)

// style is what a drawing is drawn in.
type style struct {
	main    demodraw.RGB // the product's colour
	accent  demodraw.RGB // piping, straps, logo
	variant int
}

// metal is the colour of buckles, rings and zips.
func metal() demodraw.RGB { return demodraw.RGB{R: 178, G: 182, B: 188} }

// focus is the point a close-up zooms into, per illustration: the detail a
// customer would look at (a buckle, the grip pattern, the label).
func focus(a art, variant int) (x, y float64) {
	switch a {
	case artBreeches:
		if variant == breechesKnee {
			return 430, 600
		}
		return 470, 480
	case artJacket:
		return 500, 260
	case artHelmet:
		return 470, 620
	case artGloves:
		return 520, 760
	case artBoots:
		return 600, 780
	case artSaddlePad:
		return 620, 620
	case artBandages:
		return 640, 640
	case artHorseBoots:
		return 600, 480
	case artHalter:
		return 340, 540
	case artRug:
		return 230, 420
	case artFlyMask:
		return 400, 420
	case artBrush:
		return 500, 560
	case artBottle, artFeedSack, artTreats:
		return 500, 600
	case artRope:
		return 660, 690
	case artTShirt, artHoodie:
		return 600, 330
	case artCap:
		return 430, 420
	default:
		return 500, 500
	}
}

// drawArt draws illustration a centred in design space.
func drawArt(c *canvas, a art, s style) {
	switch a {
	case artBreeches:
		drawBreeches(c, s)
	case artJacket:
		drawJacket(c, s)
	case artHelmet:
		drawHelmet(c, s)
	case artGloves:
		drawGloves(c, s)
	case artBoots:
		drawBoots(c, s)
	case artSaddlePad:
		drawSaddlePad(c, s)
	case artBandages:
		drawBandages(c, s)
	case artHorseBoots:
		drawHorseBoots(c, s)
	case artHalter:
		drawHalter(c, s)
	case artRug:
		drawRug(c, s)
	case artFlyMask:
		drawFlyMask(c, s)
	case artBrush:
		drawBrush(c, s)
	case artBottle:
		drawBottle(c, s)
	case artFeedSack:
		drawFeed(c, s)
	case artTreats:
		drawTreats(c, s)
	case artRope:
		drawRope(c, s)
	case artTShirt:
		drawTShirt(c, s)
	case artHoodie:
		drawHoodie(c, s)
	case artCap:
		drawCap(c, s)
	case artVoucher:
		drawVoucher(c, s)
	}
}

// canvas is the engine's canvas with the illustrations' own strokes:
// shading, sheen, stitching, patterns and the brand mark.
type canvas struct{ *demodraw.Canvas }

// body fills p in col with light from the upper left: a flat illustration's
// subtle shading.
func (c *canvas) body(p *demodraw.Path, col demodraw.RGB) {
	x0, y0, x1, y1 := p.Bounds()
	c.Fill(p, demodraw.Linear(col.Tint(0.12), x0, y0, col.Shade(0.16), x1, y1))
}

// sheen lays a soft highlight stroke over a shape.
func (c *canvas) sheen(p, clip *demodraw.Path, width float64) {
	c.StrokeClipped(p, clip, width, demodraw.SolidAlpha(demodraw.RGB{R: 255, G: 255, B: 255}, 0.16))
}

// stitches draws a dashed seam in the thread colour.
func (c *canvas) stitches(p *demodraw.Path, thread demodraw.RGB) {
	c.StrokeDashed(p, 5, 14, demodraw.SolidAlpha(thread, 0.85))
}

// pattern fills clip with parallel lines at the given angle (degrees) and
// spacing, for quilting, mesh and ribbing.
func (c *canvas) pattern(clip *demodraw.Path, angle, spacing, width float64, pt demodraw.Paint) {
	x0, y0, x1, y1 := clip.Bounds()
	cx, cy := (x0+x1)/2, (y0+y1)/2
	r := math.Hypot(x1-x0, y1-y0)/2 + spacing
	sin, cos := math.Sincos(angle * math.Pi / 180)
	lines := demodraw.NewPath()
	for d := -r; d <= r; d += spacing {
		// A line at distance d from the centre, perpendicular to the normal.
		px, py := cx-sin*d, cy+cos*d
		lines.M(px-cos*r, py-sin*r).L(px+cos*r, py+sin*r)
	}
	c.FillClipped(demodraw.StrokePath(lines, width, 0), clip, pt)
}

// emblem is the brand mark: a horseshoe in a disc.
func (c *canvas) emblem(cx, cy, r float64, disc, shoe demodraw.RGB) {
	c.Fill(demodraw.Circle(cx, cy, r), demodraw.Solid(disc))
	shoeP := demodraw.NewPath().M(cx-r*0.5, cy-r*0.45).
		C(cx-r*0.62, cy+r*0.1, cx-r*0.35, cy+r*0.55, cx, cy+r*0.55).
		C(cx+r*0.35, cy+r*0.55, cx+r*0.62, cy+r*0.1, cx+r*0.5, cy-r*0.45)
	c.Stroke(shoeP, r*0.22, demodraw.Solid(shoe))
}

// ---------------------------------------------------------------- rider

func drawBreeches(c *canvas, s style) {
	leg := demodraw.NewPath().M(500, 180).L(345, 178).
		C(320, 210, 300, 270, 298, 340).
		C(298, 520, 338, 700, 360, 872).
		L(462, 878).
		C(462, 700, 480, 520, 500, 430).Z()
	right := leg.Mirrored()
	outline := demodraw.NewPath().Add(leg).Add(demodraw.NewPath().M(500, 180).L(655, 178).
		C(680, 210, 700, 270, 702, 340).
		C(702, 520, 662, 700, 640, 872).
		L(538, 878).
		C(538, 700, 520, 520, 500, 430).Z())
	c.body(leg, s.main)
	c.Fill(right, demodraw.Linear(s.main.Tint(0.04), 500, 200, s.main.Shade(0.2), 720, 860))
	patch := s.main.Shade(0.28)
	if s.main.Luma() > 0.6 {
		patch = s.accent
	}
	if s.variant == breechesKnee {
		for _, p := range []*demodraw.Path{
			demodraw.NewPath().M(470, 520).C(500, 560, 490, 690, 468, 730).C(430, 740, 400, 720, 392, 690).C(380, 620, 400, 540, 470, 520).Z(),
		} {
			c.Fill(p, demodraw.Solid(patch))
			c.Fill(p.Mirrored(), demodraw.Solid(patch.Shade(0.1)))
			c.stitches(p, s.main.Contrast(0.5))
			c.stitches(p.Mirrored(), s.main.Contrast(0.5))
		}
	} else {
		seat := demodraw.NewPath().M(500, 432).C(486, 520, 472, 650, 466, 790).C(440, 795, 410, 790, 398, 780).C(402, 640, 420, 520, 458, 420).Z()
		c.Fill(seat, demodraw.Solid(patch))
		c.Fill(seat.Mirrored(), demodraw.Solid(patch.Shade(0.1)))
		c.pattern(seat, 90, 22, 7, demodraw.SolidAlpha(patch.Shade(0.35), 0.8))
		c.pattern(seat.Mirrored(), 90, 22, 7, demodraw.SolidAlpha(patch.Shade(0.4), 0.8))
		c.stitches(seat, s.main.Contrast(0.5))
		c.stitches(seat.Mirrored(), s.main.Contrast(0.5))
	}
	// Waistband with belt loops and a press stud.
	c.FillClipped(demodraw.RRect(280, 170, 440, 58, 0), outline, demodraw.Solid(s.main.Shade(0.14)))
	c.stitches(demodraw.Polyline(302, 226, 698, 226), s.main.Contrast(0.45))
	for _, x := range []float64{372, 460, 540, 628} {
		c.Fill(demodraw.RRect(x-11, 164, 22, 70, 8), demodraw.Solid(s.main.Shade(0.24)))
	}
	c.Fill(demodraw.Circle(500, 199, 13), demodraw.Linear(metal().Tint(0.5), 488, 188, metal().Shade(0.3), 512, 212))
	// Fly and the cuffs with their elastic.
	c.Stroke(demodraw.NewPath().M(500, 230).L(500, 330).Q(500, 352, 526, 345).L(526, 230), 5, demodraw.SolidAlpha(s.main.Shade(0.4), 0.7))
	c.FillClipped(demodraw.RRect(300, 826, 400, 60, 0), outline, demodraw.Solid(s.main.Shade(0.1)))
	c.pattern(demodraw.RRect(340, 830, 320, 50, 0), 90, 14, 4, demodraw.SolidAlpha(s.main.Shade(0.25), 0.7))
	// Phone pocket on the right thigh.
	pocket := demodraw.RRect(588, 360, 84, 120, 14)
	c.Fill(pocket, demodraw.Solid(s.main.Shade(0.08)))
	c.stitches(demodraw.RRect(596, 368, 68, 104, 10), s.main.Contrast(0.45))
	c.sheen(demodraw.NewPath().M(340, 330).C(350, 500, 370, 650, 385, 820), leg, 26)
	c.Stroke(demodraw.NewPath().M(330, 270).Q(380, 300, 420, 290), 6, demodraw.SolidAlpha(s.main.Shade(0.35), 0.6))
	c.Stroke(demodraw.NewPath().M(670, 270).Q(620, 300, 580, 290), 6, demodraw.SolidAlpha(s.main.Shade(0.4), 0.6))
}

func drawJacket(c *canvas, s style) {
	body := demodraw.NewPath().M(438, 198).C(470, 222, 530, 222, 562, 198).L(668, 246).
		C(684, 420, 678, 620, 690, 830).C(600, 852, 400, 852, 310, 830).
		C(322, 620, 316, 420, 332, 246).Z()
	if s.variant == jacketRain {
		hood := demodraw.NewPath().M(418, 214).C(392, 110, 608, 110, 582, 214).Z()
		c.Fill(hood, demodraw.Solid(s.main.Shade(0.25)))
	}
	if s.variant != jacketVest {
		sleeve := demodraw.NewPath().M(334, 246).C(290, 262, 268, 300, 258, 380).L(226, 770).L(306, 784).L(346, 430).Z()
		c.body(sleeve, s.main.Shade(0.05))
		c.Fill(sleeve.Mirrored(), demodraw.Linear(s.main.Shade(0.05), 700, 250, s.main.Shade(0.25), 760, 780))
		c.Fill(demodraw.RRect(222, 742, 88, 44, 10), demodraw.Solid(s.main.Shade(0.2)))
		c.Fill(demodraw.RRect(690, 742, 88, 44, 10), demodraw.Solid(s.main.Shade(0.28)))
	}
	c.body(body, s.main)
	switch s.variant {
	case jacketQuilted, jacketVest:
		c.pattern(body, 45, 70, 5, demodraw.SolidAlpha(s.main.Shade(0.3), 0.7))
		c.pattern(body, -45, 70, 5, demodraw.SolidAlpha(s.main.Shade(0.3), 0.7))
		if s.variant == jacketVest {
			c.stitches(demodraw.NewPath().M(338, 250).C(380, 300, 390, 380, 350, 430), s.main.Contrast(0.4))
			c.stitches(demodraw.NewPath().M(662, 250).C(620, 300, 610, 380, 650, 430), s.main.Contrast(0.4))
		} else {
			sleeve := demodraw.NewPath().M(334, 246).C(290, 262, 268, 300, 258, 380).L(226, 770).L(306, 784).L(346, 430).Z()
			c.pattern(sleeve, 45, 70, 5, demodraw.SolidAlpha(s.main.Shade(0.3), 0.6))
			c.pattern(sleeve.Mirrored(), -45, 70, 5, demodraw.SolidAlpha(s.main.Shade(0.35), 0.6))
		}
	}
	if s.variant == jacketShow {
		shirt := demodraw.Poly(448, 200, 552, 200, 500, 440)
		c.Fill(shirt, demodraw.Solid(demodraw.RGB{R: 246, G: 246, B: 244}))
		c.Fill(demodraw.Poly(470, 205, 530, 205, 500, 300), demodraw.Solid(demodraw.RGB{R: 232, G: 232, B: 230}))
		lapel := demodraw.NewPath().M(440, 200).L(500, 440).L(470, 450).L(408, 300).L(430, 262).Z()
		c.Fill(lapel, demodraw.Solid(s.main.Shade(0.2)))
		c.Fill(lapel.Mirrored(), demodraw.Solid(s.main.Shade(0.28)))
		c.Fill(demodraw.Circle(515, 520, 14), demodraw.Solid(metal()))
		c.Fill(demodraw.Circle(515, 600, 14), demodraw.Solid(metal()))
		c.Fill(demodraw.RRect(372, 610, 100, 16, 6), demodraw.Solid(s.main.Shade(0.3)))
		c.Fill(demodraw.RRect(528, 610, 100, 16, 6), demodraw.Solid(s.main.Shade(0.3)))
		c.Fill(demodraw.NewPath().M(498, 440).L(502, 440).L(502, 846).L(498, 846).Z(), demodraw.Solid(s.main.Shade(0.35)))
		return
	}
	// Stand-up collar, zip and pockets.
	c.Fill(demodraw.NewPath().M(430, 206).Q(500, 244, 570, 206).L(566, 156).Q(500, 190, 434, 156).Z(), demodraw.Solid(s.main.Shade(0.14)))
	c.stitches(demodraw.NewPath().M(440, 170).Q(500, 202, 560, 170), s.main.Contrast(0.45))
	c.Stroke(demodraw.Polyline(500, 222, 500, 840), 16, demodraw.Solid(s.main.Shade(0.35)))
	c.StrokeDashed(demodraw.Polyline(500, 222, 500, 840), 10, 6, demodraw.Solid(metal().Shade(0.2)))
	c.Fill(demodraw.RRect(488, 226, 24, 52, 8), demodraw.Solid(metal()))
	c.Stroke(demodraw.Polyline(368, 610, 438, 570), 12, demodraw.Solid(s.main.Shade(0.35)))
	c.Stroke(demodraw.Polyline(632, 610, 562, 570), 12, demodraw.Solid(s.main.Shade(0.4)))
	c.stitches(demodraw.NewPath().M(316, 800).Q(500, 828, 684, 800), s.main.Contrast(0.45))
	c.Fill(emblemSpot(604, 330), demodraw.Solid(s.accent))
	c.emblem(604, 330, 30, s.accent, s.main.Contrast(0.6))
	c.sheen(demodraw.NewPath().M(380, 280).C(370, 450, 372, 600, 380, 780), body, 30)
}

// emblemSpot is the backing of a small logo.
func emblemSpot(cx, cy float64) *demodraw.Path { return demodraw.Circle(cx, cy, 34) }

func drawHelmet(c *canvas, s style) {
	shell := demodraw.NewPath().M(250, 560).C(250, 340, 410, 226, 540, 226).C(700, 226, 790, 350, 786, 560).Q(520, 600, 250, 560).Z()
	// Harness behind the chin.
	strap := s.main.Shade(0.55)
	c.Stroke(demodraw.NewPath().M(430, 585).Q(440, 690, 476, 770), 20, demodraw.Solid(strap))
	c.Stroke(demodraw.NewPath().M(650, 585).Q(600, 700, 500, 772), 20, demodraw.Solid(strap.Shade(0.2)))
	c.Fill(demodraw.RRect(452, 752, 64, 34, 10), demodraw.Solid(metal()))
	c.Fill(demodraw.Ellipse(488, 800, 56, 26), demodraw.Solid(strap.Tint(0.15)))
	c.body(shell, s.main)
	if s.variant == helmetVelvet {
		c.pattern(shell, 80, 9, 3, demodraw.SolidAlpha(s.main.Tint(0.2), 0.35))
	} else {
		for _, a := range []float64{-34, -12, 10} {
			c.With(demodraw.RotateAbout(a, 520, 560), func() {
				c.Fill(demodraw.RRect(505, 260, 30, 110, 15), demodraw.Solid(s.main.Shade(0.45)))
			})
		}
	}
	// Band and peak.
	c.FillClipped(demodraw.NewPath().M(240, 512).Q(520, 552, 800, 512).L(800, 548).Q(520, 592, 240, 548).Z(), shell, demodraw.Solid(s.accent))
	peak := demodraw.NewPath().M(262, 538).C(210, 540, 160, 556, 128, 588).C(200, 606, 262, 596, 306, 574).Z()
	c.Fill(peak, demodraw.Linear(s.main.Shade(0.15), 130, 560, s.main.Shade(0.4), 300, 600))
	c.Stroke(demodraw.NewPath().M(262, 566).Q(520, 608, 784, 566), 18, demodraw.Solid(demodraw.RGB{R: 40, G: 40, B: 42}))
	c.sheen(demodraw.NewPath().M(330, 420).C(380, 300, 470, 262, 560, 258), shell, 34)
	c.Fill(demodraw.RRect(700, 470, 56, 30, 12), demodraw.Solid(s.accent.Shade(0.2)))
}

func drawGloves(c *canvas, s style) {
	glove := func() *demodraw.Path {
		p := demodraw.NewPath()
		p.RRect(392, 236, 64, 250, 32)
		p.RRect(456, 204, 64, 280, 32)
		p.RRect(520, 228, 62, 260, 31)
		p.RRect(582, 292, 56, 210, 28)
		p.RRect(386, 430, 252, 300, 60)
		p.Add(demodraw.RRect(350, 400, 70, 250, 35).Transformed(demodraw.RotateAbout(-32, 385, 630)))
		// The web between thumb and palm.
		p.Add(demodraw.Poly(400, 700, 330, 640, 300, 560, 392, 470))
		return p
	}
	back := glove().Transformed(demodraw.RotateAbout(12, 500, 500).Then(demodraw.Translate(90, -40)))
	c.Fill(back, demodraw.Solid(s.main.Shade(0.35)))
	front := glove()
	c.body(front, s.main)
	// Grip on the fingers and the palm.
	grip := s.main.Contrast(0.3)
	for _, x := range []float64{424, 488, 551, 610} {
		c.FillClipped(demodraw.RRect(x-24, 250, 48, 180, 22), front, demodraw.SolidAlpha(grip, 0.35))
	}
	c.pattern(demodraw.RRect(410, 470, 200, 150, 40), 0, 26, 8, demodraw.SolidAlpha(grip, 0.45))
	for _, x := range []float64{456, 520, 582} {
		c.Stroke(demodraw.Polyline(x, 310, x, 470), 4, demodraw.SolidAlpha(s.main.Shade(0.4), 0.7))
	}
	// Cuff with a hook-and-loop strap.
	c.Fill(demodraw.RRect(392, 700, 240, 150, 24), demodraw.Solid(s.main.Shade(0.18)))
	c.pattern(demodraw.RRect(392, 790, 240, 60, 0), 90, 12, 4, demodraw.SolidAlpha(s.main.Shade(0.35), 0.8))
	strapP := demodraw.RRect(362, 722, 300, 70, 30)
	c.Fill(strapP, demodraw.Solid(s.accent))
	c.stitches(demodraw.RRect(374, 732, 276, 50, 24), s.accent.Contrast(0.5))
	c.Fill(demodraw.RRect(604, 716, 70, 82, 20), demodraw.Solid(s.accent.Shade(0.2)))
	c.sheen(demodraw.NewPath().M(424, 270).L(424, 420), front, 16)
}

func drawBoots(c *canvas, s style) {
	var boot *demodraw.Path
	if s.variant == bootsJodhpur {
		boot = demodraw.NewPath().M(440, 470).Q(525, 488, 610, 470).
			C(612, 560, 600, 640, 604, 700).C(612, 760, 646, 790, 652, 810).L(652, 872).L(560, 872).L(546, 840).
			C(470, 840, 330, 866, 250, 866).C(196, 866, 192, 806, 250, 796).
			C(350, 776, 420, 730, 440, 650).Z()
	} else {
		boot = demodraw.NewPath().M(430, 128).Q(520, 156, 612, 134).
			C(622, 300, 592, 480, 600, 640).C(610, 710, 646, 770, 652, 810).L(652, 872).L(560, 872).L(546, 840).
			C(470, 840, 330, 866, 250, 866).C(196, 866, 192, 806, 250, 796).
			C(350, 776, 420, 728, 440, 640).C(446, 500, 420, 300, 430, 128).Z()
	}
	c.body(boot, s.main)
	if s.variant == bootsJodhpur {
		elastic := demodraw.NewPath().M(520, 478).L(574, 474).C(572, 560, 560, 640, 548, 700).Q(530, 650, 520, 478).Z()
		c.Fill(elastic, demodraw.Solid(s.main.Shade(0.4)))
		c.pattern(elastic, 90, 10, 3, demodraw.SolidAlpha(s.main.Shade(0.6), 0.8))
		c.Fill(demodraw.RRect(596, 440, 26, 70, 8), demodraw.Solid(s.main.Shade(0.3)))
	} else {
		// Zip at the back and the elastic gusset at the top.
		c.StrokeDashed(demodraw.NewPath().M(606, 150).C(614, 320, 592, 480, 602, 640).Q(614, 720, 640, 790), 12, 8, demodraw.Solid(metal().Shade(0.1)))
		c.Fill(demodraw.RRect(594, 150, 24, 40, 6), demodraw.Solid(metal()))
		if s.variant == bootsRubber {
			c.pattern(demodraw.RRect(420, 150, 200, 60, 0), 0, 14, 5, demodraw.SolidAlpha(s.main.Shade(0.3), 0.7))
		} else {
			c.Fill(demodraw.Poly(436, 150, 470, 152, 452, 260), demodraw.Solid(s.main.Shade(0.45)))
		}
	}
	sole := demodraw.RGB{R: 36, G: 32, B: 30}
	if s.variant == bootsRubber {
		sole = s.main.Shade(0.5)
	}
	c.FillClipped(demodraw.RRect(150, 846, 420, 40, 0), boot, demodraw.Solid(sole))
	c.Fill(demodraw.RRect(556, 828, 98, 46, 6), demodraw.Solid(sole))
	c.Fill(demodraw.RRect(626, 760, 40, 16, 6), demodraw.Solid(s.main.Shade(0.3)))
	c.stitches(demodraw.NewPath().M(258, 836).C(330, 832, 460, 818, 548, 822), s.main.Contrast(0.45))
	c.sheen(demodraw.NewPath().M(470, 200).C(480, 380, 470, 560, 460, 700), boot, 28)
	c.sheen(demodraw.NewPath().M(240, 815).Q(300, 800, 360, 795), boot, 14)
}

// ---------------------------------------------------------------- horse

func drawSaddlePad(c *canvas, s style) {
	var pad *demodraw.Path
	switch s.variant {
	case padJumping:
		pad = demodraw.NewPath().M(250, 300).C(300, 250, 400, 262, 500, 282).C(600, 300, 690, 272, 760, 262).
			C(790, 400, 780, 560, 740, 680).C(720, 730, 680, 740, 640, 740).L(330, 740).
			C(250, 740, 200, 660, 210, 560).C(216, 460, 226, 360, 250, 300).Z()
	case padSheepskin:
		pad = demodraw.NewPath().M(280, 330).C(340, 270, 420, 280, 500, 300).C(580, 320, 660, 290, 730, 300).
			C(760, 420, 760, 560, 730, 640).C(640, 690, 360, 690, 270, 640).C(250, 540, 250, 420, 280, 330).Z()
	default:
		pad = demodraw.NewPath().M(262, 262).C(330, 222, 430, 250, 500, 266).C(600, 288, 690, 256, 760, 240).
			L(760, 700).C(760, 760, 722, 792, 662, 792).L(340, 792).C(288, 792, 250, 760, 250, 700).Z()
	}
	x0, y0, x1, y1 := pad.Bounds()
	c.Fill(pad, demodraw.Linear(s.main.Tint(0.08), x0, y0, s.main.Shade(0.2), x0, y1))
	if s.variant == padSheepskin {
		c.pattern(pad, 70, 16, 6, demodraw.SolidAlpha(s.main.Shade(0.12), 0.6))
		c.Stroke(pad, 34, demodraw.Solid(s.main.Shade(0.08)))
		c.stitches(pad.Transformed(demodraw.ScaleAbout(0.9, (x0+x1)/2, (y0+y1)/2)), s.main.Shade(0.35))
		return
	}
	inner := pad.Transformed(demodraw.ScaleAbout(0.9, (x0+x1)/2, (y0+y1)/2))
	c.pattern(inner, 45, 64, 4, demodraw.SolidAlpha(s.main.Shade(0.3), 0.6))
	c.pattern(inner, -45, 64, 4, demodraw.SolidAlpha(s.main.Shade(0.3), 0.6))
	c.Stroke(pad, 18, demodraw.Solid(s.accent))
	c.Stroke(inner, 6, demodraw.SolidAlpha(s.accent, 0.9))
	// Girth loop and the name or logo corner.
	c.Fill(demodraw.RRect(470, 560, 64, 120, 12), demodraw.Solid(s.main.Shade(0.35)))
	c.Fill(demodraw.RRect(486, 660, 32, 40, 6), demodraw.Solid(metal()))
	c.emblem(650, 640, 48, s.accent, s.main)
	c.sheen(demodraw.NewPath().M(300, 320).C(400, 310, 600, 330, 720, 300), pad, 24)
}

func drawBandages(c *canvas, s style) {
	roll := func(cx, cy, r float64, col demodraw.RGB) {
		c.Fill(demodraw.Circle(cx, cy, r), demodraw.Linear(col.Tint(0.1), cx-r, cy-r, col.Shade(0.2), cx+r, cy+r))
		for rr := r - 16; rr > 20; rr -= 18 {
			c.Stroke(demodraw.Circle(cx, cy, rr), 4, demodraw.SolidAlpha(col.Shade(0.3), 0.8))
		}
		c.Fill(demodraw.Circle(cx, cy, 18), demodraw.Solid(col.Shade(0.35)))
		c.sheen(demodraw.NewPath().M(cx-r*0.7, cy-r*0.3).Q(cx-r*0.5, cy-r*0.75, cx, cy-r*0.82), demodraw.Circle(cx, cy, r), 18)
	}
	roll(640, 420, 130, s.main.Shade(0.25))
	// The unrolled end runs out of the front roll and ends in its fastener.
	tail := demodraw.NewPath().M(380, 660).C(480, 700, 560, 640, 640, 690).C(700, 730, 760, 700, 800, 720).
		L(790, 800).C(740, 780, 700, 810, 630, 770).C(550, 720, 470, 790, 370, 740).Z()
	c.body(tail, s.main)
	c.stitches(demodraw.NewPath().M(380, 668).C(480, 708, 560, 648, 640, 698).C(700, 738, 760, 708, 796, 728), s.main.Contrast(0.4))
	tab := demodraw.NewPath().M(740, 704).C(770, 700, 790, 706, 830, 720).L(822, 808).C(790, 796, 770, 796, 736, 800).Z()
	c.Fill(tab, demodraw.Solid(s.accent))
	c.pattern(tab, 0, 10, 3, demodraw.SolidAlpha(s.accent.Shade(0.3), 0.8))
	roll(370, 560, 160, s.main)
}

func drawHorseBoots(c *canvas, s style) {
	if s.variant == horseBootsBell {
		bell := demodraw.NewPath().M(390, 360).C(430, 320, 570, 320, 610, 360).L(730, 780).C(640, 850, 360, 850, 270, 780).Z()
		c.body(bell, s.main)
		for y := 440.0; y <= 760; y += 60 {
			k := (y - 360) / 420
			c.Stroke(demodraw.NewPath().M(390-120*k, y).Q(500, y+40*k+10, 610+120*k, y), 8, demodraw.SolidAlpha(s.main.Shade(0.3), 0.7))
		}
		cuff := demodraw.NewPath().M(380, 360).C(430, 300, 570, 300, 620, 360).L(626, 420).C(570, 380, 430, 380, 374, 420).Z()
		c.Fill(cuff, demodraw.Solid(s.main.Shade(0.3)))
		c.Fill(demodraw.RRect(540, 330, 110, 70, 18), demodraw.Solid(s.accent))
		c.stitches(demodraw.RRect(550, 340, 90, 50, 12), s.accent.Contrast(0.5))
		c.sheen(demodraw.NewPath().M(360, 480).L(310, 760), bell, 24)
		return
	}
	shell := demodraw.NewPath().M(380, 200).C(470, 176, 560, 182, 620, 210).C(652, 400, 642, 600, 600, 800).
		C(540, 842, 450, 842, 390, 800).C(350, 600, 350, 400, 380, 200).Z()
	lining := demodraw.NewPath().M(360, 206).C(380, 196, 392, 198, 404, 204).C(376, 400, 378, 600, 410, 810).C(394, 816, 380, 812, 370, 806).C(336, 600, 334, 400, 360, 206).Z()
	c.Fill(lining, demodraw.Solid(demodraw.RGB{R: 238, G: 234, B: 226}))
	c.body(shell, s.main)
	// Strike pad with its ribs.
	strike := demodraw.NewPath().M(440, 260).C(480, 250, 540, 250, 574, 262).C(590, 420, 586, 580, 560, 760).C(520, 780, 480, 780, 450, 762).C(420, 580, 420, 420, 440, 260).Z()
	c.Fill(strike, demodraw.Solid(s.main.Shade(0.22)))
	c.pattern(strike, 90, 24, 8, demodraw.SolidAlpha(s.main.Shade(0.4), 0.8))
	for _, y := range []float64{320, 480, 640} {
		st := demodraw.RRect(560, y-34, 170, 68, 34)
		c.Fill(st, demodraw.Solid(s.accent))
		c.stitches(demodraw.RRect(572, y-24, 146, 48, 24), s.accent.Contrast(0.5))
		c.Fill(demodraw.RRect(540, y-40, 40, 80, 10), demodraw.Solid(metal()))
	}
	c.stitches(shell.Transformed(demodraw.ScaleAbout(0.94, 500, 510)), s.main.Contrast(0.4))
}

func drawHalter(c *canvas, s style) {
	w := 46.0
	col := s.main
	hardware := metal()
	if s.variant == halterRope {
		w = 22
	}
	if s.variant == halterLeather {
		hardware = demodraw.RGB{R: 196, G: 160, B: 88}
	}
	crown := demodraw.NewPath().M(330, 540).C(300, 280, 420, 170, 500, 170).C(580, 170, 700, 280, 670, 540)
	nose := demodraw.NewPath().Ellipse(500, 650, 190, 100, false)
	chin := demodraw.NewPath().M(330, 540).Q(390, 600, 400, 700)
	throat := demodraw.NewPath().M(360, 360).Q(500, 470, 640, 360)
	for _, p := range []*demodraw.Path{crown, chin, chin.Mirrored(), throat} {
		c.Stroke(p, w, demodraw.Solid(col.Shade(0.12)))
	}
	c.Stroke(nose, w, demodraw.Solid(col))
	c.sheen(nose, nil, w*0.35)
	if s.variant == halterRope {
		for _, k := range [][2]float64{{330, 540}, {670, 540}, {500, 170}, {400, 700}, {600, 700}, {360, 360}, {640, 360}} {
			c.Fill(demodraw.Circle(k[0], k[1], 30), demodraw.Solid(col.Shade(0.2)))
			c.Stroke(demodraw.Circle(k[0], k[1], 20), 5, demodraw.SolidAlpha(col.Shade(0.45), 0.8))
		}
		return
	}
	for _, p := range []*demodraw.Path{crown, nose, throat} {
		c.stitches(p, s.accent)
	}
	for _, k := range [][2]float64{{330, 540}, {670, 540}, {500, 752}} {
		c.Fill(demodraw.Ring(k[0], k[1], 40, 14), demodraw.Linear(hardware.Tint(0.4), k[0]-40, k[1]-40, hardware.Shade(0.3), k[0]+40, k[1]+40))
	}
	// Buckle on the crown piece.
	c.Fill(demodraw.NewPath().RRect(340, 320, 70, 84, 12).RRect(354, 334, 42, 56, 6).Transformed(demodraw.RotateAbout(-28, 375, 362)), demodraw.Solid(hardware.Shade(0.1)))
	c.Fill(demodraw.NewPath().RRect(352, 330, 46, 64, 8).RRect(362, 340, 26, 44, 4).Transformed(demodraw.RotateAbout(-28, 375, 362)), demodraw.Solid(hardware))
}

func drawRug(c *canvas, s style) {
	rug := demodraw.NewPath().M(170, 370).C(200, 300, 262, 270, 336, 272).C(450, 274, 620, 250, 760, 280).
		C(820, 292, 852, 320, 862, 362).C(880, 450, 872, 560, 850, 650).
		C(700, 700, 420, 706, 250, 684).C(196, 660, 176, 600, 174, 520).C(172, 460, 166, 420, 170, 370).Z()
	if s.variant == rugStable || s.variant == rugTurnout {
		neck := demodraw.NewPath().M(176, 380).C(130, 300, 110, 200, 140, 150).C(200, 160, 280, 220, 336, 274).C(260, 290, 200, 320, 176, 380).Z()
		if s.variant == rugTurnout {
			c.body(neck, s.main.Shade(0.08))
			c.Stroke(neck, 14, demodraw.Solid(s.accent))
		}
	}
	tail := demodraw.NewPath().M(852, 360).C(900, 420, 910, 520, 890, 620).L(846, 640).C(866, 540, 862, 440, 852, 360).Z()
	c.Fill(tail, demodraw.Solid(s.main.Shade(0.3)))
	c.Fill(rug, demodraw.Linear(s.main.Tint(0.12), 500, 270, s.main.Shade(0.22), 500, 700))
	switch s.variant {
	case rugFly:
		c.pattern(rug, 45, 18, 3, demodraw.SolidAlpha(s.main.Shade(0.35), 0.7))
		c.pattern(rug, -45, 18, 3, demodraw.SolidAlpha(s.main.Shade(0.35), 0.7))
	case rugCooler:
		c.pattern(rug, 100, 12, 4, demodraw.SolidAlpha(s.main.Tint(0.15), 0.3))
		// Tail cord with a tassel.
		c.Stroke(demodraw.NewPath().M(856, 560).C(900, 620, 880, 700, 840, 740), 10, demodraw.Solid(s.accent))
		c.Fill(demodraw.NewPath().M(830, 730).L(856, 742).L(870, 820).L(818, 820).Z(), demodraw.Solid(s.accent))
	case rugTurnout:
		c.stitches(demodraw.NewPath().M(340, 290).C(440, 420, 440, 560, 420, 690), s.main.Contrast(0.4))
	}
	c.Stroke(rug, 16, demodraw.Solid(s.accent))
	c.stitches(demodraw.NewPath().M(184, 392).C(190, 460, 186, 560, 196, 650), s.accent.Contrast(0.5))
	// Surcingles under the belly and buckles on the chest.
	if s.variant != rugCooler {
		c.Stroke(demodraw.NewPath().M(430, 690).Q(500, 770, 600, 688), 16, demodraw.Solid(s.accent.Shade(0.2)))
		c.Stroke(demodraw.NewPath().M(470, 694).Q(540, 760, 640, 684), 16, demodraw.Solid(s.accent.Shade(0.3)))
	}
	for _, y := range []float64{430, 510} {
		c.Stroke(demodraw.Polyline(150, y, 200, y), 16, demodraw.Solid(s.accent.Shade(0.25)))
		c.Fill(demodraw.NewPath().RRect(140, y-20, 30, 40, 6).RRect(147, y-12, 16, 24, 3), demodraw.Solid(metal()))
	}
	c.emblem(300, 560, 44, s.accent, s.main.Contrast(0.6))
	c.sheen(demodraw.NewPath().M(260, 310).C(420, 290, 620, 270, 800, 300), rug, 40)
}

func drawFlyMask(c *canvas, s style) {
	if s.variant == flyMaskFringe {
		band := demodraw.RRect(220, 300, 560, 70, 35)
		c.body(band, s.accent)
		for x := 250.0; x <= 750; x += 24 {
			c.Stroke(demodraw.NewPath().M(x, 360).Q(x+10, 520, x-6, 700+math.Mod(x, 60)), 9, demodraw.Solid(s.main.Shade(math.Mod(x, 48)/300)))
		}
		c.stitches(demodraw.RRect(232, 312, 536, 46, 23), s.accent.Contrast(0.5))
		c.Fill(demodraw.Ring(220, 335, 34, 10), demodraw.Solid(metal()))
		c.Fill(demodraw.Ring(780, 335, 34, 10), demodraw.Solid(metal()))
		return
	}
	ear := demodraw.NewPath().M(330, 300).C(318, 210, 346, 130, 382, 96).C(424, 150, 444, 232, 432, 292).Z()
	mask := demodraw.NewPath().M(262, 380).C(262, 250, 738, 250, 738, 380).L(702, 640).C(620, 724, 380, 724, 298, 640).Z()
	c.body(ear, s.main)
	c.body(ear.Mirrored(), s.main.Shade(0.08))
	c.pattern(ear, 45, 14, 3, demodraw.SolidAlpha(s.main.Shade(0.3), 0.6))
	c.pattern(ear.Mirrored(), 45, 14, 3, demodraw.SolidAlpha(s.main.Shade(0.3), 0.6))
	c.body(mask, s.main)
	c.pattern(mask, 45, 16, 3, demodraw.SolidAlpha(s.main.Shade(0.35), 0.6))
	c.pattern(mask, -45, 16, 3, demodraw.SolidAlpha(s.main.Shade(0.35), 0.6))
	// Darts that keep the mesh off the eyes.
	for _, x := range []float64{390, 610} {
		c.Stroke(demodraw.NewPath().M(x-80, 470).Q(x, 400, x+80, 470), 10, demodraw.Solid(s.accent))
	}
	c.Stroke(mask, 18, demodraw.Solid(s.accent))
	c.Fill(demodraw.RRect(360, 660, 280, 56, 28), demodraw.Solid(s.accent.Shade(0.15)))
	c.stitches(demodraw.RRect(372, 670, 256, 36, 18), s.accent.Contrast(0.5))
}

// ---------------------------------------------------------------- stable

func drawBrush(c *canvas, s style) {
	switch s.variant {
	case brushCurry:
		body := demodraw.Ellipse(500, 520, 260, 190)
		c.body(body, s.main)
		for r := 160.0; r >= 40; r -= 40 {
			c.StrokeDashed(demodraw.Ellipse(500, 520, r*1.3, r), 16, 12, demodraw.Solid(s.main.Shade(0.3)))
		}
		c.Stroke(demodraw.NewPath().M(320, 420).C(360, 300, 640, 300, 680, 420), 36, demodraw.Solid(s.accent))
		c.sheen(demodraw.NewPath().M(300, 470).Q(360, 370, 480, 350), body, 26)
		return
	case brushComb:
		c.body(demodraw.RRect(240, 380, 520, 120, 30), s.main)
		for x := 262.0; x <= 740; x += 26 {
			c.Fill(demodraw.RRect(x, 480, 14, 200, 7), demodraw.Solid(s.main.Shade(0.12)))
		}
		c.Fill(demodraw.Circle(300, 440, 18), demodraw.Solid(s.main.Shade(0.3)))
		return
	case brushPick:
		c.With(demodraw.RotateAbout(-30, 500, 500), func() {
			c.body(demodraw.RRect(300, 440, 360, 110, 55), s.main)
			c.Stroke(demodraw.NewPath().M(650, 495).L(720, 495).Q(800, 495, 790, 420), 30, demodraw.Solid(metal()))
			c.Fill(demodraw.RRect(320, 540, 300, 40, 10), demodraw.Solid(s.main.Shade(0.3)))
			for x := 330.0; x <= 610; x += 10 {
				c.Stroke(demodraw.Polyline(x, 576, x+2, 640), 4, demodraw.Solid(demodraw.RGB{R: 70, G: 60, B: 50}))
			}
		})
		return
	case brushBox:
		box := demodraw.NewPath().M(250, 420).L(750, 420).L(720, 820).L(280, 820).Z()
		c.Stroke(demodraw.NewPath().M(330, 430).C(330, 220, 670, 220, 670, 430), 34, demodraw.Solid(s.main.Shade(0.2)))
		for i, x := range []float64{380, 470, 560} {
			c.Fill(demodraw.RRect(x, 330+float64(i%2)*20, 70, 120, 20), demodraw.Solid(s.accent.Shade(float64(i)*0.1)))
		}
		c.body(box, s.main)
		c.Stroke(demodraw.Polyline(270, 560, 730, 560), 8, demodraw.SolidAlpha(s.main.Shade(0.3), 0.8))
		c.emblem(500, 690, 60, s.accent, s.main)
		return
	}
	// A dandy brush with its hand strap.
	bristle := demodraw.RGB{R: 96, G: 78, B: 58}
	if s.variant == brushSoft {
		bristle = demodraw.RGB{R: 216, G: 200, B: 176}
	}
	for x := 250.0; x <= 750; x += 9 {
		d := (x - 500) / 250
		c.Stroke(demodraw.Polyline(x, 560, x+d*30, 720+8*math.Sin(x)), 5, demodraw.Solid(bristle.Shade(0.1+0.1*math.Abs(math.Sin(x*0.7)))))
	}
	body := demodraw.RRect(230, 410, 540, 170, 80)
	c.body(body, s.main)
	c.Stroke(demodraw.NewPath().M(300, 430).C(320, 300, 680, 300, 700, 430), 40, demodraw.Solid(s.accent))
	c.stitches(demodraw.NewPath().M(300, 430).C(320, 300, 680, 300, 700, 430), s.accent.Contrast(0.5))
	c.Fill(demodraw.Circle(300, 460, 12), demodraw.Solid(metal()))
	c.Fill(demodraw.Circle(700, 460, 12), demodraw.Solid(metal()))
	c.sheen(demodraw.NewPath().M(280, 460).L(720, 460), body, 20)
}

func drawBottle(c *canvas, s style) {
	switch s.variant {
	case bottleJar:
		jar := demodraw.RRect(290, 400, 420, 420, 60)
		c.Fill(demodraw.RRect(300, 330, 400, 100, 24), demodraw.Solid(s.accent.Shade(0.2)))
		c.pattern(demodraw.RRect(300, 330, 400, 100, 24), 90, 16, 5, demodraw.SolidAlpha(s.accent.Shade(0.45), 0.7))
		c.body(jar, s.main)
		label(c, 330, 520, 340, 220, s)
		c.sheen(demodraw.NewPath().M(330, 450).L(330, 780), jar, 26)
		return
	case bottleRound:
		bottle := demodraw.NewPath().M(430, 260).L(570, 260).L(570, 330).C(660, 360, 690, 420, 690, 500).
			L(690, 820).C(690, 860, 660, 870, 630, 870).L(370, 870).C(340, 870, 310, 860, 310, 820).
			L(310, 500).C(310, 420, 340, 360, 430, 330).Z()
		c.Fill(demodraw.RRect(420, 180, 160, 100, 16), demodraw.Solid(s.accent.Shade(0.2)))
		c.pattern(demodraw.RRect(420, 180, 160, 100, 16), 90, 14, 4, demodraw.SolidAlpha(s.accent.Shade(0.45), 0.7))
		c.body(bottle, s.main)
		label(c, 340, 520, 320, 260, s)
		c.sheen(demodraw.NewPath().M(350, 470).L(350, 820), bottle, 26)
		return
	}
	bottle := demodraw.NewPath().M(400, 380).L(600, 380).C(650, 400, 664, 440, 664, 490).L(664, 820).
		C(664, 860, 640, 872, 600, 872).L(400, 872).C(360, 872, 336, 860, 336, 820).L(336, 490).C(336, 440, 350, 400, 400, 380).Z()
	// Trigger head.
	head := demodraw.NewPath().M(420, 380).L(420, 300).C(420, 250, 460, 230, 520, 230).L(650, 230).L(650, 290).L(560, 300).L(560, 380).Z()
	c.body(head, s.accent)
	c.Fill(demodraw.RRect(640, 238, 40, 40, 8), demodraw.Solid(s.accent.Shade(0.35)))
	trigger := demodraw.NewPath().M(520, 300).C(500, 340, 490, 380, 470, 420).L(500, 420).C(520, 380, 540, 340, 556, 300).Z()
	c.Fill(trigger, demodraw.Solid(s.accent.Shade(0.25)))
	c.body(bottle, s.main)
	label(c, 366, 520, 268, 270, s)
	c.sheen(demodraw.NewPath().M(370, 470).L(370, 830), bottle, 24)
}

// label is a product label with an emblem and lines standing for text, so
// no font is needed.
func label(c *canvas, x, y, w, h float64, s style) {
	c.Fill(demodraw.RRect(x, y, w, h, 18), demodraw.Solid(demodraw.RGB{R: 250, G: 248, B: 242}))
	c.Fill(demodraw.RRect(x, y, w, h*0.26, 18), demodraw.Solid(s.accent))
	c.Fill(demodraw.RRect(x, y+h*0.16, w, h*0.1, 0), demodraw.Solid(s.accent))
	c.emblem(x+w/2, y+h*0.5, h*0.15, s.accent, demodraw.RGB{R: 250, G: 248, B: 242})
	for i, lw := range []float64{0.7, 0.5} {
		c.Fill(demodraw.RRect(x+w*(1-lw)/2, y+h*(0.74+0.1*float64(i)), w*lw, h*0.045, h*0.02), demodraw.Solid(demodraw.RGB{R: 150, G: 150, B: 150}))
	}
	// A sprig of herbs beside the emblem.
	leaf := demodraw.NewPath().M(0, 0).C(14, -22, 40, -24, 56, -8).C(40, 10, 14, 12, 0, 0).Z()
	c.Fill(leaf.Transformed(demodraw.Affine{A: 0.9, D: 0.9, E: x + w*0.16, F: y + h*0.56}), demodraw.Solid(demodraw.RGB{R: 92, G: 140, B: 80}))
	c.Fill(leaf.Transformed(demodraw.Affine{A: -0.9, D: 0.9, E: x + w*0.84, F: y + h*0.56}), demodraw.Solid(demodraw.RGB{R: 92, G: 140, B: 80}))
}

func drawFeed(c *canvas, s style) {
	if s.variant == feedBucket {
		c.Stroke(demodraw.NewPath().M(300, 360).C(300, 150, 700, 150, 700, 360), 14, demodraw.Solid(metal().Shade(0.2)))
		bucket := demodraw.NewPath().M(280, 340).L(720, 340).L(680, 850).C(600, 870, 400, 870, 320, 850).Z()
		c.body(bucket, s.main)
		c.Fill(demodraw.RRect(266, 320, 468, 60, 20), demodraw.Solid(s.main.Shade(0.15)))
		label(c, 340, 460, 320, 280, s)
		c.sheen(demodraw.NewPath().M(320, 400).L(350, 820), bucket, 24)
		return
	}
	sack := demodraw.NewPath().M(300, 250).L(700, 250).C(716, 450, 724, 650, 724, 850).C(600, 880, 400, 880, 276, 850).C(276, 650, 284, 450, 300, 250).Z()
	c.body(sack, s.main)
	// The folded and sewn top.
	top := demodraw.NewPath().M(292, 190).L(708, 190).L(704, 280).L(296, 280).Z()
	c.Fill(top, demodraw.Solid(s.main.Shade(0.18)))
	zig := demodraw.NewPath().M(296, 190)
	for x := 296.0; x < 708; x += 26 {
		zig.L(x+13, 172).L(x+26, 190)
	}
	c.Fill(zig.L(708, 192).L(296, 192).Z(), demodraw.Solid(s.main.Shade(0.18)))
	c.stitches(demodraw.Polyline(300, 246, 700, 246), s.main.Contrast(0.5))
	label(c, 340, 380, 320, 320, s)
	// An ear of oats on the label's side.
	for i := 0; i < 5; i++ {
		y := 760 + float64(i)*18
		c.Fill(demodraw.Ellipse(360, y, 10, 16).Transformed(demodraw.RotateAbout(-30, 360, y)), demodraw.Solid(demodraw.RGB{R: 214, G: 178, B: 96}))
		c.Fill(demodraw.Ellipse(384, y+8, 10, 16).Transformed(demodraw.RotateAbout(30, 384, y+8)), demodraw.Solid(demodraw.RGB{R: 204, G: 168, B: 86}))
	}
	c.sheen(demodraw.NewPath().M(320, 320).C(312, 500, 310, 700, 312, 830), sack, 30)
}

func drawTreats(c *canvas, s style) {
	pouch := demodraw.NewPath().M(330, 230).L(670, 230).C(680, 430, 690, 630, 694, 820).C(600, 860, 400, 860, 306, 820).C(310, 630, 320, 430, 330, 230).Z()
	c.body(pouch, s.main)
	c.Stroke(demodraw.Polyline(336, 290, 664, 290), 10, demodraw.Solid(s.main.Shade(0.3)))
	c.Fill(demodraw.RRect(336, 232, 328, 30, 0), demodraw.Solid(s.main.Shade(0.2)))
	window := demodraw.RRect(380, 470, 240, 220, 60)
	c.Fill(window, demodraw.Solid(demodraw.RGB{R: 244, G: 236, B: 220}))
	treat := demodraw.RGB{R: 176, G: 112, B: 58}
	for i := 0; i < 14; i++ {
		x := 400 + float64(i%5)*50 + float64(i/5%2)*20
		y := 500 + float64(i/5)*66
		c.FillClipped(demodraw.Ellipse(x, y, 26, 20), window, demodraw.Solid(treat.Shade(float64(i%3)*0.08)))
	}
	c.Stroke(window, 6, demodraw.Solid(s.main.Shade(0.2)))
	c.emblem(500, 380, 50, s.accent, s.main)
	heart := func(x, y, k float64) *demodraw.Path {
		return demodraw.NewPath().M(x, y+k*0.3).C(x-k, y-k*0.4, x-k*0.4, y-k, x, y-k*0.4).C(x+k*0.4, y-k, x+k, y-k*0.4, x, y+k*0.3).Z()
	}
	for i, p := range [][2]float64{{260, 860}, {740, 870}, {800, 820}} {
		c.Fill(heart(p[0], p[1], 46), demodraw.Solid(treat.Shade(float64(i)*0.1)))
	}
	c.Fill(demodraw.Ellipse(210, 840, 30, 22), demodraw.Solid(treat.Tint(0.1)))
	c.sheen(demodraw.NewPath().M(350, 320).L(340, 800), pouch, 24)
}

func drawRope(c *canvas, s style) {
	r := 1.0
	if s.variant == ropeLunge {
		r = 1.25
	}
	twist := s.main.Shade(0.35)
	for i := 0; i < 4; i++ {
		o := float64(i) * 22
		p := demodraw.Ellipse(450+o*0.4, 460+o*0.3, 230*r-o*0.6, 140*r-o*0.4)
		c.Stroke(p, 30, demodraw.Solid(s.main.Shade(float64(3-i)*0.05)))
		c.StrokeDashed(p, 30, 10, demodraw.SolidAlpha(twist, 0.55))
	}
	end := demodraw.NewPath().M(640, 560).C(700, 620, 690, 660, 660, 690)
	c.Stroke(end, 30, demodraw.Solid(s.main))
	c.StrokeDashed(end, 30, 10, demodraw.SolidAlpha(twist, 0.55))
	// Snap hook: an eye, the body and the spring gate.
	c.Fill(demodraw.Ring(660, 700, 28, 10), demodraw.Solid(metal().Shade(0.1)))
	hook := demodraw.NewPath().M(640, 720).L(680, 720).L(684, 840).C(684, 880, 640, 890, 620, 860).L(626, 830).C(640, 846, 652, 840, 652, 826).L(648, 740).L(640, 740).Z()
	c.Fill(hook, demodraw.Linear(metal().Tint(0.4), 630, 720, metal().Shade(0.35), 690, 880))
	c.Stroke(demodraw.Polyline(636, 760, 630, 830), 8, demodraw.Solid(metal().Shade(0.3)))
	// Whipped tail end.
	tail := demodraw.NewPath().M(260, 520).C(200, 580, 200, 660, 240, 720)
	c.Stroke(tail, 30, demodraw.Solid(s.main))
	c.StrokeDashed(tail, 30, 10, demodraw.SolidAlpha(twist, 0.55))
	c.Fill(demodraw.RRect(222, 700, 40, 36, 10), demodraw.Solid(s.accent))
	c.Fill(demodraw.NewPath().M(226, 736).L(258, 736).L(272, 800).L(214, 800).Z(), demodraw.Solid(s.main.Tint(0.1)))
}

// ---------------------------------------------------------------- club

func drawTShirt(c *canvas, s style) {
	shirt := demodraw.NewPath().M(380, 190).C(430, 222, 570, 222, 620, 190).L(760, 250).L(846, 420).L(744, 466).L(700, 410).
		L(702, 842).C(600, 856, 400, 856, 298, 842).L(300, 410).L(256, 466).L(154, 420).L(240, 250).Z()
	c.body(shirt, s.main)
	c.Stroke(demodraw.NewPath().M(256, 466).L(154, 420), 14, demodraw.Solid(s.main.Shade(0.18)))
	c.Stroke(demodraw.NewPath().M(744, 466).L(846, 420), 14, demodraw.Solid(s.main.Shade(0.22)))
	c.stitches(demodraw.NewPath().M(304, 822).Q(500, 836, 696, 822), s.main.Contrast(0.4))
	if s.variant == shirtPolo {
		collar := demodraw.NewPath().M(384, 188).L(470, 270).L(500, 230).L(530, 270).L(616, 188).Q(500, 230, 384, 188).Z()
		c.Fill(collar, demodraw.Solid(s.main.Shade(0.12)))
		c.Fill(demodraw.RRect(486, 232, 28, 130, 6), demodraw.Solid(s.main.Shade(0.16)))
		for _, y := range []float64{262, 310} {
			c.Fill(demodraw.Circle(500, y, 9), demodraw.Solid(s.main.Contrast(0.5)))
		}
	} else {
		c.Stroke(demodraw.NewPath().M(380, 192).C(430, 226, 570, 226, 620, 192), 24, demodraw.Solid(s.main.Shade(0.16)))
	}
	c.emblem(610, 330, 44, s.accent, s.main.Contrast(0.6))
	c.sheen(demodraw.NewPath().M(350, 300).L(350, 800), shirt, 30)
}

func drawHoodie(c *canvas, s style) {
	hood := demodraw.NewPath().M(380, 220).C(360, 100, 640, 100, 620, 220).Z()
	c.Fill(hood, demodraw.Solid(s.main.Shade(0.25)))
	body := demodraw.NewPath().M(370, 200).C(430, 240, 570, 240, 630, 200).L(720, 250).
		C(740, 420, 720, 620, 716, 850).C(600, 866, 400, 866, 284, 850).C(280, 620, 260, 420, 280, 250).Z()
	sleeve := demodraw.NewPath().M(282, 250).C(230, 280, 212, 360, 204, 440).L(186, 820).L(262, 832).L(300, 470).Z()
	c.body(sleeve, s.main.Shade(0.05))
	c.Fill(sleeve.Mirrored(), demodraw.Linear(s.main.Shade(0.05), 720, 250, s.main.Shade(0.25), 800, 830))
	c.body(body, s.main)
	for _, p := range []*demodraw.Path{demodraw.RRect(180, 790, 86, 50, 12), demodraw.RRect(734, 790, 86, 50, 12), demodraw.RRect(284, 814, 432, 54, 12)} {
		c.Fill(p, demodraw.Solid(s.main.Shade(0.16)))
		c.pattern(p, 90, 12, 4, demodraw.SolidAlpha(s.main.Shade(0.3), 0.7))
	}
	c.Fill(demodraw.NewPath().M(390, 214).C(440, 300, 560, 300, 610, 214).C(560, 260, 440, 260, 390, 214).Z(), demodraw.Solid(s.main.Shade(0.3)))
	for _, x := range []float64{460, 540} {
		c.Stroke(demodraw.Polyline(x, 270, x+(x-500)*0.2, 420), 8, demodraw.Solid(s.main.Contrast(0.6)))
		c.Fill(demodraw.RRect(x-7+(x-500)*0.2, 416, 14, 30, 5), demodraw.Solid(metal()))
	}
	if s.variant == hoodieZip {
		c.StrokeDashed(demodraw.Polyline(500, 250, 500, 860), 12, 6, demodraw.Solid(metal().Shade(0.2)))
	} else {
		pocket := demodraw.NewPath().M(360, 600).L(640, 600).L(680, 770).L(320, 770).Z()
		c.Fill(pocket, demodraw.Solid(s.main.Shade(0.08)))
		c.stitches(demodraw.NewPath().M(370, 612).L(630, 612).L(668, 760).L(332, 760).Z(), s.main.Contrast(0.4))
	}
	c.emblem(600, 360, 40, s.accent, s.main.Contrast(0.6))
	c.sheen(demodraw.NewPath().M(330, 300).L(330, 800), body, 30)
}

func drawCap(c *canvas, s style) {
	crown := demodraw.NewPath().M(260, 580).C(256, 350, 420, 236, 560, 236).C(706, 236, 790, 370, 786, 580).Q(520, 618, 260, 580).Z()
	c.body(crown, s.main)
	if s.variant == capTrucker {
		back := demodraw.NewPath().M(600, 240).C(720, 260, 790, 380, 786, 580).Q(700, 600, 620, 604).C(640, 480, 640, 340, 600, 240).Z()
		c.Fill(back, demodraw.Solid(demodraw.RGB{R: 244, G: 244, B: 240}))
		c.pattern(back, 45, 14, 3, demodraw.SolidAlpha(demodraw.RGB{R: 150, G: 150, B: 150}, 0.7))
		c.pattern(back, -45, 14, 3, demodraw.SolidAlpha(demodraw.RGB{R: 150, G: 150, B: 150}, 0.7))
	}
	for _, p := range []*demodraw.Path{
		demodraw.NewPath().M(560, 238).C(480, 320, 440, 460, 430, 596),
		demodraw.NewPath().M(560, 238).C(620, 320, 640, 460, 630, 600),
	} {
		c.Stroke(p, 6, demodraw.SolidAlpha(s.main.Shade(0.35), 0.8))
		c.stitches(p.Transformed(demodraw.Translate(12, 0)), s.main.Contrast(0.4))
	}
	brim := demodraw.NewPath().M(276, 566).C(200, 572, 120, 610, 96, 660).C(230, 694, 390, 650, 476, 594).Z()
	c.Fill(brim, demodraw.Linear(s.main.Shade(0.1), 100, 600, s.main.Shade(0.35), 476, 660))
	c.stitches(demodraw.NewPath().M(130, 650).C(240, 668, 370, 632, 450, 594), s.main.Contrast(0.4))
	c.Fill(demodraw.Ellipse(560, 240, 30, 14), demodraw.Solid(s.main.Shade(0.3)))
	c.Fill(demodraw.Ring(690, 360, 14, 5), demodraw.Solid(s.main.Shade(0.4)))
	c.emblem(390, 440, 56, s.accent, s.main.Contrast(0.6))
	c.sheen(demodraw.NewPath().M(320, 460).C(350, 350, 430, 290, 520, 270), crown, 30)
}

func drawVoucher(c *canvas, s style) {
	envelope := demodraw.RRect(200, 420, 600, 380, 20)
	c.With(demodraw.RotateAbout(6, 500, 600), func() {
		c.Fill(envelope, demodraw.Solid(demodraw.RGB{R: 238, G: 232, B: 220}))
		c.Stroke(demodraw.NewPath().M(200, 440).L(500, 640).L(800, 440), 6, demodraw.Solid(demodraw.RGB{R: 210, G: 200, B: 186}))
	})
	c.With(demodraw.RotateAbout(-8, 500, 480), func() {
		card := demodraw.RRect(220, 300, 560, 350, 30)
		c.body(card, s.main)
		c.FillClipped(demodraw.RRect(200, 520, 600, 60, 0), card, demodraw.Solid(s.accent))
		c.FillClipped(demodraw.RRect(640, 280, 60, 400, 0), card, demodraw.Solid(s.accent))
		c.emblem(400, 420, 70, s.main.Contrast(0.8), s.main)
		for i, w := range []float64{200, 140} {
			c.Fill(demodraw.RRect(300, 600+float64(i)*24-40, w, 12, 6), demodraw.SolidAlpha(s.main.Contrast(0.7), 0.8))
		}
		// A bow where the ribbons cross.
		c.Fill(demodraw.NewPath().M(670, 550).C(600, 470, 580, 560, 670, 550).Z().Add(demodraw.NewPath().M(670, 550).C(740, 470, 760, 560, 670, 550).Z()), demodraw.Solid(s.accent.Shade(0.15)))
		c.Fill(demodraw.NewPath().M(670, 550).C(600, 470, 560, 600, 670, 550).Z(), demodraw.Solid(s.accent.Shade(0.15)))
		c.Fill(demodraw.NewPath().M(670, 550).C(740, 470, 780, 600, 670, 550).Z(), demodraw.Solid(s.accent.Shade(0.2)))
		c.Fill(demodraw.Circle(670, 550, 20), demodraw.Solid(s.accent.Shade(0.3)))
		c.sheen(demodraw.NewPath().M(260, 330).L(760, 330), card, 20)
	})
}
