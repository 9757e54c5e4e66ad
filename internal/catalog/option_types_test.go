package catalog_test

import (
	"reflect"
	"strings"
	"testing"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
)

// logoShirt is a product with an area, a radio group and a file option,
// each with a surcharge.
func logoShirt(f *fixture) catalog.ProductInput {
	in := simple("SHIRT-LOGO", "Vereinsshirt", 2990, f.breeches)
	in.CustomOptions = []catalog.CustomOptionInput{
		{Type: catalog.AreaOption, Title: texts("Stickerei", "Embroidery", "Broderie"), MaxCharacters: 80, Price: 500},
		{Type: catalog.RadioOption, Title: texts("Farbe des Garns", "Thread colour", "Couleur du fil"), Required: true,
			Values: []catalog.CustomOptionValueInput{
				{Title: texts("Gold", "Gold", "Or"), Price: 300},
				{Title: texts("Silber", "Silver", "Argent"), Price: 1000, PriceType: catalog.PercentPrice},
			}},
		{Type: catalog.FileOption, Title: texts("Vereinslogo", "Club logo", "Logo du club"), Price: 1500,
			File: &catalog.FileSettings{Extensions: []string{"PNG", ".jpg"}, MaxWidth: 2000, MaxHeight: 1500}},
	}
	return in
}

func TestAreaRadioAndFileOptionsAreSavedAndReadBack(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		in := logoShirt(f)
		id := mustSave(t, f, in)
		p := mustProduct(t, f, en, catalog.ProductFilter{IDs: []int64{id}})
		if len(p.CustomOptions) != 3 {
			t.Fatalf("options %+v", p.CustomOptions)
		}
		area, radio, file := p.CustomOptions[0], p.CustomOptions[1], p.CustomOptions[2]
		if area.Type != catalog.AreaOption || area.Title != "Embroidery" || area.MaxCharacters != 80 || area.Price != 500 || area.File != nil {
			t.Errorf("area %+v", area)
		}
		if radio.Type != catalog.RadioOption || !radio.Required || len(radio.Values) != 2 || radio.Values[1].Title != "Silver" ||
			radio.Values[1].PriceType != catalog.PercentPrice || radio.Values[1].Price != 1000 {
			t.Errorf("radio %+v", radio)
		}
		if file.Type != catalog.FileOption || file.Price != 1500 || file.File == nil ||
			!reflect.DeepEqual(file.File.Extensions, []string{"png", "jpg"}) || file.File.MaxWidth != 2000 || file.File.MaxHeight != 1500 {
			t.Errorf("file %+v (%+v)", file, file.File)
		}
		if !file.File.Accepts("JPEG") || file.File.Accepts("pdf") {
			t.Errorf("the file option accepts %v", file.File.Extensions)
		}

		// What the editor reads saves the same product again.
		ins, err := f.svc.(catalog.Staff).ProductInputs(f.ctx, []int64{id})
		if err != nil || len(ins) != 1 {
			t.Fatalf("ProductInputs: %d, %v", len(ins), err)
		}
		got := ins[0].CustomOptions
		if got[0].Type != catalog.AreaOption || got[0].MaxCharacters != 80 || got[1].Type != catalog.RadioOption ||
			len(got[1].Values) != 2 || got[2].File == nil || !reflect.DeepEqual(got[2].File.Extensions, []string{"png", "jpg"}) ||
			got[2].File.MaxHeight != 1500 || got[2].Title[fr] != "Logo du club" {
			t.Errorf("inputs read back %+v", got)
		}
		mustSave(t, f, ins[0])
		again := mustProduct(t, f, en, catalog.ProductFilter{IDs: []int64{id}})
		if !reflect.DeepEqual(again.CustomOptions, p.CustomOptions) {
			t.Errorf("saved again:\n%+v\nwas\n%+v", again.CustomOptions, p.CustomOptions)
		}

		// A file option becoming a field loses its settings.
		in.CustomOptions[2] = catalog.CustomOptionInput{Type: catalog.FieldOption, Title: texts("Name", "", "")}
		mustSave(t, f, in)
		if p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}}); p.CustomOptions[2].File != nil ||
			p.CustomOptions[2].ID != file.ID {
			t.Errorf("file turned field: %+v (keeps id %d)", p.CustomOptions[2], file.ID)
		}
	})
}

func TestAreaRadioAndFileOptionRefusals(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		tests := []struct {
			name   string
			change func(in *catalog.ProductInput)
			field  string
		}{
			{"area with values", func(in *catalog.ProductInput) {
				in.CustomOptions[0].Values = []catalog.CustomOptionValueInput{{Title: texts("x", "", "")}}
			}, "customOptions[0].values"},
			{"area too long a limit", func(in *catalog.ProductInput) { in.CustomOptions[0].MaxCharacters = 1001 }, "customOptions[0].maxCharacters"},
			{"radio without values", func(in *catalog.ProductInput) { in.CustomOptions[1].Values = nil }, "customOptions[1].values"},
			{"radio with its own price", func(in *catalog.ProductInput) { in.CustomOptions[1].Price = 100 }, "customOptions[1].price"},
			{"file without extensions", func(in *catalog.ProductInput) { in.CustomOptions[2].File.Extensions = nil }, "customOptions[2].fileExtension"},
			{"file without settings", func(in *catalog.ProductInput) { in.CustomOptions[2].File = nil }, "customOptions[2].fileExtension"},
			{"file of an extension not offered", func(in *catalog.ProductInput) {
				in.CustomOptions[2].File.Extensions = []string{"png", "exe"}
			}, "customOptions[2].fileExtension"},
			{"file extension twice", func(in *catalog.ProductInput) {
				in.CustomOptions[2].File.Extensions = []string{"png", "PNG"}
			}, "customOptions[2].fileExtension"},
			{"negative image width", func(in *catalog.ProductInput) { in.CustomOptions[2].File.MaxWidth = -1 }, "customOptions[2].imageSizeX"},
			{"file with a text limit", func(in *catalog.ProductInput) { in.CustomOptions[2].MaxCharacters = 5 }, "customOptions[2].maxCharacters"},
			{"file settings on an area", func(in *catalog.ProductInput) {
				in.CustomOptions[0].File = &catalog.FileSettings{Extensions: []string{"png"}}
			}, "customOptions[0].file"},
			{"surcharge over 100 %", func(in *catalog.ProductInput) {
				in.CustomOptions[2].PriceType, in.CustomOptions[2].Price = catalog.PercentPrice, 10001
			}, "customOptions[2].price"},
			{"a value needing a value of a radio below", func(in *catalog.ProductInput) {
				in.CustomOptions[1].Values[0].Requires = []catalog.ValueRef{{Option: 1, Value: 1}}
			}, "customOptions[1].values[0].requires"},
		}
		before := catalogRows(t, f)
		for _, tt := range tests {
			in := logoShirt(f)
			tt.change(&in)
			_, err := f.svc.SaveProduct(f.ctx, in)
			e := apperr.As(err)
			if err == nil || e.Kind != apperr.Invalid || e.Field != tt.field {
				t.Errorf("%s: %v (field %q); want Invalid on %s", tt.name, err, e.Field, tt.field)
				continue
			}
			for _, l := range i18n.Locales {
				if msg := i18n.Messages().T(l, e.Key, e.Args...); msg == e.Key || strings.Contains(msg, "{{") {
					t.Errorf("%s: message %q in %s", tt.name, msg, l)
				}
			}
		}
		if after := catalogRows(t, f); after != before {
			t.Errorf("refused saves changed rows:\n%s\n%s", before, after)
		}
	})
}

func TestCheckCustomOptionsOfAreaRadioAndFile(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := newFixture(t, d)
		id := mustSave(t, f, logoShirt(f))
		p := mustProduct(t, f, de, catalog.ProductFilter{IDs: []int64{id}})
		area, radio, file := p.CustomOptions[0], p.CustomOptions[1], p.CustomOptions[2]
		gold, silver := radio.Values[0].ID, radio.Values[1].ID
		token := catalog.NewFileToken()
		check := func(values map[int64][]int64, texts map[int64]string) ([]catalog.StoredOption, *catalog.OptionError) {
			return catalog.CheckCustomOptions(p, catalog.Choices{Values: values, Texts: texts}, true)
		}

		got, oe := check(map[int64][]int64{radio.ID: {silver}},
			map[int64]string{area.ID: " Reitverein\r\nSeeblick ", file.ID: token})
		if oe != nil {
			t.Fatalf("a good choice: %+v", oe)
		}
		want := []catalog.StoredOption{{OptionID: area.ID, Text: "Reitverein\nSeeblick"}, {OptionID: radio.ID, Values: []int64{silver}},
			{OptionID: file.ID, Text: token}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("kept %+v; want %+v", got, want)
		}
		for name, tc := range map[string]struct {
			values  map[int64][]int64
			texts   map[int64]string
			problem catalog.OptionProblem
		}{
			"radio required":       {nil, nil, catalog.OptionChoose},
			"two radio values":     {map[int64][]int64{radio.ID: {gold, silver}}, nil, catalog.OptionOne},
			"area too long":        {map[int64][]int64{radio.ID: {gold}}, map[int64]string{area.ID: strings.Repeat("x", 81)}, catalog.OptionTooLong},
			"area with a NUL":      {map[int64][]int64{radio.ID: {gold}}, map[int64]string{area.ID: "a\x00b"}, catalog.OptionCharacters},
			"a file not a token":   {map[int64][]int64{radio.ID: {gold}}, map[int64]string{file.ID: "../etc/passwd"}, catalog.OptionUnknown},
			"a value for the area": {map[int64][]int64{radio.ID: {gold}, area.ID: {gold}}, nil, catalog.OptionUnknown},
			"a text for the radio": {map[int64][]int64{radio.ID: {gold}}, map[int64]string{radio.ID: "Gold"}, catalog.OptionUnknown},
		} {
			if _, oe := check(tc.values, tc.texts); oe == nil || oe.Problem != tc.problem {
				t.Errorf("%s: %+v; want problem %d", name, oe, tc.problem)
			}
		}
		// An area counts a line break as one character.
		if _, oe := check(map[int64][]int64{radio.ID: {gold}}, map[int64]string{area.ID: strings.Repeat("x", 40) + "\r\n" + strings.Repeat("y", 39)}); oe != nil {
			t.Errorf("80 characters with a CRLF: %+v", oe)
		}
	})
}
