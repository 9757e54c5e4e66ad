package directory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

type service struct {
	db *db.DB
}

// NewService returns the directory service on d.
func NewService(d *db.DB) Service {
	return &service{db: d}
}

type countryRow struct {
	Code  string `db:"code"`
	Code3 string `db:"iso3_code"`
}

type regionRow struct {
	ID          int64  `db:"id"`
	CountryCode string `db:"country_code"`
	Code        string `db:"code"`
	Name        string `db:"name"`
}

// regionQuery selects regions with their name in the locale of the first
// argument, falling back to the German name and, should even that be
// missing, to the code so that a region never shows up nameless.
const regionQuery = `
	SELECT r.id, r.country_code, r.code, COALESCE(l.name, de.name, r.code) AS name
	FROM directory_region r
	LEFT JOIN directory_region_name l ON l.region_id = r.id AND l.locale = ?
	LEFT JOIN directory_region_name de ON de.region_id = r.id AND de.locale = 'de'`

func (s *service) Countries(ctx context.Context, locale i18n.Locale) ([]Country, error) {
	tag, err := localeTag(locale)
	if err != nil {
		return nil, err
	}
	var countries []countryRow
	if err := s.db.Read().Select(ctx, &countries, "SELECT code, iso3_code FROM directory_country"); err != nil {
		return nil, fmt.Errorf("directory: list countries: %w", err)
	}
	var regions []regionRow
	if err := s.db.Read().Select(ctx, &regions, regionQuery, string(locale)); err != nil {
		return nil, fmt.Errorf("directory: list regions: %w", err)
	}
	byCountry := make(map[string][]regionRow, len(countries))
	for _, r := range regions {
		byCountry[r.CountryCode] = append(byCountry[r.CountryCode], r)
	}
	// A Collator keeps scratch buffers and is not safe for concurrent use,
	// so each call gets its own.
	coll := collate.New(tag)
	out := make([]Country, 0, len(countries))
	for _, c := range countries {
		out = append(out, newCountry(tag, coll, c, byCountry[c.Code]))
	}
	sort.SliceStable(out, func(i, j int) bool {
		return coll.CompareString(out[i].NameLocale, out[j].NameLocale) < 0
	})
	return out, nil
}

func (s *service) Country(ctx context.Context, locale i18n.Locale, code string) (Country, error) {
	tag, err := localeTag(locale)
	if err != nil {
		return Country{}, err
	}
	if !isTwoLetters(code) {
		return Country{}, apperr.New(apperr.Invalid, "directory.country.invalid").OnField("id")
	}
	code = strings.ToUpper(code)
	var c countryRow
	err = s.db.Read().Get(ctx, &c, "SELECT code, iso3_code FROM directory_country WHERE code = ?", code)
	if errors.Is(err, sql.ErrNoRows) {
		return Country{}, apperr.New(apperr.NotFound, "directory.country.notFound", "code", code)
	}
	if err != nil {
		return Country{}, fmt.Errorf("directory: get country %s: %w", code, err)
	}
	var regions []regionRow
	if err := s.db.Read().Select(ctx, &regions, regionQuery+" WHERE r.country_code = ?", string(locale), code); err != nil {
		return Country{}, fmt.Errorf("directory: list regions of %s: %w", code, err)
	}
	return newCountry(tag, collate.New(tag), c, regions), nil
}

// newCountry names a country in tag's language and English and sorts its
// regions by name.
func newCountry(tag language.Tag, coll *collate.Collator, c countryRow, regions []regionRow) Country {
	out := Country{
		Code:        c.Code,
		Code3:       c.Code3,
		NameLocale:  i18n.CountryName(i18n.Locale(tag.String()), c.Code),
		NameEnglish: i18n.CountryName(i18n.English, c.Code),
		Regions:     make([]Region, 0, len(regions)),
	}
	for _, r := range regions {
		out.Regions = append(out.Regions, Region{ID: r.ID, Code: r.Code, Name: r.Name})
	}
	sort.SliceStable(out.Regions, func(i, j int) bool {
		return coll.CompareString(out.Regions[i].Name, out.Regions[j].Name) < 0
	})
	return out
}

// localeTag checks the locale and returns its language tag, which picks
// both the CLDR names and the collation.
func localeTag(locale i18n.Locale) (language.Tag, error) {
	l, ok := i18n.Parse(string(locale))
	if !ok {
		return language.Und, apperr.New(apperr.Invalid, "directory.locale.unknown")
	}
	return language.Make(string(l)), nil
}

func isTwoLetters(code string) bool {
	if len(code) != 2 {
		return false
	}
	for _, r := range code {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return false
		}
	}
	return true
}
