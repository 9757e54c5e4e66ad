package db

import "strings"

// likeEscaper escapes LIKE's wildcards and its escape character.
var likeEscaper = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// EscapeLike makes s match itself in a LIKE pattern written with
// ESCAPE '\' on both engines: its %, _ and \ become literal.
func EscapeLike(s string) string { return likeEscaper.Replace(s) }
