package returns_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"paddock/internal/order"
	"paddock/internal/order/ordertest"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/returns"
)

// fieldsOf are the fields an error puts problems on, with their keys.
func fieldsOf(err error) map[string]string {
	out := map[string]string{}
	all := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		all = j.Unwrap()
	}
	for _, e := range all {
		var ae *apperr.Error
		if errors.As(e, &ae) && ae.Field != "" {
			out[ae.Field] = ae.Key
		}
	}
	return out
}

// One case per refusal of SPEC.md section 4, each from an order placed,
// paid and shipped as the shop does it, with the clock moved.
func TestRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		for _, tc := range []struct {
			name  string
			order func(t *testing.T) order.Order
			want  returns.RefusalCode
		}{
			{"pending payment", func(t *testing.T) order.Order {
				return f.place(t, placing{unpaid: true}, item("HOSE-1", 1))
			}, returns.StatusNotReturnable},
			{"virtual items only", func(t *testing.T) order.Order {
				return f.place(t, placing{virtual: true}, item("GS-25", 1))
			}, returns.StatusNotReturnable},
			{"complete without a shipment recorded", func(t *testing.T) order.Order {
				o := f.place(t, placing{}, item("HOSE-1", 1))
				// Shipped before the shop recorded shipments.
				if _, err := d.Write().Exec(f.Ctx, `UPDATE sales_order SET status = 'complete' WHERE id = ?`, o.ID); err != nil {
					t.Fatal(err)
				}
				return o
			}, returns.DataUnavailable},
			{"everything returned", func(t *testing.T) order.Order {
				o := f.delivered(t, item("HOSE-1", 2))
				if _, err := f.request(o, ask(o.Items[0].ID, 2, "too_small")); err != nil {
					t.Fatal(err)
				}
				return o
			}, returns.AlreadyFullyReturned},
			{"delivered to Austria", func(t *testing.T) order.Order {
				return f.ship(t, f.place(t, placing{country: "AT"}, item("HOSE-1", 1)))
			}, returns.NotGermany},
			{"not shipped", func(t *testing.T) order.Order {
				return f.place(t, placing{}, item("HOSE-1", 1))
			}, returns.NotFullyShipped},
			{"shipped in part", func(t *testing.T) order.Order {
				o := f.place(t, placing{}, item("HOSE-1", 2))
				return f.ship(t, o, order.ShipmentItem{OrderItemID: o.Items[0].ID, Qty: 1})
			}, returns.NotFullyShipped},
			{"individualised items only", func(t *testing.T) order.Order {
				return f.delivered(t, f.Shirt(t, 1))
			}, returns.Individualised},
			{"31 days after delivery", func(t *testing.T) order.Order {
				o := f.delivered(t, item("HOSE-1", 1))
				// Delivered on 26 November (Berlin): the period ends with
				// 26 December.
				f.Clock.Set(time.Date(2026, 12, 26, 23, 0, 0, 0, time.UTC)) // midnight in Berlin
				return o
			}, returns.PeriodExpired},
		} {
			t.Run(tc.name, func(t *testing.T) {
				f.Clock.Set(ordertest.Start)
				o := tc.order(t)
				info, err := f.svc.Information(f.Ctx, o.Number, f.anna, i18n.English)
				if err != nil {
					t.Fatal(err)
				}
				if info.Refusal == nil || info.Refusal.Code != tc.want || info.Returnable {
					t.Fatalf("refusal %+v, returnable %v; want %s", info.Refusal, info.Returnable, tc.want)
				}
				want := i18n.Messages().T(i18n.English, "returns.refusal."+string(tc.want))
				if info.Refusal.Message != want || strings.HasPrefix(want, "returns.") {
					t.Errorf("message %q, want %q", info.Refusal.Message, want)
				}
				for _, x := range info.Items {
					if x.QtyReturnable != 0 {
						t.Errorf("item %s returnable %d", x.Item.SKU, x.QtyReturnable)
					}
				}
				// Asking anyway is refused with the same reason, nothing saved.
				before := f.Count(t, `SELECT COUNT(*) FROM sales_return`)
				_, err = f.request(o, ask(o.Items[0].ID, 1, "too_small"))
				if e := apperr.As(err); e.Kind != apperr.Conflict || e.Key != "returns.refusal."+string(tc.want) {
					t.Errorf("request: %v", err)
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`); n != before {
					t.Errorf("%d returns after a refused request, were %d", n, before)
				}
			})
		}
	})
}

func TestReturnableUntilTheEndOfThe30thDay(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 1), f.Shirt(t, 1), item("GS-25", 1))
		f.Clock.Set(time.Date(2026, 12, 26, 22, 59, 59, 0, time.UTC)) // 23:59:59 in Berlin
		info, err := f.svc.Information(f.Ctx, o.Number, f.anna, i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if !info.Returnable || info.Refusal != nil || info.ReturnableUntil != "2026-12-26" {
			t.Fatalf("%+v", info)
		}
		hose, shirt, voucher := info.Items[0], info.Items[1], info.Items[2]
		if hose.QtyReturnable != 1 || hose.Refusal != nil {
			t.Errorf("hose %+v", hose)
		}
		if shirt.QtyReturnable != 0 || shirt.Refusal == nil || shirt.Refusal.Code != returns.Individualised {
			t.Errorf("shirt %+v", shirt)
		}
		if voucher.QtyReturnable != 0 || voucher.Refusal != nil {
			t.Errorf("voucher %+v", voucher)
		}
		_, err = f.request(o, ask(itemOf(t, o, "RVL-TX-1").ID, 1, "too_small"))
		if got := fieldsOf(err); got["items.0.quantity"] != "returns.request.notReturnable" {
			t.Errorf("the shirt: %v", err)
		}
		if _, err := f.request(o, ask(itemOf(t, o, "HOSE-1").ID, 1, "too_small")); err != nil {
			t.Fatal(err)
		}
	})
}

func TestRequestRefusesBadInputAndSavesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 2), item("HAFER-20", 1))
		other := f.delivered(t, item("HOSE-1", 1))
		bens := f.ship(t, f.place(t, placing{customerID: f.ben}, item("HOSE-1", 1)))
		hose, oats := itemOf(t, o, "HOSE-1").ID, itemOf(t, o, "HAFER-20").ID
		for _, tc := range []struct {
			name    string
			in      returns.RequestInput
			kind    apperr.Kind
			fields  map[string]string
			message string
		}{
			{"no items", returns.RequestInput{}, apperr.Invalid, map[string]string{"items": "returns.request.noItems"}, ""},
			{"more than ordered", returns.RequestInput{Items: []returns.RequestItem{ask(hose, 3, "too_small")}}, apperr.Invalid,
				map[string]string{"items.0.quantity": "returns.request.tooMany"}, ""},
			{"no quantity, no reason", returns.RequestInput{Items: []returns.RequestItem{ask(hose, 0, ""), ask(oats, 1.5, "nonsense")}}, apperr.Invalid,
				map[string]string{"items.0.quantity": "returns.request.incomplete", "items.0.reason": "returns.request.incomplete",
					"items.1.quantity": "returns.request.whole", "items.1.reason": "returns.request.reasonUnknown"},
				"A return needs a quantity and a reason for every selected item."},
			{"the withdrawal's reason", returns.RequestInput{Items: []returns.RequestItem{ask(hose, 1, returns.WithdrawalReason)}}, apperr.Invalid,
				map[string]string{"items.0.reason": "returns.request.reasonUnknown"}, ""},
			{"an item twice", returns.RequestInput{Items: []returns.RequestItem{ask(hose, 1, "too_small"), ask(hose, 1, "too_large")}}, apperr.Invalid,
				map[string]string{"items.1.order_item_id": "returns.request.duplicate"}, ""},
			{"a long comment", returns.RequestInput{Items: []returns.RequestItem{ask(hose, 1, "too_small")}, Comment: strings.Repeat("x", 1001)},
				apperr.Invalid, map[string]string{"comment": "returns.request.commentTooLong"}, ""},
			{"another order's item", returns.RequestInput{Items: []returns.RequestItem{ask(other.Items[0].ID, 1, "too_small")}}, apperr.NotFound, nil, ""},
			{"someone else's order", returns.RequestInput{Number: bens.Number, Items: []returns.RequestItem{ask(bens.Items[0].ID, 1, "too_small")}},
				apperr.NotFound, nil, ""},
			{"an unknown order", returns.RequestInput{Number: "999999999", Items: []returns.RequestItem{ask(hose, 1, "too_small")}}, apperr.NotFound, nil, ""},
		} {
			t.Run(tc.name, func(t *testing.T) {
				in := tc.in
				if in.Number == "" {
					in.Number = o.Number
				}
				in.CustomerID, in.Locale = f.anna, i18n.English
				_, err := f.svc.Request(f.Ctx, in)
				if apperr.KindOf(err) != tc.kind {
					t.Fatalf("%v; want %v", err, tc.kind)
				}
				if tc.fields != nil {
					if got := fieldsOf(err); len(got) != len(tc.fields) {
						t.Errorf("fields %v; want %v", got, tc.fields)
					} else {
						for k, v := range tc.fields {
							if got[k] != v {
								t.Errorf("field %s: %q; want %q", k, got[k], v)
							}
						}
					}
				}
				if tc.message != "" && i18n.Messages().T(i18n.English, "returns.request.incomplete") != tc.message {
					t.Errorf("message %q", i18n.Messages().T(i18n.English, "returns.request.incomplete"))
				}
				if n := f.Count(t, `SELECT COUNT(*) FROM sales_return`) + f.Count(t, `SELECT COUNT(*) FROM sales_return_item`) +
					f.Count(t, `SELECT COALESCE(SUM(n), 0) FROM sales_return_sequence`); n != 0 {
					t.Errorf("%d rows or numbers after a refused request", n)
				}
			})
		}
		// Ben cannot see anna's order either.
		if _, err := f.svc.Information(f.Ctx, o.Number, f.ben, i18n.German); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("a stranger's information: %v", err)
		}
		if _, err := f.svc.Information(f.Ctx, o.Number, 0, i18n.German); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("no customer: %v", err)
		}
	})
}

// Returns follow one another until everything is returned; a refused
// return makes its items returnable again.
func TestSeveralReturnsUntilEverythingIsReturned(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 3), item("HAFER-20", 1))
		hose, oats := itemOf(t, o, "HOSE-1").ID, itemOf(t, o, "HAFER-20").ID
		first, err := f.request(o, ask(hose, 1, "too_small"))
		if err != nil || first.Reference != o.Number+"-R1" || len(first.UID) != 22 || first.Status != returns.Requested {
			t.Fatalf("first: %+v %v", first, err)
		}
		second, err := f.svc.Request(f.Ctx, returns.RequestInput{Number: o.Number, CustomerID: f.anna, Locale: i18n.French,
			Items: []returns.RequestItem{ask(hose, 2, "too_large"), ask(oats, 1, "arrived_damaged")}, Comment: "  Sac  déchiré \n"})
		if err != nil || second.Reference != o.Number+"-R2" || second.Comment != "Sac  déchiré" || second.Locale != i18n.French {
			t.Fatalf("second: %+v %v", second, err)
		}
		info, err := f.svc.Information(f.Ctx, o.Number, f.anna, i18n.German)
		if err != nil || info.Refusal == nil || info.Refusal.Code != returns.AlreadyFullyReturned {
			t.Fatalf("after both: %+v %v", info.Refusal, err)
		}
		got, err := f.svc.ForOrders(f.Ctx, []int64{o.ID, 424242})
		if err != nil || len(got[o.ID]) != 2 || got[o.ID][0].Reference != second.Reference || len(got[o.ID][0].Items) != 2 ||
			got[o.ID][0].Items[1] != (returns.Item{OrderItemID: oats, Qty: 1, ReasonCode: "arrived_damaged", Status: returns.Requested}) {
			t.Fatalf("ForOrders: %+v %v", got, err)
		}
		returned, err := f.svc.Returned(f.Ctx, []int64{hose, oats, 424242})
		if err != nil || returned[hose] != (returns.Returned{Requested: 3}) || returned[oats] != (returns.Returned{Requested: 1}) || returned[424242] != (returns.Returned{}) {
			t.Errorf("Returned: %v %v", returned, err)
		}
		if _, err := f.rstaff.Refuse(f.Ctx, first.Reference, "Getragen"); err != nil {
			t.Fatal(err)
		}
		info, err = f.svc.Information(f.Ctx, o.Number, f.anna, i18n.German)
		if err != nil || !info.Returnable || info.Items[0].QtyReturnable != 1 || info.Items[1].QtyReturnable != 0 {
			t.Fatalf("after refusing the first: %+v %v", info, err)
		}
		third, err := f.request(o, ask(hose, 1, "other"))
		if err != nil || third.Reference != o.Number+"-R3" {
			t.Fatalf("third: %+v %v", third, err)
		}
	})
}

// Requests at once for everything never return more than was ordered:
// exactly one of them is taken.
func TestConcurrentRequestsNeverExceedTheOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		o := f.delivered(t, item("HOSE-1", 3))
		var (
			wg   sync.WaitGroup
			mu   sync.Mutex
			ok   int
			errs []error
		)
		for range 8 {
			wg.Go(func() {
				_, err := f.request(o, ask(o.Items[0].ID, 3, "too_small"))
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					ok++
				} else {
					errs = append(errs, err)
				}
			})
		}
		wg.Wait()
		if ok != 1 {
			t.Fatalf("%d requests taken; errors %v", ok, errs)
		}
		for _, err := range errs {
			if e := apperr.As(err); e.Kind != apperr.Conflict || e.Key != "returns.refusal.ALREADY_FULLY_RETURNED" {
				t.Errorf("a refused request: %v", err)
			}
		}
		if n := f.Count(t, `SELECT COALESCE(SUM(qty), 0) FROM sales_return_item`); n != 3 {
			t.Errorf("%d returned, 3 ordered", n)
		}
		if n := f.Count(t, `SELECT n FROM sales_return_sequence WHERE order_id = ?`, o.ID); n != 1 {
			t.Errorf("sequence at %d", n)
		}
	})
}

func TestStartForWithdrawal(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		start := func(o order.Order, items ...returns.WithdrawnItem) returns.WithdrawalReturn {
			t.Helper()
			var out returns.WithdrawalReturn
			err := d.InTransaction(f.Ctx, func(ctx2 context.Context) error {
				var err error
				out, err = f.svc.StartForWithdrawal(ctx2, o.ID, 77, items)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		t.Run("every item", func(t *testing.T) {
			o := f.delivered(t, item("HOSE-1", 2), f.Shirt(t, 1), item("HAFER-20", 1))
			got := start(o)
			if got.Return == nil || len(got.Return.Items) != 2 || got.Return.WithdrawalID != 77 || got.Return.Items[0].Qty != 2 ||
				got.Return.Items[0].ReasonCode != returns.WithdrawalReason || got.Return.Items[1].Qty != 1 {
				t.Fatalf("%+v", got.Return)
			}
			// The shirt was left out, and says why.
			if got.Refusal == nil || got.Refusal.Code != returns.Individualised {
				t.Errorf("refusal %+v", got.Refusal)
			}
			if n := f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ? AND to_addresses LIKE ?`, returns.TagRequested, "%anna@example.de%"); n == 0 {
				t.Errorf("no confirmation to the order's address")
			}
		})
		t.Run("some items, limited to what is left", func(t *testing.T) {
			o := f.delivered(t, item("HOSE-1", 3), item("HAFER-20", 1))
			hose := itemOf(t, o, "HOSE-1").ID
			if _, err := f.request(o, ask(hose, 2, "too_small")); err != nil {
				t.Fatal(err)
			}
			got := start(o, returns.WithdrawnItem{OrderItemID: hose, Qty: 3})
			if got.Return == nil || len(got.Return.Items) != 1 || got.Return.Items[0].Qty != 1 || got.Return.Reference != o.Number+"-R2" {
				t.Fatalf("%+v", got.Return)
			}
			if got.Refusal == nil || got.Refusal.Code != returns.AlreadyFullyReturned {
				t.Errorf("refusal %+v", got.Refusal)
			}
		})
		t.Run("a refused order writes nothing", func(t *testing.T) {
			o := f.place(t, placing{}, item("HOSE-1", 1))
			before := f.Count(t, `SELECT COUNT(*) FROM sales_return`) + f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, returns.TagRequested)
			got := start(o)
			if got.Return != nil || got.Refusal == nil || got.Refusal.Code != returns.NotFullyShipped || got.Refusal.Message == "" {
				t.Fatalf("%+v", got)
			}
			after := f.Count(t, `SELECT COUNT(*) FROM sales_return`) + f.Count(t, `SELECT COUNT(*) FROM mail_message WHERE tag = ?`, returns.TagRequested)
			if after != before || f.Count(t, `SELECT COALESCE(SUM(n), 0) FROM sales_return_sequence WHERE order_id = ?`, o.ID) != 0 {
				t.Errorf("rows written for a refused withdrawal")
			}
		})
	})
}
