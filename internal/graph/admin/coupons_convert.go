package admin

import (
	"errors"
	"strconv"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// couponBatchCSV is where a batch's codes are downloaded (internal/app's
// admin_coupons.go serves it).
func couponBatchCSV(id int64) string {
	return "/admin/api/coupons/batches/" + strconv.FormatInt(id, 10) + ".csv"
}

func couponOf(c coupon.StaffCoupon) *model.Coupon {
	out := &model.Coupon{ID: strconv.FormatInt(c.ID, 10), Code: c.Code, Type: couponTypeOf(c.Type), Amount: int(c.Amount),
		Label: localized(c.Labels), MinSubtotal: int(c.MinSubtotal), UsageLimit: c.UsageLimit, PerCustomerLimit: c.PerCustomerLimit,
		TimesUsed: c.TimesUsed, CategoryIds: make([]string, len(c.CategoryIDs)), SkuPrefix: c.SKUPrefix, Combinable: c.Combinable,
		Active: c.Active, Status: model.CouponStatus(upper(string(c.Status))), CreatedAt: stamp(c.CreatedAt), UpdatedAt: stamp(c.UpdatedAt),
		Batches: make([]*model.CouponBatch, len(c.Batches)), CodesUsed: c.CodesUsed}
	for i, id := range c.CategoryIDs {
		out.CategoryIds[i] = strconv.FormatInt(id, 10)
	}
	for i, b := range c.Batches {
		out.Batches[i] = couponBatchOf(b)
	}
	if c.ValidFrom != nil {
		out.ValidFrom = ptr(c.ValidFrom.In(i18n.Berlin).Format(time.DateOnly))
	}
	if c.ValidTo != nil {
		// The last day is the one before the instant it stops applying.
		out.ValidUntil = ptr(c.ValidTo.Add(-time.Nanosecond).In(i18n.Berlin).Format(time.DateOnly))
	}
	if c.RuleID != 0 {
		out.RuleID, out.RuleCode = ptr(strconv.FormatInt(c.RuleID, 10)), ptr(c.RuleCode)
	}
	return out
}

func couponBatchOf(b coupon.Batch) *model.CouponBatch {
	return &model.CouponBatch{ID: strconv.FormatInt(b.ID, 10), RuleID: strconv.FormatInt(b.RuleID, 10), Prefix: b.Prefix,
		Quantity: b.Quantity, Used: b.Used, CreatedAt: stamp(b.CreatedAt), CSVURL: couponBatchCSV(b.ID)}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func couponTypeOf(t coupon.Type) model.CouponType {
	switch t {
	case coupon.Fixed:
		return model.CouponTypeFixed
	case coupon.FreeShipping:
		return model.CouponTypeFreeShipping
	}
	return model.CouponTypePercent
}

func couponStatusIn(s *model.CouponStatus) coupon.Status {
	if s == nil {
		return ""
	}
	switch *s {
	case model.CouponStatusActive:
		return coupon.StatusActive
	case model.CouponStatusScheduled:
		return coupon.StatusScheduled
	case model.CouponStatusExpired:
		return coupon.StatusExpired
	case model.CouponStatusUsedUp:
		return coupon.StatusUsedUp
	case model.CouponStatusDisabled:
		return coupon.StatusDisabled
	}
	return coupon.Status("unknown")
}

// couponInput reads a coupon's input; bad days and ids are field errors,
// all of them at once.
func couponInput(in model.CouponInput) (coupon.Input, error) {
	out := coupon.Input{Code: in.Code, Amount: catalog.Money(in.Amount), Label: localizedInput(in.Label),
		MinSubtotal: catalog.Money(deref(in.MinSubtotal, 0)), UsageLimit: deref(in.UsageLimit, 0),
		PerCustomerLimit: deref(in.PerCustomerLimit, 0), SKUPrefix: deref(in.SkuPrefix, ""),
		Combinable: deref(in.Combinable, false), Active: deref(in.Active, true)}
	switch in.Type {
	case model.CouponTypePercent:
		out.Type = coupon.Percent
	case model.CouponTypeFixed:
		out.Type = coupon.Fixed
	case model.CouponTypeFreeShipping:
		out.Type = coupon.FreeShipping
	}
	var errs []error
	if from, err := berlinDay("validFrom", in.ValidFrom, false); err != nil {
		errs = append(errs, err)
	} else if !from.IsZero() {
		out.ValidFrom = &from
	}
	if to, err := berlinDay("validUntil", in.ValidUntil, true); err != nil {
		errs = append(errs, err)
	} else if !to.IsZero() {
		out.ValidTo = &to
	}
	for _, s := range in.CategoryIds {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id < 1 {
			errs = append(errs, apperr.New(apperr.Invalid, "coupon.input.category").OnField("categoryIds"))
			break
		}
		out.CategoryIDs = append(out.CategoryIDs, id)
	}
	return out, errors.Join(errs...)
}

func couponUseOf(u coupon.CouponUse) *model.CouponUse {
	return &model.CouponUse{Code: u.Code, OrderNumber: u.OrderNumber, At: stamp(u.At), Customer: u.Customer, Email: u.Email,
		Discount: int(u.Discount)}
}

// untilField names the API's field of the service's validTo errors: the
// last day a coupon applies.
func untilField(err error) error {
	var joined interface{ Unwrap() []error }
	errs := []error{err}
	if errors.As(err, &joined) {
		errs = joined.Unwrap()
	}
	for _, e := range errs {
		if ae := apperr.As(e); ae != nil && ae.Field == "validTo" {
			ae.Field = "validUntil"
		}
	}
	return err
}
