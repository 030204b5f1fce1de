# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.rummy500.rules import HAND_SIZE

assert HAND_SIZE[3] == HAND_SIZE[4]  # "... each with 3 or 4"

# %% [markdown] lang="en"
# # Rummy 500 2: the deal, a turn and lay-offs
#
# Who deals, draw, meld, lay off on anyone's meld, discard.
#
# *Source: the JoyPip guide ([rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), the French original, quoted here in its English translation [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Rummy 500 2 : la donne, un tour et les ajouts
#
# Qui distribue, piocher, poser, ajouter sur la combinaison de n'importe qui, défausser.
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
# ## The deal
#
# > - Players: 2 players · 3 players · 4 players
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The guide does not say how to deal: the kit follows standard 500 Rum ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)). {HAND_SIZE[2]} cards each with 2 players, {HAND_SIZE[3]} each with 3 or 4; the dealer then turns the next card of the stock face up: it starts the spread discard pile. The player after the dealer starts, and the dealer moves one seat clockwise each hand. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): these are standard 500 Rum's deal and rotation. *The other reading:* other rummies deal 10 or 7 cards, or let the winner of a hand deal the next one; the guide does not say.

# %% [markdown] lang="fr"
# ## La donne
#
# > - Joueurs
# >
# > - 2 joueurs · 3 joueurs · 4 joueurs
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Le guide ne dit pas comment distribuer : le kit suit le 500 Rum classique ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)). {HAND_SIZE[2]} cartes chacun à 2 joueurs, {HAND_SIZE[3]} à 3 ou 4 ; le donneur retourne ensuite la carte suivante du talon : elle commence la défausse étalée. Le joueur après le donneur commence, et le donneur avance d'une place dans le sens des aiguilles d'une montre à chaque donne. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : ce sont la distribution et la rotation du 500 Rum classique. *L'autre lecture :* d'autres ramis distribuent 10 ou 7 cartes, ou font distribuer le gagnant de la donne ; le guide ne dit rien.

# %%
import random
from cardkit.core import Match
match = Match("rummy500", {"players": 3}, seed=5)
rng = random.Random(5)
steps = []
for _ in range(3):
    game = match.current
    view = game.view(0)
    steps.append(Step(game.clone(), f"«Hand {len(match.deals)}: player {view.dealer + 1} deals {len(view.hand)} cards each and turns the next stock card, {view.discard[0]}, to start the discard pile; player {game.to_move() + 1} starts.¦Donne {len(match.deals)} : le joueur {view.dealer + 1} distribue {len(view.hand)} cartes à chacun et retourne la carte suivante du talon, {view.discard[0]}, qui commence la défausse ; le joueur {game.to_move() + 1} commence.»", seat=0))
    game.play_random(rng)  # «random moves, for the demonstration¦des coups au hasard, pour l'exemple»
    if match.is_over():
        break
    match.next_deal()
Stepper(steps, "«Three hands, three dealers¦Trois donnes, trois donneurs»", language=LANG)

# %% [markdown] lang="en"
# ## A turn
#
# The guide does not spell the turn out; the kit follows standard 500 Rum ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): draw the stock's top card or take from the discard pile, then meld and lay off as much as you like, then discard one card. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): a player may lay off without having melded first. *The other reading:* some 500 Rum tables require a meld of your own before your first lay-off.

# %% [markdown] lang="fr"
# ## Un tour
#
# Le guide ne détaille pas le tour ; le kit suit le 500 Rum classique ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : piochez la carte du dessus du talon ou prenez dans la défausse, puis posez et ajoutez autant que vous voulez, puis défaussez une carte. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : on peut ajouter sans avoir posé avant. *L'autre lecture :* certaines tables de 500 Rum exigent une combinaison à soi avant le premier ajout.

# %% [markdown] lang="en"
# ## Lay-offs on anyone's meld
#
# > - You may add cards to any combination on the table, whoever owns it: the 4th card of a set, or cards that extend a run at either end.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): a card laid off scores for the player who laid it off, wherever it goes (the cards stay in front of them). *The other reading:* the card scoring for the meld's owner.

# %% [markdown] lang="fr"
# ## Ajouter sur n'importe quelle combinaison
#
# > - Vous pouvez ajouter des cartes à n’importe quelle combinaison sur la table, quel que soit son propriétaire : la 4e carte d’un groupe, ou des cartes qui prolongent une suite à l’un de ses bouts.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : une carte ajoutée compte pour le joueur qui l'a ajoutée, où qu'elle aille (elle reste devant lui). *L'autre lecture :* la carte compte pour le propriétaire de la combinaison.

# %%
game = Game.position(["9S 9H 9D 4C 8H 5D", "2C 3D KS KC 6S 7S"], discard="QD 3S",
                     melds=[(1, "5H 6H 7H"), (1, "JC JD JS")], stock="8D 4H 10C")
steps = [Step(game.clone(), "«Player 1 to play; player 2 has two melds on the table.¦Au joueur 1 ; le joueur 2 a deux combinaisons sur la table.»", seat=0)]
for action, caption in [
    (Draw(), "«Draw the top card of the stock.¦Piocher la carte du dessus du talon.»"),
    (Meld.of("9S 9H 9D"), "«Meld a set of 9s.¦Poser un groupe de 9.»"),
    (LayOff(ids("8H")[0], 0), "«Lay the 8♥ off on player 2's run 5♥ 6♥ 7♥.¦Ajouter le 8♥ à la suite 5♥ 6♥ 7♥ du joueur 2.»"),
    (Discard(ids("4C")[0]), "«Discard the 4♣: the turn is over.¦Défausser le 4♣ : le tour est fini.»"),
]:
    game.apply(action)
    steps.append(Step(game.clone(), caption, seat=0))
points = game.view(0).points
print(f"«Points on the table: player 1 {points[0]}, player 2 {points[1]}.¦Points sur la table : joueur 1 {points[0]}, joueur 2 {points[1]}.»")
Stepper(steps, "«A turn¦Un tour»", language=LANG)

# %% [markdown] lang="en"
# ## Going out
#
# A hand ends as soon as a player empties their hand (notebook 4). **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): a player may go out by melding and laying off every card, with no discard; discarding the last card also goes out. *The other reading:* a final discard always required to go out.

# %% [markdown] lang="fr"
# ## Finir sa main
#
# La donne se termine dès qu'un joueur vide sa main (notebook 4). **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : on peut finir en posant et ajoutant toutes ses cartes, sans défausser ; défausser sa dernière carte finit aussi. *L'autre lecture :* une dernière défausse toujours exigée pour finir.

# %%
end = Game.position(["JH QH KH 10H", "2C 3D 4S"], discard="5C", melds=[(1, "7S 8S 9S")], stock="6D 6C")
end.apply(Draw())
drawn = [c for c in end.view(0).hand if str(c) not in ("J♥", "Q♥", "K♥", "10♥")]
end.apply(Meld.of("10H JH QH KH"))
end.apply(Discard(drawn[0].index))
print(end.ended_text().render(LANG))
Stepper([Step(end, end.ended_text().render(LANG))], "«Going out¦Finir sa main»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
trial = Game.position(["4D 5D 6D 9C", "KS KH KD"], discard="2S", stock="8C 7C")
from cardkit.rummy500.scene import move_text
for action in trial.legal_actions():  # «each move, as code and in words¦chaque coup, en code et en mots»
    print(f"{action!r}«: ¦ : »{move_text(trial.view(0), action, LANG)}")

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
table = Game.position(["QS 2D 3H", "AC 4C"], melds=[(1, "9S 10S JS")], discard="5H", stock="7D")
table.apply(Draw())
ok = LayOff(ids("QS")[0], 0) in table.legal_actions()
quiz("«Player 1 holds Q♠; player 2 owns the run 9♠ 10♠ J♠. May player 1 lay the Q♠ off on it? (True/False)¦Le joueur 1 a la D♠ ; le joueur 2 possède la suite 9♠ 10♠ V♠. Le joueur 1 peut-il y ajouter la D♠ ? (vrai ou faux)»",
     answer=..., expected=ok, why="«Lay-offs go on any meld, whoever owns it.¦On ajoute sur toute combinaison, quel que soit son propriétaire.»", language=LANG)
