package demo

import (
	"context"

	"paddock/internal/content"
)

// EnquiryFormCode is the code of the club merchandise enquiry form.
const EnquiryFormCode = "vereinsanfrage"

func tx(de, en, fr string) content.Text { return alt(t3{de, en, fr}) }

func (s *seeder) saveForm(ctx context.Context) error {
	lo, hi := 5.0, 5000.0
	id, err := s.svc.SaveForm(ctx, content.FormInput{
		Code:              EnquiryFormCode,
		Title:             tx("Anfrage Vereinskollektion", "Club collection enquiry", "Demande collection club"),
		SubmitButtonLabel: tx("Anfrage senden", "Send enquiry", "Envoyer la demande"),
		ConfirmationType:  content.ConfirmMessage,
		ConfirmationMessage: tx(
			"<p><strong>Vielen Dank für Ihre Anfrage!</strong></p><p>Wir melden uns innerhalb von zwei Werktagen mit einem Angebot und einem Entwurf mit Ihrem Vereinslogo.</p>",
			"<p><strong>Thank you for your enquiry!</strong></p><p>We will get back to you within two working days with a quote and a draft showing your club logo.</p>",
			"<p><strong>Merci pour votre demande !</strong></p><p>Nous revenons vers vous sous deux jours ouvrés avec un devis et une maquette à l'effigie de votre club.</p>"),
		Fields: []content.FormFieldInput{
			{Kind: content.FieldMessage, Name: "hinweis", Width: 100, Message: tx(
				"<p>Sie möchten Ihren Verein einheitlich ausstatten? Erzählen Sie uns, was Sie sich vorstellen – wir beraten Sie gern zu Material, Veredelung und Mengen.</p>",
				"<p>Would you like to kit out your club in one style? Tell us what you have in mind – we are happy to advise on material, finishing and quantities.</p>",
				"<p>Vous souhaitez équiper votre club aux mêmes couleurs ? Dites-nous ce que vous imaginez – nous vous conseillons volontiers sur les matières, la personnalisation et les quantités.</p>")},
			{Kind: content.FieldText, Name: "verein", Width: 50, Required: true, MaxLength: 120,
				Label: tx("Name des Vereins", "Club name", "Nom du club")},
			{Kind: content.FieldText, Name: "ansprechperson", Width: 50, Required: true, MaxLength: 120,
				Label: tx("Ansprechperson", "Contact person", "Personne à contacter")},
			{Kind: content.FieldEmail, Name: "email", Width: 50, Required: true,
				Label: tx("E-Mail-Adresse", "Email address", "Adresse e-mail")},
			{Kind: content.FieldText, Name: "telefon", Width: 50, MaxLength: 30,
				Label: tx("Telefon (optional)", "Phone (optional)", "Téléphone (facultatif)")},
			{Kind: content.FieldNumber, Name: "stueckzahl", Width: 50, Required: true, Min: &lo, Max: &hi,
				Label: tx("Stückzahl (ungefähr)", "Number of items (approx.)", "Nombre de pièces (environ)")},
			{Kind: content.FieldSelect, Name: "produktart", Width: 50, Required: true,
				Label: tx("Was möchten Sie bestellen?", "What would you like to order?", "Que souhaitez-vous commander ?"),
				Options: []content.FieldOptionInput{
					{Value: "textilien", Label: tx("T-Shirts und Hoodies", "T-shirts and hoodies", "T-shirts et sweats")},
					{Value: "schabracken", Label: tx("Schabracken", "Saddle pads", "Tapis de selle")},
					{Value: "caps", Label: tx("Caps und Accessoires", "Caps and accessories", "Casquettes et accessoires")},
					{Value: "gemischt", Label: tx("Verschiedenes", "A mix of items", "Un peu de tout")},
				}},
			{Kind: content.FieldUpload, Name: "logo", Width: 100, MaxFileSize: 10 << 20,
				AllowedFiletypes: []string{"image/png", "image/jpeg", "application/pdf"},
				Label:            tx("Vereinslogo (PNG, JPEG oder PDF, höchstens 10 MB)", "Club logo (PNG, JPEG or PDF, at most 10 MB)", "Logo du club (PNG, JPEG ou PDF, 10 Mo au maximum)")},
			{Kind: content.FieldTextarea, Name: "nachricht", Width: 100, MaxLength: 2000,
				Label: tx("Ihre Nachricht", "Your message", "Votre message")},
			{Kind: content.FieldCheckbox, Name: "datenschutz", Width: 100, Required: true,
				Label: tx("Ich habe die Datenschutzerklärung gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung der Anfrage gespeichert werden.",
					"I have read the privacy policy and agree that my details are stored to handle this enquiry.",
					"J'ai lu la politique de confidentialité et j'accepte que mes données soient enregistrées pour traiter cette demande.")},
		},
	})
	s.formID = id
	return err
}
