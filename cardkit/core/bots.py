"""Bots that work on any game, deciding from a seat's view alone.

A bot gets ``view(seat)`` and nothing else: the legal moves are in the view, and a search bot
imagines the hidden cards with ``view.resample(rng)`` (information-set Monte Carlo tree search,
single observer: one tree over the seat's information, a fresh deal of the unseen cards on each
iteration). Seeded bots are deterministic as long as they run on an iteration budget.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from cardkit.core.game import State, View

Rollout = Callable[[State, random.Random], None]


class RandomBot:
    """Uniformly random legal moves: the baseline every other bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Any:
        return view.legal[self.rng.randrange(len(view.legal))]


class _Node:
    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0  # summed reward of the seat that chose the move leading here


def win_share(state: State, seat: int) -> float:
    """1 for a win, 1/k for a win shared by k seats, 0 otherwise."""
    winners = state.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


class SearchBot:
    """Information-set MCTS: UCB over moves, a resampled deal per iteration, random rollouts.

    ``iterations`` bounds the work (deterministic); ``seconds`` optionally caps the time too.
    ``rollout`` plays a state to the end (default: the engine's fast random playout).
    """

    def __init__(self, iterations: int = 500, seconds: float | None = None, seed: int = 0,
                 exploration: float = 0.7, rollout: Rollout | None = None,
                 reward: Callable[[State, int], float] = win_share) -> None:
        if iterations <= 0 or (seconds is not None and seconds <= 0):
            raise ValueError("a search budget must be positive")
        self.iterations = iterations
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.rollout = rollout or (lambda state, rng: state.play_random(rng))
        self.reward = reward
        self.last_root: _Node | None = None

    def choose(self, view: View) -> Any:
        if len(view.legal) == 1:
            return view.legal[0]
        root = self.search(view)
        return max(view.legal, key=lambda a: (root.children[a].visits, root.children[a].reward)
                   if a in root.children else (-1, 0))

    def search(self, view: View) -> _Node:
        rng, root = self.rng, _Node()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for _ in range(self.iterations):
            if deadline is not None and time.perf_counter() > deadline:
                break
            self._iterate(root, view.resample(rng), rng)
        self.last_root = root
        return root

    def _iterate(self, root: _Node, state: State, rng: random.Random) -> None:
        path: list[tuple[_Node, int]] = []  # (node reached, seat whose move led to it)
        node = root
        while not state.is_over():
            legal = state.legal_actions()
            seat = state.to_move()
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                node.children[action] = child = _Node()
                child.available = 1
                state._do(action)  # the action comes from legal_actions: no need to check it again
                path.append((child, seat))
                break
            action = self._select(node, legal)
            state._do(action)
            node = node.children[action]
            path.append((node, seat))
        if not state.is_over():
            self.rollout(state, rng)
        rewards = {}
        for child, seat in path:
            if seat not in rewards:
                rewards[seat] = self.reward(state, seat)
            child.visits += 1
            child.reward += rewards[seat]

    def _select(self, node: _Node, legal: list) -> Any:
        c = self.exploration
        best, best_value = None, -math.inf
        for action in legal:
            child = node.children[action]
            value = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best, best_value = action, value
        return best
