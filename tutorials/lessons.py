"""The tutorials' cells, in the rule texts' order (read by ``build.py``).

Markdown is ``M(en, fr)``; the numbers in it are f-strings computed by the engine right here.
Code is ``C(source)``, where «English¦Français» picks the notebook's language and @LANG@ is "en"
or "fr".

A quote of a rule text is written with ``quote(text, source, lang)`` and nothing else: a blockquote of
the source's exact words (lines of the source on lines of their own, ``[…]`` where words are left
out), closed by a line naming the file, which ships in docs/rules/texts/. ``tests/test_quotes.py``
finds every quote, whitespace normalised, in the file it names. French notebooks quote the French
originals (and the Ipso rulebook, which exists only in English, in English); English notebooks quote
the rulebook or the English translations, which the source line marks as translations. Anything
else, a paraphrase or a translation of the kit's own, is plain prose. The kit's decisions where a
text is silent are written with ``decision(...)``: what the kit does and the other reading.
"""
from __future__ import annotations

from cardkit.house_of_suits import deck_size, hand_size, pile_size, rank_suits
from cardkit.ipso import card, score_pyramid, score_row
from cardkit.coach.puzzles import clear_margin
from cardkit.coach.puzzles import load as load_puzzles
from cardkit.ipso.rules import ROWS, SLOTS
from cardkit.ipso.scoring import STAR_CARD_POINTS
from cardkit.rummy500 import can_take, card_points, meld_points
from cardkit.rummy500.rules import HAND_SIZE, TARGETS

TEXTS = "docs/rules/texts"  # the rule texts, shipped with the repository
TRANSLATIONS = {"rummy500-joypip-guide.en.txt": "rummy500-joypip-guide.fr.txt",
                "house-of-suits.en.txt": "house-of-suits.fr.txt"}


def M(en: str, fr: str) -> tuple[str, dict]:
    return ("md", {"en": en, "fr": fr})


def C(source: str) -> tuple[str, str]:
    return ("code", source)


def root(lang: str) -> str:
    """The repository's root, relative to a notebook (tutorials/<game>/ or tutorials/fr/<game>/)."""
    return "../../" if lang == "en" else "../../../"


def quote(text: str, source: str, lang: str) -> str:
    """A verbatim quote of ``source`` (a file of docs/rules/texts/), its source named under it."""
    body = "\n>\n".join("> " + line for line in text.strip().split("\n"))
    link = f"[{source}]({root(lang)}{TEXTS}/{source})"
    if source in TRANSLATIONS:
        original = f"[{TRANSLATIONS[source]}]({root(lang)}{TEXTS}/{TRANSLATIONS[source]})"
        link += f", the English translation of the French original {original}, which wins"
    elif source == "ipso-rulebook.txt" and lang == "fr":
        link += ", la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle"
    return f"{body}\n>\n> — {link}"


def decisions_link(lang: str) -> str:
    return f"[DECISIONS.md]({root(lang)}{TEXTS}/DECISIONS.md)"


def doc_link(doc: str, lang: str) -> str:
    return f"[docs/rules/{doc}]({root(lang)}docs/rules/{doc})"


def decision(lang: str, what: str, other: str, where: str = "") -> str:
    """A decision of the kit's, where the text is silent or unclear, with the reading it did not take.
    ``where`` names the doc that records it (DECISIONS.md when left empty)."""
    src = where or decisions_link(lang)
    if lang == "en":
        return f"**The kit's decision** ({src}): {what} *The other reading:* {other}"
    return f"**Décision du kit** ({src}) : {what} *L'autre lecture :* {other}"


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

def isrc(lang: str) -> str:
    rulebook = f"[ipso-rulebook.txt]({root(lang)}{TEXTS}/ipso-rulebook.txt)"
    if lang == "en":
        return f"Source: Gigamic's rulebook ({rulebook}) and {decisions_link(lang)}."
    return (f"Source : la règle de Gigamic ({rulebook}, en anglais ; les citations sont en anglais, suivies d'une "
            f"traduction du kit) et {decisions_link(lang)}.")


IPSO_SRC = (isrc("en"), isrc("fr"))


def iq(text: str, lang: str) -> str:
    return quote(text, "ipso-rulebook.txt", lang)


def tr(text: str) -> str:
    """The kit's own French translation of the English quote above it: prose, not a quote."""
    return f"*Traduction du kit :* {text}"


EXAMPLE = [[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]]
EXAMPLE_SCORE = score_pyramid(EXAMPLE, star_kept=True)
assert EXAMPLE_SCORE.total == 26  # the rulebook's 3 + 4 + 9 + 10 = 26
assert [len(r) for r in ROWS] == [5, 4, 3, 2] and SLOTS == 14  # the quoted "14 cards", "5 cards, then 4, ..."
PARTS = " + ".join(str(p) for p in [STAR_CARD_POINTS] + [r.points for r in reversed(EXAMPLE_SCORE.rows) if r.valid])

Q_DECK = """96 cards, divided as follows:
90 cards numbered 1 to 90:
- 18 green cards
- 18 magenta cards
- 18 blue cards
- 18 yellow cards
- 18 orange cards
6 Star cards"""
Q_SETUP = """Shuffle the number cards and deal each player 14 cards, face down.
Use your 14 cards to build a pyramid of 4 facedown rows: 5 cards, then 4, then 3, then 2.
Place 1 Star card at the top of your pyramid. You can use this card at the end of the game.
The remaining cards form the draw pile."""
Q_CENTRE = ("Flip the top 2 cards of the draw pile and place them face up in the center of the table. Keep the rest "
            "of the draw pile to one side.")

# ---------------------------------------------------------------------------------------------- Ipso
IPSO_1 = [
    header("Ipso", "Ipso", 1, "the deck and the setup", "le paquet et la mise en place",
           "What is in the box, and how each player's pyramid is dealt.",
           "Ce que contient la boîte, et comment se distribue la pyramide de chaque joueur.", *IPSO_SRC),
    setup("from collections import Counter", "from cardkit.core import CardkitError", "from cardkit.i18n import t",
          "from cardkit.ipso import Game, card"),
    M("## The goal\n\n" + iq("Build rows of ascending numbers to score the most points possible!", "en") + "\n\n"
      + decision("en", "a row is read left to right, as it is laid out, and is ascending when each number is "
                 "greater than the one before.", "a row read from the other end; no two cards share a number, so "
                 "\"ascending\" can only mean strictly ascending."),
      "## Le but\n\n" + iq("Build rows of ascending numbers to score the most points possible!", "fr") + "\n\n"
      + tr("formez des rangées de nombres croissants pour marquer le plus de points possible !") + "\n\n"
      + decision("fr", "une rangée se lit de gauche à droite, comme elle est posée, et elle est croissante quand "
                 "chaque nombre dépasse le précédent.", "la lire dans l'autre sens ; aucun nombre n'est en double, "
                 "donc « croissant » ne peut vouloir dire que strictement croissant.")),
    M("## The deck\n\n" + iq(Q_DECK, "en") + "\n\nThe rulebook does not say which number has which colour or "
      f"stars: {decisions_link('en')} gives the publisher's card data: the colour is the number modulo 5 "
      f"(1 magenta, 2 yellow, 3 green, 4 blue, 0 orange). "
      + decision("en", "every colour also has its own shape, so no card is told by colour alone.",
                 "colour only, as on the printed cards.") + f" Card 45 is `{card(45)}`.",
      "## Le paquet\n\n" + iq(Q_DECK, "fr") + "\n\n" + tr("96 cartes : 90 cartes numérotées de 1 à 90 (18 vertes, "
      "18 magenta, 18 bleues, 18 jaunes, 18 orange) et 6 cartes Étoile.") + "\n\nLa règle ne dit pas quel nombre a "
      f"quelle couleur ni quelles étoiles : {decisions_link('fr')} donne les données de l'éditeur : la couleur est "
      f"le nombre modulo 5 (1 magenta, 2 jaune, 3 vert, 4 bleu, 0 orange). "
      + decision("fr", "chaque couleur a aussi sa forme, pour ne jamais distinguer une carte par la seule couleur.",
                 "la couleur seule, comme sur les cartes imprimées.") + f" La carte 45 est `{card(45)}`."),
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
    M("## Setup\n\n" + iq(Q_SETUP, "en") + "\n\n" + iq(Q_CENTRE, "en") + "\n\nThe Star card's use at the end of the "
      "game is notebook 3. "
      + decision("en", "nobody, the owner included, may look at a face-down pyramid card: the diagrams show them face "
                 "down to everyone. The rest of the draw pile stays aside until the final round, so the centre always "
                 "holds exactly 2 cards.", "players may look at their own face-down cards (the rulebook does not "
                 "forbid it)."),
      "## Mise en place\n\n" + iq(Q_SETUP, "fr") + "\n\n" + tr("mélangez les cartes numérotées et distribuez 14 "
      "cartes face cachée à chaque joueur. Avec vos 14 cartes, formez une pyramide de 4 rangées face cachée : 5 "
      "cartes, puis 4, puis 3, puis 2. Placez 1 carte Étoile au sommet de votre pyramide ; vous pourrez l'utiliser à "
      "la fin de la partie. Les cartes restantes forment la pioche.") + "\n\n" + iq(Q_CENTRE, "fr") + "\n\n"
      + tr("retournez les 2 premières cartes de la pioche et placez-les face visible au centre de la table. Gardez "
      "le reste de la pioche de côté.") + "\n\nL'usage de la carte Étoile en fin de partie est le notebook 3. "
      + decision("fr", "personne, pas même son propriétaire, ne regarde une carte face cachée de la pyramide : les "
                 "schémas la montrent face cachée à tous. Le reste de la pioche reste de côté jusqu'au tour final, "
                 "donc le centre compte toujours exactement 2 cartes.", "chacun peut regarder ses propres cartes "
                 "face cachée (la règle ne l'interdit pas).")),
    C('game = Game.new({"players": 2}, seed=7)\n'
      'view = game.view(0)\n'
      'pyramid = [[None] * len(row) for row in ([0] * 2, [0] * 3, [0] * 4, [0] * 5)]\n'
      'Stepper([\n'
      '    Step(Partial("ipso", [(«"a pyramid: 5 face-down cards, then 4, then 3, then 2"¦'
      '"une pyramide : 5 cartes face cachée, puis 4, puis 3, puis 2"», pyramid, "pyramid")]),\n'
      '         f«"Each player gets {sum(map(len, pyramid))} face-down cards, laid out as a pyramid."¦'
      '"Chaque joueur reçoit {sum(map(len, pyramid))} cartes face cachée, posées en pyramide."»),\n'
      '    Step(game, f«"The whole table for 2 players: a Star card on each pyramid, {len(view.centre)} cards face up '
      'in the centre, {view.pile_size} cards in the draw pile."¦"Toute la table à 2 joueurs : une carte Étoile sur '
      'chaque pyramide, {len(view.centre)} cartes face visible au centre, {view.pile_size} cartes dans la pioche."»,'
      ' seat=0),\n'
      '], «"Setting up"¦"La mise en place"», language=LANG)'),
    M(f"## 2 to 6 players\n\nThe rulebook's text does not give the number of players; the box and the publisher's "
      f"digital adaptation do: 2 to 6 ({decisions_link('en')}). With 6 players the pyramids take 84 of the 90 "
      f"cards, and the 6 left are enough for the final round. The engine refuses a 7th player.",
      f"## De 2 à 6 joueurs\n\nLe texte de la règle ne donne pas le nombre de joueurs ; la boîte et l'adaptation "
      f"numérique de l'éditeur le donnent : de 2 à 6 ({decisions_link('fr')}). À 6 joueurs, les pyramides prennent "
      f"84 des 90 cartes, et les 6 qui restent suffisent au tour final. Le moteur refuse un 7e joueur."),
    C('try:\n'
      '    Game.new({"players": 7}, seed=1)\n'
      'except CardkitError as refusal:\n'
      '    print(refusal.explain(LANG))\n'
      'six = Game.new({"players": 6}, seed=6)\n'
      'view = six.view(0)\n'
      'Stepper([Step(six, f«"6 players: {6 * len(view.pyramids[0])} cards in the pyramids, {len(view.centre)} in the '
      'centre, {view.pile_size} in the draw pile."¦"6 joueurs : {6 * len(view.pyramids[0])} cartes dans les pyramides, '
      '{len(view.centre)} au centre, {view.pile_size} dans la pioche."», seat=0)],\n'
      '        «"The most players"¦"Le plus de joueurs"», language=LANG)'),
    M("## Who starts\n\n" + iq("Take turns clockwise, starting with the youngest player.", "en") + "\n\n"
      + decision("en", "the kit cannot know who is youngest: it asks for a first player (option `first_player`, "
                 "seat 0 by default), then play goes round in seat order, which is clockwise.",
                 "asking each player's age; the players can simply seat the youngest as the first player."),
      "## Qui commence\n\n" + iq("Take turns clockwise, starting with the youngest player.", "fr") + "\n\n"
      + tr("on joue chacun son tour dans le sens des aiguilles d'une montre, en commençant par le plus jeune.")
      + "\n\n" + decision("fr", "le kit ne peut pas savoir qui est le plus jeune : il demande un premier joueur "
                          "(option `first_player`, la place 0 par défaut), puis on joue dans l'ordre des places, "
                          "qui est le sens des aiguilles d'une montre.", "demander l'âge de chacun ; les joueurs "
                          "peuvent simplement donner la première place au plus jeune.")),
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

Q_TURN = """On your turn:
- Choose 1 of the 2 face-up cards in the center to replace 1 of the facedown cards in your pyramid.
- Flip the card you have replaced face up and place it in the center.
NOTE: Your final score depends on the colors of your cards and whether they contain stars.
Play passes to the next player."""
Q_ONLY = ("IMPORTANT: You may only replace the facedown cards in your pyramid. You cannot replace a card you have "
          "added into your pyramid.")
Q_UNTIL = "Continue in the same way until all players have revealed all the cards in their pyramids."

IPSO_2 = [
    header("Ipso", "Ipso", 2, "a turn", "un tour",
           "Take a centre card into your pyramid; the card it replaces goes face up to the centre.",
           "Prenez une carte du centre dans votre pyramide ; la carte remplacée va face visible au centre.",
           *IPSO_SRC),
    setup("from cardkit.core import IllegalAction", "from cardkit.ipso import Game, Replace",
          "from cardkit.ipso.scene import slot_label"),
    M("## A turn, step by step\n\n" + iq(Q_TURN, "en") + "\n\nThe centre therefore always holds exactly 2 cards "
      f"during normal play ({decisions_link('en')}). How colours and stars score is notebook 4.",
      "## Un tour, étape par étape\n\n" + iq(Q_TURN, "fr") + "\n\n" + tr("à votre tour, choisissez 1 des 2 cartes "
      "face visible du centre pour remplacer 1 des cartes face cachée de votre pyramide, puis retournez la carte "
      "remplacée face visible et placez-la au centre. NOTE : votre score final dépend des couleurs de vos cartes et "
      "de leurs étoiles. C'est ensuite au joueur suivant.") + "\n\nLe centre compte donc toujours exactement 2 cartes "
      f"pendant la partie ({decisions_link('fr')}). Le décompte des couleurs et des étoiles est le notebook 4."),
    C('game = Game.new({"players": 2}, seed=11)\n'
      'steps = [Step(game.clone(), «"The start: two face-up cards in the centre."¦'
      '"Le départ : deux cartes face visible au centre."», seat=0)]\n'
      'for move in [Replace(0, 2), Replace(1, 9), Replace(1, 12)]:\n'
      '    player = game.to_move()\n'
      '    taken = game.view(player).centre[move.centre]\n'
      '    game.apply(move)\n'
      '    shown = game.view(player).pyramids[player][move.slot]\n'
      '    flipped = game.view(player).centre[move.centre]\n'
      '    steps.append(Step(game.clone(), f«"Player {player + 1} takes {taken} into the {slot_label(move.slot, LANG)}; '
      'the card that was there, {flipped}, goes face up to the centre."¦"Le joueur {player + 1} prend {taken} dans '
      'la {slot_label(move.slot, LANG)} ; la carte qui s\'y trouvait, {flipped}, va face visible au centre."», seat=0))\n'
      'Stepper(steps, «"Three turns"¦"Trois tours"», language=LANG)'),
    M("## Only face-down cards\n\n" + iq(Q_ONLY, "en") + "\n\nThe engine refuses such a move and explains why:",
      "## Seulement les cartes face cachée\n\n" + iq(Q_ONLY, "fr") + "\n\n" + tr("IMPORTANT : vous ne pouvez "
      "remplacer que les cartes face cachée de votre pyramide. Vous ne pouvez pas remplacer une carte que vous y avez "
      "ajoutée.") + "\n\nLe moteur refuse un tel coup et explique pourquoi :"),
    C('try:\n'
      '    game.apply(Replace(0, 9))  # «player 2 tries to replace the card added in the row of 3, 1st from the left, on '
      'their first turn¦le joueur 2 tente de remplacer la carte ajoutée dans la rangée de 3, 1re en partant de la '
      'gauche, à son premier tour»\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))'),
    M("## Until every card is face up\n\n" + iq(Q_UNTIL, "en"),
      "## Jusqu'à ce que tout soit face visible\n\n" + iq(Q_UNTIL, "fr") + "\n\n" + tr("continuez ainsi jusqu'à ce "
      "que tous les joueurs aient révélé toutes les cartes de leur pyramide.")),
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

Q_UNDER = ("When all players have only face-up cards in their pyramids, return the 2 cards in the center to the bottom "
           "of the draw pile.")
Q_STAR = """Next, each player chooses one of these two options:
- If you are happy with your pyramid: Keep your Star card to score yourself 3 extra points at the end of the game.
OR
- If you'd like to improve your pyramid: Discard your Star card to play 1 extra turn. If you do, draw the top card of the draw pile. You may swap it for a face-up card in your pyramid to improve one of your rows. If you do not wish to use the new card, discard it.
NOTE: You must discard your Star card, whether you keep the new card or not."""
Q_END = "The game ends once all players have played this final turn."

IPSO_3 = [
    header("Ipso", "Ipso", 3, "the final round: keep or spend the Star", "le tour final : garder ou utiliser l'Étoile",
           "Once every pyramid is face up, each player keeps the Star card for points or spends it for one more card.",
           "Quand toutes les pyramides sont face visible, chacun garde sa carte Étoile pour des points ou l'utilise "
           "pour une carte de plus.", *IPSO_SRC),
    setup("import random", "from cardkit.ipso import DiscardDrawn, Game, KeepStar, SpendStar, Swap"),
    M("## The centre goes under the draw pile\n\n" + iq(Q_UNDER, "en") + "\n\nEverybody saw them go: the diagrams "
      "show them \"under the draw pile\" (the left one at the very bottom) until they are drawn. "
      + decision("en", "the final round is played in turn order, from the first player.",
                 "every player choosing at the same time; it changes nothing for a player who keeps the Star, but "
                 "a spender would then not know which card the others drew."),
      "## Le centre passe sous la pioche\n\n" + iq(Q_UNDER, "fr") + "\n\n" + tr("quand tous les joueurs n'ont plus "
      "que des cartes face visible dans leur pyramide, remettez les 2 cartes du centre sous la pioche.") + "\n\n"
      "Tout le monde les a vues partir : les schémas les montrent « sous la pioche » (celle de gauche tout en bas) "
      "jusqu'à ce qu'on les pioche. "
      + decision("fr", "le tour final se joue dans l'ordre du jeu, à partir du premier joueur.",
                 "tous les joueurs choisissent en même temps ; rien ne change pour qui garde son Étoile, mais qui "
                 "l'utilise ne saurait pas quelles cartes les autres ont piochées.")),
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
    M("## Keep the Star, or spend it: both ways\n\n" + iq(Q_STAR, "en") + "\n\nThe rulebook says \"a face-up card\", "
      "and by now every pyramid card is face up: the drawn card may replace any of them, and the card taken out is "
      f"discarded ({decisions_link('en')}). The drawn card is seen by its drawer alone until it is placed or "
      "discarded. "
      + decision("en", "any swap is allowed, even one that scores less.", "\"to improve one of your rows\" as a "
                 "condition: only a swap that raises the score. It is the player's aim, and the engine lets the "
                 "player judge it.")
      + " Below, player 1 tries every choice on a copy of the game and the engine scores each one.",
      "## Garder l'Étoile, ou l'utiliser : les deux façons\n\n" + iq(Q_STAR, "fr") + "\n\n" + tr("chaque joueur "
      "choisit ensuite l'une de ces deux options. Si votre pyramide vous plaît : gardez votre carte Étoile pour "
      f"marquer {STAR_CARD_POINTS} points de plus en fin de partie. OU, pour améliorer votre pyramide : défaussez "
      "votre carte Étoile pour jouer 1 tour de plus. Piochez alors la carte du dessus de la pioche. Vous pouvez "
      "l'échanger avec une carte face visible de votre pyramide pour améliorer l'une de vos rangées. Si vous ne "
      "voulez pas de la nouvelle carte, défaussez-la. NOTE : vous défaussez votre carte Étoile, que vous gardiez la "
      "nouvelle carte ou non.") + "\n\nLa règle dit « une carte face visible », et toutes les cartes de la pyramide "
      "le sont alors : la carte piochée peut remplacer n'importe laquelle, et la carte retirée est défaussée "
      f"({decisions_link('fr')}). Seul celui qui l'a piochée voit la carte piochée, jusqu'à ce qu'il la place ou la "
      "défausse. "
      + decision("fr", "tout échange est permis, même s'il fait perdre des points.", "lire « pour améliorer l'une de "
                 "vos rangées » comme une condition : seul un échange qui augmente le score. C'est le but du joueur, "
                 "et le moteur le laisse en juger.")
      + " Ci-dessous, le joueur 1 essaie chaque choix sur une copie de la partie et le moteur compte les points."),
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
      'top = max(choices.values())\n'
      'best = [a for a, points in choices.items() if points == top]  # «every choice that reaches the most points¦'
      'tous les choix qui donnent le plus de points»\n'
      'for action, points in choices.items():\n'
      '    print(action, "->", points, «"points"¦"points"»)\n'
      'print(f«"Keep the Star: {total_after(keep, seat)} points."¦"Garder l\'Étoile : {total_after(keep, seat)} '
      'points."»)\n'
      'print(f«"Spend it and draw {drawn}: at best {top} points, reached by {len(best)} of the '
      '{len(choices)} choices: {\', \'.join(map(str, best))}."¦"L\'utiliser et piocher {drawn} : au mieux {top} '
      'points, atteints par {len(best)} des {len(choices)} choix : {\', \'.join(map(str, best))}."»)'),
    C('after = _with(spend, best[0])\n'
      'Stepper([Step(game.clone(), «"Player 1 decides."¦"Le joueur 1 décide."», seat=seat),\n'
      '         Step(keep, f«"Way 1: keep the Star card ({total_after(keep, seat)} points at the end)."¦'
      '"Façon 1 : garder la carte Étoile ({total_after(keep, seat)} points à la fin)."», seat=seat),\n'
      '         Step(game.clone(), «"Back to the choice."¦"Retour au choix."», seat=seat),\n'
      '         Step(spend, f«"Way 2: spend the Star and draw {drawn}; only player 1 sees it."¦'
      '"Façon 2 : utiliser l\'Étoile et piocher {drawn} ; seul le joueur 1 la voit."», seat=seat),\n'
      '         Step(after, f«"{best[0]}, one of the {len(best)} choices that give {top} points."¦'
      '"{best[0]}, l\'un des {len(best)} choix qui donnent {top} points."», seat=seat)],\n'
      '        «"Keep or spend the Star card"¦"Garder ou utiliser la carte Étoile"», language=LANG)'),
    M("## The end\n\n" + iq(Q_END, "en"),
      "## La fin\n\n" + iq(Q_END, "fr") + "\n\n" + tr("la partie se termine quand tous les joueurs ont joué ce "
      "dernier tour.")),
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
      '"Le joueur 1 marque-t-il plus en gardant l\'Étoile qu\'en l\'utilisant au mieux ? (True/False)"», answer=...,\n'
      '     expected=total_after(keep, seat) > top,\n'
      '     why=f«"Keeping gives {total_after(keep, seat)}, the best use of the drawn card {top}."¦'
      '"Garder donne {total_after(keep, seat)}, le meilleur usage de la carte piochée {top}."», language=LANG)'),
]

TIE_A = [[11, 12, 13, 14, 15], [21, 22, 23, 24], [31, 32, 33], [41, 43]]
TIE_B = [[6, 57, 58, 59, 60], [66, 67, 68, 69], [76, 77, 78], [44, 49]]
assert score_pyramid(TIE_A, star_kept=True).total == score_pyramid(TIE_B, star_kept=False).total
ODD = [1, 27, 43]
ODD_DOWN = [43, 27, 1]
assert score_row(ODD_DOWN, odd_even=True).points == 0 and score_row(ODD, odd_even=True).points > score_row(ODD).points

Q_SCORES = """You only score points for rows of ascending numbers. Discard any rows of cards that are not in ascending numerical order.
Count up your scores:
- A row of ascending numbers that contains more than 1 color scores 1 point per card.
- A row of ascending numbers of the same color scores 2 points per card.
- Score 1 point for each star in your valid rows.
- If you still have your Star card at the top of your pyramid, score an extra 3 points."""
Q_EXAMPLE = """Scoring Example: 3 + 4 + 9 + 10 = 26 points
- A row scores 3 points.
- A row of the numbers 16, 32 scores 4 points (1 point per card + 2 points for stars).
- A row of the green numbers 13, 28, 73 scores 9 points (2 points per green card + 3 points for stars).
- A row of the numbers 1, 27, 20, 40 is discarded: not in ascending numerical order.
- A row of the numbers 9, 17, 59, 64, 85 scores 10 points (1 point per card + 5 points for stars)."""
Q_TIE = ("The winner is the player who scores the most points. In case of a tie, the winner is the player with the "
         "most stars on their number cards. Still tied? You'll have to play again!")
Q_ODD = ("Follow the rules as normal. Once you have counted your points in the usual way, add 1 point per card for any "
         "rows that contain all odd or all even numbers.")
Q_TOURNAMENT = ("Play 4 games, changing the direction of play each time. After the 4 games, count up your total points "
                "to determine the winner!")

IPSO_4 = [
    header("Ipso", "Ipso", 4, "scoring, the tie-break, the variants", "le décompte, le départage, les variantes",
           "Which rows score, the rulebook's example row by row, ties, the odd/even variant and tournament mode.",
           "Quelles rangées marquent, l'exemple de la règle rangée par rangée, les égalités, la variante pair/impair "
           "et le mode tournoi.", *IPSO_SRC),
    setup("import random", "from cardkit.core import Match",
          "from cardkit.ipso import Game, IpsoView, score_pyramid, score_row"),
    M("## What scores\n\n" + iq(Q_SCORES, "en") + "\n\nRows are read left to right and score only when strictly "
      f"ascending ({decisions_link('en')}).",
      "## Ce qui marque\n\n" + iq(Q_SCORES, "fr") + "\n\n" + tr("seules les rangées de nombres croissants marquent ; "
      "écartez les autres. Une rangée croissante de plus d'une couleur marque 1 point par carte ; d'une seule couleur, "
      "2 points par carte. Chaque étoile d'une rangée valide vaut 1 point. Si vous avez encore votre carte Étoile au "
      f"sommet de votre pyramide, ajoutez {STAR_CARD_POINTS} points.") + "\n\nLes rangées se lisent de gauche à "
      f"droite et ne marquent que strictement croissantes ({decisions_link('fr')})."),
    M(f"## The rulebook's example: {PARTS} = {EXAMPLE_SCORE.total}\n\n" + iq(Q_EXAMPLE, "en") + "\n\n"
      + decision("en", "the first line, \"A row scores 3 points\", is the kept Star card: a pyramid has exactly four "
                 "rows and the other four lines are those rows; read so, the example adds up to 26.",
                 "a fifth row worth 3 points, which no pyramid has.", doc_link("ipso.md", "en")),
      f"## L'exemple de la règle : {PARTS} = {EXAMPLE_SCORE.total}\n\n" + iq(Q_EXAMPLE, "fr") + "\n\n"
      + tr("exemple : 3 + 4 + 9 + 10 = 26 points. Une rangée marque 3 points. La rangée 16, 32 marque 4 points (1 "
           "point par carte + 2 points d'étoiles). La rangée verte 13, 28, 73 marque 9 points (2 points par carte "
           "verte + 3 points d'étoiles). La rangée 1, 27, 20, 40 est écartée : elle n'est pas croissante. La rangée "
           "9, 17, 59, 64, 85 marque 10 points (1 point par carte + 5 points d'étoiles).") + "\n\n"
      + decision("fr", "la première ligne, « A row scores 3 points », est la carte Étoile gardée : une pyramide a "
                 "exactement quatre rangées et les quatre autres lignes sont ces rangées ; lu ainsi, l'exemple fait "
                 "bien 26.", "une cinquième rangée de 3 points, qu'aucune pyramide n'a.", doc_link("ipso.md", "fr"))),
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
    M("## The tie-break\n\n" + iq(Q_TIE, "en") + "\n\n"
      + decision("en", "the stars counted are those in valid (scoring) rows, and a tie that remains is a shared "
                 "result; playing again is left to the players.", "every star in the pyramid, discarded rows "
                 "included; and a new game played at once to decide."),
      "## Le départage\n\n" + iq(Q_TIE, "fr") + "\n\n" + tr("le gagnant est le joueur qui a le plus de points. En cas "
      "d'égalité, c'est celui qui a le plus d'étoiles sur ses cartes numérotées. Toujours à égalité ? Il faut "
      "rejouer !") + "\n\n"
      + decision("fr", "les étoiles comptées sont celles des rangées valides (qui marquent), et une égalité qui "
                 "subsiste est un résultat partagé ; rejouer est laissé aux joueurs.", "toutes les étoiles de la "
                 "pyramide, rangées écartées comprises ; et une nouvelle partie jouée aussitôt pour départager.")),
    C(f'a, b = {TIE_A!r}, {TIE_B!r}\n'
      'def pyramid(rows):  # «slots 0-4 are the bottom row, 12-13 the top¦places 0-4 : rangée du bas, 12-13 : du haut»\n'
      '    return tuple(n for row in rows for n in row)\n'
      '# «A finished game built by hand: player 1 kept the Star, player 2 spent it (and discarded 90).¦'
      'Une partie finie construite à la main : le joueur 1 a gardé l\'Étoile, le joueur 2 l\'a utilisée (et défaussé 90).»\n'
      'end = IpsoView(seat=0, to_move=None, phase="over", players=2, order=(0, 1), direction=1, odd_even=False,\n'
      '               pyramids=(pyramid(a), pyramid(b)), centre=(), pile_size=61, pile_bottom=(), discards=(90,),\n'
      '               stars=("kept", "spent"), drawn_pending=False, drawn=None, legal=())\n'
      'state = end.resample(random.Random(0))\n'
      'print(«"Totals:"¦"Totaux :"», state.totals(), «"- stars in valid rows:"¦"- étoiles des rangées valides :"»,'
      ' state.stars_in_valid_rows())\n'
      'print(«"Winner: player"¦"Gagnant : joueur"», [s + 1 for s in state.winners()])\n'
      'Stepper([Step(end, «"The finished game."¦"La partie finie."»)], «"The tie-break"¦"Le départage"», language=LANG)'),
    M("## Variant: odd and even rows\n\n" + iq(Q_ODD, "en") + "\n\n"
      + decision("en", "\"in the usual way\" has already discarded the rows that are not ascending, so the bonus goes "
                 "only to rows that score (option `odd_even`, off by default).",
                 "the bonus for every row of all odd or all even numbers, scoring or not: the option "
                 "odd_even_all_rows (Options(odd_even_all_rows=True)). Below, the descending row 43, 27, 1 gets "
                 f"nothing by default and would get {len(ODD_DOWN)} points with that option."),
      "## Variante : rangées paires et impaires\n\n" + iq(Q_ODD, "fr") + "\n\n" + tr("suivez les règles habituelles. "
      "Une fois vos points comptés normalement, ajoutez 1 point par carte pour chaque rangée entièrement impaire ou "
      "entièrement paire.") + "\n\n"
      + decision("fr", "« normalement » a déjà écarté les rangées qui ne sont pas croissantes, donc le bonus ne va "
                 "qu'aux rangées qui marquent (option `odd_even`, désactivée par défaut).",
                 "le bonus pour toute rangée entièrement impaire ou entièrement paire, qu'elle marque ou non : "
                 "l'option odd_even_all_rows (Options(odd_even_all_rows=True)). Ci-dessous, la rangée décroissante "
                 f"43, 27, 1 n'a rien par défaut et aurait {len(ODD_DOWN)} points avec cette option.")),
    C(f'row, down = {ODD!r}, {ODD_DOWN!r}\n'
      'print(score_row(row).explain(LANG))\n'
      'print(score_row(row, odd_even=True).explain(LANG))\n'
      'print(score_row(down, odd_even=True).explain(LANG))\n'
      'Stepper([Step(Partial("ipso", [(«"all odd, ascending"¦"toute impaire, croissante"», row)]),'
      ' score_row(row, odd_even=True).explain(LANG)),\n'
      '         Step(Partial("ipso", [(«"all odd, ascending"¦"toute impaire, croissante"», row),'
      ' («"all odd, not ascending"¦"toute impaire, pas croissante"», down)]), score_row(down, odd_even=True).explain(LANG))],\n'
      '        «"Odd and even rows"¦"Rangées paires et impaires"», language=LANG)'),
    C('Game.new({"players": 2, "odd_even": True}, seed=4).options  # «the option of a game¦l\'option d\'une partie»'),
    M("## Tournament mode\n\n" + iq(Q_TOURNAMENT, "en") + "\n\n"
      + decision("en", "every game of the tournament starts with the same first player; only the direction "
                 "changes.", "the first player moving on each game.", doc_link("ipso.md", "en")) + " "
      + decision("en", "equal totals after the 4 games share the win: the rulebook gives the tournament no "
                 "tie-break.", "the single game's tie-break, the stars, added up over the 4 games.",
                 doc_link("ipso.md", "en")),
      "## Mode tournoi\n\n" + iq(Q_TOURNAMENT, "fr") + "\n\n" + tr("jouez 4 parties en changeant de sens de jeu à "
      "chaque fois. Après les 4 parties, additionnez vos points pour désigner le gagnant !") + "\n\n"
      + decision("fr", "chaque partie du tournoi commence par le même premier joueur ; seul le sens change.",
                 "le premier joueur qui change à chaque partie.", doc_link("ipso.md", "fr")) + " "
      + decision("fr", "des totaux égaux après les 4 parties partagent la victoire : la règle ne donne pas de "
                 "départage au tournoi.", "le départage d'une partie, les étoiles, additionné sur les 4 parties.",
                 doc_link("ipso.md", "fr"))),
    C('match = Match("ipso", {"players": 3, "tournament": True}, seed=8)\n'
      'rng = random.Random(8)\n'
      'starts = []\n'
      'while True:\n'
      '    game = match.current\n'
      '    way = «"clockwise" if game.options.direction == 1 else "anticlockwise"¦'
      '"sens horaire" if game.options.direction == 1 else "sens antihoraire"»\n'
      '    starts.append(Step(game.clone(), f«"Game {len(match.deals)}: player {game.to_move() + 1} starts, {way}; '
      'order {[s + 1 for s in game.view(0).order]}."¦"Partie {len(match.deals)} : le joueur {game.to_move() + 1} '
      'commence, {way} ; ordre {[s + 1 for s in game.view(0).order]}."», seat=0))\n'
      '    game.play_random(rng)  # «random players, for the demonstration¦des joueurs au hasard, pour l\'exemple»\n'
      '    print(f«"Game {len(match.deals)} ({way}): {game.totals()}"¦"Partie {len(match.deals)} ({way}) : '
      '{game.totals()}"»)\n'
      '    if match.is_over():\n'
      '        break\n'
      '    match.next_deal()\n'
      'print(«"Totals:"¦"Totaux :"», match.totals(), «"- winner: player"¦"- gagnant : joueur"»,'
      ' [s + 1 for s in match.winners()])\n'
      'Stepper(starts, «"The first turn of each game"¦"Le premier tour de chaque partie"», language=LANG)'),
    C('tied = Match("ipso", {"players": 2, "tournament": True}, seed=0)\n'
      'tied.deals = [state] * 4  # «the tie-break game above, four times¦la partie du départage, quatre fois»\n'
      'print(«"One game: totals"¦"Une partie : totaux"», state.totals(), «"- the stars decide: player"¦'
      '"- les étoiles départagent : joueur"», [s + 1 for s in state.winners()])\n'
      'print(«"Tournament: totals"¦"Tournoi : totaux"», tied.totals(), «"- shared win: players"¦'
      '"- victoire partagée : joueurs"», [s + 1 for s in tied.winners()])\n'
      'Stepper([Step(state, «"Game 4 of 4 (the same game each time): equal totals."¦'
      '"Partie 4 sur 4 (la même à chaque fois) : totaux égaux."»)], «"A tied tournament"¦"Un tournoi à égalité"»,'
      ' language=LANG)'),
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
GUIDE_FR, GUIDE_EN = "rummy500-joypip-guide.fr.txt", "rummy500-joypip-guide.en.txt"


def rsrc(lang: str) -> str:
    fr = f"[{GUIDE_FR}]({root(lang)}{TEXTS}/{GUIDE_FR})"
    if lang == "en":
        en = f"[{GUIDE_EN}]({root(lang)}{TEXTS}/{GUIDE_EN})"
        return (f"Source: the JoyPip guide ({fr}, the French original, quoted here in its English translation {en}) "
                f"and {decisions_link(lang)}.")
    return f"Source : le guide JoyPip ({fr}, l'original) et {decisions_link(lang)}."


R_SRC = (rsrc("en"), rsrc("fr"))


def rq(en: str, fr: str) -> tuple[str, str]:
    """The same passage of the guide: in its English translation, and in the French original."""
    return quote(en, GUIDE_EN, "en"), quote(fr, GUIDE_FR, "fr")


R_SETUP = setup("from cardkit.core import CardkitError, IllegalAction",
                "from cardkit.rummy500 import (Discard, Draw, EndHand, Game, LayOff, Meld, Take, can_take, card_points,",
                "                              cards, ids, meld_kind, meld_points)")
RQ_MELDS = rq("- Set: 3 or 4 cards of the same rank.\n- Run: at least 3 consecutive cards of the same suit.",
              "- Groupe : 3 ou 4 cartes de même rang.\n- Suite : au moins 3 cartes consécutives de la même couleur.")
RQ_ACE = rq("The Ace can be low (A-2-3) or high (Q-K-A), but a run cannot wrap around (K-A-2 is forbidden).",
            "L’As peut être bas (A-2-3) ou haut (Q-K-A), mais une suite ne peut pas tourner (K-A-2 est interdit).")
RKIT = doc_link("rummy500.md", "en"), doc_link("rummy500.md", "fr")

RUMMY_1 = [
    header("Rummy 500", "Rummy 500", 1, "sets and runs", "groupes et suites",
           "The two kinds of meld, the Ace low or high, and why K-A-2 is not a run.",
           "Les deux sortes de combinaisons, l'As bas ou haut, et pourquoi K-A-2 n'est pas une suite.", *R_SRC),
    R_SETUP,
    M("## Sets and runs\n\n" + RQ_MELDS[0] + "\n\nThe guide says nothing about jokers or the deck: the kit plays "
      f"with one 52-card deck and no jokers, as standard 500 Rum does ({decisions_link('en')}).",
      "## Groupes et suites\n\n" + RQ_MELDS[1] + "\n\nLe guide ne parle ni de jokers ni du paquet : le kit joue "
      f"avec un paquet de 52 cartes sans joker, comme le 500 Rum classique ({decisions_link('fr')})."),
    C('for text in ["7S 7H 7D", "7S 7H 7D 7C", "5H 6H 7H 8H", "5H 6H 8H", "7S 7H"]:\n'
      '    kind = meld_kind(text)\n'
      '    print(f"{text:12} ->", kind.label(LANG) if kind else «"not a meld"¦"pas une combinaison"»)'),
    C('Stepper([Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D"))]), '
      '«"Three 7s: a set."¦"Trois 7 : un groupe."»),\n'
      '         Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D 7C"))]), '
      '«"The fourth 7: a set holds at most 4 cards."¦"Le quatrième 7 : un groupe a au plus 4 cartes."»),\n'
      '         Step(Partial("rummy500", [(«"a set"¦"un groupe"», cards("7S 7H 7D 7C")), '
      '(«"a run"¦"une suite"», cards("5H 6H 7H 8H"))]),\n'
      '              «"A run: consecutive cards of one suit, 3 or more."¦'
      '"Une suite : des cartes consécutives d\'une couleur, 3 ou plus."»)],\n'
      '        «"Melds"¦"Combinaisons"», language=LANG)'),
    M("## The Ace, low or high, never both\n\n" + RQ_ACE[0] + f"\n\nAn Ace low counts {meld_points('AH 2H 3H') - 5} "
      f"point in A-2-3; high it counts {card_points('AH')} (more in notebook 4). An Ace is low or high, never both "
      f"at once ({decisions_link('en')}).",
      "## L'As, bas ou haut, jamais les deux\n\n" + RQ_ACE[1] + f"\n\nUn As bas compte {meld_points('AH 2H 3H') - 5} "
      f"point dans A-2-3 ; haut, il compte {card_points('AH')} (voir le notebook 4). Un As est bas ou haut, jamais "
      f"les deux à la fois ({decisions_link('fr')})."),
    C('for text in ["AH 2H 3H", "QH KH AH", "KH AH 2H"]:\n'
      '    try:\n'
      '        points = meld_points(text)  # «refused for a meld that is not one¦refusé pour une combinaison qui n\'en est pas une»\n'
      '        print(f"{text}«:¦\u00a0:» {meld_kind(text).label(LANG)}, {points} points")\n'
      '    except CardkitError as refusal:\n'
      '        print(refusal.explain(LANG))'),
    TRY,
    C('meld_kind("10S JS QS KS AS"), meld_points("10S JS QS KS AS")'),
    QUIZ,
    C('quiz(«"Is 2C 3C 4C 5C a set or a run? (set/run)"¦"2C 3C 4C 5C : groupe ou suite ? (groupe/suite)"», answer=...,\n'
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

RQ_PLAYERS = rq("- Players: 2 players · 3 players · 4 players", "- Joueurs\n- 2 joueurs · 3 joueurs · 4 joueurs")
RQ_LAYOFF = rq("- You may add cards to any combination on the table, whoever owns it: the 4th card of a set, or "
               "cards that extend a run at either end.",
               "- Vous pouvez ajouter des cartes à n’importe quelle combinaison sur la table, quel que soit son "
               "propriétaire : la 4e carte d’un groupe, ou des cartes qui prolongent une suite à l’un de ses bouts.")

RUMMY_2 = [
    header("Rummy 500", "Rummy 500", 2, "the deal, a turn and lay-offs", "la donne, un tour et les ajouts",
           "Who deals, draw, meld, lay off on anyone's meld, discard.",
           "Qui distribue, piocher, poser, ajouter sur la combinaison de n'importe qui, défausser.", *R_SRC),
    R_SETUP,
    M("## The deal\n\n" + RQ_PLAYERS[0] + "\n\nThe guide does not say how to deal: the kit follows standard 500 Rum "
      f"({decisions_link('en')}). {HAND_SIZE[2]} cards each with 2 players, {HAND_SIZE[3]} each with 3 or 4; the "
      "dealer then turns the next card of the stock face up: it starts the spread discard pile. The player after the "
      "dealer starts, and the dealer moves one seat clockwise each hand. "
      + decision("en", "these are standard 500 Rum's deal and rotation.", "other rummies deal 10 or 7 cards, or let "
                 "the winner of a hand deal the next one; the guide does not say."),
      "## La donne\n\n" + RQ_PLAYERS[1] + "\n\nLe guide ne dit pas comment distribuer : le kit suit le 500 Rum "
      f"classique ({decisions_link('fr')}). {HAND_SIZE[2]} cartes chacun à 2 joueurs, {HAND_SIZE[3]} à 3 ou 4 ; le "
      "donneur retourne ensuite la carte suivante du talon : elle commence la défausse étalée. Le joueur après le "
      "donneur commence, et le donneur avance d'une place dans le sens des aiguilles d'une montre à chaque donne. "
      + decision("fr", "ce sont la distribution et la rotation du 500 Rum classique.", "d'autres rami distribuent "
                 "10 ou 7 cartes, ou font distribuer le gagnant de la donne ; le guide ne dit rien.")),
    C('import random\n'
      'from cardkit.core import Match\n'
      'match = Match("rummy500", {"players": 3}, seed=5)\n'
      'rng = random.Random(5)\n'
      'steps = []\n'
      'for _ in range(3):\n'
      '    game = match.current\n'
      '    view = game.view(0)\n'
      '    steps.append(Step(game.clone(), f«"Hand {len(match.deals)}: player {view.dealer + 1} deals {len(view.hand)} '
      'cards each and turns the next stock card, {view.discard[0]}, to start the discard pile; player '
      '{game.to_move() + 1} starts."¦"Donne {len(match.deals)} : le joueur {view.dealer + 1} distribue '
      '{len(view.hand)} cartes à chacun et retourne la carte suivante du talon, {view.discard[0]}, qui commence la '
      'défausse ; le joueur {game.to_move() + 1} commence."», seat=0))\n'
      '    game.play_random(rng)  # «random moves, for the demonstration¦des coups au hasard, pour l\'exemple»\n'
      '    if match.is_over():\n'
      '        break\n'
      '    match.next_deal()\n'
      'Stepper(steps, «"Three hands, three dealers"¦"Trois donnes, trois donneurs"», language=LANG)'),
    M("## A turn\n\nThe guide does not spell the turn out; the kit follows standard 500 Rum "
      f"({decisions_link('en')}): draw the stock's top card or take from the discard pile, then meld and lay off as "
      "much as you like, then discard one card. "
      + decision("en", "a player may lay off without having melded first.", "some 500 Rum tables require a meld of "
                 "your own before your first lay-off."),
      "## Un tour\n\nLe guide ne détaille pas le tour ; le kit suit le 500 Rum classique "
      f"({decisions_link('fr')}) : piochez la carte du dessus du talon ou prenez dans la défausse, puis posez et "
      "ajoutez autant que vous voulez, puis défaussez une carte. "
      + decision("fr", "on peut ajouter sans avoir posé avant.", "certaines tables de 500 Rum exigent une "
                 "combinaison à soi avant le premier ajout.")),
    M("## Lay-offs on anyone's meld\n\n" + RQ_LAYOFF[0] + "\n\n"
      + decision("en", "a card laid off scores for the player who laid it off, wherever it goes (the cards stay in "
                 "front of them).", "the card scoring for the meld's owner."),
      "## Ajouter sur n'importe quelle combinaison\n\n" + RQ_LAYOFF[1] + "\n\n"
      + decision("fr", "une carte ajoutée compte pour le joueur qui l'a ajoutée, où qu'elle aille (elle reste devant "
                 "lui).", "la carte compte pour le propriétaire de la combinaison.")),
    C('game = Game.position(["9S 9H 9D 4C 8H 5D", "2C 3D KS KC 6S 7S"], discard="QD 3S",\n'
      '                     melds=[(1, "5H 6H 7H"), (1, "JC JD JS")], stock="8D 4H 10C")\n'
      'steps = [Step(game.clone(), «"Player 1 to play; player 2 has two melds on the table."¦'
      '"Au joueur 1 ; le joueur 2 a deux combinaisons sur la table."», seat=0)]\n'
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
    M("## Going out\n\nA hand ends as soon as a player empties their hand (notebook 4). "
      + decision("en", "a player may go out by melding and laying off every card, with no discard; discarding the "
                 "last card also goes out.", "a final discard always required to go out."),
      "## Finir sa main\n\nLa donne se termine dès qu'un joueur vide sa main (notebook 4). "
      + decision("fr", "on peut finir en posant et ajoutant toutes ses cartes, sans défausser ; défausser sa "
                 "dernière carte finit aussi.", "une dernière défausse toujours exigée pour finir.")),
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
      '"Le joueur 1 a la D♠ ; le joueur 2 possède la suite 9♠ 10♠ V♠. Le joueur 1 peut-il y ajouter la D♠ ? '
      '(True/False)"»,\n'
      '     answer=..., expected=ok, why=«"Lay-offs go on any meld, whoever owns it."¦'
      '"On ajoute sur toute combinaison, quel que soit son propriétaire."», language=LANG)'),
]

FAQ = can_take("7S KH 2C", 0, "7H 7D 4C")
assert FAQ.allowed and not can_take("7S KH 2C", 0, "3D 4C").allowed
RQ_PILE = rq("- The discard pile is spread out: all of its cards are visible. You may take any of them, but together "
             "with all the cards lying above it.\n- If you take more than one card, the lowest one (the deepest card "
             "taken) must be melded or laid off this turn; if that is impossible, you may not take them that way.",
             "- La défausse est étalée : toutes ses cartes sont visibles. Vous pouvez prendre n’importe laquelle, mais "
             "avec toutes celles posées au-dessus.\n- Si vous prenez plus d’une carte, la plus basse doit être posée "
             "ou ajoutée ce tour-ci ; si c’est impossible, vous ne pouvez pas les prendre ainsi.")
RQ_FAQ = rq("What must I respect to take a card from the middle of the discard pile?\nFrom bottom to top the discard "
            "pile holds the 7 of spades, the king of hearts and the 2 of clubs. To take the 7 of spades you must also "
            "take the king and the 2 above it, and the 7 of spades must be melded or laid off this turn: so you need "
            "two 7s in hand.",
            "Que dois-je respecter pour prendre une carte au milieu de la défausse ?\nDe bas en haut, la défausse "
            "contient le 7 de pique, le roi de cœur et le 2 de trèfle. Pour prendre le 7 de pique, vous devez aussi "
            "prendre le roi et le 2 au-dessus, et le 7 de pique doit être posé ou ajouté ce tour-ci : il faut donc "
            "avoir deux 7 en main.")
RQ_TOP = rq("- If you take only the top card, you need not use it at once, but you may not discard it this turn.",
            "- Si vous ne prenez que la carte du dessus, vous n’êtes pas obligé de l’utiliser tout de suite, mais vous "
            "ne pouvez pas la défausser ce tour-ci.")
RQ_EXTRA = rq("Taking only the top card imposes nothing, but the extra cards taken and not melded cost points at the "
              "end of the hand.",
              "Prendre seulement la carte du dessus n’impose rien, mais les cartes prises en trop qui ne sont pas "
              "posées coûtent des points en fin de donne.")
EXTRA_COST = card_points("KH") + card_points("2C")

RUMMY_3 = [
    header("Rummy 500", "Rummy 500", 3, "the spread discard pile", "la défausse étalée",
           "Taking from deep in the pile, the guide's FAQ example, the top-card rule and what extra cards cost.",
           "Prendre au fond de la défausse, l'exemple de la FAQ du guide, la règle de la carte du dessus et ce que "
           "coûtent les cartes prises en trop.", *R_SRC),
    R_SETUP,
    M("## Taking from the middle\n\n" + RQ_PILE[0],
      "## Prendre au milieu\n\n" + RQ_PILE[1]),
    M(f"## The FAQ example: 7♠ K♥ 2♣\n\n" + RQ_FAQ[0] + "\n\nThe guide concludes: two 7s in hand. "
      + decision("en", "the take is also legal when the 7♠ can be melded in a run (6♠ 8♠, 5♠ 6♠ or 8♠ 9♠ in hand) or "
                 "laid off on a meld on the table: the rule the FAQ illustrates (above) asks only that the deepest "
                 "card be melded or laid off this turn, and a run or a lay-off does that. The FAQ's \"so\" answers "
                 "for a hand with no spades next to the 7♠ and an empty table.",
                 "only two 7s in hand make the take legal, as the FAQ's last words say.", RKIT[0])
      + f"\n\nEvery way the take becomes legal, then the refusal; `can_take` is the engine's own check "
      f"({len(FAQ.taken)} cards taken).",
      f"## L'exemple de la FAQ : 7♠ R♥ 2♣\n\n" + RQ_FAQ[1] + "\n\nLa conclusion du guide : deux 7 en main. "
      + decision("fr", "la prise est aussi légale quand le 7♠ peut entrer dans une suite (6♠ 8♠, 5♠ 6♠ ou 8♠ 9♠ en "
                 "main) ou être ajouté à une combinaison sur la table : la règle que la FAQ illustre (ci-dessus) "
                 "demande seulement que la plus basse soit posée ou ajoutée ce tour-ci, et une suite ou un ajout le "
                 "fait. Le « donc » de la FAQ répond pour une main sans pique voisin du 7♠ et une table vide.",
                 "seuls deux 7 en main rendent la prise légale, comme le disent les derniers mots de la FAQ.", RKIT[1])
      + f"\n\nToutes les façons de rendre la prise légale, puis le refus ; `can_take` est la vérification même du "
      f"moteur ({len(FAQ.taken)} cartes prises)."),
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
    M("## The top card\n\n" + RQ_TOP[0] + "\n\n"
      + decision("en", "the restriction is for the top card taken alone: after a deeper take, the former top card "
                 "may be discarded.", "the top card of any take may not be discarded this turn.", RKIT[0]) + " "
      + decision("en", "a meld or lay-off that would leave the top card just taken as the only card in hand is "
                 "refused (unless a meld on the table can take it), since that card could not be discarded and the "
                 "turn could not end.", "allowing the move and leaving the player stuck.", RKIT[0]),
      "## La carte du dessus\n\n" + RQ_TOP[1] + "\n\n"
      + decision("fr", "la restriction vaut pour la carte du dessus prise seule : après une prise plus profonde, "
                 "l'ancienne carte du dessus peut être défaussée.", "la carte du dessus de toute prise ne peut pas être "
                 "défaussée ce tour-ci.", RKIT[1]) + " "
      + decision("fr", "une pose ou un ajout qui laisserait pour seule carte en main la carte du dessus qu'on vient "
                 "de prendre est refusé (sauf si une combinaison sur la table peut la recevoir), car cette carte ne "
                 "pourrait pas être défaussée et le tour ne pourrait pas finir.", "permettre le coup et laisser le "
                 "joueur bloqué.", RKIT[1])),
    C('game = Game.position(["3D 4C 9H", "5C 6C 8H"], discard="7S KH 2C")\n'
      'game.apply(Take(2))  # «the 2♣ alone¦le 2♣ seul»\n'
      'try:\n'
      '    game.apply(Discard(ids("2C")[0]))\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))\n'
      'game.apply(Discard(ids("9H")[0]))\n'
      'deeper = Game.position(["KS KD 9H", "5C 6C 8H"], discard="7S KH 2C")\n'
      'deeper.apply(Take(1))  # «the K♥ with the 2♣ above it¦le R♥ avec le 2♣ au-dessus»\n'
      'deeper.apply(Meld.of("KH KS KD"))\n'
      'before_discard = deeper.clone()\n'
      'deeper.apply(Discard(ids("2C")[0]))\n'
      'stuck = Game.position(["5H 6H 7H", "5C 6C 8D"], discard="7S KH 9C")\n'
      'stuck.apply(Take(2))  # «the 9♣ alone¦le 9♣ seul»\n'
      'try:\n'
      '    stuck.apply(Meld.of("5H 6H 7H"))\n'
      'except IllegalAction as refusal:\n'
      '    print(refusal.explain(LANG))\n'
      'Stepper([Step(game, «"The 2♣ taken alone stays in hand: the 9♥ is discarded instead."¦'
      '"Le 2♣ pris seul reste en main : on défausse le 9♥ à la place."», seat=0),\n'
      '         Step(before_discard, «"A deeper take: K♥ and 2♣; the K♥ is melded."¦'
      '"Une prise plus profonde : R♥ et 2♣ ; le R♥ est posé."», seat=0),\n'
      '         Step(deeper, «"The former top card, the 2♣, may be discarded."¦'
      '"L\'ancienne carte du dessus, le 2♣, peut être défaussée."», seat=0),\n'
      '         Step(stuck, «"The 9♣ taken alone: melding 5♥ 6♥ 7♥ now would leave only the 9♣, so it is refused."¦'
      '"Le 9♣ pris seul : poser 5♥ 6♥ 7♥ maintenant ne laisserait que le 9♣, c\'est donc refusé."», seat=0)],\n'
      '        «"The top card"¦"La carte du dessus"», language=LANG)'),
    M(f"## Extra cards cost points\n\n" + RQ_EXTRA[0] + f"\n\nBelow, player 1 takes the 7♠ with the K♥ and the 2♣ "
      f"above it and melds three 7s; the K♥ and the 2♣ stay in hand when player 2 goes out, and cost "
      f"{card_points('KH')} + {card_points('2C')} = {EXTRA_COST} points.",
      f"## Les cartes prises en trop coûtent des points\n\n" + RQ_EXTRA[1] + f"\n\nCi-dessous, le joueur 1 prend le "
      f"7♠ avec le R♥ et le 2♣ au-dessus et pose trois 7 ; le R♥ et le 2♣ restent en main quand le joueur 2 finit, "
      f"et coûtent {card_points('KH')} + {card_points('2C')} = {EXTRA_COST} points."),
    C('extra = Game.position(["7H 7D 3D", "4S 5S 6S"], discard="7S KH 2C", stock="9H 8C")\n'
      'steps = [Step(extra.clone(), «"Player 1 takes the 7♠ and the two cards above it."¦'
      '"Le joueur 1 prend le 7♠ et les deux cartes au-dessus."», seat=0)]\n'
      'extra.apply(Take(0))\n'
      'extra.apply(Meld.of("7S 7H 7D"))\n'
      'extra.apply(Discard(ids("3D")[0]))\n'
      'steps.append(Step(extra.clone(), «"Three 7s melded; the K♥ and the 2♣ stay in hand."¦'
      '"Trois 7 posés ; le R♥ et le 2♣ restent en main."», seat=0))\n'
      'extra.apply(Draw())\n'
      'extra.apply(Meld.of("4S 5S 6S"))\n'
      'extra.apply(Discard(ids("9H")[0]))\n'
      'steps.append(Step(extra, extra.ended_text().render(LANG) + " " + str(extra.totals()), seat=0))\n'
      'print(«"Totals:"¦"Totaux :"», extra.totals())\n'
      'Stepper(steps, «"Extra cards taken"¦"Les cartes prises en trop"», language=LANG)'),
    TRY,
    C('print(can_take("5D 9S QC 3H", 1, "9H 9C 2S").explain(LANG))'),
    QUIZ,
    C('check = can_take("4H 10S JD", 0, "5H 6H KC")\n'
      'quiz(«"Pile 4♥ 10♠ J♦ (bottom to top), hand 5♥ 6♥ K♣: may you take the 4♥? (True/False)"¦'
      '"Défausse 4♥ 10♠ V♦ (de bas en haut), main 5♥ 6♥ R♣ : pouvez-vous prendre le 4♥ ? (True/False)"»,\n'
      '     answer=..., expected=check.allowed, why=check.explain(LANG), language=LANG)'),
]

SHARED_TARGET = TARGETS[0]
RQ_VALUES = rq("- Ace: 15 points (only 1 point when it serves as the 1 in A-2-3); J, Q and K: 10 points; 2 to 10: "
               "their face value.",
               "- As : 15 points (1 seul point quand il sert de 1 dans A-2-3) ; J, Q et K : 10 points ; de 2 à 10 : "
               "leur valeur.")
RQ_COUNT = rq("- At the end of each hand, the cards a player has melded or laid off score for them and the cards left "
              "in their hand count against them; emptying your hand gives no bonus.",
              "- À la fin de chaque donne, les cartes posées ou ajoutées rapportent des points et celles restées en "
              "main en font perdre ; vider sa main ne donne aucun bonus.")
RQ_ENDS = rq("- A hand ends when a player empties their hand, or when the stock is exhausted and the player whose turn "
             "it is does not take from the discard pile.",
             "- La donne se termine quand un joueur vide sa main, ou quand le talon est épuisé et que le joueur dont "
             "c’est le tour ne prend pas à la défausse.")
RQ_TARGET = rq("- Target score: up to 500 points · up to 250 points",
               "- Score cible\n- Jusqu’à 500 points · Jusqu’à 250 points")
RQ_MATCH = rq("- If, at the end of a hand, a player has reached the target score (500 or 250), the highest total "
              "wins; on a tie, the tied players win together.",
              "- Si, à la fin d’une donne, un joueur atteint le score cible (500 ou 250), le plus haut total gagne ; "
              "en cas d’égalité, les ex æquo gagnent ensemble.")
assert sorted(TARGETS) == [250, 500]

RUMMY_4 = [
    header("Rummy 500", "Rummy 500", 4, "scoring, the end of a hand, the match", "le décompte, la fin d'une donne, "
           "le match", "What each card counts, the two ways a hand ends, and who wins the match.",
           "Ce que compte chaque carte, les deux façons de finir une donne, et qui gagne le match.", *R_SRC),
    R_SETUP,
    M("## Card values\n\n" + RQ_VALUES[0] + f"\n\nThe kit also counts an Ace laid off at the low end of a run as "
      f"{meld_points('AS 2S 3S') - 5}, and an Ace left in hand as {card_points('AS')} ({decisions_link('en')}). "
      + decision("en", f"an Ace laid off on a run from 2 to King, which could go at either end, goes high and scores "
                 f"{card_points('AS')}, the better score (the run is complete either way).",
                 f"the Ace going low, for {meld_points('AS 2S 3S') - 5} point.", RKIT[0]),
      "## Valeur des cartes\n\n" + RQ_VALUES[1] + f"\n\nLe kit compte aussi {meld_points('AS 2S 3S') - 5} pour un As "
      f"ajouté au bas d'une suite, et {card_points('AS')} pour un As resté en main ({decisions_link('fr')}). "
      + decision("fr", f"un As ajouté à une suite du 2 au roi, qui pourrait aller à l'un ou l'autre bout, va en haut "
                 f"et compte {card_points('AS')}, le meilleur score (la suite est complète dans les deux cas).",
                 f"l'As en bas, pour {meld_points('AS 2S 3S') - 5} point.", RKIT[1])),
    C('for text in ["AS 2S 3S", "QS KS AS", "AS AH AD"]:\n'
      '    print(f"{text}: {meld_points(text)} points")\n'
      'print([(str(c), card_points(c)) for c in cards("AS 7D 10C KH")])\n'
      'ace = Game.position(["AH 9C", "5C 6C 8D"], discard="7S", melds=[(1, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")],'
      ' stock="4D 5D")\n'
      'ace.apply(Draw())\n'
      'before = ace.clone()\n'
      'ace.apply(LayOff(ids("AH")[0], 0))\n'
      'print(«"Points put down after laying off the A♥:"¦"Points posés après l\'ajout de l\'A♥ :"», ace.view(0).points)\n'
      'Stepper([Step(before, «"Player 1 holds the A♥; player 2 has a run from 2♥ to K♥."¦'
      '"Le joueur 1 a l\'A♥ ; le joueur 2 a une suite du 2♥ au R♥."», seat=0),\n'
      '         Step(ace, f«"The A♥ goes high: {ace.view(0).points[0]} points for player 1."¦'
      '"L\'A♥ va en haut : {ace.view(0).points[0]} points pour le joueur 1."», seat=0)],\n'
      '        «"An Ace on a run from 2 to King"¦"Un As sur une suite du 2 au roi"», language=LANG)'),
    M("## At the end of a hand\n\n" + RQ_COUNT[0],
      "## À la fin d'une donne\n\n" + RQ_COUNT[1]),
    M("## The two ways a hand ends\n\n" + RQ_ENDS[0] + "\n\nThe guide does not say when the player decides. "
      + decision("en", "when the stock is empty at the start of a player's turn, that player either takes from the "
                 "discard pile (under the usual rules) or the hand ends at once.", "turning the discard pile over "
                 "as a new stock, as many rummies do; the guide's \"does not take from the discard pile\" rules it "
                 "out."),
      "## Les deux façons de finir une donne\n\n" + RQ_ENDS[1] + "\n\nLe guide ne dit pas quand le joueur décide. "
      + decision("fr", "quand le talon est vide au début du tour d'un joueur, ce joueur prend dans la défausse (selon "
                 "les règles habituelles) ou la donne se termine aussitôt.", "retourner la défausse pour en faire un "
                 "nouveau talon, comme dans beaucoup de rami ; le « ne prend pas à la défausse » du guide l'exclut.")),
    C('out = Game.position(["AS 2S 3S 9D", "KH KD 4C 4D"], discard="6H", stock="4S 5C")\n'
      'out.apply(Draw())  # «the 4♠¦le 4♠»\n'
      'out.apply(Meld.of("AS 2S 3S 4S"))\n'
      'out.apply(Discard(ids("9D")[0]))\n'
      'empty = Game.position(["QS QH 5C", "KH KD 4C"], discard="6H 9S", stock="")\n'
      'print([str(a) for a in empty.legal_actions()])\n'
      'took = empty.clone()\n'
      'took.apply(Take(1))  # «the 9♠ alone¦le 9♠ seul»\n'
      'ended = empty.clone()\n'
      'ended.apply(EndHand())\n'
      'Stepper([Step(out, out.ended_text().render(LANG) + " " + str(out.totals())),\n'
      '         Step(empty, «"The stock is empty: player 1 takes from the discard pile (here only the 9♠ alone can be '
      'taken: the 6♥ could not be melded) or the hand ends."¦"Le talon est vide : le joueur 1 prend dans la défausse '
      '(ici, seul le 9♠ peut être pris : le 6♥ ne pourrait pas être posé) ou la donne se termine."», seat=0),\n'
      '         Step(took, «"Way 1: the 9♠ taken, the hand goes on; the next player faces the same choice."¦'
      '"Façon 1 : le 9♠ pris, la donne continue ; le joueur suivant aura le même choix."», seat=0),\n'
      '         Step(ended, «"Way 2: "¦"Façon 2 : "» + ended.ended_text().render(LANG) + " " + str(ended.totals()),'
      ' seat=0)],\n'
      '        «"How a hand ends"¦"Comment finit une donne"», language=LANG)'),
    M("## The match and shared wins\n\n" + RQ_TARGET[0] + "\n\n" + RQ_MATCH[0] + "\n\nA real match with random "
      "moves: each hand ends by itself, the random player ending it once the stock is empty (the kit's option "
      "`turn_limit`, 0 = no limit by default, can cut a hand that would go on for ever; it is not used here, see "
      f"{RKIT[0]}). Then the same hand played over and over (built by hand) to show a shared win.",
      "## Le match et les victoires partagées\n\n" + RQ_TARGET[1] + "\n\n" + RQ_MATCH[1] + "\n\nUn vrai match aux "
      "coups tirés au hasard : chaque donne finit d'elle-même, le joueur au hasard la terminant une fois le talon "
      "vide (l'option `turn_limit` du kit, 0 = pas de limite par défaut, peut couper une donne qui ne finirait "
      f"jamais ; elle n'est pas utilisée ici, voir {RKIT[1]}). Puis la même donne jouée encore et encore "
      "(construite à la main) pour montrer une victoire partagée."),
    C('import random\n'
      'from cardkit.core import Match\n'
      f'match = Match("rummy500", {{"players": 2, "target": {SHARED_TARGET}}}, seed=3)\n'
      'rng = random.Random(3)\n'
      'while True:\n'
      '    match.current.play_random(rng)\n'
      '    print(«"hand"¦"donne"», len(match.deals), match.current.totals(), "->", match.totals())\n'
      '    if match.is_over():\n'
      '        break\n'
      '    match.next_deal()\n'
      'print(«"winners (seats):"¦"gagnants (places) :"», match.winners())'),
    C('tie = Game.position(["KC KS KH", "6C"], discard="9H", melds=[(1, "10D JD QD"), (1, "AH 2H 3H")],'
      ' stock="2D 5S")\n'
      'tie.apply(Draw())  # «the 2♦¦le 2♦»\n'
      'tie.apply(Meld.of("KC KS KH"))\n'
      'tie.apply(Discard(ids("2D")[0]))\n'
      'print(«"this hand:"¦"cette donne :"», tie.totals())\n'
      f'shared = Match("rummy500", {{"players": 2, "target": {SHARED_TARGET}}}, seed=0)\n'
      'shared.deals = []  # «the same finished hand, over and over¦la même donne finie, encore et encore»\n'
      'while not shared.deals or not shared.is_over():\n'
      '    shared.deals.append(tie)\n'
      'print(len(shared.deals), «"hands:"¦"donnes :"», shared.totals(), «"- winners (seats):"¦'
      '"- gagnants (places) :"», shared.winners())\n'
      'Stepper([Step(tie, f«"The hand played {len(shared.deals)} times: totals {shared.totals()}, both players win."¦'
      '"La donne jouée {len(shared.deals)} fois : totaux {shared.totals()}, les deux joueurs gagnent."»)],\n'
      '        «"A shared win"¦"Une victoire partagée"», language=LANG)'),
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
HOS_FR, HOS_EN = "house-of-suits.fr.txt", "house-of-suits.en.txt"


def hsrc(lang: str) -> str:
    fr = f"[{HOS_FR}]({root(lang)}{TEXTS}/{HOS_FR})"
    if lang == "en":
        en = f"[{HOS_EN}]({root(lang)}{TEXTS}/{HOS_EN})"
        return (f"Source: the French rules ({fr}, the original, quoted here in its English translation {en}) and "
                f"{decisions_link(lang)}. The original English rules could not be found: the kit's decisions fill "
                "the gaps.")
    return (f"Source : la règle française ({fr}, l'original) et {decisions_link(lang)}. La règle anglaise d'origine "
            "est introuvable : les décisions du kit comblent les vides.")


H_SRC = (hsrc("en"), hsrc("fr"))
HKIT = doc_link("house-of-suits.md", "en"), doc_link("house-of-suits.md", "fr")


def hq(en: str, fr: str) -> tuple[str, str]:
    """The same passage of the rules: in its English translation, and in the French original."""
    return quote(en, HOS_EN, "en"), quote(fr, HOS_FR, "fr")


H_SETUP = setup("import random", "from cardkit.house_of_suits import (Game, Place, PlaceLast, SetAside, card, "
                "deck_size, hand_size,", "                                   pile_size, rank_suits, score)")
COUNTS = "; ".join(f"{n} suits: {deck_size(n)} cards, {hand_size(n)} each, {pile_size(n)} in the pile"
                   for n in (4, 5, 6))
COUNTS_FR = "\u00a0; ".join(f"{n} couleurs\u00a0: {deck_size(n)} cartes, {hand_size(n)} chacun, {pile_size(n)} dans la pioche"
                      for n in (4, 5, 6))
HQ_AIM = hq("House of Suits is akin to an investment game: players take turns placing one card in a common market and "
            "one card in their personal investment. The aim is to collect cards of the suits that will do best in the "
            "market.",
            "House of Suits est un jeu qui s'apparente à un jeu d'investissement, où les joueurs placent à tour de rôle "
            "une carte dans un marché commun et une carte dans leur investissement personnel. L'objectif est de "
            "collectionner des cartes des couleurs qui réussiront le mieux sur le marché.")
HQ_DECK = hq("Two players, a 60-card deck of six suits, each numbered Ace (1) to 10. The game can be played with four, "
             "five or six suits.",
             "Le jeu se joue à deux joueurs avec un paquet de 60 cartes, comprenant six couleurs, chacune numérotée de "
             "l'As (1) à 10. Le jeu peut se jouer avec quatre, cinq ou six couleurs.")
HQ_DEAL = hq("With four suits, deal 10 cards face down to your opponent and to yourself, starting with the opponent. "
             "With five suits, deal 11 cards. With six suits, deal 12 cards.",
             "Si vous jouez avec quatre couleurs, distribuez 10 cartes faces cachées à votre adversaire et à vous-même, "
             "en commençant par l'adversaire. Avec cinq couleurs, distribuez 11 cartes. Avec six couleurs, distribuez "
             "12 cartes.")
HQ_ASIDE = hq("Each player must set aside one card that is revealed only at the end of the game.",
              "Chaque joueur doit mettre de côté une carte qui ne sera révélée qu'à la fin de la partie.")
HQ_TURN = hq("Players then take turns placing and picking up two cards. One card must be placed face up in the market "
             "in the middle of the table, and the other face up in front of yourself, in your investment. All cards on "
             "the table must be grouped by suit.",
             "Les joueurs placent ensuite et ramassent deux cartes chacun leur tour. Une carte doit être placée face "
             "visible dans le marché au milieu de la table, et l'autre face visible devant soi dans son "
             "investissement. Toutes les cartes sur la table doivent être regroupées par couleur.")
HQ_FINAL = hq("Once the pick-up pile is exhausted, the players play a final round with the cards left in their hands.",
              "Une fois la pioche de ramassage épuisée, les joueurs effectuent un dernier tour avec les cartes qu'il "
              "leur reste en main.")

HOS_1 = [
    header("House of Suits", "House of Suits", 1, "the deal, the set-aside card, a turn, the final round",
           "la distribution, la carte mise de côté, un tour, le dernier tour",
           "Each turn, one card to the common market and one to your own investment.",
           "À chaque tour, une carte au marché commun et une à votre investissement.", *H_SRC),
    H_SETUP,
    M("## The aim\n\n" + HQ_AIM[0] + "\n\nNotebook 2 shows how the market ranks the suits and how investments score.",
      "## Le but\n\n" + HQ_AIM[1] + "\n\nLe notebook 2 montre comment le marché classe les couleurs et ce que "
      "rapportent les investissements."),
    M("## The deck and the deal\n\n" + HQ_DECK[0] + "\n\n" + HQ_DEAL[0] + "\n\n"
      + decision("en", "with 4, 5 or 6 suits the deck is 40, 50 or 60 cards (Ace to 10 in each suit used); the "
                 "suits are ♠ ♥ ♦ ♣, then ★ stars for a fifth and ☾ moons for a sixth.", "the text names no suits.")
      + " " + decision("en", "the dealer deals one card at a time, starting with the opponent, who plays first; in a "
                       "match the dealer alternates.", "the dealer playing first; the text does not say who plays "
                       "first.") + f" {COUNTS}.",
      "## Le paquet et la distribution\n\n" + HQ_DECK[1] + "\n\n" + HQ_DEAL[1] + "\n\n"
      + decision("fr", "avec 4, 5 ou 6 couleurs, le paquet a 40, 50 ou 60 cartes (de l'As à 10 dans chaque couleur "
                 "jouée) ; les couleurs sont ♠ ♥ ♦ ♣, puis ★ étoile pour une cinquième et ☾ lune pour une sixième.",
                 "le texte ne nomme aucune couleur.")
      + " " + decision("fr", "le donneur distribue une carte à la fois, en commençant par l'adversaire, qui joue en "
                       "premier ; pendant un match, le donneur alterne.", "le donneur joue en premier ; le texte ne "
                       "dit pas qui commence.") + f" {COUNTS_FR}."),
    C('for suits in (4, 5, 6):\n'
      '    print(f«"{suits} suits: {deck_size(suits)} cards, {hand_size(suits)} each, {pile_size(suits)} in the '
      'pick-up pile"¦"{suits} couleurs : {deck_size(suits)} cartes, {hand_size(suits)} chacun, {pile_size(suits)} '
      'dans la pioche"»)'),
    M("## The set-aside card\n\n" + HQ_ASIDE[0] + "\n\n"
      + decision("en", "both players set a card aside, face down, before the first turn: first the player who plays "
                 "first (the dealer's opponent), then the dealer, the order of the deal and of the turns. The card is "
                 "hidden, so choosing first tells the other player nothing.", "setting the card aside later, or "
                 "both at once; the text does not say when.", HKIT[0])
      + " Your own set-aside card is shown to you only.",
      "## La carte mise de côté\n\n" + HQ_ASIDE[1] + "\n\n"
      + decision("fr", "les deux joueurs mettent une carte de côté, face cachée, avant le premier tour : d'abord celui "
                 "qui joue en premier (l'adversaire du donneur), puis le donneur, dans l'ordre de la distribution et "
                 "des tours. La carte est cachée : choisir en premier n'apprend rien à l'autre.", "la mettre de côté "
                 "plus tard, ou tous deux en même temps ; le texte ne dit pas quand.", HKIT[1])
      + " Seul son propriétaire voit sa carte mise de côté."),
    C('game = Game.new({"suits": 4, "dealer": 0}, seed=12)\n'
      'first = game.to_move()\n'
      'steps = [Step(game.clone(), f«"Player {first + 1} (the dealer\'s opponent) plays first, and sets aside first."¦'
      '"Le joueur {first + 1} (l\'adversaire du donneur) joue en premier, et met de côté en premier."», seat=first)]\n'
      'for _ in range(2):\n'
      '    seat = game.to_move()\n'
      '    game.apply(game.legal_actions()[0])\n'
      '    steps.append(Step(game.clone(), f«"Player {seat + 1} sets a card aside, face down."¦'
      '"Le joueur {seat + 1} met une carte de côté, face cachée."», seat=first))\n'
      'Stepper(steps, «"The set-aside cards"¦"Les cartes mises de côté"», language=LANG)'),
    M("## A turn\n\n" + HQ_TURN[0] + "\n\n"
      + decision("en", "a turn places one card from hand face up in the market and one face up in your investment, "
                 "your choice which goes where, then draws two cards from the pick-up pile; the pile always holds an "
                 "even number of cards, so a draw of two never falls short.", "drawing before placing; the text "
                 "names placing first."),
      "## Un tour\n\n" + HQ_TURN[1] + "\n\n"
      + decision("fr", "un tour place une carte de la main face visible au marché et une face visible dans son "
                 "investissement, au choix du joueur, puis pioche deux cartes ; la pioche a toujours un nombre pair "
                 "de cartes, donc une pioche de deux ne manque jamais.", "piocher avant de placer ; le texte nomme "
                 "d'abord le placement.")),
    C('rng = random.Random(12)\n'
      'steps = [Step(game.clone(), «"Both cards are set aside."¦"Les deux cartes sont mises de côté."», seat=first)]\n'
      'for _ in range(2):\n'
      '    seat = game.to_move()\n'
      '    action = rng.choice(game.legal_actions())\n'
      '    game.apply(action)\n'
      '    steps.append(Step(game.clone(), f«"Player {seat + 1}: {card(action.market)} to the market, '
      '{card(action.investment)} to the investment, then draws two."¦"Le joueur {seat + 1} : {card(action.market)} au '
      'marché, {card(action.investment)} à l\'investissement, puis pioche deux cartes."», seat=first))\n'
      'Stepper(steps, «"The first turns"¦"Les premiers tours"», language=LANG)'),
    M("## The final round\n\n" + HQ_FINAL[0] + "\n\n"
      + decision("en", "turns go on without drawing until both hands are empty, and a player holding a single card "
                 "places it in the market or in their investment, at their choice.", "one last turn each, the rest "
                 "of the hands left out."),
      "## Le dernier tour\n\n" + HQ_FINAL[1] + "\n\n"
      + decision("fr", "on continue sans piocher jusqu'à ce que les deux mains soient vides, et un joueur qui n'a "
                 "plus qu'une carte la place au marché ou dans son investissement, à son choix.", "un seul dernier "
                 "tour chacun, le reste des mains écarté.")),
    C('while game.phase != "final" or len(game.legal_actions()) > 2:\n'
      '    game.apply(rng.choice(game.legal_actions()))\n'
      'seat = game.to_move()\n'
      'print([str(a) for a in game.legal_actions()])\n'
      'before = game.clone()\n'
      'game.apply(game.legal_actions()[1])\n'
      'while not game.is_over():\n'
      '    game.apply(game.legal_actions()[0])\n'
      'Stepper([Step(before, f«"Player {seat + 1} holds a single card: market or investment?"¦'
      '"Le joueur {seat + 1} n\'a plus qu\'une carte : marché ou investissement ?"», seat=seat),\n'
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
EMPTY_SUITS = [{"spades": [10, 2], "hearts": [7], "diamonds": [9]}, {"spades": [10, 2], "hearts": [7]}]
MARKET = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [2, 3], "moons": [1]}
INVEST = [{"spades": [1, 2], "hearts": [3], "clubs": [5], "stars": [4], "moons": [5]},
          {"spades": [3], "hearts": [1, 2], "clubs": [1], "stars": [1], "moons": [2, 3]}]
HQ_POOL = hq("At the end of the game, reveal the two set-aside cards and add them to the market. Then add up the value "
             "of the market's cards suit by suit. If suit totals are identical, those cards are discarded: they are "
             "not included in the scoring. The remaining suits are ranked as follows:\n"
             "- Six suits remaining (only possible with a six-suit deck): the two highest are the winning suits, the "
             "two lowest are the bonus suits, the third is neutral and the fourth is the losing suit.\n"
             "- Five suits remaining (only possible with a five-suit deck): the two highest are winning, the lowest is "
             "the bonus suit, the third is neutral and the fourth is losing.\n"
             "- Four suits remaining: the two highest are winning, the lowest is losing and the third is neutral (from "
             "here on there are no bonus suits).\n"
             "- Three suits remaining: the two highest are winning and the lowest is losing.\n"
             "- Two suits remaining: the higher is winning and the other is losing.\n"
             "- If only one suit remains, it is the winning suit.",
             "À la fin de la partie, révélez les deux cartes qui ont été mises de côté et ajoutez-les au marché. "
             "Additionnez ensuite la valeur totale des cartes dans le marché selon leurs couleurs. Si des totaux de "
             "couleurs sont identiques, ces cartes sont défaussées. Elles ne sont pas incluses dans le score. Les "
             "couleurs restantes sont classées de la façon suivante : Six couleurs restantes (uniquement possible avec "
             "un paquet de six couleurs) : Les deux plus hautes sont les couleurs gagnantes, les deux plus basses sont "
             "les couleurs bonus, la troisième est neutre et la quatrième est la couleur perdante. Cinq couleurs "
             "restantes (uniquement possible avec un paquet de cinq couleurs) : Les deux plus hautes sont les "
             "gagnantes, la plus basse est la bonus, la troisième est neutre et la quatrième est la perdante. Quatre "
             "couleurs restantes : Les deux plus hautes sont les gagnantes, la plus basse est la perdante et la "
             "troisième est neutre (il n'y a plus de couleurs bonus à partir de ce point). Trois couleurs restantes : "
             "Les deux plus hautes sont les gagnantes et la plus basse est la perdante. Deux couleurs restantes : La "
             "plus haute est la gagnante et l'autre est la perdante. Si une seule couleur reste, elle est la couleur "
             "gagnante.")
HQ_SCORE = hq("Add up the cards of the winning suits in your investment and subtract the cards of the losing suits. Your "
              "score can be negative. Bonus points are worked out differently: to win a bonus suit, a player must have "
              "invested a greater total in that suit than their opponent. That player is then awarded the total value "
              "of that suit's cards in the market.",
              "Additionnez les cartes des couleurs gagnantes dans votre investissement et soustraire de ce total les "
              "cartes des couleurs perdantes. Votre score peut être négatif. Les points bonus sont calculés "
              "différemment. Pour remporter une couleur bonus, un joueur doit avoir un total investi dans cette "
              "couleur supérieur à celui de son adversaire. Il se voit alors attribuer la valeur totale des cartes de "
              "cette couleur présentes dans le marché.")
HQ_MATCH = hq("After four games the player with the highest score wins; or the players can play two games each with "
              "four, five and six suits, and after six games the highest score wins.",
              "Après quatre parties, le joueur avec le score le plus élevé gagne, ou les joueurs peuvent jouer deux "
              "parties avec quatre couleurs, cinq couleurs et six couleurs. Après six parties, le joueur avec le "
              "score le plus élevé gagne.")

HOS_2 = [
    header("House of Suits", "House of Suits", 2, "winning and losing suits, scoring, the match",
           "couleurs gagnantes et perdantes, décompte, match",
           "How the market ranks the suits, how investments score, bonus suits, and the two match formats.",
           "Comment le marché classe les couleurs, ce que rapportent les investissements, les couleurs bonus, et "
           "les deux formats de match.", *H_SRC),
    H_SETUP,
    M("## Ranking the suits\n\n" + HQ_POOL[0] + "\n\n"
      + decision("en", "every suit whose total equals another suit's is discarded: when three suits share a total, "
                 "all three are.", "only pairs of suits cancel out.") + " "
      + decision("en", "a suit of the game with no card in the market has a total of 0 and is ranked like any other; "
                 "two such suits tie at 0 and are discarded.", "a suit with no card in the market left out of the "
                 "ranking, as if it were not in the game.", HKIT[0]),
      "## Classer les couleurs\n\n" + HQ_POOL[1] + "\n\n"
      + decision("fr", "toute couleur dont le total égale celui d'une autre est défaussée : quand trois couleurs ont "
                 "le même total, les trois le sont.", "seules des paires de couleurs s'annulent.") + " "
      + decision("fr", "une couleur de la partie sans aucune carte au marché a un total de 0 et se classe comme les "
                 "autres ; deux telles couleurs sont à égalité à 0 et sont défaussées.", "une couleur sans carte au "
                 "marché reste hors du classement, comme si elle n'était pas jouée.", HKIT[1])),
    C(f'cases = {RANK_CASES!r}\n'
      'for totals in cases:\n'
      '    roles = rank_suits(totals)\n'
      '    kept = sum(role != "discarded" for role in roles.values())\n'
      '    print(f«"{kept} suit(s) remain:"¦"{kept} couleur(s) restent\u00a0:"», «"; "¦"\u00a0; "».join(\n'
      '        f"{suit.label(LANG)} {totals.get(suit.value, 0)} {role.name_in(LANG)}" for suit, role in roles.items()))'),
    C('from cardkit.house_of_suits import card_id\n'
      f'markets = {EMPTY_SUITS!r}  # «4-suit games: clubs, then diamonds too, have no card in the market¦'
      'parties à 4 couleurs : le trèfle, puis aussi le carreau, n\'ont aucune carte au marché»\n'
      'steps = []\n'
      'for market in markets:\n'
      '    roles = rank_suits({suit: sum(values) for suit, values in market.items()}, suits=4)\n'
      '    text = «"; "¦"\u00a0; "».join(f"{suit.label(LANG)} {sum(market.get(suit.value, []))} {role.name_in(LANG)}"'
      ' for suit, role in roles.items())\n'
      '    print(text)\n'
      '    cards_in = [card_id(suit, v) for suit, values in market.items() for v in values]\n'
      '    steps.append(Step(Partial("house_of_suits", [(«"market"¦"marché"», cards_in)]), text))\n'
      'Stepper(steps, «"Suits with no card in the market"¦"Des couleurs sans carte au marché"», language=LANG)'),
    M("## Scoring, with a bonus suit won and one tied\n\n" + HQ_SCORE[0] + "\n\n"
      + decision("en", "on equal investments nobody gets the bonus, and a player with no card of the suit has "
                 "invested 0 in it.", "sharing the bonus on equal investments."),
      "## Le décompte, avec une couleur bonus gagnée et une à égalité\n\n" + HQ_SCORE[1] + "\n\n"
      + decision("fr", "à investissements égaux, personne n'a le bonus, et un joueur sans carte de la couleur y a "
                 "investi 0.", "partager le bonus à investissements égaux.")),
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
    M("## The match\n\n" + HQ_MATCH[0] + "\n\n"
      + decision("en", "the six-game match plays 4, 4, 5, 5, 6 and 6 suits, so that with the dealer alternating each "
                 "player deals once at each suit count; equal totals share the win, after a match as after a single "
                 "game.", "any order of the six games; the text gives no tie-break.", HKIT[0]),
      "## Le match\n\n" + HQ_MATCH[1] + "\n\n"
      + decision("fr", "le match en six parties joue 4, 4, 5, 5, 6 et 6 couleurs : le donneur alternant, chacun "
                 "distribue une fois à chaque nombre de couleurs ; des totaux égaux partagent la victoire, après un "
                 "match comme après une partie.", "un autre ordre des six parties ; le texte ne donne pas de "
                 "départage.", HKIT[1])),
    C('from cardkit.core import Match\n'
      'for games in (4, 6):\n'
      '    match = Match("house_of_suits", {"games": games, "suits": 4} if games == 4 else {"games": 6}, seed=games)\n'
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
      'Quel est le rôle du cœur ? (gagnante/neutre/perdante/bonus/défaussée)"»,\n'
      '     answer=..., expected=roles["hearts"].value,\n'
      '     why=«"; "¦"\u00a0; "».join(f"{s.label(LANG)}«:¦\u00a0:» {r.name_in(LANG)}" for s, r in roles.items()), language=LANG)'),
    C('quiz(«"In the six-suit example, how many points does player 1 score?"¦'
      '"Dans l\'exemple à six couleurs, combien de points marque le joueur 1 ?"», answer=...,\n'
      '     expected=sheet.totals[0], why=" | ".join(row.explain(LANG) for row in sheet.breakdown[0]),'
      ' language=LANG)'),
]

# ------------------------------------------------------------------------------------------- puzzles

def puzzles_notebook(game: str, title: str, n: int, aim: tuple[str, str]) -> list:
    """Find the best move at the biggest mistakes of Normal bots, as the Expert's review found them
    (``cardkit/<game>/puzzles.json``, built by ``python -m cardkit.coach.puzzles build``); ``aim`` quotes what
    scores, which is what the Expert weighs."""
    found = load_puzzles(game)
    review_link = {lang: f"[docs/review.md]({root(lang)}docs/review.md)" for lang in ("en", "fr")}
    cells = [
        header(title, title, n, "puzzles from real games", "énigmes tirées de vraies parties",
               f"{len(found)} positions where a Normal bot gave up points: find the move the Expert plays.",
               f"{len(found)} positions où un bot Normal a perdu des points : trouvez le coup que joue l'Expert.",
               f"Source: the Expert's review of games between Normal bots ({review_link['en']}).",
               f"Source : l'analyse par l'Expert de parties entre bots Normaux ({review_link['fr']})."),
        setup("from cardkit.coach.puzzles import load", "from cardkit.scene import diagram", f'PUZZLES = load("{game}")'),
        M("## What the Expert weighs\n\n" + aim[0] + "\n\nThe Expert judges a move by the final margin it expects, "
          "in points: the player's score minus the best other score.",
          "## Ce que pèse l'Expert\n\n" + aim[1] + "\n\nL'Expert juge un coup à l'écart final qu'il en attend, en "
          "points : le score du joueur moins le meilleur autre score."),
        M("## How the puzzles were found\n\nNormal bots played seeded games; the Expert reviewed every move of "
          "both players, each from that player's view only (it imagines the cards the player could not see, "
          "never reads them), and the moves that gave up the most points became these puzzles. The Expert "
          "looked at each one again on fresh imagined deals before it was kept: its answer is still the best, "
          f"ahead of the move played by at least {clear_margin(game):g} points. Each move below says what it does, "
          "nothing more: the case for the Expert's move comes with the answer.",
          "## D'où viennent ces énigmes\n\nDes bots Normaux ont joué des parties à graine fixe ; l'Expert a "
          "analysé chaque coup des deux joueurs, chacun depuis la vue de ce joueur seulement (il imagine les "
          "cartes que le joueur ne voyait pas, sans jamais les lire), et les coups qui ont perdu le plus de "
          "points sont devenus ces énigmes. L'Expert les a toutes revues sur de nouvelles donnes imaginées avant "
          f"de les garder : sa réponse reste la meilleure, avec au moins {clear_margin(game):g} points d'avance "
          "sur le coup joué. Chaque coup ci-dessous dit ce qu'il fait, rien de plus : ce qui plaide pour le coup "
          "de l'Expert vient avec la réponse."),
    ]
    for i, puzzle in enumerate(found):
        cells += [
            M(f"## Puzzle {i + 1}\n\nPlayer {puzzle.seat + 1} to move (a game between Normal bots, seed "
              f"{puzzle.seed}, move {len(puzzle.moves) + 1}). Which move is best?",
              f"## Énigme {i + 1}\n\nAu joueur {puzzle.seat + 1} de jouer (une partie entre bots Normaux, graine "
              f"{puzzle.seed}, coup {len(puzzle.moves) + 1}). Quel est le meilleur coup ?"),
            C(f"p = PUZZLES[{i}]\ndiagram(p.view(), LANG)"),
            C("print(p.choices_text(LANG))"),
        ]
    cells += [
        M("## Try it\n\nReplace `...` by the number of your move and run the cell: the engine says whether it is "
          "the Expert's, and why. Change `PUZZLES[0]` to try the others.",
          "## À vous\n\nRemplacez `...` par le numéro de votre coup et exécutez la cellule : le moteur dit si "
          "c'est celui de l'Expert, et pourquoi. Changez `PUZZLES[0]` pour essayer les autres."),
        C("PUZZLES[0].check(..., language=LANG)"),
        QUIZ,
    ]
    for i, _ in enumerate(found):
        cells.append(C(f"p = PUZZLES[{i}]\n"
                       f"quiz(«\"Puzzle {i + 1}: the number of the best move?\"¦\"Énigme {i + 1} : le numéro du "
                       "meilleur coup ?\"», answer=...,\n"
                       "     expected=p.choices.index(p.answer) + 1, why=p.why(LANG), language=LANG)"))
    return cells


IPSO_AIM = "Build rows of ascending numbers to score the most points possible!"
IPSO_PUZZLES = puzzles_notebook("ipso", "Ipso", 5, (iq(IPSO_AIM, "en"), iq(IPSO_AIM, "fr") + "\n\n" + tr(
    "formez des rangées de nombres croissants pour marquer le plus de points possible !")))
RUMMY_PUZZLES = puzzles_notebook("rummy500", "Rummy 500", 5, RQ_COUNT)
HOS_PUZZLES = puzzles_notebook("house_of_suits", "House of Suits", 3, HQ_AIM)

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
    ("ipso", "5-puzzles", IPSO_PUZZLES),
    ("rummy500", "5-puzzles", RUMMY_PUZZLES),
    ("house_of_suits", "3-puzzles", HOS_PUZZLES),
]
