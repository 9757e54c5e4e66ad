package storefront

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"

	"paddock/internal/platform/i18n"
)

// TitleSeparator joins the parts of a page title (SPEC.md section 9).
const TitleSeparator = " | "

// Head is what the server renders into a page's <head>.
type Head struct {
	Lang        i18n.Locale
	Title       string
	SiteName    string
	Description string
	// Canonical is the page's absolute address; empty for error pages.
	Canonical string
	// Alternates maps hreflang values (de, en, fr, x-default) to the
	// absolute address of the same page in that language.
	Alternates map[string]string
	// Indexable false adds robots noindex; error pages never index.
	Indexable bool
	// OGType is the og:type, "website" when empty.
	OGType string
	// OGImage is the absolute address of the page's share image.
	OGImage string
	// JSONLD holds structured data (schema.org), each rendered in its own
	// script block.
	JSONLD []any
}

// FullTitle joins the page title and the site name, unless the title
// (a meta title written by staff, say) ends with the site name already.
func (h Head) FullTitle() string {
	if h.Title == "" || h.Title == h.SiteName {
		return h.SiteName
	}
	if strings.HasSuffix(h.Title, TitleSeparator+h.SiteName) || strings.HasSuffix(h.Title, " - "+h.SiteName) {
		return h.Title
	}
	return h.Title + TitleSeparator + h.SiteName
}

func (h Head) render(b *bytes.Buffer) {
	esc := html.EscapeString
	title := h.FullTitle()
	b.WriteString("<title>" + esc(title) + "</title>\n")
	if h.Description != "" {
		b.WriteString(`<meta name="description" content="` + esc(h.Description) + "\">\n")
	}
	if !h.Indexable {
		b.WriteString("<meta name=\"robots\" content=\"noindex, follow\">\n")
	}
	if h.Canonical != "" {
		b.WriteString(`<link rel="canonical" href="` + esc(h.Canonical) + "\">\n")
	}
	// de, en, fr in the shop's order, then x-default.
	langs := make([]string, 0, len(h.Alternates))
	for _, l := range append(localeCodes(), "x-default") {
		if _, ok := h.Alternates[l]; ok {
			langs = append(langs, l)
		}
	}
	for _, l := range langs {
		b.WriteString(`<link rel="alternate" hreflang="` + esc(l) + `" href="` + esc(h.Alternates[l]) + "\">\n")
	}
	b.WriteString(`<meta property="og:locale" content="` + h.Lang.POSIX() + "\">\n")
	for _, l := range i18n.Locales {
		if l != h.Lang {
			b.WriteString(`<meta property="og:locale:alternate" content="` + l.POSIX() + "\">\n")
		}
	}
	b.WriteString(`<meta property="og:site_name" content="` + esc(h.SiteName) + "\">\n")
	b.WriteString(`<meta property="og:title" content="` + esc(title) + "\">\n")
	if h.Description != "" {
		b.WriteString(`<meta property="og:description" content="` + esc(h.Description) + "\">\n")
	}
	if h.Canonical != "" {
		ogType := h.OGType
		if ogType == "" {
			ogType = "website"
		}
		b.WriteString(`<meta property="og:url" content="` + esc(h.Canonical) + "\">\n")
		b.WriteString(`<meta property="og:type" content="` + esc(ogType) + "\">\n")
	}
	if h.OGImage != "" {
		b.WriteString(`<meta property="og:image" content="` + esc(h.OGImage) + "\">\n")
	}
	for _, data := range h.JSONLD {
		// json.Marshal escapes <, > and &, so the data cannot end the script.
		raw, err := json.Marshal(data)
		if err != nil {
			continue
		}
		b.WriteString(`<script type="application/ld+json">`)
		b.Write(raw)
		b.WriteString("</script>\n")
	}
}

func localeCodes() []string {
	codes := make([]string, len(i18n.Locales))
	for i, l := range i18n.Locales {
		codes[i] = string(l)
	}
	return codes
}
