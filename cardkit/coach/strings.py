"""The coach's texts in English and French: the review's (grades, reasons, summary) and its page's."""

# The review: grades, levels, phases, reasons and the summary (analysis.py).
EN_REVIEW = {
    "review.title": "Review of {game}, player {n} (judged by the {level} bot)",
    "review.line": "{deal}move {n} ({phase}): {grade}, {loss} {loss|point|points} given up, expected margin {value}",
    "review.level.random": "random",
    "review.level.beginner": "beginner",
    "review.level.normal": "normal",
    "review.level.expert": "expert",
    "review.grade.good": "good",
    "review.grade.inaccuracy": "inaccuracy",
    "review.grade.mistake": "mistake",
    "review.grade.blunder": "blunder",
    "review.grade.forced": "only move",
    "review.grade.between": "about {loss} {loss|point|points}: {grades}",
    "review.grade.or": "{first} or {last}",
    "review.grade.an.good": "good",
    "review.grade.an.inaccuracy": "an inaccuracy",
    "review.grade.an.mistake": "a mistake",
    "review.grade.an.blunder": "a blunder",
    "review.count.good": "{n} good",
    "review.count.inaccuracy": "{n} {n|inaccuracy|inaccuracies}",
    "review.count.mistake": "{n} {n|mistake|mistakes}",
    "review.count.blunder": "{n} {n|blunder|blunders}",
    "review.phase.early": "early game",
    "review.phase.middle": "middle game",
    "review.phase.late": "late game",
    "review.phase.game": "whole game",
    "review.phase_loss": "{phase} {loss}",
    "review.by_phase": "Points given up by phase: {phases}.",
    "review.biggest": "Biggest mistake, {deal}move {n} ({loss} {loss|point|points}): {reason}",
    "review.reason.best": "{why} Your move was the Expert's choice (expected margin {best} {best|point|points}).",
    "review.reason.better": "Better: {why} It keeps {loss} more {loss|point|points} on average (expected "
    "margin {best} against {played} for your move).",
    "review.reason.forced": "The only legal move (expected margin {value} {value|point|points}).",
    "review.summary": "Player {n} gave up {loss} expected {loss|point|points} in {decisions} "
    "{decisions|decision|decisions}: {counts}.",
    "review.summary.worst_phase": "Most were given up in the {phase}.",
    "review.summary.expected": "Points given up are expected points: for each move, how much lower the Expert "
    "expects the final margin than after its best move, on average over imagined "
    "deals of the cards you could not see; they are not taken off the score, and need "
    "not add up to it.",
    "review.summary.final": "The real final margin (your score less the best other score) was {margin} "
    "{margin|point|points}.",
    "review.progress": "Reviewing {game}, player {n}: [{bar}] {done}/{total}",
    "review.summary.never_moved": "Player {n} made no move in this game: there is nothing to review.",
    "review.bad_seat": "There is no seat {seat} in this game: seats go from 0 to {last} ({players} {players|player|players}).",
    "review.illegal_move": "This record cannot be reviewed: move {n} of deal {deal} is illegal ({reason}).",
    "review.other_game": "This is a record of {game}, not of {wanted}.",
    "review.no_judge": "The {level} bot of {game} does not weigh moves: a review needs the Expert.",
    "review.bad_number": "{name} must be a whole number of at least {low}, not {value}.",
    "review.no_file": "Cannot read the game file {path} ({reason}).",
    "review.bad_source": "A review needs a record, a match, a game or a save file, not a {kind}.",
}
FR_REVIEW = {
    "review.title": "Analyse de {game}, joueur {n} (jugée par le bot {level})",
    "review.line": "{deal}coup {n} ({phase}) : {grade}, {loss} {loss|point|points} perdus, marge espérée {value}",
    "review.level.random": "hasard",
    "review.level.beginner": "débutant",
    "review.level.normal": "normal",
    "review.level.expert": "expert",
    "review.grade.good": "bon",
    "review.grade.inaccuracy": "imprécision",
    "review.grade.mistake": "erreur",
    "review.grade.blunder": "gaffe",
    "review.grade.forced": "seul coup",
    "review.grade.between": "environ {loss} {loss|point|points} : {grades}",
    "review.grade.or": "{first} ou {last}",
    "review.grade.an.good": "bon",
    "review.grade.an.inaccuracy": "une imprécision",
    "review.grade.an.mistake": "une erreur",
    "review.grade.an.blunder": "une gaffe",
    "review.count.good": "{n} {n|bon|bons}",
    "review.count.inaccuracy": "{n} {n|imprécision|imprécisions}",
    "review.count.mistake": "{n} {n|erreur|erreurs}",
    "review.count.blunder": "{n} {n|gaffe|gaffes}",
    "review.phase.early": "début de partie",
    "review.phase.middle": "milieu de partie",
    "review.phase.late": "fin de partie",
    "review.phase.game": "toute la partie",
    "review.phase_loss": "{phase} {loss}",
    "review.by_phase": "Points perdus par phase : {phases}.",
    "review.biggest": "Plus grosse erreur, {deal}coup {n} ({loss} {loss|point|points}) : {reason}",
    "review.reason.best": "{why} Votre coup était le choix de l'Expert (marge espérée {best} {best|point|points}).",
    "review.reason.better": "Mieux : {why} Ce coup garde en moyenne {loss} {loss|point|points} de plus "
    "(marge espérée {best} contre {played} pour votre coup).",
    "review.reason.forced": "Le seul coup permis (marge espérée {value} {value|point|points}).",
    "review.summary": "Le joueur {n} a perdu {loss} {loss|point espéré|points espérés} en {decisions} "
    "{decisions|décision|décisions} : {counts}.",
    "review.summary.worst_phase": "La plupart en {phase}.",
    "review.summary.expected": "Les points perdus sont des points espérés : pour chaque coup, de combien l'Expert "
    "attend une marge finale plus basse qu'après son meilleur coup, en moyenne sur des "
    "donnes imaginées des cartes que vous ne pouviez pas voir ; ils ne sont pas retirés "
    "du score et n'ont pas à s'y additionner.",
    "review.summary.final": "La marge finale réelle (votre score moins le meilleur autre score) a été de {margin} "
    "{margin|point|points}.",
    "review.progress": "Analyse de {game}, joueur {n} : [{bar}] {done}/{total}",
    "review.summary.never_moved": "Le joueur {n} n'a joué aucun coup dans cette partie : il n'y a rien à analyser.",
    "review.bad_seat": "Il n'y a pas de place {seat} dans cette partie : les places vont de 0 à {last} "
    "({players} {players|joueur|joueurs}).",
    "review.illegal_move": "Cette partie ne peut pas être analysée : le coup {n} de la donne {deal} est illégal "
    "({reason}).",
    "review.other_game": "Cette partie est une partie de {game}, pas de {wanted}.",
    "review.no_judge": "Le bot {level} de {game} n'évalue pas les coups : une analyse demande l'Expert.",
    "review.bad_number": "{name} doit être un nombre entier d'au moins {low}, pas {value}.",
    "review.no_file": "Impossible de lire le fichier de partie {path} ({reason}).",
    "review.bad_source": "Une analyse demande un enregistrement, un match, une partie ou une sauvegarde, "
    "pas un {kind}.",
}

# The review drawn: its page, notes, chart and screen (html.py).
EN_PAGE = {
    "review.page.title": "Review of {name}'s game ({level} level)",
    "review.page.page_title": "{game}: review of {name}'s game",
    "review.page.move": "Move {n} of {count}",
    "review.page.after": "Last move: {line}",
    "review.page.to_play": "{name} to play.",
    "review.page.over": "The game is over.",
    "review.page.your_move": "Played: {move}",
    "review.page.loss": "Points given up: {loss}",
    "review.page.forced": "The only legal move.",
    "review.page.agrees": "The Expert plays the same move.",
    "review.page.best": "The Expert's move: {move}",
    "review.page.alternatives": "Moves weighed",
    "review.page.value": "Expected margin",
    "review.page.show": "Show",
    "review.page.highlighted": "a move outlined on the board (its words would name a card not yet seen)",
    "review.page.show_best": "Show the better move",
    "review.page.hide_best": "Hide the better move",
    "review.page.shown": "Highlighted on the board: {move}",
    "review.page.back": "Back to the game",
    "review.page.running": "Reviewing {name}'s game at the {level} level: {done} of {total} "
    "{total|decision|decisions} weighed.",
    "review.page.starting": "Reviewing {name}'s game at the {level} level…",
    "review.page.failed": "The review could not be made ({kind}).",
    "review.page.summary": "Summary",
    "review.page.total_loss": "Points given up in all: {loss}",
    "review.page.grade_loss": "{grade}, {loss} {loss|point|points} given up",
    "review.page.by_phase": "Points given up by phase",
    "review.page.phase": "Phase",
    "review.page.counts": "Moves by grade",
    "review.page.biggest": "Biggest mistakes",
    "review.page.decisions": "Every decision",
    "review.page.go": "Go",
    "review.page.chart": "Expected margin through the game",
    "review.page.chart_played": "after the move played",
    "review.page.chart_best": "after the Expert's move",
    "review.page.chart_point": "Decision {n}: {grade}, {loss} {loss|point|points} given up",
    "review.page.decision": "Decision {n}",
    "review.page.empty": "{name} made no decision in this game: there is nothing to review.",
    "review.page.outlined": "On the board, the Expert's move is outlined in gold.",
    "review.page.plain": "{title}: {count} {count|decision|decisions}",
}
FR_PAGE = {
    "review.page.title": "Analyse de la partie de {name} (niveau {level})",
    "review.page.page_title": "{game} : analyse de la partie de {name}",
    "review.page.move": "Coup {n} sur {count}",
    "review.page.after": "Dernier coup : {line}",
    "review.page.to_play": "À {name} de jouer.",
    "review.page.over": "La partie est terminée.",
    "review.page.your_move": "Joué : {move}",
    "review.page.loss": "Points perdus : {loss}",
    "review.page.forced": "Le seul coup permis.",
    "review.page.agrees": "L'Expert joue le même coup.",
    "review.page.best": "Le coup de l'Expert : {move}",
    "review.page.alternatives": "Coups évalués",
    "review.page.value": "Marge espérée",
    "review.page.show": "Montrer",
    "review.page.highlighted": "un coup entouré sur le plateau (le décrire nommerait une carte pas encore vue)",
    "review.page.show_best": "Montrer le meilleur coup",
    "review.page.hide_best": "Cacher le meilleur coup",
    "review.page.shown": "Mis en évidence sur le plateau : {move}",
    "review.page.back": "Retour à la partie",
    "review.page.running": "Analyse de la partie de {name} au niveau {level} : {done} {done|décision évaluée|décisions "
    "évaluées} sur {total}.",
    "review.page.starting": "Analyse de la partie de {name} au niveau {level}…",
    "review.page.failed": "L'analyse n'a pas pu être faite ({kind}).",
    "review.page.summary": "Bilan",
    "review.page.total_loss": "Points perdus en tout : {loss}",
    "review.page.grade_loss": "{grade}, {loss} {loss|point perdu|points perdus}",
    "review.page.by_phase": "Points perdus par phase",
    "review.page.phase": "Phase",
    "review.page.counts": "Coups par appréciation",
    "review.page.biggest": "Les plus grosses erreurs",
    "review.page.decisions": "Toutes les décisions",
    "review.page.go": "Voir",
    "review.page.chart": "Marge espérée au fil de la partie",
    "review.page.chart_played": "après le coup joué",
    "review.page.chart_best": "après le coup de l'Expert",
    "review.page.chart_point": "Décision {n} : {grade}, {loss} {loss|point perdu|points perdus}",
    "review.page.decision": "Décision {n}",
    "review.page.empty": "{name} n'a pris aucune décision dans cette partie : il n'y a rien à analyser.",
    "review.page.outlined": "Sur le plateau, le coup de l'Expert est entouré en or.",
    "review.page.plain": "{title} : {count} {count|décision|décisions}",
}

# Puzzles from the biggest mistakes (puzzles.py).
EN_PUZZLES = {
    "puzzle.question": "Player {n} to move: which move is best?",
    "puzzle.why": "The Expert plays move {n}: {reason} It keeps {margin} more {margin|point|points} on average "
    "than move {played}, the move played in the game.",
    "puzzle.behind": "Move {n} keeps {points} fewer {points|point|points}.",
}
FR_PUZZLES = {
    "puzzle.question": "Au joueur {n} de jouer\u00a0: quel est le meilleur coup\u00a0?",
    "puzzle.why": "L'Expert joue le coup {n}\u00a0: {reason} Il garde en moyenne {margin} {margin|point|points} de "
    "plus que le coup {played}, celui joué dans la partie.",
    "puzzle.behind": "Le coup {n} garde {points} {points|point|points} de moins.",
}

# The hint (hints.py): whose opinion it is, what decided it, and why none is given.
EN_HINT = {
    "coach.hint.whose.expert": "The Expert, who reviews your games:",
    "coach.hint.whose.normal": "The Normal bot's opinion (not the Expert's, who reviews your games):",
    "coach.hint.whose.beginner": "The Beginner bot's opinion (not the Expert's, who reviews your games):",
    "coach.hint.whose.random": "A random bot's pick (not the Expert's, who reviews your games):",
    "coach.hint.margin": "Played out on {deals} imagined {deals|deal|deals} of the cards you cannot see, it ends "
    "{margin} {margin|point|points} against the best opponent on average",
    "coach.hint.every_deal": "Played out on each of the {deals} possible {deals|deal|deals} of the cards you cannot "
    "see, it ends {margin} {margin|point|points} against the best opponent on average",
    "coach.hint.ahead": ", {gap} {gap|point|points} more than the next best move weighed: {other}",
    "coach.hint.tie": ", no better than the next best move weighed (within a tenth of a point): {other}",
    "coach.hint.single": ", the only move the Expert weighs here.",
    "coach.hint.not_your_turn": "No hint now: it is player {other}'s turn, and a hint is given to the player to "
    "move (you are player {n}).",
    "coach.hint.game_over": "No hint: the game is over.",
    "coach.hint.no_move": "No hint: there is no move to make in this position.",
    "coach.hint.not_a_view": "A hint is asked for a seat's view of a game (state.view(seat)), not a {kind}.",
}
FR_HINT = {
    "coach.hint.whose.expert": "L'Expert, qui analyse vos parties\u00a0:",
    "coach.hint.whose.normal": "L'avis du bot Normal (pas celui de l'Expert, qui analyse vos parties)\u00a0:",
    "coach.hint.whose.beginner": "L'avis du bot Débutant (pas celui de l'Expert, qui analyse vos parties)\u00a0:",
    "coach.hint.whose.random": "Le choix d'un bot au hasard (pas celui de l'Expert, qui analyse vos parties)\u00a0:",
    "coach.hint.margin": "Joué dans {deals} {deals|donne imaginée|donnes imaginées} des cartes que vous ne voyez "
    "pas, ce coup finit en moyenne à {margin} {margin|point|points} du meilleur adversaire",
    "coach.hint.every_deal": "Joué dans chacune des {deals} {deals|donne possible|donnes possibles} des cartes que "
    "vous ne voyez pas, ce coup finit en moyenne à {margin} {margin|point|points} du meilleur adversaire",
    "coach.hint.ahead": ", {gap} {gap|point|points} de plus que le meilleur autre coup évalué\u00a0: {other}",
    "coach.hint.tie": ", pas mieux que le meilleur autre coup évalué (à un dixième de point près)\u00a0: {other}",
    "coach.hint.single": ", le seul coup que l'Expert évalue ici.",
    "coach.hint.not_your_turn": "Pas d'indice maintenant\u00a0: c'est au joueur {other} de jouer, et un indice est "
    "donné au joueur dont c'est le tour (vous êtes le joueur {n}).",
    "coach.hint.game_over": "Pas d'indice\u00a0: la partie est finie.",
    "coach.hint.no_move": "Pas d'indice\u00a0: il n'y a aucun coup à jouer dans cette position.",
    "coach.hint.not_a_view": "Un indice se demande pour la vue d'un joueur sur une partie (state.view(seat)), "
    "pas pour un {kind}.",
}

CATALOGS = {
    "en": {**EN_REVIEW, **EN_PAGE, **EN_PUZZLES, **EN_HINT},
    "fr": {**FR_REVIEW, **FR_PAGE, **FR_PUZZLES, **FR_HINT},
}
