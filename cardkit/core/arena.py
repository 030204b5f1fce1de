"""The arena: many seeded games between bots, on any executor, with a results table.

Each game's seed comes from the arena seed, and the bots change seats from game to game (game i
seats them rotated by i), so every bot plays every seat equally often. Games run on a process pool
by default, in this process with ``workers=1`` (no pool: what Pyodide and JupyterLite can do), or on
any ``concurrent.futures.Executor`` given, Dask's included (``distributed.Client(...).get_executor()``).
A bot factory sent to a pool or a cluster travels by pickle, so it must be importable (defined in a
module, not in a notebook cell); in this process any callable will do. A bot that raises, or takes longer than
``max_seconds`` for one decision, is reported with the game's seed, and the run goes on.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, NamedTuple

from cardkit.core.bots import LEVELS, make_bot
from cardkit.core.game import CardkitError
from cardkit.core.match import derive_seed
from cardkit.core.record import game_class

# A seat's player: a bot level name, or a picklable factory ``seed -> bot`` (for your own bots).
Player = str | Callable[[int], Any]


def player_name(player: Player) -> str:
    return player if isinstance(player, str) else getattr(player, "__name__", repr(player))


class GameResult(NamedTuple):
    seed: int
    seats: tuple[str, ...]  # the bot playing each seat
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    decision_seconds: tuple[tuple[float, ...], ...]  # per seat: the time of each of its decisions
    problem: str  # "" or what went wrong (a bot raised, or was too slow)


def play_game(
    game: str, players: Sequence[Player], options: dict | None, seed: int, max_seconds: float = 10.0
) -> GameResult:
    """One seeded game between bots (one per seat). Picklable, for process pools."""
    state = game_class(game).new(options, seed)
    seats = [player_name(p) for p in players]
    bots = [
        make_bot(game, p, derive_seed(seed, 1000 + i)) if isinstance(p, str) else p(derive_seed(seed, 1000 + i))
        for i, p in enumerate(players)
    ]
    times: list[list[float]] = [[] for _ in seats]
    problem = ""
    while not state.is_over():
        seat = state.to_move()
        view = state.view(seat)
        start = time.perf_counter()
        try:
            action = bots[seat].choose(view)
            state.apply(action, seat)
        except Exception as e:  # noqa: BLE001 - a broken bot is reported, not fatal
            return GameResult(
                seed,
                tuple(seats),
                (),
                (),
                len(state.history),
                tuple(map(tuple, times)),
                f"seed {seed}: {seats[seat]} bot in seat {seat} failed: {type(e).__name__}: {e}",
            )
        spent = time.perf_counter() - start
        times[seat].append(spent)
        if spent > max_seconds and not problem:
            problem = f"seed {seed}: {seats[seat]} bot in seat {seat} took {spent:.1f} s for one move"
    return GameResult(
        seed,
        tuple(seats),
        tuple(state.totals()),
        state.winners(),
        len(state.history),
        tuple(map(tuple, times)),
        problem,
    )


def _play(args: tuple) -> GameResult:
    return play_game(*args)


class Standing(NamedTuple):
    bot: str
    games: int
    wins: float  # a win shared by k seats counts 1/k
    win_rate: float
    low: float  # 95% Wilson interval of the win rate
    high: float
    mean_score: float
    mean_margin: float  # own score minus the best other score


class ArenaResult(NamedTuple):
    game: str
    games: list[GameResult]
    standings: list[Standing]
    problems: list[str]

    def table(self) -> str:
        lines = [f"{'bot':10} {'games':>6} {'wins':>7} {'win rate':>9} {'95% CI':>15} {'score':>7} {'margin':>7}"]
        for s in self.standings:
            lines.append(
                f"{s.bot:10} {s.games:6d} {s.wins:7.1f} {s.win_rate:9.1%} "
                f"{f'{s.low:.1%}-{s.high:.1%}':>15} {s.mean_score:7.1f} {s.mean_margin:+7.1f}"
            )
        if self.problems:
            lines.append(f"{len(self.problems)} problem(s):")
            lines.extend(f"  {p}" for p in self.problems)
        return "\n".join(lines)

    def decision_times(self, bot: str) -> list[float]:
        """Seconds per decision of one bot, over all its games and seats."""
        return [
            t for g in self.games for seat, who in enumerate(g.seats) if who == bot for t in g.decision_seconds[seat]
        ]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def standings(results: Iterable[GameResult], bots: Sequence[str]) -> list[Standing]:
    table = []
    done = [r for r in results if r.totals]
    for bot in dict.fromkeys(bots):
        games = wins = score = margin = 0.0
        for r in done:
            for seat, who in enumerate(r.seats):
                if who != bot:
                    continue
                games += 1
                wins += (1 / len(r.winners)) if seat in r.winners else 0
                score += r.totals[seat]
                margin += r.totals[seat] - max(t for s, t in enumerate(r.totals) if s != seat)
        n = int(games)
        low, high = wilson(wins, n)
        table.append(
            Standing(bot, n, wins, wins / n if n else 0.0, low, high, score / n if n else 0.0, margin / n if n else 0.0)
        )
    return table


def arena(
    game: str,
    bots: Sequence[Player],
    games: int,
    seed: int = 0,
    options: dict | None = None,
    workers: int | None = None,
    executor: Executor | None = None,
    progress: bool = True,
    max_seconds: float = 10.0,
) -> ArenaResult:
    """Play ``games`` seeded games between ``bots`` (one per seat: a level name or a factory) and rank them."""
    game_class(game)  # an unknown game is refused before anything starts
    unknown = [b for b in bots if isinstance(b, str) and b not in LEVELS]
    if unknown:
        raise CardkitError("core.unknown_bot", name=unknown[0], known=", ".join(LEVELS))
    if games <= 0:
        raise ValueError("the number of games must be positive")
    probe = game_class(game).new(options, seed)  # refuses bad options up front
    if probe.num_players != len(bots):
        raise ValueError(f"{probe.title} is set for {probe.num_players} players here, but {len(bots)} bots were named")
    jobs = []
    for i in range(games):
        turn = i % len(bots)
        jobs.append((game, tuple(bots[turn:]) + tuple(bots[:turn]), options, derive_seed(seed, i), max_seconds))
    if workers is not None and workers < 1:
        raise ValueError("workers is 1 (play in this process) or more (a process pool)")
    in_process = executor is None and workers == 1
    own_pool = executor is None and not in_process
    if own_pool:
        executor = ProcessPoolExecutor(workers or os.cpu_count() or 1)
    try:
        # One worker plays in this process, one game after the other: no pool to start, nothing pickled.
        results_iter = map(_play, jobs) if executor is None else executor.map(_play, jobs)
        if progress:
            from tqdm.auto import tqdm

            names = " vs ".join(map(player_name, bots))
            results_iter = tqdm(results_iter, total=games, desc=f"{probe.title}: {names}")
        results = list(results_iter)
    finally:
        if own_pool and executor is not None:
            executor.shutdown()
    return ArenaResult(
        game, results, standings(results, [player_name(b) for b in bots]), [r.problem for r in results if r.problem]
    )


def to_rows(result: ArenaResult) -> list[dict[str, Any]]:
    """One flat row per seat per game, for JSON or CSV."""
    rows = []
    for r in result.games:
        for seat, bot in enumerate(r.seats):
            rows.append(
                {
                    "game": result.game,
                    "seed": r.seed,
                    "seat": seat,
                    "bot": bot,
                    "score": r.totals[seat] if r.totals else None,
                    "won": (seat in r.winners) if r.totals else None,
                    "shared": len(r.winners) > 1 if r.totals else None,
                    "moves": r.moves,
                    "problem": r.problem,
                }
            )
    return rows
