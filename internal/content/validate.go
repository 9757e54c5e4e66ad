package content

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// Limits of what editors save.
const (
	maxShortText  = 200
	maxLongText   = 2000
	maxHTMLLength = 100_000
	maxURLLength  = 2000
	// maxBlocks bounds one list of blocks: a long landing page of a few
	// hundred sections (the editor is measured on 200) fits.
	maxBlocks     = 250
	maxListItems  = 50
	maxSlugLength = 100
	// maxPageDepth bounds how deeply pages nest below each other.
	maxPageDepth = 5
)

var (
	slugPattern       = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)
	idPattern         = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)
	colourPattern     = regexp.MustCompile(`^#[0-9a-f]{6}$`)
	anchorPattern     = regexp.MustCompile(`^[a-z][a-z0-9-]{0,63}$`)
	skuPattern        = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)
	categoryIDPattern = regexp.MustCompile(`^[1-9][0-9]{0,17}$`)
	skuPrefixPattern  = regexp.MustCompile(`^[A-Z0-9]{2,12}$`)
	gaPattern         = regexp.MustCompile(`^G-[A-Z0-9]{4,20}$`)
	clarityPattern    = regexp.MustCompile(`^[a-z0-9]{6,20}$`)
	codePattern       = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)
	mailingPattern    = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,63}$`)
)

// checker validates a document and sanitises its rich text in place. On a
// write it keeps the first refusal; on a read (reading) it never refuses
// but still sanitises rich text and drops links that are not safe, so a
// document written around the service is shown safely all the same. It
// collects the image and form references it passes, for the caller to
// check or resolve.
type checker struct {
	reading bool
	err     *apperr.Error
	media   []*MediaRef
	forms   []*FormRef
	// sales are the sales events countdown blocks name, with where.
	sales []salesRef
	// fill, when set, only rewrites every rich text (FillBlocks): the
	// text was checked when it was read.
	fill func(string) string
	// all, on a write, collects every refusal (the first per field, at
	// most maxRefusals) instead of the first only; err is the first.
	all  bool
	errs []*apperr.Error
}

// maxRefusals bounds the refusals a collecting checker keeps.
const maxRefusals = 100

func (c *checker) fail(field, key string, args ...any) {
	if c.reading || c.err != nil && !c.all {
		return
	}
	e := apperr.New(apperr.Invalid, key, append([]any{"field", field}, args...)...).OnField(field)
	if c.all {
		if len(c.errs) >= maxRefusals || slices.ContainsFunc(c.errs, func(x *apperr.Error) bool { return x.Field == field }) {
			return
		}
		c.errs = append(c.errs, e)
	}
	if c.err == nil {
		c.err = e
	}
}

// refusals is nil when nothing was refused, else the first refusal or,
// when the checker collects, every refusal joined (errors.Join).
func (c *checker) refusals() error {
	switch {
	case c.err == nil:
		return nil
	case !c.all:
		return c.err
	}
	all := make([]error, len(c.errs))
	for i, e := range c.errs {
		all[i] = e
	}
	return errors.Join(all...)
}

// ok reports whether nothing was refused so far.
func (c *checker) ok() bool { return c.err == nil }

// text checks a single-line text: trimmed, printable, at most max
// characters.
func (c *checker) text(field string, s *string, max int, required bool) {
	c.textLines(field, s, max, required, false)
}

// paragraph is text that may span lines.
func (c *checker) paragraph(field string, s *string, max int, required bool) {
	c.textLines(field, s, max, required, true)
}

func (c *checker) textLines(field string, s *string, max int, required, lines bool) {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		if required {
			c.fail(field, "content.input.required")
		}
		return
	}
	if !printable(*s, lines) {
		c.fail(field, "content.input.characters")
		if c.reading {
			*s = strings.Map(func(r rune) rune {
				if r == utf8.RuneError || unicode.IsControl(r) && !(lines && (r == '\n' || r == '\t')) {
					return -1
				}
				return r
			}, *s)
		}
		return
	}
	if utf8.RuneCountInString(*s) > max {
		c.fail(field, "content.input.tooLong", "max", max)
	}
}

// printable reports whether s is valid UTF-8 without control characters
// (but line breaks and tabs where lines are allowed).
func printable(s string, lines bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) && !(lines && (r == '\n' || r == '\r' || r == '\t')) {
			return false
		}
	}
	return true
}

// html sanitises rich text; required refuses text that is empty once
// sanitised.
func (c *checker) html(field string, s *string, required bool) {
	if c.fill != nil {
		*s = c.fill(*s)
		return
	}
	if len(*s) > maxHTMLLength {
		c.fail(field, "content.input.tooLong", "max", maxHTMLLength)
		if !c.reading {
			return
		}
	}
	if !utf8.ValidString(*s) || strings.ContainsRune(*s, 0) {
		c.fail(field, "content.input.characters")
		*s = strings.ToValidUTF8(strings.ReplaceAll(*s, "\x00", ""), "")
	}
	*s = SanitizeHTML(*s)
	if required && *s == "" {
		c.fail(field, "content.input.required")
	}
}

// url checks an editor's link target.
func (c *checker) url(field string, s *string, required bool) {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		if required {
			c.fail(field, "content.input.required")
		}
		return
	}
	if !safeURL(*s) {
		c.fail(field, "content.input.url")
		if c.reading {
			*s = ""
		}
	}
}

// link checks an optional link; a link whose target is not safe is dropped
// on read.
func (c *checker) link(field string, l **Link) {
	if *l == nil {
		return
	}
	c.text(field+".label", &(*l).Label, maxShortText, false)
	c.url(field+".url", &(*l).URL, true)
	if (*l).URL == "" && c.reading {
		*l = nil
	}
}

// choice checks that s is one of allowed; empty takes def when def is set.
func (c *checker) choice(field string, s *string, def string, allowed ...string) {
	*s = strings.TrimSpace(*s)
	if *s == "" && def != "" {
		*s = def
	}
	for _, a := range allowed {
		if *s == a {
			return
		}
	}
	c.fail(field, "content.input.choice", "allowed", strings.Join(allowed, ", "))
	if c.reading && def != "" {
		*s = def
	}
}

// colour checks a #rrggbb colour, kept in lower case.
func (c *checker) colour(field string, s *string, required bool) {
	*s = strings.ToLower(strings.TrimSpace(*s))
	if *s == "" {
		if required {
			c.fail(field, "content.input.required")
		}
		return
	}
	if !colourPattern.MatchString(*s) {
		c.fail(field, "content.input.colour", "value", truncate(*s, 32))
	}
}

// pattern checks s against re; empty is refused when required.
func (c *checker) pattern(field string, s *string, re *regexp.Regexp, key string, required bool) {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		if required {
			c.fail(field, "content.input.required")
		}
		return
	}
	if !re.MatchString(*s) {
		c.fail(field, key, "value", truncate(*s, 64))
	}
}

// count checks a list's length.
func (c *checker) count(field string, n, min, max int) {
	if n < min || n > max {
		c.fail(field, "content.input.count", "min", min, "max", max)
	}
}

// between checks a number's range.
func (c *checker) between(field string, n, min, max int) {
	if n < min || n > max {
		c.fail(field, "content.input.range", "min", min, "max", max)
	}
}

// id checks an entry's id, filling an empty one with fallback, and keeps
// the ids of one list apart.
func (c *checker) id(field string, s *string, fallback string, seen map[string]bool) {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		*s = fallback
	}
	if !idPattern.MatchString(*s) {
		c.fail(field, "content.input.id", "value", truncate(*s, 64))
		return
	}
	if seen[*s] {
		c.fail(field, "content.input.duplicate", "value", *s)
	}
	seen[*s] = true
}

// mediaRef records an image reference for the caller to check or resolve.
func (c *checker) mediaRef(field string, r *MediaRef) {
	if c.fill != nil {
		return // resolved already: filling keeps it
	}
	r.Media = nil
	if r.ID == 0 {
		return
	}
	if r.ID < 0 {
		c.fail(field, "content.input.unknownMedia", "id", r.ID)
		return
	}
	c.media = append(c.media, r)
}

// meta checks a document's meta data.
func (c *checker) meta(field string, m *Meta) {
	c.text(field+".title", &m.Title, maxShortText, false)
	c.paragraph(field+".description", &m.Description, 500, false)
	c.mediaRef(field+".image", &m.Image)
	m.Robots = strings.ToLower(strings.TrimSpace(m.Robots))
	if m.Robots != "" {
		for _, d := range strings.Split(m.Robots, ",") {
			switch strings.TrimSpace(d) {
			case "index", "noindex", "follow", "nofollow", "noarchive", "nosnippet", "noimageindex", "none", "all":
			default:
				c.fail(field+".robots", "content.input.robots", "value", truncate(m.Robots, 64))
			}
		}
	}
}

// blocks checks a list of blocks and fills missing ids.
func (c *checker) blocks(field string, blocks []Block) {
	c.count(field, len(blocks), 0, maxBlocks)
	seen := map[string]bool{}
	for i, b := range blocks {
		path := fmt.Sprintf("%s[%d]", field, i)
		if b == nil {
			c.fail(path, "content.input.required")
			continue
		}
		c.id(path+".id", &b.Base().ID, fmt.Sprintf("%s-%d", b.Type(), i+1), seen)
		c.text(path+".blockName", &b.Base().Name, maxShortText, false)
		b.Base().Kind = b.Type()
		b.check(c, path)
	}
}

// locales checks that a document's languages are known and German is
// there.
func (c *checker) locales(field string, locales []i18n.Locale) {
	german := false
	for _, l := range locales {
		if _, ok := i18n.Parse(string(l)); !ok {
			c.fail(field, "content.input.locale", "locale", truncate(string(l), 16))
		}
		german = german || l == i18n.German
	}
	if !german {
		c.fail(field+".de", "content.input.german")
	}
}

func (b *TeaserBlock) check(c *checker, path string) {
	c.choice(path+".layout", &b.Layout, "hero", "hero", "cards")
	if b.Layout == "hero" {
		c.count(path+".items", len(b.Items), 1, 1)
	} else {
		c.count(path+".items", len(b.Items), 2, 4)
	}
	for i := range b.Items {
		it := &b.Items[i]
		p := fmt.Sprintf("%s.items[%d]", path, i)
		c.text(p+".headline", &it.Headline, maxShortText, true)
		c.text(p+".subline", &it.Subline, maxShortText, false)
		c.paragraph(p+".text", &it.Text, maxLongText, false)
		c.mediaRef(p+".image", &it.Image)
		c.mediaRef(p+".mobileImage", &it.MobileImage)
		c.link(p+".link", &it.Link)
		c.choice(p+".theme", &it.Theme, "light", "light", "dark")
	}
}

func (b *IntroBlock) check(c *checker, path string) {
	c.text(path+".eyebrow", &b.Eyebrow, maxShortText, false)
	c.text(path+".headline", &b.Headline, maxShortText, true)
	c.html(path+".html", &b.HTML, false)
	c.choice(path+".alignment", &b.Alignment, "left", "left", "center")
}

func (b *AccordeonBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.count(path+".items", len(b.Items), 1, maxListItems)
	seen := map[string]bool{}
	for i := range b.Items {
		it := &b.Items[i]
		p := fmt.Sprintf("%s.items[%d]", path, i)
		c.id(p+".id", &it.ID, fmt.Sprintf("item-%d", i+1), seen)
		c.text(p+".title", &it.Title, maxShortText, true)
		c.html(p+".html", &it.HTML, true)
	}
}

func (b *ColumnsBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.count(path+".columns", len(b.Columns), 1, 4)
	for i := range b.Columns {
		col := &b.Columns[i]
		p := fmt.Sprintf("%s.columns[%d]", path, i)
		c.choice(p+".width", &col.Width, "half", "oneQuarter", "oneThird", "half", "twoThirds", "full")
		c.mediaRef(p+".image", &col.Image)
		c.html(p+".html", &col.HTML, false)
		c.link(p+".link", &col.Link)
	}
}

func (b *RichtextBlock) check(c *checker, path string) {
	c.html(path+".html", &b.HTML, true)
}

func (b *DirectLinksBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.count(path+".links", len(b.Links), 1, maxListItems)
	for i := range b.Links {
		l := &b.Links[i]
		p := fmt.Sprintf("%s.links[%d]", path, i)
		c.text(p+".label", &l.Label, maxShortText, true)
		c.url(p+".url", &l.URL, true)
		c.paragraph(p+".description", &l.Description, maxLongText, false)
		c.mediaRef(p+".image", &l.Image)
	}
}

func (b *TextImageBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.html(path+".html", &b.HTML, false)
	c.mediaRef(path+".image", &b.Image)
	c.choice(path+".imagePosition", &b.ImagePosition, "left", "left", "right")
	c.link(path+".link", &b.Link)
}

func (b *CatalogBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.choice(path+".type", &b.Kind, "", "category", "products")
	c.choice(path+".layout", &b.Layout, "grid", "grid", "slider", "list")
	if b.Limit == 0 {
		b.Limit = 8
	}
	c.between(path+".limit", b.Limit, 1, 24)
	switch b.Kind {
	case "category":
		c.count(path+".categoryIds", len(b.CategoryIDs), 1, 10)
		c.count(path+".productSkus", len(b.ProductSKUs), 0, 0)
	case "products":
		c.count(path+".productSkus", len(b.ProductSKUs), 1, 24)
		c.count(path+".categoryIds", len(b.CategoryIDs), 0, 0)
	}
	for i := range b.CategoryIDs {
		c.pattern(fmt.Sprintf("%s.categoryIds[%d]", path, i), &b.CategoryIDs[i], categoryIDPattern, "content.input.categoryId", true)
	}
	seen := map[string]bool{}
	for i := range b.ProductSKUs {
		p := fmt.Sprintf("%s.productSkus[%d]", path, i)
		c.pattern(p, &b.ProductSKUs[i], skuPattern, "content.input.sku", true)
		if seen[b.ProductSKUs[i]] {
			c.fail(p, "content.input.duplicate", "value", b.ProductSKUs[i])
		}
		seen[b.ProductSKUs[i]] = true
	}
	c.link(path+".link", &b.Link)
}

func (b *StaticFormBlock) check(c *checker, path string) {
	c.choice(path+".formType", &b.FormType, "newsletter", "newsletter")
	c.pattern(path+".mailingList", &b.MailingList, mailingPattern, "content.input.code", true)
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.html(path+".html", &b.HTML, false)
	c.html(path+".legalBlock", &b.LegalBlock, false)
	c.html(path+".successMessage", &b.SuccessMessage, false)
}

func (b *DynamicFormBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.html(path+".html", &b.HTML, false)
	if c.fill != nil {
		return // resolved already: filling keeps it
	}
	b.Form.Form = nil
	if b.Form.ID <= 0 {
		c.fail(path+".form", "content.input.required")
		return
	}
	c.forms = append(c.forms, &b.Form)
}

// salesRef is a countdown block's event and the field that names it.
type salesRef struct {
	id    int64
	field string
}

func (b *CountdownBlock) check(c *checker, path string) {
	c.text(path+".heading", &b.Heading, maxShortText, false)
	if c.fill != nil {
		return
	}
	if b.SalesEvent <= 0 {
		c.fail(path+".salesEvent", "content.input.required")
		return
	}
	c.sales = append(c.sales, salesRef{id: b.SalesEvent, field: path + ".salesEvent"})
}

func (b *SpacerBlock) check(c *checker, path string) {
	c.colour(path+".backgroundColor", &b.BackgroundColor, false)
	sizes := []string{"none", "xs", "s", "m", "l", "xl"}
	c.choice(path+".padding.mobile", &b.Padding.Mobile, "m", sizes...)
	c.choice(path+".padding.tablet", &b.Padding.Tablet, b.Padding.Mobile, sizes...)
	c.choice(path+".padding.desktop", &b.Padding.Desktop, b.Padding.Tablet, sizes...)
}

func (b *AnchorBlock) check(c *checker, path string) {
	c.pattern(path+".anchorId", &b.AnchorID, anchorPattern, "content.input.anchor", true)
}

func (b *ClubsBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.html(path+".html", &b.HTML, false)
	c.between(path+".limit", b.Limit, 0, MaxAllLimit)
}

func (b *ClubHeroBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.html(path+".html", &b.HTML, false)
	c.mediaRef(path+".image", &b.Image)
	c.link(path+".link", &b.Link)
}

func (b *LegalNoticeBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
}

func (b *ContentStepperBlock) check(c *checker, path string) {
	c.text(path+".headline", &b.Headline, maxShortText, false)
	c.count(path+".steps", len(b.Steps), 1, 12)
	for i := range b.Steps {
		s := &b.Steps[i]
		p := fmt.Sprintf("%s.steps[%d]", path, i)
		c.text(p+".title", &s.Title, maxShortText, true)
		c.html(p+".html", &s.HTML, false)
		c.mediaRef(p+".image", &s.Image)
	}
}

// tracking checks (and trims) a site's analytics ids; empty ones are off.
func (c *checker) tracking(t *Tracking) {
	c.pattern("tracking.googleAnalyticsId", &t.GoogleAnalyticsID, gaPattern, "content.input.tracking", false)
	c.pattern("tracking.clarityId", &t.ClarityID, clarityPattern, "content.input.tracking", false)
}

// navigation checks a navigation group.
func (c *checker) navigation(field string, n *NavigationGroup) {
	c.choice(field+".position", &n.Position, "left", "left", "center", "right")
	c.choice(field+".headerPosition", &n.HeaderPosition, "inline", "top", "inline")
	c.navItems(field+".items", n.Items, 1, map[string]bool{})
}

func (c *checker) navItems(field string, items []NavigationItem, depth int, seen map[string]bool) {
	c.count(field, len(items), 0, maxListItems)
	// Four levels, as the category navigation has (SPEC.md section 9).
	if depth > 4 && len(items) > 0 {
		c.fail(field, "content.input.depth", "max", 4)
		return
	}
	for i := range items {
		it := &items[i]
		p := fmt.Sprintf("%s[%d]", field, i)
		c.id(p+".id", &it.ID, fmt.Sprintf("item-%d", len(seen)+1), seen)
		c.text(p+".label", &it.Label, maxShortText, true)
		c.url(p+".url", &it.URL, true)
		c.navItems(p+".children", it.Children, depth+1, seen)
	}
}

// header checks the header entries.
func (c *checker) header(field string, entries []HeaderEntry) {
	c.count(field, len(entries), 0, 10)
	seen := map[string]bool{}
	for i := range entries {
		e := &entries[i]
		p := fmt.Sprintf("%s[%d]", field, i)
		kind := string(e.Kind)
		c.choice(p+".blockType", &kind, "", string(Announcement), string(MainNavigation), string(ActionNavigation))
		e.Kind = HeaderEntryKind(kind)
		c.id(p+".id", &e.ID, fmt.Sprintf("%s-%d", e.Kind, i+1), seen)
		switch e.Kind {
		case Announcement:
			c.colour(p+".background", &e.Background, true)
			c.text(p+".copy", &e.Copy, maxShortText, !e.ShippingPromise)
			c.link(p+".link", &e.Link)
			e.Actions = nil
		case MainNavigation:
			e.Background, e.Copy, e.Link, e.Actions, e.ShippingPromise = "", "", nil, nil, false
		case ActionNavigation:
			e.Background, e.Copy, e.Link, e.ShippingPromise = "", "", nil, false
			c.count(p+".actionNavigationItems", len(e.Actions), 1, 10)
			ids := map[string]bool{}
			for j := range e.Actions {
				a := &e.Actions[j]
				q := fmt.Sprintf("%s.actionNavigationItems[%d]", p, j)
				c.id(q+".id", &a.ID, fmt.Sprintf("action-%d", j+1), ids)
				c.text(q+".label", &a.Label, maxShortText, true)
				c.url(q+".url", &a.URL, true)
				c.choice(q+".icon", &a.Icon, "", "account", "wishlist", "cart", "contact", "phone", "search")
			}
		}
	}
}

// footer checks the footer blocks.
func (c *checker) footer(field string, blocks []FooterBlock) {
	c.count(field, len(blocks), 0, 10)
	seen := map[string]bool{}
	for i := range blocks {
		b := &blocks[i]
		p := fmt.Sprintf("%s[%d]", field, i)
		kind := string(b.Kind)
		c.choice(p+".blockType", &kind, "", string(FooterMultiColumns), string(FooterIcons), string(FooterLinkList),
			string(FooterPaymentMethods))
		b.Kind = FooterBlockKind(kind)
		c.id(p+".id", &b.ID, fmt.Sprintf("%s-%d", b.Kind, i+1), seen)
		switch b.Kind {
		case FooterMultiColumns:
			b.Title, b.Icons, b.Links = "", nil, nil
			c.count(p+".columns", len(b.Columns), 1, 6)
			for j := range b.Columns {
				col := &b.Columns[j]
				q := fmt.Sprintf("%s.columns[%d]", p, j)
				c.text(q+".title", &col.Title, maxShortText, true)
				c.links(q+".links", col.Links)
			}
		case FooterIcons:
			b.Columns, b.Links = nil, nil
			c.text(p+".title", &b.Title, maxShortText, false)
			c.count(p+".items", len(b.Icons), 1, 20)
			for j := range b.Icons {
				ic := &b.Icons[j]
				q := fmt.Sprintf("%s.items[%d]", p, j)
				c.pattern(q+".icon", &ic.Icon, codePattern, "content.input.code", true)
				c.text(q+".label", &ic.Label, maxShortText, true)
				c.url(q+".url", &ic.URL, false)
			}
		case FooterLinkList:
			b.Title, b.Columns, b.Icons = "", nil, nil
			c.links(p+".links", b.Links)
		case FooterPaymentMethods:
			// The icons are the methods the checkout offers, filled when
			// the footer is served (FillFooter); none are stored.
			b.Columns, b.Icons, b.Links = nil, nil, nil
			c.text(p+".title", &b.Title, maxShortText, false)
		}
	}
}

// links checks a list of labelled links; on read, an unsafe target is
// emptied, and the API leaves such a link out.
func (c *checker) links(field string, links []Link) {
	c.count(field, len(links), 1, maxListItems)
	for j := range links {
		q := fmt.Sprintf("%s[%d]", field, j)
		c.text(q+".label", &links[j].Label, maxShortText, true)
		c.url(q+".url", &links[j].URL, true)
	}
}

// slug checks a url segment.
func (c *checker) slug(field string, s *string, required bool) {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		if required {
			c.fail(field, "content.input.required")
		}
		return
	}
	if len(*s) > maxSlugLength || !slugPattern.MatchString(*s) {
		c.fail(field, "content.input.slug", "value", truncate(*s, 64))
	}
}
