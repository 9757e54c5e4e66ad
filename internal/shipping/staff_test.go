package shipping_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/catalog"
	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/shipping"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func fieldKeys(err error) map[string]string {
	out := map[string]string{}
	errs := []error{err}
	var joined interface{ Unwrap() []error }
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

// TestStaffRates: the owner changes a country's rate and switches a
// method off for a country; the process that saved charges it at once,
// another process once it checks the revision; bad input is refused per
// field; a country is added to a method only when the addresses know it;
// support may not, and the refusal is recorded with the writes.
func TestStaffRates(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := directory.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		if err := shipping.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		clk := &clock{t: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}
		svc := shipping.NewService(d, clk.Now)
		other := shipping.NewService(d, clk.Now) // another process
		trail, err := audit.NewService(audit.Options{DB: d, Now: clk.Now})
		if err != nil {
			t.Fatal(err)
		}
		st, err := shipping.NewStaff(svc, trail)
		if err != nil {
			t.Fatal(err)
		}
		owner := access.With(ctx, access.Principal{StaffID: 1, Email: "owner@paddock.example", Role: access.Owner})
		quote := func(s shipping.Service, country string) []shipping.Quote {
			t.Helper()
			q, err := s.Quotes(ctx, i18n.German, shipping.Parcel{Country: country, Goods: 1000})
			if err != nil {
				t.Fatal(err)
			}
			return q
		}
		// Both processes have read the rates.
		if q := quote(other, "AT"); len(q) != 1 || q[0].Amount != 995 || q[0].ExtraMaxDays != 2 {
			t.Fatalf("Austria before %+v", q)
		}
		quote(svc, "AT")

		list, err := st.StaffMethods(owner)
		if err != nil || len(list.Methods) != 1 || len(list.Methods[0].Rates) != 31 || len(list.Countries) != 31 ||
			list.Methods[0].Title[i18n.English] != "DHL parcel" {
			t.Fatalf("methods %+v %v", list, err)
		}
		dhl := list.Methods[0].ID
		if _, err := st.StaffMethods(access.With(ctx, access.Principal{StaffID: 3, Role: access.Support})); apperr.KindOf(err) != apperr.Forbidden {
			t.Errorf("support lists: %v", err)
		}

		// Bad input: each field's error, nothing saved.
		_, err = st.StaffSaveRate(owner, dhl, shipping.StaffRateInput{Country: "AT", Price: -1, FreeFrom: catalog.MaxPrice,
			ExtraMinDays: 3, ExtraMaxDays: 2, Active: true})
		got := fieldKeys(err)
		if got["price"] != "shipping.staff.amount" || got["freeFrom"] != "shipping.staff.amount" || got["extraMaxDays"] != "shipping.staff.daysOrder" {
			t.Errorf("bad input %v", err)
		}
		if _, err := st.StaffSaveRate(owner, dhl, shipping.StaffRateInput{Country: "US", Price: 100, Active: true}); fieldKeys(err)["country"] != "shipping.staff.country" {
			t.Errorf("a country the addresses do not know: %v", err)
		}

		// Austria costs 12.50 € and takes 2 to 4 days more.
		m, err := st.StaffSaveRate(owner, dhl, shipping.StaffRateInput{Country: "at", Price: 1250, FreeFrom: 20000, BulkySurcharge: 800,
			ExtraMinDays: 2, ExtraMaxDays: 4, Active: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range m.Rates {
			if r.Country == "AT" && (r.Price != 1250 || r.ExtraMaxDays != 4 || !r.Active) {
				t.Errorf("saved %+v", r)
			}
		}
		if q := quote(svc, "AT"); len(q) != 1 || q[0].Amount != 1250 || q[0].FreeFrom != 20000 || q[0].ExtraMinDays != 2 || q[0].ExtraMaxDays != 4 {
			t.Errorf("this process's Austria %+v", q)
		}
		if q := quote(other, "AT"); q[0].Amount != 995 {
			t.Errorf("the other process checked the revision before its time: %+v", q)
		}
		clk.Add(3 * time.Second)
		if q := quote(other, "AT"); q[0].Amount != 1250 || q[0].ExtraMaxDays != 4 {
			t.Errorf("the other process's Austria after the revision check %+v", q)
		}

		// Switched off for Luxembourg, no method serves it.
		if _, err := st.StaffSaveRate(owner, dhl, shipping.StaffRateInput{Country: "LU", Price: 995, FreeFrom: 15000, ExtraMinDays: 1,
			ExtraMaxDays: 2}); err != nil {
			t.Fatal(err)
		}
		if q := quote(svc, "LU"); len(q) != 0 {
			t.Errorf("Luxembourg switched off still quoted %+v", q)
		}
		countries, err := svc.Countries(ctx)
		if err != nil || len(countries) != 30 {
			t.Errorf("countries %v %v", countries, err)
		}

		// A second method serving Germany only gains Switzerland, an export like the country's other rate.
		if err := svc.SaveMethod(ctx, shipping.MethodInput{CarrierCode: "spedition", CarrierTitle: "Spedition", MethodCode: "fracht",
			Title: catalog.Localized{i18n.German: "Spedition"}, Active: true, SortOrder: 2,
			Rates: []shipping.RateInput{{Country: "DE", Price: 3900}}}); err != nil {
			t.Fatal(err)
		}
		list, err = st.StaffMethods(owner)
		if err != nil || len(list.Methods) != 2 {
			t.Fatalf("methods %+v %v", list, err)
		}
		freight, err := st.StaffSaveRate(owner, list.Methods[1].ID, shipping.StaffRateInput{Country: "CH", Price: 5900, ExtraMinDays: 3,
			ExtraMaxDays: 6, Active: true})
		if err != nil || len(freight.Rates) != 2 || freight.Rates[0].Country != "CH" || !freight.Rates[0].Export {
			t.Fatalf("added Switzerland %+v %v", freight, err)
		}
		if q := quote(svc, "CH"); len(q) != 2 || q[1].Amount != 5900 {
			t.Errorf("Switzerland %+v", q)
		}

		// The trail: the refused list, Austria's change with before and after, Luxembourg's, Switzerland's addition.
		page, err := trail.List(owner, audit.Filter{ObjectType: "shipping_rate"}, 1, 10)
		if err != nil {
			t.Fatal(err)
		}
		var ops []string
		for _, r := range page.Items {
			ops = append(ops, r.Operation+":"+string(r.Outcome)+":"+r.ObjectID)
		}
		want := []string{fmt.Sprintf("shipping_rate.create:done:%d/CH", list.Methods[1].ID), fmt.Sprintf("shipping_rate.update:done:%d/LU", dhl),
			fmt.Sprintf("shipping_rate.update:done:%d/AT", dhl), "shipping.list:refused:"}
		if strings.Join(ops, " ") != strings.Join(want, " ") {
			t.Fatalf("trail %v, want %v", ops, want)
		}
		at := page.Items[2]
		if len(at.Changes) == 0 || at.Changes[0].Field != "price" || *at.Changes[0].Before != "995" || *at.Changes[0].After != "1250" {
			t.Errorf("Austria's change %+v", at.Changes)
		}
	})
}
