package blocks

import (
	"context"
	"strings"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// The size guides the shop keeps as CMS blocks; a product names the one
// that fits it (catalog.ProductInput.SizeGuide).
const (
	SizeGuideRidingWear = "size-guide-riding-wear"
	SizeGuideHorse      = "size-guide-horse"
)

// Seed adds the shop's standard blocks in German, English and French: the
// return note, the delivery note, the size guides for riders and horses, the
// VAT and shipping note and the accepted payment methods. A block whose
// identifier exists already is left as it is, so running Seed again changes
// nothing and never overwrites an edited block.
func Seed(ctx context.Context, d *db.DB) error {
	s := newService(d)
	return d.InTx(ctx, func(tx db.Handle) error {
		for _, b := range seedBlocks() {
			if err := s.createIfMissing(ctx, tx, b); err != nil {
				return err
			}
		}
		return nil
	})
}

// localized builds a per-locale map from the German, English and French
// texts.
func localized(de, en, fr string) map[i18n.Locale]string {
	return map[i18n.Locale]string{i18n.German: de, i18n.English: en, i18n.French: fr}
}

// table writes an HTML table whose first column is a row header. Cells are
// the seed's own text, never outside input, so they are not escaped here;
// Save's sanitiser still sees the result.
func table(caption string, head []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString("<table>\n<caption>" + caption + "</caption>\n<thead><tr>")
	for _, h := range head {
		b.WriteString(`<th scope="col">` + h + "</th>")
	}
	b.WriteString("</tr></thead>\n<tbody>\n")
	for _, row := range rows {
		b.WriteString(`<tr><th scope="row">` + row[0] + "</th>")
		for _, cell := range row[1:] {
			b.WriteString("<td>" + cell + "</td>")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</tbody>\n</table>")
	return b.String()
}

// ridingWearSizes are women's German sizes 34–48 with body measurements in
// cm: waist, hip, chest, inside leg.
func ridingWearSizes() [][]string {
	return [][]string{
		{"34", "64", "90", "80", "78"},
		{"36", "68", "94", "84", "78"},
		{"38", "72", "97", "88", "79"},
		{"40", "76", "100", "92", "79"},
		{"42", "80", "103", "96", "80"},
		{"44", "85", "107", "100", "80"},
		{"46", "90", "112", "106", "81"},
		{"48", "96", "118", "112", "81"},
	}
}

// horseSizes gives per horse size the height at the withers, the saddle
// pad's length along the spine, the rug sizes (back length, withers to tail)
// and the halter's noseband circumference, all in cm. The first two columns
// are per locale.
func horseSizes(size [4]string, from, upTo string) [][]string {
	return [][]string{
		{size[0], upTo + " 148", "50", "105–125", "50–58"},
		{size[1], "145–158", "54", "125–135", "58–64"},
		{size[2], "158–175", "58", "135–155", "64–70"},
		{size[3], from + " 172", "62", "155–165", "70–76"},
	}
}

func seedBlocks() []BlockInput {
	return []BlockInput{
		{
			Identifier: "product-return-note",
			Active:     true,
			Title:      localized("30 Tage Rückgaberecht", "30-day right of return", "Droit de retour de 30 jours"),
			Content: localized(
				`<p><strong>30 Tage Rückgaberecht:</strong> Sie können Ihre Bestellung innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben. Die Rücksendung innerhalb Deutschlands ist für Sie kostenlos.</p>
<p>So geht’s: Melden Sie die Rücksendung in Ihrem Kundenkonto unter „Bestellungen“ an, drucken Sie das Rücksendeetikett aus und geben Sie das Paket bei einer Paketannahmestelle ab. Bitte senden Sie die Ware ungetragen, ungewaschen und mit allen Etiketten zurück.</p>
<p>Individuell gefertigte Artikel, etwa mit einem Vereinslogo bedruckt oder bestickt, sind von der Rückgabe ausgeschlossen. Für Lieferungen außerhalb Deutschlands wenden Sie sich bitte an unseren Kundenservice. Ihr gesetzliches Widerrufsrecht bleibt unberührt.</p>`,
				`<p><strong>30-day right of return:</strong> you can return your order within 30 days of receipt without giving a reason. Returns from within Germany are free of charge.</p>
<p>How it works: register the return in your customer account under “Orders”, print the return label and drop the parcel off at a parcel shop. Please send the items back unworn, unwashed and with all tags attached.</p>
<p>Items made to order, such as those printed or embroidered with a club logo, cannot be returned. For deliveries outside Germany, please contact our customer service. Your statutory right of withdrawal is not affected.</p>`,
				`<p><strong>Droit de retour de 30 jours :</strong> vous pouvez nous retourner votre commande dans les 30 jours suivant sa réception, sans avoir à vous justifier. Le retour depuis l’Allemagne est gratuit.</p>
<p>Comment faire : déclarez le retour dans votre compte client, rubrique « Commandes », imprimez l’étiquette de retour et déposez le colis dans un point relais. Merci de renvoyer les articles non portés, non lavés et avec toutes leurs étiquettes.</p>
<p>Les articles personnalisés, par exemple imprimés ou brodés avec le logo d’un club, ne peuvent pas être retournés. Pour les livraisons hors d’Allemagne, veuillez contacter notre service client. Votre droit légal de rétractation n’est pas affecté.</p>`),
		},
		{
			Identifier: "delivery-note",
			Active:     true,
			Title:      localized("Lieferung", "Delivery", "Livraison"),
			Content: localized(
				`<p><strong>Lieferzeit innerhalb Deutschlands: 2–4 Werktage.</strong> Artikel, die wir auf Lager haben, verlassen unser Lager in der Regel am nächsten Werktag.</p>
<ul>
<li>Standardversand innerhalb Deutschlands: 4,95 €</li>
<li>Versandkostenfrei ab 75 € Bestellwert</li>
</ul>
<p>Wir liefern auch in alle Länder der Europäischen Union sowie in die Schweiz, nach Liechtenstein, Norwegen und Großbritannien. Versandkosten und Lieferzeit für Ihr Land sehen Sie im Warenkorb, bevor Sie bestellen. Bei Lieferungen in Länder außerhalb der EU können Zölle und Einfuhrumsatzsteuer anfallen.</p>`,
				`<p><strong>Delivery within Germany: 2–4 working days.</strong> Items in stock usually leave our warehouse on the next working day.</p>
<ul>
<li>Standard shipping within Germany: €4.95</li>
<li>Free shipping within Germany on orders of €75 or more</li>
</ul>
<p>We also deliver to every country of the European Union and to Switzerland, Liechtenstein, Norway and the United Kingdom. You see the shipping costs and delivery time for your country in the cart before you order. Deliveries to countries outside the EU may incur customs duties and import VAT.</p>`,
				`<p><strong>Livraison en Allemagne : 2 à 4 jours ouvrés.</strong> Les articles en stock quittent généralement notre entrepôt le jour ouvré suivant.</p>
<ul>
<li>Expédition standard en Allemagne : 4,95 €</li>
<li>Livraison gratuite en Allemagne dès 75 € d’achat ; en France 9,95 €, gratuite dès 150 €</li>
</ul>
<p>Nous livrons également dans tous les pays de l’Union européenne ainsi qu’en Suisse, au Liechtenstein, en Norvège et au Royaume-Uni. Les frais et délais de livraison pour votre pays s’affichent dans le panier avant la commande. Pour les livraisons hors de l’UE, des droits de douane et une TVA à l’importation peuvent s’appliquer.</p>`),
		},
		{
			Identifier: SizeGuideRidingWear,
			Active:     true,
			Title:      localized("Größentabelle Reitbekleidung", "Size guide: riding wear", "Guide des tailles : vêtements d’équitation"),
			Content: localized(
				`<p>Die Tabelle nennt Körpermaße in Zentimetern. Reithosen und Reitjacken sitzen körpernah: Liegen Ihre Maße zwischen zwei Größen, wählen Sie die größere.</p>
`+table("Damengrößen für Reithosen und Reitjacken",
					[]string{"Größe", "Taille (cm)", "Hüfte (cm)", "Brust (cm)", "Innenbeinlänge (cm)"}, ridingWearSizes())+`
<h3>So messen Sie richtig</h3>
<ul>
<li><strong>Taille:</strong> waagerecht um die schmalste Stelle des Oberkörpers, etwas oberhalb des Bauchnabels.</li>
<li><strong>Hüfte:</strong> waagerecht um die stärkste Stelle des Gesäßes.</li>
<li><strong>Brust:</strong> waagerecht um die stärkste Stelle der Brust, unter den Armen hindurch.</li>
<li><strong>Innenbeinlänge:</strong> an der Innenseite des Beins vom Schritt bis zum Boden, ohne Schuhe.</li>
</ul>
<p>Messen Sie am besten in Unterwäsche und lassen Sie sich helfen. Das Maßband soll anliegen, aber nicht einschneiden.</p>`,
				`<p>The table gives body measurements in centimetres. Breeches and riding jackets are close-fitting: if you are between two sizes, choose the larger one.</p>
`+table("Women’s German sizes for breeches and riding jackets",
					[]string{"German size", "Waist (cm)", "Hip (cm)", "Chest (cm)", "Inside leg (cm)"}, ridingWearSizes())+`
<h3>How to measure</h3>
<ul>
<li><strong>Waist:</strong> horizontally around the narrowest part of your torso, just above the navel.</li>
<li><strong>Hip:</strong> horizontally around the fullest part of your seat.</li>
<li><strong>Chest:</strong> horizontally around the fullest part of your chest, under the arms.</li>
<li><strong>Inside leg:</strong> along the inside of the leg from the crotch to the floor, without shoes.</li>
</ul>
<p>Measure in your underwear and ask someone to help. The tape should lie flat without cutting in.</p>`,
				`<p>Le tableau indique des mesures du corps en centimètres. Pantalons et vestes d’équitation sont ajustés : si vous êtes entre deux tailles, choisissez la plus grande. La taille française correspond à la taille allemande plus 2 (DE 38 = FR 40).</p>
`+table("Tailles allemandes femme pour pantalons et vestes d’équitation",
					[]string{"Taille DE", "Tour de taille (cm)", "Tour de hanches (cm)", "Tour de poitrine (cm)", "Entrejambe (cm)"}, ridingWearSizes())+`
<h3>Comment prendre vos mesures</h3>
<ul>
<li><strong>Tour de taille :</strong> horizontalement, à l’endroit le plus fin du buste, juste au-dessus du nombril.</li>
<li><strong>Tour de hanches :</strong> horizontalement, à l’endroit le plus fort des fesses.</li>
<li><strong>Tour de poitrine :</strong> horizontalement, à l’endroit le plus fort de la poitrine, sous les bras.</li>
<li><strong>Entrejambe :</strong> à l’intérieur de la jambe, de l’entrejambe jusqu’au sol, sans chaussures.</li>
</ul>
<p>Prenez vos mesures en sous-vêtements et faites-vous aider. Le mètre ruban doit être bien ajusté sans serrer.</p>`),
		},
		{
			Identifier: SizeGuideHorse,
			Active:     true,
			Title:      localized("Größentabelle für Pferde", "Size guide for horses", "Guide des tailles pour chevaux"),
			Content: localized(
				`<p>Schabracken, Decken und Halfter gibt es in den Größen Pony, Cob, Warmblut und XFull. Die Tabelle hilft bei der Wahl; entscheidend sind die Maße Ihres Pferdes, denn zwei Pferde mit gleichem Stockmaß können verschiedene Größen brauchen.</p>
`+table("Pferdegrößen",
					[]string{"Größe", "Stockmaß (cm)", "Schabracke: Länge an der Rückenlinie (cm)", "Decke: Rückenlänge (cm)", "Halfter: Nasenriemen (cm)"},
					horseSizes([4]string{"Pony", "Cob", "Warmblut (Full)", "XFull"}, "ab", "bis"))+`
<h3>So messen Sie Ihr Pferd</h3>
<ul>
<li><strong>Stockmaß:</strong> senkrecht vom Boden bis zum höchsten Punkt des Widerrists.</li>
<li><strong>Rückenlänge für Decken:</strong> gerade vom Widerrist bis zum Schweifansatz. Die Deckengröße entspricht der Rückenlänge; Decken gibt es meist in Schritten von 10 cm.</li>
<li><strong>Schabracke:</strong> Sie sollte rundum etwa zwei Finger breit unter dem Sattel hervorschauen. Die Größe des Sattels ist wichtiger als das Stockmaß.</li>
<li><strong>Halfter:</strong> den Umfang der Nase etwa zwei Finger breit unter dem Jochbein messen. Zwischen Nasenriemen und Nase sollten zwei Finger Platz haben.</li>
</ul>`,
				`<p>Saddle pads, rugs and halters come in the sizes pony, cob, full and extra full. The table helps you choose; what counts are your horse’s measurements, as two horses of the same height may need different sizes.</p>
`+table("Horse sizes",
					[]string{"Size", "Height at the withers (cm)", "Saddle pad: length along the spine (cm)", "Rug: back length (cm)", "Halter: noseband (cm)"},
					horseSizes([4]string{"Pony", "Cob", "Full (warmblood)", "Extra full (XFull)"}, "from", "up to"))+`
<h3>How to measure your horse</h3>
<ul>
<li><strong>Height:</strong> vertically from the ground to the highest point of the withers.</li>
<li><strong>Back length for rugs:</strong> in a straight line from the withers to the root of the tail. German rug sizes give this back length, usually in steps of 10 cm.</li>
<li><strong>Saddle pad:</strong> it should show about two fingers’ width all round the saddle. The size of the saddle matters more than the horse’s height.</li>
<li><strong>Halter:</strong> measure around the nose about two fingers’ width below the cheekbone. Leave room for two fingers between noseband and nose.</li>
</ul>`,
				`<p>Tapis de selle, couvertures et licols existent en tailles poney, cob, full et X-full. Le tableau vous aide à choisir, mais ce sont les mesures de votre cheval qui comptent : deux chevaux de même taille au garrot peuvent avoir besoin de tailles différentes.</p>
`+table("Tailles pour chevaux",
					[]string{"Taille", "Hauteur au garrot (cm)", "Tapis de selle : longueur le long du dos (cm)", "Couverture : longueur du dos (cm)", "Licol : muserolle (cm)"},
					horseSizes([4]string{"Poney", "Cob", "Full (demi-sang)", "X-full"}, "à partir de", "jusqu’à"))+`
<h3>Comment mesurer votre cheval</h3>
<ul>
<li><strong>Hauteur au garrot :</strong> verticalement, du sol jusqu’au point le plus haut du garrot.</li>
<li><strong>Longueur du dos pour les couvertures :</strong> en ligne droite, du garrot jusqu’à la naissance de la queue. Les tailles allemandes de couverture indiquent cette longueur, généralement par pas de 10 cm.</li>
<li><strong>Tapis de selle :</strong> il doit dépasser de la selle d’environ deux doigts tout autour. La taille de la selle compte davantage que la hauteur du cheval.</li>
<li><strong>Licol :</strong> mesurez le tour du nez environ deux doigts sous la pommette. Laissez la place de deux doigts entre la muserolle et le nez.</li>
</ul>`),
		},
		{
			Identifier: "vat-shipping-note",
			Active:     true,
			Title:      localized("Preisangaben", "About our prices", "Informations sur les prix"),
			Content: localized(
				`<p>Alle Preise inkl. gesetzlicher Mehrwertsteuer (19 %, bei Futtermitteln 7 %), zzgl. <a href="/de/service/versand">Versandkosten</a>.</p>
<p>Bei reduzierten Artikeln zeigen wir neben dem aktuellen Preis den niedrigsten Preis der letzten 30 Tage vor der Preissenkung.</p>`,
				`<p>All prices include statutory VAT (19 %, 7 % for horse feed), plus <a href="/en/service/shipping">shipping</a>.</p>
<p>For reduced items we show, next to the current price, the lowest price of the 30 days before the reduction.</p>`,
				`<p>Tous les prix s’entendent TVA légale incluse (19 %, 7 % pour les aliments pour chevaux), hors <a href="/fr/service/livraison">frais de livraison</a>.</p>
<p>Pour les articles en promotion, nous indiquons à côté du prix actuel le prix le plus bas pratiqué au cours des 30 jours précédant la réduction.</p>`),
		},
		{
			Identifier: "footer-payment-methods",
			Active:     true,
			Title:      localized("Sicher bezahlen", "Secure payment", "Paiement sécurisé"),
			// The methods the checkout offers, filled in when served
			// (content.PaymentMethodsPlaceholder).
			Content: localized(
				`<p>Bei uns bezahlen Sie bequem und sicher mit: {{paymentMethods}}.</p>`,
				`<p>Pay conveniently and securely with: {{paymentMethods}}.</p>`,
				"<p>Payez en toute simplicité et en toute sécurité avec\u202f: {{paymentMethods}}.</p>"),
		},
	}
}
