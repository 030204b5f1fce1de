"""Rummy 500 bots, deciding from their view alone.

A bot's own turn depends only on its hand and the table, which every re-dealt world of its view
shares, so the bots plan their turn on ``view.resample(rng)``: the hidden cards there are
imagined, never read.
- Normal puts down every meld and lay-off it can, the most points first; takes from the discard
  pile when the cards it takes score more this turn than they would cost left in hand (the top
  card alone only when it melds at once, so two bots can never pass a card back and forth); and
  discards a low card unlikely to join a meld (a melded card scores its points, so high cards are
  worth keeping), and not one a meld on the table would take (the next player would lay it off),
  nor one the next player could take from the spread pile and meld with pile cards: surely, when the
  taken cards alone make the meld (the 6♦ with the 7♦ and 8♦ in the pile), or as likely as they hold
  an unseen card that would complete it (the 6♦ with the 7♦ in the pile and the 8♦ unseen).
- Beginner grabs from the pile whenever the taken cards meld at once (however many it must carry
  off with them), melds what it sees in no particular order, and throws away its highest card,
  pairs and runs in the making included, unless it melds with the top two cards of the pile (it
  glances at the top of the pile, never deeper).
- Expert weighs Normal's few best draws and discards in many imagined deals, playing each hand
  out the Normal way, and keeps the choice that ends best on average. It imagines only deals that
  fit what the others did: players put down what they can, so nobody who has played holds a meld
  (nor, before the table changes, a lay-off); and the last player could use none of the pile
  cards it passed up.
"""

from __future__ import annotations

import random
from functools import reduce
from operator import or_
from typing import NamedTuple

from cardkit.core.bots import HeuristicBot, Reason, SampleBot
from cardkit.i18n import Joined
from cardkit.rummy500.cards import BIT, CARDS, POINTS, RANK_OF, SUIT_OF, card_text, indices_of, text_of
from cardkit.rummy500.melds import MELDS, POS_CARD, POSITIONS, SAME_RANK, lay_off, usable
from cardkit.rummy500.rules import (
    DRAW_PHASE,
    Discard,
    Draw,
    EndHand,
    LayOff,
    Meld,
    RummyState,
    RummyView,
    Take,
    holds_meld,
)
from cardkit.rummy500.teaching import meld_text

CARDS_RANGE = range(52)
KEEP_HIGH = 2.0  # melded cards score their points, so a low card is thrown away before a high one
# A discard the next player could take from the pile and meld with pile cards: surely (about the 20 points of the
# meld they would score), or per unit of the chance that they hold a card to complete it. Chosen by measured
# strength against the Normal that ignored the offer: docs/benchmarks.md, "Bots".
SURE_OFFER = 40.0
LIKELY_OFFER = 20.0
LEFT_IN_HAND = 0.0  # not counted: they show no steady cost (notebooks/rummy500-when-deep-takes-pay, section 5)
ROLLOUT_TURNS = 60  # rollouts stop after this many turns and count the hand as it stands


def put_down_points(state: RummyState, action) -> int:
    """The points a Meld or LayOff scores for the player making it."""
    if type(action) is Meld:
        return MELDS[sum(BIT[c] for c in action.cards)].points
    _, _, points = lay_off(state.melds[action.meld], action.card)
    return points


def best_put_down(state: RummyState, legal: list):
    """The meld or lay-off scoring the most (a meld first on equal points), or None."""
    best, best_key = None, None
    for action in legal:
        kind = type(action)
        if kind is Meld or kind is LayOff:
            key = (put_down_points(state, action), kind is Meld)
            if best_key is None or key > best_key:
                best, best_key = action, key
    return best


def _near(card: int, gap: int) -> int:
    """The cards of ``card``'s suit ``gap`` ranks away, counting round the corner (Aces are high too)."""
    suit, rank = SUIT_OF[card], RANK_OF[card]
    return sum(BIT[suit * 13 + r] for r in range(13) if min(abs(r - rank), 13 - abs(r - rank)) == gap)


NEXT_TO = tuple(_near(c, 1) for c in CARDS_RANGE)
TWO_AWAY = tuple(_near(c, 2) for c in CARDS_RANGE)


def _run_mates(card: int) -> tuple[int, ...]:
    """The pairs of cards of ``card``'s suit that make a run of three with it (an Ace high or low)."""
    suit = SUIT_OF[card]
    pairs = []
    for p in POSITIONS[card]:
        for start in range(max(0, p - 2), min(p, 11) + 1):  # a run of three starts at position 0 to 11
            pairs.append(sum(BIT[POS_CARD[suit][q]] for q in range(start, start + 3) if q != p))
    return tuple(dict.fromkeys(pairs))


RUN_MATES = tuple(_run_mates(c) for c in CARDS_RANGE)
RANK_MATES = tuple(SAME_RANK[c] & ~BIT[c] for c in CARDS_RANGE)
MELD_MATES = tuple(reduce(or_, RUN_MATES[c], RANK_MATES[c]) for c in CARDS_RANGE)  # any card it melds with
ALL_CARDS = (1 << 52) - 1


class Offer(NamedTuple):
    """What a discard could give the next player, as the player discarding sees it (public cards only)."""

    pile: int  # the discard pile's cards, before the discard
    holds: int  # the cards the next player is known to hold (taken from the pile)
    unseen: int  # the cards the discarding player has not seen: any may be in the next player's hand
    share: float  # the chance that a given unseen card is in the next player's hand


def offer_of(state: RummyState, seat: int, hand: int, pile: list[int]) -> Offer:
    """What ``seat``, holding ``hand``, can tell of the next player when it discards on ``pile``."""
    following = (seat + 1) % len(state.hands)
    pile_mask = 0
    for card in pile:
        pile_mask |= BIT[card]
    seen = hand | pile_mask
    for meld in state.melds:
        seen |= meld.mask
    for known in state.known:
        seen |= known
    unseen = ALL_CARDS & ~seen
    free = state.hands[following].bit_count() - state.known[following].bit_count()  # hand sizes are public
    count = unseen.bit_count()
    return Offer(pile_mask, state.known[following], unseen, free / count if count else 0.0)


def offered(card: int, offer: Offer) -> float:
    """The chance that ``card``, thrown, lets the next player take from the pile and meld it with pile cards:
    1 when the taken cards alone make the meld (or with a card the next player is known to hold), else the
    chance that they hold one of the unseen cards that would complete a meld of ``card`` and a pile card.
    (Bit masks only: this runs for every card of every discard in every rollout.)"""
    pile, holds = offer.pile, offer.holds
    if not pile & MELD_MATES[card]:
        return 0.0  # no pile card melds with it: most cards, most of the time
    wanted = 0  # unseen cards that would complete such a meld
    mates = RANK_MATES[card] & pile
    if mates:
        if mates & (mates - 1):
            return 1.0  # two cards of its rank in the pile
        rest = RANK_MATES[card] & ~pile
        if rest & holds:
            return 1.0
        wanted = rest & offer.unseen
    for pair in RUN_MATES[card]:
        shown = pair & pile
        if shown:
            if shown == pair:
                return 1.0
            rest = pair ^ shown
            if rest & holds:
                return 1.0
            wanted |= rest & offer.unseen
    if not wanted:
        return 0.0
    return 1.0 - (1.0 - offer.share) ** wanted.bit_count()


def usefulness(card: int, hand: int, state: RummyState) -> float:
    """How likely a card in hand is to join a meld: pairs, run neighbours, and table melds.
    (Bit counts: this runs for every card of every discard in every rollout.)"""
    score = 4 * ((hand & SAME_RANK[card]).bit_count() - (hand >> card & 1))
    score += 3 * (hand & NEXT_TO[card]).bit_count() + (hand & TWO_AWAY[card]).bit_count()
    if state.accept_mask >> card & 1:
        score += 5  # someone could lay it off: do not hand it over
    return float(score)


def ranked_discards(state: RummyState, legal: list) -> list:
    """The mover's discards, the one Normal throws first."""
    hand = state.hands[state.mover]
    offer = offer_of(state, state.mover, hand, state.pile)
    discards = [a for a in legal if type(a) is Discard]
    return sorted(discards, key=lambda a: discard_key(a.card, hand, state, offer))


def _meld_out(state: RummyState) -> int:
    """Put down every meld and lay-off the Normal way; the points scored."""
    seat, scored = state.mover, 0
    while state.mover == seat and state.phase != DRAW_PHASE:
        action = best_put_down(state, state.legal_actions())
        if action is None:
            break
        scored += put_down_points(state, action)
        state.play(action)
    return scored


def take_value(world: RummyState, take: Take) -> float:
    """What taking from the pile earns this turn, less what the cards left in hand may cost."""
    state = world.clone()
    taken = world.pile[take.index :]
    state.play(take)
    scored = _meld_out(state)
    if state.mover is None:
        return scored + 100  # the take lets this player go out
    left = state.hands[world.mover] & sum(BIT[c] for c in taken)
    return scored - LEFT_IN_HAND * sum(POINTS[c] for c in indices_of(left))


def _melds_at_once(world: RummyState, take: Take) -> bool:
    state = world.clone()
    state.play(take)
    return _meld_out(state) > 0


class DrawChoice(NamedTuple):
    """A draw-phase move and what Normal thinks it is worth."""

    value: float
    action: object


def ranked_draws(world: RummyState, legal: list) -> list[DrawChoice]:
    """The draw-phase choices with Normal's value, best first (drawing from the stock is worth 0)."""
    scored = []
    for action in legal:
        if type(action) is Take:
            top = action.index == len(world.pile) - 1
            if top and not holds_meld(world.hands[world.mover] | BIT[world.pile[-1]], world.accept_mask):
                value = 0.0  # nothing to put down after taking it: no need to play the take out
            else:
                value = take_value(world, action)
            if top and value <= 0:
                value = -1.0  # the top card alone only when it melds at once
            scored.append(DrawChoice(value, action))
        else:
            scored.append(DrawChoice(0.0 if type(action) is Draw else -0.5, action))  # stock empty: end the hand
    scored.sort(key=lambda choice: -choice.value)
    return scored


def normal_move(state: RummyState, rng: random.Random):
    """Normal's move for the player to move in ``state`` (a world consistent with its view)."""
    legal = state.legal_actions()
    if state.phase == DRAW_PHASE:
        return ranked_draws(state, legal)[0].action
    put_down = best_put_down(state, legal)
    if put_down is not None:
        return put_down
    hand = state.hands[state.mover]
    offer = offer_of(state, state.mover, hand, state.pile)
    return min((a for a in legal if type(a) is Discard), key=lambda a: discard_key(a.card, hand, state, offer))


def beginner_move(state: RummyState, rng: random.Random):
    legal = state.legal_actions()
    if state.phase == DRAW_PHASE:
        for action in legal:
            if type(action) is Take and _melds_at_once(state, action):
                return action
        return Draw() if Draw() in legal else EndHand()
    put_down = [a for a in legal if type(a) is Meld or type(a) is LayOff]
    if put_down:
        return put_down[rng.randrange(len(put_down))]
    top = 0
    for card in state.pile[-2:]:  # a beginner glances at the top card or two of the pile, never deeper
        top |= BIT[card]
    glance = Offer(top, 0, 0, 0.0)
    return max(
        (a for a in legal if type(a) is Discard),
        key=lambda a: (offered(a.card, glance) < 1.0, POINTS[a.card], rng.random()),  # 1.0: they surely meld it
    )


def _from_view(move):
    def policy(view: RummyView, rng: random.Random):
        return move(view.resample(rng), rng)

    return policy


def play_normal(state: RummyState, rng: random.Random) -> None:
    """Let Normal play every seat to the end of the hand, or for ROLLOUT_TURNS more turns."""
    last_turn = state.turn + ROLLOUT_TURNS
    while state.mover is not None and state.turn < last_turn:
        state.play(normal_move(state, rng))  # chosen from the state's legal moves; play records it


def passed_up(hand: int, pile: list[int], table: list) -> bool:
    """Could this hand use none of the discard-pile cards below the top one (with the cards above)?"""
    above = 0
    for i in range(len(pile) - 2, -1, -1):
        above |= BIT[pile[i]]
        if usable(pile[i], hand | above, table):
            return False
    return True


def plausible(world: RummyState, view: RummyView) -> bool:
    """Does an imagined deal fit what the others did? Players put down what they can (cards kept in
    hand count against them), so whoever has played holds no meld; the last player, who threw the
    top card, passed up every card below it; and before this seat draws, the table is as the last
    player left it, so it holds no lay-off either (later this turn, new melds may take its cards)."""
    players, first = view.players, (view.dealer + 1) % view.players
    last = (view.seat - 1) % players
    as_left = view.phase == "draw"
    for seat in range(players):
        if seat != view.seat and view.turn > (seat - first) % players:
            accepts = world.accept_mask if seat == last and as_left else 0
            if holds_meld(world.hands[seat], accepts):
                return False
    return view.turn == 0 or passed_up(world.hands[last], world.pile, world.melds if as_left else [])


def discard_key(card: int, hand: int, state: RummyState, offer: Offer) -> tuple[float, int]:
    """Normal throws away the card of its hand with the lowest key: a low card unlikely to join a meld,
    and not one the next player could take from the pile with pile cards to meld."""
    chance = offered(card, offer)
    cost = SURE_OFFER if chance == 1.0 else LIKELY_OFFER * chance
    return usefulness(card, hand, state) + KEEP_HIGH * POINTS[card] + cost, card


def deal_weight(world: RummyState, view: RummyView) -> float:
    """How likely the others' discards were with the hands of an imagined deal, from 0 to 1.

    Players throw away the card they need least: the last player, whose hand has not changed since,
    kept no card it needed less than the one it threw (nor one the thrown card melded with); and a
    card thrown earlier rarely pairs with a card still held (the pair came later, or the card was
    thrown for want of a worse one). Cards others took from the pile are the same in every deal,
    so they do not count."""
    weight, pile, pile_from = 1.0, world.pile, world.pile_from
    last = (view.seat - 1) % view.players
    top_from_last = view.turn > 0 and pile and pile_from[-1] == last
    for i, card in enumerate(pile[:-1] if top_from_last else pile):
        seat = pile_from[i]
        if seat >= 0 and seat != view.seat:
            free = world.hands[seat] & ~world.known[seat]
            weight *= PAIRED ** (free & (SAME_RANK[card] | NEXT_TO[card])).bit_count()
    if top_from_last:
        thrown = pile[-1]
        held = world.hands[last] | BIT[thrown]
        if holds_meld(held, world.accept_mask):
            return weight * MELDABLE
        offer = offer_of(world, last, held, pile[:-1])  # as the last player saw the pile and us
        key = discard_key(thrown, held, world, offer)
        kept = sum(discard_key(c, held, world, offer) < key for c in indices_of(world.hands[last] & ~world.known[last]))
        weight *= WORSE**kept
    return weight


def likely_deal(view: RummyView, rng: random.Random) -> RummyState:
    """A deal of the unseen cards that fits the others' play: re-deal them until a deal is
    plausible and passes a draw weighted by :func:`deal_weight` (rejection sampling, so the deals
    come in proportion to how likely they make the others' discards). After DEAL_TRIES deals, the
    likeliest plausible one seen (any one if none was plausible)."""
    world = view.resample(rng)
    others = [s for s in range(view.players) if s != view.seat]
    room = [(world.hands[s] & ~world.known[s]).bit_count() for s in others]
    pool = sorted(c for s in others for c in indices_of(world.hands[s] & ~world.known[s])) + sorted(world.stock)
    dealt, random_ = sum(room), rng.random
    best, best_weight = None, -1.0
    for _ in range(DEAL_TRIES):
        for i in range(dealt):  # deal the hands only (the first cards of a Fisher-Yates shuffle)
            j = i + int(random_() * (len(pool) - i))
            pool[i], pool[j] = pool[j], pool[i]
        start = 0
        for seat, n in zip(others, room):
            world.hands[seat] = world.known[seat] | sum(BIT[c] for c in pool[start : start + n])
            start += n
        if not plausible(world, view):
            continue
        weight = deal_weight(world, view)
        if random_() < weight:
            best = None
            break
        if weight > best_weight:
            best, best_weight = (list(world.hands), pool[dealt:]), weight
    if best is not None:
        world.hands, stock = best
    else:
        stock = pool[dealt:]
    rng.shuffle(stock)  # the stock's order is only shuffled for the deal kept
    world.stock = stock
    return world


def expert_candidates(view: RummyView) -> list:
    """The moves the Expert weighs: Normal's best few draws or discards; with a meld or lay-off to put
    down, Normal's best one and the discards that hold it back (a strong player's option: a meld on the
    table takes the other player's lay-offs too); and the safe high discard, the card counting the most
    that offers the next player nothing (Normal throws low cards first; a high one costs the most if the
    other player goes out). Judged by a player who sees the other hand, each widening chose better moves:
    docs/benchmarks.md, "Bots"."""
    world = view.resample(random.Random(0))  # only the seat's own hand and the table matter here
    legal = world.legal_actions()
    if world.phase == DRAW_PHASE:
        return [choice.action for choice in ranked_draws(world, legal)[:EXPERT_WIDTH]]
    discards = ranked_discards(world, legal)
    put_down = best_put_down(world, legal)
    weighed = discards[:EXPERT_WIDTH] if put_down is None else [put_down, *discards[: EXPERT_WIDTH - 1]]
    offer = offer_of(world, world.mover, world.hands[world.mover], world.pile)
    safe = [a for a in discards if a not in weighed and offered(a.card, offer) == 0.0]
    if safe:
        weighed.append(max(safe, key=lambda a: POINTS[a.card]))
    return weighed


EXPERT_WIDTH = 4  # chosen by measured regret against a judge that sees the other hand: docs/benchmarks.md, "Bots"
EXPERT_SAMPLES = 240  # chosen by measured strength: docs/benchmarks.md, "Bots"
DEAL_TRIES = 100
WORSE = 0.05  # per card the last player kept though it needed it less than the card it threw
PAIRED = 0.4  # per card held that pairs with (or is next to) a card its player threw earlier
MELDABLE = 0.02  # the last player threw a card that melded with its hand


# Hints state facts the engine checks (tests/test_hints_true.py), each a claim of the Reason:
# ("melds", card) the card joins a meld of the hand at once after the move, ("lays_off", card) it can
# be laid off at once, ("scores", n) the move lets n points be put down this turn (the Normal way),
# ("points", action, n) a meld or lay-off scores n, ("no_take_melds",) no take from the pile lets its
# card meld or be laid off at once, ("stock_empty",) the stock is empty, ("highest", card) no card of
# the hand counts more. A discard's reason compares it with the discard it was preferred to (``rather``,
# by default Normal's next choice): ("offers", other, index, meld) thrown instead, ``other`` would let the
# next player take the pile from ``index`` and meld ``meld`` (a mask) with taken cards alone,
# ("offers_none", card) this discard lets nobody do that; ("may_offer", other, mate, wanted) thrown instead,
# ``other`` would make a meld with the pile card ``mate`` and any card of ``wanted`` (a mask of cards the seat
# has not seen), ("held_offer", other, mate, held) the same with a card of ``held``, which the next player
# took from the pile, ("no_pile_mate", card) no pile card melds with this one; ("accepted", other) a meld on the table
# takes ``other``, ("not_accepted", card) none takes this one; ("fewer", card, other) this card counts
# fewer points; ("alone", card) no card of the hand pairs with it or sits next to it in its suit, and
# ("partner", other) one does with ``other``; ("fewer_near", card, other) fewer cards of the hand share
# this card's rank or sit within two ranks of it in its suit than ``other``'s; ("only_discard",) no
# other card can be discarded. A card in a text is its ``short`` (a function of the language: "R♥" in
# French).


def after_take(world: RummyState, take: Take) -> RummyState:
    state = world.clone()
    state.play(take)
    return state


def melds_with(state: RummyState, card: int) -> bool:
    """Is there a meld of the hand using ``card`` among the mover's legal moves?"""
    return any(type(a) is Meld and card in a.cards for a in state.legal_actions())


def lays_off(state: RummyState, card: int) -> bool:
    return any(type(a) is LayOff and a.card == card for a in state.legal_actions())


def pile_meld(pile: list[int], card: int) -> tuple[int, int] | None:
    """Thrown on ``pile``, would ``card`` let the next player take from the pile a card that melds with the
    taken cards alone, ``card`` among them? (where the smallest such take starts, the meld's mask), or None."""
    pile = [*pile, card]
    taken = 0
    for index in range(len(pile) - 1, -1, -1):
        taken |= BIT[pile[index]]
        bottom = BIT[pile[index]]
        for mask in MELDS:
            if mask & bottom and mask & BIT[card] and not mask & ~taken:
                return index, mask
    return None


class PileMate(NamedTuple):
    mate: int  # the pile card the thrown card would meld with
    cards: int  # the cards that would complete that meld (a mask)
    held: bool  # ``cards`` are known to be in the next player's hand (taken from the pile), or else unseen


def pile_mate(card: int, offer: Offer) -> PileMate | None:
    """Thrown, would ``card`` meld with a pile card and one card the next player holds (known, taken from the
    pile) or may hold (one the discarding player has not seen)? The take the next player could then make
    (``offered`` weighs its chance), a known card first; None if there is none."""
    mates = RANK_MATES[card] & offer.pile
    for pool, held in ((offer.holds, True), (offer.unseen, False)):
        if mates and not mates & (mates - 1):
            wanted = RANK_MATES[card] & ~offer.pile & pool
            if wanted:
                return PileMate(mates.bit_length() - 1, wanted, held)
        for pair in RUN_MATES[card]:
            shown = pair & offer.pile
            if shown and shown != pair and (pair ^ shown) & pool:
                return PileMate(shown.bit_length() - 1, pair ^ shown, held)
    return None


def _partnered(card: int, hand: int) -> bool:
    """Does a card of the hand pair with ``card`` or sit next to it in its suit?"""
    return bool(hand & ~BIT[card] & (SAME_RANK[card] | NEXT_TO[card]))


def near(card: int, hand: int) -> int:
    """The cards of the hand of ``card``'s rank, or of its suit up to two ranks away."""
    return (hand & ~BIT[card] & (SAME_RANK[card] | NEXT_TO[card] | TWO_AWAY[card])).bit_count()


def discard_reason(world: RummyState, card: int, other: int | None, judged: bool) -> Reason:
    """Why throw ``card`` rather than ``other``: the first thing, in this order, that tells them apart
    (``judged``: ``other`` is the move the judge weighed next, so its play-outs decided when nothing else does)."""
    short = CARDS[card].short
    if other is None:
        return Reason("rummy500.hint.discard_only", {"card": short}, (("only_discard",),))
    offer, mine = pile_meld(world.pile, other), pile_meld(world.pile, card)
    names = {"card": short, "other": CARDS[other].short}
    if offer is not None and mine is None:
        index, mask = offer  # a meld has 3 cards or more, so the take starts below the thrown card
        above = len(world.pile) - index  # the cards above the one taken, the thrown card included
        return Reason(
            "rummy500.hint.discard_offers",
            {**names, "deep": CARDS[world.pile[index]].short, "n": above, "meld": text_of(indices_of(mask))},
            (("offers", other, index, mask), ("offers_none", card)),
        )
    if mine is None:  # no sure offer either way: one the next player could use if they hold a card
        seen = offer_of(world, world.mover, world.hands[world.mover], world.pile)
        chance = pile_mate(other, seen)
        if chance is not None and not seen.pile & MELD_MATES[card]:
            mate = CARDS[chance.mate].short
            if chance.held:  # a card of theirs everyone saw them take: it may be named
                held = Joined([card_text(c) for c in indices_of(chance.cards)], "rummy500.sep.comma", "rummy500.sep.or")
                return Reason(
                    "rummy500.hint.discard_offers_held",
                    {**names, "mate": mate, "held": held},
                    (("held_offer", other, chance.mate, chance.cards), ("no_pile_mate", card)),
                )
            # The completing cards are ones the seat has not seen: counted, never named (a text names only
            # cards its reader has seen).
            return Reason(
                "rummy500.hint.discard_may_offer",
                {**names, "mate": mate, "n": chance.cards.bit_count()},
                (("may_offer", other, chance.mate, chance.cards), ("no_pile_mate", card)),
            )
    table = world.accept_mask
    if table >> other & 1 and not table >> card & 1:
        return Reason("rummy500.hint.discard_accepted", names, (("accepted", other), ("not_accepted", card)))
    hand = world.hands[world.mover]
    if not _partnered(card, hand) and _partnered(other, hand):
        return Reason("rummy500.hint.discard_alone", names, (("alone", card), ("partner", other)))
    if POINTS[card] < POINTS[other]:
        return Reason(
            "rummy500.hint.discard_fewer",
            {**names, "points": POINTS[card], "more": POINTS[other]},
            (("fewer", card, other),),
        )
    if near(card, hand) < near(other, hand):
        return Reason(
            "rummy500.hint.discard_fewer_near", {**names, "near": near(card, hand)}, (("fewer_near", card, other),)
        )
    if judged:
        return Reason("rummy500.hint.discard_played_out", names)  # the judge's play-outs: its figures follow
    return Reason("rummy500.hint.discard_rule", names)


def reason(view: RummyView, action, rather=None) -> Reason:
    """Why ``action`` is a good move, as checkable claims (listed above); a discard is compared with
    ``rather`` (another discard: the next best the judge weighed), by default Normal's next choice."""
    kind = type(action)
    world = view.resample(random.Random(0))  # the seat's hand and the table are those of the view
    if kind is Draw or kind is EndHand:
        takes = [a for a in world.legal_actions() if type(a) is Take]
        usable_take = any(
            melds_with(after_take(world, a), world.pile[a.index]) or lays_off(after_take(world, a), world.pile[a.index])
            for a in takes
        )
        if usable_take:
            key = "rummy500.hint.draw_rather" if kind is Draw else "rummy500.hint.end_rather"
            return Reason(key, {})
        key = "rummy500.hint.draw" if kind is Draw else "rummy500.hint.end_hand"
        return Reason(key, {}, (("no_take_melds",),))
    if kind is Take:
        card = view.discard[action.index]
        n = len(view.discard) - action.index
        state = after_take(world, action)
        deep = action.index != len(view.discard) - 1
        if melds_with(state, card.index):
            return Reason(
                "rummy500.hint.take_deep" if deep else "rummy500.hint.take_top",
                {"card": card.short, "n": n},
                (("melds", card.index),),
            )
        if lays_off(state, card.index):
            return Reason("rummy500.hint.take_lay_off", {"card": card.short, "n": n}, (("lays_off", card.index),))
        scored = _meld_out(state.clone())
        if scored == 0 and Draw() not in world.legal_actions():
            return Reason("rummy500.hint.take_go_on", {"card": card.short}, (("stock_empty",),))
        if scored == 0:  # the Expert's choice, from its imagined deals (their figures follow the text)
            return Reason("rummy500.hint.take_later", {"card": card.short})
        return Reason("rummy500.hint.take_pays", {"card": card.short, "n": n, "points": scored}, (("scores", scored),))
    if kind is Meld:
        points = put_down_points(world, action)
        return Reason(
            "rummy500.hint.meld", {"cards": text_of(action.cards), "points": points}, (("points", action, points),)
        )
    if kind is LayOff:
        points = put_down_points(world, action)
        meld = meld_text([c.index for c in view.melds[action.meld].cards])  # named, never numbered
        return Reason(
            "rummy500.hint.lay_off",
            {"card": CARDS[action.card].short, "meld": meld, "points": points},
            (("points", action, points),),
        )
    judged = type(rather) is Discard and rather != action
    if not judged:
        rather = next((a for a in ranked_discards(world, world.legal_actions()) if a != action), None)
    return discard_reason(world, action.card, rather.card if rather is not None else None, judged)


def reason_beginner(view: RummyView, action) -> Reason:
    """The beginner's own reasons: it throws away its highest card."""
    if type(action) is Discard:
        return Reason(
            "rummy500.hint.discard_high",
            {"card": CARDS[action.card].short, "points": POINTS[action.card]},
            (("highest", action.card),),
        )
    return reason(view, action)


def explain(view: RummyView, action, language: str = "en", rather=None) -> str:
    """Why ``action`` is a good move, in one sentence (a discard compared with ``rather``)."""
    return reason(view, action, rather).text(language)


def explain_beginner(view: RummyView, action, language: str = "en") -> str:
    return reason_beginner(view, action).text(language)


def make(level: str, seed: int = 0):
    """The Rummy 500 bot of ``level`` (beginner, normal or expert)."""
    if level == "beginner":
        return HeuristicBot(_from_view(beginner_move), explain_beginner, seed)
    if level == "normal":
        return HeuristicBot(_from_view(normal_move), explain, seed)
    return SampleBot(EXPERT_SAMPLES, play_normal, expert_candidates, explain=explain, seed=seed, deal=likely_deal)
