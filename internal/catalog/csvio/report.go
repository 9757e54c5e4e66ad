package csvio

import (
	"context"
	"errors"
	"slices"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
)

// MaxProblems is the most problems a report lists; Report.More counts
// the rest.
const MaxProblems = 1000

// Problem is what is wrong with a cell: the row as a spreadsheet numbers
// it (the header is row 1; 0 for the whole file), the column, the cell's
// value (shortened) and the message's key and arguments.
type Problem struct {
	Row    int    `json:"row"`
	Column string `json:"column"`
	Value  string `json:"value"`
	Key    string `json:"key"`
	Args   []any  `json:"args,omitempty"`
}

// Message is the problem in the language of ctx.
func (p Problem) Message(ctx context.Context) string {
	return (&apperr.Error{Kind: apperr.Invalid, Key: p.Key, Args: p.Args}).Message(ctx)
}

// Report is the outcome of checking a file: how many rows, products and
// variants it holds, and every problem found, by row.
type Report struct {
	Rows     int       `json:"rows"`
	Products int       `json:"products"`
	Variants int       `json:"variants"`
	Problems []Problem `json:"problems"`
	// More counts the problems beyond MaxProblems that are not listed.
	More int `json:"more"`
}

// OK reports whether the file may be imported.
func (r *Report) OK() bool { return len(r.Problems) == 0 && r.More == 0 }

// report collects problems.
type report struct{ Report }

// add records err (an *apperr.Error; anything else as an internal
// problem) about a cell. The message's "field" argument becomes the
// column.
func (r *report) add(line int, column, value string, err error) {
	if len(r.Problems) >= MaxProblems {
		r.More++
		return
	}
	var e *apperr.Error
	if !errors.As(err, &e) {
		e = apperr.New(apperr.Invalid, "errors.internal")
	}
	args := slices.Clone(e.Args)
	name := column
	if name == "" {
		name = "-"
	}
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == "field" {
			args[i+1] = name
		}
	}
	r.Problems = append(r.Problems, Problem{Row: line, Column: column, Value: shorten(value, 200), Key: e.Key, Args: args})
}

// invalid records a problem of csvio's own.
func (r *report) invalid(line int, column, value, key string, args ...any) {
	r.add(line, column, value, apperr.New(apperr.Invalid, key, append([]any{"field", column, "value", shorten(value, 80)}, args...)...))
}

func shorten(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return string([]rune(s)[:max-1]) + "…"
}

// sortProblems orders the problems by row, keeping the order within one.
func (r *report) sortProblems() {
	slices.SortStableFunc(r.Problems, func(a, b Problem) int { return a.Row - b.Row })
}
