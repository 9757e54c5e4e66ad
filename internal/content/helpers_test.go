package content_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"paddock/internal/content"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/platform/ratelimit/ratelimittest"
)

// outbox records the mails enqueued, and writes a row in the caller's
// transaction so that a test sees whether the mail committed with it.
type outbox struct {
	mu   sync.Mutex
	msgs []mail.Message
	fail error
}

func (o *outbox) Enqueue(ctx context.Context, tx db.Handle, msg mail.Message) error {
	if o.fail != nil {
		return o.fail
	}
	if _, err := tx.Exec(ctx, "INSERT INTO job (kind, payload, run_at) VALUES ('test.mail', ?, ?)", msg.Subject, time.Now().UTC()); err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.msgs = append(o.msgs, msg)
	return nil
}

func (o *outbox) ShopAddress() string { return "shop@paddock.example" }

// fixture is a content service with its fakes.
type fixture struct {
	d       *db.DB
	svc     content.Service
	now     time.Time
	limiter *ratelimittest.Limiter
	outbox  *outbox
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
	f := &fixture{d: d, now: fixedNow, limiter: &ratelimittest.Limiter{}, outbox: &outbox{}, bucket: bucket}
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
