package admin

import (
	"strconv"
	"time"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/platform/i18n"
)

// This file converts the sites' settings and menus (issue 27, points 4
// and 11) between the content system and the admin API.

func siteSettingsModel(s content.SiteSettings) *model.SiteSettings {
	out := &model.SiteSettings{Code: s.Code, BaseURL: s.BaseURL, Name: s.Name, DefaultLocale: string(s.DefaultLocale),
		GoogleAnalyticsID: s.Tracking.GoogleAnalyticsID, ClarityID: s.Tracking.ClarityID, Maintenance: []*model.SiteLocaleText{},
		UpdatedAt: s.UpdatedAt.UTC().Format(time.RFC3339)}
	for _, l := range i18n.Locales {
		if t := s.Maintenance[l]; t != "" {
			out.Maintenance = append(out.Maintenance, &model.SiteLocaleText{Locale: string(l), Text: t})
		}
	}
	if s.Logo != nil {
		out.Logo = mediaFileModel(*s.Logo)
	}
	return out
}

func siteSettingsInput(in model.SiteSettingsInput) (content.SiteSettingsInput, error) {
	out := content.SiteSettingsInput{Code: in.Code, Name: in.Name, DefaultLocale: i18n.Locale(in.DefaultLocale),
		Tracking: content.Tracking{GoogleAnalyticsID: in.GoogleAnalyticsID, ClarityID: in.ClarityID}, Maintenance: content.Text{}}
	if in.LogoID != nil && *in.LogoID != "" {
		id, err := parseID("logoId", *in.LogoID)
		if err != nil {
			return out, err
		}
		out.LogoID = id
	}
	for _, t := range in.Maintenance {
		if t != nil {
			out.Maintenance[i18n.Locale(t.Locale)] = t.Text
		}
	}
	return out, nil
}

func linkTargetModel(t *content.LinkTarget) *model.SiteLinkTarget {
	if t == nil {
		return nil
	}
	return &model.SiteLinkTarget{Kind: t.Kind, ID: t.ID}
}

func linkTargetInput(t *model.SiteLinkTargetInput) *content.LinkTarget {
	if t == nil {
		return nil
	}
	return &content.LinkTarget{Kind: t.Kind, ID: t.ID}
}

func siteNavigationModel(n content.StaffNavigation) *model.SiteNavigation {
	var items func([]content.StaffNavItem) []*model.SiteNavItem
	items = func(in []content.StaffNavItem) []*model.SiteNavItem {
		out := make([]*model.SiteNavItem, 0, len(in))
		for _, it := range in {
			out = append(out, &model.SiteNavItem{ID: it.ID, Label: it.Label, URL: it.URL, Target: linkTargetModel(it.Target),
				Broken: it.Broken, Children: items(it.Children)})
		}
		return out
	}
	out := &model.SiteNavigation{Code: n.SiteCode, Locale: string(n.Locale), Version: int(n.Version), Own: n.Own, Items: items(n.Items),
		Columns: make([]*model.SiteFooterColumn, 0, len(n.Columns))}
	for _, c := range n.Columns {
		col := &model.SiteFooterColumn{Title: c.Title, Links: make([]*model.SiteFooterLink, 0, len(c.Links))}
		for _, l := range c.Links {
			col.Links = append(col.Links, &model.SiteFooterLink{Label: l.Label, URL: l.URL, NewTab: l.NewTab, Target: linkTargetModel(l.Target),
				Broken: l.Broken})
		}
		out.Columns = append(out.Columns, col)
	}
	return out
}

func siteNavigationInput(in model.SiteNavigationInput) content.StaffNavigationInput {
	var items func([]*model.SiteNavItemInput) []content.StaffNavItem
	items = func(in []*model.SiteNavItemInput) []content.StaffNavItem {
		out := make([]content.StaffNavItem, 0, len(in))
		for _, it := range in {
			if it == nil {
				continue
			}
			out = append(out, content.StaffNavItem{ID: it.ID, Label: it.Label, URL: it.URL, Target: linkTargetInput(it.Target),
				Children: items(it.Children)})
		}
		return out
	}
	out := content.StaffNavigationInput{SiteCode: in.Code, Locale: i18n.Locale(in.Locale), Version: int64(in.Version), Items: items(in.Items),
		Columns: make([]content.StaffFooterColumn, 0, len(in.Columns))}
	for _, c := range in.Columns {
		if c == nil {
			continue
		}
		col := content.StaffFooterColumn{Title: c.Title, Links: make([]content.StaffLink, 0, len(c.Links))}
		for _, l := range c.Links {
			if l != nil {
				col.Links = append(col.Links, content.StaffLink{Label: l.Label, URL: l.URL, NewTab: l.NewTab, Target: linkTargetInput(l.Target)})
			}
		}
		out.Columns = append(out.Columns, col)
	}
	return out
}

func navigationPageModel(p content.NavigationPage) *model.SiteNavigationPage {
	return &model.SiteNavigationPage{ID: strconv.FormatInt(p.ID, 10), Title: p.Title, URL: p.URL, Published: p.Published}
}
