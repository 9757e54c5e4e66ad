package demodraw

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"io"
)

// EncodePNG encodes img as an 8-bit PNG: RGB when every pixel is opaque,
// else RGBA. Every row uses the "Up" filter: image/png tries five filters
// on every row to find the smallest, which made encoding cost twice as
// much as drawing; on flat illustrations Up is nearly as small, and any PNG
// decoder reads the result.
func EncodePNG(img *image.RGBA) ([]byte, error) {
	var buf bytes.Buffer
	if err := writePNG(&buf, img); err != nil {
		return nil, fmt.Errorf("demodraw: encode png: %w", err)
	}
	return buf.Bytes(), nil
}

// opaque reports whether every pixel of img has full alpha.
func opaque(img *image.RGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):][:4*b.Dx()]
		for i := 3; i < len(row); i += 4 {
			if row[i] != 255 {
				return false
			}
		}
	}
	return true
}

func writePNG(w io.Writer, img *image.RGBA) error {
	b := img.Bounds()
	width, height := b.Dx(), b.Dy()
	channels, colourType := 3, byte(2) // RGB
	if !opaque(img) {
		channels, colourType = 4, 6 // RGBA, not premultiplied
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.WriteString("\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8] = 8 // bit depth
	ihdr[9] = colourType
	ihdr[10] = 0 // deflate
	ihdr[11] = 0 // adaptive filtering
	ihdr[12] = 0 // no interlace
	if err := writeChunk(bw, "IHDR", ihdr[:]); err != nil {
		return err
	}
	idat := &chunkWriter{w: bw, kind: "IDAT"}
	z, err := zlib.NewWriterLevel(idat, zlib.BestSpeed)
	if err != nil {
		return err
	}
	prev := make([]byte, channels*width)
	cur := make([]byte, channels*width)
	line := make([]byte, 1+channels*width)
	line[0] = 2 // Up: each byte minus the byte above it
	for y := 0; y < height; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		if channels == 3 {
			for x := 0; x < width; x++ {
				cur[3*x], cur[3*x+1], cur[3*x+2] = row[4*x], row[4*x+1], row[4*x+2]
			}
		} else {
			for x := 0; x < width; x++ {
				p, q := row[4*x:4*x+4:4*x+4], cur[4*x:4*x+4:4*x+4]
				switch a := uint32(p[3]); a {
				case 0:
					q[0], q[1], q[2], q[3] = 0, 0, 0, 0
				case 255:
					copy(q, p)
				default: // image.RGBA is premultiplied, PNG is not
					q[0] = uint8((uint32(p[0])*255 + a/2) / a)
					q[1] = uint8((uint32(p[1])*255 + a/2) / a)
					q[2] = uint8((uint32(p[2])*255 + a/2) / a)
					q[3] = p[3]
				}
			}
		}
		for i := range cur {
			line[1+i] = cur[i] - prev[i]
		}
		if _, err := z.Write(line); err != nil {
			return err
		}
		prev, cur = cur, prev
	}
	if err := z.Close(); err != nil {
		return err
	}
	if err := idat.flush(); err != nil {
		return err
	}
	if err := writeChunk(bw, "IEND", nil); err != nil {
		return err
	}
	return bw.Flush()
}

func writeChunk(w io.Writer, kind string, data []byte) error {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], kind)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	var tail [4]byte
	binary.BigEndian.PutUint32(tail[:], crc.Sum32())
	for _, p := range [][]byte{head[:], data, tail[:]} {
		if _, err := w.Write(p); err != nil {
			return err
		}
	}
	return nil
}

// chunkWriter collects compressed data into IDAT chunks of up to 256 KB.
type chunkWriter struct {
	w    io.Writer
	kind string
	buf  []byte
}

func (c *chunkWriter) Write(p []byte) (int, error) {
	c.buf = append(c.buf, p...)
	for len(c.buf) >= 1<<18 {
		if err := writeChunk(c.w, c.kind, c.buf[:1<<18]); err != nil {
			return 0, err
		}
		c.buf = append(c.buf[:0], c.buf[1<<18:]...)
	}
	return len(p), nil
}

func (c *chunkWriter) flush() error {
	if len(c.buf) == 0 {
		return nil
	}
	err := writeChunk(c.w, c.kind, c.buf)
	c.buf = c.buf[:0]
	return err
}
