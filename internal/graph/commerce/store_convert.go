package commerce

import (
	"strconv"

	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/order"
	"paddock/internal/platform/i18n"
)

func (r *Resolver) storeConfig(s catalog.Store) *model.StoreConfig {
	id := int(s.ID)
	home := r.BaseURL + "/" + string(s.Locale) + "/"
	return &model.StoreConfig{
		ID:                         &id,
		StoreCode:                  ptr(s.Code),
		StoreName:                  ptr(s.Name),
		StoreGroupCode:             ptr(s.SiteCode),
		WebsiteCode:                ptr(s.SiteCode),
		Locale:                     ptr(s.Locale.POSIX()),
		BaseCurrencyCode:           ptr(currency),
		DefaultDisplayCurrencyCode: ptr(currency),
		Timezone:                   ptr(timezone),
		RootCategoryUID:            ptr(catalog.UID(s.RootCategoryID)),
		IsDefaultStore:             ptr(s.IsDefault),
		BaseLinkURL:                ptr(home),
		SecureBaseLinkURL:          ptr(home),
		// The password rules of customer accounts (SPEC.md section 5).
		MinimumPasswordLength:          ptr(strconv.Itoa(customer.MinPassword)),
		RequiredCharacterClassesNumber: ptr(strconv.Itoa(customer.PasswordClasses)),
		AutocompleteOnStorefront:       ptr(true),
		// Wish lists are on (package wishlist).
		MagentoWishlistGeneralIsEnabled: ptr("1"),
		// Product reviews are on, for customers who bought (package review).
		ProductReviewsEnabled:            ptr("1"),
		AllowGuestsToWriteProductReviews: ptr("0"),
		Mollie:                           r.mollieStoreConfig(),
		// Customers cancel their orders before shipping (order.CancelByCustomer).
		OrderCancellationEnabled: ptr(true),
		OrderCancellationReasons: cancellationReasons(s.Locale),
	}
}

// cancellationReasons are the reasons a customer cancels an order for, in l.
func cancellationReasons(l i18n.Locale) []*model.CancellationReason {
	reasons := order.CancellationReasons(l)
	out := make([]*model.CancellationReason, len(reasons))
	for i, d := range reasons {
		out[i] = &model.CancellationReason{Description: d}
	}
	return out
}

// Shop-wide settings a store view reports. Money is EUR; time is shown in
// Berlin time (DESIGN.md section 5).
const (
	currency = "EUR"
	timezone = "Europe/Berlin"
)
