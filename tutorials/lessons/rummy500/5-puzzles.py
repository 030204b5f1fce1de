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

# %% [markdown] lang="en"
# ## How the puzzles were found
#
# Normal bots played seeded games; the Expert reviewed every move of both players, each from that player's view only (it imagines the cards the player could not see, never reads them), and the moves that gave up the most points became these puzzles. The Expert looked at each one again on fresh imagined deals before it was kept: its answer is still the best, ahead of the move played by at least {MARGIN:g} points. Each move below says what it does, nothing more: the case for the Expert's move comes with the answer.

# %% [markdown] lang="fr"
# ## D'où viennent ces énigmes
#
# Des bots Normaux ont joué des parties à graine fixe ; l'Expert a analysé chaque coup des deux joueurs, chacun depuis la vue de ce joueur seulement (il imagine les cartes que le joueur ne voyait pas, sans jamais les lire), et les coups qui ont perdu le plus de points sont devenus ces énigmes. L'Expert les a toutes revues sur de nouvelles donnes imaginées avant de les garder : sa réponse reste la meilleure, avec au moins {MARGIN:g} points d'avance sur le coup joué. Chaque coup ci-dessous dit ce qu'il fait, rien de plus : ce qui plaide pour le coup de l'Expert vient avec la réponse.

# %% [markdown] lang="en" for="INDEX, PUZZLE in enumerate(FOUND)"
# ## Puzzle {INDEX + 1}
#
# Player {PUZZLE.seat + 1} to move (a game between Normal bots, seed {PUZZLE.seed}, move {len(PUZZLE.moves) + 1}). Which move is best?

# %% [markdown] lang="fr" for="INDEX, PUZZLE in enumerate(FOUND)"
# ## Énigme {INDEX + 1}
#
# Au joueur {PUZZLE.seat + 1} de jouer (une partie entre bots Normaux, graine {PUZZLE.seed}, coup {len(PUZZLE.moves) + 1}). Quel est le meilleur coup ?

# %% for="INDEX, PUZZLE in enumerate(FOUND)"
p = PUZZLES[INDEX]
diagram(p.view(), LANG)

# %% for="INDEX, PUZZLE in enumerate(FOUND)"
print(p.choices_text(LANG))

# %% [markdown] lang="en"
# ## Try it
#
# Replace `...` by the number of your move and run the cell: the engine says whether it is the Expert's, and why. Change `PUZZLES[0]` to try the others.

# %% [markdown] lang="fr"
# ## À vous
#
# Remplacez `...` par le numéro de votre coup et exécutez la cellule : le moteur dit si c'est celui de l'Expert, et pourquoi. Changez `PUZZLES[0]` pour essayer les autres.

# %%
PUZZLES[0].check(..., language=LANG)

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %% for="INDEX, QUESTION in enumerate(QUESTIONS)"
p = PUZZLES[INDEX]
quiz(QUESTION, answer=...,
     expected=p.choices.index(p.answer) + 1, why=p.why(LANG), language=LANG)
