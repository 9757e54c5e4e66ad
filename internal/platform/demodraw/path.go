package demodraw

import "math"

// Affine maps points: x' = A·x + C·y + E, y' = B·x + D·y + F. The zero
// value maps everything onto the origin; Identity keeps points where they
// are.
type Affine struct{ A, B, C, D, E, F float64 }

// Identity is the transform that changes nothing.
var Identity = Affine{A: 1, D: 1}

// Apply maps the point (x, y).
func (m Affine) Apply(x, y float64) (float64, float64) {
	return m.A*x + m.C*y + m.E, m.B*x + m.D*y + m.F
}

// Then returns the transform that applies m first and n after it.
func (m Affine) Then(n Affine) Affine {
	return Affine{
		A: n.A*m.A + n.C*m.B, B: n.B*m.A + n.D*m.B,
		C: n.A*m.C + n.C*m.D, D: n.B*m.C + n.D*m.D,
		E: n.A*m.E + n.C*m.F + n.E, F: n.B*m.E + n.D*m.F + n.F,
	}
}

// ScaleAbout scales by s, keeping (cx, cy) in place.
func ScaleAbout(s, cx, cy float64) Affine {
	return Affine{A: s, D: s, E: cx - s*cx, F: cy - s*cy}
}

// RotateAbout turns by deg degrees around (cx, cy); with y pointing down,
// a positive angle turns clockwise on the picture.
func RotateAbout(deg, cx, cy float64) Affine {
	r := deg * math.Pi / 180
	sin, cos := math.Sincos(r)
	return Affine{A: cos, B: sin, C: -sin, D: cos, E: cx - cos*cx + sin*cy, F: cy - sin*cx - cos*cy}
}

// Translate moves by (dx, dy).
func Translate(dx, dy float64) Affine { return Affine{A: 1, D: 1, E: dx, F: dy} }

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

// Path is a sequence of sub-paths in design units, built by chaining its
// methods. Filled, overlapping sub-paths drawn in the same direction add
// up; a sub-path drawn the other way round cuts a hole.
type Path struct{ ops []pathOp }

// NewPath returns an empty path.
func NewPath() *Path { return &Path{} }

// M starts a new sub-path at (x, y).
func (p *Path) M(x, y float64) *Path {
	p.ops = append(p.ops, pathOp{kind: opMove, pts: [3][2]float64{{x, y}}})
	return p
}

// L adds a straight line to (x, y).
func (p *Path) L(x, y float64) *Path {
	p.ops = append(p.ops, pathOp{kind: opLine, pts: [3][2]float64{{x, y}}})
	return p
}

// Q adds a quadratic Bézier curve through the control point (cx, cy) to
// (x, y).
func (p *Path) Q(cx, cy, x, y float64) *Path {
	p.ops = append(p.ops, pathOp{kind: opQuad, pts: [3][2]float64{{cx, cy}, {x, y}}})
	return p
}

// C adds a cubic Bézier curve through the control points (c1x, c1y) and
// (c2x, c2y) to (x, y).
func (p *Path) C(c1x, c1y, c2x, c2y, x, y float64) *Path {
	p.ops = append(p.ops, pathOp{kind: opCube, pts: [3][2]float64{{c1x, c1y}, {c2x, c2y}, {x, y}}})
	return p
}

// Z closes the current sub-path with a line back to its start.
func (p *Path) Z() *Path {
	p.ops = append(p.ops, pathOp{kind: opClose})
	return p
}

// Add appends the sub-paths of q.
func (p *Path) Add(q *Path) *Path {
	p.ops = append(p.ops, q.ops...)
	return p
}

// kappa places cubic control points so four curves make a circle.
const kappa = 0.5522847498

// Ellipse adds a closed ellipse, clockwise on the picture; reverse draws
// it the other way round, to cut a hole into a shape drawn before it in
// the same path.
func (p *Path) Ellipse(cx, cy, rx, ry float64, reverse bool) *Path {
	kx, ky := rx*kappa, ry*kappa
	if reverse {
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

// Arc adds the part of the ellipse around (cx, cy) with radii rx, ry from
// angle a0 to angle a1 (radians; 0 points right, π/2 down; a1 < a0 goes
// the other way round). It joins the open sub-path with a line, or starts
// a new one when there is none, so arcs and lines chain into one outline.
func (p *Path) Arc(cx, cy, rx, ry, a0, a1 float64) *Path {
	at := func(a float64) (x, y, dx, dy float64) {
		sin, cos := math.Sincos(a)
		return cx + rx*cos, cy + ry*sin, -rx * sin, ry * cos
	}
	x, y, _, _ := at(a0)
	if n := len(p.ops); n == 0 || p.ops[n-1].kind == opClose {
		p.M(x, y)
	} else {
		p.L(x, y)
	}
	// One cubic per quarter turn or less, its control points on the
	// tangents at 4/3·tan(θ/4) of the way.
	n := max(1, int(math.Ceil(math.Abs(a1-a0)/(math.Pi/2)-1e-9)))
	step := (a1 - a0) / float64(n)
	k := 4.0 / 3 * math.Tan(step/4)
	for i := range n {
		x0, y0, dx0, dy0 := at(a0 + step*float64(i))
		x1, y1, dx1, dy1 := at(a0 + step*float64(i+1))
		p.C(x0+k*dx0, y0+k*dy0, x1-k*dx1, y1-k*dy1, x1, y1)
	}
	return p
}

// RRect adds a rectangle with corners rounded by r.
func (p *Path) RRect(x, y, w, h, r float64) *Path {
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

// Transformed returns a copy of p with m applied to its points.
func (p *Path) Transformed(m Affine) *Path {
	q := &Path{ops: make([]pathOp, len(p.ops))}
	for i, op := range p.ops {
		for j := range op.pts {
			x, y := m.Apply(op.pts[j][0], op.pts[j][1])
			op.pts[j] = [2]float64{x, y}
		}
		q.ops[i] = op
	}
	return q
}

// Mirrored returns a copy of p flipped around the design space's vertical
// centre line (x = 500): the other sleeve, leg or ear.
func (p *Path) Mirrored() *Path { return p.Transformed(Affine{A: -1, D: 1, E: 1000}) }

// Bounds is p's bounding box in design units, from its points and control
// points (so a curve's box may be a little larger than the curve's).
func (p *Path) Bounds() (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, op := range p.ops {
		for i := 0; i < op.points(); i++ {
			x0, y0 = math.Min(x0, op.pts[i][0]), math.Min(y0, op.pts[i][1])
			x1, y1 = math.Max(x1, op.pts[i][0]), math.Max(y1, op.pts[i][1])
		}
	}
	return
}

// Ellipse is a closed ellipse around (cx, cy) with radii rx and ry.
func Ellipse(cx, cy, rx, ry float64) *Path { return NewPath().Ellipse(cx, cy, rx, ry, false) }

// Circle is a closed circle around (cx, cy) with radius r.
func Circle(cx, cy, r float64) *Path { return Ellipse(cx, cy, r, r) }

// Ring is a circle of radius r with a round hole, width narrower: a buckle
// or a halter ring.
func Ring(cx, cy, r, width float64) *Path {
	return NewPath().Ellipse(cx, cy, r, r, false).Ellipse(cx, cy, r-width, r-width, true)
}

// RRect is a rectangle with corners rounded by r.
func RRect(x, y, w, h, r float64) *Path { return NewPath().RRect(x, y, w, h, r) }

// Poly is a closed polygon through the points given as x, y pairs.
func Poly(xy ...float64) *Path { return Polyline(xy...).Z() }

// Polyline is an open line through the points given as x, y pairs, to be
// stroked.
func Polyline(xy ...float64) *Path {
	p := NewPath().M(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		p.L(xy[i], xy[i+1])
	}
	return p
}
