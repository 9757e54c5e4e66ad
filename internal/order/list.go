package order

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/cart"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
)

// SortField is what a customer's orders are sorted by.
type SortField string

// The sort fields.
const (
	SortCreatedAt  SortField = "created_at"
	SortNumber     SortField = "number"
	SortGrandTotal SortField = "grand_total"
)

// NumberFilter finds orders by number: Eq exactly, In any of, Match a
// part of it (digits only); the parts given must all hold.
type NumberFilter struct {
	Eq    *string
	In    []string
	Match *string
}

// ListInput asks for a page of a customer's orders.
type ListInput struct {
	CustomerID int64
	Number     *NumberFilter
	// Sort is SortCreatedAt when empty; newest (largest) first unless
	// Ascending. Orders of the same value follow their ids.
	Sort      SortField
	Ascending bool
	// Page counts from 1; PageSize is at most MaxPageSize.
	Page     int
	PageSize int
}

// List is a page of orders and how many there are in all.
type List struct {
	Orders []Order
	Total  int
}

// MaxPageSize bounds a page of orders.
const MaxPageSize = 100

// GuestLookup is what a guest gives to see an order (Magento's
// guestOrder): its number, the email address and the billing address's
// last name.
type GuestLookup struct {
	Number   string
	Email    string
	Lastname string
}

// GuestLookupsPerIP bounds failed guest order lookups from one client,
// as failed sign-ins are bounded: the three parts are a password of
// sorts.
var GuestLookupsPerIP = ratelimit.Rule{Name: "order.guest.ip", Limit: 30, Window: 15 * time.Minute}

func (s *service) List(ctx context.Context, in ListInput) (List, error) {
	if in.CustomerID == 0 {
		return List{}, notFound()
	}
	if in.Page < 1 {
		return List{}, apperr.New(apperr.Invalid, "errors.input.currentPage").OnField("currentPage")
	}
	if in.PageSize < 1 || in.PageSize > MaxPageSize {
		return List{}, apperr.New(apperr.Invalid, "errors.input.pageSize", "max", MaxPageSize).OnField("pageSize")
	}
	where := []string{"customer_id = ?"}
	args := []any{in.CustomerID}
	if f := in.Number; f != nil {
		if f.Eq != nil {
			where, args = append(where, "increment_id = ?"), append(args, strings.TrimSpace(*f.Eq))
		}
		if f.In != nil {
			if len(f.In) == 0 {
				return List{Orders: []Order{}}, nil
			}
			where, args = append(where, "increment_id IN ("+db.InList(len(f.In))+")"), append(args, db.Args(f.In)...)
		}
		if f.Match != nil {
			digits := strings.TrimSpace(*f.Match)
			if strings.Trim(digits, "0123456789") != "" || len(digits) > NumberLength {
				return List{Orders: []Order{}}, nil // no number has anything else in it
			}
			where, args = append(where, "increment_id LIKE ?"), append(args, "%"+digits+"%")
		}
	}
	order := map[SortField]string{SortCreatedAt: "created_at", SortNumber: "increment_id", SortGrandTotal: "grand_total", "": "created_at"}[in.Sort]
	if order == "" {
		return List{}, apperr.New(apperr.Invalid, "errors.input.sort", "sort", string(in.Sort)).OnField("sort")
	}
	dir := " DESC"
	if in.Ascending {
		dir = " ASC"
	}
	h := s.db.Read()
	cond := strings.Join(where, " AND ")
	var total int
	if err := h.Get(ctx, &total, `SELECT COUNT(*) FROM sales_order WHERE `+cond, args...); err != nil {
		return List{}, fmt.Errorf("order: count: %w", err)
	}
	out := List{Orders: []Order{}, Total: total}
	offset := (in.Page - 1) * in.PageSize
	if offset >= total {
		return out, nil
	}
	var rows []orderRow
	if err := h.Select(ctx, &rows, `SELECT `+orderColumns+` FROM sales_order WHERE `+cond+` ORDER BY `+order+dir+`, id`+dir+
		` LIMIT ? OFFSET ?`, append(args, in.PageSize, offset)...); err != nil {
		return List{}, fmt.Errorf("order: list: %w", err)
	}
	orders, err := s.assembleAll(ctx, h, rows)
	if err != nil {
		return List{}, err
	}
	out.Orders = orders
	return out, nil
}

func (s *service) GuestOrder(ctx context.Context, in GuestLookup, client ratelimit.Client) (Order, error) {
	// A failure's unit is taken before the lookup and given back when
	// the order is found, so lookups sent at once cannot pass the limit
	// together.
	r, err := s.Limiter.Reserve(ctx, GuestLookupsPerIP, ratelimit.IPKey(client.IP))
	if err != nil {
		return Order{}, apperr.Wrap(err, "order: rate limit")
	}
	if err := r.Err("order.guest.rateLimited"); err != nil {
		return Order{}, err
	}
	o, err := s.guestOrder(ctx, in)
	if apperr.KindOf(err) != apperr.NotFound {
		if lerr := s.Limiter.Release(ctx, r); lerr != nil {
			return Order{}, apperr.Wrap(lerr, "order: rate limit")
		}
	}
	return o, err
}

// GuestOrderPath is the storefront's find-my-order page (Magento's
// sales/guest/form) under /{lang}: the form of number, email and last
// name, and a guest's order opened from a mail's link (#token=…).
const GuestOrderPath = "/sales/guest/form"

func (s *service) GuestOrderByToken(ctx context.Context, token string, client ratelimit.Client) (Order, error) {
	r, err := s.Limiter.Reserve(ctx, GuestLookupsPerIP, ratelimit.IPKey(client.IP))
	if err != nil {
		return Order{}, apperr.Wrap(err, "order: rate limit")
	}
	if err := r.Err("order.guest.rateLimited"); err != nil {
		return Order{}, err
	}
	o, err := s.guestOrderByToken(ctx, token)
	if apperr.KindOf(err) != apperr.NotFound {
		if lerr := s.Limiter.Release(ctx, r); lerr != nil {
			return Order{}, apperr.Wrap(lerr, "order: rate limit")
		}
	}
	return o, err
}

func (s *service) guestOrderByToken(ctx context.Context, token string) (Order, error) {
	id, ok := tokenOrderID(token, orderTokenVersion)
	if !ok || len(s.key) == 0 {
		return Order{}, notFound()
	}
	o, err := s.load(ctx, s.db.Read(), `id = ? AND customer_id IS NULL`, id)
	if err != nil {
		return Order{}, err
	}
	if !validToken(s.key, token, orderTokenVersion, orderTokenMAC, o.ID, o.Email, s.now()) {
		return Order{}, notFound()
	}
	return o, nil
}

func (s *service) GuestOrderURL(o Order) string {
	if o.CustomerID != 0 || len(s.key) == 0 {
		return ""
	}
	return s.layout.ShopURL(o.Locale, GuestOrderPath, nil) + "#token=" +
		signToken(s.key, orderTokenVersion, orderTokenMAC, o.ID, o.Email, s.now().Add(MailLinkValidity))
}

func (s *service) guestOrder(ctx context.Context, in GuestLookup) (Order, error) {
	number, email, lastname := strings.TrimSpace(in.Number), strings.TrimSpace(in.Email), strings.TrimSpace(in.Lastname)
	if len(number) != NumberLength || email == "" || lastname == "" || len(email) > 254 || len(lastname) > 255 {
		return Order{}, notFound()
	}
	o, err := s.load(ctx, s.db.Read(), `increment_id = ? AND customer_id IS NULL`, number)
	if err != nil {
		return Order{}, err
	}
	if !strings.EqualFold(o.Email, email) || !sameName(o.BillingAddress.Lastname, lastname) {
		return Order{}, notFound()
	}
	return o, nil
}

// sameName compares names as people type them again: case and the
// spaces around them aside.
func sameName(a, b string) bool {
	return strings.EqualFold(i18n.StripFormat(strings.TrimSpace(a)), i18n.StripFormat(strings.TrimSpace(b)))
}

func (s *service) ByCart(ctx context.Context, ref cart.Ref) (Order, error) {
	if len(ref.MaskedID) != cart.MaskedIDLength {
		return Order{}, notFound()
	}
	h := s.db.Read()
	var owner struct {
		OrderID    int64         `db:"id"`
		CustomerID sql.NullInt64 `db:"customer_id"`
	}
	err := h.Get(ctx, &owner, `SELECT o.id, c.customer_id FROM cart c JOIN sales_order o ON o.cart_id = c.id
		WHERE c.masked_id = ? AND c.website = ?`, ref.MaskedID, ref.Store.Site)
	if errors.Is(err, sql.ErrNoRows) {
		return Order{}, notFound()
	}
	if err != nil {
		return Order{}, fmt.Errorf("order: by cart: %w", err)
	}
	if owner.CustomerID.Valid && (ref.CustomerID == 0 || owner.CustomerID.Int64 != ref.CustomerID) {
		return Order{}, notFound() // a customer's cart only with that customer's session
	}
	return s.load(ctx, h, `id = ?`, owner.OrderID)
}
