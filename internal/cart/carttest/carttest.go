// Package carttest puts a small shop in place for the tests of carts and
// of the APIs on them: store views, two categories, products of every
// kind a cart meets (simple, configurable with variants, virtual, feed at
// the reduced rate, bulky feed, club merchandise with every kind of
// customizable option, products low on or out of stock, many cheap ones),
// the shipping rates and a set of coupons.
package carttest

import (
	"context"
	"fmt"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/shipping"
)

// Shop is what Seed put in place.
type Shop struct {
	Rider, Feed int64 // category ids
	// IDs by SKU, variants included.
	IDs map[string]int64
	// Options by title (German) of the club shirt's and the voucher's
	// customizable options, with their values by title.
	Options map[string]catalog.CustomOption
}

// Value is the id of an option's value by its German title.
func (s Shop) Value(option, value string) int64 {
	for _, v := range s.Options[option].Values {
		if v.Title == value {
			return v.ID
		}
	}
	panic("carttest: no value " + value + " of " + option)
}

// Bulk is the SKU of the i-th of the cheap products (1 to BulkProducts).
func Bulk(i int) string { return fmt.Sprintf("BULK-%02d", i) }

// BulkProducts is how many cheap products Seed adds.
const BulkProducts = 40

func texts(de, en, fr string) catalog.Localized {
	return catalog.Localized{i18n.German: de, i18n.English: en, i18n.French: fr}
}

// Seed puts the shop in place through the catalogue, shipping and coupon
// services on d. now dates the coupons.
func Seed(ctx context.Context, d *db.DB, now time.Time) (Shop, error) {
	shop := Shop{IDs: map[string]int64{}, Options: map[string]catalog.CustomOption{}}
	if err := catalog.Seed(ctx, d); err != nil {
		return shop, err
	}
	if err := shipping.Seed(ctx, d); err != nil {
		return shop, err
	}
	cat := catalog.NewService(d, nil, nil, catalog.WithReadCache(0))
	for code, opts := range map[string][]catalog.AttributeOptionInput{
		catalog.AttrColor: {{Code: "navy", Label: texts("Marine", "Navy", "Marine"), SortOrder: 1}, {Code: "black", Label: texts("Schwarz", "Black", "Noir"), SortOrder: 2}},
		catalog.AttrSize:  {{Code: "m", Label: texts("M", "", ""), SortOrder: 1}, {Code: "l", Label: texts("L", "", ""), SortOrder: 2}},
	} {
		if err := cat.SaveAttributeOptions(ctx, code, opts); err != nil {
			return shop, err
		}
	}
	var err error
	if shop.Rider, err = cat.SaveCategory(ctx, catalog.CategoryInput{IsActive: true, Name: texts("Reiter", "Rider", "Cavalier")}); err != nil {
		return shop, err
	}
	if shop.Feed, err = cat.SaveCategory(ctx, catalog.CategoryInput{IsActive: true, Name: texts("Futter", "Feed", "Alimentation")}); err != nil {
		return shop, err
	}
	simple := func(sku, name string, price catalog.Money, stock int) catalog.ProductInput {
		return catalog.ProductInput{Type: catalog.Simple, SKU: sku, IsActive: true, Name: texts(name, name+" (en)", name+" (fr)"),
			Price: price, TaxClass: catalog.StandardRate, StockQty: stock, DeliveryMinDays: 2, DeliveryMaxDays: 4, CategoryIDs: []int64{shop.Rider}}
	}
	feed := func(sku, name string, price catalog.Money, kg float64, stock int) catalog.ProductInput {
		in := simple(sku, name, price, stock)
		in.TaxClass, in.ContentQuantity, in.BaseUnit, in.CategoryIDs = catalog.ReducedRate, kg, catalog.Kilogram, []int64{shop.Feed}
		return in
	}
	jacket := simple("JACKE-1", "Reitjacke Nova", 12900, 0)
	jacket.Type, jacket.ConfigurableAttributes = catalog.Configurable, []string{catalog.AttrColor, catalog.AttrSize}
	jacket.Variants = []catalog.VariantInput{
		{SKU: "JACKE-1-NAVY-M", Color: "navy", Size: "m", Price: 12900, StockQty: 3, IsActive: true},
		{SKU: "JACKE-1-NAVY-L", Color: "navy", Size: "l", Price: 13900, StockQty: 0, IsActive: true},
		{SKU: "JACKE-1-BLACK-M", Color: "black", Size: "m", Price: 11900, StockQty: 5, IsActive: true},
	}
	shirt := simple("RVL-TX-1", "Vereinsshirt Lindenhof", 2490, 100)
	shirt.DeliveryMinDays, shirt.DeliveryMaxDays = 14, 21
	shirt.CustomOptions = []catalog.CustomOptionInput{
		{Type: catalog.DropDownOption, Title: texts("Logo-Art", "Logo type", "Type de logo"), Required: true, Values: []catalog.CustomOptionValueInput{
			{Title: texts("Stick", "Embroidery", "Broderie")}, {Title: texts("Sublimation", "", ""), Price: 490},
		}},
		{Type: catalog.DropDownOption, Title: texts("Logo-Position", "Logo position", ""), Values: []catalog.CustomOptionValueInput{
			{Title: texts("Brust", "Chest", "")}, {Title: texts("Rücken", "Back", "Dos"), Price: 690},
		}},
		{Type: catalog.CheckboxOption, Title: texts("Extras", "Extras", ""), Values: []catalog.CustomOptionValueInput{
			{Title: texts("Vereinsname", "Club name", ""), Price: 390}, {Title: texts("Reitername", "Rider's name", ""), Price: 1000, PriceType: catalog.PercentPrice},
		}},
		// Printed, so only with a sublimated logo and an extra to print.
		{Type: catalog.CheckboxOption, Title: texts("Druckort", "Print place", "Emplacement"), Values: []catalog.CustomOptionValueInput{
			{Title: texts("Vorne", "Front", "Devant"), Requires: []catalog.ValueRef{{Option: 0, Value: 1}, {Option: 2, Value: 0}, {Option: 2, Value: 1}}},
			{Title: texts("Hinten", "Back", "Dos"), Requires: []catalog.ValueRef{{Option: 0, Value: 1}}},
		}},
		{Title: texts("Name", "Name", "Nom"), MaxCharacters: 15, Price: 300},
		{Title: texts("Kürzel", "Initials", "Sigle"), Required: true, MaxCharacters: 5},
	}
	voucher := simple("GS-25", "Geschenkgutschein 25 €", 2500, 0)
	voucher.Type, voucher.DeliveryMinDays, voucher.DeliveryMaxDays = catalog.Virtual, 0, 0
	voucher.CustomOptions = []catalog.CustomOptionInput{{Title: texts("Grußbotschaft", "Message", "Message"), MaxCharacters: 200}}
	products := []catalog.ProductInput{
		simple("HOSE-1", "Reithose Klassik", 5990, 10),
		jacket,
		feed("HAFER-20", "Hafer 20 kg", 3990, 20, 50),
		feed("HEU-25", "Heucobs 25 kg", 1990, 25, 5),
		shirt,
		voucher,
		simple("LETZTE-1", "Hufkratzer", 990, 1),
		simple("LEER-1", "Mähnenkamm", 490, 0),
	}
	for i := 1; i <= BulkProducts; i++ {
		products = append(products, simple(Bulk(i), fmt.Sprintf("Putzschwamm %d", i), catalog.Money(500+i*37), 100))
	}
	ids, err := cat.SaveProducts(ctx, products)
	if err != nil {
		return shop, err
	}
	for i, in := range products {
		shop.IDs[in.SKU] = ids[i]
	}
	found, err := cat.Products(ctx, i18n.German, catalog.ProductFilter{SKUs: []string{"JACKE-1-NAVY-M", "JACKE-1-NAVY-L", "JACKE-1-BLACK-M", "RVL-TX-1", "GS-25"}})
	if err != nil {
		return shop, err
	}
	for _, p := range found {
		shop.IDs[p.SKU] = p.ID
		for _, o := range p.CustomOptions {
			shop.Options[o.Title] = o
		}
	}

	coupons := coupon.NewService(d, func() time.Time { return now })
	ended := now.AddDate(0, -1, 0)
	for _, in := range []coupon.Input{
		{Code: "WILLKOMMEN10", Type: coupon.Percent, Amount: 1000, MinSubtotal: 5000, PerCustomerLimit: 1, Active: true,
			Label: texts("10 % Willkommensrabatt", "10% welcome discount", "10 % de bienvenue")},
		{Code: "REITEN5", Type: coupon.Fixed, Amount: 500, Combinable: true, Active: true, Label: texts("5 € Rabatt", "€5 off", "5 € de remise")},
		{Code: "VERSANDFREI", Type: coupon.FreeShipping, Combinable: true, Active: true, Label: texts("Versandkostenfrei", "Free shipping", "Livraison offerte")},
		{Code: "LINDENHOF15", Type: coupon.Percent, Amount: 1500, SKUPrefix: "RVL-", Active: true, Label: texts("15 % Vereinsrabatt", "15% club discount", "")},
		{Code: "HAFER20", Type: coupon.Percent, Amount: 2000, CategoryIDs: []int64{shop.Feed}, Active: true, Label: texts("20 % auf Futter", "", "")},
		{Code: "SOMMER2025", Type: coupon.Percent, Amount: 1500, ValidTo: &ended, Active: true},
	} {
		if _, err := coupons.Save(ctx, in); err != nil {
			return shop, err
		}
	}
	return shop, nil
}
