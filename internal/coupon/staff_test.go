package coupon_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// repeating reads its pattern again and again: a random source whose
// codes repeat, to make a batch meet codes that exist.
type repeating struct {
	pattern []byte
	at      int
}

func (r *repeating) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.pattern[r.at%len(r.pattern)]
		r.at++
	}
	return len(p), nil
}

// switchable reads from r, which the test replaces.
type switchable struct{ r io.Reader }

func (s *switchable) Read(p []byte) (int, error) { return s.r.Read(p) }

func staffOf(t *testing.T, f *fixture, random io.Reader) (coupon.Staff, audit.Service) {
	t.Helper()
	trail, err := audit.NewService(audit.Options{DB: f.d, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	st, err := coupon.NewStaff(coupon.StaffOptions{Coupons: f.svc, Audit: trail, Random: random})
	if err != nil {
		t.Fatal(err)
	}
	return st, trail
}

var (
	owner   = access.Principal{StaffID: 1, Email: "owner@paddock.example", Name: "Ines", Role: access.Owner}
	editor  = access.Principal{StaffID: 2, Email: "content@paddock.example", Role: access.Content}
	support = access.Principal{StaffID: 3, Email: "support@paddock.example", Role: access.Support}
)

func fieldsOf(err error) map[string]string {
	out := map[string]string{}
	var joined interface{ Unwrap() []error }
	errs := []error{err}
	if errors.As(err, &joined) {
		errs = joined.Unwrap()
	}
	for _, e := range errs {
		if ae := apperr.As(e); ae != nil {
			out[ae.Field] = ae.Key
		}
	}
	return out
}

// TestStaffCoupons: the owner and the content editor create, change,
// list, switch off and delete coupons, every write and refusal audited;
// bad input is refused per field with nothing saved; a code is unique
// whatever its case; a used coupon is not deleted.
func TestStaffCoupons(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		st, trail := staffOf(t, f, nil)
		ctx := access.With(f.ctx, owner)
		from, to := now.Add(24*time.Hour), now.Add(48*time.Hour)

		// Bad input: every field's error at once, nothing saved.
		_, err := st.StaffSaveCoupon(ctx, 0, coupon.Input{Code: "zehn prozent", Type: coupon.Percent, Amount: 20_000, UsageLimit: -1,
			ValidFrom: &to, ValidTo: &from, Label: catalog.Localized{i18n.English: strings.Repeat("x", coupon.MaxLabel+1)}})
		got := fieldsOf(err)
		for field, key := range map[string]string{"code": "coupon.input.code", "amount": "coupon.input.percent",
			"usageLimit": "coupon.input.limit", "validTo": "coupon.input.validTo", "label.en": "coupon.input.label"} {
			if got[field] != key {
				t.Errorf("field %s: %q, want %q (%v)", field, got[field], key, err)
			}
		}
		if n := count(t, f, `SELECT COUNT(*) FROM coupon`); n != 0 {
			t.Fatalf("%d coupons saved from bad input", n)
		}

		ten, err := st.StaffSaveCoupon(ctx, 0, coupon.Input{Code: "herbst10", Type: coupon.Percent, Amount: 1000, Active: true,
			PerCustomerLimit: 1, CategoryIDs: []int64{f.feed}, Label: catalog.Localized{i18n.German: "Herbst", i18n.English: "Autumn"}})
		if err != nil {
			t.Fatal(err)
		}
		if ten.Code != "HERBST10" || ten.Status != coupon.StatusActive || len(ten.CategoryIDs) != 1 || ten.Labels[i18n.English] != "Autumn" {
			t.Errorf("created %+v", ten)
		}
		// The cart applies it.
		res, err := f.svc.Evaluate(f.ctx, i18n.German, []string{"herbst10"}, coupon.Context{Now: now,
			Lines: []coupon.Line{{SKU: "HAFER-20", CategoryIDs: []int64{f.feed}, Gross: 2000}}})
		if err != nil || len(res.Applied) != 1 || res.Applied[0].Amount != 200 {
			t.Errorf("evaluate %+v %v", res, err)
		}
		// A code is unique whatever its case.
		if _, err := st.StaffSaveCoupon(ctx, 0, coupon.Input{Code: "Herbst10", Type: coupon.FreeShipping}); fieldsOf(err)["code"] != "coupon.staff.codeTaken" {
			t.Errorf("a taken code: %v", err)
		}
		editorCtx := access.With(f.ctx, editor)
		later, err := st.StaffSaveCoupon(editorCtx, 0, coupon.Input{Code: "WINTER5", Type: coupon.Fixed, Amount: 500, Active: true,
			ValidFrom: &from, ValidTo: &to})
		if err != nil || later.Status != coupon.StatusScheduled {
			t.Fatalf("scheduled %+v %v", later, err)
		}
		// Support may not.
		if _, err := st.StaffCoupons(access.With(f.ctx, support), coupon.StaffFilter{}); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("support lists: %v", err)
		}
		// The list by status and search.
		for _, c := range []struct {
			filter coupon.StaffFilter
			want   []string
		}{
			{coupon.StaffFilter{}, []string{"WINTER5", "HERBST10"}},
			{coupon.StaffFilter{Status: coupon.StatusScheduled}, []string{"WINTER5"}},
			{coupon.StaffFilter{Status: coupon.StatusActive}, []string{"HERBST10"}},
			{coupon.StaffFilter{Search: "autumn"}, []string{"HERBST10"}},
			{coupon.StaffFilter{Search: "inte"}, []string{"WINTER5"}},
			{coupon.StaffFilter{Status: coupon.StatusExpired}, nil},
		} {
			page, err := st.StaffCoupons(ctx, c.filter)
			if err != nil {
				t.Fatal(err)
			}
			var codes []string
			for _, it := range page.Items {
				codes = append(codes, it.Code)
			}
			if strings.Join(codes, ",") != strings.Join(c.want, ",") || page.TotalCount != len(c.want) {
				t.Errorf("list %+v: %v", c.filter, codes)
			}
		}
		// A change is audited with before and after.
		in := coupon.Input{Code: "HERBST10", Type: coupon.Percent, Amount: 1500, Active: true, PerCustomerLimit: 1,
			Label: catalog.Localized{i18n.German: "Herbst"}}
		if ten, err = st.StaffSaveCoupon(ctx, ten.ID, in); err != nil || ten.Amount != 1500 || len(ten.CategoryIDs) != 0 {
			t.Fatalf("changed %+v %v", ten, err)
		}
		recs, err := trail.Of(f.ctx, "coupon", itoa(ten.ID), 10)
		if err != nil || len(recs) != 2 || recs[0].Operation != "coupon.update" {
			t.Fatalf("trail %+v %v", recs, err)
		}
		var amount *audit.Change
		for i, ch := range recs[0].Changes {
			if ch.Field == "amount" {
				amount = &recs[0].Changes[i]
			}
		}
		if amount == nil || *amount.Before != "1000" || *amount.After != "1500" {
			t.Errorf("amount change %+v", recs[0].Changes)
		}
		// Used by an order, it is not deleted, nor its code changed; it can be switched off.
		if err := f.svc.RecordUse(f.ctx, coupon.Use{OrderID: f.order(t, "anna@example.de", 0), Codes: []string{"HERBST10"},
			Email: "anna@example.de"}); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteCoupon(ctx, ten.ID); apperr.As(err).Key != "coupon.staff.used" {
			t.Errorf("deleted a used coupon: %v", err)
		}
		in.Code = "HERBST15"
		if _, err := st.StaffSaveCoupon(ctx, ten.ID, in); fieldsOf(err)["code"] != "coupon.staff.usedCode" {
			t.Errorf("renamed a used coupon: %v", err)
		}
		if off, err := st.SetCouponActive(ctx, ten.ID, false); err != nil || off.Status != coupon.StatusDisabled {
			t.Errorf("switched off %+v %v", off, err)
		}
		uses, err := st.CouponUses(ctx, ten.ID)
		if err != nil || len(uses) != 1 || uses[0].Email != "anna@example.de" || uses[0].OrderNumber == "" {
			t.Errorf("uses %+v %v", uses, err)
		}
		// Unused, it goes.
		if err := st.DeleteCoupon(editorCtx, later.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.StaffCoupon(ctx, later.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleted coupon still there: %v", err)
		}
		// Refusals are recorded.
		if err := st.DeleteCoupon(access.With(f.ctx, support), ten.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("support deleted: %v", err)
		}
		if n := count(t, f, `SELECT COUNT(*) FROM admin_audit WHERE outcome = 'refused' AND operation IN ('coupon.list', 'coupon.delete')`); n != 2 {
			t.Errorf("%d refusals recorded", n)
		}
	})
}

// TestCouponBatch: a batch makes unique single-use codes of the rule's
// conditions without ambiguous characters, also when the random source
// draws codes that exist already; the codes follow the rule's changes and
// are used once each; the rule with unused codes is deleted with them.
func TestCouponBatch(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		src := &switchable{r: &repeating{pattern: []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}}}
		st, _ := staffOf(t, f, src)
		ctx := access.With(f.ctx, owner)
		rule, err := st.StaffSaveCoupon(ctx, 0, coupon.Input{Code: "MESSE", Type: coupon.Fixed, Amount: 500, Active: true,
			Label: catalog.Localized{i18n.German: "Messe"}})
		if err != nil {
			t.Fatal(err)
		}
		// The repeating source draws the same code again and again: the
		// first batch gets it; a second from the same source meets it in
		// every round and gives up; a third, from a source that draws it
		// every other time, must draw fresh ones for half of its codes.
		first, err := st.GenerateBatch(ctx, rule.ID, "messe", 1)
		if err != nil || first.Quantity != 1 || first.Prefix != "MESSE" {
			t.Fatalf("first batch %+v %v", first, err)
		}
		_, firstCodes, err := st.BatchCodes(ctx, first.ID)
		if err != nil || len(firstCodes) != 1 {
			t.Fatalf("first codes %+v %v", firstCodes, err)
		}
		// Everything the repeating source can draw exists now: a batch from
		// it alone cannot finish, and leaves nothing behind.
		if _, err := st.GenerateBatch(ctx, rule.ID, "MESSE", 1); err == nil {
			t.Fatal("a batch of codes that all exist was made")
		}
		if n := count(t, f, `SELECT COUNT(*) FROM coupon_batch`); n != 1 {
			t.Errorf("%d batches after a failed one", n)
		}
		// Half the draws repeat existing codes, half are fresh.
		var mixed bytes.Buffer
		for range 2000 {
			mixed.Write([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
			b := make([]byte, 20)
			if _, err := io.ReadFull(cryptoRand, b); err != nil {
				t.Fatal(err)
			}
			mixed.Write(b)
		}
		src.r = io.MultiReader(&mixed, cryptoRand)
		big, err := st.GenerateBatch(ctx, rule.ID, "MESSE", 500)
		if err != nil || big.Quantity != 500 {
			t.Fatalf("big batch %+v %v", big, err)
		}
		_, codes, err := st.BatchCodes(ctx, big.ID)
		if err != nil || len(codes) != 500 {
			t.Fatalf("big codes %d %v", len(codes), err)
		}
		seen := map[string]bool{firstCodes[0].Code: true}
		for _, c := range codes {
			random, ok := strings.CutPrefix(c.Code, "MESSE-")
			if !ok || len(random) != coupon.BatchRandom || strings.ContainsAny(random, "01OIL") || seen[c.Code] {
				t.Fatalf("code %q", c.Code)
			}
			seen[c.Code] = true
		}
		if n := count(t, f, `SELECT COUNT(DISTINCT code) FROM coupon`); n != 502 {
			t.Errorf("%d distinct codes, want 503", n)
		}
		// A batch code is the rule's coupon, used once.
		code := codes[0].Code
		res, err := f.svc.Evaluate(f.ctx, i18n.German, []string{strings.ToLower(code)}, coupon.Context{Now: now,
			Lines: []coupon.Line{{SKU: "HAFER-20", Gross: 2000}}})
		if err != nil || len(res.Applied) != 1 || res.Applied[0].Amount != 500 || res.Applied[0].Label != "Messe" {
			t.Fatalf("batch code applied %+v %v", res, err)
		}
		if err := f.svc.RecordUse(f.ctx, coupon.Use{OrderID: f.order(t, "ben@example.de", 0), Codes: []string{code}, Email: "ben@example.de"}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.RecordUse(f.ctx, coupon.Use{OrderID: f.order(t, "anna@example.de", 0), Codes: []string{code}, Email: "anna@example.de"}); apperr.As(err).Key != "coupon.usedUp" {
			t.Errorf("a single-use code used twice: %v", err)
		}
		// The rule's change reaches its codes.
		if _, err := st.StaffSaveCoupon(ctx, rule.ID, coupon.Input{Code: "MESSE", Type: coupon.Fixed, Amount: 700, Active: true,
			Label: catalog.Localized{i18n.German: "Messe 2026"}}); err != nil {
			t.Fatal(err)
		}
		res, err = f.svc.Evaluate(f.ctx, i18n.German, []string{codes[1].Code}, coupon.Context{Now: now, Lines: []coupon.Line{{SKU: "X", Gross: 2000}}})
		if err != nil || len(res.Applied) != 1 || res.Applied[0].Amount != 700 || res.Applied[0].Label != "Messe 2026" {
			t.Errorf("code after the rule's change %+v %v", res, err)
		}
		// A batch code's rules change through its rule only.
		if _, err := st.StaffSaveCoupon(ctx, mustGet(t, f, codes[1].Code), coupon.Input{Code: codes[1].Code, Type: coupon.Percent, Amount: 100}); apperr.As(err).Key != "coupon.staff.batchCode" {
			t.Errorf("changed a batch code: %v", err)
		}
		got, err := st.StaffCoupon(ctx, rule.ID)
		if err != nil || len(got.Batches) != 2 || got.CodesUsed != 1 || got.Batches[1].Used != 1 {
			t.Errorf("rule %+v %v", got, err)
		}
		uses, err := st.CouponUses(ctx, rule.ID)
		if err != nil || len(uses) != 1 || uses[0].Code != code {
			t.Errorf("rule's uses %+v %v", uses, err)
		}
		// A batch code is found by search.
		page, err := st.StaffCoupons(ctx, coupon.StaffFilter{Search: strings.ToLower(code)})
		if err != nil || page.TotalCount != 1 || page.Items[0].RuleCode != "MESSE" || page.Items[0].Status != coupon.StatusUsedUp {
			t.Errorf("search a code %+v %v", page, err)
		}
		// Used, the rule stays; a rule without uses goes with its codes.
		if err := st.DeleteCoupon(ctx, rule.ID); apperr.As(err).Key != "coupon.staff.used" {
			t.Errorf("deleted a rule with a used code: %v", err)
		}
		other, err := st.StaffSaveCoupon(ctx, 0, coupon.Input{Code: "MESSE2", Type: coupon.FreeShipping, Active: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.GenerateBatch(ctx, other.ID, "", 3); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteCoupon(ctx, other.ID); err != nil {
			t.Fatal(err)
		}
		if n := count(t, f, `SELECT COUNT(*) FROM coupon`); n != 502 {
			t.Errorf("%d coupons after deleting a rule with 3 codes", n)
		}
		// Bad batch input.
		_, err = st.GenerateBatch(ctx, rule.ID, "ZU LANG UND FALSCH", coupon.MaxBatch+1)
		if got := fieldsOf(err); got["prefix"] != "coupon.staff.prefix" || got["quantity"] != "coupon.staff.quantity" {
			t.Errorf("bad batch %v", err)
		}
	})
}

func count(t *testing.T, f *fixture, query string) int {
	t.Helper()
	var n int
	if err := f.d.Read().Get(f.ctx, &n, query); err != nil {
		t.Fatal(err)
	}
	return n
}

func mustGet(t *testing.T, f *fixture, code string) int64 {
	t.Helper()
	c, err := f.svc.Get(context.Background(), i18n.German, code)
	if err != nil {
		t.Fatal(err)
	}
	return c.ID
}

var cryptoRand = rand.Reader

func itoa(id int64) string { return strconv.FormatInt(id, 10) }
