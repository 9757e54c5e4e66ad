// Package secret holds the shop's signing key: the configured one
// (PADDOCK_SECRET), or one generated at random on first use and kept in
// the database, so that every instance of a shop signs and checks with the
// same key and a restart does not invalidate links in mails already sent.
package secret

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"time"

	"paddock/internal/platform/db"
)

// MinConfigured is the shortest configured secret accepted, in bytes.
const MinConfigured = 32

// generatedName is the app_secret row of the generated signing key.
const generatedName = "signing_key"

// Load returns the signing key: configured when it is set, else the key
// kept in app_secret, which the first caller of any instance creates.
func Load(ctx context.Context, d *db.DB, configured string) ([]byte, error) {
	if configured != "" {
		if len(configured) < MinConfigured {
			return nil, fmt.Errorf("secret: the configured secret has %d bytes; at least %d are needed", len(configured), MinConfigured)
		}
		return []byte(configured), nil
	}
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("secret: generate: %w", err)
	}
	// Two instances starting at once both try; the first row stays and
	// both read it back.
	if _, err := d.Write().Exec(ctx, `INSERT INTO app_secret (name, value, created_at) VALUES (?, ?, ?)
		ON CONFLICT (name) DO NOTHING`, generatedName, base64.RawStdEncoding.EncodeToString(b[:]), time.Now().UTC()); err != nil {
		return nil, fmt.Errorf("secret: store generated key: %w", err)
	}
	var value string
	if err := d.Write().Get(ctx, &value, `SELECT value FROM app_secret WHERE name = ?`, generatedName); err != nil {
		return nil, fmt.Errorf("secret: read generated key: %w", err)
	}
	key, err := base64.RawStdEncoding.DecodeString(value)
	if err != nil || len(key) < 32 {
		return nil, fmt.Errorf("secret: the stored key is damaged")
	}
	return key, nil
}

// Derive returns a key for one purpose ("newsletter.token"), so that a
// signature made for one purpose is never valid for another.
func Derive(master []byte, purpose string) []byte {
	mac := hmac.New(sha256.New, master)
	mac.Write([]byte("paddock/" + purpose))
	return mac.Sum(nil)
}

// TokenBytes is the randomness of an opaque token: 256 bits.
const TokenBytes = 32

// NewToken returns an opaque random token (sessions, password-reset
// links): TokenBytes random bytes, base64url without padding (43
// characters). It carries nothing; the server keeps only its HashToken.
func NewToken() (string, error) {
	var b [TokenBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("secret: new token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// HashToken returns what the server keeps of an opaque token: its
// HMAC-SHA256 under key (a Derive'd key of the token's purpose), in hex.
// A stolen table of hashes opens nothing, and a token of one purpose never
// matches a hash of another.
func HashToken(key []byte, token string) string {
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(token))
	return hex.EncodeToString(mac.Sum(nil))
}

// WellFormedToken reports whether s looks like a token of NewToken, so
// that malformed input is refused before any lookup.
func WellFormedToken(s string) bool {
	if len(s) != base64.RawURLEncoding.EncodedLen(TokenBytes) {
		return false
	}
	_, err := base64.RawURLEncoding.Strict().DecodeString(s)
	return err == nil
}
