// Package catalog is the commerce back end's catalogue: store views with
// their root categories today; categories, products and prices as the
// catalogue grows.
package catalog

import (
	"encoding/base64"
	"strconv"

	"paddock/internal/platform/i18n"
)

// Store is a store view: one site in one language, with the root of the
// category tree it shows. Its code is site code, underscore, locale.
type Store struct {
	ID             int64       `db:"id"`
	Code           string      `db:"code"`
	SiteCode       string      `db:"site_code"`
	Locale         i18n.Locale `db:"locale"`
	Name           string      `db:"name"`
	RootCategoryID int64       `db:"root_category_id"`
	IsDefault      bool        `db:"is_default"`
	SortOrder      int         `db:"sort_order"`
}

// UID encodes an entity id as Magento's uid: the id's decimal digits in
// base64.
func UID(id int64) string {
	return base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(id, 10)))
}

// ParseUID decodes a uid; ok is false when it is not one.
func ParseUID(uid string) (int64, bool) {
	if len(uid) > 32 {
		return 0, false
	}
	raw, err := base64.StdEncoding.DecodeString(uid)
	if err != nil {
		return 0, false
	}
	id, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil || id <= 0 || strconv.FormatInt(id, 10) != string(raw) {
		return 0, false
	}
	return id, true
}
