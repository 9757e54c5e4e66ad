package staff

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/passhash"
	"paddock/internal/platform/secret"
)

// SeedAccount is an account the demo puts in place, ready to sign in.
type SeedAccount struct {
	Email    string
	Name     string
	Role     access.Role
	Password string
	// TOTPSecret is the authenticator's base32 secret, confirmed; none
	// when empty.
	TOTPSecret string
	// ClubSlugs are a club manager's clubs.
	ClubSlugs []string
}

// DemoAccounts are the demo's staff, documented in README.md: an owner
// with an authenticator, and the club manager of Reitverein Lindenhof
// (whose role needs none, but who has one too, to show it).
func DemoAccounts() []SeedAccount {
	return []SeedAccount{
		{Email: "inhaberin@paddock.example", Name: "Ines Inhaberin", Role: access.Owner, Password: "Paddock-Chefin-2026",
			TOTPSecret: "PADDOCKDEMOOWNERTOTPSECRET234567"},
		{Email: "support@paddock.example", Name: "Sven Support", Role: access.Support, Password: "Paddock-Support-2026",
			TOTPSecret: "PADDOCKDEMOSUPPORTTOTPSECRET2345"},
		{Email: "lindenhof@paddock.example", Name: "Lena Lindenhof", Role: access.Club, Password: "Paddock-Verein-2026",
			ClubSlugs: []string{"rv-lindenhof"}},
	}
}

// Seed puts the accounts in place: one whose email exists is left as it
// is. key is the shop's signing key (the authenticator secrets are sealed
// with it); the clubs must be seeded first.
func Seed(ctx context.Context, d *db.DB, key []byte, accounts []SeedAccount) error {
	seal, err := newSealer(secret.Derive(key, "staff.totp"))
	if err != nil {
		return err
	}
	now := time.Now().UTC().Truncate(time.Second)
	for _, a := range accounts {
		var f apperr.Fields
		passhash.CheckRules(&f, "password", a.Password)
		if !a.Role.Valid() {
			f.Add("role", "staff.role.invalid")
		}
		if err := f.Err(); err != nil {
			return fmt.Errorf("staff: seed %s: %w", a.Email, err)
		}
		hash, err := passhash.Hash(a.Password, passhash.DefaultParams)
		if err != nil {
			return err
		}
		var sealed string
		var confirmed *time.Time
		if a.TOTPSecret != "" {
			if _, err := Code(a.TOTPSecret, now); err != nil {
				return fmt.Errorf("staff: seed %s: %w", a.Email, err)
			}
			sealed, confirmed = seal.seal(a.TOTPSecret), &now
		}
		err = d.InTransaction(ctx, func(ctx context.Context) error {
			w := d.Write()
			var id int64
			err := w.Get(ctx, &id, `INSERT INTO admin_staff (email, name, role, password_hash, totp_secret, totp_confirmed_at, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
				strings.ToLower(a.Email), a.Name, string(a.Role), hash, sealed, confirmed, now, now)
			if errors.Is(err, sql.ErrNoRows) {
				return nil
			}
			if err != nil {
				return err
			}
			for _, slug := range a.ClubSlugs {
				if _, err := w.Exec(ctx, `INSERT INTO admin_staff_club (staff_id, club_id) SELECT ?, id FROM club WHERE slug = ?`, id, slug); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("staff: seed %s: %w", a.Email, err)
		}
	}
	return nil
}
