package demo

import "paddock/internal/blocks"

func riderFamilies() []family {
	return []family{helmets(), gloves(), tallBoots(), jodhpurBoots(), fullSeat(), kneePatch(), jackets()}
}

func helmets() family {
	return family{
		key: "helmets", sku: "RH-HELM", category: "reiter/reithelme",
		art: artHelmet, accent: "#c9a45c", mode: byColourSize, sizes: []string{"s", "m", "l"},
		noun: t3{"Reithelm", "riding helmet", "casque d'équitation"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Der {n} {m} schützt, ohne zu drücken: Die Schale reicht tief in den Nacken und verteilt die Energie eines Aufpralls auf eine große Fläche.",
			"The {m} {n} protects without pressing: the shell reaches low at the back of the head and spreads the energy of an impact over a wide area.",
			"Le {n} {m} protège sans serrer : la coque descend bas sur la nuque et répartit l'énergie d'un choc sur une grande surface.",
		},
		features: []t3{
			{"Zwölf Belüftungsöffnungen mit Metallgitter führen warme Luft ab, auch im Hochsommer.", "Twelve vents with metal mesh let warm air escape, even in high summer.", "Douze aérations grillagées évacuent l'air chaud, même en plein été."},
			{"Ein Drehrad am Hinterkopf stellt die Weite stufenlos ein, sodass der Helm auch mit Zopf sicher sitzt.", "A dial at the back adjusts the fit continuously, so the helmet stays secure even with a ponytail.", "Une molette à l'arrière ajuste le tour de tête en continu, pour un maintien sûr même avec une queue de cheval."},
			{"Das Innenpolster ist herausnehmbar und waschbar.", "The liner is removable and washable.", "La mousse intérieure est amovible et lavable."},
			{"Der kurze, flexible Schirm gibt bei einem Sturz nach oben nach, statt sich in den Boden zu stemmen.", "The short, flexible peak bends upwards in a fall instead of digging into the ground.", "La visière courte et souple se plie vers le haut en cas de chute au lieu de se planter dans le sol."},
			{"Der Kinnriemen schließt mit einem Magnetverschluss, der sich auch mit Handschuhen einhändig öffnen lässt.", "The chin strap closes with a magnetic buckle you can open one-handed, even wearing gloves.", "La jugulaire se ferme par une boucle magnétique qui s'ouvre d'une main, même avec des gants."},
			{"Eine Gleitschicht zwischen Schale und Polster mindert Drehkräfte bei schrägen Stürzen.", "A low-friction layer between shell and liner reduces rotational forces in angled falls.", "Une couche de glissement entre coque et calotte réduit les forces de rotation lors des chutes obliques."},
			{"Mit rund 420 Gramm gehört er zu den leichtesten Helmen seiner Klasse.", "At around 420 grams it is one of the lightest helmets in its class.", "Avec environ 420 grammes, c'est l'un des casques les plus légers de sa catégorie."},
			{"Ein Reflektorstreifen am Hinterkopf macht Sie bei Ausritten in der Dämmerung sichtbar.", "A reflective strip at the back makes you visible when hacking out at dusk.", "Une bande réfléchissante à l'arrière vous rend visible en balade à la tombée du jour."},
			{"Eine Zierleiste mit Glitzersteinen macht ihn zum Blickfang auf dem Turnier.", "A trim set with sparkling crystals makes it stand out at shows.", "Un jonc orné de strass attire les regards en concours."},
			{"Die Schale ist für kleinere Köpfe gebaut und bietet denselben Schutz wie die Modelle für Erwachsene.", "The shell is built for smaller heads and gives the same protection as the adult models.", "La coque est conçue pour les petites têtes et offre la même protection que les modèles adultes."},
		},
		closing:       t3{"Geprüft nach EN 1384:2023 und VG1 01.040 2014-12.", "Certified to EN 1384:2023 and VG1 01.040 2014-12.", "Certifié EN 1384:2023 et VG1 01.040 2014-12."},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Die Schale mit einem feuchten Tuch und milder Seife reinigen, keine Lösungsmittel verwenden. Das Innenpolster bei {temp} von Hand waschen und an der Luft trocknen. Nicht im heißen Auto liegen lassen.",
			"Clean the shell with a damp cloth and mild soap; never use solvents. Hand-wash the liner at {temp} and let it air-dry. Do not leave the helmet in a hot car.",
			"Nettoyer la coque avec un chiffon humide et un savon doux, sans solvant. Laver la mousse à la main à {temp} et la laisser sécher à l'air. Ne pas laisser le casque dans une voiture en plein soleil.",
		},
		sizeInfo: helmetSizeInfo(),
		safety: t3{
			"Geprüft nach EN 1384:2023 und VG1 01.040 2014-12. Der Helm schützt nur, wenn er richtig sitzt und der Kinnriemen geschlossen ist. Nach jedem Sturz oder starken Schlag ersetzen, auch wenn keine Schäden zu sehen sind, und spätestens nach fünf Jahren. Keine Aufkleber, Farben oder Lösungsmittel auf die Schale bringen.",
			"Certified to EN 1384:2023 and VG1 01.040 2014-12. The helmet only protects when it fits correctly and the chin strap is fastened. Replace it after any fall or hard knock, even if no damage is visible, and after five years at the latest. Do not apply stickers, paint or solvents to the shell.",
			"Certifié EN 1384:2023 et VG1 01.040 2014-12. Le casque ne protège que s'il est bien ajusté et la jugulaire fermée. Le remplacer après toute chute ou choc violent, même sans dommage visible, et au plus tard après cinq ans. Ne pas appliquer d'autocollants, de peinture ni de solvants sur la coque.",
		},
		keywords:  t3{"Reithelm, Reitkappe, EN 1384, VG1", "riding helmet, riding hat, EN 1384, VG1", "casque d'équitation, bombe, EN 1384, VG1"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		models: []model{
			{name: "Aero", maker: "equitaine", colours: []string{"schwarz", "navy", "weiss"}, price: eur(189), feats: []int{0, 1, 3},
				comp: []comp{pc("schale", 0, "polycarbonat"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester"), pc("kinnriemen", 0, "nylon")}, wash: 30, newDays: 5},
			{name: "Carbon Pro", maker: "equitaine", colours: []string{"schwarz", "anthrazit"}, price: eur(349), feats: []int{5, 6, 4},
				comp: []comp{pc("schale", 0, "carbon"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester")}, wash: 30},
			{name: "Klassik", maker: "paddock", colours: []string{"schwarz", "navy"}, price: eur(129.95), feats: []int{1, 3}, look: helmetVelvet,
				extra: t3{"Der Bezug aus Samt gibt ihm den klassischen Look der Jagdkappe.", "Its velvet cover gives it the classic look of a hunt cap.", "Son revêtement en velours lui donne l'allure classique de la bombe de chasse."},
				comp:  []comp{pc("schale", 0, "abs", 0, "samt"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester")}, wash: 30, stock: gaps},
			{name: "Vent Air", maker: "alpenhof", colours: []string{"weiss", "grau", "hellblau"}, price: eur(159), feats: []int{0, 7},
				comp: []comp{pc("schale", 0, "abs"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester")}, wash: 30,
				sale: &sale{price: eur(129), from: -5, to: 9}},
			{name: "Stella", maker: "paddock", colours: []string{"navy", "schwarz", "rose"}, price: eur(149), feats: []int{8, 2, 4},
				comp: []comp{pc("schale", 0, "abs"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester")}, wash: 30},
			{name: "Pony", maker: "paddock", colours: []string{"rose", "hellblau", "schwarz"}, price: eur(79.95), feats: []int{9, 1, 7},
				noun: t3{"Kinderreithelm", "children's riding helmet", "casque d'équitation enfant"}, sizes: []string{"xs", "s"},
				comp: []comp{pc("schale", 0, "abs"), pc("innenschale", 0, "eps"), pc("polster", 0, "polyester")}, wash: 30},
			{name: "Tauern", maker: "alpenhof", colours: []string{"schwarz"}, price: eur(119), feats: []int{2, 3, 6},
				comp: []comp{pc("schale", 0, "abs"), pc("innenschale", 0, "eps"), pc("polster", 0, "merino")}, wash: 30, stock: soldOut},
		},
	}
}

func gloves() family {
	return family{
		key: "gloves", sku: "RH-HS", category: "reiter/reithandschuhe",
		art: artGloves, accent: "#c9a45c", mode: byColourSize, sizes: gloveCodes(),
		noun: t3{"Reithandschuhe", "riding gloves", "gants d'équitation"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} sitzen wie eine zweite Haut und lassen Sie jede Bewegung am Zügel spüren.",
			"The {m} {n} fit like a second skin and let you feel every movement of the reins.",
			"Les {n} {m} s'ajustent comme une seconde peau et vous font sentir chaque mouvement des rênes.",
		},
		features: []t3{
			{"Zwischen Ring- und kleinem Finger sitzen Verstärkungen, wo der Zügel am meisten reibt.", "Reinforcements sit between the ring and little fingers, where the reins rub most.", "Des renforts sont placés entre l'annulaire et l'auriculaire, là où les rênes frottent le plus."},
			{"Die Innenhand aus griffigem Synthetikleder hält die Zügel auch bei Regen sicher.", "The grippy synthetic-leather palm holds the reins securely even in the rain.", "La paume en synthétique adhérent tient les rênes même sous la pluie."},
			{"Der Handrücken aus luftigem Mesh kühlt an heißen Tagen.", "An airy mesh back keeps your hands cool on hot days.", "Le dos en maille aérée garde les mains au frais par temps chaud."},
			{"Ein Thermofutter aus Fleece hält die Finger bis etwa minus zehn Grad warm.", "A fleece thermal lining keeps your fingers warm down to about minus ten degrees.", "Une doublure polaire garde les doigts au chaud jusqu'à environ moins dix degrés."},
			{"Daumen und Zeigefinger sind touchscreenfähig, das Handy bleibt bedienbar.", "Thumb and index finger work on touchscreens, so you can use your phone without taking them off.", "Le pouce et l'index sont compatibles avec les écrans tactiles : inutile de les retirer pour utiliser votre téléphone."},
			{"Das weiche Ziegenleder passt sich nach wenigen Ritten der Hand an.", "The soft goatskin moulds to your hand after a few rides.", "Le cuir de chèvre souple se fait à la main en quelques séances."},
			{"Der Klettverschluss am Handgelenk lässt sich mit einer Hand öffnen und schließen.", "The hook-and-loop wrist fastening opens and closes with one hand.", "La fermeture auto-agrippante au poignet s'ouvre et se ferme d'une seule main."},
			{"Klassisches Weiß passt zum Auftritt auf dem Dressurviereck.", "Classic white suits your test in the dressage arena.", "Un blanc classique, parfait pour vos reprises de dressage."},
		},
		closing:       t3{"Erhältlich in halben Größen von 6 bis 10.", "Available in half sizes from 6 to 10.", "Disponibles en demi-tailles de 6 à 10."},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Im Handwaschgang bei {temp} waschen, nicht auswringen und flach liegend trocknen, nicht auf der Heizung.",
			"Wash on a hand-wash cycle at {temp}, do not wring, and dry flat away from radiators.",
			"Laver en programme lavage à la main à {temp}, ne pas essorer et sécher à plat, loin d'un radiateur.",
		},
		sizeInfo:  gloveSizeInfo(),
		keywords:  t3{"Reithandschuhe, Handschuhe, Zügelgefühl", "riding gloves, gloves, rein contact", "gants d'équitation, gants, contact des rênes"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"helmets"},
		models: []model{
			{name: "Grip", maker: "paddock", colours: []string{"schwarz", "navy", "braun"}, price: eur(24.95), feats: []int{1, 0, 6},
				comp: []comp{pc("handflaeche", 100, "amara"), pc("handruecken", 85, "polyamid", 15, "elasthan")}, wash: 30},
			{name: "Brise", maker: "brisevent", colours: []string{"schwarz", "weiss", "grau"}, price: eur(29.95), feats: []int{2, 1}, newDays: 3,
				comp: []comp{pc("handflaeche", 100, "amara"), pc("handruecken", 90, "polyester", 10, "elasthan")}, wash: 30},
			{name: "Frost", maker: "alpenhof", colours: []string{"schwarz", "anthrazit"}, price: eur(39.95), feats: []int{3, 4, 6},
				comp: []comp{pc("obermaterial", 92, "polyester", 8, "elasthan"), pc("handflaeche", 100, "amara"), pc("futter", 100, "fleece")}, wash: 30},
			{name: "Klassik", maker: "reitwerk", colours: []string{"braun", "schwarz"}, price: eur(59), feats: []int{5, 0},
				comp: []comp{pc("obermaterial", 100, "ziegenleder")},
				care: t3{
					"Nicht waschen. Nach dem Reiten auf der Hand trocknen lassen und gelegentlich mit etwas Lederbalsam pflegen.",
					"Do not wash. Let them dry on your hands after riding and treat them with a little leather balm now and then.",
					"Ne pas laver. Les laisser sécher sur les mains après la séance et les nourrir de temps en temps avec un peu de baume pour cuir.",
				}},
			{name: "Piaffe", maker: "hufschlag", colours: []string{"weiss"}, price: eur(34.95), feats: []int{7, 1, 6},
				comp: []comp{pc("handflaeche", 100, "amara"), pc("handruecken", 80, "polyamid", 20, "elasthan")}, wash: 30},
			{name: "Allround", maker: "paddock", colours: []string{"schwarz", "oliv"}, price: eur(27.95), feats: []int{4, 1},
				comp: []comp{pc("handflaeche", 100, "amara"), pc("handruecken", 88, "polyamid", 12, "elasthan")}, wash: 30,
				sale: &sale{price: eur(19.95), from: -12, to: 1}},
			{name: "Sattelfest", maker: "hufschlag", colours: []string{"schwarz"}, price: eur(44.95), feats: []int{0, 5, 4}, stock: gaps,
				comp: []comp{pc("handflaeche", 100, "ziegenleder"), pc("handruecken", 85, "polyamid", 15, "elasthan")}, wash: 30},
			{name: "Pony Grip", maker: "paddock", colours: []string{"rose", "hellblau"}, price: eur(17.95), feats: []int{1, 6},
				sizes: []string{gloveCode("6"), gloveCode("6.5"), gloveCode("7")},
				extra: t3{"Das Modell ist für Kinderhände geschnitten, mit kürzeren Fingern.", "This model is cut for children's hands, with shorter fingers.", "Ce modèle est taillé pour les mains d'enfant, avec des doigts plus courts."},
				comp:  []comp{pc("handflaeche", 100, "amara"), pc("handruecken", 85, "polyamid", 15, "elasthan")}, wash: 30},
		},
	}
}

func bootsCare() t3 {
	return t3{
		"Nach dem Reiten mit einem feuchten Tuch abwischen, mit Lederbalsam pflegen und auf Stiefelspannern lagern. Nasse Stiefel nie auf der Heizung trocknen.",
		"Wipe with a damp cloth after riding, treat with leather balm and store on boot trees. Never dry wet boots on a radiator.",
		"Essuyer avec un chiffon humide après la séance, nourrir avec un baume pour cuir et ranger sur des embauchoirs. Ne jamais sécher des bottes mouillées sur un radiateur.",
	}
}

func tallBoots() family {
	return family{
		key: "tallboots", sku: "RH-ST", category: "reiter/reitstiefel",
		art: artBoots, look: bootsTall, accent: "#c9a45c", mode: bySize, sizes: shoeSizes(),
		noun: t3{"Reitstiefel", "riding boots", "bottes d'équitation"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Der {n} {m} gibt dem Unterschenkel Halt und bleibt dabei so weich, dass Sie die Hilfen fein geben können.",
			"The {m} {n} support your lower leg while staying soft enough for subtle aids.",
			"Les {n} {m} maintiennent le bas de la jambe tout en restant assez souples pour des aides précises.",
		},
		features: []t3{
			{"Der durchgehende Reißverschluss auf der Rückseite hat einen Elastikeinsatz, damit der Schaft eng anliegt.", "The full-length back zip has an elastic gusset so the shaft hugs the calf.", "La fermeture éclair arrière sur toute la hauteur a un soufflet élastique pour que la tige épouse le mollet."},
			{"Der spanische Schnitt verlängert optisch das Bein und gibt am Knie Bewegungsfreiheit.", "The Spanish-cut top makes the leg look longer and gives freedom at the knee.", "La découpe espagnole allonge la jambe et laisse de l'aisance au genou."},
			{"Ein Futter aus Schafwolle hält die Füße auch bei Frost warm.", "A sheep's wool lining keeps your feet warm even in frosty weather.", "Une doublure en laine de mouton garde les pieds au chaud même par temps de gel."},
			{"Die Sohle hat ein flaches Profil, das im Steigbügel nicht hängen bleibt.", "The sole has a shallow tread that will not catch in the stirrup.", "La semelle a un profil plat qui n'accroche pas dans l'étrier."},
			{"Das vollnarbige Rindleder wird mit jedem Ritt geschmeidiger.", "The full-grain cowhide becomes more supple with every ride.", "Le cuir de vachette pleine fleur s'assouplit à chaque séance."},
			{"Der wasserabweisende Synthetikschaft ist pflegeleicht und ideal für den Einstieg.", "The water-repellent synthetic shaft is easy to care for and ideal for beginners.", "La tige synthétique déperlante s'entretient facilement et convient parfaitement pour débuter."},
			{"Eine Sporenauflage an der Ferse schützt das Leder.", "A spur rest at the heel protects the leather.", "Un arrêtoir d'éperon au talon protège le cuir."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: bootsCare(),
		sizeInfo:  bootSizeInfo(),
		keywords:  t3{"Reitstiefel, Lederstiefel, Stiefel", "riding boots, long boots, leather boots", "bottes d'équitation, bottes cuir, bottes"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"gloves"},
		models: []model{
			{name: "Verden", maker: "reitwerk", colours: []string{"schwarz", "braun"}, price: eur(329), feats: []int{4, 0, 6},
				extra: t3{"Neue Lederstiefel sitzen anfangs eng und geben am Knöchel etwa einen Zentimeter nach.", "New leather boots feel snug at first and drop about a centimetre at the ankle.", "Des bottes en cuir neuves serrent un peu au début et se tassent d'environ un centimètre à la cheville."},
				comp:  []comp{pc("schaft", 100, "rindleder"), pc("futter", 100, "rindleder"), pc("sohle", 100, "gummi")}},
			{name: "Frost", maker: "alpenhof", colours: []string{"schwarz"}, price: eur(279), feats: []int{2, 0, 3}, newDays: 10,
				comp: []comp{pc("schaft", 100, "nubuk"), pc("futter", 100, "schafwolle"), pc("sohle", 100, "gummi")}},
			{name: "Start", maker: "paddock", colours: []string{"schwarz"}, price: eur(89.95), feats: []int{5, 0, 3},
				comp: []comp{pc("schaft", 100, "kunstleder"), pc("futter", 100, "polyester"), pc("sohle", 100, "pvc")},
				care: t3{"Mit einem feuchten Tuch abwischen und an der Luft trocknen lassen.", "Wipe with a damp cloth and let them air-dry.", "Essuyer avec un chiffon humide et laisser sécher à l'air."},
				sale: &sale{price: eur(69.95), from: 5, to: 19}},
			{name: "Grande", maker: "reitwerk", colours: []string{"schwarz"}, price: eur(449), feats: []int{4, 1, 6}, delivery: [2]int{5, 10},
				extra: t3{"Der Schaft wird nach der Bestellung zugeschnitten, deshalb beträgt die Lieferzeit fünf bis zehn Werktage.", "The shaft is cut after you order, so delivery takes five to ten working days.", "La tige est coupée après votre commande ; la livraison prend donc cinq à dix jours ouvrés."},
				comp:  []comp{pc("schaft", 100, "rindleder"), pc("futter", 100, "rindleder"), pc("sohle", 100, "rindleder")}},
		},
	}
}

func jodhpurBoots() family {
	return family{
		key: "jodhpurs", sku: "RH-SL", category: "reiter/reitstiefel",
		art: artBoots, look: bootsJodhpur, accent: "#c9a45c", mode: bySize, sizes: shoeSizes(),
		noun: t3{"Stiefelette", "jodhpur boots", "boots d'équitation"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} ist bequem im Stall und im Sattel; mit Chaps kombiniert ersetzt sie den hohen Stiefel.",
			"The {m} {n} are comfortable at the yard and in the saddle; worn with half chaps they replace tall boots.",
			"Les {n} {m} sont confortables à l'écurie comme en selle ; avec des mini-chaps, elles remplacent les bottes.",
		},
		features: []t3{
			{"Elastische Seiteneinsätze machen das An- und Ausziehen leicht.", "Elastic side panels make them easy to pull on and off.", "Des élastiques latéraux facilitent l'enfilage et le retrait."},
			{"Die Schnürung lässt sich genau an den Spann anpassen.", "The laces let you adjust the fit exactly to your instep.", "Le laçage s'ajuste précisément au cou-de-pied."},
			{"Eine gepolsterte Einlegesohle federt lange Tage auf den Beinen ab.", "A cushioned insole softens long days on your feet.", "Une semelle intérieure rembourrée amortit les longues journées debout."},
			{"Eine Zuglasche an der Ferse hilft beim Anziehen.", "A pull tab at the heel helps you get them on.", "Une tirette au talon aide à les enfiler."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: bootsCare(),
		sizeInfo: bootSizeInfo(),
		keywords: t3{"Stiefeletten, Jodhpurstiefel, Reitschuhe", "jodhpur boots, paddock boots, riding shoes", "boots d'équitation, bottines, chaussures d'équitation"},
		delivery: [2]int{2, 4},
		upsells:  []string{"tallboots"},
		models: []model{
			{name: "Hamm", maker: "reitwerk", colours: []string{"schwarz", "braun"}, price: eur(119), feats: []int{0, 3, 2},
				comp: []comp{pc("obermaterial", 100, "rindleder"), pc("futter", 100, "rindleder"), pc("sohle", 100, "gummi")}},
			{name: "Koppel", maker: "alpenhof", colours: []string{"braun"}, price: eur(99), feats: []int{1, 2},
				comp: []comp{pc("obermaterial", 100, "nubuk"), pc("futter", 100, "polyester"), pc("sohle", 100, "gummi")}, stock: gaps},
		},
	}
}

func breechesCare() t3 {
	return t3{
		"Bei {temp} im Schonwaschgang auf links waschen, ohne Weichspüler. Nicht in den Trockner geben und nicht bügeln, damit der Besatz hält.",
		"Wash inside out at {temp} on a gentle cycle without fabric softener. Do not tumble-dry or iron, to protect the grip.",
		"Laver sur l'envers à {temp} en cycle délicat, sans adoucissant. Ne pas passer au sèche-linge ni repasser, pour préserver le grip.",
	}
}

func fullSeat() family {
	women := sizesFrom(riderSizes(), "34", "48")
	return family{
		key: "fullseat", sku: "RH-VB", category: "reiter/reitbekleidung/reithosen/vollbesatz-reithosen",
		art: artBreeches, look: breechesFullSeat, accent: "#c9a45c", mode: bySize, sizes: women,
		noun: t3{"Vollbesatz-Reithose", "full-seat breeches", "pantalon d'équitation à fond intégral"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} gibt Ihnen im Sattel sicheren Halt: Der Besatz reicht vom Gesäß bis zur Wade.",
			"The {m} {n} give you a secure seat: the grip runs from the seat down to the calf.",
			"Le {n} {m} vous assure une excellente tenue en selle : le grip s'étend du fessier jusqu'au mollet.",
		},
		features: []t3{
			{"Der Silikonbesatz im Wabenmuster haftet am Sattel, ohne zu kleben.", "The honeycomb silicone grip holds to the saddle without sticking.", "Le grip silicone en nid d'abeille accroche à la selle sans coller."},
			{"Ein hoher Bund mit breiten Gürtelschlaufen formt eine schöne Silhouette.", "A high waist with wide belt loops gives a flattering silhouette.", "Une taille haute avec de larges passants dessine une jolie silhouette."},
			{"In der Handytasche am Oberschenkel bleibt das Smartphone auch im Trab an seinem Platz.", "The phone pocket on the thigh keeps your phone in place even at the trot.", "La poche pour téléphone sur la cuisse maintient le smartphone en place, même au trot."},
			{"Der Vier-Wege-Stretch bewegt sich bei jeder Lektion mit.", "Four-way stretch moves with you through every movement.", "La matière stretch quatre sens suit chacun de vos mouvements."},
			{"Ein angerautes Innenfutter wärmt in der kalten Jahreszeit.", "A brushed inner lining keeps you warm in the cold months.", "Un envers gratté tient chaud pendant la saison froide."},
			{"Flache Nähte an der Innenseite verhindern Scheuerstellen am Knie.", "Flat seams on the inside prevent rubbing at the knee.", "Des coutures plates à l'intérieur évitent les frottements au genou."},
			{"Der Beinabschluss aus weichem Jersey trägt unter dem Stiefel nicht auf.", "Soft jersey leg cuffs lie flat under your boots.", "Les bas de jambe en jersey souple ne font pas d'épaisseur dans les bottes."},
			{"Der Besatz aus Ziegenleder gibt klassischen Halt und wird mit der Zeit weicher.", "The goatskin seat gives a classic grip and softens over time.", "Le fond en cuir de chèvre offre une tenue classique et s'assouplit avec le temps."},
			{"Der Stoff ist UV-beständig und bleicht auch nach vielen Sommern nicht aus.", "The fabric is UV-resistant and does not fade, even after many summers.", "Le tissu résiste aux UV et ne se décolore pas, même après plusieurs étés."},
			{"Der gerade Herrenschnitt mit Eingriffstaschen und Reißverschluss sitzt, ohne einzuengen.", "The straight men's cut with slit pockets and a zip fly fits without restricting you.", "La coupe homme droite, avec poches et braguette zippée, ne serre pas."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: breechesCare(),
		sizeInfo:  riderSizeInfo(),
		keywords:  t3{"Reithose, Vollbesatz, Vollbesatzreithose, Silikonbesatz", "breeches, full seat, full-seat breeches, silicone grip", "pantalon d'équitation, fond intégral, full grip, silicone"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"gloves", "tallboots", "helmets"},
		models: []model{
			{name: "Lena", maker: "hufschlag", colours: []string{"navy", "schwarz", "beige"}, price: eur(89.95), feats: []int{0, 1, 2},
				comp: []comp{pc("obermaterial", 68, "polyamid", 22, "polyester", 10, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Mira", maker: "hufschlag", colours: []string{"grau", "dunkelgruen"}, price: eur(79.95), feats: []int{3, 5, 6}, newDays: 6,
				comp: []comp{pc("obermaterial", 72, "polyamid", 28, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Juna Thermo", maker: "paddock", colours: []string{"schwarz"}, price: eur(99.95), feats: []int{4, 0, 6},
				comp: []comp{pc("obermaterial", 90, "polyester", 10, "elasthan"), pc("futter", 100, "polyester"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Carla", maker: "hufschlag", colours: []string{"weiss", "bordeaux"}, price: eur(139), feats: []int{7, 1, 5},
				comp: []comp{pc("obermaterial", 60, "baumwolle", 35, "polyamid", 5, "elasthan"), pc("besatz", 100, "ziegenleder")}, wash: 30,
				care: t3{
					"Bei {temp} im Schonwaschgang auf links waschen, ohne Weichspüler. Den Lederbesatz nach dem Trocknen mit etwas Lederbalsam geschmeidig halten.",
					"Wash inside out at {temp} on a gentle cycle without fabric softener. Keep the leather seat supple with a little leather balm once dry.",
					"Laver sur l'envers à {temp} en cycle délicat, sans adoucissant. Une fois sec, entretenir le fond en cuir avec un peu de baume.",
				}},
			{name: "Anton", maker: "hufschlag", colours: []string{"navy", "anthrazit"}, price: eur(94.95), feats: []int{9, 0, 3},
				noun:  t3{"Herren-Vollbesatz-Reithose", "men's full-seat breeches", "pantalon d'équitation homme à fond intégral"},
				sizes: sizesFrom(riderSizes(), "44", "56"),
				comp:  []comp{pc("obermaterial", 70, "polyamid", 20, "viskose", 10, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Sofia", maker: "brisevent", colours: []string{"rose"}, price: eur(84.95), feats: []int{8, 3, 2}, stock: gaps,
				comp: []comp{pc("obermaterial", 75, "recyclingpes", 25, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30,
				sale: &sale{price: eur(59.95), from: -3, open: true}},
		},
	}
}

func kneePatch() family {
	women := sizesFrom(riderSizes(), "34", "48")
	return family{
		key: "kneepatch", sku: "RH-KB", category: "reiter/reitbekleidung/reithosen/kniebesatz-reithosen",
		art: artBreeches, look: breechesKnee, accent: "#9a5b2e", mode: bySize, sizes: women,
		noun: t3{"Kniebesatz-Reithose", "knee-patch breeches", "pantalon d'équitation à basanes genoux"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} ist für alle gemacht, die im leichten Sitz viel Bewegungsfreiheit brauchen: Der Besatz sitzt nur an der Innenseite des Knies.",
			"The {m} {n} are made for riders who need freedom of movement in a light seat: the grip sits only on the inside of the knee.",
			"Le {n} {m} est fait pour celles et ceux qui ont besoin de liberté en suspension : le grip se limite à l'intérieur du genou.",
		},
		features: []t3{
			{"Die Kniebesätze aus Silikon haften am Sattelblatt genau dort, wo das Knie anliegt.", "Silicone knee patches grip the saddle flap exactly where your knee rests.", "Les basanes en silicone accrochent au quartier de la selle, exactement là où repose le genou."},
			{"Der Jeans-Look aus elastischem Denim passt auch zum Ausritt und in den Alltag.", "The stretch-denim look works on a hack and away from the yard too.", "L'aspect jean en denim stretch convient aussi à la balade et au quotidien."},
			{"Der Stoff trocknet schnell und leitet Feuchtigkeit nach außen.", "The fabric dries quickly and wicks moisture away.", "Le tissu sèche vite et évacue l'humidité."},
			{"Zwei Gesäßtaschen mit Reißverschluss nehmen Schlüssel und Leckerlis auf.", "Two zipped back pockets hold keys and treats.", "Deux poches arrière zippées accueillent clés et friandises."},
			{"Der mittelhohe Bund mit Knopf und Reißverschluss sitzt auch beim Springen bequem.", "The mid-rise waist with button and zip stays comfortable over fences.", "La taille mi-haute avec bouton et fermeture éclair reste confortable à l'obstacle."},
			{"Das Material wird aus recycelten PET-Flaschen hergestellt.", "The fabric is made from recycled PET bottles.", "La matière est fabriquée à partir de bouteilles en PET recyclées."},
			{"Der Beinabschluss mit Klettverschluss lässt sich an jede Wade anpassen.", "Hook-and-loop leg cuffs adjust to any calf.", "Les bas de jambe à auto-agrippant s'ajustent à chaque mollet."},
			{"Der Herrenschnitt hat einen geraden Bund, Eingriffstaschen und etwas mehr Weite am Oberschenkel.", "The men's cut has a straight waistband, slit pockets and a little more room in the thigh.", "La coupe homme a une ceinture droite, des poches et un peu plus d'aisance à la cuisse."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(), care: breechesCare(),
		sizeInfo:  riderSizeInfo(),
		keywords:  t3{"Reithose, Kniebesatz, Springreithose", "breeches, knee patch, jumping breeches", "pantalon d'équitation, basanes genoux, pantalon de saut"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"fullseat", "jodhpurs"},
		models: []model{
			{name: "Frieda", maker: "hufschlag", colours: []string{"beige", "navy"}, price: eur(69.95), feats: []int{0, 4, 3},
				comp: []comp{pc("obermaterial", 65, "polyamid", 25, "polyester", 10, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Ella", maker: "paddock", colours: []string{"schwarz", "oliv"}, price: eur(59.95), feats: []int{2, 6},
				comp: []comp{pc("obermaterial", 88, "polyester", 12, "elasthan"), pc("besatz", 100, "silikon")}, wash: 40,
				sale: &sale{price: eur(44.95), from: -4, to: 10}},
			{name: "Hanna", maker: "brisevent", colours: []string{"hellblau"}, price: eur(74.95), feats: []int{1, 3},
				comp: []comp{pc("obermaterial", 70, "baumwolle", 28, "polyester", 2, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Theo", maker: "hufschlag", colours: []string{"grau", "braun"}, price: eur(79.95), feats: []int{7, 0, 2},
				noun:  t3{"Herren-Kniebesatz-Reithose", "men's knee-patch breeches", "pantalon d'équitation homme à basanes genoux"},
				sizes: sizesFrom(riderSizes(), "44", "56"),
				comp:  []comp{pc("obermaterial", 72, "polyamid", 20, "polyester", 8, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
			{name: "Wilma", maker: "paddock", colours: []string{"rose"}, price: eur(64.95), feats: []int{5, 0, 6}, newDays: 2, stock: soldOut,
				comp: []comp{pc("obermaterial", 85, "recyclingpes", 15, "elasthan"), pc("besatz", 100, "silikon")}, wash: 30},
		},
	}
}

func jackets() family {
	letters := letterSizes()
	return family{
		key: "jackets", sku: "RH-JA", category: "reiter/reitbekleidung/reitjacken",
		art: artJacket, look: jacketSoftshell, accent: "#c9a45c", mode: bySize, sizes: letters,
		noun: t3{"Reitjacke", "riding jacket", "veste d'équitation"},
		name: t3{"{n} {m}", "{m} {n}", "{n} {m}"},
		intro: t3{
			"Die {n} {m} begleitet Sie vom Stall in den Sattel: Sie ist lang genug für den Rücken und hat Gehschlitze, damit sie im Sattel nicht spannt.",
			"The {m} {n} goes with you from the yard into the saddle: long enough to cover your back, with vents so it does not pull when you ride.",
			"La {n} {m} vous accompagne de l'écurie à la selle : assez longue pour couvrir le dos, avec des fentes pour ne pas tirer en selle.",
		},
		features: []t3{
			{"Die Softshell ist winddicht, wasserabweisend und atmungsaktiv.", "The softshell is windproof, water-repellent and breathable.", "Le softshell est coupe-vent, déperlant et respirant."},
			{"Ein Zwei-Wege-Reißverschluss lässt sich im Sattel von unten öffnen.", "A two-way zip opens from the bottom when you are in the saddle.", "Une fermeture à double curseur s'ouvre par le bas quand vous êtes en selle."},
			{"Die leichte Wattierung wärmt, ohne aufzutragen.", "Light padding keeps you warm without bulk.", "Un garnissage léger tient chaud sans faire d'épaisseur."},
			{"Reflektierende Paspeln machen Sie in der Dämmerung sichtbar.", "Reflective piping makes you visible at dusk.", "Des passepoils réfléchissants vous rendent visible au crépuscule."},
			{"Die abnehmbare Kapuze passt über den Reithelm.", "The detachable hood fits over a riding helmet.", "La capuche amovible passe par-dessus le casque."},
			{"Zwei Taschen mit Reißverschluss sind mit Fleece gefüttert.", "Two zipped pockets are lined with fleece.", "Deux poches zippées sont doublées de polaire."},
			{"Alle Nähte sind verschweißt und halten auch Dauerregen stand.", "All seams are taped and keep out even persistent rain.", "Toutes les coutures sont étanchées et résistent même à une pluie continue."},
			{"Das Obermaterial ist waschmaschinenfest und schnell wieder trocken.", "The outer fabric is machine-washable and dries quickly.", "Le tissu extérieur passe en machine et sèche rapidement."},
			{"Ein Mesh-Rücken und Belüftungsöffnungen unter den Armen kühlen bei Sommerturnieren.", "A mesh back and underarm vents keep you cool at summer shows.", "Un dos en maille et des aérations sous les bras rafraîchissent lors des concours d'été."},
			{"Die Knöpfe sind magnetisch und schließen sich auch mit Handschuhen leicht.", "Magnetic buttons close easily even with gloves on.", "Les boutons aimantés se ferment facilement, même avec des gants."},
		},
		materialLabel: labelMaterial(), careLabel: labelCare(),
		care: t3{
			"Bei {temp} im Schonwaschgang waschen, Reißverschlüsse vorher schließen. Ohne Weichspüler waschen und an der Luft trocknen.",
			"Wash at {temp} on a gentle cycle with zips closed. Do not use fabric softener; dry naturally.",
			"Laver à {temp} en cycle délicat, fermetures fermées. Sans adoucissant ; laisser sécher à l'air libre.",
		},
		sizeInfo:  letterSizeInfo(),
		keywords:  t3{"Reitjacke, Stalljacke, Softshell", "riding jacket, yard jacket, softshell", "veste d'équitation, veste d'écurie, softshell"},
		delivery:  [2]int{2, 4},
		sizeGuide: blocks.SizeGuideRidingWear,
		upsells:   []string{"fullseat", "gloves"},
		models: []model{
			{name: "Nordwind", maker: "brisevent", mode: byColourSize, colours: []string{"navy", "schwarz", "dunkelgruen"}, price: eur(119), feats: []int{0, 1, 3},
				noun: t3{"Softshelljacke", "softshell jacket", "veste softshell"},
				comp: []comp{pc("obermaterial", 94, "polyester", 6, "elasthan"), pc("futter", 100, "fleece")}, wash: 30},
			{name: "Heide", maker: "hufschlag", colours: []string{"navy", "bordeaux"}, price: eur(139), feats: []int{2, 5, 1}, look: jacketQuilted,
				noun: t3{"Steppjacke", "quilted jacket", "veste matelassée"},
				comp: []comp{pc("obermaterial", 100, "polyamid"), pc("fuellung", 100, "recyclingpes"), pc("futter", 100, "polyester")}, wash: 30,
				sale: &sale{price: eur(99), from: -9, to: 2}},
			{name: "Grand Prix", maker: "hufschlag", colours: []string{"schwarz", "navy"}, price: eur(189), feats: []int{8, 9, 7}, look: jacketShow,
				noun: t3{"Turniersakko", "show jacket", "veste de concours"},
				intro: t3{
					"Das Turniersakko {m} ist tailliert geschnitten und bleibt auch nach einem langen Turniertag knitterfrei.",
					"The {m} show jacket has a tailored fit and stays crease-free through a long day at a show.",
					"La veste de concours {m} est cintrée et reste sans un pli après une longue journée de concours.",
				},
				comp: []comp{pc("obermaterial", 88, "polyester", 12, "elasthan"), pc("einsatz", 100, "mesh")}, wash: 30},
			{name: "Schauer", maker: "nordheide", colours: []string{"dunkelgruen"}, price: eur(149), feats: []int{6, 4, 1}, look: jacketRain,
				noun: t3{"Regenjacke", "rain jacket", "veste de pluie"},
				comp: []comp{pc("obermaterial", 100, "polyester"), pc("futter", 100, "mesh")}, wash: 30},
			{name: "Böe", maker: "paddock", mode: byColourSize, colours: []string{"grau", "navy"}, price: eur(69.95), feats: []int{2, 5}, look: jacketVest, newDays: 8,
				noun: t3{"Steppweste", "quilted gilet", "gilet matelassé"},
				intro: t3{
					"Die Steppweste {m} hält den Rücken warm und lässt die Arme frei – ideal für die Übergangszeit.",
					"The {m} quilted gilet keeps your back warm and your arms free – ideal for spring and autumn.",
					"Le gilet matelassé {m} garde le dos au chaud et laisse les bras libres : idéal à la mi-saison.",
				},
				comp: []comp{pc("obermaterial", 100, "polyamid"), pc("fuellung", 100, "recyclingpes")}, wash: 30},
			{name: "Koppel", maker: "paddock", colours: []string{"anthrazit"}, price: eur(49.95), feats: []int{7, 5}, stock: gaps,
				noun: t3{"Fleecejacke", "fleece jacket", "veste polaire"},
				comp: []comp{pc("obermaterial", 100, "recyclingpes")}, wash: 30},
		},
	}
}
