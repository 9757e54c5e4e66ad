package cart

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"image"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"paddock/internal/catalog"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
)

// This file keeps the files customers upload for file options (a club's
// logo on a shirt). Magento's GraphQL cannot upload files, so the
// storefront posts the file first (OptionFileRoutes) and adds the item
// with the token it got as the option's text. A file is checked against
// the product's option (extension, MaxOptionFileBytes, an image's width
// and height), an image re-encoded (only pixels survive: no EXIF, nothing
// appended), a PDF checked for active content; it is kept in the database,
// never in the public media store, bound to the cart that uploaded it: a
// token names a file only in its own cart, goes with the cart (a merge
// moves it along), and files no item names are pruned with the carts.

// ImageRewriter re-encodes an uploaded picture (media.Library.Rewrite):
// the new bytes and their content type, apperr.Invalid for no picture.
type ImageRewriter interface {
	Rewrite(ctx context.Context, data []byte) ([]byte, string, error)
}

// OptionFileInput is a file uploaded for a file option: the product's
// SKU (the configurable product's for a variant), the option's uid
// (CustomizableFileValue.uid), the file's name and its bytes.
type OptionFileInput struct {
	SKU       string
	OptionUID string
	FileName  string
	Data      []byte
}

// OptionFile is a kept upload: its token (for entered_options), its name,
// type, size and, for a picture, its width and height.
type OptionFile struct {
	Token       string `json:"token"`
	FileName    string `json:"filename"`
	ContentType string `json:"contentType"`
	Size        int    `json:"size"`
	Width       int    `json:"width,omitempty"`
	Height      int    `json:"height,omitempty"`
}

// contentTypes are the types of the extensions file options accept.
var contentTypes = map[string]string{"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
	"webp": "image/webp", "pdf": "application/pdf"}

// MaxOptionFilesPerCart bounds the files a cart keeps at once, added to
// items or not (those nobody added go with the daily prune).
const MaxOptionFilesPerCart = 20

func (s *service) UploadOptionFile(ctx context.Context, ref Ref, in OptionFileInput) (OptionFile, error) {
	row, err := s.find(ctx, s.db.Read(), ref, false)
	if err != nil {
		return OptionFile{}, err
	}
	opt, err := s.fileOption(ctx, ref, in)
	if err != nil {
		return OptionFile{}, err
	}
	f := *opt.File
	allowed := catalog.JoinExtensions(f.Extensions)
	if len(in.Data) == 0 {
		return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.empty").OnField("file")
	}
	if len(in.Data) > catalog.MaxOptionFileBytes {
		return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.tooLarge", "max", catalog.MaxOptionFileBytes>>20).OnField("file")
	}
	ext := strings.ToLower(strings.TrimPrefix(path.Ext(in.FileName), "."))
	if !f.Accepts(ext) {
		return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.type", "option", opt.Title, "allowed", allowed).OnField("file")
	}
	out := OptionFile{ContentType: contentTypes[ext]}
	data := in.Data
	if ext == "pdf" {
		if s.CheckPDF == nil {
			return OptionFile{}, apperr.New(apperr.Unavailable, "errors.unavailable")
		}
		if err := s.CheckPDF(data); err != nil {
			return OptionFile{}, err
		}
	} else {
		if s.Images == nil {
			return OptionFile{}, apperr.New(apperr.Unavailable, "errors.unavailable")
		}
		var ct string
		if data, ct, err = s.Images.Rewrite(ctx, data); err != nil {
			if e := apperr.As(err); e.Kind == apperr.Invalid {
				return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.type", "option", opt.Title, "allowed", allowed).OnField("file")
			}
			return OptionFile{}, err
		}
		if ct != out.ContentType { // a JPEG named .png, say
			return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.type", "option", opt.Title, "allowed", allowed).OnField("file")
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return OptionFile{}, fmt.Errorf("cart: read the re-encoded upload: %w", err)
		}
		out.Width, out.Height = cfg.Width, cfg.Height
		if (f.MaxWidth > 0 && cfg.Width > f.MaxWidth) || (f.MaxHeight > 0 && cfg.Height > f.MaxHeight) {
			return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.dimensions", "width", cfg.Width, "height", cfg.Height,
				"maxWidth", orAny(f.MaxWidth), "maxHeight", orAny(f.MaxHeight)).OnField("file")
		}
	}
	out.FileName, out.Size, out.Token = cleanFileName(in.FileName, ext), len(data), catalog.NewFileToken()
	// One statement counts and keeps, so that uploads side by side do not
	// pass the bound together by much.
	res, err := s.db.Write().Exec(ctx, `INSERT INTO cart_option_file (token, cart_id, option_id, file_name, content_type, size,
		width, height, data, created_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
		WHERE (SELECT COUNT(*) FROM cart_option_file WHERE cart_id = ?) < ?`, out.Token, row.ID, opt.ID, out.FileName,
		out.ContentType, out.Size, out.Width, out.Height, data, s.now().UTC(), row.ID, MaxOptionFilesPerCart)
	if err != nil {
		return OptionFile{}, fmt.Errorf("cart: keep an option file: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return OptionFile{}, fmt.Errorf("cart: keep an option file: %w", err)
	} else if n == 0 {
		return OptionFile{}, apperr.New(apperr.Invalid, "cart.file.tooMany", "max", MaxOptionFilesPerCart).OnField("file")
	}
	return out, nil
}

// orAny is a limit for a message: the number, or "–" for none.
func orAny(n int) string {
	if n <= 0 {
		return "–"
	}
	return fmt.Sprint(n)
}

// fileOption is the file option the upload is for: the product's (not a
// variant's) option of type file that the uid names.
func (s *service) fileOption(ctx context.Context, ref Ref, in OptionFileInput) (catalog.CustomOption, error) {
	sku := strings.TrimSpace(in.SKU)
	unknown := apperr.New(apperr.NotFound, "cart.file.option").OnField("option")
	if sku == "" || len(sku) > 64 {
		return catalog.CustomOption{}, unknown
	}
	uid, ok := catalog.ParseOptionUID(strings.TrimSpace(in.OptionUID))
	if !ok || uid.Attribute != "" || uid.ValueID != 0 {
		return catalog.CustomOption{}, unknown
	}
	found, err := s.Catalog.Products(ctx, ref.Store.Locale, catalog.ProductFilter{SKUs: []string{sku}})
	if err != nil {
		return catalog.CustomOption{}, err
	}
	for _, p := range found {
		for _, o := range p.CustomOptions {
			if p.ParentID == 0 && o.ID == uid.OptionID && o.Type == catalog.FileOption && o.File != nil {
				return o, nil
			}
		}
	}
	return catalog.CustomOption{}, unknown
}

// cleanFileName keeps a file's base name without control or format
// characters, quotes or slashes, at most 100 characters, with the
// extension ext it was accepted by.
func cleanFileName(name, ext string) string {
	name = path.Base(strings.ReplaceAll(name, `\`, "/"))
	name = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '"' || r == '/' {
			return -1
		}
		return r
	}, name))
	base := strings.TrimSuffix(name, path.Ext(name))
	if r := []rune(base); len(r) > 90 {
		base = string(r[:90])
	}
	if base == "" || strings.HasPrefix(base, ".") {
		base = "upload"
	}
	return base + "." + ext
}

// checkFiles refuses an item whose file options name a token that is no
// file of this cart for that option: someone else's token changes nothing.
func (c *change) checkFiles(ctx context.Context, r resolved) (*UserError, error) {
	for _, so := range r.options {
		o, ok := fileOptionOf(r.product, so.OptionID)
		if !ok {
			continue
		}
		var id int64
		err := c.tx.Get(ctx, &id, `SELECT id FROM cart_option_file WHERE token = ? AND cart_id = ? AND option_id = ?`,
			so.Text, c.row.ID, so.OptionID)
		if errors.Is(err, sql.ErrNoRows) {
			return &UserError{Code: InvalidParameterValue, Err: apperr.New(apperr.Invalid, "cart.add.fileUnknown", "option", o.Title)}, nil
		}
		if err != nil {
			return nil, fmt.Errorf("cart: find an option file: %w", err)
		}
	}
	return nil, nil
}

// fileOptionOf is p's file option of id.
func fileOptionOf(p catalog.Product, id int64) (catalog.CustomOption, bool) {
	for _, o := range p.CustomOptions {
		if o.ID == id && o.Type == catalog.FileOption {
			return o, true
		}
	}
	return catalog.CustomOption{}, false
}

// fillFiles names the files the items' file options hold (FileName,
// FileID); an item whose file is gone (pruned, or never this cart's) can
// no longer be ordered as it is.
func fillFiles(ctx context.Context, h db.Handle, cartID int64, items []Item) error {
	var tokens []string
	for _, it := range items {
		for _, o := range it.Options {
			if o.Option.Type == catalog.FileOption {
				tokens = append(tokens, o.Text)
			}
		}
	}
	if len(tokens) == 0 {
		return nil
	}
	var rows []struct {
		ID       int64  `db:"id"`
		Token    string `db:"token"`
		OptionID int64  `db:"option_id"`
		FileName string `db:"file_name"`
	}
	if err := h.Select(ctx, &rows, `SELECT id, token, option_id, file_name FROM cart_option_file WHERE cart_id = ?`, cartID); err != nil {
		return fmt.Errorf("cart: option files: %w", err)
	}
	for i := range items {
		it := &items[i]
		opts := it.Options
		for j, o := range opts {
			if o.Option.Type != catalog.FileOption {
				continue
			}
			found := false
			for _, r := range rows {
				if r.Token == o.Text && r.OptionID == o.Option.ID {
					if !found {
						opts = append([]ChosenOption(nil), opts...) // the slice may be shared
					}
					opts[j].FileName, opts[j].FileID, found = r.FileName, r.ID, true
				}
			}
			if !found && it.Available {
				it.Available = false
				it.Errors = append(it.Errors, ItemError{Code: ItemUndefined, Err: apperr.New(apperr.Invalid, "cart.item.optionsChanged")})
			}
		}
		it.Options = opts
	}
	return nil
}

// moveFiles hands a merged cart's files to the cart its items move into.
func (c *change) moveFiles(ctx context.Context, from int64) error {
	if _, err := c.tx.Exec(ctx, `UPDATE cart_option_file SET cart_id = ? WHERE cart_id = ?`, c.row.ID, from); err != nil {
		return fmt.Errorf("cart: move option files of cart %d: %w", from, err)
	}
	return nil
}

// pruneFiles deletes files uploaded longer than EmptyGuestLifetime ago that no
// item of their cart names (uploaded and never added, or the item
// removed), and the files of carts that became orders (placing the order
// copied the ones its items named).
func (s *service) pruneFiles(ctx context.Context) error {
	now := s.now().UTC()
	if _, err := s.db.Write().Exec(ctx, `DELETE FROM cart_option_file WHERE created_at < ? AND (
		cart_id IN (SELECT id FROM cart WHERE NOT is_active)
		OR NOT EXISTS (SELECT 1 FROM cart_item i WHERE i.cart_id = cart_option_file.cart_id
			AND i.options LIKE '%' || cart_option_file.token || '%'))`, now.Add(-EmptyGuestLifetime)); err != nil {
		return fmt.Errorf("cart: prune option files: %w", err)
	}
	return nil
}
