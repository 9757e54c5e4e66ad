package demo

import (
	"strings"

	"paddock/internal/catalog"
)

// colour is an option of the colour attribute.
type colour struct {
	code  string
	hex   string
	label t3 // as the option shows it: "Schwarz", "Black", "Noir"
}

// inline is the colour inside a sentence: "in Schwarz", "in black",
// "en noir" — German keeps the capital of the noun.
func (c colour) inline() t3 {
	return t3{c.label.de, strings.ToLower(c.label.en), strings.ToLower(c.label.fr)}
}

func colours() []colour {
	return []colour{
		{"schwarz", "#1d1d1f", t3{"Schwarz", "Black", "Noir"}},
		{"navy", "#1f2a44", t3{"Navy", "Navy", "Bleu marine"}},
		{"dunkelgruen", "#1f3d2b", t3{"Dunkelgrün", "Forest green", "Vert forêt"}},
		{"bordeaux", "#6d1a2a", t3{"Bordeaux", "Burgundy", "Bordeaux"}},
		{"grau", "#8a8d91", t3{"Grau", "Grey", "Gris"}},
		{"anthrazit", "#3b3f44", t3{"Anthrazit", "Charcoal", "Anthracite"}},
		{"weiss", "#f4f4f1", t3{"Weiß", "White", "Blanc"}},
		{"braun", "#6b4a2f", t3{"Braun", "Brown", "Marron"}},
		{"cognac", "#9a5b2e", t3{"Cognac", "Cognac", "Cognac"}},
		{"beige", "#d8c6a5", t3{"Beige", "Beige", "Beige"}},
		{"rose", "#d9a6a6", t3{"Rosé", "Dusty pink", "Rose poudré"}},
		{"hellblau", "#a9c6e0", t3{"Hellblau", "Light blue", "Bleu clair"}},
		{"oliv", "#6b6b3a", t3{"Oliv", "Olive", "Olive"}},
		{"rot", "#b3202a", t3{"Rot", "Red", "Rouge"}},
		{"tuerkis", "#2a9d9a", t3{"Türkis", "Turquoise", "Turquoise"}},
		{"natur", "#efe6d2", t3{"Natur", "Natural", "Naturel"}},
		{"silber", "#c0c4c8", t3{"Silber", "Silver", "Argent"}},
	}
}

// sizeOption is an option of the size attribute. Rider sizes, glove sizes,
// horse sizes and rug lengths share the attribute, as in most shops, so the
// size filter offers one list.
type sizeOption struct {
	code  string
	label t3
}

func sizes() []sizeOption {
	var out []sizeOption
	plain := func(codes ...string) {
		for _, c := range codes {
			out = append(out, sizeOption{c, t3{c, c, c}})
		}
	}
	// German clothing sizes, women's 34–48 and men's up to 56.
	plain("34", "36", "38", "40", "42", "44", "46", "48", "50", "52", "54", "56")
	for _, c := range letterSizes() {
		u := strings.ToUpper(c)
		out = append(out, sizeOption{c, t3{u, u, u}})
	}
	// Children's sizes by height in centimetres.
	for _, k := range []string{"116", "128", "140", "152", "164"} {
		out = append(out, sizeOption{"k" + k, t3{k, k, k}})
	}
	// Glove sizes in half steps; decimal comma in German and French.
	for _, g := range gloveSizes() {
		de := strings.ReplaceAll(g, ".", ",")
		out = append(out, sizeOption{gloveCode(g), t3{de, g, de}})
	}
	// Shoe sizes 36–46 are the EU sizes; the clothing options 36–46 would
	// be a different thing, so they get their own codes.
	for _, s := range []string{"37", "39", "41", "43", "45"} {
		plain(s)
	}
	out = append(out,
		sizeOption{"shetty", t3{"Shetty", "Shetland", "Shetland"}},
		sizeOption{"pony", t3{"Pony", "Pony", "Poney"}},
		sizeOption{"cob", t3{"Cob", "Cob", "Cob"}},
		sizeOption{"full", t3{"Warmblut", "Full", "Cheval"}},
		sizeOption{"xfull", t3{"Großpferd (XFull)", "Extra full", "Grand cheval (XFull)"}},
	)
	for _, cm := range []string{"115", "125", "135", "145", "155", "165"} {
		out = append(out, sizeOption{"rug-" + cm, t3{cm + "\u00a0cm", cm + "\u00a0cm", cm + "\u00a0cm"}})
	}
	out = append(out, sizeOption{"onesize", t3{"Einheitsgröße", "One size", "Taille unique"}})
	return out
}

func letterSizes() []string { return []string{"xs", "s", "m", "l", "xl", "xxl"} }

func gloveSizes() []string {
	return []string{"6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10"}
}

// gloveCode is the option code of a glove size: "g7-5" for 7.5.
func gloveCode(g string) string { return "g" + strings.ReplaceAll(g, ".", "-") }

// simpleOption is an option of a merchandise attribute.
type simpleOption struct {
	code  string
	label t3
}

func logoPositions() []simpleOption {
	return []simpleOption{
		{"brust-links", t3{"Brust links", "Left chest", "Poitrine gauche"}},
		{"brust-rechts", t3{"Brust rechts", "Right chest", "Poitrine droite"}},
		{"ruecken", t3{"Rücken", "Back", "Dos"}},
		{"aermel", t3{"Ärmel links", "Left sleeve", "Manche gauche"}},
		{"front", t3{"Vorderseite Mitte", "Centre front", "Devant centre"}},
		{"schabracke-ecke", t3{"Schabrackenecke hinten", "Rear corner of the pad", "Coin arrière du tapis"}},
		{"seite", t3{"Seitlich", "Side", "Côté"}},
	}
}

func logoTypes() []simpleOption {
	return []simpleOption{
		{"stick", t3{"Stick", "Embroidery", "Broderie"}},
		{"siebdruck", t3{"Siebdruck", "Screen print", "Sérigraphie"}},
		{"flex", t3{"Flexdruck", "Flex transfer", "Flex thermocollant"}},
		{"sublimation", t3{"Sublimationsdruck", "Sublimation print", "Impression par sublimation"}},
		{"gravur", t3{"Lasergravur", "Laser engraving", "Gravure laser"}},
	}
}

func sublimationOptions() []simpleOption {
	return []simpleOption{
		{"vereinslogo", t3{"Vereinslogo", "Club logo", "Logo du club"}},
		{"vereinsname", t3{"Vereinsname", "Club name", "Nom du club"}},
		{"vereinsfarben", t3{"Vereinsfarben", "Club colours", "Couleurs du club"}},
		{"reitername", t3{"Name der Reiterin oder des Reiters", "Rider's name", "Nom du cavalier ou de la cavalière"}},
		{"sponsor", t3{"Sponsorenlogo", "Sponsor logo", "Logo du sponsor"}},
	}
}

func sublimationPositions() []simpleOption {
	return []simpleOption{
		{"vorderseite", t3{"Vorderseite", "Front", "Devant"}},
		{"rueckseite", t3{"Rückseite", "Back", "Dos"}},
		{"aermel", t3{"Ärmel", "Sleeves", "Manches"}},
		{"vollflaechig", t3{"Vollflächig", "All-over", "Intégral"}},
		{"links", t3{"Linke Seite", "Left side", "Côté gauche"}},
		{"rechts", t3{"Rechte Seite", "Right side", "Côté droit"}},
	}
}

// attributeOptions is every select option the demo shop uses, by
// attribute code, in display order.
func attributeOptions() map[string][]catalog.AttributeOptionInput {
	out := map[string][]catalog.AttributeOptionInput{}
	for i, m := range manufacturers() {
		out["manufacturer"] = append(out["manufacturer"], catalog.AttributeOptionInput{
			Code: m.code, Label: t3{m.name, m.name, m.name}.loc(), SortOrder: i,
		})
	}
	for i, c := range colours() {
		out["color"] = append(out["color"], catalog.AttributeOptionInput{Code: c.code, Label: c.label.loc(), Swatch: c.hex, SortOrder: i})
	}
	for i, s := range sizes() {
		out["size"] = append(out["size"], catalog.AttributeOptionInput{Code: s.code, Label: s.label.loc(), SortOrder: i})
	}
	for code, opts := range map[string][]simpleOption{
		"logo_position":         logoPositions(),
		"logo_type":             logoTypes(),
		"sublimation_options":   sublimationOptions(),
		"sublimation_positions": sublimationPositions(),
	} {
		for i, o := range opts {
			out[code] = append(out[code], catalog.AttributeOptionInput{Code: o.code, Label: o.label.loc(), SortOrder: i})
		}
	}
	return out
}

// attributeOrder is the order attributes are saved in, so runs are
// identical.
func attributeOrder() []string {
	return []string{"manufacturer", "color", "size", "logo_position", "logo_type", "sublimation_options", "sublimation_positions"}
}

// manufacturer is a (fictional) brand with the product-safety contact the
// GPSR asks for. The e-mail domains use the reserved .example top-level
// domain so the demo never points at somebody's real mailbox.
type manufacturer struct {
	code    string
	name    string // the brand as shown
	company string // the legal name for the safety information
	address string // street and town; the country is country's
	country string // ISO 3166-1 alpha-2, named in the page's language
	email   string
	info    t3
}

func manufacturers() []manufacturer {
	return []manufacturer{
		{"paddock", "Paddock", "Paddock Reitsport GmbH", "Am Reitplatz 12\n48231 Warendorf", "DE", "produktsicherheit@paddock.example", t3{
			"Paddock ist unsere Hausmarke. Jedes Teil wird in Warendorf entwickelt und vor der Serienfertigung von Reiterinnen und Reitern aus unserer Kundschaft einen Sommer und einen Winter lang im Stall getestet.",
			"Paddock is our house brand. Every piece is developed in Warendorf and tested in the stable by riders from among our customers for a full summer and winter before it goes into production.",
			"Paddock est notre marque maison. Chaque article est conçu à Warendorf et testé à l’écurie par des cavaliers et cavalières de notre clientèle pendant tout un été et tout un hiver avant d’être produit en série.",
		}},
		{"hufschlag", "Hufschlag", "Hufschlag Reitsport GmbH", "Lindenallee 4\n21335 Lüneburg", "DE", "service@hufschlag.example", t3{
			"Hufschlag aus Lüneburg fertigt seit 1998 Reithosen und Reitjacken. Schnitte und Besätze entstehen gemeinsam mit Ausbilderinnen und Ausbildern aus Dressur und Springen.",
			"Hufschlag of Lüneburg has been making breeches and riding jackets since 1998. Cuts and grip patterns are developed together with dressage and show-jumping trainers.",
			"Hufschlag, à Lunebourg, fabrique des pantalons et des vestes d’équitation depuis 1998. Les coupes et les basanes sont mises au point avec des moniteurs de dressage et de saut d’obstacles.",
		}},
		{"reitwerk", "Reitwerk", "Reitwerk Manufaktur GmbH", "Sattlerweg 9\n27283 Verden (Aller)", "DE", "kontakt@reitwerk.example", t3{
			"Reitwerk ist eine Sattlerei in Verden an der Aller. Stiefel, Handschuhe und Halfter aus Leder werden dort zugeschnitten, genäht und vor dem Versand einzeln geprüft.",
			"Reitwerk is a saddlery in Verden on the Aller. Its leather boots, gloves and headcollars are cut, stitched and individually checked there before they ship.",
			"Reitwerk est une sellerie de Verden, sur l’Aller. Bottes, gants et licols en cuir y sont coupés, cousus et contrôlés un par un avant l’expédition.",
		}},
		{"stallgold", "Stallgold", "Stallgold Pferdepflege GmbH", "Gewerbering 17\n49377 Vechta", "DE", "service@stallgold.example", t3{
			"Stallgold stellt in Vechta Pflegemittel und Putzzeug her. Die Rezepturen setzen auf pflanzliche Wirkstoffe und werden ohne Tierversuche entwickelt.",
			"Stallgold makes care products and grooming kit in Vechta. Its formulas rely on plant-based ingredients and are developed without animal testing.",
			"Stallgold fabrique à Vechta des produits de soin et du matériel de pansage. Ses formules misent sur des actifs végétaux et sont développées sans tests sur les animaux.",
		}},
		{"equitaine", "Equitaine", "Equitaine SAS", "14 rue des Écuries\n14000 Caen", "FR", "securite@equitaine.example", t3{
			"Equitaine aus der Normandie verbindet französisches Design mit geprüfter Sicherheit. Die Marke ist für ihre Reithelme und Schabracken bekannt.",
			"Equitaine, from Normandy, combines French design with certified safety. The brand is known for its riding helmets and saddle pads.",
			"Equitaine, née en Normandie, allie le style français à une sécurité certifiée. La marque est réputée pour ses casques et ses tapis de selle.",
		}},
		{"nordheide", "Nordheide Equestrian", "Nordheide Equestrian GmbH", "Heideweg 31\n29640 Schneverdingen", "DE", "info@nordheide.example", t3{
			"Nordheide Equestrian entwickelt in der Lüneburger Heide Pferdedecken und Fliegenschutz für Pferde, die viel draußen sind. Jede Decke wird auf der eigenen Koppel im Dauereinsatz getestet.",
			"Nordheide Equestrian designs rugs and fly protection in the Lüneburg Heath for horses that spend a lot of time outdoors. Every rug is tested in daily use in the company’s own paddocks.",
			"Nordheide Equestrian conçoit dans la lande de Lunebourg des couvertures et des protections anti-mouches pour les chevaux qui vivent beaucoup dehors. Chaque couverture est testée au quotidien dans les paddocks de l’entreprise.",
		}},
		{"weidegruen", "Weidegrün", "Weidegrün Futtermittel GmbH & Co. KG", "Mühlenstraße 5\n48282 Emsdetten", "DE", "futter@weidegruen.example", t3{
			"Weidegrün ist eine Futtermühle im Münsterland in dritter Generation. Getreide und Kräuter stammen überwiegend von Höfen aus der Region, jede Charge wird im Labor untersucht.",
			"Weidegrün is a third-generation feed mill in the Münsterland region. Grain and herbs come mostly from farms nearby, and every batch is tested in the laboratory.",
			"Weidegrün est un moulin à aliments du Münsterland, tenu par la troisième génération. Céréales et plantes proviennent surtout de fermes de la région, et chaque lot est analysé en laboratoire.",
		}},
		{"brisevent", "Brisevent", "Brisevent SARL", "3 chemin du Haras\n61310 Le Pin-au-Haras", "FR", "contact@brisevent.example", t3{
			"Brisevent entwirft in der Nähe des Nationalgestüts Le Pin Reitbekleidung für jedes Wetter. Die Stoffe sind winddicht, atmungsaktiv und frei von PFAS.",
			"Brisevent designs all-weather riding wear near the national stud at Le Pin. Its fabrics are windproof, breathable and free of PFAS.",
			"Brisevent conçoit près du Haras national du Pin des vêtements d’équitation pour tous les temps. Ses tissus sont coupe-vent, respirants et sans PFAS.",
		}},
		{"alpenhof", "Alpenhof", "Alpenhof Reitsport GmbH", "Gutshofstraße 22\n5020 Salzburg", "AT", "service@alpenhof.example", t3{
			"Alpenhof aus Salzburg stellt Reitstiefel und Winterausrüstung für kalte Stalltage her. Viele Modelle haben ein Innenfutter aus Schafwolle aus den Alpen.",
			"Alpenhof of Salzburg makes riding boots and winter kit for cold days at the yard. Many of its models are lined with wool from Alpine sheep.",
			"Alpenhof, à Salzbourg, fabrique des bottes d’équitation et de l’équipement d’hiver pour les journées froides à l’écurie. Beaucoup de modèles sont doublés de laine de moutons alpins.",
		}},
		{"heidekamp", "Heidekamp Equestrian", "Heidekamp Equestrian B.V.", "Stationsweg 8\n3771 VB Barneveld", "NL", "support@heidekamp.example", t3{
			"Heidekamp Equestrian aus Barneveld ist auf Beinschutz spezialisiert: Gamaschen, Hufglocken und Bandagen werden mit Tierärztinnen und Hufschmieden entwickelt.",
			"Heidekamp Equestrian of Barneveld specialises in leg protection: its boots, bell boots and bandages are designed together with vets and farriers.",
			"Heidekamp Equestrian, à Barneveld, est spécialisée dans la protection des membres : guêtres, cloches et bandes sont conçues avec des vétérinaires et des maréchaux-ferrants.",
		}},
	}
}
