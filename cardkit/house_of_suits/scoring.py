"""Ranking the suits and scoring House of Suits, with explanations a learner can follow.

``role_codes`` and ``seat_points`` are the engine's fast path on small ints; the teaching API,
``rank_suits`` and ``score``, is built on the very same two functions, so a tutorial can never
disagree with the engine.

Suits in the teaching API's mappings may be named by a :class:`Suit`, its English name
("spades"), its French name ("pique") or its symbol ("♠"). Results are keyed by :class:`Suit`,
which equals its English name, so ``roles["spades"]`` works too. The suits in play are the
smallest deck (4, 5 or 6 suits) holding every suit named, unless ``suits=`` says otherwise; a suit
in play that is not named has no cards (a market total of 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

from cardkit.core import CardkitError
from cardkit.house_of_suits.deck import SUIT_COUNTS, SUITS, VALUES, Suit, parse_suit, suit_names
from cardkit.i18n import Joined, Text, t

WINNING, NEUTRAL, LOSING, BONUS, DISCARDED = range(5)

# Roles of the suits left after the ties are discarded, highest market total first.
RANKING = {
    6: (WINNING, WINNING, NEUTRAL, LOSING, BONUS, BONUS),
    5: (WINNING, WINNING, NEUTRAL, LOSING, BONUS),
    4: (WINNING, WINNING, NEUTRAL, LOSING),
    3: (WINNING, WINNING, LOSING),
    2: (WINNING, LOSING),
    1: (WINNING,),
    0: (),
}


class Role(str, Enum):
    """What a suit does at the scoring. A Role equals its name ("winning", ...)."""

    winning = "winning"
    neutral = "neutral"
    losing = "losing"
    bonus = "bonus"
    discarded = "discarded"

    def name_in(self, language: str = "en") -> str:
        return t(f"house_of_suits.role.{self.value}", language)

    def __str__(self) -> str:
        return self.value


ROLES = (Role.winning, Role.neutral, Role.losing, Role.bonus, Role.discarded)


# ------------------------------------------------------------------------------ the fast path


def _ranked(totals: Sequence[float]) -> list[int]:
    """The suits whose market total no other suit shares, highest total first."""
    if len(set(totals)) == len(totals):  # no tie, most of the time: no need to count each total
        kept = list(range(len(totals)))
    else:
        kept = [i for i, v in enumerate(totals) if totals.count(v) == 1]
    kept.sort(key=totals.__getitem__, reverse=True)
    return kept


def role_codes(totals: Sequence[float]) -> list[int]:
    """Each suit's role code, given the market totals suit by suit.

    Every total shared with another suit is discarded (a three-way tie discards all three); the
    others are ranked from the highest total down by ``RANKING``.
    """
    roles = [DISCARDED] * len(totals)
    kept = _ranked(totals)
    for i, role in zip(kept, RANKING[len(kept)]):
        roles[i] = role
    return roles


def seat_points(role: int, market_total: int, mine: int, theirs: int) -> int:
    """One player's points from one suit, given the totals invested in it by them and the opponent.

    Winning suits add the player's investment, losing suits subtract it; a bonus suit is worth its
    market total to the player who invested strictly more in it (equal totals: nobody).
    """
    if role == WINNING:
        return mine
    if role == LOSING:
        return -mine
    if role == BONUS and mine > theirs:
        return market_total
    return 0


def seat_totals(market_totals: Sequence[int], invested: Sequence[Sequence[int]]) -> list[int]:
    """Both players' totals from the market totals and the invested totals (per seat, per suit)."""
    roles = role_codes(market_totals)
    mine, theirs = invested
    first = second = 0
    for suit, role in enumerate(roles):
        first += seat_points(role, market_totals[suit], mine[suit], theirs[suit])
        second += seat_points(role, market_totals[suit], theirs[suit], mine[suit])
    return [first, second]


def seat_margin(market_totals: Sequence[float], mine: Sequence[int], theirs: Sequence[int]) -> float:
    """``seat_totals``' first total less its second, in one pass (Normal weighs every card of every move
    by it)."""
    margin: float = 0
    kept = _ranked(market_totals)  # a discarded suit counts for nobody
    for suit, role in zip(kept, RANKING[len(kept)]):
        if role == WINNING:
            margin += mine[suit] - theirs[suit]
        elif role == LOSING:
            margin -= mine[suit] - theirs[suit]
        elif role == BONUS and mine[suit] != theirs[suit]:
            margin += market_totals[suit] if mine[suit] > theirs[suit] else -market_totals[suit]
    return margin


# ------------------------------------------------------------------------------ the teaching API


def _deck(named: Iterable[Suit], suits: int | None) -> tuple[Suit, ...]:
    """The suits in play: ``suits`` of them, or the smallest deck holding every named suit."""
    highest = max((s.index for s in named), default=0)
    if suits is None:
        suits = max(4, highest + 1)
    if type(suits) is not int or suits not in SUIT_COUNTS:
        raise CardkitError("house_of_suits.bad_suit_count", suits=repr(suits))
    if highest >= suits:
        raise CardkitError(
            "house_of_suits.suit_not_in_deck",
            **suit_names(SUITS[highest]),
            suits=suits,
            deck=Joined([s.text() for s in SUITS[:suits]], "house_of_suits.sep.comma"),
        )
    return SUITS[:suits]


def _what(what: str) -> dict[str, Text]:
    """Message parameters naming the argument at fault ("market", "investment", "totals")."""
    return {"what": Text(f"house_of_suits.what.{what}")}


def _by_suit(mapping: Any, what: str) -> dict[Suit, Any]:
    if not isinstance(mapping, Mapping):
        raise CardkitError("house_of_suits.not_a_mapping", **_what(what), got=type(mapping).__name__)
    result: dict[Suit, Any] = {}
    for key, value in mapping.items():
        suit = parse_suit(key)
        if suit in result:
            raise CardkitError("house_of_suits.suit_twice", **suit_names(suit), **_what(what))
        result[suit] = value
    return result


def rank_suits(totals: Mapping[Any, int], *, suits: int | None = None) -> dict[Suit, Role]:
    """Each suit's role from its market total: winning, neutral, losing, bonus or discarded.

    ``totals`` maps every suit in play to its market total (a suit left out counts 0). The result
    lists the ranked suits from the highest total down, then the discarded ones in deck order.
    """
    given = _by_suit(totals, "totals")
    for suit, total in given.items():
        if type(total) is not int or not 0 <= total <= sum(VALUES):
            raise CardkitError("house_of_suits.bad_total", **suit_names(suit), total=repr(total))
    deck = _deck(given, suits)
    values = [given.get(s, 0) for s in deck]
    return _ordered_roles(deck, values, role_codes(values))


def _ordered_roles(deck: Sequence[Suit], totals: Sequence[int], codes: Sequence[int]) -> dict[Suit, Role]:
    order = sorted(range(len(deck)), key=lambda i: (codes[i] == DISCARDED, -totals[i], i))
    return {deck[i]: ROLES[codes[i]] for i in order}


class SuitPoints(NamedTuple):
    """One player's points from one suit, and why."""

    suit: Suit
    role: Role
    invested: tuple[int, ...]  # the values of this player's cards of the suit
    opponent_invested: int  # the opponent's invested total in the suit
    market_total: int
    points: int

    def reason(self, language: str = "en", names: Sequence[str] | None = None) -> str:
        """Why the suit scores what it does, without the points. ``names`` (this player's, then the
        opponent's) name both players in a bonus suit's line, which otherwise speaks to "you"."""
        mine = sum(self.invested)
        invested = _sum_text(self.invested, language)
        head = f"{self.suit.label(language)}, {self.role.name_in(language)}"
        if self.role is Role.bonus:
            key = "more" if mine > self.opponent_invested else "equal" if mine == self.opponent_invested else "less"
            if names:  # a sheet read by both players (and about a bot) names them
                return head + t(
                    f"house_of_suits.line.named_{key}",
                    language,
                    market=self.market_total,
                    invested=invested,
                    theirs=self.opponent_invested,
                    name=names[0],
                    other=names[1],
                )
            return head + t(
                f"house_of_suits.line.bonus_{key}",
                language,
                market=self.market_total,
                invested=invested,
                theirs=self.opponent_invested,
            )
        key = (
            "discarded"
            if self.role is Role.discarded
            else "neutral"
            if self.role is Role.neutral
            else "invested"
            if self.invested
            else "nothing"
        )
        return head + t(f"house_of_suits.line.{key}", language, invested=invested, total=self.market_total)

    def explain(self, language: str = "en", names: Sequence[str] | None = None) -> str:
        return self.reason(language, names) + f" → {self.points:+d}"

    def __str__(self) -> str:
        return self.explain()


def player_names(seat: int, language: str = "en") -> tuple[str, str]:
    """("player 1", "player 2") from ``seat``'s side: how a sheet read by both players names them."""
    return t("house_of_suits.player", language, n=seat + 1), t("house_of_suits.player", language, n=2 - seat)


def _sum_text(values: Sequence[int], language: str) -> str:
    if not values:
        return t("house_of_suits.nothing", language)
    if len(values) == 1:
        return str(values[0])
    return f"{' + '.join(map(str, values))} = {sum(values)}"


def _join(words: Sequence[str], language: str) -> str:
    if len(words) == 1:
        return words[0]
    return f"{', '.join(words[:-1])} {t('house_of_suits.and', language)} {words[-1]}"


@dataclass(frozen=True)
class ScoreSheet:
    """A scored game: ``str()`` explains it in English, ``explain("fr")`` in French.

    ``totals[p]`` is always the sum of the points in ``breakdown[p]``.
    """

    suits: tuple[Suit, ...]  # the suits in play, in deck order
    market: Mapping[Suit, tuple[int, ...]]  # the market's card values, set-aside cards included
    market_totals: Mapping[Suit, int]
    roles: Mapping[Suit, Role]  # ranked suits from the highest total down, then the discarded
    breakdown: tuple[tuple[SuitPoints, ...], ...]  # per player, one line per suit in ``roles`` order
    totals: tuple[int, ...]

    def explain(self, language: str = "en") -> str:
        lines = [
            t(
                "house_of_suits.sheet.market",
                language,
                totals=", ".join(f"{s.label(language)} {self.market_totals[s]}" for s in self.suits),
            )
        ]
        tied: dict[int, list[Suit]] = {}
        for suit, role in self.roles.items():
            if role is Role.discarded:
                tied.setdefault(self.market_totals[suit], []).append(suit)
        for total, group in sorted(tied.items()):
            lines.append(
                t(
                    "house_of_suits.sheet.tied",
                    language,
                    total=total,
                    suits=_join([s.label(language) for s in group], language),
                )
            )
        if not tied:
            lines.append(t("house_of_suits.sheet.no_ties", language))
        ranked = [s for s, r in self.roles.items() if r is not Role.discarded]
        lines.append(t(f"house_of_suits.rank.{len(ranked)}", language))
        if ranked:
            lines.append(
                "  "
                + t("house_of_suits.sep.semicolon", language).join(
                    t(
                        "house_of_suits.sheet.ranked",
                        language,
                        suit=s.label(language),
                        total=self.market_totals[s],
                        role=self.roles[s].name_in(language),
                    )
                    for s in ranked
                )
            )
        for player, (rows, total) in enumerate(zip(self.breakdown, self.totals)):
            lines.append(t("house_of_suits.sheet.player", language, n=player + 1))
            names = player_names(player, language)
            lines.extend(f"  {row.explain(language, names)}" for row in rows)
            lines.append("  " + t("house_of_suits.sheet.total", language, total=total))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


def _values(cards: Any, suit: Suit, what: str) -> tuple[int, ...]:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise CardkitError("house_of_suits.not_values", **suit_names(suit), **_what(what), got=repr(cards))
    values = tuple(cards)
    for v in values:
        if type(v) is not int or v not in VALUES:
            raise CardkitError("house_of_suits.bad_value", value=repr(v))
    return values


def score(
    market: Mapping[Any, Iterable[int]], investments: Sequence[Mapping[Any, Iterable[int]]], *, suits: int | None = None
) -> ScoreSheet:
    """Score a finished game.

    ``market`` maps each suit to the values of its market cards (the set-aside cards already
    added); ``investments`` holds one such mapping per player, in seat order.
    """
    if isinstance(investments, Mapping) or not isinstance(investments, Sequence) or len(investments) != 2:
        raise CardkitError("house_of_suits.two_investments")
    table = _by_suit(market, "market")
    stakes = [_by_suit(m, "investment") for m in investments]
    deck = _deck([*table, *stakes[0], *stakes[1]], suits)
    cards = {s: _values(table.get(s, ()), s, "market") for s in deck}
    invested = [{s: _values(m.get(s, ()), s, "investment") for s in deck} for m in stakes]
    for s in deck:
        seen = [*cards[s], *invested[0][s], *invested[1][s]]
        twice = sorted({v for v in seen if seen.count(v) > 1})
        if twice:
            raise CardkitError("house_of_suits.card_twice", value=twice[0], **suit_names(s))
    totals = [sum(cards[s]) for s in deck]
    codes = role_codes(totals)
    roles = _ordered_roles(deck, totals, codes)
    order = [s.index for s in roles]
    breakdown = []
    for seat in (0, 1):
        rows = []
        for i in order:
            s = deck[i]
            mine, theirs = sum(invested[seat][s]), sum(invested[1 - seat][s])
            rows.append(
                SuitPoints(
                    s,
                    ROLES[codes[i]],
                    invested[seat][s],
                    theirs,
                    totals[i],
                    seat_points(codes[i], totals[i], mine, theirs),
                )
            )
        breakdown.append(tuple(rows))
    return ScoreSheet(
        deck,
        cards,
        dict(zip(deck, totals)),
        roles,
        tuple(breakdown),
        tuple(sum(r.points for r in rows) for rows in breakdown),
    )
