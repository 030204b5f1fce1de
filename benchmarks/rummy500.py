"""Rummy 500 random-play throughput against two anchors: ``python -m benchmarks.rummy500 [--seconds S]``.

Ours (a game is one hand), with 2, 3 and 4 players, through the public step API
(``legal_actions`` + ``apply`` with all its checks, the loop pyspiel users write) and through
``play_random`` (the engine's playout);
then, in the same run, OpenSpiel's gin_rummy driven from Python (random legal actions, chance
outcomes sampled: they are uniform in gin_rummy, which is checked first) and RLCard's gin-rummy
(random agents through ``env.run``). The anchors are optional (``pip install open-spiel rlcard``,
the ``bench-anchors`` extra); a missing one prints "not installed".

What an action is differs: OpenSpiel counts its chance moves (the deal, each stock card) as
actions; RLCard counts the players' moves only; ours are a draw or take, each meld or lay-off, and
the discard. Random hands end by themselves (each turn may draw or end the hand with a positive
probability); ``--turn-limit`` (default 200, far above any hand seen) bounds them for certain and
the hands it cut are reported. Each engine first plays for a second unmeasured (warm-up).
"""
from __future__ import annotations

import argparse
import random
import time

from benchmarks.engines import measure


def ours(players: int, seconds: float, step_api: bool, turn_limit: int) -> tuple[float, float, int]:
    """(hands/s, actions/s, hands cut by the turn limit) of uniformly random play."""
    cut = []
    hps, aps = measure("rummy500", {"players": players, "turn_limit": turn_limit}, seconds, step_api,
                       on_game=lambda state: cut.append(state.ended == "limit"))
    return hps, aps, sum(cut)


def openspiel(seconds: float) -> tuple[float, float] | None:
    """(games/s, actions/s) of OpenSpiel's gin_rummy with random actions, chance moves included."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(0)
    _check_uniform_chance(game, rng)
    games = actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = outcomes[rng.randrange(len(outcomes))][0]
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            actions += 1
        state.returns()
        games += 1
    return games / elapsed, actions / elapsed


def _check_uniform_chance(game, rng: random.Random) -> None:
    """gin_rummy's chance nodes deal from the stock, each card equally likely: sampling an outcome
    uniformly is sampling it by its probability. Checked on a few games before timing."""
    for _ in range(5):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                probs = [p for _, p in state.chance_outcomes()]
                if max(probs) - min(probs) > 1e-9:
                    raise RuntimeError("OpenSpiel's gin_rummy chance outcomes are not uniform any more")
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])


def rlcard_gin(seconds: float) -> tuple[float, float] | None:
    """(games/s, actions/s) of RLCard's gin-rummy with its random agents (players' moves only)."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        trajectories, _ = env.run(is_training=False)
        actions += sum((len(t) - 1) // 2 for t in trajectories)  # [state, action, state, ..., state]
        games += 1
    return games / elapsed, actions / elapsed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--turn-limit", type=int, default=200, help="turn_limit option of our hands (0: none)")
    args = parser.parse_args(argv)
    ours(2, min(1.0, args.seconds), True, args.turn_limit)  # warm-up: the engine fills its memo tables
    print(f"{'engine':34} {'games/s':>10} {'actions/s':>11}")
    figures = {}
    for players in (2, 3, 4):
        for step_api in (True, False):
            hps, aps, cut = ours(players, args.seconds, step_api, args.turn_limit)
            label = f"rummy500 {players}p {'step API' if step_api else 'play_random'}"
            figures[label] = aps
            note = f"  ({cut} hands cut by the turn limit)" if cut else ""
            print(f"{label:34} {hps:10,.0f} {aps:11,.0f}{note}")
    openspiel(min(1.0, args.seconds)), rlcard_gin(min(1.0, args.seconds))  # the same warm-up for the anchors
    anchors = {"OpenSpiel gin_rummy (pyspiel)": openspiel(args.seconds),
               "RLCard gin-rummy (env.run)": rlcard_gin(args.seconds)}
    for label, result in anchors.items():
        if result is None:
            print(f"{label:34} {'not installed':>22}")
        else:
            print(f"{label:34} {result[0]:10,.0f} {result[1]:11,.0f}")
    print()
    for anchor, result in anchors.items():
        if result is None:
            continue
        for label in ("rummy500 2p step API", "rummy500 2p play_random"):
            print(f"{label} / {anchor}: {figures[label] / result[1]:.2f}x actions/s")


if __name__ == "__main__":
    main()
