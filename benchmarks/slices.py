"""Interleaved timing: the engines (and their anchors) take turns in short slices of whole games.

Measured one after the other, two engines on a shared machine meet different loads (another job
starts, the CPU's clock changes) and their ratio came out 3x, 5x and 13x on three runs. Here every
contender plays whole games for a short slice (a few tenths of a second), round-robin, the order
reversed every other round, for several rounds; each figure is the median over its slices with the
spread (min-max), for wall time and for CPU time (``time.process_time``: the time this process ran,
which other processes on the machine disturb much less). A ratio of two contenders is taken per round
(their slices ran a moment apart) and reported as the median and spread of those ratios.

Run as a script (``python benchmarks/slices.py``), this module is a worker serving slices of one
checkout's engines on stdin/stdout, so that two checkouts of cardkit (``benchmarks.engines --against``)
are timed turn about in two processes. It imports only ``cardkit.core.game_class`` for that reason:
an older checkout has it too.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Slice:
    games: int
    actions: int
    wall: float  # seconds
    cpu: float  # seconds of this process's CPU time

    def rate(self, unit: str, clock: str) -> float:
        """games/s or actions/s by wall or CPU time."""
        return getattr(self, unit) / max(getattr(self, clock), 1e-9)


def run_slice(play: Callable[[], int], seconds: float) -> Slice:
    """Whole games of ``play`` (which plays one and returns its number of actions) for about ``seconds``."""
    games = actions = 0
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while True:
        actions += play()
        games += 1
        if time.perf_counter() - wall0 >= seconds:
            break
    return Slice(games, actions, time.perf_counter() - wall0, time.process_time() - cpu0)


Contender = Callable[[float], Slice]  # plays whole games for about this many seconds


def interleave(contenders: dict[str, Contender], rounds: int, slice_seconds: float) -> dict[str, list[Slice]]:
    """Round-robin slices of every contender, the order reversed every other round, after one
    unmeasured warm-up slice each (memo tables filled, caches warm)."""
    names = list(contenders)
    for name in names:
        contenders[name](slice_seconds)
    slices: dict[str, list[Slice]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names if r % 2 == 0 else reversed(names):
            slices[name].append(contenders[name](slice_seconds))
    return slices


def spread(values: Iterable[float]) -> tuple[float, float, float]:
    """(median, min, max)."""
    values = sorted(values)
    return statistics.median(values), values[0], values[-1]


def rates(slices: list[Slice], unit: str, clock: str) -> tuple[float, float, float]:
    return spread(s.rate(unit, clock) for s in slices)


def ratios(ours: list[Slice], theirs: list[Slice], unit: str, clock: str) -> tuple[float, float, float]:
    """Per-round ratios of two contenders' rates: (median, min, max)."""
    return spread(a.rate(unit, clock) / b.rate(unit, clock) for a, b in zip(ours, theirs))


def figure(median_low_high: tuple[float, float, float], fmt: str = ",.0f") -> str:
    """``median (min-max)``."""
    m, lo, hi = median_low_high
    return f"{m:{fmt}} ({lo:{fmt}}-{hi:{fmt}})"


# ------------------------------------------------------------------------------------ the engines


LOOPS = ("playout", "step API", "Normal")  # the loops an engine is timed in (``engine_player``)


def engine_player(game: str, options: dict, loop: str, extra: Callable | None = None) -> Callable[[], int]:
    """Plays one game per call and returns its number of actions, in one of the ``LOOPS``: a uniformly
    random game through the engine's own playout (``play_random``) or the public step API
    (``legal_actions`` + ``apply`` with all its checks), or Normal's rollout (the Expert's, on which
    hints and reviews weigh every move; Rummy 500's ends with the hand or after its turn limit).
    Games are dealt from seeds 0, 1, 2, ... and ``extra`` (if any) is called with each finished game."""
    from cardkit.core import game_class
    from cardkit.core.bots import make_bot

    if loop not in LOOPS:
        raise ValueError(f"a loop is one of {LOOPS}, not {loop!r}")
    cls = game_class(game)
    rng = random.Random(0)
    seeds = iter(range(1 << 62))
    rollout = make_bot(game, "expert", 0).rollout if loop == "Normal" else None

    def play() -> int:
        state = cls.new(options, next(seeds))
        if rollout is not None:
            rollout(state, rng)
        elif loop == "step API":
            while not state.is_over():
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
            state.totals()
        else:
            state.play_random(rng)
            state.totals()
        if extra is not None:
            extra(state)
        return len(state.history)

    return play


def local(play: Callable[[], int]) -> Contender:
    return lambda seconds: run_slice(play, seconds)


class Worker:
    """A process timing one checkout's engines (``tree`` first on its path), slice by slice on request.
    While one worker runs a slice the other waits on its stdin, so they never compete for a core."""

    def __init__(self, tree: Path, python: str = sys.executable):
        self.proc = subprocess.Popen(
            [python, str(Path(__file__).resolve())],
            cwd=str(tree),
            env={**os.environ, "PYTHONPATH": str(tree)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def contender(self, game: str, options: dict, loop: str) -> Contender:
        def run(seconds: float) -> Slice:
            self.proc.stdin.write(json.dumps([game, options, loop, seconds]) + "\n")
            self.proc.stdin.flush()
            answer = self.proc.stdout.readline()
            if not answer:
                raise RuntimeError(f"the benchmark worker for {game} stopped (exit code {self.proc.wait()})")
            return Slice(*json.loads(answer))

        return run

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def serve() -> None:
    """The worker's loop: one JSON request per line, one slice per answer."""
    players: dict[str, Callable[[], int]] = {}
    for line in sys.stdin:
        game, options, loop, seconds = json.loads(line)
        key = json.dumps([game, options, loop])
        if key not in players:
            players[key] = engine_player(game, options, loop)
        s = run_slice(players[key], seconds)
        print(json.dumps([s.games, s.actions, s.wall, s.cpu]), flush=True)


if __name__ == "__main__":
    serve()
