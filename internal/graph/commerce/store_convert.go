package commerce

import (
	"strconv"

	"paddock/internal/catalog"
	"paddock/internal/customer"
	"paddock/internal/graph/commerce/model"
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
		Mollie:                          r.mollieStoreConfig(),
	}
}

// Shop-wide settings a store view reports. Money is EUR; time is shown in
// Berlin time (DESIGN.md section 5).
const (
	currency = "EUR"
	timezone = "Europe/Berlin"
)
