package app

import (
	"context"
	"encoding/json"

	"paddock/internal/content"
	"paddock/internal/platform/secret"
)

// This file wires the back office's content pages (issue 27, point 1):
// their staff side over the content service and the audit trail, the
// periodic job that publishes scheduled drafts, and the key that signs
// preview links.

// contentPreviewKey derives the key of the pages' preview links from the
// shop's secret.
func contentPreviewKey(key []byte) []byte { return secret.Derive(key, "content.preview") }

// pageStaff builds the pages' staff side.
func (a *App) pageStaff() (content.PageStaff, error) {
	return content.NewPageStaff(content.PageStaffOptions{Content: a.content, Audit: a.audit})
}

// wirePages registers the job that publishes the drafts whose scheduled
// time has come, every minute.
func (a *App) wirePages() error {
	pages, err := a.pageStaff()
	if err != nil {
		return err
	}
	a.jobs.Every(content.PublishDueJobKind, content.PublishDueEvery, func(ctx context.Context, _ json.RawMessage) error {
		_, err := content.PublishDuePages(ctx, pages)
		return err
	})
	return nil
}
