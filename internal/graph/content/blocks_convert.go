package content

import (
	cms "paddock/internal/content"
	"paddock/internal/graph/content/model"
	"paddock/internal/settings"
)

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
	case *cms.LegalNoticeBlock:
		return &model.LegalNoticeBlock{ID: id, BlockType: kind, BlockName: name, Headline: optional(t.Headline)}
	case *cms.CountdownBlock:
		return &model.CountdownBlock{ID: id, BlockType: kind, BlockName: name, Heading: optional(t.Heading),
			SalesEvent: int(t.SalesEvent), HideWhenEnded: t.HideWhenEnded}
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

// sellerModel is the shop's legal data as the LegalNotice block shows
// them; the bank account stays out (the Impressum does not need it).
func sellerModel(l settings.Legal) *model.Seller {
	return &model.Seller{Company: l.Company, Street: l.Street, Postcode: l.Postcode, City: l.City, CountryCode: l.Country,
		Email: l.Email, Phone: optional(l.Phone), VatID: optional(l.VATID), TaxNumber: optional(l.TaxNumber),
		RegisterCourt: optional(l.RegisterCourt), RegisterNumber: optional(l.RegisterNumber),
		ManagingDirectors: append([]string{}, l.ManagingDirectors...)}
}
