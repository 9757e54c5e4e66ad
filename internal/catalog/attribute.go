package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"

	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// The attribute codes the catalogue itself uses; the migration defines
// them with their labels.
const (
	AttrManufacturer         = "manufacturer"
	AttrColor                = "color"
	AttrSize                 = "size"
	AttrLogoPosition         = "logo_position"
	AttrLogoType             = "logo_type"
	AttrSublimationOptions   = "sublimation_options"
	AttrSublimationPositions = "sublimation_positions"
)

// maxOptionsPerSave bounds one SaveAttributeOptions call.
const maxOptionsPerSave = 1000

// optionRow is an attribute option with its label in one locale and
// German.
type optionRow struct {
	ID          int64  `db:"id"`
	AttributeID int64  `db:"attribute_id"`
	Code        string `db:"code"`
	Swatch      string `db:"swatch"`
	SortOrder   int    `db:"sort_order"`
	Label       string `db:"label"`
	LabelDE     string `db:"label_de"`
}

func (r optionRow) option() Option {
	return Option{ID: r.ID, Code: r.Code, Label: orGerman(r.Label, r.LabelDE), Swatch: r.Swatch}
}

const optionSelect = `
	SELECT o.id, o.attribute_id, o.code, o.swatch, o.sort_order,
		COALESCE(l.label, '') AS label, COALESCE(d.label, '') AS label_de
	FROM attribute_option o
	LEFT JOIN attribute_option_label l ON l.option_id = o.id AND l.locale = ?
	LEFT JOIN attribute_option_label d ON d.option_id = o.id AND d.locale = 'de'`

// loadOptions returns the options with the given ids, labelled in locale.
func loadOptions(ctx context.Context, h db.Handle, locale i18n.Locale, ids []int64) (map[int64]optionRow, error) {
	out := make(map[int64]optionRow, len(ids))
	for _, chunk := range db.Chunks(uniqueIDs(ids), db.MaxInList) {
		var rows []optionRow
		if err := h.Select(ctx, &rows, optionSelect+` WHERE o.id IN (`+db.InList(len(chunk))+`)`,
			append([]any{locale}, db.Args(chunk)...)...); err != nil {
			return nil, fmt.Errorf("catalog: load options: %w", err)
		}
		for _, r := range rows {
			out[r.ID] = r
		}
	}
	return out, nil
}

// optionPtr returns the option with the id, or nil for none.
func optionPtr(opts map[int64]optionRow, id sql.NullInt64) *Option {
	if !id.Valid {
		return nil
	}
	r, ok := opts[id.Int64]
	if !ok {
		return nil
	}
	o := r.option()
	return &o
}

// attributeRow is an attribute with its label in one locale and German.
type attributeRow struct {
	ID         int64  `db:"id"`
	Code       string `db:"code"`
	InputType  string `db:"input_type"`
	Filterable bool   `db:"is_filterable"`
	Position   int    `db:"position"`
	Label      string `db:"label"`
	LabelDE    string `db:"label_de"`
}

const attributeSelect = `
	SELECT a.id, a.code, a.input_type, a.is_filterable, a.position,
		COALESCE(l.label, '') AS label, COALESCE(d.label, '') AS label_de
	FROM attribute a
	LEFT JOIN attribute_label l ON l.attribute_id = a.id AND l.locale = ?
	LEFT JOIN attribute_label d ON d.attribute_id = a.id AND d.locale = 'de'`

func (s *service) Attributes(ctx context.Context, locale i18n.Locale, codes []string) ([]Attribute, error) {
	if err := checkLocale(locale); err != nil {
		return nil, err
	}
	if len(codes) > 100 {
		return nil, apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", "codes", "max", 100).OnField("codes")
	}
	all, key := len(codes) == 0, "attributes|"+string(locale)+"|all"
	if !all {
		codes = matchable(codes, false)
		key = "attributes|" + string(locale) + "|codes|" + strings.Join(codes, "\x00")
	}
	v := s.readCacheView(ctx)
	attrs, err := cached(v, key, func() ([]Attribute, error) { return s.loadAttributes(ctx, locale, all, codes) })
	if err != nil || !v.on() {
		return attrs, err
	}
	return cloneAttributes(attrs), nil
}

// loadAttributes reads the attributes with the codes, or all of them, with
// their options.
func (s *service) loadAttributes(ctx context.Context, locale i18n.Locale, all bool, codes []string) ([]Attribute, error) {
	q, a := attributeSelect, []any{locale}
	if !all {
		q += ` WHERE a.code IN (` + db.InList(len(codes)) + `)`
		a = append(a, db.Args(codes)...)
	}
	var attrs []attributeRow
	if err := s.db.Read().Select(ctx, &attrs, q+` ORDER BY a.position, a.id`, a...); err != nil {
		return nil, fmt.Errorf("catalog: list attributes: %w", err)
	}
	out := make([]Attribute, 0, len(attrs))
	if len(attrs) == 0 {
		return out, nil
	}
	ids := make([]int64, len(attrs))
	for i, at := range attrs {
		ids[i] = at.ID
	}
	var opts []optionRow
	if err := s.db.Read().Select(ctx, &opts, optionSelect+` WHERE o.attribute_id IN (`+db.InList(len(ids))+`) ORDER BY o.sort_order, o.id`,
		append([]any{locale}, db.Args(ids)...)...); err != nil {
		return nil, fmt.Errorf("catalog: list attribute options: %w", err)
	}
	byAttr := map[int64][]Option{}
	for _, o := range opts {
		byAttr[o.AttributeID] = append(byAttr[o.AttributeID], o.option())
	}
	for _, at := range attrs {
		options := byAttr[at.ID]
		if options == nil {
			options = []Option{}
		}
		out = append(out, Attribute{
			Code: at.Code, Label: orGerman(at.Label, at.LabelDE), InputType: at.InputType,
			Filterable: at.Filterable, Options: options,
		})
	}
	return out, nil
}

func (s *service) SaveAttributeOptions(ctx context.Context, attributeCode string, options []AttributeOptionInput) error {
	var attr attributeRow
	err := sql.ErrNoRows
	if validCode(attributeCode) {
		err = s.db.Read().Get(ctx, &attr, attributeSelect+` WHERE a.code = ?`, i18n.German, attributeCode)
	}
	if errors.Is(err, sql.ErrNoRows) || (err == nil && attr.InputType != "select" && attr.InputType != "multiselect") {
		return apperr.New(apperr.Invalid, "catalog.input.unknownAttribute", "attribute", truncate(attributeCode, 64)).OnField("attributeCode")
	}
	if err != nil {
		return fmt.Errorf("catalog: get attribute %s: %w", attributeCode, err)
	}
	if len(options) > maxOptionsPerSave {
		return apperr.New(apperr.Invalid, "catalog.input.tooMany", "field", "options", "max", maxOptionsPerSave).OnField("options")
	}
	seen := map[string]bool{}
	for i, o := range options {
		v := validator{prefix: fmt.Sprintf("options[%d].", i)}
		if !validCode(o.Code) {
			return v.fail("catalog.input.code", "code", "value", truncate(o.Code, 64))
		}
		if seen[o.Code] {
			return v.fail("catalog.input.duplicate", "code", "value", o.Code)
		}
		seen[o.Code] = true
		if err := v.localized("label", o.Label, true, maxName); err != nil {
			return err
		}
		if o.Swatch != "" && !validSwatch(o.Swatch) {
			return v.fail("catalog.input.swatch", "swatch", "value", truncate(o.Swatch, 16))
		}
	}
	var affected []int64
	err = s.db.InTx(ctx, func(tx db.Handle) error {
		affected = nil // a run again after an abort starts afresh
		var manufacturerOptions []int64
		for _, o := range options {
			var id int64
			if err := tx.Get(ctx, &id, `
				INSERT INTO attribute_option (attribute_id, code, swatch, sort_order) VALUES (?, ?, ?, ?)
				ON CONFLICT (attribute_id, code) DO UPDATE SET swatch = excluded.swatch, sort_order = excluded.sort_order
				RETURNING id`, attr.ID, o.Code, o.Swatch, o.SortOrder); err != nil {
				return fmt.Errorf("catalog: save option %s/%s: %w", attributeCode, o.Code, err)
			}
			if _, err := tx.Exec(ctx, `DELETE FROM attribute_option_label WHERE option_id = ?`, id); err != nil {
				return fmt.Errorf("catalog: clear labels of option %s/%s: %w", attributeCode, o.Code, err)
			}
			for _, l := range i18n.Locales {
				if o.Label[l] == "" {
					continue
				}
				if _, err := tx.Exec(ctx, `INSERT INTO attribute_option_label (option_id, locale, label) VALUES (?, ?, ?)`,
					id, l, o.Label[l]); err != nil {
					return fmt.Errorf("catalog: save label of option %s/%s: %w", attributeCode, o.Code, err)
				}
			}
			manufacturerOptions = append(manufacturerOptions, id)
		}
		// Only the manufacturer's name is part of the search documents.
		if attributeCode != AttrManufacturer || len(manufacturerOptions) == 0 {
			return nil
		}
		for _, chunk := range db.Chunks(manufacturerOptions, db.MaxInList) {
			var ids []int64
			if err := tx.Select(ctx, &ids, `SELECT id FROM product WHERE parent_id IS NULL AND manufacturer_option_id IN (`+db.InList(len(chunk))+`)`, db.Args(chunk)...); err != nil {
				return fmt.Errorf("catalog: products of manufacturers: %w", err)
			}
			affected = append(affected, ids...)
		}
		return s.enqueueReindex(ctx, tx, affected, s.now(), false)
	})
	s.invalidateCache()
	if err != nil {
		return err
	}
	s.reindexWithoutQueue(ctx, affected)
	return nil
}

// optionCodes maps attribute code → option code → option id, for checking
// and resolving the option codes of inputs.
type optionCodes map[string]map[string]int64

// loadOptionCodes reads every option of the attributes products refer to.
func loadOptionCodes(ctx context.Context, h db.Handle) (optionCodes, map[string]int64, error) {
	var rows []struct {
		AttributeID int64          `db:"attribute_id"`
		Attribute   string         `db:"attribute_code"`
		OptionID    sql.NullInt64  `db:"option_id"`
		Code        sql.NullString `db:"option_code"`
	}
	if err := h.Select(ctx, &rows, `
		SELECT a.id AS attribute_id, a.code AS attribute_code, o.id AS option_id, o.code AS option_code
		FROM attribute a LEFT JOIN attribute_option o ON o.attribute_id = a.id`); err != nil {
		return nil, nil, fmt.Errorf("catalog: load option codes: %w", err)
	}
	codes := optionCodes{}
	attrs := map[string]int64{}
	for _, r := range rows {
		attrs[r.Attribute] = r.AttributeID
		if codes[r.Attribute] == nil {
			codes[r.Attribute] = map[string]int64{}
		}
		if r.OptionID.Valid {
			codes[r.Attribute][r.Code.String] = r.OptionID.Int64
		}
	}
	return codes, attrs, nil
}

// sortOptions orders options as their attribute lists them.
func sortOptions(opts []optionRow) {
	sort.SliceStable(opts, func(i, j int) bool {
		if opts[i].SortOrder != opts[j].SortOrder {
			return opts[i].SortOrder < opts[j].SortOrder
		}
		return opts[i].ID < opts[j].ID
	})
}
