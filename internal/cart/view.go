package cart

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/money"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
	"paddock/internal/shipping"
)

// cartRow is a row of the cart table.
type cartRow struct {
	ID          int64         `db:"id"`
	MaskedID    string        `db:"masked_id"`
	CustomerID  sql.NullInt64 `db:"customer_id"`
	Website     string        `db:"website"`
	Locale      string        `db:"locale"`
	Email       string        `db:"email"`
	CouponCodes string        `db:"coupon_codes"`
	Active      bool          `db:"is_active"`
	CreatedAt   time.Time     `db:"created_at"`
	UpdatedAt   time.Time     `db:"updated_at"`
	// What the checkout set (checkout.go).
	HasAddress            bool   `db:"has_address"`
	BillingSameAsShipping bool   `db:"billing_same_as_shipping"`
	ShippingCarrier       string `db:"shipping_carrier_code"`
	ShippingMethod        string `db:"shipping_method_code"`
	PaymentMethod         string `db:"payment_method"`
}

const cartColumns = `id, masked_id, customer_id, website, locale, email, coupon_codes, is_active, created_at, updated_at,
	has_address, billing_same_as_shipping, shipping_carrier_code, shipping_method_code, payment_method`

// codes are the coupon codes the row holds, in the order applied.
func (r cartRow) codes() []string {
	if r.CouponCodes == "" {
		return nil
	}
	return strings.Split(r.CouponCodes, ",")
}

// itemRow is a row of the cart_item table.
type itemRow struct {
	ID         int64         `db:"id"`
	ProductID  int64         `db:"product_id"`
	ParentID   sql.NullInt64 `db:"parent_product_id"`
	Quantity   int           `db:"quantity"`
	Options    string        `db:"options"`
	OptionsKey string        `db:"options_key"`
	AddedPrice int64         `db:"added_price"`
	CreatedAt  time.Time     `db:"created_at"`
	// What the item showed when added, for when its product is no
	// longer sold (gone.go).
	kept
}

// itemColumns are an item row's columns; product_id is 0 once the
// product (or variant) was deleted.
const itemColumns = `id, COALESCE(product_id, 0) AS product_id, parent_product_id, quantity, options, options_key, added_price, created_at,
	sku, parent_sku, product_type, product_name, image_key`

// owner is the product an item's catalogue entry is read by: its
// configurable product, or the product itself.
func (r itemRow) owner() int64 {
	if r.ParentID.Valid {
		return r.ParentID.Int64
	}
	return r.ProductID
}

// price builds an item from its row and the catalogue at now; ok is false
// when the product (or variant) is no longer sold or its chosen options
// changed: the item is then Unavailable (gone.go).
func price(r itemRow, products map[int64]catalog.Product, now time.Time) (Item, bool) {
	p, ok := products[r.owner()]
	if !ok || !catalog.Sellable(p) {
		return unavailable(r, p, ok), false
	}
	it := Item{ID: r.ID, Product: p, Quantity: r.Quantity, PriceWhenAdded: catalog.Money(r.AddedPrice), AddedAt: r.CreatedAt.UTC()}
	switch {
	case r.ParentID.Valid:
		for i := range p.Variants {
			if p.Variants[i].ID == r.ProductID {
				it.Variant = &p.Variants[i]
			}
		}
		if it.Variant == nil || !catalog.Sellable(*it.Variant) {
			return variantUnavailable(r, p), false
		}
		it.Configurable = ConfigurableChoices(p, *it.Variant)
	case p.Type == catalog.Configurable:
		return unavailable(r, p, true), false // a configurable product without its variant is nothing to buy
	}
	bought := it.Bought()
	pricing := bought.PricingFor(now, r.Quantity) // a tier price for the quantity, when lower
	opts, complete := ChosenOptions(p, catalog.DecodeOptions(r.Options), pricing.Final)
	it.Options = opts
	it.UnitPrice = pricing.Final
	for _, o := range opts {
		it.UnitPrice += o.Surcharge
	}
	it.RegularUnitPrice = it.UnitPrice - pricing.Final + pricing.Regular
	it.ReferenceUnitPrice = it.UnitPrice
	if ref, ok := pricing.Reference(); ok {
		it.ReferenceUnitPrice = it.UnitPrice - pricing.Final + ref
	}
	it.RowTotal = it.UnitPrice * catalog.Money(it.Quantity)
	it.PriceChanged = it.UnitPrice != it.PriceWhenAdded
	it.TaxRate = taxClass(it).Rate(catalogueRates)
	it.Stock = -1
	if bought.Type != catalog.Virtual {
		it.Stock = bought.StockQty
	}
	it.Available = true
	if !complete {
		// A chosen option went away: the item cannot be bought as chosen.
		it.Available, it.Unavailable = false, true
		it.Errors = append(it.Errors, ItemError{Code: ItemUndefined, Err: apperr.New(apperr.Invalid, "cart.item.optionsChanged")})
		return it, false
	}
	return it, true
}

// catalogueRates are the rates the catalogue's gross prices include: the
// shop's, Germany's (catalog.TaxClass.RatePercent).
var catalogueRates, _ = vat.RatesOf("DE")

// taxClass is the tax class of what an item buys: its variant's, else its
// product's.
func taxClass(it Item) catalog.TaxClass {
	if tax := it.Bought().TaxClass; tax != "" {
		return tax
	}
	return it.Product.TaxClass
}

// destinationPrices gives an item the VAT rate of the country whose VAT
// applies (rates, vat.Destination) for its tax class. Keeping the gross
// (settings.CrossBorderGross) its prices stay and only the VAT in them
// changes; keeping the net (settings.CrossBorderNet) its unit prices and
// options' surcharges lose the catalogue's VAT and gain the
// destination's, each rounded per unit, and its row follows. PriceChanged
// still compares the catalogue's gross the customer saw when adding.
func destinationPrices(it *Item, rates vat.Rates, netConstant bool) {
	from, to := it.TaxRate, taxClass(*it).Rate(rates)
	it.TaxRate = to
	if !netConstant || from == to {
		return
	}
	conv := func(m catalog.Money) catalog.Money { return money.AddVAT(netOf(m, from), to) }
	it.UnitPrice = conv(it.UnitPrice)
	it.RegularUnitPrice = conv(it.RegularUnitPrice)
	it.ReferenceUnitPrice = conv(it.ReferenceUnitPrice)
	opts := make([]ChosenOption, len(it.Options))
	for i, o := range it.Options {
		o.Surcharge = conv(o.Surcharge)
		opts[i] = o
	}
	it.Options = opts
	it.RowTotal = it.UnitPrice * catalog.Money(it.Quantity)
}

// priceAll builds the items, those no longer sold marked Unavailable
// (gone.go), and marks those the cart holds more of than is in stock
// (adding up lines of one product).
func priceAll(rows []itemRow, products map[int64]catalog.Product, now time.Time) []Item {
	items := make([]Item, 0, len(rows))
	held := map[int64]int{}
	for _, r := range rows {
		it, ok := price(r, products, now)
		items = append(items, it)
		if ok {
			held[it.Bought().ID] += it.Quantity
		}
	}
	for i := range items {
		it := &items[i]
		if it.Unavailable || it.Stock < 0 || held[it.Bought().ID] <= it.Stock {
			continue
		}
		it.Available = false
		if it.Stock == 0 {
			it.Errors = append(it.Errors, ItemError{Code: ItemQuantity, Err: apperr.New(apperr.Invalid, "cart.item.outOfStock")})
		} else {
			it.Errors = append(it.Errors, ItemError{Code: ItemQuantity, Err: apperr.New(apperr.Invalid, "cart.item.lowStock", "count", it.Stock)})
		}
	}
	return items
}

// exportPrices prices an item that goes outside the EU: its unit prices
// and options' surcharges without their VAT, each rounded as the VAT is,
// and its row at the net unit price; no VAT rate. PriceChanged still
// compares the gross price the customer saw when adding.
func exportPrices(it *Item) {
	rate := it.TaxRate
	it.UnitPrice = netOf(it.UnitPrice, rate)
	it.RegularUnitPrice = netOf(it.RegularUnitPrice, rate)
	it.ReferenceUnitPrice = netOf(it.ReferenceUnitPrice, rate)
	opts := make([]ChosenOption, len(it.Options))
	for i, o := range it.Options {
		o.Surcharge = netOf(o.Surcharge, rate)
		opts[i] = o
	}
	it.Options = opts
	it.RowTotal = it.UnitPrice * catalog.Money(it.Quantity)
	it.TaxRate = 0
}

// couponLines are the items as coupons see them.
func couponLines(items []Item) []coupon.Line {
	lines := make([]coupon.Line, len(items))
	for i, it := range items {
		lines[i] = coupon.Line{SKU: it.Product.SKU, CategoryIDs: it.Product.CategoryIDs, Gross: it.RowTotal}
	}
	return lines
}

// compute builds the cart a row and its items show at the service's
// clock: prices, coupons, shipping estimate, totals, delivery window.
func (s *service) compute(ctx context.Context, locale i18n.Locale, row cartRow, rows []itemRow, products map[int64]catalog.Product) (Cart, error) {
	now := s.now()
	c := Cart{ID: row.ID, MaskedID: row.MaskedID, CustomerID: row.CustomerID.Int64, Website: row.Website,
		Locale: i18n.Locale(row.Locale), Email: row.Email, CreatedAt: row.CreatedAt.UTC(), UpdatedAt: row.UpdatedAt.UTC(),
		CouponCodes: row.codes()}
	// Items no longer sold are set aside: out of the totals, the
	// coupons, the shipping and the payment, back in their place at the
	// end (gone.go).
	items := priceAll(rows, products, now)
	if err := fillFiles(ctx, s.db.Read(), row.ID, items); err != nil {
		return Cart{}, err
	}
	var aside []setAside
	c.Items, aside = setAsideUnavailable(items)
	// A line holding more than an order may of one product (the limit
	// was lowered since) says so, and the order is not placed until it
	// holds less.
	limits, err := s.limits(ctx)
	if err != nil {
		return Cart{}, err
	}
	for i := range c.Items {
		if c.Items[i].Quantity > limits.LineQuantity {
			c.Items[i].Errors = append(c.Items[i].Errors, ItemError{Code: ItemQuantity,
				Err: apperr.New(apperr.Invalid, "cart.item.maxQuantity", "max", limits.LineQuantity)})
		}
	}

	c.BillingSameAsShipping = row.BillingSameAsShipping
	if row.HasAddress {
		if c.ShippingAddress, c.BillingAddress, err = s.addressesOf(ctx, s.db.Read(), locale, row.ID); err != nil {
			return Cart{}, err
		}
	}
	// Goods shipped outside the EU (Totals.Export), and goods a business
	// in another member state buys with its VAT id (Totals.ReverseCharge),
	// are charged net.
	export, shippable := false, false
	for _, it := range c.Items {
		shippable = shippable || it.Bought().Type != catalog.Virtual
		if it.Bought().Type != catalog.Virtual && c.ShippingAddress != nil && !export {
			if export, err = s.Shipping.Export(ctx, c.ShippingAddress.CountryCode); err != nil {
				return Cart{}, err
			}
		}
	}
	seller, tax, err := s.taxTerms(ctx)
	if err != nil {
		return Cart{}, err
	}
	reverse := shippable && !export && reverseCharge(seller, c)
	net := export || reverse
	// The country whose VAT the items carry: with OSS a consumer's in
	// another member state, else the shop's.
	shipTo := ""
	switch {
	case !shippable && c.BillingAddress != nil:
		shipTo = c.BillingAddress.CountryCode
	case c.ShippingAddress != nil:
		shipTo = c.ShippingAddress.CountryCode
	}
	if reverse {
		shipTo = seller // a business's purchase: no OSS sale
	}
	var destRates vat.Rates
	c.Totals.VATCountry, destRates = vat.Destination(seller, tax.OSS, shipTo)
	if destRates != catalogueRates {
		for i := range c.Items {
			destinationPrices(&c.Items[i], destRates, tax.NetConstant())
		}
	}
	rates := make([]vat.Rate, len(c.Items)) // the products' VAT rates, which weigh the shipping
	for i := range c.Items {
		rates[i] = c.Items[i].TaxRate
	}
	if net {
		for i := range c.Items {
			if c.Items[i].Bought().Type != catalog.Virtual {
				exportPrices(&c.Items[i])
			}
		}
	}

	var result coupon.Result
	if len(c.CouponCodes) > 0 && len(c.Items) > 0 {
		cc, err := s.couponContext(ctx, row, c.Items, now)
		if err != nil {
			return Cart{}, err
		}
		if result, err = s.Coupons.Evaluate(ctx, locale, c.CouponCodes, cc); err != nil {
			return Cart{}, err
		}
	}
	shares := make([]couponShare, 0, len(result.Applied))
	freeShipping := false
	for _, d := range result.Applied {
		c.AppliedCoupons = append(c.AppliedCoupons, AppliedCoupon{Code: d.Code, Label: d.Label, Amount: d.Amount, FreeShipping: d.FreeShipping})
		freeShipping = freeShipping || d.FreeShipping
		if d.Amount > 0 {
			shares = append(shares, couponShare{Code: d.Code, Label: d.Label, Lines: d.Lines})
		}
		for i, share := range d.Lines {
			if share > 0 {
				c.Items[i].Discount += share
				c.Items[i].Discounts = append(c.Items[i].Discounts, ItemDiscount{Code: d.Code, Label: d.Label, Amount: share})
			}
		}
	}

	lines := make([]totalsLine, len(c.Items))
	var goods catalog.Money
	bulky := false
	shippable = false
	minDays, maxDays := 0, 0
	for i, it := range c.Items {
		c.TotalQuantity += it.Quantity
		virtual := it.Bought().Type == catalog.Virtual
		lines[i] = totalsLine{Gross: it.RowTotal, Rate: rates[i], Shippable: !virtual, TaxFree: net && !virtual}
		if virtual {
			continue
		}
		shippable = true
		goods += it.RowTotal - it.Discount
		bulky = bulky || shipping.IsBulky(it.Bought())
		minDays = max(minDays, it.Bought().DeliveryMinDays)
		maxDays = max(maxDays, it.Bought().DeliveryMaxDays, it.Bought().DeliveryMinDays)
	}
	c.IsVirtual = len(c.Items) > 0 && !shippable

	var shippingGross catalog.Money
	if shippable {
		country := ""
		if c.ShippingAddress != nil {
			country = c.ShippingAddress.CountryCode
		} else if country, err = s.country(ctx, c.CustomerID, locale); err != nil {
			return Cart{}, err
		}
		est := &ShippingEstimate{Country: country}
		quotes, err := s.Shipping.Quotes(ctx, locale, shipping.Parcel{Country: country, Goods: goods, Bulky: bulky})
		if err != nil {
			return Cart{}, err
		}
		if c.ShippingAddress != nil {
			// What each method would cost this cart, its VAT by the goods'
			// mix of rates as the totals split it.
			for _, q := range quotes {
				m := MethodQuote{Quote: q, Charged: q.Amount}
				if freeShipping {
					m.Charged = 0
				}
				mt := computeTotals(lines, shares, m.Charged, net, destRates.Standard)
				m.Charged, m.ChargedExclTax = mt.ShippingInclTax, mt.ShippingExclTax
				if q.CarrierCode == row.ShippingCarrier && q.MethodCode == row.ShippingMethod {
					chosen := m
					c.SelectedShipping = &chosen
				}
				c.ShippingMethods = append(c.ShippingMethods, m)
			}
		}
		extraMin, extraMax := 0, 0
		if len(quotes) > 0 {
			// The chosen method, else the cheapest.
			q := quotes[0]
			if c.SelectedShipping != nil {
				q = c.SelectedShipping.Quote
			}
			est.Available, est.Quote, est.Amount = true, q, q.Amount
			extraMin, extraMax = q.ExtraMinDays, q.ExtraMaxDays
			if freeShipping {
				est.Amount, est.FreeByCoupon = 0, true
			}
			if !q.Free && q.FreeFrom > 0 && !freeShipping {
				est.AmountToFree = q.FreeFrom - goods
			}
		}
		shippingGross = est.Amount
		c.Shipping = est
		earliest, latest := shipping.Window(now, minDays+extraMin, maxDays+extraMax)
		c.Delivery = &DeliveryWindow{Earliest: earliest, Latest: latest, MinDays: minDays + extraMin, MaxDays: maxDays + extraMax}
	}
	vatCountry := c.Totals.VATCountry
	c.Totals = computeTotals(lines, shares, shippingGross, net, destRates.Standard)
	c.Totals.Export, c.Totals.ReverseCharge, c.Totals.VATCountry = export, reverse, vatCountry
	if c.Shipping != nil && net {
		c.Shipping.Amount = c.Totals.ShippingInclTax // charged net
	}
	if s.Payments != nil && len(c.Items) > 0 {
		c.PaymentQuery = &payment.MethodQuery{Amount: c.Totals.GrandTotal, Locale: locale, Country: billingCountry(c)}
		if m, ok := s.Payments.Method(row.PaymentMethod, locale); ok && row.PaymentMethod != "" {
			c.SelectedPayment = &m
		}
	}
	c.Items = putBack(c.Items, aside)
	for _, a := range aside {
		c.TotalQuantity += a.item.Quantity
	}
	return c, nil
}

// reverseCharge reports whether, sold from seller's country, a cart's
// goods are a tax-free intra-community supply (vat.ReverseCharge): they go to another member
// state than the shop's, billed to a company with a VAT id of valid form
// from a member state other than the shop's. The billing address is the
// shipping address while none of its own is set.
func reverseCharge(seller string, c Cart) bool {
	bill := c.BillingAddress
	if bill == nil {
		bill = c.ShippingAddress
	}
	if c.ShippingAddress == nil || bill == nil {
		return false
	}
	return vat.ReverseCharge(seller, c.ShippingAddress.CountryCode, bill.Company, bill.VATID)
}

// taxTerms are the shop's country (its legal data's, else
// shipping.DefaultCountry) and its VAT across borders (settings.Tax;
// settings.DefaultTax without Terms).
func (s *service) taxTerms(ctx context.Context) (seller string, tax settings.Tax, err error) {
	seller, tax = shipping.DefaultCountry, settings.DefaultTax
	if s.Terms == nil {
		return seller, tax, nil
	}
	l, err := s.Terms.Legal(ctx)
	if err != nil {
		return "", tax, err
	}
	if l.Country != "" {
		seller = l.Country
	}
	if tax, err = s.Terms.Tax(ctx); err != nil {
		return "", tax, err
	}
	return seller, tax, nil
}

// billingCountry is the country a cart is billed to as far as it is
// known: the billing address's, else the shipping address's, else the
// shipping estimate's.
func billingCountry(c Cart) string {
	switch {
	case c.BillingAddress != nil && c.BillingAddress.CountryCode != "":
		return c.BillingAddress.CountryCode
	case c.ShippingAddress != nil && c.ShippingAddress.CountryCode != "":
		return c.ShippingAddress.CountryCode
	case c.Shipping != nil:
		return c.Shipping.Country
	}
	return ""
}

func (s *service) Estimate(ctx context.Context, customerID int64, locale i18n.Locale) (Estimate, error) {
	country, err := s.country(ctx, customerID, locale)
	if err != nil {
		return Estimate{}, err
	}
	quotes, err := s.Shipping.Quotes(ctx, locale, shipping.Parcel{Country: country})
	if err != nil || len(quotes) == 0 {
		return Estimate{Country: country}, err
	}
	return Estimate{Country: country, Available: true, Quote: quotes[0]}, nil
}

// country is where a cart's shipping is estimated to: the customer's
// default shipping address's country, else the country of the visitor's
// language (shipping.LocaleCountry: France for French).
func (s *service) country(ctx context.Context, customerID int64, locale i18n.Locale) (string, error) {
	if customerID == 0 || s.Addresses == nil {
		return shipping.LocaleCountry(locale), nil
	}
	all, err := s.Addresses.Addresses(ctx, customerID)
	if err != nil {
		return "", err
	}
	for _, a := range all {
		if a.DefaultShipping && a.CountryCode != "" {
			return a.CountryCode, nil
		}
	}
	return shipping.LocaleCountry(locale), nil
}
