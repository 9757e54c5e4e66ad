package commerce

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
	"paddock/internal/platform/storecode"
)

// cartRef names a cart for the request in ctx: its store, and the
// signed-in customer, if any, whose carts it may reach.
func cartRef(ctx context.Context, maskedID string) (cart.Ref, error) {
	id, err := sessionCustomer(ctx)
	return cart.Ref{MaskedID: strings.TrimSpace(maskedID), Store: storecode.From(ctx), CustomerID: id}, err
}

// sessionCustomer is the signed-in customer of the request in ctx; 0 for
// none.
func sessionCustomer(ctx context.Context) (int64, error) {
	s, ok, err := session.Current(ctx)
	if err != nil || !ok || s.Kind != session.Customer {
		return 0, err
	}
	return s.SubjectID, nil
}

// cartItemUID is an item's uid, as Magento makes it: its id in base64.
func cartItemUID(id int64) string { return catalog.UID(id) }

// cartItemID reads an item's uid, or its deprecated integer id; ok is
// false when neither names an item.
func cartItemID(uid *string, id *int) (int64, bool) {
	if uid != nil {
		return catalog.ParseUID(strings.TrimSpace(*uid))
	}
	if id != nil && *id > 0 {
		return int64(*id), true
	}
	return 0, false
}

func cartModel(ctx context.Context, c cart.Cart) *model.Cart {
	out := &model.Cart{View: c, ID: c.MaskedID, TotalQuantity: float64(c.TotalQuantity), IsVirtual: c.IsVirtual,
		Items: make([]model.CartItemInterface, 0, len(c.Items)), AppliedCoupons: []*model.AppliedCoupon{}}
	for _, it := range c.Items {
		out.Items = append(out.Items, cartItemModel(ctx, it))
	}
	for _, a := range c.AppliedCoupons {
		out.AppliedCoupons = append(out.AppliedCoupons, &model.AppliedCoupon{Code: a.Code, Label: ptr(a.Label)})
	}
	if len(out.AppliedCoupons) > 0 {
		out.AppliedCoupon = out.AppliedCoupons[0]
	}
	out.Prices = cartPricesModel(ctx, c)
	if w := c.Delivery; w != nil {
		out.DeliveryWindow = &model.CartDeliveryWindow{Earliest: w.Earliest.Format(time.DateOnly), Latest: w.Latest.Format(time.DateOnly),
			MinDays: w.MinDays, MaxDays: w.MaxDays}
	}
	if est := c.Shipping; est != nil {
		out.ShippingEstimate = shippingEstimateModel(ctx, est, c.Totals)
	}
	return out
}

func cartPricesModel(ctx context.Context, c cart.Cart) *model.CartPrices {
	t := c.Totals
	out := &model.CartPrices{
		GrandTotal: money(t.GrandTotal), GrandTotalExcludingTax: money(t.GrandTotalExclTax),
		SubtotalIncludingTax: money(t.SubtotalInclTax), SubtotalExcludingTax: money(t.SubtotalExclTax),
		SubtotalWithDiscountExcludingTax: money(t.SubtotalWithDiscountExclTax),
		ShippingIncludingTax:             money(t.ShippingInclTax), ShippingExcludingTax: money(t.ShippingExclTax),
		Discounts: []*model.Discount{}, AppliedTaxes: []*model.CartTaxItem{}, IsExport: t.Export,
	}
	var labels []string
	for _, d := range t.Discounts {
		out.Discounts = append(out.Discounts, &model.Discount{Amount: money(d.Amount), AppliedTo: model.CartDiscountTypeItem,
			Label: d.Label, Coupon: &model.AppliedCoupon{Code: d.Code, Label: ptr(d.Label)}})
		labels = append(labels, d.Label)
	}
	if t.Discount > 0 {
		out.Discount = &model.CartDiscount{Amount: money(t.Discount), Label: labels}
	}
	locale := i18n.LocaleFrom(ctx)
	for _, tl := range t.Taxes {
		out.AppliedTaxes = append(out.AppliedTaxes, &model.CartTaxItem{Amount: money(tl.Amount), Rate: ptr(tl.Rate.Percent()),
			Label: i18n.Messages().T(locale, "cart.tax.label", "rate", tl.Rate.Local(string(locale)))})
	}
	return out
}

func shippingEstimateModel(ctx context.Context, est *cart.ShippingEstimate, t cart.Totals) *model.CartShippingEstimate {
	out := &model.CartShippingEstimate{CountryCode: est.Country, Available: est.Available, FreeByCoupon: est.FreeByCoupon,
		Amount: money(est.Amount), PriceInclTax: money(t.ShippingInclTax), PriceExclTax: money(t.ShippingExclTax)}
	if !est.Available {
		out.ErrorMessage = ptr(apperr.New(apperr.Invalid, "cart.shipping.unavailable").Message(ctx))
		return out
	}
	q := est.Quote
	out.CarrierCode, out.CarrierTitle, out.MethodCode, out.MethodTitle = ptr(q.CarrierCode), ptr(q.CarrierTitle), ptr(q.MethodCode), ptr(q.MethodTitle)
	out.Export = q.Export
	if q.FreeFrom > 0 {
		out.FreeShippingFrom = money(q.FreeFrom)
	}
	if est.AmountToFree > 0 {
		out.AmountToFreeShipping = money(est.AmountToFree)
	}
	if q.BulkySurcharge > 0 {
		out.BulkySurcharge = money(q.BulkySurcharge)
	}
	return out
}

func estimateModel(e cart.Estimate) *model.ShippingEstimate {
	out := &model.ShippingEstimate{CountryCode: e.Country, Available: e.Available}
	if !e.Available {
		return out
	}
	q := e.Quote
	out.CarrierTitle, out.MethodTitle, out.Price = ptr(q.CarrierTitle), ptr(q.MethodTitle), money(q.Base)
	out.ExtraMinDays, out.ExtraMaxDays, out.Export = q.ExtraMinDays, q.ExtraMaxDays, q.Export
	if q.FreeFrom > 0 {
		out.FreeShippingFrom = money(q.FreeFrom)
	}
	return out
}

func cartItemModel(ctx context.Context, it cart.Item) model.CartItemInterface {
	f := model.CartItemFields{Item: it, ID: strconv.FormatInt(it.ID, 10), UID: cartItemUID(it.ID), Quantity: float64(it.Quantity),
		IsAvailable: it.Available, PriceWhenAdded: money(it.PriceWhenAdded), PriceChanged: it.PriceChanged,
		CustomizableOptions: []*model.SelectedCustomizableOption{}, Errors: []*model.CartItemError{}, Unavailable: it.Unavailable}
	// What the cart strikes through: the PAngV § 11 reference price, as on
	// the product page, not the regular price.
	original := it.ReferenceUnitPrice
	if !it.Unavailable { // an item no longer sold has no prices: it is out of the totals
		f.Prices = &model.CartItemPrices{Price: money(it.UnitPrice), PriceIncludingTax: money(it.UnitPrice),
			RowTotal: money(it.RowTotal), RowTotalIncludingTax: money(it.RowTotal), TotalItemDiscount: money(it.Discount),
			OriginalItemPrice: money(original), OriginalRowTotal: money(original * catalog.Money(it.Quantity)), Discounts: []*model.Discount{}}
	}
	for _, d := range it.Discounts {
		f.Prices.Discounts = append(f.Prices.Discounts, &model.Discount{Amount: money(d.Amount), AppliedTo: model.CartDiscountTypeItem,
			Label: d.Label, Coupon: &model.AppliedCoupon{Code: d.Code, Label: ptr(d.Label)}})
	}
	for _, e := range it.Errors {
		f.Errors = append(f.Errors, &model.CartItemError{Code: model.CartItemErrorType(e.Code), Message: e.Err.Message(ctx)})
	}
	for _, o := range it.Options {
		f.CustomizableOptions = append(f.CustomizableOptions, selectedOptionModel(o))
	}
	switch {
	case it.Variant != nil:
		out := &model.ConfigurableCartItem{CartItemFields: f, ConfigurableOptions: []*model.SelectedConfigurableOption{}}
		for _, c := range it.Configurable {
			out.ConfigurableOptions = append(out.ConfigurableOptions, &model.SelectedConfigurableOption{
				ID: attributeNumber(c.AttributeCode), ConfigurableProductOptionUID: base64.StdEncoding.EncodeToString([]byte("configurable/" + c.AttributeCode)),
				OptionLabel: c.Label, ValueID: int(c.OptionID), ConfigurableProductOptionValueUID: configurableUID(c.AttributeCode, c.OptionID),
				ValueLabel: c.ValueLabel,
			})
		}
		return out
	case it.Product.Type == catalog.Virtual:
		return &model.VirtualCartItem{CartItemFields: f}
	default:
		return &model.SimpleCartItem{CartItemFields: f}
	}
}

// attributeNumber is the deprecated integer id Magento gives a
// configurable option: Paddock names its two by code, so they are numbered.
func attributeNumber(code string) int {
	switch code {
	case catalog.AttrColor:
		return 1
	case catalog.AttrSize:
		return 2
	}
	return 0
}

func selectedOptionModel(o cart.ChosenOption) *model.SelectedCustomizableOption {
	out := &model.SelectedCustomizableOption{ID: int(o.Option.ID), CustomizableOptionUID: customOptionUID(o.Option.ID), Label: o.Option.Title,
		Type: string(o.Option.Type), IsRequired: o.Option.Required, SortOrder: o.Option.SortOrder, Values: []*model.SelectedCustomizableOptionValue{}}
	price := func(p catalog.Money, pt catalog.PriceType) *model.CartItemSelectedOptionValuePrice {
		v, t := optionPrice(p, pt)
		units := "€"
		if pt == catalog.PercentPrice {
			units = "%"
		}
		return &model.CartItemSelectedOptionValuePrice{Value: *v, Units: units, Type: *t}
	}
	if o.Option.Type == catalog.FileOption {
		// The file's name, never its token: the token is the cart's.
		out.Values = append(out.Values, &model.SelectedCustomizableOptionValue{ID: int(o.Option.ID), CustomizableOptionValueUID: customOptionUID(o.Option.ID),
			Label: o.FileName, Value: o.FileName, Price: price(o.Option.Price, o.Option.PriceType)})
		return out
	}
	if o.Option.Type.Text() {
		out.Values = append(out.Values, &model.SelectedCustomizableOptionValue{ID: int(o.Option.ID), CustomizableOptionValueUID: customOptionUID(o.Option.ID),
			Label: "", Value: o.Text, Price: price(o.Option.Price, o.Option.PriceType)})
		return out
	}
	for _, v := range o.Values {
		out.Values = append(out.Values, &model.SelectedCustomizableOptionValue{ID: int(v.ID), CustomizableOptionValueUID: customOptionValueUID(o.Option.ID, v.ID),
			Label: v.Title, Value: v.Title, Price: price(v.Price, v.PriceType)})
	}
	return out
}

// userErrorModel is a cart user error in Magento's shape.
func userErrorModel(ctx context.Context, ue cart.UserError) model.Error {
	code := model.CartUserInputErrorType(ue.Code)
	if ue.Code == cart.InsufficientStock {
		return &model.InsufficientStockError{Message: ue.Err.Message(ctx), Code: code, Quantity: ptr(float64(ue.Available))}
	}
	return &model.CartUserInputError{Message: ue.Err.Message(ctx), Code: code}
}

// removeCoupons removes the codes named, or all for none.
func (r *mutationResolver) removeCoupons(ctx context.Context, cartID string, codes []string) (*model.RemoveCouponFromCartOutput, error) {
	ref, err := cartRef(ctx, cartID)
	if err != nil {
		return nil, err
	}
	c, err := r.Carts.RemoveCoupons(ctx, ref, codes)
	if err != nil {
		return nil, err
	}
	return &model.RemoveCouponFromCartOutput{Cart: cartModel(ctx, c)}, nil
}
