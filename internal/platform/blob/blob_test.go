package blob_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"paddock/internal/platform/blob"
)

func TestOpenFileCreatesTheFolderAndKeepsFiles(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "data", "blobs")
	b, err := blob.Open(ctx, "file://"+dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.WriteAll(ctx, "originals/a.jpg", []byte("picture"), nil); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	onDisk, err := os.ReadFile(filepath.Join(dir, "originals", "a.jpg"))
	if err != nil || string(onDisk) != "picture" {
		t.Errorf("file on disk: %q, %v", onDisk, err)
	}

	// A second opening (a restart) sees what the first wrote.
	again, err := blob.Open(ctx, "file://"+dir)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	got, err := again.ReadAll(ctx, "originals/a.jpg")
	if err != nil || string(got) != "picture" {
		t.Errorf("after reopening: %q, %v", got, err)
	}
}

func TestOpenMem(t *testing.T) {
	ctx := context.Background()
	b, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if err := b.WriteAll(ctx, "k", []byte("v"), nil); err != nil {
		t.Fatal(err)
	}
	if got, err := b.ReadAll(ctx, "k"); err != nil || string(got) != "v" {
		t.Errorf("read back %q, %v", got, err)
	}
	other, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if ok, err := other.Exists(ctx, "k"); err != nil || ok {
		t.Errorf("a second mem bucket shares data: %v, %v", ok, err)
	}
}

func TestOpenRefusesWhatItCannotServe(t *testing.T) {
	tests := []struct {
		url  string
		want []string
	}{
		{"s3://shop-images?region=eu-central-1", []string{`"s3"`, "file, mem"}},
		{"gs://bucket", []string{`"gs"`, "file, mem"}},
		{"/var/lib/paddock/blobs", []string{`""`, "file, mem"}},
		{"file://./relative", []string{"absolute path"}},
		{"file://otherhost/abs", []string{"absolute path"}},
		{"file:///tmp/x?unknown=1", []string{"unknown"}},
		{"::not a url", []string{"not a URL"}},
	}
	for _, tt := range tests {
		b, err := blob.Open(context.Background(), tt.url)
		if err == nil {
			b.Close()
			t.Errorf("Open(%q) succeeded", tt.url)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Open(%q) = %v; want it to mention %s", tt.url, err, w)
			}
		}
	}
}

func TestOpenHidesPasswordsInErrors(t *testing.T) {
	_, err := blob.Open(context.Background(), "file://user:secret@otherhost/abs")
	if err == nil || strings.Contains(err.Error(), "secret") {
		t.Errorf("error %v", err)
	}
}

func TestFileURL(t *testing.T) {
	t.Chdir(t.TempDir())
	u, err := blob.FileURL("./data/blobs")
	if err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	if want := "file://" + filepath.ToSlash(filepath.Join(wd, "data", "blobs")); u != want {
		t.Errorf("FileURL = %q; want %q", u, want)
	}
	b, err := blob.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	b.Close()
	if _, err := blob.FileURL("  "); err == nil {
		t.Error("empty directory accepted")
	}
}
