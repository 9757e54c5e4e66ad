package catalog_test

import (
	"context"
	"os"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

func TestUID(t *testing.T) {
	if got := catalog.UID(1); got != "MQ==" {
		t.Errorf("UID(1) = %q; Magento gives MQ==", got)
	}
	for _, id := range []int64{1, 42, 123456789} {
		back, ok := catalog.ParseUID(catalog.UID(id))
		if !ok || back != id {
			t.Errorf("round trip %d: %d, %v", id, back, ok)
		}
	}
	for _, bad := range []string{"", "!!", "MA==", "LTE=", "MDE=", "YWJj", "MQ", string(make([]byte, 100))} {
		if id, ok := catalog.ParseUID(bad); ok {
			t.Errorf("ParseUID(%q) accepted %d", bad, id)
		}
	}
}

func TestSeedAndAvailableStores(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		for i := 0; i < 2; i++ { // seeding twice changes nothing
			if err := catalog.Seed(ctx, d); err != nil {
				t.Fatal(err)
			}
		}
		svc := catalog.NewService(d, nil, nil)
		stores, err := svc.AvailableStores(ctx, "shop")
		if err != nil {
			t.Fatal(err)
		}
		var codes []string
		for _, s := range stores {
			codes = append(codes, s.Code)
		}
		if len(stores) != 3 || codes[0] != "shop_de" || codes[1] != "shop_en" || codes[2] != "shop_fr" {
			t.Fatalf("stores %v", codes)
		}
		if !stores[0].IsDefault || stores[1].IsDefault || stores[0].RootCategoryID == 0 || stores[0].RootCategoryID != stores[2].RootCategoryID {
			t.Errorf("stores %+v", stores)
		}
		var roots int
		if err := d.Read().Get(ctx, &roots, "SELECT COUNT(*) FROM category WHERE parent_id IS NULL"); err != nil || roots != 1 {
			t.Errorf("%d root categories, %v; want 1", roots, err)
		}
		if other, _ := svc.AvailableStores(ctx, "club"); len(other) != 0 {
			t.Errorf("site club has stores %v", other)
		}

		fr, err := svc.StoreByCode(ctx, "shop_fr")
		if err != nil || fr.Locale != "fr" || fr.Name != "Français" {
			t.Errorf("StoreByCode(shop_fr) = %+v, %v", fr, err)
		}
		if _, err := svc.StoreByCode(ctx, "shop_es"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("StoreByCode(shop_es) error %v; want NotFound", err)
		}
	})
}
