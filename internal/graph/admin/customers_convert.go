package admin

import (
	"paddock/internal/customer"
	"paddock/internal/graph/admin/model"
)

// addressInput is the admin API's address as the address book takes it.
func addressInput(in model.CustomerAddressInput) customer.AddressInput {
	out := customer.AddressInput{Firstname: in.Firstname, Lastname: in.Lastname, Company: in.Company, Street: in.Street,
		Postcode: in.Postcode, City: in.City, CountryCode: in.CountryCode, Telephone: in.Telephone, VATID: in.VatID,
		DefaultBilling: in.DefaultBilling, DefaultShipping: in.DefaultShipping}
	if in.Region != nil {
		out.Region = &customer.RegionInput{Name: *in.Region}
	}
	return out
}
