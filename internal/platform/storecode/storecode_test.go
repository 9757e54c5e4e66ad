package storecode_test

import (
	"context"
	"strings"
	"testing"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/storecode"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in      string
		want    storecode.Store
		wantErr bool
	}{
		{"", storecode.Default, false},
		{"  ", storecode.Default, false},
		{"shop_de", storecode.Store{Site: "shop", Locale: i18n.German}, false},
		{"shop_en", storecode.Store{Site: "shop", Locale: i18n.English}, false},
		{" shop_fr ", storecode.Store{Site: "shop", Locale: i18n.French}, false},
		{"club-shop_fr", storecode.Store{Site: "club-shop", Locale: i18n.French}, false},
		{"my_shop_de", storecode.Store{}, true}, // underscore in a site code
		{"shop", storecode.Store{}, true},
		{"shop_", storecode.Store{}, true},
		{"_de", storecode.Store{}, true},
		{"shop_es", storecode.Store{}, true},
		{"shop_DE", storecode.Store{}, true},
		{"Shop_de", storecode.Store{}, true},
		{"-shop_de", storecode.Store{}, true},
		{"shop de", storecode.Store{}, true},
		{"shöp_de", storecode.Store{}, true},
		{strings.Repeat("a", 70) + "_de", storecode.Store{}, true},
		{"shop_de\x00", storecode.Store{}, true},
	}
	for _, tt := range tests {
		got, err := storecode.Parse(tt.in)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
		if err != nil && apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("Parse(%q): error kind %v, want Invalid", tt.in, apperr.KindOf(err))
		}
	}
}

func TestMalformedMessageIsTranslatedAndBounded(t *testing.T) {
	_, err := storecode.Parse(strings.Repeat("x", 500))
	ctx := i18n.WithLocale(context.Background(), i18n.French)
	msg := apperr.As(err).Message(ctx)
	if !strings.Contains(msg, "n’est pas valide") || len(msg) > 300 {
		t.Errorf("message %q", msg)
	}
}

func TestContextCarriesStoreAndLocale(t *testing.T) {
	ctx := storecode.With(context.Background(), storecode.Store{Site: "shop", Locale: i18n.English})
	if storecode.From(ctx).Code() != "shop_en" || i18n.LocaleFrom(ctx) != i18n.English {
		t.Error("store not carried")
	}
	if storecode.From(context.Background()) != storecode.Default {
		t.Error("empty context is not the default store")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"shop_de", "", "a_b_c", "x_fr", "\xff_de"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := storecode.Parse(in)
		if err == nil {
			if _, ok := i18n.Parse(string(s.Locale)); !ok || s.Site == "" {
				t.Fatalf("Parse(%q) accepted %+v", in, s)
			}
			if again, err := storecode.Parse(s.Code()); err != nil || again != s {
				t.Fatalf("round trip of %q: %+v, %v", s.Code(), again, err)
			}
		}
	})
}
