package content

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// ClubStaff is the back office's side of the clubs (issue 27, point 2):
// their settings (slug, name, list name, SKU prefix, status, visibility,
// banner colour, logo, contact, shop root category). Every method asks
// access.ContentManage and records a refusal; every write records who
// changed what with before and after, in the transaction of the change.
// A club manager reads and changes only their own clubs (another club is
// NotFound) and never their SKU prefix or shop root category, nor creates
// or deletes clubs; the owner and content editors manage every club. The
// club's home page (its blocks and SEO meta per language) is saved with
// the settings when the input carries texts, checked as a page's blocks
// are; a save names the version it was made from and a stale one is a
// Conflict. The shop has no member price rules: clubs have none to set.
type ClubStaff interface {
	StaffClubs(ctx context.Context) ([]StaffClub, error)
	StaffClub(ctx context.Context, id int64) (StaffClub, error)
	// StaffSaveClub creates (ID 0) or changes a club.
	StaffSaveClub(ctx context.Context, in StaffClubInput) (StaffClub, error)
	// StaffDeleteClub removes a club and its texts; its staff lose it.
	StaffDeleteClub(ctx context.Context, id int64) error
	// SaveClubLogo records an image that internal/media stored (the
	// upload re-encodes it) as a logo a club's save may then name.
	SaveClubLogo(ctx context.Context, key string, width, height int) (Media, error)
}

// StaffClub is a club as the back office edits it.
type StaffClub struct {
	ID                 int64
	Slug               string
	Name               string
	ListName           string
	SKUPrefix          string
	Status             ClubStatus
	Visibility         ClubVisibility
	Logo               *Media
	BannerColor        string
	ShopRootCategoryID string
	ContactName        string
	ContactEmail       string
	ContactPhone       string
	// ContactAddress is the postal address, lines separated by newlines.
	ContactAddress string
	BannerLayout   ClubBannerLayout
	UpdatedAt      time.Time
	// Texts are the club home's meta and blocks per language.
	Texts map[i18n.Locale]StaffClubText
	// Version fingerprints the club as read (settings, texts and time of
	// the last change); a save names it to be refused when stale.
	Version string
	// Restricted is true for a club manager: the SKU prefix and the shop
	// root category are not theirs to change.
	Restricted bool
}

// StaffClubInput creates or changes a club. A club manager's SKU prefix
// and shop root category must be the club's own.
type StaffClubInput struct {
	ID                 int64
	Slug               string
	Name               string
	ListName           string
	SKUPrefix          string
	Status             ClubStatus
	Visibility         ClubVisibility
	LogoID             int64
	BannerColor        string
	ShopRootCategoryID string
	ContactName        string
	ContactEmail       string
	ContactPhone       string
	// ContactAddress is the postal address, lines separated by newlines;
	// nil keeps it as it is.
	ContactAddress *string
	// BannerLayout is one of the ClubBanner layouts; empty keeps it as it
	// is (band for a new club).
	BannerLayout ClubBannerLayout
	// Version is the StaffClub.Version the change was made from; empty
	// skips the check (a new club).
	Version string
	// Texts replace the club home's meta and blocks per language (German
	// required); nil keeps them as they are.
	Texts map[i18n.Locale]StaffClubText
}

// StaffClubText is a club home's language: its SEO meta and its blocks
// as the block input JSON (an array of objects with their blockType).
type StaffClubText struct {
	Meta   Meta
	Blocks json.RawMessage
}

// ClubStaffOptions builds the clubs' staff side.
type ClubStaffOptions struct {
	Content Service
	Audit   interface {
		Record(ctx context.Context, e audit.Entry) error
	}
}

type clubStaff struct {
	s     *service
	audit interface {
		Record(ctx context.Context, e audit.Entry) error
	}
}

// NewClubStaff returns the clubs' staff side.
func NewClubStaff(o ClubStaffOptions) (ClubStaff, error) {
	s, ok := o.Content.(*service)
	if !ok || o.Audit == nil {
		return nil, errors.New("content: the club staff needs the content service and the audit trail")
	}
	return &clubStaff{s: s, audit: o.Audit}, nil
}

func (cs *clubStaff) record(ctx context.Context, op, id string, outcome audit.Outcome, changes ...audit.Change) error {
	if err := cs.audit.Record(ctx, audit.Entry{Operation: op, ObjectType: "club", ObjectID: id, Outcome: outcome, Changes: changes}); err != nil {
		return fmt.Errorf("content: %s: audit: %w", op, err)
	}
	return nil
}

func (cs *clubStaff) require(ctx context.Context, op, id string) (access.Principal, error) {
	p, err := access.Require(ctx, access.ContentManage)
	if apperr.KindOf(err) == apperr.Forbidden {
		if rerr := cs.record(ctx, op, id, audit.Refused); rerr != nil {
			return p, errors.Join(err, rerr)
		}
	}
	return p, err
}

// refuse records a refusal and answers err.
func (cs *clubStaff) refuse(ctx context.Context, op, id string, err error) error {
	if rerr := cs.record(ctx, op, id, audit.Refused); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

func (cs *clubStaff) load(ctx context.Context, ids []int64, all bool) ([]StaffClub, error) {
	h := cs.s.db.Read()
	q := `SELECT ` + clubRowColumns + ` FROM club c`
	var rows []clubRow
	var err error
	switch {
	case all:
		err = h.Select(ctx, &rows, q+` ORDER BY c.name, c.id`)
	case len(ids) > 0:
		err = h.Select(ctx, &rows, q+` WHERE c.id IN (`+db.InList(len(ids))+`) ORDER BY c.name, c.id`, db.Args(ids)...)
	}
	if err != nil {
		return nil, fmt.Errorf("content: load clubs: %w", err)
	}
	out := make([]StaffClub, 0, len(rows))
	logos := map[int64]*Media{}
	var logoIDs []int64
	for _, r := range rows {
		if r.LogoID != nil {
			logoIDs = append(logoIDs, *r.LogoID)
		}
	}
	if len(logoIDs) > 0 {
		var ms []mediaRow
		if err := h.Select(ctx, &ms, `SELECT id, blob_key, width, height, mime_type, alt FROM content_media WHERE id IN (`+db.InList(len(logoIDs))+`)`,
			db.Args(logoIDs)...); err != nil {
			return nil, fmt.Errorf("content: load club logos: %w", err)
		}
		for _, m := range ms {
			logos[m.ID] = &Media{ID: m.ID, Key: m.Key, Width: m.Width, Height: m.Height, MimeType: m.MimeType}
		}
	}
	texts := map[int64]map[i18n.Locale]StaffClubText{}
	if len(rows) > 0 {
		clubIDs := make([]int64, len(rows))
		for i, r := range rows {
			clubIDs[i] = r.ID
		}
		var ts []struct {
			ClubID int64  `db:"club_id"`
			Locale string `db:"locale"`
			Meta   string `db:"meta"`
			Blocks string `db:"blocks"`
		}
		if err := h.Select(ctx, &ts, `SELECT club_id, locale, meta, blocks FROM club_locale WHERE club_id IN (`+db.InList(len(clubIDs))+`) ORDER BY club_id, locale`,
			db.Args(clubIDs)...); err != nil {
			return nil, fmt.Errorf("content: load club texts: %w", err)
		}
		for _, t := range ts {
			var meta Meta
			_ = json.Unmarshal([]byte(t.Meta), &meta)
			blocks := json.RawMessage(t.Blocks)
			if !json.Valid(blocks) {
				blocks = json.RawMessage("[]")
			}
			if texts[t.ClubID] == nil {
				texts[t.ClubID] = map[i18n.Locale]StaffClubText{}
			}
			texts[t.ClubID][i18n.Locale(t.Locale)] = StaffClubText{Meta: meta, Blocks: blocks}
		}
	}
	for _, r := range rows {
		c := StaffClub{ID: r.ID, Slug: r.Slug, Name: r.Name, ListName: r.ListName, SKUPrefix: r.SKUPrefix,
			Status: ClubStatus(r.Status), Visibility: ClubVisibility(r.Visibility), BannerColor: r.BannerColor,
			ShopRootCategoryID: r.ShopRootCategoryID, ContactName: r.ContactName, ContactEmail: r.ContactEmail,
			ContactPhone: r.ContactPhone, ContactAddress: r.ContactAddress, BannerLayout: ClubBannerLayout(r.BannerLayout),
			UpdatedAt: r.UpdatedAt.UTC(), Texts: texts[r.ID]}
		if c.Texts == nil {
			c.Texts = map[i18n.Locale]StaffClubText{}
		}
		if r.LogoID != nil {
			c.Logo = logos[*r.LogoID]
		}
		c.Version = clubVersion(c)
		out = append(out, c)
	}
	return out, nil
}

func (cs *clubStaff) StaffClubs(ctx context.Context) ([]StaffClub, error) {
	p, err := cs.require(ctx, "club.list", "")
	if err != nil {
		return nil, err
	}
	var list []StaffClub
	if p.Role.Scoped() {
		list, err = cs.load(ctx, p.Clubs, false)
	} else {
		list, err = cs.load(ctx, nil, true)
	}
	for i := range list {
		list[i].Restricted = p.Role.Scoped()
	}
	return list, err
}

// one reads a club the principal may touch; NotFound otherwise (a club
// manager's refusal recorded).
func (cs *clubStaff) one(ctx context.Context, p access.Principal, op string, id int64) (StaffClub, error) {
	notFound := apperr.New(apperr.NotFound, "content.club.unknown", "id", id)
	if p.Role.Scoped() && !slices.Contains(p.Clubs, id) {
		return StaffClub{}, cs.refuse(ctx, op, strconv.FormatInt(id, 10), notFound)
	}
	list, err := cs.load(ctx, []int64{id}, false)
	if err != nil {
		return StaffClub{}, err
	}
	if len(list) == 0 {
		return StaffClub{}, notFound
	}
	list[0].Restricted = p.Role.Scoped()
	return list[0], nil
}

func (cs *clubStaff) StaffClub(ctx context.Context, id int64) (StaffClub, error) {
	op := "club.read"
	p, err := cs.require(ctx, op, strconv.FormatInt(id, 10))
	if err != nil {
		return StaffClub{}, err
	}
	return cs.one(ctx, p, op, id)
}

// clubVersion fingerprints what a club's editor read.
func clubVersion(c StaffClub) string {
	c.Version, c.Restricted = "", false
	body, _ := json.Marshal(struct {
		StaffClub
		At string
	}{c, c.UpdatedAt.Format(time.RFC3339Nano)})
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:12])
}

// clubTexts decodes the editor's texts into the ones SaveClub checks.
func clubTexts(in map[i18n.Locale]StaffClubText) (map[i18n.Locale]ClubTexts, error) {
	out := make(map[i18n.Locale]ClubTexts, len(in))
	for l, t := range in {
		blocks := []Block{}
		if len(t.Blocks) > 0 && string(t.Blocks) != "null" {
			var err error
			if blocks, err = DecodeBlocks(t.Blocks, true); err != nil {
				field := "locales." + string(l) + ".blocks"
				return nil, apperr.New(apperr.Invalid, "content.page.blocksInvalid", "field", field).OnField(field)
			}
		}
		out[l] = ClubTexts{Meta: t.Meta, Blocks: blocks}
	}
	return out, nil
}

// maxContact bounds a contact field.
const maxContact = 200

// maxAddressLines bounds the lines of a club's postal address.
const maxAddressLines = 5

// clubAddress tidies a postal address: each line trimmed, empty lines
// dropped, at most maxAddressLines lines of maxContact characters.
func clubAddress(f *apperr.Fields, address string) string {
	var lines []string
	for _, line := range strings.Split(strings.ReplaceAll(address, "\r\n", "\n"), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	if len(lines) > maxAddressLines {
		f.Add("contactAddress", "clubs.addressLines", "max", maxAddressLines)
		return address
	}
	for i, line := range lines {
		lines[i] = f.Line("contactAddress", line, maxContact, false)
	}
	return strings.Join(lines, "\n")
}

func (cs *clubStaff) StaffSaveClub(ctx context.Context, in StaffClubInput) (StaffClub, error) {
	op := "club.update"
	if in.ID == 0 {
		op = "club.create"
	}
	idText := strconv.FormatInt(in.ID, 10)
	p, err := cs.require(ctx, op, idText)
	if err != nil {
		return StaffClub{}, err
	}
	var before StaffClub
	if in.ID == 0 {
		if p.Role.Scoped() {
			return StaffClub{}, cs.refuse(ctx, op, idText, apperr.New(apperr.Forbidden, "admin.forbidden"))
		}
	} else {
		if before, err = cs.one(ctx, p, op, in.ID); err != nil {
			return StaffClub{}, err
		}
		if p.Role.Scoped() {
			prefix := strings.ToUpper(strings.TrimSpace(in.SKUPrefix))
			switch {
			case prefix != before.SKUPrefix:
				return StaffClub{}, cs.refuse(ctx, op, idText, apperr.New(apperr.Forbidden, "clubs.fixed").OnField("skuPrefix"))
			case strings.TrimSpace(in.ShopRootCategoryID) != before.ShopRootCategoryID:
				return StaffClub{}, cs.refuse(ctx, op, idText, apperr.New(apperr.Forbidden, "clubs.fixed").OnField("shopRootCategoryId"))
			}
		}
	}
	var f apperr.Fields
	in.ContactName = f.Line("contactName", in.ContactName, maxContact, false)
	in.ContactEmail = f.Line("contactEmail", in.ContactEmail, maxContact, false)
	if in.ContactEmail != "" {
		if a, err := mail.ParseAddress(in.ContactEmail); err != nil || a.Address != in.ContactEmail || !strings.Contains(in.ContactEmail, ".") {
			f.Add("contactEmail", "clubs.email")
		}
	}
	in.ContactPhone = f.Telephone("contactPhone", in.ContactPhone, 40, false)
	if in.ContactAddress != nil {
		address := clubAddress(&f, *in.ContactAddress)
		in.ContactAddress = &address
	}
	switch in.BannerLayout {
	case "", ClubBannerBand, ClubBannerCentered, ClubBannerLight:
	default:
		f.Add("bannerLayout", "clubs.bannerLayout")
	}
	if err := f.Err(); err != nil {
		return StaffClub{}, err
	}
	var given map[i18n.Locale]ClubTexts
	if in.Texts != nil {
		if given, err = clubTexts(in.Texts); err != nil {
			return StaffClub{}, err
		}
	}
	var saved int64
	err = cs.s.db.InTransaction(ctx, func(ctx context.Context) error {
		if in.ID != 0 {
			// The row is held while the version is compared.
			if _, err := cs.s.db.Write().Exec(ctx, `UPDATE club SET updated_at = updated_at WHERE id = ?`, in.ID); err != nil {
				return fmt.Errorf("content: lock club %d: %w", in.ID, err)
			}
			now, err := cs.load(ctx, []int64{in.ID}, false)
			if err != nil {
				return err
			}
			if len(now) == 0 {
				return apperr.New(apperr.NotFound, "content.club.unknown", "id", in.ID)
			}
			if in.Version != "" && in.Version != now[0].Version {
				return apperr.New(apperr.Conflict, "clubs.changedMeanwhile")
			}
			before = now[0]
		}
		locales := given
		if locales == nil {
			var err error
			if locales, err = cs.storedTexts(ctx, in.ID); err != nil {
				return err
			}
		}
		id, err := cs.s.SaveClub(ctx, ClubInput{ID: in.ID, Name: in.Name, ListName: in.ListName, SKUPrefix: in.SKUPrefix,
			Status: in.Status, Visibility: in.Visibility, Slug: in.Slug, LogoID: in.LogoID, BannerColor: in.BannerColor,
			ShopRootCategoryID: strings.TrimSpace(in.ShopRootCategoryID), Locales: locales})
		if err != nil {
			return err
		}
		saved = id
		address, layout := before.ContactAddress, before.BannerLayout
		if in.ContactAddress != nil {
			address = *in.ContactAddress
		}
		if in.BannerLayout != "" {
			layout = in.BannerLayout
		}
		if layout == "" {
			layout = ClubBannerBand
		}
		if _, err := cs.s.db.Write().Exec(ctx, `UPDATE club SET contact_name = ?, contact_email = ?, contact_phone = ?, contact_address = ?, banner_layout = ? WHERE id = ?`,
			in.ContactName, in.ContactEmail, in.ContactPhone, address, string(layout), id); err != nil {
			return fmt.Errorf("content: save club contact %d: %w", id, err)
		}
		after, err := cs.load(ctx, []int64{id}, false)
		if err != nil || len(after) == 0 {
			return errors.Join(err, errors.New("content: the saved club is gone"))
		}
		return cs.record(ctx, op, strconv.FormatInt(id, 10), audit.Done, clubChanges(before, after[0])...)
	})
	if err != nil {
		return StaffClub{}, err
	}
	list, err := cs.load(ctx, []int64{saved}, false)
	if err != nil {
		return StaffClub{}, err
	}
	if len(list) == 0 {
		return StaffClub{}, apperr.New(apperr.NotFound, "content.club.unknown", "id", saved)
	}
	list[0].Restricted = p.Role.Scoped()
	return list[0], nil
}

// storedTexts reads a club's meta and blocks per language, kept as they
// are by a save of the settings; a new club starts with empty German ones.
func (cs *clubStaff) storedTexts(ctx context.Context, id int64) (map[i18n.Locale]ClubTexts, error) {
	out := map[i18n.Locale]ClubTexts{i18n.German: {Blocks: []Block{}}}
	if id == 0 {
		return out, nil
	}
	var rows []struct {
		Locale string `db:"locale"`
		Meta   string `db:"meta"`
		Blocks string `db:"blocks"`
	}
	if err := cs.s.db.Read().Select(ctx, &rows, `SELECT locale, meta, blocks FROM club_locale WHERE club_id = ?`, id); err != nil {
		return nil, fmt.Errorf("content: load club texts: %w", err)
	}
	for _, r := range rows {
		var meta Meta
		_ = json.Unmarshal([]byte(r.Meta), &meta)
		out[i18n.Locale(r.Locale)] = ClubTexts{Meta: meta, Blocks: cs.s.decodeStoredBlocks(ctx, "club", id, r.Blocks)}
	}
	return out, nil
}

func (cs *clubStaff) StaffDeleteClub(ctx context.Context, id int64) error {
	op, idText := "club.delete", strconv.FormatInt(id, 10)
	p, err := cs.require(ctx, op, idText)
	if err != nil {
		return err
	}
	if p.Role.Scoped() {
		return cs.refuse(ctx, op, idText, apperr.New(apperr.Forbidden, "admin.forbidden"))
	}
	before, err := cs.one(ctx, p, op, id)
	if err != nil {
		return err
	}
	return cs.s.db.InTransaction(ctx, func(ctx context.Context) error {
		if err := cs.s.DeleteClub(ctx, id); err != nil {
			return err
		}
		return cs.record(ctx, op, idText, audit.Done, clubChanges(before, StaffClub{})...)
	})
}

func (cs *clubStaff) SaveClubLogo(ctx context.Context, key string, width, height int) (Media, error) {
	if _, err := cs.require(ctx, "club.logo", ""); err != nil {
		return Media{}, err
	}
	id, err := cs.s.SaveMedia(ctx, MediaInput{Key: key, Width: width, Height: height})
	if err != nil {
		return Media{}, err
	}
	return Media{ID: id, Key: key, Width: width, Height: height}, nil
}

func clubChanges(b, a StaffClub) []audit.Change {
	var out []audit.Change
	add := func(field, before, after string) {
		if before == after {
			return
		}
		ch := audit.Change{Field: field}
		if before != "" {
			ch.Before = &before
		}
		if after != "" {
			ch.After = &after
		}
		out = append(out, ch)
	}
	logo := func(m *Media) string {
		if m == nil {
			return ""
		}
		return m.Key
	}
	add("slug", b.Slug, a.Slug)
	add("name", b.Name, a.Name)
	add("list_name", b.ListName, a.ListName)
	add("sku_prefix", b.SKUPrefix, a.SKUPrefix)
	add("status", string(b.Status), string(a.Status))
	add("visibility", string(b.Visibility), string(a.Visibility))
	add("logo", logo(b.Logo), logo(a.Logo))
	add("banner_color", b.BannerColor, a.BannerColor)
	add("shop_root_category_id", b.ShopRootCategoryID, a.ShopRootCategoryID)
	add("contact_name", b.ContactName, a.ContactName)
	add("contact_email", b.ContactEmail, a.ContactEmail)
	add("contact_phone", b.ContactPhone, a.ContactPhone)
	add("contact_address", b.ContactAddress, a.ContactAddress)
	add("banner_layout", string(b.BannerLayout), string(a.BannerLayout))
	mediaID := func(id int64) string {
		if id == 0 {
			return ""
		}
		return strconv.FormatInt(id, 10)
	}
	for _, l := range i18n.Locales {
		bt, at := b.Texts[l], a.Texts[l]
		add("meta."+string(l)+".title", shorten(bt.Meta.Title), shorten(at.Meta.Title))
		add("meta."+string(l)+".description", shorten(bt.Meta.Description), shorten(at.Meta.Description))
		add("meta."+string(l)+".robots", bt.Meta.Robots, at.Meta.Robots)
		add("meta."+string(l)+".image", mediaID(bt.Meta.Image.ID), mediaID(at.Meta.Image.ID))
		add("blocks."+string(l), blockSummary(bt.Blocks), blockSummary(at.Blocks))
	}
	return out
}

// blockSummary tells a language's blocks short for the trail: their
// count and types, and a fingerprint so an edit inside a block shows.
func blockSummary(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var heads []struct {
		Kind string `json:"blockType"`
	}
	if json.Unmarshal(raw, &heads) != nil {
		return "?"
	}
	kinds := make([]string, len(heads))
	for i, h := range heads {
		kinds[i] = h.Kind
	}
	sum := sha256.Sum256(raw)
	return fmt.Sprintf("%d: %s (#%s)", len(heads), shorten(strings.Join(kinds, ", ")), hex.EncodeToString(sum[:4]))
}
