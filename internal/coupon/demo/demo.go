// Package demo holds the coupons paddock seed adds (coupon.Service.Save),
// listed in README.md: a welcome discount, a fixed amount, free shipping,
// a club's own coupon, one for horse feed and one that has expired. They
// are demo data, nothing else.
package demo

import (
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/platform/i18n"
)

// ClubPrefix is the SKU prefix of the demo club RV Lindenhof's products.
const ClubPrefix = "RVL-"

func texts(de, en, fr string) catalog.Localized {
	return catalog.Localized{i18n.German: de, i18n.English: en, i18n.French: fr}
}

// Coupons are the demo coupons; feed lists the categories of horse feed
// (the category and everything below it) the feed coupon is limited to.
func Coupons(feed []int64) []coupon.Input {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		berlin = time.FixedZone("CET", 3600)
	}
	summerFrom := time.Date(2025, time.June, 1, 0, 0, 0, 0, berlin)
	summerTo := time.Date(2025, time.September, 1, 0, 0, 0, 0, berlin)
	return []coupon.Input{
		{Code: "WILLKOMMEN10", Type: coupon.Percent, Amount: 1000, MinSubtotal: 5000, PerCustomerLimit: 1, Active: true,
			Label: texts("10 % Willkommensrabatt", "10% welcome discount", "10 % de remise de bienvenue")},
		{Code: "REITEN5", Type: coupon.Fixed, Amount: 500, MinSubtotal: 2500, Combinable: true, Active: true,
			Label: texts("5 € Rabatt", "€5 off", "5 € de remise")},
		{Code: "VERSANDFREI", Type: coupon.FreeShipping, Combinable: true, Active: true,
			Label: texts("Versandkostenfrei", "Free shipping", "Livraison offerte")},
		{Code: "LINDENHOF15", Type: coupon.Percent, Amount: 1500, SKUPrefix: ClubPrefix, Active: true,
			Label: texts("15 % auf die Vereinskollektion des RV Lindenhof", "15% off RV Lindenhof's club collection", "15 % sur la collection du RV Lindenhof")},
		{Code: "FUTTER15", Type: coupon.Percent, Amount: 1500, CategoryIDs: feed, Combinable: true, Active: true,
			Label: texts("15 % auf Pferdefutter", "15% off horse feed", "15 % sur l'alimentation")},
		{Code: "SOMMER2025", Type: coupon.Percent, Amount: 1500, ValidFrom: &summerFrom, ValidTo: &summerTo, Active: true,
			Label: texts("Sommeraktion 2025", "Summer sale 2025", "Soldes d'été 2025")},
	}
}
