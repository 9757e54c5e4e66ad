package catalog_test

import (
	"testing"

	"paddock/internal/catalog"
)

// clubShirt is a club shirt's options as the catalogue loads them: the
// logo type (embroidery, sublimation), sublimation extras that need the
// sublimated logo, a required place for them that needs an extra, and a
// name with a limit.
func clubShirt() catalog.Product {
	return catalog.Product{SKU: "VK-TX", CustomOptions: []catalog.CustomOption{
		{ID: 1, Type: catalog.DropDownOption, Title: "Logo type", Required: true, Values: []catalog.CustomOptionValue{
			{ID: 11, Title: "Embroidery"}, {ID: 12, Title: "Sublimation"},
		}},
		{ID: 2, Type: catalog.CheckboxOption, Title: "Extras", Values: []catalog.CustomOptionValue{
			{ID: 21, Title: "Club name", Requires: []int64{12}}, {ID: 22, Title: "Rider's name", Requires: []int64{12}},
		}},
		{ID: 3, Type: catalog.DropDownOption, Title: "Print place", Required: true, Values: []catalog.CustomOptionValue{
			{ID: 31, Title: "Front", Requires: []int64{12, 21, 22}}, {ID: 32, Title: "Back", Requires: []int64{12, 22}},
		}},
		{ID: 4, Type: catalog.FieldOption, Title: "Name on the back", MaxCharacters: 15},
	}}
}

func TestCheckCustomOptionsFollowsTheProductsDependencies(t *testing.T) {
	t.Parallel()
	p := clubShirt()
	tests := []struct {
		name    string
		values  map[int64][]int64
		text    string
		problem catalog.OptionProblem
		args    []any
	}{
		{"embroidery alone: the print place is not offered, so not missing", map[int64][]int64{1: {11}}, "", 0, nil},
		{"an extra with embroidery", map[int64][]int64{1: {11}, 2: {21}}, "", catalog.OptionNotWith,
			[]any{"option", "Extras", "value", "Club name", "other", "Logo type", "allowed", "Sublimation"}},
		{"sublimation with an extra: the print place is required", map[int64][]int64{1: {12}, 2: {21}}, "", catalog.OptionChoose,
			[]any{"option", "Print place"}},
		{"sublimation without an extra: no print place to choose", map[int64][]int64{1: {12}}, "", 0, nil},
		{"the back needs the rider's name", map[int64][]int64{1: {12}, 2: {21}, 3: {32}}, "", catalog.OptionNotWith,
			[]any{"option", "Print place", "value", "Back", "other", "Extras", "allowed", "Rider's name"}},
		{"a whole choice", map[int64][]int64{1: {12}, 2: {21, 22}, 3: {32}}, "Lena Huber", 0, nil},
		{"a name one character too long", map[int64][]int64{1: {11}}, "Lena Huber-Mayer", catalog.OptionTooLong,
			[]any{"option", "Name on the back", "max", 15}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := catalog.Choices{Values: tt.values, Texts: map[int64]string{}}
			if tt.text != "" {
				c.Texts[4] = tt.text
			}
			kept, oe := catalog.CheckCustomOptions(p, c, true)
			switch {
			case tt.problem == 0 && oe != nil:
				t.Fatalf("refused: %+v", oe)
			case tt.problem == 0:
				if len(kept) != len(tt.values)+min(len(tt.text), 1) {
					t.Errorf("kept %+v", kept)
				}
			case oe == nil:
				t.Fatalf("kept %+v; want problem %d", kept, tt.problem)
			case oe.Problem != tt.problem || !equal(oe.Args(), tt.args):
				t.Errorf("problem %d %v; want %d %v", oe.Problem, oe.Args(), tt.problem, tt.args)
			}
		})
	}
	// Without required (the wish list), open options may stay open, but a
	// value still needs what it needs.
	if _, oe := catalog.CheckCustomOptions(p, catalog.Choices{Values: map[int64][]int64{2: {22}}}, false); oe == nil || oe.Problem != catalog.OptionNotWith {
		t.Errorf("an extra without a logo type on a wish list: %+v", oe)
	}
}

func TestUnmet(t *testing.T) {
	t.Parallel()
	p := clubShirt()
	back := p.CustomOptions[2].Values[1]
	if o, needed := catalog.Unmet(p, back, map[int64][]int64{1: {12}, 2: {21}}); o == nil || o.ID != 2 || len(needed) != 1 || needed[0].ID != 22 {
		t.Errorf("the back without the rider's name: %+v %+v", o, needed)
	}
	if o, _ := catalog.Unmet(p, back, map[int64][]int64{1: {12}, 2: {22}}); o != nil {
		t.Errorf("the back with the rider's name: needs %+v", o)
	}
	if o, _ := catalog.Unmet(p, p.CustomOptions[0].Values[0], nil); o != nil {
		t.Errorf("a value that needs nothing: %+v", o)
	}
}
