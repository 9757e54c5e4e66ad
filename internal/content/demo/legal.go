package demo

import (
	"paddock/internal/content"
	"paddock/internal/platform/i18n"
)

// legal returns a page of one rich text.
func legal(text t3) func(l i18n.Locale) []content.Block {
	return func(l i18n.Locale) []content.Block {
		return []content.Block{&content.RichtextBlock{HTML: text.in(l)}}
	}
}

// imprint is the Impressum below its LegalNotice block, which shows the
// seller from the shop's settings (§5 DDG: name, address, managing
// directors, contact, register, VAT id), the same data invoices name.
var imprint = t3{
	`<h3>Verbraucherstreitbeilegung</h3>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
<p>Anna Brinkmann, Anschrift wie oben</p>`,
	`<h3>Consumer dispute resolution</h3>
<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>
<h3>Responsible for the content according to section 18 (2) of the German Interstate Media Treaty (MStV)</h3>
<p>Anna Brinkmann, address as above</p>`,
	`<h3>Règlement des litiges de consommation</h3>
<p>Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.</p>
<h3>Responsable du contenu selon l'article 18, paragraphe 2, du traité inter-Länder allemand sur les médias (MStV)</h3>
<p>Anna Brinkmann, adresse ci-dessus</p>`,
}

// imprintBlocks are the Impressum: the seller from the settings, then the
// text.
func imprintBlocks(l i18n.Locale) []content.Block {
	return []content.Block{&content.LegalNoticeBlock{}, &content.RichtextBlock{HTML: imprint.in(l)}}
}

var terms = t3{
	`<h2>§ 1 Geltungsbereich</h2>
<p>Diese Bedingungen gelten für alle Bestellungen im Onlineshop der Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster („Paddock“). Abweichende Bedingungen des Kunden gelten nicht.</p>
<h2>§ 2 Vertragsschluss</h2>
<p>Die Darstellung der Artikel im Shop ist kein bindendes Angebot. Mit dem Klick auf „{{orderButton}}“ geben Sie eine verbindliche Bestellung ab. Wir bestätigen den Eingang per E-Mail; der Vertrag kommt mit der Versandbestätigung oder der Lieferung zustande.</p>
<h2>§ 3 Preise und Versandkosten</h2>
<p>Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Mehrwertsteuer. Die Versandkosten nennen wir auf der Seite <a href="/de/service/versand">Versand und Zahlung</a> und im Warenkorb.</p>
<h2>§ 4 Lieferung</h2>
<p>Wir liefern in alle Länder der Europäischen Union, in die Schweiz, nach Liechtenstein, Norwegen und ins Vereinigte Königreich. Die Lieferzeit innerhalb Deutschlands steht bei jedem Artikel; ins Ausland kommen je nach Land ein bis sechs Werktage hinzu. Artikel mit Vereinslogo oder Namen werden nach der Bestellung angefertigt.</p>
<h2>§ 5 Zahlung</h2>
<p>Sie bezahlen nach Ihrer Wahl an der Kasse: {{paymentMethods}}.</p>
<h2>§ 6 Eigentumsvorbehalt</h2>
<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>
<h2>§ 7 Widerrufsrecht</h2>
<p>Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht zu; Einzelheiten in der <a href="/de/service/widerruf">Widerrufsbelehrung</a>. Für Artikel, die nach Ihren Vorgaben mit Logo oder Namen gefertigt werden, besteht kein Widerrufsrecht.</p>
<h2>§ 8 Gewährleistung</h2>
<p>Es gelten die gesetzlichen Mängelrechte.</p>
<h2>§ 9 Schlussbestimmungen</h2>
<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.</p>`,
	`<h2>1 Scope</h2>
<p>These terms apply to all orders in the online shop of Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Germany ("Paddock"). Other terms of the customer do not apply.</p>
<h2>2 Conclusion of the contract</h2>
<p>The items shown in the shop are not a binding offer. By clicking "{{orderButton}}" you place a binding order. We confirm its receipt by email; the contract is concluded with the shipping confirmation or the delivery.</p>
<h2>3 Prices and shipping costs</h2>
<p>All prices are final prices in euros and include statutory VAT. Shipping costs are listed on the <a href="/en/service/shipping">shipping and payment</a> page and in the cart.</p>
<h2>4 Delivery</h2>
<p>We deliver to every country of the European Union, to Switzerland, Liechtenstein, Norway and the United Kingdom. Each item shows its delivery time within Germany; abroad, one to six working days are added depending on the country. Items with a club logo or a name are made after you order.</p>
<h2>5 Payment</h2>
<p>You pay as you choose at the checkout: {{paymentMethods}}.</p>
<h2>6 Retention of title</h2>
<p>The goods remain our property until paid in full.</p>
<h2>7 Right of withdrawal</h2>
<p>Consumers have a right of withdrawal; see the <a href="/en/service/withdrawal">withdrawal notice</a> for details. Items made to your specification with a logo or a name cannot be withdrawn from.</p>
<h2>8 Warranty</h2>
<p>The statutory rights for defects apply.</p>
<h2>9 Final provisions</h2>
<p>German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Mandatory consumer protection rules of the country where you habitually live remain unaffected.</p>`,
	`<h2>1 Champ d'application</h2>
<p>Les présentes conditions s'appliquent à toutes les commandes passées sur la boutique en ligne de Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Allemagne (« Paddock »). Les conditions divergentes du client ne s'appliquent pas.</p>
<h2>2 Conclusion du contrat</h2>
<p>La présentation des articles ne constitue pas une offre ferme. En cliquant sur « {{orderButton}} », vous passez une commande ferme. Nous en confirmons la réception par e-mail ; le contrat est conclu avec la confirmation d'expédition ou la livraison.</p>
<h2>3 Prix et frais de port</h2>
<p>Tous les prix sont des prix finaux en euros, TVA légale comprise. Les frais de port figurent sur la page <a href="/fr/service/livraison">livraison et paiement</a> et dans le panier.</p>
<h2>4 Livraison</h2>
<p>Nous livrons dans tous les pays de l'Union européenne, en Suisse, au Liechtenstein, en Norvège et au Royaume-Uni. Chaque article indique son délai de livraison en Allemagne ; à l'étranger s'ajoutent un à six jours ouvrés selon le pays. Les articles avec logo de club ou prénom sont fabriqués après la commande.</p>
<h2>5 Paiement</h2>
<p>Vous payez selon votre choix lors de la commande : {{paymentMethods}}.</p>
<h2>6 Réserve de propriété</h2>
<p>La marchandise reste notre propriété jusqu'au paiement intégral.</p>
<h2>7 Droit de rétractation</h2>
<p>Les consommateurs disposent d'un droit de rétractation ; voir l'<a href="/fr/service/retractation">information sur la rétractation</a>. Les articles fabriqués selon vos indications avec un logo ou un prénom en sont exclus.</p>
<h2>8 Garantie</h2>
<p>Les garanties légales s'appliquent.</p>
<h2>9 Dispositions finales</h2>
<p>Le droit allemand s'applique, à l'exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Les dispositions impératives de protection des consommateurs du pays de votre résidence habituelle restent applicables.</p>`,
}

var privacy = t3{
	`<h2>1. Verantwortlicher</h2>
<p>Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, E-Mail: <a href="mailto:datenschutz@paddock-reitsport.example">datenschutz@paddock-reitsport.example</a></p>
<h2>2. Besuch des Shops</h2>
<p>Beim Aufruf unserer Seiten verarbeitet der Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Adresse, Browser) zur Auslieferung und Sicherheit des Shops (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach 14 Tagen gelöscht.</p>
<h2>3. Cookies und Einwilligung</h2>
<p>Notwendige Cookies speichern Ihre Sprache (<code>paddock_locale</code>), Ihre Sitzung (<code>paddock_session</code>), Ihren Warenkorb (<code>paddock_cart</code>), den gewählten Verein (<code>paddock_club</code>) und Ihre Cookie-Auswahl (<code>paddock_consent</code>, 365 Tage). Google Analytics und Microsoft Clarity setzen wir nur ein, wenn Sie im Cookie-Hinweis zustimmen (Art. 6 Abs. 1 lit. a DSGVO, § 25 TDDDG). Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.</p>
<h2>4. Bestellungen und Kundenkonto</h2>
<p>Für Bestellungen verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer und Zahlungsdaten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Wir geben sie an Versanddienstleister und Zahlungsanbieter weiter, soweit dies für die Abwicklung nötig ist. Rechnungsdaten bewahren wir zehn Jahre auf.</p>
<h2>5. Newsletter</h2>
<p>Den Newsletter senden wir nur nach Ihrer Bestätigung über einen Link (Double-Opt-In). Wir protokollieren Zeitpunkt, IP-Adresse und Wortlaut der Einwilligung als Nachweis. Sie können sich jederzeit über den Link in jeder Ausgabe abmelden.</p>
<h2>6. Kontakt- und Anfrageformulare</h2>
<p>Angaben aus dem Kontaktformular und der Anfrage zur Vereinskollektion, einschließlich hochgeladener Logos, verwenden wir nur zur Bearbeitung Ihres Anliegens und löschen sie nach Abschluss, spätestens nach zwei Jahren.</p>
<h2>7. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung zu widerrufen. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren, etwa bei der Landesbeauftragten für Datenschutz und Informationsfreiheit Nordrhein-Westfalen.</p>`,
	`<h2>1. Controller</h2>
<p>Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Germany, email: <a href="mailto:datenschutz@paddock-reitsport.example">datenschutz@paddock-reitsport.example</a></p>
<h2>2. Visiting the shop</h2>
<p>When you open our pages, the server processes technically necessary data (IP address, time, address requested, browser) to deliver the shop and keep it secure (Art. 6(1)(f) GDPR). The logs are deleted after 14 days.</p>
<h2>3. Cookies and consent</h2>
<p>Necessary cookies store your language (<code>paddock_locale</code>), your session (<code>paddock_session</code>), your cart (<code>paddock_cart</code>), the club you chose (<code>paddock_club</code>) and your cookie choice (<code>paddock_consent</code>, 365 days). We only use Google Analytics and Microsoft Clarity if you agree in the cookie notice (Art. 6(1)(a) GDPR, section 25 TDDDG). You can change your choice at any time under "Cookie settings" in the footer.</p>
<h2>4. Orders and customer account</h2>
<p>For orders we process your name, address, email address, phone number and payment data to perform the contract (Art. 6(1)(b) GDPR). We pass them to shipping and payment providers as far as needed. Invoice data is kept for ten years.</p>
<h2>5. Newsletter</h2>
<p>We only send the newsletter after you confirm it through a link (double opt-in). We log the time, IP address and wording of your consent as proof. You can unsubscribe at any time through the link in every issue.</p>
<h2>6. Contact and enquiry forms</h2>
<p>Details from the contact form and the club collection enquiry, including uploaded logos, are used only to handle your request and deleted once it is closed, at the latest after two years.</p>
<h2>7. Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw consent. You may also complain to a data protection supervisory authority, such as the State Commissioner for Data Protection and Freedom of Information of North Rhine-Westphalia.</p>`,
	`<h2>1. Responsable du traitement</h2>
<p>Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Allemagne, e-mail : <a href="mailto:datenschutz@paddock-reitsport.example">datenschutz@paddock-reitsport.example</a></p>
<h2>2. Visite de la boutique</h2>
<p>Lorsque vous consultez nos pages, le serveur traite les données techniquement nécessaires (adresse IP, heure, adresse demandée, navigateur) pour fournir la boutique et en assurer la sécurité (art. 6, par. 1, point f du RGPD). Les journaux sont effacés après 14 jours.</p>
<h2>3. Cookies et consentement</h2>
<p>Les cookies nécessaires enregistrent votre langue (<code>paddock_locale</code>), votre session (<code>paddock_session</code>), votre panier (<code>paddock_cart</code>), le club choisi (<code>paddock_club</code>) et votre choix de cookies (<code>paddock_consent</code>, 365 jours). Nous n'utilisons Google Analytics et Microsoft Clarity qu'avec votre accord donné dans le bandeau cookies (art. 6, par. 1, point a du RGPD, art. 25 TDDDG). Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de page.</p>
<h2>4. Commandes et compte client</h2>
<p>Pour les commandes, nous traitons vos nom, adresse, adresse e-mail, numéro de téléphone et données de paiement afin d'exécuter le contrat (art. 6, par. 1, point b du RGPD). Nous les transmettons aux transporteurs et prestataires de paiement dans la mesure nécessaire. Les données de facturation sont conservées dix ans.</p>
<h2>5. Newsletter</h2>
<p>Nous n'envoyons la newsletter qu'après votre confirmation via un lien (double opt-in). Nous enregistrons l'heure, l'adresse IP et le texte du consentement comme preuve. Vous pouvez vous désabonner à tout moment via le lien présent dans chaque envoi.</p>
<h2>6. Formulaires de contact et de demande</h2>
<p>Les informations du formulaire de contact et de la demande de collection club, logos envoyés compris, ne servent qu'à traiter votre demande et sont effacées une fois celle-ci close, au plus tard après deux ans.</p>
<h2>7. Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation du traitement, de portabilité et d'opposition, ainsi que du droit de retirer votre consentement. Vous pouvez aussi adresser une réclamation à une autorité de contrôle, par exemple la déléguée à la protection des données de Rhénanie-du-Nord-Westphalie.</p>`,
}

var withdrawal = t3{
	`<h2>Widerrufsrecht</h2>
<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.</p>
<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Telefon 0251 987654-0, E-Mail <a href="mailto:service@paddock-reitsport.example">service@paddock-reitsport.example</a>) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.</p>
<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>
<h2>Folgen des Widerrufs</h2>
<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>
<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>
<h2>Ausschluss des Widerrufsrechts</h2>
<p>Das Widerrufsrecht besteht nicht bei Waren, die nach Kundenspezifikation angefertigt werden, etwa Artikel mit Vereinslogo oder aufgesticktem Namen.</p>
<h2>Muster-Widerrufsformular</h2>
<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>
<p>An Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, E-Mail: service@paddock-reitsport.example:</p>
<p>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</p>
<p>– Bestellt am (*)/erhalten am (*)<br>– Name des/der Verbraucher(s)<br>– Anschrift des/der Verbraucher(s)<br>– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)<br>– Datum</p>
<p>(*) Unzutreffendes streichen.</p>`,
	`<h2>Right of withdrawal</h2>
<p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier and indicated by you, take physical possession of the last goods.</p>
<p>To exercise the right of withdrawal, you must inform us (Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Germany, phone +49 251 987654-0, email <a href="mailto:service@paddock-reitsport.example">service@paddock-reitsport.example</a>) of your decision to withdraw from this contract by an unequivocal statement (for example a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.</p>
<p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>
<h2>Effects of withdrawal</h2>
<p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.</p>
<p>You shall send back the goods or hand them over to us without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of fourteen days has expired. You shall bear the direct cost of returning the goods. You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.</p>
<h2>Exclusion of the right of withdrawal</h2>
<p>There is no right of withdrawal for goods made to the consumer's specifications, such as items with a club logo or an embroidered name.</p>
<h2>Model withdrawal form</h2>
<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>
<p>To Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Germany, email: service@paddock-reitsport.example:</p>
<p>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)</p>
<p>– Ordered on (*)/received on (*)<br>– Name of consumer(s)<br>– Address of consumer(s)<br>– Signature of consumer(s) (only if this form is notified on paper)<br>– Date</p>
<p>(*) Delete as appropriate.</p>`,
	`<h2>Droit de rétractation</h2>
<p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du dernier bien.</p>
<p>Pour exercer le droit de rétractation, vous devez nous notifier (Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Allemagne, téléphone +49 251 987654-0, e-mail <a href="mailto:service@paddock-reitsport.example">service@paddock-reitsport.example</a>) votre décision de rétractation du présent contrat au moyen d'une déclaration dénuée d'ambiguïté (par exemple une lettre envoyée par la poste ou un e-mail). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n'est pas obligatoire.</p>
<p>Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l'exercice du droit de rétractation avant l'expiration du délai.</p>
<h2>Effets de la rétractation</h2>
<p>En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l'exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d'un moyen différent ; en tout état de cause, ce remboursement n'occasionnera pas de frais pour vous. Nous pouvons différer le remboursement jusqu'à ce que nous ayons reçu le bien ou jusqu'à ce que vous ayez fourni une preuve d'expédition du bien, la date retenue étant celle du premier de ces faits.</p>
<p>Vous devez renvoyer ou rendre le bien sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l'expiration du délai de quatorze jours. Vous devrez prendre en charge les frais directs de renvoi du bien. Votre responsabilité n'est engagée qu'à l'égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.</p>
<h2>Exclusion du droit de rétractation</h2>
<p>Le droit de rétractation ne s'applique pas aux biens confectionnés selon les spécifications du consommateur, comme les articles au logo d'un club ou brodés d'un prénom.</p>
<h2>Modèle de formulaire de rétractation</h2>
<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>
<p>À l'attention de Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Allemagne, e-mail : service@paddock-reitsport.example :</p>
<p>Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous</p>
<p>– Commandé le (*)/reçu le (*)<br>– Nom du (des) consommateur(s)<br>– Adresse du (des) consommateur(s)<br>– Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)<br>– Date</p>
<p>(*) Rayez la mention inutile.</p>`,
}

// withdrawalForm is the model withdrawal form of Anlage 2 zu Artikel
// 246a § 1 Absatz 2 Satz 1 Nummer 1 und § 2 Absatz 2 Nummer 2 EGBGB (in
// English and French the model form of Annex I(B) of Directive
// 2011/83/EU), with the shop's name and addresses filled in.
var withdrawalForm = t3{
	`<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>
<ul>
<li>An Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, E-Mail: service@paddock-reitsport.example:</li>
<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</li>
<li>Bestellt am (*)/erhalten am (*)</li>
<li>Name des/der Verbraucher(s)</li>
<li>Anschrift des/der Verbraucher(s)</li>
<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
<li>Datum</li>
</ul>
<p>(*) Unzutreffendes streichen.</p>`,
	`<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>
<ul>
<li>To Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Germany, email: service@paddock-reitsport.example:</li>
<li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),</li>
<li>Ordered on (*)/received on (*),</li>
<li>Name of consumer(s),</li>
<li>Address of consumer(s),</li>
<li>Signature of consumer(s) (only if this form is notified on paper),</li>
<li>Date</li>
</ul>
<p>(*) Delete as appropriate.</p>`,
	`<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>
<ul>
<li>À l'attention de Paddock Reitsport GmbH, Hufschlag 12, 48165 Münster, Allemagne, e-mail : service@paddock-reitsport.example :</li>
<li>Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :</li>
<li>Commandé le (*)/reçu le (*) :</li>
<li>Nom du (des) consommateur(s) :</li>
<li>Adresse du (des) consommateur(s) :</li>
<li>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</li>
<li>Date :</li>
</ul>
<p>(*) Rayez la mention inutile.</p>`,
}

var shipping = t3{
	`<h2>Versandkosten</h2>
<table><thead><tr><th scope="col">Lieferland</th><th scope="col">Versandkosten</th><th scope="col">Versandkostenfrei ab</th></tr></thead>
<tbody><tr><td>Deutschland</td><td>4,95 €</td><td>75 €</td></tr><tr><td>Österreich, Benelux, Frankreich</td><td>9,95 €</td><td>150 €</td></tr><tr><td>übrige Länder der EU</td><td>14,95 €</td><td>200 €</td></tr><tr><td>Schweiz, Liechtenstein</td><td>19,95 €</td><td>–</td></tr><tr><td>Norwegen, Vereinigtes Königreich</td><td>24,95 €</td><td>–</td></tr></tbody></table>
<p>Ins Ausland sind Pakete je nach Land ein bis sechs Werktage länger unterwegs. Lieferungen in die Schweiz, nach Liechtenstein, Norwegen und ins Vereinigte Königreich sind Ausfuhren: Es können Einfuhrabgaben des Ziellands anfallen.</p>
<p>Futtersäcke über 20 kg versenden wir als Sperrgut; der Aufschlag von 6,90 € wird im Warenkorb angezeigt. Geschenkgutscheine verschicken wir kostenlos per E-Mail.</p>
<h2>Rücksendungen</h2>
<p>Das Porto einer Rücksendung tragen Sie. Den Retourenschein mit unserer Anschrift und Ihrer Retourennummer erstellen Sie in Ihrem Kundenkonto; er ist keine Paketmarke.</p>`,
	`<h2>Shipping costs</h2>
<table><thead><tr><th scope="col">Destination</th><th scope="col">Shipping</th><th scope="col">Free from</th></tr></thead>
<tbody><tr><td>Germany</td><td>€4.95</td><td>€75</td></tr><tr><td>Austria, Benelux, France</td><td>€9.95</td><td>€150</td></tr><tr><td>Other EU countries</td><td>€14.95</td><td>€200</td></tr><tr><td>Switzerland, Liechtenstein</td><td>€19.95</td><td>–</td></tr><tr><td>Norway, United Kingdom</td><td>€24.95</td><td>–</td></tr></tbody></table>
<p>Parcels abroad take one to six working days longer, depending on the country. Deliveries to Switzerland, Liechtenstein, Norway and the United Kingdom are exports: import duties of the destination may apply.</p>
<p>Feed sacks over 20 kg travel as bulky goods; the surcharge of €6.90 is shown in the cart. Gift vouchers are sent free of charge by email.</p>
<h2>Returns</h2>
<p>The postage for a return is yours. You create the return slip with our address and your return reference in your customer account; it is not a postage label.</p>`,
	`<h2>Frais de port</h2>
<table><thead><tr><th scope="col">Pays de livraison</th><th scope="col">Frais de port</th><th scope="col">Offerts dès</th></tr></thead>
<tbody><tr><td>Allemagne</td><td>4,95 €</td><td>75 €</td></tr><tr><td>Autriche, Benelux, France</td><td>9,95 €</td><td>150 €</td></tr><tr><td>Autres pays de l'UE</td><td>14,95 €</td><td>200 €</td></tr><tr><td>Suisse, Liechtenstein</td><td>19,95 €</td><td>–</td></tr><tr><td>Norvège, Royaume-Uni</td><td>24,95 €</td><td>–</td></tr></tbody></table>
<p>À l'étranger, les colis mettent un à six jours ouvrés de plus selon le pays. Les livraisons en Suisse, au Liechtenstein, en Norvège et au Royaume-Uni sont des exportations : des droits d'importation du pays de destination peuvent s'appliquer.</p>
<p>Les sacs d'aliments de plus de 20 kg sont expédiés en colis volumineux ; le supplément de 6,90 € s'affiche dans le panier. Les chèques-cadeaux sont envoyés gratuitement par e-mail.</p>
<h2>Retours</h2>
<p>Les frais d'envoi d'un retour sont à votre charge. Vous créez le bon de retour avec notre adresse et votre référence de retour dans votre compte client ; ce n'est pas une étiquette d'affranchissement.</p>`,
}
