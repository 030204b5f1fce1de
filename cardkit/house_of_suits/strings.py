"""House of Suits' texts in English and French."""

EN = {
    # the deck
    "house_of_suits.suit.spades": "spades",
    "house_of_suits.suit.hearts": "hearts",
    "house_of_suits.suit.diamonds": "diamonds",
    "house_of_suits.suit.clubs": "clubs",
    "house_of_suits.suit.stars": "stars",
    "house_of_suits.suit.moons": "moons",
    "house_of_suits.ace": "Ace",
    "house_of_suits.card": "{value} of {suit}",
    "house_of_suits.no_such_card": "There is no card {card}: the cards are numbered 0 to {last}.",
    "house_of_suits.bad_value": "A card's value goes from 1 (the Ace) to 10, not {value}.",
    "house_of_suits.unknown_suit": "Unknown suit {suit}; the suits are: {known}.",
    # playing
    "house_of_suits.set_aside_first": "Before the first turn each player sets one card aside face down; it "
    "stays hidden until the end of the game. Choose the card to set aside before placing any card.",
    "house_of_suits.already_set_aside": "You have already set your card aside: each player sets aside "
    "exactly one card, before the first turn. Now place your cards in the market and in your investment.",
    "house_of_suits.single_card": "You hold a single card, the {card_en}: place it either in the market or "
    "in your investment (PlaceLast, \"market\" or \"investment\").",
    "house_of_suits.bad_where": "Your last card goes either to the \"market\" or to your \"investment\", "
    "not {where}.",
    "house_of_suits.not_last_card": "PlaceLast is only for a player holding a single card; you hold {n} "
    "cards: place one in the market and one in your investment.",
    "house_of_suits.same_card": "The {card_en} cannot go both to the market and to your investment: a "
    "turn places two different cards, one in the market and the other in your investment.",
    "house_of_suits.not_a_card": "There is no card {card} in a {suits}-suit deck: its cards are numbered "
    "0 to {last}.",
    "house_of_suits.not_in_hand": "You do not hold the {card_en}: you can only play cards from your own "
    "hand.",
    # scoring
    "house_of_suits.role.winning": "winning",
    "house_of_suits.role.neutral": "neutral",
    "house_of_suits.role.losing": "losing",
    "house_of_suits.role.bonus": "bonus",
    "house_of_suits.role.discarded": "discarded",
    "house_of_suits.nothing": "nothing",
    "house_of_suits.and": "and",
    "house_of_suits.line.invested": ": invested {invested}",
    "house_of_suits.line.nothing": ": nothing invested",
    "house_of_suits.line.neutral": ": a neutral suit scores nothing either way (invested {invested})",
    "house_of_suits.line.discarded": ": its market total, {total}, equals another suit's, so it does not "
    "score (invested {invested})",
    "house_of_suits.line.bonus_more": " worth its market total, {market}: you invested {invested}, your "
    "opponent {theirs}; more than your opponent, so you take it",
    "house_of_suits.line.bonus_equal": " worth its market total, {market}: you invested {invested}, your "
    "opponent {theirs}; equal totals, so nobody takes it",
    "house_of_suits.line.bonus_less": " worth its market total, {market}: you invested {invested}, your "
    "opponent {theirs}; not more than your opponent, so you do not take it",
    "house_of_suits.sheet.market": "Market totals, the two set-aside cards included: {totals}.",
    "house_of_suits.sheet.tied": "Equal totals of {total}: {suits} are discarded and do not score.",
    "house_of_suits.sheet.ranked": "{suit} {total}: {role}",
    "house_of_suits.sheet.no_ties": "No two suits have the same total: none is discarded.",
    "house_of_suits.rank.6": "Six suits remain: the two highest are winning, the third is neutral, the "
    "fourth is losing and the two lowest are bonus suits.",
    "house_of_suits.rank.5": "Five suits remain: the two highest are winning, the third is neutral, the "
    "fourth is losing and the lowest is the bonus suit.",
    "house_of_suits.rank.4": "Four suits remain: the two highest are winning, the third is neutral and the "
    "lowest is losing (from four suits down there are no bonus suits).",
    "house_of_suits.rank.3": "Three suits remain: the two highest are winning and the lowest is losing.",
    "house_of_suits.rank.2": "Two suits remain: the higher is winning and the other is losing.",
    "house_of_suits.rank.1": "One suit remains: it is the winning suit.",
    "house_of_suits.rank.0": "No suit remains: nobody scores anything.",
    "house_of_suits.sheet.player": "Player {n}:",
    "house_of_suits.sheet.total": "total: {total}",
    # teaching API input
    "house_of_suits.what.market": "market",
    "house_of_suits.what.investment": "investment",
    "house_of_suits.what.totals": "totals",
    "house_of_suits.bad_suit_count": "House of Suits is played with 4, 5 or 6 suits, not {suits}.",
    "house_of_suits.suit_not_in_deck": "There are no {suit_en} in a {suits}-suit deck, whose suits are: "
    "{deck_en}.",
    "house_of_suits.not_a_mapping": "The {what_en} must map each suit to its values, not be a {got}.",
    "house_of_suits.suit_twice": "The suit {suit_en} is given twice in the {what_en}.",
    "house_of_suits.bad_total": "A suit's market total is a whole number from 0 to 55, not {total} "
    "(for {suit_en}).",
    "house_of_suits.not_values": "The {what_en} cards of {suit_en} must be a list of values from 1 to 10, "
    "not {got}.",
    "house_of_suits.two_investments": "Give two investments, one per player in seat order: a list of two "
    "mappings from suits to card values.",
    "house_of_suits.card_twice": "The {value} of {suit_en} is given twice: each card is in the deck once.",
    "house_of_suits.hint.set_aside": "Set aside the {card}: at the end it joins the market and pushes the "
    "{suit} up, so choose a suit you mean to invest in.",
    "house_of_suits.hint.place": "Invest the {kept} and sell the {sold} to the market: if the game ended now you "
    "would be {margin} against your opponent ({change} for this move).",
    "house_of_suits.hint.last_market": "Put the {card} in the market: if the game ended now you would be "
    "{margin} against your opponent.",
    "house_of_suits.hint.last_invest": "Invest the {card}: if the game ended now you would be {margin} against "
    "your opponent.",
    "house_of_suits.title": "House of Suits",
    "house_of_suits.about": "Two players trade between a market and their investments; the richest suits pay.",
    "house_of_suits.deal": "Game {n}",
    "house_of_suits.form.games": "Match",
    "house_of_suits.form.four": "4 games",
    "house_of_suits.form.six": "6 games (4, 5 and 6 suits)",
    "house_of_suits.form.suits": "Suits",
    "house_of_suits.form.suit_count": "{n} suits",
}

FR = {
    "house_of_suits.suit.spades": "pique",
    "house_of_suits.suit.hearts": "cœur",
    "house_of_suits.suit.diamonds": "carreau",
    "house_of_suits.suit.clubs": "trèfle",
    "house_of_suits.suit.stars": "étoile",
    "house_of_suits.suit.moons": "lune",
    "house_of_suits.ace": "as",
    "house_of_suits.card": "{value} de {suit}",
    "house_of_suits.no_such_card": "Il n'y a pas de carte {card} : les cartes sont numérotées de 0 à {last}.",
    "house_of_suits.bad_value": "La valeur d'une carte va de 1 (l'as) à 10, pas {value}.",
    "house_of_suits.unknown_suit": "Couleur {suit} inconnue ; les couleurs sont : {known}.",
    "house_of_suits.set_aside_first": "Avant le premier tour, chaque joueur met une carte de côté, face "
    "cachée ; elle reste cachée jusqu'à la fin de la partie. Choisissez la carte à mettre de côté avant "
    "de placer une carte.",
    "house_of_suits.already_set_aside": "Vous avez déjà mis votre carte de côté : chaque joueur met de côté "
    "une seule carte, avant le premier tour. Placez maintenant vos cartes dans le marché et dans votre "
    "investissement.",
    "house_of_suits.single_card": "Il ne vous reste qu'une carte, {card_fr} : placez-la dans le marché ou "
    "dans votre investissement (PlaceLast, \"market\" ou \"investment\").",
    "house_of_suits.bad_where": "Votre dernière carte va soit au marché (\"market\"), soit dans votre "
    "investissement (\"investment\"), pas {where}.",
    "house_of_suits.not_last_card": "PlaceLast ne sert qu'au joueur à qui il reste une seule carte ; vous "
    "en avez {n} : placez-en une dans le marché et une dans votre investissement.",
    "house_of_suits.same_card": "La carte {card_fr} ne peut pas aller à la fois au marché et dans votre "
    "investissement : un tour place deux cartes différentes, l'une au marché, l'autre dans votre "
    "investissement.",
    "house_of_suits.not_a_card": "Il n'y a pas de carte {card} dans un paquet de {suits} couleurs : ses "
    "cartes sont numérotées de 0 à {last}.",
    "house_of_suits.not_in_hand": "Vous n'avez pas la carte {card_fr} en main : vous ne pouvez jouer que "
    "les cartes de votre main.",
    "house_of_suits.role.winning": "gagnante",
    "house_of_suits.role.neutral": "neutre",
    "house_of_suits.role.losing": "perdante",
    "house_of_suits.role.bonus": "bonus",
    "house_of_suits.role.discarded": "défaussée",
    "house_of_suits.nothing": "rien",
    "house_of_suits.and": "et",
    "house_of_suits.line.invested": " : investi {invested}",
    "house_of_suits.line.nothing": " : rien d'investi",
    "house_of_suits.line.neutral": " : une couleur neutre ne rapporte ni n'enlève rien (investi {invested})",
    "house_of_suits.line.discarded": " : son total au marché, {total}, est égal à celui d'une autre "
    "couleur, elle ne compte donc pas (investi {invested})",
    "house_of_suits.line.bonus_more": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; plus que lui, vous la remportez",
    "house_of_suits.line.bonus_equal": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; à égalité, personne ne la remporte",
    "house_of_suits.line.bonus_less": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; pas plus que lui, vous ne la remportez pas",
    "house_of_suits.sheet.market": "Totaux du marché, les deux cartes mises de côté comprises : {totals}.",
    "house_of_suits.sheet.tied": "Totaux égaux à {total} : {suits} sont défaussées et ne comptent pas.",
    "house_of_suits.sheet.ranked": "{suit} {total} : {role}",
    "house_of_suits.sheet.no_ties": "Aucun total n'est égal à un autre : aucune couleur n'est défaussée.",
    "house_of_suits.rank.6": "Six couleurs restantes : les deux plus hautes sont gagnantes, la troisième "
    "est neutre, la quatrième est perdante et les deux plus basses sont les couleurs bonus.",
    "house_of_suits.rank.5": "Cinq couleurs restantes : les deux plus hautes sont gagnantes, la troisième "
    "est neutre, la quatrième est perdante et la plus basse est la couleur bonus.",
    "house_of_suits.rank.4": "Quatre couleurs restantes : les deux plus hautes sont gagnantes, la "
    "troisième est neutre et la plus basse est perdante (il n'y a plus de couleurs bonus à partir de là).",
    "house_of_suits.rank.3": "Trois couleurs restantes : les deux plus hautes sont gagnantes et la plus "
    "basse est perdante.",
    "house_of_suits.rank.2": "Deux couleurs restantes : la plus haute est gagnante et l'autre est perdante.",
    "house_of_suits.rank.1": "Une seule couleur reste : c'est la couleur gagnante.",
    "house_of_suits.rank.0": "Aucune couleur ne reste : personne ne marque de points.",
    "house_of_suits.sheet.player": "Joueur {n} :",
    "house_of_suits.sheet.total": "total : {total}",
    "house_of_suits.what.market": "marché",
    "house_of_suits.what.investment": "investissement",
    "house_of_suits.what.totals": "totaux",
    "house_of_suits.bad_suit_count": "House of Suits se joue avec 4, 5 ou 6 couleurs, pas {suits}.",
    "house_of_suits.suit_not_in_deck": "La couleur {suit_fr} n'est pas dans un paquet de {suits} couleurs, "
    "dont les couleurs sont : {deck_fr}.",
    "house_of_suits.not_a_mapping": "Les données ({what_fr}) doivent associer à chaque couleur ses valeurs, "
    "pas être un {got}.",
    "house_of_suits.suit_twice": "La couleur {suit_fr} est donnée deux fois ({what_fr}).",
    "house_of_suits.bad_total": "Le total d'une couleur au marché est un nombre entier de 0 à 55, pas "
    "{total} (pour {suit_fr}).",
    "house_of_suits.not_values": "Les cartes de {suit_fr} ({what_fr}) doivent être une liste de valeurs de 1 à "
    "10, pas {got}.",
    "house_of_suits.two_investments": "Donnez deux investissements, un par joueur dans l'ordre des places : "
    "une liste de deux associations couleur -> valeurs des cartes.",
    "house_of_suits.card_twice": "Le {value} de {suit_fr} est donné deux fois : chaque carte n'existe qu'une "
    "fois dans le paquet.",
    "house_of_suits.hint.set_aside": "Mettez de côté cette carte : {card}. À la fin, elle rejoint le marché et "
    "fait monter la couleur {suit} : choisissez une couleur où vous comptez investir.",
    "house_of_suits.hint.place": "Investissez cette carte : {kept}, et vendez celle-ci au marché : {sold}. Si la "
    "partie finissait maintenant, vous seriez à {margin} face à votre adversaire ({change} pour ce coup).",
    "house_of_suits.hint.last_market": "Placez votre dernière carte ({card}) au marché : si la partie finissait "
    "maintenant, vous seriez à {margin} face à votre adversaire.",
    "house_of_suits.hint.last_invest": "Investissez votre dernière carte ({card}) : si la partie finissait "
    "maintenant, vous seriez à {margin} face à votre adversaire.",
    "house_of_suits.title": "House of Suits",
    "house_of_suits.about": "Deux joueurs échangent entre un marché et leurs investissements ; les couleurs les plus riches rapportent.",
    "house_of_suits.deal": "Partie {n}",
    "house_of_suits.form.games": "Match",
    "house_of_suits.form.four": "4 parties",
    "house_of_suits.form.six": "6 parties (4, 5 et 6 couleurs)",
    "house_of_suits.form.suits": "Couleurs",
    "house_of_suits.form.suit_count": "{n} couleurs",
}

CATALOGS = {"en": EN, "fr": FR}
