// Package demodraw is the raster drawing engine of the demo data: the
// catalogue demo's product pictures and the content demo's logo, crests
// and banners are drawn in code with it.
//
// A drawing is given in a design space 1000 units across with y pointing
// down. A Canvas maps that space onto its pixels with an affine transform
// (1000 units to its width, uniformly scaled; With applies a further
// transform while a part is drawn), so the same drawing gives a front view,
// a close-up and a smaller, tilted view. Shapes are Paths of lines and
// Bézier curves, filled anti-aliased with a solid colour or a linear
// gradient (Paint), optionally clipped to another path, or stroked, dashed
// or not. EncodePNG writes the result faster than image/png.
//
// Drawing is deterministic: with the same build the same calls give the
// same pixels, so callers may keep drawings between runs under a key that
// names Version.
package demodraw

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"strings"
	"sync"
)

// source is this package's own code, from which Version is derived.
//
//go:embed *.go
var source embed.FS

// Version is a digest of this package's code (its tests aside): it changes
// whenever the code does, and with it what the engine may draw. Callers
// that keep drawings from an earlier run (the catalogue demo's memo in the
// blob store) name it in their keys, so that a change to the engine never
// leaves pictures of the old one in use.
func Version() string { return version() }

var version = sync.OnceValue(func() string { return digest(source) })

// digest hashes the names and contents of the Go files in fsys's top
// directory, test files aside.
func digest(fsys fs.FS) string {
	entries, err := fs.ReadDir(fsys, ".") // sorted by name
	if err != nil {
		panic("demodraw: " + err.Error())
	}
	h := sha256.New()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		data, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			panic("demodraw: " + err.Error())
		}
		h.Write([]byte(e.Name()))
		h.Write([]byte{0})
		h.Write(data)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}
