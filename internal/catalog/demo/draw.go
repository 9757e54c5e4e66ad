package demo

import (
	"image"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// The illustrations are drawn in a design space of 1000×1000 units with y
// pointing down; a canvas maps that space onto its pixels with an affine
// transform, so the same drawing gives a front view, a close-up and a
// smaller, tilted view for the scene picture.

// rgb is a colour with channels 0…255.
type rgb struct{ r, g, b float64 }

// hexRGB parses "#rrggbb"; anything else is mid grey, which the tests would
// show as a wrong swatch rather than a crash.
func hexRGB(s string) rgb {
	if len(s) != 7 || s[0] != '#' {
		return rgb{128, 128, 128}
	}
	v := func(i int) float64 {
		n := 0
		for _, ch := range s[i : i+2] {
			n <<= 4
			switch {
			case ch >= '0' && ch <= '9':
				n |= int(ch - '0')
			case ch >= 'a' && ch <= 'f':
				n |= int(ch-'a') + 10
			case ch >= 'A' && ch <= 'F':
				n |= int(ch-'A') + 10
			}
		}
		return float64(n)
	}
	return rgb{v(1), v(3), v(5)}
}

// mix blends c towards o by t (0 keeps c).
func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t}
}

func (c rgb) shade(t float64) rgb { return c.mix(rgb{0, 0, 0}, t) }
func (c rgb) tint(t float64) rgb  { return c.mix(rgb{255, 255, 255}, t) }

// luma is the perceived brightness, 0…1.
func (c rgb) luma() float64 { return (0.299*c.r + 0.587*c.g + 0.114*c.b) / 255 }

// contrast is a colour that stands out on c: a light one on dark colours,
// a dark one on light colours, for stitching and outlines.
func (c rgb) contrast(t float64) rgb {
	if c.luma() < 0.45 {
		return c.tint(t)
	}
	return c.shade(t)
}

// affine maps design units to pixels: x' = a·x + c·y + e, y' = b·x + d·y + f.
type affine struct{ a, b, c, d, e, f float64 }

func (m affine) apply(x, y float64) (float64, float64) {
	return m.a*x + m.c*y + m.e, m.b*x + m.d*y + m.f
}

// then returns the transform that applies m first and n after it.
func (m affine) then(n affine) affine {
	return affine{
		a: n.a*m.a + n.c*m.b, b: n.b*m.a + n.d*m.b,
		c: n.a*m.c + n.c*m.d, d: n.b*m.c + n.d*m.d,
		e: n.a*m.e + n.c*m.f + n.e, f: n.b*m.e + n.d*m.f + n.f,
	}
}

func scaleAbout(s, cx, cy float64) affine {
	return affine{a: s, d: s, e: cx - s*cx, f: cy - s*cy}
}

func rotateAbout(deg, cx, cy float64) affine {
	r := deg * math.Pi / 180
	sin, cos := math.Sincos(r)
	return affine{a: cos, b: sin, c: -sin, d: cos, e: cx - cos*cx + sin*cy, f: cy - sin*cx - cos*cy}
}

func translate(dx, dy float64) affine { return affine{a: 1, d: 1, e: dx, f: dy} }

type opKind uint8

const (
	opMove opKind = iota
	opLine
	opQuad
	opCube
	opClose
)

type pathOp struct {
	kind opKind
	pts  [3][2]float64
}

// points is how many points of pts the operation uses.
func (op pathOp) points() int {
	switch op.kind {
	case opMove, opLine:
		return 1
	case opQuad:
		return 2
	case opCube:
		return 3
	}
	return 0
}

// path is a sequence of sub-paths in design units. Overlapping sub-paths
// drawn in the same direction add up; a sub-path drawn the other way round
// cuts a hole.
type path struct{ ops []pathOp }

func newPath() *path { return &path{} }

func (p *path) M(x, y float64) *path {
	p.ops = append(p.ops, pathOp{kind: opMove, pts: [3][2]float64{{x, y}}})
	return p
}

func (p *path) L(x, y float64) *path {
	p.ops = append(p.ops, pathOp{kind: opLine, pts: [3][2]float64{{x, y}}})
	return p
}

func (p *path) Q(cx, cy, x, y float64) *path {
	p.ops = append(p.ops, pathOp{kind: opQuad, pts: [3][2]float64{{cx, cy}, {x, y}}})
	return p
}

func (p *path) C(c1x, c1y, c2x, c2y, x, y float64) *path {
	p.ops = append(p.ops, pathOp{kind: opCube, pts: [3][2]float64{{c1x, c1y}, {c2x, c2y}, {x, y}}})
	return p
}

func (p *path) Z() *path {
	p.ops = append(p.ops, pathOp{kind: opClose})
	return p
}

// add appends the sub-paths of q.
func (p *path) add(q *path) *path {
	p.ops = append(p.ops, q.ops...)
	return p
}

// kappa places cubic control points so four curves make a circle.
const kappa = 0.5522847498

// ellipse adds a closed ellipse; ccw draws it the other way round, to cut
// a hole into a shape drawn before it in the same path.
func (p *path) ellipse(cx, cy, rx, ry float64, ccw bool) *path {
	kx, ky := rx*kappa, ry*kappa
	if ccw {
		ky = -ky
		ry = -ry
	}
	p.M(cx+rx, cy)
	p.C(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	p.C(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	p.C(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	p.C(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	return p.Z()
}

func ellipse(cx, cy, rx, ry float64) *path { return newPath().ellipse(cx, cy, rx, ry, false) }

func circle(cx, cy, r float64) *path { return ellipse(cx, cy, r, r) }

// ring is a circle with a hole: a buckle or a halter ring.
func ring(cx, cy, r, width float64) *path {
	return newPath().ellipse(cx, cy, r, r, false).ellipse(cx, cy, r-width, r-width, true)
}

// rrect adds a rectangle with rounded corners.
func (p *path) rrect(x, y, w, h, r float64) *path {
	r = math.Min(r, math.Min(w, h)/2)
	k := r * (1 - kappa)
	p.M(x+r, y)
	p.L(x+w-r, y)
	p.C(x+w-k, y, x+w, y+k, x+w, y+r)
	p.L(x+w, y+h-r)
	p.C(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	p.L(x+r, y+h)
	p.C(x+k, y+h, x, y+h-k, x, y+h-r)
	p.L(x, y+r)
	p.C(x, y+k, x+k, y, x+r, y)
	return p.Z()
}

func rrect(x, y, w, h, r float64) *path { return newPath().rrect(x, y, w, h, r) }

// poly is a closed polygon through the points given as x, y pairs.
func poly(xy ...float64) *path {
	p := newPath().M(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		p.L(xy[i], xy[i+1])
	}
	return p.Z()
}

// line is an open polyline through x, y pairs, for strokes.
func line(xy ...float64) *path {
	p := newPath().M(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		p.L(xy[i], xy[i+1])
	}
	return p
}

// paint colours a shape: a solid colour, or a linear gradient from c0 at
// (x0, y0) to c1 at (x1, y1) in design units.
type paint struct {
	c0, c1         rgb
	x0, y0, x1, y1 float64
	gradient       bool
	alpha          float64
}

func solid(c rgb) paint { return paint{c0: c, alpha: 1} }

func solidA(c rgb, alpha float64) paint { return paint{c0: c, alpha: alpha} }

func linear(c0 rgb, x0, y0 float64, c1 rgb, x1, y1 float64) paint {
	return paint{c0: c0, c1: c1, x0: x0, y0: y0, x1: x1, y1: y1, gradient: true, alpha: 1}
}

// canvas is an RGBA image with a current transform and scratch buffers
// reused between shapes, so drawing allocates little.
type canvas struct {
	img  *image.RGBA
	tf   affine
	z    vector.Rasterizer
	mask image.Alpha
	clip image.Alpha
	tmp  []pathOp
}

func newCanvas(size int) *canvas {
	s := float64(size) / 1000
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, size, size)), tf: affine{a: s, d: s}}
}

// pixelOps transforms p into pixel space and returns the bounding box of
// its points, clipped to the canvas.
func (c *canvas) pixelOps(p *path) ([]pathOp, image.Rectangle) {
	ops := c.tmp[:0]
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, op := range p.ops {
		for i := 0; i < op.points(); i++ {
			x, y := c.tf.apply(op.pts[i][0], op.pts[i][1])
			op.pts[i] = [2]float64{x, y}
			minX, minY = math.Min(minX, x), math.Min(minY, y)
			maxX, maxY = math.Max(maxX, x), math.Max(maxY, y)
		}
		ops = append(ops, op)
	}
	c.tmp = ops
	if len(ops) == 0 {
		return ops, image.Rectangle{}
	}
	r := image.Rect(int(math.Floor(minX))-1, int(math.Floor(minY))-1, int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	return ops, r.Intersect(c.img.Bounds())
}

// rasterize fills into m the coverage of ops within r.
func (c *canvas) rasterize(m *image.Alpha, ops []pathOp, r image.Rectangle) {
	w, h := r.Dx(), r.Dy()
	if cap(m.Pix) < w*h {
		m.Pix = make([]uint8, w*h)
	}
	m.Pix = m.Pix[:w*h]
	m.Stride = w
	m.Rect = image.Rect(0, 0, w, h)
	c.z.Reset(w, h)
	// Reset sets Over; Src overwrites the reused mask instead of adding to
	// what the previous shape left in it.
	c.z.DrawOp = draw.Src
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	pt := func(p [2]float64) (float32, float32) { return float32(p[0] - ox), float32(p[1] - oy) }
	open := false
	for _, op := range ops {
		switch op.kind {
		case opMove:
			if open {
				c.z.ClosePath()
			}
			c.z.MoveTo(pt(op.pts[0]))
			open = true
		case opLine:
			c.z.LineTo(pt(op.pts[0]))
		case opQuad:
			x1, y1 := pt(op.pts[0])
			x2, y2 := pt(op.pts[1])
			c.z.QuadTo(x1, y1, x2, y2)
		case opCube:
			x1, y1 := pt(op.pts[0])
			x2, y2 := pt(op.pts[1])
			x3, y3 := pt(op.pts[2])
			c.z.CubeTo(x1, y1, x2, y2, x3, y3)
		case opClose:
			c.z.ClosePath()
			open = false
		}
	}
	if open {
		c.z.ClosePath()
	}
	c.z.Draw(m, m.Rect, image.Opaque, image.Point{})
}

// fill paints p.
func (c *canvas) fill(p *path, pt paint) { c.fillClipped(p, nil, pt) }

// fillClipped paints p where it overlaps clip: shading and patterns that
// must stay inside a garment's outline.
func (c *canvas) fillClipped(p, clip *path, pt paint) {
	ops, r := c.pixelOps(p)
	if r.Empty() {
		return
	}
	c.rasterize(&c.mask, ops, r)
	var clipPix []uint8
	if clip != nil {
		cops, _ := c.pixelOps(clip)
		c.rasterize(&c.clip, cops, r)
		clipPix = c.clip.Pix
	}
	c.composite(r, c.mask.Pix, clipPix, pt)
}

// composite blends pt into the image through the coverage mask of r. It
// works in integers with a 256-step colour table for gradients: this loop
// is where drawing spends its time.
func (c *canvas) composite(r image.Rectangle, mask, clip []uint8, pt paint) {
	var lut [256][3]uint32
	var gx, gy, x0, y0 float64
	if pt.gradient {
		ax, ay := c.tf.apply(pt.x0, pt.y0)
		bx, by := c.tf.apply(pt.x1, pt.y1)
		x0, y0 = ax, ay
		d := (bx-ax)*(bx-ax) + (by-ay)*(by-ay)
		if d == 0 {
			d = 1
		}
		gx, gy = (bx-ax)/d*255, (by-ay)/d*255
		for i := range lut {
			col := pt.c0.mix(pt.c1, float64(i)/255)
			lut[i] = [3]uint32{uint32(col.r + 0.5), uint32(col.g + 0.5), uint32(col.b + 0.5)}
		}
	} else {
		lut[0] = [3]uint32{uint32(pt.c0.r + 0.5), uint32(pt.c0.g + 0.5), uint32(pt.c0.b + 0.5)}
	}
	alpha := uint32(math.Max(0, math.Min(1, pt.alpha))*256 + 0.5)
	w := r.Dx()
	pix := c.img.Pix
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := (y - r.Min.Y) * w
		off := c.img.PixOffset(r.Min.X, y)
		// t = ((x+0.5-x0)·gx + (y+0.5-y0)·gy), stepping by gx per pixel.
		t := (float64(r.Min.X)+0.5-x0)*gx + (float64(y)+0.5-y0)*gy
		for i := row; i < row+w; i, off, t = i+1, off+4, t+gx {
			m := uint32(mask[i])
			if m == 0 {
				continue
			}
			a := m * alpha >> 8
			if clip != nil {
				a = a * uint32(clip[i]) / 255
			}
			if a == 0 {
				continue
			}
			col := &lut[0]
			if pt.gradient {
				ti := int(t)
				if ti < 0 {
					ti = 0
				} else if ti > 255 {
					ti = 255
				}
				col = &lut[ti]
			}
			px := pix[off : off+4 : off+4]
			na := 255 - a
			px[0] = uint8((uint32(px[0])*na + col[0]*a + 127) / 255)
			px[1] = uint8((uint32(px[1])*na + col[1]*a + 127) / 255)
			px[2] = uint8((uint32(px[2])*na + col[2]*a + 127) / 255)
			px[3] = 255
		}
	}
}

// background fills the whole canvas with a vertical gradient, brightened
// by a soft round glow of the given strength around (cx, cy) with radius r
// (design units), which sets the item apart without a hard edge.
func (c *canvas) background(top, bottom rgb, cx, cy, r, strength float64) {
	b := c.img.Bounds()
	h := float64(b.Dy())
	px, py := c.tf.apply(cx, cy)
	pr := r * c.tf.a
	pix := c.img.Pix
	for y := b.Min.Y; y < b.Max.Y; y++ {
		col := top.mix(bottom, float64(y)/h)
		cr, cg, cb := col.r, col.g, col.b
		off := c.img.PixOffset(b.Min.X, y)
		row := pix[off : off+4*b.Dx() : off+4*b.Dx()]
		row[0], row[1], row[2], row[3] = uint8(cr+0.5), uint8(cg+0.5), uint8(cb+0.5), 255
		for n := 4; n < len(row); n *= 2 {
			copy(row[n:], row[:n])
		}
		dy := (float64(y) - py) / pr
		if strength <= 0 || dy*dy >= 1 {
			continue
		}
		// Only the span inside the glow's circle needs per-pixel work: a
		// smooth fall-off, full at the centre and zero at r.
		half := math.Sqrt(1-dy*dy) * pr
		x0 := max(b.Min.X, int(px-half))
		x1 := min(b.Max.X, int(px+half)+1)
		for x := x0; x < x1; x++ {
			dx := (float64(x) - px) / pr
			d := dx*dx + dy*dy
			if d >= 1 {
				continue
			}
			k := (1 - d) * (1 - d) * strength
			i := (x - b.Min.X) * 4
			row[i] = uint8(cr + (255-cr)*k + 0.5)
			row[i+1] = uint8(cg + (255-cg)*k + 0.5)
			row[i+2] = uint8(cb + (255-cb)*k + 0.5)
		}
	}
}

// stroke draws p as a line of the given width in design units. dash, when
// set, is the length of the dashes and of the gaps between them, for
// stitching.
func (c *canvas) stroke(p *path, width float64, pt paint, dash float64) {
	c.fill(strokePath(p, width, dash), pt)
}

// strokeClipped is stroke limited to clip.
func (c *canvas) strokeClipped(p, clip *path, width float64, pt paint) {
	c.fillClipped(strokePath(p, width, 0), clip, pt)
}

// strokePath turns the centre line p into the outline of a stroke: one
// quadrilateral per flattened segment, all turning the same way so their
// overlaps do not cancel, and a disc on every joint so corners stay round.
func strokePath(p *path, width, dash float64) *path {
	hw := width / 2
	out := newPath()
	for _, pl := range flatten(p) {
		if dash > 0 {
			pl = dashed(pl, dash)
			for i := 0; i+1 < len(pl); i += 2 {
				segment(out, pl[i], pl[i+1], hw)
			}
			continue
		}
		for i := 0; i+1 < len(pl); i++ {
			segment(out, pl[i], pl[i+1], hw)
			if i > 0 {
				joint(out, pl[i], hw)
			}
		}
		if len(pl) > 1 {
			joint(out, pl[0], hw)
			joint(out, pl[len(pl)-1], hw)
		}
	}
	return out
}

func segment(out *path, a, b [2]float64, hw float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*hw, dx/l*hw
	out.M(a[0]+nx, a[1]+ny).L(b[0]+nx, b[1]+ny).L(b[0]-nx, b[1]-ny).L(a[0]-nx, a[1]-ny).Z()
}

// joint adds an octagon; its winding matches segment's so they merge.
func joint(out *path, c [2]float64, r float64) {
	for i := 0; i < 8; i++ {
		a := -float64(i) * math.Pi / 4
		x, y := c[0]+r*math.Cos(a), c[1]+r*math.Sin(a)
		if i == 0 {
			out.M(x, y)
		} else {
			out.L(x, y)
		}
	}
	out.Z()
}

// flatten turns p into polylines, one per sub-path, with curves cut into
// short straight pieces.
func flatten(p *path) [][][2]float64 {
	var lines [][][2]float64
	var cur [][2]float64
	var start [2]float64
	last := func() [2]float64 { return cur[len(cur)-1] }
	for _, op := range p.ops {
		switch op.kind {
		case opMove:
			if len(cur) > 1 {
				lines = append(lines, cur)
			}
			cur = [][2]float64{op.pts[0]}
			start = op.pts[0]
		case opLine:
			cur = append(cur, op.pts[0])
		case opQuad:
			a := last()
			for i := 1; i <= 16; i++ {
				t := float64(i) / 16
				u := 1 - t
				cur = append(cur, [2]float64{
					u*u*a[0] + 2*u*t*op.pts[0][0] + t*t*op.pts[1][0],
					u*u*a[1] + 2*u*t*op.pts[0][1] + t*t*op.pts[1][1],
				})
			}
		case opCube:
			a := last()
			for i := 1; i <= 24; i++ {
				t := float64(i) / 24
				u := 1 - t
				cur = append(cur, [2]float64{
					u*u*u*a[0] + 3*u*u*t*op.pts[0][0] + 3*u*t*t*op.pts[1][0] + t*t*t*op.pts[2][0],
					u*u*u*a[1] + 3*u*u*t*op.pts[0][1] + 3*u*t*t*op.pts[1][1] + t*t*t*op.pts[2][1],
				})
			}
		case opClose:
			if len(cur) > 0 {
				cur = append(cur, start)
			}
		}
	}
	if len(cur) > 1 {
		lines = append(lines, cur)
	}
	return lines
}

// dashed cuts a polyline into dashes of length dash separated by gaps of
// the same length; it returns the dashes as pairs of end points.
func dashed(pl [][2]float64, dash float64) [][2]float64 {
	var out [][2]float64
	on := true
	left := dash
	for i := 0; i+1 < len(pl); i++ {
		a, b := pl[i], pl[i+1]
		l := math.Hypot(b[0]-a[0], b[1]-a[1])
		pos := 0.0
		for l-pos > 1e-9 {
			step := math.Min(left, l-pos)
			t0, t1 := pos/l, (pos+step)/l
			if on {
				out = append(out,
					[2]float64{a[0] + (b[0]-a[0])*t0, a[1] + (b[1]-a[1])*t0},
					[2]float64{a[0] + (b[0]-a[0])*t1, a[1] + (b[1]-a[1])*t1})
			}
			pos += step
			left -= step
			if left <= 1e-9 {
				on = !on
				left = dash
			}
		}
	}
	return out
}
