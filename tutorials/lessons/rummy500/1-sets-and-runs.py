# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.rummy500 import card_points, meld_points

ACE_LOW = meld_points("AH 2H 3H") - 5  # what the Ace adds to A-2-3
ACE_HIGH = card_points("AH")

# %% [markdown] lang="en"
# # Rummy 500 1: sets and runs
#
# The two kinds of meld, the Ace low or high, and why K-A-2 is not a run.
#
# *Source: the JoyPip guide ([rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), the French original, quoted here in its English translation [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Rummy 500 1 : groupes et suites
#
# Les deux sortes de combinaisons, l'As bas ou haut, et pourquoi K-A-2 n'est pas une suite.
#
# *Source : le guide JoyPip ([rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt), l'original) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
from cardkit.core import CardkitError, IllegalAction
from cardkit.rummy500 import (Discard, Draw, EndHand, Game, LayOff, Meld, Take, can_take, card_points,
                              cards, ids, meld_kind, meld_points)
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## Sets and runs
#
# > - Set: 3 or 4 cards of the same rank.
# >
# > - Run: at least 3 consecutive cards of the same suit.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The guide says nothing about jokers or the deck: the kit plays with one 52-card deck and no jokers, as standard 500 Rum does ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)).

# %% [markdown] lang="fr"
# ## Groupes et suites
#
# > - Groupe : 3 ou 4 cartes de même rang.
# >
# > - Suite : au moins 3 cartes consécutives de la même couleur.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Le guide ne parle ni de jokers ni du paquet : le kit joue avec un paquet de 52 cartes sans joker, comme le 500 Rum classique ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)).

# %%
for text in ["7S 7H 7D", "7S 7H 7D 7C", "5H 6H 7H 8H", "5H 6H 8H", "7S 7H"]:
    kind = meld_kind(text)
    print(f"{text}«: ¦ : »{kind.label(LANG) if kind else '«not a meld¦pas une combinaison»'}")

# %%
Stepper([Step(Partial("rummy500", [("«a set¦un groupe»", cards("7S 7H 7D"))]), "«Three 7s: a set.¦Trois 7 : un groupe.»"),
         Step(Partial("rummy500", [("«a set¦un groupe»", cards("7S 7H 7D 7C"))]), "«The fourth 7: a set holds at most 4 cards.¦Le quatrième 7 : un groupe a au plus 4 cartes.»"),
         Step(Partial("rummy500", [("«a set¦un groupe»", cards("7S 7H 7D 7C")), ("«a run¦une suite»", cards("5H 6H 7H 8H"))]),
              "«A run: consecutive cards of one suit, 3 or more.¦Une suite : des cartes consécutives d'une couleur, 3 ou plus.»")],
        "«Melds¦Combinaisons»", language=LANG)

# %% [markdown] lang="en"
# ## The Ace, low or high, never both
#
# > The Ace can be low (A-2-3) or high (Q-K-A), but a run cannot wrap around (K-A-2 is forbidden).
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# An Ace low counts {ACE_LOW} point in A-2-3; high it counts {ACE_HIGH} (more in notebook 4). An Ace is low or high, never both at once ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)).

# %% [markdown] lang="fr"
# ## L'As, bas ou haut, jamais les deux
#
# > L’As peut être bas (A-2-3) ou haut (Q-K-A), mais une suite ne peut pas tourner (K-A-2 est interdit).
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Un As bas compte {ACE_LOW} point dans A-2-3 ; haut, il compte {ACE_HIGH} (voir le notebook 4). Un As est bas ou haut, jamais les deux à la fois ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)).

# %%
for text in ["AH 2H 3H", "QH KH AH", "KH AH 2H"]:
    try:
        points = meld_points(text)  # «refused for a meld that is not one¦refusé pour une combinaison qui n'en est pas une»
        print(f"{text}«:¦ :» {meld_kind(text).label(LANG)}, {points} points")
    except CardkitError as refusal:
        print(refusal.explain(LANG))

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
meld_kind("10S JS QS KS AS"), meld_points("10S JS QS KS AS")

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«Is 2C 3C 4C 5C a set or a run? (set/run)¦2C 3C 4C 5C : groupe ou suite ? (groupe/suite)»", answer=...,
     expected=str(meld_kind("2C 3C 4C 5C")), why="«Four consecutive clubs: a run.¦Quatre trèfles consécutifs : une suite (run).»", language=LANG)

# %%
try:
    meld_points("KD AD 2D")
    why, legal = "", True
except CardkitError as refusal:
    why, legal = refusal.explain(LANG), False
quiz("«Is K-A-2 of diamonds a meld? (True/False)¦Le R-A-2 de carreau est-il une combinaison ? (vrai ou faux)»", answer=..., expected=legal, why=why, language=LANG)
