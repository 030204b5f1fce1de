# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.coach.puzzles import clear_margin, load

GAME = "rummy500"
FOUND = load(GAME)  # cardkit/rummy500/puzzles.json; the cells marked for="..." are written once per puzzle
MARGIN = clear_margin(GAME)
QUESTIONS = [f"«Puzzle {n}: the number of the best move?¦Énigme {n} : le numéro du meilleur coup ?»"
             for n in range(1, len(FOUND) + 1)]
INDEX, QUESTION = 0, QUESTIONS[0]  # the first puzzle's, for a linter and a plain run of this file

# %% [markdown] lang="en"
# # Rummy 500 5: puzzles from real games
#
# {len(FOUND)} positions where a Normal bot gave up points: find the move the Expert plays.
#
# *Source: the Expert's review of games between Normal bots ([docs/review.md](../../docs/review.md)).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Rummy 500 5 : énigmes tirées de vraies parties
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
# > - At the end of each hand, the cards melded or laid off score points and those left in hand cost points; emptying your hand gives no bonus.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The Expert judges a move by the final margin it expects, in points: the player's score minus the best other score.

# %% [markdown] lang="fr"
# ## Ce que pèse l'Expert
#
# > - À la fin de chaque donne, les cartes posées ou ajoutées rapportent des points et celles restées en main en font perdre ; vider sa main ne donne aucun bonus.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# L'Expert juge un coup à l'écart final qu'il en attend, en points : le score du joueur moins le meilleur autre score.

# %% include="../puzzles.py"
