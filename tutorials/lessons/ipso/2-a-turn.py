# %% [markdown] lang="en"
# # Ipso 2: a turn
#
# Take a centre card into your pyramid; the card it replaces goes face up to the centre.
#
# *Source: Gigamic's rulebook ([ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Ipso 2 : un tour
#
# Prenez une carte du centre dans votre pyramide ; la carte remplacée va face visible au centre.
#
# *Source : la règle de Gigamic ([ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), en anglais ; les citations sont en anglais, suivies d'une traduction du kit) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
from cardkit.core import IllegalAction
from cardkit.ipso import Game, Replace
from cardkit.ipso.scene import slot_label
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## A turn, step by step
#
# > On your turn:
# >
# > - Choose 1 of the 2 face-up cards in the center to replace 1 of the facedown cards in your pyramid.
# >
# > - Flip the card you have replaced face up and place it in the center.
# >
# > NOTE: Your final score depends on the colors of your cards and whether they contain stars.
# >
# > Play passes to the next player.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The centre therefore always holds exactly 2 cards during normal play ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)). How colours and stars score is notebook 4.

# %% [markdown] lang="fr"
# ## Un tour, étape par étape
#
# > On your turn:
# >
# > - Choose 1 of the 2 face-up cards in the center to replace 1 of the facedown cards in your pyramid.
# >
# > - Flip the card you have replaced face up and place it in the center.
# >
# > NOTE: Your final score depends on the colors of your cards and whether they contain stars.
# >
# > Play passes to the next player.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* à votre tour, choisissez 1 des 2 cartes face visible du centre pour remplacer 1 des cartes face cachée de votre pyramide, puis retournez la carte remplacée face visible et placez-la au centre. NOTE : votre score final dépend des couleurs de vos cartes et de leurs étoiles. C'est ensuite au joueur suivant.
#
# Le centre compte donc toujours exactement 2 cartes pendant la partie ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)). Le décompte des couleurs et des étoiles est le notebook 4.

# %%
game = Game.new({"players": 2}, seed=11)
steps = [Step(game.clone(), "«The start: two face-up cards in the centre.¦Le départ : deux cartes face visible au centre.»", seat=0)]
for move in [Replace(0, 2), Replace(1, 9), Replace(1, 12)]:
    player = game.to_move()
    taken = game.view(player).centre[move.centre]
    game.apply(move)
    shown = game.view(player).pyramids[player][move.slot]
    flipped = game.view(player).centre[move.centre]
    steps.append(Step(game.clone(), f"«Player {player + 1} takes {taken} into the {slot_label(move.slot, LANG)}; the card that was there, {flipped}, goes face up to the centre.¦Le joueur {player + 1} prend {taken} dans la {slot_label(move.slot, LANG)} ; la carte qui s'y trouvait, {flipped}, va face visible au centre.»", seat=0))
Stepper(steps, "«Three turns¦Trois tours»", language=LANG)

# %% [markdown] lang="en"
# ## Only face-down cards
#
# > IMPORTANT: You may only replace the facedown cards in your pyramid. You cannot replace a card you have added into your pyramid.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The engine refuses such a move and explains why:

# %% [markdown] lang="fr"
# ## Seulement les cartes face cachée
#
# > IMPORTANT: You may only replace the facedown cards in your pyramid. You cannot replace a card you have added into your pyramid.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* IMPORTANT : vous ne pouvez remplacer que les cartes face cachée de votre pyramide. Vous ne pouvez pas remplacer une carte que vous y avez ajoutée.
#
# Le moteur refuse un tel coup et explique pourquoi :

# %%
try:
    game.apply(Replace(0, 9))  # «player 2 tries to replace the card added in the row of 3, 1st from the left, on their first turn¦le joueur 2 tente de remplacer la carte ajoutée dans la rangée de 3, 1re en partant de la gauche, à son premier tour»
except IllegalAction as refusal:
    print(refusal.explain(LANG))

# %% [markdown] lang="en"
# ## Until every card is face up
#
# > Continue in the same way until all players have revealed all the cards in their pyramids.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)

# %% [markdown] lang="fr"
# ## Jusqu'à ce que tout soit face visible
#
# > Continue in the same way until all players have revealed all the cards in their pyramids.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* continuez ainsi jusqu'à ce que tous les joueurs aient révélé toutes les cartes de leur pyramide.

# %%
import random
game = Game.new({"players": 3}, seed=5)
turns = 0
rng = random.Random(5)
while game.phase == "play":
    game.apply(rng.choice(game.legal_actions()))
    turns += 1
print(f"«{turns} turns for 3 players: each player replaced all of their cards. Next: the final round.¦{turns} tours à 3 joueurs : chacun a remplacé toutes ses cartes. Ensuite : le tour final.»")

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
game = Game.new({"players": 2}, seed=1)
from cardkit.ipso.scene import move_text
for action in game.legal_actions()[:4]:  # «the first four moves, as code and in words¦les quatre premiers coups, en code et en mots»
    print(f"{action!r}«: ¦ : »{move_text(game.view(game.to_move()), action, LANG)}")
game.apply(game.legal_actions()[0])
Stepper([Step(game, "«After one move.¦Après un coup.»")], "«Try it¦À vous»", language=LANG)

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
game = Game.new({"players": 2}, seed=3)
quiz(f"«How many different moves does the first player have on the first turn?¦Combien de coups différents le premier joueur a-t-il au premier tour ?»", answer=...,
     expected=len(game.legal_actions()),
     why=f"«2 centre cards times {len(game.legal_actions()) // 2} face-down places.¦2 cartes du centre fois {len(game.legal_actions()) // 2} places face cachée.»", language=LANG)
