package customer

import "context"

// HoldHashSlots takes every hashing slot of svc, as hashes that take long
// would, and returns what gives them back.
func HoldHashSlots(svc Service) (release func()) {
	h := svc.(*service).hasher
	for range cap(h.slots) {
		h.slots <- struct{}{}
	}
	return func() {
		for range cap(h.slots) {
			<-h.slots
		}
	}
}

// HashWaiting is how many requests of svc wait for a hashing slot.
func HashWaiting(svc Service) int64 { return svc.(*service).hasher.waiting.Load() }

// HashWaitingKnown is how many sign-ins of known devices wait for a
// hashing slot.
func HashWaitingKnown(svc Service) int64 { return svc.(*service).hasher.waitingKnown.Load() }

// Hashed is how many password hashes svc has computed.
func Hashed(svc Service) int64 { return svc.(*service).hasher.hashed.Load() }

// AccountKey is the key failed sign-ins of email's account on the site
// are counted by now.
func AccountKey(svc Service, site, email string) string {
	s := svc.(*service)
	r, err := s.byEmail(context.Background(), s.DB.Read(), site, email)
	return accountKey(r, err == nil, emailKey(email))
}
