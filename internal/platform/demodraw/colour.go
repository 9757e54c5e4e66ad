package demodraw

// RGB is an opaque colour with channels 0…255; fractions are kept until a
// pixel is written, so shades of shades stay smooth.
type RGB struct{ R, G, B float64 }

// Hex parses "#rrggbb" (either case). Anything else is mid grey: a wrong
// colour in a picture shows, where a panic would stop a seed.
func Hex(s string) RGB {
	if len(s) != 7 || s[0] != '#' {
		return RGB{128, 128, 128}
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
	return RGB{v(1), v(3), v(5)}
}

// Mix blends c towards o by t: 0 keeps c, 1 gives o.
func (c RGB) Mix(o RGB, t float64) RGB {
	return RGB{c.R + (o.R-c.R)*t, c.G + (o.G-c.G)*t, c.B + (o.B-c.B)*t}
}

// Shade darkens c by t towards black.
func (c RGB) Shade(t float64) RGB { return c.Mix(RGB{0, 0, 0}, t) }

// Tint lightens c by t towards white.
func (c RGB) Tint(t float64) RGB { return c.Mix(RGB{255, 255, 255}, t) }

// Luma is the perceived brightness, 0…1.
func (c RGB) Luma() float64 { return (0.299*c.R + 0.587*c.G + 0.114*c.B) / 255 }

// Contrast is a colour that stands out on c, for stitching and outlines:
// c tinted by t when c is dark, shaded by t when it is light.
func (c RGB) Contrast(t float64) RGB {
	if c.Luma() < 0.45 {
		return c.Tint(t)
	}
	return c.Shade(t)
}
