package settings

import (
	"context"
	"fmt"
	"strings"

	"paddock/internal/platform/i18n"
)

// Demo is the demo shop's seller, the company the demo content names: a
// GmbH in Münster with a VAT id of valid form and check digit and the
// standard example IBAN (not a real account of anyone's shop).
var Demo = Legal{
	Company: "Paddock Reitsport GmbH", Street: "Hufschlag 12", Postcode: "48165", City: "Münster", Country: "DE",
	Email: "service@paddock-reitsport.example", Phone: "+49 251 987654-0",
	VATID: "DE318457922", TaxNumber: "337/5914/0815",
	RegisterCourt: "Amtsgericht Münster", RegisterNumber: "HRB 21873",
	ManagingDirectors: []string{"Anna Brinkmann"},
	Bank:              Bank{Holder: "Paddock Reitsport GmbH", IBAN: "DE89370400440532013000", BIC: "COBADEFFXXX", Name: "Commerzbank"},
}

// DemoTax is the demo shop's VAT across borders: registered for the
// One-Stop-Shop, so French, Finnish or Irish consumers pay their
// country's VAT, at the same gross price as in Germany.
var DemoTax = Tax{OSS: true, CrossBorder: CrossBorderGross}

// SeedDemo stores the demo's legal data and its VAT across borders
// (DemoTax) where none are set; a shop's own are never replaced. The
// bank-transfer life cycle keeps its defaults.
func SeedDemo(ctx context.Context, s Service) error {
	if svc, ok := s.(*service); ok {
		if _, set, err := load(ctx, svc, groupTax, DefaultTax, true); err != nil {
			return err
		} else if !set {
			if err := s.SetTax(ctx, DemoTax); err != nil {
				return fmt.Errorf("settings: demo tax: %w", err)
			}
		}
	}
	have, err := s.Legal(ctx)
	if err != nil || have.IsSet() {
		return err
	}
	if err := s.SetLegal(ctx, Demo.clone()); err != nil {
		return fmt.Errorf("settings: demo legal data: %w", err)
	}
	return nil
}

// FooterLines identify the seller at the foot of a business mail (§35a
// GmbHG: company, seat, register court and number, managing directors)
// in locale: the company and its address on one line, then who manages
// it, the register and the VAT id. None when no legal data are set.
func (l Legal) FooterLines(locale i18n.Locale) []string {
	if !l.IsSet() {
		return nil
	}
	m := i18n.Messages()
	lines := []string{strings.Join(append([]string{l.Company}, l.AddressLines(locale)...), " · ")}
	var second []string
	if len(l.ManagingDirectors) > 0 {
		second = append(second, m.T(locale, "settings.footer.directors", "names", strings.Join(l.ManagingDirectors, ", ")))
	}
	if l.RegisterNumber != "" {
		second = append(second, m.T(locale, "settings.footer.register", "court", l.RegisterCourt, "number", l.RegisterNumber))
	}
	if l.VATID != "" {
		second = append(second, m.T(locale, "settings.footer.vatID", "id", l.VATID))
	}
	if len(second) > 0 {
		lines = append(lines, strings.Join(second, " · "))
	}
	return lines
}
