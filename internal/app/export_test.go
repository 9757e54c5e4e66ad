package app

import "paddock/internal/catalog"

// Catalog is the app's catalogue service, for tests that change the
// catalogue as the back office does.
func (a *App) Catalog() catalog.Service { return a.catalog }
