package demodraw

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"
	"testing/fstest"
)

var red = RGB{R: 255}

// alphaAt is the coverage of pixel (x, y), 0…255.
func alphaAt(img *image.RGBA, x, y int) uint8 { return img.RGBAAt(x, y).A }

// area is the painted area in pixels, partly covered pixels in part.
func area(img *image.RGBA) float64 {
	sum := 0.0
	for i := 3; i < len(img.Pix); i += 4 {
		sum += float64(img.Pix[i]) / 255
	}
	return sum
}

// centroid is the coverage-weighted centre of what is painted.
func centroid(img *image.RGBA) (float64, float64) {
	var sx, sy, sum float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			a := float64(alphaAt(img, x, y))
			sx += a * (float64(x) + 0.5)
			sy += a * (float64(y) + 0.5)
			sum += a
		}
	}
	return sx / sum, sy / sum
}

func TestFilledCircleCoversItsPixels(t *testing.T) {
	// 100 pixels for 1000 units: a circle of radius 300 around the centre
	// is 30 pixels round (50, 50).
	c := NewCanvas(100, 100)
	c.Fill(Circle(500, 500, 300), Solid(red))
	img := c.Image()
	for y := 0; y < 100; y++ {
		for x := 0; x < 100; x++ {
			d := math.Hypot(float64(x)+0.5-50, float64(y)+0.5-50)
			got := img.RGBAAt(x, y)
			switch {
			case d < 29 && got != (color.RGBA{255, 0, 0, 255}):
				t.Fatalf("(%d, %d) inside the circle is %v, want opaque red", x, y, got)
			case d > 31 && got.A != 0:
				t.Fatalf("(%d, %d) outside the circle is %v, want untouched", x, y, got)
			}
		}
	}
	// The rasterizer flattens curves into chords, which cuts off a little.
	if got, want := area(img), math.Pi*30*30; math.Abs(got-want) > want*0.01 {
		t.Errorf("painted area %.1f px², want %.1f", got, want)
	}
	if x, y := centroid(img); math.Abs(x-50) > 0.01 || math.Abs(y-50) > 0.01 {
		t.Errorf("centre at (%.2f, %.2f), want (50, 50)", x, y)
	}
}

func TestStrokeIsAntiAliased(t *testing.T) {
	c := NewCanvas(200, 200)
	c.Stroke(Polyline(100, 150, 900, 700), 40, Solid(red))
	img := c.Image()
	full, partial := 0, 0
	for i := 3; i < len(img.Pix); i += 4 {
		switch a := img.Pix[i]; {
		case a == 255:
			full++
		case a > 0:
			partial++
		}
	}
	if full == 0 || partial < 100 {
		t.Errorf("a slanted stroke has %d opaque and %d partly covered pixels, want both (edges smoothed)", full, partial)
	}
	// Width 40 units is 8 px; length √(800²+550²) units is 194 px, plus
	// two round ends.
	want := 8*194.1 + math.Pi*4*4
	if got := area(img); math.Abs(got-want) > want*0.03 {
		t.Errorf("stroke area %.0f px², want about %.0f", got, want)
	}
}

func TestStrokeCornersAreRound(t *testing.T) {
	// One pixel per unit; a right angle at (500, 500), 100 wide. The
	// outer corner is filled round: a point 42 units out on the diagonal is
	// inside, one 60 out is not.
	c := NewCanvas(1000, 1000)
	c.Stroke(Polyline(200, 500, 500, 500, 500, 200), 100, Solid(red))
	img := c.Image()
	if a := alphaAt(img, 530, 530); a != 255 {
		t.Errorf("the outer corner is cut off (alpha %d)", a)
	}
	if a := alphaAt(img, 543, 543); a != 0 {
		t.Errorf("the outer corner is square, not round (alpha %d)", a)
	}
}

func TestShapesDoNotLeakIntoEachOther(t *testing.T) {
	// The canvas reuses its coverage buffer: a shape drawn after a larger
	// one must not inherit its coverage.
	c := NewCanvas(100, 100)
	c.Fill(RRect(0, 0, 1000, 1000, 0), Solid(red))
	c.Fill(Circle(500, 500, 300), Solid(RGB{B: 255}))
	if got := c.Image().RGBAAt(22, 22); got != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("the corner of the circle's box is %v, want the red below", got)
	}
}

func TestDashesLeaveGaps(t *testing.T) {
	c := NewCanvas(1000, 100)
	c.StrokeDashed(Polyline(0, 50, 1000, 50), 10, 100, Solid(red))
	img := c.Image()
	var runs []int // alternating painted and empty runs along the line
	painted, n := true, 0
	for x := 0; x < 1000; x++ {
		if on := alphaAt(img, x, 50) > 127; on != painted {
			runs = append(runs, n)
			painted, n = on, 0
		}
		n++
	}
	runs = append(runs, n)
	if len(runs) != 10 {
		t.Fatalf("runs %v, want 5 dashes and 5 gaps of 100 px", runs)
	}
	for i, r := range runs {
		if r < 99 || r > 101 {
			t.Errorf("run %d is %d px, want 100 (%v)", i, r, runs)
		}
	}
}

func TestTransformMovesAShape(t *testing.T) {
	c := NewCanvas(100, 100)
	c.With(Translate(200, -100), func() {
		c.With(ScaleAbout(0.5, 300, 300), func() {
			c.Fill(Circle(300, 300, 200), Solid(red))
		})
	})
	// Scaled about its own centre, then moved: radius 10 px round (50, 20).
	img := c.Image()
	if x, y := centroid(img); math.Abs(x-50) > 0.01 || math.Abs(y-20) > 0.01 {
		t.Errorf("centre at (%.2f, %.2f), want (50, 20)", x, y)
	}
	if got, want := area(img), math.Pi*10*10; math.Abs(got-want) > want*0.025 {
		t.Errorf("area %.1f px², want %.1f", got, want)
	}
	// With restores the transform.
	c.Fill(Circle(100, 900, 50), Solid(red))
	if alphaAt(img, 10, 90) != 255 {
		t.Error("a shape drawn after With is not where the canvas's own transform puts it")
	}
}

func TestAffine(t *testing.T) {
	x, y := RotateAbout(90, 500, 500).Apply(600, 500)
	if math.Abs(x-500) > 1e-9 || math.Abs(y-600) > 1e-9 {
		t.Errorf("a quarter turn clockwise (y down) took (600, 500) to (%g, %g), want (500, 600)", x, y)
	}
	// Then applies the receiver first: scale, then move.
	x, y = ScaleAbout(2, 0, 0).Then(Translate(10, 0)).Apply(1, 1)
	if x != 12 || y != 2 {
		t.Errorf("scale then move took (1, 1) to (%g, %g), want (12, 2)", x, y)
	}
	if x, y := Identity.Apply(3, 4); x != 3 || y != 4 {
		t.Errorf("Identity moved (3, 4) to (%g, %g)", x, y)
	}
	p := RRect(100, 200, 300, 100, 20).Mirrored()
	if x0, y0, x1, y1 := p.Bounds(); x0 != 600 || y0 != 200 || x1 != 900 || y1 != 300 {
		t.Errorf("mirrored bounds (%g, %g)–(%g, %g), want (600, 200)–(900, 300)", x0, y0, x1, y1)
	}
}

func TestReversedSubPathCutsAHole(t *testing.T) {
	c := NewCanvas(100, 100)
	c.Fill(Ring(500, 500, 400, 200), Solid(red))
	img := c.Image()
	if alphaAt(img, 50, 50) != 0 {
		t.Error("the ring's hole is painted")
	}
	if alphaAt(img, 50, 20) != 255 {
		t.Error("the ring itself is not painted")
	}
	if got, want := area(img), math.Pi*(40*40-20*20); math.Abs(got-want) > want*0.01 {
		t.Errorf("ring area %.1f px², want %.1f", got, want)
	}
}

func TestArc(t *testing.T) {
	full := NewCanvas(100, 100)
	full.Fill(NewPath().Arc(500, 500, 300, 300, 0, 2*math.Pi).Z(), Solid(red))
	if got, want := area(full.Image()), math.Pi*30*30; math.Abs(got-want) > want*0.01 {
		t.Errorf("a full arc covers %.1f px², want a circle's %.1f", got, want)
	}
	// The lower half (0 to π with y down), closed through the centre line;
	// then the same the other way round.
	for _, a := range [][2]float64{{0, math.Pi}, {math.Pi, 0}} {
		c := NewCanvas(100, 100)
		c.Fill(NewPath().Arc(500, 500, 300, 300, a[0], a[1]).Z(), Solid(red))
		img := c.Image()
		if alphaAt(img, 50, 70) != 255 || alphaAt(img, 50, 30) != 0 {
			t.Errorf("arc %v: not the lower half", a)
		}
		if got, want := area(img), math.Pi*30*30/2; math.Abs(got-want) > want*0.01 {
			t.Errorf("arc %v: %.1f px², want %.1f", a, got, want)
		}
	}
	// An arc joins the open sub-path with a line.
	p := NewPath().M(500, 500).Arc(500, 500, 300, 300, 0, math.Pi/2).Z()
	if p.ops[1].kind != opLine {
		t.Error("an arc after M starts a new sub-path instead of joining it")
	}
}

func TestGradientAndClip(t *testing.T) {
	blue := RGB{B: 255}
	c := NewCanvas(100, 100)
	c.FillClipped(RRect(0, 0, 1000, 1000, 0), Circle(500, 500, 300), Linear(red, 200, 0, blue, 800, 0))
	img := c.Image()
	if img.RGBAAt(5, 50).A != 0 {
		t.Error("the fill leaks out of its clip")
	}
	left, mid, right := img.RGBAAt(22, 50), img.RGBAAt(50, 50), img.RGBAAt(77, 50)
	if left.R < 200 || left.B > 60 || right.B < 200 || right.R > 60 {
		t.Errorf("gradient ends %v … %v, want red … blue", left, right)
	}
	if mid.R < 100 || mid.R > 155 || mid.B < 100 || mid.B > 155 {
		t.Errorf("gradient middle %v, want half red, half blue", mid)
	}
}

func TestTranslucentPaintBlends(t *testing.T) {
	c := NewCanvas(10, 10)
	c.Fill(RRect(0, 0, 500, 1000, 0), Solid(RGB{R: 255, G: 255, B: 255}))
	c.Fill(RRect(0, 0, 1000, 1000, 0), SolidAlpha(RGB{}, 0.5))
	img := c.Image()
	// Over white: grey, opaque. Over nothing: half-transparent black.
	if got := img.RGBAAt(2, 5); got.A != 255 || got.R < 126 || got.R > 129 {
		t.Errorf("half black over white is %v, want opaque mid grey", got)
	}
	if got := img.RGBAAt(7, 5); got.A < 126 || got.A > 129 || got.R != 0 {
		t.Errorf("half black over nothing is %v, want black at half alpha", got)
	}
}

func TestBackground(t *testing.T) {
	top, bottom := RGB{R: 200, G: 0, B: 0}, RGB{R: 0, G: 0, B: 200}
	c := NewCanvas(100, 50)
	if c.Height() != 500 {
		t.Errorf("height %g units, want 500", c.Height())
	}
	c.Background(top, bottom, Glow{})
	img := c.Image()
	if a, b := img.RGBAAt(0, 0), img.RGBAAt(99, 0); a != b || a != (color.RGBA{200, 0, 0, 255}) {
		t.Errorf("top row %v … %v, want the top colour across", a, b)
	}
	if got := img.RGBAAt(50, 49); got.B < 190 || got.R > 10 {
		t.Errorf("bottom row %v, want the bottom colour", got)
	}
	c.Background(top, top, Glow{X: 500, Y: 250, R: 200, Strength: 1})
	if got := img.RGBAAt(50, 25); got.G < 250 {
		t.Errorf("the glow's centre is %v, want near white", got)
	}
	if got := img.RGBAAt(5, 25); got != (color.RGBA{200, 0, 0, 255}) {
		t.Errorf("outside the glow %v, want the plain background", got)
	}
}

func TestEncodePNG(t *testing.T) {
	for _, opaque := range []bool{true, false} {
		c := NewCanvas(64, 48)
		if opaque {
			c.Background(RGB{R: 250, G: 240, B: 230}, RGB{R: 20, G: 40, B: 60}, Glow{})
		}
		c.Fill(Circle(500, 300, 250), SolidAlpha(RGB{R: 30, G: 140, B: 90}, 0.7))
		c.Stroke(Polyline(0, 0, 1000, 750), 30, Solid(red))
		data, err := EncodePNG(c.Image())
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if withAlpha := cfg.ColorModel == color.NRGBAModel; withAlpha == opaque {
			t.Errorf("opaque %v: PNG with alpha %v, want %v", opaque, withAlpha, !opaque)
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		want := c.Image()
		for y := 0; y < 48; y++ {
			for x := 0; x < 64; x++ {
				r0, g0, b0, a0 := want.At(x, y).RGBA()
				r1, g1, b1, a1 := got.At(x, y).RGBA()
				// Un-premultiplying rounds: allow a step of the 8-bit value.
				for _, d := range []int{int(r0>>8) - int(r1>>8), int(g0>>8) - int(g1>>8), int(b0>>8) - int(b1>>8), int(a0>>8) - int(a1>>8)} {
					if d < -1 || d > 1 {
						t.Fatalf("opaque %v: pixel (%d, %d) %v decodes as %v", opaque, x, y, want.At(x, y), got.At(x, y))
					}
				}
			}
		}
	}
}

func TestHex(t *testing.T) {
	for in, want := range map[string]RGB{
		"#1f3D2b": {R: 0x1f, G: 0x3d, B: 0x2b},
		"#ffffff": {R: 255, G: 255, B: 255},
		"red":     {R: 128, G: 128, B: 128},
		"#12345":  {R: 128, G: 128, B: 128},
	} {
		if got := Hex(in); got != want {
			t.Errorf("Hex(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestVersionChangesWithTheCode(t *testing.T) {
	if v := Version(); len(v) != 16 || v != digest(source) {
		t.Errorf("Version %q, want the 16-digit digest of the package's code", v)
	}
	code := fstest.MapFS{
		"canvas.go":      {Data: []byte("package demodraw // one")},
		"canvas_test.go": {Data: []byte("package demodraw // a test")},
	}
	before := digest(code)
	code["canvas_test.go"] = &fstest.MapFile{Data: []byte("package demodraw // another test")}
	if digest(code) != before {
		t.Error("a change to a test changed the version")
	}
	code["canvas.go"] = &fstest.MapFile{Data: []byte("package demodraw // two")}
	if digest(code) == before {
		t.Error("a change to the code left the version as it was")
	}
}
