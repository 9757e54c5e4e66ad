package content_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/ratelimit"
)

// part is one part of a multipart upload.
type part struct {
	name, filename, contentType string
	data                        []byte
}

func multipartBody(t *testing.T, parts ...part) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		disposition := fmt.Sprintf(`form-data; name=%q`, p.name)
		if p.filename != "" {
			disposition += fmt.Sprintf(`; filename=%q`, p.filename)
		}
		h.Set("Content-Disposition", disposition)
		if p.contentType != "" {
			h.Set("Content-Type", p.contentType)
		}
		pw, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		pw.Write(p.data)
	}
	w.Close()
	return &buf, w.FormDataContentType()
}

type uploadAnswer struct {
	status int
	// retryAfter is the Retry-After header.
	retryAfter string
	upload     content.Upload
	err        struct {
		Message string `json:"message"`
		Code    string `json:"code"`
		Field   string `json:"field"`
	}
}

func postUpload(t *testing.T, h http.Handler, store string, parts ...part) uploadAnswer {
	t.Helper()
	body, ct := multipartBody(t, parts...)
	r := httptest.NewRequest(http.MethodPost, content.UploadPath, body)
	r.Header.Set("Content-Type", ct)
	if store != "" {
		r.Header.Set("Store", store)
	}
	r.RemoteAddr = "192.0.2.7:51234"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	a := uploadAnswer{status: w.Code, retryAfter: w.Header().Get("Retry-After")}
	var raw struct {
		content.Upload
		Error *json.RawMessage `json:"error"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &raw); err != nil {
		t.Fatalf("answer is not JSON (%d): %s", w.Code, w.Body)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("content type %q", ct)
	}
	a.upload = raw.Upload
	if raw.Error != nil {
		_ = json.Unmarshal(*raw.Error, &a.err)
	}
	return a
}

func TestUploadHandler(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.limiter.Limit = 1000
		form := f.form(t)
		h := ratelimit.Proxies{}.Middleware(content.NewUploadHandler(f.svc, nil))
		id := strconv.FormatInt(form, 10)
		img := pngBytes(t, 16, 16)
		pdf := []byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
		gif := []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
		svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
		html := []byte(`<!DOCTYPE html><html><script>alert(1)</script></html>`)
		fields := func(formID, field string) []part {
			return []part{{name: "form", data: []byte(formID)}, {name: "field", data: []byte(field)}}
		}
		file := func(name, ct string, data []byte) part {
			return part{name: "file", filename: name, contentType: ct, data: data}
		}

		ok := postUpload(t, h, "shop_de", append(fields(id, "logo"), file(`C:\Users\eva\Vereins"logo".png`, "image/png", img))...)
		if ok.status != http.StatusCreated || len(ok.upload.ID) != 32 || ok.upload.Filename != "Vereinslogo.png" ||
			ok.upload.Size != int64(len(img)) || ok.upload.ContentType != "image/png" {
			t.Fatalf("upload: %+v", ok)
		}
		stored, err := f.bucket.ReadAll(t.Context(), "form-uploads/"+ok.upload.ID)
		if err != nil || !bytes.Equal(stored, img) {
			t.Errorf("stored file: %d bytes, %v", len(stored), err)
		}
		if a := postUpload(t, h, "shop_de", append(fields(id, "logo"), file("logo.pdf", "application/pdf", pdf))...); a.status != http.StatusCreated || a.upload.ContentType != "application/pdf" {
			t.Errorf("pdf: %+v", a)
		}
		if a := postUpload(t, h, "shop_de", append(fields(id, "bilder"), file("bild.png", "", img))...); a.status != http.StatusCreated {
			t.Errorf("no claimed type: %+v", a)
		}

		tests := []struct {
			name    string
			store   string
			parts   []part
			status  int
			code    string
			message string
		}{
			{"wrong type", "shop_en", append(fields(id, "logo"), file("logo.gif", "image/gif", gif)),
				http.StatusBadRequest, "BAD_USER_INPUT", "This file type is not allowed here. Allowed are: image/png, .pdf."},
			{"a PNG called .pdf", "shop_en", append(fields(id, "logo"), file("logo.pdf", "application/pdf", img)),
				http.StatusBadRequest, "BAD_USER_INPUT", "The file's content does not match its extension or type. Please upload the original file."},
			{"a PNG sent as PDF", "shop_en", append(fields(id, "logo"), file("logo.png", "application/pdf", img)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"a PDF called .png", "shop_en", append(fields(id, "logo"), file("logo.png", "image/png", pdf)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"no extension", "shop_en", append(fields(id, "logo"), file("logo", "image/png", img)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"SVG", "shop_en", append(fields(id, "logo"), file("logo.svg", "image/svg+xml", svg)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"SVG called .png", "shop_en", append(fields(id, "logo"), file("logo.png", "image/png", svg)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"HTML called .png", "shop_en", append(fields(id, "logo"), file("logo.png", "image/png", html)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"too big for the field", "shop_fr", append(fields(id, "logo"), file("logo.png", "image/png", append(img, make([]byte, 1000)...))),
				http.StatusRequestEntityTooLarge, "BAD_USER_INPUT", "Le fichier est trop volumineux : 1 Ko au maximum."},
			{"empty", "shop_en", append(fields(id, "logo"), file("logo.png", "image/png", nil)), http.StatusBadRequest, "BAD_USER_INPUT", "The file is empty. Please choose another file."},
			{"unknown form", "shop_en", append(fields("999", "logo"), file("logo.png", "image/png", img)), http.StatusNotFound, "NOT_FOUND", "This form does not exist."},
			{"no form number", "shop_en", append(fields("eins", "logo"), file("logo.png", "image/png", img)), http.StatusNotFound, "NOT_FOUND", ""},
			{"unknown field", "shop_en", append(fields(id, "anhang"), file("logo.png", "image/png", img)), http.StatusNotFound, "NOT_FOUND", `This form has no upload field "anhang".`},
			{"not an upload field", "shop_en", append(fields(id, "name"), file("logo.png", "image/png", img)), http.StatusNotFound, "NOT_FOUND", ""},
			{"file first", "shop_en", []part{file("logo.png", "image/png", img), {name: "form", data: []byte(id)}}, http.StatusBadRequest, "BAD_USER_INPUT", "Please send the form and the field before the file."},
			{"no file", "shop_en", fields(id, "logo"), http.StatusBadRequest, "BAD_USER_INPUT", "No file was sent."},
			{"no Store header", "", append(fields(id, "logo"), file("logo.png", "image/png", img)),
				http.StatusBadRequest, "BAD_USER_INPUT", "Der Store-Header fehlt. Bitte laden Sie die Datei über das Formular im Shop hoch."},
			{"a malformed Store header", "shop-de", append(fields(id, "logo"), file("logo.png", "image/png", img)), http.StatusBadRequest, "BAD_USER_INPUT", ""},
			{"an unknown site", "outlet_en", append(fields(id, "logo"), file("logo.png", "image/png", img)), http.StatusBadRequest, "NOT_FOUND", ""},
		}
		for _, tt := range tests {
			a := postUpload(t, h, tt.store, tt.parts...)
			if a.status != tt.status || a.err.Code != tt.code || tt.message != "" && a.err.Message != tt.message || a.upload.ID != "" {
				t.Errorf("%s: %d %+v; want %d %s %q", tt.name, a.status, a.err, tt.status, tt.code, tt.message)
			}
		}

		get := httptest.NewRecorder()
		h.ServeHTTP(get, httptest.NewRequest(http.MethodGet, content.UploadPath, nil))
		if get.Code != http.StatusMethodNotAllowed || get.Header().Get("Allow") != http.MethodPost {
			t.Errorf("GET: %d", get.Code)
		}
		huge := httptest.NewRequest(http.MethodPost, content.UploadPath, strings.NewReader(""))
		huge.Header.Set("Store", "shop_de")
		huge.ContentLength = content.MaxUploadBytes + 1<<20
		w := httptest.NewRecorder()
		h.ServeHTTP(w, huge)
		if w.Code != http.StatusRequestEntityTooLarge {
			t.Errorf("announced size above the hard limit: %d", w.Code)
		}
		var n int
		if err := d.Read().Get(t.Context(), &n, "SELECT COUNT(*) FROM form_upload"); err != nil || n != 3 {
			t.Errorf("%d uploads recorded, %v; want the 3 accepted", n, err)
		}
	})
}

func TestUploadRateLimit(t *testing.T) {
	f := newFixture(t, dbtest.New(t, db.SQLite))
	f.limiter.Limit = 2
	form := strconv.FormatInt(f.form(t), 10)
	h := ratelimit.Proxies{}.Middleware(content.NewUploadHandler(f.svc, nil))
	var statuses, retries []string
	for range 3 {
		a := postUpload(t, h, "shop_de", part{name: "form", data: []byte(form)}, part{name: "field", data: []byte("logo")},
			part{name: "file", filename: "a.png", contentType: "image/png", data: pngBytes(t, 16, 16)})
		statuses = append(statuses, fmt.Sprint(a.status))
		retries = append(retries, a.retryAfter)
	}
	if fmt.Sprint(statuses) != "[201 201 429]" {
		t.Errorf("statuses %v", statuses)
	}
	// The fake limiter refuses for the rule's window: ten minutes.
	if fmt.Sprintf("%q", retries) != `["" "" "600"]` {
		t.Errorf("Retry-After %q", retries)
	}
	if f.limiter.Count(content.UploadRule.Name, "192.0.2.7") != 3 {
		t.Errorf("counted %d", f.limiter.Count(content.UploadRule.Name, "192.0.2.7"))
	}
}

// TestSlowUploadOutlastsTheServersReadTimeout sends an upload more slowly
// than the server lets other requests take: the handler gives uploads their
// own deadline, so a big file on a slow line still arrives.
func TestSlowUploadOutlastsTheServersReadTimeout(t *testing.T) {
	f := newFixture(t, dbtest.New(t, db.SQLite))
	f.limiter.Limit = 10
	form := strconv.FormatInt(f.form(t), 10)
	srv := httptest.NewUnstartedServer(ratelimit.Proxies{}.Middleware(content.NewUploadHandler(f.svc, nil)))
	srv.Config.ReadTimeout = 200 * time.Millisecond
	srv.Start()
	defer srv.Close()

	body, ct := multipartBody(t, part{name: "form", data: []byte(form)}, part{name: "field", data: []byte("logo")},
		part{name: "file", filename: "a.png", contentType: "image/png", data: pngBytes(t, 64, 64)})
	pr, pw := io.Pipe()
	go func() {
		// The body in five pieces, well past the server's read timeout.
		data := body.Bytes()
		step := len(data)/5 + 1
		for i := 0; i < len(data); i += step {
			time.Sleep(150 * time.Millisecond)
			if _, err := pw.Write(data[i:min(i+step, len(data))]); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.Close()
	}()
	req, err := http.NewRequest(http.MethodPost, srv.URL+content.UploadPath, pr)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Store", "shop_de")
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusCreated {
		t.Errorf("slow upload: %d %s", res.StatusCode, answer)
	}
}
