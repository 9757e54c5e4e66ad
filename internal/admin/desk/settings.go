package desk

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"paddock/internal/admin/access"
	"paddock/internal/admin/audit"
	"paddock/internal/platform/apperr"
	"paddock/internal/settings"
)

// Settings are what the owner changes of the shop's settings in the back
// office (what `paddock settings legal` and `payment` change on the
// shell).
type Settings interface {
	Legal(ctx context.Context) (settings.Legal, error)
	SetLegal(ctx context.Context, l settings.Legal) error
	BankTransfer(ctx context.Context) (settings.BankTransfer, error)
	SetBankTransfer(ctx context.Context, b settings.BankTransfer) error
	Catalog(ctx context.Context) (settings.Catalog, error)
	SetCatalog(ctx context.Context, c settings.Catalog) error
}

// ShopSettings are the settings the back office shows.
type ShopSettings struct {
	Legal        settings.Legal
	BankTransfer settings.BankTransfer
	Catalog      settings.Catalog
	// Clubs are every club, for the catalogue's club price permissions.
	Clubs []Club
}

// Settings are the shop's legal data and bank-transfer life cycle. Needs
// access.SettingsManage.
func (d *Desk) Settings(ctx context.Context) (ShopSettings, error) {
	if _, err := d.require(ctx, access.SettingsManage, "settings.view", "settings", ""); err != nil {
		return ShopSettings{}, err
	}
	var out ShopSettings
	var err error
	if out.Legal, err = d.settings.Legal(ctx); err != nil {
		return ShopSettings{}, err
	}
	if out.BankTransfer, err = d.settings.BankTransfer(ctx); err != nil {
		return ShopSettings{}, err
	}
	if out.Catalog, err = d.settings.Catalog(ctx); err != nil {
		return ShopSettings{}, err
	}
	out.Clubs, err = d.clubs(ctx)
	return out, err
}

// SaveCatalog checks and stores the catalogue's policy (the shop's
// low-stock threshold, the clubs whose managers set their goods' prices),
// recorded with the fields it changed; a club that does not exist is an
// Invalid error on club_prices.
func (d *Desk) SaveCatalog(ctx context.Context, c settings.Catalog) error {
	if _, err := d.require(ctx, access.SettingsManage, "settings.catalog", "settings", "catalog"); err != nil {
		return err
	}
	clubs, err := d.clubs(ctx)
	if err != nil {
		return err
	}
	for _, id := range c.ClubPrices {
		if !slices.ContainsFunc(clubs, func(cl Club) bool { return cl.ID == id }) {
			return apperr.New(apperr.Invalid, "settings.catalog.clubPrices", "max", settings.MaxClubs).OnField("club_prices")
		}
	}
	before, err := d.settings.Catalog(ctx)
	if err != nil {
		return err
	}
	if err := d.settings.SetCatalog(ctx, c); err != nil {
		return err
	}
	after, err := d.settings.Catalog(ctx)
	if err != nil {
		return err
	}
	return d.done(ctx, "settings.catalog", "settings", "catalog", changes(before, after)...)
}

// SaveLegal checks and stores the shop's legal data (the settings'
// refusals, all at once, nothing saved), recorded with the fields it
// changed.
func (d *Desk) SaveLegal(ctx context.Context, l settings.Legal) error {
	if _, err := d.require(ctx, access.SettingsManage, "settings.legal", "settings", "legal"); err != nil {
		return err
	}
	before, err := d.settings.Legal(ctx)
	if err != nil {
		return err
	}
	if err := d.settings.SetLegal(ctx, l); err != nil {
		return err
	}
	after, err := d.settings.Legal(ctx)
	if err != nil {
		return err
	}
	return d.done(ctx, "settings.legal", "settings", "legal", changes(before, after)...)
}

// SaveBankTransfer checks and stores the bank-transfer life cycle and
// caps, recorded with the fields it changed.
func (d *Desk) SaveBankTransfer(ctx context.Context, b settings.BankTransfer) error {
	if _, err := d.require(ctx, access.SettingsManage, "settings.bankTransfer", "settings", "bank_transfer"); err != nil {
		return err
	}
	before, err := d.settings.BankTransfer(ctx)
	if err != nil {
		return err
	}
	if err := d.settings.SetBankTransfer(ctx, b); err != nil {
		return err
	}
	after, err := d.settings.BankTransfer(ctx)
	if err != nil {
		return err
	}
	return d.done(ctx, "settings.bankTransfer", "settings", "bank_transfer", changes(before, after)...)
}

// changes are the fields (by their JSON names, nested ones dotted) whose
// values differ between before and after.
func changes(before, after any) []audit.Change {
	b, a := flatten(before), flatten(after)
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	keys = slices.Compact(keys)
	var out []audit.Change
	for _, k := range keys {
		if b[k] != a[k] {
			out = append(out, change(k, b[k], a[k]))
		}
	}
	return out
}

// flatten is v's JSON as field paths and their values as text.
func flatten(v any) map[string]string {
	raw, _ := json.Marshal(v)
	var tree any
	_ = json.Unmarshal(raw, &tree)
	out := map[string]string{}
	var walk func(prefix string, x any)
	walk = func(prefix string, x any) {
		switch t := x.(type) {
		case map[string]any:
			for k, v := range t {
				name := k
				if prefix != "" {
					name = prefix + "." + k
				}
				walk(name, v)
			}
		case nil:
		default:
			if list, ok := t.([]any); ok {
				text, _ := json.Marshal(list)
				out[prefix] = string(text)
				return
			}
			out[prefix] = fmt.Sprint(t)
		}
	}
	walk("", tree)
	return out
}
