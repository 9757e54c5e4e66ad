package content

import (
	"net/url"
	"regexp"
	"strings"
	"sync"

	"github.com/microcosm-cc/bluemonday"
)

// richTextPolicy allows the markup editors need in content (paragraphs,
// emphasis, headings, lists, quotes, links, tables) and nothing that runs
// code or changes the page's look: no scripts, no event handlers, no style
// or class attributes, and links only to relative paths or http(s), mailto
// and tel URLs. A link that opens a new tab gets rel="noopener"; links to
// other sites get rel="nofollow".
var richTextPolicy = sync.OnceValue(func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "strong", "em", "b", "i", "u", "s", "sub", "sup", "small",
		"h2", "h3", "h4", "h5", "ul", "ol", "li", "blockquote", "hr", "code",
		"table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td")
	p.AllowAttrs("href", "title").OnElements("a")
	p.AllowAttrs("target").Matching(regexp.MustCompile(`^_blank$`)).OnElements("a")
	p.AllowAttrs("colspan", "rowspan").Matching(regexp.MustCompile(`^[1-9][0-9]?$`)).OnElements("th", "td")
	p.AllowAttrs("scope").Matching(regexp.MustCompile(`^(row|col|rowgroup|colgroup)$`)).OnElements("th")
	p.AllowAttrs("start").Matching(regexp.MustCompile(`^[0-9]{1,4}$`)).OnElements("ol")
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(true)
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	// Also what makes bluemonday add rel="noopener" beside target="_blank".
	p.RequireNoFollowOnFullyQualifiedLinks(true)
	return p
})

// SanitizeHTML returns rich text with everything outside the content
// policy removed. It is applied when content is saved and again when it is
// read, so a document written around the service is still safe to show.
func SanitizeHTML(s string) string {
	if s == "" {
		return ""
	}
	return strings.TrimSpace(richTextPolicy().Sanitize(s))
}

// safeURL reports whether an editor's link may be shown: a path on this
// shop ("/de/…", not "//host"), an anchor, or an absolute http(s), mailto
// or tel URL without spaces or control characters.
func safeURL(raw string) bool {
	if raw == "" || len(raw) > maxURLLength {
		return false
	}
	for _, r := range raw {
		if r <= ' ' || r == 0x7f || r == '\\' {
			return false
		}
	}
	switch {
	case strings.HasPrefix(raw, "//"):
		return false
	case strings.HasPrefix(raw, "/"), strings.HasPrefix(raw, "#"):
		_, err := url.Parse(raw)
		return err == nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		return u.Host != ""
	case "mailto", "tel":
		return u.Opaque != ""
	}
	return false
}
