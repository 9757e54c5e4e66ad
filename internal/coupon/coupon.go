// Package coupon is the shop's coupon codes, a model the admin will edit
// later: a percentage or a fixed amount off, or free shipping; valid from
// and to an instant; usage limits in total and per customer; a minimum
// subtotal; limited to categories or to a club's products (an SKU
// prefix); and not combinable with other coupons unless marked.
//
// The cart asks Evaluate, on every read and write, which of the codes it
// holds apply to its lines and what each takes off, line by line (rules.go:
// the discounts are split over the lines they apply to by the
// largest-remainder method, so they add up to the cent). A code that does
// not apply is rejected with a reason for the caller's log and tests; what
// a customer reads about it is one neutral message for every reason
// (cart's business), so that nobody learns from the shop whether a code
// exists, has expired or merely does not fit the cart.
//
// Uses are counted when an order is placed, not when a code is applied:
// the checkout calls RecordUse inside its own transaction (see "Transactions
// across domains" in docs/ARCHITECTURE.md), which refuses a code whose
// limit another order reached in the meantime, and ReleaseUse when an
// order is cancelled. Each use is kept with its order, its customer and
// the mailbox of its email address (mail.MailboxKey), and a coupon's
// limit per customer counts the uses of that mailbox or that account:
// guests and customers alike, so that a "once per customer" code is not
// used again through a guest checkout with the account's address, a
// +alias of it or a Gmail address written with other dots. Evaluate
// checks the same as far as the cart knows the address (a customer's
// account address, a guest's once the checkout set it); RecordUse, under
// the coupon's row lock with the order's address, decides.
package coupon

import (
	"context"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// Type is what a coupon takes off.
type Type string

// The coupon types.
const (
	// Percent takes Amount hundredths of a per cent (1000 = 10 %) off the
	// lines it applies to.
	Percent Type = "percent"
	// Fixed takes Amount cents off the lines it applies to, at most their
	// total.
	Fixed Type = "fixed"
	// FreeShipping waives the shipping costs of a cart that holds a line
	// it applies to.
	FreeShipping Type = "free_shipping"
)

// Coupon is a coupon code with its rules.
type Coupon struct {
	ID   int64
	Code string // upper case
	Type Type
	// Amount is hundredths of a per cent for Percent, cents for Fixed, 0
	// for FreeShipping.
	Amount catalog.Money
	// Label is what a cart shows for the discount, in the locale asked
	// for (German filling gaps); the code when there is none.
	Label string
	// MinSubtotal is the least gross subtotal (VAT included, before any
	// discount) of the whole cart the coupon needs; 0 for none.
	MinSubtotal catalog.Money
	// ValidFrom is the first instant the coupon applies, ValidTo the
	// instant it stops applying; nil for open.
	ValidFrom, ValidTo *time.Time
	// UsageLimit bounds the orders that may use the coupon, and
	// PerCustomerLimit those of one person: one customer account or one
	// mailbox (mail.MailboxKey), whether the orders were a customer's or
	// a guest's; 0 for no limit.
	UsageLimit       int
	PerCustomerLimit int
	TimesUsed        int
	// CategoryIDs limits the coupon to products assigned to any of these
	// categories (directly, as Magento's "category is one of" condition
	// does; list a subtree's categories to take it all); empty for all.
	CategoryIDs []int64
	// SKUPrefix limits the coupon to products whose SKU begins with it (a
	// club's products); empty for all.
	SKUPrefix string
	// Combinable coupons may share a cart with other combinable ones;
	// any other coupon is alone in its cart.
	Combinable bool
	Active     bool
}

// Input creates or updates a coupon by its code.
type Input struct {
	Code             string
	Type             Type
	Amount           catalog.Money
	Label            catalog.Localized
	MinSubtotal      catalog.Money
	ValidFrom        *time.Time
	ValidTo          *time.Time
	UsageLimit       int
	PerCustomerLimit int
	CategoryIDs      []int64
	SKUPrefix        string
	Combinable       bool
	Active           bool
}

// Line is a cart line as far as coupons look at it.
type Line struct {
	// SKU is the product's SKU (a configurable product's own, not its
	// variant's).
	SKU         string
	CategoryIDs []int64
	// Gross is the line's price, VAT included, before any coupon.
	Gross catalog.Money
}

// Context is what a coupon is checked against: a cart at a moment.
type Context struct {
	Now time.Time
	// CustomerID is the cart's customer; 0 for a guest. Email is the
	// address the order would go to, as far as it is known (a customer's
	// account address, a guest's once the checkout set it). A coupon's
	// limit per customer counts the uses of either; with neither known
	// only the total usage limit counts, until RecordUse decides with the
	// order's address.
	CustomerID int64
	Email      string
	Lines      []Line
}

// Use is one order's use of its coupons, as RecordUse counts it.
type Use struct {
	OrderID int64
	Codes   []string
	// CustomerID is the order's customer, 0 for a guest; Email the
	// order's address, whose mailbox (mail.MailboxKey) the use is kept
	// under.
	CustomerID int64
	Email      string
}

// Discount is what one applied coupon takes off.
type Discount struct {
	Code  string
	Label string
	Type  Type
	// Amount is the gross amount off the lines, the sum of Lines.
	Amount catalog.Money
	// Lines holds the share of Amount of each line of the context, in its
	// order: what the coupon takes off that line.
	Lines []catalog.Money
	// FreeShipping waives the cart's shipping costs.
	FreeShipping bool
	// Combinable is the coupon's own mark.
	Combinable bool
}

// Reason says why a code does not apply. Customers are never told which.
type Reason string

// The reasons a code is rejected.
const (
	Unknown     Reason = "unknown" // no such code, or switched off
	NotYetValid Reason = "not_yet_valid"
	Expired     Reason = "expired"
	UsedUp      Reason = "used_up"
	// UsedByCustomer: the customer's account or the address's mailbox
	// has used it as often as the coupon allows one customer.
	UsedByCustomer Reason = "used_by_customer"
	BelowMinimum   Reason = "below_minimum"
	NoMatchingItem Reason = "no_matching_item"
	// NotCombinable: the code would apply on its own, but it or a coupon
	// before it in the cart may not be combined. It is found only after
	// every other check passed.
	NotCombinable Reason = "not_combinable"
)

// Rejection is a code that does not apply, and why.
type Rejection struct {
	Code   string
	Reason Reason
}

// Result is the outcome of Evaluate.
type Result struct {
	// Applied are the codes that apply, in the order given, with what
	// each takes off; Rejected the others.
	Applied  []Discount
	Rejected []Rejection
}

// Service is what other packages may ask of coupons.
type Service interface {
	// Evaluate checks codes, in the order they were applied to a cart,
	// against the cart's context, and answers what each code that applies
	// takes off each line: a code applies to what the ones before it left
	// of the lines. Codes are compared without regard to case and
	// surrounding blanks; malformed ones are Unknown. Labels come in
	// locale.
	Evaluate(ctx context.Context, locale i18n.Locale, codes []string, c Context) (Result, error)
	// RecordUse counts one use of each code by the order u names. Called
	// within the caller's transaction (the order's), it is part of it; a
	// code whose usage limit is reached already, in total or for the
	// customer (the uses of u's customer account or of its address's
	// mailbox, guests' orders included), is a Conflict error naming it in
	// the message key "coupon.usedUp", and nothing is counted. Each code's
	// row lock makes concurrent orders count one after another.
	RecordUse(ctx context.Context, u Use) error
	// ReleaseUse takes back the uses RecordUse counted for an order that
	// was cancelled; asked again, it takes back nothing more.
	ReleaseUse(ctx context.Context, orderID int64) error
	// Get returns a coupon by code with its label in locale; NotFound
	// when there is none.
	Get(ctx context.Context, locale i18n.Locale, code string) (Coupon, error)
	// Save creates a coupon, or updates the one with the same code, and
	// returns its id. Bad input is an Invalid error on its field.
	Save(ctx context.Context, in Input) (int64, error)
}

// Limits of a coupon's input.
const (
	MaxCodeLength  = 32
	MaxLabel       = 100
	maxCategories  = 200
	maxPercent     = 10_000
	maxSKUPrefix   = 32
	maxUsageLimits = 1_000_000_000
)
