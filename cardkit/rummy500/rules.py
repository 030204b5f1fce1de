"""Rummy 500 as played on JoyPip: the engine. A State is ONE HAND; the Match chains hands.

Cards are ints 0-51 (``cards.py``), hands are bit masks, and a meld on the table is a
``MeldOnTable`` (``melds.py``): which cards it holds, who put down what, and what can still be laid
off on it (``_accepts``).

A turn is: draw (``Draw``, or ``Take(index)``: the discard-pile card at ``index``, counted from the
bottom, with every card above it), then any number of ``Meld`` and ``LayOff``, then ``Discard``.
Emptying the hand (by melding/laying off everything, or by the discard) ends the hand at once.
When the stock is empty at the start of a turn, the player takes from the discard pile or plays
``EndHand``.

Two promises the legal moves keep, so that a player can always finish the turn:
- After taking more than one card the deepest one must be melded or laid off this turn. The take is
  offered only when there is a way, and while the obligation is open only moves after which a way
  still exists are offered (a move using the card clears it); discarding waits until it is used.
- The top card taken alone may not be discarded this turn. A meld or lay-off that would leave that
  card alone in hand is offered only if a meld on the table can then take it (so the player goes out).

Termination: a hand can in principle go on for ever (players who always take the top discard and
throw another card never empty the stock, and with the stock empty nobody has to end the hand).
The ``turn_limit`` option (0 = no limit, normal play) ends the hand after that many turns, scored
as usual. Without it, random players still end every hand:
- the uniformly random bot: each turn starts with ``Draw`` (while the stock lasts) or ``EndHand``
  (once it is empty) among at most 53 choices;
- ``play_random`` (a kind of move first, then a move of that kind): each turn starts with the
  stock's move with a chance of one in three at least (one of at most three kinds).
Either way each turn draws from the stock with a chance bounded away from zero, so the stock empties
with probability one, and from then on each turn ends the hand with the same chance: the number of
turns has an exponential tail. A turn itself ends: each meld or lay-off takes cards from the hand, so
a discard (or going out) comes after at most as many of them as the hand holds cards. The benchmark
sets ``turn_limit`` for a hard bound anyway.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import reduce
from operator import attrgetter, or_
from typing import Any, NamedTuple

from cardkit.core import Action, MatchRules, Score, State, View, make_score
from cardkit.core.game import IllegalAction, bad_option, make_options
from cardkit.i18n import Text
from cardkit.rummy500.cards import (
    BIT,
    CARDS,
    DECK,
    LOW_ACE_POINTS,
    POINTS,
    RANK_OF,
    SUIT_OF,
    Card,
    card_text,
    cards_of,
    ids,
    indices_of,
    mask_of,
    text_of,
    to_indices,
)
from cardkit.rummy500.explain import BadCards, Refusal
from cardkit.rummy500.melds import (
    HIGH,
    KIND_NAMES,
    LOW,
    MELDS,
    POS_CARD,
    POSITIONS,
    RANK_MASK,
    RUN,
    SAME_RANK,
    SET,
    SHIFT,
    SPAN,
    STARTS,
    SUIT_BITS,
    MeldOnTable,
    completions,
    ends,
    lay_off,
    meld_points_of,
    usable,
    ways,
)
from cardkit.rummy500.teaching import meld_text, not_a_meld_reason, table_cards, table_meld, take_text, ways_text

HAND_SIZE = {2: 13, 3: 7, 4: 7}
MAX_MELDS = 17  # 52 cards, 3 at least per meld
DRAW_PHASE, PLAY_PHASE, OVER = 0, 1, 2
PHASES = ("draw", "play", "over")
TARGETS = (250, 500)


# ------------------------------------------------------------------------------------ options


@dataclass(frozen=True)
class Options:
    players: int = 2
    dealer: int = 0  # the player after the dealer starts
    turn_limit: int = 0  # 0: no limit; N: the hand ends (scored as usual) after N turns

    def check(self) -> None:
        if not 2 <= self.players <= 4:
            raise bad_option("Rummy 500", "players", Text("rummy500.option.players", n=self.players))
        if not 0 <= self.dealer < self.players:
            raise bad_option(
                "Rummy 500", "dealer", Text("rummy500.option.dealer", last=self.players - 1, n=self.dealer)
            )
        if self.turn_limit < 0:
            raise bad_option("Rummy 500", "turn_limit", Text("rummy500.option.turn_limit", n=self.turn_limit))


@dataclass(frozen=True)
class MatchOptions:
    players: int = 2
    dealer: int = 0  # the first hand's dealer; the deal passes to the next seat each hand
    target: int = 500
    turn_limit: int = 0

    def check(self) -> None:
        Options(self.players, self.dealer, self.turn_limit).check()
        if self.target not in TARGETS:
            raise bad_option("Rummy 500", "target", Text("rummy500.option.target", n=self.target))


class RummyMatch(MatchRules):
    """Hands until someone has reached the target at the end of a hand; the highest total wins
    and tied leaders win together. The dealer moves one seat on each hand."""

    Options = MatchOptions
    game = "Rummy 500"

    def deal_options(self, index: int, totals) -> dict | None:
        o = self.options
        if index > 0 and max(totals) >= o.target:
            return None
        return {"players": o.players, "dealer": (o.dealer + index) % o.players, "turn_limit": o.turn_limit}


# ------------------------------------------------------------------------------------ actions


class Draw(Action):
    """Draw the top card of the stock."""


class Take(Action):
    """Take the discard-pile card at ``index`` (0 = bottom) and every card above it."""

    index: int  # type: ignore[assignment]  # the field hides tuple.index, which no action uses


class Meld(Action):
    """Put down a set or a run of cards from hand (in any order)."""

    cards: tuple[int, ...]

    @classmethod
    def of(cls, cards: str | Sequence[Card | int | str]) -> Meld:
        """The meld of these cards ("7S 8S 9S", Cards or numbers) in the order legal_actions() lists it:
        a set by suit, a run from low to high."""
        indices = to_indices(cards)
        info = MELDS.get(mask_of(indices)) if len(set(indices)) == len(indices) else None
        return cls(info.order if info is not None else tuple(indices))


class LayOff(Action):
    """Add ``card`` from hand to table meld number ``meld`` (anyone's)."""

    card: int
    meld: int


class Discard(Action):
    """Discard ``card`` on the pile, ending the turn."""

    card: int


class EndHand(Action):
    """With the stock empty, end the hand instead of taking from the discard pile."""


DRAW, END_HAND = Draw(), EndHand()
_ACCEPT_MASK = attrgetter("accept_mask")  # a table meld's
TAKES = tuple(Take(i) for i in range(52))
DISCARDS = tuple(Discard(c) for c in DECK)
LAYOFFS = tuple(tuple(LayOff(c, i) for i in range(MAX_MELDS)) for c in DECK)
MELD_ACTIONS = {mask: Meld(info.order) for mask, info in MELDS.items()}
MELD_MASKS = {info.order: mask for mask, info in MELDS.items()}  # keyed by the cards: no action hashing
MELD_MASK_OF = {id(action): mask for mask, action in MELD_ACTIONS.items()}  # the built melds, by identity
# The actions legal_actions() hands out, built once and alive for good, so known by identity: well typed
# by construction, they skip State.apply's field-by-field type check.
BUILT = frozenset(
    map(id, (DRAW, END_HAND, *TAKES, *DISCARDS, *(a for row in LAYOFFS for a in row), *MELD_ACTIONS.values()))
)


def _set_melds() -> dict[int, tuple]:
    """The cards of one rank in hand (three or four of them) -> every set they can make."""
    sets = [m for m, info in MELDS.items() if info.kind == SET]
    return {held: tuple(MELD_ACTIONS[m] for m in sets if held & m == m) for held in sets}


SET_MELDS = _set_melds()
# Per suit, each pattern of held cards (its 13 bits) -> (the run melds among them, their discards), filled on
# first use: the play phase finds both with one look-up per suit.
_SUIT_MOVES: tuple[list, ...] = tuple([((), ())] + [None] * SUIT_BITS for _ in range(4))
NEAR = tuple(SAME_RANK[c] | SUIT_BITS << SHIFT[SUIT_OF[c]] for c in DECK)  # same rank or same suit
# The other cards of its rank and its two neighbours in its suit (an Ace's are the 2 and the King): a card
# that can be melded or laid off has one of them in hand, or is laid off directly on a table meld.
CLOSE = tuple(
    SAME_RANK[c] & ~BIT[c] | BIT[SUIT_OF[c] * 13 + (RANK_OF[c] + 1) % 13] | BIT[SUIT_OF[c] * 13 + (RANK_OF[c] - 1) % 13]
    for c in DECK
)
RUN_STARTS = sum(1 << (s * 13 + r) for s in range(4) for r in range(11))  # A-2-3 ... J-Q-K
ACES = sum(1 << (s * 13) for s in range(4))  # Q-K-A: bits 11 and 12 above an Ace
LOW_SUITS = (1 << 26) - 1  # the clubs and the diamonds


def holds_meld(hand: int, accepts: int) -> bool:
    """Could this hand meld, or lay off one of the cards in ``accepts`` (a mask)? The tests with which
    ``_play_actions`` looks for melds, without listing them."""
    a, b, c, d = hand & SUIT_BITS, hand >> 13 & SUIT_BITS, hand >> 26 & SUIT_BITS, hand >> 39
    if a & b & (c | d) | c & d & (a | b):  # a rank held three times
        return True
    if hand & hand >> 1 & hand >> 2 & RUN_STARTS or hand >> 11 & hand >> 12 & hand & ACES:
        return True
    return bool(hand & accepts)


def _reaches_run(card: int, e: int, runs: tuple) -> bool:
    """Can ``card`` be laid off on one of its suit's table ``runs`` ((lo, hi) each), after laying off
    the hand's cards between? ``e``: the suit's cards in hand as 14 positions (``melds.extend``)."""
    for lo, hi in runs:
        for p in POSITIONS[card]:
            if p > hi:
                m = SPAN[hi + 1][p]
                if e & m == m:
                    return True
            elif p < lo:
                m = SPAN[p + 1][lo]
                if e & m == m:
                    return True
    return False


def _runs_from() -> tuple[tuple[tuple, ...], ...]:
    """Per suit and lowest position (0: a low Ace ... 11: a Queen), the run melds from there, by highest
    position (None for a position below lo + 2, and for A-...-A and 2-...-K-A, which ``MELDS`` holds
    once as A-...-K): ``RUNS_BY_SUIT``'s order is by lowest position, then highest."""
    table = []
    for suit in range(4):
        rows = []
        for lo in range(12):
            row: list = [None] * 14
            for hi in range(lo + 2, 14):
                if (lo, hi) not in ((LOW, HIGH), (LOW + 1, HIGH)):
                    row[hi] = MELD_ACTIONS[sum(BIT[POS_CARD[suit][p]] for p in range(lo, hi + 1))]
            rows.append(tuple(row))
        table.append(tuple(rows))
    return tuple(table)


RUNS_FROM = _runs_from()


def _suit_moves(suit: int, bits: int) -> tuple[tuple, tuple]:
    """(every run meld, every discard) of a suit's cards in hand (``bits``: that suit's 13 bits), remembered.
    The runs in ``RUNS_BY_SUIT``'s order, found by walking the held stretches rather than by trying the 76
    runs of a suit: there are 8192 patterns a suit, a new one is met every few games for tens of thousands
    of games, and the trial cost a tenth of a fresh process's playouts."""
    e = bits | (bits & 1) << 13  # positions 0-13: an Ace is both low and high
    runs = []
    rows = RUNS_FROM[suit]
    for lo in range(12):
        if e >> lo & 7 == 7:  # three in a row from here
            row = rows[lo]
            hi = lo + 2
            while hi < 14 and e >> hi & 1:
                if row[hi] is not None:
                    runs.append(row[hi])
                hi += 1
    low = SHIFT[suit]
    found = _SUIT_MOVES[suit][bits] = (tuple(runs), tuple(DISCARDS[low + r] for r in range(13) if bits >> r & 1))
    return found


# The last list of legal moves handed out, and the state it was listed for (that state itself, not its id,
# which a new state could reuse): ``apply`` finds a move among them instead of checking it afresh, as long as
# that state has not moved since (``_do`` forgets the list when its state moves). One pair, replaced
# whole, so that a thread reading it never pairs one state with another's moves.
_listed: tuple[Any, tuple] = (None, ())


# random.shuffle's swaps, from the last place down: (place, bit length of the number of places up to it).
_SHUFFLE_STEPS = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))


def _shuffle(deck: list[int], rng: random.Random) -> None:
    """``rng.shuffle(deck)`` for a deck of 52: the same swaps and the same random draws, written out for a
    ``random.Random`` (whose ``_randbelow(n)`` draws n's bit length of random bits, again while not below n).
    A method call per card costs as much as the rest of the deal, a tenth of a random playout."""
    if type(rng) is not random.Random or len(deck) != 52:
        rng.shuffle(deck)
        return
    getrandbits = rng.getrandbits
    for i, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


# The cards whose points have bit 1, 2, 4 or 8 set (an Ace's 15 all four, a King's 10 the 2 and the 8): a
# hand's points are the sum of those bits, counted a bit at a time, with no loop over the hand's cards.
POINT_BITS = tuple(sum(BIT[c] for c in DECK if POINTS[c] & bit) for bit in (1, 2, 4, 8))


def _hand_points(mask: int) -> int:
    ones, twos, fours, eights = POINT_BITS
    return (
        (mask & ones).bit_count()
        + 2 * (mask & twos).bit_count()
        + 4 * (mask & fours).bit_count()
        + 8 * (mask & eights).bit_count()
    )


# ------------------------------------------------------------------------------------ the view


class LaidOff(NamedTuple):
    """A card laid off on a meld, and the seat that laid it off (and scores it)."""

    card: Card
    seat: int


class TableMeld(NamedTuple):
    """A meld on the table: its owner, "set" or "run", its cards (a set by suit, a run from low to
    high: an Ace first is low, last is high) and the cards laid off on it, by whom, in order."""

    owner: int
    kind: str
    cards: tuple[Card, ...]
    laid_off: tuple[LaidOff, ...]


class ScoreLine(NamedTuple):
    """One line of a seat's score for a hand: what scores, as a Text any language reads, and its points."""

    text: Text
    points: int


def score_lines(melds: Sequence[TableMeld], hand: Sequence[Card], seat: int) -> list[ScoreLine]:
    """How ``seat`` scores the hand, from what everyone sees once it ends: each meld it put down, each
    card it laid off (on anyone's meld; an Ace laid off below a 2 counts 1), then minus the cards left
    in its ``hand``. ``scores()`` and the board's score sheet both read these lines."""
    lines = []
    for meld in melds:
        if meld.owner == seat:
            laid = {lo.card for lo in meld.laid_off}
            base = [c.index for c in meld.cards if c not in laid]
            lines.append(ScoreLine(Text("rummy500.score.meld", meld=meld_text(base)), MELDS[mask_of(base)].points))
    for meld in melds:
        for lo in meld.laid_off:
            if lo.seat == seat:
                low_ace = meld.kind == "run" and lo.card.rank == 1 and lo.card == meld.cards[0]
                on = meld_text(c.index for c in meld.cards)
                lines.append(
                    ScoreLine(
                        Text("rummy500.score.laid", card=card_text(lo.card.index), meld=on),
                        LOW_ACE_POINTS if low_ace else POINTS[lo.card.index],
                    )
                )
    left = [c.index for c in hand]
    lines.append(
        ScoreLine(
            Text("rummy500.score.hand", cards=text_of(left) or Text("rummy500.score.nothing")),
            -sum(POINTS[c] for c in left),
        )
    )
    return lines


_ACCEPTS_MEMO: dict[tuple[int, int, int], tuple[tuple, int]] = {}  # (i, mask, lo) -> _accepts(...), filled on use


def _accepts(i: int, kind: int, key: int, lo: int, hi: int, mask: int) -> tuple[tuple, int]:
    """What table meld number ``i``, of these cards, accepts: ((card bit, LayOff action), ...) and the
    bits of those cards. The same cards as ``melds.accepted``, in bit work: this runs after every
    meld and lay-off, so it is remembered (the cards and where the run starts tell its kind, suit or
    rank and its end: at most 17 melds of a few hundred shapes)."""
    found = _ACCEPTS_MEMO.get((i, mask, lo))
    if found is None:
        found = _ACCEPTS_MEMO[i, mask, lo] = _accepted_by(i, kind, key, lo, hi, mask)
    return found


def _accepted_by(i: int, kind: int, key: int, lo: int, hi: int, mask: int) -> tuple[tuple, int]:
    if kind == SET:
        if mask.bit_count() != 3:
            return (), 0
        bit = RANK_MASK[key] & ~mask
        return ((bit, LAYOFFS[bit.bit_length() - 1][i]),), bit
    pairs, bits = [], 0
    if hi < HIGH and not mask & BIT[POS_CARD[key][hi + 1]]:  # (an A-K run holds its Ace already)
        c = POS_CARD[key][hi + 1]
        pairs.append((BIT[c], LAYOFFS[c][i]))
        bits = BIT[c]
    if lo > LOW:
        c = POS_CARD[key][lo - 1]
        if not (mask | bits) & BIT[c]:  # a 2-K run's Ace is offered once (it goes high)
            pairs.append((BIT[c], LAYOFFS[c][i]))
            bits |= BIT[c]
    return tuple(pairs), bits


def _meld_from_view(i: int, meld: TableMeld) -> MeldOnTable:
    """The engine's table meld number ``i`` from a view's TableMeld (its cards in order tell where an
    Ace is)."""
    cards = [c.index for c in meld.cards]
    mask = mask_of(cards)
    info = MELDS[mask]  # a view's melds are melds: no need of ``table_meld``'s checks, nor of its record
    kind, key = info.kind, info.key
    lo, hi = ends(info, cards)
    low_ace = cards[0] if kind == RUN and lo == LOW else -1
    points = {c: LOW_ACE_POINTS if c == low_ace else POINTS[c] for c in cards}
    laid_off = tuple((lay.card.index, lay.seat, points[lay.card.index]) for lay in meld.laid_off)
    laid = {c for c, _, _ in laid_off}
    melded = tuple(c for c in cards if c not in laid)
    accepts, accept_mask = _accepts(i, kind, key, lo, hi, mask)
    # From a tuple of all its fields, as in ``_do``: a bot re-deals views many times.
    return tuple.__new__(
        MeldOnTable,
        (kind, key, lo, hi, mask, meld.owner, melded, sum(points[c] for c in melded), laid_off, accepts, accept_mask),
    )


def _made(mask: int, i: int, seat: int) -> tuple[MeldOnTable, TableMeld]:
    """The meld of these cards put down by ``seat`` as table meld number ``i``, with what it accepts, and
    as everyone sees it. Both are tuples, never changed: ``_do`` remembers them (``_MELDS_MADE``)."""
    info = MELDS[mask]
    accepts, accept_mask = _accepts(i, info.kind, info.key, info.lo, info.hi, mask)
    # From a tuple of all its fields: MeldOnTable(...) without the Python call of its __new__ (a lay-off too).
    meld = tuple.__new__(
        MeldOnTable,
        (info.kind, info.key, info.lo, info.hi, mask, seat, info.order, info.points, (), accepts, accept_mask),
    )
    return meld, _shown(meld)


def _grown(i: int, meld: MeldOnTable, card: int) -> tuple[int, int, int, tuple, int, tuple[Card, ...]]:
    """Table meld number ``i`` once ``card`` is laid off on it: its ends, the card's points, what it then
    accepts (``_accepts``) and its cards as shown. These depend on its cards and where it starts alone:
    ``_do`` remembers them (``_GROWN``); who put down and laid off what is the meld's own."""
    lo, hi, points = lay_off(meld, card)
    mask = meld.mask | BIT[card]
    accepts, accept_mask = _accepts(i, meld.kind, meld.key, lo, hi, mask)
    cards = _shown(tuple.__new__(MeldOnTable, (meld.kind, meld.key, lo, hi, mask, *meld[5:])), ()).cards
    return lo, hi, points, accepts, accept_mask, cards


# (table meld number, cards, where it starts, card laid off) -> _grown(...)
_GROWN: dict[tuple[int, int, int, int], tuple[int, int, int, tuple, int, tuple[Card, ...]]] = {}
# (cards, table meld number, seat) -> _made(...): at most 17 places, 4 seats and a few hundred melds.
_MELDS_MADE: dict[tuple[int, int, int], tuple[MeldOnTable, TableMeld]] = {}
_SHOWN_CARDS: dict[tuple[int, int], tuple[Card, ...]] = {}  # (mask, lo) -> a table meld's cards as shown


def _shown(meld: MeldOnTable, laid_off: tuple[LaidOff, ...] | None = None) -> TableMeld:
    """A meld on the table as everyone sees it (its cards as ``table_cards`` shows them). ``laid_off``:
    the cards laid off on it as shown, when the caller has them already (a lay-off adds one)."""
    cards = _SHOWN_CARDS.get((meld.mask, meld.lo))
    if cards is None:
        cards = _SHOWN_CARDS[meld.mask, meld.lo] = tuple(CARDS[c] for c in table_cards(meld))
    if laid_off is None:
        laid_off = tuple(LaidOff(CARDS[c], s) for c, s, _ in meld.laid_off) if meld.laid_off else ()
    # From a tuple of its fields, without the NamedTuple's Python-level __new__: this runs at every meld
    # and lay-off, in playouts too.
    return tuple.__new__(TableMeld, (meld.owner, KIND_NAMES[meld.kind], cards, laid_off))


@dataclass(frozen=True)
class RummyView(View):
    seat: int
    to_move: int | None
    players: int
    dealer: int
    turn_limit: int
    phase: str  # "draw", "play" or "over"
    turn: int  # turns finished so far
    hand: tuple[Card, ...]  # this seat's own cards
    discard: tuple[Card, ...]  # the spread discard pile, bottom to top
    discard_from: tuple[int, ...]  # who discarded each of those cards (a seat; -1: turned up at the deal)
    melds: tuple[TableMeld, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    points: tuple[int, ...]  # points put down on the table so far, per seat (public)
    laid_off: tuple[tuple[Card, ...], ...]  # per seat, the cards it laid off (public)
    known: tuple[tuple[Card, ...], ...]  # per seat, cards it took from the discard pile and still holds
    must_use: Card | None  # the deepest card just taken, still to be melded or laid off this turn
    no_discard: Card | None  # the top card just taken alone, which may not be discarded this turn
    ended: str  # "", or how the hand ended: "out", "stock" or "limit"
    ended_by: int | None  # the seat that played the hand's last move
    shown_hands: tuple[tuple[Card, ...], ...]  # every hand, once the hand is over (shown for the count)
    legal: tuple

    def resample(self, rng: random.Random) -> RummyState:
        idx = lambda cs: [c.index for c in cs]  # noqa: E731
        state = RummyState.__new__(RummyState)
        state.options = Options(self.players, self.dealer, self.turn_limit)
        state.seed = None
        state.history = []
        state.pile = idx(self.discard)
        state.pile_from = list(self.discard_from)
        melds = [_meld_from_view(i, m) for i, m in enumerate(self.melds)]
        state.melds = melds
        state.points = list(self.points)
        state.known = [mask_of(idx(k)) for k in self.known]
        state.laid = [mask_of(idx(cs)) for cs in self.laid_off]
        seen = mask_of(idx(self.hand)) | mask_of(state.pile)
        for m in melds:
            seen |= m.mask
        for known in state.known:
            seen |= known
        for hand in self.shown_hands:
            seen |= mask_of(idx(hand))
        unseen = [c for c in DECK if not seen & BIT[c]]
        if self.shown_hands:
            state.hands = [mask_of(idx(h)) for h in self.shown_hands]
            rng.shuffle(unseen)
            state.stock = unseen
        else:
            state.hands, state.stock = self._deal_unseen(unseen, state.known, melds, rng)
        state.mover = self.to_move  # type: ignore[assignment]  # None: the view of a finished hand
        state.phase = PHASES.index(self.phase)
        state.must = self.must_use.index if self.must_use is not None else -1
        state.keep = self.no_discard.index if self.no_discard is not None else -1
        state.turn = self.turn
        state.ended = self.ended
        state.ended_by = -1 if self.ended_by is None else self.ended_by
        state._table = self.melds  # the view's table is the table
        state._table_changed()
        return state

    def _deal_unseen(self, unseen: list[int], known: list[int], melds: list, rng: random.Random):
        """(hands, stock): each other hand gets its known cards plus unseen ones, the rest is the stock.

        A player who took from deep in the pile and has not used the deepest card yet holds cards
        that make it usable (the take was allowed): deals that break this are redrawn, and after 50
        misses the cards of one way, chosen at random, are given to that player first.
        """
        mover, must = (
            self.to_move or 0,
            self.must_use.index if self.must_use is not None else -1,
        )  # or 0: over, must < 0
        room = [0 if s == self.seat else size - known[s].bit_count() for s, size in enumerate(self.hand_sizes)]
        own = mask_of(c.index for c in self.hand)
        for _ in range(50):
            rng.shuffle(unseen)
            hands, start = [], 0
            for seat in range(self.players):
                hands.append(own if seat == self.seat else known[seat] | mask_of(unseen[start : start + room[seat]]))
                start += room[seat]
            if must < 0 or mover == self.seat or usable(must, hands[mover], melds):
                return hands, unseen[start:]
        ways_ = [w for w in completions(must, known[mover], unseen, melds) if len(w) <= room[mover]]
        given = ways_[rng.randrange(len(ways_))]
        rest = [c for c in unseen if c not in given]
        rng.shuffle(rest)
        hands, start = [], 0
        for seat in range(self.players):
            extra = room[seat] - (len(given) if seat == mover else 0)
            hand = own if seat == self.seat else known[seat] | mask_of(rest[start : start + extra])
            hands.append(hand | mask_of(given) if seat == mover else hand)
            start += extra
        return hands, rest[start:]


# ------------------------------------------------------------------------------------ the game


class RummyState(State):
    name = "rummy500"
    title = "Rummy 500"
    Options = Options
    Actions = (Draw, Take, Meld, LayOff, Discard, EndHand)
    Match = RummyMatch
    # The views' table (``table``), built on demand: a cache of the melds, so kept in a slot, out of the
    # state's ``__dict__``, whose fields are the game (what clones copy and the conformance kit compares).
    __slots__ = ("_table",)
    _table: tuple[TableMeld, ...] | None  # None: not built since the hand was dealt or set up

    hands: list[int]  # bit masks
    stock: list[int]  # top card last
    pile: list[int]  # the discard pile, bottom card first
    pile_from: list[int]  # who discarded each pile card, everyone saw it (-1: turned up at the deal)
    melds: list[MeldOnTable]
    points: list[int]  # points each seat has put down on the table this hand
    known: list[int]  # per seat: cards taken from the discard pile in public and still held
    laid: list[int]  # per seat: the cards it laid off on the table this hand (public), kept for the views
    # Typed int for the hot path, which indexes with it: None only once the hand is over (_end), which
    # apply() and the loops check first.
    mover: int
    phase: int
    must: int  # the deepest card taken, still to be used this turn; -1 when none
    keep: int  # the top card taken alone, not to be discarded this turn; -1 when none
    turn: int  # turns finished
    ended: str
    ended_by: int  # the seat that played the last move of the hand; -1 while it goes on
    # derived from the table, rebuilt when it changes
    accept_mask: int  # every card the table accepts (each meld's ``accepts`` says on which meld)
    runs: tuple  # per suit, the (lo, hi) of its runs on the table

    def _deal(self, rng: random.Random) -> None:
        o = self.options
        deck = list(DECK)
        _shuffle(deck, rng)
        size = HAND_SIZE[o.players]
        first = (o.dealer + 1) % o.players
        self.hands = [0] * o.players
        # One card at a time, starting after the dealer: the k-th seat from there gets every players-th card
        # from the k-th (their bits are apart, so their sum is the hand's mask).
        for k in range(o.players):
            self.hands[(first + k) % o.players] = sum(map(BIT.__getitem__, deck[k : size * o.players : o.players]))
        self.pile = [deck[size * o.players]]
        self.pile_from = [-1]
        self.stock = deck[size * o.players + 1 :][::-1]
        self.melds = []
        self.points = [0] * o.players
        self._begin(first)

    def _begin(self, mover: int) -> None:
        """The hand starts with ``mover`` to draw, nobody's cards known, nothing owed."""
        self.known = [0] * self.options.players
        self.laid = laid = [0] * self.options.players
        for meld in self.melds:
            for card, seat, _ in meld.laid_off:
                laid[seat] |= BIT[card]
        self.mover = mover
        self.phase = DRAW_PHASE
        self.must = self.keep = -1
        self.turn = 0
        self.ended = ""
        self.ended_by = -1
        self._table = None
        self._table_changed()

    @property
    def table(self) -> tuple[TableMeld, ...]:
        """The melds as everyone sees them (the views' and the scores'). Built when first asked for, then
        kept up to date move by move (``_do``): steps and playouts that show nothing never build it."""
        table = self._table
        if table is None:
            table = self._table = tuple(map(_shown, self.melds))
        return table

    @classmethod
    def position(
        cls,
        hands: Sequence[str],
        discard: str = "",
        melds: Sequence[tuple[int, str]] = (),
        stock: str | None = None,
        to_move: int = 0,
        dealer: int | None = None,
        turn_limit: int = 0,
    ) -> RummyState:
        """A position set up from card texts, at the start of ``to_move``'s turn: the guide's partial
        positions, for tutorials and tests. ``melds`` are (owner, cards). ``stock`` lists the stock
        from its top card down; when it is not given, the cards named nowhere form the stock (and
        when it is, they are out of play: a partial position). It has no seed, so no record.
        """
        players = len(hands)
        if type(to_move) is not int or not 0 <= to_move < players:
            raise bad_option("Rummy 500", "to_move", Text("rummy500.option.to_move", last=players - 1, n=repr(to_move)))
        state = cls.__new__(cls)
        state.options = make_options(
            Options,
            cls.name,
            {
                "players": players,
                "dealer": (to_move - 1) % players if dealer is None else dealer,
                "turn_limit": turn_limit,
            },
        )
        state.seed = None
        state.history = []
        state.hands = [mask_of(ids(h)) for h in hands]
        state.pile = list(ids(discard))
        state.pile_from = [-1] * len(state.pile)
        state.melds = []
        state.points = [0] * players
        for owner, text in melds:
            shape = table_meld(ids(text))
            points = meld_points_of(shape.kind, shape.lo, shape.mask)
            accepts, accept_mask = _accepts(len(state.melds), shape.kind, shape.key, shape.lo, shape.hi, shape.mask)
            state.melds.append(
                shape._replace(
                    owner=owner,
                    melded=table_cards(shape),
                    melded_points=points,
                    accepts=accepts,
                    accept_mask=accept_mask,
                )
            )
            state.points[owner] += points
        named = [c for h in hands for c in ids(h)] + state.pile + [c for m in state.melds for c in m.melded]
        if stock is not None:
            named += ids(stock)
        if len(set(named)) != len(named):
            twice = next(c for c in named if named.count(c) > 1)
            raise BadCards("rummy500.card_twice", card=card_text(twice))
        rest = [c for c in DECK if c not in named] if stock is None else list(ids(stock))
        state.stock = rest[::-1]
        state._begin(to_move)
        return state

    def _table_changed(self) -> None:
        """Gather the cards the table accepts (a bit mask; each meld carries its own lay-offs,
        ``_accepts``) and the runs of each suit. A meld and a lay-off update these themselves (``_do``)."""
        accept_mask = 0
        runs: tuple[list, list, list, list] = ([], [], [], [])
        for meld in self.melds:
            accept_mask |= meld.accept_mask
            if meld.kind == RUN:
                runs[meld.key].append((meld.lo, meld.hi))
        self.accept_mask, self.runs = accept_mask, tuple(map(tuple, runs))

    @property
    def num_players(self) -> int:
        return self.options.players

    def to_move(self) -> int | None:
        return self.mover

    def is_over(self) -> bool:
        return self.mover is None

    def apply(self, action: Any, seat: int | None = None) -> None:
        """``State.apply``, the same checks in the same order, with the type check skipped for the
        actions ``legal_actions()`` hands out (``BUILT``): the step API's commonest case. A well-typed
        move equal to one of the moves ``legal_actions()`` last listed for this state, which has not moved
        since, is legal (that list is every legal move): it is played without the rules' checks again.
        Any other move is checked in full, and a refused one changes nothing."""
        mover = self.mover
        if mover is None:
            raise IllegalAction("core.game_over")
        if seat is not None and seat != mover:
            raise IllegalAction("core.not_your_turn", n=mover + 1)
        if id(action) not in BUILT and (type(action) not in self.Actions or not action._typed(action)):
            raise IllegalAction("core.unknown_action", action=repr(action)[:60], game=self.title)
        listed = _listed
        if listed[0] is not self or action not in listed[1]:
            self._check(action)
        self._do(action)
        self.history.append(action)

    # ---------------------------------------------------------------- legal actions

    def _usable(self, card: int, hand: int) -> bool:
        """``melds.usable`` on the current table, fast (the discard-pile scan inlines its first checks)."""
        if (hand & SAME_RANK[card]).bit_count() >= 3 or self.accept_mask >> card & 1:
            return True
        suit = SUIT_OF[card]
        e = hand >> SHIFT[suit] & SUIT_BITS
        e |= (e & 1) << 13
        return bool(e & e >> 1 & e >> 2 & STARTS[card]) or _reaches_run(card, e, self.runs[suit])

    def legal_actions(self) -> list:
        """The legal moves, in the engine's order. They are also kept (a copy, so that changing the list
        handed out changes nothing) for ``apply`` to recognise its next move among them."""
        global _listed
        if self.phase == DRAW_PHASE:
            acts = self._draw_actions()
        elif self.phase == PLAY_PHASE:
            acts = self._play_actions()
        else:
            return []
        _listed = (self, tuple(acts))
        return acts

    def _draw_actions(self) -> list:
        pile = self.pile
        n = len(pile)
        first = DRAW if self.stock else END_HAND
        if n < 2:  # a single card is taken with no condition: nothing to look at
            return [first, TAKES[0]] if n else [first]
        acts: list[Action] = [first, TAKES[n - 1]]
        hand = self.hands[self.mover] | BIT[pile[-1]]
        accept, runs = self.accept_mask, self.runs
        for i in range(n - 2, -1, -1):
            # self._usable(c, hand), inlined: this runs for every position of the pile
            c = pile[i]
            hand |= BIT[c]
            if accept >> c & 1:
                acts.append(TAKES[i])
                continue
            if not hand & CLOSE[c]:  # no card of its rank, nor a neighbour in its suit: no way to use it
                continue
            if (hand & SAME_RANK[c]).bit_count() >= 3:
                acts.append(TAKES[i])
                continue
            suit = SUIT_OF[c]
            e = hand >> SHIFT[suit] & SUIT_BITS
            e |= (e & 1) << 13
            if e & e >> 1 & e >> 2 & STARTS[c] or runs[suit] and _reaches_run(c, e, runs[suit]):
                acts.append(TAKES[i])
        return acts

    def _put_downs(self, hand: int, discards: int = 0) -> list:
        """Every meld and lay-off of the cards in ``hand`` (sets, runs, then lay-offs by table meld), before
        the conditions of a take, then the discards of the cards in ``discards`` (a mask, 0 for none): a new
        list."""
        a, b, c, d = hand & SUIT_BITS, hand >> 13 & SUIT_BITS, hand >> 26 & SUIT_BITS, hand >> 39
        acts: list = []
        three = a & b & (c | d) | c & d & (a | b)  # ranks held three or four times
        while three:
            low = three & -three
            acts += SET_MELDS[hand & RANK_MASK[low.bit_length() - 1]]
            three ^= low
        moves = _SUIT_MOVES
        sa = moves[0][a] or _suit_moves(0, a)
        sb = moves[1][b] or _suit_moves(1, b)
        sc = moves[2][c] or _suit_moves(2, c)
        sd = moves[3][d] or _suit_moves(3, d)
        acts += sa[0] + sb[0] + sc[0] + sd[0]  # one list extension (most of these tuples are empty)
        if hand & self.accept_mask:
            for meld in self.melds:
                if hand & meld.accept_mask:
                    for bit, action in meld.accepts:
                        if hand & bit:
                            acts.append(action)
        if discards == hand:  # the play phase's commonest case: the suits just looked up
            acts += sa[1] + sb[1] + sc[1] + sd[1]
        elif discards:
            for suit, bits in enumerate(
                (discards & SUIT_BITS, discards >> 13 & SUIT_BITS, discards >> 26 & SUIT_BITS, discards >> 39)
            ):
                acts += (moves[suit][bits] or _suit_moves(suit, bits))[1]
        return acts

    def _play_actions(self) -> list:
        hand = self.hands[self.mover]
        must, keep = self.must, self.keep
        if must >= 0:
            # Deepest card still to use: only moves after which it can still be used, no discard. A move
            # that uses it, or holds no card of its rank or suit, leaves it usable (``_keeps_way``, asked
            # here without a call for each move).
            must_bit, near = BIT[must], NEAR[must]
            kept = []
            for x in self._put_downs(hand):
                mask = BIT[x.card] if type(x) is LayOff else MELD_MASK_OF[id(x)]
                if mask & must_bit or not mask & near or self._usable_after(must, x, mask, hand & ~mask):
                    kept.append(x)
            return kept
        if keep < 0:
            return self._put_downs(hand, hand)
        # The top card taken alone stays: no discarding it, nor being left with it alone.
        rest = hand & ~BIT[keep]  # the cards that may be discarded (the kept card may be on the table now)
        alone = hand ^ BIT[keep]
        if alone in MELDS or alone & (alone - 1) == 0:
            acts = [x for x in self._put_downs(hand) if not self._strands(x, hand)]
            acts += [DISCARDS[c] for c in indices_of(rest)]
            return acts
        return self._put_downs(hand, rest)

    def _usable_after(self, card: int, action, mask: int, hand: int) -> bool:
        """``_usable(card, ...)`` once ``action`` (a legal Meld or LayOff of the cards ``mask``) is played:
        ``hand`` is the hand after it, and the table's cards accepted and runs are this state's with the
        meld it makes or grows, from the same memos as ``_do`` (no table is built)."""
        if (hand & SAME_RANK[card]).bit_count() >= 3:
            return True
        suit = SUIT_OF[card]
        e = hand >> SHIFT[suit] & SUIT_BITS
        e |= (e & 1) << 13
        if e & e >> 1 & e >> 2 & STARTS[card]:
            return True
        runs = self.runs[suit]
        if type(action) is Meld:
            info = MELDS[mask]
            accept_mask = self.accept_mask | _accepts(len(self.melds), info.kind, info.key, info.lo, info.hi, mask)[1]
            if info.kind == RUN and info.key == suit:
                runs = (*runs, (info.lo, info.hi))
        else:
            i = action.meld
            meld = self.melds[i]
            grown = _GROWN.get((i, meld.mask, meld.lo, action.card))
            if grown is None:
                grown = _GROWN[i, meld.mask, meld.lo, action.card] = _grown(i, meld, action.card)
            lo, hi, _, _, accept_mask, _ = grown
            for j, other in enumerate(self.melds):
                if j != i:
                    accept_mask |= other.accept_mask
            if meld.kind == RUN and meld.key == suit:
                runs = tuple((lo, hi) if run == (meld.lo, meld.hi) else run for run in runs)
        return bool(accept_mask >> card & 1) or _reaches_run(card, e, runs)

    def _keeps_way(self, action, hand: int) -> bool:
        """Does the deepest card stay usable after this meld or lay-off (or does it use the card)?"""
        must = self.must
        mask = BIT[action.card] if type(action) is LayOff else MELD_MASKS.get(action.cards) or mask_of(action.cards)
        if mask & BIT[must]:
            return True
        if not mask & NEAR[must]:
            # Cards of another rank and suit: the mates, run neighbours and table runs the deepest card
            # needs are untouched (such a lay-off goes on another suit's run or another rank's set).
            return True
        return self._usable_after(must, action, mask, hand & ~mask)

    def _strands(self, action, hand: int) -> bool:
        mask = BIT[action.card] if type(action) is LayOff else MELD_MASKS.get(action.cards) or mask_of(action.cards)
        after = hand & ~mask
        return after == BIT[self.keep] and not self._usable_after(self.keep, action, mask, after)

    # ---------------------------------------------------------------- checking

    def _card_ok(self, card: int, hand: int) -> None:
        if not 0 <= card < 52:
            raise Refusal("rummy500.bad_card", card=card)
        if not hand & BIT[card]:
            raise Refusal("rummy500.not_in_hand", card=card_text(card))

    def _ways_now(self, card: int) -> Text:
        return ways_text(ways(card, self.hands[self.mover], self.melds), self.melds)

    def _check(self, action) -> None:
        kind = type(action)
        hand = self.hands[self.mover]
        if self.phase == DRAW_PHASE:
            if kind is Draw:
                if not self.stock:
                    raise Refusal("rummy500.stock_empty")
            elif kind is EndHand:
                if self.stock:
                    raise Refusal("rummy500.stock_not_empty", n=len(self.stock))
            elif kind is Take:
                n = len(self.pile)
                if not 0 <= action.index < n:
                    raise Refusal("rummy500.bad_position", index=action.index, n=n, top=n - 1)
                if action.index < n - 1:
                    taken = hand | mask_of(self.pile[action.index :])
                    if not self._usable(self.pile[action.index], taken):
                        _, _, text = take_text(self.pile, action.index, hand, self.melds)
                        raise Refusal(text.key, **text.params)
            else:
                raise Refusal("rummy500.draw_first" if self.stock else "rummy500.draw_first_empty")
            return
        if kind in (Draw, Take, EndHand):
            raise Refusal("rummy500.already_drew")
        if kind is Discard:
            if not 0 <= action.card < 52 or not hand >> action.card & 1:
                self._card_ok(action.card, hand)
            if self.must >= 0:
                raise Refusal("rummy500.obligation_open", card=card_text(self.must), ways=self._ways_now(self.must))
            if action.card == self.keep:
                raise Refusal("rummy500.discard_taken_top", card=card_text(self.keep))
            return
        if kind is Meld:
            mask = MELD_MASKS.get(action.cards)
            if mask is None or hand & mask != mask:  # not a meld in the usual order, or not all held
                for c in action.cards:
                    if not 0 <= c < 52:
                        raise Refusal("rummy500.bad_card", card=c)
                reason = not_a_meld_reason(action.cards)
                if reason is not None:
                    raise Refusal("rummy500.not_a_meld", cards=text_of(action.cards), reason=reason)
                for c in action.cards:
                    self._card_ok(c, hand)
                action = MELD_ACTIONS[mask_of(action.cards)]
        else:  # LayOff
            self._card_ok(action.card, hand)
            if not self.melds:
                raise Refusal("rummy500.no_melds")
            if not 0 <= action.meld < len(self.melds):
                raise Refusal("rummy500.no_such_meld", meld=action.meld, n=len(self.melds), last=len(self.melds) - 1)
            meld = self.melds[action.meld]
            if not meld.accept_mask >> action.card & 1:
                if meld.kind == SET:
                    full = meld.mask.bit_count() == 4
                    reason = (
                        Text("rummy500.lay.set_full", ranks=Text(f"rummy500.ranks.{meld.key + 1}"))
                        if full
                        else Text("rummy500.lay.set_rank")
                    )
                else:
                    reason = Text("rummy500.lay.run")
                raise Refusal(
                    "rummy500.cannot_lay_off",
                    card=card_text(action.card),
                    meld=meld_text(table_cards(meld)),
                    reason=reason,
                )
        if self.must >= 0 and not self._keeps_way(action, hand):
            raise Refusal("rummy500.would_break", card=card_text(self.must), ways=self._ways_now(self.must))
        if self.keep >= 0 and self._strands(action, hand):
            raise Refusal("rummy500.would_strand", card=card_text(self.keep))

    # ---------------------------------------------------------------- playing

    def _do(self, action) -> None:
        global _listed
        if _listed[0] is self:  # the moves listed for this state are not its moves any more
            _listed = (None, ())
        kind = type(action)
        seat = self.mover
        if kind is Discard:  # the commonest move: _end_turn inlined
            bit = BIT[action.card]
            hand = self.hands[seat] ^ bit
            self.hands[seat] = hand
            if self.known[seat] & bit:
                self.known[seat] ^= bit
            self.pile.append(action.card)
            self.pile_from.append(seat)
            self.keep = -1
            self.turn += 1
            if not hand:
                self._end("out")
            elif self.turn == self.options.turn_limit:
                self._end("limit")
            else:
                self.mover = (seat + 1) % self.options.players
                self.phase = DRAW_PHASE
        elif kind is Draw:
            self.hands[seat] |= BIT[self.stock.pop()]
            self.phase = PLAY_PHASE
        elif kind is Take:
            pile = self.pile
            if action.index == len(pile) - 1:  # the top card alone, the commonest take
                self.keep = card = pile.pop()
                self.pile_from.pop()
                taken = BIT[card]
            else:
                self.must = pile[action.index]
                taken = 0
                for c in pile[action.index :]:
                    taken |= BIT[c]
                del pile[action.index :]
                del self.pile_from[action.index :]
            self.hands[seat] |= taken
            self.known[seat] |= taken
            self.phase = PLAY_PHASE
        elif kind is Meld:
            self._meld(MELD_MASK_OF.get(id(action)) or MELD_MASKS.get(action.cards) or mask_of(action.cards), seat)
        elif kind is LayOff:
            self._lay_off(action.card, action.meld, seat)
        else:  # EndHand
            self._end("stock")

    def _meld(self, mask: int, seat: int) -> None:
        """``seat`` puts down the meld of the cards ``mask`` (a legal move): ``_do``'s Meld, which
        ``play_random`` calls directly."""
        i = len(self.melds)
        made = _MELDS_MADE.get((mask, i, seat))
        if made is None:
            made = _MELDS_MADE[mask, i, seat] = _made(mask, i, seat)
        meld, shown = made
        kind, key, lo, hi, _, _, _, melded_points, _, _, accept_mask = meld  # its fields at once, not by name
        self.hands[seat] &= ~mask
        self.known[seat] &= ~mask
        self.melds.append(meld)
        if self._table is not None:
            self._table += (shown,)
        self.points[seat] += melded_points
        if self.must >= 0 and mask & BIT[self.must]:
            self.must = -1
        # A new meld adds its own lay-offs (and run) at the end: the rest of the table is unchanged.
        self.accept_mask |= accept_mask
        if kind == RUN:
            runs = list(self.runs)
            runs[key] += ((lo, hi),)
            self.runs = tuple(runs)
        if not self.hands[seat]:
            self._end_turn(seat)

    def _lay_off(self, card: int, i: int, seat: int) -> None:
        """``seat`` lays ``card`` off on table meld number ``i`` (a legal move): ``_do``'s LayOff, which
        ``play_random`` calls directly."""
        melds = self.melds
        meld = melds[i]
        # Its fields at once (a field read by name goes through the named tuple's descriptor).
        kind, key, old_lo, old_hi, old_mask, owner, melded, melded_points, laid_off, _, old_accept = meld
        grown = _GROWN.get((i, old_mask, old_lo, card))
        if grown is None:
            grown = _GROWN[i, old_mask, old_lo, card] = _grown(i, meld, card)
        lo, hi, points, accepts, accept_mask, cards = grown
        melds[i] = tuple.__new__(
            MeldOnTable,
            (
                kind,
                key,
                lo,
                hi,
                old_mask | BIT[card],
                owner,
                melded,
                melded_points,
                (*laid_off, (card, seat, points)),
                accepts,
                accept_mask,
            ),
        )
        self.hands[seat] &= ~BIT[card]
        self.known[seat] &= ~BIT[card]
        self.laid[seat] |= BIT[card]
        self.points[seat] += points
        if card == self.must:
            self.must = -1
        if self._table is not None:
            shown = self._table[i]
            laid = (*shown.laid_off, tuple.__new__(LaidOff, (CARDS[card], seat)))
            shown = tuple.__new__(TableMeld, (owner, shown.kind, cards, laid))  # as _shown builds it
            table = list(self._table)
            table[i] = shown
            self._table = tuple(table)
        # Only this meld changed: the table accepts what every meld accepts (two melds may accept the
        # same card, so the mask is gathered again), and a run's new ends replace its old ones.
        if accept_mask != old_accept:
            self.accept_mask = reduce(or_, map(_ACCEPT_MASK, melds))
        if kind == RUN:
            runs = list(self.runs)
            suit = runs[key]
            if len(suit) == 1:  # the suit's only run on the table
                runs[key] = ((lo, hi),)
            else:  # a suit's runs are apart: one has these ends
                ends_ = (old_lo, old_hi)
                runs[key] = tuple((lo, hi) if run == ends_ else run for run in suit)
            self.runs = tuple(runs)
        if not self.hands[seat]:
            self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.turn += 1
        self.keep = -1
        if not self.hands[seat]:
            self._end("out")
        elif self.turn == self.options.turn_limit:
            self._end("limit")
        else:
            self.mover = (seat + 1) % self.options.players
            self.phase = DRAW_PHASE

    def _end(self, how: str) -> None:
        self.ended = how
        self.ended_by = self.mover
        self.phase = OVER
        self.mover = None  # type: ignore[assignment]  # the hand is over (see the attribute)
        self.must = self.keep = -1

    def play_random(self, rng: random.Random) -> None:
        """Play random legal moves to the end of the hand, a kind of move first, then a move of that kind
        (as Ipso's and House of Suits' playouts draw their moves, and unlike the uniformly random bot,
        which draws among all the legal moves at once):

        - to draw, the stock (``Draw``, or ``EndHand`` once it is empty), the top card of the discard pile,
          or a deeper take, one chance in three each among the kinds with a legal move; a deeper take is
          then drawn uniformly among the legal ones;
        - then, while the turn goes on, a meld or lay-off, or a discard, one chance in two each when both
          kinds have a legal move; the move is drawn uniformly among the legal moves of its kind.

        Only legal moves are played, and the same generator state gives the same game. A playout does not
        list the moves it does not draw from: a discard is found by its place among the cards that may be
        discarded, and a meld or lay-off is drawn among those the hand holds and tried against the
        conditions of a take, a refused one set aside and another drawn, which draws uniformly among the
        legal ones. Bots' rollouts and the benchmarks play this; the ``Random`` bot level stays uniform.
        """
        global _listed
        if _listed[0] is self:  # the moves played below do not go through _do
            _listed = (None, ())
        # A number below n drawn as CPython's Random._randbelow draws it (n's bit length of random bits,
        # drawn again while not below n), inlined: a call of randrange costs as much as a whole discard.
        getrandbits = rng.getrandbits
        # The loop's look-ups once, out of it: a playout is a hundred moves of a few operations each.
        history, meld_, lay_off = self.history, self._meld, self._lay_off
        hands, stock, pile, known, pile_from = self.hands, self.stock, self.pile, self.known, self.pile_from
        players, limit = self.options.players, self.options.turn_limit
        clubs, diamonds, hearts, spades = _SUIT_MOVES  # each suit's memo of runs and discards
        seat = self.mover
        # The phase is not written while the turns go on: nothing the loop calls reads it, and the hand ends
        # in ``_end``, which sets it.
        drawing = self.phase == DRAW_PHASE
        while seat is not None:  # a turn (or what is left of it, the first time): the draw, then the play
            if drawing:
                # Three kinds: the stock's move, the top card of the pile, a deeper take.
                r = getrandbits(2)
                while r == 3:
                    r = getrandbits(2)
                action: Action | None = None
                if r == 2:
                    n = len(pile)
                    if n > 1:
                        # The deeper takes, from the top down (``_draw_actions``' scan, inlined and listing
                        # only the places of the legal ones: the same takes in the same order).
                        hand = hands[seat] | BIT[pile[-1]]
                        accept, runs = self.accept_mask, self.runs
                        deeper = []
                        for i in range(n - 2, -1, -1):
                            c = pile[i]
                            bit = BIT[c]
                            hand |= bit
                            if accept & bit:
                                deeper.append(i)
                            elif hand & CLOSE[c]:  # else no card of its rank, nor a neighbour in its suit
                                if (hand & SAME_RANK[c]).bit_count() >= 3:
                                    deeper.append(i)
                                    continue
                                suit = SUIT_OF[c]
                                e = hand >> SHIFT[suit] & SUIT_BITS
                                e |= (e & 1) << 13
                                if e & e >> 1 & e >> 2 & STARTS[c] or runs[suit] and _reaches_run(c, e, runs[suit]):
                                    deeper.append(i)
                        if deeper:
                            n = len(deeper)
                            k = n.bit_length()
                            r = getrandbits(k)
                            while r >= n:
                                r = getrandbits(k)
                            i = deeper[r]
                            # _do's deeper take, inlined
                            self.must = pile[i]
                            taken = 0
                            for c in pile[i:]:
                                taken |= BIT[c]
                            del pile[i:]
                            del pile_from[i:]
                            hands[seat] |= taken
                            known[seat] |= taken
                            action = TAKES[i]
                    if action is None:
                        r = getrandbits(1)  # no deeper take: one of the two other kinds
                if action is None:  # the top card or the stock's move
                    if r and pile:
                        card = pile.pop()  # _do's take of the top card alone, inlined
                        pile_from.pop()
                        hands[seat] |= BIT[card]
                        known[seat] |= BIT[card]
                        self.keep = card
                        action = TAKES[len(pile)]
                    elif stock:
                        hands[seat] |= BIT[stock.pop()]  # _do's draw, inlined
                        action = DRAW
                    else:
                        history.append(END_HAND)
                        self._end("stock")
                        return
                history.append(action)
            # The play: melds and lay-offs until the discard (or until the hand is empty).
            hand = hands[seat]
            must, keep = self.must, self.keep
            while True:
                # The cards that may be discarded: none while the deepest card taken is owed, never the top
                # card taken alone.
                rest = 0 if must >= 0 else hand & ~BIT[keep] if keep >= 0 else hand
                action = None
                # The coin first: a discard needs no look at the melds and lay-offs the hand holds. Then the
                # sets (ranks held three times), each suit's runs (the suits' memo) and the lay-offs the hand
                # holds: nearly half the hands looked at hold none, and a list is built only where they do.
                if not (rest and getrandbits(1)):
                    low, high = hand & LOW_SUITS, hand >> 26  # two halves small enough for cheap arithmetic
                    a, b = low & SUIT_BITS, low >> 13
                    c, d = high & SUIT_BITS, high >> 13
                    three = a & b & (c | d) | c & d & (a | b)  # ranks held three or four times
                    ra = (clubs[a] or _suit_moves(0, a))[0]
                    rb = (diamonds[b] or _suit_moves(1, b))[0]
                    rc = (hearts[c] or _suit_moves(2, c))[0]
                    rd = (spades[d] or _suit_moves(3, d))[0]
                    lays = hand & self.accept_mask
                    if three or ra or rb or rc or rd or lays:
                        # _put_downs(hand), inlined: sets, runs by suit, then lay-offs by table meld
                        found: list[Meld | LayOff] = []
                        while three:
                            low = three & -three
                            found += SET_MELDS[hand & RANK_MASK[low.bit_length() - 1]]
                            three ^= low
                        found += ra + rb + rc + rd
                        if lays:
                            for meld in self.melds:
                                if lays & meld.accept_mask:
                                    for bit, x in meld.accepts:
                                        if lays & bit:
                                            found.append(x)
                        if must >= 0:
                            must_bit, near = BIT[must], NEAR[must]
                        elif keep >= 0:
                            alone = hand ^ BIT[keep]
                            check = alone in MELDS or alone & (alone - 1) == 0  # else no move leaves it alone
                        while found:
                            n = len(found)
                            k = n.bit_length()
                            r = getrandbits(k)
                            while r >= n:
                                r = getrandbits(k)
                            x = found[r]
                            if must >= 0:
                                mask = BIT[x.card] if type(x) is LayOff else MELD_MASK_OF[id(x)]
                                ok = (
                                    mask & must_bit
                                    or not mask & near
                                    or self._usable_after(must, x, mask, hand & ~mask)
                                )
                            else:
                                ok = keep < 0 or not check or not self._strands(x, hand)
                            if ok:
                                action = x
                                break
                            del found[r]  # not legal: drawn again among the others
                if action is not None:  # _do's meld or lay-off, called directly
                    if type(action) is LayOff:
                        lay_off(action.card, action.meld, seat)
                    else:
                        meld_(MELD_MASK_OF[id(action)], seat)
                    history.append(action)
                    if self.mover is None:  # the hand is empty: out
                        return
                    hand = hands[seat]
                    must, keep = self.must, self.keep
                    continue
                if not rest:  # never in a game (a turn can always be finished): refused, not drawn for ever
                    raise ValueError(f"Rummy 500: no legal move for seat {seat} in the play phase")
                n = rest.bit_count()
                k = n.bit_length()
                r = getrandbits(k)
                while r >= n:
                    r = getrandbits(k)
                # The r-th of those cards: among the clubs and diamonds (the low 26 bits) or the hearts and
                # spades, then a suit at a time (each suit's discards remembered by ``_suit_moves``).
                low = rest & LOW_SUITS
                h = low.bit_count()
                if r < h:
                    s = low & SUIT_BITS
                    t = (clubs[s] or _suit_moves(0, s))[1]
                    if r >= len(t):
                        r -= len(t)
                        s = low >> 13
                        t = (diamonds[s] or _suit_moves(1, s))[1]
                else:
                    r -= h
                    high = rest >> 26
                    s = high & SUIT_BITS
                    t = (hearts[s] or _suit_moves(2, s))[1]
                    if r >= len(t):
                        r -= len(t)
                        s = high >> 13
                        t = (spades[s] or _suit_moves(3, s))[1]
                discard = t[r]
                card = discard.card
                bit = BIT[card]
                # _do's discard, inlined (the commonest move)
                hand ^= bit
                hands[seat] = hand
                if known[seat] & bit:
                    known[seat] ^= bit
                pile.append(card)
                pile_from.append(seat)
                self.keep = -1
                self.turn += 1
                history.append(discard)
                if not hand:
                    self._end("out")
                    return
                if self.turn == limit:
                    self._end("limit")
                    return
                seat = self.mover = (seat + 1) % players
                drawing = True
                break

    # ---------------------------------------------------------------- views and scores

    def view(self, seat: int) -> RummyView:
        p = self.options.players
        over = self.phase == OVER
        # A frozen dataclass's __init__ sets each field through object.__setattr__, slow for a view that
        # is asked for at every step: the fields are set here as __init__ would set them.
        view = object.__new__(RummyView)
        view.__dict__.update(
            seat=seat,
            to_move=self.mover,
            players=p,
            dealer=self.options.dealer,
            turn_limit=self.options.turn_limit,
            phase=PHASES[self.phase],
            turn=self.turn,
            hand=cards_of(self.hands[seat]),
            discard=tuple(map(CARDS.__getitem__, self.pile)),
            discard_from=tuple(self.pile_from),
            melds=self.table,
            hand_sizes=tuple(map(int.bit_count, self.hands)),
            stock_size=len(self.stock),
            points=tuple(self.points),
            laid_off=tuple(map(cards_of, self.laid)),
            known=tuple(map(cards_of, self.known)),
            must_use=CARDS[self.must] if self.must >= 0 else None,
            no_discard=CARDS[self.keep] if self.keep >= 0 else None,
            ended=self.ended,
            ended_by=None if self.ended_by < 0 else self.ended_by,
            shown_hands=tuple(map(cards_of, self.hands)) if over else (),
            legal=tuple(self.legal_actions()) if seat == self.mover else (),
        )
        return view

    def totals(self) -> list[int]:
        return [points - _hand_points(hand) for points, hand in zip(self.points, self.hands)]

    def scores(self, language: str = "en") -> list[Score]:
        table = self.table
        return [
            make_score(
                [
                    (line.text.render(language), line.points)
                    for line in score_lines(table, [CARDS[c] for c in indices_of(hand)], seat)
                ]
            )
            for seat, hand in enumerate(self.hands)
        ]

    def ended_text(self) -> Text | None:
        """How the hand ended, for a reader (None while it goes on)."""
        if not self.ended:
            return None
        if self.ended == "limit":
            return Text("rummy500.ended.limit", limit=self.options.turn_limit)
        return Text(f"rummy500.ended.{self.ended}", n=self.ended_by + 1)

    def clone(self) -> RummyState:
        new = RummyState.__new__(RummyState)
        new.__dict__.update(self.__dict__)
        new.hands, new.stock, new.pile = list(self.hands), list(self.stock), list(self.pile)
        new.pile_from = list(self.pile_from)
        new.melds, new.points, new.known = list(self.melds), list(self.points), list(self.known)
        new.laid = list(self.laid)
        new.history = list(self.history)
        new._table = self._table
        return new
