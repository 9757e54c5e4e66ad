package commerce

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"

	"paddock/internal/customer"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// customerOrigin is the store, client and device cookie of the request
// in ctx.
func customerOrigin(ctx context.Context) customer.Origin {
	return customer.Origin{Store: storecode.From(ctx), Client: ratelimit.ClientFrom(ctx), Device: session.Device(ctx)}
}

// timeLayout is how Magento writes created_at.
const timeLayout = "2006-01-02 15:04:05"

func customerModel(c customer.Customer) *model.Customer {
	out := &model.Customer{Firstname: ptr(c.Firstname), Lastname: ptr(c.Lastname), Email: ptr(c.Email),
		CreatedAt: ptr(c.CreatedAt.UTC().Format(timeLayout)), AllowRemoteShoppingAssistance: c.AllowsRemoteAssistance(), Account: c}
	if c.DateOfBirth != "" {
		out.DateOfBirth, out.Dob = ptr(c.DateOfBirth), ptr(c.DateOfBirth)
	}
	return out
}

// dateOfBirth is date_of_birth, else the deprecated dob.
func dateOfBirth(dateOfBirth, dob *string) string {
	if dateOfBirth != nil {
		return *dateOfBirth
	}
	return deref(dob)
}

// register creates an account; a taken address is answered alike (the
// service builds the answer from the input either way).
func (r *mutationResolver) register(ctx context.Context, in customer.Registration) (*model.CustomerOutput, error) {
	c, err := r.Customers.Register(ctx, in, customerOrigin(ctx))
	if err != nil {
		return nil, err
	}
	// A new account has no address book yet, and the answer must not tell
	// a new account from a taken address: neither shows an id.
	c.ID = 0
	return &model.CustomerOutput{Customer: customerModel(c)}, nil
}

func (r *customerResolver) defaultAddress(ctx context.Context, obj *model.Customer, is func(customer.Address) bool) (*string, error) {
	if obj.Account.ID == 0 {
		return nil, nil
	}
	all, err := loadersFrom(ctx, r.Resolver).addresses.Load(ctx, obj.Account.ID)
	if err != nil {
		return nil, err
	}
	for _, a := range all {
		if is(a) {
			return ptr(strconv.FormatInt(a.ID, 10)), nil
		}
	}
	return nil, nil
}

func addressModels(all []customer.Address) []*model.CustomerAddress {
	out := make([]*model.CustomerAddress, len(all))
	for i, a := range all {
		out[i] = addressModel(a)
	}
	return out
}

func addressModel(a customer.Address) *model.CustomerAddress {
	code := model.CountryCodeEnum(a.CountryCode)
	out := &model.CustomerAddress{ID: ptr(int(a.ID)), UID: ptr(addressUID(a.ID)), Firstname: ptr(a.Firstname), Lastname: ptr(a.Lastname),
		Company: ptr(a.Company), Postcode: ptr(a.Postcode), City: ptr(a.City), CountryID: ptr(a.CountryCode), CountryCode: &code,
		Telephone: ptr(a.Telephone), VatID: ptr(a.VATID), DefaultBilling: ptr(a.DefaultBilling), DefaultShipping: ptr(a.DefaultShipping)}
	for _, line := range a.Street {
		out.Street = append(out.Street, ptr(line))
	}
	switch {
	case a.Region != nil && a.Region.ID != 0:
		out.RegionID = ptr(int(a.Region.ID))
		out.Region = &model.CustomerAddressRegion{RegionID: ptr(int(a.Region.ID)), RegionCode: ptr(a.Region.Code), Region: ptr(a.Region.Name)}
	case a.Region != nil:
		out.Region = &model.CustomerAddressRegion{Region: ptr(a.Region.Name)}
	}
	return out
}

// addressUID is an address's uid, as Magento makes them: its id in
// base64.
func addressUID(id int64) string {
	return base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(id, 10)))
}

// addressID reads an address uid; a malformed one answers as an address
// not found.
func addressID(uid string) (int64, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(uid))
	if err == nil {
		if id, err := strconv.ParseInt(string(raw), 10, 64); err == nil && id > 0 {
			return id, nil
		}
	}
	return 0, apperr.New(apperr.NotFound, "customer.address.notFound")
}

func addressInput(in *model.CustomerAddressInput) customer.AddressInput {
	if in == nil {
		return customer.AddressInput{}
	}
	out := customer.AddressInput{Firstname: in.Firstname, Lastname: in.Lastname, Company: in.Company, Postcode: in.Postcode,
		City: in.City, Telephone: in.Telephone, VATID: in.VatID, DefaultBilling: in.DefaultBilling, DefaultShipping: in.DefaultShipping}
	if in.Street != nil {
		out.Street = make([]string, len(in.Street))
		for i, line := range in.Street {
			out.Street[i] = deref(line)
		}
	}
	switch {
	case in.CountryCode != nil:
		out.CountryCode = ptr(string(*in.CountryCode))
	case in.CountryID != nil:
		out.CountryCode = ptr(string(*in.CountryID))
	}
	if in.Region != nil {
		out.Region = &customer.RegionInput{Code: deref(in.Region.RegionCode), Name: deref(in.Region.Region)}
		if in.Region.RegionID != nil {
			out.Region.ID = int64(*in.Region.RegionID)
		}
	}
	return out
}

func (r *mutationResolver) updateAddress(ctx context.Context, id int64, input *model.CustomerAddressInput) (*model.CustomerAddress, error) {
	s, err := session.Require(ctx, session.Customer)
	if err != nil {
		return nil, err
	}
	a, err := r.Customers.UpdateAddress(ctx, s.SubjectID, id, addressInput(input))
	if err != nil {
		return nil, err
	}
	return addressModel(a), nil
}

func (r *mutationResolver) deleteAddress(ctx context.Context, id int64) (*bool, error) {
	s, err := session.Require(ctx, session.Customer)
	if err != nil {
		return nil, err
	}
	if err := r.Customers.DeleteAddress(ctx, s.SubjectID, id); err != nil {
		return nil, err
	}
	return ptr(true), nil
}
