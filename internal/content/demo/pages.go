package demo

import (
	"context"
	"fmt"
	"strconv"

	"paddock/internal/catalog"
	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// pageDef is a demo page; parents come before their children.
type pageDef struct {
	key    string
	parent string
	prefix string
	slug   t3
	title  t3
	desc   t3
	header string
	layout string
	robots string
	blocks func(l i18n.Locale) []content.Block
}

func same(s string) t3 { return t3{s, s, s} }

func productBySKU(sku string) catalog.ProductFilter {
	return catalog.ProductFilter{SKUs: []string{sku}}
}

func (s *seeder) savePages(ctx context.Context) error {
	ids, urls := map[string]int64{}, map[string]string{}
	for _, p := range s.pageDefs() {
		// A page of an earlier run is found by its German url and updated.
		base := p.prefix
		if p.parent != "" {
			base = urls[p.parent]
		}
		urls[p.key] = base + "/" + p.slug.in(i18n.German)
		if base == "" {
			urls[p.key] = p.slug.in(i18n.German)
		}
		found, err := s.svc.Pages(ctx, content.FindOptions{Unrestricted: true, Limit: 1, Where: &content.Where{Fields: map[string]content.Condition{
			"siteCode": {Equals: SiteCode}, "url": {Equals: urls[p.key]},
		}}})
		if err != nil {
			return err
		}
		in := content.PageInput{
			SiteCode: SiteCode, ParentID: ids[p.parent], Prefix: p.prefix, Status: content.Published,
			HeaderStyle: p.header, Layout: p.layout, Locales: map[i18n.Locale]content.PageTexts{},
		}
		for _, l := range i18n.Locales {
			in.Locales[l] = content.PageTexts{
				Title: p.title.in(l), Slug: p.slug.in(l), Blocks: p.blocks(l),
				Meta: content.Meta{Title: p.title.in(l), Description: p.desc.in(l), Robots: p.robots},
			}
		}
		if len(found.Docs) == 1 {
			in.ID = found.Docs[0].ID
		}
		id, err := s.svc.SavePage(ctx, in)
		if err != nil {
			return fmt.Errorf("page %s: %w", urls[p.key], err)
		}
		ids[p.key] = id
	}
	return nil
}

// The demo pages' German urls, for links and tests (ServiceURL gives a
// service page's url in each language).
const (
	PrivacyURL  = "service/datenschutz"
	ShippingURL = "service/versand"
	ContactURL  = "service/kontakt"
	// The legal pages every order confirmation attaches as PDFs (see
	// order.TermsURL, order.WithdrawalURL and order.WithdrawalFormURL).
	TermsURL          = "service/agb"
	WithdrawalURL     = "service/widerruf"
	WithdrawalFormURL = "service/widerrufsformular"
)

// serviceSlugs are the service pages' slugs per locale; datenschutz,
// versand and kontakt are the storefront's routes privacy, shipping and
// contact, whose paths per language (web/src/config/routes.json) they
// match (app tests hold them to it).
var serviceSlugs = map[string]t3{
	"impressum":   {"impressum", "legal-notice", "mentions-legales"},
	"agb":         {"agb", "terms", "cgv"},
	"datenschutz": {"datenschutz", "privacy", "confidentialite"},
	"widerruf":    {"widerruf", "withdrawal", "retractation"},
	"formular":    {"widerrufsformular", "withdrawal-form", "formulaire-de-retractation"},
	"versand":     {"versand", "shipping", "livraison"},
	"kontakt":     {"kontakt", "contact", "contact"},
	"anfrage":     {"vereinsanfrage", "club-enquiry", "demande-club"},
}

// service returns a service page's path in a locale.
func service(l i18n.Locale, key string) string { return link(l, "service/"+serviceSlugs[key].in(l)) }

func (s *seeder) pageDefs() []pageDef {
	return []pageDef{
		{key: "home", slug: same(""), header: content.HeaderTransparent, layout: content.LayoutFull,
			title:  t3{"Reitsport und Vereinsausstattung", "Equestrian sports and club kit", "Sports équestres et équipement de club"},
			desc:   t3{"Paddock: Reitbekleidung, Pferdeausrüstung, Stallbedarf und Vereinskollektionen mit Logo – in drei Sprachen, mit Versand in ganz Europa.", "Paddock: riding wear, horse kit, stable supplies and club collections with your logo – shipped across Europe.", "Paddock : vêtements d'équitation, équipement du cheval, écurie et collections de club à votre logo – livrés dans toute l'Europe."},
			blocks: s.homeBlocks},
		{key: "service", slug: same("service"), header: content.HeaderDefault, layout: content.LayoutDefault,
			title:  t3{"Service", "Customer service", "Service client"},
			desc:   t3{"Alles rund um Ihre Bestellung: Versand, Zahlung, Widerruf, Kontakt und rechtliche Informationen.", "Everything about your order: shipping, payment, withdrawal, contact and legal information.", "Tout sur votre commande : livraison, paiement, rétractation, contact et informations légales."},
			blocks: s.serviceBlocks},
		{key: "impressum", parent: "service", slug: serviceSlugs["impressum"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Impressum", "Legal notice", "Mentions légales"}, desc: t3{"Anbieterkennzeichnung der Paddock Reitsport GmbH.", "Provider identification of Paddock Reitsport GmbH.", "Identification de l'éditeur, Paddock Reitsport GmbH."},
			blocks: imprintBlocks},
		{key: "agb", parent: "service", slug: serviceSlugs["agb"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Allgemeine Geschäftsbedingungen", "Terms and conditions", "Conditions générales de vente"}, desc: t3{"Die AGB des Paddock-Onlineshops.", "The terms and conditions of the Paddock online shop.", "Les conditions générales de vente de la boutique Paddock."},
			blocks: legal(terms)},
		{key: "datenschutz", parent: "service", slug: serviceSlugs["datenschutz"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Datenschutzerklärung", "Privacy policy", "Politique de confidentialité"}, desc: t3{"Wie Paddock mit Ihren Daten umgeht: Bestellung, Newsletter, Kontakt, Cookies und Ihre Rechte.", "How Paddock handles your data: orders, newsletter, contact, cookies and your rights.", "Comment Paddock traite vos données : commandes, newsletter, contact, cookies et vos droits."},
			blocks: legal(privacy)},
		{key: "widerruf", parent: "service", slug: serviceSlugs["widerruf"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Widerrufsbelehrung", "Right of withdrawal", "Droit de rétractation"}, desc: t3{"Ihr Widerrufsrecht und das Muster-Widerrufsformular.", "Your right of withdrawal and the model withdrawal form.", "Votre droit de rétractation et le modèle de formulaire de rétractation."},
			blocks: legal(withdrawal)},
		{key: "formular", parent: "service", slug: serviceSlugs["formular"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Muster-Widerrufsformular", "Model withdrawal form", "Formulaire de rétractation"}, desc: t3{"Das Formular für Ihren Widerruf zum Ausfüllen und Zurücksenden.", "The form to fill in and return when you withdraw from a purchase.", "Le formulaire à compléter et à renvoyer pour vous rétracter d'un achat."},
			blocks: legal(withdrawalForm)},
		{key: "versand", parent: "service", slug: serviceSlugs["versand"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}, desc: t3{"Versandkosten, Lieferzeiten und Zahlungsarten bei Paddock.", "Shipping costs, delivery times and payment methods at Paddock.", "Frais de port, délais de livraison et moyens de paiement chez Paddock."},
			blocks: s.shippingBlocks},
		{key: "kontakt", parent: "service", slug: serviceSlugs["kontakt"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Kontakt", "Contact", "Contact"}, desc: t3{"So erreichen Sie den Paddock-Kundenservice.", "How to reach Paddock customer service.", "Comment joindre le service client Paddock."},
			blocks: contactBlocks},
		{key: "anfrage", parent: "service", slug: serviceSlugs["anfrage"], header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"Anfrage Vereinskollektion", "Club collection enquiry", "Demande collection club"}, desc: t3{"Vereinskleidung und Schabracken mit Ihrem Logo: fragen Sie ein Angebot an.", "Club wear and saddle pads with your logo: ask for a quote.", "Tenues et tapis de selle à votre logo : demandez un devis."},
			blocks: s.enquiryBlocks},
		{key: "verein", slug: same("verein"), header: content.HeaderDefault, layout: content.LayoutWide,
			title: t3{"Vereinsshops", "Club shops", "Boutiques de club"}, desc: t3{"Die Vereinsshops bei Paddock: Vereinskleidung mit Wappen für Mitglieder.", "The club shops at Paddock: club kit with crest for members.", "Les boutiques de club chez Paddock : tenues au blason pour les membres."},
			blocks: s.clubsOverviewBlocks},
		{key: "banner", parent: "verein", slug: same("banner"), header: content.HeaderTransparent, layout: content.LayoutWide,
			title: t3{"Ihr Verein bei Paddock", "Your club at Paddock", "Votre club chez Paddock"}, desc: t3{"Ein eigener Vereinsshop mit Wappen, Vereinsfarben und Sammelbestellung – so funktioniert's.", "A club shop of your own with crest, club colours and joint orders – here is how it works.", "Une boutique de club à vos couleurs, avec blason et commande groupée – voici comment ça marche."},
			blocks: s.bannerBlocks},
		{key: "so-funktionierts", parent: "banner", slug: same("so-funktionierts"), header: content.HeaderDefault, layout: content.LayoutDefault,
			title: t3{"So funktioniert der Vereinsshop", "How the club shop works", "Comment fonctionne la boutique du club"}, desc: t3{"Fragen und Antworten zu Vereinsshop, Veredelung und Lieferung.", "Questions and answers on club shops, finishing and delivery.", "Questions et réponses sur la boutique du club, la personnalisation et la livraison."},
			blocks: s.howItWorksBlocks},
		s.clubPage(clubDefs()[0]),
		s.clubPage(clubDefs()[1]),
		s.clubPage(clubDefs()[2]),
	}
}

func (s *seeder) clubPage(c clubDef) pageDef {
	return pageDef{key: "club-" + c.slug, prefix: "verein/" + c.slug, slug: same("ueber-uns"), header: content.HeaderDefault,
		layout: content.LayoutDefault, robots: robotsFor(c.visibility),
		title: t3{"Über den " + c.name, "About " + c.name, "À propos du " + c.name},
		desc:  t3{c.name + " in " + c.place + ", gegründet " + c.since + ".", c.name + " in " + c.place + ", founded in " + c.since + ".", c.name + " à " + c.place + ", fondé en " + c.since + "."},
		blocks: func(l i18n.Locale) []content.Block {
			return []content.Block{
				&content.IntroBlock{Eyebrow: c.place, Headline: c.name, Alignment: "left",
					HTML: t3{"<p>Gegründet " + c.since + ".</p>", "<p>Founded in " + c.since + ".</p>", "<p>Fondé en " + c.since + ".</p>"}.in(l)},
				&content.RichtextBlock{HTML: c.about.in(l)},
				&content.DirectLinksBlock{Links: []content.DirectLink{
					{Label: t3{"Zum Vereinsshop", "To the club shop", "Vers la boutique du club"}.in(l), URL: link(l, "verein/"+c.slug)},
				}},
			}
		}}
}

func (s *seeder) homeBlocks(l i18n.Locale) []content.Block {
	cards := make([]content.TeaserItem, 0, 3)
	for i, path := range []string{"reiter", "pferd", "stall"} {
		c := s.byPath[path]
		cards = append(cards, content.TeaserItem{
			Headline: c.name.in(l), Image: content.Image(s.media["product-"+strconv.Itoa(i)]), Theme: "dark",
			Subline: []t3{
				{"Reithosen, Helme, Handschuhe und Stiefel", "Breeches, helmets, gloves and boots", "Pantalons, casques, gants et bottes"},
				{"Schabracken, Decken, Gamaschen und Halfter", "Saddle pads, rugs, boots and headcollars", "Tapis, couvertures, guêtres et licols"},
				{"Putzzeug, Pflege und Futter", "Grooming, care and feed", "Pansage, soins et alimentation"},
			}[i].in(l),
			Link: &content.Link{Label: t3{"Entdecken", "Discover", "Découvrir"}.in(l), URL: link(l, c.path.in(l))},
		})
	}
	skus := make([]string, 0, 4)
	for _, p := range s.featured[:4] {
		skus = append(skus, p.SKU)
	}
	helmets := s.byPath["reiter/reithelme"]
	clubs := s.byPath["vereinskollektion"]
	return []content.Block{
		&content.TeaserBlock{Layout: "hero", Items: []content.TeaserItem{{
			Headline:    t3{"Alles für Reiter, Pferd und Stall", "Everything for rider, horse and stable", "Tout pour le cavalier, le cheval et l'écurie"}.in(l),
			Subline:     t3{"Neu eingetroffen", "Just arrived", "Nouveautés"}.in(l),
			Text:        t3{"Ausrüstung, die im Sattel und im Stall jeden Tag mitmacht.", "Kit that keeps up every day, in the saddle and at the yard.", "Un équipement qui suit chaque jour, en selle comme à l'écurie."}.in(l),
			Image:       content.Image(s.media["hero"]),
			MobileImage: content.Image(s.media["hero-mobile"]),
			Link:        &content.Link{Label: t3{"Jetzt entdecken", "Shop now", "Découvrir"}.in(l), URL: link(l, s.byPath["reiter"].path.in(l))},
			Theme:       "dark",
		}}},
		&content.IntroBlock{
			Eyebrow:  t3{"Willkommen bei Paddock", "Welcome to Paddock", "Bienvenue chez Paddock"}.in(l),
			Headline: t3{"Reitsport aus dem Münsterland", "Equestrian sports from the Münsterland", "Sports équestres du Münsterland"}.in(l),
			HTML: t3{
				"<p>Seit über zwanzig Jahren statten wir Reiterinnen, Reiter und ihre Pferde aus – und seit einigen Jahren ganze Vereine. Wir verkaufen nur, was wir selbst im Stall ausprobiert haben.</p>",
				"<p>For more than twenty years we have kitted out riders and their horses – and for some years now whole clubs. We only sell what we have tried at our own yard.</p>",
				"<p>Depuis plus de vingt ans, nous équipons cavaliers, cavalières et leurs chevaux – et depuis quelques années des clubs entiers. Nous ne vendons que ce que nous avons essayé dans notre propre écurie.</p>",
			}.in(l),
			Alignment: "center",
		},
		&content.TeaserBlock{Layout: "cards", Items: cards},
		&content.CatalogBlock{Kind: "category", Layout: "slider", Limit: 8, CategoryIDs: []string{strconv.FormatInt(helmets.id, 10)},
			Headline: t3{"Sicher im Sattel: Reithelme", "Safe in the saddle: riding helmets", "En sécurité en selle : casques"}.in(l),
			Link:     &content.Link{Label: t3{"Alle Reithelme", "All riding helmets", "Tous les casques"}.in(l), URL: link(l, helmets.path.in(l))}},
		&content.CatalogBlock{Kind: "products", Layout: "grid", Limit: 4, ProductSKUs: skus,
			Headline: t3{"Unsere Lieblinge", "Our favourites", "Nos coups de cœur"}.in(l)},
		&content.DirectLinksBlock{
			Headline: t3{"Schnell gefunden", "Find it fast", "Accès rapide"}.in(l),
			Links: []content.DirectLink{
				{Label: t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}.in(l), URL: service(l, "versand"),
					Description: t3{"Versandkostenfrei in Deutschland ab 75 €", "Free shipping within Germany from €75", "Livraison offerte en France dès 150 €"}.in(l)},
				{Label: t3{"Vereinsshops", "Club shops", "Boutiques de club"}.in(l), URL: link(l, "verein"),
					Description: t3{"Vereinskleidung mit Wappen", "Club kit with crest", "Tenues au blason du club"}.in(l)},
				{Label: s.byPath["gutscheine"].name.in(l), URL: link(l, s.byPath["gutscheine"].path.in(l)),
					Description: t3{"Per E-Mail, sofort verschickt", "By email, sent instantly", "Par e-mail, envoyés aussitôt"}.in(l)},
				{Label: t3{"Kontakt", "Contact", "Contact"}.in(l), URL: service(l, "kontakt"),
					Description: t3{"Mo–Fr 9–17 Uhr", "Mon–Fri 9 am–5 pm", "Lun–ven 9 h–17 h"}.in(l)},
			},
		},
		&content.TextImageBlock{
			Headline: t3{"Ihr Verein, Ihr Logo", "Your club, your logo", "Votre club, votre logo"}.in(l),
			HTML: t3{
				"<p>T-Shirts, Hoodies, Schabracken und Caps in Vereinsfarben – bestickt, bedruckt oder sublimiert, schon ab einem Stück. Mitglieder bestellen im eigenen Vereinsshop, wir liefern gesammelt an den Verein.</p>",
				"<p>T-shirts, hoodies, saddle pads and caps in club colours – embroidered, printed or sublimated, from a single piece. Members order in their own club shop, and we deliver to the club in one go.</p>",
				"<p>T-shirts, sweats, tapis et casquettes aux couleurs du club – brodés, imprimés ou sublimés, dès une pièce. Les membres commandent dans leur boutique de club et nous livrons le tout au club.</p>",
			}.in(l),
			Image: content.Image(s.media["product-3"]), ImagePosition: "left",
			Link: &content.Link{Label: clubs.name.in(l), URL: link(l, clubs.path.in(l))},
		},
		&content.ColumnsBlock{
			Headline: t3{"Darauf können Sie sich verlassen", "What you can count on", "Ce sur quoi vous pouvez compter"}.in(l),
			Columns: []content.Column{
				{Width: "oneThird", HTML: t3{"<h3>Versandkostenfrei in Deutschland ab 75 €</h3><p>Innerhalb Deutschlands liefern wir in zwei bis vier Werktagen, klimaneutral mit DHL.</p>", "<h3>Free shipping within Germany from €75</h3><p>Within Germany we deliver in two to four working days, climate-neutral with DHL.</p>", "<h3>Livraison offerte en France dès 150 €</h3><p>En France, nous livrons en trois à six jours ouvrés, en compensation carbone avec DHL.</p>"}.in(l),
					Link: &content.Link{Label: t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}.in(l), URL: service(l, "versand")}},
				{Width: "oneThird", HTML: t3{"<h3>30 Tage Rückgaberecht</h3><p>Passt etwas nicht, senden Sie es innerhalb von 30 Tagen zurück – ausgenommen sind Artikel mit Vereinslogo.</p>", "<h3>30-day returns</h3><p>If something does not fit, send it back within 30 days – except items with a club logo.</p>", "<h3>30 jours pour retourner</h3><p>Si un article ne convient pas, renvoyez-le sous 30 jours – sauf les articles au logo d'un club.</p>"}.in(l),
					Link: &content.Link{Label: t3{"Widerrufsbelehrung", "Right of withdrawal", "Droit de rétractation"}.in(l), URL: service(l, "widerruf")}},
				{Width: "oneThird", HTML: t3{"<h3>Beratung von Reitern</h3><p>Unser Team reitet selbst und berät Sie gern zu Passform, Größe und Material.</p>", "<h3>Advice from riders</h3><p>Our team rides too and is happy to advise you on fit, size and material.</p>", "<h3>Des conseils de cavaliers</h3><p>Notre équipe monte aussi à cheval et vous conseille volontiers sur la coupe, la taille et la matière.</p>"}.in(l),
					Link: &content.Link{Label: t3{"Kontakt", "Contact", "Contact"}.in(l), URL: service(l, "kontakt")}},
			},
		},
		&content.ClubsBlock{
			Headline: t3{"Vereinsshops bei Paddock", "Club shops at Paddock", "Les boutiques de club chez Paddock"}.in(l),
			HTML:     t3{"<p>Diese Vereine bestellen ihre Vereinskleidung bei uns.</p>", "<p>These clubs order their club kit from us.</p>", "<p>Ces clubs commandent leur tenue chez nous.</p>"}.in(l),
			Limit:    0,
		},
		&content.ContentStepperBlock{
			Headline: t3{"So kommt Ihr Logo aufs Shirt", "How your logo gets onto the shirt", "Comment votre logo arrive sur le t-shirt"}.in(l),
			Steps:    enquirySteps(l),
		},
		&content.AnchorBlock{AnchorID: "faq"},
		&content.AccordeonBlock{
			Headline: t3{"Häufige Fragen", "Frequently asked questions", "Questions fréquentes"}.in(l),
			Items:    faq(l),
		},
		&content.RichtextBlock{HTML: t3{
			"<h2>Über Paddock</h2><p>Paddock ist ein Familienbetrieb aus Münster. Im Laden am Hufschlag und in unserem Onlineshop beraten Reiterinnen und Reiter, die selbst jeden Tag im Stall stehen. Viele unserer Artikel entstehen mit kleinen Herstellern aus Deutschland und Europa.</p>",
			"<h2>About Paddock</h2><p>Paddock is a family business from Münster. In our shop on the Hufschlag and online, you are advised by riders who are at the yard every day themselves. Many of our products are made with small manufacturers from Germany and Europe.</p>",
			"<h2>À propos de Paddock</h2><p>Paddock est une entreprise familiale de Münster. Dans notre magasin du Hufschlag comme en ligne, vous êtes conseillés par des cavaliers qui sont eux-mêmes à l'écurie chaque jour. Beaucoup de nos articles sont fabriqués avec de petits fabricants d'Allemagne et d'Europe.</p>",
		}.in(l)},
		&content.SpacerBlock{BackgroundColor: "#f4efe6", Padding: content.ResponsiveSpacing{Mobile: "s", Tablet: "m", Desktop: "l"}},
		&content.StaticFormBlock{
			FormType: "newsletter", MailingList: "newsletter",
			Headline: t3{"Neuigkeiten aus dem Stall", "News from the yard", "Des nouvelles de l'écurie"}.in(l),
			HTML:     t3{"<p>Einmal im Monat: neue Kollektionen, Pflegetipps und Aktionen – nur für Abonnentinnen und Abonnenten.</p>", "<p>Once a month: new collections, care tips and offers – for subscribers only.</p>", "<p>Une fois par mois : nouvelles collections, conseils d'entretien et offres – réservés aux abonnés.</p>"}.in(l),
			LegalBlock: t3{
				"<p>Mit Ihrer Anmeldung willigen Sie ein, dass wir Ihnen den Newsletter per E-Mail senden. Sie bestätigen die Anmeldung über einen Link in einer E-Mail und können sich jederzeit abmelden. Mehr in der <a href=\"/de/service/datenschutz\">Datenschutzerklärung</a>.</p>",
				"<p>By signing up you agree that we send you the newsletter by email. You confirm the sign-up through a link in an email and can unsubscribe at any time. More in the <a href=\"/en/service/privacy\">privacy policy</a>.</p>",
				"<p>En vous inscrivant, vous acceptez de recevoir la newsletter par e-mail. Vous confirmez l'inscription via un lien reçu par e-mail et pouvez vous désabonner à tout moment. Plus d'informations dans la <a href=\"/fr/service/confidentialite\">politique de confidentialité</a>.</p>",
			}.in(l),
			SuccessMessage: t3{
				"<p><strong>Fast geschafft!</strong> Sofern Ihre Adresse noch nicht angemeldet ist, bestätigen Sie die Anmeldung bitte über den Link in der E-Mail, die wir Ihnen eben geschickt haben.</p>",
				"<p><strong>Almost done!</strong> Unless your address is subscribed already, please confirm your sign-up through the link in the email we have just sent you.</p>",
				"<p><strong>Presque terminé !</strong> Sauf si votre adresse est déjà inscrite, veuillez confirmer votre inscription via le lien de l'e-mail que nous venons de vous envoyer.</p>",
			}.in(l),
		},
	}
}

func enquirySteps(l i18n.Locale) []content.ContentStep {
	return []content.ContentStep{
		{Title: t3{"Anfrage senden", "Send an enquiry", "Envoyer une demande"}.in(l),
			HTML: t3{"<p>Sagen Sie uns, was Sie brauchen, und laden Sie Ihr Vereinslogo hoch.</p>", "<p>Tell us what you need and upload your club logo.</p>", "<p>Dites-nous ce dont vous avez besoin et envoyez le logo de votre club.</p>"}.in(l)},
		{Title: t3{"Entwurf prüfen", "Check the draft", "Valider la maquette"}.in(l),
			HTML: t3{"<p>Innerhalb von zwei Werktagen erhalten Sie ein Angebot und einen Entwurf.</p>", "<p>Within two working days you receive a quote and a draft.</p>", "<p>Sous deux jours ouvrés, vous recevez un devis et une maquette.</p>"}.in(l)},
		{Title: t3{"Vereinsshop öffnen", "Open the club shop", "Ouvrir la boutique du club"}.in(l),
			HTML: t3{"<p>Wir richten Ihren Vereinsshop ein; Ihre Mitglieder bestellen dort selbst.</p>", "<p>We set up your club shop; your members order there themselves.</p>", "<p>Nous créons votre boutique ; vos membres y commandent eux-mêmes.</p>"}.in(l)},
		{Title: t3{"Gesammelt geliefert", "Delivered together", "Livraison groupée"}.in(l),
			HTML: t3{"<p>Nach zwei bis drei Wochen kommt alles in einem Paket zum Verein.</p>", "<p>After two to three weeks everything arrives at the club in one parcel.</p>", "<p>Deux à trois semaines plus tard, tout arrive au club dans un seul colis.</p>"}.in(l)},
	}
}

func faq(l i18n.Locale) []content.AccordeonItem {
	return []content.AccordeonItem{
		{ID: "lieferzeit", Title: t3{"Wie lange dauert die Lieferung?", "How long does delivery take?", "Quel est le délai de livraison ?"}.in(l),
			HTML: t3{"<p>Vorrätige Artikel liefern wir innerhalb Deutschlands in zwei bis vier Werktagen. Artikel mit Vereinslogo brauchen zwei bis drei Wochen.</p>", "<p>Items in stock arrive within Germany in two to four working days. Items with a club logo take two to three weeks.</p>", "<p>Les articles en stock arrivent en Allemagne en deux à quatre jours ouvrés. Les articles au logo d'un club demandent deux à trois semaines.</p>"}.in(l)},
		{ID: "rueckgabe", Title: t3{"Kann ich Artikel zurückgeben?", "Can I return items?", "Puis-je retourner des articles ?"}.in(l),
			HTML: t3{"<p>Ja, innerhalb von 30 Tagen nach Erhalt. Ausgenommen sind Artikel, die mit Vereinslogo oder Namen veredelt wurden. Rücksendungen melden Sie in Ihrem Kundenkonto an.</p>", "<p>Yes, within 30 days of receipt. Items finished with a club logo or a name are excluded. You register returns in your customer account.</p>", "<p>Oui, dans les 30 jours suivant la réception, sauf les articles personnalisés avec un logo de club ou un prénom. Les retours se déclarent dans votre compte client.</p>"}.in(l)},
		{ID: "groessen", Title: t3{"Welche Größe passt mir?", "Which size fits me?", "Quelle taille me convient ?"}.in(l),
			HTML: t3{"<p>Bei jedem Bekleidungsartikel finden Sie eine Größentabelle. Liegen Sie zwischen zwei Größen, empfehlen wir bei Reithosen die größere.</p>", "<p>Every clothing item has a size chart. If you are between two sizes, we recommend the larger one for breeches.</p>", "<p>Chaque vêtement dispose d'un guide des tailles. Si vous hésitez entre deux tailles, prenez la plus grande pour les pantalons.</p>"}.in(l)},
		{ID: "zahlung", Title: t3{"Wie kann ich bezahlen?", "How can I pay?", "Comment puis-je payer ?"}.in(l),
			HTML: t3{"<p>An der Kasse wählen Sie, wie Sie bezahlen: {{paymentMethods}}.</p>", "<p>At the checkout you choose how to pay: {{paymentMethods}}.</p>", "<p>Lors de la commande, vous choisissez comment payer : {{paymentMethods}}.</p>"}.in(l)},
		{ID: "futter", Title: t3{"Warum hat Futter einen anderen Steuersatz?", "Why does feed have a different tax rate?", "Pourquoi l'alimentation a-t-elle un autre taux de TVA ?"}.in(l),
			HTML: t3{"<p>Futtermittel sind in Deutschland mit 7 % Mehrwertsteuer ermäßigt besteuert, alles andere mit 19 %. Unsere Preise enthalten die Mehrwertsteuer bereits.</p>", "<p>In Germany animal feed is taxed at the reduced VAT rate of 7%, everything else at 19%. Our prices already include VAT.</p>", "<p>En Allemagne, l'alimentation animale bénéficie du taux réduit de 7 %, tout le reste est à 19 %. Nos prix incluent déjà la TVA.</p>"}.in(l)},
	}
}

func (s *seeder) serviceBlocks(l i18n.Locale) []content.Block {
	entry := func(key string, label, desc t3) content.DirectLink {
		return content.DirectLink{Label: label.in(l), URL: service(l, key), Description: desc.in(l)}
	}
	return []content.Block{
		&content.IntroBlock{Headline: t3{"Wie können wir helfen?", "How can we help?", "Comment pouvons-nous vous aider ?"}.in(l), Alignment: "left",
			HTML: t3{"<p>Hier finden Sie alles rund um Ihre Bestellung und die rechtlichen Informationen unseres Shops.</p>", "<p>Here you find everything about your order and our shop's legal information.</p>", "<p>Vous trouverez ici tout ce qui concerne votre commande et les informations légales de la boutique.</p>"}.in(l)},
		&content.DirectLinksBlock{Links: []content.DirectLink{
			entry("versand", t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}, t3{"Kosten, Lieferzeiten, Zahlungsarten", "Costs, delivery times, payment methods", "Frais, délais, moyens de paiement"}),
			entry("widerruf", t3{"Widerruf", "Withdrawal", "Rétractation"}, t3{"Widerrufsbelehrung und Musterformular", "Withdrawal notice and model form", "Information et formulaire type"}),
			entry("kontakt", t3{"Kontakt", "Contact", "Contact"}, t3{"Telefon, E-Mail und Kontaktformular", "Phone, email and contact form", "Téléphone, e-mail et formulaire"}),
			entry("anfrage", t3{"Anfrage Vereinskollektion", "Club collection enquiry", "Demande collection club"}, t3{"Angebot für Ihren Verein", "A quote for your club", "Un devis pour votre club"}),
			entry("impressum", t3{"Impressum", "Legal notice", "Mentions légales"}, t3{"Wer hinter Paddock steht", "Who is behind Paddock", "Qui se cache derrière Paddock"}),
			entry("agb", t3{"AGB", "Terms and conditions", "CGV"}, t3{"Unsere Geschäftsbedingungen", "Our terms of business", "Nos conditions de vente"}),
			entry("datenschutz", t3{"Datenschutz", "Privacy", "Confidentialité"}, t3{"Wie wir mit Ihren Daten umgehen", "How we handle your data", "Comment nous traitons vos données"}),
		}},
	}
}

func (s *seeder) shippingBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.IntroBlock{Headline: t3{"Versand und Zahlung", "Shipping and payment", "Livraison et paiement"}.in(l), Alignment: "left",
			HTML: t3{"<p>Alle Preise enthalten die gesetzliche Mehrwertsteuer. Hinzu kommen die Versandkosten, die Sie hier und im Warenkorb sehen.</p>", "<p>All prices include statutory VAT. Shipping costs, shown here and in the cart, are added.</p>", "<p>Tous les prix incluent la TVA légale. S'y ajoutent les frais de port, indiqués ici et dans le panier.</p>"}.in(l)},
		&content.RichtextBlock{HTML: shipping.in(l)},
		&content.ColumnsBlock{Columns: []content.Column{
			{Width: "half", HTML: t3{"<h2>Lieferzeiten</h2><p>Vorrätige Artikel: 2–4 Werktage. Artikel mit Vereinslogo: 2–3 Wochen. Die Lieferzeit steht bei jedem Artikel.</p>", "<h2>Delivery times</h2><p>Items in stock: 2–4 working days. Items with a club logo: 2–3 weeks. Each item shows its delivery time.</p>", "<h2>Délais de livraison</h2><p>Articles en stock : 2 à 4 jours ouvrés. Articles au logo d'un club : 2 à 3 semaines. Chaque article indique son délai.</p>"}.in(l)},
			{Width: "half", HTML: t3{"<h2>Zahlungsarten</h2><p>An der Kasse wählen Sie, wie Sie bezahlen: {{paymentMethods}}.</p>", "<h2>Payment methods</h2><p>At the checkout you choose how to pay: {{paymentMethods}}.</p>", "<h2>Moyens de paiement</h2><p>Lors de la commande, vous choisissez comment payer : {{paymentMethods}}.</p>"}.in(l)},
		}},
	}
}

func contactBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.IntroBlock{Headline: t3{"Kontakt", "Contact", "Contact"}.in(l), Alignment: "left",
			HTML: t3{"<p>Fragen zu Größen, Bestellungen oder Vereinskollektionen? Schreiben Sie uns über das Formular – wir antworten an Werktagen innerhalb von 24 Stunden.</p>", "<p>Questions about sizes, orders or club collections? Write to us using the form – we answer within 24 hours on working days.</p>", "<p>Une question sur les tailles, une commande ou une collection de club ? Écrivez-nous via le formulaire – nous répondons sous 24 heures les jours ouvrés.</p>"}.in(l)},
		&content.RichtextBlock{HTML: t3{
			"<h2>Kundenservice</h2><p>Telefon: <a href=\"tel:+492519876540\">0251 987654-0</a><br>Montag bis Freitag, 9 bis 17 Uhr</p><p>E-Mail: <a href=\"mailto:service@paddock-reitsport.example\">service@paddock-reitsport.example</a></p><h2>Anschrift</h2><p>Paddock Reitsport GmbH<br>Hufschlag 12<br>48165 Münster</p>",
			"<h2>Customer service</h2><p>Phone: <a href=\"tel:+492519876540\">+49 251 987654-0</a><br>Monday to Friday, 9 am to 5 pm (CET)</p><p>Email: <a href=\"mailto:service@paddock-reitsport.example\">service@paddock-reitsport.example</a></p><h2>Address</h2><p>Paddock Reitsport GmbH<br>Hufschlag 12<br>48165 Münster<br>Germany</p>",
			"<h2>Service client</h2><p>Téléphone : <a href=\"tel:+492519876540\">+49 251 987654-0</a><br>Du lundi au vendredi, de 9 h à 17 h</p><p>E-mail : <a href=\"mailto:service@paddock-reitsport.example\">service@paddock-reitsport.example</a></p><h2>Adresse</h2><p>Paddock Reitsport GmbH<br>Hufschlag 12<br>48165 Münster<br>Allemagne</p>",
		}.in(l)},
	}
}

func (s *seeder) enquiryBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.IntroBlock{
			Eyebrow:  t3{"Vereinskollektion", "Club collection", "Collection club"}.in(l),
			Headline: t3{"Angebot für Ihren Verein", "A quote for your club", "Un devis pour votre club"}.in(l), Alignment: "left",
			HTML: t3{"<p>Ab einem Stück, in Ihren Vereinsfarben, mit Ihrem Wappen. Füllen Sie das Formular aus – wir melden uns mit einem Entwurf.</p>", "<p>From a single piece, in your club colours, with your crest. Fill in the form – we will come back with a draft.</p>", "<p>Dès une pièce, à vos couleurs, avec votre blason. Remplissez le formulaire – nous revenons vers vous avec une maquette.</p>"}.in(l)},
		&content.ContentStepperBlock{Steps: enquirySteps(l)},
		&content.DynamicFormBlock{
			Headline: t3{"Ihre Anfrage", "Your enquiry", "Votre demande"}.in(l),
			Form:     content.FormRef{ID: s.formID},
		},
	}
}

func (s *seeder) clubsOverviewBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.IntroBlock{Headline: t3{"Vereinsshops", "Club shops", "Boutiques de club"}.in(l), Alignment: "center",
			HTML: t3{"<p>Jeder Verein hat bei uns seinen eigenen Shop mit Wappen, Vereinsfarben und den Artikeln, die der Vorstand ausgewählt hat.</p>", "<p>Every club has its own shop with us, with its crest, its colours and the items the board has chosen.</p>", "<p>Chaque club dispose chez nous de sa propre boutique, avec son blason, ses couleurs et les articles choisis par le bureau.</p>"}.in(l)},
		&content.ClubsBlock{Limit: 0},
		&content.DirectLinksBlock{Links: []content.DirectLink{
			{Label: t3{"Ihr Verein bei Paddock", "Your club at Paddock", "Votre club chez Paddock"}.in(l), URL: link(l, "verein/banner"),
				Description: t3{"So bekommt Ihr Verein einen eigenen Shop", "How your club gets a shop of its own", "Comment votre club obtient sa boutique"}.in(l)},
		}},
	}
}

func (s *seeder) bannerBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.TeaserBlock{Layout: "hero", Items: []content.TeaserItem{{
			Headline: t3{"Ihr Verein bei Paddock", "Your club at Paddock", "Votre club chez Paddock"}.in(l),
			Subline:  t3{"Vereinsshops", "Club shops", "Boutiques de club"}.in(l),
			Text:     t3{"Einheitlich auftreten – ohne Sammelliste und Vorkasse.", "Look like a team – without lists and prepayment.", "Une tenue commune – sans liste ni paiement d'avance."}.in(l),
			Image:    content.Image(s.media["evening"]), Theme: "light",
			Link: &content.Link{Label: t3{"Angebot anfragen", "Ask for a quote", "Demander un devis"}.in(l), URL: service(l, "anfrage")},
		}}},
		&content.ContentStepperBlock{Headline: t3{"In vier Schritten zum Vereinsshop", "Your club shop in four steps", "Votre boutique de club en quatre étapes"}.in(l), Steps: enquirySteps(l)},
		&content.ClubsBlock{Headline: t3{"Diese Vereine sind schon dabei", "These clubs are already on board", "Ces clubs nous font déjà confiance"}.in(l), Limit: 6},
		&content.DirectLinksBlock{Links: []content.DirectLink{
			{Label: t3{"So funktioniert der Vereinsshop", "How the club shop works", "Comment fonctionne la boutique du club"}.in(l), URL: link(l, "verein/banner/so-funktionierts")},
			{Label: t3{"Angebot anfragen", "Ask for a quote", "Demander un devis"}.in(l), URL: service(l, "anfrage")},
		}},
	}
}

func (s *seeder) howItWorksBlocks(l i18n.Locale) []content.Block {
	return []content.Block{
		&content.IntroBlock{Headline: t3{"So funktioniert der Vereinsshop", "How the club shop works", "Comment fonctionne la boutique du club"}.in(l), Alignment: "left"},
		&content.AccordeonBlock{Items: []content.AccordeonItem{
			{Title: t3{"Was kostet ein Vereinsshop?", "What does a club shop cost?", "Combien coûte une boutique de club ?"}.in(l),
				HTML: t3{"<p>Nichts. Der Verein zahlt nur die Artikel, die Mitglieder bestellen; die Einrichtung des Logos ist ab 20 Teilen im Jahr kostenlos.</p>", "<p>Nothing. The club only pays for the items members order; setting up the logo is free from 20 pieces a year.</p>", "<p>Rien. Le club ne paie que les articles commandés par ses membres ; la mise en place du logo est offerte à partir de 20 pièces par an.</p>"}.in(l)},
			{Title: t3{"Welche Veredelung ist möglich?", "Which finishing is possible?", "Quelles personnalisations sont possibles ?"}.in(l),
				HTML: t3{"<p>Stick für Schabracken, Caps und Polos, Druck für T-Shirts und Hoodies, Sublimation für Funktionsshirts in voller Farbe.</p>", "<p>Embroidery for saddle pads, caps and polos, printing for t-shirts and hoodies, sublimation for full-colour technical shirts.</p>", "<p>Broderie pour les tapis, casquettes et polos, impression pour les t-shirts et sweats, sublimation pour les maillots techniques en couleurs.</p>"}.in(l)},
			{Title: t3{"Wer sieht unseren Shop?", "Who can see our shop?", "Qui voit notre boutique ?"}.in(l),
				HTML: t3{"<p>Sie entscheiden: öffentlich in der Vereinsliste, nur per Link erreichbar oder privat für Mitglieder.</p>", "<p>You decide: public in the list of clubs, reachable by link only, or private for members.</p>", "<p>C'est vous qui décidez : publique dans la liste des clubs, accessible par lien uniquement ou privée pour les membres.</p>"}.in(l)},
		}},
	}
}

// ServiceURL is a service page's url in locale (key is its German slug's
// key: "datenschutz", "versand", "kontakt", …).
func ServiceURL(l i18n.Locale, key string) string { return "service/" + serviceSlugs[key].in(l) }
