// Package payment is the seam payment providers plug into. An order's
// payment is recorded in the order's transaction (Create) with a payment
// token, 32 random bytes that the customer's return URL carries
// (/{lang}/checkout/transaction/{method}/process?payment_token=…); once the
// order has committed, Start asks the provider for the payment: a hosted
// page to send the customer to (RedirectURL) or offline instructions (bank
// transfer). The calls map onto Mollie's Magento 2 GraphQL module:
// placeOrder answers the order's RedirectURL and Token
// (mollie_redirect_url, mollie_payment_token), mollieProcessTransaction
// looks the payment up ByToken and reads its Status (PaymentStatusEnum is
// Status in upper case), mollieRestoreCart is the order's RestoreCart.
//
// Status changes come from providers as notifications (webhooks, the test
// provider's page): Notify only enqueues a StatusJobKind job for the
// payment, in the jobs outbox; the job's handler (the order's) asks the
// provider for the status (ProviderStatus, never trusting what a
// notification says) and records it with Record under the payment's row
// lock, in the transaction that changes the order. Record reports whether
// the status changed, so a replayed notification changes nothing twice and
// mails nothing twice.
//
// Providers live in sub-packages (banktransfer, testpay, mollie) and are
// kept in a Registry, in the order the checkout offers them. A Gateway
// (Mollie) brings several methods at once, each a Provider of its own
// (mollie_methods_creditcard, mollie_methods_paypal, …): which of them a
// cart may pay with depends on the cart's amount, language and billing
// country and is asked of the gateway (Available, which the gateway
// answers from a short-lived cache); its return and webhook URLs name the
// gateway, not the method (/{lang}/checkout/transaction/mollie/process,
// /api/payment/mollie/webhook). When a gateway cannot be reached the
// checkout still offers the shop's own methods.
//
// Refunds: a provider that can give money back implements Refunder;
// Service.Refund and Service.RefundStatus call it. The payment package
// keeps no refund records: the order's refund (its amount reserved under
// the order's row lock, its credit note) is the record, and keeps the
// provider's refund reference and status it answers. See Service.Refund
// for the contract.
package payment

import (
	"context"
	"net/http"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/vat"
)

// Status is a payment's state, as Mollie names them (lower case).
type Status string

// The statuses.
const (
	// Open: created, the customer has not paid (yet); bank transfers wait
	// here until the money arrives.
	Open Status = "open"
	// Pending: the customer paid, the provider has not confirmed yet.
	Pending    Status = "pending"
	Authorized Status = "authorized"
	Paid       Status = "paid"
	Failed     Status = "failed"
	Canceled   Status = "canceled"
	Expired    Status = "expired"
)

// Valid reports whether s is a known status.
func (s Status) Valid() bool {
	switch s {
	case Open, Pending, Authorized, Paid, Failed, Canceled, Expired:
		return true
	}
	return false
}

// Succeeded reports a payment the shop may ship for.
func (s Status) Succeeded() bool { return s == Paid || s == Authorized }

// Unsuccessful reports a payment that ended without money: the order is
// cancelled and the customer may have the cart back.
func (s Status) Unsuccessful() bool { return s == Failed || s == Canceled || s == Expired }

// Final reports a status a payment never leaves: paid (a provider reports
// refunds and chargebacks of a paid payment beside its status, which
// stays paid) or ended without money. Only a provider's answer is ever
// recorded, so a payment recorded final needs no provider asked again.
func (s Status) Final() bool { return s == Paid || s.Unsuccessful() }

// Kind is how a customer pays with a method.
type Kind string

// The kinds.
const (
	// Hosted: on the provider's page, which sends the customer back to the
	// return URL.
	Hosted Kind = "hosted"
	// Offline: by instructions (a bank transfer); the order waits.
	Offline Kind = "offline"
)

// Request is what a provider needs to create a payment.
type Request struct {
	// OrderNumber is the order's increment id; Description what the
	// customer sees on the provider's page and bank statement.
	OrderNumber string
	Description string
	Amount      catalog.Money
	Locale      i18n.Locale
	Email       string
	// ReturnURL is where a hosted page sends the customer back to;
	// WebhookURL where the provider notifies status changes.
	ReturnURL  string
	WebhookURL string
	// Lines are the order's lines (goods, shipping), adding up to Amount
	// when the order's totals allow it; empty otherwise.
	Lines []Line
	// BillingAddress and ShippingAddress are the order's (nil when the
	// order has none), for methods that need them (Klarna).
	BillingAddress, ShippingAddress *Address
	// IdempotencyKey is the same for every Create of one payment, so a
	// provider that supports it answers a repeated request (a timeout, a
	// second Start) with the payment it made first.
	IdempotencyKey string
}

// LineKind is what an order line is, in Mollie's words.
type LineKind string

// The line kinds.
const (
	Physical LineKind = "physical"
	Digital  LineKind = "digital"
	// ShippingFee is the shipping's line.
	ShippingFee LineKind = "shipping_fee"
)

// Line is an order line as a provider gets it: gross amounts in cents,
// Total = UnitPrice × Quantity − Discount, VAT the part of Total that is
// tax at VATRate (hundredths of a per cent, vat.Rate: 2550 is 25.5 %).
type Line struct {
	Kind      LineKind
	Name      string
	SKU       string
	Quantity  int
	UnitPrice catalog.Money
	Discount  catalog.Money
	Total     catalog.Money
	VATRate   vat.Rate
	VAT       catalog.Money
}

// Address is an order's address as a provider gets it.
type Address struct {
	Company   string
	Firstname string
	Lastname  string
	Street    []string
	Postcode  string
	City      string
	Region    string
	// Country is ISO 3166-1 alpha-2.
	Country string
	Email   string
	Phone   string
}

// Created is a provider's answer to Request.
type Created struct {
	// Ref is the provider's id of the payment.
	Ref string
	// RedirectURL is the hosted page (Hosted methods).
	RedirectURL string
	Status      Status
}

// Instructions tell a customer how to pay offline: a bank transfer of
// Amount to the account with Reference as the purpose.
type Instructions struct {
	AccountHolder string
	IBAN          string
	BIC           string
	BankName      string
	Reference     string
	Amount        catalog.Money
}

// Provider is one way of paying.
type Provider interface {
	// Code is the method's code (Magento's payment method code):
	// "banktransfer", "paddock_test".
	Code() string
	// Title is the method's name in locale, as the checkout shows it.
	Title(locale i18n.Locale) string
	Kind() Kind
	// Create creates the payment of an order at the provider. It is called
	// once per payment (Service.Start keeps what it answers).
	Create(ctx context.Context, r Request) (Created, error)
	// Status reads a payment's status from the provider.
	Status(ctx context.Context, ref string) (Status, error)
	// Notification reads which payment a notification (webhook request)
	// is about. Only the reference is taken from it: the status is asked
	// with Status, so a forged notification changes nothing.
	Notification(r *http.Request) (ref string, err error)
}

// Canceler is a provider that can cancel an open payment, so that its
// order can be given up for another method without the old payment being
// paid later. Cancel answers the payment's status afterwards: Canceled,
// or what it has when it can no longer be cancelled (paid meanwhile, or
// a method the provider cannot cancel: then still open).
type Canceler interface {
	Cancel(ctx context.Context, ref string) (Status, error)
}

// Offliner is a provider that tells the customer how to pay offline.
// The instructions are made when asked (the account from the shop's
// settings as they are now), never kept.
type Offliner interface {
	Instructions(ctx context.Context, orderNumber string, amount catalog.Money) (Instructions, error)
}

// Availability is a provider that can take payments only at times (bank
// transfer while the shop's settings name an account): Create refuses a
// payment with Invalid "payment.unavailable" while it cannot.
type Availability interface {
	Available(ctx context.Context) (bool, error)
}

// RefundStatus is a refund's state, as Mollie names them.
type RefundStatus string

// The refund statuses.
const (
	// RefundQueued: accepted, waiting for the balance to pay it out.
	RefundQueued RefundStatus = "queued"
	// RefundPending: about to be paid out.
	RefundPending    RefundStatus = "pending"
	RefundProcessing RefundStatus = "processing"
	// RefundRefunded: the money is on its way to the customer.
	RefundRefunded RefundStatus = "refunded"
	RefundFailed   RefundStatus = "failed"
	RefundCanceled RefundStatus = "canceled"
)

// Valid reports whether s is a known refund status.
func (s RefundStatus) Valid() bool {
	switch s {
	case RefundQueued, RefundPending, RefundProcessing, RefundRefunded, RefundFailed, RefundCanceled:
		return true
	}
	return false
}

// Final reports a refund that changes no more.
func (s RefundStatus) Final() bool {
	return s == RefundRefunded || s == RefundFailed || s == RefundCanceled
}

// Unsuccessful reports a refund that gave nothing back: its amount may be
// refunded again.
func (s RefundStatus) Unsuccessful() bool { return s == RefundFailed || s == RefundCanceled }

// RefundRequest is a refund a Refunder is asked for.
type RefundRequest struct {
	Amount      catalog.Money
	Description string
	// IdempotencyKey makes a repeated request answer the refund the first
	// made (required; at most 100 characters).
	IdempotencyKey string
}

// ProviderRefund is a refund as the provider answers it.
type ProviderRefund struct {
	// Ref is the provider's id of the refund (Mollie's re_…).
	Ref    string
	Status RefundStatus
}

// Refunder is a provider that can give (part of) a paid payment back.
type Refunder interface {
	// Refund refunds part of the payment ref.
	Refund(ctx context.Context, ref string, r RefundRequest) (ProviderRefund, error)
	// RefundStatus reads a refund's status.
	RefundStatus(ctx context.Context, ref, refundRef string) (RefundStatus, error)
}

// Imager is a provider whose method has an icon (Mollie's).
type Imager interface {
	// Image is the URL of the method's icon (SVG).
	Image() string
}

// Method is a payment method as the checkout offers it.
type Method struct {
	Code  string
	Title string
	Kind  Kind
	// Test marks a method that takes no money (the built-in test
	// provider): the checkout labels it so.
	Test bool
	// Image is the URL of the method's icon; empty for the shop's own
	// methods.
	Image string
	// Gateway names the gateway the method belongs to ("mollie"); empty
	// for the shop's own methods.
	Gateway string
}

// MethodQuery is what decides which methods a cart may pay with: its
// amount (gross, in cents), its language and its billing country.
type MethodQuery struct {
	Amount catalog.Money
	// AnyAmount asks for the methods whatever the amount (Amount is
	// ignored): Mollie's molliePaymentMethods without a currency.
	AnyAmount bool
	Locale    i18n.Locale
	// Country is the billing country, ISO 3166-1 alpha-2; empty when not
	// known yet.
	Country string
}

// Gateway is a provider of several methods (Mollie): each method is a
// Provider of its own, the gateway decides which of them a cart may use.
type Gateway interface {
	// Name is the gateway's segment in return and webhook URLs
	// ("mollie").
	Name() string
	// Providers are its methods in a stable order.
	Providers() []Provider
	// Offer answers which of its methods q allows, in the gateway's
	// order, titled in q.Locale and with their images. An error (the
	// gateway cannot be reached) offers none of them; the gateway logs
	// it. It may call the gateway over the network.
	Offer(ctx context.Context, q MethodQuery) ([]Method, error)
	// Cached answers what Offer would for q from what the gateway knows
	// already (its cache), without a call over the network; cached is
	// false when Offer would have to ask.
	Cached(q MethodQuery) (methods []Method, cached bool, err error)
	// Info is what a storefront may know of the gateway's account.
	Info() GatewayInfo
}

// GatewayInfo is a gateway's account as a storefront may know it:
// Mollie's profile id and whether it moves real money.
type GatewayInfo struct {
	ProfileID string
	LiveMode  bool
}

// Payment is an order's payment.
type Payment struct {
	ID      int64
	OrderID int64
	Method  string
	// Token is the payment token (mollie_payment_token): a credential,
	// never logged.
	Token       string
	ProviderRef string
	// RedirectURL is the hosted page once started; Instructions are set
	// for offline methods in Start's answer (elsewhere ask
	// Service.Instructions).
	RedirectURL  string
	Instructions *Instructions
	Status       Status
	Amount       catalog.Money
	// Attempt counts the payment's earlier attempts (Retry): 0 for the
	// first.
	Attempt int
	// GivenUp is set while its customer is giving it up for another
	// method (Cancel): a canceled status then sends no failure mail.
	GivenUp   bool
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Input records the payment of a new order.
type Input struct {
	OrderID     int64
	OrderNumber string
	Method      string
	Amount      catalog.Money
}

// StartInput is what Start passes on to the provider.
type StartInput struct {
	OrderNumber string
	Locale      i18n.Locale
	Email       string
	// Lines and the addresses go to providers that show or need them
	// (Mollie's lines, Klarna's addresses).
	Lines                           []Line
	BillingAddress, ShippingAddress *Address
}

// RefundInput is a refund Service.Refund is asked for.
type RefundInput struct {
	Amount      catalog.Money
	Description string
	// IdempotencyKey names the refund for the provider: the same key
	// again (a retry after a timeout or a crash, within a day) answers
	// the refund made first instead of refunding twice. Required, at most
	// 100 characters; the order's refund id with a random part suits.
	IdempotencyKey string
}

// UnknownOffer is Offers' answer when a gateway's methods for Query are
// not known without asking it over the network.
type UnknownOffer struct {
	Gateway string
	Query   MethodQuery
}

func (e *UnknownOffer) Error() string {
	return "payment: the methods " + e.Gateway + " offers for this cart are not known yet"
}

// StatusJobKind is the job that applies a provider's notification; its
// payload is StatusJob. The order package handles it.
const StatusJobKind = "payment.status"

// StatusJob is the payload of a StatusJobKind job.
type StatusJob struct {
	PaymentID int64 `json:"payment_id"`
}

// Service is the shop's payments.
type Service interface {
	// Available are the methods a cart described by q may pay with, in
	// the order the checkout offers them: the shop's own methods, and of
	// a gateway's those it answers for q (from its cache of a few
	// minutes). A gateway that cannot be reached offers none, and the
	// rest are answered all the same. It may call a gateway over the
	// network, so not inside a transaction: called with a context that
	// carries one (db.HoldsTransaction) it answers a gateway's methods
	// only from its cache, and none when it has no list for q.
	Available(ctx context.Context, q MethodQuery) []Method
	// Offers reports whether a cart described by q may pay with the
	// method code, as Available would answer, from what the shop knows
	// without a call over the network: the check inside a transaction.
	// When it would have to ask a gateway (its list for q is not cached)
	// it answers an *UnknownOffer error: ask Available outside the
	// transaction, then check again.
	Offers(ctx context.Context, q MethodQuery, code string) (bool, error)
	// Method is one enabled method; false for an unknown or disabled code.
	// It does not ask a gateway whether a cart may use it (Available).
	Method(code string, locale i18n.Locale) (Method, bool)
	// Gateway is what a storefront may know of a gateway's account; false
	// when the gateway is not enabled.
	Gateway(name string) (GatewayInfo, bool)
	// Instructions are how to pay an order offline with method (bank
	// details as the settings name them now, and the purpose); nil for
	// other methods.
	Instructions(ctx context.Context, method, orderNumber string, amount catalog.Money) (*Instructions, error)
	// Create records the payment of a new order (status Open, a new
	// token), inside the order's transaction. An unknown or disabled
	// method is Invalid "payment.method".
	Create(ctx context.Context, in Input) (Payment, error)
	// Start asks the provider for the payment once (Create of the
	// provider) and keeps its answer; later calls answer what was kept.
	// It runs after the order has committed, never inside a transaction
	// (a provider may be a call over the network).
	Start(ctx context.Context, paymentID int64, in StartInput) (Payment, error)
	// ReturnURL is where the customer of a payment comes back to in
	// locale: the storefront's transaction page, which processes the
	// payment token (/{lang}/checkout/transaction/{route}/process?
	// payment_token=…). Hosted pages send customers there, and the mail
	// of a payment that ended without money links there to restore the
	// cart.
	ReturnURL(p Payment, locale i18n.Locale) string
	// ResumeURL is ReturnURL for a customer who comes from the order's
	// confirmation rather than from the provider (resume=1): a payment
	// still open is offered at once to be finished ("pay now", the same
	// attempt at the provider) or given up for another method, instead of
	// being waited for.
	ResumeURL(p Payment, locale i18n.Locale) string
	// Retry makes a payment that ended without money (failed, canceled,
	// expired) open again for a new attempt at the provider: the earlier
	// attempt's reference and outcome are kept (payment_attempt), the
	// token stays, and Start then creates the new attempt. A payment still
	// open or pending is answered as it is (its attempt is the one to
	// finish); a paid one is Conflict "payment.retry.paid".
	Retry(ctx context.Context, paymentID int64) (Payment, error)
	// Cancel asks the provider to cancel a payment that is still open and
	// answers its status at the provider afterwards; a payment whose
	// provider cannot cancel is answered with the status it has (open).
	// It marks the payment GivenUp before asking, and clears the mark
	// when the provider keeps it open, so a canceled status read meanwhile
	// elsewhere is known for the customer's choice. It does not record the
	// status (ApplyPayment does). It calls the
	// provider over the network: never inside a transaction.
	Cancel(ctx context.Context, paymentID int64) (Status, error)
	// ByToken is the payment of a token; NotFound "payment.notFound" for
	// any token that names none.
	ByToken(ctx context.Context, token string) (Payment, error)
	// ByOrder is an order's payment.
	ByOrder(ctx context.Context, orderID int64) (Payment, error)
	// Notify takes a provider's notification of its payment ref: it
	// enqueues a StatusJobKind job for that payment (one waiting job per
	// payment). NotFound for a ref no payment of the method has.
	Notify(ctx context.Context, method, ref string) error
	// NotifyRequest is Notify for a webhook request to a route: a
	// gateway's name (/api/payment/mollie/webhook) or a method's code.
	// Only the payment's reference is read from the request; a request
	// that names none is Invalid "payment.notification". For a gateway, a
	// reference no payment has is answered without error and without
	// effect, as Mollie expects. A client sending more than
	// WebhooksPerClient is refused (RateLimited) before anything is read.
	NotifyRequest(ctx context.Context, method string, r *http.Request) error
	// ProviderStatus asks the provider for a payment's status now. A
	// payment not started yet is Open.
	ProviderStatus(ctx context.Context, paymentID int64) (Status, error)
	// Unsettled lists payments of hosted methods still open or pending
	// that were created before, oldest first, at most limit: the ones to
	// ask their provider about when no notification came (the customer
	// left the provider's page; a provider lets a payment expire).
	Unsettled(ctx context.Context, before time.Time, limit int) ([]Payment, error)
	// Record records a payment's status under its row lock, in the
	// caller's transaction; changed is false when it had that status
	// already (nothing was written). It answers the payment as it was
	// before (prev) and after.
	Record(ctx context.Context, paymentID int64, status Status) (prev, now Payment, changed bool, err error)

	// Refund asks the payment's provider to give in.Amount of a paid
	// payment back, and answers the provider's refund (its reference and
	// status: queued, pending or processing at first, refunded once the
	// money is on its way). It calls the provider over the network: call
	// it after the transaction that recorded the refund has committed
	// (the order's refund, which reserves the amount under the order's
	// row lock so refunds never exceed what was paid), and keep what it
	// answers; when it fails with an Unavailable error, call it again
	// later with the same in.IdempotencyKey (a job), which never refunds
	// twice. Refused: a payment not paid (Conflict
	// "payment.refund.notPaid"), an amount of nothing or more than the
	// payment (Invalid "payment.refund.amount"), a method that cannot
	// refund (Invalid "payment.refund.unsupported"), what the provider
	// refuses (Invalid "payment.provider.refused": more than remains,
	// …); NotFound for an unknown payment.
	Refund(ctx context.Context, paymentID int64, in RefundInput) (ProviderRefund, error)
	// RefundStatus asks the payment's provider for a refund's status now
	// (refundRef is ProviderRefund.Ref).
	RefundStatus(ctx context.Context, paymentID int64, refundRef string) (RefundStatus, error)
}
