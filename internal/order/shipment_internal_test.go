package order

import (
	"testing"
	"time"

	"paddock/internal/cart"
	"paddock/internal/catalog"
)

// The rule is the checkout notice's (checkout-steps.ts isIndividualised):
// a text entered into a text option, or club merchandise with a logo type.
func TestIndividualisedItems(t *testing.T) {
	text := catalog.CustomOption{Type: catalog.FieldOption, Title: "Name"}
	drop := catalog.CustomOption{Type: catalog.DropDownOption, Title: "Logo-Art"}
	logo := &catalog.Merchandise{LogoType: &catalog.Option{Code: "stick", Label: "Stick"}}
	for _, c := range []struct {
		name string
		it   cart.Item
		want bool
	}{
		{"a plain product", cart.Item{}, false},
		{"a name entered", cart.Item{Options: []cart.ChosenOption{{Option: text, Text: "Jördis"}}}, true},
		{"only spaces entered", cart.Item{Options: []cart.ChosenOption{{Option: text, Text: "  "}}}, false},
		{"an empty text", cart.Item{Options: []cart.ChosenOption{{Option: text}}}, false},
		{"a drop-down value chosen", cart.Item{Options: []cart.ChosenOption{{Option: drop, Values: []catalog.CustomOptionValue{{Title: "Stick"}}}}}, false},
		{"club merchandise with its logo", cart.Item{Product: catalog.Product{Merchandise: logo}}, true},
		{"a variant of club merchandise", cart.Item{Variant: &catalog.Product{Merchandise: logo}}, true},
		{"merchandise without a logo type", cart.Item{Product: catalog.Product{Merchandise: &catalog.Merchandise{LogoWidthMM: 80}}}, false},
	} {
		if got := individualised(c.it); got != c.want {
			t.Errorf("%s: individualised = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestDeliveredAt(t *testing.T) {
	shipped := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	arrived := time.Date(2026, 11, 26, 14, 0, 0, 0, time.UTC)
	// The end of 27 November in Berlin (CET, UTC+1).
	promised := time.Date(2026, 11, 27, 22, 59, 59, 999999999, time.UTC)
	base := func() Order {
		return Order{DeliveryLatest: "2026-11-27", Items: []Item{
			{ID: 1, QtyOrdered: 2}, {ID: 2, QtyOrdered: 1, IsVirtual: true},
		}}
	}
	cases := []struct {
		name string
		edit func(o *Order)
		want time.Time
		ok   bool
	}{
		{"nothing shipped", func(o *Order) {}, time.Time{}, false},
		{"partly shipped", func(o *Order) {
			o.Items[0].QtyShipped = 1
			o.Shipments = []Shipment{{ShippedAt: shipped, DeliveredAt: arrived}}
		}, time.Time{}, false},
		{"shipped, delivery recorded", func(o *Order) {
			o.Items[0].QtyShipped = 2
			o.Shipments = []Shipment{{ShippedAt: shipped, DeliveredAt: arrived}}
		}, arrived, true},
		{"shipped, no delivery recorded: the promised day's end", func(o *Order) {
			o.Items[0].QtyShipped = 2
			o.Shipments = []Shipment{{ShippedAt: shipped}}
		}, promised, true},
		{"shipped after the promised day: when it left", func(o *Order) {
			o.Items[0].QtyShipped = 2
			o.Shipments = []Shipment{{ShippedAt: promised.Add(48 * time.Hour)}}
		}, promised.Add(48 * time.Hour), true},
		{"two parcels: the later one's arrival", func(o *Order) {
			o.Items[0].QtyShipped = 2
			o.Shipments = []Shipment{{ShippedAt: shipped, DeliveredAt: arrived}, {ShippedAt: shipped.Add(24 * time.Hour)}}
		}, promised, true},
		{"the rest cancelled", func(o *Order) {
			o.Items[0].QtyShipped, o.Items[0].QtyCanceled = 1, 1
			o.Shipments = []Shipment{{ShippedAt: shipped, DeliveredAt: arrived}}
		}, arrived, true},
		{"all cancelled", func(o *Order) { o.Items[0].QtyCanceled = 2 }, time.Time{}, false},
		{"a virtual order", func(o *Order) { o.Items = o.Items[1:] }, time.Time{}, false},
	}
	for _, c := range cases {
		o := base()
		c.edit(&o)
		got, ok := o.DeliveredAt()
		if ok != c.ok || !got.Equal(c.want) {
			t.Errorf("%s: DeliveredAt = %v, %v; want %v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}
