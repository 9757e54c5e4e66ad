package passhash

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

// However requests come and go (done, refused, their clients hanging up
// while they wait or while they hash), the hasher ends with every slot
// free, nobody waiting and no client counted.
func TestTheHasherKeepsNothingOfRequestsThatWentAway(t *testing.T) {
	h := NewHasher(testParams, 2, 4, 2)
	var wg sync.WaitGroup
	for i := range 400 {
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(rand.IntN(3000))*time.Microsecond)
			defer cancel()
			_, _, _ = h.Check(ctx, fmt.Sprint(i%7), i%5 == 0, Dummy(testParams), "Sattel-2026")
		})
	}
	wg.Wait()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.slots) != 0 || h.waiting.Load() != 0 || h.waitingKnown.Load() != 0 || len(h.inFlight) != 0 {
		t.Errorf("left behind: %d slots taken, %d and %d waiting, clients %v", len(h.slots), h.waiting.Load(), h.waitingKnown.Load(), h.inFlight)
	}
}
