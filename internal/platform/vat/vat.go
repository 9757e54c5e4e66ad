// Package vat is what the shop knows about value added tax across the
// European Union, without asking anyone: which countries are member
// states, their VAT rates, the form of their VAT identification numbers,
// and when a sale to a business in another member state is a tax-free
// intra-community supply whose VAT the buyer owes (reverse charge, §4
// Nr. 1b and §6a UStG; Art. 138 and 196 of Directive 2006/112/EC).
//
// A VAT id is checked for its form only (the country's pattern, a German
// id's check digit). Whether it is registered to the buyer is VIES's
// answer (the Commission's VAT Information Exchange System, or the
// Bundeszentralamt für Steuern's qualified confirmation), which the shop
// does not ask: that is out of scope, and the shop's staff confirm a
// business buyer's id before the goods leave (§18e UStG).
package vat

import (
	"fmt"
	"regexp"
	"strings"
)

// Rate is a VAT rate in hundredths of a per cent (1900 is 19 %, 2550 is
// Finland's 25.5 %), so that no member state's rate is rounded.
type Rate int

// String is the rate as a tax form writes it: 19, 5.5, 25.5.
func (r Rate) String() string {
	if r%100 == 0 {
		return fmt.Sprint(int(r) / 100)
	}
	return strings.TrimSuffix(r.Decimal2(), "0")
}

// Decimal2 is the rate in per cent with two decimals, as payment APIs
// want it (Mollie's vatRate): 19.00, 5.50, 25.50.
func (r Rate) Decimal2() string { return fmt.Sprintf("%d.%02d", int(r)/100, int(r)%100) }

// Rates are a member state's standard rate and the reduced rate its law
// gives animal feed (the shop's reduced tax class: horse feed).
type Rates struct {
	Standard Rate
	Reduced  Rate
}

// eu are the member states' rates as the Commission's "VAT rates applied
// in the Member States" lists them for 2025/2026, keyed by ISO 3166-1
// code (Greece is GR here, EL in VAT ids). Reduced is the rate of animal
// feed, which several states tax at the standard rate. They change by
// law: the shop's tax adviser reviews them before the OSS setting is
// switched on, and every change is a change of this table with its test.
func eu() map[string]Rates {
	return map[string]Rates{
		"AT": {2000, 1300}, "BE": {2100, 600}, "BG": {2000, 2000}, "CY": {1900, 500}, "CZ": {2100, 1200},
		"DE": {1900, 700}, "DK": {2500, 2500}, "EE": {2400, 2400}, "ES": {2100, 1000}, "FI": {2550, 1400},
		"FR": {2000, 1000}, "GR": {2400, 1300}, "HR": {2500, 1300}, "HU": {2700, 2700}, "IE": {2300, 480},
		"IT": {2200, 1000}, "LT": {2100, 2100}, "LU": {1700, 300}, "LV": {2100, 2100}, "MT": {1800, 1800},
		"NL": {2100, 900}, "PL": {2300, 800}, "PT": {2300, 600}, "RO": {2100, 1100}, "SE": {2500, 2500},
		"SI": {2200, 950}, "SK": {2300, 1900},
	}
}

// Member reports whether country (ISO 3166-1 alpha-2, either case) is a
// member state of the European Union.
func Member(country string) bool {
	_, ok := eu()[strings.ToUpper(country)]
	return ok
}

// RatesOf are a member state's rates; ok is false outside the EU.
func RatesOf(country string) (Rates, bool) {
	r, ok := eu()[strings.ToUpper(country)]
	return r, ok
}

// formats are the VAT identification numbers of the member states (and
// Northern Ireland's XI) as VIES describes them, after their country
// prefix (Greece's is EL).
var formats = map[string]*regexp.Regexp{
	"AT": regexp.MustCompile(`^U[0-9]{8}$`),
	"BE": regexp.MustCompile(`^[01][0-9]{9}$`),
	"BG": regexp.MustCompile(`^[0-9]{9,10}$`),
	"CY": regexp.MustCompile(`^[0-9]{8}[A-Z]$`),
	"CZ": regexp.MustCompile(`^[0-9]{8,10}$`),
	"DE": regexp.MustCompile(`^[1-9][0-9]{8}$`),
	"DK": regexp.MustCompile(`^[0-9]{8}$`),
	"EE": regexp.MustCompile(`^[0-9]{9}$`),
	"EL": regexp.MustCompile(`^[0-9]{9}$`),
	"ES": regexp.MustCompile(`^[A-Z0-9][0-9]{7}[A-Z0-9]$`),
	"FI": regexp.MustCompile(`^[0-9]{8}$`),
	"FR": regexp.MustCompile(`^[A-HJ-NP-Z0-9]{2}[0-9]{9}$`),
	"HR": regexp.MustCompile(`^[0-9]{11}$`),
	"HU": regexp.MustCompile(`^[0-9]{8}$`),
	"IE": regexp.MustCompile(`^([0-9]{7}[A-W][A-IW]?|[0-9][A-Z+*][0-9]{5}[A-W])$`),
	"IT": regexp.MustCompile(`^[0-9]{11}$`),
	"LT": regexp.MustCompile(`^([0-9]{9}|[0-9]{12})$`),
	"LU": regexp.MustCompile(`^[0-9]{8}$`),
	"LV": regexp.MustCompile(`^[0-9]{11}$`),
	"MT": regexp.MustCompile(`^[0-9]{8}$`),
	"NL": regexp.MustCompile(`^[0-9]{9}B[0-9]{2}$`),
	"PL": regexp.MustCompile(`^[0-9]{10}$`),
	"PT": regexp.MustCompile(`^[0-9]{9}$`),
	"RO": regexp.MustCompile(`^[1-9][0-9]{1,9}$`),
	"SE": regexp.MustCompile(`^[0-9]{10}01$`),
	"SI": regexp.MustCompile(`^[0-9]{8}$`),
	"SK": regexp.MustCompile(`^[0-9]{10}$`),
	"XI": regexp.MustCompile(`^([0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$`),
}

// Compact is a VAT id as it is compared and stored: upper case, without
// spaces, dots and dashes.
func Compact(id string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "").Replace(strings.TrimSpace(id)))
}

// Problem is what is wrong with a VAT id's form.
type Problem int

// The problems CheckID answers.
const (
	// OK: the id has its country's form.
	OK Problem = iota
	// Malformed: no known country prefix, or not its country's pattern.
	Malformed
	// CheckDigit: a German id whose check digit does not match.
	CheckDigit
)

// CheckID checks a compact VAT id's form: its country prefix, its
// country's pattern, and a German id's check digit (ISO 7064 MOD 11,10).
// It does not tell whether the id is registered (VIES; see the package
// comment).
func CheckID(id string) Problem {
	if len(id) < 4 {
		return Malformed
	}
	format, ok := formats[id[:2]]
	if !ok || !format.MatchString(id[2:]) {
		return Malformed
	}
	if id[:2] == "DE" && !germanCheckDigit(id[2:]) {
		return CheckDigit
	}
	return OK
}

// Country is the member state a VAT id of valid form belongs to, as an
// ISO 3166-1 code (EL is GR, XI Northern Ireland's is XI); "" for an id
// CheckID refuses.
func Country(id string) string {
	id = Compact(id)
	if CheckID(id) != OK {
		return ""
	}
	if id[:2] == "EL" {
		return "GR"
	}
	return id[:2]
}

// germanCheckDigit checks the last of a German VAT id's nine digits (ISO
// 7064 MOD 11,10, as the Bundeszentralamt für Steuern computes it).
func germanCheckDigit(digits string) bool {
	product := 10
	for _, r := range digits[:8] {
		sum := (int(r-'0') + product) % 10
		if sum == 0 {
			sum = 10
		}
		product = (2 * sum) % 11
	}
	check := 11 - product
	if check == 10 {
		check = 0
	}
	return int(digits[8]-'0') == check
}

// ReverseCharge reports whether goods a seller in sellerCountry sends to
// shipTo are a tax-free intra-community supply (§4 Nr. 1b, §6a UStG): the
// goods go to another member state than the seller's, and the buyer is a
// business (a company name) with a VAT id of valid form from a member
// state other than the seller's. The buyer then owes the VAT of its
// country (reverse charge); the invoice charges 0 % and says so, and the
// e-invoice uses category K (VATEX-EU-IC). Northern Ireland's XI ids count
// for goods sent to Northern Ireland only, which the shop does not tell
// apart from Great Britain; they never qualify here.
func ReverseCharge(sellerCountry, shipTo, company, buyerVATID string) bool {
	seller, dest := strings.ToUpper(sellerCountry), strings.ToUpper(shipTo)
	if strings.TrimSpace(company) == "" || !Member(dest) || dest == seller {
		return false
	}
	c := Country(buyerVATID)
	return c != "" && c != "XI" && c != seller && Member(c)
}

// Percent is the rate in per cent (25.5 for 2550), for APIs that carry
// it as a number.
func (r Rate) Percent() float64 { return float64(r) / 100 }

// Local is the rate as a person reads it in a language: a decimal comma in
// German and French (25,5), a point in English (25.5).
func (r Rate) Local(locale string) string {
	s := r.String()
	if locale != "en" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// MarshalJSON writes the rate in per cent (19, 25.5), as documents and
// order snapshots kept it before rates were exact: what was stored then
// (whole per cents) reads the same now.
func (r Rate) MarshalJSON() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalJSON reads a rate in per cent with at most two decimals.
func (r *Rate) UnmarshalJSON(b []byte) error {
	p, err := ParseRate(string(b))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// ParseRate reads a rate in per cent ("19", "25.5", "4.80").
func ParseRate(s string) (Rate, error) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	if len(frac) > 2 || whole == "" || strings.Trim(whole, "0123456789") != "" || strings.Trim(frac, "0123456789") != "" {
		return 0, fmt.Errorf("vat: rate %q is no per cent with at most two decimals", s)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	var n int
	if _, err := fmt.Sscanf(whole+frac, "%d", &n); err != nil || n > 100_00 {
		return 0, fmt.Errorf("vat: rate %q is no per cent with at most two decimals", s)
	}
	return Rate(n), nil
}

// Of is the rate of goods of the standard or reduced class.
func (r Rates) Of(reduced bool) Rate {
	if reduced {
		return r.Reduced
	}
	return r.Standard
}

// Destination is the member state whose VAT a sale to a consumer carries
// (the EU's One-Stop-Shop rules for distance sales, Art. 33 and 59c of
// Directive 2006/112/EC, §3c UStG): with oss set (the shop's EU-wide
// distance sales passed 10,000 € a year, or it opted in) goods sent to
// another member state than the seller's carry that state's VAT; else,
// and for goods staying at home, the seller's. Goods sent outside the EU
// are exports, charged net by the caller; their rates are the seller's
// here. country is the state whose rates apply.
func Destination(seller string, oss bool, shipTo string) (country string, rates Rates) {
	seller, dest := strings.ToUpper(seller), strings.ToUpper(shipTo)
	if oss && dest != seller && Member(dest) {
		r, _ := RatesOf(dest)
		return dest, r
	}
	if r, ok := RatesOf(seller); ok {
		return seller, r
	}
	r, _ := RatesOf("DE")
	return "DE", r
}
