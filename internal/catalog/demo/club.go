package demo

import (
	"paddock/internal/blocks"
	"slices"
	"strings"

	"paddock/internal/catalog"
)

func clubFamilies() []family {
	return []family{clubAccessories(), clubWear(), clubPads(), vouchers()}
}

// clubCare is the care text of printed and embroidered club textiles.
func clubCare() t3 {
	return t3{
		"Auf links bei {temp} waschen, nicht auf dem Druck oder der Stickerei bügeln und nicht chemisch reinigen.",
		"Wash inside out at {temp}; do not iron over the print or embroidery and do not dry-clean.",
		"Laver sur l'envers à {temp} ; ne pas repasser sur l'impression ou la broderie et ne pas nettoyer à sec.",
	}
}

// clubNote says why club items take longer and cannot be returned.
func clubNote() t3 {
	return t3{
		"Jedes Stück wird nach Ihrer Bestellung mit dem Logo Ihres Vereins veredelt und ist deshalb vom Umtausch ausgeschlossen.",
		"Each piece is finished with your club's logo after you order, so it cannot be returned or exchanged.",
		"Chaque pièce est personnalisée au logo de votre club après la commande ; elle ne peut donc être ni reprise ni échangée.",
	}
}

func clubAccessories() family {
	return family{
		key: "clubacc", sku: "VK-AC", category: "vereinskollektion/caps-accessoires",
		art: artCap, look: capBaseball, accent: "#c9a45c", mode: byColour, unit: catalog.Metre,
		noun: t3{"Vereins-Cap", "club cap", "casquette club"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} trägt das Logo Ihres Vereins auf der Stirnseite und schützt auf dem Abreiteplatz vor der Sonne.",
			"The {m} {n} carries your club's logo on the front and keeps the sun off on the warm-up arena.",
			"La {n} {m} porte le logo de votre club sur le devant et protège du soleil sur la carrière de détente.",
		},
		features: []t3{
			{"Der Verschluss am Hinterkopf ist stufenlos verstellbar.", "The strap at the back adjusts to any size.", "La patte de serrage à l'arrière se règle en continu."},
			{"Sechs Ösen sorgen für Belüftung.", "Six eyelets keep it ventilated.", "Six œillets assurent l'aération."},
			{"Das Netz am Hinterkopf lässt Luft an den Kopf.", "The mesh back lets air reach your head.", "Le filet à l'arrière laisse passer l'air."},
			{"Die doppelwandige Flasche hält Getränke stundenlang kühl.", "The double-walled bottle keeps drinks cool for hours.", "La gourde à double paroi garde les boissons au frais pendant des heures."},
			{"Das Logo wird per Laser graviert und nutzt sich nicht ab.", "The logo is laser-engraved and does not wear off.", "Le logo est gravé au laser et ne s'use pas."},
			{"Der Strick ist in Vereinsfarben gedreht.", "The rope is twisted in club colours.", "La corde est torsadée aux couleurs du club."},
			{"Das Logo ist auf die Klettlasche gestickt.", "The logo is embroidered on the fastening tab.", "Le logo est brodé sur la patte auto-agrippante."},
		},
		closing:       clubNote(),
		materialLabel: labelMaterial(), careLabel: labelCare(), care: clubCare(),
		keywords: t3{"Vereinskollektion, Vereinslogo, Reitverein", "club collection, club logo, riding club", "collection club, logo du club, club hippique"},
		delivery: [2]int{14, 21},
		options: merchOptions(
			[]choice{fixed("stick", 0), fixed("gravur", eur(2.90)), fixed("sublimation", eur(3.90))},
			[]choice{fixed("front", 0), fixed("seite", eur(2.90))},
			[]choice{fixed("vereinslogo", eur(3.90)), fixed("vereinsname", eur(2.90))},
			[]choice{fixed("vorderseite", 0)}),
		merch: &catalog.MerchandiseInput{
			LogoWidthMM: 60, LogoPosition: "front", LogoType: "stick",
			SublimationOptions: []string{"vereinslogo", "vereinsname"}, SublimationPositions: []string{"vorderseite"},
		},
		models: []model{
			{name: "Classic", maker: "paddock", colours: []string{"navy", "schwarz", "bordeaux", "dunkelgruen"}, price: eur(19.95), feats: []int{0, 1},
				comp: []comp{pc("obermaterial", 100, "biobaumwolle")}, wash: 30},
			{name: "Trucker", maker: "paddock", colours: []string{"schwarz", "navy"}, price: eur(21.95), feats: []int{2, 0}, look: capTrucker,
				comp: []comp{pc("obermaterial", 100, "baumwolle"), pc("einsatz", 100, "mesh")}, wash: 30},
			{name: "Parcours", maker: "paddock", colours: []string{"navy", "weiss"}, price: eur(16.95), feats: []int{3, 4}, art: artBottle, look: bottleRound,
				noun: t3{"Vereins-Trinkflasche", "club drinking bottle", "gourde club"},
				intro: t3{
					"Die {n} {m} fasst 0,75 Liter und begleitet Ihr Team zu Training und Turnier.",
					"The {m} {n} holds 0.75 litres and goes with your team to training and shows.",
					"La {n} {m} contient 0,75 litre et accompagne votre équipe à l'entraînement et en concours.",
				},
				comp: []comp{pc("koerper", 100, "edelstahl"), pc("deckel", 100, "polypropylen")},
				care: t3{"Von Hand mit warmem Wasser und Spülmittel reinigen; nicht in die Spülmaschine geben.", "Hand-wash with warm water and washing-up liquid; not dishwasher-safe.", "Laver à la main à l'eau chaude avec du liquide vaisselle ; ne passe pas au lave-vaisselle."}},
			{name: "Stallgasse", maker: "paddock", colours: []string{"navy", "bordeaux", "dunkelgruen"}, price: eur(14.95), feats: []int{5}, art: artRope, look: ropeLead, content: 2.5,
				noun: t3{"Vereins-Führstrick", "club lead rope", "longe club"},
				intro: t3{
					"Der {n} {m} ist 2,5 Meter lang und hat einen Panikhaken, der sich auch unter Zug öffnen lässt.",
					"The {m} {n} is 2.5 metres long and has a panic snap that opens even under tension.",
					"La {n} {m} mesure 2,5 mètres et possède un mousqueton panique qui s'ouvre même sous tension.",
				},
				comp: []comp{pc("obermaterial", 100, "polypropylen"), pc("karabiner", 100, "zink")}, wash: 30},
			{name: "Teamgeist", maker: "paddock", colours: []string{"navy", "bordeaux", "dunkelgruen"}, price: eur(29.95), feats: []int{6}, art: artBandages,
				noun: t3{"Vereins-Fleecebandagen", "club fleece bandages", "bandes de polo club"},
				intro: t3{
					"Die {n} {m} im Viererset zeigen schon beim Abreiten, für welchen Verein Sie starten.",
					"The {m} {n}, sold in a set of four, show which club you ride for from the warm-up onwards.",
					"Vendues par quatre, les {n} {m} montent dès la détente pour quel club vous concourez.",
				},
				comp: []comp{pc("obermaterial", 100, "fleece")}, wash: 30},
			{name: "Vereinsheim", maker: "paddock", colours: []string{"navy"}, price: eur(29.95), mode: single, art: artBrush, look: brushBox,
				noun: t3{"Vereins-Putzbox", "club grooming box", "boîte de pansage club"},
				intro: t3{
					"Die {n} {m} bringt Ordnung in die Sattelkammer und trägt gut sichtbar das Logo Ihres Vereins.",
					"The {m} {n} keeps the tack room tidy and shows off your club's logo.",
					"La {n} {m} met de l'ordre dans la sellerie et arbore le logo de votre club.",
				},
				extra: t3{"Ein herausnehmbarer Einsatz trennt Bürsten und Pflegemittel.", "A removable tray keeps brushes and care products apart.", "Un plateau amovible sépare brosses et produits de soin."},
				comp:  []comp{pc("koerper", 100, "polypropylen")},
				care:  t3{"Mit Wasser und etwas Spülmittel auswischen.", "Wipe out with water and a little washing-up liquid.", "Nettoyer avec de l'eau et un peu de liquide vaisselle."}},
		},
	}
}

func clubWear() family {
	return family{
		key: "clubwear", sku: "VK-TX", category: "vereinskollektion/shirts-hoodies",
		art: artTShirt, look: shirtTee, accent: "#c9a45c", mode: byColourSize, sizes: letterSizes(),
		noun: t3{"Vereins-T-Shirt", "club t-shirt", "t-shirt club"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Das {n} {m} zeigt auf Turnier, Lehrgang und Vereinsfest, wer zusammengehört.",
			"The {m} {n} shows who belongs together at shows, clinics and club parties.",
			"Le {n} {m} montre qui fait équipe en concours, en stage et à la fête du club.",
		},
		features: []t3{
			{"Die gekämmte Bio-Baumwolle ist weich und formstabil.", "Combed organic cotton is soft and keeps its shape.", "Le coton bio peigné est doux et garde sa forme."},
			{"Der Funktionsstoff trocknet schnell und leitet Schweiß nach außen.", "The technical fabric dries quickly and wicks sweat away.", "Le tissu technique sèche vite et évacue la transpiration."},
			{"Das Logo wird auf die linke Brust gestickt.", "The logo is embroidered on the left chest.", "Le logo est brodé sur la poitrine gauche."},
			{"Name und Logo werden vollflächig in den Stoff sublimiert und waschen sich nie aus.", "Name and logo are sublimated into the fabric all over and never wash out.", "Le nom et le logo sont sublimés dans toute la matière et ne s'effacent jamais au lavage."},
			{"Die Kängurutasche wärmt die Hände zwischen zwei Ritten.", "The kangaroo pocket keeps hands warm between rides.", "La poche kangourou réchauffe les mains entre deux reprises."},
			{"Der durchgehende Reißverschluss macht das An- und Ausziehen über dem Helm leicht.", "The full-length zip makes it easy to take on and off over a helmet.", "La fermeture intégrale permet de l'enfiler et de l'enlever facilement par-dessus le casque."},
			{"Das Polo hat eine Knopfleiste mit drei Knöpfen und einen Kragen aus Feinripp.", "The polo has a three-button placket and a fine-rib collar.", "Le polo a une patte à trois boutons et un col en côte fine."},
		},
		closing:       clubNote(),
		materialLabel: labelMaterial(), careLabel: labelCare(), care: clubCare(),
		sizeInfo:  letterSizeInfo(),
		keywords:  t3{"Vereinskleidung, Vereinsshirt, Teamwear", "club wear, club shirt, teamwear", "vêtements club, t-shirt club, tenue d'équipe"},
		delivery:  [2]int{14, 21},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"clubacc"},
		options: append(merchOptions(
			[]choice{fixed("stick", 0), fixed("flex", 0), fixed("sublimation", eur(4.90))},
			[]choice{fixed("brust-links", 0), fixed("brust-rechts", 0), fixed("aermel", eur(3.90)), fixed("ruecken", eur(6.90))},
			[]choice{fixed("vereinslogo", eur(4.90)), fixed("vereinsname", eur(3.90)), fixed("reitername", eur(4.90))},
			[]choice{pct("vorderseite", 5), pct("rueckseite", 10)}),
			catalog.CustomOptionInput{
				Title:         t3{"Name auf dem Rücken", "Name on the back", "Nom dans le dos"}.loc(),
				MaxCharacters: 15,
				Price:         1000, // 10 % of the product price
				PriceType:     catalog.PercentPrice,
			},
			logoFileOption()),
		merch: &catalog.MerchandiseInput{
			LogoWidthMM: 80, LogoPosition: "brust-links", LogoType: "stick",
			SublimationOptions: []string{"vereinslogo", "vereinsname", "reitername"}, SublimationPositions: []string{"vorderseite", "rueckseite"},
		},
		models: []model{
			{name: "Basic", maker: "paddock", colours: []string{"navy", "weiss", "bordeaux", "dunkelgruen", "grau"}, price: eur(19.95), feats: []int{0, 2},
				comp: []comp{pc("obermaterial", 100, "biobaumwolle")}, wash: 40},
			{name: "Sport", maker: "paddock", colours: []string{"navy", "rot", "tuerkis"}, price: eur(27.95), feats: []int{1, 3},
				noun: t3{"Vereins-Funktionsshirt", "club performance shirt", "t-shirt technique club"},
				comp: []comp{pc("obermaterial", 100, "recyclingpes")}, wash: 40},
			{name: "Classic", maker: "paddock", colours: []string{"navy", "weiss", "schwarz"}, price: eur(29.95), feats: []int{6, 2}, look: shirtPolo,
				noun: t3{"Vereins-Poloshirt", "club polo shirt", "polo club"},
				comp: []comp{pc("obermaterial", 100, "biobaumwolle")}, wash: 40},
			{name: "Stallpause", maker: "paddock", colours: []string{"navy", "grau", "bordeaux", "schwarz"}, price: eur(44.95), feats: []int{4, 2}, art: artHoodie, look: hoodiePullover,
				noun:  t3{"Vereins-Hoodie", "club hoodie", "sweat à capuche club"},
				intro: t3{"Der {n} {m} hält zwischen zwei Ritten warm und zeigt, für welchen Verein Sie reiten.", "The {m} {n} keeps you warm between rides and shows which club you ride for.", "Le {n} {m} tient chaud entre deux reprises et montre pour quel club vous montez."},
				comp:  []comp{pc("obermaterial", 80, "biobaumwolle", 20, "recyclingpes")}, wash: 30},
			{name: "Zip", maker: "paddock", colours: []string{"navy", "anthrazit"}, price: eur(49.95), feats: []int{5, 2}, art: artHoodie, look: hoodieZip,
				noun:  t3{"Vereins-Kapuzenjacke", "club zip hoodie", "veste à capuche club"},
				intro: t3{"Die {n} {m} ist schnell übergezogen, wenn es auf dem Abreiteplatz frisch wird.", "The {m} {n} is quick to throw on when it turns chilly on the warm-up arena.", "La {n} {m} s'enfile en un instant quand il fait frais sur la carrière de détente."},
				comp:  []comp{pc("obermaterial", 80, "biobaumwolle", 20, "recyclingpes")}, wash: 30,
				sale: &sale{price: eur(39.95), from: -5, open: true}},
			{name: "Wetterfest", maker: "brisevent", colours: []string{"navy", "schwarz"}, price: eur(89.95), feats: []int{2}, art: artJacket, look: jacketSoftshell,
				noun:  t3{"Vereins-Softshelljacke", "club softshell jacket", "veste softshell club"},
				intro: t3{"Die {n} {m} ist winddicht und wasserabweisend und bringt Ihr Team trocken durch den Turniertag.", "The {m} {n} is windproof and water-repellent and gets your team through a show day dry.", "La {n} {m} est coupe-vent et déperlante et garde votre équipe au sec toute la journée de concours."},
				comp:  []comp{pc("obermaterial", 94, "polyester", 6, "elasthan"), pc("futter", 100, "fleece")}, wash: 30},
			{name: "Warmup", maker: "paddock", colours: []string{"navy", "bordeaux"}, price: eur(64.95), feats: []int{2}, art: artJacket, look: jacketVest,
				noun:  t3{"Vereins-Steppweste", "club quilted gilet", "gilet matelassé club"},
				intro: t3{"Die {n} {m} wärmt den Rücken und lässt die Arme frei, ob beim Putzen oder am Reitplatzrand.", "The {m} {n} keeps your back warm and your arms free, whether grooming or watching from the rail.", "Le {n} {m} garde le dos au chaud et laisse les bras libres, au pansage comme au bord de la carrière."},
				comp:  []comp{pc("obermaterial", 100, "polyamid"), pc("fuellung", 100, "recyclingpes")}, wash: 30},
			{name: "Junior", maker: "paddock", colours: []string{"rose", "hellblau", "navy"}, price: eur(34.95), feats: []int{4, 2}, art: artHoodie, look: hoodiePullover,
				noun:     t3{"Kinder-Vereins-Hoodie", "children's club hoodie", "sweat à capuche club enfant"},
				intro:    t3{"Der {n} {m} ist für die jüngsten Vereinsmitglieder gemacht und hält jede Reitstunde aus.", "The {m} {n} is made for the club's youngest members and stands up to every riding lesson.", "Le {n} {m} est conçu pour les plus jeunes membres du club et résiste à toutes les leçons."},
				sizes:    []string{"k116", "k128", "k140", "k152", "k164"},
				sizeInfo: kidsSizeInfo(),
				comp:     []comp{pc("obermaterial", 80, "biobaumwolle", 20, "recyclingpes")}, wash: 30},
		},
	}
}

func clubPads() family {
	return family{
		key: "clubpads", sku: "VK-SC", category: "vereinskollektion/vereinsschabracken",
		art: artSaddlePad, look: padDressage, accent: "#c9a45c", mode: byColourSize, sizes: []string{"pony", "full"},
		noun: t3{"Vereinsschabracke", "club saddle pad", "tapis de selle club"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} in den Farben Ihres Vereins trägt das gestickte Vereinslogo in der hinteren Ecke.",
			"The {m} {n} in your club's colours carries the embroidered club logo in the rear corner.",
			"Le {n} {m} aux couleurs de votre club porte le logo brodé dans le coin arrière.",
		},
		features: []t3{
			{"Der Dressurschnitt ist lang und reicht weit über die Sattelblätter.", "The dressage cut is long and reaches well below the saddle flaps.", "La coupe dressage est longue et dépasse largement des quartiers."},
			{"Der Springschnitt ist vorne gerundet und lässt dem Knie Platz.", "The jumping cut is rounded at the front and leaves room for the knee.", "La coupe obstacle est arrondie à l'avant et laisse de la place au genou."},
			{"Die dichte Steppung bleibt auch nach vielen Wäschen in Form.", "Dense quilting keeps its shape through many washes.", "Le matelassage serré garde sa forme après de nombreux lavages."},
			{"Das Motiv wird vollflächig sublimiert, so bleiben Farben und Logos waschecht.", "The design is sublimated all over, so colours and logos stay washfast.", "Le motif est entièrement sublimé : couleurs et logos résistent au lavage."},
		},
		closing:       clubNote(),
		materialLabel: labelMaterial(), careLabel: labelCare(), care: textileCare(),
		sizeInfo: padSizeInfo(),
		keywords: t3{"Vereinsschabracke, Schabracke mit Logo, Mannschaft", "club saddle pad, saddle pad with logo, team", "tapis de selle club, tapis avec logo, équipe"},
		delivery: [2]int{14, 21},
		upsells:  []string{"clubwear", "saddlepads"},
		options: append(merchOptions(
			[]choice{fixed("stick", 0), fixed("sublimation", eur(7.90))},
			[]choice{fixed("schabracke-ecke", 0), fixed("seite", eur(4.90))},
			[]choice{fixed("vereinslogo", eur(5.90)), fixed("vereinsname", eur(3.90)), fixed("vereinsfarben", eur(9.90)), fixed("sponsor", eur(12.90))},
			[]choice{fixed("links", 0), fixed("rechts", 0)}),
			catalog.CustomOptionInput{Title: t3{"Vereinskürzel", "Club initials", "Sigle du club"}.loc(), Required: true, MaxCharacters: 10, PriceType: catalog.FixedPrice},
			nameOption(),
			cordOption(),
		),
		merch: &catalog.MerchandiseInput{
			LogoWidthMM: 100, LogoPosition: "schabracke-ecke", LogoType: "stick",
			SublimationOptions: []string{"vereinslogo", "vereinsname", "vereinsfarben", "sponsor"}, SublimationPositions: []string{"links", "rechts"},
		},
		models: []model{
			{name: "Dressur", maker: "equitaine", colours: []string{"navy", "bordeaux", "dunkelgruen", "schwarz"}, price: eur(64.95), feats: []int{0, 2},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "baumwolle")}, wash: 30},
			{name: "Springen", maker: "equitaine", colours: []string{"navy", "bordeaux", "dunkelgruen", "weiss"}, price: eur(59.95), feats: []int{1, 2}, look: padJumping,
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "baumwolle")}, wash: 30},
			{name: "Vielseitigkeit", maker: "equitaine", colours: []string{"navy", "schwarz"}, price: eur(62.95), feats: []int{1, 2}, look: padJumping, newDays: 6,
				extra: t3{"Die Unterseite aus Mesh trocknet auch nach der Geländestrecke schnell.", "The mesh underside dries quickly even after the cross-country course.", "Le dessous en maille sèche vite, même après le cross."},
				comp:  []comp{pc("obermaterial", 100, "polyester"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "mesh")}, wash: 30},
			{name: "Allover", maker: "equitaine", colours: []string{"weiss"}, price: eur(79.95), feats: []int{3, 0},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "mesh")}, wash: 30,
				stock: gaps},
		},
	}
}

func vouchers() family {
	return family{
		key: "vouchers", sku: "GS", category: "gutscheine",
		art: artVoucher, accent: "#c9a45c", mode: voucher,
		noun: t3{"Geschenkgutschein", "gift voucher", "chèque-cadeau"},
		name: t3{"{n} über {m}\u00a0€", "€{m} {n}", "{n} de {m}\u00a0€"},
		intro: t3{
			"Mit dem {n} über {m}\u00a0€ verschenken Sie Reitfreude zum Aussuchen: Er gilt für das gesamte Sortiment.",
			"The €{m} {n} gives the joy of choosing: it can be spent on our whole range.",
			"Avec le {n} de {m}\u00a0€, offrez le plaisir de choisir : il est valable sur tout l'assortiment.",
		},
		features: []t3{
			{"Sie erhalten den Gutschein direkt nach dem Kauf als PDF per E-Mail, zum Ausdrucken oder Weiterleiten.", "You receive the voucher as a PDF by e-mail right after purchase, ready to print or forward.", "Vous recevez le chèque-cadeau en PDF par e-mail juste après l'achat, à imprimer ou à transférer."},
			{"Er ist drei Jahre gültig und kann auf mehrere Einkäufe verteilt werden.", "It is valid for three years and can be spread over several purchases.", "Il est valable trois ans et peut être utilisé en plusieurs fois."},
			{"Eine persönliche Grußbotschaft können Sie bei der Bestellung angeben.", "You can add a personal message when you order.", "Vous pouvez ajouter un message personnel lors de la commande."},
		},
		materialLabel: t3{"Einlösen", "How to redeem", "Utilisation"},
		keywords:      t3{"Gutschein, Geschenkgutschein, Geschenk", "voucher, gift voucher, gift", "chèque-cadeau, bon cadeau, cadeau"},
		options: []catalog.CustomOptionInput{{
			Type:          catalog.AreaOption, // a message of several lines
			Title:         t3{"Persönliche Grußbotschaft", "Personal message", "Message personnel"}.loc(),
			MaxCharacters: 200,
			PriceType:     catalog.FixedPrice,
		}},
		models: []model{
			{name: "25", maker: "paddock", price: eur(25), feats: []int{0, 1}, hex: "#1f2a44", materialText: voucherRedemption()},
			{name: "50", maker: "paddock", price: eur(50), feats: []int{0, 2}, hex: "#6d1a2a", materialText: voucherRedemption()},
			{name: "100", maker: "paddock", price: eur(100), feats: []int{1, 2}, hex: "#1f3d2b", newDays: 14, materialText: voucherRedemption()},
		},
	}
}

// voucherRedemption is how a voucher is used, shown in its material tab.
func voucherRedemption() t3 {
	return t3{
		"Geben Sie den Gutscheincode im Warenkorb ein; ein Restguthaben bleibt für den nächsten Einkauf erhalten. Keine Barauszahlung.",
		"Enter the voucher code in your basket; any remaining balance stays available for your next order. Not exchangeable for cash.",
		"Saisissez le code dans votre panier ; le solde éventuel reste disponible pour votre prochaine commande. Non remboursable en espèces.",
	}
}

// clubShop is a demo club with a shop of its own in the catalogue: a top
// category out of the menu whose url key is the club's SKU prefix in lower
// case (/de/rvl), so the storefront frames its pages in the club-shop layout
// (SPEC.md section 2), with the club collection's products in the club's
// colours, their SKUs beginning with the prefix. The content demo's club
// of the same prefix takes the category as its shop root.
type clubShop struct {
	prefix   string // SKU prefix, as the content demo's club has it
	listName string // the club's short name, put before each model's name
	short    string // the club's name in the category's texts
	colours  []string
	accent   string
}

// ClubShopPath is the German URL path of the shop category of the club
// with the SKU prefix; the content demo looks the club's root category up
// by it.
func ClubShopPath(prefix string) string {
	return strings.ToLower(prefix)
}

// clubShops lists the clubs with a shop of their own. The private demo club
// has none: its members shop the general club collection, so nothing of it
// turns up in search.
func clubShops() []clubShop {
	return []clubShop{
		{prefix: "RVL", listName: "Lindenhof", short: "RV Lindenhof", colours: []string{"navy"}, accent: "#c9a45c"},
		{prefix: "RFVI", listName: "Isartal", short: "RFV Isartal", colours: []string{"bordeaux", "weiss"}, accent: "#e8d8b0"},
	}
}

// category is the club shop's category.
func (c clubShop) category() categoryDef {
	key := strings.ToLower(c.prefix)
	return categoryDef{
		key: ClubShopPath(c.prefix), urls: t3{key, key, key}, hidden: true,
		name: t3{"Vereinsshop " + c.short, c.short + " club shop", "Boutique du " + c.short},
		desc: t3{
			"Die Vereinskleidung vom " + c.short + " in den Vereinsfarben, mit dem Wappen bestickt: für Mitglieder, gesammelt an die Geschäftsstelle geliefert.",
			"The " + c.short + " club kit in the club's colours, embroidered with its crest: for members, delivered together to the club office.",
			"La tenue du " + c.short + " aux couleurs du club, brodée de son blason : pour les membres, livrée groupée au secrétariat.",
		},
		meta: t3{
			"Vereinskleidung vom " + c.short + ": Shirts, Hoodies, Schabracken und Caps mit Wappen.",
			c.short + " club kit: shirts, hoodies, saddle pads and caps with the crest.",
			"Tenue du " + c.short + " : t-shirts, sweats, tapis et casquettes au blason.",
		},
	}
}

// clubShopFamilies are the club shops' products: a few models of the club
// collection's families, in each club's colours and under its prefix.
func clubShopFamilies() []family {
	var out []family
	for _, c := range clubShops() {
		out = append(out,
			c.family(clubWear(), "TX", "Basic", "Stallpause"),
			c.family(clubPads(), "SC", "Dressur"),
			c.family(clubAccessories(), "AC", "Classic"),
		)
	}
	return out
}

// family is f for the club: its SKUs begin with the club's prefix and kind,
// its products sit in the club's category only and come in the club's
// colours, and only the named models are kept.
func (c clubShop) family(f family, kind string, models ...string) family {
	f.key = strings.ToLower(c.prefix) + "-" + f.key
	f.sku = c.prefix + "-" + kind
	f.category = ClubShopPath(c.prefix)
	f.extraCategories = nil
	f.upsells = nil
	f.accent = c.accent
	var kept []model
	for _, m := range f.models {
		if !slices.Contains(models, m.name) {
			continue
		}
		m.name = c.listName + " " + m.name
		m.colours = slices.Clone(c.colours)
		m.extraCategories = nil
		m.sale, m.newDays = nil, 0
		kept = append(kept, m)
	}
	f.models = kept
	return f
}

// choice is a priced value of a merchandise option: an option code of the
// merchandise attribute it stands for, with its surcharge.
type choice struct {
	code  string
	price catalog.Money
	pt    catalog.PriceType
}

func fixed(code string, price catalog.Money) choice { return choice{code, price, catalog.FixedPrice} }

// pct is a surcharge of share per cent of the product's price.
func pct(code string, share int) choice {
	return choice{code, catalog.Money(share * 100), catalog.PercentPrice}
}

// logoFileOption is the upload of a club's own logo for club shirts: a
// picture the embroiderer works from, which the order keeps for staff.
func logoFileOption() catalog.CustomOptionInput {
	return catalog.CustomOptionInput{
		Type:  catalog.FileOption,
		Title: t3{"Eigenes Vereinslogo", "Your club logo", "Logo de votre club"}.loc(),
		Price: eur(4.90), PriceType: catalog.FixedPrice,
		File: &catalog.FileSettings{Extensions: []string{"png", "jpg", "webp"}, MaxWidth: 4000, MaxHeight: 4000},
	}
}

// cordOption is the colour of a club saddle pad's cord, as radio buttons:
// gold and silver at no charge, the club's colours for a surcharge.
func cordOption() catalog.CustomOptionInput {
	return catalog.CustomOptionInput{
		Type:  catalog.RadioOption,
		Title: t3{"Kordelfarbe", "Cord colour", "Couleur du cordon"}.loc(),
		Values: []catalog.CustomOptionValueInput{
			{Title: t3{"Gold", "Gold", "Or"}.loc(), PriceType: catalog.FixedPrice},
			{Title: t3{"Silber", "Silver", "Argent"}.loc(), PriceType: catalog.FixedPrice},
			{Title: t3{"In Vereinsfarben", "In club colours", "Aux couleurs du club"}.loc(), Price: eur(2.90), PriceType: catalog.FixedPrice},
		},
	}
}

// merchOptions prices SPEC.md's merchandise customisation for a family:
// the logo's type and position (one each, required), the sublimation
// extras and where they go (any of them). The values name the options of
// the merchandise attributes, with their labels; the first type and
// position are what the product's merchandise attributes name and are in
// the price. Sublimation extras are printed, so they are offered only with
// the logo type "sublimation", and a place for them only once an extra is
// chosen.
func merchOptions(types, positions, extras, extraPositions []choice) []catalog.CustomOptionInput {
	values := func(labels []simpleOption, cs []choice) []catalog.CustomOptionValueInput {
		out := make([]catalog.CustomOptionValueInput, 0, len(cs))
		for _, c := range cs {
			for _, l := range labels {
				if l.code == c.code {
					out = append(out, catalog.CustomOptionValueInput{Title: l.label.loc(), Price: c.price, PriceType: c.pt})
				}
			}
		}
		return out
	}
	// The options' positions: type, position, extras, extras' positions.
	const typeOption, extrasOption = 0, 2
	sublimation := slices.IndexFunc(types, func(c choice) bool { return c.code == "sublimation" })
	extraValues, placeValues := values(sublimationOptions(), extras), values(sublimationPositions(), extraPositions)
	for i := range extraValues {
		extraValues[i].Requires = []catalog.ValueRef{{Option: typeOption, Value: sublimation}}
	}
	for i := range placeValues {
		placeValues[i].Requires = []catalog.ValueRef{{Option: typeOption, Value: sublimation}}
		for j := range extraValues {
			placeValues[i].Requires = append(placeValues[i].Requires, catalog.ValueRef{Option: extrasOption, Value: j})
		}
	}
	return []catalog.CustomOptionInput{
		{Type: catalog.DropDownOption, Required: true, Title: t3{"Logo-Art", "Logo type", "Type de logo"}.loc(),
			Values: values(logoTypes(), types)},
		{Type: catalog.DropDownOption, Required: true, Title: t3{"Logo-Position", "Logo position", "Emplacement du logo"}.loc(),
			Values: values(logoPositions(), positions)},
		{Type: catalog.CheckboxOption, Title: t3{"Sublimation", "Sublimation extras", "Options de sublimation"}.loc(),
			Values: extraValues},
		{Type: catalog.CheckboxOption, Title: t3{"Sublimationsposition", "Sublimation position", "Emplacement de la sublimation"}.loc(),
			Values: placeValues},
	}
}
