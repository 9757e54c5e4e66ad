// Package desktest builds a desk over a real shop (ordertest's) with its
// returns, withdrawals and audit trail, for the tests of the back office
// and its API.
package desktest

import (
	"bytes"
	"context"
	"testing"
	"time"

	"paddock/internal/admin/audit"
	"paddock/internal/admin/desk"
	"paddock/internal/cart"
	"paddock/internal/catalog"
	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
	"paddock/internal/returns"
	"paddock/internal/settings"
	"paddock/internal/withdrawal"
)

// Shop is a shop with the back office's desk and audit trail.
type Shop struct {
	*ordertest.Shop
	Desk    *desk.Desk
	Audit   audit.Service
	Returns returns.Service
}

// Open returns a shop on d (ordertest's catalogue and clock) with a desk.
// Bank transfers are limited only by the settings' maximums, so a test
// may place many orders from one client.
func Open(t testing.TB, d *db.DB) *Shop {
	t.Helper()
	shop := ordertest.Open(t, d, ordertest.Options{Start: ordertest.Start, DocumentKey: ordertest.DocumentKey,
		Mail: mail.Options{From: "Paddock <shop@paddock.example>", ShopAddress: "service@paddock.example"}},
		ordertest.Customer("Anna", "Berger"))
	if err := returns.Seed(shop.Ctx, d); err != nil {
		t.Fatal(err)
	}
	// Enough breeches and feed for a test's many orders.
	if _, err := d.Write().Exec(shop.Ctx, `UPDATE product SET stock_qty = 1000 WHERE sku IN ('HOSE-1', 'HAFER-20')`); err != nil {
		t.Fatal(err)
	}
	rets := returns.NewService(d, returns.Dependencies{Orders: shop.Orders, Mail: shop.Outbox, Seller: ordertest.DemoSeller{}},
		returns.Options{BaseURL: ordertest.BaseURL, Now: shop.Clock.Now})
	wd, err := withdrawal.NewService(withdrawal.Dependencies{DB: d, Orders: shop.Orders, Returns: rets.(withdrawal.Returns),
		Mail: shop.Outbox, Limiter: shop.Limiter, Jobs: shop.Queue, Seller: ordertest.DemoSeller{}},
		withdrawal.Options{BaseURL: ordertest.BaseURL, Key: bytes.Repeat([]byte("w"), 32), Now: shop.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	trail, err := audit.NewService(audit.Options{DB: d, Now: shop.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	dk, err := desk.New(desk.Options{Orders: shop.Staff, Returns: rets.(returns.Staff), Withdrawals: wd, Audit: trail,
		Mailbox: mail.NewMailbox(d), Outbox: shop.Outbox, Settings: shop.Settings, Now: shop.Clock.Now,
		Clubs: func(context.Context) ([]desk.Club, error) { return Clubs, nil }, Stock: shop.Catalog.(catalog.Staff),
		Logos: func(_ context.Context, key string) ([]byte, string, error) {
			if key != Clubs[0].LogoKey {
				return nil, "", apperr.New(apperr.NotFound, "media.notFound")
			}
			return Logo, "image/png", nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	b := settings.DefaultBankTransfer
	b.OpenOrdersPerEmail, b.OpenOrdersPerClient, b.OpenValuePerEmail, b.OpenValuePerClient = settings.MaxOpenOrders, settings.MaxOpenOrders,
		settings.MaxOpenValue, settings.MaxOpenValue
	if err := shop.Settings.SetBankTransfer(shop.Ctx, b); err != nil {
		t.Fatal(err)
	}
	return &Shop{Shop: shop, Desk: dk, Audit: trail, Returns: rets}
}

// Clubs are the clubs of the desk's tests: the breeches' and the saddles'.
var Clubs = []desk.Club{{ID: 7, Name: "RV Lindenhof", SKUPrefix: "HOSE", LogoKey: "1f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c5b6a7988.png"},
	{ID: 8, Name: "RFV Sattelhof", SKUPrefix: "SATTEL"}}

// Logo is the Lindenhof's logo file.
var Logo = []byte("\x89PNG\r\n\x1a\nLindenhof")

// Place places a guest's order of one of each SKU, paid by bank
// transfer, shipped to Munich.
func (s *Shop) Place(t testing.TB, skus ...string) order.Order {
	t.Helper()
	var in []cart.ItemInput
	for _, sku := range skus {
		in = append(in, ordertest.Item(sku, 1))
	}
	a := ordertest.Munich
	return s.Shop.Place(t, s.GuestCart(t, in...), order.PlaceInput{Email: "lena@example.de", ShippingAddress: &a,
		BillingAddress: ordertest.Munich, PaymentMethod: banktransfer.Code}).Order
}

// Returned places an order of the SKUs for Anna (anna@example.de), pays,
// ships and delivers it and asks to return one of the first: the return
// is requested.
func (s *Shop) Returned(t testing.TB, skus ...string) (order.Order, returns.Return) {
	t.Helper()
	var in []cart.ItemInput
	for _, sku := range skus {
		in = append(in, ordertest.Item(sku, 1))
	}
	anna := s.CustomerID(t, "anna@example.de")
	a := ordertest.Munich
	o := s.Shop.Place(t, s.CustomerCart(t, anna, in...), order.PlaceInput{ShippingAddress: &a, BillingAddress: ordertest.Munich,
		PaymentMethod: banktransfer.Code}).Order
	s.RecordTransfer(t, o.Number)
	s.Ship(t, o.Number, order.ShipInput{Carrier: "dhl", Tracking: "JJD000" + o.Number}, s.Clock.Now().Add(48*time.Hour))
	o = s.Order(t, o.ID)
	r, err := s.Returns.Request(s.Ctx, returns.RequestInput{Number: o.Number, CustomerID: anna, Items: []returns.RequestItem{
		{OrderItemID: o.Items[0].ID, Qty: 1, ReasonCode: "too_small"}}, Locale: i18n.German})
	if err != nil {
		t.Fatal(err)
	}
	return o, r
}
