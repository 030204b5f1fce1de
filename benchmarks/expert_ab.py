"""Rummy 500 Expert settings compared on the same hands: ``python -m benchmarks.expert_ab N SEED SETTINGS``.

With a fourth argument FILE, each hand's share of the win and margin are written there as JSON, for a
hand-by-hand comparison of two runs (``python -m benchmarks.expert_ab --paired A B``: the mean difference
and its 95% interval), also of two source trees (run each with ``PYTHONPATH`` set to its tree).

SETTINGS is a JSON object of ``cardkit.rummy500.bots`` constants to change for the run, e.g.
``'{"EXPERT_SAMPLES": 80}'`` (``'{}'``: the Expert as shipped). N seeded hands of 2 players, the Expert
against Normal, seats swapped from hand to hand, on 2 worker processes: runs with the same N and SEED
play the same deals, so two settings are compared on equal luck (the bots are deterministic). Prints
the Expert's share of hands won with its 95% interval, its mean margin in points, and its CPU time
per decision.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import cardkit.rummy500.bots as rummy_bots
from cardkit.core.arena import wilson
from cardkit.core.bots import make_bot
from cardkit.core.match import derive_seed
from cardkit.rummy500 import Game

from .bots import percentile


def change(settings: dict) -> None:
    """Set ``cardkit.rummy500.bots`` constants for this process, refusing names the module lacks."""
    unknown = [name for name in settings if not hasattr(rummy_bots, name)]
    if unknown:
        raise SystemExit(f"cardkit.rummy500.bots has no {', '.join(unknown)}")
    for name, value in settings.items():
        setattr(rummy_bots, name, value)


def gain(gains: list[float]) -> str:
    """A paired comparison's mean gain and its 95% interval."""
    mean, error = statistics.mean(gains), statistics.stdev(gains) / len(gains) ** 0.5
    return f"{mean:+.3f} ({mean - 1.96 * error:+.3f} to {mean + 1.96 * error:+.3f})"


def hand(settings: dict, i: int, seed: int) -> tuple[float, int, list[float]]:
    """Hand ``i``: the Expert's share of the win, its margin and its CPU time per decision."""
    change(settings)  # in this worker process only
    state = Game.new({"players": 2}, seed=derive_seed(seed, i))
    expert = i % 2
    bots = [
        make_bot("rummy500", "expert" if s == expert else "normal", derive_seed(seed, 1000 + 7 * i + s))
        for s in range(2)
    ]
    cpu = []
    while not state.is_over():
        seat = state.to_move()
        start = time.process_time()
        action = bots[seat].choose(state.view(seat))
        if seat == expert:
            cpu.append(time.process_time() - start)
        state.apply(action, seat)
    winners, totals = state.winners(), state.totals()
    return (1 / len(winners) if expert in winners else 0.0), totals[expert] - totals[1 - expert], cpu


def paired(first: str, second: str) -> None:
    """The second run's hand-by-hand gain over the first's, in share of hands won and in margin."""
    with open(first) as a, open(second) as b:
        hands = list(zip(json.load(a), json.load(b), strict=True))
    for name, field in (("share of hands won", 0), ("margin, points", 1)):
        print(f"{name}: {gain([y[field] - x[field] for x, y in hands])}, {len(hands)} hands")


def main(argv: list[str]) -> None:
    if argv[0] == "--paired":
        return paired(argv[1], argv[2])
    count, seed, settings = int(argv[0]), int(argv[1]), json.loads(argv[2])
    change(settings)  # refused here, before any work, if a name is wrong
    start = time.perf_counter()
    with ProcessPoolExecutor(2) as pool:
        results = list(pool.map(hand, [settings] * count, range(count), [seed] * count))
    wins = sum(r[0] for r in results)
    low, high = wilson(wins, count)
    cpu = [c for r in results for c in r[2]]
    if len(argv) > 3:
        with open(argv[3], "w") as out:
            json.dump([[r[0], r[1]] for r in results], out)
    print(
        f"{json.dumps(settings)}: {count} hands, Expert won {wins / count:.1%} ({low:.1%}-{high:.1%}), "
        f"margin {statistics.mean(r[1] for r in results):+.1f} points a hand; CPU per decision median "
        f"{statistics.median(cpu):.3f} s, p95 {percentile(cpu, 0.95):.3f} s; {time.perf_counter() - start:.0f} s"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
