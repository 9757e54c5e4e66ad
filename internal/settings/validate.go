package settings

import (
	"net/mail"
	"regexp"
	"strings"

	"golang.org/x/text/language"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/vat"
)

// checkLegal checks l as a whole and answers it normalised, or every
// problem at once.
func checkLegal(in Legal) (Legal, error) {
	var f apperr.Fields
	var l Legal
	l.Company = f.Line("company", in.Company, MaxCompany, true)
	l.Street = f.Line("street", in.Street, MaxStreet, true)
	l.City = f.Line("city", in.City, MaxCity, true)
	l.Country = strings.ToUpper(f.Line("country", in.Country, 64, true))
	if l.Country != "" && !f.Has("country") && !isCountry(l.Country) {
		f.Add("country", "settings.legal.country")
	}
	l.Postcode = strings.ToUpper(f.Line("postcode", in.Postcode, MaxPostcode, true))
	if l.Postcode != "" && !f.Has("postcode") && !f.Has("country") {
		pattern := anyPostcode
		if l.Country == "DE" {
			pattern = germanPostcode
		}
		if !pattern.MatchString(l.Postcode) {
			f.Add("postcode", "settings.legal.postcode")
		}
	}
	l.Email = f.Line("email", in.Email, MaxEmail, true)
	if l.Email != "" && !f.Has("email") {
		if a, err := mail.ParseAddress(l.Email); err != nil || a.Address != l.Email || a.Name != "" {
			f.Add("email", "settings.legal.email")
		}
	}
	l.Phone = f.Telephone("phone", in.Phone, MaxPhone, false)

	l.VATID = compact(f.Line("vat_id", in.VATID, 20, false))
	if l.VATID != "" && !f.Has("vat_id") {
		if key, ok := checkVATID(l.VATID); !ok {
			f.Add("vat_id", key)
		}
	}
	l.TaxNumber = f.Line("tax_number", in.TaxNumber, MaxTaxNumber, false)
	if l.TaxNumber != "" && !f.Has("tax_number") && !taxNumber.MatchString(l.TaxNumber) {
		f.Add("tax_number", "settings.legal.taxNumber")
	}
	if l.VATID == "" && l.TaxNumber == "" && !f.Has("vat_id") && !f.Has("tax_number") {
		f.Add("vat_id", "settings.legal.taxIdentity")
	}

	l.RegisterCourt = f.Line("register_court", in.RegisterCourt, MaxRegister, false)
	l.RegisterNumber = f.Line("register_number", in.RegisterNumber, MaxRegister, false)
	switch {
	case l.RegisterCourt != "" && l.RegisterNumber == "" && !f.Has("register_court"):
		f.Add("register_number", "settings.legal.registerBoth")
	case l.RegisterNumber != "" && l.RegisterCourt == "" && !f.Has("register_number"):
		f.Add("register_court", "settings.legal.registerBoth")
	}

	for _, d := range in.ManagingDirectors {
		if d = f.Line("managing_directors", d, MaxDirector, false); d != "" {
			l.ManagingDirectors = append(l.ManagingDirectors, d)
		}
	}
	if len(l.ManagingDirectors) > MaxDirectors {
		f.Add("managing_directors", "settings.legal.directors", "max", MaxDirectors)
	}

	l.Bank.Holder = f.Line("bank.holder", in.Bank.Holder, MaxBankHolder, false)
	l.Bank.IBAN = compact(f.Line("bank.iban", in.Bank.IBAN, 42, false))
	l.Bank.BIC = compact(f.Line("bank.bic", in.Bank.BIC, 11, false))
	l.Bank.Name = f.Line("bank.name", in.Bank.Name, MaxBankName, false)
	if l.Bank.IBAN != "" && !f.Has("bank.iban") && !ValidIBAN(l.Bank.IBAN) {
		f.Add("bank.iban", "settings.bank.iban")
	}
	if l.Bank.BIC != "" && !f.Has("bank.bic") && !bic.MatchString(l.Bank.BIC) {
		f.Add("bank.bic", "settings.bank.bic")
	}
	if l.Bank != (Bank{}) {
		if l.Bank.IBAN == "" && !f.Has("bank.iban") {
			f.Add("bank.iban", "settings.bank.required")
		}
		if l.Bank.Holder == "" && !f.Has("bank.holder") {
			f.Add("bank.holder", "settings.bank.required")
		}
	}
	if err := f.Err(); err != nil {
		return Legal{}, err
	}
	return l, nil
}

// checkBankTransfer checks the bank-transfer life cycle and caps.
func checkBankTransfer(b BankTransfer) error {
	var f apperr.Fields
	if b.ReminderDays < MinReminderDays || b.ReminderDays >= MaxCancelDays {
		f.Add("reminder_days", "settings.bankTransfer.reminderDays", "min", MinReminderDays, "max", MaxCancelDays-1)
	}
	if b.CancelDays <= max(b.ReminderDays, MinReminderDays) || b.CancelDays > MaxCancelDays {
		f.Add("cancel_days", "settings.bankTransfer.cancelDays", "reminder", b.ReminderDays, "max", MaxCancelDays)
	}
	for _, c := range []struct {
		field string
		n     int
	}{{"open_orders_per_email", b.OpenOrdersPerEmail}, {"open_orders_per_client", b.OpenOrdersPerClient}} {
		if c.n < 1 || c.n > MaxOpenOrders {
			f.Add(c.field, "settings.bankTransfer.openOrders", "max", MaxOpenOrders)
		}
	}
	for _, c := range []struct {
		field string
		cents int64
	}{{"open_value_per_email", b.OpenValuePerEmail}, {"open_value_per_client", b.OpenValuePerClient}} {
		if c.cents < 100 || c.cents > MaxOpenValue {
			f.Add(c.field, "settings.bankTransfer.openValue", "max", MaxOpenValue/100)
		}
	}
	return f.Err()
}

// checkOrderLimits checks the limits of an order.
func checkOrderLimits(l OrderLimits) error {
	var f apperr.Fields
	if l.LineQuantity < 1 || l.LineQuantity > MaxLineQuantity {
		f.Add("line_quantity", "settings.orderLimits.lineQuantity", "max", MaxLineQuantity)
	}
	if l.Lines < 1 || l.Lines > MaxLines {
		f.Add("lines", "settings.orderLimits.lines", "max", MaxLines)
	}
	if l.OrderQuantity < max(l.LineQuantity, 1) || l.OrderQuantity > MaxOrderQuantity {
		f.Add("order_quantity", "settings.orderLimits.orderQuantity", "min", max(l.LineQuantity, 1), "max", MaxOrderQuantity)
	}
	return f.Err()
}

// checkCatalog checks the catalogue's policy.
func checkCatalog(c Catalog) error {
	var f apperr.Fields
	if c.LowStockThreshold < 0 || c.LowStockThreshold > MaxLowStockThreshold {
		f.Add("low_stock_threshold", "settings.catalog.lowStockThreshold", "max", MaxLowStockThreshold)
	}
	if len(c.ClubPrices) > MaxClubs {
		f.Add("club_prices", "settings.catalog.clubPrices", "max", MaxClubs)
	}
	for _, id := range c.ClubPrices {
		if id < 1 {
			f.Add("club_prices", "settings.catalog.clubPrices", "max", MaxClubs)
		}
	}
	return f.Err()
}

// checkTax checks the cross-border mode.
func checkTax(t Tax) error {
	var f apperr.Fields
	if t.CrossBorder != CrossBorderGross && t.CrossBorder != CrossBorderNet {
		f.Add("cross_border", "settings.tax.crossBorder")
	}
	return f.Err()
}

// compact drops the spaces, dots and hyphens people write into IBANs,
// BICs and VAT ids, in upper case.
func compact(s string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "", "\u00a0", "").Replace(s))
}

var (
	germanPostcode = regexp.MustCompile(`^[0-9]{5}$`)
	anyPostcode    = regexp.MustCompile(`^[A-Z0-9][A-Z0-9 -]{1,9}$`)
	// taxNumber is a tax office's number as written: digits with
	// slashes or spaces (337/5914/0815, 33759140815).
	taxNumber = regexp.MustCompile(`^[0-9][0-9 /]{8,}[0-9]$`)
	bic       = regexp.MustCompile(`^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$`)
)

// isCountry reports an ISO 3166-1 alpha-2 code of a country.
func isCountry(code string) bool {
	if len(code) != 2 {
		return false
	}
	r, err := language.ParseRegion(code)
	return err == nil && r.IsCountry() && r.String() == code
}

// ValidIBAN checks an IBAN's form (country, two check digits, up to 30
// letters and digits) and its ISO 13616 check digits (mod 97).
func ValidIBAN(iban string) bool {
	if len(iban) < 15 || len(iban) > 34 || iban[0] < 'A' || iban[0] > 'Z' || iban[1] < 'A' || iban[1] > 'Z' ||
		iban[2] < '0' || iban[2] > '9' || iban[3] < '0' || iban[3] > '9' {
		return false
	}
	if iban[:2] == "DE" && len(iban) != 22 {
		return false
	}
	rem := 0
	for _, r := range iban[4:] + iban[:4] {
		switch {
		case r >= '0' && r <= '9':
			rem = (rem*10 + int(r-'0')) % 97
		case r >= 'A' && r <= 'Z':
			rem = (rem*100 + int(r-'A'+10)) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// checkVATID checks a compact VAT id's form (vat.CheckID); it answers
// the message key of what is wrong.
func checkVATID(id string) (string, bool) {
	switch vat.CheckID(id) {
	case vat.Malformed:
		return "settings.legal.vatID", false
	case vat.CheckDigit:
		return "settings.legal.vatIDCheck", false
	}
	return "", true
}
