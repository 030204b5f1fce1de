# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.rummy500 import card_points, meld_points
from cardkit.rummy500.rules import TARGETS

ACE_LOW = meld_points("AS 2S 3S") - 5  # what the Ace adds to A-2-3
ACE_HIGH = card_points("AS")
assert sorted(TARGETS) == [250, 500]  # the quoted "up to 500 points · up to 250 points"
SHARED_TARGET = TARGETS[0]

# %% [markdown] lang="en"
# # Rummy 500 4: scoring, the end of a hand, the match
#
# What each card counts, the two ways a hand ends, and who wins the match.
#
# *Source: the JoyPip guide ([rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), the French original, quoted here in its English translation [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Rummy 500 4 : le décompte, la fin d'une donne, le match
#
# Ce que compte chaque carte, les deux façons de finir une donne, et qui gagne le match.
#
# *Source : le guide JoyPip ([rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt), l'original) et [DECISIONS.md](../../../docs/rules/texts/DECISIONS.md).* Chaque nombre ci-dessous est calculé par le moteur de cardkit. Exécutez les cellules dans l'ordre ; le curseur, les boutons et les flèches du clavier choisissent l'étape d'un schéma, et les cartes qui ont changé sont entourées.

# %%
LANG = "«en¦fr»"
from cardkit.core import CardkitError, IllegalAction
from cardkit.rummy500 import (Discard, Draw, EndHand, Game, LayOff, Meld, Take, can_take, card_points,
                              cards, ids, meld_kind, meld_points)
from cardkit.widgets.stepper import Partial, Step, Stepper
from cardkit.quiz import quiz

# %% [markdown] lang="en"
# ## Card values
#
# > - Ace: 15 points (only 1 point when it serves as the 1 in A-2-3); J, Q and K: 10 points; 2 to 10: their face value.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The kit also counts an Ace laid off at the low end of a run as {ACE_LOW}, and an Ace left in hand as {ACE_HIGH} ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)). **The kit's decision** ([docs/rules/rummy500.md](../../docs/rules/rummy500.md)): an Ace laid off on a run from 2 to King, which could go at either end, goes high and scores {ACE_HIGH}, the better score (the run is complete either way). *The other reading:* the Ace going low, for {ACE_LOW} point.

# %% [markdown] lang="fr"
# ## Valeur des cartes
#
# > - As : 15 points (1 seul point quand il sert de 1 dans A-2-3) ; J, Q et K : 10 points ; de 2 à 10 : leur valeur.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Le kit compte aussi {ACE_LOW} pour un As ajouté au bas d'une suite, et {ACE_HIGH} pour un As resté en main ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)). **Décision du kit** ([docs/rules/rummy500.md](../../../docs/rules/rummy500.md)) : un As ajouté à une suite du 2 au roi, qui pourrait aller à l'un ou l'autre bout, va en haut et compte {ACE_HIGH}, le meilleur score (la suite est complète dans les deux cas). *L'autre lecture :* l'As en bas, pour {ACE_LOW} point.

# %%
for text in ["AS 2S 3S", "QS KS AS", "AS AH AD"]:
    print(f"{text}: {meld_points(text)} points")
for c in cards("AS 7D 10C KH"):
    print(f"{c.short(LANG)}«: ¦ : »{card_points(c)} points")
ace = Game.position(["AH 9C", "5C 6C 8D"], discard="7S", melds=[(1, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")], stock="4D 5D")
ace.apply(Draw())
before = ace.clone()
ace.apply(LayOff(ids("AH")[0], 0))
points = ace.view(0).points
print(f"«Points put down after laying off the A♥: player 1 {points[0]}, player 2 {points[1]}.¦Points posés après l'ajout de l'A♥ : joueur 1 {points[0]}, joueur 2 {points[1]}.»")
Stepper([Step(before, "«Player 1 holds the A♥; player 2 has a run from 2♥ to K♥.¦Le joueur 1 a l'A♥ ; le joueur 2 a une suite du 2♥ au R♥.»", seat=0),
         Step(ace, f"«The A♥ goes high: {ace.view(0).points[0]} points for player 1.¦L'A♥ va en haut : {ace.view(0).points[0]} points pour le joueur 1.»", seat=0)],
        "«An Ace on a run from 2 to King¦Un As sur une suite du 2 au roi»", language=LANG)

# %% [markdown] lang="en"
# ## At the end of a hand
#
# > - At the end of each hand, the cards melded or laid off score points and those left in hand cost points; emptying your hand gives no bonus.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The guide does not say for whom the cards put down score. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): melds and lay-offs score for the player who put them down, on anyone's meld. *The other reading:* a lay-off could score for the owner of the meld it extends; the guide does not say.

# %% [markdown] lang="fr"
# ## À la fin d'une donne
#
# > - À la fin de chaque donne, les cartes posées ou ajoutées rapportent des points et celles restées en main en font perdre ; vider sa main ne donne aucun bonus.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Le guide ne dit pas pour qui comptent les cartes posées. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : les combinaisons et les ajouts comptent pour le joueur qui les a posés, sur la combinaison de n'importe qui. *L'autre lecture :* un ajout pourrait compter pour le propriétaire de la combinaison qu'il prolonge ; le guide ne dit rien.

# %% [markdown] lang="en"
# ## The two ways a hand ends
#
# > - A hand ends when a player empties their hand, or when the stock is exhausted and the player whose turn it is does not take from the discard pile.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The guide does not say when the player decides. **The kit's decision** ([DECISIONS.md](../../docs/rules/texts/DECISIONS.md)): when the stock is empty at the start of a player's turn, that player either takes from the discard pile (under the usual rules) or the hand ends at once. *The other reading:* turning the discard pile over as a new stock, as many rummies do; the guide's "does not take from the discard pile" rules it out.

# %% [markdown] lang="fr"
# ## Les deux façons de finir une donne
#
# > - La donne se termine quand un joueur vide sa main, ou quand le talon est épuisé et que le joueur dont c’est le tour ne prend pas à la défausse.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Le guide ne dit pas quand le joueur décide. **Décision du kit** ([DECISIONS.md](../../../docs/rules/texts/DECISIONS.md)) : quand le talon est vide au début du tour d'un joueur, ce joueur prend dans la défausse (selon les règles habituelles) ou la donne se termine aussitôt. *L'autre lecture :* retourner la défausse pour en faire un nouveau talon, comme dans beaucoup de ramis ; le « ne prend pas à la défausse » du guide l'exclut.

# %%
out = Game.position(["AS 2S 3S 9D", "KH KD 4C 4D"], discard="6H", stock="4S 5C")
out.apply(Draw())  # «the 4♠¦le 4♠»
out.apply(Meld.of("AS 2S 3S 4S"))
out.apply(Discard(ids("9D")[0]))
empty = Game.position(["QS QH 5C", "KH KD 4C"], discard="6H 9S", stock="")
from cardkit.rummy500.scene import move_text
print("«Player 1 may:¦Le joueur 1 peut :»", " / ".join(move_text(empty.view(0), a, LANG) for a in empty.legal_actions()))
took = empty.clone()
took.apply(Take(1))  # «the 9♠ alone¦le 9♠ seul»
ended = empty.clone()
ended.apply(EndHand())
Stepper([Step(out, out.ended_text().render(LANG) + f" «Player 1 scores {out.totals()[0]}, player 2 {out.totals()[1]}.¦Le joueur 1 marque {out.totals()[0]}, le joueur 2 {out.totals()[1]}.»"),
         Step(empty, "«The stock is empty: player 1 takes from the discard pile (here only the 9♠ alone can be taken: the 6♥ could not be melded) or the hand ends.¦Le talon est vide : le joueur 1 prend dans la défausse (ici, seul le 9♠ peut être pris : le 6♥ ne pourrait pas être posé) ou la donne se termine.»", seat=0),
         Step(took, "«Way 1: the 9♠ taken, the hand goes on; the next player faces the same choice.¦Façon 1 : le 9♠ pris, la donne continue ; le joueur suivant aura le même choix.»", seat=0),
         Step(ended, "«Way 2: ¦Façon 2 : »" + ended.ended_text().render(LANG) + f" «Player 1 scores {ended.totals()[0]}, player 2 {ended.totals()[1]}.¦Le joueur 1 marque {ended.totals()[0]}, le joueur 2 {ended.totals()[1]}.»", seat=0)],
        "«How a hand ends¦Comment finit une donne»", language=LANG)

# %% [markdown] lang="en"
# ## The match and shared wins
#
# > - Target score: up to 500 points · up to 250 points
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# > - If, at the end of a hand, a player has reached the target score (500 or 250), the highest total wins; on a tie, the tied players win together.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# A real match with random moves: each hand ends by itself. Once the stock is empty, the random player picks one of its legal moves at random, as at every turn: it may take from the discard pile (the hand goes on) or end the hand, so a hand ends when a player empties their hand or ends it on an empty stock (the kit's option `turn_limit`, 0 = no limit by default, can cut a hand that would go on for ever; it is not used here, see [docs/rules/rummy500.md](../../docs/rules/rummy500.md)). Then the same hand played over and over (built by hand) to show a shared win.

# %% [markdown] lang="fr"
# ## Le match et les victoires partagées
#
# > - Score cible
# >
# > - Jusqu’à 500 points · Jusqu’à 250 points
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# > - Si, à la fin d’une donne, un joueur atteint le score cible (500 ou 250), le plus haut total gagne ; en cas d’égalité, les ex æquo gagnent ensemble.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Un vrai match aux coups tirés au hasard : chaque donne finit d'elle-même. Une fois le talon vide, le joueur au hasard choisit l'un de ses coups permis au hasard, comme à chaque tour : il peut prendre dans la défausse (la donne continue) ou terminer la donne ; une donne finit donc quand un joueur vide sa main ou la termine sur un talon vide (l'option `turn_limit` du kit, 0 = pas de limite par défaut, peut couper une donne qui ne finirait jamais ; elle n'est pas utilisée ici, voir [docs/rules/rummy500.md](../../../docs/rules/rummy500.md)). Puis la même donne jouée encore et encore (construite à la main) pour montrer une victoire partagée.

# %%
import random
from cardkit.core import Match
match = Match("rummy500", {"players": 2, "target": SHARED_TARGET}, seed=3)
rng = random.Random(3)
while True:
    match.current.play_random(rng)
    hand, total = match.current.totals(), match.totals()
    print(f"«Hand {len(match.deals)}: player 1 scores {hand[0]}, player 2 {hand[1]}; the match stands at {total[0]} to {total[1]}.¦Donne {len(match.deals)} : le joueur 1 marque {hand[0]}, le joueur 2 {hand[1]} ; le match en est à {total[0]} contre {total[1]}.»")
    if match.is_over():
        break
    match.next_deal()
print(f"«The match is over: player {match.winners()[0] + 1} wins.¦Le match est fini : le joueur {match.winners()[0] + 1} gagne.»")

# %%
tie = Game.position(["KC KS KH", "6C"], discard="9H", melds=[(1, "10D JD QD"), (1, "AH 2H 3H")], stock="2D 5S")
tie.apply(Draw())  # «the 2♦¦le 2♦»
tie.apply(Meld.of("KC KS KH"))
tie.apply(Discard(ids("2D")[0]))
print(f"«In this hand each player scores {tie.totals()[0]} points.¦Dans cette donne, chaque joueur marque {tie.totals()[0]} points.»")
shared = Match("rummy500", {"players": 2, "target": SHARED_TARGET}, seed=0)
shared.deals = []  # «the same finished hand, over and over¦la même donne finie, encore et encore»
while not shared.deals or not shared.is_over():
    shared.deals.append(tie)
print(f"«After {len(shared.deals)} hands the totals are {shared.totals()[0]} and {shared.totals()[1]}: players {' and '.join(str(s + 1) for s in shared.winners())} win together.¦Après {len(shared.deals)} donnes, les totaux sont {shared.totals()[0]} et {shared.totals()[1]} : les joueurs {' et '.join(str(s + 1) for s in shared.winners())} gagnent ensemble.»")
Stepper([Step(tie, f"«The hand played {len(shared.deals)} times: totals {shared.totals()}, both players win.¦La donne jouée {len(shared.deals)} fois : totaux {shared.totals()}, les deux joueurs gagnent.»")],
        "«A shared win¦Une victoire partagée»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
meld_points("JD QD KD AD")

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
quiz("«How many points does the run A♣ 2♣ 3♣ 4♣ score?¦Combien de points marque la suite A♣ 2♣ 3♣ 4♣ ?»", answer=...,
     expected=meld_points("AC 2C 3C 4C"), why=f"«The Ace low counts 1: 1 + 2 + 3 + 4 = {meld_points('AC 2C 3C 4C')}.¦L'As bas compte 1 : 1 + 2 + 3 + 4 = {meld_points('AC 2C 3C 4C')}.»", language=LANG)

# %%
quiz("«And the run Q♣ K♣ A♣?¦Et la suite D♣ R♣ A♣ ?»", answer=..., expected=meld_points("QC KC AC"),
     why=f"«The Ace high counts {card_points('AC')}: 10 + 10 + {card_points('AC')}.¦L'As haut compte {card_points('AC')} : 10 + 10 + {card_points('AC')}.»", language=LANG)
