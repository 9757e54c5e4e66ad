package cart

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// What the checkout sets on a cart before the order is placed: a guest's
// email address, the shipping and the billing address, and the shipping
// method. Each is checked when it is set (addresses as the address book
// checks them, a method against what the shipping address's country
// offers) and kept with the cart, so a reload of the checkout finds them.

// AddressKind tells a cart's two addresses apart.
type AddressKind string

// The kinds of cart address.
const (
	ShippingAddress AddressKind = "shipping"
	BillingAddress  AddressKind = "billing"
)

// Address is an address of a cart, checked.
type Address struct {
	customer.Address
	// CustomerAddressID is the saved address of the customer's address
	// book it was taken from; 0 for an address typed in the checkout.
	CustomerAddressID int64
	// SaveInAddressBook asks for a typed address to go into the
	// customer's address book when the order is placed.
	SaveInAddressBook bool
}

// MethodQuote is a shipping method a cart may choose, priced for it.
type MethodQuote struct {
	shipping.Quote
	// Charged is what the cart would pay for it: the quote's amount, or 0
	// with a free-shipping coupon; ChargedExclTax is that without VAT
	// (split over the goods' rates, as the totals split shipping).
	Charged, ChargedExclTax catalog.Money
}

// AddressInput sets an address: a saved address of the signed-in
// customer by its id, or a typed one (Address), not both.
type AddressInput struct {
	CustomerAddressID int64
	Address           *customer.AddressInput
	SaveInAddressBook bool
}

// BillingInput sets the billing address: SameAsShipping takes (and keeps
// following) the shipping address; otherwise Address, which with
// UseForShipping becomes the shipping address too.
type BillingInput struct {
	Address        AddressInput
	SameAsShipping bool
	UseForShipping bool
}

// Checkout is what the checkout sets on a cart. Every call answers the cart
// as changed; a cart the caller may not reach is NotFound, as everywhere.
type Checkout interface {
	// SetGuestEmail sets a guest cart's email address (the order's
	// contact); a customer's cart is refused (Forbidden: a customer's
	// carts use the account's address).
	SetGuestEmail(ctx context.Context, ref Ref, email string) (Cart, error)
	// SetShippingAddress sets where the cart is shipped; refused for an
	// empty or virtual cart. A chosen shipping method the new country does
	// not offer is dropped; a billing address that is the same as the
	// shipping address follows.
	SetShippingAddress(ctx context.Context, ref Ref, in AddressInput) (Cart, error)
	// SetBillingAddress sets the billing address.
	SetBillingAddress(ctx context.Context, ref Ref, in BillingInput) (Cart, error)
	// SetShippingMethod chooses one of the methods the shipping address's
	// country offers (Cart.ShippingMethods).
	SetShippingMethod(ctx context.Context, ref Ref, carrierCode, methodCode string) (Cart, error)
	// SetPaymentMethod chooses one of the methods the cart may pay with
	// (PaymentMethods); refused for an empty cart.
	SetPaymentMethod(ctx context.Context, ref Ref, code string) (Cart, error)
	// PaymentMethods are the methods the checkout offers for a cart as
	// Get computed it (payment.Service.Available for its PaymentQuery);
	// none for an empty cart. A gateway that cannot be reached offers
	// none of its methods, the shop's own remain. Payment in advance by
	// an offline method (bank transfer) is not offered for a grand total
	// above what the shop lets wait for a transfer at all
	// (settings.BankTransfer.MaxValue); how many orders a customer has
	// waiting already, placing the order checks.
	PaymentMethods(ctx context.Context, c Cart) []payment.Method
}

// addressRow is a row of the cart_address table.
type addressRow struct {
	CartID            int64   `db:"cart_id"`
	Kind              string  `db:"kind"`
	CustomerAddressID *int64  `db:"customer_address_id"`
	Firstname         string  `db:"firstname"`
	Lastname          string  `db:"lastname"`
	Company           string  `db:"company"`
	Street1           string  `db:"street_line1"`
	Street2           string  `db:"street_line2"`
	Postcode          string  `db:"postcode"`
	City              string  `db:"city"`
	CountryCode       string  `db:"country_code"`
	RegionID          *int64  `db:"region_id"`
	RegionName        string  `db:"region_name"`
	RegionCode        *string `db:"region_code"`
	RegionLabel       *string `db:"region_label"`
	Telephone         string  `db:"telephone"`
	VATID             string  `db:"vat_id"`
	SaveInAddressBook bool    `db:"save_in_address_book"`
}

// address is the row as a cart shows it. A region of the directory comes
// with its code and its name in the directory's own spelling.
func (r addressRow) address() Address {
	a := Address{Address: customer.Address{Firstname: r.Firstname, Lastname: r.Lastname, Company: r.Company,
		Street: []string{r.Street1}, Postcode: r.Postcode, City: r.City, CountryCode: r.CountryCode,
		Telephone: r.Telephone, VATID: r.VATID}, SaveInAddressBook: r.SaveInAddressBook}
	if r.Street2 != "" {
		a.Street = append(a.Street, r.Street2)
	}
	if r.CustomerAddressID != nil {
		a.CustomerAddressID = *r.CustomerAddressID
	}
	switch {
	case r.RegionID != nil:
		reg := customer.Region{ID: *r.RegionID}
		if r.RegionCode != nil {
			reg.Code = *r.RegionCode
		}
		if r.RegionLabel != nil {
			reg.Name = *r.RegionLabel
		}
		a.Region = &reg
	case r.RegionName != "":
		a.Region = &customer.Region{Name: r.RegionName}
	}
	return a
}

// addressesOf reads a cart's addresses, region names in the locale
// (else German).
func (s *service) addressesOf(ctx context.Context, h db.Handle, locale i18n.Locale, cartID int64) (shippingTo, billTo *Address, err error) {
	var rows []addressRow
	if err := h.Select(ctx, &rows, `SELECT a.cart_id, a.kind, a.customer_address_id, a.firstname, a.lastname, a.company,
		a.street_line1, a.street_line2, a.postcode, a.city, a.country_code, a.region_id, a.region_name,
		r.code AS region_code, COALESCE(l.name, de.name, r.code) AS region_label, a.telephone, a.vat_id, a.save_in_address_book
		FROM cart_address a
		LEFT JOIN directory_region r ON r.id = a.region_id
		LEFT JOIN directory_region_name l ON l.region_id = a.region_id AND l.locale = ?
		LEFT JOIN directory_region_name de ON de.region_id = a.region_id AND de.locale = 'de'
		WHERE a.cart_id = ?`, string(locale), cartID); err != nil {
		return nil, nil, fmt.Errorf("cart: addresses of %d: %w", cartID, err)
	}
	for _, r := range rows {
		a := r.address()
		switch AddressKind(r.Kind) {
		case ShippingAddress:
			shippingTo = &a
		case BillingAddress:
			billTo = &a
		}
	}
	return shippingTo, billTo, nil
}

// saveAddress writes a cart's address of one kind, replacing the one
// there was.
func saveAddress(ctx context.Context, c *change, kind AddressKind, a Address) error {
	h, cartID := c.tx, c.row.ID
	if !c.row.HasAddress {
		if _, err := h.Exec(ctx, `UPDATE cart SET has_address = ? WHERE id = ?`, true, cartID); err != nil {
			return fmt.Errorf("cart: mark %d addressed: %w", cartID, err)
		}
		c.row.HasAddress = true
	}
	if _, err := h.Exec(ctx, `DELETE FROM cart_address WHERE cart_id = ? AND kind = ?`, cartID, string(kind)); err != nil {
		return fmt.Errorf("cart: replace %s address of %d: %w", kind, cartID, err)
	}
	var street2 string
	if len(a.Street) > 1 {
		street2 = a.Street[1]
	}
	var street1 string
	if len(a.Street) > 0 {
		street1 = a.Street[0]
	}
	var regionID *int64
	var regionName string
	if a.Region != nil {
		if a.Region.ID != 0 {
			regionID = &a.Region.ID
		} else {
			regionName = a.Region.Name
		}
	}
	var saved *int64
	if a.CustomerAddressID != 0 {
		saved = &a.CustomerAddressID
	}
	if _, err := h.Exec(ctx, `INSERT INTO cart_address (cart_id, kind, customer_address_id, firstname, lastname, company,
		street_line1, street_line2, postcode, city, country_code, region_id, region_name, telephone, vat_id, save_in_address_book)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		cartID, string(kind), saved, a.Firstname, a.Lastname, a.Company, street1, street2, a.Postcode, a.City,
		a.CountryCode, regionID, regionName, a.Telephone, a.VATID, a.SaveInAddressBook); err != nil {
		return fmt.Errorf("cart: save %s address of %d: %w", kind, cartID, err)
	}
	return nil
}

// resolveAddress turns an input into a checked address: a saved one of
// the caller's address book (NotFound for any other id, as for a
// customer's address anywhere), or a typed one checked field by field.
func (s *service) resolveAddress(ctx context.Context, ref Ref, in AddressInput) (Address, error) {
	switch {
	case in.CustomerAddressID != 0 && in.Address != nil:
		return Address{}, apperr.New(apperr.Invalid, "cart.address.oneOf")
	case in.CustomerAddressID != 0:
		if ref.CustomerID == 0 {
			return Address{}, apperr.New(apperr.NotFound, "customer.address.notFound")
		}
		all, err := s.Addresses.Addresses(ctx, ref.CustomerID)
		if err != nil {
			return Address{}, err
		}
		for _, a := range all {
			if a.ID == in.CustomerAddressID {
				kept := a
				kept.ID, kept.CustomerID, kept.DefaultBilling, kept.DefaultShipping = 0, 0, false, false
				return Address{Address: kept, CustomerAddressID: a.ID}, nil
			}
		}
		return Address{}, apperr.New(apperr.NotFound, "customer.address.notFound")
	case in.Address != nil:
		a, err := s.Addresses.CheckAddress(ctx, *in.Address)
		if err != nil {
			return Address{}, err
		}
		// Only a customer has an address book to save into.
		return Address{Address: a, SaveInAddressBook: in.SaveInAddressBook && ref.CustomerID != 0}, nil
	default:
		return Address{}, apperr.New(apperr.Invalid, "cart.address.missing")
	}
}

// checkoutWrite runs fn on the cart ref names like every change, with its
// addresses read once the row is held.
func (s *service) checkoutWrite(ctx context.Context, ref Ref, fn func(ctx context.Context, c *change, shipTo, billTo *Address) error) (Cart, error) {
	return s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		shipTo, billTo, err := s.addressesOf(ctx, c.tx, ref.Store.Locale, c.row.ID)
		if err != nil {
			return err
		}
		return fn(ctx, c, shipTo, billTo)
	})
}

func (s *service) SetGuestEmail(ctx context.Context, ref Ref, email string) (Cart, error) {
	if _, err := s.find(ctx, s.db.Read(), ref, false); err != nil {
		return Cart{}, err
	}
	email = strings.TrimSpace(i18n.StripFormat(email))
	var f apperr.Fields
	switch {
	case email == "":
		f.Add("email", "input.required")
	case !mail.ValidAddress(email):
		f.Add("email", "mail.address.invalid")
	}
	if err := f.Err(); err != nil {
		return Cart{}, err
	}
	return s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		if c.row.CustomerID.Valid {
			return apperr.New(apperr.Forbidden, "cart.email.customer")
		}
		c.row.Email = email
		if _, err := c.tx.Exec(ctx, `UPDATE cart SET email = ? WHERE id = ?`, email, c.row.ID); err != nil {
			return fmt.Errorf("cart: set email of %d: %w", c.row.ID, err)
		}
		return nil
	})
}

// shippable refuses a shipping address for a cart with nothing to ship.
func (s *service) shippable(c *change) error {
	items := priceAll(c.rows, c.products, c.now)
	if len(items) == 0 {
		return apperr.New(apperr.Invalid, "cart.checkout.empty")
	}
	for _, it := range items {
		if it.Bought().Type != catalog.Virtual {
			return nil
		}
	}
	return apperr.New(apperr.Invalid, "cart.address.virtual")
}

func (s *service) SetShippingAddress(ctx context.Context, ref Ref, in AddressInput) (Cart, error) {
	// A cart the caller may not reach is NotFound whatever the address.
	if _, err := s.find(ctx, s.db.Read(), ref, false); err != nil {
		return Cart{}, err
	}
	a, err := s.resolveAddress(ctx, ref, in)
	if err != nil {
		return Cart{}, err
	}
	return s.checkoutWrite(ctx, ref, func(ctx context.Context, c *change, _, _ *Address) error {
		if err := s.shippable(c); err != nil {
			return err
		}
		return s.shipTo(ctx, c, a)
	})
}

// shipTo saves the shipping address, the billing address too when it is
// the same, and drops a chosen method the new country does not offer.
func (s *service) shipTo(ctx context.Context, c *change, a Address) error {
	if err := saveAddress(ctx, c, ShippingAddress, a); err != nil {
		return err
	}
	if c.row.BillingSameAsShipping {
		if err := saveAddress(ctx, c, BillingAddress, a); err != nil {
			return err
		}
	}
	if c.row.ShippingCarrier == "" {
		return nil
	}
	quotes, err := s.Shipping.Quotes(ctx, i18n.German, shipping.Parcel{Country: a.CountryCode})
	if err != nil {
		return err
	}
	for _, q := range quotes {
		if q.CarrierCode == c.row.ShippingCarrier && q.MethodCode == c.row.ShippingMethod {
			return nil
		}
	}
	return setMethod(ctx, c, "", "")
}

func setMethod(ctx context.Context, c *change, carrier, method string) error {
	c.row.ShippingCarrier, c.row.ShippingMethod = carrier, method
	if _, err := c.tx.Exec(ctx, `UPDATE cart SET shipping_carrier_code = ?, shipping_method_code = ? WHERE id = ?`,
		carrier, method, c.row.ID); err != nil {
		return fmt.Errorf("cart: set shipping method of %d: %w", c.row.ID, err)
	}
	return nil
}

func (s *service) SetBillingAddress(ctx context.Context, ref Ref, in BillingInput) (Cart, error) {
	if _, err := s.find(ctx, s.db.Read(), ref, false); err != nil {
		return Cart{}, err
	}
	if in.SameAsShipping && in.UseForShipping {
		return Cart{}, apperr.New(apperr.Invalid, "cart.address.oneOf")
	}
	var a Address
	if !in.SameAsShipping {
		var err error
		if a, err = s.resolveAddress(ctx, ref, in.Address); err != nil {
			return Cart{}, err
		}
	} else if in.Address.Address != nil || in.Address.CustomerAddressID != 0 {
		return Cart{}, apperr.New(apperr.Invalid, "cart.address.oneOf")
	}
	return s.checkoutWrite(ctx, ref, func(ctx context.Context, c *change, shipTo, _ *Address) error {
		if len(c.rows) == 0 {
			return apperr.New(apperr.Invalid, "cart.checkout.empty")
		}
		same := in.SameAsShipping
		if same {
			if shipTo == nil {
				return apperr.New(apperr.Invalid, "cart.address.noShipping")
			}
			a = *shipTo
		}
		if in.UseForShipping {
			if err := s.shippable(c); err != nil {
				return err
			}
			same = true
		}
		if c.row.BillingSameAsShipping != same {
			c.row.BillingSameAsShipping = same
			if _, err := c.tx.Exec(ctx, `UPDATE cart SET billing_same_as_shipping = ? WHERE id = ?`, same, c.row.ID); err != nil {
				return fmt.Errorf("cart: set billing of %d: %w", c.row.ID, err)
			}
		}
		if in.UseForShipping {
			return s.shipTo(ctx, c, a) // saves the billing address as well
		}
		return saveAddress(ctx, c, BillingAddress, a)
	})
}

func (s *service) SetShippingMethod(ctx context.Context, ref Ref, carrierCode, methodCode string) (Cart, error) {
	carrierCode, methodCode = strings.TrimSpace(carrierCode), strings.TrimSpace(methodCode)
	return s.checkoutWrite(ctx, ref, func(ctx context.Context, c *change, shipTo, _ *Address) error {
		if err := s.shippable(c); err != nil {
			return err
		}
		if shipTo == nil {
			return apperr.New(apperr.Invalid, "cart.address.noShipping")
		}
		quotes, err := s.Shipping.Quotes(ctx, i18n.German, shipping.Parcel{Country: shipTo.CountryCode})
		if err != nil {
			return err
		}
		for _, q := range quotes {
			if q.CarrierCode == carrierCode && q.MethodCode == methodCode {
				return setMethod(ctx, c, carrierCode, methodCode)
			}
		}
		return apperr.New(apperr.Invalid, "cart.shipping.method")
	})
}

func (s *service) PaymentMethods(ctx context.Context, c Cart) []payment.Method {
	if s.Payments == nil || c.PaymentQuery == nil {
		return nil
	}
	methods := s.Payments.Available(ctx, *c.PaymentQuery)
	transfer := settings.DefaultBankTransfer
	if s.Terms != nil {
		var err error
		if transfer, err = s.Terms.BankTransfer(ctx); err != nil {
			transfer = settings.DefaultBankTransfer // the defaults rather than no checkout
		}
	}
	if int64(c.PaymentQuery.Amount) > transfer.MaxValue() {
		methods = slices.DeleteFunc(methods, func(m payment.Method) bool { return m.Kind == payment.Offline })
	}
	return methods
}

func (s *service) SetPaymentMethod(ctx context.Context, ref Ref, code string) (Cart, error) {
	code = strings.TrimSpace(code)
	// Which methods the cart may pay with is asked before the change's
	// transaction (a gateway answers over the network); the order's
	// placement asks again for the cart as it is then.
	current, err := s.Get(ctx, ref)
	if err != nil {
		return Cart{}, err
	}
	offered := false
	for _, m := range s.PaymentMethods(ctx, current) {
		offered = offered || (m.Code == code && code != "")
	}
	return s.write(ctx, ref, nil, func(ctx context.Context, c *change) error {
		if len(c.rows) == 0 {
			return apperr.New(apperr.Invalid, "cart.checkout.empty")
		}
		if !offered {
			return apperr.New(apperr.Invalid, "cart.payment.method")
		}
		c.row.PaymentMethod = code
		if _, err := c.tx.Exec(ctx, `UPDATE cart SET payment_method = ? WHERE id = ?`, code, c.row.ID); err != nil {
			return fmt.Errorf("cart: set payment method of %d: %w", c.row.ID, err)
		}
		return nil
	})
}
