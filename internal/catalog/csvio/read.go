package csvio

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
)

// row is a data row of the file: its number as a spreadsheet shows it
// (the header is row 1) and its cells by column.
type row struct {
	line  int
	cells []string
}

// table is a parsed file: the columns by name and the data rows.
type table struct {
	index map[string]int
	rows  []row
}

// has reports whether the file has the column.
func (t *table) has(col string) bool { _, ok := t.index[col]; return ok }

// get is the cell of a row in a column, "" when the file lacks the column.
func (t *table) get(r row, col string) string {
	i, ok := t.index[col]
	if !ok || i >= len(r.cells) {
		return ""
	}
	return r.cells[i]
}

// ReadFile reads a whole CSV file of at most MaxFileBytes: larger ones are
// refused before parsing (csvio.tooLarge), and so are files that are not
// UTF-8 (csvio.encoding; a byte order mark is allowed). The file may be
// compressed, as Magento's import takes it: gzip (.csv.gz) or a zip
// archive holding one .csv; it then unpacks to at most MaxUnpackedBytes.
func ReadFile(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		if _, tooLarge := errors.AsType[*http.MaxBytesError](err); tooLarge {
			return nil, tooLargeError()
		}
		return nil, fmt.Errorf("csvio: read the file: %w", err)
	}
	if len(data) > MaxFileBytes {
		return nil, tooLargeError()
	}
	return unpack(data, MaxUnpackedBytes)
}

func tooLargeError() error {
	return apperr.New(apperr.Invalid, "csvio.tooLarge", "max", MaxFileBytes>>20).OnField("file")
}

// unpack answers the CSV inside a gzip or zip file, of at most limit
// bytes, and any other file as it is.
func unpack(data []byte, limit int64) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0x1f, 0x8b}):
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, archiveError()
		}
		defer zr.Close()
		return readUnpacked(zr, limit)
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return nil, archiveError()
		}
		var csvs []*zip.File
		for _, f := range zr.File {
			if f.FileInfo().IsDir() || strings.HasPrefix(f.Name, "__MACOSX/") || !strings.EqualFold(path.Ext(f.Name), ".csv") {
				continue
			}
			csvs = append(csvs, f)
		}
		if len(csvs) != 1 {
			return nil, apperr.New(apperr.Invalid, "csvio.zipOneCSV", "count", len(csvs)).OnField("file")
		}
		if csvs[0].UncompressedSize64 > uint64(limit) {
			return nil, unpackedTooLargeError(limit)
		}
		rc, err := csvs[0].Open()
		if err != nil {
			return nil, archiveError()
		}
		defer rc.Close()
		return readUnpacked(rc, limit)
	}
	return data, nil
}

// readUnpacked reads what an archive unpacks to, refusing more than limit
// bytes (a "zip bomb" stops there) and a broken archive.
func readUnpacked(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, archiveError()
	}
	if int64(len(data)) > limit {
		return nil, unpackedTooLargeError(limit)
	}
	return data, nil
}

func archiveError() error {
	return apperr.New(apperr.Invalid, "csvio.archive").OnField("file")
}

func unpackedTooLargeError(limit int64) error {
	return apperr.New(apperr.Invalid, "csvio.unpackedTooLarge", "max", limit>>20).OnField("file")
}

// parse reads the file's rows. Problems of single rows (a broken quote, a
// wrong number of cells) join problems; an error is about the whole file:
// empty, not UTF-8, without a sku column.
func parse(data []byte, problems *report) (*table, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:firstInvalid(data)], []byte("\n"))
		return nil, apperr.New(apperr.Invalid, "csvio.encoding", "row", line).OnField("file")
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, apperr.New(apperr.Invalid, "csvio.empty").OnField("file")
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = delimiter(data)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		return nil, apperr.New(apperr.Invalid, "csvio.header").OnField("file")
	}
	t := &table{index: map[string]int{}}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		if _, dup := t.index[h]; !dup && h != "" {
			t.index[h] = i
		}
	}
	if !t.has(colSKU) {
		return nil, apperr.New(apperr.Invalid, "csvio.noSku").OnField("file")
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				problems.add(pe.StartLine, "", "", apperr.New(apperr.Invalid, "csvio.quote"))
				continue
			}
			return nil, fmt.Errorf("csvio: parse: %w", err)
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue // an empty line
		}
		if len(rec) != len(header) {
			problems.add(line, "", "", apperr.New(apperr.Invalid, "csvio.cells", "want", len(header), "got", len(rec)))
			continue
		}
		for i := range rec {
			rec[i] = restore(rec[i])
		}
		t.rows = append(t.rows, row{line: line, cells: rec})
	}
	return t, nil
}

// firstInvalid is the offset of the first byte that is not UTF-8.
func firstInvalid(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

// delimiter is ';' when the header holds semicolons and no commas (a
// German spreadsheet's CSV), else ','.
func delimiter(data []byte) rune {
	header, _, _ := bytes.Cut(data, []byte("\n"))
	if bytes.Contains(header, []byte(";")) && !bytes.Contains(header, []byte(",")) {
		return ';'
	}
	return ','
}
