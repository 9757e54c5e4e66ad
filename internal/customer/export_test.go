package customer

import "context"

// HoldHashSlots takes every hashing slot of svc, as hashes that take long
// would, and returns what gives them back.
func HoldHashSlots(svc Service) (release func()) { return svc.(*service).hasher.HoldSlots() }

// HashWaiting is how many requests of svc wait for a hashing slot.
func HashWaiting(svc Service) int64 { return svc.(*service).hasher.Waiting() }

// HashWaitingKnown is how many sign-ins of known devices wait for a
// hashing slot.
func HashWaitingKnown(svc Service) int64 { return svc.(*service).hasher.WaitingKnown() }

// Hashed is how many password hashes svc has computed.
func Hashed(svc Service) int64 { return svc.(*service).hasher.Hashed() }

// AccountKey is the key failed sign-ins of email's account on the site
// are counted by now.
func AccountKey(svc Service, site, email string) string {
	s := svc.(*service)
	r, err := s.byEmail(context.Background(), s.DB.Read(), site, email)
	return accountKey(r, err == nil, emailKey(email))
}
