package app

import (
	"context"
	"fmt"

	"paddock/internal/catalog/csvio"
	"paddock/internal/media"
	"paddock/internal/platform/blob"
)

// This file wires the catalogue's CSV import and export (csvio) for the
// command line (paddock catalog) and the back office.

// CatalogCSV is the catalogue as the command line imports and exports
// it, with the media library the images go to.
type CatalogCSV struct {
	Catalog csvio.ExportCatalog
	Images  *media.Library
}

// CatalogCSV opens the media library (the blob store, which OpenStaff
// leaves closed) and answers the catalogue's CSV side; Close releases
// both.
func (s *Staff) CatalogCSV(ctx context.Context) (CatalogCSV, error) {
	a := s.app
	if a.bucket == nil {
		b, err := blob.Open(ctx, a.cfg.BlobURL)
		if err != nil {
			return CatalogCSV{}, err
		}
		a.bucket = b
		a.media = media.NewLibrary(a.bucket, media.Options{Logger: a.logger, Jobs: a.jobs, DB: a.db})
	}
	cat, ok := a.catalog.(csvio.ExportCatalog)
	if !ok {
		return CatalogCSV{}, fmt.Errorf("app: the catalogue has no CSV side")
	}
	return CatalogCSV{Catalog: cat, Images: a.media}, nil
}
