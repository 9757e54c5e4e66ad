package desk

import (
	"context"
	"slices"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// OrderFilter is the order list's filters as the admin app and its CSV
// export send them: periods as Berlin days (YYYY-MM-DD, To included), a
// club by its id. OrderQuery reads them, one reader for both.
type OrderFilter struct {
	Search                                    string
	CustomerID                                int64
	Statuses, PaymentStatuses, PaymentMethods []string
	From, To                                  string
	Country                                   string
	ClubID                                    int64
	Sort                                      order.StaffSort
	Ascending                                 bool
	Page, PageSize                            int
}

// Club is a club the order list can be kept to.
type Club struct {
	ID   int64
	Name string
	// SKUPrefix begins the SKUs of the club's goods.
	SKUPrefix string
	// LogoKey is the club's logo in the media library; empty without one.
	LogoKey string
}

// OrderQuery is the order list's query for f: Invalid on its field for a
// day that is not one ("from", "to") and NotFound ("admin.club.notFound",
// on "club") for a club there is none of; the rest the list checks.
func (d *Desk) OrderQuery(ctx context.Context, f OrderFilter) (order.StaffQuery, error) {
	q := order.StaffQuery{Search: f.Search, CustomerID: f.CustomerID, PaymentMethods: f.PaymentMethods, Country: f.Country,
		Sort: f.Sort, Ascending: f.Ascending, Page: f.Page, PageSize: f.PageSize}
	for _, s := range f.Statuses {
		q.Statuses = append(q.Statuses, order.Status(s))
	}
	for _, s := range f.PaymentStatuses {
		q.PaymentStatuses = append(q.PaymentStatuses, payment.Status(s))
	}
	var err error
	if q.From, err = BerlinDay("from", f.From, false); err != nil {
		return q, err
	}
	if q.To, err = BerlinDay("to", f.To, true); err != nil {
		return q, err
	}
	if f.ClubID != 0 {
		clubs, err := d.clubs(ctx)
		if err != nil {
			return q, err
		}
		i := slices.IndexFunc(clubs, func(c Club) bool { return c.ID == f.ClubID })
		if i < 0 {
			return q, apperr.New(apperr.NotFound, "admin.club.notFound").OnField("club")
		}
		q.SKUPrefixes = []string{clubs[i].SKUPrefix}
	}
	return q, nil
}

// BerlinDay reads a Berlin day (YYYY-MM-DD) of field as its first
// instant; the next day's with end, so that a period "to" a day holds
// it. Empty is the zero time; anything else Invalid on field.
func BerlinDay(field, s string, end bool) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation(time.DateOnly, s, i18n.Berlin)
	if err != nil {
		return time.Time{}, apperr.New(apperr.Invalid, "admin.date.invalid").OnField(field)
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t, nil
}

// OrderChoices are the choices of the order list's filters.
type OrderChoices struct {
	// Clubs are every club (a club manager's: theirs), by name.
	Clubs []Club
	// PaymentMethods are the codes orders were placed with (none for a
	// club manager, who sees no payments).
	PaymentMethods []string
}

// OrderChoices are the choices of the order list's filters for the
// signed-in member.
func (d *Desk) OrderChoices(ctx context.Context) (OrderChoices, error) {
	p, err := d.require(ctx, access.OrdersRead, "order.list", "order", "")
	if err != nil {
		return OrderChoices{}, err
	}
	clubs, err := d.clubs(ctx)
	if err != nil {
		return OrderChoices{}, err
	}
	if p.Role.Scoped() {
		var own []Club
		for _, c := range clubs {
			if slices.Contains(p.Clubs, c.ID) {
				own = append(own, c)
			}
		}
		return OrderChoices{Clubs: own, PaymentMethods: []string{}}, nil
	}
	methods, err := d.orders.StaffPaymentMethods(ctx)
	if err != nil {
		return OrderChoices{}, err
	}
	return OrderChoices{Clubs: clubs, PaymentMethods: methods}, nil
}
