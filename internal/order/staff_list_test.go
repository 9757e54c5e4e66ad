package order_test

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"paddock/internal/order"
	"paddock/internal/payment"
	"paddock/internal/payment/banktransfer"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// Staff find every customer's orders by a part of the number, the email
// address, the name or an item's SKU, narrow them by status, payment,
// period, country and a club's SKU prefixes, sort and page them, and
// export what they found as CSV.
func TestStaffOrdersSearchFilterSortPageAndExport(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		first := f.annasOrder(t, item("HOSE-1", 2)) // Anna's, bank transfer
		f.Clock.Add(day)
		in := another(banktransfer.Code)
		in.BillingAddress.Firstname = "=1+1" // a formula, for the export
		second := f.Place(t, f.GuestCart(t, item("HAFER-20", 1)), in).Order
		f.Clock.Add(day)
		third := f.Place(t, f.GuestCart(t, item("HOSE-1", 1), item("HAFER-20", 3)), another(banktransfer.Code)).Order
		if _, _, err := f.Staff.RecordBankTransfer(f.Ctx, third.Number); err != nil {
			t.Fatal(err)
		}
		numbers := func(l order.StaffList) string {
			var out []string
			for _, r := range l.Rows {
				out = append(out, r.Number)
			}
			return strings.Join(out, ",")
		}
		all := third.Number + "," + second.Number + "," + first.Number
		for _, c := range []struct {
			name  string
			q     order.StaffQuery
			want  string
			total int
		}{
			{"everything, newest first", order.StaffQuery{}, all, 3},
			{"oldest first", order.StaffQuery{Ascending: true}, first.Number + "," + second.Number + "," + third.Number, 3},
			{"by total, largest first", order.StaffQuery{Sort: order.StaffSortGrandTotal}, "", 3},
			{"a part of the number", order.StaffQuery{Search: second.Number[len(second.Number)-3:]}, second.Number, 1},
			{"the email in other case", order.StaffQuery{Search: "ANNA@example"}, first.Number, 1},
			{"the billing name", order.StaffQuery{Search: " " + strings.ToUpper(munich.Lastname) + " "}, all, 3},
			{"an item's SKU", order.StaffQuery{Search: "hafer-20"}, third.Number + "," + second.Number, 2},
			{"LIKE's wildcards are letters", order.StaffQuery{Search: "%"}, "", 0},
			{"paid", order.StaffQuery{PaymentStatuses: []payment.Status{payment.Paid}}, third.Number, 1},
			{"waiting for payment", order.StaffQuery{Statuses: []order.Status{order.PendingPayment}}, second.Number + "," + first.Number, 2},
			{"a method", order.StaffQuery{PaymentMethods: []string{banktransfer.Code}}, all, 3},
			{"another method", order.StaffQuery{PaymentMethods: []string{"mollie_methods_paypal"}}, "", 0},
			{"a period", order.StaffQuery{From: start.Add(day), To: start.Add(2 * day)}, second.Number, 1},
			{"a country", order.StaffQuery{Country: "de"}, all, 3},
			{"another country", order.StaffQuery{Country: "FR"}, "", 0},
			{"a club's goods", order.StaffQuery{SKUPrefixes: []string{"HOSE"}}, third.Number + "," + first.Number, 2},
			{"a customer's", order.StaffQuery{CustomerID: first.CustomerID}, first.Number, 1},
			{"page 2 of 2", order.StaffQuery{Page: 2, PageSize: 2}, first.Number, 3},
			{"past the last page", order.StaffQuery{Page: 3, PageSize: 2}, "", 3},
		} {
			got, err := f.Staff.StaffOrders(f.Ctx, c.q)
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
				continue
			}
			if got.Total != c.total || (c.want != "" || c.total == 0) && numbers(got) != c.want {
				t.Errorf("%s: %s (%d); want %s (%d)", c.name, numbers(got), got.Total, c.want, c.total)
			}
		}
		byTotal, _ := f.Staff.StaffOrders(f.Ctx, order.StaffQuery{Sort: order.StaffSortGrandTotal})
		for i := 1; i < len(byTotal.Rows); i++ {
			if byTotal.Rows[i].GrandTotal > byTotal.Rows[i-1].GrandTotal {
				t.Errorf("not by total: %+v", byTotal.Rows)
			}
		}
		row := byTotal.Rows[0]
		if row.Number != third.Number || row.Items != 4 || row.Status != order.Processing || row.PaymentStatus != payment.Paid ||
			row.Country != "DE" || row.Lastname != munich.Lastname || row.PaymentMethod != banktransfer.Code || row.GrandTotal != third.Totals.GrandTotal {
			t.Errorf("the row %+v", row)
		}

		for _, c := range []struct {
			q     order.StaffQuery
			field string
		}{
			{order.StaffQuery{Statuses: []order.Status{"lost"}}, "status"},
			{order.StaffQuery{PaymentStatuses: []payment.Status{"stolen"}}, "payment_status"},
			{order.StaffQuery{Sort: "password_hash"}, "sort"},
			{order.StaffQuery{Search: strings.Repeat("x", order.MaxStaffSearch+1)}, "search"},
			{order.StaffQuery{SKUPrefixes: make([]string, order.MaxStaffChoices+1)}, "club"},
		} {
			if _, err := f.Staff.StaffOrders(f.Ctx, c.q); apperr.KindOf(err) != apperr.Invalid || apperr.As(err).Field != c.field {
				t.Errorf("%+v: %v; want invalid %s", c.q, err, c.field)
			}
		}

		var buf bytes.Buffer
		if err := f.Staff.ExportStaffOrders(f.Ctx, order.StaffQuery{Ascending: true}, &buf); err != nil {
			t.Fatal(err)
		}
		records, err := csv.NewReader(&buf).ReadAll()
		if err != nil || len(records) != 4 || records[0][0] != "number" || records[1][0] != first.Number || records[3][0] != third.Number {
			t.Fatalf("export %q %v", records, err)
		}
		if records[2][6] != "'=1+1" || records[3][10] != strings.TrimSpace(records[3][10]) || !strings.Contains(records[3][10], ".") {
			t.Errorf("export rows %q", records[2:])
		}
		// A club's goods are its SKUs, never an address or a name that
		// begins like them; a search finds all three.
		fan := another(banktransfer.Code)
		fan.Email, fan.BillingAddress.Firstname = "hose-fan@example.de", "Hose"
		fans := f.Place(t, f.GuestCart(t, item("HAFER-20", 1)), fan).Order
		club, _ := f.Staff.StaffOrders(f.Ctx, order.StaffQuery{SKUPrefixes: []string{"hose"}})
		if numbers(club) != third.Number+","+first.Number {
			t.Errorf("the club's goods with a fan of them: %s", numbers(club))
		}
		if found, _ := f.Staff.StaffOrders(f.Ctx, order.StaffQuery{Search: "HOSE"}); numbers(found) != fans.Number+","+third.Number+","+first.Number {
			t.Errorf("a search of HOSE: %s", numbers(found))
		}
	})
}

// The start page counts today's and this month's orders and revenue
// (gross and net, cancelled ones left out) against a year before, what
// waits for payment and shipment, and the revenue of 30 Berlin days; a
// club manager's only with their goods.
func TestStaffFigures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		first := f.annasOrder(t, item("HOSE-1", 2))
		f.Clock.Add(day)
		second := f.Place(t, f.GuestCart(t, item("HAFER-20", 1)), another(banktransfer.Code)).Order
		if _, _, err := f.Staff.RecordBankTransfer(f.Ctx, second.Number); err != nil {
			t.Fatal(err)
		}
		third := f.Place(t, f.GuestCart(t, item("HOSE-1", 1)), another(banktransfer.Code)).Order
		if _, _, err := f.Staff.Cancel(f.Ctx, order.CancelInput{Number: third.Number, Reason: "Kundenwunsch"}); err != nil {
			t.Fatal(err)
		}
		now := f.Clock.Now()
		fig, err := f.Staff.StaffFigures(f.Ctx, now, nil)
		if err != nil {
			t.Fatal(err)
		}
		if fig.Today.Orders != 1 || fig.Today.Gross != second.Totals.GrandTotal || fig.Today.Net != second.Totals.GrandTotalExclTax {
			t.Errorf("today %+v, want %s", fig.Today, second.Number)
		}
		wantMonth := 2
		if now.In(i18n.Berlin).Day() == 1 {
			wantMonth = 1
		}
		if fig.Month.Orders != wantMonth || fig.TodayLastYear.Orders != 0 || fig.MonthLastYear.Orders != 0 {
			t.Errorf("month %+v, a year ago %+v %+v", fig.Month, fig.TodayLastYear, fig.MonthLastYear)
		}
		if fig.AwaitingPayment != 1 || fig.AwaitingShipment != 1 {
			t.Errorf("awaiting payment %d, shipment %d", fig.AwaitingPayment, fig.AwaitingShipment)
		}
		if len(fig.RevenuePerDay) != order.FigureDays || fig.RevenuePerDay[order.FigureDays-1].Date != now.In(i18n.Berlin).Format("2006-01-02") ||
			fig.RevenuePerDay[order.FigureDays-1].Gross != second.Totals.GrandTotal || fig.RevenuePerDay[order.FigureDays-2].Gross != first.Totals.GrandTotal {
			t.Errorf("revenue per day %+v", fig.RevenuePerDay[order.FigureDays-3:])
		}
		club, err := f.Staff.StaffFigures(f.Ctx, now, []string{"HOSE"})
		if err != nil {
			t.Fatal(err)
		}
		if club.Today.Orders != 0 || club.AwaitingPayment != 1 || club.AwaitingShipment != 0 || club.RevenuePerDay[order.FigureDays-2].Gross != first.Totals.GrandTotal {
			t.Errorf("a club's figures %+v", club)
		}
	})
}
