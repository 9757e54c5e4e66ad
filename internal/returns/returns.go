// Package returns is the commerce back end's returns domain: the reasons a
// customer picks for each returned item, whether an order's items can be
// returned (SPEC.md section 4's seven refusals, section 9's 30 days and
// Germany-only rule), return requests with their references, labels and
// confirmation mails, and the returns a withdrawal declaration starts.
package returns

import (
	"context"
	"encoding/json"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/platform/i18n"
)

// Reason is a reason for returning an item.
type Reason struct {
	// Code is stable, lower snake case, and stored with each return.
	Code string
	// Label is the reason in the requested locale, German where none is
	// stored.
	Label string
}

// RefusalCode is why an order, or an item of it, cannot be returned
// (SPEC.md section 4).
type RefusalCode string

// The refusals, in the order they are checked.
const (
	StatusNotReturnable  RefusalCode = "ORDER_STATUS_NOT_RETURNABLE"
	DataUnavailable      RefusalCode = "RETURN_DATA_UNAVAILABLE"
	AlreadyFullyReturned RefusalCode = "ALREADY_FULLY_RETURNED"
	NotGermany           RefusalCode = "DESTINATION_NOT_GERMANY"
	NotFullyShipped      RefusalCode = "NOT_FULLY_SHIPPED"
	Individualised       RefusalCode = "INDIVIDUALISED_ITEMS"
	PeriodExpired        RefusalCode = "RETURN_PERIOD_EXPIRED"
)

// Refusal is a refusal with its reason in the reader's language.
type Refusal struct {
	Code    RefusalCode
	Message string
}

// Status is a return's state.
type Status string

// Returned is how many of an order item returns hold, by where they are:
// announced and not arrived (Requested), arrived and not yet paid back
// (Received), paid back (Refunded). Refused returns count nowhere.
type Returned struct {
	Requested, Received, Refunded int
}

// Arrived is how many came back to the shop (Received and Refunded):
// what Magento's quantity_returned counts.
func (r Returned) Arrived() int { return r.Received + r.Refunded }

// The statuses a return takes.
const (
	Requested Status = "requested"
	Received  Status = "received"
	Refunded  Status = "refunded"
	Refused   Status = "refused"
)

// Return is a return request of an order's items.
type Return struct {
	ID int64
	// UID is the return's opaque id (URLs of its label).
	UID string
	// Reference is what the customer quotes and the label carries
	// (000000012-R1).
	Reference string
	OrderID   int64
	Status    Status
	Items     []Item
	Comment   string
	// WithdrawalID is the withdrawal declaration that started it; 0 for
	// a return the customer asked for.
	WithdrawalID int64
	// CustomerID is the order's customer when it was asked for; 0 for a
	// guest's order.
	CustomerID int64
	// Locale is the language it was asked for in.
	Locale i18n.Locale
	// RefusalReason is the shop's reason for refusing it, when given.
	RefusalReason string
	// RefundID is the order's refund that paid it back (Refunded).
	RefundID int64
	// Carrier is the code of the carrier asked for a prepaid label ("dhl");
	// "" when the shop had none: the reference sheet is the label and the
	// postage the customer's.
	Carrier string
	// CarrierName is the carrier's name as customers read it ("DHL"),
	// while the shop has that carrier; "" otherwise.
	CarrierName string
	// CarrierState is where the carrier's label is: "" (none asked),
	// pending, asking, labelled or failed.
	CarrierState string
	// ShipmentNo is the carrier's shipment (tracking) number once its
	// label is kept; the customer's download is then the carrier's PDF.
	ShipmentNo string
	// CarrierError is the carrier's last failure, for staff.
	CarrierError string
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// PrepaidLabel reports a carrier's label kept for the return: the
// postage is paid by the shop.
func (r Return) PrepaidLabel() bool { return r.ShipmentNo != "" }

// Item is an order item returned, how many, and why.
type Item struct {
	OrderItemID int64
	Qty         int
	ReasonCode  string
	// Status follows the return's.
	Status Status
}

// WithdrawnItem is an order item a withdrawal names, and how many.
type WithdrawnItem struct {
	OrderItemID int64
	Qty         int
}

// WithdrawalReturn is what a withdrawal started: the return (nil when
// nothing named could be returned) and why items were left out (nil when
// none were).
type WithdrawalReturn struct {
	Return  *Return
	Refusal *Refusal
}

// Information is whether, and which of, an order's items can be
// returned (SPEC.md sections 4 and 9).
type Information struct {
	// Order is the order it is about.
	Order order.Order
	// Returnable is set when at least one item can be returned.
	Returnable bool
	// Refusal is why nothing can be returned; nil when something can.
	Refusal *Refusal
	// ReturnableUntil is the last day items can be returned (Berlin,
	// YYYY-MM-DD): the 30th day after delivery; "" before delivery.
	ReturnableUntil string
	// Items are the order's items in its order, virtual ones included
	// (with nothing returnable).
	Items []ItemInformation
	// Carrier is the name of the carrier whose prepaid label a return
	// gets ("DHL"): the postage is the shop's. "" when the shop has none:
	// the label is a reference sheet and the postage the customer's.
	Carrier string
}

// ItemInformation is how many of an order item can be returned.
type ItemInformation struct {
	Item order.Item
	// QtyReturnable is ordered less cancelled less what returns that
	// were not refused hold; 0 for virtual and individualised items and
	// whenever the order is refused.
	QtyReturnable int
	// QtyReturned is what returns that were not refused hold.
	QtyReturned int
	// Refusal is why this item cannot be returned while others can
	// (Individualised); nil otherwise.
	Refusal *Refusal
}

// RequestInput is a customer's return request.
type RequestInput struct {
	// Number is the order's number; CustomerID the session's customer,
	// whose order it must be.
	Number     string
	CustomerID int64
	Items      []RequestItem
	// Comment is a note for the shop, at most MaxComment characters.
	Comment string
	// Locale is the language the customer asks in (the Store header's).
	Locale i18n.Locale
}

// RequestItem is an item to return: the order item, how many (a whole
// number; the API sends a Float) and the code of a Reason.
type RequestItem struct {
	OrderItemID int64
	Qty         float64
	ReasonCode  string
}

// MaxComment bounds a return's comment, in characters.
const MaxComment = 1000

// WithdrawalReason is the reason code of the items a withdrawal
// declaration returns (StartForWithdrawal). It is a seeded reason with
// labels in every language, so a return shows it like any other, but
// Reasons leaves it out: customers declare a withdrawal with the
// withdrawal form, not by picking it in the return form.
const WithdrawalReason = "withdrawal"

// ReturnPeriodDays is the right of return: 30 days from delivery
// (SPEC.md section 9), to the end of the 30th day in Berlin.
const ReturnPeriodDays = 30

// LabelFile is a return's label as downloaded.
type LabelFile struct {
	Filename string
	Data     []byte
}

// LabelsPath is where return labels are downloaded: LabelsPath/{uid}.
const LabelsPath = "/api/returns/labels"

// Service is what other packages may ask of the returns domain.
type Service interface {
	// Reasons lists the return reasons in their display order.
	Reasons(ctx context.Context, locale i18n.Locale) ([]Reason, error)
	// Information is whether the customer's (customerID) order number
	// can be returned, which items and how many, and otherwise why not,
	// in locale: NotFound, alike, for an order that is not theirs and an
	// unknown number. The refusals are checked in the order of the
	// RefusalCode constants, the first that applies answered:
	// StatusNotReturnable for an order not processing or complete
	// (pending payment, cancelled, closed) and for one with nothing to
	// send back (virtual items only, or every physical item cancelled);
	// DataUnavailable for a complete order without a shipment recorded
	// or with shipments holding more than its items; AlreadyFullyReturned
	// when every unit (ordered less cancelled, not virtual) is in returns
	// that were not refused; NotGermany for a shipping address outside
	// DE; NotFullyShipped until everything has shipped
	// (order.Order.DeliveredAt); Individualised when every item still
	// returnable is individualised (when only some are, those carry the
	// refusal and the rest stays returnable); PeriodExpired after the end
	// of the 30th day after delivery in Berlin.
	Information(ctx context.Context, number string, customerID int64, locale i18n.Locale) (Information, error)
	// Request asks for a return of the customer's order in one
	// transaction that holds the order's return sequence, so requests at
	// once never return more than was ordered: the rules are checked
	// again inside and the order's refusal answered as a Conflict with
	// its message. NotFound for an order that is not the customer's and
	// for an item that is not the order's, alike. Invalid field errors,
	// all at once and nothing saved: no items ("items"), a quantity
	// below 1, not whole or above what is returnable
	// ("items.N.quantity"), a reason missing or unknown
	// ("items.N.reason"), an item named twice ("items.N.order_item_id"),
	// a comment longer than MaxComment ("comment"). The return is written
	// with its reference (<number>-R<n>), and the confirmation mail with
	// its label enqueued in the order's language, in that transaction.
	Request(ctx context.Context, in RequestInput) (Return, error)
	// StartForWithdrawal starts, inside the caller's transaction (see
	// db.InTransaction), a return of the items of order orderID that a
	// withdrawal declaration (withdrawalID) names, every item when items
	// is empty, each limited to what may still be returned, with the
	// reason "withdrawal"; the return confirmation with its label is
	// mailed to the order's address in the order's language. No owner is
	// checked here: the withdrawal domain calls it only for a declaration
	// of the order's signed-in customer, or one confirmed through the link
	// mailed to the order's own address. An order or items that cannot be
	// returned are no error: the refusal is answered, so that the
	// declaration is kept and flagged for the shop.
	StartForWithdrawal(ctx context.Context, orderID, withdrawalID int64, items []WithdrawnItem) (WithdrawalReturn, error)
	// ForOrders are the returns of orders by order id, newest first, in
	// one statement per table. The caller has checked that the orders
	// may be seen.
	ForOrders(ctx context.Context, orderIDs []int64) (map[int64][]Return, error)
	// Returned is how many of each order item (by id) returns hold, by
	// where they are (Returned), in one statement; items in none answer
	// zeros. The caller has checked that the items may be seen.
	Returned(ctx context.Context, orderItemIDs []int64) (map[int64]Returned, error)
	// LabelURL is the absolute URL a return's label is downloaded at
	// (LabelsPath/{uid}), with the customer's session.
	LabelURL(r Return) string
	// Label is a return's label (PDF) for the customer whose return it
	// is (customerID, the session's), made from the stored return: the
	// same bytes each time, and those the confirmation mail attached.
	// NotFound, alike, for an unknown uid, anyone else and no customer.
	//
	// With a carrier (Options.Carrier) it is the carrier's label once
	// kept; while the carrier's label failed, the download asks the
	// carrier again first and answers the reference sheet if it fails
	// again.
	Label(ctx context.Context, uid string, customerID int64) (LabelFile, error)
	// HandleCarrierJob is the handler of CarrierJobKind: it asks the
	// carrier for a return's label (no transaction open), keeps it or the
	// failure, and mails the confirmation, once.
	HandleCarrierJob(ctx context.Context, payload json.RawMessage) error
}

// Staff is what the shop's staff do with returns (paddock return …, later
// the back office), on any order, without an owner check. Each change
// mails the customer in the order's language.
type Staff interface {
	// ByReference is a return with its order. NotFound when there is
	// none.
	ByReference(ctx context.Context, reference string) (Return, order.Order, error)
	// Receive records that a requested return's parcel arrived.
	// Conflict "returns.staff.status" from any other status.
	Receive(ctx context.Context, reference string) (Return, error)
	// Refuse refuses a requested or received return, with an optional
	// reason for the customer (at most MaxRefusalReason characters); its
	// items count as returnable again. Conflict "returns.staff.status"
	// from any other status.
	Refuse(ctx context.Context, reference, reason string) (Return, error)
	// Refund gives the returned items back through the order's refund
	// (order.Service.Refund with the items' units: each worth its share
	// of what is left of its line, taken from what the line was charged
	// after its discounts, so the last return of a line takes exactly
	// what is left of it), with the return that completes the order's
	// returns also what is left of its shipping, and sets a received
	// return refunded. The order records the money owed and pays it
	// through its provider (at once, or later after an outage) or, for a
	// bank transfer, by staff's transfer; the answered refund's State
	// says which, and the customer's mail says what is true (refunded,
	// or being refunded). Conflict "returns.staff.status" from any other
	// status; the order's refusals (not paid, nothing left) as they come,
	// the return left received.
	Refund(ctx context.Context, reference string) (Return, order.Refund, error)
	// Value is what a return gives back for its items: what its refund
	// gave once refunded, else what they are worth now.
	Value(ctx context.Context, r Return, o order.Order) (catalog.Money, error)
	// LabelOf is a return's label, for staff.
	LabelOf(ctx context.Context, reference string) (LabelFile, error)
	// StaffReturns is a page (from 1, at most MaxStaffPage) of the returns
	// in the statuses given (all when none), newest first, with how many
	// match. Invalid for an unknown status.
	StaffReturns(ctx context.Context, statuses []Status, page, pageSize int) (StaffList, error)
	// OpenReturnsOf are the references of a customer's returns still open
	// (requested or received), oldest first: an account with one cannot
	// be erased yet.
	OpenReturnsOf(ctx context.Context, customerID int64) ([]string, error)
	// CustomerReturns are a customer's returns, newest first, at most
	// MaxStaffPage; the only method here that asks access.Require
	// (CustomersRead), for the customer's page in the back office.
	CustomerReturns(ctx context.Context, customerID int64) ([]CustomerReturn, error)
}

// MaxRefusalReason bounds the staff's reason for refusing a return.
const MaxRefusalReason = 500
