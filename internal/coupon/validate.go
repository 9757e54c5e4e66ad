package coupon

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// validate checks a coupon's input and returns its code as stored.
func validate(in *Input) (string, error) {
	invalid := func(field, key string, args ...any) error {
		return apperr.New(apperr.Invalid, key, args...).OnField(field)
	}
	code, ok := Normalize(in.Code)
	if !ok {
		return "", invalid("code", "coupon.input.code", "max", MaxCodeLength)
	}
	switch in.Type {
	case Percent:
		if in.Amount <= 0 || in.Amount > maxPercent {
			return "", invalid("amount", "coupon.input.percent")
		}
	case Fixed:
		if in.Amount <= 0 || in.Amount >= catalog.MaxPrice {
			return "", invalid("amount", "coupon.input.amount")
		}
	case FreeShipping:
		if in.Amount != 0 {
			return "", invalid("amount", "coupon.input.amount")
		}
	default:
		return "", invalid("type", "coupon.input.type")
	}
	if in.MinSubtotal < 0 || in.MinSubtotal >= catalog.MaxPrice {
		return "", invalid("minSubtotal", "coupon.input.amount")
	}
	if in.ValidFrom != nil && in.ValidTo != nil && !in.ValidTo.After(*in.ValidFrom) {
		return "", invalid("validTo", "coupon.input.validTo")
	}
	if in.UsageLimit < 0 || in.UsageLimit > maxUsageLimits {
		return "", invalid("usageLimit", "coupon.input.limit")
	}
	if in.PerCustomerLimit < 0 || in.PerCustomerLimit > maxUsageLimits {
		return "", invalid("perCustomerLimit", "coupon.input.limit")
	}
	if in.SKUPrefix != "" {
		prefix, ok := Normalize(in.SKUPrefix)
		if !ok || len(prefix) > maxSKUPrefix {
			return "", invalid("skuPrefix", "coupon.input.skuPrefix")
		}
		in.SKUPrefix = prefix
	}
	if len(in.CategoryIDs) > maxCategories {
		return "", invalid("categoryIds", "coupon.input.tooManyCategories", "max", maxCategories)
	}
	seen := map[int64]bool{}
	for i, id := range in.CategoryIDs {
		if id <= 0 || seen[id] {
			return "", invalid(fmt.Sprintf("categoryIds[%d]", i), "coupon.input.category")
		}
		seen[id] = true
	}
	for l, label := range in.Label {
		if _, ok := i18n.Parse(string(l)); !ok {
			return "", invalid("label", "coupon.input.label", "max", MaxLabel)
		}
		label = strings.TrimSpace(label)
		if !utf8.ValidString(label) || !apperr.Printable(label, false) || utf8.RuneCountInString(label) > MaxLabel {
			return "", invalid("label."+string(l), "coupon.input.label", "max", MaxLabel)
		}
	}
	return code, nil
}
