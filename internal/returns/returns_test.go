package returns_test

import (
	"context"
	"os"
	"regexp"
	"slices"
	"testing"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
	"paddock/internal/platform/i18n"
	"paddock/internal/returns"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Main(m)) }

var wantCodes = []string{
	"too_small", "too_large", "does_not_fit_horse", "ordered_several_sizes", "colour_differs", "not_as_described",
	"quality_not_as_expected", "arrived_damaged", "wrong_item", "no_longer_wanted", "other",
}

func codes(reasons []returns.Reason) []string {
	out := make([]string, 0, len(reasons))
	for _, r := range reasons {
		out = append(out, r.Code)
	}
	return out
}

func label(reasons []returns.Reason, code string) string {
	for _, r := range reasons {
		if r.Code == code {
			return r.Label
		}
	}
	return ""
}

func seed(t *testing.T, d *db.DB) {
	t.Helper()
	if err := returns.Seed(context.Background(), d); err != nil {
		t.Fatal(err)
	}
}

func TestSeedTwiceChangesNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		seed(t, d)
		if _, err := d.Write().Exec(ctx, `UPDATE return_reason_label SET label = 'Zu eng geschnitten'
			WHERE locale = 'de' AND reason_id = (SELECT id FROM return_reason WHERE code = 'too_small')`); err != nil {
			t.Fatal(err)
		}
		var before, after [3]int
		read := func(into *[3]int) {
			for i, q := range []string{
				"SELECT COUNT(*) FROM return_reason",
				"SELECT COUNT(*) FROM return_reason_label",
				"SELECT COALESCE(MAX(id), 0) FROM return_reason",
			} {
				if err := d.Read().Get(ctx, &into[i], q); err != nil {
					t.Fatal(err)
				}
			}
		}
		read(&before)
		seed(t, d)
		read(&after)
		if before != after || before[0] != len(wantCodes)+1 || before[1] != 3*(len(wantCodes)+1) {
			t.Errorf("rows before the second seed %v, after %v; want %d reasons (the withdrawal's too) with 3 labels each", before, after, len(wantCodes)+1)
		}
		reasons, err := returns.NewService(d, returns.Dependencies{}, returns.Options{}).Reasons(ctx, i18n.German)
		if err != nil {
			t.Fatal(err)
		}
		if got := label(reasons, "too_small"); got != "Zu eng geschnitten" {
			t.Errorf("edited label after reseeding: %q", got)
		}
	})
}

func TestReasons(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		seed(t, d)
		svc := returns.NewService(d, returns.Dependencies{}, returns.Options{})
		snake := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
		tests := []struct {
			locale                 i18n.Locale
			tooLarge, horse, other string
		}{
			{i18n.German, "Artikel ist zu groß", "Passt meinem Pferd nicht", "Sonstiger Grund"},
			{i18n.English, "Item is too large", "Does not fit my horse", "Other reason"},
			{i18n.French, "L'article est trop grand", "Ne convient pas à mon cheval", "Autre raison"},
		}
		for _, tt := range tests {
			reasons, err := svc.Reasons(ctx, tt.locale)
			if err != nil {
				t.Fatal(err)
			}
			if got := codes(reasons); !slices.Equal(got, wantCodes) {
				t.Errorf("%s: codes %v; want %v", tt.locale, got, wantCodes)
			}
			seen := map[string]bool{}
			for _, r := range reasons {
				if !snake.MatchString(r.Code) || r.Label == "" || seen[r.Label] {
					t.Errorf("%s: reason %+v (code not snake case, label empty or repeated)", tt.locale, r)
				}
				seen[r.Label] = true
			}
			if label(reasons, "too_large") != tt.tooLarge || label(reasons, "does_not_fit_horse") != tt.horse || label(reasons, "other") != tt.other {
				t.Errorf("%s: labels %+v", tt.locale, reasons)
			}
		}
	})
}

func TestReasonsOrderAndGermanFallback(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		seed(t, d)
		// Move "other" to the front and drop the French label of "wrong_item".
		for _, q := range []string{
			"UPDATE return_reason SET position = 0 WHERE code = 'other'",
			"DELETE FROM return_reason_label WHERE locale = 'fr' AND reason_id = (SELECT id FROM return_reason WHERE code = 'wrong_item')",
		} {
			if _, err := d.Write().Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		reasons, err := returns.NewService(d, returns.Dependencies{}, returns.Options{}).Reasons(ctx, i18n.French)
		if err != nil {
			t.Fatal(err)
		}
		want := append([]string{"other"}, wantCodes[:len(wantCodes)-1]...)
		if got := codes(reasons); !slices.Equal(got, want) {
			t.Errorf("codes %v; want %v", got, want)
		}
		if got := label(reasons, "wrong_item"); got != "Falscher Artikel geliefert" {
			t.Errorf("wrong_item in French without a French label: %q; want the German one", got)
		}
	})
}

func TestReasonsBadInput(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		svc := returns.NewService(d, returns.Dependencies{}, returns.Options{})
		empty, err := svc.Reasons(ctx, i18n.German)
		if err != nil || empty == nil || len(empty) != 0 {
			t.Errorf("unseeded: %v, %v; want an empty list", empty, err)
		}
		for _, l := range []i18n.Locale{"", "es", "DE", "de-DE", "\xff"} {
			if _, err := svc.Reasons(ctx, l); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("Reasons(%q): %v; want Invalid", l, err)
			}
		}
	})
}
