"""Do Ipso's and House of Suits' hint reasons say what decided the move? ``python -m benchmarks.reasons [--positions N]``

On N seeded positions of Normal-vs-Normal games per game, the reason of each move a learner is shown a reason
for: the Expert's hint (compared with the next best move it weighed), a review's (the Expert's best compared
with the move played, Normal's or the Beginner's, where it differs), Normal's own hint and the Beginner's.
Each reason is sorted, from the position itself (the rules' own scoring, not the bots' arithmetic):

- false: a figure it states is not this move's (a swap's gain, a margin), or it says a swap gains nothing;
- beaten: the figure it gives as the reason favours the move it beat (a smaller gain or margin on the very
  count it states), or the Star's average stated on the wrong side of 3;
- baseless: a comparison with no alternative behind it ("costs the least", "+N for this move");
- silent: nothing in it tells the move from the move it beat (all it says is as true of that one).

And how each tells the move from the other: by a count it states (checked by tests/test_hints_true.py), or
by the judge's play-outs (their figures follow the reason).

Prints the counts per game and per path, and the reasons looked at.
"""

from __future__ import annotations

import argparse
import inspect
import os
import random
from collections import Counter

from cardkit.coach.hints import weigh
from cardkit.house_of_suits import bots as hb
from cardkit.house_of_suits.deck import SUIT_OF, VALUE_OF
from cardkit.house_of_suits.rules import HouseOfSuitsState, SetAside
from cardkit.house_of_suits.scoring import seat_totals
from cardkit.ipso import bots as ib
from cardkit.ipso.rules import ROWS, DiscardDrawn, IpsoState, KeepStar, Replace, SpendStar, Swap
from cardkit.ipso.scoring import score_pyramid

SAMPLES = 6  # the Expert's deals here: the reasons' truth does not depend on the search's size


def positions(new, module, count: int, every: int) -> list:
    found: list = []
    seed, n = 0, 0
    while len(found) < count:
        state = new(seed)
        bot = module.make("normal", seed)
        while state.to_move() is not None and len(found) < count:
            view = state.view(state.to_move())
            if len(view.legal) > 1 and (n % every == 0 or getattr(state, "phase", "") == "final"):
                found.append(state.clone())
            n += 1
            state.apply(bot.choose(view))
        seed += 1
    return found


def reason_of(module, view, action, rather):
    if "rather" in inspect.signature(module.reason).parameters:
        return module.reason(view, action, rather)
    return module.reason(view, action)


def cases(module, states, seed: int = 7):
    """(path, state, view, action, rather) for every reason shown."""
    normal, beginner = module.make("normal", seed), module.make("beginner", seed)
    for i, state in enumerate(states):
        view = state.view(state.to_move())
        ranked = weigh(view, seed=i, samples=SAMPLES).ranked
        best = ranked[0][0]
        yield "expert hint", state, view, best, ranked[1][0] if len(ranked) > 1 else None
        moves = {"normal": normal.choose(view), "beginner": beginner.choose(view)}
        for played in dict.fromkeys(moves.values()):
            if played != best:
                yield "review", state, view, best, played
        ranked_normal = [a for a in module.make("expert", seed).moves(view) if a != moves["normal"]]
        yield "normal hint", state, view, moves["normal"], ranked_normal[0] if ranked_normal else None
        yield "beginner hint", state, view, moves["beginner"], None


# ------------------------------------------------------------------------------------ Ipso


def ipso_points(state: IpsoState, pyramid) -> int:
    view = state.view(0)
    rows = [[pyramid[s] for s in row] for row in ROWS]
    return score_pyramid(rows, star_kept=True, odd_even=view.odd_even, odd_even_all_rows=view.odd_even_all_rows).total


def ipso_gain(state: IpsoState, action) -> int:
    """The points a final-round move adds to the mover's pyramid (0 for any other move)."""
    if type(action) is not Swap:
        return 0
    pyramid = list(state.pyramids[state.order[state.final_index]])  # the final round's mover
    after = pyramid[: action.slot] + [state.drawn] + pyramid[action.slot + 1 :]
    return ipso_points(state, after) - ipso_points(state, pyramid)


def ipso_star_mean(state: IpsoState) -> float:
    pyramid = list(state.pyramids[state.order[state.final_index]])  # the final round's mover
    unseen = state.pile[2:] if len(state.pile) > 2 else state.pile[-1:]
    before = ipso_points(state, pyramid)

    def best(n: int) -> int:
        return max(0, *(ipso_points(state, pyramid[:s] + [n] + pyramid[s + 1 :]) - before for s in range(14)))

    return sum(best(n) for n in unseen) / len(unseen)


def ipso_sort(state, view, action, rather, reason) -> set[str]:
    found = set()
    key = reason.key
    if "no_fit" in key and "least" in reason.text("en"):
        found.add("baseless")
    if type(action) is Swap:
        stated = reason.params.get("gain")
        if stated is not None and int(stated) != ipso_gain(state, action):
            found.add("false")
        if rather is not None and ipso_gain(state, rather) > ipso_gain(state, action) and "than" not in reason.params:
            found.add("beaten")
        if (
            rather is not None
            and type(rather) is Swap
            and "than" not in reason.params
            and "most" not in reason.text("en")
        ):
            found.add("silent")
    if type(action) is DiscardDrawn:
        best = max(ipso_gain(state, s) for s in (Swap(i) for i in range(14)))
        if best > 0 and key == "ipso.hint.discard":
            found.add("false")
    if type(action) in (KeepStar, SpendStar) and "gain" in reason.params and "anyway" not in key:
        mean = ipso_star_mean(state)
        if mean >= 3 if type(action) is KeepStar else mean <= 3:
            found.add("beaten")
    if type(action) is Replace and type(rather) is Replace and "than" not in reason.params:
        found.add("silent")
    return found


# ------------------------------------------------------------------------------------ House of Suits


def hos_margin(state: HouseOfSuitsState, seat: int, final: bool) -> int:
    """The seat's lead with the market as it stands and its own set-aside card (both set-aside cards at the
    game's last move, when the opponent's is the one card left unseen), by the rules' scoring."""
    asides = [state.aside[seat]] + ([state.aside[1 - seat]] if final else [])
    market = [0] * state.options.suits
    for c in state.market + [a for a in asides if a >= 0]:
        market[SUIT_OF[c]] += VALUE_OF[c]
    invested = [[0] * state.options.suits for _ in range(2)]
    for s in range(2):
        for c in state.invest[s]:
            invested[s][SUIT_OF[c]] += VALUE_OF[c]
    totals = seat_totals(market, invested)
    return totals[seat] - totals[1 - seat]


def hos_after(state: HouseOfSuitsState, action) -> int:
    seat = state.to_move()
    assert seat is not None  # a position with a move to make
    final = not state.pile and not state.hands[1 - seat] and state.aside[1 - seat] >= 0
    after = state.clone()
    after.play(action)
    return hos_margin(after, seat, final)


def hos_sort(state, view, action, rather, reason) -> set[str]:
    found = set()
    key, params = reason.key, reason.params
    if "change" in params:
        found.add("baseless")
    if isinstance(action, SetAside):
        if rather is not None and "other" not in params:
            found.add("silent")
        return found
    mine: float = hos_after(state, action)
    if "margin" in params and "projected" not in key and int(str(params["margin"])) != mine:
        found.add("false")
    if rather is not None and not isinstance(rather, SetAside):
        theirs: float = hos_after(state, rather)
        figure = "margin" in params
        if "projected" in key:  # Normal's count: half of every card still to come
            mine, theirs = hb.projected_after(view, action), hb.projected_after(view, rather)
        if figure and theirs > mine:
            found.add("beaten")
        if figure and theirs == mine and "than" not in params:
            found.add("silent")
    return found


def how(reason) -> str:
    """How the reason tells the move from the other: by a count it states, or by the judge's play-outs."""
    compared = "than" in reason.params or "other" in reason.params and "set_aside" in reason.key
    if not compared:
        return "alone"
    return "played out" if "played out" in reason.text("en").lower() else "by a count"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=120)
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    games = {
        "ipso": (lambda seed: IpsoState.new({"players": 2 + seed % 3}, seed), ib, ipso_sort, 3),
        "house_of_suits": (lambda seed: HouseOfSuitsState.new({"suits": 4 + seed % 3}, seed), hb, hos_sort, 1),
    }
    for game, (new, module, sort, every) in games.items():
        random.seed(0)
        counts: Counter = Counter()
        for path, state, view, action, rather in cases(module, positions(new, module, args.positions, every)):
            given = rather if path in ("expert hint", "review") else None  # a bot's own hint names no other move
            reason = reason_of(module, view, action, given)
            counts[path, "reasons"] += 1
            for kind in sort(state, view, action, rather, reason):
                counts[path, kind] += 1
            counts[path, how(reason)] += 1
        for path in ("expert hint", "review", "normal hint", "beginner hint"):
            kinds = ("reasons", "false", "beaten", "baseless", "silent", "by a count", "played out")
            row = {kind: counts[path, kind] for kind in kinds}
            print(f"{game:15} {path:14} " + "  ".join(f"{k} {v}" for k, v in row.items()))


if __name__ == "__main__":
    main()
