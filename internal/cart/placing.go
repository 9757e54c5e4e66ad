package cart

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"paddock/internal/catalog"
	"paddock/internal/platform/db"
	"paddock/internal/platform/storecode"
)

// Orders is what placing an order asks of carts (package order). Hold and
// Close run inside the order's transaction (db.InTransaction), so the
// cart closes with the order or not at all.
type Orders interface {
	// Hold holds the cart's row until the caller's transaction ends and
	// answers the cart as computed now (prices, stock, coupons, totals).
	// A cart an order closed already is answered too, with closed set, so
	// that a cart placed twice (a double click, two tabs, a retry) can
	// answer the first order; any other cart the caller may not reach is
	// NotFound, as for Get. Outside a transaction it is an error.
	Hold(ctx context.Context, ref Ref) (c Cart, closed bool, err error)
	// Close closes a held cart for the order placed from it: no caller
	// reaches it any more, and a customer gets a new cart next time. Its
	// items stay, for Restore.
	Close(ctx context.Context, cartID int64) error
	// Restore gives the owner of a closed cart its items back (a payment
	// that failed or was cancelled): a customer's go into the customer's
	// active cart (created when there is none; quantities add up for the
	// same product and options, as far as the order limits let them), a
	// guest gets a new cart with the items, the coupon codes and the
	// email. The checkout's choices come along (the addresses, billing
	// same as shipping, the shipping and payment method) unless the
	// customer's cart has addresses of its own: a failed payment must not
	// make the shopper type the address again. previous is the cart an earlier
	// Restore of the same cart answered (0 for none): while it is still
	// active it is answered again and nothing is added twice.
	Restore(ctx context.Context, cartID, previous int64, store storecode.Store) (Cart, error)
}

func (s *service) Hold(ctx context.Context, ref Ref) (Cart, bool, error) {
	if !wellFormed(ref.MaskedID) {
		return Cart{}, false, notFound()
	}
	h := s.db.Write()
	var row cartRow
	err := h.GetForUpdate(ctx, &row, `SELECT `+cartColumns+` FROM cart WHERE masked_id = ?`, ref.MaskedID)
	if errors.Is(err, sql.ErrNoRows) {
		return Cart{}, false, notFound()
	}
	if err != nil {
		return Cart{}, false, fmt.Errorf("cart: hold: %w", err)
	}
	open := row
	open.Active = true
	if !reachable(open, ref) {
		return Cart{}, false, notFound()
	}
	if !row.Active {
		return Cart{ID: row.ID, MaskedID: row.MaskedID, CustomerID: row.CustomerID.Int64, Website: row.Website}, true, nil
	}
	c, err := s.load(ctx, ref.Store.Locale, row)
	return c, false, err
}

func (s *service) Close(ctx context.Context, cartID int64) error {
	return s.db.InTx(ctx, func(tx db.Handle) error {
		if _, err := tx.Exec(ctx, `UPDATE cart SET is_active = FALSE, updated_at = ? WHERE id = ?`, s.now().UTC(), cartID); err != nil {
			return fmt.Errorf("cart: close %d: %w", cartID, err)
		}
		return nil
	})
}

func (s *service) Restore(ctx context.Context, cartID, previous int64, store storecode.Store) (Cart, error) {
	var target cartRow
	var rows []itemRow
	err := s.db.InTx(ctx, func(tx db.Handle) error {
		var closed cartRow
		if err := tx.GetForUpdate(ctx, &closed, `SELECT `+cartColumns+` FROM cart WHERE id = ?`, cartID); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return notFound()
			}
			return fmt.Errorf("cart: restore %d: %w", cartID, err)
		}
		if previous != 0 {
			var prev cartRow
			err := tx.Get(ctx, &prev, `SELECT `+cartColumns+` FROM cart WHERE id = ?`, previous)
			if err == nil && prev.Active && prev.CustomerID == closed.CustomerID {
				target = prev
				var ierr error
				rows, ierr = s.items(ctx, tx, prev.ID)
				return ierr
			}
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("cart: restored cart %d: %w", previous, err)
			}
		}
		var err error
		if closed.CustomerID.Valid {
			target, err = s.customerRow(ctx, closed.CustomerID.Int64, store)
		} else {
			target, err = s.insert(ctx, tx, 0, store)
			if err == nil {
				target.Email, target.CouponCodes = closed.Email, closed.CouponCodes
				_, err = tx.Exec(ctx, `UPDATE cart SET email = ?, coupon_codes = ? WHERE id = ?`, closed.Email, closed.CouponCodes, target.ID)
			}
		}
		if err != nil {
			return err
		}
		if err := s.restoreChoices(ctx, tx, closed, &target); err != nil {
			return err
		}
		if target.CouponCodes == "" && closed.CouponCodes != "" {
			target.CouponCodes = closed.CouponCodes
			if _, err := tx.Exec(ctx, `UPDATE cart SET coupon_codes = ? WHERE id = ?`, closed.CouponCodes, target.ID); err != nil {
				return fmt.Errorf("cart: restore coupons into %d: %w", target.ID, err)
			}
		}
		have, err := s.items(ctx, tx, target.ID)
		if err != nil {
			return err
		}
		from, err := s.items(ctx, tx, closed.ID)
		if err != nil {
			return err
		}
		limits, err := s.limits(ctx)
		if err != nil {
			return err
		}
		total := 0
		for _, h := range have {
			total += h.Quantity
		}
		now := s.now().UTC()
		for _, r := range from {
			at := -1
			for i, h := range have {
				if r.ProductID != 0 && h.ProductID == r.ProductID && h.OptionsKey == r.OptionsKey {
					at = i
				}
			}
			held := 0
			if at >= 0 {
				held = have[at].Quantity
			}
			// As much as the order limits let in, as Merge does.
			quantity := min(held+r.Quantity, limits.LineQuantity, MaxQuantity, held+max(limits.OrderQuantity-total, 0))
			if quantity <= held {
				continue
			}
			if at >= 0 {
				total += quantity - held
				have[at].Quantity = quantity
				if _, err := tx.Exec(ctx, `UPDATE cart_item SET quantity = ?, updated_at = ? WHERE id = ?`, have[at].Quantity, now, have[at].ID); err != nil {
					return fmt.Errorf("cart: restore into item %d: %w", have[at].ID, err)
				}
				continue
			}
			if len(have) >= min(limits.Lines, MaxItems) {
				break
			}
			total += quantity
			n := r
			n.Quantity = quantity
			if n.ID, err = insertItem(ctx, tx, target.ID, r, quantity, now); err != nil {
				return err
			}
			have = append(have, n)
		}
		if _, err := tx.Exec(ctx, `UPDATE cart SET updated_at = ? WHERE id = ?`, now, target.ID); err != nil {
			return fmt.Errorf("cart: mark %d restored: %w", target.ID, err)
		}
		rows = have
		return nil
	})
	if err != nil {
		return Cart{}, err
	}
	products := map[int64]catalog.Product{}
	if err := s.products(ctx, store.Locale, rows, nil, products); err != nil {
		return Cart{}, err
	}
	return s.compute(ctx, store.Locale, target, rows, products)
}

// restoreChoices copies what the checkout set on a closed cart (its
// addresses, billing same as shipping, shipping and payment method) onto
// the cart its items are restored into, unless that cart has addresses of
// its own (a customer's cart the customer went on with). The copies are
// not kept for the address book again: placing the order put them there
// when asked.
func (s *service) restoreChoices(ctx context.Context, tx db.Handle, closed cartRow, target *cartRow) error {
	if !closed.HasAddress || target.HasAddress {
		return nil
	}
	if _, err := tx.Exec(ctx, `INSERT INTO cart_address (cart_id, kind, customer_address_id, firstname, lastname, company,
		street_line1, street_line2, postcode, city, country_code, region_id, region_name, telephone, vat_id, save_in_address_book)
		SELECT ?, kind, customer_address_id, firstname, lastname, company, street_line1, street_line2, postcode, city,
		country_code, region_id, region_name, telephone, vat_id, FALSE FROM cart_address WHERE cart_id = ?`, target.ID, closed.ID); err != nil {
		return fmt.Errorf("cart: restore addresses of %d into %d: %w", closed.ID, target.ID, err)
	}
	target.HasAddress, target.BillingSameAsShipping = true, closed.BillingSameAsShipping
	if target.ShippingCarrier == "" && target.ShippingMethod == "" {
		target.ShippingCarrier, target.ShippingMethod = closed.ShippingCarrier, closed.ShippingMethod
	}
	if target.PaymentMethod == "" {
		target.PaymentMethod = closed.PaymentMethod
	}
	if _, err := tx.Exec(ctx, `UPDATE cart SET has_address = ?, billing_same_as_shipping = ?, shipping_carrier_code = ?,
		shipping_method_code = ?, payment_method = ? WHERE id = ?`, true, target.BillingSameAsShipping, target.ShippingCarrier,
		target.ShippingMethod, target.PaymentMethod, target.ID); err != nil {
		return fmt.Errorf("cart: restore choices of %d into %d: %w", closed.ID, target.ID, err)
	}
	return nil
}
