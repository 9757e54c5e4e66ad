package audit_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func ptr(s string) *string { return &s }

func TestTheTrailRecordsListsAndFilters(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
		svc, err := audit.NewService(audit.Options{DB: d, Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		anna := access.With(context.Background(), access.Principal{StaffID: 4, Email: "anna@paddock.example", Name: "Anna", Role: access.Support, IP: "203.0.113.9"})
		if err := svc.Record(anna, audit.Entry{Operation: "order.ship", ObjectType: "order", ObjectID: "100000001", Outcome: audit.Done,
			Changes: []audit.Change{{Field: "status", Before: ptr("processing"), After: ptr("complete")}}}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Hour)
		cli := access.CommandLine(context.Background(), "root")
		if err := svc.Record(cli, audit.Entry{Operation: "staff.create", ObjectType: "staff", ObjectID: "4", Outcome: audit.Done}); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Hour)
		if err := svc.Record(anna, audit.Entry{Operation: "settings.save", Outcome: audit.Refused}); err != nil {
			t.Fatal(err)
		}
		if err := svc.Record(anna, audit.Entry{Operation: "", Outcome: audit.Done}); err == nil {
			t.Fatal("an entry without an operation was recorded")
		}

		owner := access.With(context.Background(), access.Principal{StaffID: 1, Role: access.Owner})
		all, err := svc.List(owner, audit.Filter{}, 1, 2)
		if err != nil {
			t.Fatal(err)
		}
		if all.TotalCount != 3 || len(all.Items) != 2 || all.Items[0].Operation != "settings.save" || all.Items[0].Outcome != audit.Refused {
			t.Fatalf("first page %+v", all)
		}
		if all.Items[1].Actor != "cli:root" || all.Items[1].StaffID != 0 {
			t.Fatalf("command line entry %+v", all.Items[1])
		}
		byObject, _ := svc.List(owner, audit.Filter{ObjectType: "order", ObjectID: "100000001"}, 1, 50)
		if byObject.TotalCount != 1 {
			t.Fatalf("by object %+v", byObject)
		}
		e := byObject.Items[0]
		if e.StaffID != 4 || e.StaffName != "Anna" || e.IP != "203.0.113.9" || len(e.Changes) != 1 || *e.Changes[0].After != "complete" ||
			!e.At.Equal(time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)) {
			t.Fatalf("entry %+v", e)
		}
		byStaff, _ := svc.List(owner, audit.Filter{StaffID: 4, From: now.Add(-90 * time.Minute), To: now.Add(time.Minute)}, 1, 50)
		if byStaff.TotalCount != 1 || byStaff.Items[0].Operation != "settings.save" {
			t.Fatalf("by staff and period %+v", byStaff)
		}
		// An object's own entries, for its page, whoever reads it.
		of, err := svc.Of(anna, "order", "100000001", 10)
		if err != nil || len(of) != 1 || of[0].Operation != "order.ship" {
			t.Fatalf("the order's entries %+v %v", of, err)
		}
		if none, _ := svc.Of(anna, "order", "", 10); len(none) != 0 {
			t.Fatalf("entries of no object %+v", none)
		}
		if _, err := svc.List(anna, audit.Filter{}, 1, 50); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("support reads the trail: %v", err)
		}
		if _, err := svc.List(context.Background(), audit.Filter{}, 1, 50); apperr.KindOf(err) != apperr.Unauthenticated {
			t.Fatalf("nobody reads the trail: %v", err)
		}
	})
}

func TestTheTrailIsAppendOnlyAndFollowsItsTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc, _ := audit.NewService(audit.Options{DB: d})
		ctx := access.CommandLine(context.Background(), "root")
		if err := svc.Record(ctx, audit.Entry{Operation: "staff.disable", ObjectType: "staff", ObjectID: "2", Outcome: audit.Done}); err != nil {
			t.Fatal(err)
		}
		if _, err := d.Write().Exec(ctx, `UPDATE admin_audit SET actor = 'someone else'`); err == nil {
			t.Error("an entry was changed")
		}
		if _, err := d.Write().Exec(ctx, `DELETE FROM admin_audit`); err == nil {
			t.Error("an entry was deleted")
		}
		failed := errors.New("the change failed")
		err := d.InTransaction(ctx, func(ctx context.Context) error {
			if err := svc.Record(ctx, audit.Entry{Operation: "order.cancel", ObjectType: "order", ObjectID: "1", Outcome: audit.Done}); err != nil {
				return err
			}
			return failed
		})
		if !errors.Is(err, failed) {
			t.Fatal(err)
		}
		var n int
		if err := d.Read().Get(ctx, &n, `SELECT COUNT(*) FROM admin_audit`); err != nil || n != 1 {
			t.Fatalf("%d entries (%v), want the one committed", n, err)
		}
	})
}

func TestMask(t *testing.T) {
	for in, want := range map[string]string{"maria@example.com": "m***@example.com", "Maria Muster": "M***", "": "", "Ölaf": "Ö***"} {
		if got := audit.Mask(in); got != want {
			t.Errorf("Mask(%q) = %q, want %q", in, got, want)
		}
	}
}
