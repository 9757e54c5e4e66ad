package demo

import (
	"context"
	"fmt"

	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// saveSite gives the shop's site its logo, header and footer. Its address
// stays as content.Seed or the shop's owner set it.
func (s *seeder) saveSite(ctx context.Context) error {
	site, err := s.svc.SiteByCode(ctx, SiteCode)
	if err != nil {
		return err
	}
	in := content.SiteInput{Code: site.Code, BaseURL: site.BaseURL, LogoID: s.media["logo"], Tracking: site.Tracking,
		Locales: map[i18n.Locale]content.SiteTexts{}}
	for _, l := range i18n.Locales {
		in.Locales[l] = content.SiteTexts{
			Navigation: content.NavigationGroup{Position: "left", HeaderPosition: "inline", Items: s.navigation(l)},
			Header:     header(l),
			Footer:     s.footer(l),
		}
	}
	_, err = s.svc.SaveSite(ctx, in)
	return err
}

// navigation is the top categories with three levels of children (four levels in all), then the
// club shops and the running sale.
func (s *seeder) navigation(l i18n.Locale) []content.NavigationItem {
	var items []content.NavigationItem
	for _, c := range s.top {
		items = append(items, content.NavigationItem{
			ID: fmt.Sprintf("category-%d", c.id), Label: c.name.in(l), URL: link(l, c.path.in(l)),
			Children: navChildren(l, c.children[index(l)]),
		})
	}
	return append(items,
		content.NavigationItem{ID: "clubs", Label: t3{"Vereinsshops", "Club shops", "Boutiques de club"}.in(l), URL: link(l, "verein")},
		content.NavigationItem{ID: "sale", Label: t3{"Sale", "Sale", "Promos"}.in(l), URL: link(l, RunningSaleSlug)},
	)
}

func navChildren(l i18n.Locale, children []catalog.Category) []content.NavigationItem {
	var out []content.NavigationItem
	for _, c := range children {
		if !c.IsActive || !c.IncludeInMenu {
			continue
		}
		out = append(out, content.NavigationItem{ID: fmt.Sprintf("category-%d", c.ID), Label: c.Name, URL: link(l, c.URLPath),
			Children: navChildren(l, c.Children)})
	}
	return out
}

func header(l i18n.Locale) []content.HeaderEntry {
	return []content.HeaderEntry{
		// The storefront puts the visitor's shipping promise before the copy
		// ("Kostenloser Versand nach Frankreich ab 150 €"): the threshold of
		// the customer's or the language's country, not one for everyone.
		{Kind: content.Announcement, ID: "announcement", Background: "#1f3d2b", ShippingPromise: true,
			Copy: t3{"30 Tage Rückgaberecht", "30-day returns", "30 jours pour retourner"}.in(l),
			Link: &content.Link{Label: t3{"Mehr erfahren", "Learn more", "En savoir plus"}.in(l), URL: service(l, "versand")}},
		{Kind: content.MainNavigation, ID: "main-navigation"},
		{Kind: content.ActionNavigation, ID: "actions", Actions: []content.ActionItem{
			{ID: "search", Icon: "search", Label: t3{"Suche", "Search", "Recherche"}.in(l), URL: link(l, "search")},
			{ID: "contact", Icon: "contact", Label: t3{"Kontakt", "Contact", "Contact"}.in(l), URL: service(l, "kontakt")},
			{ID: "account", Icon: "account", Label: t3{"Mein Konto", "My account", "Mon compte"}.in(l), URL: link(l, "customer")},
			{ID: "wishlist", Icon: "wishlist", Label: t3{"Merkzettel", "Wishlist", "Liste d'envies"}.in(l), URL: link(l, "customer/wishlist")},
			{ID: "cart", Icon: "cart", Label: t3{"Warenkorb", "Cart", "Panier"}.in(l), URL: link(l, "checkout/cart")},
		}},
	}
}

func (s *seeder) footer(l i18n.Locale) []content.FooterBlock {
	lnk := func(label t3, url string) content.Link { return content.Link{Label: label.in(l), URL: url} }
	var shop []content.Link
	for _, c := range s.top[:3] {
		shop = append(shop, content.Link{Label: c.name.in(l), URL: link(l, c.path.in(l))})
	}
	shop = append(shop, lnk(t3{"Vereinsshops", "Club shops", "Boutiques de club"}, link(l, "verein")),
		lnk(t3{"Gutscheine", "Gift vouchers", "Chèques-cadeaux"}, link(l, s.byPath["gutscheine"].path.in(l))))
	return []content.FooterBlock{
		{Kind: content.FooterMultiColumns, ID: "columns", Columns: []content.FooterColumn{
			{Title: t3{"Service", "Service", "Service"}.in(l), Links: []content.Link{
				lnk(t3{"Kontakt", "Contact", "Contact"}, service(l, "kontakt")),
				lnk(t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}, service(l, "versand")),
				lnk(t3{"Widerruf", "Withdrawal", "Rétractation"}, service(l, "widerruf")),
				lnk(t3{"Häufige Fragen", "FAQ", "Questions fréquentes"}, link(l, "")+"#faq"),
				lnk(t3{"Anfrage Vereinskollektion", "Club collection enquiry", "Demande collection club"}, service(l, "anfrage")),
			}},
			{Title: t3{"Shop", "Shop", "Boutique"}.in(l), Links: shop},
			{Title: t3{"Rechtliches", "Legal", "Informations légales"}.in(l), Links: []content.Link{
				lnk(t3{"Impressum", "Legal notice", "Mentions légales"}, service(l, "impressum")),
				lnk(t3{"AGB", "Terms and conditions", "CGV"}, service(l, "agb")),
				lnk(t3{"Datenschutz", "Privacy policy", "Confidentialité"}, service(l, "datenschutz")),
			}},
		}},
		// The methods the checkout offers, filled in when served.
		{Kind: content.FooterPaymentMethods, ID: "payment", Title: t3{"Sicher bezahlen", "Pay securely", "Paiement sécurisé"}.in(l)},
		{Kind: content.FooterIcons, ID: "shipping", Title: t3{"Versand mit", "Shipped with", "Expédié avec"}.in(l), Icons: []content.FooterIcon{
			{Icon: "dhl", Label: "DHL", URL: service(l, "versand")},
		}},
		{Kind: content.FooterLinkList, ID: "legal", Links: []content.Link{
			lnk(t3{"Impressum", "Legal notice", "Mentions légales"}, service(l, "impressum")),
			lnk(t3{"AGB", "Terms", "CGV"}, service(l, "agb")),
			lnk(t3{"Datenschutz", "Privacy", "Confidentialité"}, service(l, "datenschutz")),
			lnk(t3{"Widerrufsbelehrung", "Right of withdrawal", "Droit de rétractation"}, service(l, "widerruf")),
		}},
	}
}
