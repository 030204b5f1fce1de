"""The 52 cards, as the engine sees them (small ints) and as people read them (``Card``).

The engine's card is ``suit * 13 + rank`` with the ranks 0 (Ace) to 12 (King) and the suits
0 clubs, 1 diamonds, 2 hearts, 3 spades; a hand is a bit mask of those numbers. ``Card`` is the
friendly form for views, explanations and the teaching API.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from typing import NamedTuple

from cardkit.core import CardkitError
from cardkit.i18n import Text, t

DECK = tuple(range(52))
BIT = tuple(1 << c for c in DECK)
SUIT_OF = tuple(c // 13 for c in DECK)
RANK_OF = tuple(c % 13 for c in DECK)  # 0 = Ace ... 12 = King
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# Points of a card left in hand (and of a melded card, except an Ace at the low end of a run).
POINTS = tuple(15 if r == 0 else 10 if r >= 9 else r + 1 for r in RANK_OF)
LOW_ACE_POINTS = 1


class Suit(str, Enum):
    """The four suits. Each has its own symbol, so colour is never the only clue."""

    clubs = "clubs"
    diamonds = "diamonds"
    hearts = "hearts"
    spades = "spades"

    @property
    def symbol(self) -> str:
        return SYMBOLS[self]

    @property
    def index(self) -> int:  # type: ignore[override]  # the suit's number, where str.index is not used
        return SUIT_INDEX[self]

    def __str__(self) -> str:
        return self.value


SUITS = (Suit.clubs, Suit.diamonds, Suit.hearts, Suit.spades)
SYMBOLS = {Suit.clubs: "♣", Suit.diamonds: "♦", Suit.hearts: "♥", Suit.spades: "♠"}
SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}


class Card(NamedTuple):
    """A card: ``rank`` 1 (Ace) to 13 (King) and its suit. ``str()`` is "7♠", ``name`` "7 of spades"."""

    rank: int
    suit: Suit

    @property
    def index(self) -> int:  # type: ignore[override]  # hides tuple.index, which no card uses
        """The engine's number for this card (what actions hold)."""
        return SUIT_INDEX[self.suit] * 13 + self.rank - 1

    @property
    def points(self) -> int:
        """Its value in hand (an Ace is 15)."""
        return POINTS[self.index]

    @property
    def name(self) -> str:
        """For screen readers and aria labels: "7 of spades", "ace of hearts"."""
        return self.label("en")

    def label(self, language: str = "en") -> str:
        return t(
            "rummy500.card_name",
            language,
            rank=t(f"rummy500.rank.{self.rank}", language),
            suit=t(f"rummy500.suit.{self.suit.value}", language),
        )

    def short(self, language: str = "en") -> str:
        """ "K♥" in English, "R♥" in French: the rank's letter in the reader's language."""
        return rank_text(self.rank, language) + SYMBOLS[self.suit]

    def __str__(self) -> str:
        return RANK_TEXT[self.rank - 1] + SYMBOLS[self.suit]

    def __repr__(self) -> str:
        return str(self)


def rank_text(rank: int, language: str = "en") -> str:
    """A rank (1 Ace to 13 King) as a card's corner shows it: A, 2-10, J Q K (V D R in French)."""
    return t(f"rummy500.short.{rank}", language) if rank in (1, 11, 12, 13) else str(rank)


CARDS = tuple(Card(RANK_OF[c] + 1, SUITS[SUIT_OF[c]]) for c in DECK)

_SUIT_LETTERS = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3}
_RANK_LETTERS = {text: i for i, text in enumerate(RANK_TEXT)} | {"T": 9, "V": 10, "D": 11, "R": 12}  # V D R: French
_TOKEN = re.compile(r"(10|[2-9TJQKAVDR])([CDHS♣♦♥♠♧♢♡♤])")


def _parse(token: str) -> int:
    match = _TOKEN.fullmatch(token.upper().replace("\ufe0f", ""))
    if match is None:
        raise CardkitError("rummy500.bad_card_text", token=token)
    return _SUIT_LETTERS[match.group(2)] * 13 + _RANK_LETTERS[match.group(1)]


def cards(text: str) -> tuple[Card, ...]:
    """The cards written in ``text``: "7S KH 2C", "10H" or "TH", "7♠ K♥" (spaces or commas between)."""
    if not isinstance(text, str):
        raise CardkitError("rummy500.bad_card_text", token=repr(text))
    return tuple(CARDS[_parse(token)] for token in re.split(r"[\s,]+", text.strip()) if token)


def ids(text: str) -> tuple[int, ...]:
    """The engine numbers of the cards written in ``text`` (for building actions by hand)."""
    return tuple(c.index for c in cards(text))


def to_index(card: Card | int | str) -> int:
    """One card given as a Card, an engine number or a text like "7S"."""
    if isinstance(card, Card):
        return card.index
    if type(card) is int and 0 <= card < 52:
        return card
    if isinstance(card, str):
        found = cards(card)
        if len(found) == 1:
            return found[0].index
    raise CardkitError("rummy500.bad_card_text", token=str(card))


def to_indices(items: str | Iterable[Card | int | str]) -> tuple[int, ...]:
    """Several cards given as a text ("7S 8S 9S") or as Cards, engine numbers or texts."""
    if isinstance(items, str):
        return ids(items)
    return tuple(to_index(c) for c in items)


def mask_of(indices: Iterable[int]) -> int:
    mask = 0
    for c in indices:
        mask |= BIT[c]
    return mask


def indices_of(mask: int) -> list[int]:
    """The cards of a bit mask, in the engine's order (clubs A-K, diamonds, hearts, spades)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# _BYTE_CARDS[i][b]: the Cards of the bits ``b`` of a mask's byte ``i`` (cards 8i to 8i+7), in order.
_BYTE_CARDS = tuple(
    tuple(tuple(CARDS[8 * i + j] for j in range(8) if b >> j & 1) for b in range(256 if i < 6 else 16))
    for i in range(7)
)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The Cards of a bit mask, in the engine's order (what ``indices_of`` lists), a byte at a time."""
    if not mask:  # most seats have laid off nothing and hold no card known to all
        return ()
    t = _BYTE_CARDS
    return (
        t[0][mask & 255]
        + t[1][mask >> 8 & 255]
        + t[2][mask >> 16 & 255]
        + t[3][mask >> 24 & 255]
        + t[4][mask >> 32 & 255]
        + t[5][mask >> 40 & 255]
        + t[6][mask >> 48]
    )


class CardsText(Text):
    """Cards written for a reader, read in the reader's language: "7♠ K♥ 2♣", in French "7♠ R♥ 2♣"."""

    def __init__(self, indices: Iterable[int]) -> None:
        super().__init__("rummy500.sep.space")
        self.cards = tuple(indices)

    def render(self, language: str = "en") -> str:
        return " ".join(CARDS[c].short(language) for c in self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardsText) and self.cards == other.cards

    __hash__ = None


def text_of(indices: Iterable[int]) -> CardsText:
    """ "7♠ K♥ 2♣" for messages and score labels (a Text: "7♠ R♥ 2♣" read in French)."""
    return CardsText(indices)


def card_text(card: int) -> CardsText:
    """One card (an engine number) for messages: "K♥", "R♥" read in French."""
    return CardsText((card,))
