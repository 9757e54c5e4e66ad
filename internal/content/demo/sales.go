package demo

import (
	"context"
	"strconv"
	"time"

	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// The demo sales' slugs.
const (
	RunningSaleSlug  = "flash-sale"
	UpcomingSaleSlug = "vorschau-sale"
)

// saveSales creates a running sale of the category with the most reduced
// products (from today, Berlin time, for 30 days) and an upcoming one of
// the product whose special price starts next, over that price's window.
func (s *seeder) saveSales(ctx context.Context) error {
	cat := s.saleCategory
	running := map[i18n.Locale]content.SalesEventTexts{}
	for _, l := range i18n.Locales {
		name := cat.name.in(l)
		running[l] = content.SalesEventTexts{
			Title: t3{"Flash-Sale: " + name + " reduziert", "Flash sale: " + name + " reduced", "Vente flash : " + name + " à prix réduits"}.in(l),
			Meta: content.Meta{
				Title:       t3{"Flash-Sale " + name, "Flash sale " + name, "Vente flash " + name}.in(l),
				Description: t3{"Nur für kurze Zeit: ausgewählte Artikel aus " + name + " zum Sonderpreis.", "For a short time only: selected " + name + " at special prices.", "Pour peu de temps : une sélection " + name + " à prix spécial."}.in(l),
				Image:       content.Image(s.media["sale"]),
			},
			Blocks: s.saleBlocks(l, "sale", t3{"Nur für kurze Zeit", "For a short time only", "Pour peu de temps"}, name,
				// The reduced products only, not the category's first ones.
				&content.CatalogBlock{Kind: "products", Layout: "grid", Limit: min(12, len(s.saleSKUs)), ProductSKUs: s.saleSKUs[:min(12, len(s.saleSKUs))],
					Headline: t3{"Jetzt reduziert", "Reduced now", "Prix réduits"}.in(l),
					Link:     &content.Link{Label: t3{"Zur Kategorie", "To the category", "Vers la catégorie"}.in(l), URL: link(l, cat.path.in(l))}}),
		}
	}
	if _, err := s.svc.SaveSalesEvent(ctx, content.SalesEventInput{
		ID:     s.salesEventID(ctx, RunningSaleSlug),
		Status: content.SalesActive, From: berlinDay(s.opts.Now, 0), To: berlinDay(s.opts.Now, 30), Repeat: content.RepeatNone,
		Slug: RunningSaleSlug, Settings: content.SalesSettings{SalesType: content.SalesCategory, CategoryID: strconv.FormatInt(cat.id, 10)},
		Locales: running,
	}); err != nil {
		return err
	}

	p := s.saleProduct
	from := *p.SpecialFrom
	to := from.Add(7 * 24 * time.Hour)
	if p.SpecialTo != nil && p.SpecialTo.After(from) {
		to = *p.SpecialTo
	}
	upcoming := map[i18n.Locale]content.SalesEventTexts{}
	for _, l := range i18n.Locales {
		name := p.Name
		if found, err := s.cat.Products(ctx, l, productBySKU(p.SKU)); err == nil && len(found) == 1 {
			name = found[0].Name
		}
		upcoming[l] = content.SalesEventTexts{
			Title: t3{"Bald reduziert: " + name, "Soon reduced: " + name, "Bientôt en promotion : " + name}.in(l),
			Meta: content.Meta{
				Title:       t3{"Vorschau: " + name, "Preview: " + name, "Avant-première : " + name}.in(l),
				Description: t3{"Merken Sie sich den Termin: " + name + " gibt es bald zum Sonderpreis.", "Save the date: " + name + " will soon be on special offer.", "Notez la date : " + name + " sera bientôt à prix spécial."}.in(l),
				Image:       content.Image(s.media["preview"]),
			},
			Blocks: s.saleBlocks(l, "preview", t3{"Vorschau", "Preview", "Avant-première"}, name,
				&content.CatalogBlock{Kind: "products", Layout: "list", Limit: 1, ProductSKUs: []string{p.SKU},
					Headline: t3{"Dieser Artikel wird reduziert", "This item will be reduced", "Cet article sera en promotion"}.in(l)}),
		}
	}
	_, err := s.svc.SaveSalesEvent(ctx, content.SalesEventInput{
		ID:     s.salesEventID(ctx, UpcomingSaleSlug),
		Status: content.SalesActive, From: from, To: to, Repeat: content.RepeatNone, Slug: UpcomingSaleSlug,
		Settings: content.SalesSettings{SalesType: content.SalesSingleProduct, SingleProductSKU: p.SKU},
		Locales:  upcoming,
	})
	return err
}

// salesEventID finds an earlier run's sale; 0 when there is none (a read
// that fails leaves the save to report the problem).
func (s *seeder) salesEventID(ctx context.Context, slug string) int64 {
	found, err := s.svc.SalesEvents(ctx, content.FindOptions{Unrestricted: true, Limit: 1, Where: bySlug(slug)})
	if err != nil || len(found.Docs) == 0 {
		return 0
	}
	return found.Docs[0].ID
}

// saleBlocks is a sale's splash page: a hero, a line of text, the products
// and the conditions.
func (s *seeder) saleBlocks(l i18n.Locale, picture string, eyebrow t3, name string, products content.Block) []content.Block {
	return []content.Block{
		&content.TeaserBlock{Layout: "hero", Items: []content.TeaserItem{{
			Headline: name, Subline: eyebrow.in(l), Image: content.Image(s.media[picture]), Theme: "light",
			Text: t3{"Solange der Countdown läuft, gelten die Sonderpreise.", "The special prices apply while the countdown runs.", "Les prix spéciaux s'appliquent tant que le compte à rebours tourne."}.in(l),
		}}},
		products,
		&content.RichtextBlock{HTML: t3{
			"<h3>Aktionsbedingungen</h3><p>Die Sonderpreise gelten im angegebenen Zeitraum und solange der Vorrat reicht. Neben jedem reduzierten Preis steht der niedrigste Preis der letzten 30 Tage vor der Reduzierung. Vereinsartikel mit Logo sind von der Aktion ausgenommen.</p>",
			"<h3>Terms of the sale</h3><p>The special prices apply during the stated period and while stocks last. Next to every reduced price you see the lowest price of the 30 days before the reduction. Club items with a logo are not part of the sale.</p>",
			"<h3>Conditions de l'offre</h3><p>Les prix spéciaux s'appliquent pendant la période indiquée et dans la limite des stocks disponibles. À côté de chaque prix réduit figure le prix le plus bas des 30 jours précédant la réduction. Les articles de club avec logo sont exclus de l'offre.</p>",
		}.in(l)},
	}
}
