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
from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from cardkit.core.game import CardkitError, State, View
from cardkit.i18n import render, t

# Each game passes functions of its own State and View subclasses: typed Any here, since a Callable of the base
# class would refuse them (a function's parameters are contravariant).
Rollout = Callable[[Any, random.Random], None]
Deal = Callable[[Any, random.Random], State]


def resample(view: View, rng: random.Random) -> State:
    return view.resample(rng)


LEVELS = ("random", "beginner", "normal", "expert")


class Hint(NamedTuple):
    """A suggested move and, in one sentence a learner understands, why."""

    action: Any
    reason: str


class Reason(NamedTuple):
    """A hint's reason as claims the engine can check: the text's i18n ``key``, its ``params`` (plain
    values, i18n Texts, or functions of the language such as a card's ``name``) and ``claims``, the
    facts the text states about the position, each a tuple starting with its name (each game's bots
    document theirs; tests/test_hints_true.py checks every one against the state)."""

    key: str
    params: dict
    claims: tuple = ()

    def text(self, language: str = "en") -> str:
        return t(
            self.key,
            language,
            **{k: v(language) if callable(v) else render(v, language) for k, v in self.params.items()},
        )


class Bot(Protocol):
    def choose(self, view: View) -> Any: ...

    def hint(self, view: View, language: str = "en") -> Hint: ...


def make_bot(game: str, level: str = "normal", seed: int = 0) -> Bot:
    """A bot of ``level`` (random, beginner, normal or expert) for ``game``, seeded."""
    from cardkit import games  # the registry sits above the core

    spec = games.spec(game)
    if level not in LEVELS:
        raise CardkitError("core.unknown_bot", name=level, known=", ".join(LEVELS))
    if level == "random":
        return RandomBot(seed)
    bot = spec.bots(level, seed)  # None: the game has no bot of that level
    if bot is None:
        raise CardkitError("core.no_bot", level=level, game=spec.title())
    return bot


def check_turn(view: View) -> None:
    """A bot is only asked for a move when its seat is to move."""
    if view.to_move != view.seat or not view.legal:
        raise CardkitError("core.bot_not_on_turn", n=view.seat + 1)


class RandomBot:
    """Uniformly random legal moves: the baseline every other bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Any:
        check_turn(view)
        return view.legal[self.rng.randrange(len(view.legal))]

    def hint(self, view: View, language: str = "en") -> Hint:
        return Hint(self.choose(view), t("core.hint.random", language))


Policy = Callable[[Any, random.Random], Any]  # (the game's view, rng) -> action
Explain = Callable[..., str]  # (the game's view, action, language, ...) -> why, in words


class HeuristicBot:
    """A bot that follows a game's rule of thumb (``policy``) and can say why (``explain``)."""

    def __init__(self, policy: Policy, explain: Explain, seed: int = 0) -> None:
        self.policy = policy
        self.explain = explain
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Any:
        check_turn(view)
        return self.policy(view, self.rng)

    def hint(self, view: View, language: str = "en") -> Hint:
        action = self.choose(view)
        return Hint(action, self.explain(view, action, language))


def margin(state: State, seat: int) -> float:
    """The seat's total minus the best other total."""
    totals = state.totals()
    return totals[seat] - max(v for s, v in enumerate(totals) if s != seat)


class SampleBot:
    """Determinized Monte Carlo with common random numbers.

    Deal the cards the seat cannot see afresh ``samples`` times; in each imagined deal, play every
    candidate move and then the game out with the same ``rollout`` and the same dice. Comparing the
    moves on the same deals cancels most of the luck, so a few dozen deals tell the moves apart.
    ``deal`` imagines one deal (by default any deal of the view; a game may prefer the deals its
    players' earlier moves make likely, still starting from ``view.resample``).
    """

    def __init__(
        self,
        samples: int,
        rollout: Rollout,
        candidates: Callable[[Any], list] | None = None,
        value: Callable[[State, int], float] = margin,
        explain: Explain | None = None,
        seed: int = 0,
        deal: Deal = resample,
    ) -> None:
        if samples <= 0:
            raise ValueError("a search budget must be positive")
        self.samples = samples
        self.rollout = rollout
        self.candidates = candidates
        self.value = value
        self.explain = explain
        self.deal = deal
        self.rng = random.Random(seed)
        self.last_values: dict[Any, float] = {}
        self.last_deals = 0  # the deals the last choice was weighed on
        self.last_exact = False  # and whether they were every deal the view allows

    def choose(self, view: View) -> Any:
        check_turn(view)
        moves = self.moves(view)
        if len(moves) == 1:
            self.last_values = {}
            return moves[0]
        means = self._means(view, moves)
        self.last_values = dict(zip(moves, means))
        return moves[max(range(len(moves)), key=means.__getitem__)]

    def moves(self, view: View) -> list:
        """The moves the bot weighs: its candidates (the game's promising few), or every legal move."""
        return list(self.candidates(view)) if self.candidates else list(view.legal)

    def values(self, view: View, moves: list | None = None) -> dict[Any, float]:
        """Each move's expected final margin (``value``, in points) over the same imagined deals and
        dice: the moves are compared on equal luck (a review weighs the move played this way against
        the bot's own choices). ``moves``: legal moves of the view (by default the bot's candidates);
        a single move is weighed too."""
        check_turn(view)
        moves = list(dict.fromkeys(self.moves(view) if moves is None else moves))
        if not moves or any(m not in view.legal for m in moves):
            raise CardkitError("core.bot_not_legal")
        return dict(zip(moves, self._means(view, moves)))

    def _means(self, view: View, moves: list) -> list[float]:
        every = self.every_deal_values(view, moves)
        per_deal = every or self.deal_values(view, moves, self.samples)
        self.last_deals, self.last_exact = len(per_deal[0]), every is not None
        return [sum(values) / len(values) for values in per_deal]

    def deal_values(self, view: View, moves: list, deals: int) -> list[list[float]]:
        """Each move's final margin on each of ``deals`` more imagined deals (the same deals and dice for
        every move, drawn on from the bot's generator): the paired figures a review's intervals need."""
        values: list[list[float]] = [[] for _ in moves]
        for _ in range(deals):
            world = self.deal(view, self.rng)
            for i, margin in enumerate(self._played_out(view, world, moves, self.rng.random())):
                values[i].append(margin)
        return values

    def every_deal_values(self, view: View, moves: list) -> list[list[float]] | None:
        """Each move's final margin on every deal of the cards the seat cannot see, when the view lists
        no more of them than the bot's deals (``View.every_deal``) and the bot deals as ``resample``
        does: their averages are the moves' expected margins themselves, the same for every seed (each
        deal's dice come from its place in the list, not from the bot's generator). Else None."""
        worlds = view.every_deal(self.samples) if self.deal is resample else None
        if not worlds:
            return None
        values: list[list[float]] = [[] for _ in moves]
        for place, world in enumerate(worlds):
            for i, margin in enumerate(self._played_out(view, world, moves, random.Random(place).random())):
                values[i].append(margin)
        return values

    def _played_out(self, view: View, world: State, moves: list, dice: float) -> list[float]:
        """Each move's final margin in ``world``, played out with the same dice."""
        margins = []
        for action in moves:
            state = world.clone()
            state.play(action)  # a candidate is one of the view's legal moves
            self.rollout(state, random.Random(dice))
            margins.append(self.value(state, view.seat))
        return margins

    def hint(self, view: View, language: str = "en") -> Hint:
        action = self.choose(view)
        if not self.last_values:
            return Hint(action, t("core.hint.only_move", language))
        key = "core.hint.every_deal" if self.last_exact else "core.hint.sampled"
        figures = t(key, language, deals=self.last_deals, margin=f"{self.last_values[action]:+.1f}")
        return Hint(action, f"{self.explain(view, action, language)} {figures}" if self.explain else figures)


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
    ``rollout`` plays a state to the end (default: the engine's fast random playout);
    ``candidates`` may narrow the moves searched at the root to the promising ones;
    ``explain`` gives the game's own reason for a hint (the search's figures are added to it).
    """

    def __init__(
        self,
        iterations: int = 500,
        seconds: float | None = None,
        seed: int = 0,
        exploration: float = 0.7,
        rollout: Rollout | None = None,
        reward: Callable[[State, int], float] = win_share,
        candidates: Callable[[Any], list] | None = None,
        explain: Explain | None = None,
    ) -> None:
        if iterations <= 0 or (seconds is not None and seconds <= 0):
            raise ValueError("a search budget must be positive")
        self.iterations = iterations
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.rollout = rollout or (lambda state, rng: state.play_random(rng))
        self.reward = reward
        self.candidates = candidates
        self.explain = explain
        self.last_root: _Node | None = None

    def choose(self, view: View) -> Any:
        check_turn(view)
        if len(view.legal) == 1:
            return view.legal[0]
        root = self.search(view)
        return max(root.children, key=lambda a: (root.children[a].visits, root.children[a].reward))

    def hint(self, view: View, language: str = "en") -> Hint:
        action = self.choose(view)
        node = self.last_root.children.get(action) if len(view.legal) > 1 and self.last_root else None
        if node is None or not node.visits:
            return Hint(action, t("core.hint.only_move", language))
        figures = t("core.hint.search", language, share=round(100 * node.reward / node.visits), games=node.visits)
        return Hint(action, f"{self.explain(view, action, language)} {figures}" if self.explain else figures)

    def search(self, view: View) -> _Node:
        rng, root = self.rng, _Node()
        moves = list(self.candidates(view)) if self.candidates else list(view.legal)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        for _ in range(self.iterations):
            if deadline is not None and time.perf_counter() > deadline:
                break
            self._iterate(root, view.resample(rng), rng, moves)
        self.last_root = root
        return root

    def _iterate(self, root: _Node, state: State, rng: random.Random, root_moves: list) -> None:
        path: list[tuple[_Node, int]] = []  # (node reached, seat whose move led to it)
        node = root
        while not state.is_over():
            legal = root_moves if node is root else state.legal_actions()
            seat = state.to_move()
            assert seat is not None  # the loop runs while the game goes on
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                node.children[action] = child = _Node()
                child.available = 1
                state.play(action)  # the action comes from legal_actions: no need to check it again
                path.append((child, seat))
                break
            action = self._select(node, legal)
            state.play(action)
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
