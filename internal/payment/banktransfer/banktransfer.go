// Package banktransfer is payment in advance by bank transfer (Magento's
// "banktransfer"): the order waits in pending payment while the customer
// transfers the amount to the shop's account with the order number as the
// purpose; the confirmation mail and the success page show the account.
// No provider tells the shop about the money: its status is what the shop
// records (payment.Service.Record, once staff see the transfer).
//
// The account is asked for whenever instructions are made (the app asks
// the shop's settings, settings.Legal.Bank), so a changed account shows in
// the next mail and page without a restart; while there is none, no
// payment by bank transfer is taken (payment.Availability).
package banktransfer

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"paddock/internal/catalog"
	"paddock/internal/payment"
	"paddock/internal/platform/i18n"
	"paddock/internal/settings"
)

// Code is the method's code.
const Code = "banktransfer"

// Account is the shop's bank account.
type Account struct {
	Holder, IBAN, BIC, BankName string
}

// AccountFunc answers the account to transfer to now; one without IBAN
// means there is none.
type AccountFunc func(ctx context.Context) (Account, error)

// Provider is bank transfer to the shop's account.
type Provider struct{ account AccountFunc }

// New returns bank transfer to a fixed account.
func New(account Account) *Provider {
	return NewFunc(func(context.Context) (Account, error) { return account, nil })
}

// NewFunc returns bank transfer to the account account answers when asked.
func NewFunc(account AccountFunc) *Provider { return &Provider{account: account} }

// Available implements payment.Availability: while there is an account.
func (p *Provider) Available(ctx context.Context) (bool, error) {
	a, err := p.account(ctx)
	return err == nil && a.IBAN != "" && a.Holder != "", err
}

// Code implements payment.Provider.
func (p *Provider) Code() string { return Code }

// Title implements payment.Provider.
func (p *Provider) Title(l i18n.Locale) string {
	return i18n.Messages().T(l, "payment.banktransfer.title")
}

// Kind implements payment.Provider.
func (p *Provider) Kind() payment.Kind { return payment.Offline }

// Create implements payment.Provider: the payment's reference is the
// order number, the purpose of the transfer.
func (p *Provider) Create(_ context.Context, r payment.Request) (payment.Created, error) {
	return payment.Created{Ref: r.OrderNumber, Status: payment.Open}, nil
}

// Status implements payment.Provider: nothing outside the shop knows
// better than what it recorded, which payment.Service answers for offline
// methods.
func (p *Provider) Status(context.Context, string) (payment.Status, error) { return payment.Open, nil }

// Notification implements payment.Provider: bank transfers send none.
func (p *Provider) Notification(*http.Request) (string, error) {
	return "", errors.New("banktransfer: no notifications")
}

// Instructions implements payment.Offliner: the account as it is now.
func (p *Provider) Instructions(ctx context.Context, orderNumber string, amount catalog.Money) (payment.Instructions, error) {
	a, err := p.account(ctx)
	if err != nil {
		return payment.Instructions{}, fmt.Errorf("banktransfer: the account: %w", err)
	}
	return payment.Instructions{AccountHolder: a.Holder, IBAN: settings.GroupIBAN(a.IBAN), BIC: a.BIC,
		BankName: a.BankName, Reference: orderNumber, Amount: amount}, nil
}
