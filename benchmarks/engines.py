"""Throughput of every engine: ``python -m benchmarks.engines [--seconds S] [--actions] [--against TREE]``.

Three loops per game, on one core: the engine's own random playout (``State.play_random``, the loop
random rollouts use; Ipso's and House of Suits' make exactly the choices of the step-by-step random
bot, Rummy 500's draws a kind of move first, then a move of that kind), the public step API
(``legal_actions`` + ``apply`` with all its checks), and Normal's rollout (the Expert's: what hints and
reviews spend their time on). All of them are measured
**interleaved** (``benchmarks.slices``): short slices of whole games, round-robin, several rounds;
each figure is the median over its slices with the min-max spread, by wall and by CPU time.

``--actions`` times only the hashing and equality of actions (``cardkit.core.actions.Action``)
against plain tuples and NamedTuples of the same values; otherwise it follows the engines.

``--against TREE`` times this checkout's engines against another checkout's (e.g. a ``git worktree``
of an older commit), each in its own process, slices turn about, and prints the per-round ratios.
"""

from __future__ import annotations

import argparse
import random
from collections import namedtuple
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.slices import LOOPS, Slice, Worker, engine_player, figure, interleave, local, rates, ratios
from cardkit.core import game_class
from cardkit.games import names

GAMES = names()

CONFIGS = {
    "ipso": [{"players": 2}, {"players": 4}, {"players": 6}],
    "rummy500": [{"players": 2}, {"players": 3}, {"players": 4}],
    "house_of_suits": [{"suits": 4}, {"suits": 5}, {"suits": 6}],
}


def available() -> list[str]:
    found = []
    for name in GAMES:
        try:
            game_class(name)
        except ImportError:
            continue
        found.append(name)
    return found


def label(game: str, options: dict, loop: str) -> str:
    return f"{game:15} {','.join(f'{k}={v}' for k, v in options.items()):10} {loop:8}"


HEADER = (
    f"{'game':15} {'options':10} {'loop':8}  {'games/s CPU (min-max)':>27}  {'actions/s CPU (min-max)':>31}"
    f"  {'games/s wall':>13}  {'actions/s wall':>14}"
)


def report(name: str, slices: list[Slice]) -> str:
    return (
        f"{name}  {figure(rates(slices, 'games', 'cpu')):>27}  {figure(rates(slices, 'actions', 'cpu')):>31}"
        f"  {rates(slices, 'games', 'wall')[0]:13,.0f}  {rates(slices, 'actions', 'wall')[0]:14,.0f}"
    )


def noise(slices: dict[str, list[Slice]]) -> str:
    """How far the slices of one contender strayed from its median, at worst and typically."""
    widths = []
    for clock in ("cpu", "wall"):
        spreads = [(hi - lo) / m for m, lo, hi in (rates(s, "games", clock) for s in slices.values())]
        widths.append(f"{clock} {sorted(spreads)[len(spreads) // 2]:.0%} typical, {max(spreads):.0%} worst")
    return "spread (max-min)/median of a contender's slices: " + "; ".join(widths)


def engines(games: list[str], rounds: int, slice_seconds: float) -> None:
    contenders = {
        label(game, options, loop): local(engine_player(game, options, loop))
        for game in games
        for options in CONFIGS[game]
        for loop in LOOPS
    }
    print(f"{len(contenders)} contenders, {rounds} rounds of {slice_seconds:g} s slices, interleaved\n")
    slices = interleave(contenders, rounds, slice_seconds)
    print(HEADER)
    for name, s in slices.items():
        print(report(name, s))
    print(noise(slices))


def against(tree: Path, games: list[str], rounds: int, slice_seconds: float) -> None:
    """This checkout vs ``tree``, one process each, on each game's first configuration."""
    here = Path(__file__).resolve().parent.parent
    workers = {"this": Worker(here), "that": Worker(tree)}
    try:
        pairs = [(game, CONFIGS[game][0], loop) for game in games for loop in LOOPS]
        contenders = {
            (side, i): worker.contender(*pair) for i, pair in enumerate(pairs) for side, worker in workers.items()
        }
        print(
            f"this checkout ({here}) against {tree}: {len(contenders)} contenders, {rounds} rounds of "
            f"{slice_seconds:g} s slices, interleaved, one process per checkout\n"
        )
        slices = interleave(contenders, rounds, slice_seconds)
    finally:
        for worker in workers.values():
            worker.close()
    print(
        f"{'game':15} {'options':10} {'loop':8}  {'this games/s CPU':>16}  {'that games/s CPU':>16}  "
        f"{'ratio CPU (min-max)':>20}  {'ratio wall (min-max)':>20}"
    )
    for i, pair in enumerate(pairs):
        mine, theirs = slices[("this", i)], slices[("that", i)]
        print(
            f"{label(*pair)}  {rates(mine, 'games', 'cpu')[0]:16,.0f}  {rates(theirs, 'games', 'cpu')[0]:16,.0f}  "
            f"{figure(ratios(mine, theirs, 'games', 'cpu'), '.2f'):>20}  "
            f"{figure(ratios(mine, theirs, 'games', 'wall'), '.2f'):>20}"
        )


# ------------------------------------------------------------------------------------ actions


def action_sets(positions: int = 200) -> list[list[Any]]:
    """The legal-action lists of Rummy 500 positions met in random play (draws, takes, melds,
    lay-offs, discards: every field kind)."""
    cls = game_class("rummy500")
    rng = random.Random(1)
    lists: list[list[Any]] = []
    seed = 0
    while len(lists) < positions:
        state = cls.new({"players": 2}, seed)
        seed += 1
        while not state.is_over():
            legal = state.legal_actions()
            if len(legal) > 1:
                lists.append(legal)
            state.play(legal[rng.randrange(len(legal))])
    return lists[:positions]


def as_tuple(action: Any) -> tuple:
    """The plain tuple an action is made of: its kind, then its fields."""
    return tuple(tuple.__iter__(action))


def as_namedtuples(lists: list[list[Any]]) -> list[list[tuple]]:
    """The same actions as NamedTuples (one class per action class, the same fields): how actions were
    declared before, without the patched equality."""
    classes: dict[type, type] = {}
    for legal in lists:
        for action in legal:
            if type(action) not in classes:
                classes[type(action)] = namedtuple(type(action).__name__, type(action)._fields)
    return [[classes[type(a)](*a) for a in legal] for legal in lists]


def operations(lists: list[list[Any]], copy: Callable[[Any], Any]) -> dict[str, Callable[[], int]]:
    """One pass of each operation over the legal-action lists, returning how many it did: ``hash``
    of every action; looking up in a dict keyed by its list an equal (not identical) copy of every
    action, as a bot's tables do; and ``==`` of those copies with the originals."""
    copies = [[copy(a) for a in legal] for legal in lists]
    indexes = [{a: i for i, a in enumerate(legal)} for legal in lists]
    count = sum(len(legal) for legal in lists)

    def hashing() -> int:
        for legal in lists:
            for a in legal:
                hash(a)
        return count

    def lookup() -> int:
        for index, again in zip(indexes, copies):
            for a in again:
                index[a]
        return count

    def equal() -> int:
        for legal, again in zip(lists, copies):
            for a, b in zip(again, legal):
                a == b  # noqa: B015  (the comparison is what is timed)
        return count

    return {"hash": hashing, "dict lookup": lookup, "==": equal}


def actions(rounds: int, slice_seconds: float) -> None:
    lists = action_sets()
    forms = {
        "Action": (lists, lambda a: type(a)(*a)),
        "tuple (fields)": ([[tuple(a) for a in legal] for legal in lists], lambda t: tuple(list(t))),
        "tuple (kind, fields)": ([[as_tuple(a) for a in legal] for legal in lists], lambda t: tuple(list(t))),
        "NamedTuple (fields)": (as_namedtuples(lists), lambda t: type(t)(*t)),
    }
    passes = {form: operations(values, copy) for form, (values, copy) in forms.items()}
    n = sum(len(legal) for legal in lists)
    print(
        f"Action hashing and equality: the actions of {len(lists)} Rummy 500 legal-action lists ({n} actions); "
        f"lookups and == by equal copies; {rounds} rounds interleaved"
    )
    print(f"{'operation':12} {'values':22} {'million/s CPU (min-max)':>24}  {'Action / this, CPU (min-max)':>30}")
    for operation in ("hash", "dict lookup", "=="):
        contenders = {form: local(passes[form][operation]) for form in forms}
        slices = interleave(contenders, rounds, slice_seconds)
        for form, s in slices.items():
            m, lo, hi = rates(s, "actions", "cpu")
            r = figure(ratios(slices["Action"], s, "actions", "cpu"), ".2f")
            print(f"{operation:12} {form:22} {figure((m / 1e6, lo / 1e6, hi / 1e6), '.1f'):>24}  {r:>30}")
    print("(a ratio >= 1.00: Action is at least as fast; a plain tuple of fields cannot tell Draw() from EndHand())")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0, help="measured time per contender (over all its slices)")
    parser.add_argument("--slice", type=float, default=0.25, help="seconds per slice")
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    parser.add_argument("--actions", action="store_true", help="only the action hashing and equality figures")
    parser.add_argument("--against", type=Path, metavar="TREE", help="another checkout of cardkit to compare with")
    args = parser.parse_args(argv)
    rounds = max(3, round(args.seconds / args.slice))
    games = [g for g in available() if not args.game or g in args.game]
    if args.against:
        against(args.against.resolve(), games, rounds, args.slice)
        return
    if not args.actions:
        engines(games, rounds, args.slice)
        print()
    actions(rounds, args.slice)


if __name__ == "__main__":
    main()
