package content

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// Where is a Payload where filter: conditions on fields, all of which must
// hold, plus nested And and Or groups.
type Where struct {
	Fields map[string]Condition
	And    []Where
	Or     []Where
}

// Condition is one field's comparisons; every one that is set must hold.
type Condition struct {
	Equals    any
	NotEquals any
	In        []any
	NotIn     []any
	Like      *string
	Contains  *string
	Exists    *bool
}

// Limits on filters that strangers can send.
const (
	maxWhereDepth      = 5
	maxWhereConditions = 50
	maxFilterValue     = 500
)

// fieldColumns maps a collection's filterable GraphQL fields to columns.
type fieldColumns map[string]string

// whereSQL builds a SQL condition and its arguments from w. Unknown fields
// cannot reach here: the GraphQL schema only offers known ones, and a field
// outside columns is an Invalid error all the same.
func whereSQL(w *Where, columns fieldColumns) (string, []any, error) {
	if w == nil {
		return "1=1", nil, nil
	}
	b := &whereBuilder{columns: columns}
	sql, err := b.group(*w, 1)
	if err != nil {
		return "", nil, err
	}
	return sql, b.args, nil
}

type whereBuilder struct {
	columns fieldColumns
	args    []any
	count   int
}

func (b *whereBuilder) group(w Where, depth int) (string, error) {
	if depth > maxWhereDepth {
		return "", apperr.New(apperr.Invalid, "errors.input.whereTooDeep", "max", maxWhereDepth)
	}
	var parts []string
	// Sorted, so that the same filter always gives the same statement.
	for _, field := range slices.Sorted(maps.Keys(w.Fields)) {
		cond := w.Fields[field]
		column, ok := b.columns[field]
		if !ok {
			return "", apperr.New(apperr.Invalid, "errors.input.whereOperator", "field", field)
		}
		p, err := b.condition(field, column, cond)
		if err != nil {
			return "", err
		}
		parts = append(parts, p...)
	}
	for _, sub := range w.And {
		p, err := b.group(sub, depth+1)
		if err != nil {
			return "", err
		}
		parts = append(parts, p)
	}
	if len(w.Or) > 0 {
		var alts []string
		for _, sub := range w.Or {
			p, err := b.group(sub, depth+1)
			if err != nil {
				return "", err
			}
			alts = append(alts, p)
		}
		parts = append(parts, "("+strings.Join(alts, " OR ")+")")
	}
	if len(parts) == 0 {
		return "1=1", nil
	}
	return "(" + strings.Join(parts, " AND ") + ")", nil
}

func (b *whereBuilder) condition(field, column string, c Condition) ([]string, error) {
	var parts []string
	add := func(sql string, args ...any) error {
		b.count++
		if b.count > maxWhereConditions {
			return apperr.New(apperr.Invalid, "errors.input.whereTooLarge", "max", maxWhereConditions)
		}
		for _, a := range args {
			s, ok := a.(string)
			if !ok {
				continue
			}
			if len(s) > maxFilterValue {
				return apperr.New(apperr.Invalid, "errors.input.tooLong", "field", field, "max", maxFilterValue)
			}
			// PostgreSQL refuses NUL and invalid UTF-8 outright; both are
			// bad input, not a failure of the database.
			if !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
				return apperr.New(apperr.Invalid, "content.input.characters", "field", field).OnField("where." + field)
			}
		}
		parts = append(parts, sql)
		b.args = append(b.args, args...)
		return nil
	}
	var err error
	if c.Equals != nil {
		err = add(column+" = ?", c.Equals)
	}
	if err == nil && c.NotEquals != nil {
		err = add("("+column+" <> ? OR "+column+" IS NULL)", c.NotEquals)
	}
	if err == nil && c.In != nil {
		err = b.list(add, column, "IN", c.In)
	}
	if err == nil && c.NotIn != nil {
		err = b.list(add, column, "NOT IN", c.NotIn)
	}
	if err == nil && c.Contains != nil {
		err = add("LOWER("+column+") LIKE ? ESCAPE '\\'", "%"+db.EscapeLike(strings.ToLower(*c.Contains))+"%")
	}
	if err == nil && c.Like != nil {
		// Payload's like: every word must appear, in any order.
		for _, word := range strings.Fields(strings.ToLower(*c.Like)) {
			if err = add("LOWER("+column+") LIKE ? ESCAPE '\\'", "%"+db.EscapeLike(word)+"%"); err != nil {
				break
			}
		}
	}
	if err == nil && c.Exists != nil {
		if *c.Exists {
			err = add(column + " IS NOT NULL")
		} else {
			err = add(column + " IS NULL")
		}
	}
	if err != nil {
		return nil, err
	}
	if len(parts) == 0 {
		return nil, apperr.New(apperr.Invalid, "errors.input.whereOperator", "field", field)
	}
	return parts, nil
}

func (b *whereBuilder) list(add func(string, ...any) error, column, op string, values []any) error {
	if len(values) == 0 {
		// IN () matches nothing, NOT IN () everything.
		if op == "IN" {
			return add("1=0")
		}
		return add("1=1")
	}
	if len(values) > maxWhereConditions {
		return apperr.New(apperr.Invalid, "errors.input.whereTooLarge", "max", maxWhereConditions)
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(values)), ", ")
	return add(fmt.Sprintf("%s %s (%s)", column, op, marks), values...)
}

// orderBy turns a Payload sort ("code", "-createdAt") into ORDER BY terms,
// always ending with id so that pages are stable.
func orderBy(sort string, columns fieldColumns, fallback string) (string, error) {
	if sort == "" {
		return fallback + ", id", nil
	}
	desc := strings.HasPrefix(sort, "-")
	column, ok := columns[strings.TrimPrefix(sort, "-")]
	if !ok {
		return "", apperr.New(apperr.Invalid, "errors.input.sort", "sort", truncate(sort, 64))
	}
	if desc {
		return column + " DESC, id DESC", nil
	}
	return column + ", id", nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
