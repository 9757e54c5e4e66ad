package order

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/go-pdf/fpdf"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"paddock/internal/content"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/mail"
)

// The content pages the order confirmation attaches (§312f BGB: the
// contract's terms, the withdrawal notice and the model withdrawal form on
// a durable medium), by their German url below /de/; each is read in the
// order's language.
const (
	TermsURL          = "service/agb"
	WithdrawalURL     = "service/widerruf"
	WithdrawalFormURL = "service/widerrufsformular"
)

// LegalDocument is a content page the confirmation carries as a PDF.
type LegalDocument struct {
	// Key names the file's name in the message catalogue
	// (order.legal.file.<key>).
	Key string
	// URL is the page's German url.
	URL string
}

// LegalDocuments are what every order confirmation carries, in order.
var LegalDocuments = []LegalDocument{{Key: "terms", URL: TermsURL}, {Key: "withdrawal", URL: WithdrawalURL},
	{Key: "withdrawalForm", URL: WithdrawalFormURL}}

// LegalPages is what orders need of the content system: its pages, and
// its revision, which moves with every content write.
type LegalPages interface {
	Pages(ctx context.Context, opts content.FindOptions) (content.Page[content.ContentPage], error)
	CacheVersion(ctx context.Context) (version uint64, ok bool)
}

// shop is who sells as the documents are headed: the company and its
// postal address in the document's language, from the shop's settings.
type shop struct {
	Name    string
	Address []string // lines: street, postcode and city, country
}

// Legal makes the legal documents of order confirmations: PDFs of the
// content pages LegalDocuments name, in the order's language, headed with
// the seller of the shop's settings (Seller). The PDFs of a site and
// language are made once per content revision and seller (every order
// carries the same; a settings write moves the content revision too), so
// placing an order reads the revision and the settings only.
type Legal struct {
	pages  LegalPages
	seller Seller

	mu   sync.Mutex
	made map[string]legalMade // by site and locale
}

type legalMade struct {
	version uint64
	shop    string
	files   []mail.Attachment
}

// NewLegal returns the documents made from pages, headed with the seller
// as seller names it when they are made.
func NewLegal(pages LegalPages, seller Seller) *Legal {
	return &Legal{pages: pages, seller: seller, made: map[string]legalMade{}}
}

// Attachments are the legal documents of an order of site in locale, as
// PDF attachments. A page that is missing or unpublished is an error: a
// confirmation without its documents would not be what the law asks; so
// are legal data never set (the documents name the seller).
func (l *Legal) Attachments(ctx context.Context, site string, locale i18n.Locale) ([]mail.Attachment, error) {
	key := site + "/" + string(locale)
	version, cacheable := l.pages.CacheVersion(ctx)
	legal, err := l.seller.Legal(ctx)
	if err != nil {
		return nil, err
	}
	if !legal.IsSet() {
		return nil, errors.New("order: the shop's legal data are not set, which the legal documents name (paddock settings legal set)")
	}
	seller := shop{Name: legal.Company, Address: legal.AddressLines(locale)}
	sellerKey := seller.Name + "\n" + strings.Join(seller.Address, "\n")
	if cacheable {
		l.mu.Lock()
		m, ok := l.made[key]
		l.mu.Unlock()
		if ok && m.version == version && m.shop == sellerKey {
			return m.files, nil
		}
	}
	files := make([]mail.Attachment, 0, len(LegalDocuments))
	for _, doc := range LegalDocuments {
		page, err := l.page(ctx, site, locale, doc.URL)
		if err != nil {
			return nil, err
		}
		data, err := l.render(page, seller, locale)
		if err != nil {
			return nil, fmt.Errorf("order: legal document %s in %s: %w", doc.URL, locale, err)
		}
		files = append(files, mail.Attachment{Filename: i18n.Messages().T(locale, "order.legal.file."+doc.Key) + ".pdf",
			ContentType: "application/pdf", Data: data})
	}
	if cacheable {
		l.mu.Lock()
		l.made[key] = legalMade{version: version, shop: sellerKey, files: files}
		l.mu.Unlock()
	}
	return files, nil
}

// page reads the page with the German url in locale (German filling gaps).
func (l *Legal) page(ctx context.Context, site string, locale i18n.Locale, germanURL string) (content.ContentPage, error) {
	found, err := l.pages.Pages(ctx, content.FindOptions{Locale: i18n.German, Limit: 1, Where: &content.Where{Fields: map[string]content.Condition{
		"siteCode": {Equals: site}, "url": {Equals: germanURL}}}})
	if err != nil {
		return content.ContentPage{}, fmt.Errorf("order: legal page %s: %w", germanURL, err)
	}
	if len(found.Docs) == 0 {
		return content.ContentPage{}, fmt.Errorf("order: the legal page %s of site %s is missing or not published", germanURL, site)
	}
	if locale == i18n.German {
		return found.Docs[0], nil
	}
	found, err = l.pages.Pages(ctx, content.FindOptions{Locale: locale, Limit: 1, Where: &content.Where{Fields: map[string]content.Condition{
		"id": {Equals: found.Docs[0].ID}}}})
	if err != nil || len(found.Docs) == 0 {
		return content.ContentPage{}, fmt.Errorf("order: legal page %s in %s: %w", germanURL, locale, err)
	}
	return found.Docs[0], nil
}

// textBlock is a piece of a page's text as the PDF sets it.
type textBlock struct {
	kind  blockKind
	level int    // headings: 1 to 6
	mark  string // list items: "•" or "3."
	text  string
}

type blockKind int

const (
	paragraph blockKind = iota
	heading
	listItem
)

// pageText is a page's blocks as text: headings, paragraphs and list
// items of its rich text, intro, columns, text-image and accordion blocks;
// other blocks (images, forms, catalogues) hold nothing a document needs.
func pageText(p content.ContentPage) []textBlock {
	var out []textBlock
	head := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, textBlock{kind: heading, level: 2, text: s})
		}
	}
	for _, b := range p.Blocks {
		switch b := b.(type) {
		case *content.RichtextBlock:
			out = append(out, htmlText(b.HTML)...)
		case *content.IntroBlock:
			head(b.Headline)
			out = append(out, htmlText(b.HTML)...)
		case *content.TextImageBlock:
			head(b.Headline)
			out = append(out, htmlText(b.HTML)...)
		case *content.ColumnsBlock:
			head(b.Headline)
			for _, c := range b.Columns {
				out = append(out, htmlText(c.HTML)...)
			}
		case *content.AccordeonBlock:
			head(b.Headline)
			for _, it := range b.Items {
				out = append(out, textBlock{kind: heading, level: 3, text: strings.TrimSpace(it.Title)})
				out = append(out, htmlText(it.HTML)...)
			}
		}
	}
	return out
}

// htmlText reads sanitised rich text into blocks: h1–h6 headings,
// paragraphs (a line break kept), list items with their bullet or number,
// table rows with their cells side by side; inline markup is read as its
// text.
func htmlText(src string) []textBlock {
	root, err := html.Parse(strings.NewReader("<body>" + src + "</body>"))
	if err != nil {
		return nil
	}
	var out []textBlock
	var loose strings.Builder // text outside any block
	flush := func() {
		if t := tidy(loose.String()); t != "" {
			out = append(out, textBlock{kind: paragraph, text: t})
		}
		loose.Reset()
	}
	var walk func(n *html.Node, list *listState)
	walk = func(n *html.Node, list *listState) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				loose.WriteString(c.Data)
				continue
			}
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
				flush()
				level, _ := strconv.Atoi(c.Data[1:])
				if t := tidy(inline(c)); t != "" {
					out = append(out, textBlock{kind: heading, level: level, text: t})
				}
			case atom.P, atom.Blockquote, atom.Pre:
				flush()
				if t := tidy(inline(c)); t != "" {
					out = append(out, textBlock{kind: paragraph, text: t})
				}
			case atom.Ul, atom.Ol:
				flush()
				walk(c, &listState{ordered: c.DataAtom == atom.Ol})
			case atom.Li:
				flush()
				mark := "•"
				if list != nil && list.ordered {
					list.n++
					mark = strconv.Itoa(list.n) + "."
				}
				if t := tidy(inline(c)); t != "" {
					out = append(out, textBlock{kind: listItem, mark: mark, text: t})
				}
			case atom.Tr:
				flush()
				var cells []string
				for td := c.FirstChild; td != nil; td = td.NextSibling {
					if td.Type == html.ElementNode {
						if t := tidy(inline(td)); t != "" {
							cells = append(cells, t)
						}
					}
				}
				if len(cells) > 0 {
					out = append(out, textBlock{kind: paragraph, text: strings.Join(cells, " | ")})
				}
			case atom.Br:
				loose.WriteString("\n")
			case atom.Script, atom.Style:
			default:
				if isBlock(c.DataAtom) {
					flush()
					walk(c, list)
					flush()
				} else {
					loose.WriteString(inline(c))
				}
			}
		}
	}
	body := root
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Body {
			body = n
			break
		}
	}
	walk(body, nil)
	flush()
	return out
}

type listState struct {
	ordered bool
	n       int
}

func isBlock(a atom.Atom) bool {
	switch a {
	case atom.Div, atom.Section, atom.Article, atom.Table, atom.Thead, atom.Tbody, atom.Tfoot, atom.Figure, atom.Header, atom.Footer, atom.Dl, atom.Dd, atom.Dt:
		return true
	}
	return false
}

// inline is a node's text, line breaks kept.
func inline(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type == html.ElementNode && c.DataAtom == atom.Br:
				b.WriteString("\n")
			case c.Type == html.ElementNode && (c.DataAtom == atom.Script || c.DataAtom == atom.Style):
			case c.Type == html.ElementNode:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// tidy folds runs of white space into one space (keeping line breaks) and
// trims each line.
func tidy(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// render sets a page as an A4 PDF: the shop's name and address on top, the
// page's title, its text, and page numbers. The core font Helvetica holds
// the letters of German, English and French in Windows-1252, into which
// the text is translated.
func (l *Legal) render(page content.ContentPage, seller shop, locale i18n.Locale) ([]byte, error) {
	const margin, width = 20.0, 170.0
	pdf := fpdf.New("P", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	pdf.SetTitle(page.Title, true)
	pdf.SetAuthor(seller.Name, true)
	pdf.SetCreator("Paddock", true)
	pdf.SetLang(string(locale))
	if !page.UpdatedAt.IsZero() {
		pdf.SetCreationDate(page.UpdatedAt)
		pdf.SetModificationDate(page.UpdatedAt)
	}
	pdf.AliasNbPages("{nb}")
	footer := i18n.Messages().T(locale, "order.legal.page", "page", "{page}", "pages", "{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-15)
		pdf.SetFont("Helvetica", "", 8)
		pdf.SetTextColor(110, 110, 110)
		text := strings.ReplaceAll(footer, "{page}", strconv.Itoa(pdf.PageNo()))
		pdf.CellFormat(width/2, 5, tr(seller.Name+" · "+page.Title), "", 0, "L", false, 0, "")
		pdf.CellFormat(width/2, 5, tr(text), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()

	// The seller.
	pdf.SetFont("Helvetica", "B", 11)
	pdf.SetTextColor(30, 30, 30)
	pdf.MultiCell(width, 5, tr(seller.Name), "", "L", false)
	if len(seller.Address) > 0 {
		pdf.SetFont("Helvetica", "", 9)
		pdf.SetTextColor(90, 90, 90)
		pdf.MultiCell(width, 4.5, tr(strings.Join(seller.Address, " · ")), "", "L", false)
	}
	pdf.SetDrawColor(180, 180, 180)
	pdf.Line(margin, pdf.GetY()+2, margin+width, pdf.GetY()+2)
	pdf.Ln(7)

	pdf.SetFont("Helvetica", "B", 16)
	pdf.SetTextColor(0, 0, 0)
	pdf.MultiCell(width, 7.5, tr(page.Title), "", "L", false)
	pdf.Ln(3)
	for _, b := range pageText(page) {
		switch b.kind {
		case heading:
			size := 13.0
			if b.level >= 3 {
				size = 11
			}
			pdf.Ln(2)
			pdf.SetFont("Helvetica", "B", size)
			pdf.MultiCell(width, size*0.5, tr(b.text), "", "L", false)
			pdf.Ln(1.5)
		case listItem:
			pdf.SetFont("Helvetica", "", 10)
			y := pdf.GetY()
			pdf.CellFormat(6, 5, tr(b.mark), "", 0, "L", false, 0, "")
			pdf.SetXY(margin+6, y)
			pdf.MultiCell(width-6, 5, tr(b.text), "", "L", false)
			pdf.Ln(1)
		default:
			pdf.SetFont("Helvetica", "", 10)
			pdf.MultiCell(width, 5, tr(b.text), "", "L", false)
			pdf.Ln(2.5)
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
