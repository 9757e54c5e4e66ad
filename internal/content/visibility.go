package content

import (
	"context"
	"fmt"
	"strings"

	"paddock/internal/platform/db"
)

// What strangers may find. A page that is published but sits below a
// draft, or below a club that is not enabled and public, is unlisted: it
// answers when asked for by its exact url (whoever has the link may read
// it, as with the club itself) and is listed nowhere else, since its url
// would give away the draft's slug or the private club's. The flag is kept
// in page.listed and recomputed by relist on every save of a page or a
// club, so that listings stay one indexed condition.
//
// A form answers strangers (the Form query, submissions, uploads) only
// while it is public: marked so (FormInput.Public, for forms used outside
// the content pages), or placed on something published (form_placement,
// written with every save of a page, club or sales event). Otherwise it is
// NotFound, exactly as an id that does not exist, so ids cannot be
// probed.

// exactURL reports whether w asks for one url: an equals on url that
// every match must meet (pinnedEquals).
func exactURL(w *Where) bool {
	v, ok := pinnedEquals(w, "url")
	url, _ := v.(string)
	return ok && url != ""
}

// clubPagesPrefix is where a club's pages live: verein/{slug}/….
const clubPagesPrefix = "verein/"

// relist recomputes page.listed for every page after a page or a club was
// saved in tx. Content is edited by hand, so the pages are few; reading
// them all keeps the rule in one place.
func relist(ctx context.Context, tx db.Handle) error {
	var pages []struct {
		ID       int64  `db:"id"`
		ParentID *int64 `db:"parent_id"`
		Status   string `db:"status"`
		Listed   bool   `db:"listed"`
		URL      string `db:"url"`
	}
	// A club's prefix is the same in every language, so German urls do.
	if err := tx.Select(ctx, &pages, `SELECT p.id, p.parent_id, p.status, p.listed, COALESCE(l.url, '') AS url
		FROM page p LEFT JOIN page_locale l ON l.page_id = p.id AND l.locale = 'de'`); err != nil {
		return fmt.Errorf("content: relist pages: %w", err)
	}
	var closed []string
	if err := tx.Select(ctx, &closed, `SELECT slug FROM club WHERE NOT (status = ? AND visibility = ?)`,
		string(ClubEnabled), string(ClubPublic)); err != nil {
		return fmt.Errorf("content: relist pages: %w", err)
	}
	type page struct {
		parent int64
		open   bool
	}
	byID := make(map[int64]page, len(pages))
	for _, p := range pages {
		open := p.Status == string(Published)
		for _, slug := range closed {
			open = open && !strings.HasPrefix(p.URL+"/", clubPagesPrefix+slug+"/")
		}
		var parent int64
		if p.ParentID != nil {
			parent = *p.ParentID
		}
		byID[p.ID] = page{parent: parent, open: open}
	}
	for _, p := range pages {
		listed := byID[p.ID].open
		// Every ancestor must be open too; saving refuses cycles and
		// depths beyond maxPageDepth, the bound guards anyway.
		for next, depth := byID[p.ID].parent, 0; listed && next != 0 && depth <= maxPageDepth; depth++ {
			up, ok := byID[next]
			listed = ok && up.open
			next = up.parent
		}
		if listed != p.Listed {
			if _, err := tx.Exec(ctx, "UPDATE page SET listed = ? WHERE id = ?", listed, p.ID); err != nil {
				return fmt.Errorf("content: relist page %d: %w", p.ID, err)
			}
		}
	}
	return nil
}

// placeForms records which forms the blocks of a page, club or sales event
// (column page_id, club_id or sales_event_id names which) show, as the
// checker collected them while checking the blocks.
func placeForms(ctx context.Context, tx db.Handle, column string, id int64, c *checker) error {
	if _, err := tx.Exec(ctx, "DELETE FROM form_placement WHERE "+column+" = ?", id); err != nil {
		return fmt.Errorf("content: place forms: %w", err)
	}
	seen := map[int64]bool{}
	for _, ref := range c.forms {
		if seen[ref.ID] {
			continue
		}
		seen[ref.ID] = true
		if _, err := tx.Exec(ctx, "INSERT INTO form_placement (form_id, "+column+") VALUES (?, ?)", ref.ID, id); err != nil {
			return fmt.Errorf("content: place form %d: %w", ref.ID, err)
		}
	}
	return nil
}

// publicFormsSQL is the condition on form f that it answers strangers.
const publicFormsSQL = `(f.public OR EXISTS (SELECT 1 FROM form_placement fp
	LEFT JOIN page p ON p.id = fp.page_id
	LEFT JOIN club c ON c.id = fp.club_id
	LEFT JOIN sales_event s ON s.id = fp.sales_event_id
	WHERE fp.form_id = f.id AND (p.status = 'published' OR c.status = 'enabled' OR s.status = 'active')))`

// publicForm reports whether the form with id answers strangers.
func publicForm(ctx context.Context, h db.Handle, id int64) (bool, error) {
	var n int
	if err := h.Get(ctx, &n, "SELECT COUNT(*) FROM form f WHERE f.id = ? AND "+publicFormsSQL, id); err != nil {
		return false, fmt.Errorf("content: form %d public: %w", id, err)
	}
	return n > 0, nil
}
