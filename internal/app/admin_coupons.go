package app

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"paddock/internal/coupon"
	"paddock/internal/platform/apperr"
	"paddock/internal/shipping"
)

// This file wires the back office's coupons and shipping rates (issue 27,
// points 7 and 8): their staff sides over the services the cart asks (so
// a saved rate drops the cart's cache of the rates in this process at
// once; the others follow shipping_revision), and the download of a
// coupon batch's codes as CSV.

// marketingStaff builds the coupons' and shipping rates' staff sides.
func (a *App) marketingStaff() (coupon.Staff, shipping.Staff, error) {
	coupons, err := coupon.NewStaff(coupon.StaffOptions{Coupons: a.coupons, Audit: a.audit})
	if err != nil {
		return nil, nil, err
	}
	rates, err := shipping.NewStaff(a.shipping, a.audit)
	if err != nil {
		return nil, nil, err
	}
	return coupons, rates, nil
}

// mountCouponCSV mounts GET /admin/api/coupons/batches/{id}.csv: a batch's
// codes (coupon.WriteBatchCSV), for whoever may manage marketing; the
// download is audited by coupon.Staff.BatchCodes' check, its refusal too.
func (a *App) mountCouponCSV(r chi.Router, coupons coupon.Staff) {
	r.Get("/admin/api/coupons/batches/{file}", a.adminDownload(func(req *http.Request) (adminFile, error) {
		name, ok := strings.CutSuffix(chi.URLParam(req, "file"), ".csv")
		id, err := strconv.ParseInt(name, 10, 64)
		if !ok || err != nil || id < 1 {
			return adminFile{}, apperr.New(apperr.NotFound, "coupon.notFound")
		}
		b, codes, err := coupons.BatchCodes(req.Context(), id)
		if err != nil {
			return adminFile{}, err
		}
		var buf bytes.Buffer
		if err := coupon.WriteBatchCSV(&buf, b, codes); err != nil {
			return adminFile{}, err
		}
		return adminFile{buf.Bytes(), "text/csv; charset=utf-8", coupon.BatchFilename(b)}, nil
	}))
}
