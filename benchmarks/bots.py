"""Bot strength and speed: ``python -m benchmarks.bots [--games N] [--workers K] [--game G]``.

For every game, two players: Expert vs Normal, Normal vs Beginner and Beginner vs Random, N
seeded games per pairing (default 400), seats swapped from game to game. Prints the stronger
bot's win rate with its 95% (Wilson) interval against the target: a target is met only when the
interval's lower bound reaches it (a win rate above the target by chance is not enough), "missed"
otherwise. Then the Expert's time per decision (each game runs on one core).
"""
from __future__ import annotations

import argparse
import statistics
import time

from cardkit.core.arena import arena
from cardkit.games import names

GAMES = names()

PAIRINGS = (("expert", "normal", 0.70), ("normal", "beginner", 0.70), ("beginner", "random", 0.60))
TWO_PLAYERS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    print(f"{'game':15} {'pairing':20} {'games':>6} {'win rate':>9} {'95% CI':>15} {'target':>7}  {'met':6} "
          f"{'margin':>7} {'seconds':>8}")
    expert_times = {}
    for game in args.game or GAMES:
        for strong, weak, target in PAIRINGS:
            start = time.perf_counter()
            result = arena(game, [strong, weak], args.games, seed=args.seed, options=TWO_PLAYERS[game],
                           workers=args.workers, progress=False)
            s = result.standings[0]
            print(f"{game:15} {strong + ' vs ' + weak:20} {s.games:6d} {s.win_rate:9.1%} "
                  f"{f'{s.low:.1%}-{s.high:.1%}':>15} {target:7.0%}  {'met' if s.low >= target else 'missed':6} "
                  f"{s.mean_margin:+7.1f} {time.perf_counter() - start:8.0f}", flush=True)
            for problem in result.problems:
                print(f"    problem: {problem}")
            if strong == "expert":
                expert_times[game] = result.decision_times("expert")
    print()
    print(f"{'Expert decision time (s)':27} {'moves':>7} {'median':>7} {'p95':>7} {'max':>7}  p95 <= 1 s")
    for game, times in expert_times.items():
        p95 = percentile(times, 0.95)
        print(f"{game:27} {len(times):7d} {statistics.median(times):7.3f} {p95:7.3f} {max(times):7.3f}  "
              f"{'yes' if p95 <= 1 else 'NO'}")


if __name__ == "__main__":
    main()
