package csvio

import (
	"strings"

	"paddock/internal/catalog"
)

// magentoRoot is the name Magento's default root category has: a path
// that starts with it starts at the shop's root.
const magentoRoot = "default category"

// categoryIndex resolves category paths as Magento writes them ("Default
// Category/Reiten/Hosen"): names (German) or URL keys from a root down.
type categoryIndex struct {
	nodes    map[int64]catalog.CategoryNode
	children map[int64][]catalog.CategoryNode
	roots    []catalog.CategoryNode
}

func newCategoryIndex(nodes []catalog.CategoryNode) *categoryIndex {
	x := &categoryIndex{nodes: map[int64]catalog.CategoryNode{}, children: map[int64][]catalog.CategoryNode{}}
	for _, n := range nodes {
		x.nodes[n.ID] = n
		if n.Level <= 1 || n.ParentID == 0 {
			x.roots = append(x.roots, n)
			continue
		}
		x.children[n.ParentID] = append(x.children[n.ParentID], n)
	}
	return x
}

// resolve finds the category of a path (segments escaped as split left
// them); the root's name in front is optional.
func (x *categoryIndex) resolve(path string) (int64, bool) {
	segs := split(strings.TrimSpace(path), '/')
	if len(segs) == 0 || len(x.roots) == 0 {
		return 0, false
	}
	root := x.roots[0]
	first := strings.TrimSpace(unescape(segs[0]))
	matched := false
	for _, r := range x.roots {
		if strings.EqualFold(first, r.Name) {
			root, matched = r, true
			break
		}
	}
	if matched || strings.EqualFold(first, magentoRoot) {
		segs = segs[1:]
	}
	if len(segs) == 0 {
		return 0, false // products belong below a root
	}
	at := root.ID
	for _, s := range segs {
		name := strings.TrimSpace(unescape(s))
		next, ok := x.child(at, name)
		if !ok {
			return 0, false
		}
		at = next
	}
	return at, true
}

// child finds a child of parent by name, else by URL key.
func (x *categoryIndex) child(parent int64, name string) (int64, bool) {
	for _, c := range x.children[parent] {
		if strings.EqualFold(c.Name, name) {
			return c.ID, true
		}
	}
	for _, c := range x.children[parent] {
		if strings.EqualFold(c.URLKey, name) {
			return c.ID, true
		}
	}
	return 0, false
}

// path writes a category's path from its root by German names; a name
// that a sibling shares (or whose URL key it is) is written as the URL
// key, which siblings never share.
func (x *categoryIndex) path(id int64) (string, bool) {
	var segs []string
	for at := id; ; {
		n, ok := x.nodes[at]
		if !ok {
			return "", false
		}
		if n.Level <= 1 || n.ParentID == 0 {
			segs = append(segs, escape(n.Name, "/,"))
			break
		}
		seg := n.Name
		if x.ambiguous(n) {
			seg = n.URLKey
		}
		segs = append(segs, escape(seg, "/,"))
		at = n.ParentID
	}
	for i, j := 0, len(segs)-1; i < j; i, j = i+1, j-1 {
		segs[i], segs[j] = segs[j], segs[i]
	}
	return strings.Join(segs, "/"), true
}

func (x *categoryIndex) ambiguous(n catalog.CategoryNode) bool {
	if strings.TrimSpace(n.Name) == "" || n.Name != strings.TrimSpace(n.Name) {
		return true
	}
	for _, c := range x.children[n.ParentID] {
		if c.ID != n.ID && (strings.EqualFold(c.Name, n.Name) || strings.EqualFold(c.URLKey, n.Name)) {
			return true
		}
	}
	return false
}
