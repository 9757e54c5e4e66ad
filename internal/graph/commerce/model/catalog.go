package model

import "paddock/internal/catalog"

// Hand-written models for the catalogue's types: the three product types
// share ProductFields, and each keeps the domain value it was built from,
// so that fields needing more data (categories, upsells, alternates,
// breadcrumbs) resolve only when a query asks for them.

// ProductFields are the fields every product type has.
type ProductFields struct {
	Product catalog.Product `json:"-"`

	UID                 string                        `json:"uid"`
	ID                  *int                          `json:"id,omitempty"`
	Sku                 *string                       `json:"sku,omitempty"`
	Name                *string                       `json:"name,omitempty"`
	TypeID              *string                       `json:"type_id,omitempty"`
	URLKey              *string                       `json:"url_key,omitempty"`
	URLSuffix           *string                       `json:"url_suffix,omitempty"`
	CanonicalURL        *string                       `json:"canonical_url,omitempty"`
	Description         *ComplexTextValue             `json:"description,omitempty"`
	ShortDescription    *ComplexTextValue             `json:"short_description,omitempty"`
	MetaTitle           *string                       `json:"meta_title,omitempty"`
	MetaDescription     *string                       `json:"meta_description,omitempty"`
	MetaKeyword         *string                       `json:"meta_keyword,omitempty"`
	Image               *ProductImage                 `json:"image,omitempty"`
	SmallImage          *ProductImage                 `json:"small_image,omitempty"`
	Thumbnail           *ProductImage                 `json:"thumbnail,omitempty"`
	MediaGallery        []MediaGalleryInterface       `json:"media_gallery,omitempty"`
	PriceRange          *PriceRange                   `json:"price_range"`
	SpecialPrice        *float64                      `json:"special_price,omitempty"`
	SpecialFromDate     *string                       `json:"special_from_date,omitempty"`
	SpecialToDate       *string                       `json:"special_to_date,omitempty"`
	NewFromDate         *string                       `json:"new_from_date,omitempty"`
	NewToDate           *string                       `json:"new_to_date,omitempty"`
	StockStatus         *ProductStockStatus           `json:"stock_status,omitempty"`
	Manufacturer        *int                          `json:"manufacturer,omitempty"`
	Color               *int                          `json:"color,omitempty"`
	Size                *int                          `json:"size,omitempty"`
	CustomAttributesV2  *ProductCustomAttributes      `json:"custom_attributesV2,omitempty"`
	BmsStockQty         *float64                      `json:"bms_stock_qty,omitempty"`
	DeliveryTime        *DeliveryTime                 `json:"delivery_time,omitempty"`
	ProductRelationCode *string                       `json:"product_relation_code,omitempty"`
	CareSize            *string                       `json:"care_size,omitempty"`
	BasePriceUnit       *string                       `json:"base_price_unit,omitempty"`
	MaterialCare        *string                       `json:"material_care,omitempty"`
	SizeInfo            *string                       `json:"size_info,omitempty"`
	ManufacturerInfo    *string                       `json:"manufacturer_info,omitempty"`
	HasSizeGuide        *bool                         `json:"has_size_guide,omitempty"`
	SizeGuide           *string                       `json:"size_guide,omitempty"`
	IsNew               *bool                         `json:"is_new,omitempty"`
	Merchandise         *MerchandiseAttributes        `json:"merchandise,omitempty"`
	ProductSafety       *ProductSafety                `json:"product_safety,omitempty"`
	TaxRate             *int                          `json:"tax_rate,omitempty"`
	Options             []CustomizableOptionInterface `json:"options,omitempty"`
	Type                *URLRewriteEntityTypeEnum     `json:"type,omitempty"`
	RelativeURL         *string                       `json:"relative_url,omitempty"`
	RedirectCode        int                           `json:"redirect_code"`
}

// SimpleProduct is a product without variants, or a configurable's variant.
type SimpleProduct struct{ ProductFields }

// VirtualProduct is a product that is not shipped (a voucher).
type VirtualProduct struct{ ProductFields }

// ConfigurableProduct is a product with variants in colours and sizes.
type ConfigurableProduct struct {
	ProductFields
	ConfigurableOptions []*ConfigurableProductOptions `json:"configurable_options,omitempty"`
	Variants            []*ConfigurableVariant        `json:"variants,omitempty"`
}

func (SimpleProduct) IsProductInterface()                   {}
func (SimpleProduct) IsRoutableInterface()                  {}
func (SimpleProduct) IsCustomizableProductInterface()       {}
func (VirtualProduct) IsProductInterface()                  {}
func (VirtualProduct) IsRoutableInterface()                 {}
func (VirtualProduct) IsCustomizableProductInterface()      {}
func (ConfigurableProduct) IsProductInterface()             {}
func (ConfigurableProduct) IsRoutableInterface()            {}
func (ConfigurableProduct) IsCustomizableProductInterface() {}

// CategoryTree is a category with the children the query asked for.
type CategoryTree struct {
	Category catalog.Category `json:"-"`

	UID             string                    `json:"uid"`
	ID              *int                      `json:"id,omitempty"`
	Name            *string                   `json:"name,omitempty"`
	Level           *int                      `json:"level,omitempty"`
	Position        *int                      `json:"position,omitempty"`
	Path            *string                   `json:"path,omitempty"`
	URLKey          *string                   `json:"url_key,omitempty"`
	URLPath         *string                   `json:"url_path,omitempty"`
	URLSuffix       *string                   `json:"url_suffix,omitempty"`
	CanonicalURL    *string                   `json:"canonical_url,omitempty"`
	Description     *string                   `json:"description,omitempty"`
	MetaTitle       *string                   `json:"meta_title,omitempty"`
	MetaKeywords    *string                   `json:"meta_keywords,omitempty"`
	MetaDescription *string                   `json:"meta_description,omitempty"`
	Image           *string                   `json:"image,omitempty"`
	IncludeInMenu   *int                      `json:"include_in_menu,omitempty"`
	IsAnchor        *int                      `json:"is_anchor,omitempty"`
	ChildrenCount   *string                   `json:"children_count,omitempty"`
	ProductCount    *int                      `json:"product_count,omitempty"`
	Children        []*CategoryTree           `json:"children,omitempty"`
	Type            *URLRewriteEntityTypeEnum `json:"type,omitempty"`
	RelativeURL     *string                   `json:"relative_url,omitempty"`
	RedirectCode    int                       `json:"redirect_code"`
}

func (CategoryTree) IsCategoryInterface() {}
func (CategoryTree) IsRoutableInterface() {}
