package customer_test

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/session"
)

// trail is a recording fake of the audit trail.
type trail struct {
	mu      sync.Mutex
	entries []audit.Entry
}

func (r *trail) Record(_ context.Context, e audit.Entry) error {
	r.mu.Lock()
	r.entries = append(r.entries, e)
	r.mu.Unlock()
	return nil
}

// ops are the recorded operations with their outcomes.
func (r *trail) ops() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, e := range r.entries {
		out = append(out, e.Operation+":"+string(e.Outcome))
	}
	return out
}

func (r *trail) last() audit.Entry {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.entries[len(r.entries)-1]
}

// staffFixture is the customer service with the trail, and one account.
type staffFixture struct {
	fixture
	staff customer.Staff
	trail *trail
	anna  customer.Customer
}

func setupStaff(t *testing.T, d *db.DB) staffFixture {
	t.Helper()
	f := setup(t, d)
	tr := &trail{}
	svc, err := customer.NewService(customer.Dependencies{
		DB: f.d, Sessions: f.sessions, Mail: f.outbox, Limiter: f.limiter, Newsletter: f.news, Directory: directory.NewService(f.d),
		Jobs: f.jobs, Audit: tr,
	}, customer.Options{BaseURL: "https://shop.example/", Key: key, Hash: cheap, Now: f.clock.now})
	if err != nil {
		t.Fatal(err)
	}
	f.svc = svc
	anna := f.register(t, registration("anna@example.com"), de)
	return staffFixture{fixture: f, staff: svc.(customer.Staff), trail: tr, anna: anna}
}

func as(role access.Role) context.Context {
	return access.With(context.Background(), access.Principal{StaffID: 7, Email: string(role) + "@paddock.example", Role: role,
		IP: "198.51.100.7"})
}

var (
	owner   = as(access.Owner)
	support = as(access.Support)
)

func berlin() customer.AddressInput {
	return customer.AddressInput{Firstname: str("Anna"), Lastname: str("Berger"), Street: []string{"Hauptstraße 1"},
		Postcode: str("10115"), City: str("Berlin"), CountryCode: str("DE"), Telephone: str("030 123456")}
}

// TestStaffPermissions runs every Staff method for each role: the
// owner and support may, a content editor and a club manager are
// refused, each refusal in the trail; erasing is the owner's alone.
func TestStaffPermissions(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupStaff(t, d)
		id := f.anna.ID
		ops := []struct {
			name string
			op   string
			run  func(ctx context.Context) error
		}{
			{"search", "customer.search", func(ctx context.Context) error {
				_, err := f.staff.SearchCustomers(ctx, customer.StaffCustomerQuery{})
				return err
			}},
			{"read", "customer.read", func(ctx context.Context) error { _, err := f.staff.StaffCustomer(ctx, id); return err }},
			{"update", "customer.update", func(ctx context.Context) error {
				_, err := f.staff.StaffUpdate(ctx, id, customer.StaffCustomerUpdate{Lastname: str("Berger")})
				return err
			}},
			{"address", "customer.address.create", func(ctx context.Context) error {
				_, err := f.staff.StaffSaveAddress(ctx, id, 0, berlin())
				return err
			}},
			{"reset", "customer.passwordReset", func(ctx context.Context) error { return f.staff.SendPasswordReset(ctx, id) }},
			{"lock", "customer.lock", func(ctx context.Context) error { return f.staff.Lock(ctx, id, "") }},
			{"unlock", "customer.unlock", func(ctx context.Context) error { return f.staff.Unlock(ctx, id) }},
		}
		for _, op := range ops {
			for _, role := range []access.Role{access.Owner, access.Support} {
				if err := op.run(as(role)); err != nil {
					t.Errorf("%s as %s: %v", op.name, role, err)
				}
			}
			for _, role := range []access.Role{access.Content, access.Club} {
				n := len(f.trail.ops())
				err := op.run(as(role))
				if apperr.KindOf(err) != apperr.Forbidden {
					t.Errorf("%s as %s = %v, want Forbidden", op.name, role, err)
				}
				if got := f.trail.ops(); len(got) != n+1 || got[n] != op.op+":refused" {
					t.Errorf("%s as %s: trail %v, want %s refused last", op.name, role, got[n:], op.op)
				}
			}
			if err := op.run(context.Background()); apperr.KindOf(err) != apperr.Unauthenticated {
				t.Errorf("%s without staff = %v, want Unauthenticated", op.name, err)
			}
		}
	})
}

func TestStaffSearchAndDetail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupStaff(t, d)
		ben := f.register(t, customer.Registration{Firstname: "Ben", Lastname: "Zander", Email: "ben@shop.example", Password: "Sattel-2026"}, de)
		if _, err := f.staff.StaffSaveAddress(owner, f.anna.ID, 0, berlin()); err != nil {
			t.Fatal(err)
		}
		for search, want := range map[string][]int64{
			"":                            {ben.ID, f.anna.ID},
			"anna berger":                 {f.anna.ID},
			"ZAND":                        {ben.ID},
			"shop.example":                {ben.ID},
			"berlin":                      {f.anna.ID},
			strconv.FormatInt(ben.ID, 10): {ben.ID},
			"nobody":                      nil,
		} {
			list, err := f.staff.SearchCustomers(support, customer.StaffCustomerQuery{Search: search})
			if err != nil {
				t.Fatal(err)
			}
			var got []int64
			for _, c := range list.Items {
				got = append(got, c.ID)
			}
			if !slices.Equal(got, want) || list.TotalCount != len(want) {
				t.Errorf("search %q = %v (%d), want %v", search, got, list.TotalCount, want)
			}
		}
		list, err := f.staff.SearchCustomers(support, customer.StaffCustomerQuery{Sort: customer.StaffSortName, Ascending: true, PageSize: 1, Page: 2})
		if err != nil || len(list.Items) != 1 || list.Items[0].ID != ben.ID || list.TotalCount != 2 || list.Items[0].City != "" {
			t.Errorf("page 2 by name = %+v, %v", list, err)
		}
		for _, q := range []customer.StaffCustomerQuery{{PageSize: customer.MaxStaffPageSize + 1}, {Sort: "password"}, {Page: -1}} {
			if _, err := f.staff.SearchCustomers(support, q); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("search %+v = %v, want Invalid", q, err)
			}
		}
		detail, err := f.staff.StaffCustomer(support, f.anna.ID)
		if err != nil || len(detail.Addresses) != 1 || detail.Addresses[0].City != "Berlin" || detail.Locked() || detail.Email != "anna@example.com" {
			t.Errorf("detail = %+v, %v", detail, err)
		}
		if _, err := f.staff.StaffCustomer(support, 999999); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unknown customer = %v, want NotFound", err)
		}
	})
}

func TestStaffUpdateAndAddresses(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupStaff(t, d)
		f.register(t, registration("taken@example.com"), de)
		id := f.anna.ID
		if _, err := f.staff.StaffUpdate(support, id, customer.StaffCustomerUpdate{Firstname: str(" "), DateOfBirth: str("1850-01-01"),
			Email: str("no-address")}); apperr.KindOf(err) != apperr.Invalid || !strings.Contains(err.Error(), "mail.address.invalid") {
			t.Errorf("bad input = %v, want three field errors", err)
		}
		if _, err := f.staff.StaffUpdate(support, id, customer.StaffCustomerUpdate{Email: str("Taken@example.com")}); apperr.KindOf(err) != apperr.Conflict {
			t.Errorf("taken address = %v, want Conflict", err)
		}
		c, err := f.staff.StaffUpdate(support, id, customer.StaffCustomerUpdate{Lastname: str("Brandt"), Email: str("anna.brandt@example.com"),
			DateOfBirth: str("1990-05-17")})
		if err != nil || c.Lastname != "Brandt" || c.Email != "anna.brandt@example.com" || c.DateOfBirth != "1990-05-17" || c.Firstname != "Anna" {
			t.Fatalf("update = %+v, %v", c, err)
		}
		e := f.trail.last()
		if e.Operation != "customer.update" || e.ObjectID != strconv.FormatInt(id, 10) || len(e.Changes) != 3 {
			t.Fatalf("trail = %+v", e)
		}
		for _, ch := range e.Changes {
			if ch.Field == "email" && (*ch.Before != "a***@example.com" || *ch.After != "a***@example.com") {
				t.Errorf("email change not masked: %q → %q", *ch.Before, *ch.After)
			}
			if ch.Field == "lastname" && (*ch.Before != "Berger" || *ch.After != "Brandt") {
				t.Errorf("lastname change = %q → %q", *ch.Before, *ch.After)
			}
		}
		f.signIn(t, "anna.brandt@example.com", "Sattel-2026", session.ViaCookie)
		if told := f.mailsTagged(t, "customer.email-changed"); len(told) != 1 || told[0].To[0] != "anna@example.com" {
			t.Errorf("mails to the old address = %+v", told)
		}

		a, err := f.staff.StaffSaveAddress(support, id, 0, berlin())
		if err != nil || !a.DefaultBilling {
			t.Fatalf("new address = %+v, %v", a, err)
		}
		if _, err := f.staff.StaffSaveAddress(support, id, 0, customer.AddressInput{City: str("Berlin")}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("incomplete address = %v, want Invalid", err)
		}
		if a, err = f.staff.StaffSaveAddress(support, id, a.ID, customer.AddressInput{City: str("Potsdam"), Postcode: str("14467")}); err != nil || a.City != "Potsdam" {
			t.Fatalf("changed address = %+v, %v", a, err)
		}
		if e := f.trail.last(); e.Operation != "customer.address.update" || len(e.Changes) != 3 {
			t.Errorf("trail = %+v", e)
		}
		other := f.register(t, registration("other@example.com"), de)
		if err := f.staff.StaffDeleteAddress(support, other.ID, a.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("another customer's address = %v, want NotFound", err)
		}
		if err := f.staff.StaffDeleteAddress(support, id, a.ID); err != nil {
			t.Fatal(err)
		}
		if n := f.count(t, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ?`, id); n != 0 {
			t.Errorf("%d addresses left", n)
		}
		if e := f.trail.last(); e.Operation != "customer.address.delete" {
			t.Errorf("trail = %+v", e)
		}
	})
}

func TestStaffPasswordReset(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupStaff(t, d)
		if err := f.staff.SendPasswordReset(support, f.anna.ID); err != nil {
			t.Fatal(err)
		}
		if got := f.mailsTagged(t, "customer.reset"); len(got) != 1 || got[0].To[0] != "anna@example.com" {
			t.Errorf("reset mails = %+v", got)
		}
		if e := f.trail.last(); e.Operation != "customer.passwordReset" || e.Outcome != audit.Done {
			t.Errorf("trail = %+v", e)
		}
	})
}

func TestStaffLock(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setupStaff(t, d)
		ctx := context.Background()
		in := f.signIn(t, "anna@example.com", "Sattel-2026", session.ViaCookie)
		if err := f.staff.Lock(support, f.anna.ID, "chargebacks"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.sessions.Lookup(ctx, in.Token); err == nil {
			t.Error("the session outlived the lock")
		}
		_, err := f.svc.SignIn(ctx, "anna@example.com", "Sattel-2026", session.ViaCookie, de)
		if e := apperr.As(err); e.Kind != apperr.AuthenticationFailed || e.Key != "customer.signIn.accountLocked" {
			t.Errorf("sign-in while locked = %v", err)
		}
		// A wrong password says no more than ever.
		_, err = f.svc.SignIn(ctx, "anna@example.com", "Wrong-2026", session.ViaCookie, de)
		if e := apperr.As(err); e.Key != "customer.signIn.failed" {
			t.Errorf("wrong password while locked = %v", err)
		}
		detail, err := f.staff.StaffCustomer(support, f.anna.ID)
		if err != nil || !detail.Locked() || detail.LockedReason != "chargebacks" {
			t.Errorf("detail = %+v, %v", detail, err)
		}
		if err := f.staff.Unlock(support, f.anna.ID); err != nil {
			t.Fatal(err)
		}
		f.signIn(t, "anna@example.com", "Sattel-2026", session.ViaCookie)
		if got := f.trail.ops(); !slices.Equal(got, []string{"customer.lock:done", "customer.unlock:done"}) {
			t.Errorf("trail = %v", got)
		}
	})
}
