"""Rummy 500's texts in English and French: the engine's, the bots', the board's.

Cards are written "K♠" in English and "R♠" in French (the rank letters are "rummy500.short.*")."""

_RANKS_EN = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_RANKS_FR = ("as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valet", "dame", "roi")
_PLURAL_EN = ("aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings")
_PLURAL_FR = ("as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valets", "dames", "rois")

EN = {
    "rummy500.card_name": "{rank} of {suit}",
    "rummy500.option.players": "Rummy 500 is played by 2, 3 or 4 players, not {n}",
    "rummy500.option.dealer": "the dealer is a seat from 0 to {last}, not {n}",
    "rummy500.option.turn_limit": "0 (no limit) or a number of turns, not {n}",
    "rummy500.option.target": "a match is played to 500 or 250 points, not {n}",
    "rummy500.option.to_move": "a seat from 0 to {last}, not {n}",
    "rummy500.the_card": "{card}",
    **{f"rummy500.rank.{i + 1}": w for i, w in enumerate(_RANKS_EN)},
    **{f"rummy500.ranks.{i + 1}": w for i, w in enumerate(_PLURAL_EN)},
    "rummy500.short.1": "A",
    "rummy500.short.11": "J",
    "rummy500.short.12": "Q",
    "rummy500.short.13": "K",
    "rummy500.suit.clubs": "clubs",
    "rummy500.suit.diamonds": "diamonds",
    "rummy500.suit.hearts": "hearts",
    "rummy500.suit.spades": "spades",
    "rummy500.sep.semicolon": "; ",
    "rummy500.sep.comma": ", ",
    "rummy500.sep.or": " or ",
    "rummy500.sep.then": " then ",
    "rummy500.sep.space": " ",
    # --- reading cards and melds (teaching API)
    "rummy500.bad_card_text": 'Unknown card "{token}": write a rank (A, 2 to 10 or T, J, Q, K) then a suit '
    "(S, H, D, C or ♠ ♥ ♦ ♣), like 7S, 10H or K♥.",
    "rummy500.card_twice": "The {card} appears twice: each card exists only once in the deck.",
    "rummy500.not_a_meld": "{cards} is not a meld: {reason}. A set is 3 or 4 cards of the same rank; a run is "
    "3 or more cards in a row in one suit, the Ace low (A-2-3) or high (Q-K-A), never going round the "
    "corner (K-A-2).",
    "rummy500.table_not_meld": "{cards} cannot be on the table, it is not a meld: {reason}.",
    "rummy500.reason.repeated": "the {card} appears twice",
    "rummy500.reason.too_few": "a meld needs at least 3 cards, not {n}",
    "rummy500.reason.wrap": "a run cannot go round the corner from the King through the Ace to the 2",
    "rummy500.reason.gap": "these {suit} do not follow each other without a gap",
    "rummy500.reason.mixed": "the cards are neither all of the same rank nor all of the same suit",
    # --- taking from the discard pile
    "rummy500.take.top": "You may take the {card} from the top of the discard pile: taking the top card alone "
    "imposes nothing, but you may not discard it this turn.",
    "rummy500.take.ok": "You may take the {card} with the cards above it ({above}); you must then meld or lay "
    "off the {card} this turn. You can: {ways}.",
    "rummy500.take.refused": "You may not take the {card} with the cards above it ({above}): when you take "
    "more than one card, the deepest one must be melded or laid off this same turn, and you would have no way "
    "to use the {card}. {why} Taking the top card alone is always allowed.",
    "rummy500.why.set": "A set needs two other {ranks} with the {card}: {have}.",
    "rummy500.why.run": "A run needs two {suit} right next to the {card} ({pairs} of {suit}): {have}.",
    "rummy500.why.table": "No meld on the table can take the {card}, even after laying off your other cards.",
    "rummy500.why.no_table": "There is no meld on the table to lay the {card} off on.",
    "rummy500.have.none": "you would hold none",
    "rummy500.have.only": "you would hold only {cards}",
    "rummy500.pair": "{a} and {b}",
    "rummy500.way.set": "meld the set {cards}",
    "rummy500.way.run": "meld the run {cards}",
    "rummy500.way.layoff": "lay off {cards} on {meld}",
    "rummy500.meld.set": "the set of {what}",
    "rummy500.meld.run": "the run of {what}",
    "rummy500.meld.owned_set": "{owner}'s set of {what}",
    "rummy500.meld.owned_run": "{owner}'s run of {what}",
    "rummy500.meld.with_cards": "{meld} ({cards})",
    "rummy500.bad_position": "The discard pile holds {n} {n|card|cards}, numbered 0 (bottom) to {top} (top): there is "
    "no position {index}.",
    # --- the engine's refusals
    "rummy500.bad_card": 'There is no card number {card}: the cards are numbered 0 to 51 (ids("7S") gives '
    "a card's number).",
    "rummy500.draw_first": "Start your turn by drawing: the top card of the stock, or cards from the discard pile.",
    "rummy500.draw_first_empty": "Start your turn: the stock is empty, so take cards from the discard pile or "
    "end the hand.",
    "rummy500.already_drew": "You have already drawn this turn: now meld, lay off, or discard a card to end your turn.",
    "rummy500.stock_empty": "The stock is empty: take cards from the discard pile, or end the hand.",
    "rummy500.stock_not_empty": "The hand can only be ended this way once the stock is empty, and it still "
    "holds {n} {n|card|cards}: draw from it or take from the discard pile.",
    "rummy500.not_in_hand": "You do not hold the {card}.",
    "rummy500.no_melds": "There is no meld on the table yet, so there is nothing to lay off on.",
    "rummy500.no_such_meld": "There is no such meld on the table: a lay-off names one of its {n} {n|meld|melds} by its "
    "place in the list, from the first (0) to the last ({last}), not {meld}.",
    "rummy500.cannot_lay_off": "The {card} cannot be laid off on {meld}: {reason}.",
    "rummy500.lay.set_full": "this set already holds all four {ranks}",
    "rummy500.lay.set_rank": "a set only takes a card of its own rank",
    "rummy500.lay.run": "a run only takes the card just below its lowest card or just above its highest "
    "card, in its own suit, and never goes round the corner (K-A-2)",
    "rummy500.obligation_open": "You took the {card} from deep in the discard pile, so you must meld it or lay "
    "it off before you discard. You can: {ways}.",
    "rummy500.would_break": "Not like this: afterwards you could no longer meld or lay off the {card}, which "
    "you took from deep in the discard pile and must use this turn. You can: {ways}.",
    "rummy500.discard_taken_top": "You took the {card} alone from the top of the discard pile: you may keep "
    "it, but you may not discard it this turn.",
    "rummy500.would_strand": "Not like this: you would be left with only the {card}, which you took from the "
    "top of the discard pile and may not discard this turn, and no meld could take it. Keep another card to "
    "discard.",
    # --- the end of a hand
    "rummy500.ended.out": "Player {n} has emptied their hand.",
    "rummy500.ended.stock": "The stock is empty and player {n} did not take from the discard pile.",
    "rummy500.ended.limit": "The turn limit ({limit} {limit|turn|turns}) was reached.",
    "rummy500.hint.draw": "Draw from the stock: no card in the discard pile melds at once for you, and cards "
    "taken for nothing would only count against you.",
    "rummy500.hint.end_hand": "End the hand: the stock is empty and no take from the discard pile pays.",
    "rummy500.hint.take_top": "Take the {card} from the top of the pile: it melds at once with your cards.",
    "rummy500.hint.take_deep": "Take the {card} and the {n} {n|card|cards} from it to the top: it melds at once, and "
    "the points you put down outweigh the cards you carry off.",
    "rummy500.hint.take_lay_off": "Take the {card} ({n} {n|card|cards} taken from the pile): you can lay it off at "
    "once on a meld of the table.",
    "rummy500.hint.take_go_on": "Take the {card}: the stock is empty, and taking keeps the hand going.",
    "rummy500.hint.take_later": "Take the {card}: it puts down nothing this turn, but played out, it ends better than drawing.",
    "rummy500.hint.take_pays": "Take the {card} ({n} {n|card|cards} taken from the pile): with the cards you take "
    "you can put down {points} {points|point|points} this turn.",
    "rummy500.hint.draw_rather": "Draw from the stock: a card of the discard pile would be usable, but played out, taking it "
    "does not pay.",
    "rummy500.hint.end_rather": "End the hand: the stock is empty, and played out, no take from the discard pile pays.",
    "rummy500.hint.discard_high": "Discard the {card}: it is your highest card ({points} {points|point|points}), so it cannot "
    "count against you if the hand ends.",
    "rummy500.hint.meld": "Meld {cards}: {points} {points|point goes|points go} in front of you now, instead of counting against "
    "you if the hand ends.",
    "rummy500.hint.lay_off": "Lay off the {card} on {meld}: it scores {points} {points|point|points} for you, whoever "
    "owns the meld.",
    "rummy500.hint.discard_offers": "Discard the {card}: the {other} would let the next player take the {deep} and "
    "the {n} {n|card|cards} above it and meld {meld}.",
    "rummy500.hint.discard_may_offer": "Discard the {card}: no card of the discard pile melds with it, while the {other} "
    "would meld with the {mate} there: a next player holding a card that completes that meld ({n} {n|card you have|cards "
    "you have} not seen) could take the {mate} and the cards above it, and meld.",
    "rummy500.hint.discard_offers_held": "Discard the {card}: no card of the discard pile melds with it, while the "
    "{other} would meld with the {mate} there and the {held} the next player took from the pile: they could take the "
    "{mate} and the cards above it, and meld.",
    "rummy500.hint.discard_accepted": "Discard the {card}: the {other} could be laid off on a meld of the table, and "
    "this one cannot.",
    "rummy500.hint.discard_alone": "Discard the {card}: no card of your hand pairs with it or sits next to it, while "
    "the {other} has a partner for a meld.",
    "rummy500.hint.discard_fewer": "Discard the {card}: it counts {points} {points|point|points} against you if the "
    "hand ends, fewer than the {other} ({more}), which also scores more once melded.",
    "rummy500.hint.discard_fewer_near": "Discard the {card}: it has {near} {near|card|cards} of your hand near it (of "
    "its rank, or within two ranks in its suit), fewer than the {other} has: it is less likely to join a meld.",
    "rummy500.hint.discard_rule": "Discard the {card} rather than the {other}: Normal's rule of thumb weighs how likely "
    "each card is to join a meld against the points it counts and the melds the next player could make with it from "
    "the pile, and lets this one go first.",
    "rummy500.hint.discard_played_out": "Discard the {card} rather than the {other}: played out, it ends better.",
    "rummy500.hint.discard_only": "Discard the {card}: it is the only card you can discard.",
    "rummy500.kind.set": "set",
    "rummy500.kind.set.also": "group, book",
    "rummy500.kind.run": "run",
    "rummy500.kind.run.also": "sequence",
    "rummy500.score.meld": "melded {meld}",
    "rummy500.score.laid": "laid off {card} on {meld}",
    "rummy500.score.hand": "left in hand: {cards}",
    "rummy500.score.nothing": "nothing",
    "rummy500.sheet.put_down": "Melded and laid off",
    "rummy500.sheet.in_hand": "Left in hand",
    "rummy500.title": "Rummy 500",
    "rummy500.about": "2 to 4 players meld sets and runs from a spread discard pile; hands are played until someone reaches the target.",
    "rummy500.deal": "Hand {n}",
    # the table's words for a deal, in this game's own: a hand (cardkit/session/frames.py deal_text)
    "rummy500.table.button.next_game": "Next hand",
    "rummy500.table.deal_over": "This hand is over: see the score sheet.",
    "rummy500.table.sheet.total": "This hand",
    "rummy500.table.sheet.game_best": "Most points in this hand: {names}.",
    "rummy500.form.target": "Play to",
    "rummy500.form.points": "{n} {n|point|points}",
    # the board (scene.py)
    "rummy500.scene.match": "Hand {n}, match to {target} {target|point|points}",
    "rummy500.scene.table": "Table",
    "rummy500.scene.stock": "stock",
    "rummy500.scene.discard": "discard pile (spread, bottom to top)",
    "rummy500.scene.melds": "melds on the table",
    "rummy500.scene.meld": "{meld}",
    "rummy500.scene.laid_by": "laid off by {name}",
    "rummy500.scene.discarded_by": "discarded by {name}",
    "rummy500.scene.turned_up": "turned up at the deal",
    "rummy500.scene.lay_off_here": "Lay off the {card} here: {meld}",
    "rummy500.scene.hand": "hand of {name}",
    "rummy500.scene.your_hand": "your hand",
    "rummy500.scene.known_note": "taken from the discard pile",
    "rummy500.scene.must_use_note": "to meld or lay off this turn",
    "rummy500.scene.no_discard_note": "not to be discarded this turn",
    "rummy500.scene.seat": "{name}: {points} {points|point|points} on the table",
    "rummy500.scene.end_hand": "End the hand (the stock is empty)",
    "rummy500.scene.meld_selected": "Meld {cards}",
    "rummy500.scene.discard_selected": "Discard the {card}",
    "rummy500.scene.prompt.draw": "Your turn: draw the top card of the stock, or take a card of the discard "
    "pile with every card above it.",
    "rummy500.scene.prompt.draw_empty": "The stock is empty: take from the discard pile, or end the hand.",
    "rummy500.scene.prompt.play": "Select cards of your hand to meld them, or one card to lay off on a meld "
    "(click the + of that meld) or to discard, which ends your turn.",
    "rummy500.scene.prompt.must_use": "You must meld or lay off the {card} this turn.",
    "rummy500.scene.prompt.no_discard": "You may not discard the {card} this turn.",
    "rummy500.scene.prompt.selected": "Selected: {cards}.",
    "rummy500.scene.ended.out": "{name} emptied their hand.",
    "rummy500.scene.ended.stock": "The stock was empty and {name} did not take from the discard pile.",
    "rummy500.scene.ended.limit": "The turn limit ({limit} {limit|turn|turns}) was reached.",
    "rummy500.log.draw": "{name} draws from the stock.",
    "rummy500.log.take": "{name} takes the {card} from the top of the discard pile.",
    "rummy500.log.take_more": "{name} takes the {card} from the discard pile, with {above} above it.",
    "rummy500.log.meld": "{name} melds {cards}.",
    "rummy500.log.lay_off": "{name} lays off the {card} on {meld}.",
    "rummy500.log.discard": "{name} discards the {card}.",
    "rummy500.log.end_hand": "{name} ends the hand: the stock is empty.",
    # A move as a puzzle offers it: what it does, no more (the case for it comes with the answer).
    "rummy500.move.draw": "Draw from the stock.",
    "rummy500.move.take": "Take the {card} from the top of the discard pile.",
    "rummy500.move.take_more": "Take the {card} from the discard pile, with {above} above it.",
    "rummy500.move.meld": "Meld {cards}.",
    "rummy500.move.lay_off": "Lay off the {card} on {meld}.",
    "rummy500.move.discard": "Discard the {card}.",
    "rummy500.move.end_hand": "End the hand.",
}

FR = {
    "rummy500.card_name": "{rank} de {suit}",
    "rummy500.option.players": "le Rummy 500 se joue à 2, 3 ou 4 joueurs, pas {n}",
    "rummy500.option.dealer": "le donneur est une place de 0 à {last}, pas {n}",
    "rummy500.option.turn_limit": "0 (pas de limite) ou un nombre de tours, pas {n}",
    "rummy500.option.target": "un match se joue en 500 ou 250 points, pas {n}",
    "rummy500.option.to_move": "une place de 0 à {last}, pas {n}",
    "rummy500.the_card": "le {card}",
    **{f"rummy500.rank.{i + 1}": w for i, w in enumerate(_RANKS_FR)},
    **{f"rummy500.ranks.{i + 1}": w for i, w in enumerate(_PLURAL_FR)},
    "rummy500.short.1": "A",
    "rummy500.short.11": "V",
    "rummy500.short.12": "D",
    "rummy500.short.13": "R",
    "rummy500.suit.clubs": "trèfle",
    "rummy500.suit.diamonds": "carreau",
    "rummy500.suit.hearts": "cœur",
    "rummy500.suit.spades": "pique",
    "rummy500.sep.semicolon": " ; ",
    "rummy500.sep.comma": ", ",
    "rummy500.sep.or": " ou ",
    "rummy500.sep.then": " puis ",
    "rummy500.sep.space": " ",
    "rummy500.bad_card_text": "Carte inconnue « {token} » : écrivez un rang (A, 2 à 10, V, D, R ou T, J, Q, K) puis une "
    "couleur (S, H, D, C ou ♠ ♥ ♦ ♣), comme 7S, 10H ou K♥.",
    "rummy500.card_twice": "Le {card} apparaît deux fois : chaque carte n'existe qu'une fois dans le jeu.",
    "rummy500.not_a_meld": "{cards} n'est pas une combinaison : {reason}. Un groupe, c'est 3 ou 4 cartes de "
    "même rang ; une suite, c'est au moins 3 cartes consécutives de la même couleur, l'As bas (A-2-3) ou haut "
    "(D-R-A), sans jamais tourner (R-A-2).",
    "rummy500.table_not_meld": "{cards} ne peut pas être sur la table, ce n'est pas une combinaison : {reason}.",
    "rummy500.reason.repeated": "le {card} apparaît deux fois",
    "rummy500.reason.too_few": "une combinaison demande au moins 3 cartes, pas {n}",
    "rummy500.reason.wrap": "une suite ne peut pas tourner du roi à l'as puis au 2",
    "rummy500.reason.gap": "ces cartes de {suit} ne se suivent pas sans trou",
    "rummy500.reason.mixed": "les cartes ne sont ni toutes du même rang, ni toutes de la même couleur",
    "rummy500.take.top": "Vous pouvez prendre le {card} sur le dessus de la défausse : prendre seulement la "
    "carte du dessus n'impose rien, mais vous ne pouvez pas la défausser ce tour-ci.",
    "rummy500.take.ok": "Vous pouvez prendre le {card} avec les cartes au-dessus ({above}) ; vous devrez alors "
    "poser ou ajouter le {card} ce tour-ci. Vous pouvez : {ways}.",
    "rummy500.take.refused": "Vous ne pouvez pas prendre le {card} avec les cartes au-dessus ({above}) : si "
    "vous prenez plus d'une carte, la plus basse doit être posée ou ajoutée ce tour-ci, et vous n'auriez aucun "
    "moyen d'utiliser le {card}. {why} Prendre seulement la carte du dessus est toujours permis.",
    "rummy500.why.set": "Un groupe demande deux autres {ranks} avec le {card} : {have}.",
    "rummy500.why.run": "Une suite demande deux cartes de {suit} juste à côté du {card} ({pairs} de {suit}) : {have}.",
    "rummy500.why.table": "Aucune combinaison sur la table ne peut recevoir le {card}, même après y avoir "
    "ajouté vos autres cartes.",
    "rummy500.why.no_table": "Il n'y a aucune combinaison sur la table où ajouter le {card}.",
    "rummy500.have.none": "vous n'en auriez pas",
    "rummy500.have.only": "vous n'auriez que {cards}",
    "rummy500.pair": "{a} et {b}",
    "rummy500.way.set": "poser le groupe {cards}",
    "rummy500.way.run": "poser la suite {cards}",
    "rummy500.way.layoff": "ajouter {cards} à {meld}",
    "rummy500.meld.set": "le groupe de {what}",
    "rummy500.meld.run": "la suite à {what}",
    "rummy500.meld.owned_set": "le groupe de {what} posé par {owner}",
    "rummy500.meld.owned_run": "la suite à {what} posée par {owner}",
    "rummy500.meld.with_cards": "{meld} ({cards})",
    "rummy500.bad_position": "La défausse compte {n} {n|carte|cartes}, numérotées de 0 (dessous) à {top} (dessus) : il "
    "n'y a pas de position {index}.",
    "rummy500.bad_card": "Il n'y a pas de carte numéro {card} : les cartes sont numérotées de 0 à 51 "
    '(ids("7S") donne le numéro d\'une carte).',
    "rummy500.draw_first": "Commencez votre tour en piochant : la carte du dessus du talon, ou des cartes de la "
    "défausse.",
    "rummy500.draw_first_empty": "Commencez votre tour : le talon est épuisé, prenez donc des cartes dans la "
    "défausse ou terminez la donne.",
    "rummy500.already_drew": "Vous avez déjà pioché ce tour-ci : posez, ajoutez ou défaussez une carte pour "
    "finir votre tour.",
    "rummy500.stock_empty": "Le talon est épuisé : prenez des cartes dans la défausse, ou terminez la donne.",
    "rummy500.stock_not_empty": "La donne ne se termine ainsi que quand le talon est épuisé, et il reste {n} "
    "{n|carte|cartes} : piochez-y ou prenez dans la défausse.",
    "rummy500.not_in_hand": "Vous n'avez pas le {card} en main.",
    "rummy500.no_melds": "Il n'y a encore aucune combinaison sur la table : rien où ajouter une carte.",
    "rummy500.no_such_meld": "Cette combinaison n'est pas sur la table : un ajout désigne l'une de ses {n} "
    "{n|combinaison|combinaisons} par sa place dans la liste, de la première (0) à la dernière ({last}), pas {meld}.",
    "rummy500.cannot_lay_off": "Le {card} ne peut pas être ajouté à {meld} : {reason}.",
    "rummy500.lay.set_full": "ce groupe contient déjà les quatre {ranks}",
    "rummy500.lay.set_rank": "un groupe ne reçoit qu'une carte de son rang",
    "rummy500.lay.run": "une suite ne reçoit que la carte juste en dessous de sa plus basse ou juste au-dessus "
    "de sa plus haute, dans sa couleur, et ne tourne jamais (R-A-2)",
    "rummy500.obligation_open": "Vous avez pris le {card} au milieu de la défausse : vous devez le poser ou "
    "l'ajouter avant de défausser. Vous pouvez : {ways}.",
    "rummy500.would_break": "Pas ainsi : ensuite vous ne pourriez plus poser ni ajouter le {card}, que vous "
    "avez pris au milieu de la défausse et devez utiliser ce tour-ci. Vous pouvez : {ways}.",
    "rummy500.discard_taken_top": "Vous avez pris le {card} seul sur le dessus de la défausse : vous pouvez le "
    "garder, mais pas le défausser ce tour-ci.",
    "rummy500.would_strand": "Pas ainsi : il ne vous resterait que le {card}, pris sur le dessus de la défausse, "
    "que vous ne pouvez pas défausser ce tour-ci, et aucune combinaison ne pourrait le recevoir. Gardez une "
    "autre carte à défausser.",
    "rummy500.ended.out": "Le joueur {n} a vidé sa main.",
    "rummy500.ended.stock": "Le talon est épuisé et le joueur {n} n'a pas pris à la défausse.",
    "rummy500.ended.limit": "La limite de tours ({limit} {limit|tour|tours}) est atteinte.",
    "rummy500.hint.draw": "Piochez dans le talon : aucune carte de la défausse ne forme de combinaison tout "
    "de suite pour vous, et des cartes prises pour rien compteraient contre vous.",
    "rummy500.hint.end_hand": "Terminez la donne : le talon est vide et aucune prise dans la défausse ne rapporte.",
    "rummy500.hint.take_top": "Prenez le {card} au sommet de la défausse : il forme tout de suite une "
    "combinaison avec vos cartes.",
    "rummy500.hint.take_deep": "Prenez le {card} et les {n} {n|carte|cartes} jusqu'au sommet : il forme tout de suite une "
    "combinaison, et les points posés valent plus que les cartes emportées.",
    "rummy500.hint.take_lay_off": "Prenez le {card} ({n} {n|carte prise|cartes prises} dans la défausse) : vous "
    "pouvez l'ajouter tout de suite à une combinaison de la table.",
    "rummy500.hint.take_go_on": "Prenez le {card} : le talon est vide, et prendre fait continuer la donne.",
    "rummy500.hint.take_later": "Prenez le {card} : il ne se pose pas à ce tour, mais tout compte fait, cela finit mieux que piocher.",
    "rummy500.hint.take_pays": "Prenez le {card} ({n} {n|carte prise|cartes prises} dans la défausse) : avec les "
    "cartes prises, vous pouvez poser {points} {points|point|points} à ce tour.",
    "rummy500.hint.draw_rather": "Piochez dans le talon : une carte de la défausse servirait, mais tout compte fait, la "
    "prendre ne rapporte pas.",
    "rummy500.hint.end_rather": "Terminez la donne : le talon est vide et, tout compte fait, aucune prise dans la "
    "défausse ne rapporte.",
    "rummy500.hint.discard_high": "Défaussez le {card} : c'est votre carte la plus forte ({points} {points|point|points}), "
    "elle ne pourra pas compter contre vous si la donne finit.",
    "rummy500.hint.meld": "Posez {cards} : {points} {points|point est|points sont} à vous dès maintenant, au lieu de compter "
    "contre vous si la donne finit.",
    "rummy500.hint.lay_off": "Ajoutez le {card} à {meld} : il vous rapporte {points} {points|point|points}, "
    "quel que soit le propriétaire de la combinaison.",
    "rummy500.hint.discard_offers": "Défaussez le {card} : le {other} permettrait au joueur suivant de prendre "
    "le {deep} et les {n} {n|carte|cartes} au-dessus, et de poser {meld}.",
    "rummy500.hint.discard_may_offer": "Défaussez le {card} : aucune carte de la défausse ne se combine avec lui, "
    "alors que le {other} se combinerait avec le {mate} qui s'y trouve : un joueur suivant qui a une carte "
    "complétant cette combinaison ({n} {n|carte que vous n'avez pas vue|cartes que vous n'avez pas vues}) pourrait "
    "prendre le {mate} et les cartes au-dessus, et poser une combinaison.",
    "rummy500.hint.discard_offers_held": "Défaussez le {card} : aucune carte de la défausse ne se combine avec "
    "lui, alors que le {other} se combinerait avec le {mate} qui s'y trouve et le {held} que le joueur suivant a "
    "pris dans la défausse : il pourrait prendre le {mate} et les cartes au-dessus, et poser une combinaison.",
    "rummy500.hint.discard_accepted": "Défaussez le {card} : le {other} pourrait être ajouté à une combinaison de "
    "la table, pas celui-ci.",
    "rummy500.hint.discard_alone": "Défaussez le {card} : aucune carte de votre main ne fait paire ou suite avec "
    "lui, alors que le {other} a un partenaire pour une combinaison.",
    "rummy500.hint.discard_fewer": "Défaussez le {card} : il compte {points} {points|point|points} contre vous si "
    "la donne finit, moins que le {other} ({more}), qui rapporte aussi plus une fois posé.",
    "rummy500.hint.discard_fewer_near": "Défaussez le {card} : il a {near} {near|carte|cartes} de votre main près "
    "de lui (de son rang, ou à deux rangs ou moins dans sa couleur), moins que le {other} : il a moins de "
    "chances d'entrer dans une combinaison.",
    "rummy500.hint.discard_rule": "Défaussez le {card} plutôt que le {other} : la règle du bot Normal pèse les "
    "chances de chaque carte d'entrer dans une combinaison contre les points qu'elle compte et les combinaisons que le "
    "joueur suivant pourrait en faire avec la défausse, et lâche celle-ci d'abord.",
    "rummy500.hint.discard_played_out": "Défaussez le {card} plutôt que le {other} : tout compte fait, cela finit "
    "mieux.",
    "rummy500.hint.discard_only": "Défaussez le {card} : c'est la seule carte que vous pouvez défausser.",
    "rummy500.kind.set": "groupe",
    "rummy500.kind.set.also": "brelan, carré",
    "rummy500.kind.run": "suite",
    "rummy500.kind.run.also": "séquence",
    "rummy500.score.meld": "posé : {meld}",
    "rummy500.score.laid": "{card} ajouté à {meld}",
    "rummy500.score.hand": "resté en main : {cards}",
    "rummy500.score.nothing": "rien",
    "rummy500.sheet.put_down": "Posé et ajouté",
    "rummy500.sheet.in_hand": "Resté en main",
    "rummy500.title": "Rummy 500",
    "rummy500.about": "De 2 à 4 joueurs posent des groupes et des suites en puisant dans une défausse étalée ; on joue des donnes jusqu'à ce que quelqu'un atteigne l'objectif.",
    "rummy500.deal": "Donne {n}",
    "rummy500.table.button.next_game": "Donne suivante",
    "rummy500.table.deal_over": "Cette donne est terminée\u00a0: voyez la feuille de score.",
    "rummy500.table.sheet.total": "Cette donne",
    "rummy500.table.sheet.game_best": "Le plus de points dans cette donne\u00a0: {names}.",
    "rummy500.form.target": "Jouer jusqu'à",
    "rummy500.form.points": "{n} {n|point|points}",
    # the board (scene.py)
    "rummy500.scene.match": "Donne {n}, match en {target} {target|point|points}",
    "rummy500.scene.table": "Table",
    "rummy500.scene.stock": "talon",
    "rummy500.scene.discard": "défausse (étalée, de bas en haut)",
    "rummy500.scene.melds": "combinaisons sur la table",
    "rummy500.scene.meld": "{meld}",
    "rummy500.scene.laid_by": "ajoutée par {name}",
    "rummy500.scene.discarded_by": "défaussée par {name}",
    "rummy500.scene.turned_up": "retournée à la donne",
    "rummy500.scene.lay_off_here": "Ajouter le {card} ici : {meld}",
    "rummy500.scene.hand": "main de {name}",
    "rummy500.scene.your_hand": "votre main",
    "rummy500.scene.known_note": "prise à la défausse",
    "rummy500.scene.must_use_note": "à poser ou ajouter ce tour-ci",
    "rummy500.scene.no_discard_note": "à ne pas défausser ce tour-ci",
    "rummy500.scene.seat": "{name} : {points} {points|point posé|points posés}",
    "rummy500.scene.end_hand": "Terminer la donne (le talon est épuisé)",
    "rummy500.scene.meld_selected": "Poser {cards}",
    "rummy500.scene.discard_selected": "Défausser le {card}",
    "rummy500.scene.prompt.draw": "À vous : piochez la carte du dessus du talon, ou prenez une carte de la "
    "défausse avec toutes celles au-dessus.",
    "rummy500.scene.prompt.draw_empty": "Le talon est épuisé : prenez à la défausse, ou terminez la donne.",
    "rummy500.scene.prompt.play": "Sélectionnez des cartes de votre main pour les poser, ou une carte à ajouter "
    "à une combinaison (cliquez sur le + de cette combinaison) ou à défausser, ce qui termine votre tour.",
    "rummy500.scene.prompt.must_use": "Vous devez poser ou ajouter le {card} ce tour-ci.",
    "rummy500.scene.prompt.no_discard": "Vous ne pouvez pas défausser le {card} ce tour-ci.",
    "rummy500.scene.prompt.selected": "Sélection : {cards}.",
    "rummy500.scene.ended.out": "{name} a vidé sa main.",
    "rummy500.scene.ended.stock": "Le talon était épuisé et {name} n'a pas pris à la défausse.",
    "rummy500.scene.ended.limit": "La limite de tours ({limit} {limit|tour|tours}) a été atteinte.",
    "rummy500.log.draw": "{name} pioche au talon.",
    "rummy500.log.take": "{name} prend le {card} sur le dessus de la défausse.",
    "rummy500.log.take_more": "{name} prend le {card} dans la défausse, avec {above} au-dessus.",
    "rummy500.log.meld": "{name} pose {cards}.",
    "rummy500.log.lay_off": "{name} ajoute le {card} à {meld}.",
    "rummy500.log.discard": "{name} défausse le {card}.",
    "rummy500.log.end_hand": "{name} termine la donne : le talon est épuisé.",
    "rummy500.move.draw": "Piochez au talon.",
    "rummy500.move.take": "Prenez le {card} sur le dessus de la défausse.",
    "rummy500.move.take_more": "Prenez le {card} dans la défausse, avec {above} au-dessus.",
    "rummy500.move.meld": "Posez {cards}.",
    "rummy500.move.lay_off": "Ajoutez le {card} à {meld}.",
    "rummy500.move.discard": "Défaussez le {card}.",
    "rummy500.move.end_hand": "Terminez la donne.",
}

CATALOGS = {"en": EN, "fr": FR}
