# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.ipso import score_pyramid, score_row
from cardkit.ipso.deck import STARS_OF
from cardkit.ipso.scoring import STAR_CARD_POINTS

EXAMPLE = [[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]]  # the rulebook's example
EXAMPLE_SCORE = score_pyramid(EXAMPLE, star_kept=True)
assert EXAMPLE_SCORE.total == 26  # the rulebook's 3 + 4 + 9 + 10 = 26
PARTS = " + ".join(str(p) for p in [STAR_CARD_POINTS] + [r.points for r in reversed(EXAMPLE_SCORE.rows) if r.valid])
TIE_A = [[6, 12, 13, 14, 15], [21, 22, 23, 24], [31, 32, 33], [41, 43]]  # one star, in a valid row
TIE_B = [[55, 54, 53, 52, 51], [57, 67, 77, 87], [34, 44, 49], [42, 47]]  # ten stars, all in a discarded row
assert score_pyramid(TIE_A, star_kept=True).total == score_pyramid(TIE_B, star_kept=False).total
assert not score_pyramid(TIE_B, star_kept=False).rows[0].valid
STARS_A, STARS_B = (sum(STARS_OF[n] for row in rows for n in row) for rows in (TIE_A, TIE_B))
assert STARS_B > STARS_A == 1  # counting every star, player 2 would win the tie
ODD = [1, 27, 43]
ODD_DOWN = [43, 27, 1]
assert score_row(ODD_DOWN, odd_even=True).points == 0 and score_row(ODD, odd_even=True).points > score_row(ODD).points
ALL_ROWS_POINTS = score_row(ODD_DOWN, odd_even=True, odd_even_all_rows=True).points
assert ALL_ROWS_POINTS == len(ODD_DOWN)

# %% [markdown] lang="en"
# # Ipso 4: scoring, the tie-break, the variants
#
# Which rows score, the rulebook's example row by row, ties, the odd/even variant and tournament mode.
#
# *Source: Gigamic's rulebook ([ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Ipso 4 : le décompte, le départage, les variantes
#
# Quelles rangées marquent, l'exemple de la règle rangée par rangée, les égalités, la variante pair/impair et le mode tournoi.
#
# *Source : la règle de Gigamic ([ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), en anglais ; les citations sont en anglais, suivies d'une traduction du kit) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
import random
from cardkit.core import Match
from cardkit.ipso import Game, IpsoView, score_pyramid, score_row
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## What scores
#
# > You only score points for rows of ascending numbers. Discard any rows of cards that are not in ascending numerical order.
# >
# > Count up your scores:
# >
# > - A row of ascending numbers that contains more than 1 color scores 1 point per card.
# >
# > - A row of ascending numbers of the same color scores 2 points per card.
# >
# > - Score 1 point for each star in your valid rows.
# >
# > - If you still have your Star card at the top of your pyramid, score an extra 3 points.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# Rows are read left to right and score only when strictly ascending ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)).

# %% [markdown] lang="fr"
# ## Ce qui marque
#
# > You only score points for rows of ascending numbers. Discard any rows of cards that are not in ascending numerical order.
# >
# > Count up your scores:
# >
# > - A row of ascending numbers that contains more than 1 color scores 1 point per card.
# >
# > - A row of ascending numbers of the same color scores 2 points per card.
# >
# > - Score 1 point for each star in your valid rows.
# >
# > - If you still have your Star card at the top of your pyramid, score an extra 3 points.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* seules les rangées de nombres croissants marquent ; écartez les autres. Une rangée croissante de plus d'une couleur marque 1 point par carte ; d'une seule couleur, 2 points par carte. Chaque étoile d'une rangée valide vaut 1 point. Si vous avez encore votre carte Étoile au sommet de votre pyramide, ajoutez {STAR_CARD_POINTS} points.
#
# Les rangées se lisent de gauche à droite et ne marquent que strictement croissantes ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)).

# %% [markdown] lang="en"
# ## The rulebook's example: {PARTS} = {EXAMPLE_SCORE.total}
#
# > Scoring Example: 3 + 4 + 9 + 10 = 26 points
# >
# > - A row scores 3 points.
# >
# > - A row of the numbers 16, 32 scores 4 points (1 point per card + 2 points for stars).
# >
# > - A row of the green numbers 13, 28, 73 scores 9 points (2 points per green card + 3 points for stars).
# >
# > - A row of the numbers 1, 27, 20, 40 is discarded: not in ascending numerical order.
# >
# > - A row of the numbers 9, 17, 59, 64, 85 scores 10 points (1 point per card + 5 points for stars).
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([docs/rules/ipso.md](../../docs/rules/ipso.md)): the first line, "A row scores 3 points", is the kept Star card: a pyramid has exactly four rows and the other four lines are those rows; read so, the example adds up to 26. *The other reading:* a fifth row worth 3 points, which no pyramid has.

# %% [markdown] lang="fr"
# ## L'exemple de la règle : {PARTS} = {EXAMPLE_SCORE.total}
#
# > Scoring Example: 3 + 4 + 9 + 10 = 26 points
# >
# > - A row scores 3 points.
# >
# > - A row of the numbers 16, 32 scores 4 points (1 point per card + 2 points for stars).
# >
# > - A row of the green numbers 13, 28, 73 scores 9 points (2 points per green card + 3 points for stars).
# >
# > - A row of the numbers 1, 27, 20, 40 is discarded: not in ascending numerical order.
# >
# > - A row of the numbers 9, 17, 59, 64, 85 scores 10 points (1 point per card + 5 points for stars).
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* exemple : 3 + 4 + 9 + 10 = 26 points. Une rangée marque 3 points. La rangée 16, 32 marque 4 points (1 point par carte + 2 points d'étoiles). La rangée verte 13, 28, 73 marque 9 points (2 points par carte verte + 3 points d'étoiles). La rangée 1, 27, 20, 40 est écartée : elle n'est pas croissante. La rangée 9, 17, 59, 64, 85 marque 10 points (1 point par carte + 5 points d'étoiles).
#
# **Décision du kit** ([docs/rules/ipso.md](../../../docs/rules/ipso.md)) : la première ligne, « A row scores 3 points », est la carte Étoile gardée : une pyramide a exactement quatre rangées et les quatre autres lignes sont ces rangées ; lu ainsi, l'exemple fait bien 26. *L'autre lecture :* une cinquième rangée de 3 points, qu'aucune pyramide n'a.

# %%
rows = EXAMPLE  # «bottom row (5 cards) to top row (2 cards)¦de la rangée du bas (5) à celle du haut (2)»
label = "«row of {}¦rangée de {}»"
steps, zones = [], [("«Star card kept¦carte Étoile gardée»", [])]
steps.append(Step(Partial("ipso", list(zones)), "«The Star card is still on top: 3 points.¦La carte Étoile est toujours au sommet : 3 points.»"))
for row in reversed(rows):
    zones.append((label.format(len(row)), row))
    steps.append(Step(Partial("ipso", list(zones)), score_row(row).explain(LANG)))
total = score_pyramid(rows, star_kept=True)
steps.append(Step(Partial("ipso", list(zones)), total.explain(LANG).splitlines()[-1]))
Stepper(steps, "«The rulebook's scoring example¦L'exemple de décompte de la règle»", language=LANG)

# %%
print(total.explain(LANG))

# %% [markdown] lang="en"
# ## The tie-break
#
# > The winner is the player who scores the most points. In case of a tie, the winner is the player with the most stars on their number cards. Still tied? You'll have to play again!
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): the stars counted are those in valid (scoring) rows, and a tie that remains is a shared result; playing again is left to the players. *The other reading:* every star in the pyramid, discarded rows included; and a new game played at once to decide.
#
# Below, both players score the same. Player 1 has {STARS_A} star, in a valid row; player 2 has {STARS_B}, all in the bottom row, which is not ascending and is discarded. Counting only the valid rows, player 1 wins; counting every star, player 2 would.

# %% [markdown] lang="fr"
# ## Le départage
#
# > The winner is the player who scores the most points. In case of a tie, the winner is the player with the most stars on their number cards. Still tied? You'll have to play again!
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* le gagnant est le joueur qui a le plus de points. En cas d'égalité, c'est celui qui a le plus d'étoiles sur ses cartes numérotées. Toujours à égalité ? Il faut rejouer !
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : les étoiles comptées sont celles des rangées valides (qui marquent), et une égalité qui subsiste est un résultat partagé ; rejouer est laissé aux joueurs. *L'autre lecture :* toutes les étoiles de la pyramide, rangées écartées comprises ; et une nouvelle partie jouée aussitôt pour départager.
#
# Ci-dessous, les deux joueurs marquent autant. Le joueur 1 a {STARS_A} étoile, dans une rangée valide ; le joueur 2 en a {STARS_B}, toutes dans la rangée du bas, qui n'est pas croissante et est défaussée. En ne comptant que les rangées valides, le joueur 1 gagne ; en comptant toutes les étoiles, ce serait le joueur 2.

# %%
a, b = TIE_A, TIE_B
def pyramid(rows):  # «slots 0-4 are the bottom row, 12-13 the top¦places 0-4 : rangée du bas, 12-13 : du haut»
    return tuple(n for row in rows for n in row)
# «A finished game built by hand: player 1 kept the Star, player 2 spent it (and discarded 90).¦Une partie finie construite à la main : le joueur 1 a gardé l'Étoile, le joueur 2 l'a utilisée (et défaussé 90).»
end = IpsoView(seat=0, to_move=None, phase="over", players=2, order=(0, 1), direction=1, odd_even=False,
               pyramids=(pyramid(a), pyramid(b)), centre=(), pile_size=61, pile_bottom=(), discards=(90,),
               stars=("kept", "spent"), drawn_pending=False, drawn=None, legal=())
state = end.resample(random.Random(0))
totals, stars = state.totals(), state.stars_in_valid_rows()
print(f"«Player 1 scores {totals[0]} points and player 2 {totals[1]}: a tie.¦Le joueur 1 marque {totals[0]} points et le joueur 2 {totals[1]} : égalité.»")
print(f"«In valid rows player 1 has {stars[0]} {'star' if stars[0] == 1 else 'stars'} and player 2 {stars[1]}: the winner is player {state.winners()[0] + 1}.¦Dans les rangées valides, le joueur 1 a {stars[0]} {'étoile' if stars[0] < 2 else 'étoiles'} et le joueur 2 {stars[1]} : le gagnant est le joueur {state.winners()[0] + 1}.»")
Stepper([Step(end, "«The finished game: player 2's bottom row is discarded, its stars do not count.¦La partie finie : la rangée du bas du joueur 2 est défaussée, ses étoiles ne comptent pas.»")], "«The tie-break¦Le départage»", language=LANG)

# %% [markdown] lang="en"
# ## Variant: odd and even rows
#
# > Follow the rules as normal. Once you have counted your points in the usual way, add 1 point per card for any rows that contain all odd or all even numbers.
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): "in the usual way" has already discarded the rows that are not ascending, so the bonus goes only to rows that score (option `odd_even`, off by default). *The other reading:* the bonus for every row of all odd or all even numbers, scoring or not: the options `odd_even=True` and `odd_even_all_rows=True` together (`odd_even_all_rows` alone is refused: it is a reading of the variant). Below, the descending row 43, 27, 1 gets nothing with `odd_even` and {ALL_ROWS_POINTS} points with both options: the cells below run them.

# %% [markdown] lang="fr"
# ## Variante : rangées paires et impaires
#
# > Follow the rules as normal. Once you have counted your points in the usual way, add 1 point per card for any rows that contain all odd or all even numbers.
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* suivez les règles habituelles. Une fois vos points comptés normalement, ajoutez 1 point par carte pour chaque rangée entièrement impaire ou entièrement paire.
#
# **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : « normalement » a déjà écarté les rangées qui ne sont pas croissantes, donc le bonus ne va qu'aux rangées qui marquent (option `odd_even`, désactivée par défaut). *L'autre lecture :* le bonus pour toute rangée entièrement impaire ou entièrement paire, qu'elle marque ou non : les options `odd_even=True` et `odd_even_all_rows=True` ensemble (`odd_even_all_rows` seule est refusée : c'est une lecture de la variante). Ci-dessous, la rangée décroissante 43, 27, 1 n'a rien avec `odd_even` et {ALL_ROWS_POINTS} points avec les deux options : les cellules ci-dessous les exécutent.

# %%
row, down = ODD, ODD_DOWN
print(score_row(row).explain(LANG))
print(score_row(row, odd_even=True).explain(LANG))
print(score_row(down, odd_even=True).explain(LANG))
print(score_row(down, odd_even=True, odd_even_all_rows=True).explain(LANG))  # «the other reading¦l'autre lecture»
Stepper([Step(Partial("ipso", [("«all odd, ascending¦toute impaire, croissante»", row)]), score_row(row, odd_even=True).explain(LANG)),
         Step(Partial("ipso", [("«all odd, ascending¦toute impaire, croissante»", row), ("«all odd, not ascending¦toute impaire, pas croissante»", down)]), score_row(down, odd_even=True).explain(LANG))],
        "«Odd and even rows¦Rangées paires et impaires»", language=LANG)

# %%
Game.new({"players": 2, "odd_even": True, "odd_even_all_rows": True}, seed=4).options  # «the other reading, as a game's options¦l'autre lecture, en options d'une partie»

# %% [markdown] lang="en"
# ## Tournament mode
#
# > Play 4 games, changing the direction of play each time. After the 4 games, count up your total points to determine the winner!
# >
# > — [ipso-rulebook.txt](../../docs/rules/texts/ipso-rulebook.txt)
#
# **The kit's decision** ([docs/rules/ipso.md](../../docs/rules/ipso.md)): every game of the tournament starts with the same first player; only the direction changes. *The other reading:* the first player moving on each game. **The kit's decision** ([docs/rules/ipso.md](../../docs/rules/ipso.md)): equal totals after the 4 games share the win: the rulebook gives the tournament no tie-break. *The other reading:* the single game's tie-break, the stars, added up over the 4 games.

# %% [markdown] lang="fr"
# ## Mode tournoi
#
# > Play 4 games, changing the direction of play each time. After the 4 games, count up your total points to determine the winner!
# >
# > — [ipso-rulebook.txt](../../../docs/rules/texts/ipso-rulebook.txt), la règle de Gigamic, qui n'existe qu'en anglais : citée telle quelle
#
# *Traduction du kit :* jouez 4 parties en changeant de sens de jeu à chaque fois. Après les 4 parties, additionnez vos points pour désigner le gagnant !
#
# **Décision du kit** ([docs/rules/ipso.md](../../../docs/rules/ipso.md)) : chaque partie du tournoi commence par le même premier joueur ; seul le sens change. *L'autre lecture :* le premier joueur qui change à chaque partie. **Décision du kit** ([docs/rules/ipso.md](../../../docs/rules/ipso.md)) : des totaux égaux après les 4 parties partagent la victoire : la règle ne donne pas de départage au tournoi. *L'autre lecture :* le départage d'une partie, les étoiles, additionné sur les 4 parties.

# %%
match = Match("ipso", {"players": 3, "tournament": True}, seed=8)
rng = random.Random(8)
starts = []
while True:
    game = match.current
    way = "«clockwise¦sens horaire»" if game.options.direction == 1 else "«anticlockwise¦sens antihoraire»"
    starts.append(Step(game.clone(), f"«Game {len(match.deals)}: player {game.to_move() + 1} starts, {way}; order {[s + 1 for s in game.view(0).order]}.¦Partie {len(match.deals)} : le joueur {game.to_move() + 1} commence, {way} ; ordre {[s + 1 for s in game.view(0).order]}.»", seat=0))
    game.play_random(rng)  # «random players, for the demonstration¦des joueurs au hasard, pour l'exemple»
    print(f"«Game {len(match.deals)} ({way}): players 1 to 3 score {', '.join(map(str, game.totals()))}.¦Partie {len(match.deals)} ({way}) : les joueurs 1 à 3 marquent {', '.join(map(str, game.totals()))}.»")
    if match.is_over():
        break
    match.next_deal()
print(f"«Totals after 4 games: {', '.join(map(str, match.totals()))}; the winner is player {match.winners()[0] + 1}.¦Totaux après 4 parties : {', '.join(map(str, match.totals()))} ; le gagnant est le joueur {match.winners()[0] + 1}.»")
Stepper(starts, "«The first turn of each game¦Le premier tour de chaque partie»", language=LANG)

# %%
tied = Match("ipso", {"players": 2, "tournament": True}, seed=0)
tied.deals = [state] * 4  # «the tie-break game above, four times¦la partie du départage, quatre fois»
print(f"«One game: totals {', '.join(map(str, state.totals()))}; the stars decide for player {state.winners()[0] + 1}.¦Une partie : totaux {', '.join(map(str, state.totals()))} ; les étoiles départagent en faveur du joueur {state.winners()[0] + 1}.»")
print(f"«Tournament: totals {', '.join(map(str, tied.totals()))}; players {' and '.join(str(s + 1) for s in tied.winners())} share the win.¦Tournoi : totaux {', '.join(map(str, tied.totals()))} ; les joueurs {' et '.join(str(s + 1) for s in tied.winners())} se partagent la victoire.»")
Stepper([Step(state, "«Game 4 of 4 (the same game each time): equal totals.¦Partie 4 sur 4 (la même à chaque fois) : totaux égaux.»")], "«A tied tournament¦Un tournoi à égalité»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
score_row([4, 9, 14, 19, 24])  # «five blue cards¦cinq cartes bleues»

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«How many points does the row 3, 8, 13 score?¦Combien de points marque la rangée 3, 8, 13 ?»", answer=...,
     expected=score_row([3, 8, 13]).points, why=score_row([3, 8, 13]).explain(LANG), language=LANG)

# %%
quiz("«And the row 40, 36, 90?¦Et la rangée 40, 36, 90 ?»", answer=...,
     expected=score_row([40, 36, 90]).points, why=score_row([40, 36, 90]).explain(LANG), language=LANG)
