"""Hint time and hint quality: ``python -m benchmarks.hints [--games N] [--game G] [--check K]``.

Time: ``cardkit.hint`` (the review's judge, at its full budget) asked at every decision of seat 0 in N
seeded two-player games between Normal bots (a Rummy 500 hand, an Ipso game, a House of Suits game);
prints per game the median and 95th percentile of the CPU seconds per hint, each with its 95% interval
(order statistics), against the click's budget: the Rummy 500 Expert's own decision time.

House of Suits' last move (``--last-move N``): in N seeded Normal-vs-Normal games, Normal's last move of
the game counting the opponent's deduced set-aside card against the same move without it (paired, exact:
every card is known then): how often they differ and the final margin gained.

Quality (``--check K``): on the first K of those positions, the hinted move's loss as an Expert with
5 times the deals (a fresh seed) weighs it against the moves it weighs: the share of hints above the
game's inaccuracy line (with its 95% interval) and the blunders. That loss is itself an estimate: the
best of several noisy values less the hint's, so near the line it counts the checker's noise as well as
the hint's. ``--recheck R`` weighs again, with R times the Expert's deals on fresh deals, every hint
whose check could not rule out the line (the 95% interval of its loss reaches it), and counts the hints
above the line by that stronger check.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time

import cardkit
from cardkit import games
from cardkit.coach.hints import weigh
from cardkit.core.arena import wilson
from cardkit.core.bots import make_bot
from cardkit.core.match import derive_seed
from cardkit.core.record import game_class

GAMES = ("rummy500", "ipso", "house_of_suits")
TWO_PLAYERS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}
STRONGER = 5  # the checking judge's deals, as a multiple of the Expert's


def positions(game: str, count: int, seed: int) -> list:
    """Seat 0's views at each of its decisions in ``count`` seeded Normal-vs-Normal games."""
    views = []
    for n in range(count):
        state = game_class(game).new(TWO_PLAYERS[game], derive_seed(seed, n))
        bots = [make_bot(game, "normal", derive_seed(seed, 100 + seat)) for seat in range(2)]
        while not state.is_over():
            seat = state.to_move()
            view = state.view(seat)
            if seat == 0 and len(view.legal) > 1:
                views.append(view)
            state.apply(bots[seat].choose(view))
    return views


def quantile_interval(values: list[float], q: float) -> tuple[float, float, float]:
    """The ``q`` quantile of ``values`` and its 95% interval, from order statistics (normal approximation
    of the binomial count of values below it)."""
    ordered, n = sorted(values), len(values)
    half = 1.96 * math.sqrt(n * q * (1 - q))
    low, high = max(0, math.floor(n * q - half)), min(n - 1, math.ceil(n * q + half))
    return ordered[min(n - 1, int(n * q))], ordered[low], ordered[high]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--check", type=int, default=0, help="positions per game checked by a 5x-deal Expert")
    parser.add_argument("--recheck", type=int, default=0, help="deals (x the Expert's) for hints near the line")
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    parser.add_argument("--last-move", type=int, default=0, help="House of Suits games for the last-move check")
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.last_move:
        return last_move(args.last_move, args.seed)
    for game in args.game or GAMES:
        views = positions(game, args.games, args.seed)
        seconds, hints = [], []
        for i, view in enumerate(views):
            start = time.process_time()
            hints.append(cardkit.hint(view, seed=i))
            seconds.append(time.process_time() - start)
        median, p95 = quantile_interval(seconds, 0.5), quantile_interval(seconds, 0.95)
        print(
            f"{game}: {len(views)} hints, CPU s per hint: median {median[0]:.3f} (95% {median[1]:.3f}-"
            f"{median[2]:.3f}), p95 {p95[0]:.3f} (95% {p95[1]:.3f}-{p95[2]:.3f}), mean "
            f"{statistics.fmean(seconds):.3f}"
        )
        if args.check:
            check(game, views[: args.check], hints, args.recheck)


def check(game: str, views: list, hints: list, recheck: int = 0) -> None:
    lines = games.spec(game).grades or (2.0, 5.0, 10.0)
    expert = make_bot(game, "expert", 0)
    losses, final, rechecked = [], [], 0
    for i, view in enumerate(views):
        action = hints[i].action
        weighed = weigh(view, seed=derive_seed(7, i), samples=STRONGER * expert.samples, played=action)
        ranked, interval = weighed.ranked, weighed.interval
        losses.append(ranked[0][1] - dict(ranked)[action])
        if recheck and interval[1] >= lines[0]:
            ranked = weigh(view, seed=derive_seed(8, i), samples=recheck * expert.samples, played=action).ranked
            rechecked += 1
        final.append(ranked[0][1] - dict(ranked)[action])
    print(f"  checked by a {STRONGER}x-deal Expert: {summary(losses, lines)}")
    if recheck:
        print(
            f"  the {rechecked} hints whose check reached the line weighed again by a {recheck}x-deal Expert (the "
            f"others' losses as checked): {summary(final, lines)}"
        )


def summary(losses: list[float], lines: tuple[float, ...]) -> str:
    above = sum(loss >= lines[0] for loss in losses)
    low, high = wilson(above, len(losses))
    return (  # the interval of the share above the line; the blunders' line is lines[2]
        f"{above} of {len(losses)} above the inaccuracy line ({lines[0]:g}; 95% {100 * low:.1f}-{100 * high:.1f}%), "
        f"{sum(loss >= lines[2] for loss in losses)} blunders, mean loss {statistics.fmean(losses):.2f}, worst "
        f"{max(losses):.1f}"
    )


def last_move(count: int, seed: int) -> None:
    from cardkit.core.bots import margin
    from cardkit.house_of_suits import bots

    gains = []
    for n in range(count):
        state = game_class("house_of_suits").new({"suits": 4 + n % 3}, derive_seed(seed, n))
        players = [bots.make("normal", derive_seed(seed, 100 + s)) for s in range(2)]
        while bots.deduced_set_aside(view := state.view(state.to_move())) is None:
            state.apply(players[state.to_move()].choose(view))
        new = bots.normal_action(view, random.Random(0))
        deduced, bots.deduced_set_aside = bots.deduced_set_aside, lambda view: None
        try:
            old = bots.normal_action(view, random.Random(0))
        finally:
            bots.deduced_set_aside = deduced
        ends = []
        for action in (new, old):
            end = state.clone()
            end.play(action)
            ends.append(margin(end, view.seat))
        gains.append(ends[0] - ends[1])
    print(
        f"house_of_suits last move, {count} games: {sum(g != 0 for g in gains)} moves changed, final margin "
        f"gained per game: mean {statistics.fmean(gains):.2f}, worst {min(gains)}, best {max(gains)}"
    )


if __name__ == "__main__":
    main()
