// Package withdrawal is the withdrawal function of §356a BGB ("Vertrag
// widerrufen"), which every German web shop must offer since 19 June 2026,
// for guests and customers alike.
//
// The storefront asks in a first step for the name, the email the receipt
// goes to, the order and what is withdrawn (the whole order, items of a
// signed-in customer's order, or the items in the declarer's words), and
// declares the withdrawal only with a separate confirmation button
// ("Widerruf bestätigen"). Submit then, in one transaction
// (db.InTransaction): finds the order (a signed-in customer's by its
// number, else the one whose number and email match), takes the next
// reference of the calendar year in Berlin (W-2026-000001, from
// withdrawal_sequence, whose row is held to the commit, so references have
// no gaps), stores the declaration with the time it was received, starts
// a return of the named items through the returns domain
// (StartForWithdrawal) and enqueues the receipt: a mail, the durable
// medium the law asks for, with the declaration's whole content and the
// date and time of its receipt, and a copy for the shop in German that
// names what staff must look at.
//
// A declaration is never refused for what the shop has to judge: an order
// that was not found, a withdrawal period that ended, items the right does
// not cover (individualised ones, §312g (2) Nr. 1 BGB) or a return that
// could not be started are kept as flags on the declaration, and the
// receipt goes out all the same. Only input that cannot be a declaration
// (no name, no valid email, no order number, nothing named; items that
// are not the order's) is refused with a translated error per field, and
// nothing is saved; the rate limits (per client and per receiving
// address) bound the mails a stranger could send to someone's inbox.
package withdrawal

import (
	"context"
	"time"

	"paddock/internal/order"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/returns"
	"paddock/internal/settings"
)

// Input is a declaration as the form sends it.
type Input struct {
	Name  string
	Email string
	// OrderNumber is the order's number as the declarer typed it.
	OrderNumber string
	// WholeOrder withdraws from the whole order; Items and ItemsText are
	// then not needed (Items are ignored).
	WholeOrder bool
	// Items are items of the order withdrawn from (the storefront offers
	// them for a signed-in customer's order).
	Items []ItemInput
	// ItemsText names the items in the declarer's words; at most
	// MaxItemsText characters.
	ItemsText string
}

// ItemInput is an order item and how many of it are withdrawn.
type ItemInput struct {
	OrderItemID int64
	Qty         int
}

// Item is an order item a declaration names, as the order has it.
type Item struct {
	OrderItemID int64  `json:"order_item_id"`
	SKU         string `json:"sku"`
	Name        string `json:"name"`
	Qty         int    `json:"qty"`
}

// Flag is something about a declaration the shop must look at.
type Flag string

// The flags; ReturnRefused makes the one of a return that could not be
// started.
const (
	// OrderNotFound: no order has that number for the signed-in customer
	// or the email given; the declaration is kept unlinked.
	OrderNotFound Flag = "order_not_found"
	// OutsidePeriod: received after the withdrawal period (14 days from
	// delivery, §355 (2), §356 (2) BGB) ended.
	OutsidePeriod Flag = "outside_withdrawal_period"
	// ExcludedItems: it names individualised items (or withdraws a whole
	// order holding some), which the right of withdrawal does not cover.
	ExcludedItems Flag = "excluded_items"
)

// returnRefusedPrefix starts the flag of a return that could not be
// started, followed by the refusal's code.
const returnRefusedPrefix = "return_refused:"

// ReturnRefused is the flag of a return the returns domain refused
// (all or some of the items), with its reason.
func ReturnRefused(code returns.RefusalCode) Flag { return Flag(returnRefusedPrefix + string(code)) }

// Declaration is a withdrawal as received and stored.
type Declaration struct {
	ID int64
	// Reference is what the receipt quotes: W-<Berlin year>-<6 digits>.
	Reference string
	// OrderID is the order found; 0 when none was (or it was deleted).
	OrderID int64
	// CustomerID is the signed-in customer who declared it; 0 for none.
	CustomerID  int64
	Name        string
	Email       string
	OrderNumber string
	WholeOrder  bool
	Items       []Item
	ItemsText   string
	Locale      i18n.Locale
	// DeclaredAt is when it was received, in UTC to the second: the
	// receipt's date and time.
	DeclaredAt time.Time
	Flags      []Flag
	// ReturnID and ReturnReference name the return it started; 0 and ""
	// when none was.
	ReturnID        int64
	ReturnReference string
	CreatedAt       time.Time
}

// Flagged reports whether the shop must look at the declaration.
func (d Declaration) Flagged() bool { return len(d.Flags) > 0 }

// Service is what the storefront's API may ask of withdrawals.
type Service interface {
	// Submit declares a withdrawal (see the package comment) for
	// customerID (the session's customer; 0 for a visitor) from client in
	// the page's locale, and answers it as stored. Invalid, one error per
	// field (joined), for input that cannot be a declaration, with
	// nothing saved; RateLimited ("withdrawal.rateLimited") once a client
	// or a receiving address declared too often. Never refused for being
	// late, for excluded items, for an unknown order or a refused return:
	// those are flags.
	Submit(ctx context.Context, in Input, customerID int64, client ratelimit.Client, locale i18n.Locale) (Declaration, error)
}

// Staff is what the shop's staff may ask (the command line's `paddock
// withdrawal` until the admin back office exists).
type Staff interface {
	// List is the newest declarations first, at most limit (1 to 1000),
	// only flagged ones when flagged is set.
	List(ctx context.Context, flagged bool, limit int) ([]Declaration, error)
	// ByReference is the declaration with that reference; NotFound
	// ("withdrawal.notFound") when there is none.
	ByReference(ctx context.Context, reference string) (Declaration, error)
}

// Orders is what withdrawals need of orders: the order a declaration
// names, a signed-in customer's by number, anyone's by number and email.
type Orders interface {
	ByNumber(ctx context.Context, number string, customerID int64) (order.Order, error)
	ByNumberAndEmail(ctx context.Context, number, email string) (order.Order, error)
	Note(ctx context.Context, orderID int64, key string, args map[string]string) error
}

// Returns is what withdrawals need of returns: starting the return of the
// items withdrawn, in the declaration's transaction.
type Returns interface {
	StartForWithdrawal(ctx context.Context, orderID, withdrawalID int64, items []returns.WithdrawnItem) (returns.WithdrawalReturn, error)
}

// Seller is the shop's legal data that the receipt names at its foot.
type Seller interface {
	Legal(ctx context.Context) (settings.Legal, error)
}

// Field limits, in characters.
const (
	MaxName        = 200
	MaxEmail       = 254
	MaxOrderNumber = 40
	MaxItemsText   = 2000
)

// Period is the withdrawal period after delivery (§355 (2) BGB).
const Period = 14

// Rate limits, counted before the declaration's transaction.
var (
	// SubmitPerClient bounds declarations from one client address.
	SubmitPerClient = ratelimit.Rule{Name: "withdrawal.submit.ip", Limit: 20, Window: time.Hour}
	// SubmitPerAddress bounds receipts to one address, so that the form
	// cannot flood a stranger's inbox from many clients.
	SubmitPerAddress = ratelimit.Rule{Name: "withdrawal.submit.email", Limit: 10, Window: 24 * time.Hour}
)

// Mail tags.
const (
	// TagReceipt is the receipt to the declarer.
	TagReceipt = "withdrawal.receipt"
	// TagShop is the shop's copy.
	TagShop = "withdrawal.shop"
)
