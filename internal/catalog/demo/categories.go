package demo

import "strings"

// categoryDef is a category of the demo tree. key is its German URL path,
// which is also how a second run finds it again.
type categoryDef struct {
	key  string // German url path: "reiter/reitbekleidung/reithosen"
	urls t3     // url key per language
	name t3
	desc t3
	meta t3 // meta description
	// image is drawn for top categories.
	image *imageSpec
	// hidden keeps the category out of the menu: the club shops are
	// reached through their clubs.
	hidden bool
}

// parent is the key of the parent category, "" for a top category.
func (c categoryDef) parent() string {
	i := strings.LastIndex(c.key, "/")
	if i < 0 {
		return ""
	}
	return c.key[:i]
}

// categoryTree lists the demo shop's categories, parents before children,
// siblings in menu order.
func categoryTree() []categoryDef {
	img := func(a art, look int, main, accent string) *imageSpec {
		return &imageSpec{art: a, look: look, main: main, accent: accent, view: viewScene}
	}
	tree := []categoryDef{
		{key: "reiter", urls: t3{"reiter", "rider", "cavalier"},
			name: t3{"Reiter", "Rider", "Cavalier"},
			desc: t3{"Alles, was Reiterinnen und Reiter im Sattel tragen: von der Reithose über Helm und Handschuhe bis zum Stiefel.",
				"Everything riders wear in the saddle: breeches, helmets, gloves and boots.",
				"Tout ce que portent cavaliers et cavalières en selle : pantalons, casques, gants et bottes."},
			meta:  t3{"Reitbekleidung und Ausrüstung für Reiterinnen und Reiter: Reithosen, Reithelme, Reithandschuhe und Reitstiefel bei Paddock.", "Riding wear and kit for riders: breeches, helmets, gloves and boots at Paddock.", "Vêtements et équipement du cavalier : pantalons, casques, gants et bottes chez Paddock."},
			image: img(artHelmet, helmetClassic, "#1f2a44", "#c9a45c")},
		{key: "reiter/reitbekleidung", urls: t3{"reitbekleidung", "riding-apparel", "vetements-equitation"},
			name: t3{"Reitbekleidung", "Riding apparel", "Vêtements d'équitation"},
			desc: t3{"Reithosen und Reitjacken, die im Sattel sitzen und am Boden gut aussehen.", "Breeches and riding jackets that fit in the saddle and look good on the ground.", "Des pantalons et des vestes qui tiennent en selle et ont fière allure à pied."},
			meta: t3{"Reitbekleidung für Training und Turnier: Reithosen mit Voll- und Kniebesatz und Reitjacken für jedes Wetter.", "Riding apparel for training and shows: full-seat and knee-patch breeches and jackets for every kind of weather.", "Vêtements d'équitation pour l'entraînement et le concours : pantalons à fond intégral ou à basanes et vestes pour tous les temps."}},
		{key: "reiter/reitbekleidung/reithosen", urls: t3{"reithosen", "breeches", "pantalons-equitation"},
			name: t3{"Reithosen", "Breeches", "Pantalons d'équitation"},
			desc: t3{"Reithosen mit Vollbesatz für maximalen Halt oder mit Kniebesatz für mehr Bewegungsfreiheit.", "Full-seat breeches for maximum grip, or knee-patch breeches for more freedom of movement.", "Pantalons à fond intégral pour une tenue maximale, ou à basanes genoux pour plus de liberté de mouvement."},
			meta: t3{"Reithosen für Damen und Herren mit Voll- oder Kniebesatz, in den Größen 34 bis 56.", "Breeches for women and men with full seat or knee patches, in German sizes 34 to 56.", "Pantalons d'équitation femme et homme, fond intégral ou basanes genoux, tailles allemandes 34 à 56."}},
		{key: "reiter/reitbekleidung/reithosen/vollbesatz-reithosen", urls: t3{"vollbesatz-reithosen", "full-seat-breeches", "pantalons-fond-integral"},
			name: t3{"Vollbesatz-Reithosen", "Full-seat breeches", "Pantalons à fond intégral"},
			desc: t3{"Der Besatz reicht vom Gesäß bis zur Wade und gibt im Dressursattel sicheren Halt.", "The grip runs from the seat down to the calf and keeps you secure in a dressage saddle.", "Le grip va du fessier au mollet et assure une bonne tenue dans une selle de dressage."},
			meta: t3{"Vollbesatz-Reithosen mit Silikon- oder Lederbesatz für Dressur und Freizeit.", "Full-seat breeches with silicone or leather grip for dressage and hacking.", "Pantalons à fond intégral en silicone ou en cuir pour le dressage et la balade."}},
		{key: "reiter/reitbekleidung/reithosen/kniebesatz-reithosen", urls: t3{"kniebesatz-reithosen", "knee-patch-breeches", "pantalons-basanes-genoux"},
			name: t3{"Kniebesatz-Reithosen", "Knee-patch breeches", "Pantalons à basanes genoux"},
			desc: t3{"Besatz nur am Knie: ideal für das Springreiten und für alle, die im leichten Sitz viel Bewegungsfreiheit brauchen.", "Grip at the knee only: ideal for jumping and for anyone who needs freedom of movement in a light seat.", "Du grip au genou seulement : idéal pour le saut d'obstacles et pour toutes celles et ceux qui montent en suspension."},
			meta: t3{"Kniebesatz-Reithosen für Springreiten und Training, in vielen Farben.", "Knee-patch breeches for jumping and schooling, in many colours.", "Pantalons à basanes genoux pour le saut et l'entraînement, en de nombreux coloris."}},
		{key: "reiter/reitbekleidung/reitjacken", urls: t3{"reitjacken", "riding-jackets", "vestes-equitation"},
			name: t3{"Reitjacken", "Riding jackets", "Vestes d'équitation"},
			desc: t3{"Softshelljacken, Steppjacken, Regenjacken und Turniersakkos mit Gehschlitzen für den Sattel.", "Softshells, quilted jackets, rain jackets and show jackets with vents made for the saddle.", "Softshells, vestes matelassées, vestes de pluie et vestes de concours avec fentes pour la selle."},
			meta: t3{"Reitjacken für jedes Wetter und das Turnier: Softshell, Steppjacke, Regenjacke und Turniersakko.", "Riding jackets for every kind of weather and for shows: softshell, quilted, rain and show jackets.", "Vestes d'équitation pour tous les temps et le concours : softshell, matelassée, pluie et veste de concours."}},
		{key: "reiter/reithelme", urls: t3{"reithelme", "riding-helmets", "casques-equitation"},
			name: t3{"Reithelme", "Riding helmets", "Casques d'équitation"},
			desc: t3{"Reithelme nach EN 1384 und VG1, in drei Größen mit stufenloser Weitenverstellung.", "Riding helmets certified to EN 1384 and VG1, in three sizes with continuous adjustment.", "Casques certifiés EN 1384 et VG1, en trois tailles avec réglage continu."},
			meta: t3{"Geprüfte Reithelme nach EN 1384 und VG1 für Erwachsene und Kinder.", "Certified riding helmets to EN 1384 and VG1 for adults and children.", "Casques d'équitation certifiés EN 1384 et VG1 pour adultes et enfants."}},
		{key: "reiter/reithandschuhe", urls: t3{"reithandschuhe", "riding-gloves", "gants-equitation"},
			name: t3{"Reithandschuhe", "Riding gloves", "Gants d'équitation"},
			desc: t3{"Reithandschuhe für feines Zügelgefühl, vom dünnen Sommerhandschuh bis zum gefütterten Winterhandschuh.", "Riding gloves for a fine feel of the reins, from thin summer gloves to lined winter gloves.", "Des gants pour un contact fin avec les rênes, du gant d'été léger au gant d'hiver doublé."},
			meta: t3{"Reithandschuhe in den Größen 6 bis 10 für Sommer, Winter und Turnier.", "Riding gloves in sizes 6 to 10 for summer, winter and shows.", "Gants d'équitation en tailles 6 à 10 pour l'été, l'hiver et le concours."}},
		{key: "reiter/reitstiefel", urls: t3{"reitstiefel", "riding-boots", "bottes-equitation"},
			name: t3{"Reitstiefel", "Riding boots", "Bottes d'équitation"},
			desc: t3{"Lederreitstiefel, Stiefeletten und Stallstiefel in den Größen 36 bis 46.", "Leather riding boots, jodhpur boots and yard boots in EU sizes 36 to 46.", "Bottes en cuir, boots d'équitation et bottes d'écurie en pointures 36 à 46."},
			meta: t3{"Reitstiefel und Stiefeletten aus Leder sowie Stallstiefel für jeden Tag.", "Leather riding boots and jodhpur boots, and yard boots for every day.", "Bottes et boots d'équitation en cuir, et bottes d'écurie pour tous les jours."}},

		{key: "pferd", urls: t3{"pferd", "horse", "cheval"},
			name:  t3{"Pferd", "Horse", "Cheval"},
			desc:  t3{"Ausrüstung für das Pferd: Schabracken, Bandagen, Gamaschen, Halfter, Decken und Fliegenschutz.", "Kit for your horse: saddle pads, bandages, boots, headcollars, rugs and fly protection.", "L'équipement du cheval : tapis de selle, bandes, guêtres, licols, couvertures et protection anti-mouches."},
			meta:  t3{"Pferdeausrüstung bei Paddock: Schabracken, Bandagen, Gamaschen, Halfter, Pferdedecken und Fliegenschutz.", "Horse kit at Paddock: saddle pads, bandages, boots, headcollars, rugs and fly protection.", "Équipement du cheval chez Paddock : tapis de selle, bandes, guêtres, licols, couvertures et protection anti-mouches."},
			image: img(artRug, rugTurnout, "#1f3d2b", "#c9a45c")},
		{key: "pferd/schabracken", urls: t3{"schabracken", "saddle-pads", "tapis-de-selle"},
			name: t3{"Schabracken & Satteldecken", "Saddle pads", "Tapis de selle"},
			desc: t3{"Dressur-, Spring- und Vielseitigkeitsschabracken, gesteppt und atmungsaktiv.", "Dressage, jumping and general-purpose saddle pads, quilted and breathable.", "Tapis de dressage, d'obstacle et mixtes, matelassés et respirants."},
			meta: t3{"Schabracken für Dressur, Springen und Vielseitigkeit in Pony- und Warmblutgröße.", "Saddle pads for dressage, jumping and all-round use in pony and full size.", "Tapis de selle pour le dressage, l'obstacle et l'usage mixte, tailles poney et cheval."}},
		{key: "pferd/bandagen", urls: t3{"bandagen", "bandages", "bandes-de-polo"},
			name: t3{"Bandagen", "Bandages", "Bandes de polo"},
			desc: t3{"Fleece-, Elastik- und Stallbandagen samt passender Unterlagen.", "Fleece, elastic and stable bandages with matching pads.", "Bandes de polo, bandes élastiques et bandes de repos avec leurs sous-bandes."},
			meta: t3{"Bandagen für Training und Stall im Viererset, mit Klettverschluss.", "Bandages for schooling and the stable in sets of four, with hook-and-loop fastening.", "Bandes pour le travail et le box, par quatre, avec fermeture auto-agrippante."}},
		{key: "pferd/gamaschen", urls: t3{"gamaschen-hufglocken", "horse-boots", "guetres-cloches"},
			name: t3{"Gamaschen & Hufglocken", "Horse boots & bell boots", "Guêtres & cloches"},
			desc: t3{"Sehnenschutz, Streichkappen und Hufglocken für Training, Gelände und Transport.", "Tendon boots, fetlock boots and bell boots for schooling, cross-country and travel.", "Guêtres, protège-boulets et cloches pour le travail, le cross et le transport."},
			meta: t3{"Gamaschen und Hufglocken für Dressur, Springen und Koppel.", "Horse boots and bell boots for dressage, jumping and turnout.", "Guêtres et cloches pour le dressage, le saut et le paddock."}},
		{key: "pferd/halfter", urls: t3{"halfter-stricke", "headcollars-lead-ropes", "licols-longes"},
			name: t3{"Halfter & Stricke", "Headcollars & lead ropes", "Licols & longes"},
			desc: t3{"Nylon-, Leder- und Knotenhalfter sowie Führstricke und Longierleinen.", "Nylon, leather and rope headcollars, lead ropes and lunge lines.", "Licols en nylon, en cuir et éthologiques, longes et longes de travail."},
			meta: t3{"Halfter in allen Größen von Shetty bis Großpferd und Führstricke vom Meter.", "Headcollars in every size from Shetland to extra full, and lead ropes priced by the metre.", "Licols dans toutes les tailles, du shetland au grand cheval, et longes au mètre."}},
		{key: "pferd/pferdedecken", urls: t3{"pferdedecken", "horse-rugs", "couvertures"},
			name: t3{"Pferdedecken", "Horse rugs", "Couvertures"},
			desc: t3{"Regendecken für die Koppel, Abschwitzdecken nach dem Training und Stalldecken für kalte Nächte.", "Turnout rugs for the field, coolers after work and stable rugs for cold nights.", "Couvertures d'extérieur pour le pré, chemises séchantes après le travail et couvertures d'écurie pour les nuits froides."},
			meta: t3{"Pferdedecken in den Größen 115 bis 165 cm: Regen-, Abschwitz- und Stalldecken.", "Horse rugs in sizes 115 to 165 cm: turnout rugs, coolers and stable rugs.", "Couvertures de 115 à 165 cm : imperméables, séchantes et d'écurie."}},
		{key: "pferd/pferdedecken/regendecken", urls: t3{"regendecken", "turnout-rugs", "couvertures-impermeables"},
			name: t3{"Regendecken", "Turnout rugs", "Couvertures imperméables"},
			desc: t3{"Wasserdichte, atmungsaktive Weidedecken von 0 bis 300 g Füllung.", "Waterproof, breathable turnout rugs from 0 to 300 g fill.", "Couvertures imperméables et respirantes, de 0 à 300 g de garnissage."},
			meta: t3{"Regendecken und Weidedecken aus reißfestem Ripstop, mit und ohne Halsteil.", "Turnout rugs in tear-resistant ripstop, with or without neck cover.", "Couvertures d'extérieur en ripstop indéchirable, avec ou sans couvre-cou."}},
		{key: "pferd/pferdedecken/abschwitzdecken", urls: t3{"abschwitzdecken", "coolers", "chemises-sechantes"},
			name: t3{"Abschwitzdecken", "Coolers", "Chemises séchantes"},
			desc: t3{"Fleece- und Waffeldecken, die Feuchtigkeit nach außen leiten und das Pferd nach der Arbeit warm halten.", "Fleece and waffle coolers that wick moisture away and keep your horse warm after work.", "Chemises polaires et nid d'abeille qui évacuent l'humidité et gardent le cheval au chaud après l'effort."},
			meta: t3{"Abschwitzdecken aus Fleece und Waffelstoff für Training, Turnier und Transport.", "Fleece and waffle coolers for schooling, shows and travel.", "Chemises séchantes en polaire et nid d'abeille pour le travail, le concours et le transport."}},
		{key: "pferd/pferdedecken/stalldecken", urls: t3{"stalldecken", "stable-rugs", "couvertures-ecurie"},
			name: t3{"Stalldecken", "Stable rugs", "Couvertures d'écurie"},
			desc: t3{"Gefütterte Stalldecken für geschorene Pferde und kalte Ställe.", "Padded stable rugs for clipped horses and cold stables.", "Couvertures d'écurie garnies pour les chevaux tondus et les box froids."},
			meta: t3{"Stalldecken mit 100 bis 400 g Füllung, leicht und warm.", "Stable rugs with 100 to 400 g fill, light and warm.", "Couvertures d'écurie de 100 à 400 g, légères et chaudes."}},
		{key: "pferd/fliegenschutz", urls: t3{"fliegenschutz", "fly-protection", "protection-anti-mouches"},
			name: t3{"Fliegenschutz", "Fly protection", "Protection anti-mouches"},
			desc: t3{"Fliegenmasken, Fliegendecken, Fransen und Sprays für eine ruhige Weidesaison.", "Fly masks, fly rugs, fringes and sprays for a calm summer in the field.", "Masques, chemises, frontaux et sprays pour une saison de pâture paisible."},
			meta: t3{"Fliegenschutz für Pferde: Fliegenmasken, Fliegendecken und Insektenschutzspray.", "Fly protection for horses: fly masks, fly rugs and insect repellent.", "Protection anti-mouches pour chevaux : masques, chemises et répulsifs."}},

		{key: "stall", urls: t3{"stall", "stable", "ecurie"},
			name:  t3{"Stall", "Stable", "Écurie"},
			desc:  t3{"Putzzeug, Pflegemittel und Futter für den Stallalltag.", "Grooming kit, care products and feed for every day at the yard.", "Pansage, produits de soin et alimentation pour le quotidien à l'écurie."},
			meta:  t3{"Alles für den Stall: Putzzeug, Pflegemittel, Mineralfutter, Müsli und Leckerlis.", "Everything for the yard: grooming kit, care products, minerals, muesli and treats.", "Tout pour l'écurie : pansage, soins, aliments minéraux, muesli et friandises."},
			image: img(artBrush, brushDandy, "#9a5b2e", "#1f3d2b")},
		{key: "stall/putzzeug", urls: t3{"putzzeug", "grooming", "pansage"},
			name: t3{"Putzzeug", "Grooming", "Pansage"},
			desc: t3{"Kardätschen, Striegel, Bürsten, Kämme und Hufkratzer für ein gepflegtes Fell.", "Body brushes, curry combs, brushes, combs and hoof picks for a well-kept coat.", "Brosses douces, étrilles, bouchons, peignes et cure-pieds pour une robe soignée."},
			meta: t3{"Putzzeug für Pferde: Kardätsche, Striegel, Wurzelbürste, Mähnenkamm und Putzbox.", "Grooming kit for horses: body brush, curry comb, dandy brush, mane comb and grooming box.", "Matériel de pansage : brosse douce, étrille, bouchon, peigne et boîte de pansage."}},
		{key: "stall/pflegemittel", urls: t3{"pflegemittel", "care-products", "soins"},
			name: t3{"Pflegemittel", "Care products", "Soins"},
			desc: t3{"Shampoo, Mähnenspray, Huföl und Lederpflege, mit Grundpreis pro Liter.", "Shampoo, mane spray, hoof oil and leather care, with the price per litre.", "Shampooing, démêlant, huile pour sabots et soins du cuir, avec le prix au litre."},
			meta: t3{"Pflegemittel für Pferd und Leder: Shampoo, Mähnenspray, Huföl und Lederbalsam.", "Care products for horse and leather: shampoo, mane spray, hoof oil and leather balm.", "Soins du cheval et du cuir : shampooing, démêlant, huile pour sabots et baume pour cuir."}},
		{key: "stall/futter", urls: t3{"futter", "feed", "alimentation"},
			name: t3{"Futter", "Feed", "Alimentation"},
			desc: t3{"Mineralfutter, Müsli und Leckerlis mit Grundpreis pro Kilogramm und 7 % Mehrwertsteuer.", "Minerals, muesli and treats, priced per kilogram with 7% VAT.", "Aliments minéraux, muesli et friandises, avec prix au kilo et TVA à 7 %."},
			meta: t3{"Pferdefutter aus dem Münsterland: Mineralfutter, Müsli und Leckerlis.", "Horse feed from the Münsterland: minerals, muesli and treats.", "Aliments pour chevaux du Münsterland : minéraux, muesli et friandises."}},
		{key: "stall/futter/mineralfutter", urls: t3{"mineralfutter", "mineral-feed", "aliments-mineraux"},
			name: t3{"Mineralfutter", "Mineral feed", "Aliments minéraux"},
			desc: t3{"Mineral- und Ergänzungsfuttermittel, die die Grundration aus Heu und Weide abrunden.", "Mineral and complementary feeds that round off a ration of hay and grass.", "Aliments minéraux et complémentaires qui équilibrent une ration de foin et d'herbe."},
			meta: t3{"Mineralfutter für Pferde: Pellets, Leckmassen, Elektrolyte und Biotin.", "Mineral feed for horses: pellets, licks, electrolytes and biotin.", "Aliments minéraux pour chevaux : granulés, seaux à lécher, électrolytes et biotine."}},
		{key: "stall/futter/muesli", urls: t3{"muesli", "muesli", "muesli"},
			name: t3{"Müsli", "Muesli", "Muesli"},
			desc: t3{"Struktur- und Spezialmüslis für Freizeitpferde, Sportpferde und Senioren.", "Coarse mixes and special mueslis for leisure horses, sport horses and veterans.", "Mueslis pour chevaux de loisir, de sport et chevaux âgés."},
			meta: t3{"Pferdemüsli mit und ohne Getreide, im Sack von 15 oder 20 kg.", "Horse muesli with or without grain, in 15 or 20 kg sacks.", "Muesli pour chevaux, avec ou sans céréales, en sacs de 15 ou 20 kg."}},
		{key: "stall/futter/leckerlis", urls: t3{"leckerlis", "treats", "friandises"},
			name: t3{"Leckerlis", "Treats", "Friandises"},
			desc: t3{"Leckerlis zum Belohnen, für Bodenarbeit und Training.", "Treats for rewards, groundwork and training.", "Des friandises pour récompenser, travailler à pied et s'entraîner."},
			meta: t3{"Leckerlis für Pferde mit Apfel, Karotte, Kräutern und ohne Zucker.", "Horse treats with apple, carrot and herbs, and sugar-free ones.", "Friandises pour chevaux à la pomme, à la carotte, aux plantes, et sans sucre."}},

		{key: "vereinskollektion", urls: t3{"vereinskollektion", "club-collection", "collection-club"},
			name:  t3{"Vereinskollektion", "Club collection", "Collection club"},
			desc:  t3{"Vereinskleidung und Schabracken mit Ihrem Logo: gestickt, gedruckt oder sublimiert, ab einem Stück.", "Club wear and saddle pads with your logo: embroidered, printed or sublimated, from a single piece.", "Vêtements et tapis de selle à l'effigie de votre club : brodés, imprimés ou sublimés, dès une pièce."},
			meta:  t3{"Vereinskollektion mit Logo: T-Shirts, Hoodies, Schabracken und Caps für Reitvereine.", "Club collection with your logo: t-shirts, hoodies, saddle pads and caps for riding clubs.", "Collection club avec logo : t-shirts, sweats, tapis de selle et casquettes pour les clubs hippiques."},
			image: img(artHoodie, hoodiePullover, "#6d1a2a", "#c9a45c")},
		{key: "vereinskollektion/shirts-hoodies", urls: t3{"t-shirts-hoodies", "t-shirts-hoodies", "t-shirts-sweats"},
			name: t3{"T-Shirts & Hoodies", "T-shirts & hoodies", "T-shirts & sweats à capuche"},
			desc: t3{"Vereinsshirts, Polos und Hoodies mit Vereinslogo und Namen.", "Club t-shirts, polos and hoodies with club logo and name.", "T-shirts, polos et sweats à capuche avec logo et nom du club."},
			meta: t3{"Vereins-T-Shirts und Hoodies mit Logo und Wunschnamen.", "Club t-shirts and hoodies with logo and name of your choice.", "T-shirts et sweats de club avec logo et prénom au choix."}},
		{key: "vereinskollektion/vereinsschabracken", urls: t3{"vereinsschabracken", "club-saddle-pads", "tapis-de-selle-club"},
			name: t3{"Vereinsschabracken", "Club saddle pads", "Tapis de selle club"},
			desc: t3{"Schabracken in Vereinsfarben mit gesticktem Logo für Turnier und Mannschaft.", "Saddle pads in club colours with an embroidered logo for shows and teams.", "Tapis aux couleurs du club avec logo brodé pour le concours et l'équipe."},
			meta: t3{"Vereinsschabracken mit Logo-Stick und Namen, in Vereinsfarben.", "Club saddle pads with embroidered logo and name, in club colours.", "Tapis de selle club avec logo brodé et nom, aux couleurs du club."}},
		{key: "vereinskollektion/caps-accessoires", urls: t3{"caps-accessoires", "caps-accessories", "casquettes-accessoires"},
			name: t3{"Caps & Accessoires", "Caps & accessories", "Casquettes & accessoires"},
			desc: t3{"Caps, Trinkflaschen und Stallzubehör mit Vereinslogo.", "Caps, drinking bottles and yard accessories with the club logo.", "Casquettes, gourdes et accessoires d'écurie avec le logo du club."},
			meta: t3{"Caps und Accessoires mit Vereinslogo für Reitvereine.", "Caps and accessories with the club logo for riding clubs.", "Casquettes et accessoires au logo du club pour les clubs hippiques."}},

		{key: "gutscheine", urls: t3{"gutscheine", "gift-vouchers", "cheques-cadeaux"},
			name:  t3{"Gutscheine", "Gift vouchers", "Chèques-cadeaux"},
			desc:  t3{"Geschenkgutscheine per E-Mail, sofort verschickt und drei Jahre gültig.", "Gift vouchers by e-mail, sent instantly and valid for three years.", "Des chèques-cadeaux envoyés aussitôt par e-mail et valables trois ans."},
			meta:  t3{"Geschenkgutscheine von Paddock über 25, 50 oder 100 Euro, per E-Mail.", "Paddock gift vouchers worth 25, 50 or 100 euros, by e-mail.", "Chèques-cadeaux Paddock de 25, 50 ou 100 euros, par e-mail."},
			image: img(artVoucher, 0, "#1f2a44", "#c9a45c")},
	}
	for _, c := range clubShops() {
		tree = append(tree, c.category())
	}
	return tree
}
