package customer_test

import (
	"context"
	"testing"
	"time"

	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/session"
)

// assisted is the sessions staff opened as the customer.
type assisted map[int64]string

func (a assisted) AssistedBy(_ context.Context, id int64) (string, time.Time, bool, error) {
	name, ok := a[id]
	return name, start.Add(30 * time.Minute), ok, nil
}

func TestAnAssistedSessionCannotChangeThePasswordOrTheEmail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("anna@example.de"), fr)
		own := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)
		staff := f.signIn(t, "anna@example.de", "Sattel-2026", session.ViaCookie)
		svc, err := customer.NewService(customer.Dependencies{
			DB: f.d, Sessions: f.sessions, Mail: f.outbox, Limiter: f.limiter, Newsletter: f.news, Directory: directory.NewService(f.d), Jobs: f.jobs,
			Assistance: assisted{staff.Session.ID: "Max Support"},
		}, customer.Options{BaseURL: "https://shop.example/", Key: key, Hash: cheap, Now: f.clock.now})
		if err != nil {
			t.Fatal(err)
		}

		e := wantError(t, "password change while assisted", must(svc.ChangePassword(ctx, c.ID, staff.Session.ID, "Sattel-2026", "Zaumzeug-2026")),
			apperr.Forbidden, "assist.refused")
		translated(t, e)
		wantError(t, "email change while assisted", must(svc.ChangeEmail(ctx, c.ID, staff.Session.ID, "anna@example.fr", "Sattel-2026", fr)),
			apperr.Forbidden, "assist.refused")

		// The customer's own session changes both.
		if _, err := svc.ChangeEmail(ctx, c.ID, own.Session.ID, "anna@example.fr", "Sattel-2026", fr); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.ChangePassword(ctx, c.ID, own.Session.ID, "Sattel-2026", "Zaumzeug-2026"); err != nil {
			t.Fatal(err)
		}
	})
}
