package coupon_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/coupon"
)

// The coupon rule table: every rule of a coupon, alone and together, on
// one cart of three lines (a jacket, a feed sack in category 7, a club
// shirt of RV Lindenhof).
func TestCouponRules(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	before, after := now.Add(-time.Hour), now.Add(time.Hour)
	lines := []coupon.Line{
		{SKU: "JACKE-1", CategoryIDs: []int64{3}, Gross: 12900},
		{SKU: "FUTTER-20", CategoryIDs: []int64{7, 8}, Gross: 3990},
		{SKU: "RVL-TX-BASIC", CategoryIDs: []int64{12}, Gross: 2490},
	}
	// subtotal 193.80 €
	coupons := map[string]coupon.Coupon{
		"ZEHN":      {ID: 1, Code: "ZEHN", Type: coupon.Percent, Amount: 1000, Label: "10 %", Active: true},
		"FUENF":     {ID: 2, Code: "FUENF", Type: coupon.Fixed, Amount: 500, Label: "5 €", Active: true, Combinable: true},
		"GRATIS":    {ID: 3, Code: "GRATIS", Type: coupon.FreeShipping, Label: "Versandfrei", Active: true, Combinable: true},
		"AUS":       {ID: 4, Code: "AUS", Type: coupon.Percent, Amount: 1000, Active: false},
		"BALD":      {ID: 5, Code: "BALD", Type: coupon.Percent, Amount: 1000, Active: true, ValidFrom: &after},
		"VORBEI":    {ID: 6, Code: "VORBEI", Type: coupon.Percent, Amount: 1000, Active: true, ValidTo: &now},
		"GILT":      {ID: 7, Code: "GILT", Type: coupon.Fixed, Amount: 100, Active: true, ValidFrom: &before, ValidTo: &after},
		"LEER":      {ID: 8, Code: "LEER", Type: coupon.Fixed, Amount: 100, Active: true, UsageLimit: 3, TimesUsed: 3},
		"EINMAL":    {ID: 9, Code: "EINMAL", Type: coupon.Fixed, Amount: 100, Active: true, PerCustomerLimit: 1},
		"AB200":     {ID: 10, Code: "AB200", Type: coupon.Fixed, Amount: 100, Active: true, MinSubtotal: 20000},
		"AB193":     {ID: 11, Code: "AB193", Type: coupon.Fixed, Amount: 100, Active: true, MinSubtotal: 19380},
		"FUTTER":    {ID: 12, Code: "FUTTER", Type: coupon.Percent, Amount: 2000, Active: true, CategoryIDs: []int64{8}},
		"LINDENHOF": {ID: 13, Code: "LINDENHOF", Type: coupon.Percent, Amount: 1500, Active: true, SKUPrefix: "RVL-"},
		"ISARTAL":   {ID: 14, Code: "ISARTAL", Type: coupon.Percent, Amount: 1500, Active: true, SKUPrefix: "RFVI-"},
		"RIESIG":    {ID: 15, Code: "RIESIG", Type: coupon.Fixed, Amount: 99999, Active: true, Combinable: true},
		"ALLES":     {ID: 16, Code: "ALLES", Type: coupon.Percent, Amount: 10000, Active: true, Combinable: true},
		"KOMBI":     {ID: 17, Code: "KOMBI", Type: coupon.Percent, Amount: 1000, Active: true, Combinable: true},
		"CLUBFREI":  {ID: 18, Code: "CLUBFREI", Type: coupon.FreeShipping, Active: true, SKUPrefix: "RFVI-", Combinable: true},
		"LINDENFIX": {ID: 19, Code: "LINDENFIX", Type: coupon.Fixed, Amount: 5000, Active: true, SKUPrefix: "RVL-"},
	}
	type applied struct {
		code   string
		amount catalog.Money
		lines  []catalog.Money
		free   bool
	}
	tests := []struct {
		name     string
		codes    []string
		customer int64
		email    string
		uses     map[int64]int
		applied  []applied
		rejected map[string]coupon.Reason
	}{
		{name: "10 % of every line", codes: []string{"zehn"},
			applied: []applied{{"ZEHN", 1938, []catalog.Money{1290, 399, 249}, false}}},
		{name: "5 € split over the lines by their share", codes: []string{" fuenf "},
			applied: []applied{{"FUENF", 500, []catalog.Money{333, 103, 64}, false}}},
		{name: "free shipping takes nothing off the lines", codes: []string{"GRATIS"},
			applied: []applied{{"GRATIS", 0, []catalog.Money{0, 0, 0}, true}}},
		{name: "switched off", codes: []string{"AUS"}, rejected: map[string]coupon.Reason{"AUS": coupon.Unknown}},
		{name: "unknown", codes: []string{"NIEMALS"}, rejected: map[string]coupon.Reason{"NIEMALS": coupon.Unknown}},
		{name: "malformed", codes: []string{"ZEHN %"}, rejected: map[string]coupon.Reason{"ZEHN %": coupon.Unknown}},
		{name: "not yet valid", codes: []string{"BALD"}, rejected: map[string]coupon.Reason{"BALD": coupon.NotYetValid}},
		{name: "ends at valid_to, exclusive", codes: []string{"VORBEI"}, rejected: map[string]coupon.Reason{"VORBEI": coupon.Expired}},
		{name: "within its window", codes: []string{"GILT"}, applied: []applied{{"GILT", 100, []catalog.Money{66, 21, 13}, false}}},
		{name: "used up", codes: []string{"LEER"}, rejected: map[string]coupon.Reason{"LEER": coupon.UsedUp}},
		{name: "used by this customer", codes: []string{"EINMAL"}, customer: 5, uses: map[int64]int{9: 1},
			rejected: map[string]coupon.Reason{"EINMAL": coupon.UsedByCustomer}},
		{name: "not used by this customer yet", codes: []string{"EINMAL"}, customer: 5,
			applied: []applied{{"EINMAL", 100, []catalog.Money{66, 21, 13}, false}}},
		{name: "a guest whose address is not known yet is not counted per customer", codes: []string{"EINMAL"}, uses: map[int64]int{9: 1},
			applied: []applied{{"EINMAL", 100, []catalog.Money{66, 21, 13}, false}}},
		{name: "a guest's address used it", codes: []string{"EINMAL"}, email: "anna@example.de", uses: map[int64]int{9: 1},
			rejected: map[string]coupon.Reason{"EINMAL": coupon.UsedByCustomer}},
		{name: "a guest's address did not use it", codes: []string{"EINMAL"}, email: "anna@example.de",
			applied: []applied{{"EINMAL", 100, []catalog.Money{66, 21, 13}, false}}},
		{name: "below the minimum subtotal", codes: []string{"AB200"}, rejected: map[string]coupon.Reason{"AB200": coupon.BelowMinimum}},
		{name: "exactly the minimum subtotal", codes: []string{"AB193"}, applied: []applied{{"AB193", 100, []catalog.Money{66, 21, 13}, false}}},
		{name: "only a category's products", codes: []string{"FUTTER"}, applied: []applied{{"FUTTER", 798, []catalog.Money{0, 798, 0}, false}}},
		{name: "only a club's products", codes: []string{"LINDENHOF"}, applied: []applied{{"LINDENHOF", 374, []catalog.Money{0, 0, 374}, false}}},
		{name: "another club's coupon", codes: []string{"ISARTAL"}, rejected: map[string]coupon.Reason{"ISARTAL": coupon.NoMatchingItem}},
		{name: "another club's free shipping", codes: []string{"CLUBFREI"}, rejected: map[string]coupon.Reason{"CLUBFREI": coupon.NoMatchingItem}},
		{name: "a fixed amount is at most what its lines cost", codes: []string{"LINDENFIX"},
			applied: []applied{{"LINDENFIX", 2490, []catalog.Money{0, 0, 2490}, false}}},
		{name: "a fixed amount above the cart takes all of it", codes: []string{"RIESIG"},
			applied: []applied{{"RIESIG", 19380, []catalog.Money{12900, 3990, 2490}, false}}},
		{name: "combinable coupons apply in turn", codes: []string{"FUENF", "KOMBI", "GRATIS"},
			applied: []applied{{"FUENF", 500, []catalog.Money{333, 103, 64}, false}, {"KOMBI", 1888, []catalog.Money{1257, 389, 242}, false},
				{"GRATIS", 0, []catalog.Money{0, 0, 0}, true}}},
		{name: "a coupon that is not combinable stays alone", codes: []string{"ZEHN", "FUENF"},
			applied: []applied{{"ZEHN", 1938, []catalog.Money{1290, 399, 249}, false}}, rejected: map[string]coupon.Reason{"FUENF": coupon.NotCombinable}},
		{name: "nor joins combinable ones", codes: []string{"FUENF", "ZEHN"},
			applied: []applied{{"FUENF", 500, []catalog.Money{333, 103, 64}, false}}, rejected: map[string]coupon.Reason{"ZEHN": coupon.NotCombinable}},
		{name: "a code twice counts once", codes: []string{"FUENF", "fuenf"}, applied: []applied{{"FUENF", 500, []catalog.Money{333, 103, 64}, false}}},
		{name: "nothing left after 100 %", codes: []string{"ALLES", "FUENF"},
			applied: []applied{{"ALLES", 19380, []catalog.Money{12900, 3990, 2490}, false}}, rejected: map[string]coupon.Reason{"FUENF": coupon.NoMatchingItem}},
		{name: "the invalid reason wins over not combinable", codes: []string{"ZEHN", "AB200"},
			applied: []applied{{"ZEHN", 1938, []catalog.Money{1290, 399, 249}, false}}, rejected: map[string]coupon.Reason{"AB200": coupon.BelowMinimum}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := coupon.Apply(tt.codes, coupons, tt.uses, coupon.Context{Now: now, CustomerID: tt.customer, Email: tt.email, Lines: lines})
			if len(res.Applied) != len(tt.applied) {
				t.Fatalf("applied %+v; want %+v", res.Applied, tt.applied)
			}
			for i, want := range tt.applied {
				got := res.Applied[i]
				if got.Code != want.code || got.Amount != want.amount || !slices.Equal(got.Lines, want.lines) || got.FreeShipping != want.free {
					t.Errorf("applied %d: %+v; want %+v", i, got, want)
				}
				var sum catalog.Money
				for _, l := range got.Lines {
					sum += l
				}
				if sum != got.Amount {
					t.Errorf("%s: lines add up to %d, not %d", got.Code, sum, got.Amount)
				}
			}
			rejected := map[string]coupon.Reason{}
			for _, r := range res.Rejected {
				rejected[r.Code] = r.Reason
			}
			if len(rejected) != len(tt.rejected) {
				t.Errorf("rejected %v; want %v", rejected, tt.rejected)
			}
			for code, reason := range tt.rejected {
				if rejected[code] != reason {
					t.Errorf("%s rejected as %q; want %q", code, rejected[code], reason)
				}
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{" willkommen10 ": "WILLKOMMEN10", "Reiten-5": "REITEN-5", "a_b": "A_B"} {
		if got, ok := coupon.Normalize(in); !ok || got != want {
			t.Errorf("Normalize(%q) = %q, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "   ", "ÄPFEL", "A B", "A%", "a\x00", "A" + string(make([]byte, 32))} {
		if got, ok := coupon.Normalize(bad); ok {
			t.Errorf("Normalize(%q) = %q; want refused", bad, got)
		}
	}
}

// FuzzNormalize reads whatever a customer types as a code: what it accepts
// is a code as stored, and normalising it again changes nothing.
func FuzzNormalize(f *testing.F) {
	for _, seed := range []string{"willkommen10", " Reiten-5 ", "ÄPFEL", "a\x00", "", "ABC_def-123"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		norm, ok := coupon.Normalize(code)
		if !ok {
			return
		}
		again, ok2 := coupon.Normalize(norm)
		if !ok2 || again != norm || len(norm) == 0 || len(norm) > coupon.MaxCodeLength || strings.Trim(norm, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") != "" {
			t.Fatalf("Normalize(%q) = %q", code, norm)
		}
	})
}
