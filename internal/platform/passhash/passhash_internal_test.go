package passhash

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/crypto/argon2"

	"paddock/internal/platform/apperr"
)

var testParams = Params{Memory: 64, Time: 1, Threads: 1}

func TestPasswordHashRoundTrip(t *testing.T) {
	for _, password := range []string{"Sattel-2026", "Ünïcødé Paßwort 1", strings.Repeat("x", Max)} {
		hash, err := Hash(password, testParams)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(hash, "$argon2id$v=19$m=64,t=1,p=1$") || strings.Contains(hash, password) {
			t.Errorf("hash %q", hash)
		}
		again, _ := Hash(password, testParams)
		if again == hash {
			t.Error("two hashes of one password are equal: no salt")
		}
		p, salt, key, err := parseHash(hash)
		if err != nil || p != testParams || len(salt) != saltBytes || len(key) != keyBytes {
			t.Fatalf("parse %q: %+v %d %d %v", hash, p, len(salt), len(key), err)
		}
		if ok, stale, err := Check(hash, password, testParams); !ok || stale || err != nil {
			t.Errorf("right password: %v %v %v", ok, stale, err)
		}
		if ok, _, err := Check(hash, password+"x", testParams); ok || err != nil {
			t.Errorf("wrong password: %v %v", ok, err)
		}
		// A hash of other costs still checks, and asks to be replaced.
		if ok, stale, err := Check(hash, password, DefaultParams); !ok || !stale || err != nil {
			t.Errorf("other costs: %v %v %v", ok, stale, err)
		}
	}
}

func TestMalformedHashesAreRefused(t *testing.T) {
	good, err := Hash("Sattel-2026", testParams)
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(good, "$")
	with := func(i int, v string) string {
		p := append([]string(nil), parts...)
		p[i] = v
		return strings.Join(p, "$")
	}
	for name, hash := range map[string]string{
		"empty":                "",
		"bcrypt":               "$2y$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
		"argon2i":              with(1, "argon2i"),
		"something before":     "x" + good,
		"a part too many":      good + "$x",
		"a part missing":       strings.Join(parts[:5], "$"),
		"other version":        with(2, "v=16"),
		"version with garbage": with(2, "v=19x"),
		"no parameters":        with(3, ""),
		"parameters reordered": with(3, "t=1,m=64,p=1"),
		"parameters trailing":  with(3, "m=64,t=1,p=1,k=2"),
		"parameters padded":    with(3, "m=064,t=1,p=1"),
		"memory too small":     with(3, "m=4,t=1,p=1"),
		"memory huge":          with(3, "m=99999999,t=1,p=1"),
		"no passes":            with(3, "m=64,t=0,p=1"),
		"passes huge":          with(3, "m=64,t=1000,p=1"),
		"no lanes":             with(3, "m=64,t=1,p=0"),
		"lanes overflowing":    with(3, "m=64,t=1,p=300"),
		"salt not base64":      with(4, "!!!!!!!!!!!"),
		"salt padded":          with(4, parts[4]+"=="),
		"salt too short":       with(4, "AAAA"),
		"salt with a newline":  with(4, parts[4][:4]+"\r\n"+parts[4][4:]),
		"key not base64":       with(5, "%%%%%%%%%%%%%%%%%%%%%%"),
		"key too short":        with(5, "AAAAAAAA"),
		"key too long":         with(5, strings.Repeat("A", 100)),
	} {
		if _, _, _, err := parseHash(hash); err == nil {
			t.Errorf("%s: %q accepted", name, hash)
		}
		if ok, _, err := Check(hash, "Sattel-2026", testParams); ok || err == nil {
			t.Errorf("%s: checked as %v, %v", name, ok, err)
		}
	}
}

func TestPasswordRules(t *testing.T) {
	for _, tc := range []struct {
		password string
		key      string // "" when allowed
	}{
		{"", "input.required"},
		{"Ab1!xyz", "customer.password.tooShort"},
		{"Äb1!xyz", "customer.password.tooShort"}, // 7 characters in 8 bytes
		{"abcdefgh", "customer.password.classes"},
		{"abcdefg1", "customer.password.classes"},
		{"ABCDEFG!", "customer.password.classes"},
		{"12345678!", "customer.password.classes"},
		{"abcdEFGH", "customer.password.classes"},
		{"abcdEFG1", ""},
		{"abcdefg1!", ""},
		{"ABCDEFG1!", ""},
		{"abcd EFGH", ""},                          // a space is a special character
		{"straßeÄÖÜ", "customer.password.classes"}, // two classes only
		{"äöüß1ÄÖÜ", ""},                           // German lower and upper case letters count as cases
		{"élève1ÉCOLE", ""},
		{"пароль1ПАРОЛЬ", ""},                        // any script's cases count
		{"日本語のパスワード1!", "customer.password.classes"}, // letters without case are special characters
		{"٣٤٥٦٧٨٩٠ab!", ""},                          // Arabic-Indic digits are digits
		{"Sattel\x002026", "input.characters"},
		{"Sattel\xff2026", "input.characters"},
		{strings.Repeat("Aa1!", Max/4), ""},
		{strings.Repeat("Aa1!", Max/4) + "x", "input.tooLong"},
	} {
		var f apperr.Fields
		CheckRules(&f, "password", tc.password)
		err := f.Err()
		switch {
		case tc.key == "" && err != nil:
			t.Errorf("%q refused: %v", tc.password, err)
		case tc.key != "" && (err == nil || apperr.As(err).Key != tc.key || apperr.As(err).Field != "password"):
			t.Errorf("%q: %v; want %s", tc.password, err, tc.key)
		}
	}
}

// A stored hash is read back exactly: whatever parseHash accepts is what
// hashPassword would write for its parameters, salt and key.
func FuzzParseHash(f *testing.F) {
	good, _ := Hash("Sattel-2026", testParams)
	f.Add(good)
	f.Add("$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5aw")
	f.Add("$argon2id$v=19$m=64,t=1,p=1$$")
	f.Fuzz(func(t *testing.T, encoded string) {
		p, salt, key, err := parseHash(encoded)
		if err != nil {
			return
		}
		again := fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
			base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key))
		if again != encoded {
			t.Errorf("%q accepted as %q", encoded, again)
		}
	})
}
