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

// LoadCatalog reads the JSON files of every locale. pattern names them with
// "{locale}" in it and may hold glob wildcards, e.g.
// "messages/{locale}/*.json"; each domain keeps its own file. Nested objects
// are flattened into dotted keys; a key defined in two files is an error.
func LoadCatalog(fsys fs.FS, pattern string) (*Catalog, error) {
	c := &Catalog{messages: make(map[Locale]map[string]string, len(Locales))}
	for _, l := range Locales {
		names, err := fs.Glob(fsys, path.Clean(strings.ReplaceAll(pattern, "{locale}", string(l))))
		if err != nil || len(names) == 0 {
			return nil, fmt.Errorf("i18n: no catalog files match %s for %s", pattern, l)
		}
		flat := map[string]string{}
		for _, name := range names {
			raw, err := fs.ReadFile(fsys, name)
			if err != nil {
				return nil, fmt.Errorf("i18n: read %s: %w", name, err)
			}
			var tree map[string]any
			if err := json.Unmarshal(raw, &tree); err != nil {
				return nil, fmt.Errorf("i18n: parse %s: %w", name, err)
			}
			file := map[string]string{}
			flatten("", tree, file)
			for k, v := range file {
				if _, dup := flat[k]; dup {
					return nil, fmt.Errorf("i18n: %s defines %s again", name, k)
				}
				flat[k] = v
			}
		}
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

//go:embed messages/*/*.json
var serverMessages embed.FS

// Messages returns the server's own catalog: error messages, mails and
// everything else the back ends say to a person.
var Messages = sync.OnceValue(func() *Catalog {
	c, err := LoadCatalog(serverMessages, "messages/{locale}/*.json")
	if err != nil {
		panic(err) // embedded at build time; a test loads it
	}
	return c
})
