package demodraw

import (
	"image"
	imagedraw "image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Paint is what a shape is filled with: a solid colour or a linear
// gradient, either at some opacity.
type Paint struct {
	c0, c1         RGB
	x0, y0, x1, y1 float64
	gradient       bool
	alpha          float64
}

// Solid is the colour c, opaque.
func Solid(c RGB) Paint { return Paint{c0: c, alpha: 1} }

// SolidAlpha is the colour c at opacity alpha (0…1): shadows, highlights.
func SolidAlpha(c RGB, alpha float64) Paint { return Paint{c0: c, alpha: alpha} }

// Linear is a gradient from c0 at (x0, y0) to c1 at (x1, y1), in design
// units, evenly along the line between them and constant across it.
func Linear(c0 RGB, x0, y0 float64, c1 RGB, x1, y1 float64) Paint {
	return Paint{c0: c0, c1: c1, x0: x0, y0: y0, x1: x1, y1: y1, gradient: true, alpha: 1}
}

// Canvas is an RGBA image, transparent until painted, with a current
// transform from design units to pixels. It keeps scratch buffers between
// shapes, so drawing allocates little; it is not safe for concurrent use.
type Canvas struct {
	img  *image.RGBA
	tf   Affine
	z    vector.Rasterizer
	mask image.Alpha
	clip image.Alpha
	tmp  []pathOp
}

// NewCanvas returns a transparent canvas of w×h pixels whose design space
// is 1000 units across and, at the same scale, 1000·h/w units high.
func NewCanvas(w, h int) *Canvas {
	s := float64(w) / 1000
	return &Canvas{img: image.NewRGBA(image.Rect(0, 0, w, h)), tf: Affine{A: s, D: s}}
}

// Image is the picture drawn so far; later drawing changes it.
func (c *Canvas) Image() *image.RGBA { return c.img }

// Height is the canvas's height in design units; its width is 1000.
func (c *Canvas) Height() float64 {
	b := c.img.Bounds()
	return 1000 * float64(b.Dy()) / float64(b.Dx())
}

// With draws fn with m applied to the design units before the current
// transform: fn's drawing is moved, scaled or turned as a whole.
func (c *Canvas) With(m Affine, fn func()) {
	old := c.tf
	c.tf = m.Then(old)
	fn()
	c.tf = old
}

// pixelOps transforms p into pixel space and returns the bounding box of
// its points, clipped to the canvas.
func (c *Canvas) pixelOps(p *Path) ([]pathOp, image.Rectangle) {
	ops := c.tmp[:0]
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, op := range p.ops {
		for i := 0; i < op.points(); i++ {
			x, y := c.tf.Apply(op.pts[i][0], op.pts[i][1])
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
func (c *Canvas) rasterize(m *image.Alpha, ops []pathOp, r image.Rectangle) {
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
	c.z.DrawOp = imagedraw.Src
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

// Fill paints the inside of p, anti-aliased; open sub-paths are closed.
func (c *Canvas) Fill(p *Path, pt Paint) { c.FillClipped(p, nil, pt) }

// FillClipped paints p where it overlaps clip (nil: everywhere), for
// shading and patterns that must stay inside an outline.
func (c *Canvas) FillClipped(p, clip *Path, pt Paint) {
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

// composite blends pt over the image through the coverage mask of r. It
// works in integers with a 256-step colour table for gradients: this loop
// is where drawing spends its time.
func (c *Canvas) composite(r image.Rectangle, mask, clip []uint8, pt Paint) {
	var lut [256][3]uint32
	var gx, gy, x0, y0 float64
	if pt.gradient {
		ax, ay := c.tf.Apply(pt.x0, pt.y0)
		bx, by := c.tf.Apply(pt.x1, pt.y1)
		x0, y0 = ax, ay
		d := (bx-ax)*(bx-ax) + (by-ay)*(by-ay)
		if d == 0 {
			d = 1
		}
		gx, gy = (bx-ax)/d*255, (by-ay)/d*255
		for i := range lut {
			col := pt.c0.Mix(pt.c1, float64(i)/255)
			lut[i] = [3]uint32{uint32(col.R + 0.5), uint32(col.G + 0.5), uint32(col.B + 0.5)}
		}
	} else {
		lut[0] = [3]uint32{uint32(pt.c0.R + 0.5), uint32(pt.c0.G + 0.5), uint32(pt.c0.B + 0.5)}
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
			// Porter-Duff "over" on premultiplied pixels: on an opaque
			// pixel the alpha stays 255.
			px := pix[off : off+4 : off+4]
			na := 255 - a
			px[0] = uint8((uint32(px[0])*na + col[0]*a + 127) / 255)
			px[1] = uint8((uint32(px[1])*na + col[1]*a + 127) / 255)
			px[2] = uint8((uint32(px[2])*na + col[2]*a + 127) / 255)
			px[3] = uint8((uint32(px[3])*na + 255*a + 127) / 255)
		}
	}
}

// Glow brightens a background towards white around a point, fading
// smoothly to nothing at its radius; the zero Glow is none.
type Glow struct {
	X, Y, R  float64 // centre and radius, in design units
	Strength float64 // 0…1: how close to white the centre gets
}

// Background fills the whole canvas, opaque, with a vertical gradient from
// top to bottom, brightened by glow: a soft light that sets an item apart
// without a hard edge. It ignores the current transform but for placing
// the glow.
func (c *Canvas) Background(top, bottom RGB, glow Glow) {
	b := c.img.Bounds()
	h := float64(b.Dy())
	px, py := c.tf.Apply(glow.X, glow.Y)
	pr := glow.R * c.tf.A
	strength := glow.Strength
	if pr <= 0 {
		strength = 0
	}
	pix := c.img.Pix
	for y := b.Min.Y; y < b.Max.Y; y++ {
		col := top.Mix(bottom, float64(y)/h)
		cr, cg, cb := col.R, col.G, col.B
		off := c.img.PixOffset(b.Min.X, y)
		row := pix[off : off+4*b.Dx() : off+4*b.Dx()]
		row[0], row[1], row[2], row[3] = uint8(cr+0.5), uint8(cg+0.5), uint8(cb+0.5), 255
		for n := 4; n < len(row); n *= 2 {
			copy(row[n:], row[:n])
		}
		if strength <= 0 {
			continue
		}
		dy := (float64(y) - py) / pr
		if dy*dy >= 1 {
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

// Stroke draws p as a line width design units wide, with round joins and
// ends.
func (c *Canvas) Stroke(p *Path, width float64, pt Paint) {
	c.Fill(StrokePath(p, width, 0), pt)
}

// StrokeDashed draws p as dashes width wide and dash long, with gaps as
// long as the dashes between them: stitching, a zip.
func (c *Canvas) StrokeDashed(p *Path, width, dash float64, pt Paint) {
	c.Fill(StrokePath(p, width, dash), pt)
}

// StrokeClipped is Stroke limited to where it overlaps clip.
func (c *Canvas) StrokeClipped(p, clip *Path, width float64, pt Paint) {
	c.FillClipped(StrokePath(p, width, 0), clip, pt)
}
