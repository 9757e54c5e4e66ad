package model

// ProductReview is a review; ProductID names the reviewed product, which
// resolves only when a query asks for it.
type ProductReview struct {
	ProductID int64 `json:"-"`

	Summary          string                 `json:"summary"`
	Text             string                 `json:"text"`
	Nickname         string                 `json:"nickname"`
	CreatedAt        string                 `json:"created_at"`
	AverageRating    float64                `json:"average_rating"`
	RatingsBreakdown []*ProductReviewRating `json:"ratings_breakdown"`
	VerifiedPurchase bool                   `json:"verified_purchase"`
	Status           ProductReviewStatus    `json:"status"`
	ShopReply        *ProductReviewReply    `json:"shop_reply,omitempty"`
}
