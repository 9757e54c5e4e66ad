package demo

import (
	"context"
	"strconv"

	"paddock/internal/catalog"
	catdemo "paddock/internal/catalog/demo"
	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// clubDef is a demo club.
type clubDef struct {
	slug, name, listName, prefix string
	visibility                   content.ClubVisibility
	banner, accent               string
	variant                      int
	// place and since describe the club on its pages.
	place, since string
	welcome      t3
	about        t3
}

// clubDefs lists the demo clubs; the last one is private and reached only
// by its link.
func clubDefs() []clubDef {
	return []clubDef{
		{slug: "rv-lindenhof", name: "Reitverein Lindenhof e. V.", listName: "Lindenhof", prefix: "RVL",
			visibility: content.ClubPublic, banner: "#1f3d6b", accent: "#c9a45c", variant: 0, place: "Münster-Hiltrup", since: "1962",
			welcome: t3{
				"Vom Schulpferd bis zum Turnierteam: Im Vereinsshop des Lindenhofs finden Mitglieder Shirts, Hoodies, Schabracken und Caps in Marineblau und Gold – mit unserem Wappen.",
				"From school horses to the show team: in the Lindenhof club shop members find shirts, hoodies, saddle pads and caps in navy and gold – with our crest.",
				"Des chevaux d'école à l'équipe de concours : dans la boutique du Lindenhof, les membres trouvent t-shirts, sweats, tapis et casquettes marine et or – à notre blason.",
			},
			about: t3{
				"<p>Der Reitverein Lindenhof wurde 1962 gegründet und zählt heute rund 240 Mitglieder. Auf zwei Reitplätzen und in der 20 × 60 m großen Halle trainieren Schulreiterinnen, Voltigierer und die Dressur- und Springmannschaften.</p><h2>Training</h2><ul><li>Schulstunden: Dienstag bis Freitag ab 15 Uhr</li><li>Voltigieren: Montag und Donnerstag</li><li>Springgymnastik: Samstagvormittag</li></ul><p>Die Vereinskleidung bestellen Mitglieder hier im Shop; geliefert wird gesammelt an die Geschäftsstelle.</p>",
				"<p>Reitverein Lindenhof was founded in 1962 and has about 240 members today. School riders, vaulters and the dressage and jumping teams train on two outdoor arenas and in the 20 × 60 m indoor school.</p><h2>Training</h2><ul><li>Riding lessons: Tuesday to Friday from 3 pm</li><li>Vaulting: Monday and Thursday</li><li>Gymnastic jumping: Saturday morning</li></ul><p>Members order their club kit here in the shop; it is delivered together to the club office.</p>",
				"<p>Le Reitverein Lindenhof a été fondé en 1962 et compte aujourd'hui environ 240 membres. Élèves, voltigeurs et équipes de dressage et de saut s'entraînent sur deux carrières et dans le manège de 20 × 60 m.</p><h2>Entraînements</h2><ul><li>Cours d'équitation : du mardi au vendredi à partir de 15 h</li><li>Voltige : lundi et jeudi</li><li>Gymnastique à l'obstacle : samedi matin</li></ul><p>Les membres commandent leur tenue de club ici ; la livraison est groupée au secrétariat.</p>",
			}},
		{slug: "rfv-isartal", name: "Reit- und Fahrverein Isartal e. V.", listName: "Isartal", prefix: "RFVI",
			visibility: content.ClubPublic, banner: "#7a1f2b", accent: "#e8d8b0", variant: 1, place: "Wolfratshausen", since: "1978",
			welcome: t3{
				"Reiten und Fahren an der Isar: Unsere Vereinskollektion in Bordeaux und Creme begleitet das Team auf Turniere, Fahrprüfungen und zum Sommerfest.",
				"Riding and driving on the Isar: our club collection in burgundy and cream goes with the team to shows, driving trials and the summer party.",
				"Équitation et attelage au bord de l'Isar : notre collection bordeaux et crème accompagne l'équipe en concours, en épreuves d'attelage et à la fête d'été.",
			},
			about: t3{
				"<p>Der Reit- und Fahrverein Isartal verbindet seit 1978 Reiter und Fahrer im Oberland. Neben Dressur und Springen bieten wir Fahrkurse für Ein- und Zweispänner an.</p><h2>Termine</h2><ul><li>Fahrkurs für Einsteiger: jeden ersten Samstag im Monat</li><li>Vereinsturnier: im Juni</li><li>Hubertusjagd: Anfang November</li></ul><p>Fragen zur Vereinskleidung beantwortet unser Kleiderwart gern vor Ort.</p>",
				"<p>Since 1978 the Isartal riding and driving club has brought together riders and carriage drivers in the Bavarian uplands. Besides dressage and jumping we offer driving courses for single and pair carriages.</p><h2>Dates</h2><ul><li>Driving course for beginners: every first Saturday of the month</li><li>Club show: in June</li><li>Hubertus ride: early November</li></ul><p>Our kit officer is happy to answer questions about club wear at the yard.</p>",
				"<p>Depuis 1978, le Reit- und Fahrverein Isartal réunit cavaliers et meneurs de Haute-Bavière. Outre le dressage et le saut, nous proposons des stages d'attelage en simple et en paire.</p><h2>Dates</h2><ul><li>Stage d'attelage débutants : le premier samedi de chaque mois</li><li>Concours du club : en juin</li><li>Chasse de la Saint-Hubert : début novembre</li></ul><p>Notre responsable des tenues répond volontiers à vos questions sur place.</p>",
			}},
		{slug: "ponyclub-sonnenwiese", name: "Ponyclub Sonnenwiese", listName: "Sonnenwiese", prefix: "PCS",
			visibility: content.ClubPrivate, banner: "#2f6b3a", accent: "#f2c14e", variant: 2, place: "Lüneburg", since: "2009",
			welcome: t3{
				"Der Vereinsshop für unsere Ponyreiterinnen und Ponyreiter: Hoodies, Caps und Bandagen in Grün und Sonnengelb, nur für Mitglieder.",
				"The club shop for our pony riders: hoodies, caps and bandages in green and sunshine yellow, for members only.",
				"La boutique du club pour nos jeunes cavaliers : sweats, casquettes et bandes vert et jaune soleil, réservés aux membres.",
			},
			about: t3{
				"<p>Der Ponyclub Sonnenwiese ist ein kleiner Verein für Kinder und Jugendliche zwischen 6 und 16 Jahren. Zwölf Ponys leben bei uns im Offenstall.</p><h2>Für Eltern</h2><p>Die Vereinskleidung ist für Turniere und Ausflüge gedacht. Bestellungen bis zum 15. eines Monats werden gesammelt und zum Monatsende ausgeliefert.</p>",
				"<p>Ponyclub Sonnenwiese is a small club for children and teenagers aged 6 to 16. Twelve ponies live with us in an open stable.</p><h2>For parents</h2><p>The club kit is meant for shows and outings. Orders placed by the 15th of a month are collected and delivered at the end of the month.</p>",
				"<p>Le Ponyclub Sonnenwiese est un petit club pour les enfants et adolescents de 6 à 16 ans. Douze poneys vivent chez nous en stabulation libre.</p><h2>Pour les parents</h2><p>La tenue du club est prévue pour les concours et les sorties. Les commandes passées avant le 15 du mois sont regroupées et livrées en fin de mois.</p>",
			}},
	}
}

func (s *seeder) saveClubs(ctx context.Context) error {
	for _, c := range clubDefs() {
		root, err := s.clubRoot(ctx, c.prefix)
		if err != nil {
			return err
		}
		locales := map[i18n.Locale]content.ClubTexts{}
		for _, l := range i18n.Locales {
			locales[l] = content.ClubTexts{Meta: content.Meta{
				Title:       t3{"Vereinsshop " + c.name, "Club shop " + c.name, "Boutique du club " + c.name}.in(l),
				Description: c.welcome.in(l),
				Image:       content.Image(s.media["crest-"+c.slug]),
				Robots:      robotsFor(c.visibility),
			}, Blocks: s.clubBlocks(c, root, l)}
		}
		found, err := s.svc.Clubs(ctx, content.FindOptions{Unrestricted: true, Limit: 1, Where: bySlug(c.slug)})
		if err != nil {
			return err
		}
		var id int64
		if len(found.Docs) == 1 {
			id = found.Docs[0].ID
		}
		if _, err := s.svc.SaveClub(ctx, content.ClubInput{
			ID: id, Name: c.name, ListName: c.listName, SKUPrefix: c.prefix, Status: content.ClubEnabled, Visibility: c.visibility,
			Slug: c.slug, LogoID: s.media["crest-"+c.slug], BannerColor: c.banner,
			ShopRootCategoryID: strconv.FormatInt(root, 10), Locales: locales,
		}); err != nil {
			return err
		}
	}
	return nil
}

// clubRoot is the club's shop category in the catalogue: its own shop when
// the demo catalogue has one for the club's SKU prefix, else the general
// club collection.
func (s *seeder) clubRoot(ctx context.Context, prefix string) (int64, error) {
	found, err := s.cat.Categories(ctx, i18n.German, catalog.CategoryFilter{URLPath: catdemo.ClubShopPath(prefix)})
	if err != nil {
		return 0, err
	}
	if len(found) > 0 {
		return found[0].ID, nil
	}
	return s.clubRootID, nil
}

// bySlug finds an earlier run's document by its slug.
func bySlug(slug string) *content.Where {
	return &content.Where{Fields: map[string]content.Condition{"slug": {Equals: slug}}}
}

// robotsFor keeps private clubs out of search engines.
func robotsFor(v content.ClubVisibility) string {
	if v == content.ClubPrivate {
		return "noindex, nofollow"
	}
	return ""
}

// clubBlocks are the blocks of a club's home; root is its shop category.
func (s *seeder) clubBlocks(c clubDef, root int64, l i18n.Locale) []content.Block {
	return []content.Block{
		&content.ClubHeroBlock{
			Headline: t3{"Willkommen im Vereinsshop", "Welcome to the club shop", "Bienvenue dans la boutique du club"}.in(l),
			HTML:     "<p>" + c.welcome.in(l) + "</p>",
			Image:    content.Image(s.media["evening"]),
			Link: &content.Link{Label: t3{"Zum Vereinskatalog", "To the club catalogue", "Vers le catalogue du club"}.in(l),
				URL: link(l, "verein/produktkatalog")},
		},
		&content.CatalogBlock{
			Headline: t3{"Unsere Vereinskollektion", "Our club collection", "Notre collection club"}.in(l),
			Kind:     "category", Layout: "slider", CategoryIDs: []string{strconv.FormatInt(root, 10)}, Limit: 8,
			Link: &content.Link{Label: t3{"Alle Artikel", "All items", "Tous les articles"}.in(l), URL: link(l, "verein/produktkatalog")},
		},
		&content.TextImageBlock{
			Headline: t3{"Mit Wappen und Namen", "With crest and name", "Avec blason et prénom"}.in(l),
			HTML: t3{
				"<p>Jedes Stück wird nach Ihrer Bestellung mit dem Wappen des " + c.name + " bestickt oder bedruckt. Auf Wunsch kommt Ihr Name dazu – die Lieferzeit beträgt zwei bis drei Wochen.</p>",
				"<p>Every piece is embroidered or printed with the crest of " + c.name + " after you order. Your name can be added if you like – delivery takes two to three weeks.</p>",
				"<p>Chaque pièce est brodée ou imprimée au blason du " + c.name + " après votre commande. Votre prénom peut être ajouté – le délai de livraison est de deux à trois semaines.</p>",
			}.in(l),
			Image: content.Image(s.media["crest-"+c.slug]), ImagePosition: "right",
		},
		&content.DirectLinksBlock{
			Headline: t3{"Mehr vom Verein", "More from the club", "Plus sur le club"}.in(l),
			Links: []content.DirectLink{
				{Label: t3{"Über uns", "About us", "Qui sommes-nous"}.in(l), URL: link(l, "verein/"+c.slug+"/ueber-uns"),
					Description: t3{"Training, Termine und Ansprechpartner", "Training, dates and contacts", "Entraînements, dates et contacts"}.in(l)},
				{Label: t3{"So funktioniert der Vereinsshop", "How the club shop works", "Comment fonctionne la boutique du club"}.in(l),
					URL: link(l, "verein/banner/so-funktionierts")},
			},
		},
	}
}
