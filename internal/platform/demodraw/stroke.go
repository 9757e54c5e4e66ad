package demodraw

import "math"

// StrokePath turns the centre line p into the outline of a stroke width
// wide: one quadrilateral per flattened segment, all turning the same way
// so their overlaps do not cancel, and a disc on every joint so corners
// and ends stay round. A dash above 0 cuts the line into dashes of that
// length with gaps as long, without the discs. Fill the result, clipped or
// not, to draw the stroke.
func StrokePath(p *Path, width, dash float64) *Path {
	hw := width / 2
	out := NewPath()
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

func segment(out *Path, a, b [2]float64, hw float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*hw, dx/l*hw
	out.M(a[0]+nx, a[1]+ny).L(b[0]+nx, b[1]+ny).L(b[0]-nx, b[1]-ny).L(a[0]-nx, a[1]-ny).Z()
}

// joint adds an octagon; its winding matches segment's so they merge.
func joint(out *Path, c [2]float64, r float64) {
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
func flatten(p *Path) [][][2]float64 {
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
