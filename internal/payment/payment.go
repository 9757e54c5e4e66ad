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
// Providers live in sub-packages (banktransfer, testpay) and are kept in a
// Registry, in the order the checkout offers them. A provider that can
// refund implements Refunder (the later extension point).
package payment

import (
	"context"
	"net/http"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
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

// Offliner is a provider that tells the customer how to pay offline.
type Offliner interface {
	Instructions(orderNumber string, amount catalog.Money) Instructions
}

// Refunder is a provider that can refund (the extension point of the
// next steps; no provider here implements it yet).
type Refunder interface {
	Refund(ctx context.Context, ref string, amount catalog.Money) (refundRef string, err error)
}

// Method is a payment method as the checkout offers it.
type Method struct {
	Code  string
	Title string
	Kind  Kind
	// Test marks a method that takes no money (the built-in test
	// provider): the checkout labels it so.
	Test bool
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
	// for offline methods.
	RedirectURL  string
	Instructions *Instructions
	Status       Status
	Amount       catalog.Money
	CreatedAt    time.Time
	UpdatedAt    time.Time
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
	// Methods are the enabled methods in the order the checkout offers
	// them, titled in locale.
	Methods(locale i18n.Locale) []Method
	// Method is one enabled method; false for an unknown or disabled code.
	Method(code string, locale i18n.Locale) (Method, bool)
	// Instructions are how to pay an order offline with method (bank
	// details and the purpose); nil for other methods.
	Instructions(method, orderNumber string, amount catalog.Money) *Instructions
	// Create records the payment of a new order (status Open, a new
	// token), inside the order's transaction. An unknown or disabled
	// method is Invalid "payment.method".
	Create(ctx context.Context, in Input) (Payment, error)
	// Start asks the provider for the payment once (Create of the
	// provider) and keeps its answer; later calls answer what was kept.
	// It runs after the order has committed, never inside a transaction
	// (a provider may be a call over the network).
	Start(ctx context.Context, paymentID int64, in StartInput) (Payment, error)
	// ByToken is the payment of a token; NotFound "payment.notFound" for
	// any token that names none.
	ByToken(ctx context.Context, token string) (Payment, error)
	// ByOrder is an order's payment.
	ByOrder(ctx context.Context, orderID int64) (Payment, error)
	// Notify takes a provider's notification of its payment ref: it
	// enqueues a StatusJobKind job for that payment (one waiting job per
	// payment). NotFound for a ref no payment of the method has.
	Notify(ctx context.Context, method, ref string) error
	// NotifyRequest is Notify for a webhook request to the method's
	// provider.
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
}
