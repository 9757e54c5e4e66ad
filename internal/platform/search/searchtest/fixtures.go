// Package searchtest holds what tests and benchmarks of search engines
// share: equestrian fixtures in three languages, the contract every
// search.Engine meets, and a generator of large plausible catalogues.
package searchtest

import (
	"time"

	"paddock/internal/platform/i18n"
	"paddock/internal/platform/search"
)

// Category ids of the fixtures: roots with their children.
const (
	CatRider    int64 = 1
	CatBreeches int64 = 11
	CatGloves   int64 = 12
	CatHorse    int64 = 2
	CatPads     int64 = 21
	CatBridles  int64 = 22
	CatHalters  int64 = 23
	CatFly      int64 = 24
	CatStable   int64 = 3
	CatHoof     int64 = 31
	CatFeed     int64 = 32
)

// Manufacturer, colour and size ids of the fixtures.
const (
	MakerHofmann int64 = 101
	MakerRoyal   int64 = 102
	MakerBasics  int64 = 103
	MakerStall   int64 = 104

	ColorBlack int64 = 201
	ColorBrown int64 = 202
	ColorBlue  int64 = 203
	ColorWhite int64 = 204

	Size36   int64 = 301
	Size38   int64 = 302
	Size40   int64 = 303
	SizeCob  int64 = 304
	SizeFull int64 = 305
	SizeS    int64 = 306
	SizeM    int64 = 307
	SizeL    int64 = 308
)

type texts = map[i18n.Locale]string

func day(s string) time.Time {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		panic(err)
	}
	return t
}

// Fixtures returns the test catalogue: fifteen products of a riding shop
// with texts in German, English and French. Every call returns fresh
// values, so a test may change them.
func Fixtures() []search.Document {
	categories := map[int64]texts{
		CatRider:    {"de": "Reiter", "en": "Rider", "fr": "Cavalier"},
		CatBreeches: {"de": "Reithosen", "en": "Breeches", "fr": "Pantalons d'équitation"},
		CatGloves:   {"de": "Reithandschuhe", "en": "Riding gloves", "fr": "Gants d'équitation"},
		CatHorse:    {"de": "Pferd", "en": "Horse", "fr": "Cheval"},
		CatPads:     {"de": "Schabracken", "en": "Saddle pads", "fr": "Tapis de selle"},
		CatBridles:  {"de": "Trensen", "en": "Bridles", "fr": "Filets"},
		CatHalters:  {"de": "Halfter", "en": "Headcollars", "fr": "Licols"},
		CatFly:      {"de": "Fliegenschutz", "en": "Fly protection", "fr": "Protection anti-mouches"},
		CatStable:   {"de": "Stall", "en": "Stable", "fr": "Écurie"},
		CatHoof:     {"de": "Hufpflege", "en": "Hoof care", "fr": "Soin des sabots"},
		CatFeed:     {"de": "Futter", "en": "Feed", "fr": "Alimentation"},
	}

	makers := map[int64]string{
		MakerHofmann: "Hofmann Reitsport",
		MakerRoyal:   "Cheval Royal",
		MakerBasics:  "Paddock Basics",
		MakerStall:   "Stallmeister",
	}

	type product struct {
		id       int64
		skus     []string
		name     texts
		desc     texts
		cats     []int64
		maker    int64
		colors   []int64
		sizes    []int64
		price    int64
		pos      map[int64]int
		inStock  bool
		newSince string
	}
	products := []product{
		{1, []string{"RH-1001", "RH-1001-36-BLK", "RH-1001-38-BLK", "RH-1001-40-BLU"},
			texts{"de": "Reithose Vollbesatz Grip", "en": "Full-seat breeches Grip", "fr": "Pantalon d'équitation fond intégral Grip"},
			texts{"de": "Reithose mit Silikon-Vollbesatz für festen Halt im Sattel. Elastisches Material, hoher Bund.",
				"en": "Breeches with a silicone full seat for a secure hold in the saddle. Stretchy fabric, high waist.",
				"fr": "Pantalon avec fond intégral en silicone pour une bonne tenue en selle. Tissu extensible, taille haute."},
			[]int64{CatRider, CatBreeches}, MakerHofmann, []int64{ColorBlack, ColorBlue}, []int64{Size36, Size38, Size40},
			8995, map[int64]int{CatBreeches: 2, CatRider: 3}, true, "2024-03-01"},
		{2, []string{"RH-2002", "RH-2002-38-BRN", "RH-2002-40-BRN"},
			texts{"de": "Reithose Kniebesatz Classic", "en": "Knee-patch breeches Classic", "fr": "Pantalon d'équitation basanes genoux Classic"},
			texts{"de": "Klassische Reithose aus Baumwolle mit Kniebesatz aus Wildleder.",
				"en": "Classic cotton breeches with suede knee patches.",
				"fr": "Pantalon classique en coton avec basanes en suédine."},
			[]int64{CatRider, CatBreeches}, MakerRoyal, []int64{ColorBrown}, []int64{Size38, Size40},
			5995, map[int64]int{CatBreeches: 1, CatRider: 1}, true, "2023-05-01"},
		{3, []string{"RHS-300", "RHS-300-S", "RHS-300-M", "RHS-300-L"},
			texts{"de": "Reithandschuhe Grip Pro", "en": "Riding gloves Grip Pro", "fr": "Gant d'équitation Grip Pro"},
			texts{"de": "Griffige Handschuhe für Turnier und Training, passend zur Reithose RH-1001.",
				"en": "Grippy gloves for shows and training, matching the RH-1001 breeches.",
				"fr": "Gants adhérents pour le concours et l'entraînement, assortis au pantalon RH-1001."},
			[]int64{CatRider, CatGloves}, MakerHofmann, []int64{ColorBlack}, []int64{SizeS, SizeM, SizeL},
			2495, map[int64]int{CatGloves: 1, CatRider: 2}, true, "2025-01-10"},
		{4, []string{"RHS-310"},
			texts{"de": "Winter-Reithandschuhe Thermo", "en": "Winter riding gloves Thermo", "fr": "Gants d'hiver Thermo"},
			texts{"de": "Gefütterte Handschuhe für kalte Tage im Stall und auf dem Platz.",
				"en": "Lined gloves for cold days in the stable and in the arena.",
				"fr": "Gants doublés pour les jours froids à l'écurie et en carrière."},
			[]int64{CatRider, CatGloves}, MakerBasics, []int64{ColorBlack, ColorBrown}, []int64{SizeM, SizeL},
			3495, map[int64]int{CatGloves: 2}, false, "2024-11-01"},
		{5, []string{"SB-500"},
			texts{"de": "Schabracke Dressur Glanz", "en": "Dressage saddle pad Glanz", "fr": "Tapis de selle dressage Glanz"},
			texts{"de": "Dressurschabracke mit Glanzkordel, atmungsaktiv und waschbar.",
				"en": "Dressage saddle pad with a shiny cord, breathable and washable.",
				"fr": "Tapis de dressage avec cordelette brillante, respirant et lavable."},
			[]int64{CatHorse, CatPads}, MakerRoyal, []int64{ColorBlue, ColorWhite}, []int64{SizeFull},
			4990, map[int64]int{CatPads: 1}, true, "2024-06-01"},
		{6, []string{"SB-510"},
			texts{"de": "Schabracke Springen", "en": "Jumping saddle pad", "fr": "Tapis de selle obstacle"},
			texts{"de": "Springschabracke mit Baumwollunterseite.",
				"en": "Jumping saddle pad with a cotton lining.",
				"fr": "Tapis d'obstacle doublé de coton."},
			[]int64{CatHorse, CatPads}, MakerHofmann, []int64{ColorBlack}, []int64{SizeCob, SizeFull},
			3990, map[int64]int{CatPads: 2}, true, "2022-09-15"},
		{7, []string{"TR-700", "TR-700-COB", "TR-700-FULL"},
			texts{"de": "Trense Anatomic mit Reithalfter", "en": "Anatomic bridle with noseband", "fr": "Filet anatomique avec muserolle"},
			texts{"de": "Anatomisch geformte Trense aus weichem Leder, entlastet das Genick.",
				"en": "Anatomically shaped bridle of soft leather that relieves the poll.",
				"fr": "Filet de forme anatomique en cuir souple qui soulage la nuque."},
			[]int64{CatHorse, CatBridles}, MakerStall, []int64{ColorBlack, ColorBrown}, []int64{SizeCob, SizeFull},
			12900, map[int64]int{CatBridles: 1}, true, "2025-02-01"},
		{8, []string{"HA-800"},
			texts{"de": "Stallhalfter Komfort, gepolstertes Halfter", "en": "Padded headcollar Comfort", "fr": "Licol rembourré Confort"},
			texts{"de": "Weiches Stallhalfter mit Fleecepolster am Nasenriemen.",
				"en": "Soft headcollar with fleece padding on the noseband.",
				"fr": "Licol souple avec rembourrage en polaire sur la muserolle."},
			[]int64{CatHorse, CatHalters}, MakerBasics, []int64{ColorBlue}, []int64{SizeCob, SizeFull},
			1995, map[int64]int{CatHalters: 1}, true, "2023-01-20"},
		{9, []string{"FM-900"},
			texts{"de": "Fliegenmaske mit Ohrenschutz", "en": "Fly mask with ears", "fr": "Masque anti-mouches avec oreilles"},
			texts{"de": "Feinmaschige Fliegenmaske, schützt Augen und Ohren vor Insekten.",
				"en": "Fine-mesh fly mask that protects eyes and ears from insects.",
				"fr": "Masque à mailles fines qui protège les yeux et les oreilles des insectes."},
			[]int64{CatHorse, CatFly}, MakerRoyal, []int64{ColorWhite}, []int64{SizeCob, SizeFull},
			2490, nil, true, "2024-04-10"},
		{10, []string{"HP-1000"},
			texts{"de": "Huföl Hufpflege Balsam", "en": "Hoof oil hoof care balm", "fr": "Huile pour sabots, soin des sabots"},
			texts{"de": "Pflegt trockene Hufe mit Lorbeeröl, 500 ml.",
				"en": "Cares for dry hooves with laurel oil, 500 ml.",
				"fr": "Nourrit les sabots secs à l'huile de laurier, 500 ml."},
			[]int64{CatStable, CatHoof}, MakerStall, nil, nil,
			1450, map[int64]int{CatHoof: 1}, true, "2021-07-07"},
		{11, []string{"MF-1100"},
			texts{"de": "Mineralfutter Pellets 5 kg", "en": "Mineral feed pellets 5 kg", "fr": "Aliment minéral granulés 5 kg"},
			texts{"de": "Mineralfutter mit Vitaminen und Spurenelementen für Freizeitpferde.",
				"en": "Mineral feed with vitamins and trace elements for leisure horses.",
				"fr": "Aliment minéral avec vitamines et oligo-éléments pour chevaux de loisir."},
			[]int64{CatStable, CatFeed}, MakerStall, nil, nil,
			3290, map[int64]int{CatFeed: 1}, false, "2025-03-01"},
		{12, []string{"DS-1200"},
			texts{"de": "Dressursattel Elite", "en": "Dressage saddle Elite", "fr": "Selle de dressage Elite"},
			texts{"de": "Dressursattel aus Kalbsleder mit tiefem Sitz.",
				"en": "Calfskin dressage saddle with a deep seat.",
				"fr": "Selle de dressage en cuir de veau, siège profond."},
			[]int64{CatHorse}, MakerHofmann, []int64{ColorBlack, ColorBrown}, nil,
			189000, nil, true, "2024-08-08"},
		{13, []string{"RH-1300"},
			texts{"de": "Kinderreithose Pony", "en": "Children's breeches Pony", "fr": "Pantalon d'équitation enfant Poney"},
			texts{"de": "Bequeme Reithose für Kinder mit Kniebesatz.",
				"en": "Comfortable breeches for children with knee patches.",
				"fr": "Pantalon confortable pour enfants avec basanes."},
			[]int64{CatRider, CatBreeches}, 0, []int64{ColorBlue}, []int64{Size36},
			3995, nil, true, "2024-03-01"},
		{14, []string{"FM-1400"},
			texts{"de": "Fliegendecke Sommer", "en": "Fly sheet Summer", "fr": "Chemise anti-mouches Été"},
			texts{"de": "Leichte Fliegendecke mit Bauchlatz.",
				"en": "Light fly sheet with a belly flap.",
				"fr": "Chemise légère anti-mouches avec protège-ventre."},
			[]int64{CatHorse, CatFly}, MakerRoyal, []int64{ColorWhite, ColorBlue}, []int64{SizeFull},
			6990, map[int64]int{CatFly: 1}, true, "2025-04-01"},
		{15, []string{"PB-1500"},
			texts{"de": "Putzbox mit Halter", "en": "Grooming box with holder", "fr": "Boîte de pansage avec support"},
			texts{"de": "Putzbox für Striegel und Bürsten.",
				"en": "Grooming box for curry combs and brushes.",
				"fr": "Boîte pour étrilles et brosses."},
			[]int64{CatStable}, MakerBasics, []int64{ColorBlue}, nil,
			2995, nil, true, "2020-02-02"},
	}
	out := make([]search.Document, len(products))
	for i, p := range products {
		d := search.Document{
			ID:             p.id,
			SKUs:           append([]string(nil), p.skus...),
			Name:           map[i18n.Locale]string{},
			Description:    map[i18n.Locale]string{},
			Categories:     map[i18n.Locale][]string{},
			Manufacturer:   makers[p.maker],
			CategoryIDs:    append([]int64(nil), p.cats...),
			ManufacturerID: p.maker,
			ColorIDs:       append([]int64(nil), p.colors...),
			SizeIDs:        append([]int64(nil), p.sizes...),
			Price:          p.price,
			Positions:      map[int64]int{},
			InStock:        p.inStock,
			NewSince:       day(p.newSince),
		}
		for k, v := range p.pos {
			d.Positions[k] = v
		}
		for _, l := range i18n.Locales {
			d.Name[l] = p.name[l]
			d.Description[l] = p.desc[l]
			for _, c := range p.cats {
				d.Categories[l] = append(d.Categories[l], categories[c][l])
			}
		}
		out[i] = d
	}
	return out
}
