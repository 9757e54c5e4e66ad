package admin

import (
	"context"
	"strconv"
	"strings"
	"time"

	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/i18n"
	"paddock/internal/review"
)

func reviewOf(x review.StaffReview) *model.Review {
	out := &model.Review{ID: strconv.FormatInt(x.ID, 10), Status: model.ReviewStatus(strings.ToUpper(string(x.Status))),
		ProductSku: x.ProductSKU, ProductName: x.ProductName, CustomerID: strconv.FormatInt(x.CustomerID, 10), Nickname: x.Nickname,
		Title: x.Title, Text: x.Text, Rating: x.Rating, VerifiedPurchase: x.VerifiedPurchase, Locale: string(x.Locale),
		CreatedAt: stamp(x.CreatedAt), Reply: x.Reply}
	if x.Reply != "" {
		out.RepliedBy, out.RepliedAt = ptr(x.RepliedBy), optionalStamp(x.RepliedAt)
	}
	if x.ModeratedBy != "" {
		out.ModeratedBy, out.ModeratedAt = ptr(x.ModeratedBy), optionalStamp(x.ModeratedAt)
	}
	return out
}

func optionalStamp(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	return ptr(stamp(t))
}

// reviewAfter is the review id as it stands after a change.
func (r *Resolver) reviewAfter(ctx context.Context, id int64) (*model.Review, error) {
	x, err := r.Reviews.StaffReview(ctx, id, i18n.LocaleFrom(ctx))
	if err != nil {
		return nil, err
	}
	return reviewOf(x), nil
}
