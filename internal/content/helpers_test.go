package content_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail/mailtest"
	"paddock/internal/platform/ratelimit/ratelimittest"
)

// fixture is a content service with its fakes.
type fixture struct {
	d       *db.DB
	svc     content.Service
	now     time.Time
	limiter *ratelimittest.Limiter
	outbox  *mailtest.Outbox
	bucket  *blob.Bucket
}

var fixedNow = time.Date(2026, 6, 15, 10, 0, 0, 0, time.UTC)

func newFixture(t testing.TB, d *db.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	if err := content.Seed(ctx, d, "https://shop.example"); err != nil {
		t.Fatal(err)
	}
	bucket, err := blob.Open(ctx, "mem://")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bucket.Close() })
	f := &fixture{d: d, now: fixedNow, limiter: &ratelimittest.Limiter{}, outbox: &mailtest.Outbox{Mark: "test.mail"}, bucket: bucket}
	f.svc = content.NewService(d, content.Options{Bucket: bucket, Images: media.NewLibrary(bucket, media.Options{}), Mail: f.outbox, Limiter: f.limiter,
		Clock: func() time.Time { return f.now }, BaseURL: "https://shop.example"})
	return f
}

// mediaKey is a key of the form internal/media gives.
func mediaKey(n int) string { return fmt.Sprintf("%064x.png", n) }

func (f *fixture) media(t testing.TB, n int) int64 {
	t.Helper()
	id, err := f.svc.SaveMedia(context.Background(), content.MediaInput{Key: mediaKey(n), Width: 1200, Height: 600,
		Alt: content.Text{i18n.German: fmt.Sprintf("Bild %d", n), i18n.English: fmt.Sprintf("Picture %d", n)}})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func (f *fixture) savePage(t testing.TB, in content.PageInput) int64 {
	t.Helper()
	id, err := f.svc.SavePage(context.Background(), in)
	if err != nil {
		t.Fatalf("save page: %v", err)
	}
	return id
}

// texts builds a page's languages from titles and slugs given as
// locale, title, slug triples.
func texts(parts ...string) map[i18n.Locale]content.PageTexts {
	out := map[i18n.Locale]content.PageTexts{}
	for i := 0; i+2 < len(parts); i += 3 {
		out[i18n.Locale(parts[i])] = content.PageTexts{Title: parts[i+1], Slug: parts[i+2],
			Blocks: []content.Block{&content.RichtextBlock{HTML: "<p>" + parts[i+1] + "</p>"}}}
	}
	return out
}

func where(field string, value any) *content.Where {
	return &content.Where{Fields: map[string]content.Condition{field: {Equals: value}}}
}
