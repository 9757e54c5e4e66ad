package csvio_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"testing"

	"paddock/internal/catalog/csvio"
	"paddock/internal/platform/apperr"
)

const plainCSV = "sku,name,price\nGZ-1,Hose,10.00\nGZ-2,Jacke,20.00\n"

func gzipped(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func zipped(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestCompressedFiles: a file may come as .csv.gz or as a zip archive
// holding one CSV (a folder and macOS's resource files aside), as
// Magento's import takes it; what it unpacks to is what a plain file
// reads; a broken archive, an archive without one CSV and one that
// unpacks beyond the limit are refused with their own messages.
func TestCompressedFiles(t *testing.T) {
	t.Parallel()
	plain := []byte(plainCSV)
	for _, tc := range []struct {
		name string
		file []byte
	}{
		{"plain", plain},
		{"gzip", gzipped(t, plain)},
		{"zip", zipped(t, map[string][]byte{"export/katalog.csv": plain, "__MACOSX/export/._katalog.csv": {0, 5, 22, 7}, "export/liesmich.txt": []byte("Hallo")})},
	} {
		got, err := csvio.ReadFile(bytes.NewReader(tc.file))
		if err != nil || !bytes.Equal(got, plain) {
			t.Errorf("%s: %q, %v", tc.name, got, err)
		}
	}
	big := bytes.Repeat([]byte("sku,name\n"), 1000)
	for _, tc := range []struct {
		name string
		file []byte
		key  string
	}{
		{"broken gzip", gzipped(t, plain)[:20], "csvio.archive"},
		{"broken zip", zipped(t, map[string][]byte{"a.csv": plain})[:40], "csvio.archive"},
		{"zip without a CSV", zipped(t, map[string][]byte{"a.txt": plain}), "csvio.zipOneCSV"},
		{"zip with two", zipped(t, map[string][]byte{"a.csv": plain, "b.CSV": plain}), "csvio.zipOneCSV"},
		{"gzip over the limit", gzipped(t, big), "csvio.unpackedTooLarge"},
		{"zip over the limit", zipped(t, map[string][]byte{"a.csv": big}), "csvio.unpackedTooLarge"},
	} {
		_, err := csvio.Unpack(tc.file, int64(len(big)-1))
		if e := apperr.As(err); e == nil || e.Kind != apperr.Invalid || e.Key != tc.key || e.Field != "file" {
			t.Errorf("%s: %v, want %s on the file", tc.name, err, tc.key)
		}
	}
	if got, err := csvio.Unpack(gzipped(t, big), int64(len(big))); err != nil || len(got) != len(big) {
		t.Errorf("at the limit: %d bytes, %v", len(got), err)
	}
}
