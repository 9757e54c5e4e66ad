package commerce_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/graph/gqlserver/gqltest"
	"paddock/internal/order"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/settings"
)

// documentSeller is the shop's legal data the API's orders name on
// their documents: the demo's.
type documentSeller struct{}

func (documentSeller) Legal(context.Context) (settings.Legal, error) { return settings.Demo, nil }

const (
	documentFields = `invoices { id number issued_at pdf_url e_invoice_url
    total { subtotal { value } grand_total { value currency } base_grand_total { value } total_tax { value } total_shipping { value }
      taxes { rate title amount { value } } discounts { amount { value } }
      shipping_handling { amount_including_tax { value } amount_excluding_tax { value } taxes { rate amount { value } } } }
    items { id product_name product_sku product_sale_price { value } quantity_invoiced order_item { product_sku } }
    comments { message } }
  credit_memos { id number issued_at invoice_number pdf_url e_invoice_url
    total { grand_total { value } total_tax { value } adjustment { value } taxes { rate amount { value } } }
    items { id product_name product_sku product_sale_price { value } quantity_refunded order_item { product_sku } }
    comments { message } }
  comments { message }
  items { product_sku quantity_ordered quantity_invoiced quantity_refunded quantity_canceled }`
	opOrderDocuments = `query OrderDocuments($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
  items { number total { grand_total { value } total_tax { value } } ` + documentFields + ` } } } }`
	opGuestDocuments = `query GuestDocuments($number: String!, $email: String!, $lastname: String!) {
  guestOrder(input: { number: $number, email: $email, lastname: $lastname }) { number ` + documentFields + ` } }`
)

// Orders answer their invoices and credit notes in Magento's shapes with
// Paddock's download links: a customer's without a token (the session
// opens them), a guest's with a token; nobody else's.
func TestOrderDocumentsThroughGraphQL(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		a := newCartAPI(t, d)
		ctx := context.Background()
		staff := a.orders.(order.Staff)
		anna := a.signedIn(t, "anna@example.de")
		annas := at(a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer", map[string]any{"sku": "HOSE-1", "quantity": 2})),
			"order", "order_number").(string)
		pending := at(a.place(t, "shop_de", anna, a.readyCart(t, anna, "banktransfer")), "order", "order_number").(string)
		o, _, err := staff.RecordBankTransfer(ctx, annas)
		if err != nil {
			t.Fatal(err)
		}
		// A bank transfer is owed back by the shop's own transfer: no credit
		// note until staff record it paid.
		if r, err := staff.Refund(ctx, order.RefundInput{Number: annas, Amount: 1000, Reason: "Kulanz"}); err != nil ||
			r.Method != order.ByTransfer || r.State != order.RefundOwed || r.CreditNote != nil {
			t.Fatalf("a bank transfer's refund: %+v %v", r, err)
		}

		// A guest's order paid with the test provider, refunded in part.
		placed := a.place(t, "shop_de", nil, a.readyCart(t, nil, "paddock_test"))
		guest := at(placed, "order", "order_number").(string)
		token := at(placed, "order", "mollie_payment_token").(string)
		a.decide(t, token, "paid")
		a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		refund, err := staff.Refund(ctx, order.RefundInput{Number: guest, Amount: 1000, Reason: "Kulanz: verspätet"})
		if err != nil || refund.CreditNote == nil {
			t.Fatalf("refund: %v %+v", err, refund)
		}
		// Another, cancelled before shipping: refunded all at once.
		placed = a.place(t, "shop_de", nil, a.readyCart(t, nil, "paddock_test"))
		cancelled := at(placed, "order", "order_number").(string)
		token = at(placed, "order", "mollie_payment_token").(string)
		a.decide(t, token, "paid")
		a.ok(t, "shop_de", nil, opProcessTransaction, map[string]any{"token": token})
		if _, r, err := staff.Cancel(ctx, order.CancelInput{Number: cancelled}); err != nil || r == nil {
			t.Fatalf("cancel: %v %+v", err, r)
		}
		ben := a.signedIn(t, "ben@example.de")
		grand := float64(o.Totals.GrandTotal) / 100
		guestVars := map[string]any{"number": guest, "email": "lena@example.de", "lastname": "Huber"}

		gqltest.Run(t, a.h, "/graphql", []gqltest.Scenario{
			{Name: "the customer's invoice", Store: "shop_de", Query: opOrderDocuments, Header: anna, Variables: map[string]any{"number": annas},
				Data: map[string]any{
					"customer.orders.items.0.invoices.0.number":                         "RE-2026-000001",
					"customer.orders.items.0.invoices.0.e_invoice_url":                  nil,
					"customer.orders.items.0.invoices.0.total.grand_total.value":        grand,
					"customer.orders.items.0.invoices.0.total.grand_total.currency":     "EUR",
					"customer.orders.items.0.invoices.0.total.base_grand_total.value":   grand,
					"customer.orders.items.0.invoices.0.total.total_tax.value":          float64(o.Totals.Tax) / 100,
					"customer.orders.items.0.invoices.0.total.taxes.0.rate":             19.0,
					"customer.orders.items.0.invoices.0.total.taxes.0.title":            "MwSt. 19 %",
					"customer.orders.items.0.invoices.0.items.0.product_sku":            "HOSE-1",
					"customer.orders.items.0.invoices.0.items.0.quantity_invoiced":      2.0,
					"customer.orders.items.0.invoices.0.items.0.order_item.product_sku": "HOSE-1",
					"customer.orders.items.0.invoices.0.comments":                       []any{},
					"customer.orders.items.0.credit_memos":                              []any{},
					"customer.orders.items.0.comments.1.message":                        "Zahlung eingegangen",
					// What the invoice bills of each item; nothing given back.
					"customer.orders.items.0.items.0.quantity_invoiced": 2.0, "customer.orders.items.0.items.0.quantity_refunded": 0.0,
				},
				Check: func(t *testing.T, res gqltest.Response) {
					link, _ := gqltest.At(res.Data, "customer.orders.items.0.invoices.0.pdf_url").(string)
					if !strings.HasPrefix(link, "https://shop.example"+order.DocumentsPath+"/") || strings.Contains(link, "token") {
						t.Errorf("the customer's link %q", link)
					}
				}},
			{Name: "no invoice before the payment", Store: "shop_de", Query: opOrderDocuments, Header: anna, Variables: map[string]any{"number": pending},
				Data: map[string]any{"customer.orders.items.0.invoices": []any{}, "customer.orders.items.0.credit_memos": []any{},
					"customer.orders.items.0.items.0.quantity_invoiced": 0.0}},
			{Name: "a cancelled order's items refunded", Store: "shop_de", Query: opGuestDocuments,
				Variables: map[string]any{"number": cancelled, "email": "lena@example.de", "lastname": "Huber"},
				Data: map[string]any{"guestOrder.items.0.quantity_invoiced": 1.0, "guestOrder.items.0.quantity_refunded": 1.0,
					"guestOrder.items.0.quantity_canceled": 1.0, "guestOrder.credit_memos.0.items.0.quantity_refunded": 1.0}},
			{Name: "another customer finds nothing", Store: "shop_de", Query: opOrderDocuments, Header: ben, Variables: map[string]any{"number": annas},
				Data: map[string]any{"customer.orders.items": []any{}}},
			{Name: "the guest's invoice and credit note", Store: "shop_en", Query: opGuestDocuments, Variables: guestVars,
				Data: map[string]any{
					"guestOrder.invoices.0.number":                      "RE-2026-000002",
					"guestOrder.credit_memos.0.number":                  "RK-2026-000001",
					"guestOrder.credit_memos.0.invoice_number":          "RE-2026-000002",
					"guestOrder.credit_memos.0.total.grand_total.value": 10.0,
					"guestOrder.credit_memos.0.total.adjustment.value":  0.0,
					"guestOrder.credit_memos.0.items.0.product_name":    "Erstattung zu Rechnung RE-2026-000002",
					"guestOrder.credit_memos.0.items.0.product_sku":     "",
					"guestOrder.credit_memos.0.items.0.order_item":      nil,
					"guestOrder.credit_memos.0.comments.0.message":      "Kulanz: verspätet",
					"guestOrder.comments.2.message":                     "€10.00 refunded (credit note RK-2026-000001)",
					// An amount given back is no item's.
					"guestOrder.items.0.quantity_invoiced": 1.0, "guestOrder.items.0.quantity_refunded": 0.0,
				},
				Check: func(t *testing.T, res gqltest.Response) {
					for _, path := range []string{"guestOrder.invoices.0.pdf_url", "guestOrder.credit_memos.0.pdf_url"} {
						link, _ := gqltest.At(res.Data, path).(string)
						if !strings.HasPrefix(link, "https://shop.example"+order.DocumentsPath+"/") || !strings.Contains(link, "?token=") {
							t.Errorf("%s: %q", path, link)
						}
					}
				}},
		})
	})
}
