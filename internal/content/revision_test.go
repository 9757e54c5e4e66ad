package content_test

import (
	"context"
	"testing"

	"paddock/internal/content"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// TestRevisionMovesWithEveryContentWrite checks the version the content
// API's response cache keeps answers under: every write to what the API
// answers from moves it, also one made outside the service (another
// process, a seed); visitors' submissions and uploads do not.
func TestRevisionMovesWithEveryContentWrite(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		f.limiter.Limit = 1000
		ctx := context.Background()
		last, ok := f.svc.CacheVersion(ctx)
		if !ok {
			t.Fatal("no revision")
		}
		moved := func(what string, write func() error) {
			t.Helper()
			if err := write(); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			now, ok := f.svc.CacheVersion(ctx)
			if !ok || now == last {
				t.Errorf("%s did not move the revision (%d, %v)", what, now, ok)
			}
			last = now
		}
		stayed := func(what string, write func() error) {
			t.Helper()
			if err := write(); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if now, _ := f.svc.CacheVersion(ctx); now != last {
				t.Errorf("%s moved the revision", what)
			}
		}
		var logo, page, clubID, form int64
		moved("media", func() (err error) {
			logo, err = f.svc.SaveMedia(ctx, content.MediaInput{Key: mediaKey(1), Width: 10, Height: 10})
			return
		})
		moved("a site", func() error { _, err := f.svc.SaveSite(ctx, siteInput(logo)); return err })
		moved("analytics ids", func() error {
			return f.svc.SetSiteTracking(ctx, "shop", content.Tracking{GoogleAnalyticsID: "G-REV123"})
		})
		moved("a page", func() (err error) {
			page, err = f.svc.SavePage(ctx, content.PageInput{SiteCode: "shop", Status: content.Published,
				Locales: texts("de", "Service", "service")})
			return
		})
		moved("a club", func() (err error) {
			clubID, err = f.svc.SaveClub(ctx, club("rvtest", "RV Test", content.ClubEnabled, content.ClubPublic))
			return
		})
		moved("a form", func() (err error) {
			in := testForm()
			in.Public = true
			form, err = f.svc.SaveForm(ctx, in)
			return
		})
		moved("a club deleted", func() error { return f.svc.DeleteClub(ctx, clubID) })
		moved("a page deleted", func() error { return f.svc.DeletePage(ctx, page) })
		moved("a write from elsewhere", func() error {
			_, err := d.Write().Exec(ctx, "UPDATE site SET base_url = ? WHERE code = ?", "https://other.example", "shop")
			return err
		})
		stayed("a submission", func() error {
			_, err := f.svc.CreateFormSubmission(ctx, content.SubmissionInput{FormID: form, Client: "10.0.0.1", Locale: i18n.German,
				Data: []content.SubmissionValue{{Field: "name", Value: "Eva"}, {Field: "email", Value: "eva@example.com"}, {Field: "datenschutz", Value: "true"}}})
			return err
		})
		if at, err := f.svc.AnswersChangeAt(ctx, f.now); err != nil || !at.IsZero() {
			t.Errorf("answers change at %v, %v", at, err)
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		if _, ok := f.svc.CacheVersion(cancelled); ok {
			t.Error("a revision read on a cancelled request")
		}
	})
}
