package commerce

import (
	"context"
	"math"
	"slices"
	"strings"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/payment"
	"paddock/internal/payment/mollie"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// mollieStoreConfig is storeConfig.mollie: the profile id and live mode,
// nil when the shop takes no payments through Mollie.
func (r *Resolver) mollieStoreConfig() *model.MollieStoreConfig {
	if r.Payments == nil {
		return nil
	}
	info, ok := r.Payments.Gateway(mollie.Name)
	if !ok {
		return nil
	}
	out := &model.MollieStoreConfig{LiveMode: ptr(info.LiveMode)}
	if info.ProfileID != "" {
		out.ProfileID = ptr(info.ProfileID)
	}
	return out
}

// mollieMeta is a method's mollie_meta: its icon for Mollie's methods,
// none for the shop's own.
func mollieMeta(m payment.Method) *model.MolliePaymentMethodMeta {
	if m.Gateway != mollie.Name || m.Image == "" {
		return &model.MolliePaymentMethodMeta{}
	}
	return &model.MolliePaymentMethodMeta{Image: ptr(m.Image)}
}

// maxMollieAmount bounds molliePaymentMethods' amount.
const maxMollieAmount = 1_000_000

// mollieMethodQuery is the method query of molliePaymentMethods' input:
// 10 euros by default, any amount without a currency; ok is false for a
// currency other than the euro, which the shop does not take.
func mollieMethodQuery(ctx context.Context, in *model.MolliePaymentMethodsInput) (payment.MethodQuery, bool, error) {
	q := payment.MethodQuery{Amount: 1000, Locale: i18n.LocaleFrom(ctx)}
	if in == nil {
		return q, true, nil
	}
	if in.Currency == nil {
		q.AnyAmount = true
		return q, true, nil
	}
	if !strings.EqualFold(strings.TrimSpace(*in.Currency), "EUR") {
		return q, false, nil
	}
	if math.IsNaN(in.Amount) || in.Amount <= 0 || in.Amount > maxMollieAmount {
		return q, false, apperr.New(apperr.Invalid, "payment.amount").OnField("amount")
	}
	q.Amount = catalog.Money(math.Round(in.Amount * 100))
	return q, true, nil
}

// molliePaymentMethods are the Mollie methods among those offered, by
// Mollie's id, sorted by name as Mollie's module sorts them.
func molliePaymentMethods(offered []payment.Method) *model.MolliePaymentMethodsOutput {
	out := &model.MolliePaymentMethodsOutput{Methods: []*model.MolliePaymentMethod{}}
	for _, m := range offered {
		if m.Gateway != mollie.Name {
			continue
		}
		out.Methods = append(out.Methods, &model.MolliePaymentMethod{Code: ptr(strings.TrimPrefix(m.Code, mollie.CodePrefix)),
			Name: ptr(m.Title), Image: ptr(m.Image)})
	}
	slices.SortStableFunc(out.Methods, func(a, b *model.MolliePaymentMethod) int {
		return strings.Compare(strings.ToLower(*a.Name), strings.ToLower(*b.Name))
	})
	return out
}
