package gqlserver

import (
	"container/list"
	"context"
	"sync"
)

// sizedLRU keeps values up to a budget of bytes (as cost measures them),
// dropping the least recently used first. It serves as gqlgen's cache of
// parsed documents and as the store of persisted queries, so that neither
// grows with what clients send.
type sizedLRU[V any] struct {
	budget  int
	maxCost int // a value costing more is never kept
	cost    func(key string, v V) int

	mu    sync.Mutex
	order *list.List // front: most recently used
	items map[string]*list.Element
	used  int
}

type lruEntry[V any] struct {
	key   string
	value V
	cost  int
}

func newSizedLRU[V any](budget, maxCost int, cost func(key string, v V) int) *sizedLRU[V] {
	return &sizedLRU[V]{budget: budget, maxCost: maxCost, cost: cost, order: list.New(), items: map[string]*list.Element{}}
}

// Get returns the value of key and marks it used.
func (c *sizedLRU[V]) Get(_ context.Context, key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*lruEntry[V]).value, true
	}
	var zero V
	return zero, false
}

// Has reports whether key is kept, without marking it used.
func (c *sizedLRU[V]) Has(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.items[key]
	return ok
}

// Add keeps v under key unless it costs more than a value may, making
// room by dropping the least recently used values.
func (c *sizedLRU[V]) Add(_ context.Context, key string, v V) {
	cost := c.cost(key, v)
	if cost > c.maxCost || cost > c.budget {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.used -= e.Value.(*lruEntry[V]).cost
		c.order.Remove(e)
		delete(c.items, key)
	}
	for c.used+cost > c.budget {
		oldest := c.order.Back()
		old := oldest.Value.(*lruEntry[V])
		c.order.Remove(oldest)
		delete(c.items, old.key)
		c.used -= old.cost
	}
	c.items[key] = c.order.PushFront(&lruEntry[V]{key: key, value: v, cost: cost})
	c.used += cost
}

// usage is the number of values kept and their cost.
func (c *sizedLRU[V]) usage() (n, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.items), c.used
}
