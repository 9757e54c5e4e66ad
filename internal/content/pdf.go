package content

import (
	"bytes"
	"compress/zlib"
	"errors"
	"io"
	"strconv"

	"paddock/internal/platform/apperr"
)

// Why a PDF is refused, as checkPDF finds it.
var (
	errPDFActive    = errors.New("active content")
	errPDFTrailing  = errors.New("data after the end")
	errPDFEncrypted = errors.New("encrypted")
	errPDFBroken    = errors.New("a compressed part cannot be read")
)

// activePDFNames are the PDF names that make a document do something when
// it is opened or clicked, beyond showing itself, or carry other files:
// JavaScript (JS, JavaScript, and XFA forms, which script), launching
// programs (Launch), embedded files and media players (EmbeddedFile(s),
// RichMedia, GoToE, which opens an embedded document), and form actions
// that send or fetch data (SubmitForm, ImportData). OpenAction alone is
// not among them: ordinary PDFs use it to choose the first view, and an
// action that runs something names one of these.
var activePDFNames = map[string]bool{
	"JavaScript": true, "JS": true, "XFA": true, "Launch": true, "EmbeddedFile": true, "EmbeddedFiles": true,
	"RichMedia": true, "GoToE": true, "SubmitForm": true, "ImportData": true,
}

// Bounds on the work a PDF may cause.
const (
	// maxPDFInflated bounds what all of a PDF's object streams inflate to
	// together (a zip bomb is refused as broken).
	maxPDFInflated = 64 << 20
	// maxPDFDepth bounds object streams found inside object streams.
	maxPDFDepth = 2
)

// checkPDF refuses a PDF that holds active content (activePDFNames,
// spelled plainly or with #xx escapes, in the file's objects or in its
// compressed object streams), that is encrypted (its objects cannot be
// checked), or that has anything but white space after its last %%EOF
// (a PDF with a web page or script appended). Only what a reader parses
// as objects is looked at: strings, comments and the data of ordinary
// streams (pictures, fonts, page contents) cannot run anything.
func checkPDF(data []byte) error {
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		return errPDFBroken
	}
	end := bytes.LastIndex(data, []byte("%%EOF"))
	if end < 0 {
		return errPDFBroken
	}
	if len(bytes.TrimLeft(data[end+len("%%EOF"):], " \t\r\n\f\x00")) > 0 {
		return errPDFTrailing
	}
	budget := maxPDFInflated
	return scanPDF(data, 0, &budget)
}

// pdfRefusal is the error a person reads for a refused PDF.
func pdfRefusal(err error) error {
	switch {
	case errors.Is(err, errPDFEncrypted):
		return apperr.New(apperr.Invalid, "content.upload.pdfEncrypted").OnField("file")
	case errors.Is(err, errPDFBroken), errors.Is(err, errPDFTrailing):
		return apperr.New(apperr.Invalid, "content.upload.pdfBroken").OnField("file")
	}
	return apperr.New(apperr.Invalid, "content.upload.pdfActive").OnField("file")
}

// scanPDF reads PDF object syntax: names are checked, strings and
// comments skipped, and each stream's data either skipped or, for an
// object stream (/Type /ObjStm) compressed with FlateDecode, inflated and
// read the same way.
func scanPDF(data []byte, depth int, budget *int) error {
	// dict collects the names and the number before "stream" of the
	// dictionary that precedes a stream: the last << … >> read.
	var dict pdfDict
	level := 0 // << nesting
	for i := 0; i < len(data); {
		c := data[i]
		switch {
		case c == '%':
			for i < len(data) && data[i] != '\r' && data[i] != '\n' {
				i++
			}
		case c == '(':
			i = skipPDFString(data, i)
		case c == '<' && i+1 < len(data) && data[i+1] == '<':
			if level == 0 {
				dict = pdfDict{}
			}
			level++
			i += 2
		case c == '>' && i+1 < len(data) && data[i+1] == '>':
			level = max(0, level-1)
			i += 2
		case c == '<':
			for i < len(data) && data[i] != '>' { // a hex string
				i++
			}
			i++
		case c == '/':
			j := i + 1
			for j < len(data) && pdfRegular(data[j]) {
				j++
			}
			name := decodePDFName(data[i+1 : j])
			if activePDFNames[name] {
				return errPDFActive
			}
			if name == "Encrypt" {
				return errPDFEncrypted
			}
			dict.add(name)
			i = j
		case pdfRegular(c):
			j := i
			for j < len(data) && pdfRegular(data[j]) {
				j++
			}
			word := string(data[i:j])
			dict.last = ""
			i = j
			if word != "stream" {
				continue
			}
			start := i
			if start < len(data) && data[start] == '\r' {
				start++
			}
			if start < len(data) && data[start] == '\n' {
				start++
			}
			stop := bytes.Index(data[start:], []byte("endstream"))
			if stop < 0 {
				return errPDFBroken
			}
			if dict.objectStream && depth < maxPDFDepth {
				if !dict.flate {
					// An object stream the check cannot read.
					return errPDFBroken
				}
				inner, err := inflatePDF(data[start:start+stop], budget)
				if err != nil {
					return err
				}
				if err := scanPDF(inner, depth+1, budget); err != nil {
					return err
				}
			} else if dict.objectStream {
				return errPDFBroken
			}
			i = start + stop + len("endstream")
			dict = pdfDict{}
		default:
			i++
		}
	}
	return nil
}

// pdfDict is what scanPDF remembers of the dictionary before a stream.
type pdfDict struct {
	last         string
	objectStream bool
	flate        bool
}

func (d *pdfDict) add(name string) {
	switch {
	case d.last == "Type" && name == "ObjStm":
		d.objectStream = true
	case name == "FlateDecode" || name == "Fl":
		d.flate = true
	}
	d.last = name
}

// inflatePDF inflates a FlateDecode stream within what is left of budget.
func inflatePDF(data []byte, budget *int) ([]byte, error) {
	r, err := zlib.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, errPDFBroken
	}
	out, err := io.ReadAll(io.LimitReader(r, int64(*budget)+1))
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, errPDFBroken
	}
	if len(out) > *budget {
		return nil, errPDFBroken
	}
	*budget -= len(out)
	return out, nil
}

// skipPDFString returns the index after the literal string starting at
// data[i] == '(': balanced parentheses, backslash escapes.
func skipPDFString(data []byte, i int) int {
	depth := 0
	for ; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return i
}

// pdfRegular reports whether c is a regular PDF character: no white
// space, no delimiter.
func pdfRegular(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\f', '\r', ' ', '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return false
	}
	return true
}

// decodePDFName turns a name's #xx escapes into their bytes.
func decodePDFName(raw []byte) string {
	if bytes.IndexByte(raw, '#') < 0 {
		return string(raw)
	}
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); i++ {
		if raw[i] == '#' && i+2 < len(raw) {
			if b, err := strconv.ParseUint(string(raw[i+1:i+3]), 16, 8); err == nil {
				out = append(out, byte(b))
				i += 2
				continue
			}
		}
		out = append(out, raw[i])
	}
	return string(out)
}
