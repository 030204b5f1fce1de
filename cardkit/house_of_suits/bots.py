"""House of Suits bots, deciding from their view alone.

- Normal judges a move by the score it would give on a projected market: the market as it stands,
  its own set-aside card (which it knows will join it; at the game's last move the opponent's too,
  the only card it has not seen), and half the value of every card still to
  come in each suit (about half of the cards end in the market). It picks the investment that
  helps most, then the market card that helps most with it, and sets aside a high card of the
  suit it holds most of, to push that suit up at the end.
- Beginner invests its highest card of a suit leading the market (or its highest card) and sells
  its lowest card, without asking whom that card helps; it wastes its set-aside on its lowest card.
- Expert tries Normal's few best moves in many imagined deals of the cards it cannot see, playing
  each game out the Normal way, and keeps the move that ends best on average. Once the pile is empty
  it plays them out on every possible deal instead (the opponent's set-aside card is any card it has
  not seen): the exact average.
"""

from __future__ import annotations

import random

from cardkit.core.bots import HeuristicBot, Reason, SampleBot
from cardkit.house_of_suits.deck import SUIT_OF, VALUE_OF, card
from cardkit.house_of_suits.rules import INVESTMENT, MARKET, HouseOfSuitsView, Place, PlaceLast, SetAside
from cardkit.house_of_suits.scoring import seat_margin
from cardkit.i18n import Text


def unseen(view: HouseOfSuitsView) -> list[int]:
    """The cards this seat has not seen: the pile, the opponent's hand and set-aside card."""
    seen = set(view.hand)
    for group in (*view.market, *view.investments[0], *view.investments[1]):
        seen.update(group)
    if view.set_aside is not None:
        seen.add(view.set_aside)
    return [c for c in range(10 * view.suits) if c not in seen]


def deduced_set_aside(view: HouseOfSuitsView, hidden: list[int] | None = None) -> int | None:
    """The opponent's set-aside card once it is the only card this seat has not seen (the pile and the
    opponent's hand empty: the game's last card), else None. ``hidden``: ``unseen(view)``, if already known."""
    hidden = unseen(view) if hidden is None else hidden
    return hidden[0] if len(hidden) == 1 and view.has_set_aside[1 - view.seat] and view.revealed is None else None


def _table(view: HouseOfSuitsView, hidden: list[int] | None = None) -> tuple[list[int], list[list[int]]]:
    """Market totals (with this seat's own set-aside card, and the opponent's once it can be deduced) and
    invested totals, suit by suit. ``hidden``: ``unseen(view)``, if already known."""
    market = [sum(VALUE_OF[c] for c in cards) for cards in view.market]
    for aside in (view.set_aside, deduced_set_aside(view, hidden)):
        if aside is not None:
            market[SUIT_OF[aside]] += VALUE_OF[aside]
    invested = [[sum(VALUE_OF[c] for c in cards) for cards in seat] for seat in view.investments]
    return market, invested


def _projected(view: HouseOfSuitsView) -> tuple[list[float], list[list[int]]]:
    """The market totals Normal expects at the end, and the invested totals."""
    hidden = unseen(view)
    market, invested = _table(view, hidden)
    projected: list[float] = list(market)
    if deduced_set_aside(view, hidden) is not None:
        hidden = []  # a deduced card is in the market already
    for c in (*hidden, *view.hand):
        projected[SUIT_OF[c]] += VALUE_OF[c] * COMING_TO_MARKET
    return projected, invested


COMING_TO_MARKET = 0.5  # the share of the cards still to come that ends in the market


def _margin(market: list, invested: list[list[int]], seat: int) -> float:
    return seat_margin(market, invested[seat], invested[1 - seat])


def _with(
    market: list, invested: list[list[int]], seat: int, sold: int | None, kept: int | None, counted: float = 0.0
) -> tuple[list, list[list[int]]]:
    """The totals after selling ``sold`` and investing ``kept``; ``counted`` is the share of each
    card already counted in ``market`` (a projected market counts the hand's cards in part)."""
    market, invested = list(market), [list(invested[0]), list(invested[1])]
    if sold is not None:
        market[SUIT_OF[sold]] += VALUE_OF[sold] * (1 - counted)
    if kept is not None:
        market[SUIT_OF[kept]] -= VALUE_OF[kept] * counted
        invested[seat][SUIT_OF[kept]] += VALUE_OF[kept]
    return market, invested


def ranked_places(view: HouseOfSuitsView, rng: random.Random, width: int = 1) -> list[Place]:
    """Normal's judgement: the best investments, each with the market card that helps it most."""
    market, invested = _projected(view)
    seat, hand, share = view.seat, view.hand, COMING_TO_MARKET
    keep = sorted(
        hand, key=lambda c: (-_margin(*_with(market, invested, seat, None, c, share), seat), -VALUE_OF[c], rng.random())
    )
    places = []
    for kept in keep[:width]:
        sold = max(
            (c for c in hand if c != kept),
            key=lambda c: (_margin(*_with(market, invested, seat, c, kept, share), seat), -VALUE_OF[c], rng.random()),
        )
        places.append(Place(sold, kept))
    return places


def _set_aside_key(view: HouseOfSuitsView, c: int) -> tuple[int, int]:
    """Normal's set-aside order: the suit it holds most of (by value), then the card's value."""
    return sum(VALUE_OF[h] for h in view.hand if SUIT_OF[h] == SUIT_OF[c]), VALUE_OF[c]


def _set_aside(view: HouseOfSuitsView) -> SetAside:
    return SetAside(max(view.hand, key=lambda c: _set_aside_key(view, c)))


def _place_last(view: HouseOfSuitsView) -> PlaceLast:
    market, invested = _table(view)
    c = view.hand[0]
    sell = _margin(*_with(market, invested, view.seat, c, None), view.seat)
    keep = _margin(*_with(market, invested, view.seat, None, c), view.seat)
    return PlaceLast(c, INVESTMENT if keep >= sell else MARKET)


def placed(action) -> tuple[int | None, int | None]:
    """The card a placement sells to the market and the card it invests (None: none)."""
    if isinstance(action, PlaceLast):
        return (action.card, None) if action.where == MARKET else (None, action.card)
    return action.market, action.investment


def margin_after(view: HouseOfSuitsView, action) -> int:
    """The seat's lead after a placement, counting the market as it stands, its own set-aside card and the
    opponent's once it is deduced (then, at the game's last move, the final margin)."""
    market, invested = _table(view)
    return round(_margin(*_with(market, invested, view.seat, *placed(action)), view.seat))  # _with adds floats


def normal_action(view: HouseOfSuitsView, rng: random.Random):
    if view.phase == "set_aside":
        return _set_aside(view)
    if deduced_set_aside(view) is not None:  # the game's last move, every card known: the best final margin
        return max(view.legal, key=lambda action: margin_after(view, action))
    if len(view.hand) == 1:
        return _place_last(view)
    return ranked_places(view, rng)[0]


def beginner_action(view: HouseOfSuitsView, rng: random.Random):
    by_value = sorted(view.hand, key=lambda c: (VALUE_OF[c], rng.random()))
    if view.phase == "set_aside":
        return SetAside(by_value[0])
    if len(view.hand) == 1:
        return PlaceLast(by_value[0], INVESTMENT if VALUE_OF[by_value[0]] >= 5 else MARKET)
    market, _ = _table(view)
    leaders = sorted(range(view.suits), key=lambda s: -market[s])[:2]
    kept = next((c for c in reversed(by_value) if SUIT_OF[c] in leaders), by_value[-1])
    sold = by_value[0] if by_value[0] != kept else by_value[1]
    return Place(sold, kept)


def play_normal(state, rng: random.Random) -> None:
    """Let Normal make every move of both seats until the game ends."""
    while not state.is_over():
        action = normal_action(state.view(state.to_move()), rng)
        state.play(action)  # chosen from the view's legal moves
        state.history.append(action)


def expert_candidates(view: HouseOfSuitsView) -> list:
    if view.phase == "set_aside":
        strongest = sorted(view.hand, key=lambda c: -VALUE_OF[c])
        return [SetAside(c) for c in strongest[:EXPERT_WIDTH]]
    if len(view.hand) == 1:
        return list(view.legal)
    return ranked_places(view, random.Random(0), EXPERT_WIDTH)


EXPERT_WIDTH = 4
EXPERT_SAMPLES = 30


# Hints state facts the engine checks (tests/test_hints_true.py), each a claim of the Reason:
# ("suit", card, suit) the card is of that suit (set aside, it raises that suit's market total);
# ("to_market", card) and ("invested", card) where the move puts each card; ("margin", m) after the
# move, the market as it stands with this seat's set-aside card scores the seat m points more than
# its opponent (negative: fewer), by the rules' scoring; ("deduced", card) the opponent's set-aside card
# is that one, the only card the seat has not seen; ("final", m) the move ends the game with the seat m
# points ahead (negative: behind).
# A reason compares the move with the one it beat (``rather``: the next best move the judge weighed, or the
# move played, in a review; by default Normal's next choice), by the first count that tells them apart in
# the move's favour, each a claim: ("final_of", other, m) ``other`` would end the game m ahead;
# ("margin_of", other, m) after ``other`` the market as it stands would give m; ("projected", m, other,
# m2) counting also half the value of every card still to come (the pile, both hands, the opponent's
# set-aside card: about half of them end in the market), the move gives m and ``other`` m2 (to one
# decimal); ("holds", suit, n) the hand holds n points of that suit; ("worth_more", card, other). Failing
# all, the judge's play-outs, stated as such (no claim: their figures follow the reason). A move's own
# reason never states a loss for it.


def reason(view: HouseOfSuitsView, action, rather=None) -> Reason:
    """Why ``action`` is a good move rather than ``rather``, as checkable claims (listed above)."""
    judged = rather is not None and rather != action  # the judge weighed both: its play-outs decided
    if not judged:
        rather = normal_next(view, action)
    if isinstance(action, SetAside):
        return _set_aside_reason(view, action, rather, judged)
    sold, kept = placed(action)
    where: tuple[tuple[str, int], ...] = (("to_market", sold),) if sold is not None else ()
    where += (("invested", kept),) if kept is not None else ()
    names = (
        {"card": card(action.card).text()}
        if isinstance(action, PlaceLast)
        else {"kept": card(action.investment).text(), "sold": card(action.market).text()}
    )
    kind = ("last_market" if sold is not None else "last_invest") if isinstance(action, PlaceLast) else "place"
    move = Text(f"house_of_suits.hint.{kind}", **names)
    mine = margin_after(view, action)
    theirs = margin_after(view, rather) if rather is not None else None
    deduced = deduced_set_aside(view)
    if deduced is not None:  # the game's last move: the margin after it is the final one
        figures = {"move": move, "margin": f"{mine:+d}", "other": card(deduced).name}
        claims = (*where, ("deduced", deduced), ("final", mine))
        if theirs is not None and theirs < mine:
            than = _other(view, rather)
            return Reason(
                "house_of_suits.hint.final_than",
                {**figures, "gap": mine - theirs, "than": than},
                (*claims, ("final_of", rather, theirs)),
            )
        if theirs == mine:
            return Reason(
                "house_of_suits.hint.final_as",
                {**figures, "than": _other(view, rather)},
                (*claims, ("final_of", rather, theirs)),
            )
        return Reason("house_of_suits.hint.final", figures, claims)
    if theirs is not None and theirs < mine:
        return Reason(
            "house_of_suits.hint.stands",
            {"move": move, "margin": f"{mine:+d}", "gap": mine - theirs, "than": _other(view, rather)},
            (*where, ("margin", mine), ("margin_of", rather, theirs)),
        )
    if rather is not None:
        ahead, behind = projected_after(view, action), projected_after(view, rather)
        if round(ahead, 1) > round(behind, 1):
            return Reason(
                "house_of_suits.hint.projected",
                {"move": move, "margin": f"{ahead:+.1f}", "gap": f"{ahead - behind:.1f}", "than": _other(view, rather)},
                (*where, ("projected", round(ahead, 1), rather, round(behind, 1))),
            )
        if judged:
            return Reason("house_of_suits.hint.played_out", {"move": move, "than": _other(view, rather)}, where)
    if theirs is not None and theirs > mine:  # no count favours it (a beginner's move): what it does, no figure
        return Reason("house_of_suits.hint.move_only", {"move": move}, where)
    return Reason(
        "house_of_suits.hint.stands_alone", {"move": move, "margin": f"{mine:+d}"}, (*where, ("margin", mine))
    )


def _set_aside_reason(view: HouseOfSuitsView, action: SetAside, rather, judged: bool) -> Reason:
    suit = card(action.card).suit
    fact = {"card": card(action.card).name, "suit": suit.label}
    claims: tuple = (("suit", action.card, SUIT_OF[action.card]),)
    if not isinstance(rather, SetAside):
        return Reason("house_of_suits.hint.set_aside", fact, claims)
    held = [0] * view.suits
    for c in view.hand:
        held[SUIT_OF[c]] += VALUE_OF[c]
    mine, theirs = SUIT_OF[action.card], SUIT_OF[rather.card]
    other = card(rather.card)
    if held[mine] > held[theirs]:
        return Reason(
            "house_of_suits.hint.set_aside_holds",
            {
                **fact,
                "held": held[mine],
                "other": other.name,
                "other_suit": other.suit.label,
                "other_held": held[theirs],
            },
            (*claims, ("holds", mine, held[mine]), ("holds", theirs, held[theirs])),
        )
    if held[mine] == held[theirs] and VALUE_OF[action.card] > VALUE_OF[rather.card]:
        return Reason(
            "house_of_suits.hint.set_aside_higher",
            {**fact, "other": other.name},
            (
                *claims,
                ("holds", mine, held[mine]),
                ("holds", theirs, held[theirs]),
                ("worth_more", action.card, rather.card),
            ),
        )
    if judged:
        return Reason("house_of_suits.hint.set_aside_played_out", {**fact, "other": other.name}, claims)
    return Reason("house_of_suits.hint.set_aside", fact, claims)


def _other(view: HouseOfSuitsView, action) -> Text:
    """The other move, as a comparison names it (the market card first, as the board takes the clicks)."""
    if isinstance(action, Place):
        return Text(
            "house_of_suits.hint.other.place", sold=card(action.market).text(), kept=card(action.investment).text()
        )
    return Text(f"house_of_suits.hint.other.last_{action.where}", card=card(action.card).text())


def projected_after(view: HouseOfSuitsView, action) -> float:
    """The seat's lead after a placement on Normal's projected market (half of every card still to come)."""
    market, invested = _projected(view)
    return _margin(*_with(market, invested, view.seat, *placed(action), COMING_TO_MARKET), view.seat)


def normal_next(view: HouseOfSuitsView, action):
    """The move Normal ranks next after ``action`` (None if there is none)."""
    if view.phase == "set_aside":
        ranked = sorted(view.hand, key=lambda c: [-v for v in _set_aside_key(view, c)])
        return next((SetAside(c) for c in ranked if c != getattr(action, "card", None)), None)
    ranked = expert_candidates(view) if len(view.hand) > 1 else list(view.legal)
    return next((a for a in ranked if a != action), None)


def explain(view: HouseOfSuitsView, action, language: str = "en", rather=None) -> str:
    """Why ``action`` is a good move (rather than ``rather``), in a sentence."""
    return reason(view, action, rather).text(language)


def make(level: str, seed: int = 0):
    """The House of Suits bot of ``level`` (beginner, normal or expert)."""
    if level == "beginner":
        return HeuristicBot(beginner_action, explain, seed)
    if level == "normal":
        return HeuristicBot(normal_action, explain, seed)
    return SampleBot(EXPERT_SAMPLES, play_normal, expert_candidates, explain=explain, seed=seed)
