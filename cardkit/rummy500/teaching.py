"""The teaching API: what is a meld, what it scores, and whether a discard-pile take is allowed.

Everything here works on friendly inputs (a text like "7S 8S 9S", Cards, or engine numbers) and
uses the same functions as the engine (``melds.py``), so a tutorial can never disagree with a game.
The explanations built here are also the engine's refusals.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import NamedTuple

from cardkit.i18n import Joined, Text, t
from cardkit.rummy500.cards import (
    BIT,
    CARDS,
    POINTS,
    RANK_OF,
    SUIT_OF,
    SUITS,
    Card,
    card_text,
    indices_of,
    mask_of,
    rank_text,
    text_of,
    to_index,
    to_indices,
)
from cardkit.rummy500.explain import BadCards
from cardkit.rummy500.melds import (
    MELDS,
    POSITIONS,
    SAME_RANK,
    SET,
    MeldOnTable,
    Way,
    ends,
    suit_positions,
    ways,
)

CardsLike = str | Iterable[Card | int | str]


class MeldKind(Enum):
    """The two kinds of meld; ``.name`` is "set" or "run"; ``label("fr")`` "groupe" or "suite"."""

    set = "set"
    run = "run"

    def label(self, language: str = "en") -> str:
        return t(f"rummy500.kind.{self.value}", language)

    def __str__(self) -> str:
        return self.value


class RankText(Text):
    """A rank as a card's corner shows it, read in the reader's language ("K", in French "R")."""

    def __init__(self, rank: int) -> None:
        super().__init__("rummy500.sep.space")
        self.rank = rank

    def render(self, language: str = "en") -> str:
        return rank_text(self.rank, language)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RankText) and self.rank == other.rank

    __hash__ = None


def card_points(card: Card | int | str) -> int:
    """What a card counts when left in hand: Ace 15, J Q K 10, 2 to 10 their face value."""
    return POINTS[to_index(card)]


def meld_kind(cards: CardsLike) -> MeldKind | None:
    """MeldKind.set, MeldKind.run, or None when the cards are not a meld."""
    indices = to_indices(cards)
    if len(set(indices)) != len(indices):
        return None
    info = MELDS.get(mask_of(indices))
    if info is None:
        return None
    return MeldKind.set if info.kind == SET else MeldKind.run


def meld_points(cards: CardsLike) -> int:
    """The points those cards score as a meld for whoever puts them down.

    Every card counts its value, except an Ace at the low end of a run (A-2-3), which counts 1.
    Cards that are not a meld raise a ValueError explaining why.
    """
    indices = to_indices(cards)
    reason = not_a_meld_reason(indices)
    if reason is not None:
        raise BadCards("rummy500.not_a_meld", cards=text_of(indices), reason=reason)
    return MELDS[mask_of(indices)].points


def not_a_meld_reason(indices: Sequence[int]) -> Text | None:
    """Why these cards are not a meld, or None when they are one."""
    if len(set(indices)) != len(indices):
        twice = next(c for c in indices if list(indices).count(c) > 1)
        return Text("rummy500.reason.repeated", card=card_text(twice))
    if len(indices) < 3:
        return Text("rummy500.reason.too_few", n=len(indices))
    mask = mask_of(indices)
    if mask in MELDS:
        return None
    if len({SUIT_OF[c] for c in indices}) == 1:
        ranks = {RANK_OF[c] for c in indices}
        if {0, 1, 12} <= ranks:
            return Text("rummy500.reason.wrap")
        return Text("rummy500.reason.gap", suit=Text(f"rummy500.suit.{SUITS[SUIT_OF[indices[0]]].value}"))
    return Text("rummy500.reason.mixed")


# ------------------------------------------------------------------------------ table melds


def table_meld(cards: Sequence[int]) -> MeldOnTable:
    """A meld on the table known by its cards alone (no owner, nothing laid off on it).

    A run of all 13 cards is read from its order: Ace first means the Ace is low.
    """
    mask = mask_of(cards)
    info = MELDS.get(mask) if len(set(cards)) == len(cards) else None
    if info is None:
        raise BadCards("rummy500.table_not_meld", cards=text_of(cards), reason=not_a_meld_reason(list(cards)))
    lo, hi = ends(info, cards)
    return MeldOnTable(info.kind, info.key, lo, hi, mask)


def table_cards(meld: MeldOnTable) -> tuple[int, ...]:
    """A table meld's cards as shown: a set by suit, a run from low to high."""
    if meld.kind == SET:
        return tuple(indices_of(meld.mask))  # by suit: the engine's order
    return tuple(meld.key * 13 + p % 13 for p in range(meld.lo, meld.hi + 1))


# ------------------------------------------------------------------------------ explanations


def meld_text(cards: Iterable[int], owner: object = None, with_cards: bool = True) -> Text:
    """A meld on the table as players name it, never by a number: "the run of hearts (5♥ 6♥ 7♥)",
    "Ana's set of 7s (7♣ 7♦ 7♥)" with its ``owner`` (a name or a Text); ``with_cards=False`` leaves
    the cards out where they are in view ("Ana's run of hearts", the board's label of the meld)."""
    cards = list(cards)
    first = cards[0]
    if len({RANK_OF[c] for c in cards}) == 1:
        cards.sort()
        kind, what = "set", Text(f"rummy500.ranks.{RANK_OF[first] + 1}")
    else:
        kind, what = "run", Text(f"rummy500.suit.{SUITS[SUIT_OF[first]].value}")
    name = (
        Text(f"rummy500.meld.{kind}", what=what)
        if owner is None
        else Text(f"rummy500.meld.owned_{kind}", what=what, owner=owner)
    )
    return Text("rummy500.meld.with_cards", meld=name, cards=text_of(cards)) if with_cards else name


def way_text(way: Way, table: Sequence[MeldOnTable]) -> Text:
    if way.kind == "lay-off":
        return Text(
            "rummy500.way.layoff",
            cards=Joined([Text("rummy500.the_card", card=card_text(c)) for c in way.cards], "rummy500.sep.then"),
            meld=meld_text(table_cards(table[way.meld])),
        )
    return Text(f"rummy500.way.{way.kind}", cards=text_of(way.cards))


def ways_text(found: Sequence[Way], table: Sequence[MeldOnTable]) -> Joined:
    return Joined([way_text(w, table) for w in found], "rummy500.sep.semicolon")


def _suit_word(card: int) -> Text:
    return Text(f"rummy500.suit.{SUITS[SUIT_OF[card]].value}")


def no_way_text(card: int, hand: int, table: Sequence[MeldOnTable]) -> Joined:
    """Why ``card`` cannot be melded or laid off with ``hand`` and ``table``.

    It names only the cards of ``hand`` and of the table (which the player sees) and describes the
    rest by the rule (two other cards of that rank, neighbours in the suit), never hidden cards.
    """
    mates = [c for c in range(52) if hand & SAME_RANK[card] & BIT[c] and c != card]
    have = Text("rummy500.have.only", cards=text_of(mates)) if mates else Text("rummy500.have.none")
    parts: list[Text] = [
        Text("rummy500.why.set", card=card_text(card), ranks=Text(f"rummy500.ranks.{RANK_OF[card] + 1}"), have=have)
    ]
    suit = SUIT_OF[card]
    pairs = []
    near = 0
    for p in POSITIONS[card]:
        for start in (p - 2, p - 1, p):
            if 0 <= start <= 11:
                a, b = [q for q in range(start, start + 3) if q != p]
                pairs.append(Text("rummy500.pair", a=RankText(a % 13 + 1), b=RankText(b % 13 + 1)))
        for q in range(max(0, p - 2), min(13, p + 2) + 1):
            near |= 1 << q
    e = suit_positions(hand, suit) & near
    neighbours = sorted({suit * 13 + q % 13 for q in range(14) if e >> q & 1} - {card})
    have_suit = Text("rummy500.have.only", cards=text_of(neighbours)) if neighbours else Text("rummy500.have.none")
    parts.append(
        Text(
            "rummy500.why.run",
            card=card_text(card),
            suit=_suit_word(card),
            pairs=Joined(pairs, "rummy500.sep.comma", "rummy500.sep.or"),
            have=have_suit,
        )
    )
    parts.append(Text("rummy500.why.table" if table else "rummy500.why.no_table", card=card_text(card)))
    return Joined(parts, "rummy500.sep.space")


def take_text(pile: Sequence[int], index: int, hand: int, table: Sequence[MeldOnTable]) -> tuple[bool, list[Way], Text]:
    """(allowed, ways, explanation) of taking ``pile[index]`` and every card above it."""
    card = pile[index]
    if index == len(pile) - 1:
        return True, [], Text("rummy500.take.top", card=card_text(card))
    above = text_of(pile[index + 1 :])
    found = ways(card, hand | mask_of(pile[index:]), table)
    if found:
        return True, found, Text("rummy500.take.ok", card=card_text(card), above=above, ways=ways_text(found, table))
    why = no_way_text(card, hand | mask_of(pile[index:]), table)
    return False, [], Text("rummy500.take.refused", card=card_text(card), above=above, why=why)


# ------------------------------------------------------------------------------ can_take


class FriendlyWay(NamedTuple):
    """A way to use the deepest card: a "set" or "run" meld of ``cards``, or a "lay-off" of
    ``cards`` (in that order, the deepest card last) on table meld number ``meld``."""

    kind: str
    cards: tuple[Card, ...]
    meld: int | None
    text: Text

    def explain(self, language: str = "en") -> str:
        return self.text.render(language)

    def __str__(self) -> str:
        return self.explain()


class TakeCheck(NamedTuple):
    """The answer of :func:`can_take`: truthy when the take is allowed; ``str()`` explains it."""

    allowed: bool
    card: Card
    taken: tuple[Card, ...]
    must_use: bool  # more than one card taken: the deepest must be melded or laid off this turn
    ways: tuple[FriendlyWay, ...]
    text: Text

    def __bool__(self) -> bool:
        return self.allowed

    def explain(self, language: str = "en") -> str:
        return self.text.render(language)

    def __str__(self) -> str:
        return self.explain()


def _table_of(table: Iterable) -> list[MeldOnTable]:
    melds = []
    for item in table:
        cards = getattr(item, "cards", item)  # a view's TableMeld, or the cards themselves
        melds.append(table_meld(to_indices(cards)))
    return melds


def can_take(pile: CardsLike, index: int, hand: CardsLike, table: Iterable = ()) -> TakeCheck:
    """May a player holding ``hand``, with the melds ``table`` on the table, take ``pile[index]``
    and every card above it? ``pile`` is listed from bottom to top.

    Taking more than one card obliges the player to meld or lay off the deepest one this turn, so
    the take is allowed exactly when there is a way to do so; the answer lists every way, or says
    why there is none. Taking the top card alone is always allowed.
    """
    pile_ix, hand_ix = to_indices(pile), to_indices(hand)
    melds = _table_of(table)
    seen = [*pile_ix, *hand_ix, *(c for m in melds for c in range(52) if m.mask >> c & 1)]
    if len(set(seen)) != len(seen):
        twice = next(c for c in seen if seen.count(c) > 1)
        raise BadCards("rummy500.card_twice", card=card_text(twice))
    if type(index) is not int or not 0 <= index < len(pile_ix):
        raise BadCards("rummy500.bad_position", index=index, n=len(pile_ix), top=len(pile_ix) - 1)
    allowed, found, text = take_text(pile_ix, index, mask_of(hand_ix), melds)
    friendly = tuple(
        FriendlyWay(w.kind, tuple(CARDS[c] for c in w.cards), None if w.meld < 0 else w.meld, way_text(w, melds))
        for w in found
    )
    return TakeCheck(
        allowed,
        CARDS[pile_ix[index]],
        tuple(CARDS[c] for c in pile_ix[index:]),
        index < len(pile_ix) - 1,
        friendly,
        text,
    )
