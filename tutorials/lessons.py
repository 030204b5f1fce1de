"""The tutorials' cells, in the rule texts' order (read by ``build.py``).

Markdown is ``M(en, fr)``; the numbers in it are f-strings computed by the engine right here.
Code is ``C(source)``, where «English¦Français» picks the notebook's language and @LANG@ is "en"
or "fr".
"""
from __future__ import annotations

from cardkit.house_of_suits import deck_size, hand_size, pile_size, rank_suits
from cardkit.ipso import card, score_pyramid, score_row
from cardkit.ipso.rules import ROWS, SLOTS
from cardkit.ipso.scoring import STAR_CARD_POINTS
from cardkit.rummy500 import can_take, card_points, meld_points
from cardkit.rummy500.rules import HAND_SIZE, TARGETS


def M(en: str, fr: str) -> tuple[str, dict]:
    return ("md", {"en": en, "fr": fr})


def C(source: str) -> tuple[str, str]:
    return ("code", source)


def setup(*imports: str) -> tuple[str, str]:
    return C("\n".join(['LANG = "@LANG@"', *imports,
                        "from cardkit.widgets.stepper import Partial, Step, Stepper",
                        "from cardkit.quiz import quiz"]))


def header(game_en: str, game_fr: str, n: int, title_en: str, title_fr: str, intro_en: str, intro_fr: str,
           source_en: str, source_fr: str):
    return M(f"# {game_en} {n}: {title_en}\n\n{intro_en}\n\n*{source_en}* Every number below is computed by "
             "cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the "
             "step, and the cards that changed are outlined.",
             f"# {game_fr} {n} : {title_fr}\n\n{intro_fr}\n\n*{source_fr}* Chaque nombre ci-dessous est calculé par "
             "le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du "
             "clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.")


TRY = M("## Try it\n\nChange the cards or the seed and run the cell again.",
        "## À vous\n\nChangez les cartes ou la graine et relancez la cellule.")
QUIZ = M("## Quiz\n\nReplace each `...` by your answer and run the cell: the engine checks it and explains.",
         "## Quiz\n\nRemplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et "
         "explique.")

IPSO_SRC = ("Source: Gigamic's rulebook (ipso-rulebook.txt) and DECISIONS.md.",
            "Source : la règle de Gigamic (ipso-rulebook.txt) et DECISIONS.md.")
ROW_LENGTHS = ", ".join(str(len(r)) for r in reversed(ROWS))
EXAMPLE = [[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]]
EXAMPLE_SCORE = score_pyramid(EXAMPLE, star_kept=True)
assert EXAMPLE_SCORE.total == 26  # the rulebook's 3 + 4 + 9 + 10 = 26
PARTS = " + ".join(str(p) for p in [STAR_CARD_POINTS] + [r.points for r in reversed(EXAMPLE_SCORE.rows) if r.valid])

# ---------------------------------------------------------------------------------------------- Ipso
IPSO_1 = [
    header("Ipso", "Ipso", 1, "the deck and the setup", "le paquet et la mise en place",
           "What is in the box, and how each player's pyramid is dealt.",
           "Ce que contient la boîte, et comment se distribue la pyramide de chaque joueur.", *IPSO_SRC),
    setup("from collections import Counter", "from cardkit.i18n import t", "from cardkit.ipso import Game, card"),
    M(f"## The deck\n\n> 90 cards numbered 1 to 90: 18 green, 18 magenta, 18 blue, 18 yellow, 18 orange; "
      f"6 Star cards.\n\nThe rulebook does not say which number has which colour or stars: the kit uses the "
      f"publisher's card data (DECISIONS.md): the colour is the number modulo 5 (1 magenta, 2 yellow, 3 green, "
      f"4 blue, 0 orange). Every colour also has its own shape, so no card is told by colour alone. "
      f"Card 45 is `{card(45)}`.",
      f"## Le paquet\n\n> 90 cartes numérotées de 1 à 90 : 18 vertes, 18 magenta, 18 bleues, 18 jaunes, "
      f"18 orange ; 6 cartes Étoile.\n\nLa règle ne dit pas quel nombre a quelle couleur ni quelles étoiles : le "
      f"kit suit les données de l'éditeur (DECISIONS.md) : la couleur est le nombre modulo 5 (1 magenta, 2 jaune, "
      f"3 vert, 4 bleu, 0 orange). Chaque couleur a aussi sa forme, pour ne jamais distinguer une carte par la "
      f"seule couleur. La carte 45 est `{card(45)}`."),
    C('cards = [card(n) for n in range(1, 91)]\n'
      'print(len(cards), «"number cards"¦"cartes numérotées"»)\n'
      'for colour, count in Counter(c.color for c in cards).items():\n'
      '    print(f"  {colour.shape} {t(\'ipso.color.\' + colour.value, LANG)}: {count}")\n'
      'print(«"starred cards:"¦"cartes à étoiles :"», sum(1 for c in cards if c.stars),\n'
      '      «"- stars in all:"¦"- étoiles en tout :"», sum(c.stars for c in cards))'),
    C('Stepper([Step(Partial("ipso", [(«"cards 1 to 10: the colours come round every 5 numbers"¦'
      '"cartes 1 à 10 : les couleurs reviennent tous les 5 nombres"», list(range(1, 11)))]),\n'
      '              «"Colours and shapes."¦"Couleurs et formes."»),\n'
      '         Step(Partial("ipso", [(«"cards 1 to 10: the colours come round every 5 numbers"¦'
      '"cartes 1 à 10 : les couleurs reviennent tous les 5 nombres"», list(range(1, 11))),\n'
      '                               («"stars: 1 on 6-10, 26-30, 61-65, 81-85; 2 on 16-20, 36-40, 51-55, 71-75"¦'
      '"étoiles : 1 sur 6-10, 26-30, 61-65, 81-85 ; 2 sur 16-20, 36-40, 51-55, 71-75"»,\n'
      '                                [n for n in (6, 16, 26, 36, 51, 61, 71, 81)])]),\n'
      '              «"Stars are printed on fixed ranges of numbers."¦'
      '"Les étoiles sont imprimées sur des plages fixes de nombres."»)],\n'
      '        «"The number cards"¦"Les cartes numérotées"», language=LANG)'),
    M(f"## Setup\n\n> Deal each player {SLOTS} cards, face down. Build a pyramid of 4 face-down rows: "
      f"{ROW_LENGTHS}. Place 1 Star card at the top of your pyramid. The remaining cards form the draw pile. "
      f"Flip the top 2 cards of the draw pile face up in the center.\n\nNobody, the owner included, may look at a "
      f"face-down pyramid card (DECISIONS.md): the diagrams show them face down to everyone.",
      f"## Mise en place\n\n> Distribuez {SLOTS} cartes face cachée à chaque joueur. Formez une pyramide de 4 "
      f"rangées face cachée : {ROW_LENGTHS}. Placez 1 carte Étoile au sommet de votre pyramide. Les cartes "
      f"restantes forment la pioche. Retournez les 2 premières cartes de la pioche face visible au centre.\n\n"
      f"Personne, pas même son propriétaire, ne regarde une carte face cachée de la pyramide (DECISIONS.md) : "
      f"les schémas la montrent face cachée à tous."),
    C('game = Game.new({"players": 2}, seed=7)\n'
      'view = game.view(0)\n'
      'pyramid = [[None] * len(row) for row in ([0] * 2, [0] * 3, [0] * 4, [0] * 5)]\n'
      'Stepper([\n'
      '    Step(Partial("ipso", [(«"a pyramid: rows of 2, 3, 4 and 5 face-down cards"¦'
      '"une pyramide : rangées de 2, 3, 4 et 5 cartes face cachée"», pyramid, "pyramid")]),\n'
      '         f«"Each player gets {sum(map(len, pyramid))} face-down cards, laid out as a pyramid."¦'
      '"Chaque joueur reçoit {sum(map(len, pyramid))} cartes face cachée, posées en pyramide."»),\n'
      '    Step(game, f«"The whole table for 2 players: a Star card on each pyramid, {len(view.centre)} cards face up '
      'in the centre, {view.pile_size} cards in the draw pile."¦"Toute la table à 2 joueurs : une carte Étoile sur '
      'chaque pyramide, {len(view.centre)} cartes face visible au centre, {view.pile_size} cartes dans la pioche."»,'
      ' seat=0),\n'
      '], «"Setting up"¦"La mise en place"», language=LANG)'),
    M("## Who starts\n\n> Take turns clockwise, starting with the youngest player.\n\nThe kit cannot know who is "
      "youngest: it asks for a first player (option `first_player`, seat 0 by default), then play goes round "
      "in seat order (DECISIONS.md).",
      "## Qui commence\n\n> On joue dans le sens des aiguilles d'une montre, en commençant par le plus jeune.\n\n"
      "Le kit ne peut pas savoir qui est le plus jeune : il demande un premier joueur (option `first_player`, "
      "la place 0 par défaut), puis on joue dans l'ordre des places (DECISIONS.md)."),
    C('game = Game.new({"players": 4, "first_player": 2}, seed=7)\n'
      'print(«"Turn order (seats):"¦"Ordre de jeu (places) :"», game.view(0).order)'),
    TRY,
    C('Stepper([Step(Game.new({"players": 3}, seed=2024), «"A new deal for 3 players, as the first player sees it."¦'
      '"Une nouvelle donne à 3 joueurs, vue par le premier joueur."»)], «"Try it"¦"À vous"», language=LANG)'),
    QUIZ,
    C('quiz(«"What colour is card 58?"¦"De quelle couleur est la carte 58 ?"», answer=...,\n'
      '     expected=t("ipso.color." + card(58).color.value, LANG),\n'
      '     why=f«"58 leaves {58 % 5} when divided by 5: card 58 is {card(58)}, "¦'
      '"58 divisé par 5 donne un reste de {58 % 5} : la carte 58 est {card(58)}, "»'
      ' + t("ipso.color." + card(58).color.value, LANG) + ".", language=LANG)'),
    C('quiz(«"How many stars are printed on card 38?"¦"Combien d\'étoiles porte la carte 38 ?"», answer=...,\n'
      '     expected=card(38).stars,\n'
      '     why=f«"Card 38 is {card(38)}: 36 to 40 carry {card(38).stars} stars."¦'
      '"La carte 38 est {card(38)} : les cartes 36 à 40 portent {card(38).stars} étoiles."», language=LANG)'),
]

IPSO_2 = [
    header("Ipso", "Ipso", 2, "a turn", "un tour",
           "Take a centre card into your pyramid; the card it replaces goes face up to the centre.",
           "Prenez une carte du centre dans votre pyramide ; la carte remplacée va face visible au centre.",
           *IPSO_SRC),
    setup("from cardkit.core import IllegalAction", "from cardkit.ipso import Game, Replace"),
    M("## A turn, step by step\n\n> Choose 1 of the 2 face-up cards in the center to replace 1 of the face-down "
      "cards in your pyramid. Flip the card you have replaced face up and place it in the center. Play passes "
      "to the next player.\n\nThe centre therefore always holds exactly 2 cards during normal play "
      "(DECISIONS.md).",
      "## Un tour, étape par étape\n\n> Choisissez 1 des 2 cartes face visible du centre pour remplacer 1 des "
      "cartes face cachée de votre pyramide. Retournez la carte remplacée face visible et placez-la au centre. "
      "C'est ensuite au joueur suivant.\n\nLe centre compte donc toujours exactement 2 cartes pendant la partie "
      "(DECISIONS.md)."),
    C('game = Game.new({"players": 2}, seed=11)\n'
      'steps = [Step(game.clone(), «"The start: two face-up cards in the centre."¦'
      '"Le départ : deux cartes face visible au centre."», seat=0)]\n'
      'for move in [Replace(0, 2), Replace(1, 9), Replace(1, 12)]:\n'
      '    player = game.to_move()\n'
      '    taken = game.view(player).centre[move.centre]\n'
      '    game.apply(move)\n'
      '    shown = game.view(player).pyramids[player][move.slot]\n'
      '    flipped = game.view(player).centre[move.centre]\n'
      '    steps.append(Step(game.clone(), f«"Player {player + 1} takes {taken} into slot {move.slot}; the card '
      'that was there, {flipped}, goes face up to the centre."¦"Joueur {player + 1} prend {taken} à la place '
      '{move.slot} ; la carte qui s\'y trouvait, {flipped}, va face visible au centre."», seat=0))\n'
      'Stepper(steps, «"Three turns"¦"Trois tours"», language=LANG)'),
    M("## Only face-down cards\n\n> IMPORTANT: You may only replace the facedown cards in your pyramid. You cannot "
      "replace a card you have added into your pyramid.\n\nThe engine refuses such a move and explains why:",
      "## Seulement les cartes face cachée\n\n> IMPORTANT : vous ne pouvez remplacer que les cartes face cachée "
      "de votre pyramide. Vous ne pouvez pas remplacer une carte que vous y avez ajoutée.\n\nLe moteur refuse un "
      "tel coup et explique pourquoi :"),
    C('try:\n'
      '    game.apply(Replace(0, 9))  # «player 2 tries to replace the card added at slot 9 on their first turn¦'
      'joueur 2 tente de remplacer la carte ajoutée à la place 9 à son premier tour»\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))'),
    M("## Until every card is face up\n\n> Continue in the same way until all players have revealed all the cards "
      "in their pyramids.",
      "## Jusqu'à ce que tout soit face visible\n\n> Continuez ainsi jusqu'à ce que tous les joueurs aient révélé "
      "toutes les cartes de leur pyramide."),
    C('import random\n'
      'game = Game.new({"players": 3}, seed=5)\n'
      'turns = 0\n'
      'rng = random.Random(5)\n'
      'while game.phase == "play":\n'
      '    game.apply(rng.choice(game.legal_actions()))\n'
      '    turns += 1\n'
      'print(f«"{turns} turns for 3 players: each player replaced all of their cards. Next: the final round."¦'
      '"{turns} tours à 3 joueurs : chacun a remplacé toutes ses cartes. Ensuite : le tour final."»)'),
    TRY,
    C('game = Game.new({"players": 2}, seed=1)\n'
      'print([str(a) for a in game.legal_actions()[:4]], «"..."¦"..."»)\n'
      'game.apply(game.legal_actions()[0])\n'
      'Stepper([Step(game, «"After one move."¦"Après un coup."»)], «"Try it"¦"À vous"», language=LANG)'),
    QUIZ,
    C('game = Game.new({"players": 2}, seed=3)\n'
      'quiz(f«"How many different moves does the first player have on the first turn?"¦'
      '"Combien de coups différents le premier joueur a-t-il au premier tour ?"», answer=...,\n'
      '     expected=len(game.legal_actions()),\n'
      '     why=f«"2 centre cards times {len(game.legal_actions()) // 2} face-down places."¦'
      '"2 cartes du centre fois {len(game.legal_actions()) // 2} places face cachée."», language=LANG)'),
]

IPSO_3 = [
    header("Ipso", "Ipso", 3, "the final round: keep or spend the Star", "le tour final : garder ou utiliser l'Étoile",
           "Once every pyramid is face up, each player keeps the Star card for points or spends it for one more card.",
           "Quand toutes les pyramides sont face visible, chacun garde sa carte Étoile pour des points ou l'utilise "
           "pour une carte de plus.", *IPSO_SRC),
    setup("import random", "from cardkit.ipso import DiscardDrawn, Game, KeepStar, SpendStar, Swap"),
    M(f"## The centre goes under the draw pile\n\n> When all players have only face-up cards in their pyramids, "
      f"return the 2 cards in the center to the bottom of the draw pile.\n\nEverybody saw them go: the diagrams "
      f"show them \"under the draw pile\". The final round is played in turn order from the first player "
      f"(DECISIONS.md).",
      f"## Le centre passe sous la pioche\n\n> Quand tous les joueurs n'ont plus que des cartes face visible, "
      f"remettez les 2 cartes du centre sous la pioche.\n\nTout le monde les a vues partir : les schémas les "
      f"montrent « sous la pioche ». Le tour final se joue dans l'ordre, à partir du premier joueur "
      f"(DECISIONS.md)."),
    C('game = Game.new({"players": 2}, seed=21)\n'
      'rng = random.Random(21)\n'
      'while game.phase == "play" and game.turn < 27:\n'
      '    game.apply(rng.choice(game.legal_actions()))\n'
      'before = game.clone()\n'
      'game.apply(game.legal_actions()[0])  # «the last card turned face up¦la dernière carte retournée»\n'
      'Stepper([Step(before, «"One face-down card left."¦"Il reste une carte face cachée."», seat=0),\n'
      '         Step(game.clone(), f«"All face up: the centre cards {\' and \'.join(map(str, game.pile_bottom()))} '
      'go under the draw pile."¦"Tout est face visible : les cartes du centre {\' et \'.join(map(str, '
      'game.pile_bottom()))} passent sous la pioche."», seat=0)],\n'
      '        «"The final round begins"¦"Le tour final commence"», language=LANG)'),
    M(f"## Keep the Star, or spend it: both ways\n\n> Keep your Star card to score yourself {STAR_CARD_POINTS} "
      f"extra points. OR discard your Star card to play 1 extra turn: draw the top card of the draw pile. You may "
      f"swap it for a face-up card in your pyramid. If you do not wish to use the new card, discard it. You must "
      f"discard your Star card, whether you keep the new card or not.\n\nThe rulebook does not say which card the "
      f"drawn one may replace: any pyramid card, since all are face up (DECISIONS.md). Below, player 1 tries "
      f"every choice on a copy of the game and the engine scores each.",
      f"## Garder l'Étoile, ou l'utiliser : les deux façons\n\n> Gardez votre carte Étoile pour marquer "
      f"{STAR_CARD_POINTS} points de plus. OU défaussez-la pour jouer 1 tour de plus : piochez la carte du dessus "
      f"de la pioche. Vous pouvez l'échanger avec une carte face visible de votre pyramide. Si vous ne voulez pas "
      f"de la nouvelle carte, défaussez-la. Vous défaussez la carte Étoile, que vous gardiez la nouvelle carte ou "
      f"non.\n\nLa règle ne dit pas quelle carte la carte piochée peut remplacer : n'importe laquelle, puisque "
      f"toutes sont face visible (DECISIONS.md). Ci-dessous, joueur 1 essaie chaque choix sur une copie de la "
      f"partie et le moteur compte les points."),
    C('def _with(state, action):\n'
      '    state = state.clone()\n'
      '    state.apply(action)\n'
      '    return state\n'
      '\n'
      'def total_after(state, seat):\n'
      '    state = state.clone()\n'
      '    while not state.is_over():\n'
      '        state.apply(KeepStar())  # «the other players simply keep their Star¦les autres gardent leur Étoile»\n'
      '    return state.totals()[seat]\n'
      '\n'
      'seat = game.to_move()\n'
      'keep = game.clone()\n'
      'keep.apply(KeepStar())\n'
      'spend = game.clone()\n'
      'spend.apply(SpendStar())\n'
      'drawn = spend.drawn\n'
      'choices = {a: total_after(_with(spend, a), seat) for a in spend.legal_actions()}\n'
      'best = max(choices, key=choices.get)\n'
      'print(f«"Keep the Star: {total_after(keep, seat)} points."¦"Garder l\'Étoile : {total_after(keep, seat)} '
      'points."»)\n'
      'print(f«"Spend it and draw {drawn}: at best {choices[best]} points ({best}); '
      'discarding it gives {choices[DiscardDrawn()]}."¦"L\'utiliser et piocher {drawn} : au mieux {choices[best]} '
      'points ({best}) ; la défausser donne {choices[DiscardDrawn()]}."»)'),
    C('after = _with(spend, best)\n'
      'Stepper([Step(game.clone(), «"Player 1 decides."¦"Joueur 1 décide."», seat=seat),\n'
      '         Step(keep, «"Way 1: keep the Star card (3 points at the end)."¦'
      '"Façon 1 : garder la carte Étoile (3 points à la fin)."», seat=seat),\n'
      '         Step(game.clone(), «"Back to the choice."¦"Retour au choix."», seat=seat),\n'
      '         Step(spend, f«"Way 2: spend the Star and draw {drawn}; only player 1 sees it."¦'
      '"Façon 2 : utiliser l\'Étoile et piocher {drawn} ; seul joueur 1 la voit."», seat=seat),\n'
      '         Step(after, f«"The best use: {best}; the card taken out is discarded."¦'
      '"Le meilleur usage : {best} ; la carte retirée est défaussée."», seat=seat)],\n'
      '        «"Keep or spend the Star card"¦"Garder ou utiliser la carte Étoile"», language=LANG)'),
    M("## The end\n\n> The game ends once all players have played this final turn.",
      "## La fin\n\n> La partie se termine quand tous les joueurs ont joué ce dernier tour."),
    C('while not after.is_over():\n'
      '    after.apply(KeepStar())\n'
      'Stepper([Step(after, «"The score sheet, computed by the engine."¦"La feuille de score, calculée par le moteur."»)], '
      '«"The end"¦"La fin"», language=LANG)'),
    TRY,
    C('trial = game.clone()\n'
      'trial.apply(SpendStar())\n'
      'trial.apply(Swap(0))  # «try another place, 0 to 13¦essayez une autre place, de 0 à 13»\n'
      'print(total_after(trial, seat))'),
    QUIZ,
    C('quiz(«"Does player 1 score more by keeping the Star than by spending it as well as possible? (True/False)"¦'
      '"Joueur 1 marque-t-il plus en gardant l\'Étoile qu\'en l\'utilisant au mieux ? (True/False)"», answer=...,\n'
      '     expected=total_after(keep, seat) > choices[best],\n'
      '     why=f«"Keeping gives {total_after(keep, seat)}, the best swap {choices[best]}."¦'
      '"Garder donne {total_after(keep, seat)}, le meilleur échange {choices[best]}."», language=LANG)'),
]

TIE_A = [[11, 12, 13, 14, 15], [21, 22, 23, 24], [31, 32, 33], [41, 43]]
TIE_B = [[6, 57, 58, 59, 60], [66, 67, 68, 69], [76, 77, 78], [44, 49]]
assert score_pyramid(TIE_A, star_kept=True).total == score_pyramid(TIE_B, star_kept=False).total
ODD = [1, 27, 43]

IPSO_4 = [
    header("Ipso", "Ipso", 4, "scoring, the tie-break, the variants", "le décompte, le départage, les variantes",
           "Which rows score, the rulebook's example row by row, ties, the odd/even variant and tournament mode.",
           "Quelles rangées marquent, l'exemple de la règle rangée par rangée, les égalités, la variante pair/impair "
           "et le mode tournoi.", *IPSO_SRC),
    setup("import random", "from cardkit.core import Match",
          "from cardkit.ipso import Game, IpsoView, score_pyramid, score_row"),
    M("## What scores\n\n> You only score points for rows of ascending numbers (read left to right). A row of "
      "more than 1 color scores 1 point per card; of the same color, 2 points per card. Score 1 point for each "
      f"star in your valid rows. If you still have your Star card, score an extra {STAR_CARD_POINTS} points.",
      "## Ce qui marque\n\n> Seules les rangées de nombres croissants (lus de gauche à droite) marquent. Une "
      "rangée de plus d'une couleur marque 1 point par carte ; d'une seule couleur, 2 points par carte. Chaque "
      f"étoile d'une rangée valide vaut 1 point. Si vous avez encore votre carte Étoile, ajoutez "
      f"{STAR_CARD_POINTS} points."),
    M(f"## The rulebook's example: {PARTS} = {EXAMPLE_SCORE.total}\n\nThe rulebook's first line, \"a row scores "
      f"3 points\", can only be the kept Star card: a pyramid has exactly four rows and the other four lines are "
      f"those rows (the kit reads it so; see docs/rules/ipso.md).",
      f"## L'exemple de la règle : {PARTS} = {EXAMPLE_SCORE.total}\n\nLa première ligne de la règle, « une "
      f"rangée marque 3 points », ne peut être que la carte Étoile gardée : une pyramide a exactement quatre "
      f"rangées et les quatre autres lignes sont ces rangées (c'est la lecture du kit ; voir docs/rules/ipso.md)."),
    C(f'rows = {EXAMPLE!r}  # «bottom row (5 cards) to top row (2 cards)¦de la rangée du bas (5) à celle du haut (2)»\n'
      'label = «"row of {}"¦"rangée de {}"»\n'
      'steps, zones = [], [(«"Star card kept"¦"carte Étoile gardée"», [])]\n'
      'steps.append(Step(Partial("ipso", list(zones)), «"The Star card is still on top: 3 points."¦'
      '"La carte Étoile est toujours au sommet : 3 points."»))\n'
      'for row in reversed(rows):\n'
      '    zones.append((label.format(len(row)), row))\n'
      '    steps.append(Step(Partial("ipso", list(zones)), score_row(row).explain(LANG)))\n'
      'total = score_pyramid(rows, star_kept=True)\n'
      'steps.append(Step(Partial("ipso", list(zones)), total.explain(LANG).splitlines()[-1]))\n'
      'Stepper(steps, «"The rulebook\'s scoring example"¦"L\'exemple de décompte de la règle"», language=LANG)'),
    C('print(total.explain(LANG))'),
    M("## The tie-break\n\n> The winner is the player who scores the most points. In case of a tie, the winner is "
      "the player with the most stars on their number cards. Still tied? You'll have to play again!\n\nThe kit "
      "counts the stars in valid (scoring) rows, and a tie that remains is a shared result (DECISIONS.md).",
      "## Le départage\n\n> Le gagnant est le joueur qui a le plus de points. En cas d'égalité, c'est celui qui a "
      "le plus d'étoiles sur ses cartes numérotées. Toujours à égalité ? Il faut rejouer !\n\nLe kit compte les "
      "étoiles des rangées valides (qui marquent), et une égalité qui subsiste est un résultat partagé "
      "(DECISIONS.md)."),
    C(f'a, b = {TIE_A!r}, {TIE_B!r}\n'
      'def pyramid(rows):  # «slots 0-4 are the bottom row, 12-13 the top¦places 0-4 : rangée du bas, 12-13 : du haut»\n'
      '    return tuple(n for row in rows for n in row)\n'
      '# «A finished game built by hand: player 1 kept the Star, player 2 spent it (and discarded 90).¦'
      'Une partie finie construite à la main : joueur 1 a gardé l\'Étoile, joueur 2 l\'a utilisée (et défaussé 90).»\n'
      'end = IpsoView(seat=0, to_move=None, phase="over", players=2, order=(0, 1), direction=1, odd_even=False,\n'
      '               pyramids=(pyramid(a), pyramid(b)), centre=(), pile_size=61, pile_bottom=(), discards=(90,),\n'
      '               stars=("kept", "spent"), drawn_pending=False, drawn=None, legal=())\n'
      'state = end.resample(random.Random(0))\n'
      'print(«"Totals:"¦"Totaux :"», state.totals(), «"- stars in valid rows:"¦"- étoiles des rangées valides :"»,'
      ' state.stars_in_valid_rows())\n'
      'print(«"Winner: player"¦"Gagnant : joueur"», [s + 1 for s in state.winners()])\n'
      'Stepper([Step(end, «"The finished game."¦"La partie finie."»)], «"The tie-break"¦"Le départage"», language=LANG)'),
    M("## Variant: odd and even rows\n\n> Once you have counted your points in the usual way, add 1 point per card "
      "for any rows that contain all odd or all even numbers.",
      "## Variante : rangées paires et impaires\n\n> Une fois les points comptés normalement, ajoutez 1 point par "
      "carte pour chaque rangée entièrement paire ou entièrement impaire."),
    C(f'row = {ODD!r}\n'
      'print(score_row(row).explain(LANG))\n'
      'print(score_row(row, odd_even=True).explain(LANG))\n'
      'Game.new({"players": 2, "odd_even": True}, seed=4).options  # «the option of a game¦l\'option d\'une partie»'),
    M("## Tournament mode\n\n> Play 4 games, changing the direction of play each time. After the 4 games, count up "
      "your total points to determine the winner!",
      "## Mode tournoi\n\n> Jouez 4 parties en changeant de sens à chaque fois. Après les 4 parties, additionnez "
      "vos points pour désigner le gagnant !"),
    C('match = Match("ipso", {"players": 3, "tournament": True}, seed=8)\n'
      'rng = random.Random(8)\n'
      'while True:\n'
      '    game = match.current\n'
      '    game.play_random(rng)  # «random players, for the demonstration¦des joueurs au hasard, pour l\'exemple»\n'
      '    way = «"clockwise" if game.options.direction == 1 else "anticlockwise"¦'
      '"sens horaire" if game.options.direction == 1 else "sens antihoraire"»\n'
      '    print(f«"Game {len(match.deals)} ({way}): {game.totals()}"¦"Partie {len(match.deals)} ({way}) : '
      '{game.totals()}"»)\n'
      '    if match.is_over():\n'
      '        break\n'
      '    match.next_deal()\n'
      'print(«"Totals:"¦"Totaux :"», match.totals(), «"- winner: player"¦"- gagnant : joueur"»,'
      ' [s + 1 for s in match.winners()])'),
    TRY,
    C('score_row([4, 9, 14, 19, 24])  # «five blue cards¦cinq cartes bleues»'),
    QUIZ,
    C('quiz(«"How many points does the row 3, 8, 13 score?"¦"Combien de points marque la rangée 3, 8, 13 ?"»,'
      ' answer=...,\n'
      '     expected=score_row([3, 8, 13]).points, why=score_row([3, 8, 13]).explain(LANG), language=LANG)'),
    C('quiz(«"And the row 40, 36, 90?"¦"Et la rangée 40, 36, 90 ?"», answer=...,\n'
      '     expected=score_row([40, 36, 90]).points, why=score_row([40, 36, 90]).explain(LANG), language=LANG)'),
]


# ---------------------------------------------------------------------------------------------- Rummy 500
R_SRC = ("Source: the JoyPip guide (rummy500-joypip-guide.fr.txt, the French original, and its English "
         "translation) and DECISIONS.md.",
         "Source : le guide JoyPip (rummy500-joypip-guide.fr.txt, l'original) et DECISIONS.md.")
R_SETUP = setup("from cardkit.core import CardkitError, IllegalAction",
                "from cardkit.rummy500 import (Discard, Draw, EndHand, Game, LayOff, Meld, Take, can_take, card_points,",
                "                              cards, ids, meld_kind, meld_points)")

RUMMY_1 = [
    header("Rummy 500", "Rummy 500", 1, "sets and runs", "groupes et suites",
           "The two kinds of meld, the Ace low or high, and why K-A-2 is not a run.",
           "Les deux sortes de combinaisons, l'As bas ou haut, et pourquoi K-A-2 n'est pas une suite.", *R_SRC),
    R_SETUP,
    M("## Sets and runs\n\n> Set: 3 or 4 cards of the same rank. Run: at least 3 consecutive cards of the same "
      "suit.\n\nThe guide says nothing about jokers or the deck: the kit plays with one 52-card deck, no jokers "
      f"(DECISIONS.md), {HAND_SIZE[2]} cards each with 2 players, {HAND_SIZE[3]} with 3 or 4.",
      "## Groupes et suites\n\n> Groupe : 3 ou 4 cartes de même rang. Suite : au moins 3 cartes consécutives de "
      "la même couleur.\n\nLe guide ne parle ni de jokers ni du paquet : le kit joue avec un paquet de 52 cartes "
      f"sans joker (DECISIONS.md), {HAND_SIZE[2]} cartes chacun à 2 joueurs, {HAND_SIZE[3]} à 3 ou 4."),
    C('for text in ["7S 7H 7D", "7S 7H 7D 7C", "5H 6H 7H 8H", "5H 6H 8H", "7S 7H"]:\n'
      '    kind = meld_kind(text)\n'
      '    print(f"{text:12} ->", kind or «"not a meld"¦"pas une combinaison"»)'),
    C('Stepper([Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D"))]), '
      '«"Three 7s: a set."¦"Trois 7 : un groupe."»),\n'
      '         Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D 7C"))]), '
      '«"The fourth 7: a set holds at most 4 cards."¦"Le quatrième 7 : un groupe a au plus 4 cartes."»),\n'
      '         Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D 7C")), '
      '(«"a run"¦"une suite"», cards("5H 6H 7H 8H"))]),\n'
      '              «"A run: consecutive cards of one suit, 3 or more."¦'
      '"Une suite : des cartes consécutives d\'une couleur, 3 ou plus."»)],\n'
      '        «"Melds"¦"Combinaisons"», language=LANG)'),
    M(f"## The Ace, low or high, never both\n\n> The Ace can be low (A-2-3) or high (Q-K-A), but a run cannot wrap "
      f"around (K-A-2 is forbidden).\n\nAn Ace low counts {meld_points('AH 2H 3H') - 5} point in A-2-3; high it "
      f"counts {card_points('AH')} (more in notebook 4).",
      f"## L'As, bas ou haut, jamais les deux\n\n> L'As peut être bas (A-2-3) ou haut (Q-K-A), mais une suite ne "
      f"peut pas tourner (K-A-2 est interdit).\n\nUn As bas compte {meld_points('AH 2H 3H') - 5} point dans "
      f"A-2-3 ; haut, il compte {card_points('AH')} (voir le notebook 4)."),
    C('for text in ["AH 2H 3H", "QH KH AH", "KH AH 2H"]:\n'
      '    try:\n'
      '        print(f"{text}: {meld_kind(text)}, {meld_points(text)} points")\n'
      '    except CardkitError as refusal:\n'
      '        print(refusal.explain(LANG))'),
    TRY,
    C('meld_kind("10S JS QS KS AS"), meld_points("10S JS QS KS AS")'),
    QUIZ,
    C('quiz(«"Is 2C 3C 4C 5C a set or a run? (set/run)"¦"2C 3C 4C 5C : groupe ou suite ? (set/run)"», answer=...,\n'
      '     expected=str(meld_kind("2C 3C 4C 5C")), why=«"Four consecutive clubs: a run."¦'
      '"Quatre trèfles consécutifs : une suite (run)."», language=LANG)'),
    C('try:\n'
      '    meld_points("KD AD 2D")\n'
      '    why, legal = "", True\n'
      'except CardkitError as refusal:\n'
      '    why, legal = refusal.explain(LANG), False\n'
      'quiz(«"Is K-A-2 of diamonds a meld? (True/False)"¦"K-A-2 de carreau est-il une combinaison ? (True/False)"»,'
      ' answer=..., expected=legal, why=why, language=LANG)'),
]

RUMMY_2 = [
    header("Rummy 500", "Rummy 500", 2, "a turn and lay-offs", "un tour et les ajouts",
           "Draw, meld, lay off on anyone's meld, discard.",
           "Piocher, poser, ajouter sur la combinaison de n'importe qui, défausser.", *R_SRC),
    R_SETUP,
    M("## A turn\n\nThe guide does not spell the turn out; the kit follows standard 500 Rum (DECISIONS.md): draw "
      "the stock's top card or take from the discard pile, then meld and lay off as much as you like, then "
      "discard one card. The player after the dealer starts. A player may lay off without having melded first.",
      "## Un tour\n\nLe guide ne détaille pas le tour ; le kit suit le 500 Rum classique (DECISIONS.md) : piochez "
      "la carte du dessus du talon ou prenez dans la défausse, puis posez et ajoutez autant que vous voulez, puis "
      "défaussez une carte. Le joueur après le donneur commence. On peut ajouter sans avoir posé avant."),
    M("## Lay-offs on anyone's meld\n\n> You may add cards to any combination on the table, whoever owns it: the "
      "4th card of a set, or cards that extend a run at either end.",
      "## Ajouter sur n'importe quelle combinaison\n\n> Vous pouvez ajouter des cartes à toute combinaison posée, "
      "quel que soit son propriétaire : la 4e carte d'un groupe, ou des cartes qui prolongent une suite à l'un "
      "ou l'autre bout."),
    C('game = Game.position(["9S 9H 9D 4C 8H 5D", "2C 3D KS KC 6S 7S"], discard="QD 3S",\n'
      '                     melds=[(1, "5H 6H 7H"), (1, "JC JD JS")], stock="8D 4H 10C")\n'
      'steps = [Step(game.clone(), «"Player 1 to play; player 2 has two melds on the table."¦'
      '"Au joueur 1 ; joueur 2 a deux combinaisons sur la table."», seat=0)]\n'
      'for action, caption in [\n'
      '    (Draw(), «"Draw the top card of the stock."¦"Piocher la carte du dessus du talon."»),\n'
      '    (Meld.of("9S 9H 9D"), «"Meld a set of 9s."¦"Poser un groupe de 9."»),\n'
      '    (LayOff(ids("8H")[0], 0), «"Lay the 8♥ off on player 2\'s run 5♥ 6♥ 7♥."¦'
      '"Ajouter le 8♥ à la suite 5♥ 6♥ 7♥ du joueur 2."»),\n'
      '    (Discard(ids("4C")[0]), «"Discard the 4♣: the turn is over."¦"Défausser le 4♣ : le tour est fini."»),\n'
      ']:\n'
      '    game.apply(action)\n'
      '    steps.append(Step(game.clone(), caption, seat=0))\n'
      'print(«"Points on the table:"¦"Points sur la table :"», game.view(0).points)\n'
      'Stepper(steps, «"A turn"¦"Un tour"», language=LANG)'),
    M("## Going out\n\nA hand ends as soon as a player empties their hand, by the discard or by melding and laying "
      "off every card (then no discard is needed).",
      "## Finir sa main\n\nUne manche s'arrête dès qu'un joueur vide sa main, par la défausse ou en posant et "
      "ajoutant toutes ses cartes (il n'a alors pas à défausser)."),
    C('end = Game.position(["JH QH KH 10H", "2C 3D 4S"], discard="5C", melds=[(1, "7S 8S 9S")], stock="6D 6C")\n'
      'end.apply(Draw())\n'
      'drawn = [c for c in end.view(0).hand if str(c) not in ("J♥", "Q♥", "K♥", "10♥")]\n'
      'end.apply(Meld.of("10H JH QH KH"))\n'
      'end.apply(Discard(drawn[0].index))\n'
      'print(end.ended_text().render(LANG))\n'
      'Stepper([Step(end, end.ended_text().render(LANG))], «"Going out"¦"Finir sa main"», language=LANG)'),
    TRY,
    C('trial = Game.position(["4D 5D 6D 9C", "KS KH KD"], discard="2S", stock="8C 7C")\n'
      'print([str(a) for a in trial.legal_actions()])'),
    QUIZ,
    C('table = Game.position(["QS 2D 3H", "AC 4C"], melds=[(1, "9S 10S JS")], discard="5H", stock="7D")\n'
      'table.apply(Draw())\n'
      'ok = LayOff(ids("QS")[0], 0) in table.legal_actions()\n'
      'quiz(«"Player 1 holds Q♠; player 2 owns the run 9♠ 10♠ J♠. May player 1 lay the Q♠ off on it? (True/False)"¦'
      '"Joueur 1 a la D♠ ; joueur 2 possède la suite 9♠ 10♠ V♠. Joueur 1 peut-il y ajouter la D♠ ? (True/False)"»,\n'
      '     answer=..., expected=ok, why=«"Lay-offs go on any meld, whoever owns it."¦'
      '"On ajoute sur toute combinaison, quel que soit son propriétaire."», language=LANG)'),
]

FAQ = can_take("7S KH 2C", 0, "7H 7D 4C")
assert FAQ.allowed and not can_take("7S KH 2C", 0, "3D 4C").allowed

RUMMY_3 = [
    header("Rummy 500", "Rummy 500", 3, "the spread discard pile", "la défausse étalée",
           "Taking from deep in the pile, the guide's FAQ example, and the top-card rule.",
           "Prendre au fond de la défausse, l'exemple de la FAQ du guide, et la règle de la carte du dessus.",
           *R_SRC),
    R_SETUP,
    M("## Taking from the middle\n\n> The discard pile is spread out: all of its cards are visible. You may take "
      "any of them, but together with all the cards lying above it. If you take more than one card, the deepest "
      "card taken must be melded or laid off this turn; if that is impossible, you may not take them that way.",
      "## Prendre au milieu\n\n> La défausse est étalée : toutes ses cartes sont visibles. Vous pouvez prendre "
      "n'importe laquelle, mais avec toutes les cartes posées au-dessus. Si vous prenez plus d'une carte, la plus "
      "profonde doit être posée ou ajoutée pendant ce tour ; si c'est impossible, vous ne pouvez pas les prendre "
      "ainsi."),
    M(f"## The FAQ example: 7♠ K♥ 2♣\n\n> From bottom to top the discard pile holds the 7 of spades, the king of "
      f"hearts and the 2 of clubs. To take the 7 of spades you must also take the king and the 2 above it, and "
      f"the 7 of spades must be melded or laid off this turn.\n\nEvery way it becomes legal, then the refusal; "
      f"`can_take` is the engine's own check ({len(FAQ.taken)} cards taken).",
      f"## L'exemple de la FAQ : 7♠ R♥ 2♣\n\n> De bas en haut, la défausse contient le 7 de pique, le roi de cœur "
      f"et le 2 de trèfle. Pour prendre le 7 de pique, il faut aussi prendre le roi et le 2 au-dessus, et le 7 de "
      f"pique doit être posé ou ajouté pendant ce tour.\n\nToutes les façons de rendre la prise légale, puis le "
      f"refus ; `can_take` est la vérification même du moteur ({len(FAQ.taken)} cartes prises)."),
    C('pile = "7S KH 2C"\n'
      'cases = [("7H 7D 4C", ()), ("6S 8S 4C", ()), ("5S 6S 4C", ()), ("8S 9S 4C", ()),\n'
      '         ("3D 4C", ["7C 7H 7D"]), ("3D 4C", ["4S 5S 6S"]), ("3D 4C", ["8S 9S 10S"]), ("3D 4C", ())]\n'
      'steps = []\n'
      'for hand, table in cases:\n'
      '    check = can_take(pile, 0, hand, table)\n'
      '    print(«"hand"¦"main"», hand, "|", «"table"¦"table"», list(table), "->", check.explain(LANG), "\\n")\n'
      '    zones = [(«"discard pile (bottom to top)"¦"défausse (de bas en haut)"», cards(pile)),'
      ' («"your hand"¦"votre main"», cards(hand))]\n'
      '    zones += [(«"meld on the table"¦"combinaison sur la table"», cards(m)) for m in table]\n'
      '    steps.append(Step(Partial("rummy500", zones), check.explain(LANG)))'),
    C('Stepper(steps, «"Taking the 7♠ from under K♥ 2♣"¦"Prendre le 7♠ sous R♥ 2♣"», language=LANG)'),
    M("The engine refuses the take in a game too, with the same explanation:",
      "Le moteur refuse aussi la prise en partie, avec la même explication :"),
    C('game = Game.position(["3D 4C 9H", "5C 6C 8H"], discard="7S KH 2C")\n'
      'try:\n'
      '    game.apply(Take(0))\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))'),
    M("## The top card\n\n> If you take only the top card, you need not use it at once, but you may not discard it "
      "this turn.",
      "## La carte du dessus\n\n> Si vous ne prenez que la carte du dessus, vous n'êtes pas obligé de la jouer "
      "tout de suite, mais vous ne pouvez pas la défausser pendant ce tour."),
    C('game = Game.position(["3D 4C 9H", "5C 6C 8H"], discard="7S KH 2C")\n'
      'game.apply(Take(2))  # «the 2♣ alone¦le 2♣ seul»\n'
      'try:\n'
      '    game.apply(Discard(ids("2C")[0]))\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))\n'
      'game.apply(Discard(ids("9H")[0]))\n'
      'Stepper([Step(game, «"The 2♣ stays in hand."¦"Le 2♣ reste en main."»)], «"The top card"¦"La carte du dessus"», language=LANG)'),
    TRY,
    C('print(can_take("5D 9S QC 3H", 1, "9H 9C 2S").explain(LANG))'),
    QUIZ,
    C('check = can_take("4H 10S JD", 0, "5H 6H KC")\n'
      'quiz(«"Pile 4♥ 10♠ J♦ (bottom to top), hand 5♥ 6♥ K♣: may you take the 4♥? (True/False)"¦'
      '"Défausse 4♥ 10♠ V♦ (de bas en haut), main 5♥ 6♥ R♣ : pouvez-vous prendre le 4♥ ? (True/False)"»,\n'
      '     answer=..., expected=check.allowed, why=check.explain(LANG), language=LANG)'),
]

SHARED_TARGET = TARGETS[0]

RUMMY_4 = [
    header("Rummy 500", "Rummy 500", 4, "scoring, the end of a hand, the match", "le décompte, la fin d'une manche, "
           "le match", "What each card counts, the two ways a hand ends, and who wins the match.",
           "Ce que compte chaque carte, les deux façons de finir une manche, et qui gagne le match.", *R_SRC),
    R_SETUP,
    M(f"## Card values\n\n> Ace: {card_points('AS')} points (only {meld_points('AS 2S 3S') - 5} point when it serves "
      f"as the 1 in A-2-3); J, Q and K: {card_points('KS')} points; 2 to 10: their face value.\n\nThe kit also "
      f"counts an Ace laid off at the low end of a run as 1, and an Ace left in hand as {card_points('AS')} "
      f"(DECISIONS.md).",
      f"## Valeur des cartes\n\n> As : {card_points('AS')} points (seulement {meld_points('AS 2S 3S') - 5} point "
      f"quand il sert de 1 dans A-2-3) ; V, D et R : {card_points('KS')} points ; 2 à 10 : leur valeur.\n\nLe kit "
      f"compte aussi 1 pour un As ajouté au bas d'une suite, et {card_points('AS')} pour un As resté en main "
      f"(DECISIONS.md)."),
    C('for text in ["AS 2S 3S", "QS KS AS", "AS AH AD"]:\n'
      '    print(f"{text}: {meld_points(text)} points")\n'
      'print([(str(c), card_points(c)) for c in cards("AS 7D 10C KH")])'),
    M("## At the end of a hand\n\n> The cards a player has melded or laid off score for them and the cards left in "
      "their hand count against them; emptying your hand gives no bonus.",
      "## À la fin d'une manche\n\n> Les cartes qu'un joueur a posées ou ajoutées comptent pour lui et les cartes "
      "restées en main comptent contre lui ; vider sa main ne donne aucun bonus."),
    M("## The two ways a hand ends\n\n> A hand ends when a player empties their hand, or when the stock is "
      "exhausted and the player whose turn it is does not take from the discard pile.",
      "## Les deux façons de finir une manche\n\n> Une manche s'arrête quand un joueur vide sa main, ou quand le "
      "talon est épuisé et que le joueur dont c'est le tour ne prend pas dans la défausse."),
    C('out = Game.position(["AS 2S 3S 9D", "KH KD 4C 4D"], discard="6H", stock="4S 5C")\n'
      'out.apply(Draw())  # «the 4♠¦le 4♠»\n'
      'out.apply(Meld.of("AS 2S 3S 4S"))\n'
      'out.apply(Discard(ids("9D")[0]))\n'
      'empty = Game.position(["QS QH 5C", "KH KD 4C"], discard="6H 9S", stock="")\n'
      'print([str(a) for a in empty.legal_actions()])\n'
      'empty.apply(EndHand())\n'
      'Stepper([Step(out, out.ended_text().render(LANG) + " " + str(out.totals())),\n'
      '         Step(empty, empty.ended_text().render(LANG) + " " + str(empty.totals()))],\n'
      '        «"How a hand ends"¦"Comment finit une manche"», language=LANG)'),
    M(f"## The match and shared wins\n\n> If, at the end of a hand, a player has reached the target score ("
      f"{TARGETS[1]} or {TARGETS[0]}), the highest total wins; on a tie, the tied players win together.\n\nA real "
      f"match, then the same hand played over and over (built by hand) to show a shared win.",
      f"## Le match et les victoires partagées\n\n> Si, à la fin d'une manche, un joueur a atteint le score visé "
      f"({TARGETS[1]} ou {TARGETS[0]}), le plus haut total gagne ; en cas d'égalité, les joueurs à égalité gagnent "
      f"ensemble.\n\nUn vrai match, puis la même manche jouée encore et encore (construite à la main) pour montrer "
      f"une victoire partagée."),
    C('import random\n'
      'from cardkit.core import Match\n'
      f'match = Match("rummy500", {{"players": 2, "target": {SHARED_TARGET}, "turn_limit": 200}}, seed=3)\n'
      'rng = random.Random(3)\n'
      'while True:\n'
      '    match.current.play_random(rng)\n'
      '    print(«"hand"¦"manche"», len(match.deals), match.current.totals(), "->", match.totals())\n'
      '    if match.is_over():\n'
      '        break\n'
      '    match.next_deal()\n'
      'print(«"winners (seats):"¦"gagnants (places) :"», match.winners())'),
    C('tie = Game.position(["KC KS KH", "6C"], discard="9H", melds=[(1, "10D JD QD"), (1, "AH 2H 3H")],'
      ' stock="2D 5S")\n'
      'tie.apply(Draw())  # «the 2♦¦le 2♦»\n'
      'tie.apply(Meld.of("KC KS KH"))\n'
      'tie.apply(Discard(ids("2D")[0]))\n'
      'print(«"this hand:"¦"cette manche :"», tie.totals())\n'
      f'shared = Match("rummy500", {{"players": 2, "target": {SHARED_TARGET}}}, seed=0)\n'
      'shared.deals = []  # «the same finished hand, over and over¦la même manche finie, encore et encore»\n'
      'while not shared.deals or not shared.is_over():\n'
      '    shared.deals.append(tie)\n'
      'print(len(shared.deals), «"hands:"¦"manches :"», shared.totals(), «"- winners (seats):"¦'
      '"- gagnants (places) :"», shared.winners())'),
    TRY,
    C('meld_points("JD QD KD AD")'),
    QUIZ,
    C('quiz(«"How many points does the run A♣ 2♣ 3♣ 4♣ score?"¦"Combien de points marque la suite A♣ 2♣ 3♣ 4♣ ?"»,'
      ' answer=...,\n'
      '     expected=meld_points("AC 2C 3C 4C"), why=f«"The Ace low counts 1: 1 + 2 + 3 + 4 = '
      '{meld_points(\'AC 2C 3C 4C\')}."¦"L\'As bas compte 1 : 1 + 2 + 3 + 4 = {meld_points(\'AC 2C 3C 4C\')}."»,'
      ' language=LANG)'),
    C('quiz(«"And the run Q♣ K♣ A♣?"¦"Et la suite D♣ R♣ A♣ ?"», answer=..., expected=meld_points("QC KC AC"),\n'
      '     why=f«"The Ace high counts {card_points(\'AC\')}: 10 + 10 + {card_points(\'AC\')}."¦'
      '"L\'As haut compte {card_points(\'AC\')} : 10 + 10 + {card_points(\'AC\')}."», language=LANG)'),
]

# ---------------------------------------------------------------------------------------------- House of Suits
H_SRC = ("Source: the French rules (house-of-suits.fr.txt, the original) and DECISIONS.md. The original English "
         "rules could not be found: the kit's decisions fill the gaps.",
         "Source : la règle française (house-of-suits.fr.txt, l'original) et DECISIONS.md. La règle anglaise "
         "d'origine est introuvable : les décisions du kit comblent les vides.")
H_SETUP = setup("import random", "from cardkit.house_of_suits import (Game, Place, PlaceLast, SetAside, card, "
                "deck_size, hand_size,", "                                   pile_size, rank_suits, score)")
COUNTS = "; ".join(f"{n} suits: {deck_size(n)} cards, {hand_size(n)} each, {pile_size(n)} in the pile"
                   for n in (4, 5, 6))
COUNTS_FR = "; ".join(f"{n} couleurs : {deck_size(n)} cartes, {hand_size(n)} chacun, {pile_size(n)} dans la pioche"
                      for n in (4, 5, 6))

HOS_1 = [
    header("House of Suits", "House of Suits", 1, "the deal, the set-aside card, a turn, the final round",
           "la distribution, la carte mise de côté, un tour, le dernier tour",
           "Each turn, one card to the common market and one to your own investment.",
           "À chaque tour, une carte au marché commun et une à votre investissement.", *H_SRC),
    H_SETUP,
    M(f"## The deck and the deal\n\n> Two players, six suits, each numbered Ace (1) to 10; the game can be played "
      f"with four, five or six suits. With four suits, deal 10 cards to your opponent and to yourself, starting "
      f"with the opponent; with five, 11; with six, 12.\n\nThe kit deals one card at a time, starting with the "
      f"opponent, who plays first; the dealer alternates in a match (DECISIONS.md). {COUNTS}.",
      f"## Le paquet et la distribution\n\n> Deux joueurs, six couleurs numérotées de l'As (1) à 10 ; on peut "
      f"jouer avec quatre, cinq ou six couleurs. Avec quatre couleurs, distribuez 10 cartes à votre adversaire et "
      f"à vous-même, en commençant par l'adversaire ; avec cinq, 11 ; avec six, 12.\n\nLe kit distribue une carte "
      f"à la fois, en commençant par l'adversaire, qui joue en premier ; le donneur alterne pendant un match "
      f"(DECISIONS.md). {COUNTS_FR}."),
    C('for suits in (4, 5, 6):\n'
      '    print(f«"{suits} suits: {deck_size(suits)} cards, {hand_size(suits)} each, {pile_size(suits)} in the '
      'pick-up pile"¦"{suits} couleurs : {deck_size(suits)} cartes, {hand_size(suits)} chacun, {pile_size(suits)} '
      'dans la pioche"»)'),
    M("## The set-aside card\n\n> Each player must set aside one card that is revealed only at the end of the game."
      "\n\nThe text does not say when: in the kit both players set a card aside, face down, before the first turn "
      "(DECISIONS.md). Your own set-aside card is shown to you only.",
      "## La carte mise de côté\n\n> Chaque joueur doit mettre de côté une carte qui ne sera révélée qu'à la fin "
      "de la partie.\n\nLe texte ne dit pas quand : dans le kit, les deux joueurs mettent une carte de côté, face "
      "cachée, avant le premier tour (DECISIONS.md). Seul son propriétaire voit sa carte mise de côté."),
    M("## A turn\n\n> One card must be placed face up in the market in the middle of the table, and the other face "
      "up in front of yourself, in your investment. All cards on the table are grouped by suit.\n\nThen you draw "
      "two cards from the pick-up pile (DECISIONS.md: the pile always holds an even number of cards).",
      "## Un tour\n\n> Une carte doit être placée face visible dans le marché au milieu de la table, et l'autre "
      "face visible devant soi, dans son investissement. Toutes les cartes sur la table sont regroupées par "
      "couleur.\n\nPuis on pioche deux cartes (DECISIONS.md : la pioche a toujours un nombre pair de cartes)."),
    C('game = Game.new({"suits": 4, "dealer": 0}, seed=12)\n'
      'first = game.to_move()\n'
      'steps = [Step(game.clone(), f«"Player {first + 1} (the dealer\'s opponent) plays first."¦'
      '"Joueur {first + 1} (l\'adversaire du donneur) joue en premier."», seat=first)]\n'
      'rng = random.Random(12)\n'
      'for _ in range(4):\n'
      '    seat = game.to_move()\n'
      '    action = game.legal_actions()[0] if game.phase == "set_aside" else rng.choice(game.legal_actions())\n'
      '    game.apply(action)\n'
      '    if isinstance(action, SetAside):\n'
      '        text = f«"Player {seat + 1} sets a card aside, face down."¦'
      '"Joueur {seat + 1} met une carte de côté, face cachée."»\n'
      '    else:\n'
      '        text = f«"Player {seat + 1}: {card(action.market)} to the market, {card(action.investment)} to the '
      'investment, then draws two."¦"Joueur {seat + 1} : {card(action.market)} au marché, {card(action.investment)} '
      'à l\'investissement, puis pioche deux cartes."»\n'
      '    steps.append(Step(game.clone(), text, seat=first))\n'
      'Stepper(steps, «"The set-aside and the first turns"¦"La mise de côté et les premiers tours"», language=LANG)'),
    M("## The final round\n\n> Once the pick-up pile is exhausted, the players play a final round with the cards "
      "left in their hands.\n\nThe text is silent on the details: turns go on without drawing until both hands are "
      "empty, and a player holding a single card places it in the market or in their investment, at their choice "
      "(DECISIONS.md).",
      "## Le dernier tour\n\n> Une fois la pioche épuisée, les joueurs effectuent un dernier tour avec les cartes "
      "qu'il leur reste en main.\n\nLe texte ne précise pas : on continue sans piocher jusqu'à ce que les deux mains "
      "soient vides, et un joueur qui n'a plus qu'une carte la place au marché ou dans son investissement, à son "
      "choix (DECISIONS.md)."),
    C('while game.phase != "final" or len(game.legal_actions()) > 2:\n'
      '    game.apply(rng.choice(game.legal_actions()))\n'
      'seat = game.to_move()\n'
      'print([str(a) for a in game.legal_actions()])\n'
      'before = game.clone()\n'
      'game.apply(game.legal_actions()[1])\n'
      'while not game.is_over():\n'
      '    game.apply(game.legal_actions()[0])\n'
      'Stepper([Step(before, f«"Player {seat + 1} holds a single card: market or investment?"¦'
      '"Joueur {seat + 1} n\'a plus qu\'une carte : marché ou investissement ?"», seat=seat),\n'
      '         Step(game, «"The end: the set-aside cards join the market and the suits are scored."¦'
      '"La fin : les cartes mises de côté rejoignent le marché et on compte les couleurs."», seat=seat)],\n'
      '        «"The final round"¦"Le dernier tour"», language=LANG)'),
    TRY,
    C('Stepper([Step(Game.new({"suits": 6, "dealer": 1}, seed=99), «"A deal with six suits."¦"Une donne à six couleurs."», seat=0)], '
      '«"Try it"¦"À vous"», language=LANG)'),
    QUIZ,
    C('quiz(«"How many cards does each player get with five suits?"¦'
      '"Combien de cartes chaque joueur reçoit-il avec cinq couleurs ?"», answer=..., expected=hand_size(5),\n'
      '     why=f«"Five suits: {hand_size(5)} cards each."¦"Cinq couleurs : {hand_size(5)} cartes chacun."»,'
      ' language=LANG)'),
]

RANK_CASES = [
    {"spades": 30, "hearts": 25, "diamonds": 20, "clubs": 15, "stars": 10, "moons": 5},
    {"spades": 30, "hearts": 25, "diamonds": 20, "clubs": 15, "stars": 10},
    {"spades": 30, "hearts": 25, "diamonds": 20, "clubs": 15},
    {"spades": 30, "hearts": 25, "diamonds": 20, "clubs": 20, "stars": 10},
    {"spades": 30, "hearts": 25, "diamonds": 20, "clubs": 25},
    {"spades": 30, "hearts": 20, "diamonds": 20, "clubs": 25, "stars": 25, "moons": 20},
]
assert [sum(r != "discarded" for r in rank_suits(c).values()) for c in RANK_CASES] == [6, 5, 4, 3, 2, 1]
MARKET = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [2, 3], "moons": [1]}
INVEST = [{"spades": [1, 2], "hearts": [3], "clubs": [5], "stars": [4], "moons": [5]},
          {"spades": [3], "hearts": [1, 2], "clubs": [1], "stars": [1], "moons": [2, 3]}]

HOS_2 = [
    header("House of Suits", "House of Suits", 2, "winning and losing suits, scoring, the match",
           "couleurs gagnantes et perdantes, décompte, match",
           "How the market ranks the suits, how investments score, bonus suits, and the two match formats.",
           "Comment le marché classe les couleurs, ce que rapportent les investissements, les couleurs bonus, et "
           "les deux formats de match.", *H_SRC),
    H_SETUP,
    M("## Ranking the suits\n\n> Reveal the two set-aside cards and add them to the market. Add up the market's "
      "cards suit by suit. If suit totals are identical, those cards are discarded. The remaining suits are "
      "ranked: six (two winning, neutral, losing, two bonus), five (two winning, neutral, losing, bonus), four "
      "(two winning, neutral, losing), three (two winning, losing), two (winning, losing), one (winning).\n\n"
      "When three suits share a total, all three are discarded (DECISIONS.md).",
      "## Classer les couleurs\n\n> Révélez les deux cartes mises de côté et ajoutez-les au marché. Additionnez "
      "les cartes du marché couleur par couleur. Si des totaux sont identiques, ces cartes sont écartées. Les "
      "couleurs restantes sont classées : six (deux gagnantes, neutre, perdante, deux bonus), cinq (deux "
      "gagnantes, neutre, perdante, bonus), quatre (deux gagnantes, neutre, perdante), trois (deux gagnantes, "
      "perdante), deux (gagnante, perdante), une (gagnante).\n\nQuand trois couleurs ont le même total, les "
      "trois sont écartées (DECISIONS.md)."),
    C(f'cases = {RANK_CASES!r}\n'
      'for totals in cases:\n'
      '    roles = rank_suits(totals)\n'
      '    kept = sum(role != "discarded" for role in roles.values())\n'
      '    print(f«"{kept} suit(s) remain:"¦"{kept} couleur(s) restent :"», "; ".join(\n'
      '        f"{suit.label(LANG)} {totals.get(suit.value, 0)} {role.name_in(LANG)}" for suit, role in roles.items()))'),
    M("## Scoring, with a bonus suit won and one tied\n\n> Add up the cards of the winning suits in your investment "
      "and subtract the cards of the losing suits. Your score can be negative. To win a bonus suit, a player must "
      "have invested a greater total in that suit than their opponent; that player is awarded the total value of "
      "that suit's cards in the market.\n\nOn equal investments nobody gets the bonus (DECISIONS.md).",
      "## Le décompte, avec une couleur bonus gagnée et une à égalité\n\n> Additionnez les cartes des couleurs "
      "gagnantes de votre investissement et soustrayez celles des couleurs perdantes. Le score peut être négatif. "
      "Pour remporter une couleur bonus, il faut y avoir investi un total plus grand que l'adversaire ; on reçoit "
      "alors la valeur totale des cartes de cette couleur au marché.\n\nÀ investissements égaux, personne n'a le "
      "bonus (DECISIONS.md)."),
    C(f'market = {MARKET!r}\n'
      f'investments = {INVEST!r}\n'
      'sheet = score(market, investments)\n'
      'print(sheet.explain(LANG))'),
    C('label = «"player {}\'s investment"¦"investissement du joueur {}"»\n'
      'def values(by_suit):\n'
      '    from cardkit.house_of_suits import card_id\n'
      '    return [card_id(suit, v) for suit, vs in by_suit.items() for v in vs]\n'
      'zones = [(«"market (set-aside cards included)"¦"marché (cartes mises de côté comprises)"», values(market))]\n'
      'steps = [Step(Partial("house_of_suits", list(zones)), sheet.explain(LANG).splitlines()[0])]\n'
      'for seat in (0, 1):\n'
      '    zones.append((label.format(seat + 1), values(investments[seat])))\n'
      '    lines = [row.explain(LANG) for row in sheet.breakdown[seat]]\n'
      '    steps.append(Step(Partial("house_of_suits", list(zones)), " | ".join(lines) + f" = {sheet.totals[seat]}"))\n'
      'Stepper(steps, «"Scoring six suits"¦"Décompte à six couleurs"», language=LANG)'),
    M("## The match\n\n> After four games the player with the highest score wins; or the players can play two games "
      "each with four, five and six suits, and after six games the highest score wins.\n\nEqual totals share the "
      "win (DECISIONS.md).",
      "## Le match\n\n> Après quatre parties, le joueur au plus haut score gagne ; ou l'on joue deux parties "
      "chacune à quatre, cinq et six couleurs, et après six parties le plus haut score gagne.\n\nÀ totaux égaux, "
      "la victoire est partagée (DECISIONS.md)."),
    C('from cardkit.core import Match\n'
      'for games in (4, 6):\n'
      '    match = Match("house_of_suits", {"games": games, "suits": 4}, seed=games)\n'
      '    rng = random.Random(games)\n'
      '    while True:\n'
      '        match.current.play_random(rng)\n'
      '        if match.is_over():\n'
      '            break\n'
      '        match.next_deal()\n'
      '    print(f«"{games} games, suits per game"¦"{games} parties, couleurs par partie"»,'
      ' [d.options.suits for d in match.deals],\n'
      '          «"totals"¦"totaux"», match.totals(), «"winners (seats)"¦"gagnants (places)"», match.winners())'),
    TRY,
    C('rank_suits({"spades": 12, "hearts": 7, "diamonds": 12, "clubs": 3, "stars": 9})'),
    QUIZ,
    C('roles = rank_suits({"spades": 14, "hearts": 9, "diamonds": 14, "clubs": 21})\n'
      'quiz(«"Market totals: spades 14, hearts 9, diamonds 14, clubs 21. What is hearts\' role? '
      '(winning/neutral/losing/bonus/discarded)"¦"Totaux du marché : pique 14, cœur 9, carreau 14, trèfle 21. '
      'Quel est le rôle du cœur ? (winning/neutral/losing/bonus/discarded)"»,\n'
      '     answer=..., expected=roles["hearts"].value,\n'
      '     why="; ".join(f"{s.label(LANG)}: {r.name_in(LANG)}" for s, r in roles.items()), language=LANG)'),
    C('quiz(«"In the six-suit example, how many points does player 1 score?"¦'
      '"Dans l\'exemple à six couleurs, combien de points marque le joueur 1 ?"», answer=...,\n'
      '     expected=sheet.totals[0], why=" | ".join(row.explain(LANG) for row in sheet.breakdown[0]),'
      ' language=LANG)'),
]

NOTEBOOKS = [
    ("ipso", "1-deck-and-setup", IPSO_1),
    ("ipso", "2-a-turn", IPSO_2),
    ("ipso", "3-final-round", IPSO_3),
    ("ipso", "4-scoring", IPSO_4),
    ("rummy500", "1-sets-and-runs", RUMMY_1),
    ("rummy500", "2-a-turn-and-lay-offs", RUMMY_2),
    ("rummy500", "3-the-discard-pile", RUMMY_3),
    ("rummy500", "4-scoring-and-the-match", RUMMY_4),
    ("house_of_suits", "1-deal-and-turns", HOS_1),
    ("house_of_suits", "2-ranking-and-scoring", HOS_2),
]
