package content

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// PreviewTTL is how long a page's preview link is valid.
const PreviewTTL = time.Hour

// A preview token is "p<page id>.<expiry, unix seconds>.<signature>": the
// signature is an HMAC-SHA256 of the first two parts with the content
// service's PreviewKey (derived from the shop's secret for this purpose
// alone), base64url without padding. It names the page, not a revision,
// so the preview beside the editor shows each autosave without a new link.

func (s *service) signPreview(id int64, expires time.Time) (string, error) {
	if len(s.previewKey) < 32 {
		return "", errors.New("content: no preview key configured")
	}
	payload := "p" + strconv.FormatInt(id, 10) + "." + strconv.FormatInt(expires.Unix(), 10)
	return payload + "." + s.previewMAC(payload), nil
}

func (s *service) previewMAC(payload string) string {
	mac := hmac.New(sha256.New, s.previewKey)
	mac.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// previewPageID checks a token and answers the page it names.
func (s *service) previewPageID(token string) (int64, error) {
	bad := apperr.New(apperr.Forbidden, "content.page.previewInvalid")
	if len(s.previewKey) < 32 || len(token) > 200 {
		return 0, bad
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 || !strings.HasPrefix(parts[0], "p") {
		return 0, bad
	}
	payload := parts[0] + "." + parts[1]
	if !hmac.Equal([]byte(s.previewMAC(payload)), []byte(parts[2])) {
		return 0, bad
	}
	id, err := strconv.ParseInt(parts[0][1:], 10, 64)
	if err != nil || id <= 0 {
		return 0, bad
	}
	exp, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || !s.clock().Before(time.Unix(exp, 0)) {
		return 0, bad
	}
	return id, nil
}

func (ps *pageStaff) PagePreviewLink(ctx context.Context, id int64) (PreviewLink, error) {
	p, err := ps.require(ctx, "page.preview", id)
	if err != nil {
		return PreviewLink{}, err
	}
	sc, err := ps.scopeOf(ctx, p)
	if err != nil {
		return PreviewLink{}, err
	}
	if _, err := ps.lookup(ctx, ps.s.db.Read(), sc, id); err != nil {
		if errors.Is(err, errOutOfScope) {
			return PreviewLink{}, ps.outOfScope(ctx, "page.preview", id)
		}
		return PreviewLink{}, err
	}
	expires := ps.s.clock().Add(PreviewTTL).Truncate(time.Second)
	token, err := ps.s.signPreview(id, expires)
	if err != nil {
		return PreviewLink{}, err
	}
	return PreviewLink{Token: token, ExpiresAt: expires.UTC()}, nil
}

func (s *service) PreviewPage(ctx context.Context, token string, locale i18n.Locale) (ContentPage, error) {
	id, err := s.previewPageID(token)
	if err != nil {
		return ContentPage{}, err
	}
	lc, err := choiceOf(FindOptions{Locale: locale})
	if err != nil {
		return ContentPage{}, err
	}
	ps := &pageStaff{s: s}
	h := s.db.Read()
	found, err := ps.load(ctx, h, "p.id = ?", id)
	if err != nil {
		return ContentPage{}, err
	}
	if len(found) == 0 {
		return ContentPage{}, apperr.New(apperr.Forbidden, "content.page.previewInvalid")
	}
	l := found[0]
	doc := l.doc
	t, ok := doc.Locales[lc.locale]
	if !ok || strings.TrimSpace(t.Title) == "" {
		t = doc.Locales[lc.fallback]
	}
	blocks := t.Blocks
	if b, ok := doc.Locales[lc.locale]; ok && len(rawBlocks(b.Blocks)) > 0 {
		blocks = b.Blocks
	} else if b, ok := doc.Locales[lc.fallback]; ok {
		blocks = b.Blocks
	}
	url, err := docURL(ctx, h, doc)
	if err != nil {
		return ContentPage{}, err
	}
	page := ContentPage{ID: id, SiteCode: doc.SiteCode, ParentID: doc.ParentID, Title: t.Title, Slug: t.Slug, URL: url,
		HeaderStyle: doc.HeaderStyle, Layout: doc.Layout, Status: Draft, Meta: t.Meta,
		CreatedAt: l.row.CreatedAt.UTC(), UpdatedAt: l.row.UpdatedAt.UTC(),
		Blocks: s.decodeStoredBlocks(ctx, "page", id, string(blocks))}
	// The preview is never indexed, whatever the draft says.
	page.Meta.Robots = "noindex, nofollow"
	page.Alternates = []Alternate{{Locale: lc.locale, URL: url}}
	page.Breadcrumbs = []Breadcrumb{{ID: strconv.FormatInt(id, 10), Label: page.Title, URL: url}}
	c := &checker{reading: true}
	c.meta("meta", &page.Meta)
	c.blocks("blocks", page.Blocks)
	if err := s.resolveRefs(ctx, h, c, lc); err != nil {
		return ContentPage{}, fmt.Errorf("content: preview page %d: %w", id, err)
	}
	return page, nil
}
