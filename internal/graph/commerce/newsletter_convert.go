package commerce

import (
	"context"

	"paddock/internal/graph/commerce/model"
	"paddock/internal/newsletter"
	"paddock/internal/platform/ratelimit"
	"paddock/internal/platform/storecode"
)

// newsletterOrigin is the store and client of the request in ctx.
func newsletterOrigin(ctx context.Context) newsletter.Origin {
	return newsletter.Origin{Store: storecode.From(ctx), Client: ratelimit.ClientFrom(ctx)}
}

func newsletterStatus(status newsletter.Status, err error) (*model.SubscribeEmailToNewsletterOutput, error) {
	if err != nil {
		return nil, err
	}
	s := model.SubscriptionStatusesEnum(status)
	if !s.IsValid() {
		s = model.SubscriptionStatusesEnumNotActive
	}
	return &model.SubscribeEmailToNewsletterOutput{Status: &s}, nil
}
