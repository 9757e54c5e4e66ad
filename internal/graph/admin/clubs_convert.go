package admin

import (
	"strconv"
	"strings"

	"paddock/internal/content"
	"paddock/internal/graph/admin/model"
	"paddock/internal/media"
)

func clubSettings(c content.StaffClub) *model.ClubSettings {
	out := &model.ClubSettings{ID: strconv.FormatInt(c.ID, 10), Slug: c.Slug, Name: c.Name, ListName: c.ListName,
		SkuPrefix: c.SKUPrefix, Status: model.ClubStatus(strings.ToUpper(string(c.Status))),
		Visibility: model.ClubVisibility(strings.ToUpper(string(c.Visibility))), BannerColor: c.BannerColor,
		ShopRootCategoryID: c.ShopRootCategoryID, ContactName: c.ContactName, ContactEmail: c.ContactEmail,
		ContactPhone: c.ContactPhone, UpdatedAt: stamp(c.UpdatedAt), Restricted: c.Restricted}
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
		ContactEmail: in.ContactEmail, ContactPhone: in.ContactPhone}
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
