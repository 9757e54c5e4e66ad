package customer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// addressRow is an address as stored.
type addressRow struct {
	ID              int64     `db:"id"`
	CustomerID      int64     `db:"customer_id"`
	Firstname       string    `db:"firstname"`
	Lastname        string    `db:"lastname"`
	Company         string    `db:"company"`
	Street1         string    `db:"street_line1"`
	Street2         string    `db:"street_line2"`
	Postcode        string    `db:"postcode"`
	City            string    `db:"city"`
	CountryCode     string    `db:"country_code"`
	RegionID        *int64    `db:"region_id"`
	RegionName      string    `db:"region_name"`
	Telephone       string    `db:"telephone"`
	VATID           string    `db:"vat_id"`
	DefaultBilling  bool      `db:"is_default_billing"`
	DefaultShipping bool      `db:"is_default_shipping"`
	CreatedAt       time.Time `db:"created_at"`
	UpdatedAt       time.Time `db:"updated_at"`
}

const addressColumns = `id, customer_id, firstname, lastname, company, street_line1, street_line2, postcode, city, country_code,
	region_id, region_name, telephone, vat_id, is_default_billing, is_default_shipping, created_at, updated_at`

func (r addressRow) address(regions map[int64]Region) Address {
	a := Address{ID: r.ID, CustomerID: r.CustomerID, Firstname: r.Firstname, Lastname: r.Lastname, Company: r.Company,
		Street: []string{r.Street1}, Postcode: r.Postcode, City: r.City, CountryCode: r.CountryCode,
		Telephone: r.Telephone, VATID: r.VATID, DefaultBilling: r.DefaultBilling, DefaultShipping: r.DefaultShipping}
	if r.Street2 != "" {
		a.Street = append(a.Street, r.Street2)
	}
	switch {
	case r.RegionID != nil:
		if reg, ok := regions[*r.RegionID]; ok {
			a.Region = &reg
		} else {
			a.Region = &Region{ID: *r.RegionID}
		}
	case r.RegionName != "":
		a.Region = &Region{Name: r.RegionName}
	}
	return a
}

func (s *service) Addresses(ctx context.Context, customerID int64) ([]Address, error) {
	all, err := s.AddressesOf(ctx, []int64{customerID})
	if err != nil {
		return nil, err
	}
	return all[customerID], nil
}

func (s *service) AddressesOf(ctx context.Context, customerIDs []int64) (map[int64][]Address, error) {
	out := make(map[int64][]Address, len(customerIDs))
	if len(customerIDs) == 0 {
		return out, nil
	}
	var rows []addressRow
	for _, chunk := range db.Chunks(customerIDs, db.MaxInList) {
		var part []addressRow
		if err := s.DB.Read().Select(ctx, &part, `SELECT `+addressColumns+` FROM customer_address WHERE customer_id IN (`+db.InList(len(chunk))+`)
			ORDER BY customer_id, is_default_billing DESC, is_default_shipping DESC, id`, db.Args(chunk)...); err != nil {
			return nil, apperr.Wrap(err, "customer: addresses")
		}
		rows = append(rows, part...)
	}
	regions, err := s.regionsOf(ctx, rows)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.CustomerID] = append(out[r.CustomerID], r.address(regions))
	}
	return out, nil
}

// regionsOf names the regions the addresses hold, in the request's
// language.
func (s *service) regionsOf(ctx context.Context, rows []addressRow) (map[int64]Region, error) {
	countries := map[string]bool{}
	for _, r := range rows {
		if r.RegionID != nil {
			countries[r.CountryCode] = true
		}
	}
	out := map[int64]Region{}
	for code := range countries {
		c, err := s.Directory.Country(ctx, localeOf(ctx), code)
		if apperr.KindOf(err) == apperr.NotFound {
			continue // the shop no longer delivers there; the id stays
		}
		if err != nil {
			return nil, err
		}
		for _, reg := range c.Regions {
			out[reg.ID] = Region{ID: reg.ID, Code: reg.Code, Name: reg.Name}
		}
	}
	return out, nil
}

// Postcodes of the countries whose format is known: Germany five digits,
// Austria, Switzerland, Liechtenstein, Luxembourg, Belgium and Denmark
// four, the Netherlands four digits and two letters; elsewhere letters,
// digits, spaces and hyphens.
var postcodes = map[string]*regexp.Regexp{
	"DE": regexp.MustCompile(`^[0-9]{5}$`),
	"AT": regexp.MustCompile(`^[0-9]{4}$`),
	"CH": regexp.MustCompile(`^[0-9]{4}$`),
	"LI": regexp.MustCompile(`^[0-9]{4}$`),
	"LU": regexp.MustCompile(`^(L-)?[0-9]{4}$`),
	"BE": regexp.MustCompile(`^[0-9]{4}$`),
	"DK": regexp.MustCompile(`^[0-9]{4}$`),
	"NL": regexp.MustCompile(`^[0-9]{4} ?[A-Z]{2}$`),
	"FR": regexp.MustCompile(`^[0-9]{5}$`),
}

var (
	anyPostcode = regexp.MustCompile(`^[A-Z0-9][A-Z0-9 -]{1,9}$`)
	vatPattern  = regexp.MustCompile(`^[A-Z]{2}[A-Z0-9+*.]{2,18}$`)
)

// checkAddress completes a stored address (zero for a new one) with the
// input and checks the result as a whole, every problem at once, each
// on its field as Magento's CustomerAddressInput names it.
func (s *service) checkAddress(ctx context.Context, a addressRow, in AddressInput) (addressRow, error) {
	var f apperr.Fields
	set := func(field string, dst *string, src *string, max int, required bool) {
		if src != nil {
			*dst = *src
		}
		*dst = f.Line(field, *dst, max, required)
	}
	set("firstname", &a.Firstname, in.Firstname, MaxName, true)
	set("lastname", &a.Lastname, in.Lastname, MaxName, true)
	set("company", &a.Company, in.Company, MaxCompany, false)
	if in.Street != nil {
		if len(in.Street) > MaxStreetLines {
			f.Add("street", "customer.address.streetLines", "max", MaxStreetLines)
		}
		a.Street1, a.Street2 = "", ""
		if len(in.Street) > 0 {
			a.Street1 = in.Street[0]
		}
		if len(in.Street) > 1 {
			a.Street2 = in.Street[1]
		}
	}
	a.Street1 = f.Line("street", a.Street1, MaxStreetLine, true)
	if !f.Has("street") {
		a.Street2 = f.Line("street", a.Street2, MaxStreetLine, false)
	}
	set("city", &a.City, in.City, MaxCity, true)
	if in.CountryCode != nil {
		a.CountryCode = strings.ToUpper(strings.TrimSpace(*in.CountryCode))
	}
	var country directory.Country
	switch {
	case a.CountryCode == "":
		f.Add("country_code", "input.required")
	default:
		c, err := s.Directory.Country(ctx, localeOf(ctx), a.CountryCode)
		switch apperr.KindOf(err) {
		case apperr.NotFound, apperr.Invalid:
			f.Add("country_code", "customer.address.country")
		case apperr.Internal:
			if err != nil {
				return a, err
			}
		}
		country = c
	}
	if in.Postcode != nil {
		a.Postcode = *in.Postcode
	}
	a.Postcode = strings.ToUpper(f.Line("postcode", a.Postcode, MaxPostcode, true))
	if a.Postcode != "" && !f.Has("postcode") {
		pattern, known := postcodes[a.CountryCode]
		if !known {
			pattern = anyPostcode
		}
		if !pattern.MatchString(a.Postcode) {
			f.Add("postcode", "customer.address.postcode")
		}
	}
	switch {
	case in.Region != nil && len(country.Regions) == 0:
		// A country without a region list: what the customer typed, as
		// Magento keeps it.
		a.RegionID = nil
		a.RegionName = f.Line("region", strings.TrimSpace(in.Region.Name+" "+nonNumeric(in.Region.Code)), MaxRegion, false)
	case in.Region != nil:
		a.RegionID, a.RegionName = nil, ""
		if id, ok := regionOf(country, *in.Region); ok {
			a.RegionID = &id
		} else if strings.TrimSpace(in.Region.Name+in.Region.Code) != "" || in.Region.ID != 0 {
			f.Add("region", "customer.address.region")
		}
	case a.RegionID != nil && country.Code != "" && !hasRegion(country, *a.RegionID):
		// The country changed and the old region is not one of its.
		a.RegionID = nil
	case a.RegionName != "" && len(country.Regions) > 0:
		// A typed region does not stay for a country with a list.
		a.RegionName = ""
	}
	if in.Telephone != nil {
		a.Telephone = *in.Telephone
	}
	a.Telephone = f.Telephone("telephone", a.Telephone, MaxTelephone, false)
	if in.VATID != nil {
		a.VATID = *in.VATID
	}
	a.VATID = strings.ToUpper(strings.ReplaceAll(f.Line("vat_id", a.VATID, MaxVATID, false), " ", ""))
	if a.VATID != "" && !f.Has("vat_id") && !vatPattern.MatchString(a.VATID) {
		f.Add("vat_id", "customer.address.vatID")
	}
	return a, f.Err()
}

// nonNumeric is a region code a client may send for a country without a
// region list in place of its name; ids are never names.
func nonNumeric(code string) string {
	if strings.Trim(code, "0123456789 ") == "" {
		return ""
	}
	return code
}

// regionOf finds a region of the country by id, code or name (a name
// that is a region's code names that region: Magento's cart addresses
// send either in one field).
func regionOf(c directory.Country, in RegionInput) (int64, bool) {
	code, name := strings.TrimSpace(in.Code), strings.TrimSpace(in.Name)
	for _, r := range c.Regions {
		if in.ID != 0 && r.ID == in.ID || in.ID == 0 && code != "" && strings.EqualFold(r.Code, code) ||
			in.ID == 0 && code == "" && name != "" && (strings.EqualFold(r.Name, name) || strings.EqualFold(r.Code, name)) {
			return r.ID, true
		}
	}
	return 0, false
}

func hasRegion(c directory.Country, id int64) bool {
	for _, r := range c.Regions {
		if r.ID == id {
			return true
		}
	}
	return false
}

func (s *service) CheckAddress(ctx context.Context, in AddressInput) (Address, error) {
	a, err := s.checkAddress(ctx, addressRow{}, in)
	if err != nil {
		return Address{}, err
	}
	regions, err := s.regionsOf(ctx, []addressRow{a})
	if err != nil {
		return Address{}, err
	}
	return a.address(regions), nil
}

func (s *service) CreateAddress(ctx context.Context, customerID int64, in AddressInput) (Address, error) {
	a, err := s.checkAddress(ctx, addressRow{}, in)
	if err != nil {
		return Address{}, err
	}
	var id int64
	err = s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if err := s.lockCustomer(ctx, customerID); err != nil {
			return err
		}
		var count int
		if err := s.DB.Write().Get(ctx, &count, `SELECT COUNT(*) FROM customer_address WHERE customer_id = ?`, customerID); err != nil {
			return fmt.Errorf("customer: count addresses: %w", err)
		}
		if count >= MaxAddresses {
			return apperr.New(apperr.Invalid, "customer.address.tooMany", "max", MaxAddresses)
		}
		// The first address is the default for both.
		billing := count == 0 || in.DefaultBilling != nil && *in.DefaultBilling
		shipping := count == 0 || in.DefaultShipping != nil && *in.DefaultShipping
		if err := s.clearDefaults(ctx, customerID, 0, billing, shipping); err != nil {
			return err
		}
		now := s.now().UTC()
		return s.DB.Write().Get(ctx, &id, `INSERT INTO customer_address (customer_id, firstname, lastname, company, street_line1, street_line2,
			postcode, city, country_code, region_id, region_name, telephone, vat_id, is_default_billing, is_default_shipping, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			customerID, a.Firstname, a.Lastname, a.Company, a.Street1, a.Street2, a.Postcode, a.City, a.CountryCode, a.RegionID, a.RegionName,
			a.Telephone, a.VATID, billing, shipping, now, now)
	})
	if err != nil {
		return Address{}, err
	}
	return s.address(ctx, customerID, id)
}

// lockCustomer holds the customer's row for the transaction in ctx, so
// that address book changes of one customer happen one after another; a
// customer that is gone is NotFound.
func (s *service) lockCustomer(ctx context.Context, customerID int64) error {
	var id int64
	err := s.DB.Write().GetForUpdate(ctx, &id, `SELECT id FROM customer WHERE id = ?`, customerID)
	if errors.Is(err, sql.ErrNoRows) {
		return apperr.New(apperr.NotFound, "customer.notFound")
	}
	if err != nil {
		return fmt.Errorf("customer: lock %d: %w", customerID, err)
	}
	return nil
}

// clearDefaults takes the default marks off the customer's other
// addresses before except becomes the default.
func (s *service) clearDefaults(ctx context.Context, customerID, except int64, billing, shipping bool) error {
	if billing {
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer_address SET is_default_billing = FALSE
			WHERE customer_id = ? AND id <> ? AND is_default_billing`, customerID, except); err != nil {
			return fmt.Errorf("customer: clear default billing: %w", err)
		}
	}
	if shipping {
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer_address SET is_default_shipping = FALSE
			WHERE customer_id = ? AND id <> ? AND is_default_shipping`, customerID, except); err != nil {
			return fmt.Errorf("customer: clear default shipping: %w", err)
		}
	}
	return nil
}

// ownAddress loads an address of the customer for change; someone else's
// is NotFound, as one that does not exist.
func (s *service) ownAddress(ctx context.Context, customerID, addressID int64) (addressRow, error) {
	var a addressRow
	err := s.DB.Write().GetForUpdate(ctx, &a, `SELECT `+addressColumns+` FROM customer_address WHERE id = ? AND customer_id = ?`, addressID, customerID)
	if errors.Is(err, sql.ErrNoRows) {
		return a, apperr.New(apperr.NotFound, "customer.address.notFound")
	}
	if err != nil {
		return a, fmt.Errorf("customer: load address %d: %w", addressID, err)
	}
	return a, nil
}

func (s *service) UpdateAddress(ctx context.Context, customerID, addressID int64, in AddressInput) (Address, error) {
	err := s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if err := s.lockCustomer(ctx, customerID); err != nil {
			return err
		}
		stored, err := s.ownAddress(ctx, customerID, addressID)
		if err != nil {
			return err
		}
		a, err := s.checkAddress(ctx, stored, in)
		if err != nil {
			return err
		}
		// A default stays one until another address takes its place;
		// unticking it alone would leave the customer without one.
		if in.DefaultBilling != nil && *in.DefaultBilling {
			a.DefaultBilling = true
		}
		if in.DefaultShipping != nil && *in.DefaultShipping {
			a.DefaultShipping = true
		}
		if err := s.clearDefaults(ctx, customerID, addressID, a.DefaultBilling && !stored.DefaultBilling, a.DefaultShipping && !stored.DefaultShipping); err != nil {
			return err
		}
		if _, err := s.DB.Write().Exec(ctx, `UPDATE customer_address SET firstname = ?, lastname = ?, company = ?, street_line1 = ?,
			street_line2 = ?, postcode = ?, city = ?, country_code = ?, region_id = ?, region_name = ?, telephone = ?, vat_id = ?, is_default_billing = ?,
			is_default_shipping = ?, updated_at = ? WHERE id = ?`,
			a.Firstname, a.Lastname, a.Company, a.Street1, a.Street2, a.Postcode, a.City, a.CountryCode, a.RegionID, a.RegionName, a.Telephone, a.VATID,
			a.DefaultBilling, a.DefaultShipping, s.now().UTC(), addressID); err != nil {
			return fmt.Errorf("customer: update address %d: %w", addressID, err)
		}
		return nil
	})
	if err != nil {
		return Address{}, err
	}
	return s.address(ctx, customerID, addressID)
}

func (s *service) DeleteAddress(ctx context.Context, customerID, addressID int64) error {
	return s.DB.InTransaction(ctx, func(ctx context.Context) error {
		if err := s.lockCustomer(ctx, customerID); err != nil {
			return err
		}
		a, err := s.ownAddress(ctx, customerID, addressID)
		if err != nil {
			return err
		}
		if _, err := s.DB.Write().Exec(ctx, `DELETE FROM customer_address WHERE id = ?`, addressID); err != nil {
			return fmt.Errorf("customer: delete address %d: %w", addressID, err)
		}
		if !a.DefaultBilling && !a.DefaultShipping {
			return nil
		}
		// The newest remaining address takes over the default marks.
		var next []int64
		if err := s.DB.Write().Select(ctx, &next, `SELECT id FROM customer_address WHERE customer_id = ? ORDER BY id DESC LIMIT 1`, customerID); err != nil {
			return fmt.Errorf("customer: next default address: %w", err)
		}
		if len(next) == 0 {
			return nil
		}
		if a.DefaultBilling {
			if _, err := s.DB.Write().Exec(ctx, `UPDATE customer_address SET is_default_billing = TRUE WHERE id = ?`, next[0]); err != nil {
				return fmt.Errorf("customer: move default billing: %w", err)
			}
		}
		if a.DefaultShipping {
			if _, err := s.DB.Write().Exec(ctx, `UPDATE customer_address SET is_default_shipping = TRUE WHERE id = ?`, next[0]); err != nil {
				return fmt.Errorf("customer: move default shipping: %w", err)
			}
		}
		return nil
	})
}

// address reads one address of the customer back.
func (s *service) address(ctx context.Context, customerID, addressID int64) (Address, error) {
	all, err := s.Addresses(ctx, customerID)
	if err != nil {
		return Address{}, err
	}
	for _, a := range all {
		if a.ID == addressID {
			return a, nil
		}
	}
	return Address{}, apperr.New(apperr.NotFound, "customer.address.notFound")
}
