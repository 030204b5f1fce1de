"""House of Suits' texts in English and French: the engine's, the bots', the board's."""

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
    "house_of_suits.single_card": "You hold a single card, the {card}: place it either in the market or "
    'in your investment (PlaceLast, "market" or "investment").',
    "house_of_suits.bad_where": 'Your last card goes either to the "market" or to your "investment", not {where}.',
    "house_of_suits.not_last_card": "PlaceLast is only for a player holding a single card; you hold {n} "
    "{n|card|cards}: place one in the market and one in your investment.",
    "house_of_suits.same_card": "The {card} cannot go both to the market and to your investment: a "
    "turn places two different cards, one in the market and the other in your investment.",
    "house_of_suits.not_a_card": "There is no card {card} in a {suits}-suit deck: its cards are numbered 0 to {last}.",
    "house_of_suits.not_in_hand": "You do not hold the {card}: you can only play cards from your own hand.",
    # scoring
    "house_of_suits.role.winning": "winning",
    "house_of_suits.role.winning.also": "winner",
    "house_of_suits.role.neutral": "neutral",
    "house_of_suits.role.losing": "losing",
    "house_of_suits.role.losing.also": "loser",
    "house_of_suits.role.bonus": "bonus",
    "house_of_suits.role.discarded": "discarded",
    "house_of_suits.role.discarded.also": "tied",
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
    "house_of_suits.line.named_more": " worth its market total, {market}: {name} invested {invested}, "
    "{other} {theirs}; more than {other}, so {name} takes it",
    "house_of_suits.line.named_equal": " worth its market total, {market}: {name} invested {invested}, "
    "{other} {theirs}; equal totals, so nobody takes it",
    "house_of_suits.line.named_less": " worth its market total, {market}: {name} invested {invested}, "
    "{other} {theirs}; not more than {other}, so {name} does not take it",
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
    "house_of_suits.player": "player {n}",
    "house_of_suits.sheet.total": "total: {total}",
    # teaching API input
    "house_of_suits.what.market": "market",
    "house_of_suits.what.investment": "investment",
    "house_of_suits.what.totals": "totals",
    "house_of_suits.bad_suit_count": "House of Suits is played with 4, 5 or 6 suits, not {suits}.",
    "house_of_suits.option.suits": "the game is played with 4, 5 or 6 suits, not {n}",
    "house_of_suits.option.dealer": "the dealer is seat 0 or 1, not {n}",
    "house_of_suits.option.games": "a match is 4 games with the same suit count, or 6 games (two each with 4, 5 and 6 suits), not {n}",
    "house_of_suits.option.six_games": "the six-game match plays two games each with 4, 5 and 6 suits, so it takes no suit count",
    "house_of_suits.suit_not_in_deck": "There are no {suit} in a {suits}-suit deck, whose suits are: {deck}.",
    "house_of_suits.not_a_mapping": "The {what} must map each suit to its values, not be a {got}.",
    "house_of_suits.suit_twice": "The suit {suit} is given twice in the {what}.",
    "house_of_suits.bad_total": "A suit's market total is a whole number from 0 to 55, not {total} (for {suit}).",
    "house_of_suits.not_values": "The {what} cards of {suit} must be a list of values from 1 to 10, not {got}.",
    "house_of_suits.two_investments": "Give two investments, one per player in seat order: a list of two "
    "mappings from suits to card values.",
    "house_of_suits.card_twice": "The {value} of {suit} is given twice: each card is in the deck once.",
    "house_of_suits.hint.set_aside": "Set aside the {card}: at the end it joins the market and pushes the "
    "{suit} up, so choose a suit you mean to invest in.",
    "house_of_suits.hint.set_aside_holds": "Set aside the {card}: at the end it joins the market and pushes the "
    "{suit} up, and you hold {held} {held|point|points} of that suit in hand, more than the {other_held} of the "
    "{other_suit} for the {other}.",
    "house_of_suits.hint.set_aside_higher": "Set aside the {card}: at the end it joins the market and pushes the "
    "{suit} up, and it is worth more than the {other}.",
    "house_of_suits.hint.set_aside_played_out": "Set aside the {card}: at the end it joins the market and pushes "
    "the {suit} up; played out on the imagined deals, it ends better than setting aside the {other}.",
    "house_of_suits.hint.place": "Sell the {sold} to the market, invest the {kept}",
    "house_of_suits.hint.last_market": "Put the {card} in the market",
    "house_of_suits.hint.last_invest": "Invest the {card}",
    "house_of_suits.hint.stands": "{move}: counting the market as it stands and your set-aside card, you would be "
    "{margin} against your opponent, {gap} {gap|point|points} more than {than}.",
    "house_of_suits.hint.stands_alone": "{move}: counting the market as it stands and your set-aside card, you "
    "would be {margin} against your opponent.",
    "house_of_suits.hint.projected": "{move}: counting also half the value of the cards still to come in each suit "
    "(about half of them end in the market), you would be {margin} against your opponent, {gap} "
    "{gap|point|points} more than {than}.",
    "house_of_suits.hint.played_out": "{move}: played out on the imagined deals, it ends better than {than}.",
    "house_of_suits.hint.move_only": "{move}.",
    "house_of_suits.hint.final": "{move}: your opponent's set-aside card can only be the {other} (the one card you "
    "have not seen), so the game ends {margin} against your opponent.",
    "house_of_suits.hint.final_than": "{move}: your opponent's set-aside card can only be the {other} (the one card "
    "you have not seen), so the game ends {margin} against your opponent, {gap} {gap|point|points} more than {than}.",
    "house_of_suits.hint.final_as": "{move}: your opponent's set-aside card can only be the {other} (the one card "
    "you have not seen), so the game ends {margin} against your opponent, as it would after {than}.",
    "house_of_suits.hint.other.place": "selling the {sold} and investing the {kept}",
    "house_of_suits.hint.other.last_market": "putting it in the market",
    "house_of_suits.hint.other.last_investment": "investing it",
    "house_of_suits.scene.hint_market": "hint: to the market",
    "house_of_suits.scene.hint_invest": "hint: to your investment",
    "house_of_suits.scene.hint_aside": "hint: set it aside",
    "house_of_suits.suit_label": "{symbol} {name}",
    "house_of_suits.sep.comma": ", ",
    "house_of_suits.sep.semicolon": "; ",
    "house_of_suits.title": "House of Suits",
    "house_of_suits.about": "Two players trade between a market and their investments; the richest suits pay.",
    "house_of_suits.deal": "Game {n}",
    "house_of_suits.form.games": "Match",
    "house_of_suits.form.four": "4 games",
    "house_of_suits.form.six": "6 games (4, 5 and 6 suits)",
    "house_of_suits.form.suits": "Suits",
    "house_of_suits.form.suit_count": "{n} {n|suit|suits}",
    # the board (scene.py)
    "house_of_suits.scene.match": "Game {n} of {games}, {suits} {suits|suit|suits}",
    "house_of_suits.scene.table": "Table",
    "house_of_suits.scene.pile": "pick-up pile",
    "house_of_suits.scene.market": "market",
    "house_of_suits.scene.placed_by": "placed by {name}",
    "house_of_suits.scene.suit_row": "{suit}: {total}",
    "house_of_suits.scene.investment": "investment of {name}",
    "house_of_suits.scene.your_investment": "your investment",
    "house_of_suits.scene.set_aside": "card set aside by {name}",
    "house_of_suits.scene.your_set_aside": "your card set aside (only you see it)",
    "house_of_suits.scene.your_set_aside_revealed": "your card set aside, revealed and now in the market",
    "house_of_suits.scene.set_aside_revealed": "the card set aside by {name}, revealed and now in the market",
    "house_of_suits.scene.hand": "hand of {name}",
    "house_of_suits.scene.your_hand": "your hand",
    "house_of_suits.scene.last_market": "Put the {card} in the market",
    "house_of_suits.scene.last_investment": "Put the {card} in your investment",
    "house_of_suits.scene.prompt.set_aside": "Choose the card to set aside face down: only you will know it, and "
    "it joins the market at the end of the game.",
    "house_of_suits.scene.prompt.market": "Your turn: choose the card for the market, then the card for your "
    "investment.",
    "house_of_suits.scene.prompt.investment": "The {card} goes to the market: now choose the card for your "
    "investment (click the {card} again to change your mind).",
    "house_of_suits.scene.prompt.last": "Your last card, the {card}: put it in the market or in your investment.",
    "house_of_suits.log.set_aside": "{name} sets a card aside, face down.",
    "house_of_suits.log.place": "{name} puts the {market} in the market and the {investment} in their investment",
    "house_of_suits.log.drew": ", then draws two cards.",
    "house_of_suits.log.last_market": "{name} puts their last card, the {card}, in the market.",
    "house_of_suits.log.last_investment": "{name} puts their last card, the {card}, in their investment.",
    # A move as a puzzle offers it: what it does, no more (the case for it comes with the answer).
    "house_of_suits.move.set_aside": "Set aside the {card}.",
    "house_of_suits.move.place": "Put the {market} in the market and invest the {investment}.",
    "house_of_suits.move.last_market": "Put your last card, the {card}, in the market.",
    "house_of_suits.move.last_investment": "Invest your last card, the {card}.",
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
    "house_of_suits.no_such_card": "Il n'y a pas de carte {card} : les cartes sont numérotées de 0 à {last}.",
    "house_of_suits.bad_value": "La valeur d'une carte va de 1 (l'as) à 10, pas {value}.",
    "house_of_suits.unknown_suit": "Couleur {suit} inconnue ; les couleurs sont : {known}.",
    "house_of_suits.set_aside_first": "Avant le premier tour, chaque joueur met une carte de côté, face "
    "cachée ; elle reste cachée jusqu'à la fin de la partie. Choisissez la carte à mettre de côté avant "
    "de placer une carte.",
    "house_of_suits.already_set_aside": "Vous avez déjà mis votre carte de côté : chaque joueur met de côté "
    "une seule carte, avant le premier tour. Placez maintenant vos cartes dans le marché et dans votre "
    "investissement.",
    "house_of_suits.single_card": "Il ne vous reste qu'une carte, {card} : placez-la dans le marché ou "
    'dans votre investissement (PlaceLast, "market" ou "investment").',
    "house_of_suits.bad_where": 'Votre dernière carte va soit au marché ("market"), soit dans votre '
    'investissement ("investment"), pas {where}.',
    "house_of_suits.not_last_card": "PlaceLast ne sert qu'au joueur à qui il reste une seule carte ; vous "
    "en avez {n} : placez-en une dans le marché et une dans votre investissement.",
    "house_of_suits.same_card": "La carte {card} ne peut pas aller à la fois au marché et dans votre "
    "investissement : un tour place deux cartes différentes, l'une au marché, l'autre dans votre "
    "investissement.",
    "house_of_suits.not_a_card": "Il n'y a pas de carte {card} dans un paquet de {suits} {suits|couleur|couleurs} : ses "
    "cartes sont numérotées de 0 à {last}.",
    "house_of_suits.not_in_hand": "Vous n'avez pas la carte {card} en main : vous ne pouvez jouer que "
    "les cartes de votre main.",
    "house_of_suits.role.winning": "gagnante",
    "house_of_suits.role.winning.also": "gagnant",
    "house_of_suits.role.neutral": "neutre",
    "house_of_suits.role.losing": "perdante",
    "house_of_suits.role.losing.also": "perdant",
    "house_of_suits.role.bonus": "bonus",
    "house_of_suits.role.discarded": "défaussée",
    "house_of_suits.role.discarded.also": "défaussé",
    "house_of_suits.nothing": "rien",
    "house_of_suits.and": "et",
    "house_of_suits.line.invested": " : investi {invested}",
    "house_of_suits.line.nothing": " : rien d'investi",
    "house_of_suits.line.neutral": " : une couleur neutre ne rapporte ni n'enlève rien (investi : {invested})",
    "house_of_suits.line.discarded": " : son total au marché, {total}, est égal à celui d'une autre "
    "couleur, elle ne compte donc pas (investi : {invested})",
    "house_of_suits.line.bonus_more": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; plus que lui, vous la remportez",
    "house_of_suits.line.bonus_equal": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; à égalité, personne ne la remporte",
    "house_of_suits.line.bonus_less": ", qui vaut son total au marché, {market} : vous avez investi "
    "{invested}, votre adversaire {theirs} ; pas plus que lui, vous ne la remportez pas",
    "house_of_suits.line.named_more": ", qui vaut son total au marché, {market} : {name} a investi "
    "{invested}, {other}, {theirs} ; plus que {other}, {name} la remporte",
    "house_of_suits.line.named_equal": ", qui vaut son total au marché, {market} : {name} a investi "
    "{invested}, {other}, {theirs} ; à égalité, personne ne la remporte",
    "house_of_suits.line.named_less": ", qui vaut son total au marché, {market} : {name} a investi "
    "{invested}, {other}, {theirs} ; pas plus que {other}, {name} ne la remporte pas",
    "house_of_suits.sheet.market": "Totaux du marché, les deux cartes mises de côté comprises : {totals}.",
    "house_of_suits.sheet.tied": "Totaux égaux à {total} : {suits} sont défaussées et ne comptent pas.",
    "house_of_suits.sheet.ranked": "{suit} {total} : {role}",
    "house_of_suits.sheet.no_ties": "Aucun total n'est égal à un autre : aucune couleur n'est défaussée.",
    "house_of_suits.rank.6": "Six couleurs restantes : les deux plus hautes sont gagnantes, la troisième "
    "est neutre, la quatrième est perdante et les deux plus basses sont les couleurs bonus.",
    "house_of_suits.rank.5": "Cinq couleurs restantes : les deux plus hautes sont gagnantes, la troisième "
    "est neutre, la quatrième est perdante et la plus basse est la couleur bonus.",
    "house_of_suits.rank.4": "Quatre couleurs restantes : les deux plus hautes sont gagnantes, la "
    "troisième est neutre et la plus basse est perdante (il n'y a plus de couleurs bonus à partir de là).",
    "house_of_suits.rank.3": "Trois couleurs restantes : les deux plus hautes sont gagnantes et la plus "
    "basse est perdante.",
    "house_of_suits.rank.2": "Deux couleurs restantes : la plus haute est gagnante et l'autre est perdante.",
    "house_of_suits.rank.1": "Une seule couleur reste : c'est la couleur gagnante.",
    "house_of_suits.rank.0": "Aucune couleur ne reste : personne ne marque de points.",
    "house_of_suits.sheet.player": "Joueur {n} :",
    "house_of_suits.player": "le joueur {n}",
    "house_of_suits.sheet.total": "total : {total}",
    "house_of_suits.what.market": "marché",
    "house_of_suits.what.investment": "investissement",
    "house_of_suits.what.totals": "totaux",
    "house_of_suits.bad_suit_count": "House of Suits se joue avec 4, 5 ou 6 couleurs, pas {suits}.",
    "house_of_suits.option.suits": "la partie se joue avec 4, 5 ou 6 couleurs, pas {n}",
    "house_of_suits.option.dealer": "le donneur est la place 0 ou 1, pas {n}",
    "house_of_suits.option.games": "un match compte 4 parties avec le même nombre de couleurs, ou 6 parties (deux avec 4 couleurs, deux avec 5, deux avec 6), pas {n}",
    "house_of_suits.option.six_games": "le match en six parties en joue deux avec 4 couleurs, deux avec 5 et deux avec 6 : il ne prend pas de nombre de couleurs",
    "house_of_suits.suit_not_in_deck": "La couleur {suit} n'est pas dans un paquet de {suits} {suits|couleur|couleurs}, "
    "dont les couleurs sont : {deck}.",
    "house_of_suits.not_a_mapping": "Les données ({what}) doivent associer à chaque couleur ses valeurs, "
    "pas être un {got}.",
    "house_of_suits.suit_twice": "La couleur {suit} est donnée deux fois ({what}).",
    "house_of_suits.bad_total": "Le total d'une couleur au marché est un nombre entier de 0 à 55, pas "
    "{total} (pour {suit}).",
    "house_of_suits.not_values": "Les cartes de {suit} ({what}) doivent être une liste de valeurs de 1 à "
    "10, pas {got}.",
    "house_of_suits.two_investments": "Donnez deux investissements, un par joueur dans l'ordre des places : "
    "une liste de deux associations couleur -> valeurs des cartes.",
    "house_of_suits.card_twice": "Le {value} de {suit} est donné deux fois : chaque carte n'existe qu'une "
    "fois dans le paquet.",
    "house_of_suits.hint.set_aside": "Mettez de côté cette carte : {card}. À la fin, elle rejoint le marché et "
    "fait monter la couleur {suit} : choisissez une couleur où vous comptez investir.",
    "house_of_suits.hint.set_aside_holds": "Mettez de côté cette carte : {card}. À la fin, elle rejoint le "
    "marché et fait monter la couleur {suit}, dont vous avez {held} {held|point|points} en main, plus que les "
    "{other_held} de la couleur {other_suit} pour cette carte : {other}.",
    "house_of_suits.hint.set_aside_higher": "Mettez de côté cette carte : {card}. À la fin, elle rejoint le "
    "marché et fait monter la couleur {suit}, et elle vaut plus que celle-ci : {other}.",
    "house_of_suits.hint.set_aside_played_out": "Mettez de côté cette carte : {card}. À la fin, elle rejoint "
    "le marché et fait monter la couleur {suit} ; joué dans les donnes imaginées, ce coup finit mieux qu'en "
    "mettant de côté cette carte : {other}.",
    "house_of_suits.hint.place": "Vendez au marché cette carte : {sold}, et investissez celle-ci : {kept}",
    "house_of_suits.hint.last_market": "Placez votre dernière carte ({card}) au marché",
    "house_of_suits.hint.last_invest": "Investissez votre dernière carte ({card})",
    "house_of_suits.hint.stands": "{move}. En comptant le marché tel qu'il est et votre carte mise de côté, vous "
    "seriez à {margin} face à votre adversaire, {gap} {gap|point|points} de plus qu'avec {than}.",
    "house_of_suits.hint.stands_alone": "{move}. En comptant le marché tel qu'il est et votre carte mise de côté, "
    "vous seriez à {margin} face à votre adversaire.",
    "house_of_suits.hint.projected": "{move}. En comptant aussi la moitié de la valeur des cartes encore à venir "
    "dans chaque couleur (la moitié environ finit au marché), vous seriez à {margin} face à votre adversaire, "
    "{gap} {gap|point|points} de plus qu'avec {than}.",
    "house_of_suits.hint.played_out": "{move}. Joué dans les donnes imaginées, ce coup finit mieux qu'avec {than}.",
    "house_of_suits.hint.move_only": "{move}.",
    "house_of_suits.hint.final": "{move}. La carte mise de côté par votre adversaire ne peut être que celle-ci : "
    "{other} (la seule carte que vous n'avez pas vue), donc la partie finit à {margin} face à votre adversaire.",
    "house_of_suits.hint.final_than": "{move}. La carte mise de côté par votre adversaire ne peut être que "
    "celle-ci : {other} (la seule carte que vous n'avez pas vue), donc la partie finit à {margin} face à votre "
    "adversaire, {gap} {gap|point|points} de plus qu'avec {than}.",
    "house_of_suits.hint.final_as": "{move}. La carte mise de côté par votre adversaire ne peut être que "
    "celle-ci : {other} (la seule carte que vous n'avez pas vue), donc la partie finit à {margin} face à votre "
    "adversaire, autant qu'avec {than}.",
    "house_of_suits.hint.other.place": "l'autre coup (vendre : {sold}, investir : {kept})",
    "house_of_suits.hint.other.last_market": "votre dernière carte au marché",
    "house_of_suits.hint.other.last_investment": "votre dernière carte investie",
    "house_of_suits.scene.hint_market": "indice : au marché",
    "house_of_suits.scene.hint_invest": "indice : à investir",
    "house_of_suits.scene.hint_aside": "indice : à mettre de côté",
    "house_of_suits.suit_label": "{symbol} {name}",
    "house_of_suits.sep.comma": ", ",
    "house_of_suits.sep.semicolon": " ; ",
    "house_of_suits.title": "House of Suits",
    "house_of_suits.about": "Deux joueurs échangent entre un marché et leurs investissements ; les couleurs les plus riches rapportent.",
    "house_of_suits.deal": "Partie {n}",
    "house_of_suits.form.games": "Match",
    "house_of_suits.form.four": "4 parties",
    "house_of_suits.form.six": "6 parties (4, 5 et 6 couleurs)",
    "house_of_suits.form.suits": "Couleurs",
    "house_of_suits.form.suit_count": "{n} {n|couleur|couleurs}",
    # the board (scene.py)
    "house_of_suits.scene.match": "Partie {n} sur {games}, {suits} {suits|couleur|couleurs}",
    "house_of_suits.scene.table": "Table",
    "house_of_suits.scene.pile": "pioche de ramassage",
    "house_of_suits.scene.market": "marché",
    "house_of_suits.scene.placed_by": "placée par {name}",
    "house_of_suits.scene.suit_row": "{suit} : {total}",
    "house_of_suits.scene.investment": "investissement de {name}",
    "house_of_suits.scene.your_investment": "votre investissement",
    "house_of_suits.scene.set_aside": "carte mise de côté par {name}",
    "house_of_suits.scene.your_set_aside": "votre carte mise de côté (vous seul la voyez)",
    "house_of_suits.scene.your_set_aside_revealed": "votre carte mise de côté, révélée, est maintenant au marché",
    "house_of_suits.scene.set_aside_revealed": "la carte mise de côté par {name}, révélée, est maintenant au marché",
    "house_of_suits.scene.hand": "main de {name}",
    "house_of_suits.scene.your_hand": "votre main",
    "house_of_suits.scene.last_market": "Au marché : {card}",
    "house_of_suits.scene.last_investment": "Dans votre investissement : {card}",
    "house_of_suits.scene.prompt.set_aside": "Choisissez la carte à mettre de côté, face cachée : vous seul la "
    "connaîtrez, et elle rejoint le marché à la fin de la partie.",
    "house_of_suits.scene.prompt.market": "À vous : choisissez la carte pour le marché, puis la carte pour votre "
    "investissement.",
    "house_of_suits.scene.prompt.investment": "Au marché : {card}. Choisissez maintenant la carte pour votre "
    "investissement (cliquez de nouveau sur la première carte pour changer d'avis).",
    "house_of_suits.scene.prompt.last": "Votre dernière carte ({card}) : placez-la au marché ou dans votre "
    "investissement.",
    "house_of_suits.log.set_aside": "{name} met une carte de côté, face cachée.",
    "house_of_suits.log.place": "{name} place au marché : {market} ; dans son investissement : {investment}",
    "house_of_suits.log.drew": ", puis pioche deux cartes.",
    "house_of_suits.log.last_market": "{name} place sa dernière carte au marché : {card}.",
    "house_of_suits.log.last_investment": "{name} place sa dernière carte dans son investissement : {card}.",
    "house_of_suits.move.set_aside": "Mettez de côté cette carte : {card}.",
    "house_of_suits.move.place": "Placez au marché cette carte : {market}, et investissez celle-ci : {investment}.",
    "house_of_suits.move.last_market": "Placez votre dernière carte au marché : {card}.",
    "house_of_suits.move.last_investment": "Investissez votre dernière carte : {card}.",
}

CATALOGS = {"en": EN, "fr": FR}
