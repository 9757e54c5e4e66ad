package wishlist

import (
	"context"
	"fmt"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
)

// MaxStaffItems bounds the items StaffItems returns.
const MaxStaffItems = 200

// StaffItem is an item of a customer's wish list as the back office shows
// it: the product's name and SKU (the chosen variant's SKU when there is
// one) in the language asked for; once the product is no longer sold,
// those the item kept when it was added.
type StaffItem struct {
	ID        int64
	ProductID int64
	Name      string
	SKU       string
	Quantity  int
	AddedAt   time.Time
}

// Staff is the back office's read of wish lists.
type Staff interface {
	// StaffItems are the items of the customer's wish list, newest first,
	// at most MaxStaffItems; none when the customer has no wish list.
	// CustomersRead (access.Require).
	StaffItems(ctx context.Context, customerID int64, locale i18n.Locale) ([]StaffItem, error)
}

func (s *service) StaffItems(ctx context.Context, customerID int64, locale i18n.Locale) ([]StaffItem, error) {
	if _, err := access.Require(ctx, access.CustomersRead); err != nil {
		return nil, err
	}
	var rows []itemRow
	if err := s.db.Read().Select(ctx, &rows, `SELECT `+itemColumns+`
		FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
		WHERE w.customer_id = ? ORDER BY i.added_at DESC, i.id DESC LIMIT ?`, customerID, MaxStaffItems); err != nil {
		return nil, fmt.Errorf("wishlist: staff items of %d: %w", customerID, err)
	}
	items := make([]Item, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		items[i] = r.item()
		ids[i] = items[i].ProductID
	}
	products := map[int64]catalog.Product{}
	if err := s.products(ctx, locale, ids, products); err != nil {
		return nil, err
	}
	out := make([]StaffItem, len(items))
	for i, it := range items {
		out[i] = StaffItem{ID: it.ID, ProductID: it.ProductID, Quantity: it.Quantity, AddedAt: it.AddedAt}
		p, ok := products[it.ProductID]
		if !ok {
			// No longer sold: what the item kept when added.
			out[i].Name, out[i].SKU = it.Kept.ProductName, it.Kept.SKU
			continue
		}
		out[i].Name, out[i].SKU = p.Name, p.SKU
		for _, v := range p.Variants {
			if v.ID == it.VariantID {
				out[i].SKU = v.SKU
			}
		}
	}
	return out, nil
}

var _ Staff = (*service)(nil)
