"""Review time: ``python -m benchmarks.review [--games N] [--workers K] [--game G]``.

The Expert's review (``cardkit.review``, at its full budget) of seat 0 in whole games between Normal
bots, two players: a Rummy 500 hand, an Ipso game and a House of Suits game, N seeded games each
(default 3). Prints a line per review: its decisions, its wall time, and the CPU time it took in all
(this process and its workers) and in each worker; then per game the median and worst wall time
against the goal: a whole game reviewed in 30 s or less with 2 workers.

``--stability``: Beginner (seat 0) against Normal (seat 1), N seeded games per game, seat 0 reviewed with
the seeds 0, 1 and 2. Prints per game the share of unforced decisions whose grade changes across those
seeds, each with its 95% Wilson interval (the decisions taken as independent), three ways: the grade as
shown (a decision still straddling a grade line is shown as the grades it spans: the share whose shown
grade is not the same for all three), the grades that contradict (two seeds whose shown grades have none
in common), and those two grades or more apart; then the point grades (the grade of the loss alone, as
the review graded before it showed straddles), and each review's wall time; then how far one imagined
deal's gap between the played move and the best other strays (its standard deviation, read back from each
decision's interval and deals: median and quartiles), which sets how many deals a grade line needs.

The machine is shared, so the wall time depends on what else runs. The CPU time does much less: the
busiest worker's CPU time is the floor of the wall time, what a review takes when the cores are free.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import statistics
import time

from cardkit.coach.analysis import review
from cardkit.coach.grades import GRADES
from cardkit.coach.hints import Z95
from cardkit.core.arena import wilson
from cardkit.core.bots import make_bot
from cardkit.core.match import derive_seed
from cardkit.core.record import Record, game_class

GOAL_SECONDS = 30.0
GAMES = ("rummy500", "ipso", "house_of_suits")
TWO_PLAYERS = {"ipso": {"players": 2}, "rummy500": {"players": 2}, "house_of_suits": {"suits": 4}}


def normal_game(game: str, seed: int) -> Record:
    """A whole seeded game (a Rummy 500 hand) between two Normal bots."""
    state = game_class(game).new(TWO_PLAYERS[game], seed)
    bots = [make_bot(game, "normal", derive_seed(seed, seat)) for seat in range(2)]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state.record()


def beginner_game(game: str, seed: int) -> Record:
    """A whole seeded game (a Rummy 500 hand): a Beginner in seat 0 against a Normal bot."""
    state = game_class(game).new(TWO_PLAYERS[game], seed)
    bots = [make_bot(game, level, derive_seed(seed, seat)) for seat, level in enumerate(("beginner", "normal"))]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state.record()


STABILITY_SEEDS = (0, 1, 2)


def share(count: int, n: int, width: int) -> str:
    """``count`` of ``n`` as a share with its 95% Wilson interval, right-aligned in ``width``."""
    low, high = wilson(count, n)
    return f"{count / (n or 1):.1%} ({low:.0%}-{high:.0%})".rjust(width)


def stability(games_: list[str], count: int, seed: int, workers: int) -> None:
    """The grades' stability across the reviewer's seeds (see the module)."""
    print(
        f"{'game':15} {'decisions':>9} {'shown changes':>17} {'contradict':>17} {'2 steps':>17} "
        f"{'point grade changes':>19} {'point 2 steps':>17}  review wall s"
    )
    spreads = []
    for game in games_:
        rows, walls = [], []
        for i in range(count):
            record = beginner_game(game, derive_seed(seed, i))
            reviews = []
            for reviewer in STABILITY_SEEDS:
                start = time.perf_counter()
                reviews.append(review(record, 0, workers=workers, progress=False, seed=reviewer))
                walls.append(time.perf_counter() - start)
            for decisions in zip(*(r.decisions for r in reviews)):
                if not decisions[0].forced:
                    rows.append(decisions)
        shown = [[set(d.between or (d.grade,)) for d in row] for row in rows]
        steps = [[{GRADES.index(g) for g in grades} for grades in row] for row in shown]
        changed = sum(len({frozenset(g) for g in row}) > 1 for row in shown)
        contradict = sum(any(not a & b for a in row for b in row) for row in shown)
        far = sum(any(min(abs(x - y) for x in a for y in b) >= 2 for a in row for b in row) for row in steps)
        points = [[GRADES.index(d.grade) for d in row] for row in rows]
        point_changed = sum(len(set(row)) > 1 for row in points)
        point_far = sum(max(row) - min(row) >= 2 for row in points)
        n = len(rows)
        print(
            f"{game:15} {n:9d} {share(changed, n, 17)} {share(contradict, n, 17)} {share(far, n, 17)} "
            f"{share(point_changed, n, 19)} {share(point_far, n, 17)}  median {statistics.median(walls):.1f}, "
            f"worst {max(walls):.1f}"
        )
        spreads.append((game, deal_spreads([d for row in rows for d in row])))
    # The spread of one deal's gap sets the deals a grade needs: on n deals its standard error is spread / √n.
    for game, found in spreads:
        if len(found) >= 4:
            low, middle, high = statistics.quantiles(found, n=4)
            print(
                f"{game:15} one deal's gap between the moves: spread {middle:.1f} points (quartiles {low:.1f}-{high:.1f})"
            )


def deal_spreads(decisions: list) -> list[float]:
    """The standard deviation of one deal's gap between the played move and the best other, read back from
    each decision's 95% interval and deals (those whose interval is not cut at 0 points given up, nor a point:
    weighed on every deal)."""
    found = []
    for d in decisions:
        low, high = d.interval
        if 0 < low < high and d.deals > 1:
            found.append((high - low) / 2 / Z95 * d.deals**0.5)
    return found


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers, once shut down)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def workers_cpu() -> dict[int, float]:
    """CPU seconds of each live worker of this process, read from /proc (Linux; {} elsewhere)."""
    found = {}
    for child in multiprocessing.active_children():
        try:
            with open(f"/proc/{child.pid}/stat", encoding="ascii") as stat:
                fields = stat.read().rpartition(")")[2].split()
        except OSError:
            continue
        found[child.pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime
    return found


def timed_review(record: Record, workers: int) -> tuple[int, float, float, list[float]]:
    """Review seat 0: (decisions, wall seconds, CPU seconds in all, each worker's CPU seconds). Each
    worker's time is read as the last decision comes back, before the pool shuts its workers down."""
    per_worker: dict[int, float] = {}

    def progress(done: int, total: int) -> None:
        if done == total:
            per_worker.update(workers_cpu())

    start, start_cpu = time.perf_counter(), cpu_seconds()
    result = review(record, 0, workers=workers, progress=progress)
    wall, cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
    return len(result.decisions), wall, cpu, sorted(per_worker.values(), reverse=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    parser.add_argument("--stability", action="store_true", help="grades across the reviewer's seeds 0, 1, 2")
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}, {args.workers} workers")
    if args.stability:
        stability(args.game or list(GAMES), args.games, args.seed, args.workers)
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return
    print(f"{'game':15} {'review':>6} {'decisions':>9} {'wall s':>7} {'cpu s':>6}  cpu s per worker")
    summary = []
    for game in args.game or GAMES:
        seconds, decisions, busiest = [], [], []
        for i in range(args.games):
            record = normal_game(game, derive_seed(args.seed, i))
            n, wall, cpu, per_worker = timed_review(record, args.workers)
            seconds.append(wall)
            decisions.append(n)
            busiest.append(per_worker[0] if per_worker else cpu)
            each = " ".join(f"{s:.1f}" for s in per_worker) or "(no pool)"
            print(f"{game:15} {i + 1:6d} {n:9d} {wall:7.1f} {cpu:6.1f}  {each}")
        summary.append(
            (game, statistics.mean(decisions), statistics.median(seconds), max(seconds), statistics.median(busiest))
        )
    print(
        f"\n{'game':15} {'games':>5} {'decisions':>10} {'median s':>9} {'worst s':>8} {'busiest cpu s':>14} "
        f"{'goal s':>7}  met"
    )
    for game, n, median, worst, cpu in summary:
        print(
            f"{game:15} {args.games:5d} {n:10.1f} {median:9.1f} {worst:8.1f} {cpu:14.1f} {GOAL_SECONDS:7.0f}  "
            f"{'yes' if worst <= GOAL_SECONDS else 'missed'}"
        )
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
