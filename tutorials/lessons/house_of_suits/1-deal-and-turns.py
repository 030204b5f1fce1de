# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.house_of_suits import deck_size, hand_size, pile_size

COUNTS = "; ".join(f"{n} suits: {deck_size(n)} cards, {hand_size(n)} each, {pile_size(n)} in the pile" for n in (4, 5, 6))
COUNTS_FR = " ; ".join(f"{n} couleurs : {deck_size(n)} cartes, {hand_size(n)} chacun, {pile_size(n)} dans la pioche"
                       for n in (4, 5, 6))

# %% [markdown] lang="en"
# # House of Suits 1: the deal, the set-aside card, a turn, the final round
#
# Each turn, one card to the common market and one to your own investment.
#
# *Source: the French rules ([house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), the original, quoted here in its English translation [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md). The original English rules could not be found: the kit's decisions fill the gaps.* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # House of Suits 1 : la distribution, la carte mise de côté, un tour, le dernier tour
#
# À chaque tour, une carte au marché commun et une à votre investissement.
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
# ## The aim
#
# > House of Suits is akin to an investment game: players take turns placing one card in a common market and one card in their personal investment. The aim is to collect cards of the suits that will do best in the market.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# Notebook 2 shows how the market ranks the suits and how investments score.

# %% [markdown] lang="fr"
# ## Le but
#
# > House of Suits est un jeu qui s'apparente à un jeu d'investissement, où les joueurs placent à tour de rôle une carte dans un marché commun et une carte dans leur investissement personnel. L'objectif est de collectionner des cartes des couleurs qui réussiront le mieux sur le marché.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# Le notebook 2 montre comment le marché classe les couleurs et ce que rapportent les investissements.

# %% [markdown] lang="en"
# ## The deck and the deal
#
# > Two players, a 60-card deck of six suits, each numbered Ace (1) to 10. The game can be played with four, five or six suits.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# > With four suits, deal 10 cards face down to your opponent and to yourself, starting with the opponent. With five suits, deal 11 cards. With six suits, deal 12 cards.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): with 4, 5 or 6 suits the deck is 40, 50 or 60 cards (Ace to 10 in each suit used); the suits are ♠ ♥ ♦ ♣, then ★ stars for a fifth and ☾ moons for a sixth. *The other reading:* the text names no suits. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): the dealer deals one card at a time, starting with the opponent, who plays first; in a match the dealer alternates. *The other reading:* the dealer playing first; the text does not say who plays first. {COUNTS}.

# %% [markdown] lang="fr"
# ## Le paquet et la distribution
#
# > Le jeu se joue à deux joueurs avec un paquet de 60 cartes, comprenant six couleurs, chacune numérotée de l'As (1) à 10. Le jeu peut se jouer avec quatre, cinq ou six couleurs.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# > Si vous jouez avec quatre couleurs, distribuez 10 cartes faces cachées à votre adversaire et à vous-même, en commençant par l'adversaire. Avec cinq couleurs, distribuez 11 cartes. Avec six couleurs, distribuez 12 cartes.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : avec 4, 5 ou 6 couleurs, le paquet a 40, 50 ou 60 cartes (de l'As à 10 dans chaque couleur jouée) ; les couleurs sont ♠ ♥ ♦ ♣, puis ★ étoile pour une cinquième et ☾ lune pour une sixième. *L'autre lecture :* le texte ne nomme aucune couleur. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : le donneur distribue une carte à la fois, en commençant par l'adversaire, qui joue en premier ; pendant un match, le donneur alterne. *L'autre lecture :* le donneur joue en premier ; le texte ne dit pas qui commence. {COUNTS_FR}.

# %%
for suits in (4, 5, 6):
    print(f"«{suits} suits: {deck_size(suits)} cards, {hand_size(suits)} each, {pile_size(suits)} in the pick-up pile¦{suits} couleurs : {deck_size(suits)} cartes, {hand_size(suits)} chacun, {pile_size(suits)} dans la pioche»")

# %% [markdown] lang="en"
# ## The set-aside card
#
# > Each player must set aside one card that is revealed only at the end of the game.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([docs/rules/house-of-suits.md](../../docs/rules/house-of-suits.md)): both players set a card aside, face down, before the first turn: first the player who plays first (the dealer's opponent), then the dealer, the order of the deal and of the turns. The card is hidden, so choosing first tells the other player nothing. *The other reading:* setting the card aside later, or both at once; the text does not say when. Your own set-aside card is shown to you only.

# %% [markdown] lang="fr"
# ## La carte mise de côté
#
# > Chaque joueur doit mettre de côté une carte qui ne sera révélée qu'à la fin de la partie.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([docs/rules/house-of-suits.md](../../../docs/rules/house-of-suits.md)) : les deux joueurs mettent une carte de côté, face cachée, avant le premier tour : d'abord celui qui joue en premier (l'adversaire du donneur), puis le donneur, dans l'ordre de la distribution et des tours. La carte est cachée : choisir en premier n'apprend rien à l'autre. *L'autre lecture :* la mettre de côté plus tard, ou tous deux en même temps ; le texte ne dit pas quand. Seul son propriétaire voit sa carte mise de côté.

# %%
game = Game.new({"suits": 4, "dealer": 0}, seed=12)
first = game.to_move()
steps = [Step(game.clone(), f"«Player {first + 1} (the dealer's opponent) plays first, and sets aside first.¦Le joueur {first + 1} (l'adversaire du donneur) joue en premier, et met de côté en premier.»", seat=first)]
for _ in range(2):
    seat = game.to_move()
    game.apply(game.legal_actions()[0])
    steps.append(Step(game.clone(), f"«Player {seat + 1} sets a card aside, face down.¦Le joueur {seat + 1} met une carte de côté, face cachée.»", seat=first))
Stepper(steps, "«The set-aside cards¦Les cartes mises de côté»", language=LANG)

# %% [markdown] lang="en"
# ## A turn
#
# > Players then take turns placing and picking up two cards. One card must be placed face up in the market in the middle of the table, and the other face up in front of yourself, in your investment. All cards on the table must be grouped by suit.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): a turn places one card from hand face up in the market and one face up in your investment, your choice which goes where, then draws two cards from the pick-up pile; the pile always holds an even number of cards, so a draw of two never falls short. *The other reading:* drawing before placing; the text names placing first.

# %% [markdown] lang="fr"
# ## Un tour
#
# > Les joueurs placent ensuite et ramassent deux cartes chacun leur tour. Une carte doit être placée face visible dans le marché au milieu de la table, et l'autre face visible devant soi dans son investissement. Toutes les cartes sur la table doivent être regroupées par couleur.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : un tour place une carte de la main face visible au marché et une face visible dans son investissement, au choix du joueur, puis pioche deux cartes ; la pioche a toujours un nombre pair de cartes, donc une pioche de deux ne manque jamais. *L'autre lecture :* piocher avant de placer ; le texte nomme d'abord le placement.

# %%
rng = random.Random(12)
steps = [Step(game.clone(), "«Both cards are set aside.¦Les deux cartes sont mises de côté.»", seat=first)]
for _ in range(2):
    seat = game.to_move()
    action = rng.choice(game.legal_actions())
    game.apply(action)
    steps.append(Step(game.clone(), f"«Player {seat + 1}: {card(action.market)} to the market, {card(action.investment)} to the investment, then draws two.¦Le joueur {seat + 1} : {card(action.market)} au marché, {card(action.investment)} à l'investissement, puis pioche deux cartes.»", seat=first))
Stepper(steps, "«The first turns¦Les premiers tours»", language=LANG)

# %% [markdown] lang="en"
# ## The final round
#
# > Once the pick-up pile is exhausted, the players play a final round with the cards left in their hands.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): turns go on without drawing until both hands are empty, and a player holding a single card places it in the market or in their investment, at their choice. *The other reading:* one last turn each, the rest of the hands left out.

# %% [markdown] lang="fr"
# ## Le dernier tour
#
# > Une fois la pioche de ramassage épuisée, les joueurs effectuent un dernier tour avec les cartes qu'il leur reste en main.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : on continue sans piocher jusqu'à ce que les deux mains soient vides, et un joueur qui n'a plus qu'une carte la place au marché ou dans son investissement, à son choix. *L'autre lecture :* un seul dernier tour chacun, le reste des mains écarté.

# %%
while game.phase != "final" or len(game.legal_actions()) > 2:
    game.apply(rng.choice(game.legal_actions()))
seat = game.to_move()
from cardkit.house_of_suits.scene import move_text
for action in game.legal_actions():  # «each move, as code and in words¦chaque coup, en code et en mots»
    print(f"{action!r}«: ¦ : »{move_text(game.view(seat), action, LANG)}")
before = game.clone()
game.apply(game.legal_actions()[1])
while not game.is_over():
    game.apply(game.legal_actions()[0])
Stepper([Step(before, f"«Player {seat + 1} holds a single card: market or investment?¦Le joueur {seat + 1} n'a plus qu'une carte : marché ou investissement ?»", seat=seat),
         Step(game, "«The end: the set-aside cards join the market and the suits are scored.¦La fin : les cartes mises de côté rejoignent le marché et on compte les couleurs.»", seat=seat)],
        "«The final round¦Le dernier tour»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
Stepper([Step(Game.new({"suits": 6, "dealer": 1}, seed=99), "«A deal with six suits.¦Une donne à six couleurs.»", seat=0)], "«Try it¦À vous»", language=LANG)

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«How many cards does each player get with five suits?¦Combien de cartes chaque joueur reçoit-il avec cinq couleurs ?»", answer=..., expected=hand_size(5),
     why=f"«Five suits: {hand_size(5)} cards each.¦Cinq couleurs : {hand_size(5)} cartes chacun.»", language=LANG)
