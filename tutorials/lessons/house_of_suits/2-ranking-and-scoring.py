# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.house_of_suits import rank_suits

RANK_CASES = [  # market totals leaving 6, 5, 4, 3, 2 and 1 suits
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

# %% [markdown] lang="en"
# # House of Suits 2: winning and losing suits, scoring, the match
#
# How the market ranks the suits, how investments score, bonus suits, and the two match formats.
#
# *Source: the French rules ([house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), the original, quoted here in its English translation [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md). The original English rules could not be found: the kit's decisions fill the gaps.* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # House of Suits 2 : couleurs gagnantes et perdantes, décompte, match
#
# Comment le marché classe les couleurs, ce que rapportent les investissements, les couleurs bonus, et les deux formats de match.
#
# *Source : la règle française ([house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt), l'original) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md). La règle anglaise d'origine est introuvable : les décisions du kit comblent les vides.* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
import random
from cardkit.house_of_suits import (Game, Place, PlaceLast, SetAside, card, deck_size, hand_size,
                                   pile_size, rank_suits, score)
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## Ranking the suits
#
# > At the end of the game, reveal the two set-aside cards and add them to the market. Then add up the value of the market's cards suit by suit. If suit totals are identical, those cards are discarded: they are not included in the scoring. The remaining suits are ranked as follows:
# >
# > - Six suits remaining (only possible with a six-suit deck): the two highest are the winning suits, the two lowest are the bonus suits, the third is neutral and the fourth is the losing suit.
# >
# > - Five suits remaining (only possible with a five-suit deck): the two highest are winning, the lowest is the bonus suit, the third is neutral and the fourth is losing.
# >
# > - Four suits remaining: the two highest are winning, the lowest is losing and the third is neutral (from here on there are no bonus suits).
# >
# > - Three suits remaining: the two highest are winning and the lowest is losing.
# >
# > - Two suits remaining: the higher is winning and the other is losing.
# >
# > - If only one suit remains, it is the winning suit.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): every suit whose total equals another suit's is discarded: when three suits share a total, all three are. *The other reading:* only pairs of suits cancel out. **The kit's decision** ([docs/rules/house-of-suits.md](../../docs/rules/house-of-suits.md)): a suit of the game with no card in the market has a total of 0 and is ranked like any other; two such suits tie at 0 and are discarded. *The other reading:* a suit with no card in the market left out of the ranking, as if it were not in the game.

# %% [markdown] lang="fr"
# ## Classer les couleurs
#
# > À la fin de la partie, révélez les deux cartes qui ont été mises de côté et ajoutez-les au marché. Additionnez ensuite la valeur totale des cartes dans le marché selon leurs couleurs. Si des totaux de couleurs sont identiques, ces cartes sont défaussées. Elles ne sont pas incluses dans le score. Les couleurs restantes sont classées de la façon suivante : Six couleurs restantes (uniquement possible avec un paquet de six couleurs) : Les deux plus hautes sont les couleurs gagnantes, les deux plus basses sont les couleurs bonus, la troisième est neutre et la quatrième est la couleur perdante. Cinq couleurs restantes (uniquement possible avec un paquet de cinq couleurs) : Les deux plus hautes sont les gagnantes, la plus basse est la bonus, la troisième est neutre et la quatrième est la perdante. Quatre couleurs restantes : Les deux plus hautes sont les gagnantes, la plus basse est la perdante et la troisième est neutre (il n'y a plus de couleurs bonus à partir de ce point). Trois couleurs restantes : Les deux plus hautes sont les gagnantes et la plus basse est la perdante. Deux couleurs restantes : La plus haute est la gagnante et l'autre est la perdante. Si une seule couleur reste, elle est la couleur gagnante.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : toute couleur dont le total égale celui d'une autre est défaussée : quand trois couleurs ont le même total, les trois le sont. *L'autre lecture :* seules des paires de couleurs s'annulent. **Décision du kit** ([docs/rules/house-of-suits.md](../../../docs/rules/house-of-suits.md)) : une couleur de la partie sans aucune carte au marché a un total de 0 et se classe comme les autres ; deux telles couleurs sont à égalité à 0 et sont défaussées. *L'autre lecture :* une couleur sans carte au marché reste hors du classement, comme si elle n'était pas jouée.

# %%
cases = RANK_CASES
for totals in cases:
    roles = rank_suits(totals)
    kept = sum(role != "discarded" for role in roles.values())
    print(f"«{kept} suit(s) remain:¦{kept} couleur(s) restent :»", "«; ¦ ; »".join(
        f"{suit.label(LANG)} {totals.get(suit.value, 0)} {role.name_in(LANG)}" for suit, role in roles.items()))

# %%
from cardkit.house_of_suits import card_id
markets = EMPTY_SUITS  # «4-suit games: clubs, then diamonds too, have no card in the market¦parties à 4 couleurs : le trèfle, puis aussi le carreau, n'ont aucune carte au marché»
steps = []
for market in markets:
    roles = rank_suits({suit: sum(values) for suit, values in market.items()}, suits=4)
    text = "«; ¦ ; »".join(f"{suit.label(LANG)} {sum(market.get(suit.value, []))} {role.name_in(LANG)}" for suit, role in roles.items())
    print(text)
    cards_in = [card_id(suit, v) for suit, values in market.items() for v in values]
    steps.append(Step(Partial("house_of_suits", [("«market¦marché»", cards_in)]), text))
Stepper(steps, "«Suits with no card in the market¦Des couleurs sans carte au marché»", language=LANG)

# %% [markdown] lang="en"
# ## Scoring, with a bonus suit won and one tied
#
# > Add up the cards of the winning suits in your investment and subtract the cards of the losing suits. Your score can be negative. Bonus points are worked out differently: to win a bonus suit, a player must have invested a greater total in that suit than their opponent. That player is then awarded the total value of that suit's cards in the market.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): on equal investments nobody gets the bonus, and a player with no card of the suit has invested 0 in it. *The other reading:* sharing the bonus on equal investments.

# %% [markdown] lang="fr"
# ## Le décompte, avec une couleur bonus gagnée et une à égalité
#
# > Additionnez les cartes des couleurs gagnantes dans votre investissement et soustraire de ce total les cartes des couleurs perdantes. Votre score peut être négatif. Les points bonus sont calculés différemment. Pour remporter une couleur bonus, un joueur doit avoir un total investi dans cette couleur supérieur à celui de son adversaire. Il se voit alors attribuer la valeur totale des cartes de cette couleur présentes dans le marché.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : à investissements égaux, personne n'a le bonus, et un joueur sans carte de la couleur y a investi 0. *L'autre lecture :* partager le bonus à investissements égaux.

# %%
market = MARKET
investments = INVEST
sheet = score(market, investments)
print(sheet.explain(LANG))

# %%
label = "«player {}'s investment¦investissement du joueur {}»"
def values(by_suit):
    from cardkit.house_of_suits import card_id
    return [card_id(suit, v) for suit, vs in by_suit.items() for v in vs]
zones = [("«market (set-aside cards included)¦marché (cartes mises de côté comprises)»", values(market))]
steps = [Step(Partial("house_of_suits", list(zones)), sheet.explain(LANG).splitlines()[0])]
for seat in (0, 1):
    zones.append((label.format(seat + 1), values(investments[seat])))
    lines = [row.explain(LANG) for row in sheet.breakdown[seat]]
    steps.append(Step(Partial("house_of_suits", list(zones)), " | ".join(lines) + f" = {sheet.totals[seat]}"))
Stepper(steps, "«Scoring six suits¦Décompte à six couleurs»", language=LANG)

# %% [markdown] lang="en"
# ## The match
#
# > After four games the player with the highest score wins; or the players can play two games each with four, five and six suits, and after six games the highest score wins.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([docs/rules/house-of-suits.md](../../docs/rules/house-of-suits.md)): the six-game match plays 4, 4, 5, 5, 6 and 6 suits, so that with the dealer alternating each player deals once at each suit count; equal totals share the win, after a match as after a single game. *The other reading:* any order of the six games; the text gives no tie-break.

# %% [markdown] lang="fr"
# ## Le match
#
# > Après quatre parties, le joueur avec le score le plus élevé gagne, ou les joueurs peuvent jouer deux parties avec quatre couleurs, cinq couleurs et six couleurs. Après six parties, le joueur avec le score le plus élevé gagne.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([docs/rules/house-of-suits.md](../../../docs/rules/house-of-suits.md)) : le match en six parties joue 4, 4, 5, 5, 6 et 6 couleurs : le donneur alternant, chacun distribue une fois à chaque nombre de couleurs ; des totaux égaux partagent la victoire, après un match comme après une partie. *L'autre lecture :* un autre ordre des six parties ; le texte ne donne pas de départage.

# %%
from cardkit.core import Match
for games in (4, 6):
    match = Match("house_of_suits", {"games": games, "suits": 4} if games == 4 else {"games": 6}, seed=games)
    rng = random.Random(games)
    while True:
        match.current.play_random(rng)
        if match.is_over():
            break
        match.next_deal()
    suits, totals = ", ".join(str(d.options.suits) for d in match.deals), match.totals()
    print(f"«{games} games, with {suits} suits: player 1 scores {totals[0]}, player 2 {totals[1]}; player {match.winners()[0] + 1} wins.¦{games} parties, à {suits} couleurs : le joueur 1 marque {totals[0]}, le joueur 2 {totals[1]} ; le joueur {match.winners()[0] + 1} gagne.»")

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
rank_suits({"spades": 12, "hearts": 7, "diamonds": 12, "clubs": 3, "stars": 9})

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
roles = rank_suits({"spades": 14, "hearts": 9, "diamonds": 14, "clubs": 21})
quiz("«Market totals: spades 14, hearts 9, diamonds 14, clubs 21. What is hearts' role? (winning/neutral/losing/bonus/discarded)¦Totaux du marché : pique 14, cœur 9, carreau 14, trèfle 21. Quel est le rôle du cœur ? (gagnante/neutre/perdante/bonus/défaussée)»",
     answer=..., expected=roles["hearts"].value,
     why="«; ¦ ; »".join(f"{s.label(LANG)}«:¦ :» {r.name_in(LANG)}" for s, r in roles.items()), language=LANG)

# %%
quiz("«In the six-suit example, how many points does player 1 score?¦Dans l'exemple à six couleurs, combien de points marque le joueur 1 ?»", answer=...,
     expected=sheet.totals[0], why=" | ".join(row.explain(LANG) for row in sheet.breakdown[0]), language=LANG)
