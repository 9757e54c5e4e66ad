package content

import (
	"time"

	"paddock/internal/platform/i18n"
)

// Text is one text in several locales, for structures whose shape is the
// same in every language (forms, image alt texts).
type Text map[i18n.Locale]string

// Media is an image kept through internal/media, or a PDF of the media
// library (IsDocument), with its alt text in the requested locale.
type Media struct {
	ID int64
	// Key is the image's key in internal/media; media.URL(Key, size)
	// addresses its derivatives.
	Key      string
	Width    int
	Height   int
	MimeType string
	Alt      string
	// Caption in the requested locale; Filename and Filesize as uploaded
	// to the media library (Filename the key for older images).
	Caption   string
	Filename  string
	Filesize  int64
	CreatedAt time.Time
	UpdatedAt time.Time
}

// MediaInput records an image that internal/media stored.
type MediaInput struct {
	Key    string
	Width  int
	Height int
	Alt    Text
}

// MediaRef is a reference to an image in a stored document: its id. Reads
// fill Media; a reference to an image that is gone reads as none.
type MediaRef struct {
	ID    int64
	Media *Media
}

// Image returns a reference to the image with id.
func Image(id int64) MediaRef { return MediaRef{ID: id} }

// Link is a link as editors enter it: an internal path (/de/…), an anchor
// (#…), or an absolute http(s), mailto or tel URL.
type Link struct {
	Label  string `json:"label,omitempty"`
	URL    string `json:"url"`
	NewTab bool   `json:"newTab,omitempty"`
	// Target is what the back office's navigation editor linked to; URL
	// is then its address when saved (staff_site.go).
	Target *LinkTarget `json:"target,omitempty"`
}

// LinkTarget names what a menu or footer link points to: a category (ID
// its id), a content page (its id) or a product (its SKU). The
// storefront reads only the link's URL; the back office marks a link
// whose target is gone or switched off as broken.
type LinkTarget struct {
	Kind string `json:"kind"`
	ID   string `json:"id"`
}

// The link target kinds.
const (
	TargetCategory = "category"
	TargetPage     = "page"
	TargetProduct  = "product"
)

// Meta is the search-engine and sharing data of a page, club or sales
// event.
type Meta struct {
	Title       string   `json:"title,omitempty"`
	Description string   `json:"description,omitempty"`
	Image       MediaRef `json:"image,omitzero"`
	// Robots holds robots directives ("noindex, follow"); empty is the
	// default.
	Robots string `json:"robots,omitempty"`
}

// Site is one storefront: its code, address, logo, navigation, header and
// footer (in the requested locale) and analytics ids.
type Site struct {
	ID      int64
	Code    string
	BaseURL string
	// Name is the shop's name ("" for none set); DefaultLocale the
	// language the site opens in.
	Name          string
	DefaultLocale i18n.Locale
	// MaintenanceNotice is shown as a banner on every page while set (in
	// the requested locale, German filling a gap).
	MaintenanceNotice string
	Logo              *Media
	Navigation        NavigationGroup
	Header            []HeaderEntry
	Footer            []FooterBlock
	Tracking          Tracking
	CreatedAt         time.Time
	UpdatedAt         time.Time
}

// NavigationGroup is where the main navigation sits and its items.
type NavigationGroup struct {
	// Position is left, center or right.
	Position string `json:"position"`
	// HeaderPosition is top or inline.
	HeaderPosition string           `json:"headerPosition"`
	Items          []NavigationItem `json:"items"`
}

// NavigationItem is a navigation entry; children open as a menu.
type NavigationItem struct {
	ID       string           `json:"id"`
	Label    string           `json:"label"`
	URL      string           `json:"url"`
	Children []NavigationItem `json:"children,omitempty"`
	// Target: see Link.Target.
	Target *LinkTarget `json:"target,omitempty"`
}

// HeaderEntryKind names a kind of header entry.
type HeaderEntryKind string

// The header entries.
const (
	Announcement     HeaderEntryKind = "announcement"
	MainNavigation   HeaderEntryKind = "mainNavigation"
	ActionNavigation HeaderEntryKind = "actionNavigation"
)

// HeaderEntry is one entry of the header. Which fields matter depends on
// Kind: an announcement has Background, Copy and Link, and with
// ShippingPromise the storefront puts the visitor's shipping promise
// before its copy ("Kostenloser Versand nach Frankreich ab 150 €", from
// the commerce API's shippingEstimate: the customer's or the language's
// country), so no fixed copy promises one country's threshold to
// everyone; the copy is then optional. The main
// navigation shows the site's navigation items (filled in on read); the
// action navigation has Actions.
type HeaderEntry struct {
	Kind       HeaderEntryKind `json:"blockType"`
	ID         string          `json:"id"`
	Background string          `json:"background,omitempty"`
	Copy       string          `json:"copy,omitempty"`
	// ShippingPromise: see above (announcements only).
	ShippingPromise bool             `json:"shippingPromise,omitempty"`
	Link            *Link            `json:"link,omitempty"`
	Actions         []ActionItem     `json:"actionNavigationItems,omitempty"`
	Items           []NavigationItem `json:"-"`
}

// ActionItem is an icon of the action navigation.
type ActionItem struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	URL   string `json:"url"`
	// Icon is account, wishlist, cart, contact, phone or search.
	Icon string `json:"icon"`
}

// FooterBlockKind names a kind of footer block.
type FooterBlockKind string

// The footer blocks.
const (
	FooterMultiColumns FooterBlockKind = "footerMultiColumns"
	FooterIcons        FooterBlockKind = "footerIcons"
	FooterLinkList     FooterBlockKind = "footerLinkList"
	// FooterPaymentMethods is a row of icons of the payment methods the
	// checkout offers, read when the footer is served (FillFooter): only
	// its title is stored.
	FooterPaymentMethods FooterBlockKind = "footerPaymentMethods"
)

// FooterBlock is one block of the footer: columns of links, a row of
// icons (with an optional title) or a line of links.
type FooterBlock struct {
	Kind    FooterBlockKind `json:"blockType"`
	ID      string          `json:"id"`
	Title   string          `json:"title,omitempty"`
	Columns []FooterColumn  `json:"columns,omitempty"`
	Icons   []FooterIcon    `json:"items,omitempty"`
	Links   []Link          `json:"links,omitempty"`
}

// FooterColumn is a column of links with a heading.
type FooterColumn struct {
	Title string `json:"title"`
	Links []Link `json:"links"`
}

// FooterIcon is an icon of the storefront's icon set with a label.
type FooterIcon struct {
	Icon  string `json:"icon"`
	Label string `json:"label"`
	URL   string `json:"url,omitempty"`
}

// Tracking holds the analytics ids; empty means the script never loads.
type Tracking struct {
	GoogleAnalyticsID string
	ClarityID         string
}

// SiteInput creates or updates a site.
type SiteInput struct {
	Code     string
	BaseURL  string
	LogoID   int64
	Tracking Tracking
	// Locales holds each language's navigation, header and footer; a
	// language without them shows German's.
	Locales map[i18n.Locale]SiteTexts
}

// SiteTexts is a site's groups in one language.
type SiteTexts struct {
	Navigation NavigationGroup
	Header     []HeaderEntry
	Footer     []FooterBlock
}

// PublishStatus is a page's state.
type PublishStatus string

// The page states.
const (
	Draft     PublishStatus = "draft"
	Published PublishStatus = "published"
)

// ContentPage is a page of blocks in one locale.
type ContentPage struct {
	ID       int64
	SiteCode string
	ParentID int64
	Title    string
	// Slug is the last segment of URL; empty for a home page.
	Slug string
	// URL is the path below /{lang}/ without slashes at either end.
	URL string
	// Alternates is the page's URL in every locale, in i18n.Locales order.
	Alternates  []Alternate
	HeaderStyle string
	Layout      string
	// Breadcrumbs are the published ancestors, top first, then the page.
	Breadcrumbs []Breadcrumb
	Blocks      []Block
	Meta        Meta
	Status      PublishStatus
	// Listed is false for a page below a draft or below a club that is not
	// public: it answers to its exact url only and stays out of listings,
	// sitemaps and search engines.
	Listed      bool
	PublishedAt *time.Time
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// Alternate is a document's URL in one locale.
type Alternate struct {
	Locale i18n.Locale
	URL    string
}

// Breadcrumb is one step of a page's trail.
type Breadcrumb struct {
	ID    string
	Label string
	URL   string
}

// PagePaths is a published page's URL in every locale.
type PagePaths struct {
	ID        int64
	URLs      map[i18n.Locale]string
	UpdatedAt time.Time
}

// The header styles and page layouts.
const (
	HeaderDefault     = "default"
	HeaderTransparent = "transparent"
	HeaderMinimal     = "minimal"
	LayoutDefault     = "default"
	LayoutWide        = "wide"
	LayoutFull        = "full"
)

// PageInput creates or updates a page.
type PageInput struct {
	ID       int64
	SiteCode string
	// ParentID places the page below another page of the same site; its
	// URL is the parent's URL and its slug.
	ParentID int64
	// Prefix gives a page without parent leading url segments that are no
	// page of their own, the same in every locale (verein/rv-lindenhof for
	// a club's pages, whose club home is not a page).
	Prefix      string
	Status      PublishStatus
	HeaderStyle string
	Layout      string
	// PublishedAt defaults to the time of the first save as published.
	PublishedAt *time.Time
	// Locales holds each language's texts; German is required.
	Locales map[i18n.Locale]PageTexts
}

// PageTexts is a page in one language. A home page has an empty slug.
type PageTexts struct {
	Title  string
	Slug   string
	Meta   Meta
	Blocks []Block
}

// ClubStatus says whether a club's shop is open.
type ClubStatus string

// ClubVisibility says where a club is listed.
type ClubVisibility string

// The club states and visibilities.
const (
	ClubEnabled  ClubStatus     = "enabled"
	ClubDisabled ClubStatus     = "disabled"
	ClubPublic   ClubVisibility = "public"
	ClubUnlisted ClubVisibility = "unlisted"
	ClubPrivate  ClubVisibility = "private"
)

// ClubBannerLayout is how the storefront lays out a club's banner.
type ClubBannerLayout string

// The banner layouts: band puts the logo beside the name on the banner
// colour, centered the logo above the name, both centred on the colour,
// light the logo and name on the page's background under a stripe of the
// colour (for loud colours).
const (
	ClubBannerBand     ClubBannerLayout = "band"
	ClubBannerCentered ClubBannerLayout = "centered"
	ClubBannerLight    ClubBannerLayout = "light"
)

// ClubContact is how a club is reached; each part may be empty.
type ClubContact struct {
	// Name is the contact person.
	Name  string
	Email string
	Phone string
	// Address is the postal address, its lines separated by newlines.
	Address string
}

// Club is a riding club with its own sub-shop, in one locale.
type Club struct {
	ID         int64
	Name       string
	ListName   string
	SKUPrefix  string
	Status     ClubStatus
	Visibility ClubVisibility
	Slug       string
	Logo       *Media
	// BannerColor is #rrggbb.
	BannerColor string
	// ShopRootCategoryID is the catalogue id of the category holding the
	// club's products.
	ShopRootCategoryID string
	BannerLayout       ClubBannerLayout
	Contact            ClubContact
	Blocks             []Block
	Meta               Meta
	CreatedAt          time.Time
	UpdatedAt          time.Time
}

// ClubInput creates or updates a club.
type ClubInput struct {
	ID                 int64
	Name               string
	ListName           string
	SKUPrefix          string
	Status             ClubStatus
	Visibility         ClubVisibility
	Slug               string
	LogoID             int64
	BannerColor        string
	ShopRootCategoryID string
	Locales            map[i18n.Locale]ClubTexts
}

// ClubTexts is a club's home blocks and meta in one language.
type ClubTexts struct {
	Meta   Meta
	Blocks []Block
}

// SalesEventStatus says whether a sale is shown at all.
type SalesEventStatus string

// Repeat says how a sale's window repeats.
type Repeat string

// SalesType says what a sale reduces.
type SalesType string

// The sales event states, repeats and types.
const (
	SalesActive   SalesEventStatus = "active"
	SalesInactive SalesEventStatus = "inactive"

	RepeatNone    Repeat = "none"
	RepeatDaily   Repeat = "daily"
	RepeatWeekly  Repeat = "weekly"
	RepeatMonthly Repeat = "monthly"

	SalesCategory      SalesType = "category"
	SalesSingleProduct SalesType = "singleProduct"
)

// SalesEvent is a flash sale in one locale.
type SalesEvent struct {
	ID     int64
	Title  string
	Status SalesEventStatus
	// From and To are the first window.
	From     time.Time
	To       time.Time
	Repeat   Repeat
	Slug     string
	Settings SalesSettings
	// AccessKey is a private sale's secret; only Unrestricted reads fill it.
	AccessKey string
	Blocks    []Block
	Meta      Meta
	Countdown Countdown
	CreatedAt time.Time
	UpdatedAt time.Time
}

// SalesSettings are what a sale reduces and who sees it.
type SalesSettings struct {
	IsPrivateSale    bool
	SalesType        SalesType
	CategoryID       string
	SingleProductSKU string
}

// SalesEventInput creates or updates a sales event.
type SalesEventInput struct {
	ID        int64
	Status    SalesEventStatus
	From      time.Time
	To        time.Time
	Repeat    Repeat
	Slug      string
	Settings  SalesSettings
	AccessKey string
	Locales   map[i18n.Locale]SalesEventTexts
}

// SalesEventTexts is a sale's title, splash blocks and meta in one language.
type SalesEventTexts struct {
	Title  string
	Meta   Meta
	Blocks []Block
}

// ConfirmationType says what follows a submitted form.
type ConfirmationType string

// FieldKind is a kind of form field.
type FieldKind string

// The confirmation types and field kinds.
const (
	ConfirmMessage  ConfirmationType = "message"
	ConfirmRedirect ConfirmationType = "redirect"

	FieldText     FieldKind = "text"
	FieldTextarea FieldKind = "textarea"
	FieldEmail    FieldKind = "email"
	FieldSelect   FieldKind = "select"
	FieldNumber   FieldKind = "number"
	FieldCheckbox FieldKind = "checkbox"
	FieldUpload   FieldKind = "upload"
	FieldMessage  FieldKind = "message"
)

// Form is a form definition in one locale.
type Form struct {
	ID                  int64
	Code                string
	Title               string
	SubmitButtonLabel   string
	ConfirmationType    ConfirmationType
	ConfirmationMessage string
	RedirectURL         string
	Fields              []FormField
}

// FormField is one field of a form in one locale.
type FormField struct {
	ID           string
	Kind         FieldKind
	Name         string
	Label        string
	Width        int
	DefaultValue string
	Required     bool
	Options      []FieldOption
	// AllowedFiletypes are MIME types or extensions (image/png, .pdf).
	AllowedFiletypes []string
	MultiFileUpload  bool
	// MaxFileSize is in bytes; 0 means DefaultMaxUploadBytes.
	MaxFileSize int64
	// MaxLength bounds text and textarea values in characters; 0 means
	// the kind's default.
	MaxLength int
	Min, Max  *float64
	Message   string
}

// FieldOption is a choice of a select field.
type FieldOption struct {
	Label string
	Value string
}

// FormInput creates or updates (by Code) a form.
type FormInput struct {
	Code string
	// Public lets strangers read and submit the form wherever it is used;
	// without it, a form answers only while a published page, an enabled
	// club or an active sales event shows it.
	Public              bool
	Title               Text
	SubmitButtonLabel   Text
	ConfirmationType    ConfirmationType
	ConfirmationMessage Text
	RedirectURL         string
	Fields              []FormFieldInput
}

// FormFieldInput is one field of a form definition.
type FormFieldInput struct {
	ID               string             `json:"id"`
	Kind             FieldKind          `json:"blockType"`
	Name             string             `json:"name"`
	Label            Text               `json:"label,omitempty"`
	Width            int                `json:"width"`
	DefaultValue     string             `json:"defaultValue,omitempty"`
	Required         bool               `json:"required,omitempty"`
	Options          []FieldOptionInput `json:"options,omitempty"`
	AllowedFiletypes []string           `json:"allowedFiletypes,omitempty"`
	MultiFileUpload  bool               `json:"multiFileUpload,omitempty"`
	MaxFileSize      int64              `json:"maxFileSize,omitempty"`
	MaxLength        int                `json:"maxLength,omitempty"`
	Min              *float64           `json:"min,omitempty"`
	Max              *float64           `json:"max,omitempty"`
	Message          Text               `json:"message,omitempty"`
}

// FieldOptionInput is a choice of a select field.
type FieldOptionInput struct {
	Label Text   `json:"label"`
	Value string `json:"value"`
}

// SubmissionInput is a filled-in form.
type SubmissionInput struct {
	FormID int64
	Data   []SubmissionValue
	// Honeypot must be empty; bots fill it.
	Honeypot string
	// Client identifies the sender for the rate limit (its IP address).
	Client string
	Locale i18n.Locale
}

// SubmissionValue is one field's value: checkboxes "true" or "false",
// uploads their ids joined by commas, numbers their decimal text.
type SubmissionValue struct {
	Field string
	Value string
}

// FormSubmission is a stored submission.
type FormSubmission struct {
	ID        int64
	FormID    int64
	CreatedAt time.Time
}

// Upload is a stored file waiting for its submission.
type Upload struct {
	ID          string `json:"id"`
	Filename    string `json:"filename"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
}
