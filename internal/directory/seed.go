package directory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"golang.org/x/text/language"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// deliveryCountries are the countries the shop delivers to: the 27 member
// states of the European Union, then Switzerland, Liechtenstein, Norway and
// the United Kingdom. (Functions rather than package variables, so no test
// or caller can change the seed for everyone.)
func deliveryCountries() []string {
	return []string{
		"AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
		"IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
		"CH", "LI", "NO", "GB",
	}
}

// seedRegion is a subdivision with its ISO 3166-2 code and names; an empty
// English or French name means the German one is used in that language too.
type seedRegion struct {
	code, de, en, fr string
}

// seedRegions are the German and Austrian states and the Swiss cantons,
// with their ISO 3166-2 codes.
func seedRegions() map[string][]seedRegion {
	return map[string][]seedRegion{
		"DE": {
			{"DE-BW", "Baden-Württemberg", "", "Bade-Wurtemberg"},
			{"DE-BY", "Bayern", "Bavaria", "Bavière"},
			{"DE-BE", "Berlin", "", ""},
			{"DE-BB", "Brandenburg", "", "Brandebourg"},
			{"DE-HB", "Bremen", "", "Brême"},
			{"DE-HH", "Hamburg", "", "Hambourg"},
			{"DE-HE", "Hessen", "Hesse", "Hesse"},
			{"DE-MV", "Mecklenburg-Vorpommern", "Mecklenburg-Western Pomerania", "Mecklembourg-Poméranie-Occidentale"},
			{"DE-NI", "Niedersachsen", "Lower Saxony", "Basse-Saxe"},
			{"DE-NW", "Nordrhein-Westfalen", "North Rhine-Westphalia", "Rhénanie-du-Nord-Westphalie"},
			{"DE-RP", "Rheinland-Pfalz", "Rhineland-Palatinate", "Rhénanie-Palatinat"},
			{"DE-SL", "Saarland", "", "Sarre"},
			{"DE-SN", "Sachsen", "Saxony", "Saxe"},
			{"DE-ST", "Sachsen-Anhalt", "Saxony-Anhalt", "Saxe-Anhalt"},
			{"DE-SH", "Schleswig-Holstein", "", ""},
			{"DE-TH", "Thüringen", "Thuringia", "Thuringe"},
		},
		"AT": {
			{"AT-1", "Burgenland", "", ""},
			{"AT-2", "Kärnten", "Carinthia", "Carinthie"},
			{"AT-3", "Niederösterreich", "Lower Austria", "Basse-Autriche"},
			{"AT-4", "Oberösterreich", "Upper Austria", "Haute-Autriche"},
			{"AT-5", "Salzburg", "", "Salzbourg"},
			{"AT-6", "Steiermark", "Styria", "Styrie"},
			{"AT-7", "Tirol", "Tyrol", "Tyrol"},
			{"AT-8", "Vorarlberg", "", ""},
			{"AT-9", "Wien", "Vienna", "Vienne"},
		},
		"CH": {
			{"CH-AG", "Aargau", "", "Argovie"},
			{"CH-AI", "Appenzell Innerrhoden", "", "Appenzell Rhodes-Intérieures"},
			{"CH-AR", "Appenzell Ausserrhoden", "", "Appenzell Rhodes-Extérieures"},
			{"CH-BE", "Bern", "", "Berne"},
			{"CH-BL", "Basel-Landschaft", "", "Bâle-Campagne"},
			{"CH-BS", "Basel-Stadt", "", "Bâle-Ville"},
			{"CH-FR", "Freiburg", "Fribourg", "Fribourg"},
			{"CH-GE", "Genf", "Geneva", "Genève"},
			{"CH-GL", "Glarus", "", "Glaris"},
			{"CH-GR", "Graubünden", "", "Grisons"},
			{"CH-JU", "Jura", "", ""},
			{"CH-LU", "Luzern", "Lucerne", "Lucerne"},
			{"CH-NE", "Neuenburg", "Neuchâtel", "Neuchâtel"},
			{"CH-NW", "Nidwalden", "", "Nidwald"},
			{"CH-OW", "Obwalden", "", "Obwald"},
			{"CH-SG", "St. Gallen", "", "Saint-Gall"},
			{"CH-SH", "Schaffhausen", "", "Schaffhouse"},
			{"CH-SO", "Solothurn", "", "Soleure"},
			{"CH-SZ", "Schwyz", "", ""},
			{"CH-TG", "Thurgau", "", "Thurgovie"},
			{"CH-TI", "Tessin", "Ticino", "Tessin"},
			{"CH-UR", "Uri", "", ""},
			{"CH-VD", "Waadt", "Vaud", "Vaud"},
			{"CH-VS", "Wallis", "Valais", "Valais"},
			{"CH-ZG", "Zug", "", "Zoug"},
			{"CH-ZH", "Zürich", "Zurich", "Zurich"},
		},
	}
}

// Seed enables the delivery countries and adds the regions of Germany,
// Austria and Switzerland. It only adds what is missing, so running it again
// changes nothing.
func Seed(ctx context.Context, d *db.DB) error {
	return d.InTx(ctx, func(tx db.Handle) error {
		countries, regions := deliveryCountries(), seedRegions()
		for _, code := range countries {
			if err := seedCountry(ctx, tx, code); err != nil {
				return err
			}
		}
		for _, country := range countries {
			for _, r := range regions[country] {
				if err := seedRegionRow(ctx, tx, country, r); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func seedCountry(ctx context.Context, tx db.Handle, code string) error {
	region, err := language.ParseRegion(code)
	if err != nil || !region.IsCountry() {
		return fmt.Errorf("directory: seed country %s: not an ISO 3166-1 country", code)
	}
	_, err = tx.Exec(ctx, `
		INSERT INTO directory_country (code, iso3_code) VALUES (?, ?)
		ON CONFLICT (code) DO NOTHING`, code, region.ISO3())
	if err != nil {
		return fmt.Errorf("directory: seed country %s: %w", code, err)
	}
	return nil
}

func seedRegionRow(ctx context.Context, tx db.Handle, country string, r seedRegion) error {
	var id int64
	err := tx.Get(ctx, &id, `
		INSERT INTO directory_region (country_code, code) VALUES (?, ?)
		ON CONFLICT (code) DO NOTHING RETURNING id`, country, r.code)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // seeded before; names may have been edited since
	}
	if err != nil {
		return fmt.Errorf("directory: seed region %s: %w", r.code, err)
	}
	names := map[i18n.Locale]string{i18n.German: r.de, i18n.English: r.en, i18n.French: r.fr}
	for _, l := range i18n.Locales {
		if names[l] == "" {
			continue
		}
		_, err := tx.Exec(ctx, "INSERT INTO directory_region_name (region_id, locale, name) VALUES (?, ?, ?)", id, string(l), names[l])
		if err != nil {
			return fmt.Errorf("directory: seed name of region %s in %s: %w", r.code, l, err)
		}
	}
	return nil
}
