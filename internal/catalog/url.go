package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"
	"unicode/utf8"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// MaxRoutePath is the longest storefront path Route looks up.
const MaxRoutePath = 500

// maxClashes bounds the "-2", "-3"… suffixes tried for a taken path.
const maxClashes = 1000

// joinPath puts a url key under its parent's path.
func joinPath(parentPath, key string) string {
	if parentPath == "" {
		return key
	}
	return parentPath + "/" + key
}

// claimPath makes parentPath/key the current path of the entity in the
// locale. A path held by another entity, now or as an old path that still
// redirects, is taken: then key-2, key-3… are tried. The entity's previous
// path stays as a 301 redirect. It returns the key and the path it got.
func claimPath(ctx context.Context, tx db.Handle, now time.Time, locale i18n.Locale, t RouteType, id int64, parentPath, key string) (string, string, error) {
	for n := 1; n <= maxClashes; n++ {
		k := key
		if n > 1 {
			k = fmt.Sprintf("%s-%d", key, n)
		}
		path := joinPath(parentPath, k)
		var owner struct {
			Type string `db:"entity_type"`
			ID   int64  `db:"entity_id"`
			Code int    `db:"redirect_code"`
		}
		err := tx.Get(ctx, &owner, `SELECT entity_type, entity_id, redirect_code FROM url_rewrite WHERE locale = ? AND request_path = ?`, locale, path)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return "", "", fmt.Errorf("catalog: look up path %s/%s: %w", locale, path, err)
		case RouteType(owner.Type) == t && owner.ID == id:
			if owner.Code == 0 {
				return k, path, nil
			}
		default:
			continue
		}
		if _, err := tx.Exec(ctx, `UPDATE url_rewrite SET redirect_code = 301 WHERE entity_type = ? AND entity_id = ? AND locale = ? AND redirect_code = 0`, t, id, locale); err != nil {
			return "", "", fmt.Errorf("catalog: keep old path of %s %d: %w", t, id, err)
		}
		if _, err := tx.Exec(ctx, `
			INSERT INTO url_rewrite (locale, request_path, entity_type, entity_id, redirect_code, created_at)
			VALUES (?, ?, ?, ?, 0, ?)
			ON CONFLICT (locale, request_path) DO UPDATE SET redirect_code = 0`,
			locale, path, t, id, now.UTC()); err != nil {
			return "", "", fmt.Errorf("catalog: set path %s/%s: %w", locale, path, err)
		}
		return k, path, nil
	}
	return "", "", apperr.New(apperr.Conflict, "catalog.url.exhausted", "key", key)
}

// pathWant is the path an entity should have in a locale: key under parent.
type pathWant struct {
	Locale i18n.Locale
	Parent string
	Key    string
}

// claimPaths is claimPath for every locale of one entity, in two
// statements when the wanted paths are free or the entity's already. fresh
// says the entity is new and has no paths yet. It returns the keys got, in
// the order of want.
func claimPaths(ctx context.Context, tx db.Handle, now time.Time, t RouteType, id int64, want []pathWant, fresh bool) ([]string, error) {
	conds := make([]string, len(want))
	a := make([]any, 0, 2*len(want))
	for i, w := range want {
		conds[i] = "(locale = ? AND request_path = ?)"
		a = append(a, w.Locale, joinPath(w.Parent, w.Key))
	}
	var taken []struct {
		Locale string `db:"locale"`
		Path   string `db:"request_path"`
		Type   string `db:"entity_type"`
		ID     int64  `db:"entity_id"`
		Code   int    `db:"redirect_code"`
	}
	if err := tx.Select(ctx, &taken, `SELECT locale, request_path, entity_type, entity_id, redirect_code FROM url_rewrite WHERE `+
		strings.Join(conds, " OR "), a...); err != nil {
		return nil, fmt.Errorf("catalog: look up paths of %s %d: %w", t, id, err)
	}
	owner := map[string]int{} // locale + path → index in taken
	for i, r := range taken {
		owner[r.Locale+"\x00"+r.Path] = i
	}
	keys := make([]string, len(want))
	var free []int
	for i, w := range want {
		j, ok := owner[string(w.Locale)+"\x00"+joinPath(w.Parent, w.Key)]
		switch {
		case !ok:
			free = append(free, i)
			keys[i] = w.Key
		case RouteType(taken[j].Type) == t && taken[j].ID == id && taken[j].Code == 0:
			keys[i] = w.Key
		default:
			k, _, err := claimPath(ctx, tx, now, w.Locale, t, id, w.Parent, w.Key)
			if err != nil {
				return nil, err
			}
			keys[i] = k
		}
	}
	if len(free) == 0 {
		return keys, nil
	}
	if !fresh {
		locales := make([]any, len(free))
		for n, i := range free {
			locales[n] = want[i].Locale
		}
		if _, err := tx.Exec(ctx, `UPDATE url_rewrite SET redirect_code = 301 WHERE entity_type = ? AND entity_id = ? AND redirect_code = 0
			AND locale IN (`+db.InList(len(locales))+`)`, append([]any{t, id}, locales...)...); err != nil {
			return nil, fmt.Errorf("catalog: keep old paths of %s %d: %w", t, id, err)
		}
	}
	rows := make([][]any, len(free))
	for n, i := range free {
		rows[n] = []any{want[i].Locale, joinPath(want[i].Parent, want[i].Key), t, id, 0, now.UTC()}
	}
	if err := insertRows(ctx, tx, "url_rewrite", []string{"locale", "request_path", "entity_type", "entity_id", "redirect_code", "created_at"}, rows); err != nil {
		return nil, fmt.Errorf("catalog: set paths of %s %d: %w", t, id, err)
	}
	return keys, nil
}

// normalisePath turns a requested path into the form paths are stored in.
func normalisePath(path string) string {
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	return strings.ToLower(strings.Trim(strings.TrimSpace(path), "/"))
}

func (s *service) Route(ctx context.Context, locale i18n.Locale, path string) (Route, error) {
	if err := checkLocale(locale); err != nil {
		return Route{}, err
	}
	if utf8.RuneCountInString(path) > MaxRoutePath {
		return Route{}, apperr.New(apperr.Invalid, "errors.input.tooLong", "field", "url", "max", MaxRoutePath).OnField("url")
	}
	p := normalisePath(path)
	notFound := apperr.New(apperr.NotFound, "catalog.route.notFound", "path", truncate(path, 100))
	if p == "" || !utf8.ValidString(p) || strings.ContainsRune(p, 0) {
		return Route{}, notFound
	}
	var row struct {
		Type    string `db:"entity_type"`
		ID      int64  `db:"entity_id"`
		Code    int    `db:"redirect_code"`
		Current string `db:"current_path"`
	}
	err := s.db.Read().Get(ctx, &row, `
		SELECT r.entity_type, r.entity_id, r.redirect_code, cur.request_path AS current_path
		FROM url_rewrite r
		JOIN url_rewrite cur ON cur.locale = r.locale AND cur.entity_type = r.entity_type
			AND cur.entity_id = r.entity_id AND cur.redirect_code = 0
		WHERE r.locale = ? AND r.request_path = ?`, locale, p)
	if errors.Is(err, sql.ErrNoRows) {
		return Route{}, notFound
	}
	if err != nil {
		return Route{}, fmt.Errorf("catalog: route %s/%s: %w", locale, p, err)
	}
	visible, err := s.entityVisible(ctx, RouteType(row.Type), row.ID)
	if err != nil {
		return Route{}, err
	}
	if !visible {
		return Route{}, notFound
	}
	if RouteType(row.Type) == CategoryRoute {
		off, err := s.offIn(ctx, []int64{row.ID})
		if err != nil {
			return Route{}, err
		}
		if off[row.ID][locale] {
			return Route{}, notFound
		}
	}
	if RouteType(row.Type) == ProductRoute {
		off, err := productsOffIn(ctx, s.db.Read(), []int64{row.ID})
		if err != nil {
			return Route{}, err
		}
		if off[row.ID][locale] {
			return Route{}, notFound
		}
	}
	return Route{Type: RouteType(row.Type), EntityID: row.ID, RelativeURL: row.Current, RedirectCode: row.Code}, nil
}

// entityVisible reports whether the storefront shows the entity: an active,
// visible product, or an active category below active ones.
func (s *service) entityVisible(ctx context.Context, t RouteType, id int64) (bool, error) {
	query, ok := visibleSQL[t]
	if !ok {
		return false, nil
	}
	var found []int64
	if err := s.db.Read().Select(ctx, &found, fmt.Sprintf(query, "?"), id); err != nil {
		return false, fmt.Errorf("catalog: check %s %d: %w", t, id, err)
	}
	return len(found) > 0, nil
}

func (s *service) Alternates(ctx context.Context, t RouteType, id int64) (map[i18n.Locale]string, error) {
	all, err := s.AlternatesOf(ctx, t, []int64{id})
	if err != nil {
		return nil, err
	}
	paths, ok := all[id]
	if !ok {
		return nil, apperr.New(apperr.NotFound, "catalog.route.unknownEntity", "id", id)
	}
	return paths, nil
}

// visibleSQL is the condition that an entity of each type is shown: an
// active and visible product; a category below the root whose ancestors
// and itself are all active.
var visibleSQL = map[RouteType]string{
	ProductRoute: `SELECT p.id FROM product p WHERE p.id IN (%s) AND p.is_active AND p.visible`,
	CategoryRoute: `SELECT c.id FROM category c WHERE c.id IN (%s) AND c.level > 1
		AND NOT EXISTS (SELECT 1 FROM category a WHERE (a.id = c.id OR c.path LIKE (a.path || '/%%')) AND NOT a.is_active)`,
}

func (s *service) AlternatesOf(ctx context.Context, t RouteType, ids []int64) (map[int64]map[i18n.Locale]string, error) {
	visible, ok := visibleSQL[t]
	if !ok {
		return nil, apperr.New(apperr.Invalid, "catalog.input.invalid", "field", "type").OnField("type")
	}
	if len(ids) == 0 {
		return map[int64]map[i18n.Locale]string{}, nil
	}
	v := s.readCacheView(ctx)
	all, err := cached(v, fmt.Sprintf("alternates|%s|%v", t, ids), func() (map[int64]map[i18n.Locale]string, error) {
		return s.alternatesOf(ctx, t, visible, ids)
	})
	if err != nil || !v.on() {
		return all, err
	}
	out := make(map[int64]map[i18n.Locale]string, len(all))
	for id, paths := range all {
		out[id] = maps.Clone(paths)
	}
	return out, nil
}

// alternatesOf reads AlternatesOf's answer: visible is the condition that
// an entity of the type is shown.
func (s *service) alternatesOf(ctx context.Context, t RouteType, visible string, ids []int64) (map[int64]map[i18n.Locale]string, error) {
	out := map[int64]map[i18n.Locale]string{}
	args := make([]any, 0, len(ids)+1)
	args = append(args, t)
	for _, id := range ids {
		args = append(args, id)
	}
	var rows []struct {
		ID     int64  `db:"entity_id"`
		Locale string `db:"locale"`
		Path   string `db:"request_path"`
	}
	if err := s.db.Read().Select(ctx, &rows, `
		SELECT entity_id, locale, request_path FROM url_rewrite
		WHERE entity_type = ? AND redirect_code = 0 AND entity_id IN (`+fmt.Sprintf(visible, db.InList(len(ids)))+`)`, args...); err != nil {
		return nil, fmt.Errorf("catalog: alternates of %d %ss: %w", len(ids), t, err)
	}
	var off map[int64]map[i18n.Locale]bool
	if t == CategoryRoute {
		var err error
		if off, err = s.offIn(ctx, ids); err != nil {
			return nil, err
		}
	}
	if t == ProductRoute {
		var err error
		if off, err = productsOffIn(ctx, s.db.Read(), ids); err != nil {
			return nil, err
		}
	}
	for _, r := range rows {
		if l, ok := i18n.Parse(r.Locale); ok && !off[r.ID][l] {
			if out[r.ID] == nil {
				out[r.ID] = map[i18n.Locale]string{}
			}
			out[r.ID][l] = r.Path
		}
	}
	return out, nil
}

// truncate shortens s to at most n runes for a message.
func truncate(s string, n int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "�")
	}
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// checkLocale refuses a locale the shop does not speak.
func checkLocale(l i18n.Locale) error {
	if _, ok := i18n.Parse(string(l)); !ok {
		return apperr.New(apperr.Invalid, "catalog.input.locale", "locale", truncate(string(l), 10)).OnField("locale")
	}
	return nil
}
