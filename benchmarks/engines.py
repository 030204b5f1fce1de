"""Random-play throughput of every engine: ``python -m benchmarks.engines [--seconds S]``.

Two figures per game: the engine's own random playout (``State.play_random``, the loop bots use
for rollouts; it makes exactly the choices of the step-by-step random bot) and the public step API
(``legal_actions`` + ``apply`` with all its checks), both on one core.
"""
from __future__ import annotations

import argparse
import random
import time
from typing import Callable

from cardkit.core import State, game_class
from cardkit.games import names

GAMES = names()

CONFIGS = {
    "ipso": [{"players": 2}, {"players": 4}, {"players": 6}],
    "rummy500": [{"players": 2}, {"players": 3}, {"players": 4}],
    "house_of_suits": [{"suits": 4}, {"suits": 5}, {"suits": 6}],
}


def measure(game: str, options: dict, seconds: float, step_api: bool,
            on_game: Callable[[State], object] | None = None) -> tuple[float, float]:
    """(games/s, actions/s) of uniformly random play for about ``seconds``; ``on_game`` sees each
    finished game (for a game's own counts)."""
    cls = game_class(game)
    rng = random.Random(0)
    games = actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        state = cls.new(options, games)
        if step_api:
            while not state.is_over():
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
        else:
            state.play_random(rng)
        state.totals()
        if on_game is not None:
            on_game(state)
        games += 1
        actions += len(state.history)
    return games / elapsed, actions / elapsed


def available() -> list[str]:
    names = []
    for name in GAMES:
        try:
            game_class(name)
        except ImportError:
            continue
        names.append(name)
    return names


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    print(f"{'game':16} {'options':18} {'loop':10} {'games/s':>10} {'actions/s':>11}")
    for name in available():
        for options in CONFIGS[name]:
            for step_api in (False, True):
                gps, aps = measure(name, options, args.seconds, step_api)
                label = ",".join(f"{k}={v}" for k, v in options.items())
                print(f"{name:16} {label:18} {'step API' if step_api else 'playout':10} {gps:10,.0f} {aps:11,.0f}")


if __name__ == "__main__":
    main()
