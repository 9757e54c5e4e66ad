package commerce

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

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

// eachError reports every error joined in err as its own GraphQL error
// (one per form field), so a form can show them all at once.
func eachError(ctx context.Context, err error) error {
	joined, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return err
	}
	errs := joined.Unwrap()
	if len(errs) == 0 {
		return err
	}
	for _, e := range errs[1:] {
		graphql.AddError(ctx, e)
	}
	return errs[0]
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
