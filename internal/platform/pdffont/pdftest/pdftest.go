// Package pdftest reads the PDFs the shop makes with pdffont (invoices,
// credit notes, return labels) for tests: their page content streams and
// the text they show, and checks a private file's download. Only tests
// import it.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"
)

// ContentStreams are a PDF's page content streams, inflated (fpdf
// compresses them); font files and images are left out.
func ContentStreams(doc []byte) ([][]byte, error) {
	if !bytes.HasPrefix(doc, []byte("%PDF-")) {
		return nil, fmt.Errorf("not a PDF")
	}
	var out [][]byte
	rest := doc
	for {
		i := bytes.Index(rest, []byte("stream\n"))
		if i < 0 {
			return out, nil
		}
		head := rest[:i]
		rest = rest[i+len("stream\n"):]
		end := bytes.Index(rest, []byte("\nendstream"))
		if end < 0 {
			return nil, fmt.Errorf("a stream without its end")
		}
		data := rest[:end]
		rest = rest[end+len("\nendstream"):]
		dict := head[bytes.LastIndex(head, []byte("<<")):]
		if bytes.Contains(dict, []byte("/Length1")) || bytes.Contains(dict, []byte("/Subtype")) {
			continue // a font file or an image, not a page
		}
		if bytes.Contains(dict, []byte("/FlateDecode")) {
			z, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				continue // not a content stream fpdf compressed (a CIDToGIDMap is compressed too, and has no text)
			}
			if data, err = io.ReadAll(z); err != nil {
				return nil, err
			}
		}
		out = append(out, data)
	}
}

// Text reads the text of a PDF that go-pdf/fpdf set in an embedded UTF-8
// font: every content stream inflated, each string shown (Tj) read as
// fpdf writes it for such fonts, UTF-16BE code points (the font's CIDs,
// which its CIDToGIDMap maps to glyphs and its ToUnicode map back to the
// same code points), one line per string. It also reports what a
// document with embedded fonts must and must not hold: a TrueType font
// file and a ToUnicode map each, and no core font.
func Text(doc []byte) (string, error) {
	if !bytes.HasPrefix(doc, []byte("%PDF-")) {
		return "", fmt.Errorf("not a PDF")
	}
	if !bytes.Contains(doc, []byte("/FontFile2")) || !bytes.Contains(doc, []byte("/ToUnicode")) {
		return "", fmt.Errorf("no embedded TrueType font with a ToUnicode map")
	}
	for _, core := range []string{"/Helvetica", "/Times-Roman", "/Courier", "/Arial"} {
		if bytes.Contains(doc, []byte("/BaseFont "+core)) {
			return "", fmt.Errorf("a core font %s is used", core)
		}
	}
	streams, err := ContentStreams(doc)
	if err != nil {
		return "", err
	}
	var out []string
	for _, data := range streams {
		for _, m := range shown.FindAllSubmatchIndex(data, -1) {
			s, err := literal(data[m[2]:m[3]])
			if err != nil {
				return "", err
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, "\n"), nil
}

// shown finds the strings of Tj operators: (…) Tj, with escaped
// parentheses inside.
var shown = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)

// literal decodes a PDF string literal's escapes and reads its bytes as
// UTF-16BE.
func literal(b []byte) (string, error) {
	var raw []byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '\\' {
			raw = append(raw, c)
			continue
		}
		i++
		if i >= len(b) {
			break
		}
		switch e := b[i]; e {
		case 'n':
			raw = append(raw, '\n')
		case 'r':
			raw = append(raw, '\r')
		case 't':
			raw = append(raw, '\t')
		case 'b':
			raw = append(raw, '\b')
		case 'f':
			raw = append(raw, '\f')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v, j := 0, 0
			for ; j < 3 && i+j < len(b) && b[i+j] >= '0' && b[i+j] <= '7'; j++ {
				v = v*8 + int(b[i+j]-'0')
			}
			i += j - 1
			raw = append(raw, byte(v))
		default:
			raw = append(raw, e)
		}
	}
	if len(raw)%2 != 0 {
		return "", fmt.Errorf("a shown string of %d bytes is no UTF-16", len(raw))
	}
	units := make([]uint16, len(raw)/2)
	for i := range units {
		units[i] = uint16(raw[2*i])<<8 | uint16(raw[2*i+1])
	}
	return string(utf16.Decode(units)), nil
}

// Download serves a GET of a private file's path on h, with a bearer
// token unless it is empty, and fails the test unless the answer has the
// status wanted and is kept by no cache (Cache-Control no-store) nor named
// to another site (Referrer-Policy no-referrer); a refusal's body must be
// NOT_FOUND. The answer is returned for the file's own checks.
func Download(t testing.TB, h http.Handler, path, bearer string, status int) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	head := rec.Result().Header
	// no-store always (the session's middleware and JSON errors say only
	// that, which is stronger than private).
	if rec.Code != status || !strings.Contains(head.Get("Cache-Control"), "no-store") || head.Get("Referrer-Policy") != "no-referrer" {
		t.Fatalf("%d %v: %.200s", rec.Code, head, rec.Body)
	}
	if status != http.StatusOK && !strings.Contains(rec.Body.String(), `"code":"NOT_FOUND"`) {
		t.Errorf("body %s", rec.Body)
	}
	return rec
}

// Attachment reports whether headers send a file to keep (Content-
// Disposition attachment) named filename, of the content type kind.
func Attachment(head http.Header, filename, kind string) error {
	_, params, err := mime.ParseMediaType(head.Get("Content-Disposition"))
	switch {
	case err != nil:
		return err
	case !strings.HasPrefix(head.Get("Content-Disposition"), "attachment"), params["filename"] != filename:
		return fmt.Errorf("disposition %q, not an attachment named %q", head.Get("Content-Disposition"), filename)
	case head.Get("Content-Type") != kind:
		return fmt.Errorf("content type %q, not %q", head.Get("Content-Type"), kind)
	}
	return nil
}
