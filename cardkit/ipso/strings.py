"""Ipso's texts in English and French: the engine's, the bots', the board's."""

EN = {
    "ipso.star_not_yet": "The Star card is only used in the final round, once every pyramid is face up: "
    "for now, take a centre card to replace a face-down card of your pyramid.",
    "ipso.bad_centre": "Choose one of the two centre cards: 0 for the left one, 1 for the right one.",
    "ipso.bad_slot": "Your pyramid has 14 places, numbered 0 to 13; there is no place {slot}.",
    "ipso.face_up": "You may only replace a face-down card of your pyramid: the card in the row of {row}, "
    "position {pos} from the left, is already face up.",
    "ipso.final_round": "All pyramids are face up: this is the final round. Keep your Star card "
    "(3 points) or spend it to draw one card.",
    "ipso.place_drawn": "You have drawn a card with your Star: swap it for a card of your pyramid, or discard it.",
    "ipso.nothing_drawn": "You have not drawn a card: first keep your Star card, or spend it to draw one.",
    "ipso.color.magenta": "magenta",
    "ipso.color.yellow": "yellow",
    "ipso.color.green": "green",
    "ipso.color.blue": "blue",
    "ipso.color.orange": "orange",
    "ipso.odd": "odd",
    "ipso.even": "even",
    "ipso.row.discarded": "{row}: not in ascending order ({a} is followed by {b}), so the row is discarded: 0 points",
    "ipso.row.discarded_bonus": "{row}: not in ascending order ({a} is followed by {b}), so its cards and stars "
    "score nothing",
    "ipso.row.mixed": "{row}: ascending, {colors} {colors|colour|colours}: 1 point per card = {points}",
    "ipso.row.same_color": "{row}: ascending, all {color}: 2 points per card = {points}",
    "ipso.row.stars": ", + {stars} for the stars",
    "ipso.row.odd_even": ", + {points} for a row of {kind} numbers",
    "ipso.row.total": " → {points} {points|point|points}",
    "ipso.star_kept": "Star card kept: + 3 points",
    "ipso.star_spent": "Star card spent: no extra points",
    "ipso.score.row": "row of {n}: {cards}",
    "ipso.sheet.row": "Row of {n}",
    "ipso.score.star_kept": "Star card kept",
    "ipso.score.star_spent": "Star card spent",
    "ipso.pyramid.total": "Total: {total} {total|point|points} ({stars} {stars|star|stars} in valid rows, for the tie-break)",
    "ipso.hint.place": "Put the {card} in the row of {row}, position {pos}: it fits between {left} and {right}, "
    "so the row can still ascend.",
    "ipso.hint.open_row": "Put the {card} in the row of {row}, position {pos}: that is where its number belongs "
    "in an ascending row.",
    "ipso.hint.open_row_any": "Put the {card} in the row of {row}, position {pos}: no card of that row is face up "
    "yet, so the row can still ascend around it.",
    "ipso.hint.breaks": "Put the {card} in the row of {row}, position {pos}; beware: with it there, that row can no "
    "longer ascend.",
    "ipso.hint.lost_row": "Put the {card} in the row of {row}, position {pos}: that row can no longer ascend "
    "whatever goes there, so the card costs nothing elsewhere.",
    "ipso.hint.no_fit": "Put the {card} in the row of {row}, position {pos}: no place keeps a row ascending for it.",
    "ipso.hint.start": "the start of the row",
    "ipso.hint.end": "the end of the row",
    "ipso.hint.keep": "Keep your Star: a card drawn at random would add {gain} {gain|point|points} on average, less than the "
    "Star's sure 3.",
    "ipso.hint.spend": "Spend your Star: a card drawn at random would add {gain} {gain|point|points} on average, more than "
    "the Star's 3.",
    "ipso.hint.keep_anyway": "Keep your Star: a card drawn at random would add {gain} {gain|point|points} on average, "
    "more than the Star's 3.",
    "ipso.hint.spend_anyway": "Spend your Star: a card drawn at random would add only {gain} {gain|point|points} on "
    "average, not more than the Star's 3.",
    "ipso.hint.keep_sure": "Keep your Star: 3 points for sure are better than a card you have not seen.",
    "ipso.hint.swap": "Swap the {card} into the row of {row}, position {pos}: it adds {gain} {gain|point|points}, "
    "the most of any place.",
    "ipso.hint.swap_less": "Swap the {card} into the row of {row}, position {pos}: it adds {gain} "
    "{gain|point|points} there.",
    "ipso.hint.discard": "Discard the {card}: it would not improve any of your rows.",
    "ipso.hint.discard_gain": "Discard the {card}: at best it would add {gain} {gain|point|points} to your pyramid.",
    "ipso.hint.compared": "{fact} {than}",
    "ipso.hint.than.breaks": "The {other} in the row of {other_row}, position {other_pos}, would leave that row "
    "unable to ascend.",
    "ipso.hint.than.colour": "The {card} is of the colour of every face-up card of its row, which can still earn "
    "its colour bonus; the {other} in the row of {other_row}, position {other_pos}, would not match its row.",
    "ipso.hint.than.stars": "The {card} has {stars} {stars|star|stars}, the {other} has {other_stars}: stars are "
    "points in a row that ascends.",
    "ipso.hint.than.nearer": "The {card} is nearer {ideal}, the number that would space its row evenly there, than "
    "the {other} in the row of {other_row}, position {other_pos}, is to {other_ideal}.",
    "ipso.hint.than.played_out": "Played out on the imagined deals, it ends better than {other}.",
    "ipso.hint.other.replace": "the {card} in the row of {row}, position {pos}",
    "ipso.hint.other.swap": "putting the {card} in the row of {row}, position {pos}",
    "ipso.hint.other.discard": "discarding the {card}",
    "ipso.hint.other.keep": "keeping your Star",
    "ipso.hint.other.spend": "spending your Star",
    "ipso.teach.not_a_row": "A row is a list of card numbers from 1 to 90, read left to right, not {got}.",
    "ipso.teach.bad_number": "Ipso's number cards go from 1 to 90: {got} is not one of them.",
    "ipso.teach.card_twice": "Card {number} appears twice: each number card exists only once.",
    "ipso.teach.row_length": "A row of a pyramid holds 5, 4, 3 or 2 cards, not {n} (say partial=True to score "
    "a row being built).",
    "ipso.teach.empty_row": "A row needs at least one card.",
    "ipso.teach.not_a_pyramid": "A pyramid is a list of its rows, not {got}.",
    "ipso.teach.pyramid_shape": "A pyramid has four rows of 5, 4, 3 and 2 cards, not rows of {lengths} (say "
    "partial=True to score a pyramid being built: at most four rows).",
    "ipso.bad_odd_even_all_rows": "odd_even_all_rows reads the odd/even variant: it needs odd_even=True",
    "ipso.option.players": "Ipso is played by 2 to 6 players, not {n}",
    "ipso.option.first_player": "the first player is a seat from 0 to {last}, not {n}",
    "ipso.option.direction": "1 (clockwise) or -1 (the other way), not {n}",
    "ipso.form.odd_even_reading": "Odd/even bonus",
    "ipso.form.scoring_rows": "Rows that score",
    "ipso.form.all_rows": "Every row",
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
    # the board (scene.py)
    "ipso.scene.shape.magenta": "magenta circle",
    "ipso.scene.shape.yellow": "yellow triangle",
    "ipso.scene.shape.green": "green square",
    "ipso.scene.shape.blue": "blue diamond",
    "ipso.scene.shape.orange": "orange cross",
    "ipso.scene.card": "{n}, {shape}",
    "ipso.scene.stars.1": ", 1 star",
    "ipso.scene.stars.2": ", 2 stars",
    "ipso.scene.pyramid": "pyramid of {name}",
    "ipso.scene.your_pyramid": "your pyramid",
    "ipso.scene.row": "row of {n}",
    "ipso.scene.star_card": "Star card",
    "ipso.scene.star.unused": "Star card, not used yet",
    "ipso.scene.star.kept": "Star card, kept: 3 points",
    "ipso.scene.star.spent": "Star card, spent",
    "ipso.scene.table": "Table",
    "ipso.scene.centre": "centre",
    "ipso.scene.left": "left card",
    "ipso.scene.right": "right card",
    "ipso.scene.pile": "draw pile",
    "ipso.scene.discards": "discard pile",
    "ipso.scene.pile_bottom": "under the draw pile (seen by all)",
    "ipso.scene.drawn": "card drawn with the Star",
    "ipso.scene.keep": "Keep the Star card (3 points)",
    "ipso.scene.spend": "Spend the Star card: draw one card",
    "ipso.scene.discard_drawn": "Discard the drawn card",
    "ipso.scene.prompt.play": "Your turn: choose one of the two centre cards, then the face-down card of your "
    "pyramid it replaces.",
    "ipso.scene.prompt.centre": "Now choose the face-down card of your pyramid that {card} replaces.",
    "ipso.scene.prompt.slot": "Now choose the centre card to put in the {place}.",
    "ipso.scene.prompt.final": "Final round: keep your Star card for 3 points, or spend it to draw one card.",
    "ipso.scene.prompt.drawn": "You drew {card}: choose a card of your pyramid to swap it with, or discard it.",
    "ipso.scene.tie_break": "{stars} {stars|star|stars} in valid rows (the tie-break)",
    "ipso.scene.tournament": "Tournament, game {n} of 4, {direction}",
    "ipso.scene.clockwise": "play goes clockwise",
    "ipso.scene.anticlockwise": "play goes anticlockwise",
    "ipso.log.replace": "{name} put {card} in the {place}",
    "ipso.log.to_centre": "; {card} goes to the centre",
    "ipso.log.to_bottom": "; {card} goes to the centre, then under the draw pile",
    "ipso.log.keep": "{name} keeps the Star card (3 points).",
    "ipso.log.spend": "{name} spends the Star card and draws a card.",
    "ipso.log.swap": "{name} puts the drawn {card} in the {place} and discards {old}.",
    "ipso.log.discard": "{name} discards the drawn card, {card}.",
    # A move as a puzzle offers it: what it does, no more (the case for it comes with the answer).
    "ipso.move.replace": "Put the {card} from the centre in the {place}.",
    "ipso.move.swap": "Put the drawn {card} in the {place}.",
    "ipso.move.discard": "Discard the drawn {card}.",
    "ipso.move.keep": "Keep your Star card.",
    "ipso.move.spend": "Spend your Star card and draw a card.",
}

FR = {
    "ipso.star_not_yet": "La carte Étoile ne sert qu'au tour final, quand toutes les pyramides sont "
    "révélées : pour l'instant, prenez une carte du centre pour remplacer une carte face cachée.",
    "ipso.bad_centre": "Choisissez l'une des deux cartes du centre : 0 pour celle de gauche, 1 pour celle de droite.",
    "ipso.bad_slot": "Votre pyramide a 14 places, numérotées de 0 à 13 ; il n'y a pas de place {slot}.",
    "ipso.face_up": "Vous ne pouvez remplacer qu'une carte face cachée de votre pyramide : la carte de la "
    "rangée de {row}, position {pos} en partant de la gauche, est déjà face visible.",
    "ipso.final_round": "Toutes les pyramides sont révélées : c'est le tour final. Gardez votre carte "
    "Étoile (3 points) ou défaussez-la pour piocher une carte.",
    "ipso.place_drawn": "Vous avez pioché une carte grâce à votre Étoile : échangez-la contre une carte "
    "de votre pyramide, ou défaussez-la.",
    "ipso.nothing_drawn": "Vous n'avez pas pioché de carte : gardez d'abord votre carte Étoile, ou "
    "défaussez-la pour en piocher une.",
    "ipso.color.magenta": "magenta",
    "ipso.color.yellow": "jaune",
    "ipso.color.green": "vert",
    "ipso.color.blue": "bleu",
    "ipso.color.orange": "orange",
    "ipso.odd": "impairs",
    "ipso.even": "pairs",
    "ipso.row.discarded": "{row} : pas dans l'ordre croissant ({a} est suivi de {b}), la rangée est "
    "défaussée : 0 point",
    "ipso.row.discarded_bonus": "{row} : pas dans l'ordre croissant ({a} est suivi de {b}), ses cartes et ses "
    "étoiles ne marquent rien",
    "ipso.row.mixed": "{row} : croissante, {colors} {colors|couleur|couleurs} : 1 point par carte = {points}",
    "ipso.row.same_color": "{row} : croissante, tout en {color} : 2 points par carte = {points}",
    "ipso.row.stars": ", + {stars} pour les étoiles",
    "ipso.row.odd_even": ", + {points} pour une rangée de nombres {kind}",
    "ipso.row.total": " → {points} {points|point|points}",
    "ipso.star_kept": "Carte Étoile gardée : + 3 points",
    "ipso.star_spent": "Carte Étoile utilisée : pas de points en plus",
    "ipso.score.row": "rangée de {n} : {cards}",
    "ipso.sheet.row": "Rangée de {n}",
    "ipso.score.star_kept": "Carte Étoile gardée",
    "ipso.score.star_spent": "Carte Étoile utilisée",
    "ipso.pyramid.total": "Total : {total} {total|point|points} ({stars} {stars|étoile|étoiles} dans les rangées valides, pour le "
    "départage)",
    "ipso.hint.place": "Placez le {card} dans la rangée de {row}, position {pos} : il s'insère entre {left} et "
    "{right}, la rangée peut encore être croissante.",
    "ipso.hint.open_row": "Placez le {card} dans la rangée de {row}, position {pos} : c'est là que son nombre "
    "se place dans une rangée croissante.",
    "ipso.hint.open_row_any": "Placez le {card} dans la rangée de {row}, position {pos} : aucune carte de cette "
    "rangée n'est encore face visible, elle peut donc encore être croissante autour de lui.",
    "ipso.hint.breaks": "Placez le {card} dans la rangée de {row}, position {pos} ; attention : avec lui, cette "
    "rangée ne peut plus être croissante.",
    "ipso.hint.lost_row": "Placez le {card} dans la rangée de {row}, position {pos} : cette rangée ne peut "
    "plus être croissante quoi qu'on y mette, la carte ne gâche donc rien ailleurs.",
    "ipso.hint.no_fit": "Placez le {card} dans la rangée de {row}, position {pos} : aucune place ne garde "
    "une rangée croissante pour lui.",
    "ipso.hint.start": "le début de la rangée",
    "ipso.hint.end": "la fin de la rangée",
    "ipso.hint.keep": "Gardez votre Étoile : une carte piochée au hasard rapporterait {gain} {gain|point|points} en moyenne, "
    "moins que les 3 points sûrs de l'Étoile.",
    "ipso.hint.spend": "Utilisez votre Étoile : une carte piochée au hasard rapporterait {gain} {gain|point|points} en "
    "moyenne, plus que les 3 points de l'Étoile.",
    "ipso.hint.keep_anyway": "Gardez votre Étoile : une carte piochée au hasard rapporterait {gain} "
    "{gain|point|points} en moyenne, plus que les 3 de l'Étoile.",
    "ipso.hint.spend_anyway": "Utilisez votre Étoile : une carte piochée au hasard ne rapporterait que {gain} "
    "{gain|point|points} en moyenne, pas plus que les 3 de l'Étoile.",
    "ipso.hint.keep_sure": "Gardez votre Étoile : 3 points sûrs valent mieux qu'une carte inconnue.",
    "ipso.hint.swap": "Échangez le {card} dans la rangée de {row}, position {pos} : il rapporte {gain} "
    "{gain|point|points}, le plus de toutes les places.",
    "ipso.hint.swap_less": "Échangez le {card} dans la rangée de {row}, position {pos} : il y rapporte {gain} "
    "{gain|point|points}.",
    "ipso.hint.discard": "Défaussez le {card} : il n'améliorerait aucune de vos rangées.",
    "ipso.hint.discard_gain": "Défaussez le {card} : il rapporterait au mieux {gain} {gain|point|points} à votre "
    "pyramide.",
    "ipso.hint.compared": "{fact} {than}",
    "ipso.hint.than.breaks": "Le {other} dans la rangée de {other_row}, position {other_pos}, empêcherait cette "
    "rangée d'être croissante.",
    "ipso.hint.than.colour": "Le {card} est de la couleur de toutes les cartes visibles de sa rangée, qui peut encore "
    "gagner son bonus de couleur ; le {other} dans la rangée de {other_row}, position {other_pos}, ne serait pas "
    "de la couleur de la sienne.",
    "ipso.hint.than.stars": "Le {card} a {stars} {stars|étoile|étoiles}, le {other} en a {other_stars} : les étoiles "
    "sont des points dans une rangée croissante.",
    "ipso.hint.than.nearer": "Le {card} est plus près de {ideal}, le nombre qui espacerait régulièrement sa rangée "
    "à cet endroit, que le {other} dans la rangée de {other_row}, position {other_pos}, ne l'est de {other_ideal}.",
    "ipso.hint.than.played_out": "Joué dans les donnes imaginées, ce coup finit mieux que {other}.",
    "ipso.hint.other.replace": "le {card} dans la rangée de {row}, position {pos}",
    "ipso.hint.other.swap": "de placer le {card} dans la rangée de {row}, position {pos}",
    "ipso.hint.other.discard": "de défausser le {card}",
    "ipso.hint.other.keep": "de garder votre Étoile",
    "ipso.hint.other.spend": "d'utiliser votre Étoile",
    "ipso.teach.not_a_row": "Une rangée est une liste de numéros de cartes de 1 à 90, lus de gauche à droite, "
    "pas {got}.",
    "ipso.teach.bad_number": "Les cartes numérotées d'Ipso vont de 1 à 90 : {got} n'en est pas une.",
    "ipso.teach.card_twice": "La carte {number} apparaît deux fois : chaque carte numérotée n'existe qu'une fois.",
    "ipso.teach.row_length": "Une rangée de pyramide compte 5, 4, 3 ou 2 cartes, pas {n} (précisez partial=True "
    "pour compter une rangée en construction).",
    "ipso.teach.empty_row": "Une rangée compte au moins une carte.",
    "ipso.teach.not_a_pyramid": "Une pyramide est la liste de ses rangées, pas {got}.",
    "ipso.teach.pyramid_shape": "Une pyramide a quatre rangées de 5, 4, 3 et 2 cartes, pas des rangées de "
    "{lengths} (précisez partial=True pour compter une pyramide en construction : au plus quatre rangées).",
    "ipso.bad_odd_even_all_rows": "odd_even_all_rows est une lecture de la variante pair/impair : il faut "
    "odd_even=True",
    "ipso.option.players": "Ipso se joue de 2 à 6 joueurs, pas {n}",
    "ipso.option.first_player": "le premier joueur est une place de 0 à {last}, pas {n}",
    "ipso.option.direction": "1 (sens des aiguilles d'une montre) ou -1 (l'autre sens), pas {n}",
    "ipso.form.odd_even_reading": "Bonus pair/impair",
    "ipso.form.scoring_rows": "Rangées qui marquent",
    "ipso.form.all_rows": "Toutes les rangées",
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
    # the board (scene.py)
    "ipso.scene.shape.magenta": "rond magenta",
    "ipso.scene.shape.yellow": "triangle jaune",
    "ipso.scene.shape.green": "carré vert",
    "ipso.scene.shape.blue": "losange bleu",
    "ipso.scene.shape.orange": "croix orange",
    "ipso.scene.card": "{n}, {shape}",
    "ipso.scene.stars.1": ", 1 étoile",
    "ipso.scene.stars.2": ", 2 étoiles",
    "ipso.scene.pyramid": "pyramide de {name}",
    "ipso.scene.your_pyramid": "votre pyramide",
    "ipso.scene.row": "rangée de {n}",
    "ipso.scene.star_card": "carte Étoile",
    "ipso.scene.star.unused": "carte Étoile, pas encore utilisée",
    "ipso.scene.star.kept": "carte Étoile, gardée : 3 points",
    "ipso.scene.star.spent": "carte Étoile, utilisée",
    "ipso.scene.table": "Table",
    "ipso.scene.centre": "centre",
    "ipso.scene.left": "carte de gauche",
    "ipso.scene.right": "carte de droite",
    "ipso.scene.pile": "pioche",
    "ipso.scene.discards": "défausse",
    "ipso.scene.pile_bottom": "sous la pioche (vues de tous)",
    "ipso.scene.drawn": "carte piochée grâce à l'Étoile",
    "ipso.scene.keep": "Garder la carte Étoile (3 points)",
    "ipso.scene.spend": "Utiliser la carte Étoile : piocher une carte",
    "ipso.scene.discard_drawn": "Défausser la carte piochée",
    "ipso.scene.prompt.play": "À vous : choisissez l'une des deux cartes du centre, puis la carte face cachée "
    "de votre pyramide qu'elle remplace.",
    "ipso.scene.prompt.centre": "Choisissez maintenant la carte face cachée de votre pyramide que {card} remplace.",
    "ipso.scene.prompt.slot": "Choisissez maintenant la carte du centre à placer dans la {place}.",
    "ipso.scene.prompt.final": "Tour final : gardez votre carte Étoile pour 3 points, ou utilisez-la pour "
    "piocher une carte.",
    "ipso.scene.prompt.drawn": "Vous avez pioché {card} : choisissez une carte de votre pyramide à échanger avec "
    "elle, ou défaussez-la.",
    "ipso.scene.tie_break": "{stars} {stars|étoile|étoiles} dans les rangées valides (pour le départage)",
    "ipso.scene.tournament": "Tournoi, partie {n} sur 4, {direction}",
    "ipso.scene.clockwise": "on joue dans le sens des aiguilles d'une montre",
    "ipso.scene.anticlockwise": "on joue dans le sens inverse des aiguilles d'une montre",
    "ipso.log.replace": "{name} place {card} dans la {place}",
    "ipso.log.to_centre": " ; {card} va au centre",
    "ipso.log.to_bottom": " ; {card} va au centre, puis sous la pioche",
    "ipso.log.keep": "{name} garde sa carte Étoile (3 points).",
    "ipso.log.spend": "{name} utilise sa carte Étoile et pioche une carte.",
    "ipso.log.swap": "{name} place la carte piochée {card} dans la {place} et défausse {old}.",
    "ipso.log.discard": "{name} défausse la carte piochée, {card}.",
    "ipso.move.replace": "Placez le {card} du centre dans la {place}.",
    "ipso.move.swap": "Placez le {card} pioché dans la {place}.",
    "ipso.move.discard": "Défaussez le {card} pioché.",
    "ipso.move.keep": "Gardez votre carte Étoile.",
    "ipso.move.spend": "Utilisez votre carte Étoile et piochez une carte.",
}

CATALOGS = {"en": EN, "fr": FR}
