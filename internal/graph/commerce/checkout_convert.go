package commerce

import (
	"context"
	"encoding/base64"
	"strings"

	"paddock/internal/cart"
	"paddock/internal/customer"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// cartAddressInput is a ShippingAddressInput's or BillingAddressInput's
// address for the cart service. The fields the shop does not keep (fax,
// middlename, prefix, suffix, customer_notes) are left out.
func cartAddressInput(savedID *int, in *model.CartAddressInput) cart.AddressInput {
	var out cart.AddressInput
	if savedID != nil {
		// An id no address has (0, negative) is a saved address not found.
		out.CustomerAddressID = max(int64(*savedID), -1)
	}
	if in == nil {
		return out
	}
	a := &customer.AddressInput{Firstname: &in.Firstname, Lastname: &in.Lastname, Company: in.Company, Street: in.Street,
		City: &in.City, CountryCode: &in.CountryCode, Postcode: in.Postcode, Telephone: in.Telephone, VATID: in.VatID}
	if a.Street == nil {
		a.Street = []string{}
	}
	switch {
	case in.RegionID != nil:
		a.Region = &customer.RegionInput{ID: int64(*in.RegionID)}
	case in.Region != nil:
		a.Region = &customer.RegionInput{Name: *in.Region}
	}
	out.Address, out.SaveInAddressBook = a, deref(in.SaveInAddressBook)
	return out
}

// cartAddressFields are the fields a shipping and a billing address share
// (CartAddressInterface), the country named in the request's language.
func (r *Resolver) cartAddressFields(ctx context.Context, kind cart.AddressKind, a cart.Address) (*model.BillingCartAddress, error) {
	label := a.CountryCode
	country, err := r.Directory.Country(ctx, i18n.LocaleFrom(ctx), a.CountryCode)
	switch apperr.KindOf(err) {
	case apperr.Internal:
		if err != nil {
			return nil, err
		}
		label = country.NameLocale
	case apperr.NotFound, apperr.Invalid:
		// The shop stopped delivering there; the code stays readable.
	}
	out := &model.BillingCartAddress{UID: cartAddressUID(kind), Firstname: a.Firstname, Lastname: a.Lastname,
		Company: optionalString(a.Company), Street: a.Street, City: a.City, Postcode: optionalString(a.Postcode),
		Country: &model.CartAddressCountry{Code: a.CountryCode, Label: label}, Telephone: optionalString(a.Telephone),
		VatID: optionalString(a.VATID)}
	if a.CustomerAddressID != 0 {
		out.ID = ptr(int(a.CustomerAddressID))
	}
	if reg := a.Region; reg != nil {
		out.Region = &model.CartAddressRegion{Label: ptr(reg.Name)}
		if reg.ID != 0 {
			out.Region.RegionID, out.Region.Code = ptr(int(reg.ID)), ptr(reg.Code)
		}
	}
	return out, nil
}

// cartAddressUID names a cart's address: a cart has one of each kind,
// so the kind (SHIPPING, BILLING) in base64 tells them apart without
// giving away anything of the cart.
func cartAddressUID(kind cart.AddressKind) string {
	return base64.StdEncoding.EncodeToString([]byte(strings.ToUpper(string(kind))))
}
