// Package withdrawal is the withdrawal function of §356a BGB ("Vertrag
// widerrufen"), which every German web shop must offer since 19 June 2026,
// for guests and customers alike.
//
// The storefront asks in a first step for the name, the email the receipt
// goes to, the order and what is withdrawn (the whole order, items of a
// signed-in customer's own order, or the items in the declarer's words),
// and declares the withdrawal only with a separate confirmation button
// ("Widerruf bestätigen"). Submit then, in one transaction
// (db.InTransaction), takes the next reference of the calendar year in
// Berlin (W-2026-000001, from withdrawal_sequence, whose row is held to
// the commit, so references have no gaps), stores the declaration with the
// time it was received and enqueues the receipt to the address given: a
// mail, the durable medium the law asks for, with the declaration's
// content and the date and time of its receipt.
//
// What happens to the order depends on who declares. The signed-in
// customer whose order it is (found by its number among theirs) has the
// return of the named items started at once (returns.StartForWithdrawal)
// and the shop gets its copy. Anyone else, a visitor or a customer naming
// an order that is not theirs, only declares: the answer and the receipt
// are the same whether the number names an order or not, and items can
// only be named in words. A job after the answer (JobResolve) looks the
// order up by its number, links the declaration, flags what the shop must
// judge, mails the order's own address a single-use link to confirm, and
// sends the shop its copy. Only when that address's owner confirms
// (Confirm) does the return start: the address the order was placed with
// is the one the shop knows belongs to the contract, while the address
// typed into the form proves nothing, since whoever types it may own it.
// Someone who knows another's order number thus learns nothing about the
// order and cannot return it; the order's owner is told, in a mail that
// quotes nothing the declarer wrote.
//
// A declaration is never refused for what the shop has to judge: an order
// that was not found, a withdrawal period that ended, items the right does
// not cover (individualised ones, §312g (2) Nr. 1 BGB) or a return that
// could not be started are kept as flags on the declaration, and the
// receipt goes out all the same. Only input that cannot be a declaration
// (no name, no valid email, no order number, nothing named; items named
// other than from the signed-in customer's own order) is refused with a
// translated error per field, and nothing is saved. A client may declare
// only so often (SubmitPerClient); mails go to addresses nobody has
// verified, so they quote typed text only shortened and defused
// (mail.Quote) and count against the inbox's budget (mail.RecipientBudget).
package withdrawal

import (
	"context"
	"time"

	"paddock/internal/order"
	"paddock/internal/platform/db"
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
	// Items are items of the order withdrawn from, only from a signed-in
	// customer's own order (the storefront offers them there).
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
	// OrderNotFound: no order has that number; the declaration is kept
	// unlinked.
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

// Confirmation is where a declaration stands on the way to its return.
type Confirmation string

// The confirmations.
const (
	// ByOwner: declared by the signed-in customer whose order it is (or,
	// before confirmation links existed, by number and the order's
	// address); its return was started at once.
	ByOwner Confirmation = "owner"
	// Pending: anyone else's; the order is looked up after the answer
	// (JobResolve).
	Pending Confirmation = "pending"
	// Mailed: a single-use link to confirm went to the order's address.
	Mailed Confirmation = "mailed"
	// NotMailed: no order has that number, or no link could be sent (the
	// address's budget, the order's limit): staff decide.
	NotMailed Confirmation = "not_mailed"
	// Confirmed: the order's address confirmed with the link; its return
	// was started then.
	Confirmed Confirmation = "confirmed"
)

// Unconfirmed reports whether nobody who may speak for the order has
// confirmed the declaration: staff look at these (List).
func (c Confirmation) Unconfirmed() bool { return c == Pending || c == Mailed || c == NotMailed }

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
	Confirmation    Confirmation
	// ConfirmSentAt is when the link to confirm was mailed to the order's
	// address; zero when none was.
	ConfirmSentAt time.Time
	// ConfirmedAt is when the order's owner confirmed: the declaration's
	// own time for the signed-in owner; zero while unconfirmed.
	ConfirmedAt time.Time
	CreatedAt   time.Time
}

// Flagged reports whether the shop must judge something of the
// declaration.
func (d Declaration) Flagged() bool { return len(d.Flags) > 0 }

// Answer is what the declarer reads after declaring: the same for every
// declaration of anyone but the order's signed-in owner, whatever the
// number names.
type Answer struct {
	Reference  string
	Email      string
	DeclaredAt time.Time
	// ReturnReference is the return started for the signed-in owner.
	ReturnReference string
	// AwaitingConfirmation is set when the return waits for the order's
	// address to confirm (anyone but the signed-in owner).
	AwaitingConfirmation bool
}

// AnswerOf is d as its declarer may read it.
func AnswerOf(d Declaration) Answer {
	a := Answer{Reference: d.Reference, Email: d.Email, DeclaredAt: d.DeclaredAt}
	if d.Confirmation == ByOwner {
		a.ReturnReference = d.ReturnReference
	} else {
		a.AwaitingConfirmation = true
	}
	return a
}

// PendingDeclaration is a declaration as the page behind its confirmation link shows
// it to whoever holds the link (the order's address): the order, when and
// what was declared, the items in the declarer's words only shortened.
type PendingDeclaration struct {
	Reference string
	// OrderNumber is the order's number.
	OrderNumber string
	DeclaredAt  time.Time
	WholeOrder  bool
	// ItemsText is the items in the declarer's words, shortened
	// (MaxQuote).
	ItemsText string
	// Confirmed is set once the link was used; ReturnReference is the
	// return started then, if any.
	Confirmed       bool
	ReturnReference string
}

// Service is what the storefront's API may ask of withdrawals.
type Service interface {
	// Submit declares a withdrawal (see the package comment) for
	// customerID (the session's customer; 0 for a visitor) from client in
	// the page's locale, and answers it as stored. Invalid, one error per
	// field (joined), for input that cannot be a declaration, with
	// nothing saved; items named for anything but the signed-in
	// customer's own order are one error ("items",
	// "withdrawal.input.itemsOwnOrderOnly") whatever the number names;
	// RateLimited ("withdrawal.rateLimited") once a client declared too
	// often. Never refused for being late, for excluded items, for an
	// unknown order or a refused return: those are flags. The declarer
	// reads AnswerOf the result.
	Submit(ctx context.Context, in Input, customerID int64, client ratelimit.Client, locale i18n.Locale) (Declaration, error)
	// Pending is the declaration a confirmation link's token names, for
	// the page that confirms it; NotFound ("withdrawal.confirm.invalid")
	// for a token that names none, or whose link expired unused;
	// RateLimited per client (ConfirmPerClient).
	Pending(ctx context.Context, token string, client ratelimit.Client) (PendingDeclaration, error)
	// Confirm confirms, with the token of the link mailed to the order's
	// address, that the declaration is the order's owner's: the return of
	// the whole order is started (items named in words are for staff),
	// the order's history and the shop's copy tell it. Asked again it
	// changes nothing and answers the same; errors as Pending's.
	Confirm(ctx context.Context, token string, client ratelimit.Client) (PendingDeclaration, error)
}

// ListFilter chooses the declarations staff list.
type ListFilter struct {
	// Flagged keeps the flagged and the unconfirmed ones.
	Flagged bool
	// Unconfirmed keeps those nobody who may speak for the order
	// confirmed (Confirmation.Unconfirmed).
	Unconfirmed bool
	// Limit is 1 to 1000.
	Limit int
}

// Staff is what the shop's staff may ask (the command line's `paddock
// withdrawal` until the admin back office exists).
type Staff interface {
	// List is the newest declarations first, as the filter says.
	List(ctx context.Context, filter ListFilter) ([]Declaration, error)
	// ByReference is the declaration with that reference; NotFound
	// ("withdrawal.notFound") when there is none.
	ByReference(ctx context.Context, reference string) (Declaration, error)
	// ForCustomer are the declarations a customer made signed in or that
	// name one of the orders given, oldest first: for the customer's data
	// export.
	ForCustomer(ctx context.Context, customerID int64, orderIDs []int64) ([]Declaration, error)
}

// Orders is what withdrawals need of orders: a signed-in customer's own
// by its number, anyone's by its number for the job that mails its
// address, and the order's history.
type Orders interface {
	ByNumber(ctx context.Context, number string, customerID int64) (order.Order, error)
	ForWithdrawal(ctx context.Context, number string) (order.Order, error)
	Note(ctx context.Context, orderID int64, key string, args map[string]string) error
}

// Jobs enqueues the job that looks a declaration's order up after the
// answer (jobs.Queue).
type Jobs interface {
	Enqueue(ctx context.Context, tx db.Handle, kind, key string, payload any, runAt time.Time) error
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
	// MaxQuote is how much of the items in the declarer's words a mail
	// to an address nobody verified repeats, and the confirmation page.
	MaxQuote = 300
	// MaxQuotedName and MaxQuotedNumber bound the name and the typed
	// order number such a mail repeats.
	MaxQuotedName   = 100
	MaxQuotedNumber = MaxOrderNumber
)

// ConfirmValidity is how long the link to confirm a declaration is valid.
const ConfirmValidity = 14 * 24 * time.Hour

// JobResolve is the job kind that looks up the order of a declaration
// made by anyone but its signed-in owner, after the answer.
const JobResolve = "withdrawal.resolve"

// confirmPaths are the storefront's withdrawal-confirm route in each
// language (web/src/config/routes.json; app tests hold them to it).
var confirmPaths = map[i18n.Locale]string{
	i18n.German:  "/vertrag-widerrufen/bestaetigen",
	i18n.English: "/withdraw-from-contract/confirm",
	i18n.French:  "/retracter-contrat/confirmer",
}

// ConfirmPath is the storefront's page behind the confirmation link in
// locale, after /{lang}; the token goes in the query ("token").
func ConfirmPath(l i18n.Locale) string {
	if p, ok := confirmPaths[l]; ok {
		return p
	}
	return confirmPaths[i18n.Default]
}

// Period is the withdrawal period after delivery (§355 (2) BGB).
const Period = 14

// Rate limits. Mails to one inbox are bounded by mail.RecipientBudget
// across every form, so a declaration is never refused for its address.
var (
	// SubmitPerClient bounds declarations from one client address.
	SubmitPerClient = ratelimit.Rule{Name: "withdrawal.submit.ip", Limit: 20, Window: time.Hour}
	// ConfirmPerClient bounds the confirmation page's look-ups and
	// confirmations from one client.
	ConfirmPerClient = ratelimit.Rule{Name: "withdrawal.confirm.ip", Limit: 30, Window: time.Hour}
	// ConfirmLinksPerOrder bounds the confirmation links one order's
	// address gets, however many declarations name it.
	ConfirmLinksPerOrder = ratelimit.Rule{Name: "withdrawal.confirm.order", Limit: 3, Window: 24 * time.Hour}
)

// Mail tags.
const (
	// TagReceipt is the receipt to the declarer.
	TagReceipt = "withdrawal.receipt"
	// TagShop is the shop's copy, and its note once the order's address
	// confirmed.
	TagShop = "withdrawal.shop"
	// TagConfirm is the link to confirm, to the order's address.
	TagConfirm = "withdrawal.confirm"
)
