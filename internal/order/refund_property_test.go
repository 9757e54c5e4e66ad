package order_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"paddock/internal/cart"
	"paddock/internal/cart/carttest"
	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/order"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/payment/testpay"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// Any sequence of partial returns (units of items, with or without the
// shipping), partial refunds (amounts), cancellations and refunds of the
// rest, of any order (random lines and quantities at 19 and 7 %, a
// voucher, percentage and fixed coupons, shipping paid or free, to
// Germany, Austria or exported to Switzerland, paid through a provider or
// by bank transfer), gives back exactly what was paid once all of it is
// back and never more on the way; a request for more than is left
// changes nothing; every credit note's VAT lines add up to its gross and
// its VAT, its lines and charges to its net; all credit notes of an
// invoice come to its net and VAT rate by rate.
func TestAnySequenceOfRefundsGivesBackWhatWasPaid(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		staff := f.svc.(order.Staff)
		skus := []string{"HOSE-1", "HAFER-20", "HEU-25", carttest.Bulk(1), carttest.Bulk(2), carttest.Bulk(7), "GS-25"}
		for _, sku := range skus {
			f.setStock(t, sku, 10000)
		}
		coupons := [][]string{nil, {"WILLKOMMEN10"}, {"REITEN5"}, {"HAFER20"}, {"VERSANDFREI"}, {"REITEN5", "VERSANDFREI"}}
		countries := []string{"DE", "DE", "AT", "CH"}
		r := rand.New(rand.NewPCG(23, 13))
		for n := range 8 {
			var items []cart.ItemInput
			for _, i := range r.Perm(len(skus))[:1+r.IntN(4)] {
				items = append(items, item(skus[i], float64(1+r.IntN(3))))
			}
			codes, country := coupons[r.IntN(len(coupons))], countries[r.IntN(len(countries))]
			transfer := r.IntN(4) == 0
			o := f.randomOrder(t, n, items, codes, country, transfer)
			desc := fmt.Sprintf("order %d (%v, %v, %s, transfer %v, shipping %d, discount %d, total %d)", n, items, codes, country, transfer,
				o.Totals.ShippingInclTax, o.Totals.Discount, o.Totals.GrandTotal)

			// pay records a transfer owed as made, as staff do.
			pay := func(got order.Refund) {
				t.Helper()
				if got.Method == order.ByTransfer && got.State == order.RefundOwed {
					if _, err := staff.RecordRefundPaid(f.Ctx, got.ID); err != nil {
						t.Fatalf("%s: record %+v: %v", desc, got, err)
					}
				}
			}
			given := func() catalog.Money {
				t.Helper()
				refunds, err := f.svc.Refunds(f.Ctx, o.ID)
				if err != nil {
					t.Fatal(err)
				}
				var sum catalog.Money
				for _, x := range refunds {
					if x.State != order.RefundPaid {
						t.Fatalf("%s: a refund not paid %+v", desc, x)
					}
					sum += x.Amount
				}
				return sum
			}
			var steps []string
			for step := range 2 + r.IntN(5) {
				left := o.Totals.GrandTotal - given()
				if left <= 0 {
					break
				}
				var in order.RefundInput
				switch k := r.IntN(10); {
				case k == 0 && step == 0 && !o.IsVirtual:
					_, got, err := staff.Cancel(f.Ctx, order.CancelInput{Number: o.Number})
					if err != nil || got == nil {
						t.Fatalf("%s: cancel: %+v %v", desc, got, err)
					}
					pay(*got)
					steps = append(steps, fmt.Sprintf("cancel %d", got.Amount))
					continue
				case k == 1:
					before := f.Count(t, `SELECT COUNT(*) FROM sales_refund`)
					if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: left + 1}); apperr.As(err).Key != "order.refund.tooMuch" ||
						f.Count(t, `SELECT COUNT(*) FROM sales_refund`) != before {
						t.Fatalf("%s: more than is left: %v", desc, err)
					}
					continue
				case k <= 4:
					in.Amount = catalog.Money(1 + r.Int64N(int64(left)))
				case k <= 8:
					it := o.Items[r.IntN(len(o.Items))]
					in.Items = []order.RefundItem{{ItemID: it.ID, Units: 1 + r.IntN(2)}}
					in.Shipping = r.IntN(4) == 0
				default:
					in.Shipping = true
				}
				got, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: in.Amount, Items: in.Items, Shipping: in.Shipping})
				if apperr.As(err).Key == "order.refund.nothingLeft" && in.Amount == 0 {
					continue // those units, or the shipping, are back already
				}
				if err != nil || got.Amount <= 0 || got.Amount > left || (in.Amount > 0 && got.Amount != in.Amount) {
					t.Fatalf("%s after %v: refund %+v: %+v %v", desc, steps, in, got, err)
				}
				pay(got)
				steps = append(steps, fmt.Sprintf("%+v: %d", in, got.Amount))
				if g := given(); g > o.Totals.GrandTotal {
					t.Fatalf("%s after %v: gave back %d of %d", desc, steps, g, o.Totals.GrandTotal)
				}
			}
			if left := o.Totals.GrandTotal - given(); left > 0 {
				got, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number})
				if err != nil || got.Amount != left {
					t.Fatalf("%s after %v: the rest (%d): %+v %v", desc, steps, left, got, err)
				}
				pay(got)
			}
			if g := given(); g != o.Totals.GrandTotal {
				t.Fatalf("%s after %v: gave back %d of %d", desc, steps, g, o.Totals.GrandTotal)
			}
			if _, err := f.svc.Refund(f.Ctx, order.RefundInput{Number: o.Number, Amount: 1}); apperr.As(err).Key != "order.refund.nothingLeft" {
				t.Errorf("%s: after all of it: %v", desc, err)
			}
			f.checkCreditNotes(t, o, desc)
		}
	})
}

// randomOrder places (and pays) guest order n of items with coupons,
// shipped to country, paid by bank transfer or the test provider.
func (f *fixture) randomOrder(t *testing.T, n int, items []cart.ItemInput, codes []string, country string, transfer bool) order.Order {
	t.Helper()
	ref := f.GuestCart(t, items...)
	for _, c := range codes {
		_, _ = f.Carts.ApplyCoupon(f.Ctx, ref, c) // one that does not apply to this cart is left out
	}
	a := munich
	switch country {
	case "AT":
		a = order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Mariahilfer Straße 1"}, Postcode: "1060", City: "Wien", CountryCode: "AT"}
	case "CH":
		a = order.Address{Firstname: "Lena", Lastname: "Hofer", Street: []string{"Bahnhofstrasse 1"}, Postcode: "8001", City: "Zürich", CountryCode: "CH"}
	}
	str := func(s string) *string { return &s }
	if _, err := f.Carts.SetShippingAddress(f.Ctx, ref, cart.AddressInput{Address: &customer.AddressInput{Firstname: str(a.Firstname),
		Lastname: str(a.Lastname), Street: a.Street, Postcode: str(a.Postcode), City: str(a.City), CountryCode: str(country),
		Telephone: str("+49 89 1234567")}}); err != nil {
		t.Fatal(err)
	}
	in := order.PlaceInput{Email: fmt.Sprintf("kundin%d@example.de", n), ShippingAddress: &a, BillingAddress: a, PaymentMethod: testpay.Code}
	if transfer {
		in.PaymentMethod = banktransfer.Code
	}
	placed := f.Place(t, ref, in)
	if transfer {
		f.RecordTransfer(t, placed.Order.Number)
	} else {
		f.PayByTest(t, placed)
	}
	return f.Order(t, placed.Order.ID)
}

// checkCreditNotes checks that every credit note of o adds up in itself
// and that together they are its invoice, rate by rate.
func (f *fixture) checkCreditNotes(t *testing.T, o order.Order, desc string) {
	t.Helper()
	docs := f.documents(t, o)
	if len(docs) < 2 || docs[0].Kind != order.KindInvoice {
		t.Fatalf("%s: documents %d", desc, len(docs))
	}
	inv := docs[0].Sheet
	type sums struct{ net, tax catalog.Money }
	credited := map[string]sums{}
	for _, d := range docs[1:] {
		s := d.Sheet
		var gross, tax, lines catalog.Money
		for _, v := range s.VAT {
			if v.Net+v.Tax != v.Gross || v.Tax < 0 || v.Net < 0 || v.GoodsGross+v.ShippingGross != v.Gross {
				t.Errorf("%s: %s: VAT line %+v", desc, d.Number, v)
			}
			gross, tax = gross+v.Gross, tax+v.Tax
			k := fmt.Sprint(v.Category, v.Rate)
			credited[k] = sums{credited[k].net + v.Net, credited[k].tax + v.Tax}
		}
		for _, l := range s.Lines {
			lines += l.Net
		}
		for _, c := range s.Charges {
			lines += c.Net
		}
		if gross != s.Totals.Gross || tax != s.Totals.Tax || lines != s.Totals.Net || s.Totals.Net+s.Totals.Tax != s.Totals.Gross {
			t.Errorf("%s: %s: VAT lines %d/%d, lines %d, totals %+v", desc, d.Number, gross, tax, lines, s.Totals)
		}
	}
	for _, v := range inv.VAT {
		if got := credited[fmt.Sprint(v.Category, v.Rate)]; got.net != v.Net || got.tax != v.Tax {
			t.Errorf("%s: %s %d %%: credited %+v, invoiced %d/%d", desc, v.Category, v.Rate, got, v.Net, v.Tax)
		}
	}
}
