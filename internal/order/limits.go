package order

import (
	"context"
	"crypto/sha256"
	"encoding/hex"

	"paddock/internal/platform/ratelimit"
)

// clientKey is what orders awaiting their payment are counted by per
// client: a hash of the client's address (IPv6 by its /64, as rate limits
// count), never the address itself, kept only while the order awaits its
// payment (setStatus forgets it); nil when no client is known (staff's
// commands, jobs).
func clientKey(ctx context.Context) any {
	ip := ratelimit.ClientFrom(ctx).IP
	if ip == "" {
		return nil
	}
	sum := sha256.Sum256([]byte("order.client\x00" + ratelimit.IPKey(ip)))
	return hex.EncodeToString(sum[:])
}
