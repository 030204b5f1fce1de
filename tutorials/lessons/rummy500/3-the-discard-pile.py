# %% tags=["build"]
# What the text states, asked of the engine when the notebooks are built (tutorials/build.py).
from cardkit.rummy500 import can_take, card_points

FAQ = can_take("7S KH 2C", 0, "7H 7D 4C")  # the guide's FAQ: the 7♠ under K♥ 2♣, two 7s in hand
assert FAQ.allowed and not can_take("7S KH 2C", 0, "3D 4C").allowed
EXTRA_COST = card_points("KH") + card_points("2C")

# %% [markdown] lang="en"
# # Rummy 500 3: the spread discard pile
#
# Taking from deep in the pile, the guide's FAQ example, the top-card rule and what extra cards cost.
#
# *Source: the JoyPip guide ([rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), the French original, quoted here in its English translation [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt)) and [DECISIONS.md](../../docs/rules/texts/DECISIONS.md).* Every number below is computed by cardkit's engine. Run the cells from the top; a diagram's slider, buttons and arrow keys choose the step, and the cards that changed are outlined.

# %% [markdown] lang="fr"
# # Rummy 500 3 : la défausse étalée
#
# Prendre au fond de la défausse, l'exemple de la FAQ du guide, la règle de la carte du dessus et ce que coûtent les cartes prises en trop.
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
# ## Taking from the middle
#
# > - The discard pile is spread out: all of its cards are visible. You may take any of them, but together with all the cards lying above it.
# >
# > - If you take more than one card, the lowest one must be melded or laid off this turn; if that is impossible, you may not take them that way.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins

# %% [markdown] lang="fr"
# ## Prendre au milieu
#
# > - La défausse est étalée : toutes ses cartes sont visibles. Vous pouvez prendre n’importe laquelle, mais avec toutes celles posées au-dessus.
# >
# > - Si vous prenez plus d’une carte, la plus basse doit être posée ou ajoutée ce tour-ci ; si c’est impossible, vous ne pouvez pas les prendre ainsi.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)

# %% [markdown] lang="en"
# ## The FAQ example: 7♠ K♥ 2♣
#
# > What must I respect to take a card from the middle of the discard pile?
# >
# > From bottom to top the discard pile holds the 7 of spades, the king of hearts and the 2 of clubs. To take the 7 of spades you must also take the king and the 2 above it, and the 7 of spades must be melded or laid off this turn: so you need two 7s in hand.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# The guide concludes: two 7s in hand. **The kit's decision** ([docs/rules/rummy500.md](../../docs/rules/rummy500.md)): the take is also legal when the 7♠ can be melded in a run (6♠ 8♠, 5♠ 6♠ or 8♠ 9♠ in hand) or laid off on a meld on the table: the rule the FAQ illustrates (above) asks only that the deepest card be melded or laid off this turn, and a run or a lay-off does that. The FAQ's "so" answers for a hand with no spades next to the 7♠ and an empty table. *The other reading:* only two 7s in hand make the take legal, as the FAQ's last words say.
#
# Every way the take becomes legal, then the refusal; `can_take` is the engine's own check ({len(FAQ.taken)} cards taken).

# %% [markdown] lang="fr"
# ## L'exemple de la FAQ : 7♠ R♥ 2♣
#
# > Que dois-je respecter pour prendre une carte au milieu de la défausse ?
# >
# > De bas en haut, la défausse contient le 7 de pique, le roi de cœur et le 2 de trèfle. Pour prendre le 7 de pique, vous devez aussi prendre le roi et le 2 au-dessus, et le 7 de pique doit être posé ou ajouté ce tour-ci : il faut donc avoir deux 7 en main.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# La conclusion du guide : deux 7 en main. **Décision du kit** ([docs/rules/rummy500.md](../../../docs/rules/rummy500.md)) : la prise est aussi légale quand le 7♠ peut entrer dans une suite (6♠ 8♠, 5♠ 6♠ ou 8♠ 9♠ en main) ou être ajouté à une combinaison sur la table : la règle que la FAQ illustre (ci-dessus) demande seulement que la plus basse soit posée ou ajoutée ce tour-ci, et une suite ou un ajout le fait. Le « donc » de la FAQ répond pour une main sans pique voisin du 7♠ et une table vide. *L'autre lecture :* seuls deux 7 en main rendent la prise légale, comme le disent les derniers mots de la FAQ.
#
# Toutes les façons de rendre la prise légale, puis le refus ; `can_take` est la vérification même du moteur ({len(FAQ.taken)} cartes prises).

# %%
pile = "7S KH 2C"
cases = [("7H 7D 4C", ()), ("6S 8S 4C", ()), ("5S 6S 4C", ()), ("8S 9S 4C", ()),
         ("3D 4C", ["7C 7H 7D"]), ("3D 4C", ["4S 5S 6S"]), ("3D 4C", ["8S 9S 10S"]), ("3D 4C", ())]
steps = []
for hand, table in cases:
    check = can_take(pile, 0, hand, table)
    on_table = " «and on the table¦et sur la table» " + ", ".join(" ".join(c.short(LANG) for c in cards(m)) for m in table) if table else ""
    print(f"«In hand¦En main» {' '.join(c.short(LANG) for c in cards(hand))}{on_table}.\n{check.explain(LANG)}\n")
    zones = [("«discard pile (bottom to top)¦défausse (de bas en haut)»", cards(pile)), ("«your hand¦votre main»", cards(hand))]
    zones += [("«meld on the table¦combinaison sur la table»", cards(m)) for m in table]
    steps.append(Step(Partial("rummy500", zones), check.explain(LANG)))

# %%
Stepper(steps, "«Taking the 7♠ from under K♥ 2♣¦Prendre le 7♠ sous R♥ 2♣»", language=LANG)

# %% [markdown] lang="en"
# The engine refuses the take in a game too, with the same explanation:

# %% [markdown] lang="fr"
# Le moteur refuse aussi la prise en partie, avec la même explication :

# %%
game = Game.position(["3D 4C 9H", "5C 6C 8H"], discard="7S KH 2C")
try:
    game.apply(Take(0))
except IllegalAction as refusal:
    print(refusal.explain(LANG))

# %% [markdown] lang="en"
# ## The top card
#
# > - If you take only the top card, you need not use it at once, but you may not discard it this turn.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# **The kit's decision** ([docs/rules/rummy500.md](../../docs/rules/rummy500.md)): the restriction is for the top card taken alone: after a deeper take, the former top card may be discarded. *The other reading:* the top card of any take may not be discarded this turn. **The kit's decision** ([docs/rules/rummy500.md](../../docs/rules/rummy500.md)): a meld or lay-off that would leave the top card just taken as the only card in hand is refused (unless a meld on the table can take it), since that card could not be discarded and the turn could not end. *The other reading:* allowing the move and leaving the player stuck.

# %% [markdown] lang="fr"
# ## La carte du dessus
#
# > - Si vous ne prenez que la carte du dessus, vous n’êtes pas obligé de l’utiliser tout de suite, mais vous ne pouvez pas la défausser ce tour-ci.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# **Décision du kit** ([docs/rules/rummy500.md](../../../docs/rules/rummy500.md)) : la restriction vaut pour la carte du dessus prise seule : après une prise plus profonde, l'ancienne carte du dessus peut être défaussée. *L'autre lecture :* la carte du dessus de toute prise ne peut pas être défaussée ce tour-ci. **Décision du kit** ([docs/rules/rummy500.md](../../../docs/rules/rummy500.md)) : une pose ou un ajout qui laisserait pour seule carte en main la carte du dessus qu'on vient de prendre est refusé (sauf si une combinaison sur la table peut la recevoir), car cette carte ne pourrait pas être défaussée et le tour ne pourrait pas finir. *L'autre lecture :* permettre le coup et laisser le joueur bloqué.

# %%
game = Game.position(["3D 4C 9H", "5C 6C 8H"], discard="7S KH 2C")
game.apply(Take(2))  # «the 2♣ alone¦le 2♣ seul»
try:
    game.apply(Discard(ids("2C")[0]))
except IllegalAction as refusal:
    print(refusal.explain(LANG))
game.apply(Discard(ids("9H")[0]))
deeper = Game.position(["KS KD 9H", "5C 6C 8H"], discard="7S KH 2C")
deeper.apply(Take(1))  # «the K♥ with the 2♣ above it¦le R♥ avec le 2♣ au-dessus»
deeper.apply(Meld.of("KH KS KD"))
before_discard = deeper.clone()
deeper.apply(Discard(ids("2C")[0]))
stuck = Game.position(["5H 6H 7H", "5C 6C 8D"], discard="7S KH 9C")
stuck.apply(Take(2))  # «the 9♣ alone¦le 9♣ seul»
try:
    stuck.apply(Meld.of("5H 6H 7H"))
except IllegalAction as refusal:
    print(refusal.explain(LANG))
Stepper([Step(game, "«The 2♣ taken alone stays in hand: the 9♥ is discarded instead.¦Le 2♣ pris seul reste en main : on défausse le 9♥ à la place.»", seat=0),
         Step(before_discard, "«A deeper take: K♥ and 2♣; the K♥ is melded.¦Une prise plus profonde : R♥ et 2♣ ; le R♥ est posé.»", seat=0),
         Step(deeper, "«The former top card, the 2♣, may be discarded.¦L'ancienne carte du dessus, le 2♣, peut être défaussée.»", seat=0),
         Step(stuck, "«The 9♣ taken alone: melding 5♥ 6♥ 7♥ now would leave only the 9♣, so it is refused.¦Le 9♣ pris seul : poser 5♥ 6♥ 7♥ maintenant ne laisserait que le 9♣, c'est donc refusé.»", seat=0)],
        "«The top card¦La carte du dessus»", language=LANG)

# %% [markdown] lang="en"
# ## Extra cards cost points
#
# > Taking only the top card imposes nothing, but the extra cards taken that are not put down cost points at the end of the hand.
# >
# > — [rummy500-joypip-guide.en.txt](../../docs/rules/texts/rummy500-joypip-guide.en.txt), the English translation of the French original [rummy500-joypip-guide.fr.txt](../../docs/rules/texts/rummy500-joypip-guide.fr.txt), which wins
#
# Below, player 1 takes the 7♠ with the K♥ and the 2♣ above it and melds three 7s; the K♥ and the 2♣ stay in hand when player 2 goes out, and cost {card_points('KH')} + {card_points('2C')} = {EXTRA_COST} points.

# %% [markdown] lang="fr"
# ## Les cartes prises en trop coûtent des points
#
# > Prendre seulement la carte du dessus n’impose rien, mais les cartes prises en trop qui ne sont pas posées coûtent des points en fin de donne.
# >
# > — [rummy500-joypip-guide.fr.txt](../../../docs/rules/texts/rummy500-joypip-guide.fr.txt)
#
# Ci-dessous, le joueur 1 prend le 7♠ avec le R♥ et le 2♣ au-dessus et pose trois 7 ; le R♥ et le 2♣ restent en main quand le joueur 2 finit, et coûtent {card_points('KH')} + {card_points('2C')} = {EXTRA_COST} points.

# %%
extra = Game.position(["7H 7D 3D", "4S 5S 6S"], discard="7S KH 2C", stock="9H 8C")
steps = [Step(extra.clone(), "«Before: player 1 is about to take the 7♠ and the two cards above it.¦Avant : le joueur 1 va prendre le 7♠ et les deux cartes au-dessus.»", seat=0)]
extra.apply(Take(0))
extra.apply(Meld.of("7S 7H 7D"))
extra.apply(Discard(ids("3D")[0]))
steps.append(Step(extra.clone(), "«Three 7s melded; the K♥ and the 2♣ stay in hand.¦Trois 7 posés ; le R♥ et le 2♣ restent en main.»", seat=0))
extra.apply(Draw())
extra.apply(Meld.of("4S 5S 6S"))
extra.apply(Discard(ids("9H")[0]))
steps.append(Step(extra, extra.ended_text().render(LANG) + f" «Player 1 scores {extra.totals()[0]}, player 2 {extra.totals()[1]}.¦Le joueur 1 marque {extra.totals()[0]}, le joueur 2 {extra.totals()[1]}.»", seat=0))
print(f"«Player 1 scores {extra.totals()[0]} points and player 2 {extra.totals()[1]}.¦Le joueur 1 marque {extra.totals()[0]} points et le joueur 2 {extra.totals()[1]}.»")
Stepper(steps, "«Extra cards taken¦Les cartes prises en trop»", language=LANG)

# %% [markdown] lang="en"
# ## Try it
#
# Change the cards or the seed and run the cell again.

# %% [markdown] lang="fr"
# ## À vous
#
# Changez les cartes ou la graine et relancez la cellule.

# %%
print(can_take("5D 9S QC 3H", 1, "9H 9C 2S").explain(LANG))

# %% [markdown] lang="en"
# ## Quiz
#
# Replace each `...` by your answer and run the cell: the engine checks it and explains.

# %% [markdown] lang="fr"
# ## Quiz
#
# Remplacez chaque `...` par votre réponse et exécutez la cellule : le moteur la vérifie et explique.

# %%
check = can_take("4H 10S JD", 0, "5H 6H KC")
quiz("«Pile 4♥ 10♠ J♦ (bottom to top), hand 5♥ 6♥ K♣: may you take the 4♥? (True/False)¦Défausse 4♥ 10♠ V♦ (de bas en haut), main 5♥ 6♥ R♣ : pouvez-vous prendre le 4♥ ? (vrai ou faux)»",
     answer=..., expected=check.allowed, why=check.explain(LANG), language=LANG)
