package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

// FacetAttributes are the attributes the search index counts, so the only
// ones that can be filters of the storefront's layered navigation; their
// attribute's is_filterable and position decide whether and where
// (facets in search.go).
var FacetAttributes = []string{AttrManufacturer, AttrColor, AttrSize}

// StaffAttribute is a select attribute as the back office edits it.
type StaffAttribute struct {
	ID        int64
	Code      string
	InputType string
	// Filterable: a filter of the storefront's layered navigation, at
	// Position among the filters.
	Filterable bool
	Position   int
	// Facetable: the search index counts it, so it can be a filter.
	Facetable bool
	Labels    map[i18n.Locale]string
	Options   []StaffOption
}

// StaffOption is an option of an attribute with every locale's label.
type StaffOption struct {
	ID       int64
	Code     string
	Swatch   string
	Position int
	Labels   map[i18n.Locale]string
	// Products counts the products that carry it.
	Products int
}

// StaffOptionInput adds (ID 0) or changes an option.
type StaffOptionInput struct {
	ID       int64
	Code     string
	Label    Localized
	Swatch   string
	Position int
}

// optionUse counts, per option, the products that carry it.
const optionUse = `SELECT o.id, (
	(SELECT COUNT(*) FROM product p WHERE p.manufacturer_option_id = o.id OR p.color_option_id = o.id OR p.size_option_id = o.id
		OR p.logo_position_option_id = o.id OR p.logo_type_option_id = o.id)
	+ (SELECT COUNT(*) FROM product_multiselect m WHERE m.option_id = o.id)) AS n
	FROM attribute_option o`

func (c *categoryStaff) StaffAttributes(ctx context.Context) ([]StaffAttribute, error) {
	if _, err := c.require(ctx, "attribute.list", "attribute", ""); err != nil {
		return nil, err
	}
	return c.attributes(ctx, "")
}

// attributes reads the select attributes (or the one with code) with
// their options and labels.
func (c *categoryStaff) attributes(ctx context.Context, code string) ([]StaffAttribute, error) {
	h := c.s.db.Read()
	cond, args := `input_type IN ('select', 'multiselect')`, []any{}
	if code != "" {
		cond += ` AND code = ?`
		args = append(args, code)
	}
	var attrs []struct {
		ID         int64  `db:"id"`
		Code       string `db:"code"`
		InputType  string `db:"input_type"`
		Filterable bool   `db:"is_filterable"`
		Position   int    `db:"position"`
	}
	if err := h.Select(ctx, &attrs, `SELECT id, code, input_type, is_filterable, position FROM attribute WHERE `+cond+` ORDER BY position, id`, args...); err != nil {
		return nil, fmt.Errorf("catalog: staff attributes: %w", err)
	}
	out := make([]StaffAttribute, len(attrs))
	at := map[int64]int{}
	ids := make([]int64, len(attrs))
	for i, a := range attrs {
		at[a.ID], ids[i] = i, a.ID
		out[i] = StaffAttribute{ID: a.ID, Code: a.Code, InputType: a.InputType, Filterable: a.Filterable, Position: a.Position,
			Facetable: slices.Contains(FacetAttributes, a.Code), Labels: map[i18n.Locale]string{}, Options: []StaffOption{}}
	}
	if len(ids) == 0 {
		return out, nil
	}
	var labels []struct {
		ID     int64  `db:"attribute_id"`
		Locale string `db:"locale"`
		Label  string `db:"label"`
	}
	if err := selectByIDs(ctx, h, &labels, `SELECT attribute_id, locale, label FROM attribute_label WHERE attribute_id IN (%s)`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: attribute labels: %w", err)
	}
	for _, l := range labels {
		if loc, ok := i18n.Parse(l.Locale); ok {
			out[at[l.ID]].Labels[loc] = l.Label
		}
	}
	var opts []struct {
		ID          int64  `db:"id"`
		AttributeID int64  `db:"attribute_id"`
		Code        string `db:"code"`
		Swatch      string `db:"swatch"`
		SortOrder   int    `db:"sort_order"`
	}
	if err := selectByIDs(ctx, h, &opts, `SELECT id, attribute_id, code, swatch, sort_order FROM attribute_option
		WHERE attribute_id IN (%s) ORDER BY sort_order, id`, nil, ids); err != nil {
		return nil, fmt.Errorf("catalog: attribute options: %w", err)
	}
	optIDs := make([]int64, len(opts))
	for i, o := range opts {
		optIDs[i] = o.ID
	}
	optLabels := map[int64]map[i18n.Locale]string{}
	uses := map[int64]int{}
	if len(optIDs) > 0 {
		var rows []struct {
			ID     int64  `db:"option_id"`
			Locale string `db:"locale"`
			Label  string `db:"label"`
		}
		if err := selectByIDs(ctx, h, &rows, `SELECT option_id, locale, label FROM attribute_option_label WHERE option_id IN (%s)`, nil, optIDs); err != nil {
			return nil, fmt.Errorf("catalog: option labels: %w", err)
		}
		for _, r := range rows {
			if loc, ok := i18n.Parse(r.Locale); ok {
				if optLabels[r.ID] == nil {
					optLabels[r.ID] = map[i18n.Locale]string{}
				}
				optLabels[r.ID][loc] = r.Label
			}
		}
		var counts []struct {
			ID int64 `db:"id"`
			N  int   `db:"n"`
		}
		if err := selectByIDs(ctx, h, &counts, optionUse+` WHERE o.id IN (%s)`, nil, optIDs); err != nil {
			return nil, fmt.Errorf("catalog: option use: %w", err)
		}
		for _, n := range counts {
			uses[n.ID] = n.N
		}
	}
	for _, o := range opts {
		l := optLabels[o.ID]
		if l == nil {
			l = map[i18n.Locale]string{}
		}
		a := &out[at[o.AttributeID]]
		a.Options = append(a.Options, StaffOption{ID: o.ID, Code: o.Code, Swatch: o.Swatch, Position: o.SortOrder, Labels: l, Products: uses[o.ID]})
	}
	return out, nil
}

// attributeForWrite asks for the principal's right to change the
// attributes (a club manager has none: they are the whole shop's) and
// reads the attribute; NotFound for an unknown code.
func (c *categoryStaff) attributeForWrite(ctx context.Context, op, code string) (StaffAttribute, error) {
	p, err := c.require(ctx, op, "attribute", truncate(code, 64))
	if err != nil {
		return StaffAttribute{}, err
	}
	if p.Role.Scoped() {
		return StaffAttribute{}, c.refuse(ctx, op, "attribute", truncate(code, 64))
	}
	var attrs []StaffAttribute
	if validCode(code) {
		if attrs, err = c.attributes(ctx, code); err != nil {
			return StaffAttribute{}, err
		}
	}
	if len(attrs) == 0 {
		return StaffAttribute{}, apperr.New(apperr.NotFound, "catalog.input.unknownAttribute", "attribute", truncate(code, 64)).OnField("attributeCode")
	}
	return attrs[0], nil
}

// oneAttribute reads the attribute after a write.
func (c *categoryStaff) oneAttribute(ctx context.Context, code string) (StaffAttribute, error) {
	attrs, err := c.attributes(ctx, code)
	if err != nil {
		return StaffAttribute{}, err
	}
	if len(attrs) == 0 {
		return StaffAttribute{}, apperr.New(apperr.NotFound, "catalog.input.unknownAttribute", "attribute", code)
	}
	return attrs[0], nil
}

func (c *categoryStaff) SaveAttributeFilter(ctx context.Context, code string, filterable bool, position int) (StaffAttribute, error) {
	const op = "attribute.filter"
	a, err := c.attributeForWrite(ctx, op, code)
	if err != nil {
		return StaffAttribute{}, err
	}
	if filterable && !a.Facetable {
		return StaffAttribute{}, apperr.New(apperr.Invalid, "catalog.attribute.notFacetable").OnField("filterable")
	}
	if err := (validator{}).between("position", position, 0, 10_000); err != nil {
		return StaffAttribute{}, err
	}
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		if _, err := c.s.db.Write().Exec(ctx, `UPDATE attribute SET is_filterable = ?, position = ? WHERE id = ?`, filterable, position, a.ID); err != nil {
			return fmt.Errorf("catalog: save attribute %s: %w", code, err)
		}
		var changes []audit.Change
		if a.Filterable != filterable {
			changes = append(changes, auditChange("is_filterable", strconv.FormatBool(a.Filterable), strconv.FormatBool(filterable)))
		}
		if a.Position != position {
			changes = append(changes, auditChange("position", strconv.Itoa(a.Position), strconv.Itoa(position)))
		}
		return c.record(ctx, op, "attribute", code, audit.Done, changes...)
	})
	c.s.invalidateCache()
	if err != nil {
		return StaffAttribute{}, err
	}
	return c.oneAttribute(ctx, code)
}

func (c *categoryStaff) StaffSaveAttributeOption(ctx context.Context, code string, in StaffOptionInput) (StaffAttribute, error) {
	const op = "attribute.option.save"
	a, err := c.attributeForWrite(ctx, op, code)
	if err != nil {
		return StaffAttribute{}, err
	}
	v := validator{}
	in.Code = strings.TrimSpace(in.Code)
	if !validCode(in.Code) {
		return StaffAttribute{}, v.fail("catalog.input.code", "code", "value", truncate(in.Code, 64))
	}
	label := Localized{}
	for l, s := range in.Label {
		if s = strings.TrimSpace(s); s != "" {
			label[l] = s
		}
	}
	if err := v.localized("label", label, true, maxName); err != nil {
		return StaffAttribute{}, err
	}
	in.Swatch = strings.ToLower(strings.TrimSpace(in.Swatch))
	if in.Swatch != "" && !validSwatch(in.Swatch) {
		return StaffAttribute{}, v.fail("catalog.input.swatch", "swatch", "value", truncate(in.Swatch, 16))
	}
	if err := v.between("position", in.Position, 0, 1_000_000); err != nil {
		return StaffAttribute{}, err
	}
	var before *StaffOption
	for i, o := range a.Options {
		if o.ID == in.ID && in.ID != 0 {
			before = &a.Options[i]
		}
		if o.Code == in.Code && o.ID != in.ID {
			return StaffAttribute{}, v.fail("catalog.input.duplicate", "code", "value", in.Code)
		}
	}
	if in.ID != 0 && before == nil {
		return StaffAttribute{}, apperr.New(apperr.NotFound, "catalog.attribute.optionNotFound", "id", in.ID)
	}
	var affected []int64
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		affected = nil // a run again after an abort starts afresh
		w := c.s.db.Write()
		id := in.ID
		if id == 0 {
			if err := w.Get(ctx, &id, `INSERT INTO attribute_option (attribute_id, code, swatch, sort_order) VALUES (?, ?, ?, ?) RETURNING id`,
				a.ID, in.Code, in.Swatch, in.Position); err != nil {
				return fmt.Errorf("catalog: add option %s/%s: %w", code, in.Code, err)
			}
		} else {
			res, err := w.Exec(ctx, `UPDATE attribute_option SET code = ?, swatch = ?, sort_order = ? WHERE id = ? AND attribute_id = ?`,
				in.Code, in.Swatch, in.Position, id, a.ID)
			if err != nil {
				return fmt.Errorf("catalog: save option %s/%s: %w", code, in.Code, err)
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				return apperr.New(apperr.Conflict, "catalog.changedMeanwhile")
			}
			if _, err := w.Exec(ctx, `DELETE FROM attribute_option_label WHERE option_id = ?`, id); err != nil {
				return fmt.Errorf("catalog: clear labels of option %s/%s: %w", code, in.Code, err)
			}
		}
		for _, l := range i18n.Locales {
			if label[l] == "" {
				continue
			}
			if _, err := w.Exec(ctx, `INSERT INTO attribute_option_label (option_id, locale, label) VALUES (?, ?, ?)`, id, l, label[l]); err != nil {
				return fmt.Errorf("catalog: label of option %s/%s: %w", code, in.Code, err)
			}
		}
		var b StaffOption
		if before != nil {
			b = *before
		}
		changes := []audit.Change{}
		if b.Code != in.Code {
			changes = append(changes, auditChange("code", b.Code, in.Code))
		}
		if b.Swatch != in.Swatch {
			changes = append(changes, auditChange("swatch", b.Swatch, in.Swatch))
		}
		if b.Position != in.Position || before == nil {
			changes = append(changes, auditChange("position", strconv.Itoa(b.Position), strconv.Itoa(in.Position)))
		}
		for _, l := range i18n.Locales {
			if b.Labels[l] != label[l] {
				changes = append(changes, auditChange("label."+string(l), b.Labels[l], label[l]))
			}
		}
		// The manufacturer's name is part of the search documents.
		if code == AttrManufacturer && in.ID != 0 {
			if err := w.Select(ctx, &affected, `SELECT id FROM product WHERE parent_id IS NULL AND manufacturer_option_id = ?`, id); err != nil {
				return fmt.Errorf("catalog: products of manufacturer %d: %w", id, err)
			}
			if err := c.s.enqueueReindex(ctx, w, affected, c.s.now(), false); err != nil {
				return err
			}
		}
		return c.record(ctx, op, "attribute", code+"/"+strconv.FormatInt(id, 10), audit.Done, changes...)
	})
	c.s.invalidateCache()
	if err != nil {
		return StaffAttribute{}, err
	}
	c.s.reindexWithoutQueue(ctx, affected)
	return c.oneAttribute(ctx, code)
}

func (c *categoryStaff) DeleteAttributeOption(ctx context.Context, code string, optionID int64) (StaffAttribute, error) {
	const op = "attribute.option.delete"
	a, err := c.attributeForWrite(ctx, op, code)
	if err != nil {
		return StaffAttribute{}, err
	}
	err = c.s.db.InTransaction(ctx, func(ctx context.Context) error {
		w := c.s.db.Write()
		var o struct {
			Code   string `db:"code"`
			Swatch string `db:"swatch"`
		}
		err := w.GetForUpdate(ctx, &o, `SELECT code, swatch FROM attribute_option WHERE id = ? AND attribute_id = ?`, optionID, a.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.NotFound, "catalog.attribute.optionNotFound", "id", optionID)
		}
		if err != nil {
			return fmt.Errorf("catalog: lock option %d: %w", optionID, err)
		}
		var use struct {
			ID int64 `db:"id"`
			N  int   `db:"n"`
		}
		if err := w.Get(ctx, &use, optionUse+` WHERE o.id = ?`, optionID); err != nil {
			return fmt.Errorf("catalog: use of option %d: %w", optionID, err)
		}
		if use.N > 0 {
			return apperr.New(apperr.Conflict, "catalog.attribute.optionInUse", "count", use.N)
		}
		if _, err := w.Exec(ctx, `DELETE FROM attribute_option WHERE id = ?`, optionID); err != nil {
			return fmt.Errorf("catalog: delete option %d: %w", optionID, err)
		}
		return c.record(ctx, op, "attribute", code+"/"+strconv.FormatInt(optionID, 10), audit.Done,
			auditChange("code", o.Code, ""), auditChange("swatch", o.Swatch, ""))
	})
	c.s.invalidateCache()
	if err != nil {
		return StaffAttribute{}, err
	}
	return c.oneAttribute(ctx, code)
}
