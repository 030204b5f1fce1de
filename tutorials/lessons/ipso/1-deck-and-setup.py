# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.ipso import card
from cardkit.ipso.rules import ROWS, SLOTS

CARD_45 = card(45)
assert [len(row) for row in ROWS] == [5, 4, 3, 2] and SLOTS == 14  # the quoted "14 cards", "5 cards, then 4, ..."

# %% [markdown] lang="en"
# # Ipso 1: the deck and the setup
#
# What is in the box, and how each player's pyramid is dealt.
#
# *Source: Gigamic's rulebook ([ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Ipso 1 : le paquet et la mise en place
#
# Ce que contient la boîte, et comment se distribue la pyramide de chaque joueur.
#
# *Source : la règle de Gigamic ([ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), en anglais ; les citations sont en anglais, suivies d'une traduction du kit) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
from collections import Counter
from cardkit.core import CardkitError
from cardkit.i18n import t
from cardkit.ipso import Game, card
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## The goal
#
# > Build rows of ascending numbers to score the most points possible!
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): a row is read left to right, as it is laid out, and is ascending when each number is greater than the one before. *The other reading:* a row read from the other end; no two cards share a number, so "ascending" can only mean strictly ascending.

# %% [markdown] lang="fr"
# ## Le but
#
# > Build rows of ascending numbers to score the most points possible!
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* formez des rangées de nombres croissants pour marquer le plus de points possible !
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : une rangée se lit de gauche à droite, comme elle est posée, et elle est croissante quand chaque nombre dépasse le précédent. *L'autre lecture :* la lire dans l'autre sens ; aucun nombre n'est en double, donc « croissant » ne peut vouloir dire que strictement croissant.

# %% [markdown] lang="en"
# ## The deck
#
# > 96 cards, divided as follows:
# >
# > 90 cards numbered 1 to 90:
# >
# > - 18 green cards
# >
# > - 18 magenta cards
# >
# > - 18 blue cards
# >
# > - 18 yellow cards
# >
# > - 18 orange cards
# >
# > 6 Star cards
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The rulebook does not say which number has which colour or stars: [DECISIONS.md](../../docs/rules/texts/DECISIONS.md) gives the publisher's card data: the colour is the number modulo 5 (1 magenta, 2 yellow, 3 green, 4 blue, 0 orange). **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): every colour also has its own shape, so no card is told by colour alone. *The other reading:* colour only, as on the printed cards. Card 45 is `{CARD_45}`.

# %% [markdown] lang="fr"
# ## Le paquet
#
# > 96 cards, divided as follows:
# >
# > 90 cards numbered 1 to 90:
# >
# > - 18 green cards
# >
# > - 18 magenta cards
# >
# > - 18 blue cards
# >
# > - 18 yellow cards
# >
# > - 18 orange cards
# >
# > 6 Star cards
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* 96 cartes : 90 cartes numérotées de 1 à 90 (18 vertes, 18 magenta, 18 bleues, 18 jaunes, 18 orange) et 6 cartes Étoile.
#
# La règle ne dit pas quel nombre a quelle couleur ni quelles étoiles : [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md) donne les données de l'éditeur : la couleur est le nombre modulo 5 (1 magenta, 2 jaune, 3 vert, 4 bleu, 0 orange). **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : chaque couleur a aussi sa forme, pour ne jamais distinguer une carte par la seule couleur. *L'autre lecture :* la couleur seule, comme sur les cartes imprimées. La carte 45 est `{CARD_45}`.

# %%
cards = [card(n) for n in range(1, 91)]
print(len(cards), "«number cards¦cartes numérotées»")
for colour, count in Counter(c.color for c in cards).items():
    print(f"  {colour.shape} {t('ipso.color.' + colour.value, LANG)}: {count}")
print("«starred cards:¦cartes à étoiles :»", sum(1 for c in cards if c.stars),
      "«- stars in all:¦- étoiles en tout :»", sum(c.stars for c in cards))

# %%
Stepper([Step(Partial("ipso", [("«cards 1 to 10: the colours come round every 5 numbers¦cartes 1 à 10 : les couleurs reviennent tous les 5 nombres»", list(range(1, 11)))]),
              "«Colours and shapes.¦Couleurs et formes.»"),
         Step(Partial("ipso", [("«cards 1 to 10: the colours come round every 5 numbers¦cartes 1 à 10 : les couleurs reviennent tous les 5 nombres»", list(range(1, 11))),
                               ("«stars: 1 on 6-10, 26-30, 61-65, 81-85; 2 on 16-20, 36-40, 51-55, 71-75¦étoiles : 1 sur 6-10, 26-30, 61-65, 81-85 ; 2 sur 16-20, 36-40, 51-55, 71-75»",
                                [n for n in (6, 16, 26, 36, 51, 61, 71, 81)])]),
              "«Stars are printed on fixed ranges of numbers.¦Les étoiles sont imprimées sur des plages fixes de nombres.»")],
        "«The number cards¦Les cartes numérotées»", language=LANG)

# %% [markdown] lang="en"
# ## Setup
#
# > Shuffle the number cards and deal each player 14 cards, face down.
# >
# > Use your 14 cards to build a pyramid of 4 facedown rows: 5 cards, then 4, then 3, then 2.
# >
# > Place 1 Star card at the top of your pyramid. You can use this card at the end of the game.
# >
# > The remaining cards form the draw pile.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# > Flip the top 2 cards of the draw pile and place them face up in the center of the table. Keep the rest of the draw pile to one side.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The Star card's use at the end of the game is notebook 3. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): nobody, the owner included, may look at a face-down pyramid card: the diagrams show them face down to everyone. The rest of the draw pile stays aside until the final round, so the centre always holds exactly 2 cards. *The other reading:* players may look at their own face-down cards (the rulebook does not forbid it).

# %% [markdown] lang="fr"
# ## Mise en place
#
# > Shuffle the number cards and deal each player 14 cards, face down.
# >
# > Use your 14 cards to build a pyramid of 4 facedown rows: 5 cards, then 4, then 3, then 2.
# >
# > Place 1 Star card at the top of your pyramid. You can use this card at the end of the game.
# >
# > The remaining cards form the draw pile.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* mélangez les cartes numérotées et distribuez 14 cartes face cachée à chaque joueur. Avec vos 14 cartes, formez une pyramide de 4 rangées face cachée : 5 cartes, puis 4, puis 3, puis 2. Placez 1 carte Étoile au sommet de votre pyramide ; vous pourrez l'utiliser à la fin de la partie. Les cartes restantes forment la pioche.
#
# > Flip the top 2 cards of the draw pile and place them face up in the center of the table. Keep the rest of the draw pile to one side.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* retournez les 2 premières cartes de la pioche et placez-les face visible au centre de la table. Gardez le reste de la pioche de côté.
#
# L'usage de la carte Étoile en fin de partie est le notebook 3. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : personne, pas même son propriétaire, ne regarde une carte face cachée de la pyramide : les schémas la montrent face cachée à tous. Le reste de la pioche reste de côté jusqu'au tour final, donc le centre compte toujours exactement 2 cartes. *L'autre lecture :* chacun peut regarder ses propres cartes face cachée (la règle ne l'interdit pas).

# %%
game = Game.new({"players": 2}, seed=7)
view = game.view(0)
pyramid = [[None] * len(row) for row in ([0] * 2, [0] * 3, [0] * 4, [0] * 5)]
Stepper([
    Step(Partial("ipso", [("«a pyramid: 5 face-down cards, then 4, then 3, then 2¦une pyramide : 5 cartes face cachée, puis 4, puis 3, puis 2»", pyramid, "pyramid")]),
         f"«Each player gets {sum(map(len, pyramid))} face-down cards, laid out as a pyramid.¦Chaque joueur reçoit {sum(map(len, pyramid))} cartes face cachée, posées en pyramide.»"),
    Step(game, f"«The whole table for 2 players: a Star card on each pyramid, {len(view.centre)} cards face up in the centre, {view.pile_size} cards in the draw pile.¦Toute la table à 2 joueurs : une carte Étoile sur chaque pyramide, {len(view.centre)} cartes face visible au centre, {view.pile_size} cartes dans la pioche.»", seat=0),
], "«Setting up¦La mise en place»", language=LANG)

# %% [markdown] lang="en"
# ## 2 to 6 players
#
# The rulebook's text does not give the number of players; the box and the publisher's digital adaptation do: 2 to 6 ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)). With 6 players the pyramids take 84 of the 90 cards, and the 6 left are enough for the final round. The engine refuses a 7th player.

# %% [markdown] lang="fr"
# ## De 2 à 6 joueurs
#
# Le texte de la règle ne donne pas le nombre de joueurs ; la boîte et l'adaptation numérique de l'éditeur le donnent : de 2 à 6 ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)). À 6 joueurs, les pyramides prennent 84 des 90 cartes, et les 6 qui restent suffisent au tour final. Le moteur refuse un 7e joueur.

# %%
try:
    Game.new({"players": 7}, seed=1)
except CardkitError as refusal:
    print(refusal.explain(LANG))
six = Game.new({"players": 6}, seed=6)
view = six.view(0)
Stepper([Step(six, f"«6 players: {6 * len(view.pyramids[0])} cards in the pyramids, {len(view.centre)} in the centre, {view.pile_size} in the draw pile.¦6 joueurs : {6 * len(view.pyramids[0])} cartes dans les pyramides, {len(view.centre)} au centre, {view.pile_size} dans la pioche.»", seat=0)],
        "«The most players¦Le plus de joueurs»", language=LANG)

# %% [markdown] lang="en"
# ## Who starts
#
# > Take turns clockwise, starting with the youngest player.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): the kit cannot know who is youngest: it asks for a first player (option `first_player`, seat 0 by default), then play goes round in seat order, which is clockwise. *The other reading:* asking each player's age; the players can simply seat the youngest as the first player.

# %% [markdown] lang="fr"
# ## Qui commence
#
# > Take turns clockwise, starting with the youngest player.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* on joue chacun son tour dans le sens des aiguilles d'une montre, en commençant par le plus jeune.
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : le kit ne peut pas savoir qui est le plus jeune : il demande un premier joueur (option `first_player`, la place 0 par défaut), puis on joue dans l'ordre des places, qui est le sens des aiguilles d'une montre. *L'autre lecture :* demander l'âge de chacun ; les joueurs peuvent simplement donner la première place au plus jeune.

# %%
game = Game.new({"players": 4, "first_player": 2}, seed=7)
print(f"«Turn order: players {', then '.join(str(s + 1) for s in game.view(0).order)}.¦Ordre de jeu : les joueurs {', puis '.join(str(s + 1) for s in game.view(0).order)}.»")

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
Stepper([Step(Game.new({"players": 3}, seed=2024), "«A new deal for 3 players, as the first player sees it.¦Une nouvelle donne à 3 joueurs, vue par le premier joueur.»")], "«Try it¦À vous»", language=LANG)

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«What colour is card 58?¦De quelle couleur est la carte 58 ?»", answer=...,
     expected=t("ipso.color." + card(58).color.value, LANG),
     why=f"«58 leaves {58 % 5} when divided by 5: card 58 is {card(58)}, ¦58 divisé par 5 donne un reste de {58 % 5} : la carte 58 est {card(58)}, »" + t("ipso.color." + card(58).color.value, LANG) + ".", language=LANG)

# %%
quiz("«How many stars are printed on card 38?¦Combien d'étoiles porte la carte 38 ?»", answer=...,
     expected=card(38).stars,
     why=f"«Card 38 is {card(38)}: 36 to 40 carry {card(38).stars} stars.¦La carte 38 est {card(38)} : les cartes 36 à 40 portent {card(38).stars} étoiles.»", language=LANG)
