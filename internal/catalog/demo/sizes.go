package demo

import (
	"strings"

	"paddock/internal/platform/i18n"
)

// table writes an HTML table with headings per language and rows of cells
// that read the same in every language (sizes and centimetres), after an
// introductory paragraph.
func table(intro t3, heads []t3, rows [][]string) t3 {
	return each(func(l i18n.Locale) string {
		var b strings.Builder
		if intro.de != "" {
			b.WriteString("<p>" + intro.get(l) + "</p>")
		}
		b.WriteString("<table><thead><tr>")
		for _, h := range heads {
			b.WriteString("<th>" + h.get(l) + "</th>")
		}
		b.WriteString("</tr></thead><tbody>")
		for _, r := range rows {
			b.WriteString("<tr>")
			for _, c := range r {
				if l != i18n.English {
					c = strings.ReplaceAll(c, ".", ",")
				}
				b.WriteString("<td>" + c + "</td>")
			}
			b.WriteString("</tr>")
		}
		b.WriteString("</tbody></table>")
		return b.String()
	})
}

// Column headings used by several tables.
func hSize() t3  { return t3{"Größe", "Size", "Taille"} }
func hWaist() t3 { return t3{"Taillenumfang", "Waist", "Tour de taille"} }
func hHip() t3   { return t3{"Hüftumfang", "Hips", "Tour de hanches"} }
func hChest() t3 { return t3{"Brustumfang", "Chest", "Tour de poitrine"} }

// heading is a small heading between tables.
func heading(t t3) t3 {
	return each(func(l i18n.Locale) string { return "<h4>" + t.get(l) + "</h4>" })
}

// riderSizeInfo is the size table of breeches: German women's and men's
// sizes with body measurements in centimetres.
func riderSizeInfo() t3 {
	intro := table(t3{
		"Die Reithosen fallen normal aus. Messen Sie Taille und Hüfte an der schmalsten bzw. breitesten Stelle; liegen Sie zwischen zwei Größen, wählen Sie bei Vollbesatz die kleinere.",
		"The breeches are true to size (German sizes). Measure your waist at its narrowest and your hips at their widest point; if you are between two sizes, choose the smaller one for full-seat breeches.",
		"Les pantalons taillent normalement (tailles allemandes). Mesurez la taille à l'endroit le plus fin et les hanches à l'endroit le plus large ; si vous hésitez entre deux tailles, prenez la plus petite pour un fond intégral.",
	}, []t3{hSize(), hWaist(), hHip()}, [][]string{
		{"34", "62 cm", "88 cm"}, {"36", "66 cm", "92 cm"}, {"38", "70 cm", "96 cm"}, {"40", "74 cm", "100 cm"},
		{"42", "78 cm", "104 cm"}, {"44", "82 cm", "108 cm"}, {"46", "87 cm", "113 cm"}, {"48", "92 cm", "118 cm"},
	})
	men := table(t3{}, []t3{hSize(), hWaist(), hHip()}, [][]string{
		{"44", "76 cm", "92 cm"}, {"46", "80 cm", "96 cm"}, {"48", "84 cm", "100 cm"}, {"50", "88 cm", "104 cm"},
		{"52", "92 cm", "108 cm"}, {"54", "96 cm", "112 cm"}, {"56", "100 cm", "116 cm"},
	})
	women := t3{"Damen", "Women", "Femme"}
	return each(func(l i18n.Locale) string {
		// The intro paragraph comes first, then one table per cut.
		p := intro.get(l)
		i := strings.Index(p, "<table>")
		return p[:i] + heading(women).get(l) + p[i:] + heading(t3{"Herren", "Men", "Homme"}).get(l) + men.get(l)
	})
}

// letterSizeInfo is the size table of jackets and shirts.
func letterSizeInfo() t3 {
	return table(t3{
		"Messen Sie den Brustumfang über die stärkste Stelle der Brust, die Arme locker hängend. Die Schnitte lassen Platz für einen Pullover darunter.",
		"Measure your chest around its fullest part with your arms hanging loosely. The cuts leave room for a jumper underneath.",
		"Mesurez le tour de poitrine à l'endroit le plus fort, les bras relâchés. Les coupes laissent la place de porter un pull dessous.",
	}, []t3{hSize(), t3{"Konfektionsgröße", "German size", "Taille allemande"}, hChest()}, [][]string{
		{"XS", "32–34", "80–84 cm"}, {"S", "36–38", "85–91 cm"}, {"M", "40–42", "92–98 cm"},
		{"L", "44–46", "99–106 cm"}, {"XL", "48–50", "107–114 cm"}, {"XXL", "52–54", "115–122 cm"},
	})
}

// kidsSizeInfo is the size table of children's clothes.
func kidsSizeInfo() t3 {
	return table(t3{
		"Kindergrößen richten sich nach der Körpergröße in Zentimetern.",
		"Children's sizes follow height in centimetres.",
		"Les tailles enfant correspondent à la stature en centimètres.",
	}, []t3{hSize(), t3{"Körpergröße", "Height", "Stature"}, t3{"Alter (Richtwert)", "Age (approx.)", "Âge (indicatif)"}}, [][]string{
		{"116", "111–116 cm", "5–6"}, {"128", "123–128 cm", "7–8"}, {"140", "135–140 cm", "9–10"},
		{"152", "147–152 cm", "11–12"}, {"164", "159–164 cm", "13–14"},
	})
}

func helmetSizeInfo() t3 {
	return table(t3{
		"Messen Sie den Kopfumfang etwa einen Fingerbreit über den Augenbrauen und über die breiteste Stelle des Hinterkopfs. Der Helm sollte ohne geschlossenen Kinnriemen beim Nicken nicht verrutschen.",
		"Measure your head about a finger's width above the eyebrows and around the widest part of the back of the head. With the chin strap open, the helmet should not move when you nod.",
		"Mesurez le tour de tête à environ un doigt au-dessus des sourcils, en passant par la partie la plus large de l'arrière du crâne. Jugulaire ouverte, le casque ne doit pas bouger quand vous hochez la tête.",
	}, []t3{hSize(), t3{"Kopfumfang", "Head circumference", "Tour de tête"}}, [][]string{
		{"XS", "50–52 cm"}, {"S", "53–55 cm"}, {"M", "56–58 cm"}, {"L", "59–61 cm"},
	})
}

func gloveSizeInfo() t3 {
	return table(t3{
		"Messen Sie den Umfang der Hand über den Knöcheln, ohne den Daumen. Zwischen zwei Größen wählen Sie für Leder die kleinere, es gibt etwas nach.",
		"Measure around your hand over the knuckles, leaving out the thumb. Between two sizes, choose the smaller one for leather, which gives a little.",
		"Mesurez le tour de la main au niveau des articulations, sans le pouce. Entre deux tailles, choisissez la plus petite pour le cuir, qui se détend un peu.",
	}, []t3{hSize(), t3{"Handumfang", "Hand circumference", "Tour de main"}}, [][]string{
		{"6", "15–16 cm"}, {"6.5", "16–17 cm"}, {"7", "17–18 cm"}, {"7.5", "18–19 cm"}, {"8", "19–20 cm"},
		{"8.5", "20–21.5 cm"}, {"9", "21.5–23 cm"}, {"9.5", "23–24 cm"}, {"10", "24–25.5 cm"},
	})
}

func bootSizeInfo() t3 {
	return table(t3{
		"Die Stiefel fallen normal aus. Die Schafthöhe messen Sie im Sitzen von der Kniekehle bis zum Boden, die Weite am stärksten Punkt der Wade.",
		"The boots are true to size (EU sizes). Measure shaft height sitting down from the back of the knee to the floor, and width around the widest point of the calf.",
		"Les bottes taillent normalement (pointures européennes). Mesurez la hauteur de tige assis, du creux du genou au sol, et la largeur au point le plus fort du mollet.",
	}, []t3{t3{"Größe", "EU size", "Pointure"}, t3{"Schafthöhe", "Shaft height", "Hauteur de tige"}, t3{"Schaftweite", "Calf width", "Tour de mollet"}}, [][]string{
		{"36", "43 cm", "33 cm"}, {"37", "44 cm", "33.5 cm"}, {"38", "45 cm", "34 cm"}, {"39", "46 cm", "34.5 cm"},
		{"40", "47 cm", "35 cm"}, {"41", "48 cm", "35.5 cm"}, {"42", "49 cm", "36 cm"}, {"43", "50 cm", "36.5 cm"},
		{"44", "51 cm", "37 cm"}, {"45", "52 cm", "38 cm"}, {"46", "53 cm", "39 cm"},
	})
}

// horseSizeInfo explains the horse sizes of halters, boots and masks.
func horseSizeInfo() t3 {
	return table(t3{
		"Die Größen richten sich nach Pferdetyp und Stockmaß. Im Zweifel messen Sie ein gut sitzendes Stück aus, das Ihr Pferd schon trägt.",
		"Sizes follow the type and height of the horse. If in doubt, measure a well-fitting item your horse already wears.",
		"Les tailles dépendent du type et de la taille au garrot du cheval. En cas de doute, mesurez un article qui lui va déjà bien.",
	}, []t3{hSize(), t3{"Stockmaß", "Height", "Taille au garrot"}, t3{"Beispiele", "Examples", "Exemples"}}, [][]string{
		{"Shetty", "< 107 cm", "Shetland"},
		{"Pony", "107–148 cm", "Welsh, Connemara"},
		{"Cob", "148–158 cm", "Haflinger, Tinker"},
		{"Full", "158–172 cm", "Hannoveraner, Holsteiner"},
		{"XFull", "> 172 cm", "Trakehner, Shire"},
	})
}

// rugSizeInfo explains rug sizes by back length.
func rugSizeInfo() t3 {
	return table(t3{
		"Die Deckengröße ist die Rückenlänge: Messen Sie von der Mitte der Brust über die Schulter bis zum Schweifansatz.",
		"The rug size is the back length: measure from the centre of the chest over the shoulder to the root of the tail.",
		"La taille de la couverture correspond à la longueur du dos : mesurez du milieu du poitrail jusqu'à la naissance de la queue, en passant par l'épaule.",
	}, []t3{hSize(), t3{"Passt etwa für", "Fits roughly", "Convient à peu près à"}}, [][]string{
		{"115 cm", "Shetland"}, {"125 cm", "Pony (< 130 cm)"}, {"135 cm", "Pony (130–140 cm)"},
		{"145 cm", "Cob, Haflinger"}, {"155 cm", "Warmblut / warmblood / cheval de sang"}, {"165 cm", "> 170 cm"},
	})
}

// padSizeInfo explains saddle pad sizes.
func padSizeInfo() t3 {
	return table(t3{
		"Die Schabrackengröße richtet sich nach dem Sattel, nicht nach dem Pferd.",
		"Saddle pad sizes go by the saddle, not by the horse.",
		"La taille du tapis dépend de la selle, pas du cheval.",
	}, []t3{hSize(), t3{"Sitzgröße des Sattels", "Saddle seat size", "Taille de siège de la selle"}, t3{"Rückenlänge der Schabracke", "Pad length along the spine", "Longueur du tapis au dos"}}, [][]string{
		{"Pony", "15.5–16.5″", "50 cm"}, {"Full", "17–18″", "58 cm"},
	})
}

// bandageSizeInfo explains bandage lengths.
func bandageSizeInfo() t3 {
	return table(t3{
		"Die Länge der Bandagen hängt von der Röhrbeinlänge ab.",
		"The length of the bandages depends on the length of the cannon bone.",
		"La longueur des bandes dépend de la longueur du canon.",
	}, []t3{hSize(), t3{"Länge × Breite", "Length × width", "Longueur × largeur"}}, [][]string{
		{"Shetty", "2.5 m × 11 cm"}, {"Pony", "3 m × 11 cm"}, {"Full", "3.5 m × 12 cm"},
	})
}
