"""Rummy 500's errors. Their parameters are often i18n Texts (the ways to use a card, the reason a
meld is refused), which ``explain(language)`` reads in the same language as the message. Cards
appear as "7♠", which every language reads.
"""

from __future__ import annotations

from cardkit.core import CardkitError, IllegalAction


class Refusal(IllegalAction):
    """An illegal move of Rummy 500."""


class BadCards(CardkitError):
    """Cards the teaching API cannot work with (not a meld, a card twice...); a ValueError."""
