# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.ipso.scoring import STAR_CARD_POINTS

assert STAR_CARD_POINTS == 3  # the quoted "score yourself 3 extra points"

# %% [markdown] lang="en"
# # Ipso 3: the final round: keep or spend the Star
#
# Once every pyramid is face up, each player keeps the Star card for points or spends it for one more card.
#
# *Source: Gigamic's rulebook ([ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Ipso 3 : le tour final : garder ou utiliser l'Étoile
#
# Quand toutes les pyramides sont face visible, chacun garde sa carte Étoile pour des points ou l'utilise pour une carte de plus.
#
# *Source : la règle de Gigamic ([ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), en anglais ; les citations sont en anglais, suivies d'une traduction du kit) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
import random
from cardkit.ipso import DiscardDrawn, Game, KeepStar, SpendStar, Swap
from cardkit.ipso.scene import move_text
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## The centre goes under the draw pile
#
# > When all players have only face-up cards in their pyramids, return the 2 cards in the center to the bottom of the draw pile.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# Everybody saw them go: the diagrams show them "under the draw pile" (the left one at the very bottom) until they are drawn. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): the final round is played in turn order, from the first player. *The other reading:* every player choosing at the same time; it changes nothing for a player who keeps the Star, but a spender would then not know which card the others drew.

# %% [markdown] lang="fr"
# ## Le centre passe sous la pioche
#
# > When all players have only face-up cards in their pyramids, return the 2 cards in the center to the bottom of the draw pile.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* quand tous les joueurs n'ont plus que des cartes face visible dans leur pyramide, remettez les 2 cartes du centre sous la pioche.
#
# Tout le monde les a vues partir : les schémas les montrent « sous la pioche » (celle de gauche tout en bas) jusqu'à ce qu'on les pioche. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : le tour final se joue dans l'ordre du jeu, à partir du premier joueur. *L'autre lecture :* tous les joueurs choisissent en même temps ; rien ne change pour qui garde son Étoile, mais qui l'utilise ne saurait pas quelles cartes les autres ont piochées.

# %%
game = Game.new({"players": 2}, seed=21)
rng = random.Random(21)
while game.phase == "play" and game.turn < 27:
    game.apply(rng.choice(game.legal_actions()))
before = game.clone()
game.apply(game.legal_actions()[0])  # «the last card turned face up¦la dernière carte retournée»
Stepper([Step(before, "«One face-down card left.¦Il reste une carte face cachée.»", seat=0),
         Step(game.clone(), f"«All face up: the centre cards {' and '.join(map(str, game.pile_bottom()))} go under the draw pile.¦Tout est face visible : les cartes du centre {' et '.join(map(str, game.pile_bottom()))} passent sous la pioche.»", seat=0)],
        "«The final round begins¦Le tour final commence»", language=LANG)


# %% [markdown] lang="en"
# ## Keep the Star, or spend it: both ways
#
# > Next, each player chooses one of these two options:
# >
# > - If you are happy with your pyramid: Keep your Star card to score yourself 3 extra points at the end of the game.
# >
# > OR
# >
# > - If you'd like to improve your pyramid: Discard your Star card to play 1 extra turn. If you do, draw the top card of the draw pile. You may swap it for a face-up card in your pyramid to improve one of your rows. If you do not wish to use the new card, discard it.
# >
# > NOTE: You must discard your Star card, whether you keep the new card or not.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The rulebook says "a face-up card", and by now every pyramid card is face up: the drawn card may replace any of them, and the card taken out is discarded ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)). The drawn card is seen by its drawer alone until it is placed or discarded. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): any swap is allowed, even one that scores less. *The other reading:* "to improve one of your rows" as a condition: only a swap that raises the score. It is the player's aim, and the engine lets the player judge it. Below, player 1 tries every choice on a copy of the game and the engine scores each one.

# %% [markdown] lang="fr"
# ## Garder l'Étoile, ou l'utiliser : les deux façons
#
# > Next, each player chooses one of these two options:
# >
# > - If you are happy with your pyramid: Keep your Star card to score yourself 3 extra points at the end of the game.
# >
# > OR
# >
# > - If you'd like to improve your pyramid: Discard your Star card to play 1 extra turn. If you do, draw the top card of the draw pile. You may swap it for a face-up card in your pyramid to improve one of your rows. If you do not wish to use the new card, discard it.
# >
# > NOTE: You must discard your Star card, whether you keep the new card or not.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* chaque joueur choisit ensuite l'une de ces deux options. Si votre pyramide vous plaît : gardez votre carte Étoile pour marquer {STAR_CARD_POINTS} points de plus en fin de partie. OU, pour améliorer votre pyramide : défaussez votre carte Étoile pour jouer 1 tour de plus. Piochez alors la carte du dessus de la pioche. Vous pouvez l'échanger avec une carte face visible de votre pyramide pour améliorer l'une de vos rangées. Si vous ne voulez pas de la nouvelle carte, défaussez-la. NOTE : vous défaussez votre carte Étoile, que vous gardiez la nouvelle carte ou non.
#
# La règle, en anglais, dit « a face-up card » (« une carte face visible » dans la traduction du kit), et toutes les cartes de la pyramide le sont alors : la carte piochée peut remplacer n'importe laquelle, et la carte retirée est défaussée ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)). Seul celui qui l'a piochée voit la carte piochée, jusqu'à ce qu'il la place ou la défausse. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : tout échange est permis, même s'il fait perdre des points. *L'autre lecture :* lire « to improve one of your rows » (« pour améliorer l'une de vos rangées ») comme une condition : seul un échange qui augmente le score. C'est le but du joueur, et le moteur le laisse en juger. Ci-dessous, le joueur 1 essaie chaque choix sur une copie de la partie et le moteur compte les points.

# %%
def _with(state, action):
    state = state.clone()
    state.apply(action)
    return state

def total_after(state, seat):
    state = state.clone()
    while not state.is_over():
        state.apply(KeepStar())  # «the other players simply keep their Star¦les autres gardent leur Étoile»
    return state.totals()[seat]

seat = game.to_move()
keep = game.clone()
keep.apply(KeepStar())
spend = game.clone()
spend.apply(SpendStar())
drawn = spend.drawn
choices = {a: total_after(_with(spend, a), seat) for a in spend.legal_actions()}
top = max(choices.values())
best = [a for a, points in choices.items() if points == top]  # «every choice that reaches the most points¦tous les choix qui donnent le plus de points»
for action, points in choices.items():
    print(f"{move_text(spend.view(seat), action, LANG)} → {points} points")
print(f"«Keep the Star: {total_after(keep, seat)} points.¦Garder l'Étoile : {total_after(keep, seat)} points.»")
print(f"«Spend it and draw {drawn}: at best {top} points, reached by {len(best)} of the {len(choices)} choices: {', '.join(map(str, best))}.¦L'utiliser et piocher {drawn} : au mieux {top} points, atteints par {len(best)} des {len(choices)} choix : {', '.join(map(str, best))}.»")

# %%
after = _with(spend, best[0])
Stepper([Step(game.clone(), "«Player 1 decides.¦Le joueur 1 décide.»", seat=seat),
         Step(keep, f"«Way 1: keep the Star card ({total_after(keep, seat)} points at the end).¦Façon 1 : garder la carte Étoile ({total_after(keep, seat)} points à la fin).»", seat=seat),
         Step(game.clone(), "«Back to the choice.¦Retour au choix.»", seat=seat),
         Step(spend, f"«Way 2: spend the Star and draw {drawn}; only player 1 sees it.¦Façon 2 : utiliser l'Étoile et piocher {drawn} ; seul le joueur 1 la voit.»", seat=seat),
         Step(after, f"«{best[0]}, one of the {len(best)} choices that give {top} points.¦{best[0]}, l'un des {len(best)} choix qui donnent {top} points.»", seat=seat)],
        "«Keep or spend the Star card¦Garder ou utiliser la carte Étoile»", language=LANG)

# %% [markdown] lang="en"
# ## The end
#
# > The game ends once all players have played this final turn.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)

# %% [markdown] lang="fr"
# ## La fin
#
# > The game ends once all players have played this final turn.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* la partie se termine quand tous les joueurs ont joué ce dernier tour.

# %%
while not after.is_over():
    after.apply(KeepStar())
Stepper([Step(after, "«The score sheet, computed by the engine.¦La feuille de score, calculée par le moteur.»")], "«The end¦La fin»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
trial = game.clone()
trial.apply(SpendStar())
trial.apply(Swap(0))  # «try another place, 0 to 13¦essayez une autre place, de 0 à 13»
print(total_after(trial, seat))

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«Does player 1 score more by keeping the Star than by spending it as well as possible? (True/False)¦Le joueur 1 marque-t-il plus en gardant l'Étoile qu'en l'utilisant au mieux ? (vrai ou faux)»", answer=...,
     expected=total_after(keep, seat) > top,
     why=f"«Keeping gives {total_after(keep, seat)}, the best use of the drawn card {top}.¦Garder donne {total_after(keep, seat)}, le meilleur usage de la carte piochée {top}.»", language=LANG)
