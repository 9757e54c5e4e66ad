package commerce_test

import (
	"fmt"
	"strings"
	"testing"

	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestShopDataOperations(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s := newShop(t, d)
		meta := s.do(t, "shop_fr", opAttributesMetaData, nil)
		items := list(meta, "customAttributeMetadata", "items")
		if len(items) != 3 || at(items[0], "attribute_code") != "color" || at(items[0], "input_type") != "select" {
			t.Fatalf("metadata: %v", meta)
		}
		colours := list(items[0], "attribute_options")
		if len(colours) != 2 || at(colours[1], "label") != "Noir" || at(colours[1], "value") != fmt.Sprint(s.colors["black"]) {
			t.Errorf("colour options in French: %v", colours)
		}

		countries := list(s.do(t, "shop_en", opCountries, nil), "countries")
		names := map[string]any{}
		var regions int
		for _, c := range countries {
			names[at(c, "id").(string)] = at(c, "full_name_locale")
			regions += len(list(c, "available_regions"))
		}
		if names["DE"] != "Germany" || names["AT"] != "Austria" || regions == 0 {
			t.Errorf("countries: %v, %d regions", names, regions)
		}

		reasons := list(s.do(t, "shop_de", opReturnReasons, nil), "returnReasons")
		if len(reasons) < 3 || at(reasons[0], "code") == "" || at(reasons[0], "label") == "" {
			t.Errorf("return reasons: %v", reasons)
		}

		all := s.do(t, "shop_fr", opShopData, nil)
		if len(list(all, "availableStores")) != 3 || len(list(all, "countries")) != len(countries) ||
			len(list(all, "returnReasons")) != len(reasons) || at(all, "customAttributeMetadata", "items", 0, "attribute_code") != "color" {
			t.Errorf("shop data: %v", all)
		}
		frReasons := list(all, "returnReasons")
		if at(frReasons, 0, "label") == at(reasons, 0, "label") {
			t.Errorf("return reason not in French: %v", frReasons)
		}

		blocks := s.do(t, "shop_en", opCmsBlocks, map[string]any{"identifiers": []string{"delivery-note", "unknown", "product-return-note"}})
		got := list(blocks, "cmsBlocks", "items")
		if len(got) != 2 || at(got, 0, "identifier") != "delivery-note" || at(got, 1, "identifier") != "product-return-note" ||
			!strings.Contains(at(got, 1, "content").(string), "30") {
			t.Errorf("cms blocks: %v", got)
		}
	})
}
