"""Hints that are true: every claim a Rummy 500 hint's reason states is checked against the position
(the reason is built from claims, ``cardkit.rummy500.bots.Reason``, so nothing is parsed from English)."""
from __future__ import annotations

import random

from cardkit.rummy500 import bots as rb
from cardkit.rummy500.rules import RummyState, Take

LEVELS = {"beginner": rb.reason_beginner, "normal": rb.reason, "expert": rb.reason}


def positions(count: int):
    """Positions of seeded Normal-vs-Normal hands, each with the state (to check claims) and its mover's view."""
    found, seed = [], 0
    while len(found) < count:
        state = RummyState.new({"players": 2}, seed)
        bot = rb.make("normal", seed)
        while state.mover is not None and len(found) < count:
            view = state.view(state.mover)
            found.append((state.clone(), view))
            state.apply(bot.choose(view))
        seed += 1
    return found


def check(state: RummyState, action, reason: rb.Reason) -> None:
    after = state.clone()
    after.play(action)
    for claim in reason.claims:
        name = claim[0]
        if name == "melds":
            assert rb.melds_with(after, claim[1]), (reason, action)
        elif name == "lays_off":
            assert rb.lays_off(after, claim[1]), (reason, action)
        elif name == "scores":
            assert claim[1] > 0 and rb._meld_out(after.clone()) == claim[1], (reason, action)
        elif name == "points":
            assert rb.put_down_points(state, claim[1]) == claim[2], (reason, action)
        elif name == "no_take_melds":
            for take in (a for a in state.legal_actions() if type(a) is Take):
                taken = rb.after_take(state, take)
                card = state.pile[take.index]
                assert not rb.melds_with(taken, card) and not rb.lays_off(taken, card), (reason, take)
        elif name == "stock_empty":
            assert not state.stock, (reason, action)
        elif name == "highest":
            hand = state.view(state.mover).hand
            assert rb.POINTS[claim[1]] == max(rb.POINTS[c.index] for c in hand), (reason, action)
        else:
            raise AssertionError(f"unchecked claim {claim}")
    if reason.key in {"rummy500.hint.take_top", "rummy500.hint.take_deep"}:
        assert ("melds", state.pile[action.index]) in reason.claims  # "it melds at once" is always a claim


def test_every_rummy500_hint_claim_is_true_in_300_positions_per_level():
    for level, why in LEVELS.items():
        bot = rb.make(level, 7)
        if level == "expert":
            bot.samples = 4  # the claims do not depend on the search: a small one keeps the test short
        for state, view in positions(300 if level != "expert" else 300):
            action = bot.choose(view)
            reason = why(view, action)
            check(state, action, reason)
            assert "meld 0" not in reason.text("en") and "{" not in reason.text("fr")
