package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"time"

	gcblob "gocloud.dev/blob"
	"gocloud.dev/gcerrors"

	"paddock/internal/catalog"
	"paddock/internal/catalog/demo"
	"paddock/internal/content"
	contentdemo "paddock/internal/content/demo"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
)

func demoSeed(ctx context.Context, c catalog.Service, images imageStore, now time.Time, imageSize int) error {
	if imageSize > 0 {
		return demo.SeedSmall(ctx, c, images, now, imageSize)
	}
	return demo.Seed(ctx, c, images, now)
}

// demoContent seeds the demo content (pages, clubs, sales, the site's
// groups) after the demo catalogue it points at.
func demoContent(ctx context.Context, d *db.DB, c catalog.Service, images imageStore, now time.Time, imageSize int, logger *slog.Logger) error {
	svc := content.NewService(d, content.Options{Clock: func() time.Time { return now }, Logger: logger})
	return contentdemo.Seed(ctx, svc, c, images, contentdemo.Options{Now: now, ImageSize: imageSize})
}

func demoGenerate(ctx context.Context, c catalog.Service, images imageStore, n int, now time.Time, progress io.Writer) error {
	return demo.Generate(ctx, c, images, n, now, progress)
}

// imageStore adapts the media library to the demo catalogue, and keeps its
// memo of drawings beside the images, so a second seed does not draw again.
type imageStore struct {
	lib    *media.Library
	bucket *blob.Bucket
}

var _ demo.DrawingMemo = imageStore{}

func (s imageStore) Put(ctx context.Context, r io.Reader) (string, int, int, error) {
	stored, err := s.lib.Put(ctx, r)
	return stored.Key, stored.Width, stored.Height, err
}

// drawing is a memo entry.
type drawing struct {
	Key    string `json:"key"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

func drawingBlob(name string) string { return "demo-drawings/" + name + ".json" }

func (s imageStore) Recall(ctx context.Context, name string) (string, int, int, bool, error) {
	data, err := s.bucket.ReadAll(ctx, drawingBlob(name))
	if gcerrors.Code(err) == gcerrors.NotFound {
		return "", 0, 0, false, nil
	}
	if err != nil {
		return "", 0, 0, false, err
	}
	var d drawing
	if err := json.Unmarshal(data, &d); err != nil {
		return "", 0, 0, false, nil // a damaged entry: draw again
	}
	ok, err := s.lib.Has(ctx, d.Key)
	if err != nil || !ok {
		return "", 0, 0, false, err
	}
	return d.Key, d.Width, d.Height, true, nil
}

func (s imageStore) Remember(ctx context.Context, name, key string, width, height int) error {
	data, err := json.Marshal(drawing{Key: key, Width: width, Height: height})
	if err != nil {
		return fmt.Errorf("encode drawing memo: %w", err)
	}
	return s.bucket.WriteAll(ctx, drawingBlob(name), data, &gcblob.WriterOptions{ContentType: "application/json"})
}
