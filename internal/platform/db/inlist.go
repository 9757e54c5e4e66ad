package db

import "strings"

// MaxInList bounds the values one IN (…) list carries, well below the
// parameter limits of SQLite (32766) and PostgreSQL (65535); longer lists
// go in Chunks.
const MaxInList = 1000

// InList returns "?, ?, ?" for n values, the body of an IN (…) list;
// "NULL" for none, which matches nothing.
func InList(n int) string {
	if n <= 0 {
		return "NULL"
	}
	return strings.Repeat("?, ", n-1) + "?"
}

// Args turns a slice into the []any a query takes.
func Args[T any](values []T) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

// Chunks splits values into slices of at most size.
func Chunks[T any](values []T, size int) [][]T {
	var out [][]T
	for len(values) > size {
		out = append(out, values[:size])
		values = values[size:]
	}
	if len(values) > 0 {
		out = append(out, values)
	}
	return out
}
