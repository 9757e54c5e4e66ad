package media_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"

	"paddock/internal/media"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// Put enqueues a job that makes every derivative, WebP and the fallback
// format in every size, so that no visitor's first request waits for an
// encoder.
func TestPutMakesEveryDerivativeAheadOfTheFirstRequest(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		t.Parallel()
		ctx := context.Background()
		q := jobs.New(d, slog.New(slog.DiscardHandler))
		lib, bucket := newLibrary(t, media.Options{Jobs: q, DB: d})
		q.Handle(media.DeriveJobKind, lib.HandleDeriveJob)

		wide, err := lib.Put(ctx, bytes.NewReader(encodeJPEG(t, photo(600, 120))))
		if err != nil {
			t.Fatal(err)
		}
		cut, err := lib.Put(ctx, bytes.NewReader(encodePNG(t, cutout(300, 200))))
		if err != nil {
			t.Fatal(err)
		}
		// The same picture again: one job waits for it, not two.
		if _, err := lib.Put(ctx, bytes.NewReader(encodeJPEG(t, photo(600, 120)))); err != nil {
			t.Fatal(err)
		}
		if s, err := q.Stats(ctx); err != nil || s.Waiting != 2 {
			t.Fatalf("jobs waiting after three puts of two pictures: %+v, %v; want 2", s, err)
		}
		for {
			n, err := q.RunDue(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				break
			}
		}
		if s, err := q.Stats(ctx); err != nil || s.Waiting != 0 || s.Dead != 0 {
			t.Fatalf("jobs after running them: %+v, %v", s, err)
		}

		for _, img := range []struct {
			stored   media.Stored
			fallback string
		}{{wide, "jpg"}, {cut, "png"}} {
			hash := strings.TrimSuffix(img.stored.Key, "."+img.fallback)
			for _, size := range media.Sizes() {
				for _, ext := range []string{"webp", img.fallback} {
					name := "derived/" + size.Name + "/" + hash + "." + ext
					if ok, err := bucket.Exists(ctx, name); err != nil || !ok {
						t.Errorf("%s made ahead: %v, %v", name, ok, err)
					}
				}
			}
		}
		// The cut-out fits the medium size unscaled: larger sizes are the
		// same bytes, copied instead of encoded again.
		hash := strings.TrimSuffix(cut.Key, ".png")
		medium, err := bucket.ReadAll(ctx, "derived/medium/"+hash+".webp")
		if err != nil {
			t.Fatal(err)
		}
		xlarge, err := bucket.ReadAll(ctx, "derived/xlarge/"+hash+".webp")
		if err != nil || !bytes.Equal(medium, xlarge) {
			t.Errorf("xlarge WebP of an image that fits medium differs from medium (%v)", err)
		}

		// Requests are answered from what the job made, and one whose
		// derivative went missing still gets it, made then.
		if err := bucket.Delete(ctx, "derived/large/"+hash+".webp"); err != nil {
			t.Fatal(err)
		}
		if w := get(lib.Handler(), "GET", media.URL(cut.Key, "large"), chromeAccept); w.Code != 200 || w.Header().Get("Content-Type") != "image/webp" {
			t.Errorf("missing derivative: %d %s", w.Code, w.Header().Get("Content-Type"))
		}
	})
}

// A job for an image whose original is gone has nothing to do, and ends.
func TestDeriveOfAMissingOriginalIsDone(t *testing.T) {
	lib, _ := newLibrary(t, media.Options{})
	if err := lib.Derive(context.Background(), strings.Repeat("ab", 32)+".jpg"); err != nil {
		t.Errorf("derive of a missing original: %v", err)
	}
	if err := lib.HandleDeriveJob(context.Background(), []byte(`{"key":"../x"}`)); err == nil {
		t.Error("a malformed key was accepted")
	}
}
