// Package demo holds the demo customers that paddock seed adds
// (customer.Seed): a rider in Munich with two addresses, a customer in
// Strasbourg, an English-speaking customer in Vienna and the club manager
// of the demo club RV Lindenhof. Their passwords are listed in README.md;
// they are demo data, nothing else.
package demo

import (
	"paddock/internal/customer"
	"paddock/internal/platform/i18n"
)

// Accounts are the demo customers.
func Accounts() []customer.SeedAccount {
	return []customer.SeedAccount{
		{
			Locale: i18n.German, Email: "lena.huber@paddock.example", Password: "Reiten-Lena1",
			Firstname: "Lena", Lastname: "Huber", DateOfBirth: "1994-04-18",
			Addresses: []customer.SeedAddress{
				{Firstname: "Lena", Lastname: "Huber", Street: []string{"Leopoldstraße 12", "Hinterhaus, 2. OG"}, Postcode: "80802",
					City: "München", CountryCode: "DE", Region: "DE-BY", Telephone: "+49 89 1234567", DefaultBilling: true, DefaultShipping: true},
				{Firstname: "Lena", Lastname: "Huber", Company: "c/o Reitstall Isartal", Street: []string{"Am Reitplatz 3"}, Postcode: "82049",
					City: "Pullach im Isartal", CountryCode: "DE", Region: "DE-BY", Telephone: "+49 89 7654321"},
			},
		},
		{
			Locale: i18n.French, Email: "camille.muller@paddock.example", Password: "Cheval-Camille2",
			Firstname: "Camille", Lastname: "Muller",
			Addresses: []customer.SeedAddress{
				{Firstname: "Camille", Lastname: "Muller", Street: []string{"12 Rue du Dôme"}, Postcode: "67000", City: "Strasbourg",
					CountryCode: "FR", Telephone: "+33 3 88 12 34 56", DefaultBilling: true, DefaultShipping: true},
			},
		},
		{
			Locale: i18n.English, Email: "emily.clarke@paddock.example", Password: "Pony-Emily3!",
			Firstname: "Emily", Lastname: "Clarke", DateOfBirth: "1988-09-30",
			Addresses: []customer.SeedAddress{
				{Firstname: "Emily", Lastname: "Clarke", Street: []string{"Praterstraße 21/4"}, Postcode: "1020", City: "Wien",
					CountryCode: "AT", Region: "AT-9", Telephone: "+43 1 2345678", DefaultBilling: true, DefaultShipping: true},
			},
		},
		{
			Locale: i18n.German, Email: "vorstand@rv-lindenhof.example", Password: "Lindenhof-1962",
			Firstname: "Thomas", Lastname: "Becker",
			Addresses: []customer.SeedAddress{
				{Firstname: "Thomas", Lastname: "Becker", Company: "Reitverein Lindenhof e. V.", Street: []string{"Hohe Ward 12", "Geschäftsstelle"},
					Postcode: "48165", City: "Münster-Hiltrup", CountryCode: "DE", Region: "DE-NW", Telephone: "+49 2501 123456",
					DefaultBilling: true, DefaultShipping: true},
			},
		},
	}
}
