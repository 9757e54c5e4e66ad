package admin

import (
	"strconv"

	"paddock/internal/graph/admin/model"
	"paddock/internal/newsletter"
)

// newsletterStatus is the service's status of the API's: pending is
// Magento's UNCONFIRMED, confirmed SUBSCRIBED.
func newsletterStatus(s model.NewsletterStatus) newsletter.Status {
	switch s {
	case model.NewsletterStatusPending:
		return newsletter.Unconfirmed
	case model.NewsletterStatusConfirmed:
		return newsletter.Subscribed
	case model.NewsletterStatusUnsubscribed:
		return newsletter.Unsubscribed
	}
	return newsletter.Status(s)
}

func subscriberOf(x newsletter.StaffSubscriber) *model.NewsletterSubscriber {
	status := model.NewsletterStatusUnsubscribed
	switch x.Status {
	case newsletter.Subscribed:
		status = model.NewsletterStatusConfirmed
	case newsletter.Unconfirmed:
		status = model.NewsletterStatusPending
	}
	out := &model.NewsletterSubscriber{ID: strconv.FormatInt(x.ID, 10), Email: x.Email, Status: status, StoreCode: x.StoreCode,
		Locale: x.Locale, RequestedAt: stamp(x.RequestedAt), ConfirmedAt: optionalStamp(x.ConfirmedAt),
		UnsubscribedAt: optionalStamp(x.UnsubscribedAt), Proof: make([]*model.NewsletterConsentStep, len(x.Steps))}
	for i, s := range x.Steps {
		out.Proof[i] = &model.NewsletterConsentStep{Action: s.Action, At: stamp(s.At), IP: s.IP, UserAgent: s.UserAgent,
			StoreCode: s.StoreCode, Text: s.Text}
	}
	return out
}
