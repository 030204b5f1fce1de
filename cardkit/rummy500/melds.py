"""Melds on small ints: which card sets are melds, what they score, and how a card can be used.

A run is described by positions 0-13 in its suit: 0 is the Ace played low (A-2-3), 1-12 the
cards 2 to King, 13 the Ace played high (Q-K-A). A run covers positions ``lo`` to ``hi``; it never
covers both 0 and 13 (K-A-2 would wrap). A meld on the table is a ``MeldOnTable``.

These functions are the rules' single source of truth: the engine's fast paths are tested to agree
with them, and the teaching API explains with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import NamedTuple

from cardkit.rummy500.cards import BIT, DECK, LOW_ACE_POINTS, POINTS, RANK_OF, SUIT_OF, indices_of

SET, RUN = 0, 1
KIND_NAMES = ("set", "run")
SUIT_BITS = 0x1FFF
LOW, HIGH = 0, 13  # the two positions of an Ace in a run

SHIFT = (0, 13, 26, 39)
RANK_MASK = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))
SAME_RANK = tuple(RANK_MASK[RANK_OF[c]] for c in DECK)
POS_CARD = tuple(tuple(s * 13 + p % 13 for p in range(14)) for s in range(4))
POSITIONS = tuple((LOW, HIGH) if RANK_OF[c] == 0 else (RANK_OF[c],) for c in DECK)
# SPAN[a][b]: the positions a .. b-1 (nothing when b <= a), in a suit's 14-position mask.
SPAN = tuple(tuple(sum(1 << p for p in range(a, b)) for b in range(15)) for a in range(15))
# STARTS[c]: where a window of three positions holding card c can start (0 to 11).
STARTS = tuple(sum(1 << i for i in range(12) if any(i <= p <= i + 2 for p in POSITIONS[c])) for c in DECK)


def extend(bits: int) -> int:
    """A suit's 13 card bits as 14 positions: the Ace (bit 0) also sits at position 13."""
    return bits | (bits & 1) << 13


def suit_positions(hand: int, suit: int) -> int:
    return extend(hand >> SHIFT[suit] & SUIT_BITS)


def run_mask(suit: int, lo: int, hi: int) -> int:
    mask = 0
    for p in range(lo, hi + 1):
        mask |= BIT[POS_CARD[suit][p]]
    return mask


class MeldInfo(NamedTuple):
    """What a set of cards is as a meld (``MELDS``, keyed by the cards' mask)."""

    kind: int  # SET or RUN
    key: int  # the rank of a set, the suit of a run
    lo: int  # a run covers positions lo to hi (a set: 0 and 0)
    hi: int
    order: tuple[int, ...]  # the cards as shown: a set by suit, a run from low to high
    points: int


class MeldOnTable(NamedTuple):
    """A meld on the table. The rules here read only what it is: ``kind`` to ``mask``. The rest is the
    engine's account of it: who put down what, and what can still be laid off on it (filled in by
    ``rules._accepts``); a meld known only by its cards (the teaching API's table, or the table
    one move ahead) leaves them empty."""

    kind: int  # SET or RUN
    key: int  # the rank of a set, the suit of a run
    lo: int  # a run covers positions lo to hi (a set: 0 and 0)
    hi: int
    mask: int  # its cards, those laid off on it included
    owner: int = -1  # the seat that melded it
    melded: tuple[int, ...] = ()  # the cards its owner put down, as shown
    melded_points: int = 0  # what they scored for the owner
    laid_off: tuple[tuple[int, int, int], ...] = ()  # (card, seat, points) of each card laid off on it, in order
    accepts: tuple = ()  # (card bit, LayOff action) for each card that can still be laid off on it
    accept_mask: int = 0  # the bits of those cards


def meld_points_of(kind: int, lo: int, mask: int) -> int:
    """The points of a meld's cards: their values, an Ace at the low end of a run counting 1."""
    points = sum(POINTS[c] for c in indices_of(mask))
    if kind == RUN and lo == LOW:
        points += LOW_ACE_POINTS - POINTS[0]
    return points


def _all_melds() -> dict[int, MeldInfo]:
    melds: dict[int, MeldInfo] = {}
    for r in range(13):
        suits = [s * 13 + r for s in range(4)]
        for size in (3, 4):
            for group in combinations(suits, size):
                mask = sum(BIT[c] for c in group)
                melds[mask] = MeldInfo(SET, r, 0, 0, group, meld_points_of(SET, 0, mask))
    for s in range(4):
        for lo in range(14):
            for hi in range(lo + 2, 14):
                if (lo, hi) == (LOW, HIGH):
                    continue
                mask = run_mask(s, lo, hi)
                # A-2-...-K and 2-...-K-A are the same 13 cards: the Ace counts high (15), the
                # better score for whoever melds them; so the high reading overwrites the low one.
                melds[mask] = MeldInfo(
                    RUN, s, lo, hi, tuple(POS_CARD[s][p] for p in range(lo, hi + 1)), meld_points_of(RUN, lo, mask)
                )
    return melds


MELDS: dict[int, MeldInfo] = _all_melds()
RUNS_BY_SUIT: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m, info in MELDS.items() if info.kind == RUN and info.key == s) for s in range(4)
)


def ends(info: MeldInfo, cards: Sequence[int]) -> tuple[int, int]:
    """(lo, hi) of the meld ``info`` of ``cards``, listed as the table shows them. ``MELDS`` reads a
    run of all 13 cards with the Ace high; on the table, listed with the Ace first, the Ace is low."""
    if info.kind == RUN and len(cards) == 13 and RANK_OF[cards[0]] == 0:
        return LOW, HIGH - 1
    return info.lo, info.hi


def accepted(meld: MeldOnTable) -> tuple[int, ...]:
    """The cards that can be laid off on a table meld: a set's missing card, a run's next cards."""
    kind, key, lo, hi, mask = meld.kind, meld.key, meld.lo, meld.hi, meld.mask
    if kind == SET:
        missing = RANK_MASK[key] & ~mask
        return tuple(indices_of(missing)) if bin(mask).count("1") == 3 else ()
    out = []
    if hi < HIGH:
        out.append(POS_CARD[key][hi + 1])
    if lo > LOW:
        c = POS_CARD[key][lo - 1]
        if not mask & BIT[c] and c not in out:
            out.append(c)
    return tuple(c for c in out if not mask & BIT[c])


def lay_off(meld: MeldOnTable, card: int) -> tuple[int, int, int]:
    """Where ``card`` goes on a table meld that accepts it: (lo, hi, points for whoever lays it off).

    On a run from 2 to King the Ace could go at either end; it goes high (15 points), the better
    score, since the run is then complete either way.
    """
    key, lo, hi = meld.key, meld.lo, meld.hi
    if meld.kind == SET:
        return lo, hi, POINTS[card]
    if hi < HIGH and POS_CARD[key][hi + 1] == card:
        return lo, hi + 1, POINTS[card]
    return lo - 1, hi, LOW_ACE_POINTS if lo - 1 == LOW else POINTS[card]


def usable(card: int, hand: int, table: Iterable[MeldOnTable]) -> bool:
    """Can ``card`` (held in ``hand``, a mask) be melded or laid off this turn, with ``table``?

    Melded: in a set or run made of hand cards. Laid off: on a table meld, possibly after laying
    off the hand cards between that meld's end and this card. (Laying it off on a meld made this
    turn from hand cards is the same as melding it with them, so it needs no case of its own.)
    """
    if bin(hand & SAME_RANK[card]).count("1") >= 3:
        return True
    suit = SUIT_OF[card]
    e = suit_positions(hand, suit)
    if e & e >> 1 & e >> 2 & STARTS[card]:
        return True
    for meld in table:
        if meld.kind == SET:
            if meld.key == RANK_OF[card] and card in accepted(meld):
                return True
        elif meld.key == suit:
            lo, hi = meld.lo, meld.hi
            for p in POSITIONS[card]:
                if p > hi and e & SPAN[hi + 1][p] == SPAN[hi + 1][p]:
                    return True
                if p < lo and e & SPAN[p + 1][lo] == SPAN[p + 1][lo]:
                    return True
    return False


class Way(NamedTuple):
    """One way to use a card: ``kind`` "set" or "run" (a meld of ``cards`` from hand) or "lay-off"
    (laying off ``cards`` in that order, the card itself last, on table meld number ``meld``)."""

    kind: str
    cards: tuple[int, ...]
    meld: int


def ways(card: int, hand: int, table: Sequence[MeldOnTable]) -> list[Way]:
    """Every way to meld or lay off ``card`` this turn (the same cases as :func:`usable`)."""
    found: list[Way] = []
    mates = [c for c in indices_of(hand & SAME_RANK[card]) if c != card]
    for size in (2, 3):
        for group in combinations(mates, size):
            found.append(Way("set", MELDS[BIT[card] | sum(BIT[c] for c in group)].order, -1))
    suit = SUIT_OF[card]
    e = suit_positions(hand, suit)
    runs = set()
    for p in POSITIONS[card]:
        lo = p
        while lo > 0 and e >> (lo - 1) & 1:
            lo -= 1
        hi = p
        while hi < 13 and e >> (hi + 1) & 1:
            hi += 1
        for a in range(lo, p + 1):
            for b in range(max(p, a + 2), hi + 1):
                if (a, b) != (LOW, HIGH):
                    runs.add(run_mask(suit, a, b))
    for mask in sorted(runs, key=lambda m: (bin(m).count("1"), MELDS[m].lo)):
        found.append(Way("run", MELDS[mask].order, -1))
    for i, meld in enumerate(table):
        if meld.kind == SET:
            if meld.key == RANK_OF[card] and card in accepted(meld):
                found.append(Way("lay-off", (card,), i))
            continue
        if meld.key != suit:
            continue
        lo, hi = meld.lo, meld.hi
        chains = []
        for p in POSITIONS[card]:
            if p > hi and e & SPAN[hi + 1][p] == SPAN[hi + 1][p]:
                chains.append(tuple(POS_CARD[suit][q] for q in range(hi + 1, p + 1)))
            if p < lo and e & SPAN[p + 1][lo] == SPAN[p + 1][lo]:
                chains.append(tuple(POS_CARD[suit][q] for q in range(lo - 1, p - 1, -1)))
        for chain in dict.fromkeys(chains):
            found.append(Way("lay-off", chain, i))
    return found


def completions(card: int, held: int, pool: Sequence[int], table: Iterable[MeldOnTable]) -> list[tuple[int, ...]]:
    """The sets of ``pool`` cards which, added to ``held`` (a mask holding ``card``), let ``card`` be
    used: the smallest sets for each way (two mates, a window of a run, the cards up to a table run).
    Resampling uses it to give a player who took deep the cards the take required."""
    in_pool = 0
    for c in pool:
        in_pool |= BIT[c]
    avail = held | in_pool
    found: list[tuple[int, ...]] = []
    mates = [c for c in indices_of(SAME_RANK[card] & in_pool)]
    need = max(0, 2 - bin(held & SAME_RANK[card] & ~BIT[card]).count("1"))
    found.extend(combinations(mates, need))
    suit = SUIT_OF[card]
    e = suit_positions(avail, suit)
    for p in POSITIONS[card]:
        for start in (p - 2, p - 1, p):
            window = [q for q in range(start, start + 3) if q != p]
            if 0 <= start <= 11 and all(e >> q & 1 for q in window):
                found.append(tuple(POS_CARD[suit][q] for q in window if in_pool & BIT[POS_CARD[suit][q]]))
    for meld in table:
        if meld.kind == SET:
            if meld.key == RANK_OF[card] and card in accepted(meld):
                found.append(())
        elif meld.key == suit:
            lo, hi = meld.lo, meld.hi
            for p in POSITIONS[card]:
                between = range(hi + 1, p) if p > hi else range(p + 1, lo) if p < lo else None
                if between is not None and all(e >> q & 1 for q in between):
                    found.append(tuple(POS_CARD[suit][q] for q in between if in_pool & BIT[POS_CARD[suit][q]]))
    return list(dict.fromkeys(found))
