# The part every game's puzzles lesson shares, written into it where it says
# `# %% include="../puzzles.py"` (tutorials/build.py); the lesson's build cell defines GAME, FOUND,
# MARGIN and QUESTIONS first.

# %% [markdown] lang="en"
# ## How the puzzles were found
#
# Normal bots played seeded games; the Expert reviewed every move of both players, each from that player's view only (it imagines the cards the player could not see, never reads them), and the moves that gave up the most points became these puzzles. The Expert looked at each one again on five times as many fresh imagined deals before it was kept, dealing the cards nobody could see both as the other player's moves make likely and at random: its answer is still the best, ahead of the move played by at least {MARGIN:g} points and of every other choice by at least {LINE:g}. Each move below says what it does, nothing more: the case for the Expert's move comes with the answer.

# %% [markdown] lang="fr"
# ## D'où viennent ces énigmes
#
# Des bots Normaux ont joué des parties à graine fixe ; l'Expert a analysé chaque coup des deux joueurs, chacun depuis la vue de ce joueur seulement (il imagine les cartes que le joueur ne voyait pas, sans jamais les lire), et les coups qui ont perdu le plus de points sont devenus ces énigmes. L'Expert les a toutes revues sur cinq fois plus de nouvelles donnes imaginées avant de les garder, en distribuant les cartes que personne ne voyait comme les coups de l'autre joueur le rendent probable, puis au hasard : sa réponse reste la meilleure, avec au moins {MARGIN:g} points d'avance sur le coup joué et {LINE:g} sur chacun des autres choix. Chaque coup ci-dessous dit ce qu'il fait, rien de plus : ce qui plaide pour le coup de l'Expert vient avec la réponse.

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
