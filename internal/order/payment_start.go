package order

import (
	"context"
	"errors"
	"strings"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
)

// offered checks, inside the placing transaction, that the cart as it is
// being placed may pay with method: one the payments offer for its
// amount, language and billing country, from what they know without a
// call over the network (payment.Service.Offers). The checkout asked the
// gateway when the method was chosen, so its answer is normally in the
// gateway's cache; when it is not (the cart changed since, the cache
// expired) the placement rolls back, asks the gateway outside the
// transaction and runs again (outsideWork): nothing waits on the network
// while the transaction holds the writer.
func (s *service) offered(ctx context.Context, c cart.Cart, locale i18n.Locale, method string) error {
	refused := apperr.New(apperr.Invalid, "payment.method").OnField("payment_method")
	if _, ok := s.Payments.Method(method, locale); !ok || method == "" {
		return refused
	}
	if c.PaymentQuery == nil {
		return nil // an empty cart, which the order's checks refuse
	}
	ok, err := s.Payments.Offers(ctx, *c.PaymentQuery, method)
	var unknown *payment.UnknownOffer
	if errors.As(err, &unknown) {
		q := unknown.Query
		return &outsideWork{what: "the methods " + unknown.Gateway + " offers", do: func(ctx context.Context) error {
			s.Payments.Available(ctx, q)
			return nil
		}}
	}
	if err != nil {
		return err
	}
	if !ok {
		return refused
	}
	return nil
}

// startInput is what the payment's provider gets of an order: its lines
// (goods, then shipping; Mollie shows them and Klarna needs them) and its
// addresses.
func startInput(o Order) payment.StartInput {
	in := payment.StartInput{OrderNumber: o.Number, Locale: o.Locale, Email: o.Email, Lines: paymentLines(o)}
	billing := paymentAddress(o.BillingAddress, o.Email)
	in.BillingAddress = &billing
	if o.ShippingAddress != nil {
		shipping := paymentAddress(*o.ShippingAddress, o.Email)
		in.ShippingAddress = &shipping
	}
	return in
}

// paymentLines are an order's lines as a provider takes them: each item
// with its unit price, coupon discount and VAT rate, and the shipping at
// the rate that taxes most of it. Cancelled quantities are not charged
// (a new order has none).
func paymentLines(o Order) []payment.Line {
	var out []payment.Line
	for _, it := range o.Items {
		qty := it.QtyOrdered - it.QtyCanceled
		if qty <= 0 {
			continue
		}
		kind := payment.Physical
		if it.IsVirtual {
			kind = payment.Digital
		}
		name := it.Name
		if len(it.Variant) > 0 {
			var parts []string
			for _, v := range it.Variant {
				parts = append(parts, v.Value)
			}
			name += " (" + strings.Join(parts, ", ") + ")"
		}
		total := it.UnitPrice*catalog.Money(qty) - it.Discount
		out = append(out, payment.Line{Kind: kind, Name: name, SKU: it.SKU, Quantity: qty, UnitPrice: it.UnitPrice,
			Discount: it.Discount, Total: total, VATRate: it.TaxRate, VAT: money.IncludedVAT(total, it.TaxRate)})
	}
	if ship := o.Totals.ShippingInclTax; ship > 0 {
		rate, most := vat.Rate(0), catalog.Money(-1)
		for _, t := range o.Totals.Taxes {
			if t.Shipping > most && t.Shipping > 0 {
				rate, most = t.Rate, t.Shipping
			}
		}
		title := o.ShippingTitle
		if title == "" {
			title = "Shipping"
		}
		out = append(out, payment.Line{Kind: payment.ShippingFee, Name: title, Quantity: 1, UnitPrice: ship, Total: ship,
			VATRate: rate, VAT: money.IncludedVAT(ship, rate)})
	}
	return out
}

// paymentAddress is an order's address as a provider takes it.
func paymentAddress(a Address, email string) payment.Address {
	region := a.RegionName
	if region == "" {
		region = a.RegionCode
	}
	return payment.Address{Company: a.Company, Firstname: a.Firstname, Lastname: a.Lastname, Street: a.Street,
		Postcode: a.Postcode, City: a.City, Region: region, Country: a.CountryCode, Email: email, Phone: a.Telephone}
}
