package commerce_test

import (
	"context"
	"fmt"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// price_tiers answers Magento's TierPrice for a product and for each
// variant of a configurable product (a variant without its own has its
// parent's, at its own price), only tiers below what one piece costs now,
// with the base price per unit Paddock adds.
func TestPriceTiers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		ctx := context.Background()
		var ids []int64
		if err := d.Read().Select(ctx, &ids, `SELECT id FROM product WHERE sku IN ('HF-MUESLI', 'RH-CELINA') ORDER BY sku`); err != nil {
			t.Fatal(err)
		}
		ins, err := s.svc.(catalog.Staff).ProductInputs(ctx, ids)
		if err != nil || len(ins) != 2 {
			t.Fatal(ins, err)
		}
		for _, in := range ins {
			switch in.SKU {
			case "HF-MUESLI": // 32.00 €, 25.00 € special price running, 15 kg
				in.TierPrices = []catalog.TierPrice{{Quantity: 10, Percent: 10}, {Quantity: 5, Price: 2400}, {Quantity: 20, Percent: 30}}
			case "RH-CELINA":
				in.TierPrices = []catalog.TierPrice{{Quantity: 3, Percent: 10}}
			}
			in.At = s.now
			if _, err := s.svc.SaveProduct(ctx, in); err != nil {
				t.Fatal(err)
			}
		}
		const query = `query Tiers($skus: [String]) {
  products(filter: { sku: { in: $skus } }) { items { sku
    price_tiers { quantity final_price { value currency } discount { amount_off percent_off } base_price { value } }
    ... on ConfigurableProduct { variants { product { sku price_tiers { quantity final_price { value } } } } } } }
}`
		data := s.do(t, "shop_de", query, map[string]any{"skus": []string{"HF-MUESLI", "RH-CELINA", "RH-ANNA-NAVY"}})
		got := map[string]string{}
		for _, item := range list(data, "products", "items") {
			sku := at(item, "sku").(string)
			got[sku] = fmt.Sprint(at(item, "price_tiers"))
			for _, v := range list(item, "variants") {
				got[at(v, "product", "sku").(string)] = fmt.Sprint(at(v, "product", "price_tiers"))
			}
		}
		want := map[string]string{
			// 10 % off 32.00 € is 28.80 €, no offer beside 25.00 €.
			"HF-MUESLI": "[map[base_price:map[value:1.6] discount:map[amount_off:8 percent_off:25] final_price:map[currency:EUR value:24] quantity:5] " +
				"map[base_price:map[value:1.49] discount:map[amount_off:9.6 percent_off:30] final_price:map[currency:EUR value:22.4] quantity:20]]",
			"RH-CELINA":         "[map[base_price:<nil> discount:map[amount_off:12.99 percent_off:10] final_price:map[currency:EUR value:116.96] quantity:3]]",
			"RH-CELINA-NAVY-M":  "[map[final_price:map[value:116.96] quantity:3]]",
			"RH-CELINA-NAVY-L":  "[map[final_price:map[value:116.96] quantity:3]]",
			"RH-CELINA-BLACK-M": "[map[final_price:map[value:125.96] quantity:3]]",
			"RH-ANNA-NAVY":      "[]",
		}
		for sku, w := range want {
			if got[sku] != w {
				t.Errorf("%s: price_tiers\n%s\nwant\n%s", sku, got[sku], w)
			}
		}
	})
}
