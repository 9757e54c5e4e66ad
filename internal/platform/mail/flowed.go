package mail

import (
	"strings"
	"unicode/utf8"
)

// flowedWidth is the longest line the text part is sent with (RFC 5322
// §2.1.1 recommends 78 characters).
const flowedWidth = 78

// flowed encodes a text part as format=flowed (RFC 3676): a line longer
// than flowedWidth is broken at spaces into soft lines, each ending in
// the space it broke at, which a reader that knows the format (Apple Mail,
// Thunderbird, most phone apps) joins again and wraps to its screen, and
// any other shows as lines of readable length. A word longer than the
// width (a link) is never cut. Hard line ends (the lines of an address, a
// bank account) stay: their trailing spaces are removed so they are not
// read as soft. Lines starting with a space, ">" or "From " are stuffed
// with one space, as the format requires; the signature separator "-- "
// stays as it is.
func flowed(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(text, "\n")
	var b strings.Builder
	for i, line := range lines {
		if i > 0 {
			b.WriteString("\n")
		}
		if line != "-- " {
			line = strings.TrimRight(line, " ")
		}
		for j, piece := range softLines(line) {
			if j > 0 {
				b.WriteString(" \n")
			}
			if strings.HasPrefix(piece, " ") || strings.HasPrefix(piece, ">") || strings.HasPrefix(piece, "From ") {
				b.WriteString(" ")
			}
			b.WriteString(piece)
		}
	}
	return b.String()
}

// softLines cuts a line at spaces into pieces of at most flowedWidth-1
// runes (the soft line's own trailing space makes flowedWidth); the
// space at each cut is dropped here and written back as the soft break.
func softLines(line string) []string {
	if utf8.RuneCountInString(line) <= flowedWidth {
		return []string{line}
	}
	var out []string
	for utf8.RuneCountInString(line) > flowedWidth-1 {
		cut, n := -1, 0
		for i, r := range line {
			if n >= flowedWidth-1 {
				break
			}
			if r == ' ' && i > 0 {
				cut = i
			}
			n++
		}
		if cut < 0 {
			// One long word: it stands whole, up to the next space.
			next := strings.IndexByte(line, ' ')
			if next < 0 {
				break
			}
			cut = next
		}
		out = append(out, line[:cut])
		line = line[cut+1:]
	}
	return append(out, line)
}
