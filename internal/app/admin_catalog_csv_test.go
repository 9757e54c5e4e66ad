package app

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"testing"

	"paddock/internal/catalog/csvio"
	"paddock/internal/platform/apperr"
)

// TestUploadedFileRefusesMoreThan50MB reads an upload's file part, and
// refuses one over csvio.MaxFileBytes as too large before any parsing.
func TestUploadedFileRefusesMoreThan50MB(t *testing.T) {
	upload := func(size int) (string, []byte, error) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		part, err := mw.CreateFormFile("file", "katalog.csv")
		if err != nil {
			t.Fatal(err)
		}
		part.Write(append([]byte("sku,name\n"), bytes.Repeat([]byte("x"), size)...))
		mw.Close()
		req := httptest.NewRequest(http.MethodPost, "/admin/api/catalog/import", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		req.Body = http.MaxBytesReader(httptest.NewRecorder(), req.Body, maxUploadBytes)
		return uploadedFile(req)
	}
	name, data, err := upload(100)
	if err != nil || name != "katalog.csv" || len(data) != 109 {
		t.Errorf("small file: %q %d %v", name, len(data), err)
	}
	for _, size := range []int{csvio.MaxFileBytes, csvio.MaxFileBytes + 2<<20} {
		if _, _, err := upload(size); apperr.As(err).Key != "csvio.tooLarge" {
			t.Errorf("%d bytes: %v", size, err)
		}
	}
}
