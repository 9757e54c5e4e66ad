package desk

import (
	"context"
	"errors"

	"paddock/internal/admin/access"
	"paddock/internal/order"
	"paddock/internal/platform/apperr"
)

// OptionFile is a file a customer uploaded for a file option of an item
// of the order number (a club's logo), for whoever may read the order: a
// club manager only of their clubs' items. The file must be one an item
// the member sees names.
func (d *Desk) OptionFile(ctx context.Context, number string, fileID int64) (order.OptionFile, error) {
	p, err := d.require(ctx, access.OrdersRead, "order.optionFile", "order", number)
	if err != nil {
		return order.OptionFile{}, err
	}
	o, _, err := d.orders.OrderByNumber(ctx, number)
	if err != nil {
		return order.OptionFile{}, err
	}
	if !inScope(p, o) {
		return order.OptionFile{}, errors.Join(errOrderNotFound(), d.refuseQuietly(ctx, "order.optionFile", number))
	}
	if p.Role.Scoped() {
		o = scoped(p, o)
	}
	for _, it := range o.Items {
		for _, op := range it.Options {
			if op.File != 0 && op.File == fileID {
				return d.orders.OptionFile(ctx, o.ID, fileID)
			}
		}
	}
	return order.OptionFile{}, apperr.New(apperr.NotFound, "order.optionFile.notFound")
}
