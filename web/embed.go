// Package web embeds the storefront and the back office: the built React
// apps (dist/shop and dist/admin, made by `make web`), the route manifest
// the server shares with the React router, and the UI catalogs the server
// reads to render the page head.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed src/config/routes.json
var routes []byte

//go:embed src/locales/*/*.json
var locales embed.FS

// Shop returns the built storefront and whether it has been built; before
// the first `make web` only dist/README.md is embedded.
func Shop() (fs.FS, bool) {
	shop, err := fs.Sub(dist, "dist/shop")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(shop, "index.html"); err != nil {
		return nil, false
	}
	return shop, true
}

// Admin returns the built back office (the admin app) and whether it has
// been built.
func Admin() (fs.FS, bool) {
	admin, err := fs.Sub(dist, "dist/admin")
	if err != nil {
		return nil, false
	}
	if _, err := fs.Stat(admin, "index.html"); err != nil {
		return nil, false
	}
	return admin, true
}

// RoutesJSON returns src/config/routes.json.
func RoutesJSON() []byte { return routes }

// Locales returns src/locales, one folder per locale.
func Locales() fs.FS {
	sub, _ := fs.Sub(locales, "src/locales")
	return sub
}

// SSRBundle returns the server renderer (dist/ssr/render.js, built from
// src/entry-server.tsx) and whether it has been built.
func SSRBundle() (string, bool) {
	b, err := dist.ReadFile("dist/ssr/render.js")
	if err != nil {
		return "", false
	}
	return string(b), true
}
