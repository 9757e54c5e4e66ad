package admin

import (
	"encoding/json"
	"strconv"
	"strings"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/media"
	"paddock/internal/platform/apperr"
	"paddock/internal/platform/i18n"
)

func clubSettings(c content.StaffClub) *model.ClubSettings {
	out := &model.ClubSettings{ID: strconv.FormatInt(c.ID, 10), Slug: c.Slug, Name: c.Name, ListName: c.ListName,
		SkuPrefix: c.SKUPrefix, Status: model.ClubStatus(strings.ToUpper(string(c.Status))),
		Visibility: model.ClubVisibility(strings.ToUpper(string(c.Visibility))), BannerColor: c.BannerColor,
		ShopRootCategoryID: c.ShopRootCategoryID, ContactName: c.ContactName, ContactEmail: c.ContactEmail,
		ContactPhone: c.ContactPhone, ContactAddress: c.ContactAddress,
		BannerLayout: model.ClubBannerLayout(strings.ToUpper(string(c.BannerLayout))), UpdatedAt: stamp(c.UpdatedAt), Restricted: c.Restricted, Version: c.Version,
		Texts: []*model.ClubText{}}
	for _, l := range i18n.Locales {
		t, ok := c.Texts[l]
		if !ok {
			continue
		}
		blocks := string(t.Blocks)
		if blocks == "" || blocks == "null" {
			blocks = "[]"
		}
		out.Texts = append(out.Texts, &model.ClubText{Locale: string(l), MetaTitle: t.Meta.Title, MetaDescription: t.Meta.Description,
			MetaRobots: t.Meta.Robots, MetaImageID: pageIDPtr(t.Meta.Image.ID), Blocks: blocks})
	}
	if c.Logo != nil {
		out.LogoID = ptr(strconv.FormatInt(c.Logo.ID, 10))
		out.LogoURL = ptr(media.URL(c.Logo.Key, "small"))
	}
	return out
}

func clubSettingsInput(in model.ClubSettingsInput) (content.StaffClubInput, error) {
	out := content.StaffClubInput{Slug: in.Slug, Name: in.Name, ListName: in.ListName, SKUPrefix: in.SkuPrefix,
		Status: content.ClubStatus(strings.ToLower(string(in.Status))), Visibility: content.ClubVisibility(strings.ToLower(string(in.Visibility))),
		BannerColor: in.BannerColor, ShopRootCategoryID: in.ShopRootCategoryID, ContactName: in.ContactName,
		ContactEmail: in.ContactEmail, ContactPhone: in.ContactPhone, ContactAddress: in.ContactAddress,
		Version: pageString(in.Version)}
	if in.BannerLayout != nil {
		out.BannerLayout = content.ClubBannerLayout(strings.ToLower(string(*in.BannerLayout)))
	}
	if in.Texts != nil {
		out.Texts = map[i18n.Locale]content.StaffClubText{}
		for _, t := range in.Texts {
			if t == nil {
				continue
			}
			l, ok := i18n.Parse(t.Locale)
			if _, dup := out.Texts[l]; !ok || string(l) != t.Locale || dup {
				return out, apperr.New(apperr.Invalid, "content.input.locale", "field", "locales", "locale", t.Locale).OnField("locales")
			}
			field := "locales." + t.Locale + ".blocks"
			if !json.Valid([]byte(t.Blocks)) {
				return out, apperr.New(apperr.Invalid, "content.page.blocksInvalid", "field", field).OnField(field)
			}
			text := content.StaffClubText{Blocks: json.RawMessage(t.Blocks),
				Meta: content.Meta{Title: pageString(t.MetaTitle), Description: pageString(t.MetaDescription), Robots: pageString(t.MetaRobots)}}
			if t.MetaImageID != nil && *t.MetaImageID != "" {
				id, err := parseID("locales."+t.Locale+".meta.image", *t.MetaImageID)
				if err != nil {
					return out, err
				}
				text.Meta.Image = content.Image(id)
			}
			out.Texts[l] = text
		}
	}
	if in.ID != nil && *in.ID != "" {
		id, err := parseID("id", *in.ID)
		if err != nil {
			return out, err
		}
		out.ID = id
	}
	if in.LogoID != nil && *in.LogoID != "" {
		id, err := parseID("logoId", *in.LogoID)
		if err != nil {
			return out, err
		}
		out.LogoID = id
	}
	return out, nil
}
