package content_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
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
			// As a browser sends it: UTF-8 as it is, quotes and backslashes
			// escaped.
			disposition += `; filename="` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(p.filename) + `"`
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
				http.StatusRequestEntityTooLarge, "BAD_USER_INPUT", "Le fichier est trop volumineux : 1 Ko au maximum."},
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

func jpegBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 13)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// An upload keeps only what its type says: pictures are written anew, so
// what was appended (HTML, a script, PHP) or hidden in their metadata is
// gone; a PDF with active content, encrypted or with something appended
// is refused; the file name loses invisible format characters; a picture
// claiming more pixels than allowed is refused from its header.
func TestUploadsKeepOnlyWhatTheirTypeIs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.limiter.Limit = 1000
		form := f.form(t)
		h := ratelimit.Proxies{}.Middleware(content.NewUploadHandler(f.svc, nil))
		send := func(field, name, ct string, data []byte) uploadAnswer {
			return postUpload(t, h, "shop_en", part{name: "form", data: []byte(strconv.FormatInt(form, 10))},
				part{name: "field", data: []byte(field)}, part{name: "file", filename: name, contentType: ct, data: data})
		}
		payload := []byte("<html><script>alert(document.cookie)</script></html><?php system($_GET['c']); ?>")
		for _, tt := range []struct {
			name, field, filename, contentType string
			data                               []byte
			decode                             func(io.Reader) (image.Image, error)
		}{
			{"a JPEG with HTML and PHP appended", "bilder", "foto.jpg", "image/jpeg", append(jpegBytes(t, 32, 24), payload...), jpeg.Decode},
			{"a PNG with HTML and PHP appended", "logo", "logo.png", "image/png", append(pngBytes(t, 20, 20), payload...), png.Decode},
			{"a JPEG with a comment segment holding a script", "bilder", "kommentar.jpg", "image/jpeg",
				append(append([]byte{0xFF, 0xD8, 0xFF, 0xFE, 0x00, byte(len(payload) + 2)}, payload...), jpegBytes(t, 16, 16)[2:]...), jpeg.Decode},
		} {
			a := send(tt.field, tt.filename, tt.contentType, tt.data)
			if a.status != http.StatusCreated || a.upload.ContentType != tt.contentType {
				t.Errorf("%s: %+v", tt.name, a)
				continue
			}
			stored, err := f.bucket.ReadAll(t.Context(), "form-uploads/"+a.upload.ID)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(stored, []byte("<script")) || bytes.Contains(stored, []byte("<?php")) || a.upload.Size != int64(len(stored)) {
				t.Errorf("%s: the payload was kept (%d bytes)", tt.name, len(stored))
			}
			if _, err := tt.decode(bytes.NewReader(stored)); err != nil {
				t.Errorf("%s: the stored file is no picture: %v", tt.name, err)
			}
		}

		// A PNG whose header claims 60,000 × 60,000 pixels.
		huge := pngBytes(t, 16, 16)
		binary.BigEndian.PutUint32(huge[16:], 60000)
		binary.BigEndian.PutUint32(huge[20:], 60000)
		binary.BigEndian.PutUint32(huge[29:], crc32.ChecksumIEEE(huge[12:29]))
		if a := send("logo", "riesig.png", "image/png", huge); a.status != http.StatusBadRequest || a.err.Field != "file" || !strings.Contains(a.err.Message, "60000") {
			t.Errorf("a decompression bomb: %+v", a)
		}

		plainPDF := []byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction [2 0 R /Fit] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
		for _, tt := range []struct {
			name   string
			pdf    []byte
			status int
			says   string
		}{
			{"a plain PDF opening at a page", plainPDF, http.StatusCreated, ""},
			{"a PDF with JavaScript", bytes.Replace(plainPDF, []byte("[2 0 R /Fit]"), []byte("<< /S /JavaScript /JS (app.alert\\(1\\)) >>"), 1), http.StatusBadRequest, "active content"},
			{"a PDF launching a program", bytes.Replace(plainPDF, []byte("[2 0 R /Fit]"), []byte("<< /S /L#61unch /F (cmd.exe) >>"), 1), http.StatusBadRequest, "active content"},
			{"a PDF followed by HTML", append(append([]byte{}, plainPDF...), payload...), http.StatusBadRequest, "data after its end"},
		} {
			a := send("logo", "dokument.pdf", "application/pdf", tt.pdf)
			if a.status != tt.status || !strings.Contains(a.err.Message, tt.says) {
				t.Errorf("%s: %+v", tt.name, a)
			}
		}

		if a := send("logo", "rechnung\u202Efdp.png", "image/png", pngBytes(t, 16, 16)); a.status != http.StatusCreated || a.upload.Filename != "rechnungfdp.png" {
			t.Errorf("a right-to-left override in the name: %+v", a)
		}
		if a := send("logo", "\u200B\u200B.png", "image/png", pngBytes(t, 16, 16)); a.status != http.StatusCreated || a.upload.Filename != "upload.png" {
			t.Errorf("a name of zero-width spaces: %+v", a)
		}
	})
}

// Every KiB a client uploads counts against its hourly budget; past it,
// uploads are refused with 429 and Retry-After until the hour ends.
func TestUploadByteBudget(t *testing.T) {
	f := newFixture(t, dbtest.New(t, db.SQLite))
	f.limiter.Rules = map[string]int{content.UploadBytesRule.Name: 100}
	form := f.form(t)
	h := ratelimit.Proxies{}.Middleware(content.NewUploadHandler(f.svc, nil))
	// 40 KiB of noise, which PNG cannot compress.
	noise := image.NewGray(image.Rect(0, 0, 200, 200))
	seed := uint32(1)
	for i := range noise.Pix {
		seed = seed*1664525 + 1013904223
		noise.Pix[i] = byte(seed >> 24)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, noise); err != nil {
		t.Fatal(err)
	}
	pic := buf.Bytes()
	var statuses []string
	var retry string
	for range 3 {
		a := postUpload(t, h, "shop_de", part{name: "form", data: []byte(strconv.FormatInt(form, 10))}, part{name: "field", data: []byte("bilder")},
			part{name: "file", filename: "a.png", contentType: "image/png", data: pic})
		statuses = append(statuses, strconv.Itoa(a.status))
		retry = a.retryAfter
	}
	if strings.Join(statuses, " ") != "201 201 429" || retry != "3600" {
		t.Errorf("40 KiB three times against 100 KiB: %v, Retry-After %q", statuses, retry)
	}
	if n := f.limiter.Count(content.UploadBytesRule.Name, "192.0.2.7"); n != 3*((len(pic)+1023)/1024) {
		t.Errorf("%d KiB counted", n)
	}
}
