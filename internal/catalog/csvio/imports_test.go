package csvio_test

import (
	"context"
	"log/slog"
	"slices"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/catalog/csvio"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/jobs"
)

// TestImportsUploadCheckStartAndRun goes the back office's way: a file
// with a problem is refused with its report and kept without its data; the
// fixed file is checked, confirmed, run by its job (all products), and
// reads as done; another member of staff does not see it; a role without
// the catalogue is refused and the refusal recorded.
func TestImportsUploadCheckStartAndRun(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := demoShop(t, d)
		trail, err := audit.NewService(audit.Options{DB: d})
		if err != nil {
			t.Fatal(err)
		}
		queue := jobs.New(d, slog.New(slog.DiscardHandler))
		imports := csvio.NewImports(csvio.ImportsOptions{DB: d, Jobs: queue, Catalog: s.cat, Images: s.lib, Audit: trail})
		owner := access.With(context.Background(), access.Principal{StaffID: 7, Name: "Inhaberin", Role: access.Owner})
		bad := []byte(header + goodRow + "CSV-ZWEI,,simple,Sortiment/Nirgendwo,Zweite,10.00,,2,,\n")
		u, err := imports.Upload(owner, "neu.csv", bad)
		if err != nil || u.Status != csvio.StatusRefused || len(u.Report.Problems) != 1 || u.Report.Problems[0].Row != 3 {
			t.Fatalf("bad upload: %+v %v", u, err)
		}
		if _, err := imports.Start(owner, u.ID); apperr.As(err).Key != "csvio.import.notReady" {
			t.Errorf("start of a refused file: %v", err)
		}
		good := []byte(header + goodRow + "CSV-ZWEI,,simple,Sortiment/Reiter,Zweite,10.00,,2,,\n")
		u, err = imports.Upload(owner, "neu.csv", good)
		if err != nil || u.Status != csvio.StatusChecked || u.Total != 2 {
			t.Fatalf("good upload: %+v %v", u, err)
		}
		other := access.With(context.Background(), access.Principal{StaffID: 8, Name: "Andere", Role: access.Owner})
		if _, err := imports.Get(other, u.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another's upload: %v", err)
		}
		support := access.With(context.Background(), access.Principal{StaffID: 9, Name: "Support", Role: access.Support})
		if _, err := imports.Start(support, u.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("support starts: %v", err)
		}
		if u, err = imports.Start(owner, u.ID); err != nil || u.Status != csvio.StatusQueued {
			t.Fatalf("start: %+v %v", u, err)
		}
		if _, err := imports.Start(owner, u.ID); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("second start: %v", err)
		}
		if n, err := queue.RunDue(context.Background()); err != nil || n < 1 {
			t.Fatalf("run jobs: %d %v", n, err)
		}
		if u, err = imports.Get(owner, u.ID); err != nil || u.Status != csvio.StatusDone || u.Done != 2 {
			t.Errorf("after the job: %+v %v", u, err)
		}
		ps, err := s.svc.Products(context.Background(), i18n.German, catalog.ProductFilter{SKUs: []string{"CSV-GOOD", "CSV-ZWEI"}})
		if err != nil || len(ps) != 2 {
			t.Errorf("imported products: %d %v", len(ps), err)
		}
		var refused, moved int
		if err := d.Read().Get(context.Background(), &refused, `SELECT COUNT(*) FROM admin_audit WHERE operation = 'catalog.import.start' AND outcome = 'refused'`); err != nil || refused != 1 {
			t.Errorf("refusals recorded: %d %v", refused, err)
		}
		if err := d.Read().Get(context.Background(), &moved, `SELECT COUNT(*) FROM product_stock_movement WHERE reason = 'import' AND reference = 'neu.csv' AND actor = 'Inhaberin'`); err != nil || moved != 2 {
			t.Errorf("stock movements: %d %v", moved, err)
		}
		var kept int
		if err := imports.Prune(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(context.Background(), &kept, `SELECT COUNT(*) FROM catalog_import`); err != nil || kept != 2 {
			t.Errorf("uploads kept after pruning today: %d %v", kept, err)
		}
		later := csvio.NewImports(csvio.ImportsOptions{DB: d, Jobs: jobs.New(d, slog.New(slog.DiscardHandler)), Catalog: s.cat, Images: s.lib, Audit: trail,
			Now: func() time.Time { return time.Now().Add(csvio.KeepFinished + time.Hour) }})
		if err := later.Prune(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := d.Read().Get(context.Background(), &kept, `SELECT COUNT(*) FROM catalog_import`); err != nil || kept != 0 {
			t.Errorf("uploads kept after 30 days: %d %v", kept, err)
		}
		club := access.With(context.Background(), access.Principal{StaffID: 10, Name: "Verein", Role: access.Club, ClubSKUPrefixes: []string{"RVH-"}})
		if u, err := imports.Upload(club, "verein.csv", good); err != nil || u.Status != csvio.StatusRefused || len(u.Report.Problems) != 2 || u.Report.Problems[0].Key != "csvio.clubScope" {
			t.Errorf("club manager's upload: %+v %v", u, err)
		}
	})
}

// progressCatalog reads the progress of an import from inside its batches:
// seen gets what each Imports answers after a batch was saved.
type progressCatalog struct {
	csvio.Catalog
	after func()
}

func (c progressCatalog) SaveProductBatches(ctx context.Context, batches [][]catalog.ProductInput, note catalog.StockNote, done func(int)) error {
	return c.Catalog.SaveProductBatches(ctx, batches, note, func(n int) {
		done(n)
		c.after()
	})
}

// TestImportProgressWhileItRuns: while an import runs, the instance that
// runs it answers its progress; on PostgreSQL, where several instances
// serve one shop, another instance does too (the count is written per
// batch outside the import's transaction).
func TestImportProgressWhileItRuns(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := demoShop(t, d)
		trail, err := audit.NewService(audit.Options{DB: d})
		if err != nil {
			t.Fatal(err)
		}
		owner := access.With(context.Background(), access.Principal{StaffID: 7, Name: "Inhaberin", Role: access.Owner})
		var seenHere, seenThere []int
		var here, there *csvio.Imports
		var id int64
		cat := progressCatalog{Catalog: s.cat, after: func() {
			u, err := here.Get(owner, id)
			if err != nil {
				t.Errorf("progress here: %v", err)
			}
			seenHere = append(seenHere, u.Done)
			if d.Dialect() == db.Postgres {
				u, err := there.Get(owner, id)
				if err != nil {
					t.Errorf("progress on another instance: %v", err)
				}
				seenThere = append(seenThere, u.Done)
			}
		}}
		queue := jobs.New(d, slog.New(slog.DiscardHandler))
		here = csvio.NewImports(csvio.ImportsOptions{DB: d, Jobs: queue, Catalog: cat, Images: s.lib, Audit: trail})
		there = csvio.NewImports(csvio.ImportsOptions{DB: d, Jobs: jobs.New(d, slog.New(slog.DiscardHandler)), Catalog: s.cat, Images: s.lib, Audit: trail})
		good := []byte(header + goodRow + "CSV-ZWEI,,simple,Sortiment/Reiter,Zweite,10.00,,2,,\n")
		u, err := here.Upload(owner, "fortschritt.csv", good)
		if err != nil || u.Status != csvio.StatusChecked {
			t.Fatalf("upload: %+v %v", u, err)
		}
		id = u.ID
		if _, err := here.Start(owner, id); err != nil {
			t.Fatal(err)
		}
		if n, err := queue.RunDue(context.Background()); err != nil || n < 1 {
			t.Fatalf("run jobs: %d %v", n, err)
		}
		if !slices.Equal(seenHere, []int{2}) {
			t.Errorf("progress here while running: %v, want [2]", seenHere)
		}
		if d.Dialect() == db.Postgres && !slices.Equal(seenThere, []int{2}) {
			t.Errorf("progress on another instance while running: %v, want [2]", seenThere)
		}
		if u, err := there.Get(owner, id); err != nil || u.Status != csvio.StatusDone || u.Done != 2 {
			t.Errorf("after the job, on another instance: %+v %v", u, err)
		}
	})
}
