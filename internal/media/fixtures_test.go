package media_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/gen2brain/webp"

	"paddock/internal/media"
	"paddock/internal/platform/blob"
)

// newLibrary returns a library on a fresh memory bucket.
func newLibrary(t testing.TB, opts media.Options) (*media.Library, *blob.Bucket) {
	t.Helper()
	b, err := blob.Open(context.Background(), "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return media.NewLibrary(b, opts), b
}

// photo draws an opaque picture with gradients and edges, so that encoders
// and resizers have real work and sizes can be told apart.
func photo(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBA{R: uint8(x * 255 / w), G: uint8(y * 255 / h), B: 120, A: 255}
			if (x/37+y/23)%2 == 0 {
				c.B = 200
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// cutout is a picture with a transparent border, like a product on no
// background.
func cutout(w, h int) *image.NRGBA {
	img := photo(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if x < w/4 || x >= w*3/4 || y < h/4 || y >= h*3/4 {
				img.SetNRGBA(x, y, color.NRGBA{})
			}
		}
	}
	return img
}

func encodeJPEG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encodePNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// encodeGIF writes an animation with one frame per colour, each filling
// the screen; transparent leaves a transparent hole in the first frame.
func encodeGIF(t testing.TB, w, h int, transparent bool, colors ...color.Color) []byte {
	t.Helper()
	anim := &gif.GIF{}
	for _, c := range colors {
		pal := color.Palette{c, color.Transparent, color.Black}
		frame := image.NewPaletted(image.Rect(0, 0, w, h), pal)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				frame.SetColorIndex(x, y, 0)
				if transparent && x < w/2 {
					frame.SetColorIndex(x, y, 1)
				}
			}
		}
		anim.Image = append(anim.Image, frame)
		anim.Delay = append(anim.Delay, 10)
	}
	var b bytes.Buffer
	if err := gif.EncodeAll(&b, anim); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// encodeGIFPhoto writes a still GIF of a photo, dithered to Plan 9 colours.
func encodeGIFPhoto(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := gif.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encodeWebP(t testing.TB, img image.Image, lossless bool) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := webp.Encode(&b, img, webp.Options{Quality: 80, Lossless: lossless}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pngChunk builds one PNG chunk with its CRC.
func pngChunk(typ string, data []byte) []byte {
	var b bytes.Buffer
	_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
	b.WriteString(typ)
	b.Write(data)
	_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	return b.Bytes()
}

// pngHeaderOnly is a PNG whose header claims w × h RGBA pixels followed
// by a token of image data: decoding it would allocate w·h·4 bytes.
func pngHeaderOnly(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, pngChunk("IHDR", ihdr)...)
	out = append(out, pngChunk("IDAT", []byte{0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01})...)
	return append(out, pngChunk("IEND", nil)...)
}

// withPNGText inserts a tEXt chunk right after a PNG's header chunk.
func withPNGText(pngData []byte, keyword, text string) []byte {
	const afterIHDR = 8 + 4 + 4 + 13 + 4
	out := append([]byte{}, pngData[:afterIHDR]...)
	out = append(out, pngChunk("tEXt", []byte(keyword+"\x00"+text))...)
	return append(out, pngData[afterIHDR:]...)
}

// withEXIF inserts an APP1 Exif segment holding payload after a JPEG's
// start marker.
func withEXIF(jpegData []byte, payload string) []byte {
	seg := append([]byte("Exif\x00\x00"), payload...)
	out := append([]byte{}, jpegData[:2]...)
	out = append(out, 0xff, 0xe1, byte((len(seg)+2)>>8), byte(len(seg)+2))
	out = append(out, seg...)
	return append(out, jpegData[2:]...)
}

// webpAnimatedHeader is the start of an animated WebP: RIFF, VP8X with
// the animation flag, and an ANIM chunk.
func webpAnimatedHeader(w, h int) []byte {
	vp8x := make([]byte, 10)
	vp8x[0] = 1 << 1
	vp8x[4], vp8x[5], vp8x[6] = byte(w-1), byte((w-1)>>8), byte((w-1)>>16)
	vp8x[7], vp8x[8], vp8x[9] = byte(h-1), byte((h-1)>>8), byte((h-1)>>16)
	body := []byte("WEBPVP8X")
	body = binary.LittleEndian.AppendUint32(body, 10)
	body = append(body, vp8x...)
	body = append(body, "ANIM"...)
	body = binary.LittleEndian.AppendUint32(body, 6)
	body = append(body, 0, 0, 0, 0, 0, 0)
	out := []byte("RIFF")
	out = binary.LittleEndian.AppendUint32(out, uint32(len(body)))
	return append(out, body...)
}
