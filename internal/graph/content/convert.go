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

func mediaModel(m *cms.Media) *model.Media {
	if m == nil {
		return nil
	}
	size := func(name string) *model.MediaSize {
		w := m.SizeWidth(name)
		return &model.MediaSize{URL: m.URL(name), Width: &w}
	}
	width, height := m.Width, m.Height
	return &model.Media{
		ID: int(m.ID), Alt: optional(m.Alt), URL: m.URL("medium"), Width: &width, Height: &height,
		MimeType: optional(m.MimeType),
		Sizes:    &model.MediaSizes{Small: size("small"), Medium: size("medium"), Large: size("large"), Xlarge: size("xlarge")},
	}
}

func refModel(r cms.MediaRef) *model.Media { return mediaModel(r.Media) }

func linkModel(l *cms.Link) *model.Link {
	if l == nil || l.URL == "" {
		return nil
	}
	return &model.Link{Label: optional(l.Label), URL: l.URL, NewTab: l.NewTab}
}

func linksModel(links []cms.Link) []*model.Link {
	out := make([]*model.Link, 0, len(links))
	for i := range links {
		if l := linkModel(&links[i]); l != nil {
			out = append(out, l)
		}
	}
	return out
}

func metaModel(m cms.Meta) *model.Meta {
	return &model.Meta{Title: optional(m.Title), Description: optional(m.Description), Image: refModel(m.Image), Robots: optional(m.Robots)}
}

func navItemsModel(items []cms.NavigationItem) []*model.NavigationItem {
	out := make([]*model.NavigationItem, 0, len(items))
	for _, it := range items {
		if it.URL == "" {
			continue
		}
		out = append(out, &model.NavigationItem{ID: it.ID, Label: it.Label, URL: it.URL, Children: navItemsModel(it.Children)})
	}
	return out
}

func siteModel(s cms.Site) *model.Site {
	site := &model.Site{
		ID: int(s.ID), Code: s.Code, BaseURL: s.BaseURL, Logo: mediaModel(s.Logo),
		NavigationGroup: &model.NavigationGroup{
			Position: s.Navigation.Position, HeaderPosition: s.Navigation.HeaderPosition, Items: navItemsModel(s.Navigation.Items),
		},
		HeaderGroup: &model.HeaderGroup{Entries: []model.HeaderEntry{}},
		FooterGroup: &model.FooterGroup{Blocks: []model.FooterBlock{}},
		Tracking: &model.Tracking{
			GoogleAnalyticsID: optional(s.Tracking.GoogleAnalyticsID), ClarityID: optional(s.Tracking.ClarityID),
		},
		CreatedAt: timePtr(s.CreatedAt), UpdatedAt: timePtr(s.UpdatedAt),
	}
	if site.NavigationGroup.Position == "" {
		site.NavigationGroup.Position = "left"
	}
	if site.NavigationGroup.HeaderPosition == "" {
		site.NavigationGroup.HeaderPosition = "inline"
	}
	for _, e := range s.Header {
		switch e.Kind {
		case cms.Announcement:
			site.HeaderGroup.Entries = append(site.HeaderGroup.Entries, &model.Announcement{
				ID: e.ID, BlockType: string(e.Kind), Background: e.Background, Copy: e.Copy, Link: linkModel(e.Link),
			})
		case cms.MainNavigation:
			site.HeaderGroup.Entries = append(site.HeaderGroup.Entries, &model.MainNavigation{
				ID: e.ID, BlockType: string(e.Kind), MainNavigationItems: navItemsModel(e.Items),
			})
		case cms.ActionNavigation:
			items := make([]*model.ActionNavigationItem, 0, len(e.Actions))
			for _, a := range e.Actions {
				if a.URL != "" {
					items = append(items, &model.ActionNavigationItem{ID: a.ID, Label: a.Label, URL: a.URL, Icon: a.Icon})
				}
			}
			site.HeaderGroup.Entries = append(site.HeaderGroup.Entries, &model.ActionNavigation{
				ID: e.ID, BlockType: string(e.Kind), ActionNavigationItems: items,
			})
		}
	}
	for _, b := range s.Footer {
		switch b.Kind {
		case cms.FooterMultiColumns:
			cols := make([]*model.FooterColumn, 0, len(b.Columns))
			for _, c := range b.Columns {
				cols = append(cols, &model.FooterColumn{Title: c.Title, Links: linksModel(c.Links)})
			}
			site.FooterGroup.Blocks = append(site.FooterGroup.Blocks, &model.FooterMultiColumns{ID: b.ID, BlockType: string(b.Kind), Columns: cols})
		case cms.FooterIcons:
			icons := make([]*model.FooterIcon, 0, len(b.Icons))
			for _, ic := range b.Icons {
				icons = append(icons, &model.FooterIcon{Icon: ic.Icon, Label: ic.Label, URL: optional(ic.URL)})
			}
			site.FooterGroup.Blocks = append(site.FooterGroup.Blocks, &model.FooterIcons{ID: b.ID, BlockType: string(b.Kind), Title: optional(b.Title), Items: icons})
		case cms.FooterLinkList:
			site.FooterGroup.Blocks = append(site.FooterGroup.Blocks, &model.FooterLinkList{ID: b.ID, BlockType: string(b.Kind), Links: linksModel(b.Links)})
		}
	}
	return site
}

func pageModel(p cms.ContentPage) *model.Page {
	out := &model.Page{
		ID: int(p.ID), Title: p.Title, Slug: p.Slug, URL: p.URL, SiteCode: p.SiteCode,
		HeaderStyle: model.HeaderStyle(p.HeaderStyle), Layout: model.PageLayout(p.Layout),
		Alternates:  make([]*model.ContentAlternate, 0, len(p.Alternates)),
		Breadcrumbs: make([]*model.Breadcrumb, 0, len(p.Breadcrumbs)),
		Blocks:      blocksModel(p.Blocks), Meta: metaModel(p.Meta), Status: model.PublishStatus(p.Status),
		CreatedAt: timePtr(p.CreatedAt), UpdatedAt: timePtr(p.UpdatedAt),
	}
	if p.PublishedAt != nil {
		out.PublishedAt = timePtr(*p.PublishedAt)
	}
	for _, a := range p.Alternates {
		out.Alternates = append(out.Alternates, &model.ContentAlternate{Locale: model.LocaleInputType(a.Locale), URL: a.URL})
	}
	for _, b := range p.Breadcrumbs {
		out.Breadcrumbs = append(out.Breadcrumbs, &model.Breadcrumb{ID: b.ID, Label: b.Label, URL: b.URL})
	}
	return out
}

func clubModel(c cms.Club) *model.Club {
	return &model.Club{
		ID: int(c.ID), Name: c.Name, ListName: c.ListName, SkuPrefix: c.SKUPrefix,
		Status: model.ClubStatus(c.Status), Visibility: model.ClubVisibility(c.Visibility), Slug: c.Slug,
		Logo: mediaModel(c.Logo), BannerColor: c.BannerColor, ShopRootCategoryID: c.ShopRootCategoryID,
		Blocks: blocksModel(c.Blocks), Meta: metaModel(c.Meta), CreatedAt: timePtr(c.CreatedAt), UpdatedAt: timePtr(c.UpdatedAt),
	}
}

// salesEventModel leaves the access key out: it never appears in answers.
func salesEventModel(e cms.SalesEvent) *model.SalesEvent {
	cd := &model.Countdown{State: model.CountdownState(e.Countdown.State), ServerTime: e.Countdown.ServerTime.UTC()}
	if e.Countdown.StartsAt != nil {
		cd.StartsAt = timePtr(*e.Countdown.StartsAt)
	}
	if e.Countdown.EndsAt != nil {
		cd.EndsAt = timePtr(*e.Countdown.EndsAt)
	}
	return &model.SalesEvent{
		ID: int(e.ID), Title: e.Title, Status: model.SalesEventStatus(e.Status), From: e.From.UTC(), To: e.To.UTC(),
		Repeat: model.SalesEventRepeat(e.Repeat), Slug: e.Slug,
		Settings: &model.SalesEventSettings{
			IsPrivateSale: e.Settings.IsPrivateSale, SalesType: model.SalesType(e.Settings.SalesType),
			CategoryID: optional(e.Settings.CategoryID), SingleProductSku: optional(e.Settings.SingleProductSKU),
		},
		Blocks: blocksModel(e.Blocks), Meta: metaModel(e.Meta), Countdown: cd,
		CreatedAt: timePtr(e.CreatedAt), UpdatedAt: timePtr(e.UpdatedAt),
	}
}

func formModel(f *cms.Form) *model.Form {
	if f == nil {
		return nil
	}
	out := &model.Form{
		ID: int(f.ID), Title: f.Title, SubmitButtonLabel: f.SubmitButtonLabel,
		ConfirmationType: model.ConfirmationType(f.ConfirmationType), ConfirmationMessage: optional(f.ConfirmationMessage),
		Fields: make([]*model.FormField, 0, len(f.Fields)),
	}
	if f.ConfirmationType == cms.ConfirmRedirect && f.RedirectURL != "" {
		out.Redirect = &model.FormRedirect{URL: f.RedirectURL}
	}
	for _, fl := range f.Fields {
		field := &model.FormField{
			ID: fl.ID, BlockType: model.FormFieldType(fl.Kind), Name: fl.Name, Label: optional(fl.Label), Width: fl.Width,
			DefaultValue: optional(fl.DefaultValue), Required: fl.Required,
			Options: make([]*model.FormFieldOption, 0, len(fl.Options)), AllowedFiletypes: fl.AllowedFiletypes,
			MultiFileUpload: fl.MultiFileUpload, Min: fl.Min, Max: fl.Max, Message: optional(fl.Message),
		}
		if field.AllowedFiletypes == nil {
			field.AllowedFiletypes = []string{}
		}
		for _, o := range fl.Options {
			field.Options = append(field.Options, &model.FormFieldOption{Label: o.Label, Value: o.Value})
		}
		// The limits the server applies, so the form can check them first.
		switch fl.Kind {
		case cms.FieldUpload:
			size := fl.MaxFileSize
			if size <= 0 {
				size = cms.DefaultMaxUploadBytes
			}
			n := int(min(size, cms.MaxUploadBytes))
			field.MaxFileSize = &n
		case cms.FieldText, cms.FieldTextarea:
			n := fl.MaxLength
			if n == 0 {
				n = cms.DefaultTextLength
				if fl.Kind == cms.FieldTextarea {
					n = cms.DefaultTextareaLength
				}
			}
			field.MaxLength = &n
		}
		out.Fields = append(out.Fields, field)
	}
	return out
}

func blocksModel(blocks []cms.Block) []model.Block {
	out := make([]model.Block, 0, len(blocks))
	for _, b := range blocks {
		if m := blockModel(b); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// blockModel maps a block to its GraphQL type; nil for a block that cannot
// be shown (a form that is gone).
func blockModel(b cms.Block) model.Block {
	base := b.Base()
	id, kind, name := base.ID, string(b.Type()), optional(base.Name)
	switch t := b.(type) {
	case *cms.TeaserBlock:
		items := make([]*model.TeaserItem, 0, len(t.Items))
		for _, it := range t.Items {
			items = append(items, &model.TeaserItem{
				Headline: it.Headline, Subline: optional(it.Subline), Text: optional(it.Text), Image: refModel(it.Image),
				MobileImage: refModel(it.MobileImage), Link: linkModel(it.Link), Theme: model.Theme(it.Theme),
			})
		}
		return &model.TeaserBlock{ID: id, BlockType: kind, BlockName: name, Layout: model.TeaserLayout(t.Layout), Items: items}
	case *cms.IntroBlock:
		return &model.IntroBlock{ID: id, BlockType: kind, BlockName: name, Eyebrow: optional(t.Eyebrow), Headline: t.Headline,
			HTML: optional(t.HTML), Alignment: model.Alignment(t.Alignment)}
	case *cms.AccordeonBlock:
		items := make([]*model.AccordeonItem, 0, len(t.Items))
		for _, it := range t.Items {
			items = append(items, &model.AccordeonItem{ID: it.ID, Title: it.Title, HTML: it.HTML})
		}
		return &model.AccordeonBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), Items: items}
	case *cms.ColumnsBlock:
		cols := make([]*model.Column, 0, len(t.Columns))
		for _, c := range t.Columns {
			cols = append(cols, &model.Column{Width: model.ColumnWidth(c.Width), Image: refModel(c.Image), HTML: optional(c.HTML), Link: linkModel(c.Link)})
		}
		return &model.ColumnsBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), Columns: cols}
	case *cms.RichtextBlock:
		return &model.RichtextBlock{ID: id, BlockType: kind, BlockName: name, HTML: t.HTML}
	case *cms.DirectLinksBlock:
		links := make([]*model.DirectLink, 0, len(t.Links))
		for _, l := range t.Links {
			if l.URL != "" {
				links = append(links, &model.DirectLink{Label: l.Label, URL: l.URL, Description: optional(l.Description), Image: refModel(l.Image)})
			}
		}
		return &model.DirectLinksBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), Links: links}
	case *cms.TextImageBlock:
		return &model.TextImageBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), HTML: optional(t.HTML),
			Image: refModel(t.Image), ImagePosition: model.ImagePosition(t.ImagePosition), Link: linkModel(t.Link)}
	case *cms.CatalogBlock:
		return &model.CatalogBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline),
			Type: model.CatalogType(t.Kind), Layout: model.CatalogLayout(t.Layout),
			CategoryIds: orEmpty(t.CategoryIDs), ProductSkus: orEmpty(t.ProductSKUs), Limit: t.Limit, Link: linkModel(t.Link)}
	case *cms.StaticFormBlock:
		return &model.StaticFormBlock{ID: id, BlockType: kind, BlockName: name, FormType: model.StaticFormType(t.FormType),
			MailingList: t.MailingList, Headline: optional(t.Headline), HTML: optional(t.HTML),
			LegalBlock: optional(t.LegalBlock), SuccessMessage: optional(t.SuccessMessage)}
	case *cms.DynamicFormBlock:
		if t.Form.Form == nil {
			return nil
		}
		return &model.DynamicFormBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), HTML: optional(t.HTML),
			Form: formModel(t.Form.Form)}
	case *cms.SpacerBlock:
		return &model.SpacerBlock{ID: id, BlockType: kind, BlockName: name, BackgroundColor: optional(t.BackgroundColor),
			DarkMode: t.DarkMode, Padding: &model.ResponsiveSpacing{
				Mobile: model.SpacingSize(t.Padding.Mobile), Tablet: model.SpacingSize(t.Padding.Tablet), Desktop: model.SpacingSize(t.Padding.Desktop),
			}}
	case *cms.AnchorBlock:
		return &model.AnchorBlock{ID: id, BlockType: kind, BlockName: name, AnchorID: t.AnchorID}
	case *cms.ClubsBlock:
		return &model.ClubsBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), HTML: optional(t.HTML), Limit: t.Limit}
	case *cms.ClubHeroBlock:
		return &model.ClubHeroBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), HTML: optional(t.HTML),
			Image: refModel(t.Image), Link: linkModel(t.Link)}
	case *cms.ContentStepperBlock:
		steps := make([]*model.ContentStep, 0, len(t.Steps))
		for _, s := range t.Steps {
			steps = append(steps, &model.ContentStep{Title: s.Title, HTML: optional(s.HTML), Image: refModel(s.Image)})
		}
		return &model.ContentStepperBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline), Steps: steps}
	}
	return nil
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
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

func siteWhere(w *model.SiteWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	if c := w.Code; c != nil {
		out.Fields["code"] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
	}
	if c := w.BaseURL; c != nil {
		out.Fields["baseUrl"] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
	}
	for _, sub := range w.And {
		out.And = append(out.And, *siteWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *siteWhere(sub))
	}
	return out
}

func pageWhere(w *model.PageWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.PageTextOperator{"slug": w.Slug, "url": w.URL, "siteCode": w.SiteCode, "title": w.Title} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	for _, sub := range w.And {
		out.And = append(out.And, *pageWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *pageWhere(sub))
	}
	return out
}

func clubWhere(w *model.ClubWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.ClubTextOperator{"slug": w.Slug, "name": w.Name} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	if c := w.Status; c != nil {
		out.Fields["status"] = enumCondition(c.Equals, c.NotEquals, c.In, c.NotIn)
	}
	if c := w.Visibility; c != nil {
		out.Fields["visibility"] = enumCondition(c.Equals, c.NotEquals, c.In, c.NotIn)
	}
	for _, sub := range w.And {
		out.And = append(out.And, *clubWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *clubWhere(sub))
	}
	return out
}

func salesEventWhere(w *model.SalesEventWhere) *cms.Where {
	if w == nil {
		return nil
	}
	out := &cms.Where{Fields: map[string]cms.Condition{}}
	if c := w.ID; c != nil {
		out.Fields["id"] = idCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Exists)
	}
	for name, c := range map[string]*model.SalesEventTextOperator{"slug": w.Slug, "title": w.Title, "accessKey": w.AccessKey} {
		if c != nil {
			out.Fields[name] = textCondition(c.Equals, c.NotEquals, c.In, c.NotIn, c.Like, c.Contains, c.Exists)
		}
	}
	for _, sub := range w.And {
		out.And = append(out.And, *salesEventWhere(sub))
	}
	for _, sub := range w.Or {
		out.Or = append(out.Or, *salesEventWhere(sub))
	}
	return out
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
