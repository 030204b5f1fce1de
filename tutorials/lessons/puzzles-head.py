# The first part every game's puzzles lesson shares, written into it where it says
# `# %% include="../puzzles-head.py"` (tutorials/build.py), after its build cell has set GAME and LESSON.

# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit import games
from cardkit.coach.puzzles import clear_margin, inaccuracy_line, load

TITLE = games.spec(GAME).title("en")  # the same in every language
FOUND = load(GAME)  # cardkit/<game>/puzzles.json; the cells marked for="..." are written once per puzzle
MARGIN = clear_margin(GAME)
LINE = inaccuracy_line(GAME)
QUESTIONS = [f"«Puzzle {n}: the number of the best move?¦Énigme {n} : le numéro du meilleur coup ?»"
             for n in range(1, len(FOUND) + 1)]
INDEX, QUESTION = 0, QUESTIONS[0]  # the first puzzle's, for a linter and a plain run of this file

# %% [markdown] lang="en"
# # {TITLE} {LESSON}: puzzles from real games
#
# {len(FOUND)} positions where a Normal bot gave up points: find the move the Expert plays.
#
# *Source: the Expert's review of games between Normal bots ([docs/review.md](../../docs/review.md)).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # {TITLE} {LESSON} : énigmes tirées de vraies parties
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

