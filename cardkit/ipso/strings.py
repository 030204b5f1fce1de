"""Ipso's texts in English and French."""

EN = {
    "ipso.star_not_yet": "The Star card is only used in the final round, once every pyramid is face up: "
    "for now, take a centre card to replace a face-down card of your pyramid.",
    "ipso.bad_centre": "Choose one of the two centre cards: 0 for the left one, 1 for the right one.",
    "ipso.bad_slot": "Your pyramid has 14 places, numbered 0 to 13; there is no place {slot}.",
    "ipso.face_up": "You may only replace a face-down card of your pyramid: the card in the row of {row}, "
    "position {pos} from the left, is already face up.",
    "ipso.final_round": "All pyramids are face up: this is the final round. Keep your Star card "
    "(3 points) or spend it to draw one card.",
    "ipso.place_drawn": "You have drawn a card with your Star: swap it for a card of your pyramid, "
    "or discard it.",
    "ipso.nothing_drawn": "You have not drawn a card: first keep your Star card, or spend it to draw one.",
    "ipso.color.magenta": "magenta",
    "ipso.color.yellow": "yellow",
    "ipso.color.green": "green",
    "ipso.color.blue": "blue",
    "ipso.color.orange": "orange",
    "ipso.odd": "odd",
    "ipso.even": "even",
    "ipso.row.discarded": "{row}: not in ascending order ({a} is followed by {b}), so the row is discarded: "
    "0 points",
    "ipso.row.mixed": "{row}: ascending, {colors} colours: 1 point per card = {points}",
    "ipso.row.same_color": "{row}: ascending, all {color}: 2 points per card = {points}",
    "ipso.row.stars": ", + {stars} for the stars",
    "ipso.row.odd_even": ", + {points} for a row of {kind} numbers",
    "ipso.row.total": " → {points} points",
    "ipso.star_kept": "Star card kept: + 3 points",
    "ipso.star_spent": "Star card spent: no extra points",
    "ipso.pyramid.total": "Total: {total} points ({stars} stars in valid rows, for the tie-break)",
    "ipso.hint.place": "Put the {card} in the row of {row}, position {pos}: it fits between {left} and {right}, "
    "so the row can still ascend.",
    "ipso.hint.open_row": "Put the {card} in the row of {row}, position {pos}: that is where its number belongs "
    "in an ascending row.",
    "ipso.hint.no_fit": "No place keeps a row ascending for the {card}; the row of {row}, position {pos}, "
    "costs the least.",
    "ipso.hint.start": "the start of the row",
    "ipso.hint.end": "the end of the row",
    "ipso.hint.keep": "Keep your Star: a card drawn at random would add {gain} points on average, less than the "
    "Star's sure 3.",
    "ipso.hint.spend": "Spend your Star: a card drawn at random would add {gain} points on average, more than "
    "the Star's 3.",
    "ipso.hint.keep_sure": "Keep your Star: 3 points for sure are better than a card you have not seen.",
    "ipso.hint.swap": "Swap the {card} into the row of {row}, position {pos}: it adds {gain} points.",
    "ipso.hint.discard": "Discard the {card}: it would not improve any of your rows.",
    "ipso.title": "Ipso",
    "ipso.about": "2 to 6 players build ascending rows in a pyramid of 14 cards.",
    "ipso.deal": "Game {n}",
    "ipso.match": "Tournament",
    "ipso.form.rows": "Rows",
    "ipso.form.ascending": "Ascending",
    "ipso.form.odd_even": "Odd/even variant",
    "ipso.form.format": "Format",
    "ipso.form.single": "Single game",
    "ipso.form.tournament": "Tournament (4 games)",
}

FR = {
    "ipso.star_not_yet": "La carte Étoile ne sert qu'au tour final, quand toutes les pyramides sont "
    "révélées : pour l'instant, prenez une carte du centre pour remplacer une carte face cachée.",
    "ipso.bad_centre": "Choisissez l'une des deux cartes du centre : 0 pour celle de gauche, 1 pour "
    "celle de droite.",
    "ipso.bad_slot": "Votre pyramide a 14 places, numérotées de 0 à 13 ; il n'y a pas de place {slot}.",
    "ipso.face_up": "Vous ne pouvez remplacer qu'une carte face cachée de votre pyramide : la carte de la "
    "rangée de {row}, position {pos} en partant de la gauche, est déjà face visible.",
    "ipso.final_round": "Toutes les pyramides sont révélées : c'est le tour final. Gardez votre carte "
    "Étoile (3 points) ou défaussez-la pour piocher une carte.",
    "ipso.place_drawn": "Vous avez pioché une carte grâce à votre Étoile : échangez-la contre une carte "
    "de votre pyramide, ou défaussez-la.",
    "ipso.nothing_drawn": "Vous n'avez pas pioché de carte : gardez d'abord votre carte Étoile, ou "
    "défaussez-la pour en piocher une.",
    "ipso.color.magenta": "magenta",
    "ipso.color.yellow": "jaune",
    "ipso.color.green": "vert",
    "ipso.color.blue": "bleu",
    "ipso.color.orange": "orange",
    "ipso.odd": "impairs",
    "ipso.even": "pairs",
    "ipso.row.discarded": "{row} : pas dans l'ordre croissant ({a} est suivi de {b}), la rangée est "
    "défaussée : 0 point",
    "ipso.row.mixed": "{row} : croissante, {colors} couleurs : 1 point par carte = {points}",
    "ipso.row.same_color": "{row} : croissante, tout en {color} : 2 points par carte = {points}",
    "ipso.row.stars": ", + {stars} pour les étoiles",
    "ipso.row.odd_even": ", + {points} pour une rangée de nombres {kind}",
    "ipso.row.total": " → {points} points",
    "ipso.star_kept": "Carte Étoile gardée : + 3 points",
    "ipso.star_spent": "Carte Étoile utilisée : pas de points en plus",
    "ipso.pyramid.total": "Total : {total} points ({stars} étoiles dans les rangées valides, pour le "
    "départage)",
    "ipso.hint.place": "Placez le {card} dans la rangée de {row}, position {pos} : il s'insère entre {left} et "
    "{right}, la rangée peut encore être croissante.",
    "ipso.hint.open_row": "Placez le {card} dans la rangée de {row}, position {pos} : c'est là que son nombre "
    "se place dans une rangée croissante.",
    "ipso.hint.no_fit": "Aucune place ne garde une rangée croissante pour le {card} ; la rangée de {row}, "
    "position {pos}, coûte le moins.",
    "ipso.hint.start": "le début de la rangée",
    "ipso.hint.end": "la fin de la rangée",
    "ipso.hint.keep": "Gardez votre Étoile : une carte piochée au hasard rapporterait {gain} points en moyenne, "
    "moins que les 3 points sûrs de l'Étoile.",
    "ipso.hint.spend": "Utilisez votre Étoile : une carte piochée au hasard rapporterait {gain} points en "
    "moyenne, plus que les 3 points de l'Étoile.",
    "ipso.hint.keep_sure": "Gardez votre Étoile : 3 points sûrs valent mieux qu'une carte inconnue.",
    "ipso.hint.swap": "Échangez le {card} dans la rangée de {row}, position {pos} : il rapporte {gain} points.",
    "ipso.hint.discard": "Défaussez le {card} : il n'améliorerait aucune de vos rangées.",
    "ipso.title": "Ipso",
    "ipso.about": "De 2 à 6 joueurs construisent des rangées croissantes dans une pyramide de 14 cartes.",
    "ipso.deal": "Partie {n}",
    "ipso.match": "Tournoi",
    "ipso.form.rows": "Rangées",
    "ipso.form.ascending": "Croissantes",
    "ipso.form.odd_even": "Variante pair/impair",
    "ipso.form.format": "Format",
    "ipso.form.single": "Une partie",
    "ipso.form.tournament": "Tournoi (4 parties)",
}

CATALOGS = {"en": EN, "fr": FR}
