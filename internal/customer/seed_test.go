package customer_test

import (
	"context"
	"reflect"
	"testing"

	"paddock/internal/customer"
	"paddock/internal/customer/demo"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
)

// snapshot is every customer and address row as stored.
func snapshot(t *testing.T, d *db.DB) (customers, addresses []map[string]any) {
	t.Helper()
	read := func(query string) []map[string]any {
		rows, err := d.Read().Query(context.Background(), query)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []map[string]any
		for rows.Next() {
			m := map[string]any{}
			if err := rows.MapScan(m); err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return out
	}
	return read(`SELECT * FROM customer ORDER BY id`), read(`SELECT * FROM customer_address ORDER BY id`)
}

func TestDemoCustomersAreSeededOnce(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		accounts := demo.Accounts()
		if err := customer.Seed(ctx, d, accounts); err != nil {
			t.Fatal(err)
		}
		customers, addresses := snapshot(t, d)
		if len(customers) != 4 || len(addresses) != 5 {
			t.Fatalf("%d customers, %d addresses", len(customers), len(addresses))
		}
		if err := customer.Seed(ctx, d, accounts); err != nil {
			t.Fatal(err)
		}
		if c, a := snapshot(t, d); !reflect.DeepEqual(c, customers) || !reflect.DeepEqual(a, addresses) {
			t.Error("a second seed changed the customers or addresses")
		}
		if msgs := f.mails(t); len(msgs) != 0 {
			t.Errorf("seeding mailed %d times", len(msgs))
		}

		// Every demo account signs in with its documented password, in its
		// language, with the address book as described.
		shop := f.service(t, func(o *customer.Options) { o.Hash = customer.HashParams{} })
		want := map[string]struct {
			locale    i18n.Locale
			addresses int
			city      string
			region    string
		}{
			"lena.huber@paddock.example":     {i18n.German, 2, "München", "DE-BY"},
			"camille.muller@paddock.example": {i18n.French, 1, "Strasbourg", ""},
			"emily.clarke@paddock.example":   {i18n.English, 1, "Wien", "AT-9"},
			"vorstand@rv-lindenhof.example":  {i18n.German, 1, "Münster-Hiltrup", "DE-NW"},
		}
		for _, a := range accounts {
			w := want[a.Email]
			s, err := shop.SignIn(ctx, a.Email, a.Password, session.ViaCookie, de)
			if err != nil {
				t.Errorf("%s: %v", a.Email, err)
				continue
			}
			if s.Customer.Locale != w.locale || s.Customer.StoreCode != "shop_"+string(w.locale) {
				t.Errorf("%s: %+v", a.Email, s.Customer)
			}
			book, err := f.svc.Addresses(ctx, s.Customer.ID)
			if err != nil || len(book) != w.addresses || !book[0].DefaultBilling || !book[0].DefaultShipping || book[0].City != w.city {
				t.Errorf("%s: address book %+v %v", a.Email, book, err)
				continue
			}
			if region := book[0].Region; w.region == "" && region != nil || w.region != "" && (region == nil || region.Code != w.region) {
				t.Errorf("%s: region %+v", a.Email, region)
			}
			for _, extra := range book[1:] {
				if extra.DefaultBilling || extra.DefaultShipping {
					t.Errorf("%s: a second default %+v", a.Email, extra)
				}
			}
		}

		// What a customer changed stays; what they deleted comes back.
		lena, err := shop.SignIn(ctx, "lena.huber@paddock.example", "Reiten-Lena1", session.ViaCookie, de)
		if err != nil {
			t.Fatal(err)
		}
		book, _ := f.svc.Addresses(ctx, lena.Customer.ID)
		city, newPassword := "München-Schwabing", "Neu-Reiten-2026"
		if _, err := f.svc.UpdateAddress(ctx, lena.Customer.ID, book[0].ID, customer.AddressInput{City: &city}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.DeleteAddress(ctx, lena.Customer.ID, book[1].ID); err != nil {
			t.Fatal(err)
		}
		if _, err := shop.ChangePassword(ctx, lena.Customer.ID, lena.Session.ID, "Reiten-Lena1", newPassword); err != nil {
			t.Fatal(err)
		}
		if err := customer.Seed(ctx, d, accounts); err != nil {
			t.Fatal(err)
		}
		after, _ := f.svc.Addresses(ctx, lena.Customer.ID)
		if len(after) != 2 || after[0].ID != book[0].ID || after[0].City != city || after[1].City != "Pullach im Isartal" ||
			after[1].DefaultBilling || after[1].DefaultShipping {
			t.Errorf("after seeding again %+v", after)
		}
		if _, err := shop.SignIn(ctx, "lena.huber@paddock.example", newPassword, session.ViaCookie, de); err != nil {
			t.Errorf("the changed password: %v", err)
		}
	})
}

func TestSeedRefusesWhatTheShopWouldRefuse(t *testing.T) {
	d := dbtest.New(t, db.SQLite)
	setup(t, d)
	ctx := context.Background()
	good := demo.Accounts()[0]
	for name, change := range map[string]func(a *customer.SeedAccount){
		"a weak password":     func(a *customer.SeedAccount) { a.Password = "reiten" },
		"a malformed address": func(a *customer.SeedAccount) { a.Email = "lena" },
		"no locale":           func(a *customer.SeedAccount) { a.Locale = "" },
		"a region of elsewhere": func(a *customer.SeedAccount) {
			a.Addresses = []customer.SeedAddress{{Firstname: "L", Lastname: "H", Street: []string{"x 1"}, Postcode: "80802", City: "M", CountryCode: "DE", Region: "AT-9"}}
		},
		"a bad postcode": func(a *customer.SeedAccount) {
			a.Addresses = []customer.SeedAddress{{Firstname: "L", Lastname: "H", Street: []string{"x 1"}, Postcode: "8080", City: "M", CountryCode: "DE"}}
		},
	} {
		a := good
		change(&a)
		err := customer.Seed(ctx, d, []customer.SeedAccount{a})
		if err == nil {
			t.Errorf("%s: seeded", name)
		} else if k := apperr.KindOf(err); k != apperr.Invalid && name != "no locale" {
			t.Errorf("%s: %v", name, err)
		}
	}
	customers, addresses := snapshot(t, d)
	if len(customers) != 0 || len(addresses) != 0 {
		t.Errorf("refused seeds left %d customers and %d addresses", len(customers), len(addresses))
	}
}
