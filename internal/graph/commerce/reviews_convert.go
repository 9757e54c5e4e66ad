package commerce

import (
	"context"
	"strconv"
	"time"

	"paddock/internal/catalog"
	"paddock/internal/graph/commerce/model"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
	"paddock/internal/platform/session"
	"paddock/internal/review"
)

const reviewTime = "2006-01-02 15:04:05"

// reviewSummary is the count and average of the approved reviews of p
// (a variant's configurable product's), through the request's loader.
func (r *Resolver) reviewSummary(ctx context.Context, p catalog.Product) (review.Summary, error) {
	if r.Reviews == nil {
		return review.Summary{}, nil // a shop served without reviews has none
	}
	return loadersFrom(ctx, r).reviewSummaries.Load(ctx, productRouteID(p))
}

func (r *Resolver) ratingSummary(ctx context.Context, p catalog.Product) (float64, error) {
	s, err := r.reviewSummary(ctx, p)
	return s.Percent(), err
}

func (r *Resolver) reviewCount(ctx context.Context, p catalog.Product) (int, error) {
	s, err := r.reviewSummary(ctx, p)
	return s.Count, err
}

// reviewPage reads Magento's pageSize and currentPage (20 and 1 when not
// given).
func reviewPage(pageSize, currentPage *int) (size, page int) {
	size, page = 20, 1
	if pageSize != nil {
		size = *pageSize
	}
	if currentPage != nil {
		page = *currentPage
	}
	return size, page
}

func (r *Resolver) productReviews(ctx context.Context, p catalog.Product, pageSize, currentPage *int) (*model.ProductReviews, error) {
	size, page := reviewPage(pageSize, currentPage)
	found, err := r.Reviews.ForProduct(ctx, productRouteID(p), page, size)
	if err != nil {
		return nil, err
	}
	return reviewsModel(i18n.LocaleFrom(ctx), found), nil
}

func reviewsModel(l i18n.Locale, p review.Page) *model.ProductReviews {
	out := &model.ProductReviews{Items: make([]*model.ProductReview, 0, len(p.Items)),
		PageInfo: pageInfo(p.TotalCount, p.PageSize, p.Page)}
	for _, x := range p.Items {
		out.Items = append(out.Items, reviewModel(l, x))
	}
	return out
}

func reviewModel(l i18n.Locale, x review.Review) *model.ProductReview {
	out := &model.ProductReview{ProductID: x.ProductID, Summary: x.Title, Text: x.Text, Nickname: x.Nickname,
		CreatedAt: x.CreatedAt.UTC().Format(reviewTime), AverageRating: x.Percent(),
		RatingsBreakdown: []*model.ProductReviewRating{{Name: review.RatingName(l), Value: strconv.Itoa(x.Rating)}},
		VerifiedPurchase: x.VerifiedPurchase, Status: reviewStatus(x.Status)}
	if x.Reply != "" {
		out.ShopReply = &model.ProductReviewReply{Text: x.Reply, CreatedAt: replyTime(x.RepliedAt)}
	}
	return out
}

func replyTime(t time.Time) string { return t.UTC().Format(reviewTime) }

func reviewStatus(s review.Status) model.ProductReviewStatus {
	switch s {
	case review.Approved:
		return model.ProductReviewStatusApproved
	case review.Rejected:
		return model.ProductReviewStatusRejected
	}
	return model.ProductReviewStatusPending
}

// ratingsMetadata is the one rating with its values 1 to 5, in Magento's
// shapes.
func ratingsMetadata(l i18n.Locale) *model.ProductReviewRatingsMetadata {
	values := make([]*model.ProductReviewRatingValueMetadata, 0, 5)
	for n := 1; n <= 5; n++ {
		values = append(values, &model.ProductReviewRatingValueMetadata{ValueID: review.RatingValueUID(n), Value: strconv.Itoa(n)})
	}
	return &model.ProductReviewRatingsMetadata{Items: []*model.ProductReviewRatingMetadata{
		{ID: review.RatingUID(), Name: review.RatingName(l), Values: values}}}
}

// reviewInput reads Magento's input: the one rating must be given, once.
func reviewInput(in model.CreateProductReviewInput) review.Input {
	out := review.Input{SKU: in.Sku, Nickname: in.Nickname, Title: in.Summary, Text: in.Text}
	if len(in.Ratings) == 1 && in.Ratings[0] != nil {
		out.Rating = review.RatingOf(in.Ratings[0].ID, in.Ratings[0].ValueID)
	}
	return out
}

// reviewWriter is the signed-in customer who writes a review: none in an
// assisted session (login as customer), since a review must be the
// customer's own words (UWG).
func (r *Resolver) reviewWriter(ctx context.Context) (int64, error) {
	s, err := session.Require(ctx, session.Customer)
	if err != nil {
		return 0, err
	}
	if r.AssistedSessions != nil {
		_, assisted, err := r.AssistedSessions.Assisted(ctx, s.ID)
		if err != nil {
			return 0, err
		}
		if assisted {
			return 0, apperr.New(apperr.Forbidden, "review.assisted")
		}
	}
	return s.SubjectID, nil
}
