package content

import (
	"context"
	"time"

	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
	"paddock/internal/platform/i18n"
)

// findOptions maps Payload's collection arguments. The locale defaults to
// the Store header's; the fallback to German, "none" meaning no fallback.
func findOptions(ctx context.Context, sort *string, limit, page *int, locale *model.LocaleInputType, fallback *model.FallbackLocaleInputType) cms.FindOptions {
	opts := cms.FindOptions{Locale: i18n.LocaleFrom(ctx), FallbackLocale: i18n.Default}
	if sort != nil {
		opts.Sort = *sort
	}
	if limit != nil {
		opts.Limit = *limit
		if opts.Limit == 0 {
			opts.Limit = -1 // an explicit 0 is not "the default"
		}
	}
	if page != nil {
		opts.Page = *page
		if opts.Page == 0 {
			opts.Page = -1
		}
	}
	if locale != nil {
		opts.Locale = i18n.Locale(*locale)
	}
	if fallback != nil {
		if *fallback == model.FallbackLocaleInputTypeNone {
			opts.NoFallback = true
		} else {
			opts.FallbackLocale = i18n.Locale(*fallback)
		}
	}
	return opts
}

// pageInfo holds Payload's paging fields of a collection answer.
type pageInfo struct {
	TotalDocs, Limit, Page, TotalPages, PagingCounter int
	HasNextPage, HasPrevPage                          bool
	NextPage, PrevPage                                *int
}

func paging[T any](page cms.Page[T]) pageInfo {
	p := pageInfo{TotalDocs: page.TotalDocs, Limit: page.Limit, Page: page.Page, TotalPages: page.TotalPages,
		PagingCounter: (page.Page-1)*page.Limit + 1, HasNextPage: page.HasNextPage(), HasPrevPage: page.HasPrevPage()}
	if p.HasNextPage {
		next := page.Page + 1
		p.NextPage = &next
	}
	if p.HasPrevPage {
		prev := page.Page - 1
		p.PrevPage = &prev
	}
	return p
}

// optional returns nil for "", else a pointer to s.
func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

func idWhere(id int) *cms.Where {
	return &cms.Where{Fields: map[string]cms.Condition{"id": {Equals: id}}}
}

func idCondition(eq, ne *int, in, notIn []int, exists *bool) cms.Condition {
	return cms.Condition{Equals: deref(eq), NotEquals: deref(ne), In: list(in), NotIn: list(notIn), Exists: exists}
}

func textCondition(eq, ne *string, in, notIn []string, like, contains *string, exists *bool) cms.Condition {
	return cms.Condition{Equals: deref(eq), NotEquals: deref(ne), In: list(in), NotIn: list(notIn), Like: like, Contains: contains, Exists: exists}
}

// enumCondition maps an operator on an enum to plain strings.
func enumCondition[E ~string](eq, ne *E, in, notIn []E) cms.Condition {
	c := cms.Condition{}
	if eq != nil {
		c.Equals = string(*eq)
	}
	if ne != nil {
		c.NotEquals = string(*ne)
	}
	if in != nil {
		c.In = make([]any, len(in))
		for i, v := range in {
			c.In[i] = string(v)
		}
	}
	if notIn != nil {
		c.NotIn = make([]any, len(notIn))
		for i, v := range notIn {
			c.NotIn[i] = string(v)
		}
	}
	return c
}

// deref returns *p as an any, or a nil interface when p is nil.
func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

// list copies a typed slice into []any; nil stays nil (no condition).
func list[T any](in []T) []any {
	if in == nil {
		return nil
	}
	out := make([]any, len(in))
	for i, v := range in {
		out[i] = v
	}
	return out
}
