package demo

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
)

// writePNG writes img as an opaque 8-bit RGB PNG whose rows all use the
// "Up" filter. image/png tries five filters on every row to find the
// smallest, which made encoding cost twice as much as drawing; on flat
// illustrations the Up filter is nearly as small, and any PNG decoder reads
// the result.
func writePNG(w io.Writer, img *image.RGBA) error {
	b := img.Bounds()
	width, height := b.Dx(), b.Dy()
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.WriteString("\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8] = 8  // bit depth
	ihdr[9] = 2  // colour type: RGB
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
	prev := make([]byte, 3*width)
	cur := make([]byte, 3*width)
	line := make([]byte, 1+3*width)
	line[0] = 2 // Up: each byte minus the byte above it
	for y := 0; y < height; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := 0; x < width; x++ {
			cur[3*x], cur[3*x+1], cur[3*x+2] = row[4*x], row[4*x+1], row[4*x+2]
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
