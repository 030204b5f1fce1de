# %% tags=["build"]
# This lesson's game and number; the rest of the lesson is what every game's puzzles lesson shares
# (tutorials/lessons/puzzles-head.py and puzzles.py), around this game's own rule quote.
GAME, LESSON = "rummy500", 5

# %% include="../puzzles-head.py"

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
