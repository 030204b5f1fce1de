# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.coach.puzzles import clear_margin, load

GAME = "house_of_suits"
FOUND = load(GAME)  # cardkit/house_of_suits/puzzles.json; the cells marked for="..." are written once per puzzle
MARGIN = clear_margin(GAME)
QUESTIONS = [f"«Puzzle {n}: the number of the best move?¦Énigme {n} : le numéro du meilleur coup ?»"
             for n in range(1, len(FOUND) + 1)]
INDEX, QUESTION = 0, QUESTIONS[0]  # the first puzzle's, for a linter and a plain run of this file

# %% [markdown] lang="en"
# # House of Suits 3: puzzles from real games
#
# {len(FOUND)} positions where a Normal bot gave up points: find the move the Expert plays.
#
# *Source: the Expert's review of games between Normal bots ([docs/review.md](../../docs/review.md)).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # House of Suits 3 : énigmes tirées de vraies parties
#
# {len(FOUND)} positions où un bot Normal a perdu des points : trouvez le coup que joue l'Expert.
#
# *Source : l'analyse par l'Expert de parties entre bots Normaux ([docs/review.md](../../../docs/review.md)).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
from cardkit.coach.puzzles import load
from cardkit.scene import diagram
PUZZLES = load(GAME)
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## What the Expert weighs
#
# > House of Suits is akin to an investment game: players take turns placing one card in a common market and one card in their personal investment. The aim is to collect cards of the suits that will do best in the market.
# >
# > — [house-of-suits.en.txt](../../docs/rules/texts/house-of-suits.en.txt), the English translation of the French original [house-of-suits.fr.txt](../../docs/rules/texts/house-of-suits.fr.txt), which wins
#
# The Expert judges a move by the final margin it expects, in points: the player's score minus the best other score.

# %% [markdown] lang="fr"
# ## Ce que pèse l'Expert
#
# > House of Suits est un jeu qui s'apparente à un jeu d'investissement, où les joueurs placent à tour de rôle une carte dans un marché commun et une carte dans leur investissement personnel. L'objectif est de collectionner des cartes des couleurs qui réussiront le mieux sur le marché.
# >
# > — [house-of-suits.fr.txt](../../../docs/rules/texts/house-of-suits.fr.txt)
#
# L'Expert juge un coup à l'écart final qu'il en attend, en points : le score du joueur moins le meilleur autre score.

# %% include="../puzzles.py"
