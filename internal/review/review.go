// Package review is the customers' product reviews, in the shapes of
// Magento 2.4's ReviewGraphQl: a rating from 1 to 5 (one rating,
// "Bewertung"), a title (Magento's summary), a text and the nickname
// shown.
//
// The flow:
//
//  1. A signed-in customer who bought the product writes a review (Create):
//     bought means an item of the product or one of its variants, not
//     cancelled whole, in an order of theirs that was paid or is being
//     fulfilled (order.Service.Purchased). A review of a variant's SKU is
//     kept against its configurable product, the one the storefront
//     shows. One review per product and customer; none without a purchase
//     (so every review carries the verified-purchase mark). Writing counts
//     against a limit per customer (CreatePerCustomer).
//  2. It waits, pending, until staff approve or reject it in the back
//     office (Staff: CatalogManage; a club manager only for products of
//     their clubs' SKU prefixes); staff may reply, and the reply shows
//     under the review. Every moderation is audited.
//  3. The storefront shows approved reviews only (ForProduct, newest
//     first, paged) with their count and average (Summaries); a pending
//     or rejected review shows nowhere but in the customer's own list
//     (ForCustomer) and the back office.
//
// Approved reviews are part of what the commerce API's catalogue reads
// answer, so database triggers move catalog_revision whenever a review
// that is or was approved changes (migration 00064), and every instance's
// answer cache follows. Erasing a customer (customer.Staff.Erase) deletes
// their reviews (EraseCustomerReviews).
package review

import (
	"context"
	"encoding/base64"
	"strconv"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/ratelimit"
)

// Status is a review's state in moderation.
type Status string

// The statuses.
const (
	Pending  Status = "pending"
	Approved Status = "approved"
	Rejected Status = "rejected"
)

// Valid reports whether s is one of the statuses.
func (s Status) Valid() bool { return s == Pending || s == Approved || s == Rejected }

// Review is a review as kept.
type Review struct {
	ID int64
	// ProductID is the reviewed product: the one the storefront shows (a
	// configurable product for a variant bought).
	ProductID  int64
	CustomerID int64
	// Locale is the language of the store it was written in.
	Locale   i18n.Locale
	Nickname string
	Title    string
	Text     string
	// Rating is from 1 to 5.
	Rating int
	Status Status
	// VerifiedPurchase marks a review whose writer's purchase was checked
	// when it was written.
	VerifiedPurchase bool
	// Reply is the shop's answer, empty for none; RepliedBy the member of
	// staff who gave it and RepliedAt when (zero without a reply).
	Reply     string
	RepliedBy string
	RepliedAt time.Time
	// ModeratedBy and ModeratedAt tell who approved or rejected it last,
	// and when (empty and zero while pending).
	ModeratedBy string
	ModeratedAt time.Time
	CreatedAt   time.Time
}

// Percent is the rating as Magento's percentages (20 a star).
func (r Review) Percent() float64 { return float64(r.Rating) * 20 }

// Input is a review to write, in the shape of Magento's
// CreateProductReviewInput with its one rating read (Rating).
type Input struct {
	// SKU names the product; a variant's SKU names its configurable
	// product.
	SKU      string
	Nickname string
	Title    string
	Text     string
	Rating   int
}

// Page is a page of reviews and how many there are in all.
type Page struct {
	Items      []Review
	TotalCount int
	Page       int
	PageSize   int
}

// TotalPages is how many pages of PageSize the reviews fill.
func (p Page) TotalPages() int {
	if p.PageSize <= 0 {
		return 0
	}
	return (p.TotalCount + p.PageSize - 1) / p.PageSize
}

// Summary is what a product's approved reviews add up to.
type Summary struct {
	Count int
	// Average is the mean rating from 1 to 5, 0 without reviews.
	Average float64
}

// Percent is the average as Magento's rating_summary: 0 to 100.
func (s Summary) Percent() float64 { return s.Average * 20 }

// Eligibility is whether a customer may review a product now.
type Eligibility string

// The answers of Eligible.
const (
	// CanReview: bought, not reviewed yet.
	CanReview Eligibility = "CAN_REVIEW"
	// NotPurchased: no paid order of the customer holds the product.
	NotPurchased Eligibility = "NOT_PURCHASED"
	// AlreadyReviewed: the customer wrote a review of it before.
	AlreadyReviewed Eligibility = "ALREADY_REVIEWED"
)

// Service is what the storefront's side may ask of reviews.
type Service interface {
	// Create writes the customer's review of a product, pending until
	// staff approve it. Invalid for fields out of their limits (each field
	// named: nickname, summary, text, ratings); NotFound
	// ("review.productNotFound") for a SKU the shop does not sell;
	// Forbidden ("review.notPurchased") when the customer did not buy it;
	// Conflict ("review.already") for a second review of the same product;
	// RateLimited past CreatePerCustomer. Nothing is written on any error.
	Create(ctx context.Context, customerID int64, locale i18n.Locale, in Input) (Review, error)
	// Eligible tells whether the customer may review the product of sku
	// now; NotFound for a SKU the shop does not sell.
	Eligible(ctx context.Context, customerID int64, locale i18n.Locale, sku string) (Eligibility, error)
	// ForProduct is a page of the product's approved reviews, newest
	// first (page from 1, size 1 to MaxPageSize; others Invalid).
	ForProduct(ctx context.Context, productID int64, page, size int) (Page, error)
	// Summaries are the count and average of the approved reviews of
	// each product asked for, in one statement; a product without any
	// answers a zero Summary.
	Summaries(ctx context.Context, productIDs []int64) (map[int64]Summary, error)
	// ForCustomer is a page of the customer's own reviews in every
	// status, newest first.
	ForCustomer(ctx context.Context, customerID int64, page, size int) (Page, error)
	// EraseCustomerReviews deletes the customer's reviews for the erasure
	// of their account (GDPR Art. 17), inside ctx's transaction when it
	// holds one, and reports how many it deleted.
	EraseCustomerReviews(ctx context.Context, customerID int64) (int, error)
}

// Limits.
const (
	MaxNickname = 50
	MaxTitle    = 120
	MaxText     = 4000
	// MinText is the shortest text, in characters.
	MinText     = 10
	MaxReply    = 2000
	MaxPageSize = 50
)

// CreatePerCustomer bounds how many reviews one customer may try to write.
var CreatePerCustomer = ratelimit.Rule{Name: "review.create.customer", Limit: 20, Window: 24 * time.Hour}

// The one rating reviews carry, in Magento's metadata shapes: its id and
// its values' ids are base64 as Magento encodes them.
const ratingID = 1

// RatingUID is the rating's id ("MQ==").
func RatingUID() string { return base64.StdEncoding.EncodeToString([]byte(strconv.Itoa(ratingID))) }

// RatingValueUID is the id of the value n (1 to 5).
func RatingValueUID(n int) string { return base64.StdEncoding.EncodeToString([]byte(strconv.Itoa(n))) }

// RatingName is the rating's label in l.
func RatingName(l i18n.Locale) string { return i18n.Messages().T(l, "review.ratingName") }

// RatingOf reads the value of the one rating from Magento's
// ProductReviewRatingInput ids; 0 when they name none.
func RatingOf(ratingUID, valueUID string) int {
	if ratingUID != RatingUID() {
		return 0
	}
	raw, err := base64.StdEncoding.DecodeString(valueUID)
	if err != nil {
		return 0
	}
	n, err := strconv.Atoi(string(raw))
	if err != nil || n < 1 || n > 5 {
		return 0
	}
	return n
}

// Catalog is what reviews need of the catalogue: products by SKU (a
// variant's too) and by id.
type Catalog interface {
	Products(ctx context.Context, locale i18n.Locale, f catalog.ProductFilter) ([]catalog.Product, error)
}

// Orders is what reviews need of the orders (order.Service has it).
type Orders interface {
	Purchased(ctx context.Context, customerID, productID int64) (bool, error)
}
