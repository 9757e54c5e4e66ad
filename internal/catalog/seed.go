package catalog

import (
	"context"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// Seed creates the demo shop's store views (shop_de, shop_en, shop_fr) and
// their root category. Running it again changes nothing.
func Seed(ctx context.Context, d *db.DB) error {
	names := map[i18n.Locale]string{i18n.German: "Deutsch", i18n.English: "English", i18n.French: "Français"}
	stores := make([]Store, 0, len(i18n.Locales))
	for i, l := range i18n.Locales {
		stores = append(stores, Store{
			Code: "shop_" + string(l), SiteCode: "shop", Locale: l,
			Name: names[l], IsDefault: l == i18n.Default, SortOrder: i,
		})
	}
	return d.InTx(ctx, func(tx db.Handle) error { return createStores(ctx, tx, stores) })
}
