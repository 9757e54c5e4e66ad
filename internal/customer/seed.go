package customer

import (
	"context"
	"fmt"
	"strings"
	"time"

	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/storecode"
)

// SeedAccount is an account that Seed puts in place (demo data).
type SeedAccount struct {
	// Website is the site code; storecode.DefaultSite when empty.
	Website string
	// Locale is the customer's language (their store view and mails).
	Locale      i18n.Locale
	Email       string
	Password    string
	Firstname   string
	Lastname    string
	DateOfBirth string
	Addresses   []SeedAddress
}

// SeedAddress is an address of a SeedAccount; Region is a region code of
// the directory ("DE-BY") or empty.
type SeedAddress struct {
	Firstname, Lastname, Company string
	Street                       []string
	Postcode, City, CountryCode  string
	Region                       string
	Telephone, VATID             string
	DefaultBilling               bool
	DefaultShipping              bool
}

// Seed puts the accounts and their addresses in place: an account whose
// address exists on its website is left as it is (its password and
// names too), and so is an address the account has already (same first
// street line, postcode and country); missing ones are added. The first
// address of an account without any is its default billing and shipping
// address; a later one takes a default mark only when no address holds it
// yet. No mail is sent, and running Seed again changes nothing. The
// directory must be seeded first. Passwords are hashed with
// DefaultHashParams and must meet the password rules, like everything
// else the customer checks would refuse.
func Seed(ctx context.Context, d *db.DB, accounts []SeedAccount) error {
	s := &service{Dependencies: Dependencies{DB: d, Directory: directory.NewService(d)}, hasher: passhash.NewHasher(DefaultHashParams, 0, 0, 0), now: time.Now}
	for _, a := range accounts {
		if err := s.seedAccount(i18n.WithLocale(ctx, a.Locale), a); err != nil {
			return fmt.Errorf("customer: seed %s: %w", a.Email, err)
		}
	}
	return nil
}

func (s *service) seedAccount(ctx context.Context, a SeedAccount) error {
	if a.Website == "" {
		a.Website = storecode.DefaultSite
	}
	if _, ok := i18n.Parse(string(a.Locale)); !ok {
		return fmt.Errorf("unknown locale %q", a.Locale)
	}
	var f apperr.Fields
	a.Firstname = f.Line("firstname", a.Firstname, MaxName, true)
	a.Lastname = f.Line("lastname", a.Lastname, MaxName, true)
	a.Email = checkEmail(&f, "email", a.Email)
	passhash.CheckRules(&f, "password", a.Password)
	a.DateOfBirth = checkDateOfBirth(&f, "date_of_birth", a.DateOfBirth, s.now())
	if err := f.Err(); err != nil {
		return err
	}
	rows := make([]addressRow, len(a.Addresses))
	for i, in := range a.Addresses {
		r, err := s.checkAddress(ctx, addressRow{}, in.input())
		if err != nil {
			return fmt.Errorf("address %d: %w", i+1, err)
		}
		rows[i] = r
	}

	id, err := s.seedCustomer(ctx, a)
	if err != nil {
		return err
	}
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if err := s.lockCustomer(ctx, id); err != nil {
			return err
		}
		for i, r := range rows {
			if err := s.seedAddress(ctx, id, r, a.Addresses[i]); err != nil {
				return err
			}
		}
		return nil
	})
}

// seedCustomer returns the id of the account of a's address, creating it
// when there is none.
func (s *service) seedCustomer(ctx context.Context, a SeedAccount) (int64, error) {
	existing, err := s.byEmail(ctx, s.DB.Read(), a.Website, a.Email)
	if err == nil {
		return existing.ID, nil
	}
	if apperr.KindOf(err) != apperr.NotFound {
		return 0, err
	}
	hash, err := passhash.Hash(a.Password, s.hasher.Params())
	if err != nil {
		return 0, err
	}
	var dob any
	if a.DateOfBirth != "" {
		dob = a.DateOfBirth
	}
	now := s.now().UTC().Truncate(time.Second)
	store := storecode.Store{Site: a.Website, Locale: a.Locale}
	var ids []int64
	if err := s.DB.Write().Select(ctx, &ids, `INSERT INTO customer (website, email, email_key, firstname, lastname, date_of_birth,
		locale, store_code, password_hash, password_changed_at, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (website, email_key) DO NOTHING RETURNING id`,
		a.Website, a.Email, emailKey(a.Email), a.Firstname, a.Lastname, dob, string(a.Locale), store.Code(), hash, now, now, now); err != nil {
		return 0, fmt.Errorf("insert: %w", err)
	}
	if len(ids) == 1 {
		return ids[0], nil
	}
	// Another seed made it meanwhile.
	existing, err = s.byEmail(ctx, s.DB.Read(), a.Website, a.Email)
	return existing.ID, err
}

// seedAddress adds an address unless the customer has it already.
func (s *service) seedAddress(ctx context.Context, customerID int64, r addressRow, in SeedAddress) error {
	var held struct {
		Same     int  `db:"same"`
		All      int  `db:"total"`
		Billing  bool `db:"billing"`
		Shipping bool `db:"shipping"`
	}
	if err := s.DB.Write().Get(ctx, &held, `SELECT
		COALESCE(SUM(CASE WHEN street_line1 = ? AND postcode = ? AND country_code = ? THEN 1 ELSE 0 END), 0) AS same,
		COUNT(*) AS total,
		COALESCE(MAX(CASE WHEN is_default_billing THEN 1 ELSE 0 END), 0) = 1 AS billing,
		COALESCE(MAX(CASE WHEN is_default_shipping THEN 1 ELSE 0 END), 0) = 1 AS shipping
		FROM customer_address WHERE customer_id = ?`, r.Street1, r.Postcode, r.CountryCode, customerID); err != nil {
		return fmt.Errorf("addresses of %d: %w", customerID, err)
	}
	if held.Same > 0 {
		return nil
	}
	billing := held.All == 0 || in.DefaultBilling && !held.Billing
	shipping := held.All == 0 || in.DefaultShipping && !held.Shipping
	now := s.now().UTC()
	if _, err := s.DB.Write().Exec(ctx, `INSERT INTO customer_address (customer_id, firstname, lastname, company, street_line1, street_line2,
		postcode, city, country_code, region_id, telephone, vat_id, is_default_billing, is_default_shipping, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		customerID, r.Firstname, r.Lastname, r.Company, r.Street1, r.Street2, r.Postcode, r.City, r.CountryCode, r.RegionID,
		r.Telephone, r.VATID, billing, shipping, now, now); err != nil {
		return fmt.Errorf("insert address %s: %w", strings.Join(in.Street, ", "), err)
	}
	return nil
}

// input is the address as the customer would enter it.
func (a SeedAddress) input() AddressInput {
	in := AddressInput{Firstname: &a.Firstname, Lastname: &a.Lastname, Company: &a.Company, Street: a.Street, Postcode: &a.Postcode,
		City: &a.City, CountryCode: &a.CountryCode, Telephone: &a.Telephone, VATID: &a.VATID}
	if a.Region != "" {
		in.Region = &RegionInput{Code: a.Region}
	}
	return in
}
