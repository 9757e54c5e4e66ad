package admin

import (
	"strconv"

	"paddock/internal/graph/admin/model"
	"paddock/internal/shipping"
)

func shippingMethodOf(m shipping.StaffMethod) *model.ShippingMethod {
	out := &model.ShippingMethod{ID: strconv.FormatInt(m.ID, 10), CarrierCode: m.CarrierCode, CarrierTitle: m.CarrierTitle,
		MethodCode: m.MethodCode, Title: localized(m.Title), Active: m.Active, Rates: make([]*model.ShippingRate, len(m.Rates))}
	for i, r := range m.Rates {
		out.Rates[i] = &model.ShippingRate{Country: r.Country, Price: int(r.Price), FreeFrom: int(r.FreeFrom),
			BulkySurcharge: int(r.BulkySurcharge), ExtraMinDays: r.ExtraMinDays, ExtraMaxDays: r.ExtraMaxDays, Export: r.Export,
			Active: r.Active}
	}
	return out
}
