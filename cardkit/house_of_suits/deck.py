"""House of Suits' deck: 4, 5 or 6 suits of Ace (1) to 10.

A card is a small int: ``suit * 10 + value - 1`` (0 is the Ace of spades, 59 the 10 of moons).
With 4 suits the deck is cards 0-39 (the four French suits), with 5 suits 0-49 (+ stars), with
6 suits 0-59 (+ moons). Every suit has its own symbol, so no suit is told apart by colour alone.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, NamedTuple

from cardkit.core import CardkitError
from cardkit.i18n import Text, t

SUIT_COUNTS = (4, 5, 6)
VALUES = range(1, 11)


class Suit(str, Enum):
    """The six suits, in deck order. A Suit equals (and hashes like) its English name."""

    spades = "spades"
    hearts = "hearts"
    diamonds = "diamonds"
    clubs = "clubs"
    stars = "stars"
    moons = "moons"

    @property
    def symbol(self) -> str:
        return SYMBOLS[self.index]

    @property
    def index(self) -> int:  # type: ignore[override]  # the suit's number, where str.index is not used
        return _INDEX[self]

    def text(self) -> Text:
        """The symbol and the name, e.g. "♠ spades" or "♠ pique", read in any language."""
        return Text("house_of_suits.suit_label", symbol=self.symbol, name=Text(f"house_of_suits.suit.{self.value}"))

    def label(self, language: str = "en") -> str:
        return self.text().render(language)

    def __str__(self) -> str:
        return self.value


SUITS = tuple(Suit)
SYMBOLS = ("♠", "♥", "♦", "♣", "★", "☾")
_INDEX = {s: i for i, s in enumerate(SUITS)}

# Flat tables indexed by card: the engine's hot path reads these.
SUIT_OF = tuple(c // 10 for c in range(60))
VALUE_OF = tuple(c % 10 + 1 for c in range(60))


def deck_size(suits: int) -> int:
    return 10 * suits


def hand_size(suits: int) -> int:
    """Cards dealt to each player: 10, 11 or 12 with 4, 5 or 6 suits."""
    return suits + 6


def pile_size(suits: int) -> int:
    """The pick-up pile after the deal: 20, 28 or 36 cards, always even."""
    return deck_size(suits) - 2 * hand_size(suits)


def suits_in_play(suits: int) -> tuple[Suit, ...]:
    """The suits of a deck of ``suits`` suits: the French four, then stars, then moons."""
    return SUITS[:suits]


class Card(NamedTuple):
    suit: Suit
    value: int

    @property
    def id(self) -> int:
        return self.suit.index * 10 + self.value - 1

    def text(self) -> Text:
        """The card's name, e.g. "Ace of spades" or "as de pique", read in any language."""
        value = Text("house_of_suits.ace") if self.value == 1 else str(self.value)
        return Text("house_of_suits.card", value=value, suit=Text(f"house_of_suits.suit.{self.suit.value}"))

    def name(self, language: str = "en") -> str:
        return self.text().render(language)

    def __str__(self) -> str:
        return f"{'A' if self.value == 1 else self.value}{self.suit.symbol}"


def card(c: int) -> Card:
    """The card numbered ``c`` (0 to 59)."""
    if type(c) is not int or not 0 <= c < 60:
        raise CardkitError("house_of_suits.no_such_card", card=repr(c), last=59)
    return Card(SUITS[SUIT_OF[c]], VALUE_OF[c])


def card_id(suit: Any, value: int) -> int:
    """The number of the card ``value`` of ``suit`` (a Suit, its name or its symbol)."""
    if type(value) is not int or value not in VALUES:
        raise CardkitError("house_of_suits.bad_value", value=repr(value))
    return parse_suit(suit).index * 10 + value - 1


def card_names(c: int) -> dict[str, Text]:
    """The message parameter naming card ``c`` (``card``), read in the message's language."""
    return {"card": card(c).text()}


def suit_names(suit: Suit) -> dict[str, Text]:
    """The message parameter naming ``suit`` (``suit``), read in the message's language."""
    return {"suit": suit.text()}


def parse_suit(suit: Any) -> Suit:
    """A Suit from a Suit, an English name ("spades"), a French name ("pique") or a symbol ("♠").

    Names are read without regard to case.
    """
    if isinstance(suit, Suit):
        return suit
    if isinstance(suit, str):
        key = suit.strip().lower()
        for s in SUITS:
            if key in (s.value, s.symbol, t(f"house_of_suits.suit.{s.value}", "fr")):
                return s
    raise CardkitError(
        "house_of_suits.unknown_suit", suit=repr(suit), known=", ".join(f"{s.value} {s.symbol}" for s in SUITS)
    )
