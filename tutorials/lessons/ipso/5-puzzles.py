# %% tags=["build"]
# This lesson's game and number; the rest of the lesson is what every game's puzzles lesson shares
# (tutorials/lessons/puzzles-head.py and puzzles.py), around this game's own rule quote.
GAME, LESSON = "ipso", 5

# %% include="../puzzles-head.py"

# %% [markdown] lang="en"
# ## What the Expert weighs
#
# > Build rows of ascending numbers to score the most points possible!
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# The Expert judges a move by the final margin it expects, in points: the player's score minus the best other score.

# %% [markdown] lang="fr"
# ## Ce que pèse l'Expert
#
# > Build rows of ascending numbers to score the most points possible!
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* formez des rangées de nombres croissants pour marquer le plus de points possible !
#
# L'Expert juge un coup à l'écart final qu'il en attend, en points : le score du joueur moins le meilleur autre score.

# %% include="../puzzles.py"
