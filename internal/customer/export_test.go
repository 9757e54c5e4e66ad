package customer

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

// Hashed is how many password hashes svc has computed.
func Hashed(svc Service) int64 { return svc.(*service).hasher.hashed.Load() }
