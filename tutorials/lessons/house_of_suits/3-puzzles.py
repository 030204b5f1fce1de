# %% tags=["build"]
# This lesson's game and number; the rest of the lesson is what every game's puzzles lesson shares
# (tutorials/lessons/puzzles-head.py and puzzles.py), around this game's own rule quote.
GAME, LESSON = "house_of_suits", 3

# %% include="../puzzles-head.py"

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
