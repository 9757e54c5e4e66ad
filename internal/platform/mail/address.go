package mail

import (
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxAddressLength is the longest address accepted (RFC 5321's path limit).
const MaxAddressLength = 254

// ValidAddress reports whether s is an email address a person may enter:
// at most 254 bytes, a local part of at most 64 bytes in the dot-atom form
// (no quoting, no comments, no display name), and a domain of at least two
// labels of letters, digits and inner hyphens ending in a top-level domain
// of letters. The check is meant for input (newsletter, contact form), so it
// is stricter than what RFC 5322 allows.
func ValidAddress(s string) bool {
	if s == "" || len(s) > MaxAddressLength || !utf8.ValidString(s) {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	if at <= 0 || at > 64 || at == len(s)-1 {
		return false
	}
	local, domain := s[:at], s[at+1:]
	if !dotAtom(local) || !hostName(domain) {
		return false
	}
	// net/mail must read it back as the same bare address.
	a, err := mail.ParseAddress(s)
	return err == nil && a.Name == "" && a.Address == s
}

// atext characters of RFC 5322 besides letters and digits.
const atextSpecials = "!#$%&'*+/=?^_`{|}~-"

func dotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for _, r := range s {
		if r == '.' || r < utf8.RuneSelf && (isASCIIAlnum(r) || strings.ContainsRune(atextSpecials, r)) {
			continue
		}
		// Internationalised local parts (RFC 6531): letters and digits only.
		if r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			continue
		}
		return false
	}
	return true
}

func hostName(s string) bool {
	labels := strings.Split(s, ".")
	if len(labels) < 2 {
		return false
	}
	for i, label := range labels {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, r := range label {
			if !(r == '-' || isASCIIAlnum(r) || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))) {
				return false
			}
		}
		if i == len(labels)-1 && !topLevel(label) {
			return false
		}
	}
	return true
}

// topLevel accepts letters (xn-- for internationalised ones), two or more.
func topLevel(s string) bool {
	if strings.HasPrefix(s, "xn--") && len(s) > 4 {
		return true
	}
	if utf8.RuneCountInString(s) < 2 {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

func isASCIIAlnum(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

// NormalizeAddress trims s and lower-cases its domain, the part that is
// case-insensitive for certain; the local part is left as typed.
func NormalizeAddress(s string) string {
	s = strings.TrimSpace(s)
	if at := strings.LastIndexByte(s, '@'); at >= 0 {
		s = s[:at+1] + strings.ToLower(s[at+1:])
	}
	return s
}

// MailboxKey is the mailbox an address reaches, as limits that count per
// person compare addresses (a coupon's uses per customer, the orders
// awaiting a bank transfer): trimmed, ASCII letters in lower case, the
// local part cut at its first "+" (sub-addressing: jana+shop@ reaches
// jana@ at every large provider), and for Gmail (gmail.com, and
// googlemail.com, the same mailboxes) without dots, which Gmail ignores.
// Only ASCII is folded, so that the migration that keyed stored addresses
// with SQL (lower() folds only ASCII on SQLite) and this function agree;
// how a provider folds other letters is its own. The key is for
// comparing only: mail goes to the address as given.
func MailboxKey(address string) string {
	s := strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, strings.TrimSpace(address))
	at := strings.LastIndexByte(s, '@')
	if at < 0 {
		return s
	}
	local, domain := s[:at], strings.TrimSuffix(s[at+1:], ".")
	if plus := strings.IndexByte(local, '+'); plus > 0 {
		local = local[:plus]
	}
	if domain == "googlemail.com" {
		domain = "gmail.com"
	}
	if domain == "gmail.com" {
		local = strings.ReplaceAll(local, ".", "")
	}
	return local + "@" + domain
}

// headerSafe reports whether s may go into a header: no line breaks and
// no other control characters that could start a new header or confuse a
// mail client.
func headerSafe(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 && r != '\t' || r == 0x7f || r == '\u2028' || r == '\u2029' || r == '\u0085' {
			return false
		}
	}
	return true
}

// parseHeaderAddress reads an address with an optional display name
// ("Paddock <shop@example.de>") for a header and returns it formatted.
func parseHeaderAddress(s string) (*mail.Address, bool) {
	if s == "" || len(s) > 320 || !headerSafe(s) {
		return nil, false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || !headerSafe(a.Name) || !headerSafe(a.Address) || strings.ContainsAny(a.Address, " \t<>\",;") {
		return nil, false
	}
	return a, true
}
