package staff_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"paddock/internal/admin/access"
	"paddock/internal/admin/staff"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/db"
	"paddock/internal/platform/db/dbtest"
)

// baseURL is the shop's address in these tests: the relying party
// shop.example.
const baseURL = "https://shop.example"

var b64 = base64.RawURLEncoding

// softKey is a software authenticator holding one passkey: an ECDSA
// P-256 key, attestation "none", its signature counter.
type softKey struct {
	key    *ecdsa.PrivateKey
	id     []byte
	handle []byte
	count  uint32
	// origin and rpID are what the "browser" reports and hashes.
	origin, rpID string
	// noUV leaves the user-verified flag off.
	noUV bool
}

func newSoftKey(t *testing.T) *softKey {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id := make([]byte, 16)
	_, _ = rand.Read(id)
	return &softKey{key: k, id: id, origin: baseURL, rpID: "shop.example"}
}

func (k *softKey) clientData(typ, challenge string) []byte {
	b, _ := json.Marshal(map[string]any{"type": typ, "challenge": challenge, "origin": k.origin, "crossOrigin": false})
	return b
}

func (k *softKey) authData(attested bool) []byte {
	rp := sha256.Sum256([]byte(k.rpID))
	flags := byte(0x01) // user present
	if !k.noUV {
		flags |= 0x04
	}
	if attested {
		flags |= 0x40
	}
	out := append(rp[:], flags)
	out = binary.BigEndian.AppendUint32(out, k.count)
	if attested {
		out = append(out, make([]byte, 16)...) // AAGUID
		out = binary.BigEndian.AppendUint16(out, uint16(len(k.id)))
		out = append(out, k.id...)
		// The COSE key, CBOR by hand: {1: 2, 3: -7, -1: 1, -2: x, -3: y}.
		x, y := make([]byte, 32), make([]byte, 32)
		k.key.X.FillBytes(x)
		k.key.Y.FillBytes(y)
		out = append(out, 0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20)
		out = append(out, x...)
		out = append(out, 0x22, 0x58, 0x20)
		out = append(out, y...)
	}
	return out
}

// create answers a registration's options as a browser would.
func (k *softKey) create(t *testing.T, c staff.Ceremony) []byte {
	t.Helper()
	var o struct {
		PublicKey struct {
			Challenge string `json:"challenge"`
			User      struct {
				ID string `json:"id"`
			} `json:"user"`
			RP struct {
				ID string `json:"id"`
			} `json:"rp"`
		} `json:"publicKey"`
	}
	if err := json.Unmarshal(c.Options, &o); err != nil {
		t.Fatal(err)
	}
	if o.PublicKey.RP.ID != "shop.example" {
		t.Fatalf("relying party %q", o.PublicKey.RP.ID)
	}
	k.handle, _ = b64.DecodeString(o.PublicKey.User.ID)
	auth := k.authData(true)
	// {"fmt": "none", "attStmt": {}, "authData": auth}
	att := []byte{0xa3, 0x63, 'f', 'm', 't', 0x64, 'n', 'o', 'n', 'e', 0x67, 'a', 't', 't', 'S', 't', 'm', 't', 0xa0,
		0x68, 'a', 'u', 't', 'h', 'D', 'a', 't', 'a', 0x58, byte(len(auth))}
	att = append(att, auth...)
	b, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(k.clientData("webauthn.create", o.PublicKey.Challenge)),
			"attestationObject": b64.EncodeToString(att), "transports": []string{"internal"}},
		"clientExtensionResults": map[string]any{}})
	return b
}

// get answers a sign-in's options, the counter one up.
func (k *softKey) get(t *testing.T, c staff.Ceremony) []byte {
	t.Helper()
	var o struct {
		PublicKey struct {
			Challenge string `json:"challenge"`
		} `json:"publicKey"`
	}
	if err := json.Unmarshal(c.Options, &o); err != nil {
		t.Fatal(err)
	}
	k.count++
	auth := k.authData(false)
	cd := k.clientData("webauthn.get", o.PublicKey.Challenge)
	hash := sha256.Sum256(cd)
	digest := sha256.Sum256(append(append([]byte{}, auth...), hash[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, k.key, digest[:])
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(cd), "authenticatorData": b64.EncodeToString(auth),
			"signature": b64.EncodeToString(sig), "userHandle": b64.EncodeToString(k.handle)},
		"clientExtensionResults": map[string]any{}})
	return b
}

// registered gives the signed-in member id a passkey, confirmed with the
// password.
func (f fixture) registered(t *testing.T, id int64, name string) (*softKey, staff.Passkey) {
	t.Helper()
	ctx := context.Background()
	k := newSoftKey(t)
	c, err := f.svc.BeginPasskeyRegistration(ctx, id, "", password)
	if err != nil {
		t.Fatal(err)
	}
	_, pk, err := f.svc.FinishPasskeyRegistration(ctx, id, "", c.Handle, name, k.create(t, c), client)
	if err != nil {
		t.Fatal(err)
	}
	return k, pk
}

// passwordless signs in with k alone.
func (f fixture) passwordless(t *testing.T, k *softKey) (staff.Attempt, error) {
	t.Helper()
	c, err := f.svc.BeginPasskeySignIn(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	return f.svc.FinishPasskeySignIn(context.Background(), "", c.Handle, k.get(t, c), client)
}

func TestAPasskeyIsRegisteredAndServesAsTheSecondFactor(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		// Without the password (or a current code) nothing begins.
		_, err := f.svc.BeginPasskeyRegistration(ctx, m.ID, "", "wrong-Password-1")
		wantKind(t, err, apperr.AuthenticationFailed, "staff.passkey.confirmWrong")
		k, pk := f.registered(t, m.ID, "  Laptop ")
		if pk.Name != "Laptop" || pk.ID == 0 {
			t.Fatalf("passkey %+v", pk)
		}
		list, err := f.svc.Passkeys(ctx, m.ID)
		if err != nil || len(list) != 1 || list[0].Name != "Laptop" || list[0].LastUsedAt != nil {
			t.Fatalf("passkeys %+v, %v", list, err)
		}
		a, err := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if err != nil || a.Stage != staff.SecondFactor || a.Member.Passkeys != 1 || !a.Member.TOTP {
			t.Fatalf("sign-in: %+v, %v", a, err)
		}
		c, err := f.svc.BeginPasskeySignIn(ctx, a.Pending)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(c.Options), b64.EncodeToString(k.id)) {
			t.Errorf("the second factor's options do not name the passkey: %s", c.Options)
		}
		done, err := f.svc.FinishPasskeySignIn(ctx, a.Pending, c.Handle, k.get(t, c), client)
		if err != nil || done.Token == "" || done.Member.ID != m.ID {
			t.Fatalf("second factor: %+v, %v", done, err)
		}
		if list, _ = f.svc.Passkeys(ctx, m.ID); list[0].LastUsedAt == nil {
			t.Error("last use not kept")
		}
		got := strings.Join(f.audit.ops(), " ")
		for _, want := range []string{"staff.passkey.register:done", "staff.signIn:done"} {
			if !strings.Contains(got, want) {
				t.Errorf("audit %q lacks %q", got, want)
			}
		}
		last := f.audit.entries[len(f.audit.entries)-1]
		if last.Operation != "staff.signIn" || len(last.Changes) != 1 || *last.Changes[0].After != "passkey" || last.Actor != m.Email {
			t.Errorf("sign-in entry %+v", last)
		}
	})
}

func TestAPasskeyAloneSignsIn(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		k, _ := f.registered(t, m.ID, "")
		a, err := f.passwordless(t, k)
		if err != nil || a.Stage != staff.SignedIn || a.Token == "" || a.Member.ID != m.ID {
			t.Fatalf("sign-in: %+v, %v", a, err)
		}
		// Without user verification: refused, like every failure.
		k.noUV = true
		_, err = f.passwordless(t, k)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		k.noUV = false
		// A passkey nobody registered: the same answer.
		stranger := newSoftKey(t)
		stranger.handle = k.handle
		_, err = f.passwordless(t, stranger)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
	})
}

func TestAPasskeyRefusesAnotherOrigin(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		evil := newSoftKey(t)
		evil.origin = "https://shop.example.evil.test"
		c, err := f.svc.BeginPasskeyRegistration(ctx, m.ID, "", password)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = f.svc.FinishPasskeyRegistration(ctx, m.ID, "", c.Handle, "x", evil.create(t, c), client)
		wantKind(t, err, apperr.Invalid, "staff.passkey.invalid")
		k, _ := f.registered(t, m.ID, "")
		k.origin = "https://evil.test"
		_, err = f.passwordless(t, k)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		if list, _ := f.svc.Passkeys(ctx, m.ID); len(list) != 1 {
			t.Fatalf("passkeys %+v", list)
		}
	})
}

func TestACeremonyIsTakenOnceAndExpires(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		k, _ := f.registered(t, m.ID, "")
		c, err := f.svc.BeginPasskeySignIn(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		answer := k.get(t, c)
		if _, err := f.svc.FinishPasskeySignIn(ctx, "", c.Handle, answer, client); err != nil {
			t.Fatal(err)
		}
		// The same answer to the same ceremony again: gone.
		_, err = f.svc.FinishPasskeySignIn(ctx, "", c.Handle, answer, client)
		wantKind(t, err, apperr.Invalid, "staff.passkey.expired")
		// The old answer to a new ceremony: its challenge does not fit.
		fresh, _ := f.svc.BeginPasskeySignIn(ctx, "")
		_, err = f.svc.FinishPasskeySignIn(ctx, "", fresh.Handle, answer, client)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		// A ceremony older than five minutes is over.
		late, _ := f.svc.BeginPasskeySignIn(ctx, "")
		f.clock.add(staff.CeremonyLifetime)
		_, err = f.svc.FinishPasskeySignIn(ctx, "", late.Handle, k.get(t, late), client)
		wantKind(t, err, apperr.Invalid, "staff.passkey.expired")
		// A registration's ceremony does not sign in.
		reg, _ := f.svc.BeginPasskeyRegistration(ctx, m.ID, "", password)
		_, err = f.svc.FinishPasskeySignIn(ctx, "", reg.Handle, k.get(t, reg), client)
		wantKind(t, err, apperr.Invalid, "staff.passkey.expired")
	})
}

func TestASignatureCounterGoneBackIsRefusedAsACopy(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		k, _ := f.registered(t, m.ID, "")
		k.count = 10
		if _, err := f.passwordless(t, k); err != nil {
			t.Fatal(err)
		}
		k.count = 5
		_, err := f.passwordless(t, k)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		if got := strings.Join(f.audit.ops(), " "); !strings.Contains(got, "staff.passkey.signIn:refused") {
			t.Errorf("audit %q lacks the refusal", got)
		}
		// The original goes on from its own counter.
		k.count = 11
		if _, err := f.passwordless(t, k); err != nil {
			t.Fatalf("after the copy: %v", err)
		}
	})
}

func TestOnlyOnesOwnPasskeysAreRenamedAndRemoved(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		owner, _, _ := f.enrolled(t, "owner@paddock.example")
		other, _, _ := f.enrolled(t, "other@paddock.example")
		_, mine := f.registered(t, owner.ID, "Mine")
		_, theirs := f.registered(t, other.ID, "Theirs")
		wantKind(t, f.svc.RemovePasskey(ctx, owner.ID, theirs.ID), apperr.NotFound, "staff.passkey.notFound")
		_, err := f.svc.RenamePasskey(ctx, owner.ID, theirs.ID, "Stolen")
		wantKind(t, err, apperr.NotFound, "staff.passkey.notFound")
		if list, _ := f.svc.Passkeys(ctx, other.ID); len(list) != 1 || list[0].Name != "Theirs" {
			t.Fatalf("their passkeys %+v", list)
		}
		_, err = f.svc.RenamePasskey(ctx, owner.ID, mine.ID, " ")
		wantKind(t, err, apperr.Invalid, "")
		if got, err := f.svc.RenamePasskey(ctx, owner.ID, mine.ID, "Phone"); err != nil || got.Name != "Phone" {
			t.Fatalf("rename: %+v %v", got, err)
		}
		if err := f.svc.RemovePasskey(ctx, owner.ID, mine.ID); err != nil {
			t.Fatal(err)
		}
		if list, _ := f.svc.Passkeys(ctx, owner.ID); len(list) != 0 {
			t.Fatalf("after the removal: %+v", list)
		}
		got := strings.Join(f.audit.ops(), " ")
		for _, want := range []string{"staff.passkey.rename:done", "staff.passkey.remove:done"} {
			if !strings.Contains(got, want) {
				t.Errorf("audit %q lacks %q", got, want)
			}
		}
	})
}

func TestAnOwnerEnrolsWithAPasskeyInsteadOfAnApp(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		a := f.invited(t, "owner@paddock.example", access.Owner)
		if a.Stage != staff.Enrol {
			t.Fatalf("stage %q", a.Stage)
		}
		k := newSoftKey(t)
		c, err := f.svc.BeginPasskeyRegistration(ctx, 0, a.Pending, "")
		if err != nil {
			t.Fatal(err)
		}
		done, _, err := f.svc.FinishPasskeyRegistration(ctx, 0, a.Pending, c.Handle, "Laptop", k.create(t, c), client)
		if err != nil || done.Token == "" || !done.Member.TwoFactor || done.Member.TOTP {
			t.Fatalf("enrolment: %+v, %v", done, err)
		}
		s, err := f.sessions.Lookup(ctx, done.Token)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Session(ctx, s); err != nil {
			t.Fatalf("session: %v", err)
		}
		// Now the password leads to the passkey; no code fits.
		again, err := f.svc.SignIn(ctx, "owner@paddock.example", password, client)
		if err != nil || again.Stage != staff.SecondFactor {
			t.Fatalf("sign-in: %+v %v", again, err)
		}
		_, err = f.svc.CheckSecondFactor(ctx, again.Pending, "123456", client)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.code.wrong")
		// The last second factor of an owner stays.
		list, _ := f.svc.Passkeys(ctx, done.Member.ID)
		wantKind(t, f.svc.RemovePasskey(ctx, done.Member.ID, list[0].ID), apperr.Conflict, "staff.passkey.last")
	})
}

func TestResettingTheSecondFactorOrDisablingRemovesPasskeys(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		ctx := context.Background()
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		k, _ := f.registered(t, m.ID, "")
		if err := f.svc.ResetSecondFactor(f.cli, m.ID); err != nil {
			t.Fatal(err)
		}
		if list, _ := f.svc.Passkeys(ctx, m.ID); len(list) != 0 {
			t.Fatalf("after the reset: %+v", list)
		}
		_, err := f.passwordless(t, k)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		other, _, _ := f.enrolled(t, "other@paddock.example")
		k2, _ := f.registered(t, other.ID, "")
		if err := f.svc.Disable(f.cli, other.ID); err != nil {
			t.Fatal(err)
		}
		if list, _ := f.svc.Passkeys(ctx, other.ID); len(list) != 0 {
			t.Fatalf("after disabling: %+v", list)
		}
		_, err = f.passwordless(t, k2)
		wantKind(t, err, apperr.AuthenticationFailed, "staff.signIn.failed")
		var reset bool
		for _, e := range f.audit.entries {
			if e.Operation == "staff.resetSecondFactor" {
				for _, c := range e.Changes {
					reset = reset || (c.Field == "passkeys" && *c.Before == "1" && *c.After == "0")
				}
			}
		}
		if !reset {
			t.Error("the reset's audit entry does not name the passkeys")
		}
	})
}

func TestPasswordlessFailuresAreLimited(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		f := setup(t, d)
		m, _, _ := f.enrolled(t, "owner@paddock.example")
		k, _ := f.registered(t, m.ID, "")
		k.origin = "https://evil.test"
		for range staff.SignInFailuresPerAccount.Limit {
			_, err := f.passwordless(t, k)
			wantKind(t, err, apperr.AuthenticationFailed, "")
		}
		k.origin = baseURL
		_, err := f.passwordless(t, k)
		wantKind(t, err, apperr.RateLimited, "staff.rateLimited")
		f.clock.add(staff.SignInFailuresPerAccount.Window + time.Second)
		if _, err := f.passwordless(t, k); err != nil {
			t.Fatalf("after the window: %v", err)
		}
	})
}
