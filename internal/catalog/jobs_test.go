package catalog_test

import (
	"log/slog"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/jobs"
)

// The application's outbox is the catalogue's queue.
var _ catalog.Queue = (*jobs.Queue)(nil)

func TestReindexThroughTheJobQueue(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		q := jobs.New(d, slog.New(slog.DiscardHandler))
		svc := catalog.NewService(d, f.engine, q)
		q.Handle(catalog.ReindexJobKind, svc.HandleReindexJob)

		in := simple("HOSE-1", "Reithose", 5990, f.breeches)
		id, err := svc.SaveProduct(f.ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		// Saved twice before the worker runs: the pending job absorbs the second.
		if _, err := svc.SaveProduct(f.ctx, in); err != nil {
			t.Fatal(err)
		}
		if _, ok := f.engine.doc(id); ok {
			t.Fatal("indexed before the job ran")
		}
		n, err := q.RunDue(f.ctx)
		if err != nil || n != 1 {
			t.Fatalf("ran %d jobs, %v; want 1", n, err)
		}
		if doc, ok := f.engine.doc(id); !ok || doc.Name[de] != "Reithose" {
			t.Errorf("after the job: %+v", doc)
		}
		// A refused save leaves no job behind.
		in.Price = catalog.MaxPrice
		if _, err := svc.SaveProduct(f.ctx, in); err == nil {
			t.Fatal("a million euro was accepted")
		}
		if n, err := q.RunDue(f.ctx); err != nil || n != 0 {
			t.Errorf("ran %d jobs after a refused save, %v", n, err)
		}
	})
}
