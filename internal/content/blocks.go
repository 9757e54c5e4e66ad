package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// BlockType names a kind of block: its GraphQL type name without "Block",
// in lower camel case, as Payload names block slugs.
type BlockType string

// The block types.
const (
	TeaserType         BlockType = "teaser"
	IntroType          BlockType = "intro"
	AccordeonType      BlockType = "accordeon"
	ColumnsType        BlockType = "columns"
	RichtextType       BlockType = "richtext"
	DirectLinksType    BlockType = "directLinks"
	TextImageType      BlockType = "textImage"
	CatalogType        BlockType = "catalog"
	StaticFormType     BlockType = "staticForm"
	DynamicFormType    BlockType = "dynamicForm"
	SpacerType         BlockType = "spacer"
	AnchorType         BlockType = "anchor"
	ClubsType          BlockType = "clubs"
	ClubHeroType       BlockType = "clubHero"
	ContentStepperType BlockType = "contentStepper"
	LegalNoticeType    BlockType = "legalNotice"
	CountdownType      BlockType = "countdown"
)

// Block is one building stone of a page, a club's home or a sale's splash
// page. Only this package's block types implement it.
type Block interface {
	// Type names the block's kind.
	Type() BlockType
	// Base returns the fields every block has.
	Base() *BlockBase
	// check validates the block and sanitises its rich text in place.
	check(c *checker, path string)
}

// BlockBase holds the fields every block has. An empty ID is filled in
// from the block's kind and position when it is saved; Kind is set from
// the block's Type when it is encoded.
type BlockBase struct {
	Kind BlockType `json:"blockType"`
	ID   string    `json:"id"`
	Name string    `json:"blockName,omitempty"`
}

// Base returns b.
func (b *BlockBase) Base() *BlockBase { return b }

// newBlock returns an empty block of a kind; nil for unknown kinds.
func newBlock(t BlockType) Block {
	switch t {
	case TeaserType:
		return &TeaserBlock{}
	case IntroType:
		return &IntroBlock{}
	case AccordeonType:
		return &AccordeonBlock{}
	case ColumnsType:
		return &ColumnsBlock{}
	case RichtextType:
		return &RichtextBlock{}
	case DirectLinksType:
		return &DirectLinksBlock{}
	case TextImageType:
		return &TextImageBlock{}
	case CatalogType:
		return &CatalogBlock{}
	case StaticFormType:
		return &StaticFormBlock{}
	case DynamicFormType:
		return &DynamicFormBlock{}
	case SpacerType:
		return &SpacerBlock{}
	case AnchorType:
		return &AnchorBlock{}
	case ClubsType:
		return &ClubsBlock{}
	case ClubHeroType:
		return &ClubHeroBlock{}
	case ContentStepperType:
		return &ContentStepperBlock{}
	case LegalNoticeType:
		return &LegalNoticeBlock{}
	case CountdownType:
		return &CountdownBlock{}
	}
	return nil
}

// TeaserBlock is a large image with headline, copy and a call to action
// (hero, one item), or a row of two to four cards.
type TeaserBlock struct {
	BlockBase
	// Layout is hero or cards.
	Layout string       `json:"layout"`
	Items  []TeaserItem `json:"items"`
}

// TeaserItem is one teaser.
type TeaserItem struct {
	Headline    string   `json:"headline"`
	Subline     string   `json:"subline,omitempty"`
	Text        string   `json:"text,omitempty"`
	Image       MediaRef `json:"image,omitzero"`
	MobileImage MediaRef `json:"mobileImage,omitzero"`
	Link        *Link    `json:"link,omitempty"`
	// Theme is light (light text on dark images) or dark.
	Theme string `json:"theme"`
}

// IntroBlock opens a page: eyebrow, headline and rich text.
type IntroBlock struct {
	BlockBase
	Eyebrow  string `json:"eyebrow,omitempty"`
	Headline string `json:"headline"`
	HTML     string `json:"html,omitempty"`
	// Alignment is left or center.
	Alignment string `json:"alignment"`
}

// AccordeonBlock is questions and answers that open one at a time.
type AccordeonBlock struct {
	BlockBase
	Headline string          `json:"headline,omitempty"`
	Items    []AccordeonItem `json:"items"`
}

// AccordeonItem is one question with its answer.
type AccordeonItem struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	HTML  string `json:"html"`
}

// ColumnsBlock is one to four columns of rich text.
type ColumnsBlock struct {
	BlockBase
	Headline string   `json:"headline,omitempty"`
	Columns  []Column `json:"columns"`
}

// Column is one column; Width is oneQuarter, oneThird, half, twoThirds or
// full.
type Column struct {
	Width string   `json:"width"`
	Image MediaRef `json:"image,omitzero"`
	HTML  string   `json:"html,omitempty"`
	Link  *Link    `json:"link,omitempty"`
}

// RichtextBlock is rich text.
type RichtextBlock struct {
	BlockBase
	HTML string `json:"html"`
}

// DirectLinksBlock is a row of entry points.
type DirectLinksBlock struct {
	BlockBase
	Headline string       `json:"headline,omitempty"`
	Links    []DirectLink `json:"links"`
}

// DirectLink is one entry point.
type DirectLink struct {
	Label       string   `json:"label"`
	URL         string   `json:"url"`
	Description string   `json:"description,omitempty"`
	Image       MediaRef `json:"image,omitzero"`
}

// TextImageBlock is text beside an image.
type TextImageBlock struct {
	BlockBase
	Headline string   `json:"headline,omitempty"`
	HTML     string   `json:"html,omitempty"`
	Image    MediaRef `json:"image,omitzero"`
	// ImagePosition is left or right.
	ImagePosition string `json:"imagePosition"`
	Link          *Link  `json:"link,omitempty"`
}

// CatalogBlock shows products from the commerce API: a category's
// (CategoryIDs, catalogue ids) or a list of SKUs in their order.
type CatalogBlock struct {
	BlockBase
	Headline string `json:"headline,omitempty"`
	// Kind is category or products.
	Kind string `json:"type"`
	// Layout is grid, slider or list.
	Layout      string   `json:"layout"`
	CategoryIDs []string `json:"categoryIds,omitempty"`
	ProductSKUs []string `json:"productSkus,omitempty"`
	// Limit is how many products at most, 1 to 24.
	Limit int   `json:"limit"`
	Link  *Link `json:"link,omitempty"`
}

// StaticFormBlock is a fixed form: the newsletter sign-up.
type StaticFormBlock struct {
	BlockBase
	// FormType is newsletter.
	FormType       string `json:"formType"`
	MailingList    string `json:"mailingList"`
	Headline       string `json:"headline,omitempty"`
	HTML           string `json:"html,omitempty"`
	LegalBlock     string `json:"legalBlock,omitempty"`
	SuccessMessage string `json:"successMessage,omitempty"`
}

// DynamicFormBlock shows a form built by editors.
type DynamicFormBlock struct {
	BlockBase
	Headline string  `json:"headline,omitempty"`
	HTML     string  `json:"html,omitempty"`
	Form     FormRef `json:"form"`
}

// FormRef is a reference to a form in a stored document: its id. Reads
// fill Form in the requested locale.
type FormRef struct {
	ID   int64
	Form *Form
}

// SpacerBlock is vertical space between blocks.
type SpacerBlock struct {
	BlockBase
	// BackgroundColor is #rrggbb or empty for the page background.
	BackgroundColor string            `json:"backgroundColor,omitempty"`
	DarkMode        bool              `json:"darkMode,omitempty"`
	Padding         ResponsiveSpacing `json:"padding"`
}

// ResponsiveSpacing is vertical padding per screen size: none, xs, s, m,
// l or xl.
type ResponsiveSpacing struct {
	Mobile  string `json:"mobile"`
	Tablet  string `json:"tablet"`
	Desktop string `json:"desktop"`
}

// AnchorBlock is a jump target.
type AnchorBlock struct {
	BlockBase
	AnchorID string `json:"anchorId"`
}

// CountdownBlock counts down to a sales event's next start ("starts in")
// or the end of its running window ("ends in"), under a heading (in the
// block's language, as every block text). The countdown itself is asked
// of the sales event when the block is shown (on server time, package
// countdown), never kept with the page: the pages' answers are cached. An
// ended, deleted or private event shows "ended", or nothing when
// HideWhenEnded is set.
type CountdownBlock struct {
	BlockBase
	Heading string `json:"heading,omitempty"`
	// SalesEvent is the event's id.
	SalesEvent    int64 `json:"salesEvent"`
	HideWhenEnded bool  `json:"hideWhenEnded,omitempty"`
}

// ClubsBlock is an overview of the visible clubs.
type ClubsBlock struct {
	BlockBase
	Headline string `json:"headline,omitempty"`
	HTML     string `json:"html,omitempty"`
	// Limit is how many clubs at most; 0 means all.
	Limit int `json:"limit"`
}

// ClubHeroBlock is the top of a club's home.
type ClubHeroBlock struct {
	BlockBase
	Headline string   `json:"headline,omitempty"`
	HTML     string   `json:"html,omitempty"`
	Image    MediaRef `json:"image,omitzero"`
	Link     *Link    `json:"link,omitempty"`
}

// ContentStepperBlock is numbered steps.
type ContentStepperBlock struct {
	BlockBase
	Headline string        `json:"headline,omitempty"`
	Steps    []ContentStep `json:"steps"`
}

// LegalNoticeBlock shows the seller as the shop's settings name it
// (settings.Legal: company, address, managing directors, contact,
// register, VAT id; §5 DDG), read when the block is served, so the
// Impressum never disagrees with the invoices. It stores only an optional
// headline; the storefront's own heading is used without one.
type LegalNoticeBlock struct {
	BlockBase
	Headline string `json:"headline,omitempty"`
}

// ContentStep is one step.
type ContentStep struct {
	Title string   `json:"title"`
	HTML  string   `json:"html,omitempty"`
	Image MediaRef `json:"image,omitzero"`
}

// Type implementations.

// Type returns TeaserType.
func (*TeaserBlock) Type() BlockType { return TeaserType }

// Type returns IntroType.
func (*IntroBlock) Type() BlockType { return IntroType }

// Type returns AccordeonType.
func (*AccordeonBlock) Type() BlockType { return AccordeonType }

// Type returns ColumnsType.
func (*ColumnsBlock) Type() BlockType { return ColumnsType }

// Type returns RichtextType.
func (*RichtextBlock) Type() BlockType { return RichtextType }

// Type returns DirectLinksType.
func (*DirectLinksBlock) Type() BlockType { return DirectLinksType }

// Type returns TextImageType.
func (*TextImageBlock) Type() BlockType { return TextImageType }

// Type returns CatalogType.
func (*CatalogBlock) Type() BlockType { return CatalogType }

// Type returns StaticFormType.
func (*StaticFormBlock) Type() BlockType { return StaticFormType }

// Type returns DynamicFormType.
func (*DynamicFormBlock) Type() BlockType { return DynamicFormType }

// Type returns SpacerType.
func (*SpacerBlock) Type() BlockType { return SpacerType }

// Type returns AnchorType.
func (*AnchorBlock) Type() BlockType { return AnchorType }

// Type returns ClubsType.
func (*ClubsBlock) Type() BlockType { return ClubsType }

// Type returns ClubHeroType.
func (*ClubHeroBlock) Type() BlockType { return ClubHeroType }

// Type returns ContentStepperType.
func (*ContentStepperBlock) Type() BlockType { return ContentStepperType }

// Type returns LegalNoticeType.
func (*LegalNoticeBlock) Type() BlockType { return LegalNoticeType }

// Type returns CountdownType.
func (*CountdownBlock) Type() BlockType { return CountdownType }

// MarshalJSON writes the id of the referenced image.
func (r MediaRef) MarshalJSON() ([]byte, error) { return []byte(strconv.FormatInt(r.ID, 10)), nil }

// UnmarshalJSON reads an image id; null is no image.
func (r *MediaRef) UnmarshalJSON(b []byte) error {
	*r = MediaRef{}
	if string(b) == "null" {
		return nil
	}
	return json.Unmarshal(b, &r.ID)
}

// IsZero reports whether r references no image.
func (r MediaRef) IsZero() bool { return r.ID == 0 }

// MarshalJSON writes the id of the referenced form.
func (r FormRef) MarshalJSON() ([]byte, error) { return []byte(strconv.FormatInt(r.ID, 10)), nil }

// UnmarshalJSON reads a form id; null is no form.
func (r *FormRef) UnmarshalJSON(b []byte) error {
	*r = FormRef{}
	if string(b) == "null" {
		return nil
	}
	return json.Unmarshal(b, &r.ID)
}

// EncodeBlocks writes blocks as the JSON document the store keeps: an array
// of objects, each with its blockType.
func EncodeBlocks(blocks []Block) ([]byte, error) {
	if blocks == nil {
		blocks = []Block{}
	}
	for i, b := range blocks {
		if b == nil {
			return nil, fmt.Errorf("content: encode blocks: block %d is nil", i)
		}
		b.Base().Kind = b.Type()
	}
	data, err := json.Marshal(blocks)
	if err != nil {
		return nil, fmt.Errorf("content: encode blocks: %w", err)
	}
	return data, nil
}

// DecodeBlocks reads a JSON array of blocks, each with its blockType.
// Unknown block types are an error; strict rejects unknown fields too (for
// documents from outside, such as an admin's).
func DecodeBlocks(data []byte, strict bool) ([]Block, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(data, &raws); err != nil {
		return nil, fmt.Errorf("content: decode blocks: %w", err)
	}
	blocks := make([]Block, 0, len(raws))
	for i, raw := range raws {
		var head struct {
			Kind BlockType `json:"blockType"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return nil, fmt.Errorf("content: decode block %d: %w", i, err)
		}
		b := newBlock(head.Kind)
		if b == nil {
			return nil, fmt.Errorf("content: decode block %d: unknown block type %q", i, truncate(string(head.Kind), 64))
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		if strict {
			dec.DisallowUnknownFields()
		}
		if err := dec.Decode(b); err != nil {
			return nil, fmt.Errorf("content: decode %s block %d: %w", head.Kind, i, err)
		}
		blocks = append(blocks, b)
	}
	return blocks, nil
}
