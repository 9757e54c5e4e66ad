package commerce

import (
	"context"
	"encoding/base64"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/returns"
)

// orderDateLayout is how Magento writes an order's dates (UTC).
const orderDateLayout = time.DateTime

// customerOrderModel is an order in Magento's CustomerOrder shape, its
// status, comments, taxes and payment method in the Store header's
// language. Its items resolve on their own (customerOrderResolver.Items).
func (r *Resolver) customerOrderModel(ctx context.Context, o order.Order) *model.CustomerOrder {
	locale := i18n.LocaleFrom(ctx)
	date := o.CreatedAt.UTC().Format(orderDateLayout)
	grand := euros(o.Totals.GrandTotal)
	out := &model.CustomerOrder{View: o, ID: catalog.UID(o.ID), OrderDate: date, Status: o.Status.Label(locale),
		Number: o.Number, Email: optionalString(o.Email), Shipments: orderShipmentsModel(o, locale),
		BillingAddress: orderAddressModel(o.BillingAddress), AppliedCoupons: []*model.AppliedCoupon{}, IsVirtual: o.IsVirtual,
		IncrementID: ptr(o.Number), OrderNumber: o.Number, CreatedAt: ptr(date), GrandTotal: &grand,
		Total: orderTotalModel(ctx, o.Totals), PaymentMethods: []*model.OrderPaymentMethod{r.orderPaymentModel(ctx, o)},
		Comments: []*model.SalesCommentItem{}}
	if o.ShippingAddress != nil {
		out.ShippingAddress = orderAddressModel(*o.ShippingAddress)
	}
	if o.ShippingCarrierCode != "" {
		out.Carrier, out.ShippingMethod = ptr(o.ShippingCarrierCode), ptr(o.ShippingTitle)
	}
	labels := map[string]string{}
	for _, d := range o.Totals.Discounts {
		labels[d.Code] = d.Label
	}
	for _, code := range o.CouponCodes {
		out.AppliedCoupons = append(out.AppliedCoupons, &model.AppliedCoupon{Code: code, Label: optionalString(labels[code])})
	}
	for _, h := range o.History {
		out.Comments = append(out.Comments, &model.SalesCommentItem{Timestamp: h.CreatedAt.UTC().Format(orderDateLayout),
			Message: h.Text(locale)})
	}
	return out
}

// orderShipmentsModel are an order's parcels, oldest first, with what
// they hold (each order item as orderItemModel makes it, without its URL
// key) and their history entries as comments in the reader's language.
func orderShipmentsModel(o order.Order, locale i18n.Locale) []*model.OrderShipment {
	items := make(map[int64]order.Item, len(o.Items))
	for _, it := range o.Items {
		items[it.ID] = it
	}
	out := make([]*model.OrderShipment, 0, len(o.Shipments))
	for _, sh := range o.Shipments {
		m := &model.OrderShipment{ID: catalog.UID(sh.ID), Number: sh.Number, ShippedAt: sh.ShippedAt.UTC().Format(orderDateLayout),
			Tracking: []*model.ShipmentTracking{{Title: sh.Title, Carrier: sh.Carrier, Number: optionalString(sh.Tracking),
				URL: optionalString(order.TrackingURL(sh.Carrier, sh.Tracking, locale))}},
			Items: []model.ShipmentItemInterface{}, Comments: []*model.SalesCommentItem{}}
		if !sh.DeliveredAt.IsZero() {
			m.DeliveredAt = ptr(sh.DeliveredAt.UTC().Format(orderDateLayout))
		}
		for _, p := range sh.Items {
			it, ok := items[p.OrderItemID]
			if !ok {
				continue
			}
			m.Items = append(m.Items, &model.ShipmentItem{
				ID:        base64.StdEncoding.EncodeToString([]byte(sh.Number + "/" + strconv.FormatInt(it.ID, 10))),
				OrderItem: orderItemModel(it, ""), ProductName: ptr(it.Name), ProductSku: it.SKU,
				ProductSalePrice: money(it.UnitPrice), QuantityShipped: float64(p.Qty)})
		}
		for _, h := range o.History {
			if h.Shipment() == sh.Number {
				m.Comments = append(m.Comments, &model.SalesCommentItem{Timestamp: h.CreatedAt.UTC().Format(orderDateLayout),
					Message: h.Text(locale)})
			}
		}
		out = append(out, m)
	}
	return out
}

func orderAddressModel(a order.Address) *model.OrderAddress {
	out := &model.OrderAddress{Firstname: a.Firstname, Lastname: a.Lastname, Street: append([]string{}, a.Street...), City: a.City,
		Company: optionalString(a.Company), Telephone: optionalString(a.Telephone), Postcode: optionalString(a.Postcode),
		VatID: optionalString(a.VATID), Region: optionalString(a.RegionName)}
	if code := model.CountryCodeEnum(strings.ToUpper(a.CountryCode)); code.IsValid() {
		out.CountryCode = &code
	}
	return out
}

func orderTotalModel(ctx context.Context, t order.Totals) *model.OrderTotal {
	locale := i18n.LocaleFrom(ctx)
	out := &model.OrderTotal{Subtotal: money(t.SubtotalExclTax), SubtotalInclTax: money(t.SubtotalInclTax),
		SubtotalExclTax: money(t.SubtotalExclTax), Discounts: []*model.Discount{}, TotalTax: money(t.Tax), Taxes: []*model.TaxItem{},
		GrandTotal: money(t.GrandTotal), GrandTotalExclTax: money(t.GrandTotalExclTax), BaseGrandTotal: money(t.GrandTotal),
		TotalShipping: money(t.ShippingInclTax),
		ShippingHandling: &model.ShippingHandling{TotalAmount: money(t.ShippingInclTax), AmountIncludingTax: money(t.ShippingInclTax),
			AmountExcludingTax: money(t.ShippingExclTax), Taxes: []*model.TaxItem{}}}
	for _, d := range t.Discounts {
		out.Discounts = append(out.Discounts, &model.Discount{Amount: money(d.Amount), AppliedTo: model.CartDiscountTypeItem,
			Label: d.Label, Coupon: &model.AppliedCoupon{Code: d.Code, Label: ptr(d.Label)}})
	}
	for _, l := range t.Taxes {
		title := i18n.Messages().T(locale, "cart.tax.label", "rate", l.Rate.Local(string(locale)))
		out.Taxes = append(out.Taxes, &model.TaxItem{Amount: money(l.Amount), Title: title, Rate: l.Rate.Percent()})
		if l.Shipping != 0 {
			out.ShippingHandling.Taxes = append(out.ShippingHandling.Taxes, &model.TaxItem{Amount: money(l.Shipping), Title: title, Rate: l.Rate.Percent()})
		}
	}
	return out
}

// orderPaymentModel is the order's payment method, titled in the Store
// header's language, with a bank transfer's details to pay to.
func (r *Resolver) orderPaymentModel(ctx context.Context, o order.Order) *model.OrderPaymentMethod {
	out := &model.OrderPaymentMethod{Name: o.PaymentMethod, Type: o.PaymentMethod, AdditionalData: []*model.KeyValue{}}
	if r.Payments == nil {
		return out
	}
	if m, ok := r.Payments.Method(o.PaymentMethod, i18n.LocaleFrom(ctx)); ok {
		out.Name = m.Title
	}
	if o.Status != order.PendingPayment {
		return out // paid, or nothing more to pay
	}
	in, err := r.Payments.Instructions(ctx, o.PaymentMethod, o.Number, o.Totals.GrandTotal)
	if err != nil {
		// The account could not be read (the settings): the order shows
		// without it, and the answer carries the error.
		graphql.AddError(ctx, err)
		return out
	}
	if in != nil {
		for _, kv := range [][2]string{{"account_holder", in.AccountHolder}, {"iban", in.IBAN}, {"bic", in.BIC},
			{"bank_name", in.BankName}, {"reference", in.Reference}, {"amount", strconv.FormatFloat(euros(in.Amount), 'f', 2, 64)}} {
			if kv[1] != "" {
				out.AdditionalData = append(out.AdditionalData, &model.KeyValue{Name: ptr(kv[0]), Value: ptr(kv[1])})
			}
		}
	}
	return out
}

// orderItemModel is an ordered line; urlKey is its product's URL key now
// ("" once the product is no longer shown).
func orderItemModel(it order.Item, urlKey string) model.OrderItemInterface {
	var selected, entered []*model.OrderItemOption
	selected, entered = []*model.OrderItemOption{}, []*model.OrderItemOption{}
	for _, v := range it.Variant {
		selected = append(selected, &model.OrderItemOption{Label: v.Label, Value: v.Value})
	}
	for _, op := range it.Options {
		switch {
		case len(op.Values) > 0:
			selected = append(selected, &model.OrderItemOption{Label: op.Title, Value: strings.Join(op.Values, ", ")})
		case op.Text != "":
			entered = append(entered, &model.OrderItemOption{Label: op.Title, Value: op.Text})
		}
	}
	discounts := []*model.Discount{}
	if it.Discount != 0 {
		discounts = append(discounts, &model.Discount{Amount: money(it.Discount), AppliedTo: model.CartDiscountTypeItem, Label: ""})
	}
	qty := func(n int) *float64 { f := float64(n); return &f }
	kind := string(catalog.Simple)
	switch {
	case it.ParentProductID != 0 || it.ParentSKU != "":
		kind = string(catalog.Configurable)
	case it.IsVirtual:
		kind = string(catalog.Virtual)
	}
	fields := model.OrderItem{ID: catalog.UID(it.ID), ProductName: ptr(it.Name), ProductSku: it.SKU, ProductURLKey: optionalString(urlKey),
		ProductType: ptr(kind), ProductSalePrice: money(it.UnitPrice), Discounts: discounts, SelectedOptions: selected, EnteredOptions: entered,
		QuantityOrdered: qty(it.QtyOrdered), QuantityShipped: qty(it.QtyShipped), QuantityRefunded: qty(0), QuantityInvoiced: qty(0),
		QuantityCanceled: qty(it.QtyCanceled), QuantityReturned: qty(0)}
	if kind == string(catalog.Configurable) {
		c := fields
		return &model.ConfigurableOrderItem{ID: c.ID, ProductName: c.ProductName, ProductSku: c.ProductSku, ProductURLKey: c.ProductURLKey,
			ProductType: c.ProductType, ProductSalePrice: c.ProductSalePrice, Discounts: c.Discounts, SelectedOptions: c.SelectedOptions,
			EnteredOptions: c.EnteredOptions, QuantityOrdered: c.QuantityOrdered, QuantityShipped: c.QuantityShipped,
			QuantityRefunded: c.QuantityRefunded, QuantityInvoiced: c.QuantityInvoiced, QuantityCanceled: c.QuantityCanceled,
			QuantityReturned: c.QuantityReturned, ParentSku: optionalString(it.ParentSKU)}
	}
	return &fields
}

// itemProductID is the product whose URL an ordered line links to: a
// variant's configurable product.
func itemProductID(it order.Item) int64 {
	if it.ParentProductID != 0 {
		return it.ParentProductID
	}
	return it.ProductID
}

// placeOrderErrors are Magento's placeOrder errors for what keeps a cart
// from becoming an order, in the Store header's language; other errors
// (an internal one, a rate limit) stay GraphQL errors.
func placeOrderErrors(ctx context.Context, err error) ([]*model.PlaceOrderError, bool) {
	var e *apperr.Error
	if !errors.As(err, &e) {
		return nil, false
	}
	code := model.PlaceOrderErrorCodesUnableToPlaceOrder
	switch e.Kind {
	case apperr.NotFound:
		code = model.PlaceOrderErrorCodesCartNotFound
	case apperr.Invalid, apperr.Conflict:
		if e.Field == "email" {
			code = model.PlaceOrderErrorCodesGuestEmailMissing
		}
	default:
		return nil, false
	}
	return []*model.PlaceOrderError{{Message: e.Message(ctx), Code: code}}, true
}

// paymentStatusModel is a payment's status in Mollie's enum.
func paymentStatusModel(s payment.Status) *model.PaymentStatusEnum {
	v := model.PaymentStatusEnum(strings.ToUpper(string(s)))
	if !v.IsValid() {
		return nil
	}
	return &v
}

// loadOrderProducts loads, in one call, the products of every item of
// orders whose URL keys the query asks for, so that each order's items
// find them loaded: a page of orders costs the same number of statements
// whatever its size. Errors are left to the items, which load again.
func (r *Resolver) loadOrderProducts(ctx context.Context, orders []order.Order) {
	if !selectsAnywhere(ctx, "product_url_key") {
		return
	}
	var ids []int64
	for _, o := range orders {
		for _, it := range o.Items {
			if id := itemProductID(it); id != 0 {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) > 0 {
		l := loadersFrom(ctx, r)
		preload(ctx, l.products, l.fetchProducts, slices.Compact(slices.Sorted(slices.Values(ids))))
	}
}

// loadOrderDocuments loads the invoices and credit notes of a page of
// orders in one call, when the query asks for them, so that each order's
// resolvers find them loaded (errors are left to the resolvers).
func (r *Resolver) loadOrderDocuments(ctx context.Context, orders []order.Order) {
	if len(orders) < 2 || (!selectsAnywhere(ctx, "invoices") && !selectsAnywhere(ctx, "credit_memos") &&
		!selectsAnywhere(ctx, "quantity_invoiced") && !selectsAnywhere(ctx, "quantity_refunded")) {
		return
	}
	ids := make([]int64, len(orders))
	for i, o := range orders {
		ids[i] = o.ID
	}
	l := loadersFrom(ctx, r)
	preload(ctx, l.documents, l.fetchDocuments, ids)
}

// selectsAnywhere reports whether the current field's selection asks for
// name at any depth.
func selectsAnywhere(ctx context.Context, name string) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	oc := graphql.GetOperationContext(ctx)
	var find func(set []graphql.CollectedField) bool
	find = func(set []graphql.CollectedField) bool {
		for _, f := range set {
			if f.Name == name || find(graphql.CollectFields(oc, f.Selections, nil)) {
				return true
			}
		}
		return false
	}
	return find(graphql.CollectFieldsCtx(ctx, nil))
}

// invoiceModel is an order's invoice in Magento's Invoice shape, with
// Paddock's download links (a guest's with a token for an hour).
func (r *Resolver) invoiceModel(ctx context.Context, o order.Order, d order.Document) *model.Invoice {
	s := d.Sheet
	t := documentTotals(ctx, s)
	out := &model.Invoice{ID: d.PublicID, Number: d.Number, Comments: []*model.SalesCommentItem{},
		IssuedAt: d.IssuedAt.UTC().Format(orderDateLayout), PDFURL: r.Orders.DocumentURL(o, d, order.FormatPDF, order.GuestLinkValidity),
		Total: &model.InvoiceTotal{Subtotal: t.subtotal, Discounts: t.discounts, TotalTax: money(s.Totals.Tax), Taxes: t.taxes,
			GrandTotal: money(s.Totals.Gross), BaseGrandTotal: money(s.Totals.Gross), TotalShipping: money(s.Totals.ShippingGross),
			ShippingHandling: t.shipping},
		Items: []model.InvoiceItemInterface{}}
	if d.EInvoice {
		out.EInvoiceURL = ptr(r.Orders.DocumentURL(o, d, order.FormatEInvoice, order.GuestLinkValidity))
	}
	for _, l := range s.Lines {
		out.Items = append(out.Items, &model.InvoiceItem{ID: documentLineID(d, l), OrderItem: documentOrderItem(o, l),
			ProductName: ptr(l.Name), ProductSku: l.SKU, ProductSalePrice: money(l.UnitGross), Discounts: lineDiscounts(o, l),
			QuantityInvoiced: ptr(float64(l.Quantity))})
	}
	return out
}

// creditMemoModel is a credit note in Magento's CreditMemo shape, with
// Paddock's download links and the number of the invoice it corrects
// (from docs, the order's documents).
func (r *Resolver) creditMemoModel(ctx context.Context, o order.Order, docs []order.Document, d order.Document) *model.CreditMemo {
	s := d.Sheet
	t := documentTotals(ctx, s)
	out := &model.CreditMemo{ID: d.PublicID, Number: d.Number, Comments: []*model.SalesCommentItem{},
		IssuedAt: d.IssuedAt.UTC().Format(orderDateLayout), PDFURL: r.Orders.DocumentURL(o, d, order.FormatPDF, order.GuestLinkValidity),
		Total: &model.CreditMemoTotal{Subtotal: t.subtotal, Discounts: t.discounts, TotalTax: money(s.Totals.Tax), Taxes: t.taxes,
			GrandTotal: money(s.Totals.Gross), BaseGrandTotal: money(s.Totals.Gross), TotalShipping: money(s.Totals.ShippingGross),
			ShippingHandling: t.shipping, Adjustment: money(0)},
		Items: []model.CreditMemoItemInterface{}}
	if s.Corrects != nil {
		out.InvoiceNumber = s.Corrects.Number
	}
	if d.EInvoice {
		out.EInvoiceURL = ptr(r.Orders.DocumentURL(o, d, order.FormatEInvoice, order.GuestLinkValidity))
	}
	if s.Reason != "" {
		out.Comments = append(out.Comments, &model.SalesCommentItem{Timestamp: out.IssuedAt, Message: s.Reason})
	}
	for _, l := range s.Lines {
		out.Items = append(out.Items, &model.CreditMemoItem{ID: documentLineID(d, l), OrderItem: documentOrderItem(o, l),
			ProductName: ptr(l.Name), ProductSku: l.SKU, ProductSalePrice: money(l.UnitGross), Discounts: lineDiscounts(o, l),
			QuantityRefunded: ptr(float64(l.Quantity))})
	}
	return out
}

// documentTotal is what invoices and credit notes show alike of their
// sums: the goods' net after discounts, the discounts, the VAT per rate,
// the shipping.
type documentTotal struct {
	subtotal  *model.Money
	discounts []*model.Discount
	taxes     []*model.TaxItem
	shipping  *model.ShippingHandling
}

func documentTotals(ctx context.Context, s order.Sheet) documentTotal {
	locale := i18n.LocaleFrom(ctx)
	msgs := i18n.Messages()
	t := documentTotal{subtotal: money(s.Totals.LinesNet), discounts: []*model.Discount{}, taxes: []*model.TaxItem{}}
	if s.Totals.Discount > 0 {
		t.discounts = append(t.discounts, &model.Discount{Amount: money(s.Totals.Discount), AppliedTo: model.CartDiscountTypeItem,
			Label: msgs.T(locale, "order.document.sum.discount")})
	}
	title := func(v order.VATLine) string {
		switch v.Category {
		case order.CategoryExport:
			return msgs.T(locale, "order.document.vat.export")
		case order.CategoryIntraCommunity:
			return msgs.T(locale, "order.document.vat.reverseCharge")
		}
		return msgs.T(locale, "cart.tax.label", "rate", v.Rate.Local(string(locale)))
	}
	var shipNet, shipGross catalog.Money
	for _, c := range s.Charges {
		shipNet, shipGross = shipNet+c.Net, shipGross+c.Gross
	}
	t.shipping = &model.ShippingHandling{TotalAmount: money(shipGross), AmountIncludingTax: money(shipGross),
		AmountExcludingTax: money(shipNet), Taxes: []*model.TaxItem{}}
	for _, v := range s.VAT {
		t.taxes = append(t.taxes, &model.TaxItem{Amount: money(v.Tax), Title: title(v), Rate: v.Rate.Percent()})
		if v.ShippingTax != 0 {
			t.shipping.Taxes = append(t.shipping.Taxes, &model.TaxItem{Amount: money(v.ShippingTax), Title: title(v), Rate: v.Rate.Percent()})
		}
	}
	return t
}

// documentLineID is a document line's id: its document's and its
// position's, base64.
func documentLineID(d order.Document, l order.Line) string {
	return base64.StdEncoding.EncodeToString([]byte(d.PublicID + "/" + strconv.Itoa(l.Position)))
}

// documentOrderItem is the order item a document's line charges (its
// position among the order's items, the same SKU); nil for a line of an
// amount given back.
func documentOrderItem(o order.Order, l order.Line) model.OrderItemInterface {
	it, ok := lineItem(o, l)
	if !ok {
		return nil
	}
	return orderItemModel(it, "")
}

// lineItem is the order item a document's line bills, if it bills one (a
// goods line at the item's position with its SKU).
func lineItem(o order.Order, l order.Line) (order.Item, bool) {
	if l.SKU == "" || l.Position < 1 || l.Position > len(o.Items) || o.Items[l.Position-1].SKU != l.SKU {
		return order.Item{}, false
	}
	return o.Items[l.Position-1], true
}

// lineDiscounts are what coupons took off a line, labelled with the
// order's coupons.
func lineDiscounts(o order.Order, l order.Line) []*model.Discount {
	if l.Discount <= 0 {
		return []*model.Discount{}
	}
	var labels []string
	for _, d := range o.Totals.Discounts {
		labels = append(labels, d.Label)
	}
	return []*model.Discount{{Amount: money(l.Discount), AppliedTo: model.CartDiscountTypeItem, Label: strings.Join(labels, ", ")}}
}

// cancelRefused is cancelOrder's answer to a refusal: the message in error
// and errorV2 with Magento's code, and the order as it is (nil when the
// caller may not see it).
func cancelRefused(ctx context.Context, e *apperr.Error, o *model.CustomerOrder) *model.CancelOrderOutput {
	code := model.CancelOrderErrorCodeUndefined
	switch {
	case e.Kind == apperr.NotFound:
		code = model.CancelOrderErrorCodeOrderNotFound
	case e.Key == "order.cancel.shipped":
		code = model.CancelOrderErrorCodePartialOrderItemShipped
	case e.Kind == apperr.Conflict:
		code = model.CancelOrderErrorCodeInvalidOrderStatus
	}
	msg := e.Message(ctx)
	return &model.CancelOrderOutput{Error: &msg, ErrorV2: &model.CancelOrderError{Code: code, Message: msg}, Order: o}
}

// itemDocumentQuantities are how many of each of an order's items (by id)
// its invoices bill and how many were given back: the lines of credit
// notes that repeat the invoice's (a refund of everything at once) or,
// where more, the items of its refunded returns (whose credit notes
// correct amounts per VAT rate, not items). Refunds staff gave by amount
// count for no item.
func (r *Resolver) itemDocumentQuantities(ctx context.Context, o order.Order) (invoiced, refunded map[int64]int, err error) {
	l := loadersFrom(ctx, r)
	docs, err := l.documents.Load(ctx, o.ID)
	if err != nil {
		return nil, nil, err
	}
	invoiced, refunded = map[int64]int{}, map[int64]int{}
	for _, d := range docs {
		for _, line := range d.Sheet.Lines {
			it, ok := lineItem(o, line)
			switch {
			case !ok:
			case d.Kind == order.KindInvoice:
				invoiced[it.ID] += line.Quantity
			case d.Kind == order.KindCreditNote:
				refunded[it.ID] += line.Quantity
			}
		}
	}
	if mine, err := ownOrder(ctx, o); err != nil || !mine {
		return invoiced, refunded, err // a guest's order has no returns
	}
	rets, err := l.returns.Load(ctx, o.ID)
	if err != nil {
		return nil, nil, err
	}
	back := map[int64]int{}
	for _, ret := range rets {
		if ret.Status == returns.Refunded {
			for _, it := range ret.Items {
				back[it.OrderItemID] += it.Qty
			}
		}
	}
	for id, n := range back {
		refunded[id] = max(refunded[id], n)
	}
	return invoiced, refunded, nil
}

// withDocumentQuantities sets an order item's invoiced and refunded
// quantities (itemDocumentQuantities).
func withDocumentQuantities(m model.OrderItemInterface, invoiced, refunded int) model.OrderItemInterface {
	inv, ref := float64(invoiced), float64(refunded)
	switch it := m.(type) {
	case *model.OrderItem:
		it.QuantityInvoiced, it.QuantityRefunded = &inv, &ref
	case *model.ConfigurableOrderItem:
		it.QuantityInvoiced, it.QuantityRefunded = &inv, &ref
	}
	return m
}
