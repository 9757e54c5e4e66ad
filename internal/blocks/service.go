package blocks

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

type service struct {
	db *db.DB
	// policy is built once; a finished bluemonday policy is safe for
	// concurrent use.
	policy     *bluemonday.Policy
	identifier *regexp.Regexp
}

// NewService returns the CMS block service on d.
func NewService(d *db.DB) Service {
	return newService(d)
}

func newService(d *db.DB) *service {
	return &service{
		db:         d,
		policy:     newPolicy(),
		identifier: regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`),
	}
}

// newPolicy allows the markup a text block needs (paragraphs, emphasis,
// lists, headings, links, tables) and nothing that runs code or changes the
// page's look: no scripts, no event handlers, no style attributes, and links
// only to relative paths or http(s), mailto and tel URLs.
func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "strong", "em", "ul", "ol", "li", "h2", "h3", "h4",
		"table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td")
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("colspan", "rowspan").Matching(regexp.MustCompile(`^[1-9][0-9]?$`)).OnElements("th", "td")
	p.AllowAttrs("scope").Matching(regexp.MustCompile(`^(row|col|rowgroup|colgroup)$`)).OnElements("th")
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(true)
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	// Links to other sites pass no ranking; the shop's own links are
	// written as relative paths and stay followable.
	p.RequireNoFollowOnFullyQualifiedLinks(true)
	return p
}

type blockRow struct {
	Identifier string `db:"identifier"`
	Title      string `db:"title"`
	Content    string `db:"content"`
}

func (s *service) Blocks(ctx context.Context, locale i18n.Locale, identifiers []string) ([]Block, error) {
	if _, ok := i18n.Parse(string(locale)); !ok {
		return nil, apperr.New(apperr.Invalid, "blocks.locale.unknown")
	}
	if len(identifiers) > MaxIdentifiers {
		return nil, apperr.New(apperr.Invalid, "blocks.identifiers.tooMany", "max", MaxIdentifiers).OnField("identifiers")
	}
	wanted := make([]string, 0, len(identifiers))
	seen := make(map[string]bool, len(identifiers))
	for _, id := range identifiers {
		if utf8.RuneCountInString(id) > MaxIdentifierLength {
			return nil, apperr.New(apperr.Invalid, "blocks.identifier.tooLong", "max", MaxIdentifierLength).OnField("identifiers")
		}
		// An identifier Save would refuse cannot exist; leaving it out of
		// the query also keeps bytes PostgreSQL rejects away from it.
		if seen[id] || !s.identifier.MatchString(id) {
			continue
		}
		seen[id] = true
		wanted = append(wanted, id)
	}
	out := make([]Block, 0, len(wanted))
	if len(wanted) == 0 {
		return out, nil
	}
	args := make([]any, 0, len(wanted)+1)
	args = append(args, string(locale))
	for _, id := range wanted {
		args = append(args, id)
	}
	// Each field falls back to German on its own: a translated title with
	// untranslated content shows the German content.
	query := `
		SELECT b.identifier,
		       COALESCE(NULLIF(l.title, ''), de.title, '') AS title,
		       COALESCE(NULLIF(l.content, ''), de.content, '') AS content
		FROM cms_block b
		LEFT JOIN cms_block_content l ON l.block_id = b.id AND l.locale = ?
		LEFT JOIN cms_block_content de ON de.block_id = b.id AND de.locale = 'de'
		WHERE b.is_active AND b.identifier IN (?` + strings.Repeat(", ?", len(wanted)-1) + `)`
	var rows []blockRow
	if err := s.db.Read().Select(ctx, &rows, query, args...); err != nil {
		return nil, fmt.Errorf("blocks: get blocks %v: %w", wanted, err)
	}
	found := make(map[string]Block, len(rows))
	for _, r := range rows {
		found[r.Identifier] = Block(r)
	}
	for _, id := range wanted {
		if b, ok := found[id]; ok {
			out = append(out, b)
		}
	}
	return out, nil
}

// text is one locale's title and sanitised content, ready to store.
type text struct {
	locale         i18n.Locale
	title, content string
}

func (s *service) Save(ctx context.Context, in BlockInput) error {
	texts, err := s.prepare(in)
	if err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx db.Handle) error {
		var id int64
		err := tx.Get(ctx, &id, `
			INSERT INTO cms_block (identifier, is_active) VALUES (?, ?)
			ON CONFLICT (identifier) DO UPDATE SET is_active = excluded.is_active, updated_at = CURRENT_TIMESTAMP
			RETURNING id`, in.Identifier, in.Active)
		if err != nil {
			return fmt.Errorf("blocks: save block %s: %w", in.Identifier, err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM cms_block_content WHERE block_id = ?", id); err != nil {
			return fmt.Errorf("blocks: clear texts of %s: %w", in.Identifier, err)
		}
		return insertTexts(ctx, tx, id, in.Identifier, texts)
	})
}

// createIfMissing stores the block unless one with its identifier exists.
func (s *service) createIfMissing(ctx context.Context, tx db.Handle, in BlockInput) error {
	texts, err := s.prepare(in)
	if err != nil {
		return fmt.Errorf("blocks: seed block %s: %w", in.Identifier, err)
	}
	var id int64
	err = tx.Get(ctx, &id, `
		INSERT INTO cms_block (identifier, is_active) VALUES (?, ?)
		ON CONFLICT (identifier) DO NOTHING RETURNING id`, in.Identifier, in.Active)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("blocks: seed block %s: %w", in.Identifier, err)
	}
	return insertTexts(ctx, tx, id, in.Identifier, texts)
}

func insertTexts(ctx context.Context, tx db.Handle, id int64, identifier string, texts []text) error {
	for _, t := range texts {
		_, err := tx.Exec(ctx, "INSERT INTO cms_block_content (block_id, locale, title, content) VALUES (?, ?, ?, ?)",
			id, string(t.locale), t.title, t.content)
		if err != nil {
			return fmt.Errorf("blocks: save %s text of %s: %w", t.locale, identifier, err)
		}
	}
	return nil
}

// prepare validates the input and returns the texts to store: titles
// trimmed, content sanitised, locales with neither left out.
func (s *service) prepare(in BlockInput) ([]text, error) {
	if utf8.RuneCountInString(in.Identifier) > MaxIdentifierLength {
		return nil, apperr.New(apperr.Invalid, "blocks.identifier.tooLong", "max", MaxIdentifierLength).OnField("identifier")
	}
	if !s.identifier.MatchString(in.Identifier) {
		return nil, apperr.New(apperr.Invalid, "blocks.identifier.invalid").OnField("identifier")
	}
	for _, m := range []map[i18n.Locale]string{in.Title, in.Content} {
		for l := range m {
			if _, ok := i18n.Parse(string(l)); !ok {
				return nil, apperr.New(apperr.Invalid, "blocks.locale.unknown")
			}
		}
	}
	texts := make([]text, 0, len(i18n.Locales))
	for _, l := range i18n.Locales {
		title, content := strings.TrimSpace(in.Title[l]), in.Content[l]
		if !validText(title, false) {
			return nil, apperr.New(apperr.Invalid, "blocks.text.invalid").OnField("title." + string(l))
		}
		if !validText(content, true) {
			return nil, apperr.New(apperr.Invalid, "blocks.text.invalid").OnField("content." + string(l))
		}
		if utf8.RuneCountInString(title) > MaxTitleLength {
			return nil, apperr.New(apperr.Invalid, "blocks.title.tooLong", "max", MaxTitleLength).OnField("title." + string(l))
		}
		if utf8.RuneCountInString(content) > MaxContentLength {
			return nil, apperr.New(apperr.Invalid, "blocks.content.tooLong", "max", MaxContentLength).OnField("content." + string(l))
		}
		if l == i18n.Default && title == "" {
			return nil, apperr.New(apperr.Invalid, "blocks.title.required").OnField("title." + string(l))
		}
		content = strings.TrimSpace(s.policy.Sanitize(content))
		if title != "" || content != "" {
			texts = append(texts, text{locale: l, title: title, content: content})
		}
	}
	return texts, nil
}

// validText refuses what neither engine stores faithfully (invalid UTF-8;
// NUL, which PostgreSQL rejects) and, in titles, any control character: a
// title is one line of plain text.
func validText(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r == 0 || r == 0x7f || (r < 0x20 && !(multiline && (r == '\n' || r == '\r' || r == '\t'))) {
			return false
		}
	}
	return true
}
