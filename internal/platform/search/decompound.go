package search

import (
	"bufio"
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

// German writes compounds as one word: a "Reithose" is a "Hose", and a
// shopper types the head ("Hose", "Handschuhe", "Stiefel"). Both engines
// therefore index the parts of every German compound beside the word
// itself, split by a dictionary decompounder as Elasticsearch's
// dictionary_decompounder and Shopware's search do: words_de.txt lists the
// base words of the shop's domain and general ones; a word splits into
// parts that are all in it, the head (the last part) taking inflection
// endings and the parts before it linking elements ("Pferd-e-decke").
// Words are compared in germanFold's form, so that "Müsli", "Muesli" and
// "Musli" are one word on both engines.

//go:embed words_de.txt
var wordsDE string

// germanDictionary is the normalised word list, read once.
var germanDictionary = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(wordsDE))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out[germanFold(line)] = true
	}
	return out
})

// minPart is the shortest part a compound splits into; shorter words of
// the dictionary ("Öl") are parts only as the head.
const minPart = 3

// headEndings are the inflection endings a compound's head may carry
// ("Reithos-en", "Handschuh-e").
var headEndings = []string{"", "e", "n", "en", "s", "es", "er", "ern", "nen"}

// linkEndings are the linking elements after a part before the head
// ("Pferd-e-decke", "Sicherheit-s-weste", "Bandagier-unterlage").
var linkEndings = []string{"", "s", "es", "n", "en", "e", "er"}

// germanFold is the form German words are compared in: lowercased,
// without accents, ß as ss, and ae, oe, ue as a, o, u (except after a
// vowel or q: "neue", "Quelle"), which is how Bleve's German normaliser
// reads them too.
func germanFold(w string) string {
	w = fold(w)
	if !strings.Contains(w, "e") {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	for i := 0; i < len(w); i++ {
		c := w[i]
		if i+1 < len(w) && w[i+1] == 'e' {
			prev := byte(0)
			if i > 0 {
				prev = w[i-1]
			}
			switch {
			case c == 'a' || c == 'o':
				b.WriteByte(c)
				i++
				continue
			case c == 'u' && !strings.ContainsRune("aeiouq", rune(prev)):
				b.WriteByte(c)
				i++
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isHead reports whether w is a dictionary word with an inflection ending.
func isHead(dict map[string]bool, w string) bool {
	for _, e := range headEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len(stem) >= 2 && dict[stem] {
			return true
		}
	}
	return false
}

// modifiers splits w, the part of a compound before its head, into
// dictionary words, each possibly followed by a linking element; nil when
// it does not split.
func modifiers(dict map[string]bool, w string, depth int) []string {
	for _, e := range linkEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(stem) >= minPart && dict[stem] {
			return []string{stem}
		}
	}
	if depth == 0 {
		return nil
	}
	return split(dict, w, depth-1)
}

// split returns the parts of the compound w (folded), head last, or nil
// when w is no compound of dictionary words. The longest head that leaves
// a splittable rest wins, so "reithandschuhe" is "reit" + "handschuhe",
// not "reithand" + "schuhe".
func split(dict map[string]bool, w string, depth int) []string {
	for i := minPart; i <= len(w)-2; i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		head := w[i:]
		if !isHead(dict, head) {
			continue
		}
		if mods := modifiers(dict, w[:i], depth); mods != nil {
			return append(mods, head)
		}
	}
	return nil
}

// compoundParts returns what a German word adds to the index: its parts
// and the tails it ends with ("kniebesatzreithose" → "knie", "besatz",
// "reit", "hose", "reithose", "besatzreithose"). A word of the dictionary,
// inflected or not, stays whole.
func compoundParts(word string) []string {
	parts := compoundSplit(word)
	if parts == nil {
		return nil
	}
	out := slicesClone(parts)
	tail := parts[len(parts)-1]
	for i := len(parts) - 2; i > 0; i-- {
		tail = parts[i] + tail
		out = append(out, tail)
	}
	return out
}

// compoundSplit returns the parts of a German compound, head last, or nil
// for a word that is none: what a compound typed in a query must find.
func compoundSplit(word string) []string {
	w := germanFold(word)
	dict := germanDictionary()
	if len(w) < minPart+2 || isHead(dict, w) {
		return nil
	}
	if parts := split(dict, w, 3); len(parts) > 1 {
		return parts
	}
	return nil
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }

// withCompoundParts returns text followed by the parts of its German
// compounds, for the index: the engines' German analysis then stems the
// parts as it stems every word.
func withCompoundParts(text string) string {
	var extra []string
	for _, w := range words(text, 1<<20) {
		extra = append(extra, compoundParts(w)...)
	}
	if len(extra) == 0 {
		return text
	}
	return text + "\n" + strings.Join(extra, " ")
}
