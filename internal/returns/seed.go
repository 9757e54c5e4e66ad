package returns

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"paddock/internal/platform/db"
	"paddock/internal/platform/i18n"
)

// seedReason is a return reason with its labels.
type seedReason struct {
	code, de, en, fr string
}

// seedReasons are the reasons a fashion and equestrian shop offers, in the
// order the return form lists them: fit first, then the item itself, then
// the customer's own choice.
func seedReasons() []seedReason {
	return []seedReason{
		{"too_small", "Artikel ist zu klein", "Item is too small", "L'article est trop petit"},
		{"too_large", "Artikel ist zu groß", "Item is too large", "L'article est trop grand"},
		{"does_not_fit_horse", "Passt meinem Pferd nicht", "Does not fit my horse", "Ne convient pas à mon cheval"},
		{"ordered_several_sizes", "Mehrere Größen zur Auswahl bestellt", "Ordered several sizes to choose from", "Plusieurs tailles commandées pour choisir"},
		{"colour_differs", "Farbe weicht von der Abbildung ab", "Colour differs from the picture", "La couleur ne correspond pas à la photo"},
		{"not_as_described", "Artikel entspricht nicht der Beschreibung", "Item is not as described", "L'article ne correspond pas à la description"},
		{"quality_not_as_expected", "Qualität entspricht nicht meinen Erwartungen", "Quality is not as expected", "La qualité ne correspond pas à mes attentes"},
		{"arrived_damaged", "Ware kam beschädigt an", "Arrived damaged", "L'article est arrivé endommagé"},
		{"wrong_item", "Falscher Artikel geliefert", "Wrong item delivered", "Mauvais article livré"},
		{"no_longer_wanted", "Gefällt mir nicht mehr / nicht mehr benötigt", "No longer wanted", "Je n'en ai plus besoin"},
		{"other", "Sonstiger Grund", "Other reason", "Autre raison"},
		// The reason of the items a withdrawal declaration returns
		// (StartForWithdrawal); Reasons leaves it out of the form's list.
		{WithdrawalReason, "Widerruf des Vertrags", "Withdrawal from the contract", "Rétractation du contrat"},
	}
}

// Seed adds the shop's return reasons. It only adds reasons whose code is
// missing, so running it again changes nothing and keeps edited labels.
func Seed(ctx context.Context, d *db.DB) error {
	return d.InTx(ctx, func(tx db.Handle) error {
		for i, r := range seedReasons() {
			// Positions step by ten so a reason can later go in between.
			if err := seedReasonRow(ctx, tx, (i+1)*10, r); err != nil {
				return err
			}
		}
		return nil
	})
}

func seedReasonRow(ctx context.Context, tx db.Handle, position int, r seedReason) error {
	var id int64
	err := tx.Get(ctx, &id, `
		INSERT INTO return_reason (code, position) VALUES (?, ?)
		ON CONFLICT (code) DO NOTHING RETURNING id`, r.code, position)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("returns: seed reason %s: %w", r.code, err)
	}
	labels := map[i18n.Locale]string{i18n.German: r.de, i18n.English: r.en, i18n.French: r.fr}
	for _, l := range i18n.Locales {
		_, err := tx.Exec(ctx, "INSERT INTO return_reason_label (reason_id, locale, label) VALUES (?, ?, ?)", id, string(l), labels[l])
		if err != nil {
			return fmt.Errorf("returns: seed label of %s in %s: %w", r.code, l, err)
		}
	}
	return nil
}
