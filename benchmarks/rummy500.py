"""Rummy 500 random-play throughput against two anchors: ``python -m benchmarks.rummy500 [--seconds S]``.

All in one process, **interleaved** (``benchmarks.slices``: short slices of whole games, round-robin,
several rounds; medians with min-max spreads; ratios taken per round, by CPU and by wall time):
- ours, two players (a game is one hand): the public step API (``legal_actions`` + ``apply`` with
  all its checks, the loop pyspiel users write), the same plus ``view(mover)`` at every step (what a
  learning agent observes), and ``play_random`` (the engine's playout). Three and four players are
  in ``benchmarks.engines``;
- OpenSpiel's gin_rummy driven from Python (random legal actions, chance outcomes sampled: they are
  uniform in gin_rummy, which is checked first), bare and with the mover's ``observation_tensor`` at
  every decision;
- RLCard's gin-rummy at its game API (``game.judge.get_legal_actions`` + ``game.step``) and through
  ``env.run`` with its random agents.
The anchors are optional (``pip install open-spiel rlcard``, the ``bench-anchors`` extra); the
missing ones are named. With the ``envs`` extra, ``rummy500_v0``'s environment is timed too (a step and
the next agent's numpy observation, ``cardkit.envs``).

The goals (issue 33), each judged on the 95% interval of the median of its per-round ratios (by CPU
time; the interval from the order statistics, which assumes nothing of their spread): met only when the
interval's bound reaches the goal.
- step API + ``view(mover)`` >= 1.5x OpenSpiel + ``observation_tensor``, per action;
- a ``view()`` <= 2 steps: ``rate(step API) / rate(step API + view) - 1``, per round;
- ``play_random`` >= 2x the step API, per action;
- the step API >= 3.5x OpenSpiel, per action.

What an action is differs: OpenSpiel counts its chance moves (the deal, each stock card) as
actions; RLCard counts the players' moves only; ours are a draw or take, each meld or lay-off, and
the discard. So the ratios are printed for actions/s and for games/s. Random hands end by
themselves (each turn may draw or end the hand with a positive probability); ``--turn-limit``
(default 200, far above any hand seen) bounds them for certain and the hands it cut are reported.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Callable

from benchmarks.slices import engine_player, figure, interleave, local, rates, ratios

Player = Callable[[], int]  # plays one whole game, returns its number of actions


def ours(turn_limit: int, step_api: bool, cut: list[bool], view: bool = False) -> Player:
    options = {"players": 2, "turn_limit": turn_limit}
    if not view:
        return engine_player(
            "rummy500",
            options,
            "step API" if step_api else "playout",
            extra=lambda state: cut.append(state.ended == "limit"),
        )
    from cardkit.core import game_class

    cls = game_class("rummy500")
    rng = random.Random(0)
    seeds = iter(range(1 << 62))

    def play() -> int:
        state = cls.new(options, next(seeds))
        while (mover := state.to_move()) is not None:
            state.view(mover)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        state.totals()
        return len(state.history)

    return play


def environment(turn_limit: int) -> Player | None:
    """``cardkit.envs.rummy500_v0`` (two players): a random legal action from the mask, then the next
    agent's observation; a match to 500 per call, its steps counted as actions."""
    try:
        from cardkit.envs import rummy500_v0
    except ImportError:
        return None
    env = rummy500_v0.raw_env(players=2, turn_limit=turn_limit)
    rng = random.Random(0)
    seeds = iter(range(1 << 62))

    def play() -> int:
        env.reset(seed=next(seeds))
        steps = 0
        observation = env.observe(env.agent_selection)
        while not env.terminations[env.agent_selection]:
            legal = observation["action_mask"].nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
            observation = env.observe(env.agent_selection)
            steps += 1
        return steps

    return play


def interval(values: list[float]) -> tuple[float, float, float]:
    """(median, low, high): the 95% interval of the median from the order statistics (the ranks a
    binomial(n, 1/2) count stays within with 95% chance), assuming nothing of the values' spread."""
    values = sorted(values)
    n = len(values)
    k, below = 0, 0.0  # the largest k with P(Binomial(n, 1/2) < k) <= 2.5%
    while below + math.comb(n, k) / 2**n <= 0.025:
        below += math.comb(n, k) / 2**n
        k += 1
    if k == 0:
        raise ValueError(f"{n} rounds are too few for a 95% interval of the median: give 6 or more")
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2, values[k - 1], values[n - k]


def goals(slices: dict) -> None:
    """Each goal with its 95% interval, met or not."""

    def per_round(a: str, b: str) -> list[float]:
        return [x.rate("actions", "cpu") / y.rate("actions", "cpu") for x, y in zip(slices[a], slices[b])]

    step, viewed, playout = "rummy500 2p step API", "rummy500 2p step API + view(mover)", "rummy500 2p play_random"
    wanted = [
        (
            "step API + view(mover) / OpenSpiel + observation_tensor, per action",
            ">=",
            1.5,
            (viewed, "OpenSpiel gin_rummy + observation_tensor"),
            None,
        ),
        ("a view() in steps of the step API", "<=", 2.0, (step, viewed), lambda r: r - 1),
        ("play_random / step API, per action", ">=", 2.0, (playout, step), None),
        ("step API / OpenSpiel, per action", ">=", 3.5, (step, "OpenSpiel gin_rummy"), None),
    ]
    print(f"\n{'goal (per round, CPU time)':72} {'median [95% interval]':>24}  verdict")
    for label, sense, target, (a, b), then in wanted:
        if a not in slices or b not in slices:
            print(f"{label:72} {'not measured':>24}  ({b if b not in slices else a} missing)")
            continue
        ratios_ = [then(r) if then else r for r in per_round(a, b)]
        m, lo, hi = interval(ratios_)
        met = lo >= target if sense == ">=" else hi <= target
        print(f"{label:72} {f'{m:.2f} [{lo:.2f}, {hi:.2f}]':>24}  {sense} {target:g}: {'met' if met else 'not met'}")


def openspiel(observe: bool) -> Player | None:
    """OpenSpiel's gin_rummy with random actions, chance moves included (and counted as actions)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")
    rng = random.Random(0)
    _check_uniform_chance(game, rng)

    def play() -> int:
        actions = 0
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = outcomes[rng.randrange(len(outcomes))][0]
            else:
                if observe:
                    state.observation_tensor(state.current_player())
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply_action(action)
            actions += 1
        state.returns()
        return actions

    return play


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


def rlcard_game() -> Player | None:
    """RLCard's gin-rummy at its game API: the judge's legal actions, a random one stepped (players' moves only)."""
    try:
        import numpy as np
        from rlcard.games.gin_rummy.game import GinRummyGame
    except ImportError:
        return None
    game = GinRummyGame()
    game.np_random = np.random.RandomState(0)
    rng = random.Random(0)

    def play() -> int:
        actions = 0
        game.init_game()
        while not game.is_over():
            legal = game.judge.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            actions += 1
        return actions

    return play


def rlcard_env() -> Player | None:
    """RLCard's gin-rummy through ``env.run`` with its random agents (players' moves only)."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("gin-rummy", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    def play() -> int:
        trajectories, _ = env.run(is_training=False)
        return sum((len(t) - 1) // 2 for t in trajectories)  # [state, action, state, ..., state]

    return play


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0, help="measured time per engine (over all its slices)")
    parser.add_argument("--slice", type=float, default=0.3, help="seconds per slice")
    parser.add_argument("--rounds", type=int, default=0, help="rounds of slices (default: seconds / slice, at least 6)")
    parser.add_argument("--turn-limit", type=int, default=200, help="turn_limit option of our hands (0: none)")
    args = parser.parse_args(argv)
    rounds = args.rounds or max(6, round(args.seconds / args.slice))
    cut: list[bool] = []
    players = {
        "rummy500 2p step API": ours(args.turn_limit, True, cut),
        "rummy500 2p step API + view(mover)": ours(args.turn_limit, True, cut, view=True),
        "rummy500 2p play_random": ours(args.turn_limit, False, cut),
        "OpenSpiel gin_rummy": openspiel(observe=False),
        "OpenSpiel gin_rummy + observation_tensor": openspiel(observe=True),
        "RLCard gin-rummy game API": rlcard_game(),
        "RLCard gin-rummy env.run": rlcard_env(),
        "rummy500_v0 env step + observe": environment(args.turn_limit),
    }
    missing = [name for name, player in players.items() if player is None]
    slices = interleave({name: local(p) for name, p in players.items() if p is not None}, rounds, args.slice)
    print(f"{len(slices)} engines, {rounds} rounds of {args.slice:g} s slices, interleaved in one process\n")
    print(
        f"{'engine':42} {'games/s CPU (min-max)':>25}  {'actions/s CPU (min-max)':>29}  "
        f"{'games/s wall':>12}  {'actions/s wall':>14}"
    )
    for name, s in slices.items():
        print(
            f"{name:42} {figure(rates(s, 'games', 'cpu')):>25}  {figure(rates(s, 'actions', 'cpu')):>29}  "
            f"{rates(s, 'games', 'wall')[0]:12,.0f}  {rates(s, 'actions', 'wall')[0]:14,.0f}"
        )
    for name in missing:
        package = {
            "O": "open-spiel (the bench-anchors extra)",
            "R": "rlcard (the bench-anchors extra)",
            "r": "pettingzoo (the envs extra)",
        }[name[0]]
        print(f"{name:42} not measured: {package} is not installed")
    if any(cut):
        print(f"({sum(cut)} of our hands were cut by the turn limit)")

    goals(slices)
    if all(name in missing for name in players if not name.startswith("rummy500")):
        return
    print(
        f"\n{'ratio (per round: median (min-max))':80} {'actions/s CPU':>18}  {'actions/s wall':>18}  "
        f"{'games/s CPU':>18}"
    )
    comparisons = [
        (ours_, anchor)
        for anchor in ("OpenSpiel gin_rummy", "RLCard gin-rummy game API", "RLCard gin-rummy env.run")
        for ours_ in ("rummy500 2p step API", "rummy500 2p play_random")
    ]
    comparisons.append(("rummy500 2p step API + view(mover)", "OpenSpiel gin_rummy + observation_tensor"))
    comparisons.append(("rummy500_v0 env step + observe", "OpenSpiel gin_rummy + observation_tensor"))
    for mine, anchor in comparisons:
        if anchor not in slices:
            continue
        a, b = slices[mine], slices[anchor]
        print(
            f"{mine + ' / ' + anchor:80} {figure(ratios(a, b, 'actions', 'cpu'), '.2f'):>18}  "
            f"{figure(ratios(a, b, 'actions', 'wall'), '.2f'):>18}  {figure(ratios(a, b, 'games', 'cpu'), '.2f'):>18}"
        )


if __name__ == "__main__":
    main()
