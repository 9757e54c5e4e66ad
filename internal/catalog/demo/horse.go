package demo

import (
	"paddock/internal/blocks"
	"paddock/internal/catalog"
)

func horseFamilies() []family {
	return []family{bandages(), horseBoots(), saddlePads(), halters(), ropes(), turnoutRugs(), coolers(), stableRugs(), flyProtection()}
}

func textileCare() t3 {
	return t3{
		"In einem Wäschebeutel bei {temp} waschen, Klettverschlüsse vorher schließen. Nicht in den Trockner geben.",
		"Wash at {temp} in a laundry bag with the hook-and-loop fastenings closed. Do not tumble-dry.",
		"Laver à {temp} dans un filet, fermetures auto-agrippantes fermées. Ne pas passer au sèche-linge.",
	}
}

func bandages() family {
	return family{
		key: "bandages", sku: "PF-BA", category: "pferd/bandagen",
		art: artBandages, accent: "#c9a45c", mode: bySize, sizes: []string{"pony", "full"},
		noun: t3{"Fleecebandagen", "fleece bandages", "bandes de polo"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} schützen Sehnen und Gelenke bei der Arbeit und bleiben dabei faltenfrei am Bein.",
			"The {m} {n} protect tendons and joints during work and stay smooth on the leg.",
			"Les {n} {m} protègent tendons et articulations au travail et restent bien lisses sur la jambe.",
		},
		features: []t3{
			{"Der extralange Klettverschluss hält auch bei nassem Wetter.", "The extra-long hook-and-loop fastening holds even in wet weather.", "La fermeture auto-agrippante extra-longue tient même par temps humide."},
			{"Das dichte Fleece ist weich und fusselt kaum.", "The dense fleece is soft and hardly pills.", "La polaire dense est douce et bouloche à peine."},
			{"Ein kleiner Elastikanteil lässt die Bandage gleichmäßig anliegen, ohne einzuschnüren.", "A little elastane lets the bandage lie evenly without constricting.", "Une petite part d'élasthanne permet à la bande d'épouser la jambe sans comprimer."},
			{"Mit 3,5 Metern Länge reichen sie auch für kräftige Beine.", "At 3.5 metres long they are enough even for substantial legs.", "Longues de 3,5 mètres, elles suffisent même pour des membres forts."},
			{"Im Set sind vier Bandagen und ein Wäschebeutel.", "The set contains four bandages and a laundry bag.", "Le lot comprend quatre bandes et un filet de lavage."},
			{"Glitzernde Fäden im Fleece sorgen für Glanz auf dem Abreiteplatz.", "Sparkling threads in the fleece add shine on the warm-up arena.", "Des fils scintillants dans la polaire brillent sur la carrière de détente."},
			{"Die Unterlagen aus Gelschaum verteilen den Druck der Bandage gleichmäßig.", "Gel-foam pads spread the pressure of the bandage evenly.", "Les sous-bandes en mousse gel répartissent uniformément la pression."},
		},
		closing: t3{
			"Bandagieren Sie mit gleichmäßigem Zug und ohne Falten; zwischen Bandage und Bein sollte noch ein Finger passen.",
			"Wrap with even tension and no creases; you should still be able to slip a finger between bandage and leg.",
			"Bandez avec une tension régulière et sans plis ; un doigt doit encore pouvoir passer entre la bande et la jambe.",
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: textileCare(),
		sizeInfo: bandageSizeInfo(),
		keywords: t3{"Bandagen, Fleecebandagen, Beinschutz", "bandages, polo wraps, leg protection", "bandes, bandes de polo, protection des membres"},
		delivery: [2]int{2, 4},
		models: []model{
			{name: "Basic", maker: "paddock", mode: byColourSize, colours: []string{"navy", "schwarz", "weiss", "bordeaux", "dunkelgruen"}, price: eur(24.95), feats: []int{1, 0, 4},
				comp: []comp{pc("obermaterial", 100, "fleece")}, wash: 30},
			{name: "Funkel", maker: "paddock", colours: []string{"rose", "navy"}, price: eur(29.95), feats: []int{5, 4}, newDays: 4,
				comp: []comp{pc("obermaterial", 96, "polyester", 4, "polyamid")}, wash: 30},
			{name: "Sport", maker: "heidekamp", colours: []string{"schwarz"}, price: eur(34.95), feats: []int{2, 0, 3}, stock: gaps,
				noun: t3{"Elastikbandagen", "elastic bandages", "bandes élastiques"},
				comp: []comp{pc("obermaterial", 60, "baumwolle", 30, "polyester", 10, "elasthan")}, wash: 40},
			{name: "Ruhe", maker: "heidekamp", colours: []string{"grau"}, price: eur(39.95), feats: []int{3, 0},
				noun: t3{"Stallbandagen", "stable bandages", "bandes de repos"},
				intro: t3{
					"Die Stallbandagen {m} stützen die Beine im Stall und nach dem Transport und halten sie warm.",
					"The {m} stable bandages support the legs in the stable and after travelling, and keep them warm.",
					"Les bandes de repos {m} soutiennent les membres au box et après le transport, et les gardent au chaud.",
				},
				comp: []comp{pc("obermaterial", 50, "baumwolle", 50, "polyester")}, wash: 40},
			{name: "Gel", maker: "heidekamp", colours: []string{"weiss"}, price: eur(44.95), feats: []int{6, 4},
				noun: t3{"Bandagierunterlagen", "bandage pads", "sous-bandes"},
				intro: t3{
					"Die Bandagierunterlagen {m} kommen unter die Bandage und polstern Sehnen und Fesselkopf.",
					"The {m} bandage pads go under the bandage and cushion tendons and fetlock.",
					"Les sous-bandes {m} se placent sous la bande et protègent tendons et boulet.",
				},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("polster", 100, "gel")}, wash: 30},
			{name: "Eiszeit", maker: "heidekamp", colours: []string{"hellblau"}, price: eur(49.95), feats: []int{0},
				noun: t3{"Kühlbandagen", "cooling bandages", "bandes rafraîchissantes"},
				intro: t3{
					"Die Kühlbandagen {m} werden in kaltes Wasser getaucht und kühlen die Beine nach harter Arbeit bis zu zwei Stunden lang.",
					"Soaked in cold water, the {m} cooling bandages cool the legs for up to two hours after hard work.",
					"Trempées dans l'eau froide, les bandes rafraîchissantes {m} refroidissent les membres jusqu'à deux heures après un effort.",
				},
				extra: t3{"Sie sind im Zweierset erhältlich.", "They come in a set of two.", "Elles sont vendues par deux."},
				comp:  []comp{pc("obermaterial", 80, "polyamid", 20, "elasthan")}, wash: 30,
				sale: &sale{price: eur(39.95), from: -6, open: true}},
			{name: "Mini", maker: "paddock", colours: []string{"tuerkis", "rose"}, price: eur(19.95), feats: []int{1, 4}, sizes: []string{"shetty", "pony"},
				comp: []comp{pc("obermaterial", 100, "fleece")}, wash: 30},
		},
	}
}

func horseBoots() family {
	return family{
		key: "horseboots", sku: "PF-GA", category: "pferd/gamaschen",
		art: artHorseBoots, look: horseBootsTendon, accent: "#c9a45c", mode: bySize, sizes: []string{"pony", "cob", "full"},
		noun: t3{"Gamaschen", "horse boots", "guêtres"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} schützen die Beine Ihres Pferdes vor Anschlagen und Streifen.",
			"The {m} {n} protect your horse's legs from knocks and brushing.",
			"Les {n} {m} protègent les membres de votre cheval des coups et des atteintes.",
		},
		features: []t3{
			{"Eine harte Schale aus TPU fängt Schläge ab und verteilt sie.", "A hard TPU shell absorbs knocks and spreads them.", "Une coque rigide en TPU absorbe les chocs et les répartit."},
			{"Das Innenfutter aus Neopren ist perforiert, damit die Haut atmen kann.", "The neoprene lining is perforated so the skin can breathe.", "La doublure en néoprène est perforée pour laisser respirer la peau."},
			{"Drei breite Klettverschlüsse lassen sich schnell und gleichmäßig schließen.", "Three wide hook-and-loop straps close quickly and evenly.", "Trois larges bandes auto-agrippantes se ferment vite et de façon homogène."},
			{"Vorne offen, damit das Pferd eine Stange spürt und vorsichtig springt.", "Open at the front, so your horse feels a pole and jumps carefully.", "Ouvertes à l'avant pour que le cheval sente la barre et reste respectueux."},
			{"Das weiche Fleecefutter eignet sich für empfindliche Pferdebeine.", "The soft fleece lining suits sensitive legs.", "La doublure polaire douce convient aux membres sensibles."},
			{"Dank Klettverschluss lassen sich die Hufglocken ohne Mühe anlegen.", "Thanks to the hook-and-loop fastening, the bell boots go on without a struggle.", "Grâce à leur fermeture auto-agrippante, les cloches s'enfilent sans effort."},
			{"Ein umgeschlagener Rand aus Neopren verhindert Scheuerstellen an der Fessel.", "A turned-down neoprene rim prevents rubbing at the pastern.", "Un bord rabattu en néoprène évite les frottements au paturon."},
			{"Sie werden als Paar geliefert.", "They are sold as a pair.", "Elles sont vendues par paire."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Nach dem Reiten Sand und Schmutz mit lauwarmem Wasser abspülen, Klettverschlüsse ausbürsten und an der Luft trocknen lassen. Bei Bedarf bei {temp} von Hand waschen.",
			"After riding, rinse off sand and dirt with lukewarm water, brush out the hook-and-loop fastenings and let them air-dry. Hand-wash at {temp} when needed.",
			"Après la séance, rincer le sable et la saleté à l'eau tiède, brosser les auto-agrippants et laisser sécher à l'air. Laver à la main à {temp} si nécessaire.",
		},
		sizeInfo: horseSizeInfo(),
		safety: t3{
			"Vor jedem Gebrauch auf Risse und abgenutzte Verschlüsse prüfen. Gamaschen nicht auf der Weide und nicht länger als nötig tragen lassen, da sich darunter Wärme staut.",
			"Check for cracks and worn fastenings before each use. Do not leave boots on in the field or for longer than needed, as heat builds up underneath.",
			"Vérifier l'absence de fissures et l'usure des fermetures avant chaque utilisation. Ne pas laisser les guêtres au pré ni plus longtemps que nécessaire, car la chaleur s'accumule dessous.",
		},
		keywords: t3{"Gamaschen, Sehnenschutz, Hufglocken", "horse boots, tendon boots, bell boots", "guêtres, protège-tendons, cloches"},
		delivery: [2]int{2, 4},
		upsells:  []string{"bandages"},
		models: []model{
			{name: "Pro", maker: "heidekamp", mode: byColourSize, colours: []string{"schwarz", "weiss", "navy"}, price: eur(69.95), feats: []int{0, 1, 2},
				noun: t3{"Sehnenschutzgamaschen", "tendon boots", "guêtres protège-tendons"},
				comp: []comp{pc("schale", 100, "tpu"), pc("futter", 100, "neopren"), pc("verschluss", 100, "nylon")}, wash: 30},
			{name: "Parcours", maker: "heidekamp", colours: []string{"schwarz", "braun"}, price: eur(89), feats: []int{3, 0, 1},
				noun: t3{"Springgamaschen", "open-front jumping boots", "guêtres de saut ouvertes"},
				comp: []comp{pc("schale", 100, "tpu"), pc("futter", 100, "neopren"), pc("obermaterial", 100, "kunstleder")}, wash: 30},
			{name: "Ferse", maker: "heidekamp", colours: []string{"schwarz"}, price: eur(49.95), feats: []int{0, 1},
				noun: t3{"Streichkappen", "fetlock boots", "protège-boulets"},
				comp: []comp{pc("schale", 100, "tpu"), pc("futter", 100, "neopren")}, wash: 30},
			{name: "Soft", maker: "paddock", mode: byColourSize, colours: []string{"weiss", "navy", "schwarz"}, price: eur(44.95), feats: []int{4, 2},
				noun: t3{"Dressurgamaschen", "dressage boots", "guêtres de dressage"},
				comp: []comp{pc("obermaterial", 100, "neopren"), pc("futter", 100, "fleece")}, wash: 30},
			{name: "Classic", maker: "heidekamp", mode: byColourSize, colours: []string{"schwarz", "rot"}, price: eur(19.95), feats: []int{5, 7}, look: horseBootsBell,
				noun: t3{"Hufglocken", "bell boots", "cloches"},
				intro: t3{
					"Die Hufglocken {m} schützen Ballen und Kronrand vor Tritten der Hinterhufe.",
					"The {m} bell boots protect heels and coronet from overreaching hind hooves.",
					"Les cloches {m} protègent talons et couronne des atteintes des postérieurs.",
				},
				comp: []comp{pc("obermaterial", 100, "gummi"), pc("verschluss", 100, "nylon")}, wash: 30},
			{name: "Komfort", maker: "heidekamp", colours: []string{"schwarz", "navy"}, price: eur(29.95), feats: []int{6, 7}, look: horseBootsBell,
				noun: t3{"Hufglocken", "bell boots", "cloches"},
				intro: t3{
					"Die Hufglocken {m} aus Neopren schützen Ballen und Kronrand und liegen dabei weich an.",
					"Made of neoprene, the {m} bell boots protect heels and coronet while sitting softly.",
					"En néoprène, les cloches {m} protègent talons et couronne tout en restant douces.",
				},
				comp: []comp{pc("obermaterial", 100, "neopren"), pc("verschluss", 100, "nylon")}, wash: 30},
			{name: "Reise", maker: "nordheide", colours: []string{"navy"}, price: eur(59.95), feats: []int{2}, stock: soldOut,
				noun: t3{"Transportgamaschen", "travel boots", "protections de transport"},
				intro: t3{
					"Die Transportgamaschen {m} reichen vom Kronrand bis über Sprunggelenk oder Vorderfußwurzel und schützen Ihr Pferd im Hänger.",
					"The {m} travel boots reach from the coronet to above the hock or knee and protect your horse in the trailer.",
					"Les protections de transport {m} couvrent de la couronne jusqu'au-dessus du jarret ou du genou et protègent votre cheval dans le van.",
				},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("polster", 100, "polyurethan"), pc("futter", 100, "fleece")}, wash: 30},
		},
	}
}

func saddlePads() family {
	return family{
		key: "saddlepads", sku: "PF-SC", category: "pferd/schabracken",
		art: artSaddlePad, look: padDressage, accent: "#c9a45c", mode: bySize, sizes: []string{"pony", "full"},
		noun: t3{"Schabracke", "saddle pad", "tapis de selle"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} liegt glatt unter dem Sattel, polstert den Rücken und nimmt Schweiß auf.",
			"The {m} {n} lies smoothly under the saddle, cushions the back and absorbs sweat.",
			"Le {n} {m} se pose bien à plat sous la selle, protège le dos et absorbe la transpiration.",
		},
		features: []t3{
			{"Die dichte Steppung im Rautenmuster bleibt auch nach vielen Wäschen in Form.", "The dense diamond quilting keeps its shape through many washes.", "Le matelassage losange serré garde sa forme après de nombreux lavages."},
			{"Ein hoher Widerristausschnitt entlastet die empfindliche Partie vor dem Sattel.", "A high wither cut-out relieves the sensitive area in front of the saddle.", "Une découpe au garrot haute soulage la zone sensible devant la selle."},
			{"Kordel und Paspel in Kontrastfarbe setzen einen eleganten Akzent.", "Contrast cord and piping add an elegant touch.", "Le cordon et le passepoil contrastés apportent une touche d'élégance."},
			{"Die Unterseite aus Mesh ist atmungsaktiv und trocknet schnell.", "A mesh underside is breathable and dries quickly.", "Le dessous en maille est respirant et sèche vite."},
			{"Gurtstrippen und Sattelschlaufen halten die Schabracke an ihrem Platz.", "Girth and saddle loops keep the pad in place.", "Des passants de sangle et d'étrivière maintiennent le tapis en place."},
			{"Das Lammfell ist medizinisch gegerbt und verteilt den Druck des Sattels.", "The sheepskin is medically tanned and spreads the pressure of the saddle.", "La peau de mouton, à tannage médical, répartit la pression de la selle."},
			{"Mit drei Zentimetern Füllung ist sie besonders dick gepolstert.", "With three centimetres of fill it is especially well padded.", "Avec trois centimètres de garnissage, il est particulièrement bien rembourré."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: textileCare(),
		sizeInfo: padSizeInfo(),
		keywords: t3{"Schabracke, Satteldecke, Satteldecken", "saddle pad, saddlecloth, numnah", "tapis de selle, tapis, amortisseur"},
		delivery: [2]int{2, 4},
		options:  []catalog.CustomOptionInput{nameOption()},
		upsells:  []string{"bandages", "horseboots"},
		models: []model{
			{name: "Elegance", maker: "equitaine", colours: []string{"navy", "schwarz", "weiss", "bordeaux"}, price: eur(69.95), feats: []int{0, 2, 1},
				noun: t3{"Dressurschabracke", "dressage saddle pad", "tapis de dressage"},
				comp: []comp{pc("obermaterial", 65, "polyester", 35, "baumwolle"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "mesh")}, wash: 30},
			{name: "Parcours", maker: "equitaine", colours: []string{"navy", "grau", "dunkelgruen"}, price: eur(64.95), feats: []int{1, 4, 3}, look: padJumping,
				noun: t3{"Springschabracke", "jumping saddle pad", "tapis d'obstacle"},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("fuellung", 100, "polyester"), pc("unterseite", 100, "mesh")}, wash: 30,
				sale: &sale{price: eur(49.95), from: -8, to: 6}},
			{name: "Ausritt", maker: "paddock", colours: []string{"beige", "braun"}, price: eur(39.95), feats: []int{0, 4}, look: padJumping, newDays: 1,
				noun: t3{"VS-Schabracke", "general-purpose saddle pad", "tapis mixte"},
				comp: []comp{pc("obermaterial", 100, "baumwolle"), pc("fuellung", 100, "polyester")}, wash: 30},
			{name: "Komfort", maker: "reitwerk", colours: []string{"natur"}, price: eur(149), feats: []int{5, 6}, look: padSheepskin, delivery: [2]int{5, 10},
				noun: t3{"Lammfell-Schabracke", "sheepskin saddle pad", "tapis en mouton"},
				comp: []comp{pc("obermaterial", 100, "baumwolle"), pc("unterseite", 100, "lammfell")},
				care: t3{
					"Nur von Hand mit Wollwaschmittel bei höchstens 30 °C waschen, liegend trocknen und das Fell danach ausbürsten.",
					"Hand-wash only with wool detergent at no more than 30 °C, dry flat and brush out the fleece afterwards.",
					"Laver uniquement à la main avec une lessive pour laine à 30 °C maximum, sécher à plat puis brosser la toison.",
				},
				options: []catalog.CustomOptionInput{}},
		},
	}
}

func halters() family {
	return family{
		key: "halters", sku: "PF-HA", category: "pferd/halfter",
		art: artHalter, look: halterNylon, accent: "#c9a45c", mode: bySize, sizes: horseSizes(),
		noun: t3{"Halfter", "headcollar", "licol"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Das {n} {m} sitzt sicher, ohne zu drücken, und ist schnell angelegt.",
			"The {m} {n} sits securely without pressing and is quick to put on.",
			"Le {n} {m} tient bien sans comprimer et s'enfile rapidement.",
		},
		features: []t3{
			{"Genick- und Nasenriemen sind mit weichem Fleece unterlegt.", "Headpiece and noseband are lined with soft fleece.", "La têtière et la muserolle sont doublées de polaire douce."},
			{"Das Genickstück ist auf beiden Seiten verstellbar.", "The headpiece adjusts on both sides.", "La têtière se règle des deux côtés."},
			{"Ein Sicherheitsgenick aus Leder reißt im Notfall, bevor sich das Pferd verletzt.", "A leather safety headpiece breaks in an emergency before your horse gets hurt.", "Une têtière de sécurité en cuir cède en cas d'urgence avant que le cheval ne se blesse."},
			{"Die Beschläge aus Messing rosten nicht und glänzen auch nach Jahren.", "Brass fittings do not rust and keep their shine for years.", "Les ferrures en laiton ne rouillent pas et gardent leur éclat pendant des années."},
			{"Das dünne, feste Seil gibt an Genick und Nasenrücken ein klares Signal – ideal für die Bodenarbeit.", "The thin, firm rope gives a clear signal at poll and nose, ideal for groundwork.", "La corde fine et ferme donne un signal clair sur la nuque et le chanfrein, idéale pour le travail à pied."},
			{"Das Leder ist pflanzlich gegerbt und wird mit der Zeit schöner.", "The vegetable-tanned leather gets better with age.", "Le cuir au tannage végétal s'embellit avec le temps."},
			{"Der Kinnriemen lässt sich mit einer zusätzlichen Schnalle anpassen.", "An extra buckle adjusts the chin strap.", "Une boucle supplémentaire permet d'ajuster la sous-barbe."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Bei {temp} in der Maschine waschen und an der Luft trocknen.",
			"Machine-wash at {temp} and let it air-dry.",
			"Laver en machine à {temp} et laisser sécher à l'air.",
		},
		sizeInfo: horseSizeInfo(),
		safety: t3{
			"Das Halfter nicht unbeaufsichtigt auf der Weide oder im Stall am Pferd lassen. Vor jedem Gebrauch Nähte und Beschläge auf Schäden prüfen.",
			"Do not leave the headcollar on an unattended horse in the field or stable. Check stitching and fittings for damage before each use.",
			"Ne pas laisser le licol sur un cheval sans surveillance au pré ou au box. Vérifier coutures et ferrures avant chaque utilisation.",
		},
		keywords: t3{"Halfter, Stallhalfter, Pferdehalfter", "headcollar, halter, horse halter", "licol, licol d'écurie, licol cheval"},
		delivery: [2]int{2, 4},
		models: []model{
			{name: "Weide", maker: "paddock", mode: byColourSize, colours: []string{"tuerkis", "navy", "schwarz", "rot"}, price: eur(19.95), feats: []int{0, 1, 6},
				comp: []comp{pc("obermaterial", 100, "nylon"), pc("polster", 100, "fleece"), pc("beschlaege", 100, "zink")}, wash: 30},
			{name: "Klassik", maker: "reitwerk", colours: []string{"braun", "schwarz"}, price: eur(59), feats: []int{5, 3, 2}, look: halterLeather,
				sizes: []string{"pony", "cob", "full", "xfull"},
				comp:  []comp{pc("obermaterial", 100, "rindleder"), pc("beschlaege", 100, "messing")},
				care: t3{
					"Mit einem feuchten Schwamm reinigen und mit Lederbalsam pflegen; nicht in die Waschmaschine geben.",
					"Clean with a damp sponge and treat with leather balm; do not machine-wash.",
					"Nettoyer avec une éponge humide et nourrir au baume pour cuir ; ne pas laver en machine.",
				},
				options: []catalog.CustomOptionInput{{
					Title:         t3{"Gravur auf dem Namensschild", "Engraving on the name plate", "Gravure sur la plaque"}.loc(),
					MaxCharacters: 16,
					Price:         eur(4.90),
					PriceType:     catalog.FixedPrice,
				}}},
			{name: "Natural", maker: "paddock", colours: []string{"navy"}, price: eur(29.95), feats: []int{4}, look: halterRope,
				noun:  t3{"Knotenhalfter", "rope halter", "licol éthologique"},
				sizes: []string{"pony", "cob", "full"},
				extra: t3{"Für das Führen im Alltag ersetzt es kein Stallhalfter mit Sicherheitsgenick.", "For everyday leading it does not replace a headcollar with a safety headpiece.", "Pour mener au quotidien, il ne remplace pas un licol avec têtière de sécurité."},
				comp:  []comp{pc("obermaterial", 100, "polyester")}, wash: 30},
		},
	}
}

func ropes() family {
	return family{
		key: "ropes", sku: "PF-ST", category: "pferd/halfter",
		art: artRope, look: ropeLead, accent: "#c9a45c", mode: single, unit: catalog.Metre,
		noun: t3{"Führstrick", "lead rope", "longe"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Der {n} {m} liegt gut in der Hand und ist lang genug, um sicher zu führen.",
			"The {m} {n} sits well in the hand and is long enough to lead safely.",
			"La {n} {m} tient bien en main et offre la longueur qu'il faut pour mener en sécurité.",
		},
		features: []t3{
			{"Der Panikhaken öffnet sich auch unter Zug mit einem Handgriff.", "The panic snap opens in one movement, even under tension.", "Le mousqueton panique s'ouvre d'un geste, même sous tension."},
			{"Der Karabiner aus Edelstahl ist leicht und rostet nicht.", "The stainless-steel snap hook is light and does not rust.", "Le mousqueton en acier inoxydable est léger et ne rouille pas."},
			{"Das weiche Baumwollseil schont die Hände, auch ohne Handschuhe.", "The soft cotton rope is kind to your hands, even without gloves.", "La corde en coton douce ménage les mains, même sans gants."},
			{"Das Seil aus Polypropylen nimmt kaum Wasser auf und bleibt auch nass griffig.", "The polypropylene rope barely soaks up water and stays grippy when wet.", "La corde en polypropylène absorbe peu l'eau et reste bien en main même mouillée."},
			{"Eine Handschlaufe am Ende gibt beim Longieren sicheren Halt.", "A hand loop at the end gives a secure hold when lungeing.", "Une boucle à l'extrémité assure une bonne prise pendant le travail à la longe."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Bei {temp} im Wäschebeutel waschen und an der Luft trocknen; den Haken gelegentlich mit einem Tropfen Öl gangbar halten.",
			"Wash at {temp} in a laundry bag and let it air-dry; keep the snap moving freely with a drop of oil now and then.",
			"Laver à {temp} dans un filet et laisser sécher à l'air ; une goutte d'huile de temps en temps garde le mousqueton fluide.",
		},
		safety: t3{
			"Den Strick nie um Hand oder Körper wickeln. Pferde nur mit einem Knoten anbinden, der sich schnell lösen lässt, und nie am Gebiss.",
			"Never wrap the rope around your hand or body. Tie horses up only with a quick-release knot, and never by the bit.",
			"Ne jamais enrouler la longe autour de la main ou du corps. N'attacher un cheval qu'avec un nœud à dégagement rapide, et jamais au mors.",
		},
		keywords: t3{"Führstrick, Strick, Panikhaken", "lead rope, lead, panic snap", "longe, corde, mousqueton panique"},
		delivery: [2]int{2, 4},
		upsells:  []string{"halters"},
		models: []model{
			{name: "Panik", maker: "paddock", colours: []string{"navy", "schwarz", "tuerkis"}, price: eur(12.95), feats: []int{0, 3}, content: 2.5,
				comp: []comp{pc("obermaterial", 100, "polypropylen"), pc("karabiner", 100, "zink")}, wash: 30},
			{name: "Classic", maker: "paddock", colours: []string{"rot", "dunkelgruen"}, price: eur(9.95), feats: []int{1, 3}, content: 2,
				comp: []comp{pc("obermaterial", 100, "polypropylen"), pc("karabiner", 100, "edelstahl")}, wash: 30},
			{name: "Natur", maker: "reitwerk", colours: []string{"natur"}, price: eur(16.95), feats: []int{2, 0}, content: 3,
				comp: []comp{pc("obermaterial", 100, "baumwollseil"), pc("karabiner", 100, "messing")}, wash: 30,
				sale: &sale{price: eur(12.95), from: -2, to: 12, history: priceRaised}},
			{name: "Zirkel", maker: "paddock", colours: []string{"schwarz"}, price: eur(24.95), feats: []int{4, 1}, content: 8, look: ropeLunge,
				noun: t3{"Longierleine", "lunge line", "longe de travail"},
				intro: t3{
					"Die Longierleine {m} ist acht Meter lang und lässt dem Pferd Raum für große, gleichmäßige Zirkel.",
					"The {m} lunge line is eight metres long, giving your horse room for large, even circles.",
					"La longe de travail {m} mesure huit mètres et laisse au cheval la place de décrire de grands cercles réguliers.",
				},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("karabiner", 100, "edelstahl")}, wash: 30,
				sale: &sale{price: eur(19.95), from: -10, open: true, history: earlierSale}},
		},
	}
}

func rugCare() t3 {
	return t3{
		"Bei {temp} mit einem Deckenwaschmittel und ohne Weichspüler waschen. Nicht in den Trockner geben; die Imprägnierung jede Saison erneuern.",
		"Wash at {temp} with a rug wash and no fabric softener. Do not tumble-dry; renew the waterproofing every season.",
		"Laver à {temp} avec une lessive pour couvertures, sans adoucissant. Ne pas passer au sèche-linge ; renouveler l'imperméabilisation chaque saison.",
	}
}

func rugSurcharge() map[string]catalog.Money {
	return map[string]catalog.Money{"rug-145": eur(5), "rug-155": eur(10), "rug-165": eur(15)}
}

func turnoutRugs() family {
	return family{
		key: "turnout", sku: "PF-RD", category: "pferd/pferdedecken/regendecken",
		art: artRug, look: rugTurnout, accent: "#c9a45c", mode: bySize, sizes: rugSizes(), surcharge: rugSurcharge(),
		noun: t3{"Regendecke", "turnout rug", "couverture imperméable"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} hält Ihr Pferd auf der Koppel trocken und lässt Feuchtigkeit von innen entweichen.",
			"The {m} {n} keeps your horse dry in the field and lets moisture escape from inside.",
			"La {n} {m} garde votre cheval au sec au pré et laisse s'échapper l'humidité.",
		},
		features: []t3{
			{"Das Außenmaterial aus Ripstop mit 1200 Denier ist wasserdicht und reißfest.", "The 1200-denier ripstop outer is waterproof and tear-resistant.", "L'extérieur en ripstop 1200 deniers est imperméable et indéchirable."},
			{"Ohne Füllung ist sie die richtige Decke für milde Regentage.", "With no fill, it is the right rug for mild rainy days.", "Sans garnissage, c'est la couverture idéale pour les jours de pluie doux."},
			{"100 g Füllung wärmen an kühlen Tagen im Frühjahr und Herbst.", "100 g of fill keeps your horse warm on cool spring and autumn days.", "Un garnissage de 100 g tient chaud les jours frais du printemps et de l'automne."},
			{"Mit 200 g Füllung ist sie eine Winterdecke für Pferde mit Winterfell oder leichter Schur.", "With 200 g of fill it is a winter rug for horses with a winter coat or a light clip.", "Avec 200 g de garnissage, c'est une couverture d'hiver pour les chevaux non tondus ou légèrement tondus."},
			{"Das abnehmbare Halsteil schützt Mähne und Hals vor Regen.", "The detachable neck cover protects mane and neck from rain.", "Le couvre-cou amovible protège l'encolure et la crinière de la pluie."},
			{"Gekreuzte Bauchgurte und Beinschnüre halten die Decke auch beim Wälzen an ihrem Platz.", "Cross surcingles and leg straps keep the rug in place even when your horse rolls.", "Les sangles croisées et les sangles de cuisse maintiennent la couverture même quand le cheval se roule."},
			{"Schulterfalten geben Bewegungsfreiheit beim Grasen.", "Shoulder gussets give freedom of movement while grazing.", "Des soufflets d'épaule laissent toute liberté pour brouter."},
			{"Ein Futter aus Nylon lässt das Fell glänzen und verhindert Scheuerstellen an der Schulter.", "A nylon lining keeps the coat glossy and prevents rubs at the shoulder.", "Une doublure en nylon fait briller le poil et évite les frottements à l'épaule."},
			{"Mit 300 g Füllung hält sie auch geschorene Pferde im Offenstall bei Frost warm.", "With 300 g of fill it keeps even clipped horses warm in an open barn in frosty weather.", "Avec 300 g de garnissage, elle garde au chaud même les chevaux tondus en stabulation libre par temps de gel."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: rugCare(),
		sizeInfo:  rugSizeInfo(),
		keywords:  t3{"Regendecke, Weidedecke, Outdoordecke", "turnout rug, waterproof rug, field rug", "couverture imperméable, couverture d'extérieur, couverture de pré"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideHorse,
		models: []model{
			{name: "Sturm 0", maker: "nordheide", colours: []string{"dunkelgruen", "navy"}, price: eur(89.95), feats: []int{0, 1, 5},
				comp: []comp{pc("obermaterial", 100, "ripstop1200"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Sturm 100", maker: "nordheide", colours: []string{"dunkelgruen"}, price: eur(119), feats: []int{0, 2, 6},
				comp: []comp{pc("obermaterial", 100, "ripstop1200"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Polar 200", maker: "nordheide", colours: []string{"navy", "schwarz"}, price: eur(149), feats: []int{3, 4, 5},
				comp: []comp{pc("obermaterial", 100, "ripstop1200"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Kleeblatt", maker: "paddock", colours: []string{"bordeaux"}, price: eur(79.95), feats: []int{0, 7}, sizes: rugSizes()[:4],
				extra: t3{"Der Schnitt ist für Ponys und kleine Pferde gemacht.", "The cut is made for ponies and small horses.", "La coupe est pensée pour les poneys et les petits chevaux."},
				comp:  []comp{pc("obermaterial", 100, "ripstop600"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Hochland 300", maker: "nordheide", colours: []string{"schwarz"}, price: eur(179), feats: []int{8, 4, 5}, stock: gaps, delivery: [2]int{5, 10},
				comp: []comp{pc("obermaterial", 100, "ripstop1200"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
		},
	}
}

func coolers() family {
	return family{
		key: "coolers", sku: "PF-AD", category: "pferd/pferdedecken/abschwitzdecken",
		art: artRug, look: rugCooler, accent: "#c9a45c", mode: bySize, sizes: rugSizes(), surcharge: rugSurcharge(),
		noun: t3{"Abschwitzdecke", "cooler", "chemise séchante"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} leitet nach dem Training Feuchtigkeit vom Fell nach außen und schützt das Pferd vor dem Auskühlen.",
			"After work, the {m} {n} wicks moisture away from the coat and keeps your horse from getting chilled.",
			"Après l'effort, la {n} {m} évacue l'humidité du poil et empêche le cheval de se refroidir.",
		},
		features: []t3{
			{"Das Fleece ist leicht und trocknet schnell.", "The fleece is light and dries quickly.", "La polaire est légère et sèche vite."},
			{"Der Waffelstoff nimmt besonders viel Feuchtigkeit auf.", "The waffle fabric absorbs a great deal of moisture.", "Le tissu nid d'abeille absorbe beaucoup d'humidité."},
			{"Schweifkordel und Kreuzbegurtung halten die Decke auch beim Führen an ihrem Platz.", "A fillet string and cross surcingles keep the cooler in place while you walk your horse.", "Une ficelle de queue et des sangles croisées maintiennent la chemise en place pendant la marche."},
			{"Einfassung in Kontrastfarbe und gesticktes Logo machen sie turniertauglich.", "Contrast binding and an embroidered logo make it smart enough for shows.", "Le biais contrasté et le logo brodé la rendent digne des concours."},
			{"Ein angesetztes Halsteil trocknet auch den Hals.", "An attached neck piece dries the neck as well.", "Un couvre-cou attenant sèche aussi l'encolure."},
			{"Sie eignet sich auch als leichte Transportdecke.", "It also works as a light travel rug.", "Elle sert aussi de couverture légère pour le transport."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Bei {temp} waschen und an der Luft trocknen. Fleece nicht bügeln.",
			"Wash at {temp} and let it air-dry. Do not iron fleece.",
			"Laver à {temp} et laisser sécher à l'air. Ne pas repasser la polaire.",
		},
		sizeInfo:  rugSizeInfo(),
		keywords:  t3{"Abschwitzdecke, Fleecedecke, Transportdecke", "cooler, fleece rug, travel rug", "chemise séchante, chemise polaire, couverture de transport"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideHorse,
		upsells:   []string{"turnout"},
		models: []model{
			{name: "Classic", maker: "paddock", colours: []string{"navy", "bordeaux", "dunkelgruen"}, price: eur(39.95), feats: []int{0, 2, 5},
				comp: []comp{pc("obermaterial", 100, "fleece")}, wash: 30},
			{name: "Champion", maker: "equitaine", colours: []string{"navy", "schwarz"}, price: eur(59.95), feats: []int{3, 0, 2}, newDays: 9,
				comp: []comp{pc("obermaterial", 100, "fleece"), pc("einfassung", 100, "polyester")}, wash: 30},
			{name: "Cosy", maker: "nordheide", colours: []string{"grau"}, price: eur(49.95), feats: []int{1, 4},
				comp: []comp{pc("obermaterial", 100, "waffel")}, wash: 40,
				sale: &sale{price: eur(34.95), from: -2, to: 12}},
		},
	}
}

func stableRugs() family {
	return family{
		key: "stablerugs", sku: "PF-SD", category: "pferd/pferdedecken/stalldecken",
		art: artRug, look: rugStable, accent: "#c9a45c", mode: bySize, sizes: rugSizes(), surcharge: rugSurcharge(),
		noun: t3{"Stalldecke", "stable rug", "couverture d'écurie"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} hält geschorene Pferde im Stall warm, ohne dass sie schwitzen.",
			"The {m} {n} keeps clipped horses warm in the stable without making them sweat.",
			"La {n} {m} garde les chevaux tondus au chaud au box sans les faire transpirer.",
		},
		features: []t3{
			{"Mit 150 g Füllung ist sie ideal für kühle Nächte im Frühjahr.", "With 150 g of fill it is ideal for cool spring nights.", "Avec 150 g de garnissage, elle est parfaite pour les nuits fraîches du printemps."},
			{"400 g Füllung wärmen geschorene Pferde auch im tiefsten Winter.", "400 g of fill keeps clipped horses warm even in the depths of winter.", "400 g de garnissage gardent au chaud les chevaux tondus même au cœur de l'hiver."},
			{"Das Obermaterial aus Polyester mit 600 Denier ist robust und leicht.", "The 600-denier polyester outer is tough and light.", "L'extérieur en polyester 600 deniers est solide et léger."},
			{"Ein hoher Halsausschnitt verhindert Scheuern an der Mähne.", "A high neckline prevents rubbing at the mane.", "Une encolure haute évite les frottements à la crinière."},
			{"Der Brustverschluss mit zwei Schnallen lässt sich genau anpassen.", "The two-buckle chest fastening adjusts precisely.", "La fermeture de poitrail à deux boucles s'ajuste précisément."},
			{"Das glatte Innenfutter aus Nylon gleitet über das Fell und schont es.", "The smooth nylon lining glides over the coat and is kind to it.", "La doublure lisse en nylon glisse sur le poil et le préserve."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: rugCare(),
		sizeInfo:  rugSizeInfo(),
		keywords:  t3{"Stalldecke, Winterdecke, Pferdedecke", "stable rug, winter rug, horse rug", "couverture d'écurie, couverture d'hiver, couverture cheval"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideHorse,
		upsells:   []string{"coolers"},
		models: []model{
			{name: "Box 150", maker: "nordheide", colours: []string{"navy", "bordeaux"}, price: eur(69.95), feats: []int{0, 3, 4},
				comp: []comp{pc("obermaterial", 100, "ripstop600"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Box 400", maker: "nordheide", colours: []string{"navy"}, price: eur(109), feats: []int{1, 2, 5},
				comp: []comp{pc("obermaterial", 100, "ripstop600"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Nachtruhe", maker: "paddock", colours: []string{"dunkelgruen"}, price: eur(84.95), feats: []int{2, 4, 5}, newDays: 11,
				extra: t3{"Die mittlere Füllung von 250 g passt für die meisten Winternächte.", "Its medium 250 g fill suits most winter nights.", "Son garnissage moyen de 250 g convient à la plupart des nuits d'hiver."},
				comp:  []comp{pc("obermaterial", 100, "ripstop600"), pc("fuellung", 100, "polyester"), pc("futter", 100, "nylon")}, wash: 30},
			{name: "Leicht", maker: "paddock", colours: []string{"beige"}, price: eur(44.95), feats: []int{3, 4},
				extra: t3{"Ohne Füllung hält sie Staub und Stroh aus dem frisch geputzten Fell.", "With no fill, it keeps dust and straw out of a freshly groomed coat.", "Sans garnissage, elle protège la robe fraîchement pansée de la poussière et de la paille."},
				comp:  []comp{pc("obermaterial", 65, "polyester", 35, "baumwolle")}, wash: 40},
		},
	}
}

func flyProtection() family {
	return family{
		key: "fly", sku: "PF-FS", category: "pferd/fliegenschutz",
		art: artFlyMask, look: flyMaskEars, accent: "#c9a45c", mode: bySize, sizes: []string{"pony", "cob", "full"},
		noun: t3{"Fliegenmaske", "fly mask", "masque anti-mouches"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} schützt Augen und Stirn Ihres Pferdes auf der Koppel vor Fliegen.",
			"The {m} {n} protects your horse's eyes and forehead from flies in the field.",
			"Le {n} {m} protège des mouches les yeux et le front de votre cheval au pré.",
		},
		features: []t3{
			{"Das feine Mesh hält Fliegen, Mücken und Bremsen ab und lässt die Sicht frei.", "The fine mesh keeps off flies, midges and horseflies without blocking vision.", "La maille fine éloigne mouches, moucherons et taons sans gêner la vue."},
			{"Das Gewebe filtert rund 70 Prozent der UV-Strahlung und schützt helle Nasen vor Sonnenbrand.", "The fabric blocks around 70 per cent of UV radiation and protects pale noses from sunburn.", "Le tissu filtre environ 70 % des UV et protège les nez clairs des coups de soleil."},
			{"Abnäher halten das Gewebe auf Abstand zu den Augen.", "Darts keep the mesh away from the eyes.", "Des pinces éloignent la maille des yeux."},
			{"Ein weicher Fleecerand verhindert Scheuerstellen.", "A soft fleece edge prevents rubbing.", "Un bord en polaire douce évite les frottements."},
			{"Der Ohrenschutz hält Kriebelmücken fern.", "Ear covers keep blackflies away.", "Les protège-oreilles éloignent les simulies."},
			{"Ein Bauchlatz schützt auch die empfindliche Unterseite.", "A belly flap protects the sensitive underside too.", "Une sous-ventrière protège aussi le dessous sensible."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: textileCare(),
		sizeInfo: horseSizeInfo(),
		safety: t3{
			"Täglich abnehmen und Augen sowie Haut kontrollieren. Nicht über Nacht auf der Weide tragen lassen.",
			"Take it off every day and check eyes and skin. Do not leave it on overnight in the field.",
			"Retirer chaque jour et contrôler les yeux et la peau. Ne pas laisser la nuit au pré.",
		},
		keywords: t3{"Fliegenschutz, Fliegenmaske, Insektenschutz", "fly protection, fly mask, insect protection", "protection anti-mouches, masque anti-mouches, anti-insectes"},
		delivery: [2]int{2, 4},
		upsells:  []string{"halters"},
		models: []model{
			{name: "Weide", maker: "nordheide", mode: byColourSize, colours: []string{"grau", "schwarz"}, price: eur(24.95), feats: []int{0, 2, 3},
				comp: []comp{pc("obermaterial", 100, "mesh"), pc("einfassung", 100, "fleece")}, wash: 30},
			{name: "Weide Plus", maker: "nordheide", colours: []string{"grau"}, price: eur(29.95), feats: []int{0, 4, 3},
				comp: []comp{pc("obermaterial", 100, "mesh"), pc("einfassung", 100, "fleece")}, wash: 30},
			{name: "Sonne", maker: "nordheide", colours: []string{"weiss"}, price: eur(32.95), feats: []int{1, 2, 3}, newDays: 12,
				extra: t3{"Der lange Nasenschutz lässt sich mit Klett abnehmen.", "The long nose cover detaches with hook-and-loop.", "La longue protection du nez se détache grâce à l'auto-agrippant."},
				comp:  []comp{pc("obermaterial", 100, "mesh"), pc("einfassung", 100, "fleece")}, wash: 30},
			{name: "Ekzem", maker: "nordheide", colours: []string{"weiss", "grau"}, price: eur(129), feats: []int{0, 5, 1}, art: artRug, look: rugFly,
				sizes: rugSizes(), sizeInfo: rugSizeInfo(), noun: t3{"Ekzemerdecke", "sweet itch rug", "couverture anti-dermite"},
				intro: t3{
					"Die Ekzemerdecke {m} deckt das Pferd von der Mähne bis zum Schweif ab und hält Kriebelmücken fern – eine Erleichterung für Pferde mit Sommerekzem.",
					"The {m} sweet itch rug covers your horse from mane to tail and keeps biting midges away – a relief for horses with sweet itch.",
					"La couverture anti-dermite {m} couvre le cheval de la crinière à la queue et tient les culicoïdes à distance : un vrai soulagement pour les chevaux atteints de dermite estivale.",
				},
				comp: []comp{pc("obermaterial", 100, "mesh"), pc("einfassung", 100, "polyester")}, wash: 30,
				sale: &sale{price: eur(99), from: -4, to: 3}},
			{name: "Sommer", maker: "paddock", colours: []string{"schwarz"}, price: eur(12.95), mode: single, look: flyMaskFringe,
				noun: t3{"Fliegenfransen", "fly fringe", "frontal anti-mouches"},
				intro: t3{
					"Die Fliegenfransen {m} werden am Stirnriemen befestigt und vertreiben Fliegen bei jeder Kopfbewegung.",
					"The {m} fly fringe attaches to the browband and flicks flies away with every movement of the head.",
					"Le frontal anti-mouches {m} se fixe sur le frontal et chasse les mouches à chaque mouvement de tête.",
				},
				extra: t3{"Die Fransen passen an jede Trense und jedes Halfter mit Stirnriemen.", "It fits any bridle or headcollar with a browband.", "Il s'adapte à tout filet ou licol muni d'un frontal."},
				comp:  []comp{pc("obermaterial", 100, "polyester"), pc("verschluss", 100, "nylon")}, wash: 30},
			{name: "Piaffe", maker: "paddock", mode: byColour, colours: []string{"navy", "weiss", "schwarz"}, price: eur(19.95), feats: []int{3},
				noun: t3{"Fliegenohren", "fly veil", "bonnet anti-mouches"},
				intro: t3{
					"Die Fliegenohren {m} werden unter dem Genickstück der Trense getragen und halten beim Reiten Insekten aus den Ohren.",
					"The {m} fly veil is worn under the bridle headpiece and keeps insects out of the ears while you ride.",
					"Le bonnet anti-mouches {m} se porte sous la têtière du filet et empêche les insectes d'entrer dans les oreilles pendant que vous montez.",
				},
				extra: t3{"Das gehäkelte Baumwollgarn dämpft zudem Geräusche, was nervöse Pferde beruhigen kann.", "The crocheted cotton also muffles noise, which can help nervous horses settle.", "Le coton crocheté atténue aussi les bruits, ce qui peut apaiser les chevaux anxieux."},
				comp:  []comp{pc("obermaterial", 100, "baumwolle")}, wash: 30},
		},
	}
}
