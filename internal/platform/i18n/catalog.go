package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

// Catalog holds translated messages per locale under dotted keys such as
// "errors.notFound.title". Placeholders are written {{name}}, as i18next
// writes them, so the storefront's catalogs can be read here too.
type Catalog struct {
	messages map[Locale]map[string]string
}

// LoadCatalog reads one JSON file per locale, pattern giving the path with
// "{locale}" in it, e.g. "src/locales/{locale}/common.json". Nested objects
// are flattened into dotted keys.
func LoadCatalog(fsys fs.FS, pattern string) (*Catalog, error) {
	c := &Catalog{messages: make(map[Locale]map[string]string, len(Locales))}
	for _, l := range Locales {
		name := strings.ReplaceAll(pattern, "{locale}", string(l))
		raw, err := fs.ReadFile(fsys, path.Clean(name))
		if err != nil {
			return nil, fmt.Errorf("i18n: read %s: %w", name, err)
		}
		var tree map[string]any
		if err := json.Unmarshal(raw, &tree); err != nil {
			return nil, fmt.Errorf("i18n: parse %s: %w", name, err)
		}
		flat := map[string]string{}
		flatten("", tree, flat)
		c.messages[l] = flat
	}
	return c, nil
}

func flatten(prefix string, tree map[string]any, into map[string]string) {
	for k, v := range tree {
		key := k
		if prefix != "" {
			key = prefix + "." + k
		}
		switch v := v.(type) {
		case map[string]any:
			flatten(key, v, into)
		case string:
			into[key] = v
		}
	}
}

// T translates key into l, filling {{name}} placeholders from args given as
// name, value pairs. A key missing in l falls back to German, then to the
// key itself, so a gap shows up in the page rather than as an empty string.
func (c *Catalog) T(l Locale, key string, args ...any) string {
	msg, ok := c.messages[l][key]
	if !ok {
		msg, ok = c.messages[Default][key]
	}
	if !ok {
		return key
	}
	for i := 0; i+1 < len(args); i += 2 {
		msg = strings.ReplaceAll(msg, "{{"+fmt.Sprint(args[i])+"}}", fmt.Sprint(args[i+1]))
	}
	return msg
}

// Has reports whether key is translated in l.
func (c *Catalog) Has(l Locale, key string) bool {
	_, ok := c.messages[l][key]
	return ok
}

// Missing lists, per locale, the keys that another locale has and it lacks.
func (c *Catalog) Missing() map[Locale][]string {
	all := map[string]bool{}
	for _, msgs := range c.messages {
		for k := range msgs {
			all[k] = true
		}
	}
	missing := map[Locale][]string{}
	for _, l := range Locales {
		for k := range all {
			if _, ok := c.messages[l][k]; !ok {
				missing[l] = append(missing[l], k)
			}
		}
		sort.Strings(missing[l])
	}
	return missing
}

//go:embed messages/*.json
var serverMessages embed.FS

// Messages returns the server's own catalog: error messages, mails and
// everything else the back ends say to a person.
var Messages = sync.OnceValue(func() *Catalog {
	c, err := LoadCatalog(serverMessages, "messages/{locale}.json")
	if err != nil {
		panic(err) // embedded at build time; a test loads it
	}
	return c
})
