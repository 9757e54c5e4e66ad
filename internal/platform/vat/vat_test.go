package vat

import "testing"

func TestCheckIDAndCountry(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		id      string
		problem Problem
		country string
	}{
		{"DE318457922", OK, "DE"},
		{"DE318457923", CheckDigit, ""},
		{"FR40303265045", OK, "FR"},
		{"FR4030326504", Malformed, ""},
		{"EL123456789", OK, "GR"},
		{"ATU12345678", OK, "AT"},
		{"AT12345678", Malformed, ""},
		{"NL123456789B01", OK, "NL"},
		{"CHE123456789", Malformed, ""},
		{"GB123456789", Malformed, ""},
		{"XI123456789", OK, "XI"},
		{"FR", Malformed, ""},
	} {
		if got := CheckID(c.id); got != c.problem {
			t.Errorf("CheckID(%s) = %d, want %d", c.id, got, c.problem)
		}
		if got := Country(c.id); got != c.country {
			t.Errorf("Country(%s) = %q, want %q", c.id, got, c.country)
		}
	}
	if Country(" fr 40 303.265-045 ") != "FR" {
		t.Error("a VAT id is compared compact")
	}
}

func TestReverseCharge(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name              string
		ship, company, id string
		want              bool
	}{
		{"French business, French id", "FR", "Écurie du Lac SARL", "FR40303265045", true},
		{"Austrian id, goods to France", "FR", "Stall GmbH", "ATU12345678", true},
		{"a consumer (no company)", "FR", "", "FR40303265045", false},
		{"no VAT id", "FR", "Écurie du Lac SARL", "", false},
		{"an id of the wrong form", "FR", "Écurie du Lac SARL", "FR123", false},
		{"a German id: no supply to another state's business", "FR", "Reitstall GmbH", "DE318457922", false},
		{"goods staying in Germany", "DE", "Écurie du Lac SARL", "FR40303265045", false},
		{"goods outside the EU (an export)", "CH", "Écurie du Lac SARL", "FR40303265045", false},
		{"Northern Ireland's XI", "GB", "Stables Ltd", "XI123456789", false},
	} {
		if got := ReverseCharge("DE", c.ship, c.company, c.id); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRates(t *testing.T) {
	t.Parallel()
	if len(eu()) != 27 {
		t.Fatalf("%d member states", len(eu()))
	}
	for code, r := range eu() {
		if r.Standard < 1500 || r.Standard > 2700 || r.Reduced <= 0 || r.Reduced > r.Standard {
			t.Errorf("%s: %+v", code, r)
		}
	}
	if r, ok := RatesOf("fr"); !ok || r.Standard != 2000 || r.Standard.String() != "20" {
		t.Errorf("France %+v", r)
	}
	if r, _ := RatesOf("FI"); r.Standard.String() != "25.5" {
		t.Errorf("Finland %s", r.Standard)
	}
	if r, _ := RatesOf("IE"); r.Reduced.String() != "4.8" {
		t.Errorf("Ireland %s", r.Reduced)
	}
	if Member("CH") || Member("GB") || !Member("de") {
		t.Error("membership")
	}
}

func TestRateTextAndJSON(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		r         Rate
		s, de, d2 string
		percent   float64
		jsonText  string
	}{{1900, "19", "19", "19.00", 19, "19"}, {2550, "25.5", "25,5", "25.50", 25.5, "25.5"}, {480, "4.8", "4,8", "4.80", 4.8, "4.8"},
		{0, "0", "0", "0.00", 0, "0"}} {
		if c.r.String() != c.s || c.r.Local("de") != c.de || c.r.Local("en") != c.s || c.r.Percent() != c.percent || c.r.Decimal2() != c.d2 {
			t.Errorf("%d: %s %s %v %s", c.r, c.r.String(), c.r.Local("de"), c.r.Percent(), c.r.Decimal2())
		}
		b, _ := c.r.MarshalJSON()
		var back Rate
		if string(b) != c.jsonText || back.UnmarshalJSON(b) != nil || back != c.r {
			t.Errorf("%d: JSON %s back %d", c.r, b, back)
		}
	}
	for _, bad := range []string{"", "x", "1.234", "-1", "101", "19.x", `"19"`} {
		if _, err := ParseRate(bad); err == nil {
			t.Errorf("ParseRate(%q) took it", bad)
		}
	}
	if r, err := ParseRate("4.80"); err != nil || r != 480 {
		t.Errorf("4.80: %d %v", r, err)
	}
}

func TestDestination(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		oss      bool
		ship     string
		country  string
		standard Rate
	}{
		{true, "FR", "FR", 2000}, {true, "fi", "FI", 2550}, {true, "DE", "DE", 1900}, {true, "CH", "DE", 1900},
		{false, "FR", "DE", 1900}, {true, "", "DE", 1900},
	} {
		country, r := Destination("DE", c.oss, c.ship)
		if country != c.country || r.Standard != c.standard {
			t.Errorf("%v %s: %s %+v", c.oss, c.ship, country, r)
		}
	}
	if _, r := Destination("DE", true, "IE"); r.Of(true) != 480 || r.Of(false) != 2300 {
		t.Errorf("Ireland %+v", r)
	}
}
