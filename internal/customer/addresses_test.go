package customer_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"paddock/internal/customer"
	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func str(v string) *string { return &v }
func yes() *bool           { v := true; return &v }
func no() *bool            { v := false; return &v }

// munich is a complete German address.
func munich() customer.AddressInput {
	return customer.AddressInput{Firstname: str("Lena"), Lastname: str("Huber"), Street: []string{"Leopoldstraße 12", "Hinterhaus"},
		Postcode: str("80802"), City: str("München"), CountryCode: str("DE"), Region: &customer.RegionInput{Code: "DE-BY"},
		Telephone: str("+49 89 1234567")}
}

// region returns a region of a country by its code.
func region(t *testing.T, d *db.DB, l i18n.Locale, country, code string) customer.Region {
	t.Helper()
	c, err := directory.NewService(d).Country(context.Background(), l, country)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range c.Regions {
		if r.Code == code {
			return customer.Region{ID: r.ID, Code: r.Code, Name: r.Name}
		}
	}
	t.Fatalf("no region %s in %s", code, country)
	return customer.Region{}
}

// defaults returns the ids of the customer's default billing and
// shipping addresses (0 for none) and fails when there are several.
func (f fixture) defaults(t *testing.T, customerID int64) (billing, shipping int64) {
	t.Helper()
	all, err := f.svc.Addresses(context.Background(), customerID)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range all {
		if a.DefaultBilling {
			if billing != 0 {
				t.Fatalf("two default billing addresses: %+v", all)
			}
			billing = a.ID
		}
		if a.DefaultShipping {
			if shipping != 0 {
				t.Fatalf("two default shipping addresses: %+v", all)
			}
			shipping = a.ID
		}
	}
	return billing, shipping
}

func TestAddressBook(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := i18n.WithLocale(context.Background(), i18n.English)
		c := f.register(t, registration("lena@example.de"), de)
		bavaria := region(t, d, i18n.English, "DE", "DE-BY")

		// The first address becomes the default for both.
		home, err := f.svc.CreateAddress(ctx, c.ID, munich())
		if err != nil {
			t.Fatal(err)
		}
		want := customer.Address{ID: home.ID, CustomerID: c.ID, Firstname: "Lena", Lastname: "Huber", Street: []string{"Leopoldstraße 12", "Hinterhaus"},
			Postcode: "80802", City: "München", CountryCode: "DE", Region: &bavaria, Telephone: "+49 89 1234567", DefaultBilling: true, DefaultShipping: true}
		if !reflect.DeepEqual(home, want) || bavaria.Name != "Bavaria" {
			t.Errorf("first address %+v; want %+v", home, want)
		}

		// A second one takes the default shipping mark when asked to.
		stable := customer.AddressInput{Firstname: str("Lena"), Lastname: str("Huber"), Company: str("c/o Reitstall Isartal"),
			Street: []string{"Am Reitplatz 3"}, Postcode: str("82049"), City: str("Pullach"), CountryCode: str("de"),
			Region: &customer.RegionInput{Name: "bavaria"}, VATID: str("de 123456789"), DefaultShipping: yes()}
		yard, err := f.svc.CreateAddress(ctx, c.ID, stable)
		if err != nil {
			t.Fatal(err)
		}
		if yard.DefaultBilling || !yard.DefaultShipping || yard.CountryCode != "DE" || yard.VATID != "DE123456789" ||
			yard.Region == nil || yard.Region.ID != bavaria.ID || yard.Company != "c/o Reitstall Isartal" || !reflect.DeepEqual(yard.Street, []string{"Am Reitplatz 3"}) {
			t.Errorf("second address %+v", yard)
		}
		if b, s := f.defaults(t, c.ID); b != home.ID || s != yard.ID {
			t.Errorf("defaults %d %d", b, s)
		}
		// The defaults come first.
		all, _ := f.svc.Addresses(ctx, c.ID)
		if len(all) != 2 || all[0].ID != home.ID {
			t.Errorf("list %+v", all)
		}

		// Regions by id, code or name; another country's region is refused.
		austria := region(t, d, i18n.German, "AT", "AT-9")
		for name, in := range map[string]customer.RegionInput{"id": {ID: bavaria.ID}, "code": {Code: "de-by"}, "name": {Name: " bavaria "}, "name in German": {Name: "Bayern"}} {
			// Names are those the reader sees, in the request's language.
			rctx := ctx
			if name == "name in German" {
				rctx = i18n.WithLocale(ctx, i18n.German)
			}
			a, err := f.svc.UpdateAddress(rctx, c.ID, yard.ID, customer.AddressInput{Region: &in})
			if err != nil || a.Region == nil || a.Region.ID != bavaria.ID {
				t.Errorf("region by %s: %+v %v", name, a.Region, err)
			}
		}
		for name, in := range map[string]customer.RegionInput{"id": {ID: austria.ID}, "code": {Code: "AT-9"}, "name": {Name: "Wien"}, "made up": {Name: "Atlantis"}} {
			e := fieldErrors(t, must(f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{Region: &in})))["region"]
			if e == nil || e.Key != "customer.address.region" {
				t.Errorf("another country's region by %s: %+v", name, e)
			}
		}
		// An empty region clears it; leaving it out keeps it.
		a, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{City: str("Pullach im Isartal")})
		if err != nil || a.Region == nil || a.City != "Pullach im Isartal" || a.Company != "c/o Reitstall Isartal" || a.VATID != "DE123456789" {
			t.Errorf("partial update %+v %v", a, err)
		}
		if a, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{Region: &customer.RegionInput{}}); err != nil || a.Region != nil {
			t.Errorf("clearing the region %+v %v", a, err)
		}
		// Moving to another country drops a region that is not its own.
		if _, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{Region: &customer.RegionInput{Code: "DE-BY"}}); err != nil {
			t.Fatal(err)
		}
		moved, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{CountryCode: str("AT"), Postcode: str("1010"), City: str("Wien")})
		if err != nil || moved.Region != nil || moved.CountryCode != "AT" || moved.VATID != "DE123456789" {
			t.Errorf("moved to Austria %+v %v", moved, err)
		}

		// Defaults move with an update; unticking one alone keeps it.
		if a, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{DefaultBilling: yes()}); err != nil || !a.DefaultBilling {
			t.Errorf("default billing %+v %v", a, err)
		}
		if b, s := f.defaults(t, c.ID); b != yard.ID || s != yard.ID {
			t.Errorf("defaults %d %d", b, s)
		}
		if a, err := f.svc.UpdateAddress(ctx, c.ID, yard.ID, customer.AddressInput{DefaultBilling: no(), DefaultShipping: no()}); err != nil || !a.DefaultBilling || !a.DefaultShipping {
			t.Errorf("unticked %+v %v", a, err)
		}
		third, err := f.svc.CreateAddress(ctx, c.ID, customer.AddressInput{Firstname: str("Lena"), Lastname: str("Huber"), Street: []string{"Rue du Dôme 1"},
			Postcode: str("67000"), City: str("Strasbourg"), CountryCode: str("FR"), DefaultBilling: yes()})
		if err != nil || third.Region != nil {
			t.Fatalf("a French address %+v %v", third, err)
		}
		// A country without a region list keeps the region as typed, as
		// Magento does; a country with a list does not keep typed text.
		typed, err := f.svc.UpdateAddress(ctx, c.ID, third.ID, customer.AddressInput{Region: &customer.RegionInput{Name: " Alsace "}})
		if err != nil || typed.Region == nil || typed.Region.Name != "Alsace" || typed.Region.ID != 0 {
			t.Errorf("a typed region in France %+v %v", typed.Region, err)
		}
		if e := fieldErrors(t, must(f.svc.UpdateAddress(ctx, c.ID, third.ID, customer.AddressInput{Region: &customer.RegionInput{Name: strings.Repeat("x", customer.MaxRegion+1)}})))["region"]; e == nil {
			t.Error("an overlong typed region is taken")
		}
		if back, err := f.svc.UpdateAddress(ctx, c.ID, third.ID, customer.AddressInput{CountryCode: str("DE"), Postcode: str("80331"), City: str("München")}); err != nil || back.Region != nil {
			t.Errorf("a typed region stays in Germany %+v %v", back.Region, err)
		}
		if _, err := f.svc.UpdateAddress(ctx, c.ID, third.ID, customer.AddressInput{CountryCode: str("FR"), Postcode: str("67000"), City: str("Strasbourg")}); err != nil {
			t.Fatal(err)
		}
		if b, s := f.defaults(t, c.ID); b != third.ID || s != yard.ID {
			t.Errorf("defaults after a new default billing address %d %d", b, s)
		}

		// Deleting a default hands it to the newest remaining address.
		if err := f.svc.DeleteAddress(ctx, c.ID, yard.ID); err != nil {
			t.Fatal(err)
		}
		if b, s := f.defaults(t, c.ID); b != third.ID || s != third.ID {
			t.Errorf("defaults after deleting the shipping one %d %d (newest %d)", b, s, third.ID)
		}
		if err := f.svc.DeleteAddress(ctx, c.ID, third.ID); err != nil {
			t.Fatal(err)
		}
		if b, s := f.defaults(t, c.ID); b != home.ID || s != home.ID {
			t.Errorf("defaults after deleting both %d %d", b, s)
		}
		if err := f.svc.DeleteAddress(ctx, c.ID, home.ID); err != nil {
			t.Fatal(err)
		}
		if all, err := f.svc.Addresses(ctx, c.ID); err != nil || len(all) != 0 {
			t.Errorf("after deleting all %+v %v", all, err)
		}
		if err := f.svc.DeleteAddress(ctx, c.ID, home.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("deleting twice: %v", err)
		}
	})
}

func TestAddressInputIsCheckedAsAWhole(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("lena@example.de"), de)

		got := fieldErrors(t, must(f.svc.CreateAddress(ctx, c.ID, customer.AddressInput{
			Firstname: str(""), Lastname: str(strings.Repeat("x", 101)), Company: str("a\nb"), Street: []string{"1", "2", "3"},
			Postcode: str("12"), City: str(" "), CountryCode: str("DE"), Telephone: str("123"), VATID: str("123"),
		})))
		want := map[string]string{"firstname": "input.required", "lastname": "input.tooLong", "company": "input.characters",
			"street": "customer.address.streetLines", "postcode": "customer.address.postcode", "city": "input.required",
			"telephone": "input.telephone", "vat_id": "customer.address.vatID"}
		if len(got) != len(want) {
			t.Errorf("fields %v", got)
		}
		for field, key := range want {
			if got[field] == nil || got[field].Key != key {
				t.Errorf("%s: %+v; want %s", field, got[field], key)
			} else {
				translated(t, got[field])
			}
		}
		if e := fieldErrors(t, must(f.svc.CreateAddress(ctx, c.ID, customer.AddressInput{})))["country_code"]; e == nil || e.Key != "input.required" {
			t.Errorf("no country: %+v", e)
		}

		for _, tc := range []struct {
			country, postcode string
			ok                bool
		}{
			{"DE", "80802", true}, {"DE", "8080", false}, {"DE", "808021", false}, {"DE", "8080A", false},
			{"AT", "1010", true}, {"AT", "10101", false}, {"CH", "8001", true},
			{"NL", "1234 ab", true}, {"NL", "1234AB", true}, {"NL", "1234", false},
			{"LU", "L-1234", true}, {"FR", "67000", true}, {"FR", "6700", false},
			{"GB", "SW1A 1AA", true}, {"GB", "SW1A_1AA", false}, {"DK", "8000", true},
			{"XX", "12345", false}, {"US", "10001", false}, // not a country the shop delivers to
		} {
			in := munich()
			in.CountryCode, in.Postcode, in.Region = str(tc.country), str(tc.postcode), nil
			_, err := f.svc.CreateAddress(ctx, c.ID, in)
			if tc.ok != (err == nil) {
				t.Errorf("%s %s: %v", tc.country, tc.postcode, err)
			}
			if tc.country == "XX" || tc.country == "US" {
				if e := fieldErrors(t, err)["country_code"]; e == nil || e.Key != "customer.address.country" {
					t.Errorf("%s: %+v", tc.country, e)
				}
			}
		}
		for _, street := range [][]string{nil, {}, {""}, {" ", "Hinterhaus"}} {
			in := munich()
			in.Street = street
			if e := fieldErrors(t, must(f.svc.CreateAddress(ctx, c.ID, in)))["street"]; e == nil || e.Key != "input.required" {
				t.Errorf("street %q: %+v", street, e)
			}
		}
		if n := f.count(t, `SELECT COUNT(*) FROM customer_address`); n != 9 {
			t.Errorf("%d addresses kept; want the 9 valid ones", n)
		}
		// A refused update changes nothing.
		all, _ := f.svc.Addresses(ctx, c.ID)
		if _, err := f.svc.UpdateAddress(ctx, c.ID, all[0].ID, customer.AddressInput{City: str("Berlin"), Postcode: str("1")}); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("a bad update: %v", err)
		}
		if after, _ := f.svc.Addresses(ctx, c.ID); !reflect.DeepEqual(after, all) {
			t.Error("a refused update changed the address book")
		}
	})
}

func TestSomeoneElsesAddressIsNotFoundAndStaysAsItIs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		owner := f.register(t, registration("lena@example.de"), de)
		stranger := f.register(t, registration("mallory@example.de"), de)
		theirs, err := f.svc.CreateAddress(ctx, owner.ID, munich())
		if err != nil {
			t.Fatal(err)
		}
		mine, err := f.svc.CreateAddress(ctx, stranger.ID, munich())
		if err != nil {
			t.Fatal(err)
		}
		before, _ := f.svc.AddressesOf(ctx, []int64{owner.ID, stranger.ID})

		update := customer.AddressInput{City: str("Berlin"), Postcode: str("10115"), DefaultBilling: yes()}
		if _, err := f.svc.UpdateAddress(ctx, stranger.ID, theirs.ID, update); apperr.KindOf(err) != apperr.NotFound || apperr.As(err).Key != "customer.address.notFound" {
			t.Errorf("update: %v", err)
		}
		if err := f.svc.DeleteAddress(ctx, stranger.ID, theirs.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("delete: %v", err)
		}
		if _, err := f.svc.UpdateAddress(ctx, stranger.ID, theirs.ID+1000, update); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("an id that does not exist: %v", err)
		}
		after, _ := f.svc.AddressesOf(ctx, []int64{owner.ID, stranger.ID})
		if !reflect.DeepEqual(before, after) || len(after[owner.ID]) != 1 || after[stranger.ID][0].ID != mine.ID {
			t.Errorf("address books changed:\n%+v\n%+v", before, after)
		}
		// An account that is gone has no address book to add to.
		if _, err := f.svc.CreateAddress(ctx, stranger.ID+owner.ID+100, munich()); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("create for nobody: %v", err)
		}
	})
}

func TestAnAddressBookHoldsAtMostMaxAddresses(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		c := f.register(t, registration("lena@example.de"), de)
		for i := range customer.MaxAddresses {
			in := munich()
			in.Street = []string{fmt.Sprintf("Leopoldstraße %d", i+1)}
			if _, err := f.svc.CreateAddress(ctx, c.ID, in); err != nil {
				t.Fatalf("address %d: %v", i, err)
			}
		}
		e := wantError(t, "one too many", must(f.svc.CreateAddress(ctx, c.ID, munich())), apperr.Invalid, "customer.address.tooMany")
		translated(t, e)
		if n := f.count(t, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ?`, c.ID); n != customer.MaxAddresses {
			t.Errorf("%d addresses", n)
		}
	})
}
