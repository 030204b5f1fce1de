"""Strings of the game-agnostic core (registered by `cardkit/core/__init__.py`)."""

EN = {
    "core.game_over": "The game is over: no more moves can be played.",
    "core.not_your_turn": "It is not your turn: player {n} is to play.",
    "core.unknown_action": "{action} is not a move of {game}.",
    "core.bad_action_json": "This move could not be read: {reason}.",
    "core.unknown_option": "Unknown option {name!r} for {game}; the options are: {known}.",
    "core.bad_option": "Option {name!r} of {game}: {reason}.",
    "core.unknown_game": "Unknown game {name!r}; the games are: {known}.",
    "core.bad_save": "This save file cannot be loaded: {reason}. Nothing was loaded.",
    "core.future_save": "This save file was written by a newer cardkit (format version {version}; "
    "this cardkit reads up to version {supported}). Nothing was loaded.",
    "core.nothing_to_undo": "There is no move to undo.",
    "core.match_over": "The match is over: start a new match to play on.",
    "core.deal_not_over": "The current deal is not finished yet.",
    "core.unknown_bot": "Unknown bot level {name!r}; the levels are: {known}.",
    "core.no_bot": 'There is no {level} bot for {game} in this version of cardkit: choose the "random" level.',
    "core.bot_not_on_turn": "A bot moves only on its own turn, and it is not player {n}'s turn.",
    "core.bot_not_legal": "The moves to weigh must be legal moves of the position.",
    "core.hint.random": "Any legal move will do here: this one was picked at random.",
    "core.hint.only_move": "This is the only legal move.",
    "core.hint.sampled": "(Played out in {deals} imagined {deals|deal|deals} of the cards you cannot see, it ends "
    "{margin} {margin|point|points} against the best opponent on average.)",
    "core.hint.search": "(In {games} imagined {games|deal|deals} of the cards you cannot see, it won {share}% of the time.)",
    "core.score.part": "{label}: {points}",
    "core.score.total": "total: {total}",
    # who sits where (seats.py)
    "core.language_name": "English",
    "seats.level.random": "random",
    "seats.level.beginner": "beginner",
    "seats.level.normal": "normal",
    "seats.level.expert": "expert",
    "seats.bot_name": "Bot {n} ({level})",
    "seats.bad_seats": 'Each seat is "human" or a bot level ({levels}), not {seat}.',
    "seats.empty_name": "The name of player {n} is empty once spaces and invisible characters are removed: give a name that can be read.",
    "seats.long_name": "The name of player {n} is too long: {limit} {limit|character|characters} at most.",
    "seats.same_name": "Two players are both called {name}: give each player their own name.",
    "seats.bot_label": "{name} is how the kit names a bot: give player {n} a person's name.",
    "seats.seat_count": "{game} is played here by {players} {players|seat|seats}, but {given} {given|was|were} given.",
    # the undo rule (undo.py)
    "undo.not_here": "Undo is for a game against bots, with a single player at the screen.",
    "undo.nothing": "You have not played a move in this game yet: there is nothing to undo.",
    "undo.seen": "You have seen a new card since your last move (one drawn, turned up or put down), so that move can no longer be undone: going back would let you play it again knowing the card.",
    "undo.over": "This game is over: its moves can no longer be undone.",
}

FR = {
    "core.game_over": "La partie est terminée : plus aucun coup ne peut être joué.",
    "core.not_your_turn": "Ce n'est pas votre tour : c'est au joueur {n} de jouer.",
    "core.unknown_action": "{action} n'est pas un coup de {game}.",
    "core.bad_action_json": "Ce coup est illisible : {reason}.",
    "core.unknown_option": "Option {name!r} inconnue pour {game} ; les options sont : {known}.",
    "core.bad_option": "Option {name!r} de {game} : {reason}.",
    "core.unknown_game": "Jeu {name!r} inconnu ; les jeux sont : {known}.",
    "core.bad_save": "Cette sauvegarde ne peut pas être chargée : {reason}. Rien n'a été chargé.",
    "core.future_save": "Cette sauvegarde vient d'un cardkit plus récent (format version {version} ; "
    "ce cardkit lit jusqu'à la version {supported}). Rien n'a été chargé.",
    "core.nothing_to_undo": "Il n'y a aucun coup à annuler.",
    "core.match_over": "Le match est terminé : commencez un nouveau match pour continuer.",
    "core.deal_not_over": "La donne en cours n'est pas terminée.",
    "core.unknown_bot": "Niveau de bot {name!r} inconnu ; les niveaux sont : {known}.",
    "core.no_bot": "Il n'y a pas de bot de niveau {level} pour {game} dans cette version de cardkit : "
    'choisissez le niveau "random".',
    "core.bot_not_on_turn": "Un bot ne joue qu'à son tour, et ce n'est pas le tour du joueur {n}.",
    "core.bot_not_legal": "Les coups à évaluer doivent être des coups permis de la position.",
    "core.hint.random": "N'importe quel coup légal convient : celui-ci a été tiré au hasard.",
    "core.hint.only_move": "C'est le seul coup légal.",
    "core.hint.sampled": "(Jouée dans {deals} {deals|donne imaginée|donnes imaginées} des cartes que vous ne voyez pas, elle finit "
    "en moyenne à {margin} {margin|point|points} du meilleur adversaire.)",
    "core.hint.search": "(Sur {games} {games|donne imaginée|donnes imaginées} des cartes que vous ne voyez pas, ce coup a gagné {share} % du temps.)",
    "core.score.part": "{label} : {points}",
    "core.score.total": "total : {total}",
    # who sits where (seats.py)
    "core.language_name": "Français",
    "seats.level.random": "hasard",
    "seats.level.beginner": "débutant",
    "seats.level.normal": "normal",
    "seats.level.expert": "expert",
    "seats.bot_name": "Bot {n} ({level})",
    "seats.bad_seats": 'Chaque place est "human" ou un niveau de bot ({levels}), pas {seat}.',
    "seats.empty_name": "Le nom du joueur {n} est vide une fois les espaces et les caractères invisibles retirés : donnez un nom lisible.",
    "seats.long_name": "Le nom du joueur {n} est trop long : {limit} {limit|caractère|caractères} au plus.",
    "seats.same_name": "Deux joueurs s'appellent {name} : donnez à chacun son propre nom.",
    "seats.bot_label": "{name} est le nom que le kit donne à un bot : donnez au joueur {n} un nom de personne.",
    "seats.seat_count": "{game} se joue ici à {players} {players|place|places}, mais {given} {given|a été donnée|ont été données}.",
    # the undo rule (undo.py)
    "undo.not_here": "L'annulation sert aux parties contre des bots, avec un seul joueur devant l'écran.",
    "undo.nothing": "Vous n'avez encore joué aucun coup dans cette partie : il n'y a rien à annuler.",
    "undo.seen": "Vous avez vu une nouvelle carte depuis votre dernier coup (piochée, retournée ou posée) ; ce coup ne peut donc plus être annulé : revenir en arrière vous laisserait le rejouer en connaissant la carte.",
    "undo.over": "Cette partie est terminée : ses coups ne peuvent plus être annulés.",
}

CATALOGS = {"en": EN, "fr": FR}
