package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
)

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
		Name: optional(s.Name), DefaultLocale: string(s.DefaultLocale), MaintenanceNotice: optional(s.MaintenanceNotice),
		CreatedAt: timePtr(s.CreatedAt), UpdatedAt: timePtr(s.UpdatedAt),
	}
	if site.DefaultLocale == "" {
		site.DefaultLocale = "de"
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
				ID: e.ID, BlockType: string(e.Kind), Background: e.Background, Copy: e.Copy, ShippingPromise: e.ShippingPromise,
				Link: linkModel(e.Link),
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
		case cms.FooterIcons, cms.FooterPaymentMethods:
			if b.Kind == cms.FooterPaymentMethods && len(b.Icons) == 0 {
				continue // no method offered: no empty row
			}
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
