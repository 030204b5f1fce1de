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
  each game out the Normal way, and keeps the move that ends best on average.
"""

from __future__ import annotations

import random

from cardkit.core.bots import HeuristicBot, Reason, SampleBot
from cardkit.house_of_suits.deck import SUIT_OF, VALUE_OF, card
from cardkit.house_of_suits.rules import INVESTMENT, MARKET, HouseOfSuitsView, Place, PlaceLast, SetAside
from cardkit.house_of_suits.scoring import seat_totals


def unseen(view: HouseOfSuitsView) -> list[int]:
    """The cards this seat has not seen: the pile, the opponent's hand and set-aside card."""
    seen = set(view.hand)
    for group in (*view.market, *view.investments[0], *view.investments[1]):
        seen.update(group)
    if view.set_aside is not None:
        seen.add(view.set_aside)
    return [c for c in range(10 * view.suits) if c not in seen]


def deduced_set_aside(view: HouseOfSuitsView) -> int | None:
    """The opponent's set-aside card once it is the only card this seat has not seen (the pile and the
    opponent's hand empty: the game's last card), else None."""
    hidden = unseen(view)
    return hidden[0] if len(hidden) == 1 and view.has_set_aside[1 - view.seat] and view.revealed is None else None


def _table(view: HouseOfSuitsView) -> tuple[list[int], list[list[int]]]:
    """Market totals (with this seat's own set-aside card, and the opponent's once it can be deduced) and
    invested totals, suit by suit."""
    market = [sum(VALUE_OF[c] for c in cards) for cards in view.market]
    for aside in (view.set_aside, deduced_set_aside(view)):
        if aside is not None:
            market[SUIT_OF[aside]] += VALUE_OF[aside]
    invested = [[sum(VALUE_OF[c] for c in cards) for cards in seat] for seat in view.investments]
    return market, invested


def _projected(view: HouseOfSuitsView) -> tuple[list[float], list[list[int]]]:
    """The market totals Normal expects at the end, and the invested totals."""
    market, invested = _table(view)
    projected: list[float] = list(market)
    hidden = unseen(view) if deduced_set_aside(view) is None else []  # a deduced card is in the market already
    for c in (*hidden, *view.hand):
        projected[SUIT_OF[c]] += VALUE_OF[c] * COMING_TO_MARKET
    return projected, invested


COMING_TO_MARKET = 0.5  # the share of the cards still to come that ends in the market


def _margin(market: list[int], invested: list[list[int]], seat: int) -> int:
    totals = seat_totals(market, invested)
    return totals[seat] - totals[1 - seat]


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


def _set_aside(view: HouseOfSuitsView) -> SetAside:
    strength = [0] * view.suits
    for c in view.hand:
        strength[SUIT_OF[c]] += VALUE_OF[c]
    return SetAside(max(view.hand, key=lambda c: (strength[SUIT_OF[c]], VALUE_OF[c])))


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
# its opponent (negative: fewer), by the rules' scoring; ("change", d) the move changes that by d
# (stated only when it is no loss: the hint never says its own move loses); ("deduced", card) the
# opponent's set-aside card is that one, the only card the seat has not seen; ("final", m) the move
# ends the game with the seat m points ahead (negative: behind).


def reason(view: HouseOfSuitsView, action) -> Reason:
    """Why ``action`` is a good move, as checkable claims."""
    if isinstance(action, SetAside):
        suit = card(action.card).suit
        return Reason(
            "house_of_suits.hint.set_aside",
            {"card": card(action.card).name, "suit": suit.label},
            (("suit", action.card, SUIT_OF[action.card]),),
        )
    now = _margin(*_table(view), view.seat)
    sold, kept = placed(action)
    after = margin_after(view, action)
    where: tuple[tuple[str, int], ...] = (("to_market", sold),) if sold is not None else ()
    where += (("invested", kept),) if kept is not None else ()
    names = (
        {"card": card(action.card).name}
        if isinstance(action, PlaceLast) or kept is None or sold is None  # a Place both sells and keeps
        else {"kept": card(kept).name, "sold": card(sold).name}
    )
    if isinstance(action, PlaceLast):
        key = "house_of_suits.hint.last_market" if sold is not None else "house_of_suits.hint.last_invest"
    else:
        key = "house_of_suits.hint.place"
    deduced = deduced_set_aside(view)
    if deduced is not None:  # the game's last move: the margin after it is the final one
        return Reason(
            key + "_final",
            {**names, "margin": f"{after:+d}", "other": card(deduced).name},
            (*where, ("deduced", deduced), ("final", after)),
        )
    if isinstance(action, PlaceLast):
        return Reason(key, {**names, "margin": f"{after:+d}"}, (*where, ("margin", after)))
    if after < now:
        return Reason("house_of_suits.hint.place_even", {**names, "margin": f"{after:+d}"}, (*where, ("margin", after)))
    return Reason(
        key,
        {**names, "margin": f"{after:+d}", "change": f"{after - now:+d}"},
        (*where, ("margin", after), ("change", after - now)),
    )


def explain(view: HouseOfSuitsView, action, language: str = "en") -> str:
    """Why ``action`` is a good move, in one sentence."""
    return reason(view, action).text(language)


def make(level: str, seed: int = 0):
    """The House of Suits bot of ``level`` (beginner, normal or expert)."""
    if level == "beginner":
        return HeuristicBot(beginner_action, explain, seed)
    if level == "normal":
        return HeuristicBot(normal_action, explain, seed)
    return SampleBot(EXPERT_SAMPLES, play_normal, expert_candidates, explain=explain, seed=seed)
