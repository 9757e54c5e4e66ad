// Package order is the shop's orders: placing a cart as an order, the
// order's snapshot (items with their options and prices, addresses,
// shipping, payment, totals with VAT lines, coupons), its status and
// status history, and what payments do to it.
//
// Place turns a cart into an order in one transaction
// (db.InTransaction, shared by every service it calls): it holds the
// cart's row (cart.Orders.Hold), computes the cart anew from the
// catalogue (prices, coupons, stock), takes the next order number of the
// website (order_sequence), takes the stock (catalog.Stock.TakeStock: all
// lines or none, never below zero, on both engines), writes the snapshot
// and its first status, counts the coupon uses (coupon.Service.RecordUse),
// records the payment (payment.Service.Create), closes the cart and
// enqueues the confirmation mail. Anything that fails rolls all of it
// back. Because the cart's row is held first, the same cart placed twice
// at once (a double click, two tabs, a retry) waits for the first
// placement and then answers its order; sales_order.cart_id is unique as
// well. Once committed, the payment is started (payment.Service.Start:
// the provider's hosted page or the bank details). Nothing in the
// transaction waits on the network or renders: the payment method is
// checked against what the payments know without asking a gateway, the
// legal documents the confirmation carries are made before it, and what
// is missing rolls it back to be fetched outside, then it runs again.
//
// Hosted payments still open UnsettledAfter after they were made are asked
// about by SettleStale (StaleJobKind, every 10 minutes), so an abandoned
// payment that its provider lets expire is noticed without a notification.
//
// Payments change orders through the jobs outbox: a provider's
// notification enqueues a payment.StatusJobKind job, whose handler
// (HandlePaymentJob) asks the provider for the status and applies it in
// one transaction under the payment's row lock: paid moves a pending
// order to processing and mails the customer; failed, canceled and
// expired leave a hosted payment's order waiting for another attempt
// until its retry deadline (payagain.go: one mail with "pay now"), after
// which SettleStale cancels it, returning its stock and coupon uses (once:
// the order remembers it returned them); a bank transfer that never came
// cancels its order at once. A status the payment had already changes
// nothing and mails nothing, so replayed notifications are harmless.
// ProcessTransaction, the customer's return from the provider (Mollie's
// mollieProcessTransaction), applies the status the same way at once;
// PayAgain makes a new attempt for the same order (one order, one
// confirmation, however many attempts); ChangePaymentMethod and
// RestoreCart (mollieRestoreCart) give the order up and the customer its
// items back in a cart.
package order

import (
	"context"
	"encoding/json"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
	"paddock/internal/platform/vat"
	"paddock/internal/settings"
)

// Status is an order's state, as Magento names them.
type Status string

// The statuses.
const (
	// PendingPayment: placed, waiting for the payment.
	PendingPayment Status = "pending_payment"
	// Processing: paid (or to be paid on account), being prepared.
	Processing Status = "processing"
	// Complete: shipped.
	Complete Status = "complete"
	// Canceled: cancelled before shipping (a failed payment, say); its
	// stock and coupon uses are returned.
	Canceled Status = "canceled"
	// Closed: refunded.
	Closed Status = "closed"
)

// Label is the status as customers see it (SPEC.md section 4: Bearbeitung,
// Storniert, Versendet, and "payment pending").
func (s Status) Label(l i18n.Locale) string { return i18n.Messages().T(l, "order.status."+string(s)) }

// Order is an order as placed, with its status now.
type Order struct {
	ID int64
	// Number is the order's increment id (000000001): the customer's
	// reference, used in URLs.
	Number     string
	CustomerID int64 // 0 for a guest
	Email      string
	// AnonymisedAt is when the customer's account was erased (GDPR
	// Art. 17, AnonymiseCustomer): the order keeps its number and the
	// billing name and address its invoice printed, its email address is
	// the erased account's; zero for every other order.
	AnonymisedAt time.Time
	Website      string
	Locale       i18n.Locale
	Status       Status

	PaymentMethod string
	// Shipping is the method the order ships with; empty codes for a
	// virtual order.
	ShippingCarrierCode string
	ShippingMethodCode  string
	ShippingTitle       string

	Totals      Totals
	CouponCodes []string
	IsVirtual   bool
	// VATCountry is the member state whose VAT the order carries
	// (cart.Totals.VATCountry): the shop's, or with OSS a consumer's in
	// another member state; "" for orders placed before it was kept
	// (the shop's, Germany).
	VATCountry string
	// DeliveryEarliest and DeliveryLatest are the delivery window promised
	// when placing (YYYY-MM-DD); empty for a virtual order.
	DeliveryEarliest string
	DeliveryLatest   string

	Items           []Item
	ShippingAddress *Address // nil for a virtual order
	BillingAddress  Address
	History         []HistoryEntry
	// Shipments are the parcels sent, oldest first.
	Shipments []Shipment

	CreatedAt time.Time
	UpdatedAt time.Time
}

// Totals are an order's money as the cart computed it when placed (see
// cart.Totals): gross, VAT extracted per rate, adding up to the cent.
type Totals struct {
	SubtotalInclTax   catalog.Money
	SubtotalExclTax   catalog.Money
	Discount          catalog.Money
	ShippingInclTax   catalog.Money
	ShippingExclTax   catalog.Money
	Tax               catalog.Money
	GrandTotal        catalog.Money
	GrandTotalExclTax catalog.Money
	Taxes             []TaxLine
	Discounts         []DiscountLine
}

// TaxLine is the VAT of one rate.
type TaxLine struct {
	Rate     vat.Rate      `json:"rate"`
	Amount   catalog.Money `json:"amount"`
	Goods    catalog.Money `json:"goods"`
	Shipping catalog.Money `json:"shipping"`
}

// DiscountLine is what one coupon took off.
type DiscountLine struct {
	Code   string        `json:"code"`
	Label  string        `json:"label"`
	Amount catalog.Money `json:"amount"`
}

// Item is an ordered line, as it was when placed.
type Item struct {
	ID int64
	// ProductID is what was bought (a variant for a configurable product,
	// whose product is ParentProductID); 0 once the product is deleted.
	ProductID       int64
	ParentProductID int64
	SKU             string
	ParentSKU       string
	Name            string
	Variant         []VariantChoice
	Options         []Option
	QtyOrdered      int
	QtyCanceled     int
	// QtyShipped is how many of it left in shipments.
	QtyShipped int
	// Individualised is made for this customer (a text entered into an
	// option, or club merchandise with the club's logo), decided when the
	// order was placed: such items cannot be returned (§312g (2) Nr. 1
	// BGB).
	Individualised bool
	// UnitPrice is the gross price of one with its options;
	// RowTotal = UnitPrice × QtyOrdered; Discount what coupons took off
	// the row.
	UnitPrice        catalog.Money
	RegularUnitPrice catalog.Money
	RowTotal         catalog.Money
	Discount         catalog.Money
	// TaxRate is the VAT rate the prices include, in hundredths of a per
	// cent (vat.Rate: 1900, 2550); 0 for goods charged net.
	TaxRate   vat.Rate
	IsVirtual bool
}

// VariantChoice is a configurable product's chosen value.
type VariantChoice struct {
	Attribute string `json:"attribute"`
	Label     string `json:"label"`
	Value     string `json:"value"`
}

// Option is a chosen customizable option with its values or text and
// what it added to the unit price.
type Option struct {
	Title     string        `json:"title"`
	Values    []string      `json:"values,omitempty"`
	Text      string        `json:"text,omitempty"`
	Surcharge catalog.Money `json:"surcharge"`
	// File is the uploaded file of a file option (Text is its name): its
	// id in sales_order_option_file, which staff download (OptionFile);
	// 0 for other options, and once a customer's erasure deleted it.
	File int64 `json:"file,omitempty"`
	// cartFile is the cart's file the order keeps, while it is placed.
	cartFile int64
}

// Shipment is a parcel the shop sent (Staff.Ship).
type Shipment struct {
	ID int64
	// Number is the order's number, a dash and the shipment's count
	// (000000012-1).
	Number string
	// Carrier is the carrier's code (dhl), Title its name (DHL Paket),
	// Tracking the parcel's tracking number.
	Carrier  string
	Title    string
	Tracking string
	Items    []ShipmentItem
	// ShippedAt is when it left; DeliveredAt when it arrived, zero while
	// unknown.
	ShippedAt   time.Time
	DeliveredAt time.Time
}

// ShipmentItem is how many of an order item a shipment holds.
type ShipmentItem struct {
	OrderItemID int64
	Qty         int
}

// Address is an order's address as entered.
type Address struct {
	Firstname   string
	Lastname    string
	Company     string
	Street      []string // one or two lines
	Postcode    string
	City        string
	CountryCode string
	RegionCode  string
	RegionName  string
	Telephone   string
	VATID       string
}

// HistoryEntry is a status the order took, and why.
type HistoryEntry struct {
	Status Status
	// Comment is a message key (order.history.*), translated when shown.
	Comment   string
	CreatedAt time.Time
}

// PlaceInput is what the checkout adds to the cart when placing it.
type PlaceInput struct {
	// Email is where the order's mails go: the guest's address (else
	// the cart's), the customer's account address.
	Email string
	// ShippingAddress is needed unless the cart is virtual; its country
	// must be the one the cart's shipping was computed for.
	ShippingAddress *Address
	BillingAddress  Address
	// PaymentMethod is an enabled payment method's code.
	PaymentMethod string
	// ExpectedGrandTotal, when not 0, is the grand total the customer saw
	// beside the order button: an order that would cost anything else
	// (a price or a coupon changed meanwhile) is refused, so nobody pays
	// other than what the button showed (§312j BGB).
	ExpectedGrandTotal catalog.Money
}

// Placed is Place's answer.
type Placed struct {
	Order Order
	// Payment is the order's payment, started: its RedirectURL (hosted
	// methods; Mollie's mollie_redirect_url), Instructions (offline) and
	// Token (mollie_payment_token).
	Payment payment.Payment
	// Again is set when the cart had been placed already: Order is that
	// placement's order.
	Again bool
}

// Transaction is what a customer returning from a payment provider
// learns (Mollie's MollieProcessTransactionOutput).
type Transaction struct {
	Status      payment.Status
	OrderNumber string
	// RedirectToSuccessPage is set for a payment that succeeded or is
	// still open or pending (the order waits); RedirectToCart for one
	// that ended without money, with Cart the customer's cart with the
	// order's items back.
	RedirectToSuccessPage bool
	RedirectToCart        bool
	Cart                  *cart.Cart
	// RetryUntil is set, with neither redirect, for a hosted payment that
	// ended without money while its order waits for another attempt: the
	// last moment to pay it (PayAgain) before it is cancelled; the
	// customer may instead choose another method (ChangePaymentMethod).
	RetryUntil time.Time
}

// Service is what other packages may ask of orders.
type Service interface {
	// Place places the cart ref names as an order (see the package
	// comment): NotFound for a cart the caller may not reach, Invalid for
	// an empty cart, a missing or unfitting address or email, an unknown
	// payment method or a country the shop does not ship to; Conflict
	// when items have errors, stock or a coupon's uses ran out meanwhile,
	// or the total differs from ExpectedGrandTotal ("order.totalChanged":
	// a price changed, a coupon stopped applying). PostgreSQL's aborts of
	// a deadlock are run again. A cart placed already answers its order with
	// Again set.
	Place(ctx context.Context, ref cart.Ref, in PlaceInput) (Placed, error)
	// CancelByCustomer cancels the customer's order (customerID) nothing
	// of which has shipped, as Staff.Cancel does, for a reason of
	// CancellationReasons in the context's language. Refused with nothing
	// changed: Invalid ("order.cancel.reasonUnknown") for another reason;
	// NotFound for an order that is not the customer's; Conflict as
	// Staff.Cancel, and "order.cancel.notByCustomer" for what only the
	// shop may cancel (vouchers, a payment only authorized). What a paid
	// order is owed back is recorded with the cancellation; a refund the
	// provider refuses or cannot take stays owed (the answered Refund's
	// State), listed for staff (Staff.OwedRefunds), and the order stays
	// cancelled.
	CancelByCustomer(ctx context.Context, in CancelInput, customerID int64) (Order, *Refund, error)
	// Note adds an entry to the history of order orderID in the caller's
	// transaction, the status unchanged: key a message of the
	// order.history catalog, args its arguments. Other domains record what
	// they did to an order with it (returns, withdrawals). NotFound for an
	// unknown order.
	Note(ctx context.Context, orderID int64, key string, args map[string]string) error
	// Purchased reports whether the customer bought the product (or one
	// of its variants): an item of it, not cancelled whole, in an order
	// of theirs that was paid or is being fulfilled (processing, complete
	// or closed; not pending payment nor cancelled). Product reviews ask
	// it.
	Purchased(ctx context.Context, customerID, productID int64) (bool, error)
	// ByNumber is an order of a customer (customerID) by its number;
	// NotFound for any other order, alike.
	ByNumber(ctx context.Context, number string, customerID int64) (Order, error)
	// ByID is an order by its id, for a domain acting on an order it was
	// handed (returns, withdrawals): no owner is checked, so the caller
	// must have checked already that whoever asks may reach the order
	// (ByNumber, GuestOrder, ForWithdrawal). NotFound when there is
	// none.
	ByID(ctx context.Context, id int64) (Order, error)
	// ForWithdrawal is the order with that number (spaces around it
	// aside), a guest's or a customer's, for the withdrawal function,
	// which shows it to nobody who asked: a visitor's declaration is
	// linked to it after the answer, and the order's own address gets a
	// link to confirm it (package withdrawal). NotFound for an unknown
	// number.
	ForWithdrawal(ctx context.Context, number string) (Order, error)
	// ProcessTransaction answers a customer back from a provider with a
	// payment token: the payment's status now (asked of the provider and
	// applied to the order as a notification would be) and where to go.
	// A payment that ended without money gives the cart back
	// (RestoreCart); Cart is answered for a guest's order, and for a
	// customer's only to that customer (customerID, the session's; 0 for
	// none), since the token travels in a URL. NotFound for a token that
	// names no payment.
	ProcessTransaction(ctx context.Context, token string, customerID int64, store storecode.Store) (Transaction, error)
	// PayAgain starts another attempt at the provider for the order of a
	// payment token (the customer's "pay now"): for a hosted payment that
	// ended without money while its order waits (payment.Service.Retry),
	// or one still open (answered as it is, to finish at the provider).
	// The answer's RedirectURL is where to pay. Conflict for an order paid
	// or cancelled meanwhile and for a bank transfer; NotFound for a token
	// that names no payment.
	PayAgain(ctx context.Context, token string) (payment.Payment, error)
	// ChangePaymentMethod gives up the order of a payment token for
	// another method: a payment still open is cancelled at its provider
	// (Conflict "order.restore.paymentOpen" when it cannot be and so may
	// still be paid), the order is cancelled with its stock and coupon
	// uses returned, and its items come back in a cart with the
	// checkout's choices. The cart is answered for a guest's order, and
	// for a customer's only to that customer (customerID), as
	// ProcessTransaction answers it; nil otherwise. Conflict for a paid
	// order.
	ChangePaymentMethod(ctx context.Context, token string, customerID int64, store storecode.Store) (*cart.Cart, error)
	// RestoreCart gives the caller the items of the order placed from the
	// cart ref names back in a cart (cart.Orders.Restore) while the order
	// is pending payment or cancelled; asked again, it answers that cart.
	// An order pending payment is given up as ChangePaymentMethod gives
	// it up.
	// NotFound for a cart that made no order or that the caller may not
	// reach; Conflict for an order that was paid.
	RestoreCart(ctx context.Context, ref cart.Ref) (cart.Cart, error)
	// List is a page of a customer's orders (ListInput.CustomerID, the
	// session's): count, page and what the orders hold in a constant
	// number of statements whatever the page's size. Invalid for a page
	// or page size out of range and an unknown sort.
	List(ctx context.Context, in ListInput) (List, error)
	// GuestOrder is a guest's order by its number, email (any case) and
	// billing last name, all three matching; NotFound, alike, for
	// anything else, a customer's order included. Failed lookups count
	// per client (GuestLookupsPerIP); past the limit RateLimited.
	GuestOrder(ctx context.Context, in GuestLookup, client ratelimit.Client) (Order, error)
	// GuestOrderByToken is a guest's order by the token of its link in
	// the guest's mails (GuestOrderURL); NotFound, alike, for a bad, a
	// forged or an expired token and a customer's order. Bad tokens count
	// with failed lookups (GuestLookupsPerIP); past the limit RateLimited.
	GuestOrderByToken(ctx context.Context, token string, client ratelimit.Client) (Order, error)
	// GuestOrderURL is the link to a guest's order page that the guest's
	// mails carry: the storefront's find-my-order page (GuestOrderPath)
	// with a token signed for the order and its email address, valid for
	// MailLinkValidity, in the fragment, which browsers send to no server
	// and put in no Referer. Empty for a customer's order (the customer
	// signs in) and for orders without a signing key.
	GuestOrderURL(o Order) string
	// ByCart is the order placed from the cart ref names, for the
	// checkout's success page: a customer's cart only with that
	// customer's session, a guest cart to whoever holds its id; NotFound
	// alike for any other cart and a cart that made no order.
	ByCart(ctx context.Context, ref cart.Ref) (Order, error)
	// HandlePaymentJob applies a payment.StatusJobKind job.
	HandlePaymentJob(ctx context.Context, payload json.RawMessage) error
	// DocumentAttachment is a document's file for its mail
	// (DocumentSource; ref names the document and the format, as the
	// mail's attachment says): the PDF, made from the snapshot and kept
	// if nobody made it yet, or the e-invoice. Not inside a transaction.
	DocumentAttachment(ctx context.Context, ref string) ([]byte, error)
	// ApplyPayment asks the provider for a payment's status and applies
	// it: the order's status, stock, coupons, history and mail change
	// once per new status. It reports whether anything changed.
	ApplyPayment(ctx context.Context, paymentID int64) (bool, error)
	// SettleBankTransfers runs the bank-transfer life cycle with the
	// shop's terms (settings.BankTransfer): an order paid by bank
	// transfer whose money has not arrived gets one payment reminder
	// (in its language, with the account, amount, purpose and the day it
	// will be cancelled) once ReminderDays have passed since it was
	// placed, and is cancelled once CancelDays have passed, through the
	// path an expired provider payment takes (stock and coupon uses
	// returned once, the cancellation mail once). Paid and cancelled
	// orders are left alone; runs at once or again do everything once.
	// Run by BankTransferJobKind.
	SettleBankTransfers(ctx context.Context, terms settings.BankTransfer) (BankTransferRun, error)
	// SettleStale asks the providers about hosted payments still open
	// UnsettledAfter after they were created (no notification came: the
	// customer left the provider's page) and applies what they say, so
	// an expired payment cancels its order and returns its stock. It
	// reports how many orders changed. Run by StaleJobKind.
	SettleStale(ctx context.Context) (int, error)

	// Documents are the invoices and credit notes of orders by order id,
	// each order's in the order they were issued, in one statement. The
	// caller has checked that the orders may be seen (ByNumber,
	// GuestOrder, ByCart, List).
	Documents(ctx context.Context, orderIDs []int64) (map[int64][]Document, error)
	// DocumentURL is the absolute URL a document's file (FormatPDF or
	// FormatEInvoice) is downloaded at: for a customer's order it needs
	// the customer's session; a guest's order's URL carries a token that
	// grants that order's documents for validity (MailLinkValidity,
	// GuestLinkValidity).
	DocumentURL(o Order, d Document, format string, validity time.Duration) string
	// DocumentFile is a document's file (FormatPDF, or FormatEInvoice
	// when it has one) for the customer the order belongs to
	// (DocumentAccess.CustomerID, the session's) or a guest with a valid
	// token of its order; NotFound alike for anything else. Bad tokens
	// count per client (DocumentTokensPerIP); past the limit
	// RateLimited.
	DocumentFile(ctx context.Context, publicID, format string, a DocumentAccess) (DocumentFile, error)

	// Refund records money owed back on a paid order and, for a
	// provider's payment, asks the provider for it after the commit (see
	// refund.go): the units of in.Items (a return: each worth its units'
	// share of what is left of its line) and with in.Shipping what is left
	// of the shipping; else in.Amount spread over what is left of
	// everything the order charged, or all that is left when 0. The
	// amount is taken under the order's row lock from the order's ledger,
	// so refunds at once, and any sequence of them, never give back more
	// than was paid, and all of them come to what was paid exactly.
	// Refused, changing nothing: NotFound for an unknown number; Conflict
	// "order.refund.notPaid" for an order whose payment is not paid,
	// "order.refund.nothingLeft" when everything was refunded (or the
	// items asked for are); Invalid "order.refund.tooMuch" for more than
	// is left, "order.refund.amount" for a negative amount,
	// "order.refund.amountWithItems" for an amount beside items,
	// "order.refund.item"/"order.refund.units" for an item the order
	// lacks or named twice and a quantity below one,
	// "order.refund.reason" for a reason too long. Once recorded it is
	// answered without error whatever the provider says: State paid (with
	// its CreditNote) or paying when accepted, owed when the provider
	// could not be reached (asked again with backoff), failed when it
	// refused (for staff), owed by transfer for an order paid by bank
	// transfer (staff transfer it and record it).
	Refund(ctx context.Context, in RefundInput) (Refund, error)
	// RefundQuote is what Refund of in would give back now (its amount
	// and parts), keeping nothing; refused as Refund would be.
	RefundQuote(ctx context.Context, in RefundInput) (Refund, error)
	// HandleRefundJob applies a RefundPayJobKind job: asks the provider
	// for a refund still owed (once at a time); fails while the provider
	// cannot be reached, so the queue retries it.
	HandleRefundJob(ctx context.Context, payload json.RawMessage) error
	// Refunds are an order's refunds, oldest first.
	Refunds(ctx context.Context, orderID int64) ([]Refund, error)
	// SyncRefunds asks the providers again for refunds owed whose next
	// attempt is due, and about refunds they pay out, and applies what
	// changed: the status and state, the history, and the credit note and
	// mail of a refund paid out. It reports how many changed. Run by
	// RefundSyncJobKind and, for the payment's refunds, by every payment
	// notification.
	SyncRefunds(ctx context.Context) (int, error)
}

// StaleJobKind is the periodic job that runs SettleStale.
const StaleJobKind = "order.settle-stale"

// UnsettledAfter is how long a hosted payment may stay open before its
// provider is asked without a notification.
const UnsettledAfter = 30 * time.Minute

// NumberLength is the digits of an order number.
const NumberLength = 9
