// Package content is the content back end: sites with their logo,
// navigation, header and footer; pages of blocks; riding clubs with their
// sub-shops; sales events (flash sales) with countdowns; forms, their
// submissions and uploads; and the images all of them show. Its GraphQL API
// (internal/graph/content) follows Payload CMS's conventions.
//
// Texts are kept per locale with German as the fallback. Rich text is
// sanitised when it is saved and again when it is read. Drafts, disabled
// clubs, inactive sales events and private sales never reach a public read.
package content

import (
	"context"
	"io"
	"time"

	"paddock/internal/platform/i18n"
)

// FindOptions are Payload's collection query arguments.
type FindOptions struct {
	Where *Where
	// Sort is a field name, descending with a leading '-'.
	Sort  string
	Limit int
	Page  int
	// All answers every match (up to MaxAllLimit) instead of one page;
	// only the clubs collection honours it (GetVisibleClubs with limit 0).
	All bool
	// Locale and FallbackLocale choose the language of localised fields;
	// an empty Locale or FallbackLocale means German; NoFallback shows a
	// missing translation as missing.
	Locale         i18n.Locale
	FallbackLocale i18n.Locale
	NoFallback     bool
	// Unrestricted lifts the public access rules (drafts, disabled and
	// private clubs, inactive and private sales events) for the shop's own
	// tools: the seed and the admin. The public API never sets it.
	Unrestricted bool
}

// Page is one page of a Payload collection query.
type Page[T any] struct {
	Docs       []T
	TotalDocs  int
	Limit      int
	Page       int
	TotalPages int
}

// HasNextPage reports whether a page follows this one.
func (p Page[T]) HasNextPage() bool { return p.Page < p.TotalPages }

// HasPrevPage reports whether a page precedes this one.
func (p Page[T]) HasPrevPage() bool { return p.Page > 1 }

// Service is what other packages may ask of the content system. Reads
// answer texts in FindOptions' locale; writes validate everything and
// change nothing when they refuse (apperr.Invalid naming the field).
type Service interface {
	// Sites queries the sites collection.
	Sites(ctx context.Context, opts FindOptions) (Page[Site], error)
	// AllMedia queries the media collection (the images of the media
	// library).
	AllMedia(ctx context.Context, opts FindOptions) (Page[Media], error)
	// SiteByCode returns a site's row (code, base URL, tracking ids)
	// without its logo and groups, which Sites answers; a NotFound error
	// when there is none.
	SiteByCode(ctx context.Context, code string) (Site, error)
	// SaveSite creates or updates (by code) a site with its groups.
	SaveSite(ctx context.Context, in SiteInput) (int64, error)
	// CacheVersion is the content's revision, which every write to what
	// the API answers from moves on, from any process or instance (kept in
	// the database by triggers): kept answers of another revision are
	// stale. ok is false when it cannot be read.
	CacheVersion(ctx context.Context) (version uint64, ok bool)
	// AnswersChangeAt is zero: sites, pages, clubs and forms do not change
	// by the clock (sales events do, and are never cached).
	AnswersChangeAt(ctx context.Context, now time.Time) (time.Time, error)

	// SetSiteTracking sets a site's analytics ids and leaves the rest of
	// it alone; an empty id turns that service off. NotFound when there is
	// no site of the code.
	SetSiteTracking(ctx context.Context, code string, t Tracking) error
	// SetSiteBaseURL sets the public address of the site of the code
	// (made when there is none yet), which every process builds its links
	// into the shop with (app's publicBaseURL: paddock serve records the
	// one it is given, `paddock site -base-url` changes it). An address
	// that is not http(s) with a host, or carries a query or fragment, is
	// Invalid "content.input.baseUrl" on the field baseUrl.
	SetSiteBaseURL(ctx context.Context, code, baseURL string) error

	// Pages queries the pages collection; only published pages unless
	// Unrestricted.
	Pages(ctx context.Context, opts FindOptions) (Page[ContentPage], error)
	// PageByURL returns the published page at url (the path below
	// /{lang}/) of a site in a locale, German filling gaps; NotFound when
	// there is none.
	PageByURL(ctx context.Context, siteCode string, locale i18n.Locale, url string) (ContentPage, error)
	// SavePage creates a page (ID 0) or updates the one with in.ID,
	// replacing its languages; a url another page of the site holds in a
	// language is a Conflict.
	SavePage(ctx context.Context, in PageInput) (int64, error)
	// DeletePage removes a page that no other page has as its parent.
	DeletePage(ctx context.Context, id int64) error
	// PageRedirect answers where a former url of a published page of the
	// site leads now in the locale (ok false for none), for a 301.
	PageRedirect(ctx context.Context, siteCode string, locale i18n.Locale, url string) (to string, ok bool, err error)
	// PreviewPage is the draft of the page a preview token (signed by
	// the page staff's PagePreviewLink, not expired) names, in a locale
	// with German filling gaps, as the storefront will show it once
	// published; Forbidden "content.page.previewInvalid" for a token that
	// is tampered with, expired or names no page.
	PreviewPage(ctx context.Context, token string, locale i18n.Locale) (ContentPage, error)
	// PagePaths lists every published page of a site with its url in
	// each locale, for sitemaps; pages whose robots say noindex are left
	// out.
	PagePaths(ctx context.Context, siteCode string) ([]PagePaths, error)

	// Clubs queries the clubs collection: enabled and public clubs, or an
	// enabled club of any visibility when the where filter pins its slug.
	Clubs(ctx context.Context, opts FindOptions) (Page[Club], error)
	// ClubBySlug returns an enabled club of any visibility; NotFound
	// otherwise.
	ClubBySlug(ctx context.Context, locale i18n.Locale, slug string) (Club, error)
	// SaveClub creates a club (ID 0) or updates the one with in.ID; a slug
	// another club holds is a Conflict.
	SaveClub(ctx context.Context, in ClubInput) (int64, error)
	// DeleteClub removes a club.
	DeleteClub(ctx context.Context, id int64) error

	// SalesEvents queries the sales events collection: active public
	// events, or an active private one when the where filter pins both
	// its slug and its access key. Countdowns are decided by the
	// service's clock.
	SalesEvents(ctx context.Context, opts FindOptions) (Page[SalesEvent], error)
	// SalesEventBySlug returns an active sales event; a private one only
	// with its access key. NotFound otherwise.
	SalesEventBySlug(ctx context.Context, locale i18n.Locale, slug, accessKey string) (SalesEvent, error)
	// SaveSalesEvent creates a sales event (ID 0) or updates the one with
	// in.ID; a slug another event holds is a Conflict. A private sale
	// saved without an access key keeps the one it has, or gets a new
	// random one.
	SaveSalesEvent(ctx context.Context, in SalesEventInput) (int64, error)
	// DeleteSalesEvent removes a sales event.
	DeleteSalesEvent(ctx context.Context, id int64) error

	// Form returns a form in a locale; NotFound when there is none.
	Form(ctx context.Context, id int64, opts FindOptions) (Form, error)
	// FormByCode returns a form by its code, for the seed and the admin.
	FormByCode(ctx context.Context, code string, opts FindOptions) (Form, error)
	// SaveForm creates or updates (by code) a form definition.
	SaveForm(ctx context.Context, in FormInput) (int64, error)
	// CreateFormSubmission checks a filled-in form against its definition,
	// stores it with its uploads and enqueues a mail to the shop, all in
	// one transaction. Rate-limited per client; a filled honeypot is
	// refused. Every refused field is reported (see FieldErrors).
	CreateFormSubmission(ctx context.Context, in SubmissionInput) (FormSubmission, error)
	// CreateUpload checks and stores one file for an upload field of a
	// form; its id goes into the submission. Rate-limited per client.
	CreateUpload(ctx context.Context, in UploadInput) (Upload, error)
	// PruneUploads removes uploads no submission claimed within
	// UploadLifetime, with their files; it reports how many went.
	PruneUploads(ctx context.Context) (int, error)

	// SaveMedia records an image already stored through internal/media
	// (by its key) with its alt texts; the same key updates the record.
	SaveMedia(ctx context.Context, in MediaInput) (int64, error)
}

// UploadInput is one file sent to POST /api/content/form-uploads.
type UploadInput struct {
	FormID int64
	Field  string
	// Filename is the name the browser sent.
	Filename string
	// ContentType is the type the browser claimed; empty or
	// application/octet-stream when it claimed none.
	ContentType string
	// Body is the file; at most MaxUploadBytes+1 bytes are read.
	Body io.Reader
	// Client identifies the sender for the rate limit (its IP address).
	Client string
	Locale i18n.Locale
}

// Clock returns the current time; tests pass a fixed one.
type Clock func() time.Time
