package directory_test

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"paddock/internal/directory"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

// seeded returns a database seeded twice, so every test also checks that a
// second run adds nothing.
func seeded(t *testing.T, d *db.DB) directory.Service {
	t.Helper()
	for range 2 {
		if err := directory.Seed(context.Background(), d); err != nil {
			t.Fatal(err)
		}
	}
	return directory.NewService(d)
}

func count(t *testing.T, d *db.DB, query string) int {
	t.Helper()
	var n int
	if err := d.Read().Get(context.Background(), &n, query); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestSeedTwiceChangesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if err := directory.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		queries := []string{
			"SELECT COUNT(*) FROM directory_country",
			"SELECT COUNT(*) FROM directory_region",
			"SELECT COUNT(*) FROM directory_region_name",
			"SELECT COALESCE(MAX(id), 0) FROM directory_region",
		}
		var before []int
		for _, q := range queries {
			before = append(before, count(t, d, q))
		}
		// A name changed after seeding is kept by the next run.
		if _, err := d.Write().Exec(ctx, `UPDATE directory_region_name SET name = 'Freistaat Bayern'
			WHERE locale = 'de' AND region_id = (SELECT id FROM directory_region WHERE code = 'DE-BY')`); err != nil {
			t.Fatal(err)
		}
		if err := directory.Seed(ctx, d); err != nil {
			t.Fatal(err)
		}
		for i, q := range queries {
			if got := count(t, d, q); got != before[i] {
				t.Errorf("%s: %d after the second seed, %d before", q, got, before[i])
			}
		}
		by, err := directory.NewService(d).Country(ctx, i18n.German, "DE")
		if err != nil {
			t.Fatal(err)
		}
		if name := regionName(by, "DE-BY"); name != "Freistaat Bayern" {
			t.Errorf("DE-BY after reseeding is %q; the edit was lost", name)
		}
	})
}

func TestCountries(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := seeded(t, d)
		wantCodes := []string{
			"AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
			"IE", "IT", "LI", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK",
		}
		wantRegions := map[string]int{"DE": 16, "AT": 9, "CH": 26}
		subdivision := regexp.MustCompile(`^[A-Z]{2}-[A-Z0-9]{1,3}$`)
		for _, l := range i18n.Locales {
			countries, err := svc.Countries(ctx, l)
			if err != nil {
				t.Fatal(err)
			}
			var codes []string
			for _, c := range countries {
				codes = append(codes, c.Code)
				if len(c.Code3) != 3 || c.NameLocale == "" || c.NameLocale == c.Code || c.NameEnglish == "" {
					t.Errorf("%s: country %+v incomplete", l, c)
				}
				if len(c.Regions) != wantRegions[c.Code] {
					t.Errorf("%s: %s has %d regions; want %d", l, c.Code, len(c.Regions), wantRegions[c.Code])
				}
				for _, r := range c.Regions {
					if r.ID == 0 || r.Name == "" || !subdivision.MatchString(r.Code) || r.Code[:2] != c.Code {
						t.Errorf("%s: region %+v of %s", l, r, c.Code)
					}
				}
			}
			slices.Sort(codes)
			if !slices.Equal(codes, wantCodes) {
				t.Errorf("%s: countries %v; want %v", l, codes, wantCodes)
			}
		}
	})
}

func TestCountryNamesAndOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := seeded(t, d)
		tests := []struct {
			locale            i18n.Locale
			germany, austria  string
			first, last       string
			before, atO, next string // before < atO < next in the sorted list
		}{
			{i18n.German, "Deutschland", "Österreich", "Belgien", "Zypern", "Norwegen", "Österreich", "Polen"},
			{i18n.English, "Germany", "Austria", "Austria", "United Kingdom", "Denmark", "Estonia", "Finland"},
			{i18n.French, "Allemagne", "Autriche", "Allemagne", "Tchéquie", "Danemark", "Espagne", "Estonie"},
		}
		for _, tt := range tests {
			countries, err := svc.Countries(ctx, tt.locale)
			if err != nil {
				t.Fatal(err)
			}
			names := make([]string, len(countries))
			for i, c := range countries {
				names[i] = c.NameLocale
				if c.Code == "DE" && (c.NameLocale != tt.germany || c.NameEnglish != "Germany" || c.Code3 != "DEU") {
					t.Errorf("%s: DE is %+v", tt.locale, c)
				}
				if c.Code == "AT" && (c.NameLocale != tt.austria || c.NameEnglish != "Austria" || c.Code3 != "AUT") {
					t.Errorf("%s: AT is %+v", tt.locale, c)
				}
			}
			if names[0] != tt.first || names[len(names)-1] != tt.last {
				t.Errorf("%s: list runs %q … %q; want %q … %q", tt.locale, names[0], names[len(names)-1], tt.first, tt.last)
			}
			i, j, k := slices.Index(names, tt.before), slices.Index(names, tt.atO), slices.Index(names, tt.next)
			if i < 0 || j != i+1 || k != j+1 {
				t.Errorf("%s: want %q, %q, %q in a row; got %v", tt.locale, tt.before, tt.atO, tt.next, names)
			}
			coll := collate.New(language.Make(string(tt.locale)))
			if !slices.IsSortedFunc(names, coll.CompareString) {
				t.Errorf("%s: not in collation order: %v", tt.locale, names)
			}
		}
	})
}

func regionName(c directory.Country, code string) string {
	for _, r := range c.Regions {
		if r.Code == code {
			return r.Name
		}
	}
	return ""
}

func TestRegionNamesWithGermanFallback(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := seeded(t, d)
		tests := []struct {
			country, region string
			de, en, fr      string
		}{
			{"DE", "DE-BY", "Bayern", "Bavaria", "Bavière"},
			{"DE", "DE-NW", "Nordrhein-Westfalen", "North Rhine-Westphalia", "Rhénanie-du-Nord-Westphalie"},
			// No English or French name stored: German fills the gap.
			{"DE", "DE-SH", "Schleswig-Holstein", "Schleswig-Holstein", "Schleswig-Holstein"},
			{"DE", "DE-HB", "Bremen", "Bremen", "Brême"},
			{"AT", "AT-9", "Wien", "Vienna", "Vienne"},
			{"AT", "AT-2", "Kärnten", "Carinthia", "Carinthie"},
			{"CH", "CH-GE", "Genf", "Geneva", "Genève"},
			{"CH", "CH-ZH", "Zürich", "Zurich", "Zurich"},
			{"CH", "CH-JU", "Jura", "Jura", "Jura"},
		}
		for _, tt := range tests {
			for l, want := range map[i18n.Locale]string{i18n.German: tt.de, i18n.English: tt.en, i18n.French: tt.fr} {
				c, err := svc.Country(ctx, l, tt.country)
				if err != nil {
					t.Fatal(err)
				}
				if got := regionName(c, tt.region); got != want {
					t.Errorf("%s in %s: %q; want %q", tt.region, l, got, want)
				}
			}
		}
		if n := count(t, d, "SELECT COUNT(*) FROM directory_region_name WHERE locale = 'en'"); n == 0 || n >= 51 {
			t.Errorf("%d English region names stored; want only those that differ from German", n)
		}
	})
}

func TestRegionOrder(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := seeded(t, d)
		tests := []struct {
			locale  i18n.Locale
			country string
			want    []string // a stretch of consecutive names
		}{
			{i18n.German, "AT", []string{"Burgenland", "Kärnten", "Niederösterreich", "Oberösterreich", "Salzburg", "Steiermark", "Tirol", "Vorarlberg", "Wien"}},
			{i18n.German, "DE", []string{"Saarland", "Sachsen", "Sachsen-Anhalt", "Schleswig-Holstein", "Thüringen"}},
			// Accented names sort with their base letter, not after "z".
			{i18n.French, "CH", []string{"Argovie", "Bâle-Campagne", "Bâle-Ville", "Berne", "Fribourg", "Genève"}},
			{i18n.English, "CH", []string{"Valais", "Vaud", "Zug", "Zurich"}},
		}
		for _, tt := range tests {
			c, err := svc.Country(ctx, tt.locale, tt.country)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, r := range c.Regions {
				names = append(names, r.Name)
			}
			start := slices.Index(names, tt.want[0])
			if start < 0 || start+len(tt.want) > len(names) || !slices.Equal(names[start:start+len(tt.want)], tt.want) {
				t.Errorf("%s %s: regions %v; want the run %v", tt.locale, tt.country, names, tt.want)
			}
		}
	})
}

func TestCountryLookup(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := seeded(t, d)
		upper, err := svc.Country(ctx, i18n.French, "CH")
		if err != nil {
			t.Fatal(err)
		}
		lower, err := svc.Country(ctx, i18n.French, "ch")
		if err != nil {
			t.Fatal(err)
		}
		if upper.Code != "CH" || lower.Code != "CH" || upper.NameLocale != "Suisse" || len(lower.Regions) != 26 {
			t.Errorf("CH = %+v, ch = %+v", upper, lower)
		}
		tests := []struct {
			locale i18n.Locale
			code   string
			want   apperr.Kind
		}{
			{i18n.German, "US", apperr.NotFound}, // a country, but not delivered to
			{i18n.German, "UK", apperr.NotFound}, // not the ISO code of the United Kingdom
			{i18n.German, "zz", apperr.NotFound},
			{i18n.German, "", apperr.Invalid},
			{i18n.German, "D", apperr.Invalid},
			{i18n.German, "DEU", apperr.Invalid},
			{i18n.German, "D1", apperr.Invalid},
			{i18n.German, "Ö", apperr.Invalid},
			{i18n.German, "D\x00", apperr.Invalid},
			{i18n.German, "\xff\xfe", apperr.Invalid},
			{"es", "DE", apperr.Invalid},
			{"", "DE", apperr.Invalid},
		}
		for _, tt := range tests {
			if _, err := svc.Country(ctx, tt.locale, tt.code); apperr.KindOf(err) != tt.want {
				t.Errorf("Country(%q, %q): %v; want kind %v", tt.locale, tt.code, err, tt.want)
			}
		}
		if _, err := svc.Countries(ctx, "DE"); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("Countries(DE): %v; want Invalid", err)
		}
	})
}

func TestEmptyDirectory(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		svc := directory.NewService(d)
		countries, err := svc.Countries(context.Background(), i18n.German)
		if err != nil || len(countries) != 0 {
			t.Errorf("unseeded: %v, %v; want none", countries, err)
		}
		if _, err := svc.Country(context.Background(), i18n.German, "DE"); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("unseeded DE: %v; want NotFound", err)
		}
	})
}

func TestErrorMessagesAreTranslated(t *testing.T) {
	for _, key := range []string{"directory.locale.unknown", "directory.country.invalid", "directory.country.notFound"} {
		for _, l := range i18n.Locales {
			if !i18n.Messages().Has(l, key) {
				t.Errorf("%s has no %s", l, key)
			}
		}
	}
}

// FuzzCountry checks that any code gives a country, Invalid or NotFound,
// never another error.
func FuzzCountry(f *testing.F) {
	for _, s := range []string{"DE", "ch", "UK", "", "D", "DEU", "\xff\xfe", "d\x00", "Öö"} {
		f.Add(s)
	}
	d := dbtest.New(f, db.SQLite)
	if err := directory.Seed(context.Background(), d); err != nil {
		f.Fatal(err)
	}
	svc := directory.NewService(d)
	f.Fuzz(func(t *testing.T, code string) {
		c, err := svc.Country(context.Background(), i18n.English, code)
		switch kind := apperr.KindOf(err); {
		case err == nil:
			if c.Code != strings.ToUpper(code) || c.NameLocale == "" {
				t.Fatalf("Country(%q) = %+v", code, c)
			}
		case kind != apperr.Invalid && kind != apperr.NotFound:
			t.Fatalf("Country(%q): %v", code, err)
		}
	})
}
